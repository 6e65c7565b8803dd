// Memory and recall as a user meets them: a lesson learned in one conversation is offered in the next
// only where it is relevant, and when the same correction comes back after the rule was inserted, the
// rule is flagged for rewording.
import type { Page } from '@playwright/test';
import { test, expect, serveSite, readStore, waitForActiveRules, type RuleRow } from './fixtures';
import { TwiceUi } from './twice-ui';
import { demoPage, DEMO_CONVERSATION_1, DEMO_CONVERSATION_2, DEMO_TURNS_1, DEMO_TURNS_2 } from '../demo/page';

const URL1 = `https://chatgpt.com/c/${DEMO_CONVERSATION_1}`;
const URL2 = `https://chatgpt.com/c/${DEMO_CONVERSATION_2}`;
const COMMENTS = "Don't add comments to the code.";

async function typeDraft(page: Page, text: string) {
  const composer = page.locator('#prompt-textarea');
  await composer.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** What the site does when the user sends: the composer's text becomes a user turn, then a reply streams in. */
async function sendAndReply(page: Page, id: string, reply: string) {
  await page.evaluate(
    ({ id, reply }) => {
      const composer = document.querySelector<HTMLElement>('#prompt-textarea')!;
      const articles = document.querySelectorAll('article');
      const user = articles[0]!.cloneNode(true) as Element;
      user.querySelector('[data-message-author-role]')!.setAttribute('data-message-id', `${id}-u`);
      user.querySelector('.whitespace-pre-wrap')!.textContent = composer.innerText;
      const bot = articles[1]!.cloneNode(true) as Element;
      bot.querySelector('[data-message-author-role]')!.setAttribute('data-message-id', `${id}-a`);
      bot.querySelector('.markdown')!.replaceChildren(Object.assign(document.createElement('pre'), { textContent: reply }));
      document.querySelector('main')!.append(user, bot);
      composer.replaceChildren();
      composer.dispatchEvent(new Event('input', { bubbles: true }));
    },
    { id, reply },
  );
}

test('a learned rule is offered for a related draft only, and a correction that comes back flags it', async ({
  context,
  serviceWorker,
}) => {
  await serveSite(context, { [URL1]: demoPage('Invoice API', DEMO_TURNS_1), [URL2]: demoPage('Billing', DEMO_TURNS_2) });
  const page = await context.newPage();
  await page.goto(URL1);
  const learned = await waitForActiveRules(serviceWorker, 1);
  expect(learned.filter((r) => r.status === 'active').map((r) => r.text)).toEqual([COMMENTS]);

  await page.goto(URL2);
  // The in-page controls sit in a closed shadow root: driven with real clicks (e2e/twice-ui.ts).
  const ui = await TwiceUi.on(page);
  await expect.poll(() => ui.count('insert-button')).toBe(1);

  // Unrelated draft: nothing is offered.
  await typeDraft(page, 'Suggest a name for my cat, she is grey and sleepy.');
  await expect.poll(() => ui.text('.badge')).toBe('0');
  await ui.click('insert-button');
  await expect.poll(() => ui.text('.panel')).toContain('1 rule learned; none fits this message.');
  await ui.click('insert-button');

  // Related draft: the rule is offered, with why, and inserted.
  await typeDraft(page, 'Write the code for a payments client in TypeScript.');
  await expect.poll(() => ui.text('.badge')).toBe('1');
  await ui.click('insert-button');
  await expect.poll(() => ui.text('.why')).toContain('“code”');
  await ui.click('insert-confirm');
  await expect(page.locator('#prompt-textarea')).toContainText(COMMENTS);

  // The message is sent, the reply still has comments, and the user corrects it the same way again.
  await sendAndReply(page, 'x1', '// payments client\nconst client = createClient();');
  await typeDraft(page, 'Please stop adding comments to the code.');
  await sendAndReply(page, 'x2', 'const client = createClient();');

  let rules: RuleRow[] = [];
  await expect
    .poll(async () => {
      rules = await readStore<RuleRow>(serviceWorker, 'rules');
      return rules.find((r) => r.text === COMMENTS)?.needsRewording;
    }, { timeout: 15_000 })
    .toBe(1);
  const rule = rules.find((r) => r.text === COMMENTS)!;
  expect(rule.timesInserted).toBe(1);
  expect(rule.timesReturned).toBe(1);
  // One rule strengthened, not a second one about the same thing.
  expect(rules.filter((r) => /comment/i.test(r.text))).toHaveLength(1);
  // The block inserted into the sent message was not learned as a correction.
  const turns = await readStore<{ turnId: string; text: string }>(serviceWorker, 'turns');
  expect(turns.find((t) => t.turnId === 'x1-u')?.text).toBe('Write the code for a payments client in TypeScript.');
});
