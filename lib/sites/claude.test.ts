// @vitest-environment jsdom
// Claude adapter against the real captures in shared/fixtures/dom (expectations written by hand
// from reading the HTML) and against our reduced fixture of the 2026-10 hub layout.

import { describe, expect, it } from 'vitest';
import { claudeAdapter, claudePageInfo } from './claude';
import { turnHash } from './hash';
import { turnRootOf } from './index';
import { REAL_CAPTURES, REDUCED, htmlDoc, loadDoc } from './testkit';
import type { ScrapedTurn } from './types';

const CONV = '2458450f-0000-4000-8000-00000000c1a0';
const URL_CHAT = `https://claude.ai/chat/${CONV}`;

type Exp = ['user' | 'assistant', string | [string, string]];

function check(turns: ScrapedTurn[], expected: Exp[]): void {
  expect(turns.map((t) => t.role)).toEqual(expected.map((e) => e[0]));
  expected.forEach(([, text], i) => {
    const t = turns[i]!;
    if (typeof text === 'string') expect(t.text, `turn ${i}`).toBe(text);
    else {
      expect(t.text.startsWith(text[0]), `turn ${i} starts: ${t.text.slice(0, 80)}`).toBe(true);
      expect(t.text.endsWith(text[1]), `turn ${i} ends: ${t.text.slice(-80)}`).toBe(true);
    }
    expect(t.finished).toBe(true);
    expect(t.text).not.toMatch(/You said:|Claude responded:|CopyRetry|Click to open|Download$/);
  });
}

function hashedIdsAreStable(turns: ScrapedTurn[]): void {
  const ids = turns.map((t) => t.turnId);
  for (const id of ids) expect(id).toMatch(/^h-[0-9a-z]+$/);
  expect(new Set(ids).size).toBe(ids.length);
}

describe('claude real capture 2026-02-27 (obsidian-AI-exporter, .font-claude-response)', () => {
  const doc = loadDoc(`${REAL_CAPTURES}claude_2026-02-27_obsidian-AI-exporter_chat-simple.html`, URL_CHAT);
  const scan = claudeAdapter.scan(doc, URL_CHAT);

  it('finds 7 user + 7 assistant turns in order, with hashed ids', () => {
    expect(scan.layout).toBe('response-2025');
    expect(scan.page.conversationId).toBe(CONV);
    check(scan.turns, [
      ['user', 'Claude の html構造をテストするための質問です。「はい」とだけ答えて。'],
      ['assistant', 'はい'],
      ['user', '次は「いいえ」だけ答えて。'],
      ['assistant', 'いいえ'],
      ['user', '次の内容の artifact を作成して。\n\n- Claude Code の概要について。'],
      // Tool status ("Created a file, read a file", "Presented file", "Done") and the artifact card are not text.
      ['assistant', 'Claude Code の概要をまとめた artifact を作成しました。VSCode 拡張機能のバージョン問題についても注記を入れておきました。'],
      ['user', 'Claude Code の概要について調査分析してください。'],
      ['assistant', ['Claude Code の概要について調査を始めます。いくつか確認させてください：\n\n1. 調査の深さ:', '3. 対象読者: 雑誌記事向けの素材として使う想定ですか？（Vibe Coding の記事との関連など）']],
      ['user', '基本的な機能のみで良いです。 技術的な観点は不要です。 素人向けです。'],
      ['assistant', ['了解しました。素人向けに Claude Code の基本的な機能概要を調査します。\n\nClaude Codeに関する調査レポートが完成しました。', '料金プラン（月額$20〜）の比較表を含んでいます。']],
      ['user', '数式をいくつか表現して表示して。'],
      ['assistant', ['数式をいくつか表現したartifactを作成します。\n\n数式サンプル集を作成しました。', '- 物理学：E=mc²、シュレーディンガー方程式、マクスウェル方程式']],
      ['user', 'chat で数式を表示できますか。'],
      ['assistant', ['はい、チャット上でも数式を表示できます。', '$a^2 + b^2 = c^2$ のように文中に埋め込めます。']],
    ]);
    hashedIdsAreStable(scan.turns);
    expect(scan.turns[9]!.text).not.toContain('Research complete');
    expect(scan.turns[13]!.text).toContain('\n\n$$e^{i\\pi} + 1 = 0$$\n\n');
  });

  it('ids are turnHash(conversation, role, text, occurrence)', () => {
    expect(scan.turns[1]!.turnId).toBe(turnHash(CONV, 'assistant', 'はい', 0));
    expect(scan.turns[0]!.turnId).toBe(turnHash(CONV, 'user', scan.turns[0]!.text, 0));
  });

  it('rescanning one container (from a text node inside it) gives the same turn', () => {
    const layout = claudeAdapter.layouts.find((l) => l.name === 'response-2025')!;
    const answers = doc.querySelectorAll('[data-is-streaming]');
    const p = answers[3]!.querySelector('.standard-markdown p')!;
    const root = turnRootOf(p.firstChild!, layout)!;
    expect(root).toBe(answers[3]);
    expect(layout.turns(root)).toEqual([scan.turns[7]]);
    const users = doc.querySelectorAll('[data-testid="user-message"]');
    expect(layout.turns(users[6]!, { conversationId: CONV })).toEqual([scan.turns[12]]);
  });

  it('composer is the live Tiptap chat-input, never the inert SSR textarea; title from the header', () => {
    const layout = claudeAdapter.layouts[1]!;
    const c = layout.composer(doc);
    expect(c?.getAttribute('data-testid')).toBe('chat-input');
    expect(c?.closest('fieldset[data-testid="prompt-input-ssr-interactive"]')).toBeNull();
    expect(layout.sendButton(doc)).toBeNull();
    expect(layout.stopButton(doc)).toBeNull();
    expect(scan.title).toBe('Claude の HTML構造テスト');
  });

  it('streaming: data-is-streaming="true" marks the answer unfinished', () => {
    const d = loadDoc(`${REAL_CAPTURES}claude_2026-02-27_obsidian-AI-exporter_chat-simple.html`, URL_CHAT);
    const all = d.querySelectorAll('[data-is-streaming]');
    all[all.length - 1]!.setAttribute('data-is-streaming', 'true');
    const turns = claudeAdapter.scan(d, URL_CHAT).turns;
    expect(turns.map((t) => t.finished)).toEqual([...Array<boolean>(13).fill(true), false]);
  });

  it('the SSR composer alone (before hydration) is not a composer', () => {
    const d = loadDoc(`${REAL_CAPTURES}claude_2026-02-27_obsidian-AI-exporter_chat-simple.html`, URL_CHAT);
    d.querySelector('[data-testid="chat-input"]')!.remove();
    expect(claudeAdapter.layouts[1]!.composer(d)).toBeNull();
  });
});

describe('claude real capture 2024-12-07 (conversation-studio, .font-claude-message)', () => {
  const doc = loadDoc(`${REAL_CAPTURES}claude_2024-12-07_conversation-studio.html`, URL_CHAT);
  const scan = claudeAdapter.scan(doc, URL_CHAT);
  it('finds 5 user + 5 assistant turns in order', () => {
    expect(scan.layout).toBe('message-2024');
    check(scan.turns, [
      ['user', 'Please respond with a message with three artifacts each presenting the message "Hello World" as simply as possible -- one in python, one in html, and one in svg.'],
      ['assistant', ['Okay, here are three artifacts with "Hello World" in different formats:', 'Let me know if you need anything else!']],
      ['user', "That's cool! Can you please create sample HTML artifact? Perhaps a simple widget that cycles through three set positive messages at the press of a button."],
      ['assistant', ["Sure, here's a simple HTML artifact that cycles through three positive messages when a button is clicked:", "or if you'd like me to modify the artifact further."]],
      ['user', 'Can you do calculations? If so, please give me an example and find the standard deviation of [1,1,2,3,5,8].'],
      ['assistant', ['Yes, I can perform calculations using the built-in analysis tool.', 'Let me know if you have any other questions!']],
      ['user', "I've attached a small image. What could you possibly do with it?"],
      ['assistant', ['I apologize, but I do not see any image attached in the conversation.', 'once I can see the image you mentioned.']],
      ['user', 'Thank you for your service.'],
      ['assistant', ["You're welcome. I'm glad I could be of assistance.", 'if there is anything else I can help with.']],
    ]);
    hashedIdsAreStable(scan.turns);
  });
  it('keeps the analysis-tool code as a fenced javascript block', () => {
    expect(scan.turns[5]!.text).toContain('\n\n```javascript\nconst data = [1, 1, 2, 3, 5, 8];\n');
  });
  it('composer is the 2024 ProseMirror inside a fieldset', () => {
    const c = claudeAdapter.layouts[2]!.composer(doc);
    expect(c?.classList.contains('ProseMirror')).toBe(true);
    expect(c?.closest('fieldset')).not.toBeNull();
  });
});

describe('claude real capture 2026-01-29 artifacts panel', () => {
  it('has no turns and no composer: layout null, diagnostics filled', () => {
    const doc = loadDoc(`${REAL_CAPTURES}claude_2026-01-29_obsidian-AI-exporter_artifacts.html`, URL_CHAT);
    const scan = claudeAdapter.scan(doc, URL_CHAT);
    expect(scan.layout).toBeNull();
    expect(scan.turns).toEqual([]);
    expect(scan.diagnostics['[data-is-streaming]']).toBe(0);
    expect(scan.diagnostics['composer']).toBe(0);
    expect(scan.diagnostics['.standard-markdown']).toBeGreaterThan(0);
  });
});

describe('claude reduced fixture 2026-10 hub', () => {
  const url = 'https://claude.ai/chat/019edd2f-0000-7a6d-9e39-f76fa5afb300';
  const doc = loadDoc(`${REDUCED}claude_2026-10_hub.html`, url);
  const scan = claudeAdapter.scan(doc, url);
  it('reads data-turn-key ids incl. <parent>-hub-reply, skips thinking status and sr-only headings', () => {
    expect(scan.layout).toBe('hub-2026-10');
    expect(scan.turns).toEqual([
      { turnId: '019edd2f-75f4-7a6d-9e39-f76fa5afb301', role: 'user', text: 'Write a debounce function in TypeScript.', finished: true },
      {
        turnId: '019edd2f-75f4-7a6d-9e39-f76fa5afb301-hub-reply',
        role: 'assistant',
        text:
          'Here is a small debounce:\n\n```typescript\nexport function debounce(fn: () => void, ms: number) {\n  let t: ReturnType<typeof setTimeout> | undefined;\n  return () => { clearTimeout(t); t = setTimeout(fn, ms); };\n}\n```\n\nCall it with a delay in milliseconds.',
        finished: true,
      },
      // The Twice rules block the extension inserted is not part of the user's correction.
      { turnId: '019edd2f-75f4-7a6d-9e39-f76fa5afb302', role: 'user', text: 'Without the arrow functions please.', finished: true },
      { turnId: '019edd2f-75f4-7a6d-9e39-f76fa5afb303', role: 'assistant', text: 'Sure, here it is with function expressions.\n\n- No arrows\n- Same behaviour', finished: true },
    ]);
    expect(scan.title).toBe('Debounce helper');
  });
  it('streaming and the hub send button', () => {
    const d = loadDoc(`${REDUCED}claude_2026-10_hub.html`, url);
    d.querySelectorAll('[data-testid="assistant-message"]')[1]!.setAttribute('data-is-streaming', 'true');
    expect(claudeAdapter.scan(d, url).turns.map((t) => t.finished)).toEqual([true, true, true, false]);
    const layout = claudeAdapter.layouts[0]!;
    expect(layout.sendButton(d)?.getAttribute('data-testid')).toBe('chat-input-send');
    expect(layout.composer(d)?.getAttribute('data-testid')).toBe('chat-input');
  });
  it('legacy layouts do not claim hub pages', () => {
    expect(claudeAdapter.layouts[1]!.matches(doc)).toBe(false);
    expect(claudeAdapter.layouts[2]!.matches(doc)).toBe(false);
  });
});

describe('claude legacy hashed ids with repeated identical turns', () => {
  const html = (n: number): string =>
    `<div class="flex-1 flex flex-col gap-3">${Array.from({ length: n }, () => `
      <div data-test-render-count="1"><div data-testid="user-message"><p class="whitespace-pre-wrap">continue</p></div></div>
      <div data-test-render-count="1"><div data-is-streaming="false"><div class="font-claude-response"><div class="standard-markdown"><p>Done.</p></div></div></div></div>`).join('')}</div>`;
  it('identical turns get distinct ids, stable under rescans of a single container', () => {
    const doc = htmlDoc(html(3), URL_CHAT);
    const scan = claudeAdapter.scan(doc, URL_CHAT);
    expect(scan.layout).toBe('response-2025');
    expect(scan.turns.map((t) => t.text)).toEqual(['continue', 'Done.', 'continue', 'Done.', 'continue', 'Done.']);
    hashedIdsAreStable(scan.turns);
    expect(scan.turns.map((t) => t.turnId)).toEqual([
      turnHash(CONV, 'user', 'continue', 0),
      turnHash(CONV, 'assistant', 'Done.', 0),
      turnHash(CONV, 'user', 'continue', 1),
      turnHash(CONV, 'assistant', 'Done.', 1),
      turnHash(CONV, 'user', 'continue', 2),
      turnHash(CONV, 'assistant', 'Done.', 2),
    ]);
    const layout = claudeAdapter.layouts[1]!;
    const lastUser = doc.querySelectorAll('[data-testid="user-message"]')[2]!;
    expect(layout.turns(lastUser, { conversationId: CONV })[0]!.turnId).toBe(scan.turns[4]!.turnId);
  });
  it('a lone first user message (answer not rendered yet) is read by the newest legacy layout', () => {
    const doc = htmlDoc(`<div data-test-render-count="1"><div data-testid="user-message"><p class="whitespace-pre-wrap">hello</p></div></div>`, URL_CHAT);
    const scan = claudeAdapter.scan(doc, URL_CHAT);
    expect(scan.layout).toBe('response-2025');
    expect(scan.turns.map((t) => t.text)).toEqual(['hello']);
  });
  it('extended thinking: the thought chunks (.group/thinking in .row-start-1) are not the answer', () => {
    const doc = htmlDoc(
      `<div data-test-render-count="1"><div data-testid="user-message"><p class="whitespace-pre-wrap">Why?</p></div></div>
      <div data-test-render-count="1"><div data-is-streaming="false"><div class="font-claude-response"><div class="grid grid-rows-[0fr_1fr]">
        <div class="row-start-1"><div><div class="group/thinking border"><div><button>Claude's Thoughts</button><div><div><div class="grid">
          <div class="standard-markdown"><p>Let me think about this.</p></div><div class="standard-markdown"><p>Second chunk.</p></div>
        </div></div></div></div></div></div></div>
        <div class="row-start-2"><div><div class="standard-markdown"><p>Because of gravity.</p></div></div></div>
      </div></div></div></div>`,
      URL_CHAT,
    );
    expect(claudeAdapter.scan(doc, URL_CHAT).turns.map((t) => t.text)).toEqual(['Why?', 'Because of gravity.']);
  });
  it('zero-match page: layout null', () => {
    const doc = loadDoc(`${REDUCED}zero-match.html`, 'https://claude.ai/new');
    const scan = claudeAdapter.scan(doc, 'https://claude.ai/new');
    expect(scan.layout).toBeNull();
    expect(scan.diagnostics['[data-testid=user-message]']).toBe(0);
  });
});

describe('claudePageInfo', () => {
  const none = { isConversationPage: false, conversationId: null, temporary: false, project: null };
  it.each([
    ['https://claude.ai/chat/23d7688d-1234-4abc-9def-0123456789ab', { isConversationPage: true, conversationId: '23d7688d-1234-4abc-9def-0123456789ab', temporary: false, project: null }],
    ['https://claude.ai/new', { isConversationPage: true, conversationId: null, temporary: false, project: null }],
    ['https://claude.ai/new?q=hello', { isConversationPage: true, conversationId: null, temporary: false, project: null }],
    ['https://claude.ai/project/019bd256-aaaa-7bbb-8ccc-0123456789ab', { ...none, project: '019bd256-aaaa-7bbb-8ccc-0123456789ab' }],
    ['https://claude.ai/project/019bd256-aaaa-7bbb-8ccc-0123456789ab/chat/23d7688d-1234-4abc-9def-0123456789ab', { isConversationPage: true, conversationId: '23d7688d-1234-4abc-9def-0123456789ab', temporary: false, project: '019bd256-aaaa-7bbb-8ccc-0123456789ab' }],
    ['https://claude.ai/recents', none],
    ['https://claude.ai/', none],
  ])('%s', (url, expected) => {
    expect(claudePageInfo(url)).toEqual(expected);
  });
});

describe('claude: the composer stayed, the transcript markup changed', () => {
  const page = (url: string) => loadDoc(`${REDUCED}claude_unknown-transcript.html`, url);
  it('on a conversation page with turns it cannot read: not recognised, with the diagnostic report', () => {
    const scan = claudeAdapter.scan(page('https://claude.ai/chat/0b1c2d3e-0000-4000-8000-0000000000c1'), 'https://claude.ai/chat/0b1c2d3e-0000-4000-8000-0000000000c1');
    expect(scan.layout).toBeNull();
    expect(scan.turns).toEqual([]);
    expect(Object.keys(scan.diagnostics).length).toBeGreaterThan(0);
  });
  it('the same composer on a new chat, or on a conversation still loading, is today\'s layout with no turns yet', () => {
    expect(claudeAdapter.scan(page('https://claude.ai/new'), 'https://claude.ai/new').layout).toBe(claudeAdapter.layouts[0]!.name);
    const loading = page('https://claude.ai/chat/0b1c2d3e-0000-4000-8000-0000000000c1');
    for (const el of Array.from(loading.querySelectorAll('.bubble-row, .msg'))) el.remove();
    expect(claudeAdapter.scan(loading, 'https://claude.ai/chat/0b1c2d3e-0000-4000-8000-0000000000c1').layout).toBe(claudeAdapter.layouts[0]!.name);
  });
});

describe('claude projects', () => {
  const chat = 'https://claude.ai/chat/23d7688d-1234-4abc-9def-0123456789ab';
  const project = '019bd256-aaaa-7bbb-8ccc-0123456789ab';
  const page = (header: string) =>
    htmlDoc(
      `<nav><a href="/project/18270f02-103d-41e9-90c2-a75f56b64a02">Starred project</a></nav>
       <header data-testid="page-header">${header}<button data-testid="chat-title-button"><div class="truncate">Retry helper</div></button></header>
       <main><div data-testid="user-message"><p>Hi</p></div></main>`,
      chat,
    );
  it('a chat inside a project takes the project from the header breadcrumb', () => {
    const scan = claudeAdapter.scan(page(`<a href="/project/${project}">Payments</a><span>/</span>`), chat);
    expect(scan.page).toMatchObject({ conversationId: '23d7688d-1234-4abc-9def-0123456789ab', project });
    expect(scan.title).toBe('Retry helper');
  });
  it('a chat outside any project has none, though the sidebar links to a starred project', () => {
    expect(claudeAdapter.scan(page(''), chat).page.project).toBeNull();
  });
});
