// The shared labelled turns (../shared/eval), read the same way by `npm run train`, `npm run eval` and the tests,
// and the source groups used to hold data out: a group is never split between training and scoring.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Kind } from '../../lib/detect/types';

export interface LabelledRow {
  id: string;
  file: 'dev' | 'train';
  user: string;
  prev_assistant: string | null;
  label: Kind;
  language: string;
  source_repo: string;
  group: string;
  lesson: string;
  lesson_native: string;
  applies: '' | 'always' | 'topic';
  /** The turn's index in its conversation (the id's last field), when the id carries one. */
  turn: number | null;
  /** The labelled rows just before this one in the same conversation, oldest first (see withHistory). */
  history: { id: string; role: 'user' | 'assistant'; text: string }[];
}

export const SHARED_EVAL = path.resolve(import.meta.dirname, '..', '..', '..', 'shared', 'eval');
export const DATA_FILES = ['corrections-dev.jsonl', 'corrections-train.jsonl'] as const;

const KINDS: readonly Kind[] = ['preference', 'correction', 'frustration', 'none'];

function parseFile(file: string, which: 'dev' | 'train'): LabelledRow[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => {
      const r = JSON.parse(l) as Record<string, unknown>;
      const s = (k: string) => (typeof r[k] === 'string' ? (r[k] as string) : '');
      const label = KINDS.includes(s('label') as Kind) ? (s('label') as Kind) : 'none';
      const applies = s('applies');
      return {
        id: s('id'),
        file: which,
        user: s('user'),
        prev_assistant: typeof r.prev_assistant === 'string' && r.prev_assistant ? r.prev_assistant : null,
        label,
        language: s('language') || 'unknown',
        source_repo: s('source_repo'),
        group: s('group') || (s('id').startsWith('devgpt|') ? 'devgpt' : 'specstory'),
        lesson: s('lesson'),
        lesson_native: s('lesson_native'),
        applies: applies === 'always' || applies === 'topic' ? applies : '',
        turn: /\|\d+$/.test(s('id')) ? Number(s('id').slice(s('id').lastIndexOf('|') + 1)) : null,
        history: [],
      };
    });
}

const HISTORY_TURNS = 6;

/**
 * The conversation so far, as far as the labelled rows show it: the rows of the same conversation at the turns just
 * before this one (each its reply and its user turn), back to the first gap, at most HISTORY_TURNS. The extension
 * sees the whole conversation; this is the part of it the data has, and only ever earlier turns.
 */
export function withHistory(rows: LabelledRow[]): LabelledRow[] {
  const byTurn = new Map<string, LabelledRow>();
  const conv = (r: LabelledRow) => r.id.slice(0, r.id.lastIndexOf('|'));
  for (const r of rows) if (r.turn !== null) byTurn.set(`${conv(r)}|${r.turn}`, r);
  return rows.map((r) => {
    if (r.turn === null) return r;
    const earlier: LabelledRow[] = [];
    for (let t = r.turn - 1; t >= 0 && earlier.length < HISTORY_TURNS; t--) {
      const q = byTurn.get(`${conv(r)}|${t}`);
      if (!q) break;
      earlier.unshift(q);
    }
    const history = earlier.flatMap((q) => [
      ...(q.prev_assistant ? [{ id: `${q.id}#prev`, role: 'assistant' as const, text: q.prev_assistant }] : []),
      { id: q.id, role: 'user' as const, text: q.user },
    ]);
    return history.length ? { ...r, history } : r;
  });
}

/** Dev rows then train rows, in file order: the order is part of what makes training deterministic. */
export function loadRows(dir = SHARED_EVAL): LabelledRow[] {
  const out: LabelledRow[] = [];
  for (const f of DATA_FILES) {
    const p = path.join(dir, f);
    if (!existsSync(p)) throw new Error(`missing ${p}: the shared labelled data must sit beside the project`);
    out.push(...parseFile(p, f === 'corrections-dev.jsonl' ? 'dev' : 'train'));
  }
  return withHistory(out);
}

export function fnv(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Content digest of the data, so a model records what it was trained on. */
export function digestRows(rows: LabelledRow[]): string {
  let h = 2166136261;
  for (const r of rows) {
    const s = `${r.id}\u0000${r.label}\u0000${r.user}\u0000${r.prev_assistant ?? ''}\n`;
    for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

const GENERAL_MIN = 30;

/**
 * The unit held out together: all of DevGPT; each general-chat source on its own (small ones pooled); English and
 * Chinese SpecStory repositories in a few folds by repository; other languages together.
 */
export function foldOf(r: LabelledRow, generalCounts: Map<string, number>): string {
  if (r.id.startsWith('devgpt|') || r.group === 'devgpt') return 'devgpt';
  if (r.group === 'general') return (generalCounts.get(r.source_repo) ?? 0) >= GENERAL_MIN ? `general:${r.source_repo}` : 'general:others';
  const lang = r.group === 'specstory_zh' ? 'zh' : r.group === 'specstory_other' ? 'other' : r.group === 'specstory_en' ? 'en' : r.language === 'zh' ? 'zh' : r.language === 'en' ? 'en' : 'other';
  if (lang === 'zh') return `specstory_zh:${fnv(r.source_repo) % 3}`;
  if (lang === 'en') return `specstory_en:${fnv(r.source_repo) % 4}`;
  return 'specstory_other';
}

export function foldsOf(rows: LabelledRow[]): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) if (r.group === 'general') counts.set(r.source_repo, (counts.get(r.source_repo) ?? 0) + 1);
  return rows.map((r) => foldOf(r, counts));
}
