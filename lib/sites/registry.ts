// The one list of sites. Adding a site: its module (lib/sites/<site>.ts exporting a `defineSite`), one line
// here, its content-script entry, its fixtures and tests (lib/sites/README.md). Everything below derives
// from the modules' declarations; nothing else in the product names a site.
import { chatgpt } from './chatgpt';
import { claude } from './claude';
import { gemini } from './gemini';
import { deepseek } from './deepseek';
import type { SiteDefinition } from './site';

export const SITE_DEFINITIONS = [chatgpt, claude, gemini, deepseek] as const;

export type Site = (typeof SITE_DEFINITIONS)[number]['id'];
export const SITE_IDS = SITE_DEFINITIONS.map((d) => d.id) as unknown as readonly [Site, ...Site[]];

const BY_ID = new Map<string, SiteDefinition<Site>>(SITE_DEFINITIONS.map((d) => [d.id, d]));

export function isSite(x: unknown): x is Site {
  return typeof x === 'string' && BY_ID.has(x);
}

export function siteDefinition(site: Site): SiteDefinition<Site> {
  return BY_ID.get(site)!;
}

/** The display name of a site id (the id itself for an unknown one, e.g. from an old export). */
export function siteName(site: string): string {
  return BY_ID.get(site)?.name ?? site;
}

/** Every manifest match pattern of every site: host permissions and content-script matches. */
export const SITE_MATCHES: readonly string[] = SITE_DEFINITIONS.flatMap((d) => d.matches);

/** Hostnames a site's content scripts run on: those of its match patterns ("https://chatgpt.com/*"). */
export function matchedHosts(site: Site): readonly string[] {
  return siteDefinition(site).matches.map((m) => /^https:\/\/([^/*]+)\//.exec(m)?.[1] ?? '').filter(Boolean);
}

/**
 * The site a page of ours runs on, by exact hostname among the matched ones: sender checks must accept
 * neither look-alikes nor hosts where no content script of ours runs (chat.openai.com only redirects).
 */
export function siteOfHost(host: string): Site | null {
  for (const d of SITE_DEFINITIONS) if (matchedHosts(d.id).includes(host)) return d.id;
  return null;
}
