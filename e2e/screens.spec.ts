// Every surface a person reads, in English and Chinese, light and dark, at 1× and 2×: the popup's three tabs, the
// review cards (plain, contradiction, risky), the options page with a year of statistics, and the in-page panel.
// Each is kept as a screenshot under artifacts/screenshots/screens/ and checked by axe-core with no violation of
// any impact. The panel lives in a closed shadow root that axe cannot enter: its markup and styles are read
// through DevTools and checked on a page of their own.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@playwright/test';
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { launchWithExtension, serveSite, openPopup, tabIdOf, screenshotPath, readStore } from './harness';
import { TwiceUi } from './twice-ui';
import { demoPage, DEMO_CONVERSATION_1, DEMO_CONVERSATION_2, DEMO_TURNS_1, DEMO_TURNS_2, type DemoTurn } from '../demo/page';
import { CONTRADICTION_TURNS, RISKY_TURNS } from './review-chat';

const URL1 = `https://chatgpt.com/c/${DEMO_CONVERSATION_1}`;
const URL2 = `https://chatgpt.com/c/${DEMO_CONVERSATION_2}`;
const URL3 = 'https://chatgpt.com/c/6a1f0c3e-2b7d-8001-9c4e-5c5c5c5c5c5c';
const TURNS_3: DemoTurn[] = [...CONTRADICTION_TURNS, ...RISKY_TURNS];

const LANGS = [
  { lang: 'en-US', tag: 'en', tabs: ['Review', 'Rules', 'Conversations'], panel: 'Rules for this message' },
  { lang: 'zh-CN', tag: 'zh', tabs: ['待审核', '规则', '对话'], panel: '适用于这条消息的规则' },
] as const;
const SCHEMES = ['light', 'dark'] as const;
const SCALES = [1, 2] as const;

async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Device pixel ratio for screenshots, through DevTools (a persistent context fixes it at launch otherwise). */
async function atScale(page: Page, scale: number): Promise<void> {
  const size = page.viewportSize()!;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDeviceMetricsOverride', { width: size.width, height: size.height, deviceScaleFactor: scale, mobile: false });
}

/** A year of weekly corrections (fewer as rules are learned), written as the store keeps them. */
async function seedYear(sw: Worker): Promise<void> {
  await sw.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('twice');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const week = 7 * 86_400_000;
    const now = Date.now();
    const cats = ['code', 'style', 'factual', 'logic'];
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('corrections', 'readwrite');
      const store = tx.objectStore('corrections');
      for (let w = 51; w >= 1; w--) {
        const n = Math.max(1, Math.round((w / 51) * 9)) + (w % 3);
        for (let i = 0; i < n; i++) {
          store.add({
            conversationKey: `chatgpt:year-${w}`, site: 'chatgpt', turnKey: `chatgpt:year-${w}:${i}`, kind: i % 4 === 3 ? 'frustration' : 'correction',
            category: cats[i % cats.length], confidence: 0.8, severity: 'medium', lesson: '', original: null, corrected: null, evidence: [],
            source: 'heuristic', status: 'accepted', ruleId: null, createdAt: now - w * week + i * 3_600_000,
          });
        }
      }
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  });
}

async function learn(context: BrowserContext, sw: Worker): Promise<void> {
  await serveSite(context, { [URL1]: demoPage('Invoice API', DEMO_TURNS_1), [URL2]: demoPage('Billing', DEMO_TURNS_2), [URL3]: demoPage('CSV parser', TURNS_3) });
  const page = await context.newPage();
  for (const url of [URL1, URL3]) {
    await page.goto(url);
    await expect.poll(async () => (await readStore<{ key: string }>(sw, 'conversations')).some((c) => url.endsWith(c.key.split(':')[1]!)), { timeout: 20_000 }).toBe(true);
  }
  await expect.poll(async () => (await readStore<{ status: string }>(sw, 'rules')).filter((r) => r.status === 'pending').length, { timeout: 20_000 }).toBe(3);
  await page.close();
  await seedYear(sw);
}

for (const l of LANGS) {
  test(`screens (${l.tag}): popup tabs, review cards, options and the in-page panel, light and dark, 1× and 2×, no axe violation`, async () => {
    test.setTimeout(180_000);
    const { context, serviceWorker, extensionId } = await launchWithExtension({ headless: true, lang: l.lang });
    const shot = (name: string) => screenshotPath(`screens/${l.tag}-${name}.png`);
    const found: string[] = [];
    try {
      await learn(context, serviceWorker);
      const tabId = await tabIdOf(serviceWorker, 'https://chatgpt.com/').catch(() => undefined);
      for (const scheme of SCHEMES) {
        for (const scale of SCALES) {
          const at = `${scheme}-${scale}x`;
          // The popup, each tab, and the three kinds of review card.
          const popup = await openPopup(context, extensionId, tabId);
          await popup.emulateMedia({ colorScheme: scheme });
          await atScale(popup, scale);
          for (const [i, name] of l.tabs.entries()) {
            const tab = popup.getByRole('tab', { name: new RegExp(name) });
            await tab.click();
            await expect(tab).toHaveAttribute('aria-selected', 'true');
            await popup.waitForTimeout(250);
            await popup.screenshot({ path: shot(`popup-${i}-${at}`) });
            found.push(...(await violations(popup)).map((v) => `popup tab ${name} ${at}: ${v}`));
          }
          await popup.getByRole('tab', { name: new RegExp(l.tabs[0]) }).click();
          const cards = popup.getByTestId('review-item');
          await expect(cards).toHaveCount(3);
          await cards.filter({ has: popup.getByTestId('replaces') }).screenshot({ path: shot(`card-contradiction-${at}`) });
          await cards.filter({ has: popup.getByTestId('risk-reasons') }).screenshot({ path: shot(`card-risky-${at}`) });
          await cards.filter({ hasText: 'REST' }).screenshot({ path: shot(`card-plain-${at}`) });
          await popup.close();

          // Options, with a year of statistics.
          const options = await context.newPage();
          await options.setViewportSize({ width: 900, height: 1200 });
          await options.emulateMedia({ colorScheme: scheme });
          await atScale(options, scale);
          await options.goto(`chrome-extension://${extensionId}/options.html`);
          await expect(options.locator('.chart').first()).toBeVisible();
          await options.screenshot({ path: shot(`options-${at}`), fullPage: true });
          await options.locator('#stats').screenshot({ path: shot(`stats-${at}`) });
          found.push(...(await violations(options)).map((v) => `options ${at}: ${v}`));
          await options.close();

          // The in-page panel, on a page painted in the same scheme.
          const page = await context.newPage();
          await page.emulateMedia({ colorScheme: scheme });
          await atScale(page, scale);
          await page.goto(URL2);
          if (scheme === 'dark') {
            await page.evaluate(() => {
              document.body.style.background = 'rgb(33, 33, 33)';
              document.body.style.color = 'rgb(236, 236, 236)';
              const form = document.querySelector('form');
              if (form) form.style.background = 'rgb(48, 48, 48)';
              document.documentElement.classList.add('dark');
            });
          }
          const ui = await TwiceUi.on(page);
          await expect.poll(async () => (await ui.snapshot()).theme).toBe(scheme);
          await page.locator('#prompt-textarea').click();
          await page.keyboard.type('Write the endpoints for the payments service.');
          await ui.click('insert-button');
          await expect.poll(() => ui.text('.panel')).toContain(l.panel);
          await page.screenshot({ path: shot(`panel-${at}`) });
          const snap = await ui.snapshot();
          expect(snap.theme).toBe(scheme);
          const alone = await context.newPage();
          await alone.emulateMedia({ colorScheme: scheme });
          await alone.setContent(`<!doctype html><html lang="${l.lang}"><head><title>panel</title></head><body style="background:${scheme === 'dark' ? '#212121' : '#ffffff'}"><main><div id="host" data-theme="${snap.theme}"></div></main></body></html>`);
          await alone.evaluate((html) => {
            document.getElementById('host')!.attachShadow({ mode: 'open' }).innerHTML = html;
          }, snap.html);
          found.push(...(await violations(alone)).map((v) => `panel ${at}: ${v}`));
          await alone.close();
          await page.close();
        }
      }
      expect(found).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
