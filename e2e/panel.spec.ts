// The in-page panel as a keyboard user and a dark-mode user meet it: opening moves focus in, Escape closes it
// and gives the caret back to the composer, a second insertion replaces Twice's block instead of adding
// another, the panel takes the page's theme (not only the OS's), and follows the composer when the window
// is resized.
import type { Page } from '@playwright/test';
import { test, expect, serveSite, waitForActiveRules, screenshotPath } from './fixtures';
import { TwiceUi } from './twice-ui';
import { demoPage, DEMO_CONVERSATION_1, DEMO_CONVERSATION_2, DEMO_TURNS_1, DEMO_TURNS_2 } from '../demo/page';

const URL1 = `https://chatgpt.com/c/${DEMO_CONVERSATION_1}`;
const URL2 = `https://chatgpt.com/c/${DEMO_CONVERSATION_2}`;
const DRAFT = 'Show me the code for a retry helper.';

const composerText = (page: Page) => page.locator('#prompt-textarea').innerText();
const host = (page: Page) => page.locator('twice-composer-button');

test.beforeEach(async ({ context, serviceWorker }) => {
  await serveSite(context, { [URL1]: demoPage('Invoice API', DEMO_TURNS_1), [URL2]: demoPage('Billing', DEMO_TURNS_2) });
  const page = await context.newPage();
  await page.goto(URL1);
  await waitForActiveRules(serviceWorker, 1);
  await page.close();
});

test('keyboard: opening focuses the panel, Escape closes it and returns the caret to the draft, Tab walks the panel', async ({ context }) => {
  const page = await context.newPage();
  await page.goto(URL2);
  const ui = await TwiceUi.on(page);
  await page.locator('#prompt-textarea').click();
  await page.keyboard.type(DRAFT);
  await expect.poll(() => ui.text('.badge')).toBe('1');

  // The browser shortcut opens the preview (a command no page can send); a click does the same.
  await ui.click('insert-button');
  await expect.poll(() => ui.focused()).toBe('insert-confirm');
  // Tab order: from the primary action back to the start is Shift+Tab through Cancel, then the rule's box.
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => ui.focused()).toBe('cancel');
  await page.keyboard.press('Shift+Tab');
  await expect.poll(() => ui.focused()).toBe('input');

  await page.keyboard.press('Escape');
  await expect.poll(() => ui.count('.panel')).toBe(0);
  await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('prompt-textarea');
  // The caret is at the end of the draft: typing goes on where the user left off.
  await page.keyboard.type(' Thanks');
  expect(await composerText(page)).toBe(`${DRAFT} Thanks`);
});

test('a second insertion replaces Twice’s block; the draft around it is kept', async ({ context }) => {
  const page = await context.newPage();
  await page.goto(URL2);
  const ui = await TwiceUi.on(page);
  await page.locator('#prompt-textarea').click();
  await page.keyboard.type(DRAFT);
  await expect.poll(() => ui.text('.badge')).toBe('1');
  for (let i = 0; i < 2; i++) {
    await ui.click('insert-button');
    await ui.click('insert-confirm');
    await expect.poll(() => composerText(page)).toContain('[/Twice rules]');
    await expect.poll(() => ui.count('.panel')).toBe(0);
  }
  const text = await composerText(page);
  expect(text.split('[/Twice rules]').length - 1).toBe(1);
  expect(text.startsWith(DRAFT)).toBe(true);
  expect(text).toContain("Don't add comments to the code.");
  await expect(page.locator('#composer-submit-button')).toBeEnabled();
});

test('the panel follows the page’s theme and the composer’s size', async ({ context }) => {
  const page = await context.newPage();
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(URL2);
  const ui = await TwiceUi.on(page);
  await expect.poll(() => ui.count('insert-button')).toBe(1);
  await expect.poll(() => host(page).getAttribute('data-theme')).toBe('light');

  // The site switches to dark (a class on <html>, as ChatGPT does) while the OS stays light.
  await page.evaluate(() => {
    document.body.style.background = 'rgb(33, 33, 33)';
    document.querySelector('form')!.style.background = 'rgb(48, 48, 48)';
    document.documentElement.classList.add('dark');
  });
  await expect.poll(() => host(page).getAttribute('data-theme')).toBe('dark');
  await page.locator('#prompt-textarea').click();
  await page.keyboard.type(DRAFT);
  await ui.click('insert-button');
  await expect.poll(() => ui.count('insert-confirm')).toBe(1);
  await page.screenshot({ path: screenshotPath('panel-dark-page.png') });
  await page.keyboard.press('Escape');

  // Narrower window: the button lines up with the narrower composer.
  const width = async () => Number.parseInt((await host(page).evaluate((h) => getComputedStyle(h).getPropertyValue('--twice-width'))) || '0', 10);
  const formWidth = async () => Math.round(await page.locator('form').evaluate((f) => f.getBoundingClientRect().width));
  await expect.poll(width).toBe(await formWidth());
  await page.setViewportSize({ width: 520, height: 700 });
  await expect.poll(async () => [await width(), await formWidth()].join()).toBe(`${await formWidth()},${await formWidth()}`);
  expect(await formWidth()).toBeLessThan(520);
});
