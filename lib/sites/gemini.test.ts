// @vitest-environment jsdom
// Gemini adapter against the real captures in shared/fixtures/dom (expectations written by reading the HTML).
import { describe, expect, it } from 'vitest';
import { geminiAdapter, geminiPageInfo } from './gemini';
import { REAL_CAPTURES, htmlDoc, loadDoc } from './testkit';
import type { ScrapedTurn } from './types';

const URL = 'https://gemini.google.com/app/5b13961b0819b98b';

function roles(turns: ScrapedTurn[]): string {
  return turns.map((t) => t.role[0]).join('');
}

function clean(turns: ScrapedTurn[]): void {
  for (const t of turns) {
    expect(t.finished).toBe(true);
    // UI labels, thinking panels and other extensions' buttons are not text.
    expect(t.text).not.toMatch(/^(?:You said|你说|あなたのプロンプト|Gemini 说)|Mostrar razonamiento|显示思路|Show thinking|Copiar código|Copy code|🍌/);
  }
  expect(new Set(turns.map((t) => t.turnId)).size).toBe(turns.length);
}

// Full-page captures are up to 1.8 MB of HTML for jsdom: about 1.5 s alone, over 5 s while the heavier unit files (a
// model training run, the labelled-row sweeps) share the two cores, so the default limit made CI fail by chance.
describe('gemini real captures', { timeout: 30_000 }, () => {
  it('2025-06 chat column (English): 3 exchanges with their exchange ids', () => {
    const scan = geminiAdapter.scan(loadDoc(`${REAL_CAPTURES}gemini_2025-06_ai-chat-exporter_chat-column-3turns.html`, URL), URL);
    expect(scan.layout).toBe('conversation-container-2025');
    expect(roles(scan.turns)).toBe('uauaua');
    expect(scan.turns[0]).toMatchObject({ turnId: 'a90a6a0004767ad3:user', role: 'user', text: "i'm inspecting the gemini chat page for creating an export tool, can you give me a short response only" });
    expect(scan.turns[1]!.turnId).toBe('r_a90a6a0004767ad3');
    expect(scan.turns[1]!.text.startsWith('Extracting chat content from the Gemini page for an export tool')).toBe(true);
    expect(scan.turns[4]!.text).toBe('then last , one more short response.. thanks');
    clean(scan.turns);
  });

  it('2025-11 full page (Spanish UI): 12 exchanges, reasoning left out, code blocks fenced with their language', () => {
    const scan = geminiAdapter.scan(loadDoc(`${REAL_CAPTURES}gemini_2025-11_RappiBellion_full-page-12turns.html`, URL), URL);
    expect(roles(scan.turns)).toBe('ua'.repeat(12));
    expect(scan.turns[0]!.text).toBe('le pusiste un boton de bet a la apuesta ofrecida para aceptarla?');
    expect(scan.turns[1]!.text).toContain('```html\n<button class="cta-button bet-accept-button">[ ACEPTAR HACK ]</button>\n```');
    // The caption above the code is the fence's language, not a line of text.
    expect(scan.turns[1]!.text).not.toMatch(/^HTML$/m);
    expect(scan.title).toBe('Crear Token Criptográfico para Videojuegos');
    clean(scan.turns);
  });

  it('2026-02 chat column (Japanese UI): math keeps its TeX source', () => {
    const scan = geminiAdapter.scan(loadDoc(`${REAL_CAPTURES}gemini_2026-02_obsidian-AI-exporter_chat-column-3turns.html`, URL), URL);
    expect(scan.turns.map((t) => t.text.split('\n')[0])).toEqual([
      'gemini chat の E2E テストのための質問をします。理解したら「はい」だけ回答してください。',
      'はい',
      'ありがとうございます。次は「いいえ」と回答してください。',
      'いいえ',
      'いくつか数式をLaTeX形式で表示して。',
      '承知いたしました。いくつか代表的な数式を LaTeX 形式で表示します。',
    ]);
    expect(scan.turns[5]!.text).toContain('- アインシュタインの質能等価性:\n$$E = mc^2$$');
    clean(scan.turns);
  });

  it('2026-03 full page (Chinese UI, another extension’s residue): an empty answer and an image answer', () => {
    const url = 'https://gemini.google.com/app/9d82c9c6f443f58c';
    const scan = geminiAdapter.scan(loadDoc(`${REAL_CAPTURES}gemini_2026-03_GeminiMate_full-page-10turns.html`, url), url);
    expect(roles(scan.turns)).toBe('ua'.repeat(10));
    expect(scan.turns[2]!.text).toBe('我们约定的Latex格式是什么样的！你的输出格式有问题！');
    // Answer 9 was stopped before any text; answer 10 is a generated image.
    expect(scan.turns[17]!.text).toBe('');
    expect(scan.turns[19]!.text).toBe('[image]');
    expect(scan.title).toBe('有机化学课件备课与讲解');
    expect(scan.page.conversationId).toBe('9d82c9c6f443f58c');
    clean(scan.turns);
  });
});

describe('gemini streaming and page info', () => {
  it('an answer without its completed footer is still streaming', () => {
    const doc = htmlDoc(
      `<div class="conversation-container" id="00aa11bb22cc33dd"><user-query><div class="query-text"><p class="query-text-line">Hi</p></div></user-query>
       <model-response><message-content id="message-content-id-r_00aa11bb22cc33dd"><div class="markdown"><p>Hel</p></div></message-content><div class="response-footer"></div></model-response></div>`,
      URL,
    );
    expect(geminiAdapter.scan(doc, URL).turns.map((t) => t.finished)).toEqual([true, false]);
    doc.querySelector('.response-footer')!.classList.add('complete');
    expect(geminiAdapter.scan(doc, URL).turns.map((t) => t.finished)).toEqual([true, true]);
  });

  it.each([
    ['https://gemini.google.com/app/5b13961b0819b98b?hl=es', { isConversationPage: true, conversationId: '5b13961b0819b98b', project: null }],
    ['https://gemini.google.com/u/1/app/5b13961b0819b98b', { isConversationPage: true, conversationId: '5b13961b0819b98b', project: null }],
    ['https://gemini.google.com/gem/coding-partner/5b13961b0819b98b', { isConversationPage: true, conversationId: '5b13961b0819b98b', project: 'gem:coding-partner' }],
    ['https://gemini.google.com/app', { isConversationPage: true, conversationId: null, project: null }],
    ['https://gemini.google.com/share/8f2a9c1d7e3b', { isConversationPage: false, conversationId: null, project: null }],
    ['https://gemini.google.com/mystuff', { isConversationPage: false, conversationId: null, project: null }],
  ])('%s', (url, expected) => {
    expect(geminiPageInfo(url)).toMatchObject(expected);
  });
});
