// Sender checks for messages arriving at the background. Pure so they can be tested in Node.
import { matchedHosts, siteOfHost, type Site } from './sites/registry';

export interface SenderLike {
  id?: string;
  url?: string;
  origin?: string;
  tab?: { id?: number; url?: string; incognito?: boolean };
  frameId?: number;
}

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' ? u.hostname : null;
  } catch {
    return null;
  }
}

/** A content script of ours, in the top frame of a tab on the site it claims to speak for. */
export function isOwnContentScript(sender: SenderLike, extensionId: string, site: Site): boolean {
  if (sender.id !== extensionId) return false;
  if (!sender.tab || typeof sender.tab.id !== 'number' || sender.tab.id < 0) return false;
  if (sender.frameId !== undefined && sender.frameId !== 0) return false;
  const host = hostOf(sender.url ?? sender.tab.url);
  return host !== null && matchedHosts(site).includes(host);
}

/** One of our own extension pages (popup, options). */
export function isOwnExtensionPage(sender: SenderLike, extensionOrigin: string): boolean {
  if (!sender.url) return false;
  try {
    // Protocol and host, not URL.origin: for chrome-extension:/moz-extension: URLs some engines report the
    // origin as "null", which would make every extension's pages look like ours.
    const a = new URL(sender.url);
    const b = new URL(extensionOrigin);
    return a.protocol === b.protocol && a.host !== '' && a.host === b.host && /^(chrome|moz)-extension:$/.test(a.protocol);
  } catch {
    return false;
  }
}

export function siteOfUrl(url: string | undefined): Site | null {
  const host = hostOf(url);
  if (!host) return null;
  return siteOfHost(host);
}
