// Twice in the user's language: with the browser in Chinese (and Japanese), the popup's every tab, the options
// page and the in-page panel speak it, with no English left in the chrome around the user's own rules, and axe
// finds nothing serious. Screenshots are kept as artefacts.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from '@playwright/test';
import type { Page } from '@playwright/test';
import { launchWithExtension, serveSite, openPopup, tabIdOf, screenshotPath, readStore } from './harness';
import { TwiceUi } from './twice-ui';
import { demoPage, DEMO_CONVERSATION_1, DEMO_CONVERSATION_2, DEMO_TURNS_1, DEMO_TURNS_2 } from '../demo/page';

const URL1 = `https://chatgpt.com/c/${DEMO_CONVERSATION_1}`;
const URL2 = `https://chatgpt.com/c/${DEMO_CONVERSATION_2}`;

async function serious(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const CASES = [
  { lang: 'zh-CN', tabs: ['待审核', '规则', '对话'], insert: '插入已学规则', settings: 'Twice 设置', panel: '适用于这条消息的规则' },
  { lang: 'ja', tabs: ['確認待ち', 'ルール', '会話'], insert: '学んだルールを挿入', settings: 'Twice の設定', panel: 'このメッセージ向けのルール' },
] as const;

for (const c of CASES) {
  test(`${c.lang}: the popup, options and in-page panel speak the browser's language`, async () => {
    const { context, serviceWorker, extensionId } = await launchWithExtension({ headless: true, lang: c.lang });
    try {
      await serveSite(context, { [URL1]: demoPage('Invoice API', DEMO_TURNS_1), [URL2]: demoPage('Billing', DEMO_TURNS_2) });
      const page = await context.newPage();
      await page.goto(URL1);
      await expect.poll(async () => (await readStore<{ status: string }>(serviceWorker, 'rules')).length, { timeout: 20_000 }).toBeGreaterThan(0);

      const popup = await openPopup(context, extensionId, await tabIdOf(serviceWorker, URL1));
      for (const [i, name] of c.tabs.entries()) {
        const tab = popup.getByRole('tab', { name: new RegExp(name) });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await popup.waitForTimeout(200);
        await popup.screenshot({ path: screenshotPath(`popup-${c.lang}-${i}.png`) });
        expect(await serious(popup), `${c.lang} tab ${name}`).toEqual([]);
      }
      await expect(popup.getByRole('button', { name: c.insert })).toBeVisible();
      await popup.close();

      const options = await context.newPage();
      await options.goto(`chrome-extension://${extensionId}/options.html`);
      await expect(options.getByRole('heading', { level: 1 })).toHaveText(c.settings);
      await options.screenshot({ path: screenshotPath(`options-${c.lang}.png`), fullPage: true });
      expect(await serious(options), `${c.lang} options`).toEqual([]);
      await options.close();

      await page.goto(URL2);
      const ui = await TwiceUi.on(page);
      await page.locator('#prompt-textarea').click();
      await page.keyboard.type('Show me the code for a retry helper.');
      await ui.click('insert-button');
      await expect.poll(() => ui.text('.panel')).toContain(c.panel);
      await page.screenshot({ path: screenshotPath(`panel-${c.lang}.png`) });
    } finally {
      await context.close();
    }
  });
}
