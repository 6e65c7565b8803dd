// Large data: 20,000 rules in the popup (virtualised lists), and a 20,000-rule import in the options page
// (chunked, with a progress bar, all or nothing when the page is closed half-way). Time is measured by
// `npm run bench` (bench/ui.ts), not here: these tests check what the user sees and what the store holds.
import type { Page, Worker } from '@playwright/test';
import { test, expect, readStore, openPopup } from './fixtures';

const N = 20_000;

/** Writes `n` rules (half active, half pending) straight into the store, as years of use would. */
async function seedRules(sw: Worker, n: number): Promise<void> {
  await sw.evaluate(async (count) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('twice');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const now = Date.now();
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('rules', 'readwrite');
      const store = tx.objectStore('rules');
      for (let i = 0; i < count; i++) {
        store.add({
          text: `Rule number ${i}: always use the ${i % 7 === 0 ? 'metric' : 'imperial'} units in topic ${i % 311}.`,
          category: 'style', scope: 'global', scopeValue: null, status: i % 2 === 0 ? 'active' : 'pending', pinned: 0,
          confidence: 0.8, corrections: 1, timesInserted: 0, timesWorked: 0, timesReturned: 0, needsRewording: 0, userLocked: 0,
          createdAt: now - i * 1000, updatedAt: now - i * 1000, lastUsedAt: null, lastCorrectionAt: now - i * 1000, examples: [],
          userConfidence: null, conflictWith: null, supersededBy: null, topics: [`topic${i % 311}`],
        });
      }
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, n);
}

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
  await popup.getByRole('combobox', { name: /Sort/ }).selectOption('newest');
  await popup.locator('main').evaluate((m) => m.scrollTo(0, m.scrollHeight));
  await expect(popup.getByTestId('rule').filter({ hasText: `Rule number ${N - 2}:` })).toBeVisible({ timeout: 10_000 });
  expect(await popup.getByTestId('rule').count()).toBeLessThan(100);
});

/** An export file holding `n` rules. */
function bigExport(n: number): Buffer {
  const now = Date.now();
  const rules = Array.from({ length: n }, (_, i) => ({
    id: i + 1, text: `Imported rule ${i}: prefer ${i % 2 ? 'tabs' : 'spaces'} in project ${i % 97}.`, category: 'style', scope: 'global',
    scopeValue: null, status: 'active', pinned: 0, confidence: 0.8, corrections: 1, timesInserted: 0, timesWorked: 0, timesReturned: 0,
    needsRewording: 0, userLocked: 0, createdAt: now, updatedAt: now, lastUsedAt: null, lastCorrectionAt: now, examples: [],
    userConfidence: null, conflictWith: null, supersededBy: null,
  }));
  return Buffer.from(JSON.stringify({ format: 'twice-export', version: 1, exportedAt: now, conversations: [], turns: [], corrections: [], rules, applications: [] }));
}

test('a 20,000-rule import shows its progress and lands whole', async ({ context, serviceWorker, extensionId }) => {
  test.setTimeout(120_000);
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  await ready(options, serviceWorker);
  await options.getByTestId('import-file').setInputFiles({ name: 'big.json', mimeType: 'application/json', buffer: bigExport(N) });
  await expect(options.getByRole('progressbar')).toBeVisible({ timeout: 10_000 });
  await expect(options.getByTestId('data-message')).toContainText(`Imported ${N} rules`, { timeout: 90_000 });
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
