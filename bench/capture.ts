// Capture cost in real Chromium: the pure site adapters and TranscriptTracker are bundled with esbuild
// (bench/browser-entry.ts) and run inside a page holding a generated conversation, served at the site's
// real origin so the URL is a conversation URL. Pages are cross-origin isolated (COOP/COEP headers) so
// performance.now() has microsecond resolution instead of Chromium's default 100 µs.
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import { demoPage, type DemoTurn } from '../demo/page';
import type { BenchSite as Site } from './browser-entry';
import { browserPath } from '../scripts/browsers';
import type { BatchTimes, BenchApi, FlushParts, ScanTimes } from './browser-entry';
import { ROOT, assistantTextOfSize, corpus } from './corpus';
import { median, round, spread, type Spread } from './stats';

/** FlushParts as a plain record (printable with the other figures). */
export type Parts = Record<keyof FlushParts, number>;

export interface CaptureFigures {
  /** Full chatgptAdapter.scan on a 500-turn page: median of warm runs, and the first (cold) run. */
  capture_initial_scan_ms_500: number;
  capture_initial_scan_ms_500_cold: number;
  /** claudeAdapter.scan on a 500-turn page in the response-2025 markup (hashed ids). */
  capture_initial_scan_ms_500_claude: number;
  capture_initial_scan_ms_500_claude_cold: number;
  /** One streaming batch (note + flush) after the initial scan, ChatGPT, by conversation length. */
  capture_batch_ms_10: Spread;
  capture_batch_ms_100: Spread;
  capture_batch_ms_1000: Spread;
  capture_batch_ms_10_claude: Spread;
  capture_batch_ms_100_claude: Spread;
  capture_batch_ms_1000_claude: Spread;
  /** Medians of the parts of one flush on the streaming turn (layout check, turn re-read, stop lookup, text walk). */
  capture_flush_parts_ms_10: Parts;
  capture_flush_parts_ms_1000: Parts;
  capture_flush_parts_ms_10_claude: Parts;
  capture_flush_parts_ms_1000_claude: Parts;
  /** Turns and characters the 500-turn scans read (sanity: all turns found). */
  capture_scan_turns_500: number;
  capture_scan_chars_500: number;
  capture_scan_turns_500_claude: number;
  /** Per batch: mutation records, turns re-read, full rescans over the run (ChatGPT, 1,000 turns). */
  capture_batch_records: number;
  capture_batch_turns_read: number;
  capture_batch_full_scans: number;
  capture_batches_per_size: number;
  /** Length of the streaming answer after the last batch (it grows by one chunk per batch). */
  capture_streaming_turn_chars: number;
  /** Layouts the adapters picked on the generated pages. */
  capture_layout_chatgpt: string;
  capture_layout_claude: string;
  capture_timer_resolution_ms: number;
  chromium_version: string;
}

const CHATGPT_URL = 'https://chatgpt.com/c/6a1f0c3e-2b7d-8001-9c4e-1d2e3f4a5b6c';
const CLAUDE_URL = 'https://claude.ai/chat/2458450f-0000-4000-8000-00000000c1a0';
const SCAN_RUNS = 12;
const BATCHES = 150;
const CHUNK = 'the streamed tokens arrive a few words at a time,';

/** A conversation of `n` turns (user first, so it ends on the answer), texts from the corpus. */
function conversation(n: number): DemoTurn[] {
  const rows = corpus();
  return Array.from({ length: n }, (_, i) => {
    const row = rows[Math.floor(i / 2) % rows.length]!;
    const role = i % 2 === 0 ? 'user' : 'assistant';
    const text = role === 'user' ? row.user : row.prevAssistant || assistantTextOfSize(600, i);
    return { id: `${role === 'user' ? 'aaa2' : 'bbb1'}${i.toString(16).padStart(4, '0')}-1c2d-4e5f-8a9b-0c1d2e3f4a5b`, role, text };
  });
}

const esc = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const COPY_BUTTON =
  '<button class="inline-flex items-center justify-center h-8 w-8 rounded-md" type="button" data-testid="action-bar-copy" aria-label="Copy"><svg width="20" height="20" viewBox="0 0 256 256"><path d="M200 32H72a8 8 0 0 0-8 8v24H40"></path></svg></button>';

function claudeAnswer(text: string): string {
  const parts = text.split(/```(\w*)\n([\s\S]*?)```/);
  let html = '';
  for (let i = 0; i < parts.length; i += 3) {
    for (const para of (parts[i] ?? '').split(/\n{2,}/)) {
      if (para.trim()) html += `<p class="font-claude-response-body break-words whitespace-normal leading-[1.7]">${esc(para.trim())}</p>`;
    }
    if (i + 2 < parts.length) {
      html += `<pre class="code-block__code"><div class="text-text-500 text-xs">${esc(parts[i + 1] ?? '')}</div><code class="language-${esc(parts[i + 1] ?? '')}">${esc(parts[i + 2] ?? '')}</code></pre>`;
    }
  }
  return html;
}

/**
 * A claude.ai conversation in the response-2025 markup (as in shared/fixtures/dom's 2026-02-27
 * capture): render-count wrappers, user-message bubbles with their action bars, answers in
 * [data-is-streaming] > .font-claude-response > .standard-markdown, and the Tiptap composer.
 */
export function claudePage(title: string, turns: readonly DemoTurn[]): string {
  const rows = turns
    .map((t) =>
      t.role === 'user'
        ? `
  <div data-test-render-count="2"><div class="mb-1 mt-6 group"><div class="flex flex-col items-end gap-1">
    <div class="group relative inline-flex gap-2 bg-bg-300 rounded-xl pl-2.5 py-2.5 break-words max-w-[85%]"><div class="flex flex-row gap-2 relative"><div class="flex-1">
      <div data-testid="user-message" class="font-large !font-user-message grid grid-cols-1 gap-2 py-0.5 relative"><p class="whitespace-pre-wrap break-words">${esc(t.text)}</p></div>
    </div></div></div>
    <div class="flex justify-start opacity-0 group-hover:opacity-100 transition" role="group" aria-label="Message actions"><div class="text-text-300 flex items-stretch justify-between"><span class="text-text-500 text-xs flex items-center mr-2" data-state="closed">Jan 29</span>${COPY_BUTTON}</div></div>
  </div></div></div>`
        : `
  <div data-test-render-count="2"><div class="group" style="height: auto; opacity: 1; transform: none"><div class="contents">
    <div data-is-streaming="false" class="group relative relative pb-3"><div class="font-claude-response relative leading-[1.65rem]"><div>
      <div class="standard-markdown grid-cols-1 grid gap-3 standard-markdown">${claudeAnswer(t.text)}</div>
    </div></div></div></div>
    <div class="flex justify-start opacity-0 group-hover:opacity-100 transition" role="group" aria-label="Message actions"><div class="text-text-300 flex items-stretch justify-between">${COPY_BUTTON}<button type="button" data-testid="action-bar-retry" aria-label="Retry">Retry</button></div></div>
  </div></div>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)} - Claude</title></head>
<body><div class="flex min-h-screen w-full">
<main class="flex-1"><header><button data-testid="chat-title-button"><span>${esc(title)}</span></button></header>
<div class="flex-1 flex flex-col gap-3 px-4 max-w-3xl mx-auto w-full pt-1">${rows}
</div>
<fieldset class="flex w-full min-w-0 flex-col-reverse"><div class="relative"><div aria-label="Write your prompt to Claude" class="max-h-96 w-full overflow-y-auto">
  <div contenteditable="true" translate="no" class="tiptap ProseMirror" data-testid="chat-input" role="textbox" aria-multiline="true"><p data-placeholder="Reply to Claude..." class="is-empty is-editor-empty"><br class="ProseMirror-trailingBreak"></p></div>
</div><button type="button" aria-label="Send message" class="inline-flex items-center justify-center h-8 w-8 rounded-lg">Send</button></div></fieldset>
</main></div></body></html>`;
}

async function bundle(): Promise<string> {
  const out = await build({
    entryPoints: [resolve(ROOT, 'bench/browser-entry.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'chrome120',
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

/** Opens `html` at `url` (served by Playwright, never the network), cross-origin isolated, with the bundle loaded. */
async function openPage(browser: Browser, url: string, html: string, code: string): Promise<Page> {
  const page = await browser.newPage();
  await page.route('**/*', (route) =>
    route.request().url() === url
      ? route.fulfill({
          status: 200,
          contentType: 'text/html; charset=utf-8',
          headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
          body: html,
        })
      : route.abort(),
  );
  await page.goto(url, { waitUntil: 'load' });
  await page.addScriptTag({ content: code });
  return page;
}

type Api = { twiceBench: BenchApi };

async function scanAt(browser: Browser, site: Site, n: number, code: string): Promise<ScanTimes & { resolution: number }> {
  const url = site === 'chatgpt' ? CHATGPT_URL : CLAUDE_URL;
  const turns = conversation(n);
  const html = site === 'chatgpt' ? demoPage(`Bench ${n}`, turns) : claudePage(`Bench ${n}`, turns);
  const page = await openPage(browser, url, html, code);
  try {
    return await page.evaluate(
      ([s, u, runs]) => {
        const api = (globalThis as unknown as Api).twiceBench;
        return { ...api.scan(s, u, runs), resolution: api.timerResolutionMs() };
      },
      [site, url, SCAN_RUNS] as const,
    );
  } finally {
    await page.close();
  }
}

async function batchesAt(browser: Browser, site: Site, n: number, code: string): Promise<BatchTimes & { parts: FlushParts }> {
  const url = site === 'chatgpt' ? CHATGPT_URL : CLAUDE_URL;
  const turns = conversation(n);
  const html = site === 'chatgpt' ? demoPage(`Bench ${n}`, turns) : claudePage(`Bench ${n}`, turns);
  const page = await openPage(browser, url, html, code);
  try {
    return await page.evaluate(
      ([s, u, count, chunk]) => {
        const api = (globalThis as unknown as Api).twiceBench;
        const batches = api.batches(s, u, count, chunk);
        // With the answer still streaming (stop button shown), what one flush is made of.
        return { ...batches, parts: api.parts(s, u, 51) };
      },
      [site, url, BATCHES, CHUNK] as const,
    );
  } finally {
    await page.close();
  }
}

function checkBatches(site: Site, n: number, b: BatchTimes): void {
  if (b.fullScans > 0 || b.turnsRead !== 1) {
    process.stderr.write(`[bench] capture ${site} ${n} turns: ${b.fullScans} full scans, ${b.turnsRead} turns read per batch (expected 0 and 1)\n`);
  }
}

export async function benchCapture(): Promise<CaptureFigures> {
  const code = await bundle();
  const browser = await chromium.launch({ executablePath: browserPath('chromium'), args: ['--no-sandbox'] });
  try {
    const gpt = await scanAt(browser, 'chatgpt', 500, code);
    const cl = await scanAt(browser, 'claude', 500, code);
    const batch: Record<string, BatchTimes & { parts: FlushParts }> = {};
    for (const site of ['chatgpt', 'claude'] as const) {
      for (const n of [10, 100, 1000]) {
        const b = await batchesAt(browser, site, n, code);
        checkBatches(site, n, b);
        batch[`${site}${n}`] = b;
      }
    }
    const b = (k: string): BatchTimes & { parts: FlushParts } => batch[k]!;
    const parts = (p: FlushParts): Parts => ({ matches: round(p.matches), turns: round(p.turns), stop: round(p.stop), text: round(p.text) });
    return {
      capture_initial_scan_ms_500: round(median(gpt.times.slice(1))),
      capture_initial_scan_ms_500_cold: round(gpt.times[0]!),
      capture_initial_scan_ms_500_claude: round(median(cl.times.slice(1))),
      capture_initial_scan_ms_500_claude_cold: round(cl.times[0]!),
      capture_batch_ms_10: spread(b('chatgpt10').times),
      capture_batch_ms_100: spread(b('chatgpt100').times),
      capture_batch_ms_1000: spread(b('chatgpt1000').times),
      capture_batch_ms_10_claude: spread(b('claude10').times),
      capture_batch_ms_100_claude: spread(b('claude100').times),
      capture_batch_ms_1000_claude: spread(b('claude1000').times),
      capture_flush_parts_ms_10: parts(b('chatgpt10').parts),
      capture_flush_parts_ms_1000: parts(b('chatgpt1000').parts),
      capture_flush_parts_ms_10_claude: parts(b('claude10').parts),
      capture_flush_parts_ms_1000_claude: parts(b('claude1000').parts),
      capture_scan_turns_500: gpt.turns,
      capture_scan_chars_500: gpt.chars,
      capture_scan_turns_500_claude: cl.turns,
      capture_batch_records: b('chatgpt1000').records,
      capture_batch_turns_read: b('chatgpt1000').turnsRead,
      capture_batch_full_scans: b('chatgpt1000').fullScans,
      capture_batches_per_size: BATCHES,
      capture_streaming_turn_chars: b('chatgpt1000').lastTurnChars,
      capture_layout_chatgpt: gpt.layout ?? 'none',
      capture_layout_claude: cl.layout ?? 'none',
      capture_timer_resolution_ms: round(gpt.resolution),
      chromium_version: browser.version(),
    };
  } finally {
    await browser.close();
  }
}
