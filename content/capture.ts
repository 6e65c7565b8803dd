// Capture: watches the transcript and sends each finished turn to the background once, and again
// only when its text changes (edited or regenerated). Turns are keyed by id, never by position,
// because both sites virtualise the transcript and only a window of turns is mounted at a time.
import type { Feature } from './features';
import type { PageScan } from '@/lib/sites/types';
import { toBackground } from '@/utils/messaging';
import { getSettings, watchSettings } from '@/utils/settings';
import type { Settings } from '@/lib/settings';
import { publishScan } from './page-state';

const QUIET_MS = 300; // streaming produces bursts of mutations; wait for a pause
const MAX_WAIT_MS = 2000;
const MAX_TEXT = 200_000;
const BATCH = 100;

export const capture: Feature = {
  id: 'capture',
  perPage: true,
  async init({ ctx, adapter, signal }) {
    let settings: Settings = await getSettings();
    const unwatch = watchSettings((s) => (settings = s));
    signal.addEventListener('abort', unwatch);

    const sent = new Map<string, string>();
    const indexOf = new Map<string, number>();
    let nextIndex = 0;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let firstDirtyAt = 0;
    let flushing = false;

    const assignIndexes = (scan: PageScan) => {
      for (const t of scan.turns) {
        if (!indexOf.has(t.turnId)) indexOf.set(t.turnId, nextIndex++);
      }
    };

    const flush = async () => {
      if (signal.aborted || flushing) return;
      flushing = true;
      firstDirtyAt = 0;
      try {
        const scan = adapter.scan(document, location.href);
        publishScan(scan, settings.capture[adapter.site]);
        if (!scan.layout || !scan.page.conversationId || !settings.capture[adapter.site]) return;
        if (scan.page.temporary && !settings.capture.temporaryChats) return;
        assignIndexes(scan);
        const fresh = scan.turns.filter((t) => t.finished && t.text.length > 0 && sent.get(t.turnId) !== t.text);
        for (let i = 0; i < fresh.length; i += BATCH) {
          const chunk = fresh.slice(i, i + BATCH);
          await toBackground.sendMessage('captureTurns', {
            site: adapter.site,
            layout: scan.layout,
            page: {
              url: location.href,
              conversationId: scan.page.conversationId,
              project: scan.page.project,
              temporary: scan.page.temporary,
              title: scan.title,
            },
            turns: chunk.map((t) => ({
              turnId: t.turnId,
              role: t.role,
              text: t.text.slice(0, MAX_TEXT),
              index: indexOf.get(t.turnId) ?? 0,
            })),
          });
          for (const t of chunk) sent.set(t.turnId, t.text);
        }
      } catch (error) {
        // The background may be restarting; the next mutation or the periodic check retries.
        console.debug('[twice:capture]', error);
      } finally {
        flushing = false;
      }
    };

    const schedule = () => {
      const now = Date.now();
      if (!firstDirtyAt) firstDirtyAt = now;
      if (quiet) clearTimeout(quiet);
      const wait = now - firstDirtyAt >= MAX_WAIT_MS ? 0 : QUIET_MS;
      quiet = setTimeout(() => void flush(), wait);
    };

    const observer = new MutationObserver(schedule);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['data-is-streaming', 'data-state', 'data-testid', 'aria-busy'],
    });
    signal.addEventListener('abort', () => {
      observer.disconnect();
      if (quiet) clearTimeout(quiet);
    });
    // A finished turn whose send failed (background asleep) is retried without waiting for a mutation.
    ctx.setInterval(() => {
      if (!signal.aborted) void flush();
    }, 5000);
    void flush();
  },
};
