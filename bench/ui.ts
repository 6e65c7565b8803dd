// Large data and long inputs in the built extension (Debian's Chromium): how long the popup takes to show its
// first card with 20,000 rules, the longest main-thread pause of the options page while it imports 20,000 rules,
// and the longest pause of a chat page while the user types into a 200,000-character draft. Pauses are the
// browser's own Long Tasks (50 ms and more) seen by a PerformanceObserver in the page; 0 means none.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { browserPath } from '../scripts/browsers';
import { demoPage, DEMO_TURNS_1 } from '../demo/page';
import { CHROMIUM_ARGS, EXTENSION, ROOT, serveSite } from '../e2e/harness';
import { bigExport, seedRules } from '../e2e/seed';
import { stripRulesBlock } from '../lib/recall/marker';
import { median, round, timeMs } from './stats';

export interface UiFigures {
  /** Opening the popup (on its review queue) until the first card shows, 20,000 rules (half pending): median of 3. */
  popup_first_card_ms_20000: number;
  /** The first of those openings, right after the rules were written (the database's caches cold). */
  popup_first_card_ms_20000_cold: number;
  /** Switching to the Rules tab until its first card shows, same store: median of 3. */
  popup_rules_tab_ms_20000: number;
  /** Cards in the DOM after opening: the list is virtualised. */
  popup_cards_rendered_20000: number;
  /** Importing a 20,000-rule file in the options page: wall time, and its longest main-thread pause. */
  import_ms_20000: number;
  import_max_pause_ms_20000: number;
  /** Typing 20 characters at the end of a 200,000-character draft: longest pause of the chat page (median of 3)... */
  draft_keystroke_max_pause_ms_200k: number;
  /** ...the same page and typing without the extension (the browser's own layout of a huge editor)... */
  draft_keystroke_max_pause_ms_200k_no_extension: number;
  /** ...and what the extension adds to it. */
  draft_keystroke_added_ms_200k: number;
  /** Stripping a Twice block from the worst 200,000-character drafts (blank lines, rule runs), in Node. */
  strip_rules_block_ms_200k: number;
}

const CHAT_URL = 'https://chatgpt.com/c/6a1f0d9a-7e21-8002-8b3f-6c5d4e3f2a1b';

async function launch(): Promise<{ context: BrowserContext; sw: Worker; id: string }> {
  if (!existsSync(path.join(EXTENSION, 'manifest.json'))) spawnSync('npx', ['wxt', 'build'], { cwd: ROOT, stdio: 'ignore' });
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'twice-bench-')), {
    executablePath: browserPath('chromium'),
    headless: true,
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${EXTENSION}`, `--load-extension=${EXTENSION}`],
  });
  let [sw] = context.serviceWorkers();
  if (!sw) sw = await context.waitForEvent('serviceworker');
  return { context, sw, id: new URL(sw.url()).host };
}

/** Starts collecting Long Tasks in the page; the returned function reads the longest so far. */
async function watchPauses(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __longest: number };
    w.__longest = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__longest = Math.max(w.__longest, e.duration);
    }).observe({ type: 'longtask', buffered: false });
  });
  return () => page.evaluate(() => (window as unknown as { __longest: number }).__longest);
}

/** A chat page whose composer holds a pasted 120,000-line log; the longest pause while 20 characters are typed. */
async function typeIntoHugeDraft(context: BrowserContext): Promise<number> {
  await serveSite(context, {
    [CHAT_URL]: demoPage('Retry helper', DEMO_TURNS_1.slice(0, 2)).replace(
      /<div id="prompt-textarea"[^>]*><\/div>/,
      '<textarea id="mobile-composer-prompt" aria-label="Message" rows="3"></textarea>',
    ),
  });
  const page = await context.newPage();
  await page.goto(CHAT_URL);
  await page.evaluate((text) => {
    const box = document.getElementById('mobile-composer-prompt') as HTMLTextAreaElement;
    box.value = text;
    box.dispatchEvent(new Event('input', { bubbles: true }));
  }, `${'\n'.repeat(120_000)}Show me the code for a retry helper.`);
  await page.waitForTimeout(1000);
  const pauses = await watchPauses(page);
  await page.locator('#mobile-composer-prompt').press('End');
  await page.keyboard.type(' and make it async!!', { delay: 30 });
  await page.waitForTimeout(1000);
  const longest = await pauses();
  await page.close();
  return longest;
}

export async function benchUi(): Promise<UiFigures> {
  const { context, sw, id } = await launch();
  try {
    // The store exists once the background has opened it.
    const warm = await context.newPage();
    await warm.goto(`chrome-extension://${id}/popup.html`);
    await warm.waitForFunction(() => indexedDB.databases().then((d) => d.some((x) => x.name === 'twice')));
    await warm.close();
    // Typing first, while the store is small: with 20,000 rules the worker's ranking competes for the same two
    // cores and would be counted as the page's pause.
    const keystrokes: number[] = [];
    for (let i = 0; i < 3; i++) keystrokes.push(await typeIntoHugeDraft(context));
    const keystroke = median(keystrokes);
    const plain = await chromium.launch({ executablePath: browserPath('chromium'), args: CHROMIUM_ARGS });
    const baselines: number[] = [];
    try {
      const ctx = await plain.newContext();
      for (let i = 0; i < 3; i++) baselines.push(await typeIntoHugeDraft(ctx));
    } finally {
      await plain.close();
    }
    const baseline = median(baselines);
    await seedRules(sw, 20_000);

    const opens: number[] = [];
    const tabs: number[] = [];
    let rendered = 0;
    for (let i = 0; i < 3; i++) {
      const popup = await context.newPage();
      await popup.setViewportSize({ width: 380, height: 600 });
      const t0 = Date.now();
      await popup.goto(`chrome-extension://${id}/popup.html`);
      await popup.getByTestId('review-item').first().waitFor({ timeout: 60_000 });
      opens.push(Date.now() - t0);
      rendered = await popup.getByTestId('review-item').count();
      const t1 = Date.now();
      await popup.getByRole('tab', { name: /Rules/ }).click();
      await popup.getByTestId('rule').first().waitFor({ timeout: 60_000 });
      tabs.push(Date.now() - t1);
      await popup.close();
    }

    const options = await context.newPage();
    await options.goto(`chrome-extension://${id}/options.html`);
    const longest = await watchPauses(options);
    const t2 = Date.now();
    // From a file on disk: handing Playwright a buffer would decode it in the page and count as the page's pause.
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'twice-import-')), 'big.json');
    writeFileSync(file, bigExport(20_000));
    await options.getByTestId('import-file').setInputFiles(file);
    await options.getByTestId('data-message').waitFor({ timeout: 120_000 });
    const importMs = Date.now() - t2;
    const importPause = await longest();
    await options.close();


    const drafts = [`${'\n'.repeat(200_000)}`, ` \n`.repeat(100_000), `[Twice rules]\n${'- rule\n'.repeat(28_000)}`];
    const strip = median(Array.from({ length: 5 }, () => Math.max(...drafts.map((d) => timeMs(() => stripRulesBlock(d))))));

    return {
      popup_first_card_ms_20000: median(opens),
      popup_first_card_ms_20000_cold: opens[0]!,
      popup_rules_tab_ms_20000: median(tabs),
      popup_cards_rendered_20000: rendered,
      import_ms_20000: importMs,
      import_max_pause_ms_20000: round(importPause),
      draft_keystroke_max_pause_ms_200k: round(keystroke),
      draft_keystroke_max_pause_ms_200k_no_extension: round(baseline),
      draft_keystroke_added_ms_200k: round(Math.max(0, keystroke - baseline)),
      strip_rules_block_ms_200k: round(strip),
    };
  } finally {
    await context.close();
  }
}
