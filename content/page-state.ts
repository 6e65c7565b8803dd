// The content script's view of the page: the latest scan, shared by the features, and the health
// report sent to the background whenever what it says changes.
import type { PageScan, SiteAdapter } from '@/lib/sites/types';
import { toBackground } from '@/utils/messaging';

let latest: PageScan | null = null;
let lastReported = '';

export function latestScan(): PageScan | null {
  return latest;
}

export function publishScan(scan: PageScan, adapter: SiteAdapter, captureEnabled: boolean): void {
  latest = scan;
  const report = {
    site: scan.site,
    url: location.href,
    isConversationPage: scan.page.isConversationPage,
    layout: scan.layout,
    captureEnabled,
    composerFound: composerUsable(scan, adapter),
    turnsSeen: scan.turns.length,
    diagnostics: scan.diagnostics,
  };
  const key = JSON.stringify(report);
  if (key === lastReported) return;
  lastReported = key;
  toBackground.sendMessage('reportHealth', report).catch((e) => {
    lastReported = '';
    console.debug('[twice:health]', e);
  });
}

/** The same lookup insertion uses, so "recognised" in the popup means the composer can really take text. */
function composerUsable(scan: PageScan, adapter: SiteAdapter): boolean {
  const layout = adapter.layouts.find((l) => l.name === scan.layout);
  return layout !== undefined && layout.composer(document) !== null;
}
