import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const rows = [
  { id: 'c1|3', user: 'terse output', prev_assistant: 'Here is a long answer ...', history: [{ role: 'user', text: 'keep it short' }, { role: 'assistant', text: 'long' }, { role: 'user', text: 'be concise' }, { role: 'assistant', text: 'long again' }] },
  { id: 'c3|1', user: '以后都用中文回答' },
  { id: 'c4|2', user: 'no thanks', prev_assistant: 'Would you like a summary?' },
  { id: 'c5|2', user: "No, that's not what I asked. Use REST endpoints, not GraphQL.", prev_assistant: "I've added a GraphQL mutation:\n```ts\nx\n```" },
];

function run(lines: object[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'twice-detect-'));
  const f = join(dir, 'in.jsonl');
  writeFileSync(f, lines.map((r) => JSON.stringify(r)).join('\n') + '\n');
  return execFileSync('npx', ['tsx', 'scripts/detect.ts', '--in', f], { encoding: 'utf8', cwd: process.cwd() });
}

function runPiped(lines: object[]): string {
  return execFileSync('npx', ['tsx', 'scripts/detect.ts'], { encoding: 'utf8', cwd: process.cwd(), input: lines.map((r) => JSON.stringify(r)).join('\n') + '\n' });
}

describe('scripts/detect.ts', () => {
  it('one JSON line per row with exactly id/kind/category/confidence/lesson/applies; ignores label/next_user', () => {
    const plain = run(rows);
    const noisy = run(rows.map((r) => ({ ...r, label: 'none', lesson: 'LEAK', next_user: 'still not working, wrong!' })));
    expect(noisy).toBe(plain);
    const out = plain.trim().split('\n').map((l) => JSON.parse(l));
    expect(out).toHaveLength(rows.length);
    for (const o of out) expect(Object.keys(o).sort()).toEqual(['applies', 'category', 'confidence', 'id', 'kind', 'lesson']);
    expect(out.map((o) => o.kind)).toEqual(['preference', 'preference', 'none', 'correction']);
    expect(out[0].lesson).toBe('Keep answers short and concise.');
    expect(out[1].lesson).toBe('用中文回答。');
    expect(out[2].lesson).toBe('');
    // Length and answer language shape every reply; REST over GraphQL matters for related work; no rule, no scope.
    expect(out.map((o) => o.applies)).toEqual(['always', 'always', null, 'topic']);
    expect(runPiped(rows)).toBe(plain);
  }, 60_000);
});
