import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CaptureTurnsSchema } from '@/lib/protocol';

const message = (site: string, url: string) => ({
  site,
  layout: 'article',
  page: { url, conversationId: 'c1', project: null, temporary: false, title: null },
  turns: [{ turnId: 't0', role: 'user', text: 'hi', index: 0 }],
});

describe('CaptureTurnsSchema', () => {
  it('accepts turns from a page of the site they claim', () => {
    expect(v.safeParse(CaptureTurnsSchema, message('chatgpt', 'https://chatgpt.com/c/c1')).success).toBe(true);
    expect(v.safeParse(CaptureTurnsSchema, message('claude', 'https://claude.ai/chat/c1')).success).toBe(true);
  });

  it('rejects a page URL on another site, another scheme or no site at all', () => {
    for (const [site, url] of [
      ['chatgpt', 'https://claude.ai/chat/c1'],
      ['chatgpt', 'https://evil.example/c/c1'],
      ['chatgpt', 'http://chatgpt.com/c/c1'],
      ['chatgpt', 'javascript:alert(1)//https://chatgpt.com/'],
      ['claude', 'https://claude.ai.evil.example/'],
      ['claude', ''],
    ] as const) {
      expect(v.safeParse(CaptureTurnsSchema, message(site, url)).success, `${site} ${url}`).toBe(false);
    }
  });
});
