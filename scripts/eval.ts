// npx tsx scripts/eval.ts --in <labelled.jsonl> [--json] [--errors] [--split] [--bench]
// Scores the heuristic detector (lib/detect) against `label`, beside the four seed baselines (lib/detect/baselines.ts).
// The detector only sees `id`, `user`, `prev_assistant`, `history`; `label` is used for scoring only.
//   lesson positive   = preference | correction
//   feedback positive = preference | correction | frustration
import { readFileSync } from 'node:fs';
import { detect } from '../lib/detect/index';
import { BASELINES } from '../lib/detect/baselines';
import type { HistoryTurn, Kind } from '../lib/detect/types';

interface Row {
  id: string;
  user: string;
  prev_assistant?: string | null;
  history?: { role: string; text: string; id?: string }[];
  label: Kind;
  language?: string;
  source_repo?: string;
}

const args = process.argv.slice(2);
const flag = (f: string) => args.includes(f);
const inIdx = args.indexOf('--in');
const file = inIdx >= 0 ? args[inIdx + 1] : undefined;
if (!file) {
  process.stderr.write('usage: npx tsx scripts/eval.ts --in <labelled.jsonl> [--json] [--errors] [--split] [--bench]\n');
  process.exit(2);
}

const rows: Row[] = readFileSync(file, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Row);

const LESSON = new Set<Kind>(['preference', 'correction']);
const FEEDBACK = new Set<Kind>(['preference', 'correction', 'frustration']);

interface PRF {
  p: number;
  r: number;
  f1: number;
  tp: number;
  fp: number;
  fn: number;
  n: number;
}

function prf(gold: boolean[], pred: boolean[]): PRF {
  let tp = 0, fp = 0, fn = 0;
  gold.forEach((g, i) => {
    const p = pred[i]!;
    if (p && g) tp++;
    else if (p && !g) fp++;
    else if (!p && g) fn++;
  });
  const p = tp + fp ? tp / (tp + fp) : 0;
  const r = tp + fn ? tp / (tp + fn) : 0;
  return { p, r, f1: p + r ? (2 * p * r) / (p + r) : 0, tp, fp, fn, n: gold.length };
}

function predictRow(r: Row) {
  const history: HistoryTurn[] = Array.isArray(r.history)
    ? r.history.map((h, i) => ({ id: h.id ?? `${r.id}#h${i}`, role: h.role === 'assistant' ? 'assistant' : 'user', text: String(h.text ?? '') }))
    : [];
  return detect({
    user: { id: r.id, text: r.user ?? '' },
    prevAssistant: r.prev_assistant ? { id: `${r.id}#prev`, text: r.prev_assistant } : null,
    history,
  });
}

const preds = rows.map(predictRow);

function scoreSubset(idx: number[]) {
  const gold = idx.map((i) => rows[i]!.label);
  const pk = idx.map((i) => preds[i]!.kind);
  return {
    n: idx.length,
    lesson: prf(gold.map((g) => LESSON.has(g)), pk.map((k) => LESSON.has(k))),
    feedback: prf(gold.map((g) => FEEDBACK.has(g)), pk.map((k) => FEEDBACK.has(k))),
  };
}

const all = rows.map((_, i) => i);
const byLang = (l: string) => all.filter((i) => (rows[i]!.language ?? '') === l);
const overall = scoreSubset(all);
const langs: Record<string, ReturnType<typeof scoreSubset>> = { en: scoreSubset(byLang('en')), zh: scoreSubset(byLang('zh')) };
for (const l of ['es', 'ja', 'pt']) if (byLang(l).length) langs[l] = scoreSubset(byLang(l));

const KINDS: Kind[] = ['preference', 'correction', 'frustration', 'none'];
const confusion: Record<string, Record<string, number>> = {};
for (const g of KINDS) confusion[g] = Object.fromEntries(KINDS.map((k) => [k, 0]));
rows.forEach((r, i) => {
  const g = KINDS.includes(r.label) ? r.label : 'none';
  confusion[g]![preds[i]!.kind]!++;
});

const baselines = BASELINES.map((b) => {
  const pred = rows.map((r) => b.fn(r.user ?? '', r.prev_assistant ?? ''));
  return {
    name: b.name,
    lesson: prf(rows.map((r) => LESSON.has(r.label)), pred),
    feedback: prf(rows.map((r) => FEEDBACK.has(r.label)), pred),
  };
});

// Stability check: halves by repository and by conversation (deterministic string hash).
function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619) >>> 0;
  return h;
}
const convOf = (r: Row) => r.id.split('|').slice(0, 2).join('|');
const splits = {
  repoA: scoreSubset(all.filter((i) => hash(rows[i]!.source_repo ?? convOf(rows[i]!)) % 2 === 0)),
  repoB: scoreSubset(all.filter((i) => hash(rows[i]!.source_repo ?? convOf(rows[i]!)) % 2 === 1)),
  convA: scoreSubset(all.filter((i) => hash(convOf(rows[i]!)) % 2 === 0)),
  convB: scoreSubset(all.filter((i) => hash(convOf(rows[i]!)) % 2 === 1)),
};

function bench() {
  const base =
    "No, that's not what I asked. I said use REST endpoints, not GraphQL, and don't touch the tests. It still doesn't work: ";
  const mk = (n: number) => {
    let s = '';
    let k = 0;
    while (s.length < n) {
      s += k % 5 === 4 ? '    at Object.<anonymous> (/app/src/index.js:17:5)\n' : base + `line ${k} "quoted wrong text" never mind\n`;
      k++;
    }
    return s.slice(0, n);
  };
  const prev = 'I\'ve updated the code:\n```ts\nconst x = 1;\n```\nDoes this work for you?';
  // Wall time is disturbed by other processes on a shared machine; CPU time (process.cpuUsage, µs) is reported too.
  const out: Record<string, { p50: number; p99: number; max: number; cpuP50: number; cpuP99: number }> = {};
  const pct = (xs: number[], q: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
  for (const n of [2000, 100000]) {
    const text = mk(n);
    const times: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < 20; i++) detect({ user: { id: 'w', text }, prevAssistant: { id: 'p', text: prev } });
    const iters = n > 10000 ? 300 : 2000;
    for (let i = 0; i < iters; i++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      detect({ user: { id: 'u' + i, text: text.slice(0, n - 6) + ` ${i}` }, prevAssistant: { id: 'p', text: prev } });
      times.push(performance.now() - t0);
      const c1 = process.cpuUsage(c0);
      cpu.push((c1.user + c1.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    out[`${n} chars`] = { p50: pct(times, 0.5), p99: pct(times, 0.99), max: times[times.length - 1]!, cpuP50: pct(cpu, 0.5), cpuP99: pct(cpu, 0.99) };
  }
  // 2,000-char turns made of real user text (dev rows concatenated, each sample different)
  {
    const times: number[] = [];
    const cpu: number[] = [];
    const pool = rows.map((r) => r.user ?? '');
    for (let i = 0; i < 1500; i++) {
      let t = '';
      for (let k = i; t.length < 2000; k += 7) t += pool[k % pool.length] + '\n';
      t = t.slice(0, 2000);
      const prevA = rows[i % rows.length]!.prev_assistant ?? '';
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      detect({ user: { id: 'r' + i, text: t }, prevAssistant: { id: 'p', text: prevA } });
      times.push(performance.now() - t0);
      const c1 = process.cpuUsage(c0);
      cpu.push((c1.user + c1.system) / 1000);
    }
    times.sort((a, b) => a - b);
    cpu.sort((a, b) => a - b);
    out['2000 real'] = { p50: pct(times, 0.5), p99: pct(times, 0.99), max: times[times.length - 1]!, cpuP50: pct(cpu, 0.5), cpuP99: pct(cpu, 0.99) };
  }
  // Real rows
  const times: number[] = [];
  const cpu: number[] = [];
  for (let rep = 0; rep < 5; rep++) for (const r of rows) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    predictRow(r);
    times.push(performance.now() - t0);
    const c1 = process.cpuUsage(c0);
    cpu.push((c1.user + c1.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  out['dev rows'] = { p50: pct(times, 0.5), p99: pct(times, 0.99), max: times[times.length - 1]!, cpuP50: pct(cpu, 0.5), cpuP99: pct(cpu, 0.99) };
  return out;
}

const benchOut = flag('--bench') ? bench() : null;

if (flag('--json')) {
  process.stdout.write(JSON.stringify({ n: rows.length, overall, languages: langs, confusion, baselines, splits, bench: benchOut }, null, 2) + '\n');
} else {
  const f = (x: number) => x.toFixed(2);
  const line = (name: string, l: PRF, fb: PRF) =>
    `${name.padEnd(20)} lesson P=${f(l.p)} R=${f(l.r)} F1=${f(l.f1)} (tp=${l.tp} fp=${l.fp} fn=${l.fn}) | feedback P=${f(fb.p)} R=${f(fb.r)} F1=${f(fb.f1)}`;
  console.log(`${rows.length} rows`);
  console.log(line('twice heuristic', overall.lesson, overall.feedback));
  for (const [l, s] of Object.entries(langs)) console.log(line(`  lang=${l} (n=${s.n})`, s.lesson, s.feedback));
  console.log('\nseed baselines (ported to TS):');
  for (const b of baselines) console.log(line(b.name, b.lesson, b.feedback));
  console.log('\nconfusion (rows = gold, cols = predicted):');
  console.log(''.padEnd(12) + KINDS.map((k) => k.slice(0, 11).padStart(12)).join(''));
  for (const g of KINDS) console.log(g.padEnd(12) + KINDS.map((k) => String(confusion[g]![k]).padStart(12)).join(''));
  if (flag('--split')) {
    console.log('\nhalves (stability; cues are hand-written, nothing is fitted):');
    for (const [k, s] of Object.entries(splits)) console.log(line(`${k} (n=${s.n})`, s.lesson, s.feedback));
  }
  if (benchOut) {
    console.log('\nlatency per turn (ms):');
    for (const [k, v] of Object.entries(benchOut))
      console.log(`  ${k.padEnd(14)} wall p50=${v.p50.toFixed(3)} p99=${v.p99.toFixed(3)} max=${v.max.toFixed(3)} | cpu p50=${v.cpuP50.toFixed(3)} p99=${v.cpuP99.toFixed(3)}`);
  }
  if (flag('--errors')) {
    console.log('\nerrors:');
    rows.forEach((r, i) => {
      const d = preds[i]!;
      if (d.kind === r.label) return;
      const u = r.user.replace(/\s+/g, ' ').slice(0, 160);
      console.log(`[${r.label} -> ${d.kind}] (${r.language}) ${u}\n     cues=${d.cues.join(',')}`);
    });
  }
}
