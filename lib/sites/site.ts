// What a site module declares about itself. Everything else about a site — the Site type and schema, the
// manifest's hosts, the message sender guard, capture toggles, popup names and links, the export schema,
// the scrape command — is derived from these declarations in ./registry.ts.
import type { SiteAdapter } from './types';

export interface SiteDefinition<Id extends string = string> {
  id: Id;
  /** The name people know the assistant by, shown in the popup, options and badges. */
  name: string;
  /** Hostnames that are this site (an adapter answers for these and their subdomains). */
  hosts: readonly string[];
  /** Manifest match patterns: host permissions and content-script matches, exactly these. */
  matches: readonly string[];
  /** The page of a conversation, for links from the popup and the review queue. */
  conversationUrl(conversationId: string): string;
  /** A conversation URL with a placeholder id: where `npm run scrape` pretends a saved page was. */
  sampleConversationUrl: string;
  adapter: SiteAdapter;
}

/** Keeps the id's literal type, so the registry can derive the `Site` union from the modules. */
export function defineSite<const Id extends string>(d: SiteDefinition<Id>): SiteDefinition<Id> {
  return d;
}
