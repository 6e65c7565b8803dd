// Building blocks shared by the ChatGPT and Claude adapters. Pure DOM: runs in a content script and
// in Node on jsdom documents.

import type { Layout, PageInfo, PageScan, ScanContext, ScrapedTurn, SiteAdapter } from './types';
import type { Site } from '../types';

const ELEMENT_NODE = 1;
const DOCUMENT_NODE = 9;

/** What a URL that is not a conversation page says about itself. */
export const NOT_A_CONVERSATION: PageInfo = { isConversationPage: false, conversationId: null, temporary: false, project: null };

/** The URL, or null for anything unparsable (page info then says "not a conversation"). */
export function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

export function isElement(n: ParentNode | Node | null | undefined): n is Element {
  return !!n && (n as Node).nodeType === ELEMENT_NODE;
}

export function docOf(root: ParentNode): Document | null {
  const n = root as Node;
  return n.nodeType === DOCUMENT_NODE ? (n as Document) : n.ownerDocument;
}

/**
 * Elements matching sel at root: root itself, its descendants, or, when root lies inside a match
 * (a caller passed a node deep inside a turn), the enclosing match. Keeps per-turn rescans scoped
 * to the turn instead of the whole document.
 */
export function collect(root: ParentNode, sel: string): Element[] {
  const out: Element[] = [];
  if (isElement(root) && root.matches(sel)) out.push(root);
  root.querySelectorAll(sel).forEach((el) => out.push(el));
  if (out.length === 0 && isElement(root)) {
    const up = root.parentElement?.closest(sel);
    if (up) out.push(up);
  }
  return out;
}

/** Descendant combinator over selector lists: descend('a, b', 'c, d') = 'a c, a d, b c, b d'. */
export function descend(outer: string, inner: string): string {
  const o = outer.split(',').map((x) => x.trim());
  const i = inner.split(',').map((x) => x.trim());
  return o.flatMap((a) => i.map((b) => `${a} ${b}`)).join(', ');
}

/** True when some element matching sel (at or under root) satisfies test. */
export function someMatch(root: ParentNode, sel: string, test: (el: Element) => boolean): boolean {
  if (isElement(root) && root.matches(sel) && test(root)) return true;
  for (const el of Array.from(root.querySelectorAll(sel))) if (test(el)) return true;
  return false;
}

/** True when root or a descendant matches sel. */
export function has(root: ParentNode, sel: string): boolean {
  return (isElement(root) && root.matches(sel)) || root.querySelector(sel) !== null;
}

/**
 * An input or button that a person could actually use: not inside an inert or aria-hidden-by-SSR
 * shell, not a display:none fallback. Only attributes are checked (no layout in jsdom).
 */
export function isUsable(el: Element): boolean {
  if (el.closest('[inert]')) return false;
  if (el.closest('[hidden]')) return false;
  const style = el.getAttribute('style');
  if (style && /display\s*:\s*none/.test(style)) return false;
  return true;
}

/** First usable element for the first selector (in priority order) that has one. */
export function firstUsable(root: ParentNode, selectors: readonly string[], reject?: (el: Element) => boolean): HTMLElement | null {
  for (const sel of selectors) {
    for (const el of Array.from(root.querySelectorAll(sel))) {
      if (isUsable(el) && !(reject && reject(el))) return el as HTMLElement;
    }
  }
  return null;
}

/**
 * True when no turn container (sel) follows el in document order. Walks following siblings of el
 * and of its ancestors: cheaper than a whole-document query when el is near the end, which is
 * where the streaming turn is.
 */
export function isLastTurn(el: Element, sel: string): boolean {
  for (let n: Element | null = el; n; n = n.parentElement) {
    for (let s = n.nextElementSibling; s; s = s.nextElementSibling) {
      if (s.matches(sel) || s.querySelector(sel)) return false;
    }
  }
  return true;
}

/** Controls shared by every layout of a site (the composer did not change with the transcript). */
export interface Controls {
  composer: readonly string[];
  /** Never returned as composer, even when it matches a composer selector. */
  composerReject?: (el: Element) => boolean;
  send: readonly string[];
  stop: readonly string[];
  /** Site furniture that is never the transcript (beside the generic CHROME): the composer's area, banners. */
  chrome?: readonly string[];
}

/** Page furniture on every site: never part of a transcript. */
const CHROME = 'form, fieldset, nav, header, aside, footer, script, style, noscript, template, button, [role="button"], [role="navigation"], [aria-hidden="true"], .sr-only, twice-composer-button';
/** Visible characters (not counting spaces) that make a page "showing something": a turn pair is more. */
const UNREAD_MIN = 40;

/**
 * Characters of visible text in the page's main area that are not site furniture: on a conversation page
 * where no layout reads a transcript, that text is turns the adapter cannot read.
 */
export function unreadText(root: ParentNode, controls: Controls): number {
  const doc = docOf(root);
  const area = doc?.querySelector('main') ?? doc?.body;
  if (!area) return 0;
  const chrome = [CHROME, ...(controls.chrome ?? []), ...controls.composer].join(', ');
  const count = (el: Node): number => (el.textContent ?? '').replace(/\s+/g, '').length;
  let n = count(area);
  for (const el of Array.from(area.querySelectorAll(chrome))) {
    // Only the outermost piece of furniture is subtracted; its inner pieces are inside its text already.
    const outer = el.parentElement?.closest(chrome);
    if (outer && area.contains(outer)) continue;
    n -= count(el);
  }
  return n;
}

export interface LayoutSpec {
  name: string;
  turnSelector: string;
  /**
   * True when this layout's transcript is on the page. A function, not a selector: jsdom's
   * selector engine is very slow on descendant combinators over a whole page, so detectors query
   * one simple selector and check the few hits in code.
   */
  detect(root: ParentNode): boolean;
  turns(root: ParentNode, ctx: ScanContext, stopPresent: () => boolean): ScrapedTurn[];
}

export function findComposer(root: ParentNode, c: Controls): HTMLElement | null {
  return firstUsable(root, c.composer, c.composerReject);
}

export function findStop(root: ParentNode, c: Controls): HTMLElement | null {
  return firstUsable(root, c.stop);
}

export function findSend(root: ParentNode, c: Controls): HTMLElement | null {
  const stopSel = c.stop.join(',');
  // ChatGPT reuses #composer-submit-button for the stop control while streaming.
  return firstUsable(root, c.send, (el) => el.matches(stopSel));
}

/**
 * Turns specs into Layouts. A layout matches when its transcript is present, or, on a page with no
 * turns yet (new chat, or a conversation still loading), when no layout's transcript is present but
 * the composer is: the composer is shared by all layouts, so that empty page goes to the NEWEST layout
 * (first in the list), which is the one a fresh page load most likely has. A conversation page that
 * shows text no layout reads is the redesign case: the composer stayed, the transcript markup changed.
 * It matches nothing, like a page with neither turns nor a composer, so capture pauses visibly
 * instead of silently recording nothing.
 */
export function buildLayouts(
  specs: readonly LayoutSpec[],
  controls: Controls,
  conversationIdOf: (url: string) => string | null,
): Layout[] {
  return specs.map((spec, i) => ({
    name: spec.name,
    turnSelector: spec.turnSelector,
    matches(root: ParentNode): boolean {
      if (spec.detect(root)) return true;
      if (i !== 0 || specs.some((s) => s.detect(root)) || findComposer(root, controls) === null) return false;
      const onConversation = conversationIdOf(docOf(root)?.URL ?? '') !== null;
      return !onConversation || unreadText(root, controls) < UNREAD_MIN;
    },
    turns(root: ParentNode, ctx?: ScanContext): ScrapedTurn[] {
      const c: ScanContext = ctx ?? { conversationId: conversationIdOf(docOf(root)?.URL ?? '') };
      let stop: boolean | undefined;
      // Looked up lazily and once per call: only assistant turns need it.
      const stopPresent = (): boolean => {
        if (stop === undefined) {
          const d = docOf(root);
          stop = d ? findStop(d, controls) !== null : false;
        }
        return stop;
      };
      return spec.turns(root, c, stopPresent);
    },
    composer: (root: ParentNode) => findComposer(root, controls),
    sendButton: (root: ParentNode) => findSend(root, controls),
    stopButton: (root: ParentNode) => findStop(root, controls),
  }));
}

export interface AdapterParts {
  site: Site;
  hosts: readonly string[];
  layouts: readonly Layout[];
  pageInfo(url: string): PageInfo;
  title(doc: Document): string | null;
  /** The project a conversation page shows it belongs to, when the URL does not say (Claude's breadcrumb). */
  projectOf?(doc: Document): string | null;
  /** Selectors counted into PageScan.diagnostics. */
  diagnostics: Readonly<Record<string, string>>;
}

export function countSelectors(root: ParentNode, sels: Readonly<Record<string, string>>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, sel] of Object.entries(sels)) {
    try {
      out[name] = root.querySelectorAll(sel).length;
    } catch {
      out[name] = -1; // selector unsupported by this engine
    }
  }
  return out;
}

export function makeAdapter(p: AdapterParts): SiteAdapter {
  const pageOf = (doc: Document, url: string): PageInfo => {
    const fromUrl = p.pageInfo(url);
    return fromUrl.conversationId && !fromUrl.project && p.projectOf ? { ...fromUrl, project: p.projectOf(doc) } : fromUrl;
  };
  return {
    page: pageOf,
    site: p.site,
    hosts: p.hosts,
    layouts: p.layouts,
    pageInfo: p.pageInfo,
    title: p.title,
    scan(root: Document, url: string): PageScan {
      const page = pageOf(root, url);
      const layout = p.layouts.find((l) => l.matches(root)) ?? null;
      const turns = layout ? layout.turns(root, { conversationId: page.conversationId }) : [];
      const scan = { site: p.site, layout: layout?.name ?? null, page, title: p.title(root), turns } as PageScan;
      // Diagnostics are whole-page selector counts, only read when a report is copied, while
      // scan() runs on every mutation batch: computed on first read and cached. The getter is
      // enumerable, so JSON.stringify, spreading and structured clone (messaging) still include it.
      let diagnostics: Record<string, number> | undefined;
      Object.defineProperty(scan, 'diagnostics', {
        enumerable: true,
        configurable: true,
        get: () => (diagnostics ??= countSelectors(root, p.diagnostics)),
        set: (v: Record<string, number>) => {
          diagnostics = v;
        },
      });
      return scan;
    },
  };
}

/**
 * Occurrence counter for hashed ids (see turnHash): how many containers with the same key come
 * before each container, in document order. Seeded with one backward walk from the first
 * container (previous siblings of it and of its ancestors), so rescanning a single turn gives the
 * same count as a full scan, and a full scan stays linear.
 */
export function occurrenceCounter(first: Element | undefined, sel: string, keyOf: (e: Element) => string): (el: Element) => number {
  const counts = new Map<string, number>();
  const bump = (e: Element): void => {
    const k = keyOf(e);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  };
  // The walk over earlier turns is O(conversation); done on first use only, so a re-read of a turn
  // whose id is not needed yet (still streaming) costs nothing here.
  let counted = false;
  const countBefore = (): void => {
    counted = true;
    if (!first) return;
    const before: Element[] = [];
    for (let n: Element | null = first; n; n = n.parentElement) {
      for (let s = n.previousElementSibling; s; s = s.previousElementSibling) {
        if (s.matches(sel)) before.push(s);
        else s.querySelectorAll(sel).forEach((m) => before.push(m));
      }
    }
    before.forEach(bump);
  };
  return (el: Element): number => {
    if (!counted) countBefore();
    const k = keyOf(el);
    const n = counts.get(k) ?? 0;
    counts.set(k, n + 1);
    return n;
  };
}
