// Large data: 20,000 rules in the popup (virtualised lists), and a 20,000-rule import in the options page
// (chunked, with a progress bar, all or nothing when the page is closed half-way). Time is measured by
// `npm run bench` (bench/ui.ts), not here: these tests check what the user sees and what the store holds.
import type { Page, Worker } from '@playwright/test';
import { test, expect, readStore, openPopup } from './fixtures';
import { bigExport, seedRules } from './seed';

const N = 20_000;

/** Makes sure the background created the database before the test writes to it. */
async function ready(page: Page, sw: Worker): Promise<void> {
  await expect.poll(() => readStore(sw, 'rules').then(() => true)).toBe(true);
  await expect.poll(() => page.evaluate(() => indexedDB.databases().then((d) => d.some((x) => x.name === 'twice')))).toBe(true);
}

test('the popup lists 20,000 rules without rendering 20,000 cards, and scrolls to the last one', async ({ context, serviceWorker, extensionId }) => {
  test.setTimeout(120_000);
  const popup = await openPopup(context, extensionId);
  await ready(popup, serviceWorker);
  await seedRules(serviceWorker, N);
  await popup.reload();
  await expect(popup.getByRole('tab', { name: /Review/ })).toContainText('10000', { timeout: 30_000 });
  // Opens on the review queue (something waits): a window of cards, not ten thousand.
  await expect(popup.getByTestId('review-item').first()).toBeVisible({ timeout: 30_000 });
  expect(await popup.getByTestId('review-item').count()).toBeLessThan(100);
  await popup.getByRole('tab', { name: /Rules/ }).click();
  await expect(popup.getByTestId('rule').first()).toBeVisible({ timeout: 30_000 });
  expect(await popup.getByTestId('rule').count()).toBeLessThan(100);
  // The list is all there: scrolling to the end shows the oldest rule.
  // Sorting sits behind the one Filter control.
  await popup.getByRole('button', { name: /^Filter/ }).click();
  await popup.getByRole('combobox', { name: /Sort/ }).selectOption('newest');
  await popup.locator('#panel').evaluate((m) => m.scrollTo(0, m.scrollHeight));
  await expect(popup.getByTestId('rule').filter({ hasText: `Rule number ${N - 2}:` })).toBeVisible({ timeout: 10_000 });
  expect(await popup.getByTestId('rule').count()).toBeLessThan(100);
});

test('a 20,000-rule import shows its progress and lands whole', async ({ context, serviceWorker, extensionId }) => {
  test.setTimeout(120_000);
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await ready(options, serviceWorker);
  await options.getByTestId('import-file').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: bigExport(N) });
  await expect(options.getByRole('progressbar')).toBeVisible({ timeout: 10_000 });
  await expect(options.getByTestId('data-message')).toContainText(`Rules: ${N},`, { timeout: 90_000 });
  await expect(options.getByRole('progressbar')).toHaveCount(0);
  expect((await readStore(serviceWorker, 'rules')).length).toBe(N);
});

test('closing the options page in the middle of an import leaves the store as it was', async ({ context, serviceWorker, extensionId }) => {
  test.setTimeout(120_000);
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await ready(options, serviceWorker);
  await options.getByTestId('import-file').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: bigExport(N) });
  const bar = options.getByRole('progressbar');
  await expect(bar).toBeVisible({ timeout: 10_000 });
  // Half-way through the writing, the user closes the page.
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 60_000 }).toBeGreaterThan(55);
  await options.close();
  await new Promise((r) => setTimeout(r, 1000));
  expect((await readStore(serviceWorker, 'rules')).length).toBe(0);
});
