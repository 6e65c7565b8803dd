// The content script's view of the page: the latest scan, shared by the features, and the health
// report sent to the background whenever what it says changes.
import type { PageScan } from '@/lib/sites/types';
import { toBackground } from '@/utils/messaging';

let latest: PageScan | null = null;
let lastReported = '';

export function latestScan(): PageScan | null {
  return latest;
}

export function publishScan(scan: PageScan, captureEnabled: boolean): void {
  latest = scan;
  const report = {
    site: scan.site,
    url: location.href,
    isConversationPage: scan.page.isConversationPage,
    layout: scan.layout,
    captureEnabled,
    composerFound: scan.layout !== null && composerPresent(scan),
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

function composerPresent(scan: PageScan): boolean {
  return (scan.diagnostics['composer'] ?? 0) > 0;
}
