// Recall quality on the project's benchmark (bench/recall/): 40 rules learned with their evidence, for three
// people (a developer, a writer, a Chinese-speaking developer), and 83 drafts — ones that share words with the rule
// they need, paraphrases that share none, drafts that only need standing rules, and unrelated ones. Each person's
// rules are one store. Half the drafts (`half: held`) were never looked at while tuning.
//   npx tsx bench/recall-quality.ts [--half tune|held] [--errors]
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { offerRules } from '../lib/recall/offer';
import { rulesFromRows, type RuleRow } from '../lib/recall/rows';
import { RuleIndex } from '../lib/recall/rank';
import { DEFAULT_SETTINGS } from '../lib/settings';

interface Draft {
  id: string;
  persona: string;
  text: string;
  gold: string[];
  kind: 'lexical' | 'paraphrase' | 'standing' | 'unrelated';
  half: 'tune' | 'held';
}

const DIR = path.join(import.meta.dirname, 'recall');
const jsonl = <T>(f: string): T[] =>
  readFileSync(path.join(DIR, f), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as T);

export interface RecallQuality {
  recall_at3: number;
  recall_at3_paraphrase: number;
  recall_at3_lexical: number;
  standing_offered: number;
  unrelated_with_topical: number;
  unrelated_drafts: number;
  mean_offered: number;
  drafts: number;
  misses: string[];
}

export function recallQuality(half?: 'tune' | 'held'): RecallQuality {
  const rows = jsonl<RuleRow & { persona: string }>('rules.jsonl');
  const drafts = jsonl<Draft>('drafts.jsonl').filter((d) => !half || d.half === half);
  const now = Date.now();
  const settings = {
    threshold: DEFAULT_SETTINGS.insertion.threshold,
    maxRules: DEFAULT_SETTINGS.insertion.maxRules,
    budgetChars: DEFAULT_SETTINGS.insertion.budgetChars,
    header: DEFAULT_SETTINGS.insertion.header,
    halfLifeDays: DEFAULT_SETTINGS.memory.halfLifeDays,
  };
  const stores = new Map<string, ReturnType<typeof rulesFromRows> & { index: RuleIndex; standing: string[] }>();
  for (const persona of new Set(rows.map((r) => r.persona))) {
    const mine = rows.filter((r) => r.persona === persona);
    const store = rulesFromRows(mine, now);
    stores.set(persona, { ...store, index: new RuleIndex(), standing: store.rules.filter((r) => r.applies === 'always').map((r) => store.idOf.get(r.id!)!) });
  }
  let hit = 0, total = 0, pHit = 0, pTotal = 0, lHit = 0, lTotal = 0, stHit = 0, stTotal = 0, unrelatedTopical = 0, unrelated = 0, offered = 0;
  const misses: string[] = [];
  for (const d of drafts) {
    const s = stores.get(d.persona)!;
    const o = offerRules(s.rules, { draft: d.text, site: 'chatgpt', project: null, now, index: s.index }, settings);
    offered += o.offered.length;
    const topical = o.offered.filter((r) => !r.standing).map((r) => s.idOf.get(r.rule.id!)!);
    const standing = new Set(o.offered.filter((r) => r.standing).map((r) => s.idOf.get(r.rule.id!)!));
    for (const st of s.standing) {
      stTotal++;
      if (standing.has(st)) stHit++;
    }
    if (d.kind === 'unrelated') {
      unrelated++;
      if (topical.length) {
        unrelatedTopical++;
        misses.push(`${d.id} unrelated got ${topical.join(',')}: ${d.text}`);
      }
    }
    for (const g of d.gold) {
      const found = topical.slice(0, 3).includes(g);
      total++;
      if (found) hit++;
      if (d.kind === 'paraphrase') {
        pTotal++;
        if (found) pHit++;
      }
      if (d.kind === 'lexical') {
        lTotal++;
        if (found) lHit++;
      }
      if (!found) misses.push(`${d.id} ${d.kind} missed ${g} (got ${topical.join(',') || 'nothing'}): ${d.text}`);
    }
  }
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return {
    recall_at3: r(total ? hit / total : 0),
    recall_at3_paraphrase: r(pTotal ? pHit / pTotal : 0),
    recall_at3_lexical: r(lTotal ? lHit / lTotal : 0),
    standing_offered: r(stTotal ? stHit / stTotal : 0),
    unrelated_with_topical: unrelatedTopical,
    unrelated_drafts: unrelated,
    mean_offered: r(drafts.length ? offered / drafts.length : 0),
    drafts: drafts.length,
    misses,
  };
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const half = process.argv.includes('--half') ? (process.argv[process.argv.indexOf('--half') + 1] as 'tune' | 'held') : undefined;
  const q = recallQuality(half);
  const { misses, ...figures } = q;
  console.log(JSON.stringify(figures, null, 2));
  if (process.argv.includes('--errors')) for (const m of misses) console.log(m);
}
