// chatgpt.com adapter. Layouts newest first; selectors and dates from shared/research/chat-sites.md §2.

import { stripRulesBlock } from '../recall/marker';
import type { Role } from '../types';
import {
  buildLayouts,
  collect,
  descend,
  has,
  isLastTurn,
  makeAdapter,
  occurrenceCounter,
  someMatch,
  type Controls,
  type LayoutSpec,
  NOT_A_CONVERSATION,
  parseUrl,
} from './common';
import { turnHash } from './hash';
import { defineSite } from './site';
import { extractText, extractTextOf, roughText } from './text';
import type { PageInfo, ScrapedTurn } from './types';

export const CHATGPT_HOSTS = ['chatgpt.com', 'chat.openai.com'] as const;

const CONTROLS: Controls = {
  composer: [
    '#prompt-textarea.ProseMirror[contenteditable="true"]',
    '[contenteditable="true"][data-composer-markdown]',
    'form [contenteditable="true"].ProseMirror',
    'textarea#mobile-composer-prompt',
  ],
  // The display:none SSR fallback textarea must never be written while ProseMirror is mounted.
  composerReject: (el) => el.matches('textarea[name="prompt-textarea"]'),
  send: [
    'button[data-testid="send-button"]',
    '#composer-submit-button',
    'button[data-composer-submit]',
    'button[aria-label="Send prompt"]',
  ],
  stop: [
    'button[data-testid="stop-button"]',
    '[data-testid="stop-button"]',
    'button[aria-label="Stop streaming"]',
    'button[aria-label="Stop generating"]',
  ],
  // The composer's area carries the "ChatGPT can make mistakes" line: not a turn.
  chrome: ['#thread-bottom-container', '#page-header'],
};

const BUSY = '.result-streaming, [aria-busy="true"]';

// ---- pageInfo -------------------------------------------------------------------------------

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
// Optional locale prefix (/ko-KR/) seen on the home page.
const LOCALE = '(?:/[a-z]{2}(?:-[A-Za-z]{2,4})?)?';
const CONV_RE = new RegExp(`^${LOCALE}(?:/g/(g-[^/]+))?/c/(${UUID})/?$`, 'i');
const LOCAL_RE = new RegExp(`^${LOCALE}(?:/g/(g-[^/]+))?/c/local-[^/]*/?$`, 'i');
const GPT_HOME_RE = new RegExp(`^${LOCALE}/g/(g-[^/]+)/?$`, 'i');
const PROJECT_HOME_RE = new RegExp(`^${LOCALE}/g/(g-p-[^/]+)/project/?$`, 'i');
const ROOT_RE = new RegExp(`^${LOCALE}/?$`, 'i');

/**
 * What a chatgpt.com URL says:
 * - `/c/<uuid>`, `/g/<gpt or g-p-project>/c/<uuid>`: a conversation (project = the g-… segment);
 * - `/`, `/?model=…`, `/g/<gpt>`: a new chat, conversation page without an id yet;
 * - `/c/local-…`: client placeholder before the server assigns an id; same as a new chat;
 * - `?temporary-chat=true`: temporary (the id never reaches the URL);
 * - `/share/…`, `/g/g-p-…/project`, settings, library…: not a conversation page.
 */
export function chatgptPageInfo(url: string): PageInfo {
  const none = NOT_A_CONVERSATION;
  const u = parseUrl(url);
  if (!u) return none;
  const path = u.pathname;
  const temporary = u.searchParams.get('temporary-chat') === 'true';
  let m = CONV_RE.exec(path);
  if (m) return { isConversationPage: true, conversationId: (m[2] ?? '').toLowerCase(), temporary, project: m[1] ?? null };
  m = LOCAL_RE.exec(path);
  if (m) return { isConversationPage: true, conversationId: null, temporary, project: m[1] ?? null };
  m = PROJECT_HOME_RE.exec(path);
  if (m) return { ...none, project: m[1] ?? null };
  m = GPT_HOME_RE.exec(path);
  if (m) return { isConversationPage: true, conversationId: null, temporary, project: m[1] ?? null };
  if (ROOT_RE.test(path)) return { isConversationPage: true, conversationId: null, temporary, project: null };
  return none;
}

// ---- turn extraction --------------------------------------------------------------------------

function asRole(v: string | null | undefined): Role | null {
  return v === 'user' || v === 'assistant' ? v : null;
}

function userText(el: Element | null): string {
  return el ? stripRulesBlock(extractText(el)) : '';
}

/** Key of a container for counting identical earlier turns: role + collapsed textContent (cheap, native). */
function containerKey(roleAttr: string): (c: Element) => string {
  return (c) => `${c.getAttribute(roleAttr) ?? c.querySelector('[data-message-author-role]')?.getAttribute('data-message-author-role') ?? ''}\u0000${roughText(c)}`;
}

/**
 * Occurrence counter for hashed ids, or a constant 0 when every container carries a site id:
 * the counter's backward walk is only paid for when a hash will actually be needed.
 */
function occurrences(containers: Element[], sel: string, roleAttr: string): (c: Element) => number {
  const needed = containers.some((c) => !c.hasAttribute('data-message-id') && c.querySelector('[data-message-id]') === null);
  return needed ? occurrenceCounter(containers[0], sel, containerKey(roleAttr)) : () => 0;
}

/**
 * article-2024 / section-2026-03: one container per message, role on data-turn (2025+) or on the
 * inner [data-message-author-role]; id = data-message-id (data-turn-id changes on reload). An
 * assistant turn may hold several message elements (canvas, content before/after "Thought for…"):
 * they are joined into one turn under the first message's id.
 */
function messageContainerLayout(name: string, tag: 'article' | 'section'): LayoutSpec {
  const sel = `${tag}[data-testid^="conversation-turn-"]`;
  return {
    name,
    turnSelector: sel,
    detect: (root) => someMatch(root, sel, (c) => c.querySelector('[data-message-author-role]') !== null),
    turns(root, ctx, stopPresent) {
      const out: ScrapedTurn[] = [];
      const containers = collect(root, sel);
      const occurrence = occurrences(containers, sel, 'data-turn');
      for (const c of containers) {
        const occ = occurrence(c);
        const msgs = Array.from(c.querySelectorAll('[data-message-author-role]'));
        const first = msgs[0];
        if (!first) continue;
        const role = asRole(c.getAttribute('data-turn')) ?? asRole(first.getAttribute('data-message-author-role'));
        if (!role) continue; // tool/system messages are not conversation turns
        const mine = msgs.filter((m) => m.getAttribute('data-message-author-role') === role);
        const lead = mine[0] ?? first;
        const id = lead.getAttribute('data-message-id');
        if (role === 'user') {
          const bubble = lead.querySelector('.whitespace-pre-wrap') ?? lead;
          const text = userText(bubble);
          out.push({ turnId: id ?? turnHash(ctx.conversationId, role, text, occ), role, text, finished: true });
          continue;
        }
        const text = extractTextOf(mine);
        const finished = !(c.querySelector(BUSY) || (stopPresent() && isLastTurn(c, sel)));
        out.push({ turnId: id ?? turnHash(ctx.conversationId, role, text, occ), role, text, finished });
      }
      return out;
    },
  };
}

/**
 * li-2026-07 (chatgpt.js "new UI"): one li per message with data-message-role. Body and id
 * selectors are undocumented, so this reads data-message-id wherever it is and falls back to a
 * hash; the body is the inner message element(s) or markdown root when present, else the li.
 */
const LI_SEL = 'li[data-message-role]';
const liLayout: LayoutSpec = {
  name: 'li-2026-07',
  turnSelector: LI_SEL,
  detect: (root) => has(root, LI_SEL),
  turns(root, ctx, stopPresent) {
    const out: ScrapedTurn[] = [];
    const lis = collect(root, LI_SEL);
    const occurrence = occurrences(lis, LI_SEL, 'data-message-role');
    for (const li of lis) {
      const occ = occurrence(li);
      const role = asRole(li.getAttribute('data-message-role'));
      if (!role) continue;
      const msgs = Array.from(li.querySelectorAll('[data-message-author-role]'));
      const bodies = msgs.length ? msgs : [li.querySelector('.markdown, [data-markdown-text-style]') ?? li];
      const id = li.getAttribute('data-message-id') ?? li.querySelector('[data-message-id]')?.getAttribute('data-message-id') ?? null;
      const first = bodies[0] ?? li;
      if (role === 'user') {
        const text = userText(first.querySelector('.whitespace-pre-wrap') ?? first);
        out.push({ turnId: id ?? turnHash(ctx.conversationId, role, text, occ), role, text, finished: true });
        continue;
      }
      const text = extractTextOf(bodies);
      const finished = !(li.querySelector(BUSY) || (stopPresent() && isLastTurn(li, LI_SEL)));
      out.push({ turnId: id ?? turnHash(ctx.conversationId, role, text, occ), role, text, finished });
    }
    return out;
  },
};

/**
 * turn-key-2026-09: div[data-turn-key] holds a user prompt AND its answer. User id = the turn key
 * (the user message uuid); the answer's id = first id of its [data-chatgpt-search-message-ids],
 * else `${turnKey}:assistant`. No data-message-author-role any more.
 */
const PAIR_SEL = 'div[data-turn-key]';
const ANSWER_MARK = '[data-conversation-role="assistant"], [data-markdown-text-style="assistant-message"]';
const pairLayout: LayoutSpec = {
  name: 'turn-key-2026-09',
  turnSelector: PAIR_SEL,
  detect: (root) => someMatch(root, PAIR_SEL, (p) => p.querySelector(`[data-user-message-bubble], ${ANSWER_MARK}`) !== null),
  turns(root, _ctx, stopPresent) {
    const out: ScrapedTurn[] = [];
    for (const pair of collect(root, PAIR_SEL)) {
      const key = pair.getAttribute('data-turn-key') ?? '';
      const bubble = pair.querySelector('[data-user-message-bubble]');
      if (bubble) {
        const text = userText(bubble.querySelector('.whitespace-pre-wrap') ?? bubble);
        out.push({ turnId: key, role: 'user', text, finished: true });
      }
      const units = Array.from(pair.querySelectorAll('[data-chatgpt-search-message-ids]')).filter(
        (u) =>
          !u.querySelector('[data-user-message-bubble]') &&
          ((u.getAttribute('data-chatgpt-search-unit-key') ?? '').endsWith(':assistant') || u.querySelector(ANSWER_MARK) !== null),
      );
      const hasAnswer = units.length > 0 || pair.querySelector(ANSWER_MARK) !== null;
      if (!hasAnswer) continue;
      const firstId = units[0]?.getAttribute('data-chatgpt-search-message-ids')?.trim().split(/\s+/)[0];
      const scope: ParentNode[] = units.length ? units : [pair];
      const bodies: Element[] = [];
      for (const s of scope) {
        s.querySelectorAll('[data-markdown-text-style="assistant-message"]').forEach((b) => {
          if (!b.closest('[data-user-message-bubble]')) bodies.push(b);
        });
      }
      if (bodies.length === 0) {
        // Image-only or unknown body: the unit itself (sr-only heading and buttons are skipped).
        for (const u of units) bodies.push(u);
      }
      const text = extractTextOf(bodies);
      const busy = units.some((u) => u.querySelector(BUSY)) || pair.querySelector(descend(ANSWER_MARK, BUSY)) !== null;
      const finished = !(busy || (stopPresent() && isLastTurn(pair, PAIR_SEL)));
      out.push({ turnId: firstId && firstId.length ? firstId : `${key}:assistant`, role: 'assistant', text, finished });
    }
    return out;
  },
};

export const CHATGPT_LAYOUTS = buildLayouts(
  [pairLayout, liLayout, messageContainerLayout('section-2026-03', 'section'), messageContainerLayout('article-2024', 'article')],
  CONTROLS,
  (url) => chatgptPageInfo(url).conversationId,
);

function chatgptTitle(doc: Document): string | null {
  const t = (doc.title ?? '').replace(/\s*[-|]\s*ChatGPT\s*$/i, '').trim();
  return t.length > 0 && !/^ChatGPT$/i.test(t) ? t : null;
}

export const chatgptAdapter = makeAdapter({
  site: 'chatgpt',
  hosts: CHATGPT_HOSTS,
  layouts: CHATGPT_LAYOUTS,
  pageInfo: chatgptPageInfo,
  title: chatgptTitle,
  diagnostics: {
    'div[data-turn-key]': 'div[data-turn-key]',
    '[data-user-message-bubble]': '[data-user-message-bubble]',
    '[data-chatgpt-search-message-ids]': '[data-chatgpt-search-message-ids]',
    '[data-markdown-text-style=assistant-message]': '[data-markdown-text-style="assistant-message"]',
    'li[data-message-role]': 'li[data-message-role]',
    'section[data-testid^=conversation-turn-]': 'section[data-testid^="conversation-turn-"]',
    'article[data-testid^=conversation-turn-]': 'article[data-testid^="conversation-turn-"]',
    '[data-message-author-role]': '[data-message-author-role]',
    '[data-message-id]': '[data-message-id]',
    'composer': CONTROLS.composer.join(', '),
    'send': CONTROLS.send.join(', '),
    'stop': CONTROLS.stop.join(', '),
    'main': 'main',
  },
});

/** Name used by the content-script entrypoint. */
export const chatgpt = defineSite({
  id: 'chatgpt',
  name: 'ChatGPT',
  hosts: CHATGPT_HOSTS,
  matches: ['https://chatgpt.com/*'],
  conversationUrl: (id) => `https://chatgpt.com/c/${encodeURIComponent(id)}`,
  sampleConversationUrl: 'https://chatgpt.com/c/00000000-0000-0000-0000-000000000000',
  adapter: chatgptAdapter,
});
