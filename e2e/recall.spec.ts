// Recall by meaning, as three people meet it: rules are offered for drafts that share no word with them, standing
// rules for every draft without pinning, and a Chinese rule in Chinese.
import type { Page } from '@playwright/test';
import { test, expect, serveSite, readStore, visit, type RuleRow } from './fixtures';
import { demoPage, type DemoTurn } from '../demo/page';
import { TwiceUi } from './twice-ui';

const url = (n: number) => `https://chatgpt.com/c/7b2e1d4f-3c8a-8001-9d5e-${String(n).padStart(12, '0')}`;
const NPM_REPLY = (pkg: string) => `I've installed it for you:\n\`\`\`bash\nnpm install ${pkg}\n\`\`\`\nThen run \`npm run dev\`.`;

async function typeDraft(page: Page, text: string) {
  const composer = page.locator('#prompt-textarea');
  await composer.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

/** Opens the in-page preview for the draft and returns what it lists: rule text and why, one line each. */
async function offered(page: Page, draft: string): Promise<string[]> {
  await typeDraft(page, draft);
  const ui = await TwiceUi.on(page);
  await ui.click('insert-button');
  let items: string[] = [];
  await expect
    .poll(async () => {
      items = (await ui.count('.panel')) ? await ui.items('.panel') : [];
      return items.length;
    })
    .toBeGreaterThan(0);
  await ui.click('insert-button');
  return items.map((t) => t.replace(/\s+/g, ' ').trim());
}

async function waitForRule(sw: Parameters<typeof readStore>[0], text: string, status = 'active'): Promise<RuleRow> {
  let found: RuleRow | undefined;
  await expect
    .poll(async () => {
      found = (await readStore<RuleRow & { corrections: number }>(sw, 'rules')).find((r) => r.text === text && r.status === status);
      return found !== undefined;
    }, { timeout: 20_000 })
    .toBe(true);
  return found!;
}

test('a developer corrects npm three times in three chats; a new chat about installing dependencies gets the pnpm rule', async ({ context, serviceWorker }) => {
  const chats: DemoTurn[][] = [
    [{ id: 'p1-a', role: 'assistant', text: NPM_REPLY('zod') }, { id: 'p1-u', role: 'user', text: 'Use pnpm, not npm.' }],
    [{ id: 'p2-a', role: 'assistant', text: NPM_REPLY('react-hook-form') }, { id: 'p2-u', role: 'user', text: 'use pnpm not npm' }],
    [{ id: 'p3-a', role: 'assistant', text: NPM_REPLY('dayjs') }, { id: 'p3-u', role: 'user', text: 'No, pnpm please, not npm.' }],
    [{ id: 'p4-u', role: 'user', text: 'Hi! I just cloned a new repository.' }, { id: 'p4-a', role: 'assistant', text: 'Great, what would you like to do with it?' }],
  ];
  await serveSite(context, Object.fromEntries(chats.map((turns, i) => [url(i + 1), demoPage(`Chat ${i + 1}`, turns)])));
  const page = await context.newPage();
  for (let i = 1; i <= 3; i++) await visit(page, serviceWorker, url(i), 2);
  // Three corrections, one rule: repeated, so it is active without a review.
  const rule = await waitForRule(serviceWorker, 'Use pnpm, not npm.');
  expect((rule as RuleRow & { corrections: number }).corrections).toBe(3);
  expect((await readStore<RuleRow>(serviceWorker, 'rules')).filter((r) => /pnpm/.test(r.text))).toHaveLength(1);

  await page.goto(url(4));
  // No word of the rule in either draft.
  const install = await offered(page, 'How do I install the dependencies for this repo after cloning it?');
  expect(install.some((l) => l.startsWith('Use pnpm, not npm.'))).toBe(true);
  expect(install.find((l) => l.startsWith('Use pnpm'))).toContain('similar to what you are writing');
  const add = await offered(page, 'Add zod to the project');
  expect(add.some((l) => l.startsWith('Use pnpm, not npm.'))).toBe(true);
  // A draft about something else gets nothing, and says why.
  await typeDraft(page, 'Suggest a name for my cat, she is grey and sleepy.');
  const ui = await TwiceUi.on(page);
  await ui.click('insert-button');
  await expect.poll(() => ui.text('.panel')).toContain('1 rule learned; none fits this message.');
});

test('a writer’s British spelling and no-em-dash rules are offered for a blog post without pinning, as standing rules only', async ({ context, serviceWorker }) => {
  const chats: DemoTurn[][] = [
    [{ id: 'w1-a', role: 'assistant', text: 'Here is the brand guide: the primary color is navy and the center panel is gray.' }, { id: 'w1-u', role: 'user', text: 'Always use British spelling.' }],
    [{ id: 'w2-a', role: 'assistant', text: 'The launch went well — better than expected — and the team is ready.' }, { id: 'w2-u', role: 'user', text: 'stop using em dashes' }],
    [{ id: 'w3-u', role: 'user', text: 'Hello!' }, { id: 'w3-a', role: 'assistant', text: 'Hello! How can I help you today?' }],
  ];
  await serveSite(context, Object.fromEntries(chats.map((turns, i) => [url(10 + i), demoPage(`Writing ${i + 1}`, turns)])));
  const page = await context.newPage();
  await visit(page, serviceWorker, url(10), 2);
  await visit(page, serviceWorker, url(11), 2);
  // Both are stated rules about every reply: standing, and active without pinning or review.
  await waitForRule(serviceWorker, 'Always use British spelling.');
  await waitForRule(serviceWorker, 'Stop using em dashes.');
  const rules = await readStore<RuleRow & { applies?: string; pinned: number }>(serviceWorker, 'rules');
  for (const r of rules) expect([r.text, r.applies, r.pinned]).toEqual([r.text, 'always', 0]);

  await page.goto(url(12));
  const blog = await offered(page, 'Write a 600-word blog post about the best bakeries in Edinburgh');
  for (const text of ['Always use British spelling.', 'Stop using em dashes.']) {
    expect(blog.find((l) => l.startsWith(text)), text).toContain('always');
  }
  // A Python question: they are standing rules (offered everywhere in their scope), never topical matches.
  const python = await offered(page, 'How do I reverse a list in Python?');
  expect(python).toHaveLength(2);
  for (const line of python) {
    expect(line).toContain('always');
    expect(line).not.toContain('matches');
    expect(line).not.toContain('similar to');
  }
});

test('a Chinese user’s rule is offered in Chinese for a new Chinese question', async ({ context, serviceWorker }) => {
  const chats: DemoTurn[][] = [
    [{ id: 'z1-a', role: 'assistant', text: 'Sure, here is the explanation in English: the function returns a sorted copy of the list.' }, { id: 'z1-u', role: 'user', text: '不要用英文回答' }],
    [{ id: 'z2-u', role: 'user', text: '你好' }, { id: 'z2-a', role: 'assistant', text: '你好！有什么可以帮你？' }],
  ];
  await serveSite(context, Object.fromEntries(chats.map((turns, i) => [url(20 + i), demoPage(`对话 ${i + 1}`, turns)])));
  const page = await context.newPage();
  await page.goto(url(20));
  await waitForRule(serviceWorker, '不要用英文回答。');
  await page.goto(url(21));
  const lines = await offered(page, '解释一下什么是闭包');
  expect(lines.some((l) => l.startsWith('不要用英文回答。'))).toBe(true);
});
