// Features of one user turn for the learned scorer (model.ts). Pure and deterministic: the same turn and context
// give the same sparse vector in the service worker, in Node tests and in `npm run train`.
//
// Four families, each chosen because it carries across sources rather than topics:
// - the hand cues (lexicon.ts) and their group sums: meaning written by people, now weighed by data;
// - the context of the previous assistant turn: did it act, did it ask, does the user negate what it said;
// - the shape of the turn: length, code/log paste, question, language;
// - hashed word and character n-grams of the prose, weighted towards the opening words, where corrections live.
import type { Lang } from './types';
import type { Prepared } from './text';
import type { Context, Scores } from './cues';
import type { Lesson } from './lesson';

/** Hash space of the model. Power of two; model.ts and the trainer must agree. */
export const FEATURE_BITS = 16;
export const FEATURE_DIM = 1 << FEATURE_BITS;

export interface FeatureInput {
  p: Prepared;
  lang: Lang;
  ctx: Context;
  scores: Scores;
  echo: boolean;
  /** Net evidence of the hand-cue decision, per kind (already damped for length/context). */
  heuristic: { kind: string; net: number };
  lesson: Lesson;
}

export interface SparseVector {
  idx: Int32Array;
  val: Float32Array;
}

/** FNV-1a over UTF-16 code units, folded into the feature space. */
export function hashFeature(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0) & (FEATURE_DIM - 1);
}

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu;
const HAN_RUN_RE = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+/g;
const MAX_TOKENS = 160;
const MAX_CJK = 220;

function bucket(x: number, edges: number[]): number {
  let i = 0;
  while (i < edges.length && x >= edges[i]!) i++;
  return i;
}

/** Latin-ish words, lower-cased, capped; CJK runs are handled separately. */
function words(low: string): string[] {
  const out: string[] = [];
  WORD_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = WORD_RE.exec(low)) !== null && out.length < MAX_TOKENS) {
    const w = m[0].replace(/’/g, "'");
    if (/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(w)) continue;
    out.push(w.length > 24 ? w.slice(0, 24) : w);
  }
  return out;
}

/** Share of the user's content words (len ≥ 4) that also occur in the previous assistant turn. */
function overlapWithPrev(ws: string[], prevLow: string): number {
  let n = 0;
  let hit = 0;
  for (const w of ws) {
    if (w.length < 4) continue;
    n++;
    if (prevLow.includes(w)) hit++;
    if (n >= 40) break;
  }
  return n === 0 ? 0 : hit / n;
}

/**
 * The sparse feature vector. Dense families (cues, context, shape) have value 1 or a bounded real; each n-gram family
 * is L2-normalised so that long turns do not outweigh short ones.
 */
export function extractFeatures(f: FeatureInput): SparseVector {
  const acc = new Map<number, number>();
  const add = (name: string, v = 1) => {
    const k = hashFeature(name);
    acc.set(k, (acc.get(k) ?? 0) + v);
  };
  const { p, lang, ctx, scores } = f;

  // Hand cues, and their sums as bounded reals.
  for (const id of scores.cues) add('c:' + id);
  const clip = (x: number) => Math.max(-2, Math.min(2, x / 2));
  add('g:pref', clip(scores.pref));
  add('g:corr', clip(scores.corr));
  add('g:frus', clip(scores.frus));
  add('g:neg', clip(scores.neg));
  add('g:dir', clip(scores.dir));
  add('g:react', clip(scores.react));
  add('h:' + f.heuristic.kind);
  add('h:net', clip(f.heuristic.net));

  // A directive the user stated, read by the language files: its shape, and whether it answers what the assistant did.
  const l = f.lesson;
  if (l.text) {
    add('d:found');
    add('d:pol:' + l.polarity);
    if (l.original && l.corrected) add('d:contrast');
    if (ctx.acted) add('d:found_acted');
    if (!ctx.hasPrev) add('d:found_noprev');
    if (f.echo) add('d:found_echo');
  } else if (l.confirmOnly) add('d:confirm');
  else if (l.suggestion) add('d:none');

  // Context of the previous assistant turn.
  add(ctx.hasPrev ? 'x:prev' : 'x:noprev');
  if (ctx.acted) add('x:acted');
  if (ctx.asks) add('x:asks');
  if (f.echo) add('x:echo');
  add('x:prevlen' + bucket(ctx.prev.length, [200, 800, 2000, 5000]));

  // Shape of the turn.
  const n = p.prose.length;
  add('x:len' + bucket(n, [1, 15, 40, 90, 200, 450, 900]));
  add('x:code' + bucket(p.codeLines, [1, 3, 15]));
  if (p.errorPaste) add('x:errpaste');
  if (p.errorPaste && ctx.acted) add('x:errpaste_acted');
  if (/[?？]\s*$/.test(p.prose)) add('x:endq');
  if (/[!！]/.test(p.prose)) add('x:excl');
  if (/\b[A-Z]{3,}\b/.test(p.prose)) add('x:caps');
  if (p.prose.includes(' Q ')) add('x:quoted');
  add('x:lang:' + lang);

  // Words: unigrams and bigrams over the prose, and the opening three words by position.
  const ws = words(p.low);
  if (ctx.hasPrev) add('x:ov' + bucket(overlapWithPrev(ws, ctx.prev.toLowerCase()), [0.01, 0.2, 0.4, 0.7]));
  const ngrams = new Map<string, number>();
  const put = (k: string, w: number) => ngrams.set(k, (ngrams.get(k) ?? 0) + w);
  for (let i = 0; i < ws.length; i++) {
    // Opening words carry most of a correction ("no, …", "still …", "you forgot …"): weigh them up.
    const early = i < 12 ? 1.6 : 1;
    put('w:' + ws[i], early);
    if (i + 1 < ws.length) put('b:' + ws[i] + ' ' + ws[i + 1], early);
  }
  for (let i = 0; i < Math.min(3, ws.length); i++) put(`l${i}:` + ws[i], 1.5);
  if (ws.length >= 2) put('lb:' + ws[0] + ' ' + ws[1], 1.5);

  // CJK: character unigrams, bigrams and trigrams (no word boundaries), the opening ones weighed up.
  HAN_RUN_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  let seen = 0;
  while ((m = HAN_RUN_RE.exec(p.low)) !== null && seen < MAX_CJK) {
    const run = m[0];
    for (let i = 0; i < run.length && seen < MAX_CJK; i++, seen++) {
      const early = seen < 12 ? 1.6 : 1;
      put('z1:' + run[i], 0.5 * early);
      if (i + 1 < run.length) put('z2:' + run.slice(i, i + 2), early);
      if (i + 2 < run.length) put('z3:' + run.slice(i, i + 3), early);
      if (seen < 4 && i + 1 < run.length) put('zl:' + run.slice(i, i + 2), 1.5);
    }
  }
  let norm = 0;
  for (const v of ngrams.values()) norm += v * v;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  // Map iteration follows insertion order, so the sums (and training) are deterministic.
  for (const [k, v] of ngrams) add(k, v * scale * 2);

  const keys = [...acc.keys()].sort((a, b) => a - b);
  const idx = new Int32Array(keys.length);
  const val = new Float32Array(keys.length);
  keys.forEach((k, i) => {
    idx[i] = k;
    val[i] = acc.get(k)!;
  });
  return { idx, val };
}
