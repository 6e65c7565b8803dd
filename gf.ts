import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { detectWith } from './lib/detect/index';
import { loadModel } from './lib/detect/model';
import { loadRows } from './scripts/train/data';
import { featurise, foldModels } from './scripts/train/pipeline';
import { DEFAULT_FIT } from './scripts/train/fit';
const rows = loadRows();
const d = featurise(rows);
const cache = '/tmp/foldmodels.json';
let fm: { fold: string; model: unknown }[];
if (existsSync(cache)) fm = JSON.parse(readFileSync(cache, 'utf8'));
else { fm = foldModels(d, DEFAULT_FIT); writeFileSync(cache, JSON.stringify(fm)); }
const models = new Map(fm.map((m) => [m.fold, loadModel(m.model as never)]));
const tab: Record<string, number> = {};
const out: string[] = [];
for (let i = 0; i < rows.length; i++) {
  const r = rows[i]!;
  const det = detectWith({ user: { id: r.id, text: r.user }, prevAssistant: r.prev_assistant ? { id: 'p', text: r.prev_assistant } : null, history: (r.history ?? []) as never }, models.get(d.folds[i]!)!);
  if (!det.cues.includes('guard.no_rule_failure')) continue;
  const k = `${r.label} len${r.user.length > 200 ? '>200' : '<=200'}`;
  tab[k] = (tab[k] ?? 0) + 1;
}
console.log(tab);
