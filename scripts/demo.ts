// `npm start`: runs Twice on the project's demo conversation, served offline at https://chatgpt.com/c/…
// With a display it opens Chromium for you to try; without one (or with --headless) it performs the
// demo's steps headless and writes screenshots whose paths it prints.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  launchWithExtension,
  serveSite,
  readStore,
  tabIdOf,
  openPopup,
  ARTIFACTS,
  SHARED,
  sharedFixture,
  editorBundle,
  withScript,
  withoutScripts,
} from '../e2e/harness';
import { TwiceUi } from '../e2e/twice-ui';
import {
  demoPage,
  DEMO_CONVERSATION_1,
  DEMO_CONVERSATION_2,
  DEMO_TURNS_1,
  DEMO_TURNS_2,
  DEMO_DRAFT,
} from '../demo/page';

const headless = process.argv.includes('--headless') || (!process.env.DISPLAY && !process.env.WAYLAND_DISPLAY);
const url1 = `https://chatgpt.com/c/${DEMO_CONVERSATION_1}`;
const url2 = `https://chatgpt.com/c/${DEMO_CONVERSATION_2}`;
const outDir = path.join(ARTIFACTS, 'demo');
mkdirSync(outDir, { recursive: true });

const step = (msg: string) => console.log(`• ${msg}`);

async function waitFor<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 20_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * The other sites, on real pages recorded from them (../shared/fixtures/dom, the site's own scripts removed,
 * its real editor library mounted where the composer is): the rules learned on ChatGPT are offered there too.
 */
const OTHER_SITES = [
  {
    name: 'Gemini',
    url: 'https://gemini.google.com/app/6cc71b18a6f630bb',
    file: 'gemini_2026-02_obsidian-AI-exporter_chat-column-3turns.html',
    editor: 'quill-editor',
    composer: 'rich-textarea .ql-editor',
  },
  {
    name: 'DeepSeek',
    url: 'https://chat.deepseek.com/a/chat/s/ce1ec7e2-eea7-40a6-b6ff-f8dbd0e1b0a0',
    file: 'deepseek_2025-05_123page_full-page-10turns.html',
    editor: 'react-textarea',
    composer: 'textarea#chat-input',
  },
] as const;
const others = existsSync(path.join(SHARED, 'fixtures', 'dom')) ? OTHER_SITES : [];

const { context, serviceWorker, extensionId } = await launchWithExtension({ headless });
const pages: Record<string, string> = {
  [url1]: demoPage('Invoice API', DEMO_TURNS_1),
  [url2]: demoPage('Billing service name', DEMO_TURNS_2),
};
for (const o of others) pages[o.url] = withScript(withoutScripts(sharedFixture(o.file)), await editorBundle(o.editor));
const served = await serveSite(context, pages);

try {
  step(`Opening the demo conversation ${url1} (served offline)`);
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(url1);
  const turns = await waitFor('turns to be captured', () => readStore(serviceWorker, 'turns'), (t) => t.length >= DEMO_TURNS_1.length);
  step(`Twice captured ${turns.length} turns into its local database`);
  const rules = await waitFor(
    'rules to be learned',
    () => readStore<{ text: string; status: string }>(serviceWorker, 'rules'),
    (r) => r.some((x) => x.status === 'active'),
  );
  for (const r of rules) step(`Learned (${r.status === 'pending' ? 'waiting for review' : r.status}): ${r.text}`);

  step('Opening the popup: accepting the correction waiting in the review queue');
  const review = await openPopup(context, extensionId, await tabIdOf(serviceWorker, url1));
  await review.getByRole('tab', { name: /Review/ }).click();
  await review.getByTestId('review-item').first().waitFor();
  await review.screenshot({ path: path.join(outDir, 'demo-review.png') });
  while ((await review.getByTestId('review-item').count()) > 0) {
    await review.getByTestId('review-item').first().getByRole('button', { name: 'Accept' }).click();
    await review.waitForTimeout(300);
  }
  await review.close();
  await waitFor(
    'the accepted rule',
    () => readStore<{ status: string }>(serviceWorker, 'rules'),
    (r) => r.every((x) => x.status === 'active'),
  );

  step(`Opening a new conversation ${url2} and typing a draft`);
  await page.goto(url2);
  const composer = page.locator('#prompt-textarea');
  await composer.click();
  await page.keyboard.insertText(DEMO_DRAFT);
  // The in-page controls live in a closed shadow root, so the page cannot read or click them; the demo clicks
  // them for real at their place on screen (e2e/twice-ui.ts).
  const ui = await TwiceUi.on(page);
  await waitFor('the in-page button', () => ui.count('insert-button'), (n) => n > 0);
  await page.waitForTimeout(800);
  step('Clicking "Insert learned rules" beside the composer and confirming the preview');
  await ui.click('insert-button');
  await waitFor('the preview', () => ui.count('insert-confirm'), (n) => n > 0);
  await page.screenshot({ path: path.join(outDir, 'demo-preview.png') });
  await ui.click('insert-confirm');
  await waitFor('the rules block in the composer', () => composer.innerText(), (t) => t.includes('[Twice rules'));
  const sendEnabled = await page.locator('#composer-submit-button').isEnabled();
  step(`The composer now holds the rules; send button ${sendEnabled ? 'enabled' : 'NOT enabled'}`);
  const shot = path.join(outDir, 'demo-chatgpt.png');
  await page.screenshot({ path: shot });

  // Counted before the recorded pages open: they ask for their own images and styles (answered 404 here).
  const leaks = served.blocked.filter((r) => !r.includes('chatgpt.com'));
  const shots = [shot];
  for (const o of others) {
    step(`${o.name}: opening a recorded conversation at ${o.url} and inserting the same rules`);
    const tab = await context.newPage();
    await tab.goto(o.url);
    await tab.locator(o.composer).click();
    await tab.keyboard.type('Show me the code for a retry helper.');
    const there = await TwiceUi.on(tab);
    await waitFor('the in-page button', () => there.count('insert-button'), (n) => n > 0);
    await tab.waitForTimeout(800);
    await there.click('insert-button');
    await waitFor('the preview', () => there.count('insert-confirm'), (n) => n > 0);
    await there.click('insert-confirm');
    await waitFor('the rules block in the composer', () => tab.locator(o.composer).evaluate((el) => (el instanceof HTMLTextAreaElement ? el.value : el.textContent ?? '')), (t) => t.includes('[Twice rules'));
    step(`${o.name}: the composer holds the rules`);
    const file = path.join(outDir, `demo-${o.name.toLowerCase()}.png`);
    await tab.screenshot({ path: file });
    shots.push(file);
  }
  await page.bringToFront();

  const popup = await openPopup(context, extensionId, await tabIdOf(serviceWorker, url2));
  await popup.waitForTimeout(500);
  const popupShot = path.join(outDir, 'demo-popup.png');
  await popup.screenshot({ path: popupShot });
  step(`Requests to anywhere else: ${leaks.length}`);
  console.log(`\n${shots.map((f) => `Screenshot: ${f}`).join('\n')}\nPopup screenshot: ${popupShot}`);

  if (!headless) {
    console.log('\nChromium stays open on the demo: try it, then close the window to finish.');
    await popup.close();
    await new Promise<void>((resolve) => context.on('close', () => resolve()));
  }
} finally {
  if (headless) await context.close();
}
