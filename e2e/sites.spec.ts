// Gemini and DeepSeek as a person meets them: a recorded page (the site's own scripts stripped) with the real
// editor library mounted where the composer is — Quill for Gemini, a React-controlled textarea for DeepSeek —
// is captured, a correction typed there becomes a rule, and the in-page button inserts it so that the editor's
// own state holds it and the send button enables. Share pages are someone else's: never learned from. A page
// whose transcript Twice cannot read says so.
import type { Page } from '@playwright/test';
import { test, expect, serveSite, sharedFixture, editorBundle, withScript, withoutScripts, readStore, tabIdOf, openPopup, screenshotPath } from './fixtures';
import { TwiceUi } from './twice-ui';

interface TurnRow {
  site: string;
  conversationId: string;
  role: string;
  text: string;
}
interface CorrectionRow {
  conversationKey: string;
  ruleId: number | null;
}

const editorState = (page: Page) =>
  page.evaluate(() => {
    const ed = (window as unknown as { __twiceTestEditor: { text(): string; sendEnabled(): boolean } }).__twiceTestEditor;
    return { text: ed.text(), sendEnabled: ed.sendEnabled() };
  });

const CASES = [
  {
    site: 'gemini',
    url: 'https://gemini.google.com/app/6cc71b18a6f630bb',
    file: 'gemini_2026-02_obsidian-AI-exporter_chat-column-3turns.html',
    editor: 'quill-editor',
    turns: 6,
    composer: 'rich-textarea .ql-editor',
    // One more exchange in the site's own markup: an answer with a commented code block, then the correction.
    append: `(() => {
      const last = [...document.querySelectorAll('div.conversation-container')].pop();
      const ex = last.cloneNode(true);
      ex.id = 'aa11bb22cc33dd44';
      ex.querySelector('.query-text').innerHTML = '<p class="query-text-line">Write a retry helper.</p>';
      ex.querySelector('message-content').id = 'message-content-id-r_aa11bb22cc33dd44';
      ex.querySelector('message-content .markdown').innerHTML = '<p>Here it is:</p><pre><code>// retry three times\\nfor (let i = 0; i < 3; i++) {}</code></pre>';
      last.after(ex);
      setTimeout(() => {
        const fix = ex.cloneNode(true);
        fix.id = 'bb22cc33dd44ee55';
        fix.querySelector('.query-text').innerHTML = '<p class="query-text-line">Don\\'t add comments to the code.</p>';
        fix.querySelector('message-content').id = 'message-content-id-r_bb22cc33dd44ee55';
        fix.querySelector('message-content .markdown').innerHTML = '<p>Understood.</p>';
        ex.after(fix);
      }, 400);
    })()`,
  },
  {
    site: 'deepseek',
    url: 'https://chat.deepseek.com/a/chat/s/ce1ec7e2-eea7-40a6-b6ff-f8dbd0e1b0a0',
    file: 'deepseek_2025-05_123page_full-page-10turns.html',
    editor: 'react-textarea',
    turns: 20,
    composer: 'textarea#chat-input',
    append: `(() => {
      const users = document.querySelectorAll('div._9663006');
      const answers = document.querySelectorAll('div._4f9bf79');
      const user = users[users.length - 1].cloneNode(true);
      const answer = answers[answers.length - 1].cloneNode(true);
      user.querySelector('.fbb737a4').textContent = 'Write a retry helper.';
      answer.querySelector('.ds-markdown').innerHTML = '<p>Here it is:</p><pre>// retry three times\\nfor (let i = 0; i < 3; i++) {}</pre>';
      const fix = user.cloneNode(true);
      fix.querySelector('.fbb737a4').textContent = "Don't add comments to the code.";
      answers[answers.length - 1].after(user, answer);
      setTimeout(() => answer.after(fix), 400);
    })()`,
  },
] as const;

for (const c of CASES) {
  test(`${c.site}: a recorded conversation is captured, a correction there becomes a rule, and the rule goes into a real ${c.editor}`, async ({
    context,
    serviceWorker,
    extensionId,
  }) => {
    await serveSite(context, { [c.url]: withScript(withoutScripts(sharedFixture(c.file)), await editorBundle(c.editor)) });
    const page = await context.newPage();
    await page.goto(c.url);
    const conversationId = c.url.split('/').pop()!;
    const mine = async () => (await readStore<TurnRow>(serviceWorker, 'turns')).filter((t) => t.site === c.site && t.conversationId === conversationId);
    await expect.poll(async () => (await mine()).length, { timeout: 20_000 }).toBe(c.turns);
    expect((await mine()).filter((t) => t.role === 'user').length).toBe(c.turns / 2);

    await page.evaluate(c.append);
    // A one-off correction waits for review; the user accepts it in the popup, as they would.
    let ruleId: number | null = null;
    await expect
      .poll(
        async () => {
          const rules = await readStore<{ id: number; text: string; status: string }>(serviceWorker, 'rules');
          ruleId = rules.find((r) => r.text === "Don't add comments to the code.")?.id ?? null;
          return ruleId !== null;
        },
        { timeout: 20_000 },
      )
      .toBe(true);
    const corrections = await readStore<CorrectionRow>(serviceWorker, 'corrections');
    expect(corrections.some((x) => x.ruleId === ruleId && x.conversationKey === `${c.site}:${conversationId}`)).toBe(true);
    const popup = await openPopup(context, extensionId, await tabIdOf(serviceWorker, c.url));
    const item = popup.getByTestId('review-item').filter({ hasText: "Don't add comments to the code." });
    await expect(item).toHaveCount(1);
    await item.getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(async () => (await readStore<{ id: number; status: string }>(serviceWorker, 'rules')).find((r) => r.id === ruleId)?.status)
      .toBe('active');
    await popup.close();

    const composer = page.locator(c.composer);
    await composer.click();
    await page.keyboard.type('Show me the code for a retry helper.');
    expect((await editorState(page)).text).toBe('Show me the code for a retry helper.');
    await page.waitForTimeout(700);
    const ui = await TwiceUi.on(page);
    await ui.click('insert-button');
    await ui.click('insert-confirm');
    await expect.poll(async () => (await editorState(page)).text).toContain("Don't add comments to the code.");
    const state = await editorState(page);
    expect(state.text.startsWith('Show me the code for a retry helper.')).toBe(true);
    expect(state.sendEnabled).toBe(true);
    await page.screenshot({ path: screenshotPath(`insert-${c.site}.png`) });
    expect(await readStore(serviceWorker, 'applications')).toHaveLength(1);
  });
}

test('deepseek: a shared conversation (/share/…) is someone else’s and is never captured', async ({ context, serviceWorker }) => {
  const url = 'https://chat.deepseek.com/share/ofrek2m6qghr5i30r6';
  await serveSite(context, { [url]: withoutScripts(sharedFixture('deepseek_2026-07_threadlift_share-page-3turns.html')) });
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForTimeout(2500);
  expect(await readStore(serviceWorker, 'turns')).toEqual([]);
  expect(await readStore(serviceWorker, 'conversations')).toEqual([]);
});

for (const [site, name, url, composer] of [
  ['gemini', 'Gemini', 'https://gemini.google.com/app/0b1c2d3e4f506172', '<rich-textarea class="ql-container"><div class="ql-editor textarea" contenteditable="true" role="textbox"><p><br></p></div></rich-textarea>'],
  ['deepseek', 'DeepSeek', 'https://chat.deepseek.com/a/chat/s/0b1c2d3e-0000-4000-8000-0000000000c1', '<textarea id="chat-input" placeholder="Message DeepSeek" rows="2"></textarea>'],
] as const) {
  test(`${name}: a conversation whose transcript markup is unknown is reported not recognised`, async ({ context, serviceWorker, extensionId }) => {
    const html = `<!doctype html><html><head><title>Retry helper</title></head><body><main>
      <div class="thread-2027"><div class="row me">Write a retry helper with exponential backoff, please.</div>
      <div class="row bot">Here is a retry helper that waits 100 ms, then 200 ms, then 400 ms between attempts.</div></div>
      ${composer}</main></body></html>`;
    await serveSite(context, { [url]: html });
    const page = await context.newPage();
    await page.goto(url);
    const tabId = await tabIdOf(serviceWorker, url);
    await expect
      .poll(() => serviceWorker.evaluate((id) => (globalThis as unknown as { chrome: { action: { getBadgeText(d: { tabId: number }): Promise<string> } } }).chrome.action.getBadgeText({ tabId: id }), tabId), { timeout: 10_000 })
      .toBe('!');
    const popup = await openPopup(context, extensionId, tabId);
    await expect(popup.getByTestId('status')).toContainText(`${name} page not recognised — capture paused`);
    expect((await readStore<TurnRow>(serviceWorker, 'turns')).filter((t) => t.site === site)).toEqual([]);
  });
}
