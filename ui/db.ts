import { TwiceDB } from '@/lib/store/db';

// Extension pages share the background's IndexedDB (same origin) and read it live with liveQuery.
export const db = new TwiceDB();
