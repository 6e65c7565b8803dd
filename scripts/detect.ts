// npx tsx scripts/detect.ts --in <file.jsonl>   (or the rows on standard input)
// Reads rows with `id`, `user`, optional `prev_assistant`, optional `history` ([{role,text}]); ignores every other
// field; writes one JSON line per row: {"id","kind","category","confidence","lesson","applies"}, where `applies` is
// "always" (a standing rule, offered for every draft), "topic" or null. Deterministic.
import { readFileSync } from 'node:fs';
import { detect } from '../lib/detect/index';
import type { HistoryTurn } from '../lib/detect/types';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const file = arg('--in');
if (!file && process.stdin.isTTY) {
  process.stderr.write('usage: npx tsx scripts/detect.ts --in <file.jsonl>   (or pipe the rows in)\n');
  process.exit(2);
}

const out: string[] = [];
const lines = readFileSync(file ?? 0, 'utf8').split('\n');
lines.forEach((line, n) => {
  if (!line.trim()) return;
  const row = JSON.parse(line) as Record<string, unknown>;
  const id = String(row.id ?? `row${n}`);
  const user = typeof row.user === 'string' ? row.user : '';
  const prev = typeof row.prev_assistant === 'string' ? row.prev_assistant : null;
  const history: HistoryTurn[] = Array.isArray(row.history)
    ? (row.history as unknown[])
        .filter((h): h is { role: string; text: string; id?: unknown } => !!h && typeof h === 'object' && typeof (h as { text?: unknown }).text === 'string')
        .map((h, i) => ({ id: typeof h.id === 'string' ? h.id : `${id}#h${i}`, role: h.role === 'assistant' ? 'assistant' : 'user', text: h.text }))
    : [];
  const d = detect({ user: { id, text: user }, prevAssistant: prev !== null ? { id: `${id}#prev`, text: prev } : null, history });
  out.push(JSON.stringify({ id, kind: d.kind, category: d.category, confidence: d.confidence, lesson: d.lesson ?? '', applies: d.applies ?? null }));
});
process.stdout.write(out.join('\n') + (out.length ? '\n' : ''));
