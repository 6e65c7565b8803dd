// Per-tab capture health: shown as a badge on the toolbar icon and as a line in the popup.
import { browser } from 'wxt/browser';
import { HealthSchema, type CaptureIssues, type HealthReport } from '@/lib/protocol';
import { isOwnContentScript, isOwnExtensionPage } from '@/lib/guard';
import { extensionId, extensionOrigin, handle } from './router';
import * as v from 'valibot';
import { reviewBadgeText } from './review-badge';
import { siteName } from '@/lib/sites/registry';
import { markStorageFull, storageIsFull } from './storage-state';

const health = new Map<number, HealthReport>();
const SESSION_KEY = 'health';
/** What capture changed or skipped per tab, and whether the browser refused to store more (capture paused). */
const issues = new Map<number, CaptureIssues>();
const ISSUES_KEY = 'captureIssues';
const FULL_KEY = 'storageFull';

// MV3 has `action`, Firefox MV2 `browserAction`; both take the same calls.
const action = browser.action ?? browser.browserAction;

async function persist(): Promise<void> {
  // storage.session survives the service worker being stopped, so the popup still knows after a restart.
  await browser.storage.session
    ?.set({ [SESSION_KEY]: Object.fromEntries(health), [ISSUES_KEY]: Object.fromEntries(issues), [FULL_KEY]: storageIsFull() })
    .catch(() => {});
}

async function restore(): Promise<void> {
  const got = await browser.storage.session?.get(SESSION_KEY).catch(() => undefined);
  const saved = got?.[SESSION_KEY];
  if (saved && typeof saved === 'object') {
    for (const [tab, report] of Object.entries(saved as Record<string, unknown>)) {
      const parsed = v.safeParse(HealthSchema, report);
      // A report that arrived while this read was pending is newer than the saved one.
      if (parsed.success && !health.has(Number(tab))) health.set(Number(tab), parsed.output);
    }
  }
  const savedIssues = got?.[ISSUES_KEY];
  if (savedIssues && typeof savedIssues === 'object') {
    for (const [tab, counts] of Object.entries(savedIssues as Record<string, CaptureIssues>)) if (!issues.has(Number(tab))) issues.set(Number(tab), counts);
  }
  if (got?.[FULL_KEY] === true) markStorageFull(true);
}

async function paint(tabId: number, report: HealthReport): Promise<void> {
  const broken = report.isConversationPage && report.layout === null && report.captureEnabled;
  // A fine page shows the review count like every other tab (a tab-specific '' would hide it).
  await action.setBadgeText({ tabId, text: broken || storageIsFull() ? '!' : reviewBadgeText() });
  if (storageIsFull()) {
    await action.setBadgeBackgroundColor({ tabId, color: '#b45309' });
    await action.setTitle({ tabId, title: browser.i18n.getMessage('statusStorageFull') });
  } else if (broken) {
    await action.setBadgeBackgroundColor({ tabId, color: '#c62828' });
    await action.setTitle({
      tabId,
      title: browser.i18n.getMessage('badgeNotRecognised', [siteName(report.site)]),
    });
  } else {
    await action.setTitle({ tabId, title: browser.i18n.getMessage('extName') });
  }
}

export function tabHealth(tabId: number): HealthReport | null {
  return health.get(tabId) ?? null;
}

/** Adds what capture changed or skipped on a tab to the counts the popup shows. */
export async function noteCaptureIssues(tabId: number, found: CaptureIssues): Promise<void> {
  const sum: CaptureIssues = { ...issues.get(tabId) };
  for (const [k, n] of Object.entries(found) as [keyof CaptureIssues, number][]) sum[k] = (sum[k] ?? 0) + n;
  issues.set(tabId, sum);
  await persist();
}

/** Storage is full (a write failed with QuotaExceededError) or has room again: badge, title and popup line. */
export async function setStorageFull(full: boolean): Promise<void> {
  if (!markStorageFull(full)) return;
  console.warn(full ? '[twice] storage is full: capture paused' : '[twice] storage has room again: capture resumed');
  await action.setBadgeText({ text: full ? '!' : reviewBadgeText() }).catch(() => {});
  if (full) await action.setBadgeBackgroundColor({ color: '#b45309' }).catch(() => {});
  for (const [tabId, report] of health) await paint(tabId, report).catch(() => {});
  await persist();
}

export function startHealth(): void {
  const restored = restore();
  handle(
    'reportHealth',
    HealthSchema,
    (sender, data) => isOwnContentScript(sender, extensionId(), data.site),
    async (data, sender) => {
      const tabId = sender.tab!.id!;
      // Another conversation in the same tab starts with a clean slate of capture issues.
      const before = health.get(tabId);
      if (before && new URL(before.url).pathname !== new URL(data.url).pathname) issues.delete(tabId);
      health.set(tabId, data);
      // Persisting before the saved reports are back would drop the other tabs' reports.
      await restored;
      await paint(tabId, data).catch((e) => console.warn('[twice] badge', e));
      await persist();
    },
  );
  handle(
    'getTabStatus',
    v.pipe(v.number(), v.integer()),
    (sender) => isOwnExtensionPage(sender, extensionOrigin()),
    async (tabId) => {
      await restored;
      return { health: tabHealth(tabId), issues: issues.get(tabId) ?? {}, storageFull: storageIsFull() };
    },
  );
  browser.tabs.onRemoved.addListener((tabId) => {
    health.delete(tabId);
    issues.delete(tabId);
    void persist();
  });
}
