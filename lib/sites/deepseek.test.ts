// @vitest-environment jsdom
// DeepSeek adapter against the real captures in shared/fixtures/dom (expectations written by reading the HTML).
import { describe, expect, it } from 'vitest';
import { deepseekAdapter, deepseekPageInfo } from './deepseek';
import { REAL_CAPTURES, htmlDoc, loadDoc } from './testkit';
import type { ScrapedTurn } from './types';

const URL = 'https://chat.deepseek.com/a/chat/s/ce1ec7e2-eea7-40a6-b6ff-f8dbd0e1b0a0';

function clean(turns: ScrapedTurn[]): void {
  for (const t of turns) {
    expect(t.finished).toBe(true);
    expect(t.text.length).toBeGreaterThan(0);
    expect(t.text).not.toMatch(/CopyDownload|^Copy$|DeepThink \(R1\)/m);
  }
  expect(new Set(turns.map((t) => t.turnId)).size).toBe(turns.length);
}

describe('deepseek real captures', () => {
  it('2025-04 conversation page (block layout): 8 + 8 turns with stable hashed ids', () => {
    const url = 'https://chat.deepseek.com/a/chat/s/1e018d52-ed79-4c71-953e-8e74b98c3be9';
    const doc = loadDoc(`${REAL_CAPTURES}deepseek_2025-04_notes_full-page-8turns.html`, url);
    const scan = deepseekAdapter.scan(doc, url);
    expect(scan.layout).toBe('block-2025');
    expect(scan.turns.map((t) => t.role[0]).join('')).toBe('ua'.repeat(8));
    expect(scan.turns[0]!.text).toBe('как с nox player и burp suite отследить трафик android приложения');
    expect(scan.turns[1]!.text.startsWith('Отслеживание трафика Android-приложения через Nox Player и Burp Suite')).toBe(true);
    for (const t of scan.turns) expect(t.turnId).toMatch(/^h-[0-9a-z]+$/);
    // The same page read again gives the same ids.
    expect(deepseekAdapter.scan(loadDoc(`${REAL_CAPTURES}deepseek_2025-04_notes_full-page-8turns.html`, url), url).turns.map((t) => t.turnId)).toEqual(scan.turns.map((t) => t.turnId));
    clean(scan.turns);
  });

  it('2025-05 conversation page: code blocks keep their lines and take the caption as fence language', () => {
    const scan = deepseekAdapter.scan(loadDoc(`${REAL_CAPTURES}deepseek_2025-05_123page_full-page-10turns.html`, URL), URL);
    expect(scan.turns.map((t) => t.role[0]).join('')).toBe('ua'.repeat(10));
    expect(scan.turns[2]!.text).toBe('他不是叫我下载pixel吗');
    expect(scan.turns[1]!.text).toContain('```html\n<!-- Global site tag (gtag.js) - Google Analytics -->\n<script async src="https://www.googletagmanager.com/gtag/js?id=MEASUREMENT_ID"></script>\n<script>\n  window.dataLayer = window.dataLayer || [];');
    clean(scan.turns);
  });

  it('2026-07 share page (virtual list): message ids, but a share page is never a conversation of ours', () => {
    const url = 'https://chat.deepseek.com/share/ofrek2m6qghr5i30r6';
    const scan = deepseekAdapter.scan(loadDoc(`${REAL_CAPTURES}deepseek_2026-07_threadlift_share-page-3turns.html`, url), url);
    expect(scan.layout).toBe('virtual-2026');
    expect(scan.turns.map((t) => [t.turnId, t.role, t.text.split('\n')[0]])).toEqual([
      ['m1', 'user', 'hii'],
      ['m2', 'assistant', 'Hello! How can I help you today? 😊'],
      ['m3', 'user', 'how are you'],
      ['m4', 'assistant', "I'm doing great, thanks for asking! 😄"],
      ['m5', 'user', 'what do you think about kimi k.3'],
      ['m6', 'assistant', expect.stringMatching(/^Kimi K3 是最近 AI 领域/)],
    ]);
    expect(scan.page).toMatchObject({ isConversationPage: false, conversationId: null });
    clean(scan.turns);
  });
});

describe('deepseek streaming and page info', () => {
  it('the last answer streams until its action bar appears', () => {
    const doc = htmlDoc(
      `<div class="ds-virtual-list-visible-items">
        <div data-virtual-list-item-key="1" class="_9663006"><div class="ds-message"><div class="fbb737a4">Use pnpm, not npm.</div></div></div>
        <div data-virtual-list-item-key="2" class="_4f9bf79"><div class="ds-message"><div class="ds-markdown"><p>Sure</p></div></div></div>
      </div>`,
      URL,
    );
    expect(deepseekAdapter.scan(doc, URL).turns.map((t) => t.finished)).toEqual([true, false]);
    doc.querySelector('[data-virtual-list-item-key="2"]')!.insertAdjacentHTML('beforeend', '<div class="ds-flex"><div class="ds-icon-button"></div></div>');
    expect(deepseekAdapter.scan(doc, URL).turns.map((t) => t.finished)).toEqual([true, true]);
  });

  it.each([
    [URL, { isConversationPage: true, conversationId: 'ce1ec7e2-eea7-40a6-b6ff-f8dbd0e1b0a0' }],
    ['https://chat.deepseek.com/', { isConversationPage: true, conversationId: null }],
    ['https://chat.deepseek.com/a/chat', { isConversationPage: true, conversationId: null }],
    ['https://chat.deepseek.com/share/ofrek2m6qghr5i30r6', { isConversationPage: false, conversationId: null }],
    ['https://chat.deepseek.com/sign_in', { isConversationPage: false, conversationId: null }],
  ])('%s', (url, expected) => {
    expect(deepseekPageInfo(url)).toMatchObject(expected);
  });
});
