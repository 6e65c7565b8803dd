import { createRoot } from 'react-dom/client';
import { Popup } from '@/ui/popup/Popup';
import '@/ui/theme.css';

createRoot(document.getElementById('root')!).render(<Popup />);
