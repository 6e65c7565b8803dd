// npm run recall -- --rules rules.jsonl --drafts drafts.jsonl [--k 5] [--threshold 0.6]
// rules rows: {id, text, applies?: "always"|"topic", evidence?: {assistant?, user?, title?}, confidence?}
// drafts rows: {id, text}
// Prints one JSON line per draft: {"id", "offered": [{"id", "score", "standing"}]}: standing rules first, then topical
// rules in rank order, cut to the insertion budget — what the extension would offer with its default settings.
import { readFileSync } from 'node:fs';
import { offerRules } from '../lib/recall/offer';
import { rulesFromRows, type RuleRow } from '../lib/recall/rows';
import { DEFAULT_SETTINGS } from '../lib/settings';
import { RuleIndex } from '../lib/recall/rank';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function jsonl<T>(file: string): T[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);
}

const rulesFile = arg('--rules');
const draftsFile = arg('--drafts');
if (!rulesFile || !draftsFile) {
  process.stderr.write('usage: npm run recall -- --rules rules.jsonl --drafts drafts.jsonl [--k 5] [--threshold 0.6]\n');
  process.exit(2);
}
const now = Date.now();
const { rules, idOf } = rulesFromRows(jsonl<RuleRow>(rulesFile), now);
const settings = {
  threshold: Number(arg('--threshold') ?? DEFAULT_SETTINGS.insertion.threshold),
  maxRules: Number(arg('--k') ?? DEFAULT_SETTINGS.insertion.maxRules),
  budgetChars: DEFAULT_SETTINGS.insertion.budgetChars,
  header: DEFAULT_SETTINGS.insertion.header,
  halfLifeDays: DEFAULT_SETTINGS.memory.halfLifeDays,
};
const index = new RuleIndex();
const out: string[] = [];
for (const d of jsonl<{ id: string; text: string }>(draftsFile)) {
  const o = offerRules(rules, { draft: d.text, site: 'chatgpt', project: null, now, index }, settings);
  out.push(JSON.stringify({ id: d.id, offered: o.offered.map((r) => ({ id: idOf.get(r.rule.id!)!, score: Math.round(r.score * 1000) / 1000, standing: r.standing })) }));
}
process.stdout.write(out.join('\n') + (out.length ? '\n' : ''));
