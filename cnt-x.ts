import { readFileSync } from 'node:fs';
import { en } from './lib/detect/lang/en';
const ids = process.argv.slice(2);
for (const f of ['../shared/eval/corrections-dev.jsonl', '../shared/eval/corrections-train.jsonl']) {
  for (const l of readFileSync(f, 'utf8').split('\n')) { if (!l.trim()) continue; const r = JSON.parse(l);
    for (const c of en.cues) if (ids.includes(c.id) && c.re.test(r.user)) console.log(c.id, r.label, JSON.stringify(r.user.slice(0, 120))); }
}
