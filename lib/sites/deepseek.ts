// DeepSeek (chat.deepseek.com). React with hashed CSS-module class names that have stayed the same from
// 2025-04 to 2026-07 for the two roles (user row div._9663006, answer row div._4f9bf79); the public
// `ds-` design-system classes (ds-markdown, ds-message, ds-virtual-list) are the sturdier anchors and are
// preferred where they exist. Two transcript markups, read from the real captures in shared/fixtures/dom:
// - virtual-2026: a virtual list, each row [data-virtual-list-item-key] (the message id) holding a .ds-message;
//   the answer's body is .ds-markdown.ds-assistant-message-main-content.
// - block-2025: a plain column of rows without ids (hashed ids, as for ChatGPT's and Claude's legacy layouts);
//   the answer's body is .ds-markdown--block.
// DeepThink's reasoning is rendered above the answer in its own block and never read.
import { stripRulesBlock } from '../recall/marker';
import { buildLayouts, collect, has, isLastTurn, makeAdapter, NOT_A_CONVERSATION, occurrenceCounter, parseUrl, type Controls, type LayoutSpec } from './common';
import { turnHash } from './hash';
import { defineSite } from './site';
import { extractText, extractTextOf, roughText } from './text';
import type { PageInfo, ScrapedTurn } from './types';
import type { Role } from '../types';

export const DEEPSEEK_HOSTS = ['chat.deepseek.com'] as const;

const CONTROLS: Controls = {
  // A React-controlled textarea: insertion goes through the native value setter and an input event.
  composer: ['textarea#chat-input', 'textarea[placeholder*="DeepSeek"]', '.ds-textarea textarea'],
  send: ['div._7436101[role="button"]', '[role="button"][aria-label="Send"]'],
  stop: ['[role="button"][aria-label="Stop"]', '[role="button"][aria-label="Stop generating"]'],
};

// ---- pageInfo -------------------------------------------------------------------------------

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CHAT_RE = new RegExp(`^/a/chat/s/(${UUID})/?$`, 'i');

/** /a/chat/s/<uuid> is a conversation, / and /a/chat a new one; /share/… is someone else's and never read. */
export function deepseekPageInfo(url: string): PageInfo {
  const u = parseUrl(url);
  if (!u || u.hostname !== 'chat.deepseek.com') return NOT_A_CONVERSATION;
  const m = CHAT_RE.exec(u.pathname);
  if (m) return { isConversationPage: true, conversationId: (m[1] ?? '').toLowerCase(), temporary: false, project: null };
  if (/^\/(?:a\/chat\/?)?$/.test(u.pathname)) return { isConversationPage: true, conversationId: null, temporary: false, project: null };
  return NOT_A_CONVERSATION;
}

// ---- turns ----------------------------------------------------------------------------------

const ANSWER = 'div._4f9bf79';
const USER = 'div._9663006';
const THINKING = '[class*="think" i], .ds-think-content';

function answerBodies(row: Element): Element[] {
  const found = Array.from(row.querySelectorAll('.ds-markdown')).filter((b) => b.closest(THINKING) === null || !row.contains(b.closest(THINKING)));
  return found.filter((b) => !found.some((o) => o !== b && o.contains(b)));
}

function isAnswer(row: Element): boolean {
  return row.matches(ANSWER) || row.querySelector(ANSWER) !== null || (row.querySelector('.ds-markdown') !== null && row.querySelector('.fbb737a4') === null);
}

function userText(row: Element): string {
  const body = row.querySelector('.fbb737a4') ?? row.querySelector('.ds-message') ?? row;
  return stripRulesBlock(extractText(body));
}

/** The copy / regenerate bar appears under an answer once it is complete. */
function answerFinished(row: Element, sel: string): boolean {
  return row.querySelector('.ds-flex .ds-icon-button, .ds-flex [role="button"]') !== null || !isLastTurn(row, sel);
}

const VIRTUAL = '[data-virtual-list-item-key]';
const virtualLayout: LayoutSpec = {
  name: 'virtual-2026',
  turnSelector: VIRTUAL,
  detect: (root) => has(root, `${VIRTUAL} .ds-message`),
  turns(root) {
    const out: ScrapedTurn[] = [];
    for (const row of collect(root, VIRTUAL)) {
      if (!row.querySelector('.ds-message')) continue; // list header / spacer rows
      const id = row.getAttribute('data-virtual-list-item-key') ?? '';
      if (isAnswer(row)) out.push({ turnId: `m${id}`, role: 'assistant', text: extractTextOf(answerBodies(row)), finished: answerFinished(row, VIRTUAL) });
      else out.push({ turnId: `m${id}`, role: 'user', text: userText(row), finished: true });
    }
    return out;
  },
};

const BLOCK = `${USER}, ${ANSWER}`;
const roleOf = (row: Element): Role => (row.matches(ANSWER) ? 'assistant' : 'user');
const blockLayout: LayoutSpec = {
  name: 'block-2025',
  turnSelector: BLOCK,
  detect: (root) => has(root, `${ANSWER} .ds-markdown, ${USER}`),
  turns(root, ctx) {
    const out: ScrapedTurn[] = [];
    const rows = collect(root, BLOCK).filter((r) => r.closest(VIRTUAL) === null);
    const key = (e: Element): string => `${roleOf(e)}\u0000${roughText(roleOf(e) === 'user' ? e : (answerBodies(e)[0] ?? e))}`;
    const occurrence = occurrenceCounter(rows[0], BLOCK, key);
    for (const row of rows) {
      const role = roleOf(row);
      const text = role === 'user' ? userText(row) : extractTextOf(answerBodies(row));
      const finished = role === 'user' || answerFinished(row, BLOCK);
      const occ = finished ? occurrence(row) : 0;
      out.push({ turnId: turnHash(ctx.conversationId, role, text, occ), role, text, finished });
    }
    return out;
  },
};

export const DEEPSEEK_LAYOUTS = buildLayouts([virtualLayout, blockLayout], CONTROLS, (url) => deepseekPageInfo(url).conversationId);

function deepseekTitle(doc: Document): string | null {
  const t = (doc.title ?? '').replace(/\s*[-|]\s*DeepSeek\b.*$/i, '').trim();
  if (t && !/^DeepSeek\b/i.test(t)) return t;
  return null;
}

export const deepseekAdapter = makeAdapter({
  site: 'deepseek',
  hosts: DEEPSEEK_HOSTS,
  layouts: DEEPSEEK_LAYOUTS,
  pageInfo: deepseekPageInfo,
  title: deepseekTitle,
  diagnostics: {
    '[data-virtual-list-item-key]': VIRTUAL,
    '.ds-message': '.ds-message',
    '.ds-markdown': '.ds-markdown',
    'div._9663006': USER,
    'div._4f9bf79': ANSWER,
    'textarea#chat-input': 'textarea#chat-input',
  },
});

export const deepseek = defineSite({
  id: 'deepseek',
  name: 'DeepSeek',
  hosts: DEEPSEEK_HOSTS,
  matches: ['https://chat.deepseek.com/*'],
  conversationUrl: (id) => `https://chat.deepseek.com/a/chat/s/${encodeURIComponent(id)}`,
  sampleConversationUrl: 'https://chat.deepseek.com/a/chat/s/00000000-0000-0000-0000-000000000000',
  adapter: deepseekAdapter,
});
