// Bundled by bench/capture.ts (esbuild, IIFE) and evaluated in a Chromium page: times the site
// adapters' full scan and TranscriptTracker's incremental flush on the page's real DOM.
import { OBSERVER_OPTIONS, TranscriptTracker } from '../lib/capture/tracker';
import { chatgptAdapter } from '../lib/sites/chatgpt';
import { claudeAdapter } from '../lib/sites/claude';
import { extractText } from '../lib/sites/text';
import type { SiteAdapter } from '../lib/sites/types';
/** The capture benchmark measures the two sites with recorded long conversations. */
export type BenchSite = 'chatgpt' | 'claude';
type Site = BenchSite;

export interface ScanTimes {
  layout: string | null;
  turns: number;
  chars: number;
  /** One full adapter.scan per entry, ms. */
  times: number[];
}

export interface BatchTimes {
  layout: string | null;
  /** note(records) + flush(document, url) per streaming batch, ms. */
  times: number[];
  /** Mutation records per batch (from takeRecords). */
  records: number;
  /** Turns re-read per flush (1 expected: the streaming answer). */
  turnsRead: number;
  /** Flushes that fell back to a full scan (0 expected). */
  fullScans: number;
  /** Characters of the streaming answer at the end (it grows by one chunk per batch). */
  lastTurnChars: number;
}

/** Median ms of the parts of one flush, on the streaming turn of the current page. */
export interface FlushParts {
  /** layout.matches(document): the "has the layout changed under us" check of every flush. */
  matches: number;
  /** layout.turns(container): re-reading the streaming turn (includes the stop-button lookup). */
  turns: number;
  /** layout.stopButton(document) alone. */
  stop: number;
  /** The turn's text extraction alone (extractText of its answer body). */
  text: number;
}

export interface BenchApi {
  scan(site: Site, url: string, runs: number): ScanTimes;
  batches(site: Site, url: string, count: number, chunk: string): BatchTimes;
  parts(site: Site, url: string, runs: number): FlushParts;
  timerResolutionMs(): number;
}

/** Untimed batches first, so the timed ones run optimised code. */
const WARMUP = 20;

const adapters: Record<Site, SiteAdapter> = { chatgpt: chatgptAdapter, claude: claudeAdapter };

/** The streaming answer's last paragraph, where the site appends text as tokens arrive. */
function streamingTarget(site: Site): Element {
  const sel = site === 'chatgpt' ? '[data-message-author-role="assistant"] .markdown' : '[data-is-streaming] .standard-markdown';
  const all = document.querySelectorAll(sel);
  const body = all[all.length - 1];
  if (!body) throw new Error(`no assistant turn for ${site}`);
  const ps = body.querySelectorAll('p');
  return ps[ps.length - 1] ?? body;
}

/** What the sites show while an answer streams: a stop button and a busy flag on the answer. */
function startStreaming(site: Site): void {
  const send = document.querySelector(site === 'chatgpt' ? '#composer-submit-button' : 'button[aria-label="Send message"]');
  send?.setAttribute('aria-label', site === 'chatgpt' ? 'Stop streaming' : 'Stop response');
  if (site === 'chatgpt') {
    send?.setAttribute('data-testid', 'stop-button');
    const bodies = document.querySelectorAll('[data-message-author-role="assistant"] .markdown');
    bodies[bodies.length - 1]?.classList.add('result-streaming');
  } else {
    const answers = document.querySelectorAll('[data-is-streaming]');
    answers[answers.length - 1]?.setAttribute('data-is-streaming', 'true');
  }
}

const api: BenchApi = {
  scan(site, url, runs) {
    const adapter = adapters[site];
    // The first entry is the cold scan (fresh page, code not yet optimised).
    const times: number[] = [];
    let last = null as ReturnType<SiteAdapter['scan']> | null;
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      last = adapter.scan(document, url);
      times.push(performance.now() - t0);
    }
    const turns = last?.turns ?? [];
    return { layout: last?.layout ?? null, turns: turns.length, chars: turns.reduce((s, t) => s + t.text.length, 0), times };
  },

  batches(site, url, count, chunk) {
    const adapter = adapters[site];
    const tracker = new TranscriptTracker(adapter);
    const first = tracker.flush(document, url); // the initial full scan, not timed here
    // The content script's observer options (content/capture.ts).
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.body, OBSERVER_OPTIONS);
    startStreaming(site);
    tracker.note(observer.takeRecords());
    tracker.flush(document, url);
    const target = streamingTarget(site);
    const times: number[] = [];
    let records = 0;
    let turnsRead = 0;
    let fullScans = 0;
    let lastTurnChars = 0;
    for (let i = 0; i < count + WARMUP; i++) {
      // One batch: a text chunk appended to the streaming answer (a new text node, as React commits it).
      target.appendChild(document.createTextNode(` ${chunk}`));
      const batch = observer.takeRecords();
      if (i < WARMUP) {
        tracker.note(batch);
        tracker.flush(document, url);
        continue;
      }
      records += batch.length;
      const t0 = performance.now();
      tracker.note(batch);
      const f = tracker.flush(document, url);
      times.push(performance.now() - t0);
      turnsRead += f.turns.length;
      if (f.scan) fullScans++;
      lastTurnChars = f.turns.at(-1)?.text.length ?? 0;
    }
    observer.disconnect();
    return {
      layout: first.scan?.layout ?? null,
      times,
      records: records / count,
      turnsRead: turnsRead / count,
      fullScans,
      lastTurnChars,
    };
  },

  parts(site, url, runs) {
    const adapter = adapters[site];
    const scan = adapter.scan(document, url);
    const layout = adapter.layouts.find((l) => l.name === scan.layout);
    if (!layout) throw new Error(`no layout for ${site}`);
    const all = document.querySelectorAll(layout.turnSelector);
    const last = all[all.length - 1]!;
    const ctx = { conversationId: adapter.pageInfo(url).conversationId };
    const body = streamingTarget(site).parentElement!;
    const med = (fn: () => unknown): number => {
      const t: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        fn();
        t.push(performance.now() - t0);
      }
      t.sort((a, b) => a - b);
      return t[Math.floor(t.length / 2)]!;
    };
    return {
      matches: med(() => layout.matches(document)),
      turns: med(() => layout.turns(last, ctx)),
      stop: med(() => layout.stopButton(document)),
      text: med(() => extractText(body)),
    };
  },

  timerResolutionMs() {
    let min = Infinity;
    for (let i = 0; i < 200; i++) {
      const a = performance.now();
      let b = performance.now();
      while (b === a) b = performance.now();
      min = Math.min(min, b - a);
    }
    return min;
  },
};

(globalThis as unknown as { twiceBench: BenchApi }).twiceBench = api;
