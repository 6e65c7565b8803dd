// @vitest-environment jsdom
// ChatGPT adapter against the real captures in shared/fixtures/dom (expectations written by hand
// from reading the HTML) and against our reduced fixtures of the newer layouts.

import { describe, expect, it } from 'vitest';
import { chatgptAdapter, chatgptPageInfo } from './chatgpt';
import { REAL_CAPTURES, REDUCED, loadDoc } from './testkit';
import type { ScrapedTurn } from './types';
import { turnHash } from './hash';
import { turnRootOf } from './index';

const URL_2026 = 'https://chatgpt.com/c/697b0f7e-8a30-8322-b1a4-6fd7a1b2c3d4';

interface Expect {
  id: string;
  role: 'user' | 'assistant';
  /** Exact text, or [start, end]. */
  text: string | [string, string];
}

function check(turns: ScrapedTurn[], expected: Expect[]): void {
  expect(turns.map((t) => `${t.role}:${t.turnId}`)).toEqual(expected.map((e) => `${e.role}:${e.id}`));
  expected.forEach((e, i) => {
    const t = turns[i]!;
    if (typeof e.text === 'string') expect(t.text, `turn ${i}`).toBe(e.text);
    else {
      expect(t.text.startsWith(e.text[0]), `turn ${i} starts with ${e.text[0]}: ${t.text.slice(0, 80)}`).toBe(true);
      expect(t.text.endsWith(e.text[1]), `turn ${i} ends with ${e.text[1]}: ${t.text.slice(-80)}`).toBe(true);
    }
    expect(t.finished).toBe(true);
  });
}

function noChrome(turns: ScrapedTurn[]): void {
  for (const t of turns) {
    expect(t.text).not.toMatch(/ChatGPT said:|You said:|Humanize|QuillBot|Copy code|Edit message/);
    expect(t.text).not.toMatch(/^\s|\s$/);
  }
}

describe('chatgpt real capture 2026-02-27 (obsidian-AI-exporter, article layout)', () => {
  const doc = loadDoc(`${REAL_CAPTURES}chatgpt_2026-02-27_obsidian-AI-exporter_chat-simple.html`, URL_2026);
  const scan = chatgptAdapter.scan(doc, URL_2026);

  it('finds 11 turns (5 user / 6 assistant) with data-message-id ids, in order', () => {
    expect(scan.layout).toBe('article-2024');
    expect(scan.page.conversationId).toBe('697b0f7e-8a30-8322-b1a4-6fd7a1b2c3d4');
    check(scan.turns, [
      { id: '431e2776-4dc3-4ade-a109-25619a1f7f21', role: 'user', text: 'ChatGPTのhtml構造をテストするための質問です。「はい」とだけ答えて。' },
      { id: 'd6c3824e-9c23-4bfe-b8fb-9127dfc0ee9a', role: 'assistant', text: 'はい' },
      { id: '283820a3-aa30-4a2e-8843-0b26397c376a', role: 'user', text: '次は「いいえ」だけ答えて' },
      { id: '000c2552-861d-4a46-917c-beb81415a068', role: 'assistant', text: 'いいえ' },
      { id: '49b47800-07f2-4e1c-af93-f755f3afb97c', role: 'user', text: 'この Research 依頼はテスト用です。最小のリサーチ結果を提供してください。' },
      { id: '03ca1a20-dc8e-49a9-a943-f48dfa599055', role: 'assistant', text: ['承知しました。テスト用とのことですが', '少しだけご指定いただけますか？'] },
      { id: '1bf65872-cec8-42b0-8bdf-9c447232ca1d', role: 'user', text: 'ChatGPT の提供する機能についてまとめてください。' },
      { id: '0e7af98a-04ed-433f-a575-f0654453d7e9', role: 'assistant', text: ['了解しました。ChatGPT が提供する主な機能', 'その間もご自由にお話しください。'] },
      { id: 'e9b10b50-9f02-4633-a390-7d4832f4ff5e', role: 'assistant', text: ['ChatGPTの機能概要\n\nChatGPTは会話形式のAIアシスタントで', '参考資料: OpenAI公式ヘルプセンターおよびGPT-4リサーチレポート。'] },
      { id: '095743cb-6ca3-408e-a7bb-3d7dd483700f', role: 'user', text: '数式を表現できますか。できるならいくつか数式を表示して。' },
      // data-turn-id is "request-697b1066-…-0" here (changes on reload); data-message-id is stable.
      { id: '98f8721a-b004-4b08-86b2-e70e973de347', role: 'assistant', text: ['はい、数式を表現できます。いくつか例を示します。', '特定分野（物理・機械学習・暗号など）の数式も表示できます。'] },
    ]);
    noChrome(scan.turns);
  });

  it('drops the deep-research status button, citation pills and the Sources button', () => {
    expect(scan.turns[7]!.text).not.toContain('Research completed');
    const report = scan.turns[8]!.text;
    expect(report).not.toContain('help.openai.com');
    expect(report).not.toMatch(/Sources$/);
    expect(report).toContain('\n- 文章生成・編集：メールやブログ記事');
  });

  it('renders KaTeX as its TeX source, not the visual spans', () => {
    const math = scan.turns[10]!.text;
    expect(math).toContain('$ax + b = 0$');
    expect(math).toContain('$x = \\dfrac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$');
    expect(math).not.toContain('ax+b=0ax');
  });

  it('finds the ProseMirror composer, never the hidden fallback textarea; no send/stop when empty', () => {
    const layout = chatgptAdapter.layouts.find((l) => l.name === scan.layout)!;
    const composer = layout.composer(doc);
    expect(composer?.id).toBe('prompt-textarea');
    expect(composer?.tagName).toBe('DIV');
    expect(layout.sendButton(doc)).toBeNull();
    expect(layout.stopButton(doc)).toBeNull();
  });

  it('rescanning one turn container gives the same turn as the full scan', () => {
    const layout = chatgptAdapter.layouts.find((l) => l.name === scan.layout)!;
    const containers = Array.from(doc.querySelectorAll(layout.turnSelector));
    expect(containers).toHaveLength(11);
    const deep = containers[8]!.querySelector('strong')!;
    const root = turnRootOf(deep.firstChild!, layout)!;
    expect(root).toBe(containers[8]);
    expect(layout.turns(root, { conversationId: scan.page.conversationId })).toEqual([scan.turns[8]]);
  });

  it('streaming: stop button present → only the last assistant turn is unfinished', () => {
    const d = loadDoc(`${REAL_CAPTURES}chatgpt_2026-02-27_obsidian-AI-exporter_chat-simple.html`, URL_2026);
    const stop = d.createElement('button');
    stop.setAttribute('data-testid', 'stop-button');
    stop.setAttribute('aria-label', 'Stop streaming');
    d.querySelector('form')!.appendChild(stop);
    const turns = chatgptAdapter.scan(d, URL_2026).turns;
    expect(turns.map((t) => t.finished)).toEqual([true, true, true, true, true, true, true, true, true, true, false]);
    stop.remove();
    expect(chatgptAdapter.scan(d, URL_2026).turns.every((t) => t.finished)).toBe(true);
  });

  it('streaming: .result-streaming inside a turn marks it unfinished', () => {
    const d = loadDoc(`${REAL_CAPTURES}chatgpt_2026-02-27_obsidian-AI-exporter_chat-simple.html`, URL_2026);
    d.querySelectorAll('.markdown')[1]!.classList.add('result-streaming');
    const turns = chatgptAdapter.scan(d, URL_2026).turns;
    expect(turns.filter((t) => !t.finished).map((t) => t.turnId)).toEqual(['000c2552-861d-4a46-917c-beb81415a068']);
  });
});

describe('chatgpt real capture 2024-12-07 (conversation-studio, article layout without data-turn)', () => {
  const url = 'https://chatgpt.com/c/67468524-0000-8000-8000-000000000000';
  const doc = loadDoc(`${REAL_CAPTURES}chatgpt_2024-12-07_conversation-studio.html`, url);
  const scan = chatgptAdapter.scan(doc, url);

  it('finds 8 turns; the canvas answer (two message elements) is one turn under the first id', () => {
    expect(scan.layout).toBe('article-2024');
    check(scan.turns, [
      { id: 'aaa2e915-a09a-4fd8-9c57-bb9f6b9b398e', role: 'user', text: 'Can you please create sample HTML canvas? Perhaps a simple widget that cycles through three set positive messages at the press of a button.' },
      { id: 'b746644f-660c-4956-ae9c-8dad97c170fb', role: 'assistant', text: ["Here's a simple HTML canvas widget that cycles through three positive messages", "Let me know if you'd like to make any adjustments or add more features!"] },
      { id: 'aaa22c32-9214-45d8-a6d6-e162007a53b1', role: 'user', text: 'Can you do calculations? If so, please give me an example and find the standard deviation of [1,1,2,3,5,8].' },
      { id: 'cd2a0ffa-5871-455f-a107-58e02bf46fe1', role: 'assistant', text: ["Yes, I can do calculations! Here's an example", 'the standard deviation of the dataset [1, 1, 2, 3, 5, 8] is approximately 2.49.'] },
      { id: 'aaa2d7ad-a59c-416d-8ed4-f9c1cb5e1d91', role: 'user', text: "I've attached a small image. What could you possibly do with it?" },
      { id: '77525134-5025-4543-82d0-facad7291709', role: 'assistant', text: ['I cannot recognize specific individuals or describe people in the image', 'or answering related questions, feel free to ask!'] },
      { id: 'aaa2fef2-15b2-45a1-b873-a2e6e788cd76', role: 'user', text: 'Thank you for your service.' },
      { id: '83eb83ed-33f1-42fc-a978-630393f2d4e9', role: 'assistant', text: "You're very welcome! If you need any edits or modifications to the widget, feel free to ask. I'm here to help!" },
    ]);
    noChrome(scan.turns);
    // Second message element of the canvas turn, after the canvas card.
    expect(scan.turns[1]!.text).toContain("\n\nI've created a simple HTML canvas widget");
    // Canvas code editor line numbers and card title are not message text.
    expect(scan.turns[1]!.text).not.toContain('Positive Message Widget');
  });

  it('ordered list and display math', () => {
    const t = scan.turns[3]!.text;
    expect(t).toContain('\n1. Find the mean (average) of the dataset.\n2. Calculate the squared differences');
    expect(t).toContain('\n$$(1 - 3.33)^2 = 5.44$$\n$$(1 - 3.33)^2 = 5.44$$\n');
  });

  it('composer is the 2024 ProseMirror #prompt-textarea', () => {
    expect(chatgptAdapter.layouts[3]!.composer(doc)?.id).toBe('prompt-textarea');
  });
});

describe('chatgpt real capture 2025-09 (saypi, single assistant article, no composer)', () => {
  const doc = loadDoc(`${REAL_CAPTURES}chatgpt_2025-09_saypi_assistant-turn-article.html`, URL_2026);
  const scan = chatgptAdapter.scan(doc, URL_2026);
  it('finds the one gpt-5 assistant turn', () => {
    expect(scan.layout).toBe('article-2024');
    check(scan.turns, [
      { id: '7de33816-32eb-4683-8a94-6ad4a887d78e', role: 'assistant', text: ['Ross is recognising a small step forward', 'illuminate the next piece of the puzzle.'] },
    ]);
    noChrome(scan.turns);
  });
});

describe('chatgpt reduced fixture 2026-09 turn-key', () => {
  const url = 'https://chatgpt.com/c/6a1f0c3e-0000-4a6d-9e39-0000000000aa';
  const doc = loadDoc(`${REDUCED}chatgpt_2026-09_turn-key.html`, url);
  const scan = chatgptAdapter.scan(doc, url);

  it('splits each pair into user (turn key) and assistant (first search message id)', () => {
    expect(scan.layout).toBe('turn-key-2026-09');
    check(scan.turns, [
      { id: '6a1f0c3e-1111-4a6d-9e39-000000000001', role: 'user', text: 'How do I reverse a list in Python?' },
      { id: '7b2e0d4f-2222-4b7e-8f40-00000000000a', role: 'assistant', text: 'Use slicing or the reverse method:\n\n```python\nitems = [1, 2, 3]\nitems.reverse()\nprint(items[::-1])\n```\n\nBoth run in linear time.' },
      { id: '6a1f0c3e-1111-4a6d-9e39-000000000002', role: 'user', text: 'No, I said without modifying the original list.' },
      { id: '7b2e0d4f-2222-4b7e-8f40-00000000000c', role: 'assistant', text: 'Right, then use one of these:\n\n1. reversed(items) gives an iterator\n2. items[::-1] gives a new list\n\nNeither changes the original.' },
      { id: '6a1f0c3e-1111-4a6d-9e39-000000000003', role: 'user', text: 'Draw a small cat.' },
      { id: '7b2e0d4f-2222-4b7e-8f40-00000000000d', role: 'assistant', text: '' },
      { id: '6a1f0c3e-1111-4a6d-9e39-000000000004', role: 'user', text: 'Thanks!\nNow make it orange.' },
    ]);
  });

  it('finds the id-less data-composer-markdown editor and no send button while empty', () => {
    const layout = chatgptAdapter.layouts[0]!;
    expect(layout.composer(doc)?.hasAttribute('data-composer-markdown')).toBe(true);
    expect(layout.sendButton(doc)).toBeNull();
  });

  it('falls back to `${turnKey}:assistant` when the answer unit has no ids', () => {
    const d = loadDoc(`${REDUCED}chatgpt_2026-09_turn-key.html`, url);
    const unit = d.querySelectorAll('[data-chatgpt-search-message-ids]')[3]!;
    unit.removeAttribute('data-chatgpt-search-message-ids');
    const turns = chatgptAdapter.scan(d, url).turns;
    expect(turns[3]!.turnId).toBe('6a1f0c3e-1111-4a6d-9e39-000000000002:assistant');
  });

  it('streaming: the answer in the last pair is unfinished while the stop button shows', () => {
    const d = loadDoc(`${REDUCED}chatgpt_2026-09_turn-key.html`, url);
    const stop = d.createElement('button');
    stop.setAttribute('data-testid', 'stop-button');
    d.querySelector('form')!.appendChild(stop);
    // Last pair has no answer yet: nothing unfinished, nothing invented.
    expect(chatgptAdapter.scan(d, url).turns.every((t) => t.finished)).toBe(true);
    const lastPair = d.querySelectorAll('div[data-turn-key]')[3]!.firstElementChild!;
    const unit = d.createElement('div');
    unit.setAttribute('data-chatgpt-search-message-ids', 'ans-4');
    const h4 = d.createElement('h4');
    h4.className = 'sr-only';
    h4.setAttribute('data-conversation-role', 'assistant');
    h4.textContent = 'ChatGPT said:';
    const body = d.createElement('div');
    body.setAttribute('data-markdown-text-style', 'assistant-message');
    body.textContent = 'Here is the orange';
    unit.append(h4, body);
    lastPair.appendChild(unit);
    const turns = chatgptAdapter.scan(d, url).turns;
    expect(turns.at(-1)).toEqual({ turnId: 'ans-4', role: 'assistant', text: 'Here is the orange', finished: false });
    expect(turns.slice(0, -1).every((t) => t.finished)).toBe(true);
  });
});

describe('chatgpt reduced fixture 2026-03 code renderers', () => {
  const url = 'https://chatgpt.com/c/6c1d2e3f-0000-4b00-8000-0000000000aa';
  const scan = chatgptAdapter.scan(loadDoc(`${REDUCED}chatgpt_2026-03_codemirror.html`, url), url);
  it('reads every code renderer line by line, with the fence language from the caption', () => {
    const answer = scan.turns.find((t) => t.role === 'assistant')!.text;
    expect(answer).toBe(
      [
        'Here it is:',
        '',
        '```python',
        'import hashlib',
        '',
        'def sha256(path):',
        '    with open(path, "rb") as f:',
        '        return hashlib.sha256(f.read()).hexdigest()',
        '```',
        '',
        'With a line per div:',
        '',
        '```javascript',
        'const a = 1;',
        '',
        'if (a) { log(a); }',
        '```',
        '',
        'As a shell one-liner:',
        '',
        '```bash',
        "sha256sum file.txt \\",
        "  | cut -d' ' -f1",
        '```',
        '',
        'Numbered:',
        '',
        '```sql',
        'SELECT id',
        'FROM files;',
        '```',
      ].join('\n'),
    );
  });
});

describe('chatgpt reduced fixture 2026-03 section', () => {
  const url = 'https://chatgpt.com/c/5f0e9a10-0000-4b00-8000-0000000000aa';
  const doc = loadDoc(`${REDUCED}chatgpt_2026-03_section.html`, url);
  const scan = chatgptAdapter.scan(doc, url);
  it('reads sections, joins the two answer parts around "Thought for", uses data-message-id', () => {
    expect(scan.layout).toBe('section-2026-03');
    check(scan.turns, [
      { id: '5f0e9a10-aaaa-4b00-8000-000000000001', role: 'user', text: 'Compare tea and coffee caffeine.' },
      { id: '5f0e9a10-aaaa-4b00-8000-000000000002', role: 'assistant', text: 'Short version first.\n\nDrink | Caffeine\nTea | 47 mg\nCoffee | 95 mg\n\nCoffee has about twice as much.' },
      { id: '5f0e9a10-aaaa-4b00-8000-000000000004', role: 'user', text: 'Use grams, not milligrams.' },
      { id: '5f0e9a10-aaaa-4b00-8000-000000000005', role: 'assistant', text: 'Tea: 0.047 g. Coffee: 0.095 g.' },
    ]);
  });
  it('streaming via stop button and via aria-busy', () => {
    const d = loadDoc(`${REDUCED}chatgpt_2026-03_section.html`, url);
    const stop = d.createElement('button');
    stop.setAttribute('data-testid', 'stop-button');
    d.querySelector('form')!.appendChild(stop);
    expect(chatgptAdapter.scan(d, url).turns.map((t) => t.finished)).toEqual([true, true, true, false]);
    stop.remove();
    d.querySelector('section[data-testid="conversation-turn-2"] .markdown')!.setAttribute('aria-busy', 'true');
    expect(chatgptAdapter.scan(d, url).turns.map((t) => t.finished)).toEqual([true, false, true, true]);
  });
  it('hashes ids (with occurrence) when message ids are missing', () => {
    const d = loadDoc(`${REDUCED}chatgpt_2026-03_section.html`, url);
    d.querySelectorAll('[data-message-id]').forEach((e) => e.removeAttribute('data-message-id'));
    const turns = chatgptAdapter.scan(d, url).turns;
    expect(turns.map((t) => t.turnId)).toEqual([
      turnHash('5f0e9a10-0000-4b00-8000-0000000000aa', 'user', 'Compare tea and coffee caffeine.', 0),
      turnHash('5f0e9a10-0000-4b00-8000-0000000000aa', 'assistant', turns[1]!.text, 0),
      turnHash('5f0e9a10-0000-4b00-8000-0000000000aa', 'user', 'Use grams, not milligrams.', 0),
      turnHash('5f0e9a10-0000-4b00-8000-0000000000aa', 'assistant', 'Tea: 0.047 g. Coffee: 0.095 g.', 0),
    ]);
  });
  it('send button is found once it replaces the voice button', () => {
    const d = loadDoc(`${REDUCED}chatgpt_2026-03_section.html`, url);
    const send = d.createElement('button');
    send.id = 'composer-submit-button';
    send.setAttribute('data-testid', 'send-button');
    d.querySelector('form')!.appendChild(send);
    expect(chatgptAdapter.layouts[2]!.sendButton(d)).toBe(send);
  });
});

describe('chatgpt reduced fixture 2026-07 li', () => {
  const url = 'https://chatgpt.com/c/3c9d2b1a-0000-4000-8000-0000000000aa';
  const doc = loadDoc(`${REDUCED}chatgpt_2026-07_li.html`, url);
  const scan = chatgptAdapter.scan(doc, url);
  it('reads li[data-message-role]; hashes ids where none; repeated "ok" gets distinct ids', () => {
    expect(scan.layout).toBe('li-2026-07');
    expect(scan.turns.map((t) => [t.role, t.text])).toEqual([
      ['user', 'Give me a haiku about rain.'],
      ['assistant', 'Soft rain on tin roofs\ncounting the hours until dawn\npuddles hold the sky'],
      ['user', 'ok'],
      ['assistant', 'Want another one?'],
      ['user', 'ok'],
    ]);
    expect(scan.turns[0]!.turnId).toBe('3c9d2b1a-0001-4000-8000-000000000001');
    expect(scan.turns[1]!.turnId).toBe('3c9d2b1a-0001-4000-8000-000000000002');
    expect(scan.turns[2]!.turnId).toMatch(/^h-[0-9a-z]+$/);
    expect(scan.turns[2]!.turnId).not.toBe(scan.turns[4]!.turnId);
  });
  it('hashed ids are the same when one li is rescanned alone', () => {
    const layout = chatgptAdapter.layouts[1]!;
    const lis = doc.querySelectorAll('li[data-message-role]');
    expect(layout.turns(lis[4]!, { conversationId: scan.page.conversationId })[0]!.turnId).toBe(scan.turns[4]!.turnId);
    // Without ctx, the conversation id comes from the document URL.
    expect(layout.turns(lis[2]!)[0]!.turnId).toBe(scan.turns[2]!.turnId);
  });
  it('logged-out textarea composer and disabled data-composer-submit', () => {
    const layout = chatgptAdapter.layouts[1]!;
    expect(layout.composer(doc)?.id).toBe('mobile-composer-prompt');
    expect(layout.sendButton(doc)?.hasAttribute('data-composer-submit')).toBe(true);
  });
});

describe('chatgpt layout matching', () => {
  it('zero-match page: layout null, diagnostics all zero for turn selectors', () => {
    const url = 'https://chatgpt.com/';
    const doc = loadDoc(`${REDUCED}zero-match.html`, url);
    const scan = chatgptAdapter.scan(doc, url);
    expect(scan.layout).toBeNull();
    expect(scan.turns).toEqual([]);
    expect(scan.diagnostics['article[data-testid^=conversation-turn-]']).toBe(0);
    expect(scan.diagnostics['div[data-turn-key]']).toBe(0);
    expect(scan.diagnostics['composer']).toBe(0);
    expect(Object.keys(scan.diagnostics).length).toBeGreaterThan(5);
  });
  it('new chat (composer, no turns) matches the newest layout with zero turns', () => {
    const url = 'https://chatgpt.com/';
    const doc = loadDoc(`${REDUCED}chatgpt_2026-03_section.html`, url);
    doc.querySelectorAll('[data-turn-id-container]').forEach((e) => e.remove());
    const scan = chatgptAdapter.scan(doc, url);
    expect(scan.layout).toBe('turn-key-2026-09');
    expect(scan.turns).toEqual([]);
    expect(scan.page).toEqual({ isConversationPage: true, conversationId: null, temporary: false, project: null });
  });
  it('a page with turns of an older layout is not claimed by a newer one', () => {
    for (const l of chatgptAdapter.layouts.slice(0, 3)) {
      expect(l.matches(loadDoc(`${REAL_CAPTURES}chatgpt_2026-02-27_obsidian-AI-exporter_chat-simple.html`, URL_2026))).toBe(false);
    }
  });
});

describe('chatgptPageInfo', () => {
  const cases: [string, ReturnType<typeof chatgptPageInfo>][] = [
    ['https://chatgpt.com/c/6949e70f-9060-8331-8e23-2ca9a40dd38a', { isConversationPage: true, conversationId: '6949e70f-9060-8331-8e23-2ca9a40dd38a', temporary: false, project: null }],
    ['https://chatgpt.com/g/g-ibilbFI9R-html-grammar-hammer/c/6949e70f-9060-8331-8e23-2ca9a40dd38a', { isConversationPage: true, conversationId: '6949e70f-9060-8331-8e23-2ca9a40dd38a', temporary: false, project: 'g-ibilbFI9R-html-grammar-hammer' }],
    ['https://chatgpt.com/g/g-p-6902aaaabbbbccccddddeeeeffff0000-geny-chat/c/6949e70f-9060-8331-8e23-2ca9a40dd38a', { isConversationPage: true, conversationId: '6949e70f-9060-8331-8e23-2ca9a40dd38a', temporary: false, project: 'g-p-6902aaaabbbbccccddddeeeeffff0000-geny-chat' }],
    ['https://chatgpt.com/g/g-p-6902aaaabbbbccccddddeeeeffff0000-geny-chat/project', { isConversationPage: false, conversationId: null, temporary: false, project: 'g-p-6902aaaabbbbccccddddeeeeffff0000-geny-chat' }],
    ['https://chatgpt.com/c/local-3f2a', { isConversationPage: true, conversationId: null, temporary: false, project: null }],
    ['https://chatgpt.com/?temporary-chat=true', { isConversationPage: true, conversationId: null, temporary: true, project: null }],
    ['https://chatgpt.com/', { isConversationPage: true, conversationId: null, temporary: false, project: null }],
    ['https://chatgpt.com/?model=gpt-5', { isConversationPage: true, conversationId: null, temporary: false, project: null }],
    ['https://chatgpt.com/ko-KR/', { isConversationPage: true, conversationId: null, temporary: false, project: null }],
    ['https://chatgpt.com/share/6949e70f-9060-8331-8e23-2ca9a40dd38a', { isConversationPage: false, conversationId: null, temporary: false, project: null }],
    ['https://chatgpt.com/share/6949e70f-9060-8331-8e23-2ca9a40dd38a/continue', { isConversationPage: false, conversationId: null, temporary: false, project: null }],
    ['https://chatgpt.com/gpts', { isConversationPage: false, conversationId: null, temporary: false, project: null }],
    ['not a url', { isConversationPage: false, conversationId: null, temporary: false, project: null }],
  ];
  it.each(cases)('%s', (url, expected) => {
    expect(chatgptPageInfo(url)).toEqual(expected);
  });
});

describe('chatgpt: the composer stayed, the transcript markup changed', () => {
  const page = (url: string) => loadDoc(`${REDUCED}chatgpt_unknown-transcript.html`, url);
  it('on a conversation page with turns it cannot read: not recognised, with the diagnostic report', () => {
    const scan = chatgptAdapter.scan(page('https://chatgpt.com/c/0b1c2d3e-0000-4000-8000-0000000000c1'), 'https://chatgpt.com/c/0b1c2d3e-0000-4000-8000-0000000000c1');
    expect(scan.layout).toBeNull();
    expect(scan.turns).toEqual([]);
    expect(Object.keys(scan.diagnostics).length).toBeGreaterThan(0);
  });
  it('the same composer on a new chat, or on a conversation still loading, is today\'s layout with no turns yet', () => {
    expect(chatgptAdapter.scan(page('https://chatgpt.com/'), 'https://chatgpt.com/').layout).toBe(chatgptAdapter.layouts[0]!.name);
    const loading = page('https://chatgpt.com/c/0b1c2d3e-0000-4000-8000-0000000000c1');
    for (const el of Array.from(loading.querySelectorAll('.bubble-row, .msg'))) el.remove();
    expect(chatgptAdapter.scan(loading, 'https://chatgpt.com/c/0b1c2d3e-0000-4000-8000-0000000000c1').layout).toBe(chatgptAdapter.layouts[0]!.name);
  });
});
