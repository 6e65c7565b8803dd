import { createRoot } from 'react-dom/client';
import { Options } from '@/ui/options/Options';
import '@/ui/theme.css';
import '@/ui/options/options.css';

createRoot(document.getElementById('root')!).render(<Options />);
