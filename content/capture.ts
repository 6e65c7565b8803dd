// Capture: watches the transcript and sends each finished turn to the background once, and again
// only when its text changes (edited or regenerated). Turns are keyed by id, never by position,
// because both sites virtualise the transcript and only a window of turns is mounted at a time.
// After the first scan only the turn containers a mutation batch touched are re-read (TranscriptTracker).
import { cameFrom, type Feature } from './features';
import { toBackground } from '@/utils/messaging';
import { getSettings, watchSettings } from '@/utils/settings';
import type { Settings } from '@/lib/settings';
import { OBSERVER_OPTIONS, TranscriptTracker } from '@/lib/capture/tracker';
import { TitleTracker } from '@/lib/capture/title';
import { publishScan, latestScan } from './page-state';

const QUIET_MS = 300; // streaming produces bursts of mutations; wait for a pause
const MAX_WAIT_MS = 2000;
const RETRY_MS = 5000;
const MAX_TEXT = 200_000;
const MAX_TITLE = 500;
const BATCH = 100;

/** The page was opened from a shared-conversation page of the same site (`/share/…`). */
export function sharedReferrer(referrer: string, href: string): boolean {
  try {
    const from = new URL(referrer);
    return from.host === new URL(href).host && /^\/(?:[a-z]{2}(?:-[A-Z]{2})?\/)?share\//.test(from.pathname);
  } catch {
    return false;
  }
}

// Outlives the per-page feature: after SPA navigation it must still know what the previous chat's title was.
const titles = new TitleTracker();

export const capture: Feature = {
  id: 'capture',
  perPage: true,
  async init({ ctx, adapter, signal }) {
    const tracker = new TranscriptTracker(adapter);
    let settings: Settings = await getSettings();
    if (signal.aborted) return;
    const unwatch = watchSettings((s) => {
      settings = s;
      tracker.reset();
      schedule();
    });
    signal.addEventListener('abort', unwatch);

    const sent = new Map<string, string>();
    const indexOf = new Map<string, number>();
    // Arriving from a shared link ("Continue this conversation"), the turns already on the page are someone
    // else's: they may be learned from only with the user's say-so (lib/risk.ts).
    const fromShare = sharedReferrer(cameFrom(), location.href);
    let firstScan = fromShare;
    const shared = new Set<string>();
    let nextIndex = 0;
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let firstDirtyAt = 0;
    let flushing = false;
    let again = false;

    const flush = async () => {
      if (signal.aborted) return;
      if (flushing) {
        again = true;
        return;
      }
      flushing = true;
      firstDirtyAt = 0;
      try {
        const { scan, turns } = tracker.flush(document, location.href);
        if (scan) publishScan(scan, adapter, settings.capture[adapter.site]);
        // Read now rather than from the last full scan: the project breadcrumb and the title arrive after the turns.
        const page = latestScan() ? adapter.page(document, location.href) : undefined;
        const layout = tracker.layoutName;
        if (!layout || !page?.conversationId) return;
        if (!settings.capture[adapter.site] || (page.temporary && !settings.capture.temporaryChats)) {
          // What is written while capture is paused stays unlearned after it resumes.
          for (const t of turns) if (t.finished) sent.set(t.turnId, t.text);
          return;
        }
        // Read once: after an await below, the page may already show another conversation. The title is read
        // now, not from the last full scan, and only once it is this conversation's (lib/capture/title.ts).
        const url = location.href;
        const title = titles.observe(page.conversationId, adapter.title(document)?.slice(0, MAX_TITLE) ?? null);
        for (const t of turns) if (!indexOf.has(t.turnId)) indexOf.set(t.turnId, nextIndex++);
        // On a full scan the page's order is known: unsent turns above the first turn already captured were
        // loaded by scrolling up, so they are history, not new messages to learn from.
        const history = new Set<string>();
        if (scan) {
          const firstSent = turns.findIndex((t) => sent.has(t.turnId));
          for (const t of turns.slice(0, Math.max(0, firstSent))) history.add(t.turnId);
        }
        if (firstScan && scan) {
          for (const t of turns) shared.add(t.turnId);
          firstScan = false;
        }
        const fresh = turns.filter((t) => t.finished && t.text.length > 0 && sent.get(t.turnId) !== t.text);
        const pageFields = { url, conversationId: page.conversationId, project: page.project, temporary: page.temporary, title };
        if (fresh.length === 0 && titles.needsUpdate(title)) {
          // The title arrived after the turns did: the conversation gets it without a new turn.
          await toBackground.sendMessage('captureTurns', { site: adapter.site, layout, page: pageFields, turns: [] });
          titles.markSent(title);
        }
        for (let i = 0; i < fresh.length; i += BATCH) {
          if (signal.aborted) return;
          const chunk = fresh.slice(i, i + BATCH);
          await toBackground.sendMessage('captureTurns', {
            site: adapter.site,
            layout,
            page: pageFields,
            turns: chunk.map((t) => ({
              turnId: t.turnId,
              role: t.role,
              text: t.text.slice(0, MAX_TEXT),
              index: indexOf.get(t.turnId) ?? 0,
              ...(history.has(t.turnId) ? { history: true } : {}),
              ...(shared.has(t.turnId) ? { shared: true } : {}),
            })),
          });
          for (const t of chunk) sent.set(t.turnId, t.text);
          titles.markSent(title);
        }
      } catch (error) {
        // The background may be restarting: rescan everything shortly; `sent` keeps this idempotent.
        console.debug('[twice:capture]', error);
        tracker.reset();
        ctx.setTimeout(() => void flush(), RETRY_MS);
      } finally {
        flushing = false;
        if (again) {
          again = false;
          schedule();
        }
      }
    };

    function schedule() {
      const now = Date.now();
      if (!firstDirtyAt) firstDirtyAt = now;
      if (quiet) clearTimeout(quiet);
      const wait = now - firstDirtyAt >= MAX_WAIT_MS ? 0 : QUIET_MS;
      quiet = setTimeout(() => void flush(), wait);
    }

    const observer = new MutationObserver((records) => {
      tracker.note(records);
      schedule();
    });
    observer.observe(document.body, OBSERVER_OPTIONS);
    // The title lives in <head>, which the transcript observer does not watch; sites set it after navigation.
    const titleObserver = new MutationObserver(() => schedule());
    if (document.head) titleObserver.observe(document.head, { childList: true, subtree: true, characterData: true });
    signal.addEventListener('abort', () => {
      observer.disconnect();
      titleObserver.disconnect();
      if (quiet) clearTimeout(quiet);
    });
    void flush();
  },
};
