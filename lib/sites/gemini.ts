// Gemini (gemini.google.com). Angular components with stable custom element names: every exchange is a
// div.conversation-container whose id is the exchange id, holding <user-query> and <model-response>. The
// answer is <message-content id="message-content-id-r_<id>"> .markdown; its "Show thinking" panel
// (<model-thoughts>, .thoughts-container) sits outside it and is never read. Read from the real captures in
// shared/fixtures/dom (2025-06, 2025-11, 2026-02, 2026-03; English, Spanish, Japanese and Chinese UI).
import { stripRulesBlock } from '../recall/marker';
import { buildLayouts, collect, has, makeAdapter, NOT_A_CONVERSATION, parseUrl, type Controls, type LayoutSpec } from './common';
import { defineSite } from './site';
import { extractText, extractTextOf } from './text';
import type { PageInfo, ScrapedTurn } from './types';

export const GEMINI_HOSTS = ['gemini.google.com'] as const;

const CONTROLS: Controls = {
  // A Quill editor inside <rich-textarea>: it reads its state back from the DOM after an input event, so
  // execCommand('insertText') is registered like typing.
  composer: ['rich-textarea .ql-editor[contenteditable="true"]', '.ql-editor.textarea[contenteditable="true"]', 'rich-textarea [contenteditable="true"]'],
  // While a reply streams, the send button turns into a stop button (class "stop").
  send: ['button.send-button:not(.stop)', 'button[aria-label="Send message"]'],
  stop: ['button.send-button.stop', 'button[aria-label="Stop response"]'],
  chrome: ['input-area-v2', 'bard-sidenav', 'top-bar-actions', '.disclaimer', 'hallucination-disclaimer', 'freemium-rag-disclaimer'],
};

// ---- pageInfo -------------------------------------------------------------------------------

const ID = '[0-9a-f]{12,32}';
// /app/<id>, also under a signed-in account slot (/u/1/app/<id>) and inside a Gem (/gem/<gem>/<id>).
const CHAT_RE = new RegExp(`^(?:/u/\\d+)?/(?:app|gem/([\\w-]+))/(${ID})/?$`, 'i');
const NEW_RE = /^(?:\/u\/\d+)?\/(?:app|gem\/[\w-]+)\/?$/i;

/**
 * Conversation pages. A new chat is /app until its first answer gives it an id; a temporary chat never
 * gets one, so nothing in it is captured. /share/… pages show someone else's conversation: not ours.
 */
export function geminiPageInfo(url: string): PageInfo {
  const u = parseUrl(url);
  if (!u || u.hostname !== 'gemini.google.com') return NOT_A_CONVERSATION;
  const m = CHAT_RE.exec(u.pathname);
  if (m) return { isConversationPage: true, conversationId: (m[2] ?? '').toLowerCase(), temporary: false, project: m[1] ? `gem:${m[1]}` : null };
  if (NEW_RE.test(u.pathname)) return { isConversationPage: true, conversationId: null, temporary: false, project: null };
  return NOT_A_CONVERSATION;
}

// ---- turns ----------------------------------------------------------------------------------

const EXCHANGE = 'div.conversation-container';
const THOUGHTS = 'model-thoughts, .thoughts-container, .model-thoughts';

function userText(query: Element): string {
  // .query-text holds one p.query-text-line per line, after a visually hidden "You said" label.
  const lines = Array.from(query.querySelectorAll('.query-text-line'));
  const text = lines.length > 0 ? lines.map((l) => extractText(l)).join('\n') : extractText(query.querySelector('.query-text') ?? query);
  return stripRulesBlock(text);
}

function answerText(response: Element): string {
  const bodies = Array.from(response.querySelectorAll('message-content .markdown, message-content')).filter(
    (b) => b.closest(THOUGHTS) === null,
  );
  // message-content wraps .markdown: keep the outermost of each pair once.
  const outer = bodies.filter((b) => !bodies.some((o) => o !== b && o.contains(b)));
  const text = extractTextOf(outer);
  // An image-only answer still is an answer: what the user says next may correct it.
  if (!text && response.querySelector('message-content generated-image, message-content .generated-images img')) return '[image]';
  return text;
}

/**
 * A finished answer carries its footer (.response-footer.complete) and its action bar; a streaming one has
 * neither yet. Builds without the footer fall back to the stop button.
 */
function answerFinished(response: Element, stopPresent: () => boolean): boolean {
  if (response.querySelector('.response-footer.complete')) return true;
  if (response.querySelector('.response-footer')) return false;
  return !stopPresent();
}

const exchangeLayout: LayoutSpec = {
  name: 'conversation-container-2025',
  turnSelector: EXCHANGE,
  detect: (root) => has(root, `${EXCHANGE} user-query, ${EXCHANGE} model-response`),
  turns(root, _ctx, stopPresent) {
    const out: ScrapedTurn[] = [];
    for (const ex of collect(root, EXCHANGE)) {
      const id = ex.id || ex.querySelector('message-content')?.id.replace(/^message-content-id-r_/, '') || '';
      if (!id) continue;
      const query = ex.querySelector('user-query');
      if (query) out.push({ turnId: `${id}:user`, role: 'user', text: userText(query), finished: true });
      const response = ex.querySelector('model-response');
      if (response) out.push({ turnId: `r_${id}`, role: 'assistant', text: answerText(response), finished: answerFinished(response, stopPresent) });
    }
    return out;
  },
};

export const GEMINI_LAYOUTS = buildLayouts([exchangeLayout], CONTROLS, (url) => geminiPageInfo(url).conversationId);

/** The conversation's name: the selected entry of the sidebar (the tab title is always "Google Gemini"). */
function geminiTitle(doc: Document): string | null {
  const selected = doc.querySelector('[data-test-id="conversation"][aria-current="true"], [data-test-id="conversation"].selected');
  const t = (selected?.querySelector('.conversation-title')?.textContent ?? '').replace(/\s+/g, ' ').trim();
  if (t) return t;
  const title = (doc.title ?? '').replace(/\s*[-|]\s*(Google )?Gemini\s*$/i, '').trim();
  return title && !/^(Google )?Gemini$/i.test(title) ? title : null;
}

export const geminiAdapter = makeAdapter({
  site: 'gemini',
  hosts: GEMINI_HOSTS,
  layouts: GEMINI_LAYOUTS,
  pageInfo: geminiPageInfo,
  title: geminiTitle,
  diagnostics: {
    'div.conversation-container': EXCHANGE,
    'user-query': 'user-query',
    'model-response': 'model-response',
    'message-content': 'message-content',
    'rich-textarea .ql-editor': 'rich-textarea .ql-editor',
  },
});

export const gemini = defineSite({
  id: 'gemini',
  name: 'Gemini',
  hosts: GEMINI_HOSTS,
  matches: ['https://gemini.google.com/*'],
  conversationUrl: (id) => `https://gemini.google.com/app/${encodeURIComponent(id)}`,
  sampleConversationUrl: 'https://gemini.google.com/app/0000000000000000',
  adapter: geminiAdapter,
});
