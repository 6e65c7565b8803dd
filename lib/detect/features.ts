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

/** FNV-1a over UTF-16 code units, continuing from `seed`. */
function fnv(seed: number, s: string): number {
  let h = seed;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h;
}

const OFFSET = 2166136261;
const SEED_C = fnv(OFFSET, 'c:');
const SEED_W = fnv(OFFSET, 'w:');
const SEED_B = fnv(OFFSET, 'b:');
const SEED_L = [fnv(OFFSET, 'l0:'), fnv(OFFSET, 'l1:'), fnv(OFFSET, 'l2:')];
const SEED_LB = fnv(OFFSET, 'lb:');
const SEED_Z1 = fnv(OFFSET, 'z1:');
const SEED_Z2 = fnv(OFFSET, 'z2:');
const SEED_Z3 = fnv(OFFSET, 'z3:') | 0;
const SEED_ZL = fnv(OFFSET, 'zl:') | 0;

/** FNV-1a of a named feature, folded into the feature space. */
export function hashFeature(s: string): number {
  return (fnv(OFFSET, s) >>> 0) & (FEATURE_DIM - 1);
}

const WORD_RE = /[\p{L}\p{N}][\p{L}\p{N}'’_-]*/gu;
const HAN_RUN_RE = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+/g;
const MAX_TOKENS = 96;
// Per-word tests, compiled once (a literal in the loop is a new RegExp object per word).
const CURLY_APOSTROPHES = /’/g;
const CJK_CHAR = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const MAX_CJK = 220;

function bucket(x: number, edges: number[]): number {
  let i = 0;
  while (i < edges.length && x >= edges[i]!) i++;
  return i;
}

/** Latin-ish words, lower-cased, capped; CJK runs are handled separately. */
function words(low: string): string[] {
  const out: string[] = [];
  // `match` gives the words alone; an `exec` loop allocated a match record per word.
  for (const word of low.match(WORD_RE) ?? []) {
    if (out.length >= MAX_TOKENS) break;
    const w = word.includes('’') ? word.replace(CURLY_APOSTROPHES, "'") : word;
    if (CJK_CHAR.test(w)) continue;
    out.push(w.length > 24 ? w.slice(0, 24) : w);
  }
  return out;
}

const PREV_WORDS_HEAD = 2000;
const PREV_WORDS_TAIL = 600;

/** Share of the user's content words (len ≥ 4) that also occur in the previous assistant turn (head and tail). */
function overlapWithPrev(ws: string[], prev: string): number {
  const text = prev.length > PREV_WORDS_HEAD + PREV_WORDS_TAIL ? prev.slice(0, PREV_WORDS_HEAD) + ' ' + prev.slice(-PREV_WORDS_TAIL) : prev;
  const seen = new Set(text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'_-]{3,}/gu) ?? []);
  let n = 0;
  let hit = 0;
  for (const w of ws) {
    if (w.length < 4) continue;
    n++;
    if (seen.has(w)) hit++;
    if (n >= 40) break;
  }
  return n === 0 ? 0 : hit / n;
}

/**
 * The sparse feature vector. Dense families (cues, context, shape) have value 1 or a bounded real; each n-gram family
 * is L2-normalised so that long turns do not outweigh short ones.
 */
// Scratch accumulators reused across calls (detection is synchronous, one turn at a time): a dense array and the
// list of touched slots is several times faster than a Map for a few hundred features.
const ACC = new Float64Array(FEATURE_DIM);
const NGR = new Float64Array(FEATURE_DIM);
// Touched slots, as a count over a fixed buffer: a slot is listed only while it is 0, so never more than FEATURE_DIM.
// (Emptying an array by `length = 0` gives its storage back, and each turn grew it again.)
const accTouched = new Int32Array(FEATURE_DIM);
const ngrTouched = new Int32Array(FEATURE_DIM);
let accN = 0;
let ngrN = 0;

function addAt(k: number, v: number): void {
  if (ACC[k] === 0) accTouched[accN++] = k;
  ACC[k]! += v;
  // A slot that sums back to exactly 0 would be pushed twice; keep it marked with a tiny non-zero value.
  if (ACC[k] === 0) ACC[k] = Number.MIN_VALUE;
}

function add(name: string, v = 1): void {
  addAt(hashFeature(name), v);
}

/** Adds weight `w` to the n-gram slot of hash `h`. */
function put(h: number, w: number): void {
  const k = (h >>> 0) & (FEATURE_DIM - 1);
  if (NGR[k] === 0) ngrTouched[ngrN++] = k;
  NGR[k]! += w;
}

const clip = (x: number): number => Math.max(-2, Math.min(2, x / 2));

export function extractFeatures(f: FeatureInput): SparseVector {
  accN = 0;
  ngrN = 0;
  const { p, lang, ctx, scores } = f;

  // Hand cues, and their sums as bounded reals.
  // Hashed on from the prefix's seed, the same value as hashing 'c:' + id, without building that string.
  for (const id of scores.cues) addAt((fnv(SEED_C, id) >>> 0) & (FEATURE_DIM - 1), 1);
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
    if (!ctx.replied) add('d:found_noprev');
    if (f.echo) add('d:found_echo');
  } else if (l.confirmOnly) add('d:confirm');
  else if (l.suggestion) add('d:none');

  // Context of the previous assistant turn.
  add(ctx.replied ? 'x:prev' : 'x:noprev');
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
  // A shared prior for the languages with few rows, so one the model has barely seen still gets a learned bias.
  if (lang !== 'en' && lang !== 'zh') add('x:lang:minor');

  // Words: unigrams and bigrams over the prose, and the opening three words by position.
  const ws = words(p.low);
  if (ctx.hasPrev) add('x:ov' + bucket(overlapWithPrev(ws, ctx.prev), [0.01, 0.2, 0.4, 0.7]));
  // n-grams are hashed as they are read (no intermediate strings per n-gram): prefix seed, then the characters.
  for (let i = 0; i < ws.length; i++) {
    // Opening words carry most of a correction ("no, …", "still …", "you forgot …"): weigh them up.
    const early = i < 12 ? 1.6 : 1;
    put(fnv(SEED_W, ws[i]!), early);
    if (i + 1 < ws.length) put(fnv(fnv(SEED_B, ws[i]!) ^ 32, ws[i + 1]!), early);
  }
  for (let i = 0; i < Math.min(3, ws.length); i++) put(fnv(SEED_L[i]!, ws[i]!), 1.5);
  if (ws.length >= 2) put(fnv(fnv(SEED_LB, ws[0]!) ^ 32, ws[1]!), 1.5);

  // CJK: character unigrams, bigrams and trigrams (no word boundaries), the opening ones weighed up.
  HAN_RUN_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  let seen = 0;
  while ((m = HAN_RUN_RE.exec(p.low)) !== null && seen < MAX_CJK) {
    const run = m[0];
    for (let i = 0; i < run.length && seen < MAX_CJK; i++, seen++) {
      const early = seen < 12 ? 1.6 : 1;
      const c0 = run.charCodeAt(i);
      put(Math.imul(SEED_Z1 ^ c0, 16777619), 0.5 * early);
      if (i + 1 < run.length) {
        const h2 = Math.imul(Math.imul(SEED_Z2 ^ c0, 16777619) ^ run.charCodeAt(i + 1), 16777619);
        put(h2, early);
        if (seen < 4) put(h2 ^ SEED_ZL, 1.5);
        if (i + 2 < run.length) put(Math.imul(h2 ^ run.charCodeAt(i + 2), 16777619) ^ SEED_Z3, early);
      }
    }
  }
  let norm = 0;
  for (let i = 0; i < ngrN; i++) {
    const x = NGR[ngrTouched[i]!]!;
    norm += x * x;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  // Touched slots are visited in insertion order, so the sums (and training) are deterministic.
  for (let i = 0; i < ngrN; i++) {
    const k = ngrTouched[i]!;
    addAt(k, NGR[k]! * scale * 2);
    NGR[k] = 0;
  }

  // A typed array sorts numbers natively, without a comparator call per pair.
  const idx = accTouched.slice(0, accN).sort();
  const val = new Float32Array(idx.length);
  for (let i = 0; i < idx.length; i++) {
    const k = idx[i]!;
    val[i] = ACC[k]!;
    ACC[k] = 0;
  }
  return { idx, val };
}
