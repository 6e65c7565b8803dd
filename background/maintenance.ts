// Keeps what the user asked to keep: turn text older than the chosen number of days is deleted (the
// records and their hashes stay, so a pruned turn is not detected again); 0 keeps only the corrections,
// once the conversation has moved on.
import { pruneTurnText } from '@/lib/store/capture';
import { getSettings } from '@/utils/settings';
import { db } from './db';

const DAY = 86_400_000;
const EVERY = 3_600_000;
/** Detection reads the assistant turn before each user turn, so even "keep nothing" waits this long. */
const FLOOR = 3_600_000;
let lastRun = 0;

export async function pruneIfDue(now = Date.now(), force = false): Promise<void> {
  const { capture } = await getSettings();
  if (!force && now - lastRun < (capture.keepTurnDays > 0 ? EVERY : FLOOR / 4)) return;
  lastRun = now;
  await pruneTurnText(db, Math.max(FLOOR, capture.keepTurnDays * DAY), now);
}

export function startMaintenance(): void {
  void pruneIfDue(Date.now(), true).catch((e) => console.warn('[twice] prune', e));
}
