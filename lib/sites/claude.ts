// claude.ai adapter. Layouts newest first; selectors and dates from shared/research/chat-sites.md §3.

import { stripRulesBlock } from '../recall/marker';
import type { Role } from '../types';
import { buildLayouts, collect, descend, has, makeAdapter, occurrenceCounter, someMatch, type Controls, type LayoutSpec, NOT_A_CONVERSATION, parseUrl } from './common';
import { turnHash } from './hash';
import { defineSite } from './site';
import { extractText, extractTextOf, roughText } from './text';
import type { PageInfo, ScanContext, ScrapedTurn } from './types';

export const CLAUDE_HOSTS = ['claude.ai'] as const;

const SSR_FIELDSET = 'fieldset[data-testid="prompt-input-ssr-interactive"]';

const CONTROLS: Controls = {
  composer: [
    '[data-testid="chat-input"][contenteditable="true"]',
    'fieldset div.ProseMirror[contenteditable="true"]',
    'div.ProseMirror[contenteditable="true"]',
  ],
  // The pre-hydration composer is inert and replaced on hydration; typing into it is lost.
  composerReject: (el) => el.closest(SSR_FIELDSET) !== null || el.matches('[data-testid="chat-input-ssr"]'),
  send: ['button[aria-label="Send message"]', '[data-testid="chat-input-send"]'],
  stop: ['button[aria-label="Stop response"]'],
};

// ---- pageInfo -------------------------------------------------------------------------------

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const CHAT_RE = new RegExp(`^(?:/project/(${UUID}))?/chat/(${UUID})/?$`, 'i');
const PROJECT_RE = new RegExp(`^/project/(${UUID})/?$`, 'i');

/**
 * `/chat/<uuid>`: a conversation; `/new`: conversation page without an id yet; `/project/<uuid>`:
 * the project home (not a conversation; chats of a project open at /chat/<uuid>).
 * `/project/<p>/chat/<c>` is accepted defensively (never observed).
 */
export function claudePageInfo(url: string): PageInfo {
  const none = NOT_A_CONVERSATION;
  const u = parseUrl(url);
  if (!u) return none;
  const path = u.pathname;
  // Claude's incognito chats; the exact URL shape is not verified (chat-sites.md has no source).
  const temporary = u.searchParams.get('incognito') !== null;
  let m = CHAT_RE.exec(path);
  if (m) return { isConversationPage: true, conversationId: (m[2] ?? '').toLowerCase(), temporary, project: m[1]?.toLowerCase() ?? null };
  if (/^\/new\/?$/.test(path)) return { isConversationPage: true, conversationId: null, temporary, project: null };
  m = PROJECT_RE.exec(path);
  if (m) return { ...none, project: (m[1] ?? '').toLowerCase() };
  return none;
}

// ---- turn extraction --------------------------------------------------------------------------

function userTurnText(el: Element): string {
  return stripRulesBlock(extractText(el));
}

/** Assistant answer bodies; thinking and tool-status blocks sit outside these and are left out. */
const BODY = '.standard-markdown, .progressive-markdown';

/**
 * Extended-thinking panel (sho7650 claude-extended-thinking-dom.md, 2026-02): the thoughts are
 * .standard-markdown chunks too, inside .group/thinking in the grid's .row-start-1, always in the
 * DOM even when collapsed; the answer is in .row-start-2.
 */
const THINKING = '.group\\/thinking, [data-thinking], [data-testid*="thinking" i]';

function bodiesOf(msg: Element, scope: string): Element[] {
  // Not keyed on .row-start-1 alone: answers with tool use put their first text in such a row too.
  const found = Array.from(msg.querySelectorAll(scope)).filter((b) => b.closest(THINKING) === null);
  // .progressive-markdown can wrap .standard-markdown in some builds: keep only outermost bodies.
  return found.filter((b) => !found.some((o) => o !== b && o.contains(b)));
}

/**
 * hub-2026-10 ("merged"/bard accounts): [data-turn-key] on the user message
 * ([data-cds="UserMessage"]) and on the answer ([data-testid="assistant-message"], key
 * `<parent-user-uuid>-hub-reply` for the original reply). Body: [data-cds="Prose"] .standard-markdown.
 */
const HUB_SEL = '[data-turn-key]';
const HUB_ASSISTANT = '[data-testid="assistant-message"], [data-cds="AssistantMessage"]';
const hubLayout: LayoutSpec = {
  name: 'hub-2026-10',
  turnSelector: HUB_SEL,
  detect: (root) =>
    someMatch(root, HUB_SEL, (el) => el.matches(`${HUB_ASSISTANT}, [data-cds="UserMessage"], [data-testid="user-message"]`) || el.querySelector('[data-testid="user-message"]') !== null),
  turns(root) {
    const out: ScrapedTurn[] = [];
    for (const el of collect(root, HUB_SEL)) {
      const id = el.getAttribute('data-turn-key') ?? '';
      if (el.matches(HUB_ASSISTANT)) {
        let bodies = bodiesOf(el, descend('[data-cds="Prose"]', BODY));
        if (bodies.length === 0) bodies = bodiesOf(el, BODY);
        const finished = el.getAttribute('data-is-streaming') !== 'true';
        out.push({ turnId: id, role: 'assistant', text: extractTextOf(bodies), finished });
        continue;
      }
      const user = el.matches('[data-testid="user-message"]') ? el : el.querySelector('[data-testid="user-message"]');
      if (user || el.matches('[data-cds="UserMessage"]')) {
        out.push({ turnId: id, role: 'user', text: userTurnText(user ?? el), finished: true });
      }
    }
    return out;
  },
};

/**
 * Legacy layouts have no message id in the DOM: ids are hashes of conversation, role, text and
 * the count of identical (role, text) turns before it in the mounted window (see turnHash).
 * Containers: the user message element and the [data-is-streaming] answer wrapper.
 */
const LEGACY_SEL = '[data-testid="user-message"], [data-is-streaming]';

function legacyRole(el: Element): Role {
  return el.matches('[data-testid="user-message"]') ? 'user' : 'assistant';
}

function legacyLayout(name: string, bodyClass: string, detect: (root: ParentNode) => boolean): LayoutSpec {
  const answerBody = descend(bodyClass, BODY);
  const answerBodies = (el: Element): Element[] => {
    // 2025+ answers: markdown bodies only (tool status, artifact cards, thinking excluded).
    // 2024 answers: the whole .font-claude-message (no .standard-markdown yet).
    const bodies = bodiesOf(el, answerBody);
    return bodies.length > 0 ? bodies : bodiesOf(el, bodyClass);
  };
  // Occurrence key: role + collapsed textContent of the message body (native and cheap; artifact
  // previews and tool panels, which can be large, are left out).
  const legacyKey = (e: Element): string => {
    const role = legacyRole(e);
    const parts = role === 'user' ? [e] : answerBodies(e);
    return `${role}\u0000${parts.map((p) => roughText(p)).join('\u0000')}`;
  };
  return {
    name,
    turnSelector: LEGACY_SEL,
    detect,
    turns(root, ctx: ScanContext) {
      const out: ScrapedTurn[] = [];
      // Hub rows belong to the hub layout.
      const els = collect(root, LEGACY_SEL).filter((el) => el.closest('[data-turn-key]') === null);
      const occurrence = occurrenceCounter(els[0], LEGACY_SEL, legacyKey);
      for (const el of els) {
        const role = legacyRole(el);
        let text: string;
        let finished = true;
        if (role === 'user') {
          text = userTurnText(el);
        } else {
          text = extractTextOf(answerBodies(el));
          finished = el.getAttribute('data-is-streaming') !== 'true';
        }
        // A streaming turn is never stored, so its id can wait; counting earlier twins costs O(conversation).
        // It is the last turn, so skipping it leaves every other count unchanged.
        const occ = finished ? occurrence(el) : 0;
        out.push({ turnId: turnHash(ctx.conversationId, role, text, occ), role, text, finished });
      }
      return out;
    },
  };
}

const RESPONSE_CLASS = '.font-claude-response, .\\!font-claude-response';
const MESSAGE_CLASS = '.font-claude-message, .\\!font-claude-message';

export const CLAUDE_LAYOUTS = buildLayouts(
  [
    hubLayout,
    // A lone user message (first answer not rendered yet) counts as the newest legacy layout,
    // unless 2024 answers are on the page.
    legacyLayout(
      'response-2025',
      RESPONSE_CLASS,
      // .font-claude-response alone is not enough: the artifact side panel uses it too.
      (root) =>
        someMatch(root, RESPONSE_CLASS, (e) => e.closest('[data-is-streaming]') !== null) ||
        (!has(root, MESSAGE_CLASS) &&
          someMatch(root, '[data-testid="user-message"], [data-is-streaming="true"]', (e) => e.closest('[data-turn-key]') === null)),
    ),
    legacyLayout('message-2024', MESSAGE_CLASS, (root) => has(root, MESSAGE_CLASS)),
  ],
  CONTROLS,
  (url) => claudePageInfo(url).conversationId,
);

function claudeTitle(doc: Document): string | null {
  const btn = doc.querySelector('[data-testid="chat-title-button"]');
  const fromBtn = btn ? roughText(btn) : '';
  if (fromBtn) return fromBtn;
  const t = (doc.title ?? '').replace(/\s*-\s*Claude\s*$/i, '').trim();
  return t.length > 0 && !/^Claude$/i.test(t) ? t : null;
}

const PROJECT_LINK = new RegExp(`/project/(${UUID})(?:[/?#]|$)`, 'i');

/**
 * Chats inside a project open at /chat/<id>; the page header names the project with a breadcrumb link to
 * /project/<id> before the chat title. Only the header counts: the sidebar links to starred projects too.
 */
function claudeProject(doc: Document): string | null {
  const header = doc.querySelector('header[data-testid="page-header"]') ?? doc.querySelector('[data-testid="chat-title-button"]')?.closest('header') ?? null;
  for (const a of Array.from(header?.querySelectorAll('a[href*="/project/"]') ?? [])) {
    const m = PROJECT_LINK.exec(a.getAttribute('href') ?? '');
    if (m?.[1]) return m[1].toLowerCase();
  }
  return null;
}

export const claudeAdapter = makeAdapter({
  site: 'claude',
  hosts: CLAUDE_HOSTS,
  layouts: CLAUDE_LAYOUTS,
  pageInfo: claudePageInfo,
  title: claudeTitle,
  projectOf: claudeProject,
  diagnostics: {
    '[data-turn-key]': '[data-turn-key]',
    '[data-testid=assistant-message]': '[data-testid="assistant-message"]',
    '[data-testid=user-message]': '[data-testid="user-message"]',
    '[data-is-streaming]': '[data-is-streaming]',
    '[data-is-streaming=true]': '[data-is-streaming="true"]',
    '.font-claude-response': RESPONSE_CLASS,
    '.font-claude-message': MESSAGE_CLASS,
    '.standard-markdown': '.standard-markdown',
    '[data-test-render-count]': '[data-test-render-count]',
    'composer': CONTROLS.composer.join(', '),
    'ssr composer': SSR_FIELDSET,
    'send': CONTROLS.send.join(', '),
    'stop': CONTROLS.stop.join(', '),
  },
});

/** Name used by the content-script entrypoint. */
export const claude = defineSite({
  id: 'claude',
  name: 'Claude',
  hosts: CLAUDE_HOSTS,
  matches: ['https://claude.ai/*'],
  conversationUrl: (id) => `https://claude.ai/chat/${encodeURIComponent(id)}`,
  sampleConversationUrl: 'https://claude.ai/chat/00000000-0000-0000-0000-000000000000',
  adapter: claudeAdapter,
});
