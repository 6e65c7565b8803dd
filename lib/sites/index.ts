// Entry point of the site adapters: pick the adapter for a host, scan a page, find the turn
// container to rescan after a mutation.

import { SITE_DEFINITIONS, siteDefinition, type Site } from './registry';
import type { Layout, PageScan, SiteAdapter } from './types';

export { chatgpt, chatgptAdapter, chatgptPageInfo, CHATGPT_LAYOUTS } from './chatgpt';
export { claude, claudeAdapter, claudePageInfo, CLAUDE_LAYOUTS } from './claude';
export { extractText, extractTextOf } from './text';
export { turnHash, cyrb53 } from './hash';
export { insertIntoComposer, isSendEnabled } from './insert';
export type * from './types';

export { SITE_DEFINITIONS, SITE_IDS, SITE_MATCHES, isSite, siteDefinition, siteName } from './registry';

export const ADAPTERS: readonly SiteAdapter[] = SITE_DEFINITIONS.map((d) => d.adapter);

/** Adapter for a hostname (subdomains included, e.g. www.chatgpt.com), or null. */
export function adapterFor(hostname: string): SiteAdapter | null {
  const h = hostname.toLowerCase().replace(/\.$/, '');
  return ADAPTERS.find((a) => a.hosts.some((host) => h === host || h.endsWith(`.${host}`))) ?? null;
}

export function adapterForSite(site: Site): SiteAdapter {
  return siteDefinition(site).adapter;
}

export function scanPage(adapter: SiteAdapter, doc: Document, url: string): PageScan {
  return adapter.scan(doc, url);
}

/** The layout scan() would pick for this document, or null (capture paused). */
export function layoutOf(adapter: SiteAdapter, root: ParentNode): Layout | null {
  return adapter.layouts.find((l) => l.matches(root)) ?? null;
}

/**
 * The turn container to rescan after a mutation of `node` (text node or element), or null when the
 * mutation is outside any turn. Pass the container to layout.turns() to re-read only that turn.
 * With an adapter instead of a layout, any of its layouts' turn containers counts (useful before
 * the layout is known, e.g. on the first mutation after an SPA navigation).
 */
export function turnRootOf(node: Node, by: Layout | SiteAdapter): Element | null {
  const el = node.nodeType === 1 ? (node as Element) : node.parentElement;
  if (!el) return null;
  const sel = 'layouts' in by ? by.layouts.map((l) => l.turnSelector).join(', ') : by.turnSelector;
  return el.closest(sel);
}
