// Insertion into REAL editors: a ProseMirror editor (ChatGPT) and a Tiptap editor (Claude) mounted in
// the recorded pages' composer position. The editor's own state must hold the text, undo must remove
// it, and the site's send button must become enabled.
import type { Page } from '@playwright/test';
import {
  test,
  expect,
  serveSite,
  sharedFixture,
  editorBundle,
  withScript,
  waitForActiveRules,
  readStore,
  screenshotPath,
} from './fixtures';
import { demoPage, DEMO_CONVERSATION_1, DEMO_TURNS_1 } from '../demo/page';
import { TwiceUi } from './twice-ui';

const LEARN_URL = `https://chatgpt.com/c/${DEMO_CONVERSATION_1}`;

const CASES = [
  {
    site: 'chatgpt',
    url: 'https://chatgpt.com/c/6997a1b2-0c4d-8320-a1f3-5b2e9c7d4e10',
    file: 'chatgpt_2026-02-27_obsidian-AI-exporter_chat-simple.html',
    editor: 'prosemirror-editor',
    composer: '#prompt-textarea',
  },
  {
    site: 'claude',
    url: 'https://claude.ai/chat/3f2a8c1e-7b4d-4e9a-9c21-5d8e6f1a2b3c',
    file: 'claude_2026-02-27_obsidian-AI-exporter_chat-simple.html',
    editor: 'tiptap-editor',
    composer: '[data-testid="chat-input"]',
  },
] as const;

const editorState = (page: Page) =>
  page.evaluate(() => {
    const ed = (window as unknown as { __twiceTestEditor: { text(): string; paragraphs(): string[]; sendEnabled(): boolean } })
      .__twiceTestEditor;
    return { text: ed.text(), paragraphs: ed.paragraphs(), sendEnabled: ed.sendEnabled() };
  });

for (const c of CASES) {
  test(`${c.site}: the in-page button inserts learned rules into a real ${c.editor}, undo removes them`, async ({
    context,
    serviceWorker,
  }) => {
    await serveSite(context, {
      [LEARN_URL]: demoPage('Invoice API', DEMO_TURNS_1),
      [c.url]: withScript(sharedFixture(c.file), await editorBundle(c.editor)),
    });
    const page = await context.newPage();
    await page.goto(LEARN_URL);
    // The explicit "never" preference is trusted at once; the one-off REST correction waits for review.
    const rules = await waitForActiveRules(serviceWorker, 1);
    expect(rules.map((r) => [r.status, r.text]).sort()).toEqual([
      ["active", "Don't add comments to the code."],
      ["pending", "Use REST, not GraphQL."],
    ]);

    await page.goto(c.url);
    const composer = page.locator(c.composer);
    await composer.click();
    await page.keyboard.type('Show me the code for a retry helper.');
    expect((await editorState(page)).text).toBe('Show me the code for a retry helper.');
    // Editors group edits closer than 500 ms into one undo step; a person pauses before clicking.
    await page.waitForTimeout(700);

    const ui = await TwiceUi.on(page);
    await ui.click('insert-button');
    await ui.click('insert-confirm');

    await expect.poll(async () => (await editorState(page)).text).toContain("Don't add comments to the code.");
    const state = await editorState(page);
    expect(state.paragraphs[0]).toBe('Show me the code for a retry helper.');
    expect(state.paragraphs.some((p) => p.startsWith('[Twice rules'))).toBe(true);
    expect(state.paragraphs.at(-1)).toBe('[/Twice rules]');
    expect(state.sendEnabled).toBe(true);
    await page.screenshot({ path: screenshotPath(`insert-${c.site}.png`) });

    const applications = await readStore<{ ruleIds: number[] }>(serviceWorker, 'applications');
    expect(applications).toHaveLength(1);

    // Undo through the editor's own keymap, as a person would.
    await composer.focus();
    await page.keyboard.press('Control+z');
    await expect.poll(async () => (await editorState(page)).text).toBe('Show me the code for a retry helper.');
  });
}
