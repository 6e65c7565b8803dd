// Whether the browser refused the last store write for lack of space (QuotaExceededError). Shared by the
// badge painters (health.ts, review-badge.ts) so the warning is not painted over by a review count.
let full = false;

export const storageIsFull = (): boolean => full;

/** Returns whether the state changed. */
export function markStorageFull(value: boolean): boolean {
  const changed = value !== full;
  full = value;
  return changed;
}
