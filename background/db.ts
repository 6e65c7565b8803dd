import { TwiceDB } from '@/lib/store/db';
// Relative on purpose: the test-hooks build aliases this exact path (wxt.config.ts).
import { installTestHooks } from '../utils/test-hooks';

// The background owns the store; pages read it directly through Dexie's liveQuery for display.
export const db = new TwiceDB();
installTestHooks(db);
