// Prints what the site adapter reads from a saved page, as JSON on stdout (nothing else):
//   npx tsx scripts/scrape.ts <file.html> --site <site id> [--url <page url>]
// Without --url the page is scanned as if it were at the site's placeholder conversation URL
// (`sampleConversationUrl` in lib/sites/<site>.ts), so conversationId is that placeholder and hashed
// turn ids are reproducible.

import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { SITE_IDS, isSite, siteDefinition, type Site } from '../lib/sites/registry';

function fail(msg: string): never {
  process.stderr.write(`${msg}\nusage: scrape <file.html> --site ${SITE_IDS.join('|')} [--url <page url>]\n`);
  process.exit(2);
}

function main(argv: string[]): void {
  let file: string | undefined;
  let site: Site | undefined;
  let url: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--site') {
      const v = argv[++i];
      if (!isSite(v)) fail(`unknown site: ${v ?? ''}`);
      site = v;
    } else if (a === '--url') {
      url = argv[++i] ?? fail('--url needs a value');
    } else if (a !== undefined && !a.startsWith('--') && file === undefined) {
      file = a;
    } else fail(`unexpected argument: ${a ?? ''}`);
  }
  if (!file) fail('missing file');
  if (!site) fail('missing --site');
  const def = siteDefinition(site);
  const pageUrl = url ?? def.sampleConversationUrl;
  // No scripts run and no resources load: the file is only parsed.
  const dom = new JSDOM(readFileSync(file, 'utf8'), { url: pageUrl });
  const adapter = def.adapter;
  const scan = adapter.scan(dom.window.document, pageUrl);
  const out = {
    site,
    layout: scan.layout,
    conversationId: scan.page.conversationId,
    turns: scan.turns.map((t) => ({ turnId: t.turnId, role: t.role, text: t.text })),
  };
  process.stdout.write(JSON.stringify(out, null, 2) + '\n');
}

main(process.argv.slice(2));
