import { openStore } from '@/lib/store/views';
// Relative on purpose: the test-hooks build aliases this exact path (wxt.config.ts).
import { installTestHooks } from '../utils/test-hooks';

// Extension pages share the background's IndexedDB (same origin) and read it live with liveQuery.
export const db = openStore();
installTestHooks(db);
