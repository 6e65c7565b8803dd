// When the site adapter recognises nothing (a redesign, a login wall), the page must behave exactly as it
// does without the extension, and the extension must say so: a red "!" badge on that tab and a popup line
// with a diagnostic report to copy.
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserPath } from '../scripts/browsers';
import { test, expect, serveSite, tabIdOf, openPopup, withScript, readStore, ROOT, CHROMIUM_ARGS, screenshotPath } from './fixtures';

const URL = 'https://chatgpt.com/c/7c1e9a52-3f4b-4d6e-8a90-1b2c3d4e5f60';

// The page's own script proves the page still works: it handles a click and a form submit, and reports any
// error a content script might leak into the page's world.
const PAGE_SCRIPT = `
  window.__pageErrors = [];
  window.addEventListener('error', (e) => window.__pageErrors.push(String(e.message)));
  window.addEventListener('unhandledrejection', (e) => window.__pageErrors.push(String(e.reason)));
  document.querySelector('form').addEventListener('submit', (e) => { e.preventDefault(); document.body.dataset.submitted = 'yes'; });
  document.querySelector('h1').addEventListener('click', () => { document.querySelector('h1').textContent = 'Clicked'; });
`;

function zeroMatchPage(): string {
  const html = readFileSync(path.join(ROOT, 'tests', 'fixtures', 'dom', 'zero-match.html'), 'utf8');
  return withScript(`<!doctype html><html><head><title>Welcome</title></head><body>${html}</body></html>`, PAGE_SCRIPT);
}

interface Observed {
  pageErrors: string[];
  consoleErrors: string[];
  body: string;
  windowErrors: string[];
}

async function exercise(context: BrowserContext): Promise<{ page: Page; observed: Observed }> {
  await serveSite(context, { [URL]: zeroMatchPage() });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  // Console messages of the page's main world only; 404s for the page's own missing assets are not errors of ours.
  page.on('console', (m) => m.type() === 'error' && !/Failed to load resource/.test(m.text()) && consoleErrors.push(m.text()));
  await page.goto(URL);
  // Long enough for the content script's first scan, its retry, and a health report round trip.
  await page.waitForTimeout(2500);
  await page.locator('h1').click();
  await page.locator('input[type=email]').fill('a@b.example');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.locator('h1')).toHaveText('Clicked');
  await expect(page.locator('body')).toHaveAttribute('data-submitted', 'yes');
  const body = await page.evaluate(() => document.body.outerHTML);
  const windowErrors = await page.evaluate(() => (window as unknown as { __pageErrors: string[] }).__pageErrors);
  return { page, observed: { pageErrors, consoleErrors, body, windowErrors } };
}

test('an unrecognised ChatGPT page works as without the extension; badge and popup say capture is paused', async ({
  context,
  serviceWorker,
  extensionId,
}) => {
  const { observed } = await exercise(context);

  // Control: the same page and the same actions in the same browser without the extension.
  const control = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'twice-control-')), {
    executablePath: browserPath('chromium'),
    headless: true,
    args: CHROMIUM_ARGS,
  });
  let baseline: Observed;
  try {
    baseline = (await exercise(control)).observed;
  } finally {
    await control.close();
  }

  expect(observed.pageErrors).toEqual([]);
  expect(observed.windowErrors).toEqual([]);
  expect(observed.consoleErrors).toEqual(baseline.consoleErrors);
  // Nothing injected, nothing changed: the DOM after the same interactions is identical.
  expect(observed.body).toBe(baseline.body);

  const tabId = await tabIdOf(serviceWorker, URL);
  await expect
    .poll(() => serviceWorker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId), { timeout: 10_000 })
    .toBe('!');
  const title = await serviceWorker.evaluate((id) => chrome.action.getTitle({ tabId: id }), tabId);
  expect(title).toContain('ChatGPT page not recognised');
  // The badge is per tab: the extension's icon elsewhere stays clean.
  expect(await serviceWorker.evaluate(() => chrome.action.getBadgeText({}))).toBe('');

  const popup = await openPopup(context, extensionId, tabId);
  const status = popup.getByTestId('status');
  await expect(status).toContainText('ChatGPT page not recognised — capture paused');
  await expect(status).toHaveClass(/\bwarn\b/);
  const copy = status.getByRole('button', { name: 'Copy diagnostic report' });
  await expect(copy).toBeVisible();
  await popup.screenshot({ path: screenshotPath('health-not-recognised.png') });
  // Permissions cannot be granted to extension origins, so read what the popup hands to the clipboard API.
  await popup.evaluate(() => {
    const clip = navigator.clipboard;
    const write = clip.writeText.bind(clip);
    clip.writeText = (text: string) => {
      (window as unknown as { __copied: string }).__copied = text;
      return write(text);
    };
  });
  await copy.click();
  await expect(status.getByRole('button', { name: 'Copied' })).toBeVisible();
  const report = JSON.parse(await popup.evaluate(() => (window as unknown as { __copied: string }).__copied)) as Record<string, unknown>;
  expect(report).toMatchObject({ extension: 'Twice', site: 'chatgpt', url: URL, layout: null, isConversationPage: true });

  // Paused means paused: nothing was captured from the page.
  expect(await readStore(serviceWorker, 'turns')).toEqual([]);
  expect(await readStore(serviceWorker, 'conversations')).toEqual([]);
});

// The redesign case: the composer stayed, the transcript markup changed. The page is a conversation with turns
// on screen; reporting "recognised" with 0 turns would lose every correction in silence.
for (const [site, name, url] of [
  ['chatgpt', 'ChatGPT', 'https://chatgpt.com/c/0b1c2d3e-0000-4000-8000-0000000000c1'],
  ['claude', 'Claude', 'https://claude.ai/chat/0b1c2d3e-0000-4000-8000-0000000000c1'],
] as const) {
  test(`${name}: a conversation whose turns the adapter cannot read, under today's composer, is reported not recognised`, async ({
    context,
    serviceWorker,
    extensionId,
  }) => {
    const html = readFileSync(path.join(ROOT, 'tests', 'fixtures', 'dom', `${site}_unknown-transcript.html`), 'utf8');
    await serveSite(context, { [url]: `<!doctype html><html><head><title>Date parsing</title></head><body>${html}</body></html>` });
    const page = await context.newPage();
    await page.goto(url);
    const tabId = await tabIdOf(serviceWorker, url);
    await expect
      .poll(() => serviceWorker.evaluate((id) => chrome.action.getBadgeText({ tabId: id }), tabId), { timeout: 10_000 })
      .toBe('!');
    const popup = await openPopup(context, extensionId, tabId);
    const status = popup.getByTestId('status');
    await expect(status).toContainText(`${name} page not recognised — capture paused`);
    await expect(status.getByRole('button', { name: 'Copy diagnostic report' })).toBeVisible();
    expect(await readStore(serviceWorker, 'turns')).toEqual([]);
  });
}

declare const chrome: {
  action: {
    getBadgeText(details: { tabId?: number }): Promise<string>;
    getTitle(details: { tabId?: number }): Promise<string>;
  };
};
