import { TwiceDB } from '@/lib/store/db';

// The background owns the store; pages read it directly through Dexie's liveQuery for display.
export const db = new TwiceDB();
