// Per-tab capture health: shown as a badge on the toolbar icon and as a line in the popup.
import { browser } from 'wxt/browser';
import { HealthSchema, type HealthReport } from '@/lib/protocol';
import { isOwnContentScript, isOwnExtensionPage } from '@/lib/guard';
import { extensionId, extensionOrigin, handle } from './router';
import * as v from 'valibot';
import { reviewBadgeText } from './review-badge';

const health = new Map<number, HealthReport>();
const SESSION_KEY = 'health';

// MV3 has `action`, Firefox MV2 `browserAction`; both take the same calls.
const action = browser.action ?? browser.browserAction;

async function persist(): Promise<void> {
  // storage.session survives the service worker being stopped, so the popup still knows after a restart.
  await browser.storage.session?.set({ [SESSION_KEY]: Object.fromEntries(health) }).catch(() => {});
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
}

async function paint(tabId: number, report: HealthReport): Promise<void> {
  const broken = report.isConversationPage && report.layout === null && report.captureEnabled;
  // A fine page shows the review count like every other tab (a tab-specific '' would hide it).
  await action.setBadgeText({ tabId, text: broken ? '!' : reviewBadgeText() });
  if (broken) {
    await action.setBadgeBackgroundColor({ tabId, color: '#c62828' });
    await action.setTitle({
      tabId,
      title: browser.i18n.getMessage('badgeNotRecognised', [report.site === 'chatgpt' ? 'ChatGPT' : 'Claude']),
    });
  } else {
    await action.setTitle({ tabId, title: browser.i18n.getMessage('extName') });
  }
}

export function tabHealth(tabId: number): HealthReport | null {
  return health.get(tabId) ?? null;
}

export function startHealth(): void {
  const restored = restore();
  handle(
    'reportHealth',
    HealthSchema,
    (sender, data) => isOwnContentScript(sender, extensionId(), data.site),
    async (data, sender) => {
      const tabId = sender.tab!.id!;
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
      return { health: tabHealth(tabId) };
    },
  );
  browser.tabs.onRemoved.addListener((tabId) => {
    health.delete(tabId);
    void persist();
  });
}
