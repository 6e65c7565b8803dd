// @vitest-environment jsdom
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADAPTERS, adapterFor, chatgptAdapter as chatgpt, claudeAdapter as claude, layoutOf, scanPage, turnRootOf } from './index';
import { REAL_CAPTURES, REDUCED, loadDoc } from './testkit';

describe('adapterFor', () => {
  it('maps hosts (and subdomains) to adapters', () => {
    expect(adapterFor('chatgpt.com')?.site).toBe('chatgpt');
    expect(adapterFor('www.chatgpt.com')?.site).toBe('chatgpt');
    expect(adapterFor('chat.openai.com')?.site).toBe('chatgpt');
    expect(adapterFor('claude.ai')?.site).toBe('claude');
    expect(adapterFor('CLAUDE.AI')?.site).toBe('claude');
    expect(adapterFor('notclaude.ai')).toBeNull();
    expect(adapterFor('example.com')).toBeNull();
    expect(ADAPTERS.map((a) => a.site)).toEqual(['chatgpt', 'claude', 'gemini', 'deepseek']);
    expect(adapterFor('gemini.google.com')?.site).toBe('gemini');
    expect(adapterFor('chat.deepseek.com')?.site).toBe('deepseek');
    expect(adapterFor('deepseek.com')).toBeNull();
    expect(chatgpt.site).toBe('chatgpt');
    expect(claude.site).toBe('claude');
  });
  it('layouts are listed newest first', () => {
    expect(chatgpt.layouts.map((l) => l.name)).toEqual(['turn-key-2026-09', 'li-2026-07', 'section-2026-03', 'article-2024']);
    expect(claude.layouts.map((l) => l.name)).toEqual(['hub-2026-10', 'response-2025', 'message-2024']);
  });
});

describe('turnRootOf', () => {
  it('returns the turn container of a mutated text node, or null outside turns', () => {
    const url = 'https://claude.ai/chat/019edd2f-0000-7a6d-9e39-f76fa5afb300';
    const doc = loadDoc(`${REDUCED}claude_2026-10_hub.html`, url);
    const layout = layoutOf(claude, doc)!;
    expect(layout.name).toBe('hub-2026-10');
    const code = doc.querySelector('code')!;
    const root = turnRootOf(code.lastChild!, layout)!;
    expect(root.getAttribute('data-turn-key')).toBe('019edd2f-75f4-7a6d-9e39-f76fa5afb301-hub-reply');
    expect(layout.turns(root).map((t) => t.turnId)).toEqual(['019edd2f-75f4-7a6d-9e39-f76fa5afb301-hub-reply']);
    expect(turnRootOf(doc.querySelector('[data-testid="chat-title-button"]')!, layout)).toBeNull();
    expect(turnRootOf(code.lastChild!, claude)).toBe(root);
  });
});

describe('scanPage', () => {
  it('new Claude chat: composer only → newest layout, no turns, conversation page without id', () => {
    const doc = loadDoc(`${REDUCED}claude_2026-10_hub.html`, 'https://claude.ai/new');
    doc.querySelector('[role="feed"]')!.remove();
    const scan = scanPage(claude, doc, 'https://claude.ai/new');
    expect(scan.layout).toBe('hub-2026-10');
    expect(scan.turns).toEqual([]);
    expect(scan.page.isConversationPage).toBe(true);
    expect(scan.page.conversationId).toBeNull();
  });
  it('diagnostics are computed lazily but survive JSON and structured clone', () => {
    const doc = loadDoc(`${REDUCED}zero-match.html`, 'https://chatgpt.com/');
    const scan = scanPage(chatgpt, doc, 'https://chatgpt.com/');
    const json = JSON.parse(JSON.stringify(scan)) as { diagnostics: Record<string, number> };
    expect(json.diagnostics['main']).toBe(1);
    expect(structuredClone(scan).diagnostics['div[data-turn-key]']).toBe(0);
    expect({ ...scan }.diagnostics).toEqual(json.diagnostics);
  });
});

describe('scripts/scrape.ts', () => {
  it('prints only JSON with site, layout, conversationId and turns', () => {
    const root = resolve(REDUCED, '../../..');
    const out = execFileSync(
      process.execPath,
      [resolve(root, 'node_modules/tsx/dist/cli.mjs'), resolve(root, 'scripts/scrape.ts'), `${REAL_CAPTURES}chatgpt_2025-09_saypi_assistant-turn-article.html`, '--site', 'chatgpt'],
      { encoding: 'utf8', cwd: root },
    );
    const parsed = JSON.parse(out) as { site: string; layout: string; conversationId: string; turns: { turnId: string; role: string; text: string }[] };
    expect(parsed.site).toBe('chatgpt');
    expect(parsed.layout).toBe('article-2024');
    expect(parsed.conversationId).toBe('00000000-0000-0000-0000-000000000000');
    expect(parsed.turns).toHaveLength(1);
    expect(parsed.turns[0]!.turnId).toBe('7de33816-32eb-4683-8a94-6ad4a887d78e');
    expect(Object.keys(parsed.turns[0]!)).toEqual(['turnId', 'role', 'text']);
  }, 30_000);
});
