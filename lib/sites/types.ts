import type { Role, Site } from '../types';

/** A turn as read from the DOM, before it is tied to a conversation and timestamped. */
export interface ScrapedTurn {
  turnId: string;
  role: Role;
  text: string;
  /** False while the site is still streaming this turn. */
  finished: boolean;
}

/** What a URL says about the page. */
export interface PageInfo {
  /** True on a page that shows (or will show) a conversation. */
  isConversationPage: boolean;
  conversationId: string | null;
  temporary: boolean;
  /** Project, custom GPT or Claude project id when the URL tells it. */
  project: string | null;
}

/** Result of scanning a document with a site adapter. */
export interface PageScan {
  site: Site;
  /** Name of the first layout that matched, or null when none did (capture must pause, visibly). */
  layout: string | null;
  page: PageInfo;
  title: string | null;
  turns: ScrapedTurn[];
  /** Counts of candidate nodes per selector, for the copyable diagnostic report. */
  diagnostics: Record<string, number>;
}

/** What a layout needs to know beyond the DOM to name turns. */
export interface ScanContext {
  /** Conversation id from the URL; part of hashed turn ids (layouts without site ids). */
  conversationId: string | null;
}

/** One DOM generation of a site, with its own selectors. Adapters hold them newest first. */
export interface Layout {
  name: string;
  /** True when this layout's turn containers (or its empty-conversation shell) are present. */
  matches(root: ParentNode): boolean;
  /**
   * Turns inside root (a document, a transcript, or one turn container from turnRootOf), in
   * document order. ctx is optional so incremental callers can pass just a node; without it the
   * conversation id is read from root's document URL.
   */
  turns(root: ParentNode, ctx?: ScanContext): ScrapedTurn[];
  composer(root: ParentNode): HTMLElement | null;
  sendButton(root: ParentNode): HTMLElement | null;
  stopButton(root: ParentNode): HTMLElement | null;
  /** Selector whose closest() match from a mutated node is the turn container to rescan. */
  turnSelector: string;
}

export interface SiteAdapter {
  site: Site;
  /** Hostnames this adapter handles. */
  hosts: readonly string[];
  layouts: readonly Layout[];
  pageInfo(url: string): PageInfo;
  /** What the URL says, completed by what the page shows (a project named only in the page header). */
  page(doc: Document, url: string): PageInfo;
  /** The conversation's title as the page shows it now (null when it shows none). */
  title(doc: Document): string | null;
  scan(root: Document, url: string): PageScan;
}
