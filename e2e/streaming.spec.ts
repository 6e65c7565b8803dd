// The sites stream replies and navigate without reloading. These tests append turns and flip the
// streaming signals the way the sites do, on the recorded pages, and check that each finished turn is
// stored exactly once, with its final text, and that SPA navigation starts a new conversation.
import type { Page, Worker } from '@playwright/test';
import { test, expect, serveSite, sharedFixture, readStore } from './fixtures';

interface StoredTurn {
  conversationId: string;
  turnId: string;
  role: string;
  text: string;
  createdAt: number;
  updatedAt: number;
}

const turns = (sw: Worker) => readStore<StoredTurn>(sw, 'turns');
const CHUNKS = ['Retries ', 'should back ', 'off exponentially, ', 'with jitter, ', 'and give up ', 'after five attempts.'];
const FINAL = CHUNKS.join('').trim();

/** Streams text into `selector` chunk by chunk, like a reply arriving. */
async function stream(page: Page, selector: string) {
  for (const chunk of CHUNKS) {
    await page.evaluate(
      ([sel, text]) => {
        const p = document.querySelector(sel!)!;
        p.append(document.createTextNode(text!));
      },
      [selector, chunk],
    );
    await page.waitForTimeout(250);
  }
}

test('chatgpt: a streamed reply is stored once, when the stop button goes away', async ({ context, serviceWorker }) => {
  const url = 'https://chatgpt.com/c/6997a1b2-0c4d-8320-a1f3-5b2e9c7d4e10';
  await serveSite(context, { [url]: sharedFixture('chatgpt_2026-02-27_obsidian-AI-exporter_chat-simple.html') });
  const page = await context.newPage();
  await page.goto(url);
  await expect.poll(async () => (await turns(serviceWorker)).length, { timeout: 15_000 }).toBe(11);

  // The site appends a user turn and an assistant turn whose body streams while a stop button shows.
  await page.evaluate(() => {
    const articles = [...document.querySelectorAll('article[data-testid^="conversation-turn-"]')];
    const lastUser = [...articles].reverse().find((a) => a.querySelector('[data-message-author-role="user"]'))!;
    const lastBot = [...articles].reverse().find((a) => a.querySelector('[data-message-author-role="assistant"]'))!;
    const user = lastUser.cloneNode(true) as Element;
    user.setAttribute('data-testid', 'conversation-turn-12');
    user.querySelector('[data-message-author-role]')!.setAttribute('data-message-id', 'stream-user-1');
    user.querySelector('.whitespace-pre-wrap')!.textContent = 'How should the retry helper back off?';
    const bot = lastBot.cloneNode(true) as Element;
    bot.setAttribute('data-testid', 'conversation-turn-13');
    const msg = bot.querySelector('[data-message-author-role]')!;
    msg.setAttribute('data-message-id', 'stream-bot-1');
    bot.querySelectorAll('[data-testid="copy-turn-action-button"]').forEach((b) => b.remove());
    const md = msg.querySelector('.markdown')!;
    md.classList.add('result-streaming');
    md.replaceChildren(document.createElement('p'));
    md.firstElementChild!.id = 'streaming-p';
    const stop = document.createElement('button');
    stop.setAttribute('data-testid', 'stop-button');
    stop.setAttribute('aria-label', 'Stop streaming');
    document.querySelector('form')!.append(stop);
    lastBot.after(user, bot);
  });
  await stream(page, '#streaming-p');
  // Half a second after the last chunk, still streaming: nothing partial may have been stored.
  await page.waitForTimeout(600);
  let stored = await turns(serviceWorker);
  expect(stored.find((t) => t.turnId === 'stream-bot-1')).toBeUndefined();
  expect(stored.find((t) => t.turnId === 'stream-user-1')?.text).toBe('How should the retry helper back off?');

  await page.evaluate(() => {
    document.querySelector('[data-testid="stop-button"]')!.remove();
    document.querySelector('.result-streaming')!.classList.remove('result-streaming');
  });
  await expect.poll(async () => (await turns(serviceWorker)).find((t) => t.turnId === 'stream-bot-1')?.text).toBe(FINAL);
  // Sent once: never updated after it was first stored, even as more mutations arrive.
  await page.evaluate(() => document.body.append(document.createElement('div')));
  await page.waitForTimeout(800);
  stored = await turns(serviceWorker);
  const bot = stored.find((t) => t.turnId === 'stream-bot-1')!;
  expect(bot.updatedAt).toBe(bot.createdAt);
  expect(stored).toHaveLength(13);
});

test('claude: a reply is stored when data-is-streaming turns false, and SPA navigation starts a new conversation', async ({
  context,
  serviceWorker,
}) => {
  const url = 'https://claude.ai/chat/3f2a8c1e-7b4d-4e9a-9c21-5d8e6f1a2b3c';
  const next = 'https://claude.ai/chat/9b1c2d3e-4f50-4a6b-8c7d-0e1f2a3b4c5d';
  await serveSite(context, { [url]: sharedFixture('claude_2026-02-27_obsidian-AI-exporter_chat-simple.html') });
  const page = await context.newPage();
  await page.goto(url);
  await expect.poll(async () => (await turns(serviceWorker)).length, { timeout: 15_000 }).toBe(14);

  await page.evaluate(() => {
    const rows = [...document.querySelectorAll('div[data-test-render-count]')];
    const userRow = [...rows].reverse().find((r) => r.querySelector('[data-testid="user-message"]'))!;
    const botRow = [...rows].reverse().find((r) => r.querySelector('[data-is-streaming]'))!;
    const user = userRow.cloneNode(true) as Element;
    user.querySelector('[data-testid="user-message"]')!.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'Still not working, the retries never stop.' }));
    const bot = botRow.cloneNode(true) as Element;
    const wrapper = bot.querySelector('[data-is-streaming]')!;
    wrapper.setAttribute('data-is-streaming', 'true');
    const body = bot.querySelector('.standard-markdown, .progressive-markdown')!;
    body.replaceChildren(document.createElement('p'));
    body.firstElementChild!.id = 'streaming-p';
    botRow.after(user, bot);
  });
  await stream(page, '#streaming-p');
  await page.waitForTimeout(600);
  expect((await turns(serviceWorker)).some((t) => t.text === FINAL)).toBe(false);
  await page.evaluate(() => document.querySelector('[data-is-streaming="true"]')!.setAttribute('data-is-streaming', 'false'));
  await expect.poll(async () => (await turns(serviceWorker)).filter((t) => t.text === FINAL)).toHaveLength(1);
  expect((await turns(serviceWorker)).length).toBe(16);

  // SPA navigation: the URL changes without a reload and the transcript is replaced.
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    const rows = [...document.querySelectorAll('div[data-test-render-count]')];
    const user = rows.find((r) => r.querySelector('[data-testid="user-message"]'))!.cloneNode(true) as Element;
    const bot = rows.find((r) => r.querySelector('[data-is-streaming]'))!.cloneNode(true) as Element;
    user.querySelector('[data-testid="user-message"]')!.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'A brand new question in another chat.' }));
    bot.querySelector('.standard-markdown, .progressive-markdown')!.replaceChildren(Object.assign(document.createElement('p'), { textContent: 'A brand new answer.' }));
    rows[0]!.parentElement!.replaceChildren(user, bot);
  }, next);
  const nextId = next.split('/').pop()!;
  await expect
    .poll(async () => (await turns(serviceWorker)).filter((t) => t.conversationId === nextId).map((t) => t.text).sort())
    .toEqual(['A brand new answer.', 'A brand new question in another chat.']);
  const conversations = await readStore<{ conversationId: string; title: string | null; project: string | null }>(serviceWorker, 'conversations');
  expect(conversations.map((c) => c.conversationId).sort()).toEqual([url.split('/').pop(), nextId].sort());
  // The page still shows the previous chat's title: it is not credited to the new chat.
  const first = conversations.find((c) => c.conversationId !== nextId)!;
  expect(first.title).toBeTruthy();
  expect(conversations.find((c) => c.conversationId === nextId)!.title).toBeNull();

  // Then the site renders the new chat's title, inside a project (its breadcrumb in the header), with no new turn.
  const project = '019bd256-aaaa-7bbb-8ccc-0123456789ab';
  await page.evaluate((id) => {
    document.title = 'Retry policy - Claude';
    const button = document.querySelector('[data-testid="chat-title-button"]')!;
    button.querySelector('.truncate')!.textContent = 'Retry policy';
    const crumb = Object.assign(document.createElement('a'), { href: `/project/${id}`, textContent: 'Payments' });
    button.parentElement!.prepend(crumb);
  }, project);
  await expect
    .poll(async () => (await readStore<{ conversationId: string; title: string | null; project: string | null }>(serviceWorker, 'conversations')).find((c) => c.conversationId === nextId))
    .toMatchObject({ title: 'Retry policy', project });
  // The earlier chat keeps its own title.
  expect((await readStore<{ conversationId: string; title: string | null }>(serviceWorker, 'conversations')).find((c) => c.conversationId === first.conversationId)!.title).toBe(first.title);
});
