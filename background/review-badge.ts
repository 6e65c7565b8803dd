// Rules and corrections waiting for review are counted on the toolbar icon, so the queue is seen without opening
// the popup. A page Twice cannot read shows "!" on its own tab instead (health.ts).
import { liveQuery } from 'dexie';
import { browser } from 'wxt/browser';
import { countPendingWordings } from '@/lib/store/wording';
import { db } from './db';
import { storageIsFull } from './storage-state';

const action = browser.action ?? browser.browserAction;
let pending = 0;

/** What a tab's badge says when its page is fine: the review count, or nothing. */
export function reviewBadgeText(): string {
  return pending > 0 ? String(Math.min(pending, 99)) : '';
}

export function startReviewBadge(): void {
  liveQuery(async () => (await db.rules.where('status').equals('pending').count()) + (await countPendingWordings(db))).subscribe({
    next: (n) => {
      pending = n;
      // "Storage is full" (health.ts) matters more than the count until space is freed.
      if (storageIsFull()) return;
      void action.setBadgeText({ text: reviewBadgeText() }).catch(() => {});
      void action.setBadgeBackgroundColor({ color: '#8a5a00' }).catch(() => {});
    },
    error: (e: unknown) => console.warn('[twice] review badge', e),
  });
}
