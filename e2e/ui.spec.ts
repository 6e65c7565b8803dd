// A person's path through the UI: a fresh install, a conversation with corrections, the review queue,
// managing rules, the insert preview, and the options page (export, import, text export), with
// screenshots of each state at the popup's real size and an axe-core accessibility check.
import AxeBuilder from '@axe-core/playwright';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tmpdir } from 'node:os';
import type { Page, Worker } from '@playwright/test';
import { test, expect, serveSite, readStore, tabIdOf, openPopup, screenshotPath, waitForActiveRules } from './fixtures';
import { demoPage, DEMO_CONVERSATION_1, DEMO_CONVERSATION_2, DEMO_TURNS_1, DEMO_TURNS_2 } from '../demo/page';

const URL1 = `https://chatgpt.com/c/${DEMO_CONVERSATION_1}`;
const URL2 = `https://chatgpt.com/c/${DEMO_CONVERSATION_2}`;

/** The settings as the extension stored them. */
async function storedSettings(sw: Worker): Promise<{ insertion: { maxRules: number }; memory: { halfLifeDays: number } }> {
  return sw.evaluate(async () => {
    const api = (globalThis as unknown as { chrome: typeof import('wxt/browser').browser }).chrome;
    return (await api.storage.local.get('settings')).settings as { insertion: { maxRules: number }; memory: { halfLifeDays: number } };
  });
}

async function expectAccessible(page: Page, name: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${name}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('popup: empty state teaches, then review, edit, accept, always, confidence, delete with undo', async ({
  context,
  serviceWorker,
  extensionId,
}) => {
  await serveSite(context, { [URL1]: demoPage('Invoice API', DEMO_TURNS_1) });
  const empty = await openPopup(context, extensionId);
  await expect(empty.getByTestId('rules-empty')).toContainText('Twice has not learned anything yet');
  await empty.screenshot({ path: screenshotPath('popup-empty.png') });
  await expectAccessible(empty, 'popup-empty');
  await empty.close();

  const page = await context.newPage();
  await page.goto(URL1);
  await waitForActiveRules(serviceWorker, 1);
  const popup = await openPopup(context, extensionId, await tabIdOf(serviceWorker, URL1));

  // The one-off correction waits for review, with the user's own words and the reply it corrected.
  await expect(popup.getByRole('tab', { name: /Review/ })).toHaveAttribute('aria-selected', 'true');
  const item = popup.getByTestId('review-item');
  await expect(item).toHaveCount(1);
  await expect(item.locator('.words')).toContainText('No, I said REST, not GraphQL.');
  await item.getByText('The reply you corrected').click();
  await expect(item.locator('.replied p')).toContainText('GraphQL schema');
  await expect(item.getByRole('link', { name: 'Open the conversation' })).toHaveAttribute('href', URL1);
  await popup.screenshot({ path: screenshotPath('popup-queue.png') });
  await expectAccessible(popup, 'popup-queue');

  await item.getByLabel('Rule').fill('Use REST endpoints, never GraphQL.');
  await item.getByLabel('Applies').selectOption('site');
  await item.getByRole('button', { name: 'Accept' }).click();
  await expect(popup.getByText('Nothing waits for review')).toBeVisible();
  let rules = await readStore<{ text: string; status: string; scope: string; scopeValue: string | null }>(serviceWorker, 'rules');
  expect(rules.find((r) => r.text === 'Use REST endpoints, never GraphQL.')).toMatchObject({ status: 'active', scope: 'site', scopeValue: 'chatgpt' });

  await popup.getByRole('tab', { name: /Rules/ }).click();
  const list = popup.getByTestId('rule');
  await expect(list).toHaveCount(2);
  // Inline edit.
  const rest = list.filter({ hasText: 'Use REST endpoints' });
  await rest.getByRole('button', { name: 'Edit' }).click();
  await rest.getByLabel('Rule').fill('Use REST endpoints for every service, never GraphQL.');
  await rest.getByRole('button', { name: 'Save' }).click();
  await expect(list.filter({ hasText: 'for every service' })).toHaveCount(1);
  // Make it a standing rule ("Always"), adjust confidence.
  const comments = list.filter({ hasText: 'comments' });
  const always = comments.getByRole('switch', { name: 'Always' });
  await expect(always).toHaveAttribute('aria-checked', 'false');
  await always.click();
  await expect(always).toHaveAttribute('aria-checked', 'true');
  await expect
    .poll(async () => (await readStore<{ text: string; applies?: string }>(serviceWorker, 'rules')).find((r) => r.text === "Don't add comments to the code.")?.applies)
    .toBe('always');
  // Confidence is a short label on the card; the slider lives in edit.
  await expect(comments.locator('.conf-label')).toHaveText(/^\d+% sure$/);
  await expect(comments.getByRole('slider')).toHaveCount(0);
  await comments.getByRole('button', { name: 'Edit' }).click();
  await comments.getByRole('slider').fill('40');
  await expect(comments.locator('.num')).toHaveText('40%');
  await comments.getByRole('button', { name: 'Save' }).click();
  await expect(comments.locator('.conf-label')).toHaveText('40% sure');
  // Filters sit behind one control.
  await expect(popup.getByLabel('Category')).toHaveCount(0);
  await popup.getByRole('button', { name: 'Filter' }).click();
  await popup.getByLabel('Category').selectOption('code');
  await expect(popup.getByRole('button', { name: 'Filter · 1' })).toHaveAttribute('aria-expanded', 'true');
  await popup.getByRole('button', { name: 'Clear filters' }).click();
  await popup.getByRole('button', { name: /^Filter/ }).click();
  // Search.
  await popup.getByLabel('Search rules').fill('graphql');
  await expect(list).toHaveCount(1);
  await popup.getByLabel('Search rules').fill('');
  await popup.screenshot({ path: screenshotPath('popup-rules.png') });
  await expectAccessible(popup, 'popup-rules');
  // The popup follows the browser's dark theme, with the same contrast checks.
  await popup.emulateMedia({ colorScheme: 'dark' });
  await popup.screenshot({ path: screenshotPath('popup-rules-dark.png') });
  await expectAccessible(popup, 'popup-rules-dark');
  await popup.emulateMedia({ colorScheme: 'light' });
  // Delete, then undo.
  await list.filter({ hasText: 'for every service' }).getByRole('button', { name: 'Delete' }).click();
  await expect(list).toHaveCount(1);
  await popup.getByRole('button', { name: 'Undo' }).click();
  await expect(list).toHaveCount(2);
  rules = await readStore(serviceWorker, 'rules');
  expect(rules.map((r) => r.text).sort()).toEqual(["Don't add comments to the code.", 'Use REST endpoints for every service, never GraphQL.']);
});

test('popup: the insert preview shows which rules, why and the size, then inserts into the tab', async ({
  context,
  serviceWorker,
  extensionId,
}) => {
  await serveSite(context, { [URL1]: demoPage('Invoice API', DEMO_TURNS_1), [URL2]: demoPage('Billing', DEMO_TURNS_2) });
  const page = await context.newPage();
  await page.goto(URL1);
  await waitForActiveRules(serviceWorker, 1);
  await page.goto(URL2);
  await page.locator('#prompt-textarea').click();
  await page.keyboard.insertText('Show the code for the payments client.');
  const popup = await openPopup(context, extensionId, await tabIdOf(serviceWorker, URL2));
  await popup.getByRole('button', { name: 'Insert learned rules' }).click();
  const preview = popup.getByTestId('preview');
  await expect(preview).toContainText("Don't add comments to the code.");
  await expect(preview).toContainText('characters to your message');
  await popup.screenshot({ path: screenshotPath('popup-preview.png') });
  await expectAccessible(popup, 'popup-preview');
  await preview.getByRole('button', { name: 'Insert' }).click();
  await expect(popup.getByRole('status')).toContainText('Inserted 1 rule into');
  await expect(page.locator('#prompt-textarea')).toContainText("[Twice rules — please follow these in your reply]- Don't add comments to the code.[/Twice rules]".slice(0, 20));
  await expect(page.locator('#composer-submit-button')).toBeEnabled();
  expect(await readStore(serviceWorker, 'applications')).toHaveLength(1);
});

test('options: settings, export, re-import without duplicates, a foreign file rejected, rules as text', async ({
  context,
  serviceWorker,
  extensionId,
}) => {
  await serveSite(context, { [URL1]: demoPage('Invoice API', DEMO_TURNS_1) });
  const page = await context.newPage();
  await page.goto(URL1);
  await waitForActiveRules(serviceWorker, 1);

  const options = await context.newPage();
  await options.setViewportSize({ width: 900, height: 1400 });
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await expect(options.getByRole('heading', { name: 'Twice settings' })).toBeVisible();
  await expect(options.getByTestId('shortcut')).toHaveText('Alt+Shift+Y');

  // A setting round-trips through storage.
  await options.getByLabel('Most rules per message').fill('3');
  await expect.poll(async () => (await storedSettings(serviceWorker)).insertion.maxRules).toBe(3);

  const download = options.waitForEvent('download');
  await options.getByRole('button', { name: 'Export…' }).click();
  const file = path.join(tmpdir(), `twice-export-${Date.now()}.json`);
  await (await download).saveAs(file);
  const exported = JSON.parse(readFileSync(file, 'utf8')) as { format: string; rules: unknown[]; turns: unknown[] };
  expect(exported.format).toBe('twice-export');
  expect(exported.rules).toHaveLength(2);
  expect(exported.turns).toHaveLength(6);

  // Settings travel with the data; they come back only when the person asks. The half-life is a setting too.
  expect((exported as unknown as { settings: { insertion: { maxRules: number } } }).settings.insertion.maxRules).toBe(3);
  const maxRules = options.getByLabel('Most rules per message');
  await maxRules.fill('7');
  await expect.poll(async () => (await storedSettings(serviceWorker)).insertion.maxRules).toBe(7);
  // Re-importing the same file adds nothing and leaves the settings alone.
  await options.getByTestId('import-file').setInputFiles(file);
  await expect(options.getByTestId('data-message')).toHaveText('Imported. Rules: 0, corrections: 0, conversations: 0.');
  expect(await readStore(serviceWorker, 'rules')).toHaveLength(2);
  await expect(maxRules).toHaveValue('7');
  // Asked to, the import restores the file's settings.
  await options.getByLabel('Also restore the settings saved in the file').check();
  await options.getByTestId('import-file').setInputFiles(file);
  await expect(options.getByTestId('data-message')).toHaveText('Imported. Rules: 0, corrections: 0, conversations: 0. Settings restored from the file.');
  await expect(maxRules).toHaveValue('3');
  await options.getByLabel('Days until an unused rule counts half').fill('60');
  await expect.poll(async () => (await storedSettings(serviceWorker)).memory.halfLifeDays).toBe(60);

  const foreign = path.join(tmpdir(), `foreign-${Date.now()}.json`);
  writeFileSync(foreign, JSON.stringify({ name: 'my-package', version: '1.0.0' }));
  await options.getByTestId('import-file').setInputFiles(foreign);
  await expect(options.getByTestId('data-message')).toContainText('Nothing was imported');
  expect(await readStore(serviceWorker, 'rules')).toHaveLength(2);

  await options.getByLabel('Format').selectOption('agents-md');
  await options.getByRole('button', { name: 'Show' }).click();
  await expect(options.getByTestId('text-export')).toHaveValue(/Don't add comments to the code\./);
  await expect(options.getByTestId('stats-summary')).toHaveText('Corrections this week: 2.');
  await options.screenshot({ path: screenshotPath('options.png'), fullPage: true });
  await expectAccessible(options, 'options');
});

test('popup: the tab bar follows the ARIA tabs pattern (arrow keys, Home, End, one tab stop)', async ({ context, extensionId }) => {
  const popup = await openPopup(context, extensionId);
  const tab = (name: RegExp) => popup.getByRole('tab', { name });
  await expect(tab(/Rules/)).toHaveAttribute('aria-selected', 'true');
  // The popup has settled (its counts and the empty rule list are read) before the keys are pressed.
  await expect(popup.getByTestId('rules-empty')).toBeVisible();
  await tab(/Rules/).press('ArrowRight');
  await expect(tab(/Conversations/)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(/Conversations/)).toBeFocused();
  await popup.keyboard.press('ArrowRight');
  await expect(tab(/Review/)).toBeFocused();
  await popup.keyboard.press('End');
  await expect(tab(/Conversations/)).toHaveAttribute('aria-selected', 'true');
  await popup.keyboard.press('Home');
  await expect(tab(/Review/)).toHaveAttribute('aria-selected', 'true');
  // Only the selected tab is in the Tab order.
  await expect(popup.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);
  await expectAccessible(popup, 'popup-tabs');
});
