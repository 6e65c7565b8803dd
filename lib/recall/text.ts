// Language-light text analysis shared by the memory (merging lessons into rules) and recall (ranking).
// Both sides MUST use the same tokens, otherwise a lesson would merge with one rule but recall another.
// Kept dependency-free and synchronous so it runs in an MV3 service worker and in Node tests alike. The words
// of each language live in its pack (lib/detect/lang/<code>.ts, `topic`); nothing here names a language's words.
import { LANG_PACKS } from '../detect/lang';
import type { LangPack, TopicWords } from '../detect/lang/types';

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+/gu;
// Latin words keep inner apostrophes ("don't") and tech suffixes ("c++", "c#", "node.js" → "node", "js").
const WORD = /[\p{L}\p{N}_]+(?:'[\p{L}]+)?[+#]*/gu;

/** Topic words of every language Twice reads (lib/detect/lang): a mixed-language text is read with all of them. */
const TOPICS: readonly TopicWords[] = Object.values(LANG_PACKS).flatMap((p: LangPack) => (p.topic ? [p.topic] : []));

/** Words that carry no topic, in any language; directive verbs included (`stance` reads the direction). */
const STOP = new Set(TOPICS.flatMap((t) => t.stop));

/** A lesson that asks for less or never, in any language. */
function isNegative(text: string): boolean {
  let t = text;
  // Negated negatives mean "do": "Don't forget the tests"; the direction comes from what is left.
  for (const topic of TOPICS) if (topic.doubleNegative) t = t.replace(topic.doubleNegative, ' ');
  return TOPICS.some((topic) => topic.negative.test(t));
}

/** Mutually exclusive choices ("Always use tabs" vs "Always use spaces") contradict without a shared word. */
const EXCLUSIVE_GROUPS: readonly (readonly string[])[] = TOPICS.flatMap((t) => t.exclusive ?? []);
let exclusiveIndex: Map<string, number> | null = null;
/** Group number of a token, if it is one of the exclusive choices (computed lazily through `stem`). */
export function exclusiveGroup(token: string): number | undefined {
  if (!exclusiveIndex) {
    exclusiveIndex = new Map();
    EXCLUSIVE_GROUPS.forEach((g, i) => {
      for (const w of g) for (const t of tokenize(w)) exclusiveIndex!.set(t, i);
    });
  }
  return exclusiveIndex.get(token);
}

/** The tokens of the other choices in the token's exclusive group ("tabs" → "spaces"), if any. */
export function exclusiveSiblings(token: string): string[] {
  const g = exclusiveGroup(token);
  if (g === undefined) return [];
  const out: string[] = [];
  for (const [t, i] of exclusiveIndex!) if (i === g && t !== token) out.push(t);
  return out;
}

/**
 * "use X instead of Y" patterns; scripts without spaces first, whose patterns are the more specific
 * ("用X而不是Y" would otherwise be read by the Latin pattern's "not").
 */
const SWAPS: readonly RegExp[] = [...TOPICS.filter((t) => t.glue), ...TOPICS.filter((t) => !t.glue)].flatMap((t) => (t.swap ? [t.swap] : []));

/**
 * Abbreviations people type in drafts for the words lessons spell out ("convert this JS to TS" must find
 * "Always use TypeScript, not JavaScript"). Values are canonical words, stemmed when the table is first used.
 */
const ALIAS_WORDS: Record<string, string> = Object.assign({}, ...TOPICS.map((t) => t.aliases ?? {}));
let aliases: Map<string, string> | null = null;
function alias(token: string): string {
  if (!aliases) {
    aliases = new Map();
    for (const [k, v] of Object.entries(ALIAS_WORDS)) aliases.set(stem(k), /^[a-z]+$/.test(v) ? stem(v) : v);
  }
  return aliases.get(token) ?? token;
}

let segmenter: Intl.Segmenter | null | undefined;
function zhSegmenter(): Intl.Segmenter | null {
  if (segmenter !== undefined) return segmenter;
  try {
    // Dictionary-based word breaks are much better than bigrams for coverage scoring, but some runtimes ship
    // without ICU data; then fall back to bigrams.
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  } catch {
    segmenter = null;
  }
  return segmenter;
}

/** Test hook: force the bigram fallback (or restore auto-detection with `undefined`). */
export function setSegmenterForTests(s: Intl.Segmenter | null | undefined): void {
  segmenter = s;
}

const STEMMERS = TOPICS.flatMap((t) => (t.stem ? [t.stem] : []));
const FOLDS = TOPICS.flatMap((t) => (t.fold ? [t.fold] : []));

/** Reduces inflection with the language packs' stemmers (lowercase Latin words; others pass unchanged). */
export function stem(word: string): string {
  let w = word;
  for (const s of STEMMERS) w = s(w);
  return w;
}

function cjkTokens(run: string, out: string[]): void {
  const seg = zhSegmenter();
  if (!seg) {
    pushBigrams(run, out);
    return;
  }
  // Runs of single-character segments are usually out-of-dictionary words split apart ("制|表|符");
  // bigrams over such runs keep them matchable without flooding the index with single characters.
  let singles = '';
  const flush = (): void => {
    if (singles.length >= 2) pushBigrams(singles, out);
    else if (singles.length === 1 && !STOP.has(singles)) out.push(singles);
    singles = '';
  };
  for (const s of seg.segment(run)) {
    if (s.isWordLike === false) {
      flush();
      continue;
    }
    if (STOP.has(s.segment)) {
      flush();
      continue;
    }
    if (s.segment.length === 1) singles += s.segment;
    else {
      flush();
      out.push(s.segment);
    }
  }
  flush();
}

/** Function characters that glue Chinese words together; splitting on them keeps bigrams inside words. */
const CJK_GLUE = new RegExp(TOPICS.flatMap((t) => (t.glue ? [t.glue.source] : [])).join('|') || '(?!)', 'u');
const CJK_STOP_WORDS = [...STOP].filter((w) => w.length > 1 && CJK.test(w)).sort((a, b) => b.length - a.length);

/**
 * Bigram fallback without a dictionary: multi-character stop words and glue characters split the run first,
 * otherwise bigrams straddling "不要|在|代码" would dilute the coverage score with pieces of no word.
 */
function pushBigrams(run: string, out: string[]): void {
  let text = run;
  for (const w of CJK_STOP_WORDS) if (text.includes(w)) text = text.split(w).join(' ');
  for (const piece of text.split(new RegExp(`${CJK_GLUE.source}|\\s+`, 'u'))) {
    const chars = [...piece];
    if (chars.length === 0) continue;
    if (chars.length === 1) {
      if (!STOP.has(piece)) out.push(piece);
      continue;
    }
    for (let i = 0; i + 1 < chars.length; i++) {
      const bg = chars[i]! + chars[i + 1]!;
      if (!STOP.has(bg)) out.push(bg);
    }
  }
}

/**
 * Topic tokens of a text: normalised, stop words and directive verbs removed, stemmed, CJK segmented.
 * Order follows the text and duplicates are kept (callers that need sets dedupe).
 */
export function tokenize(text: string): string[] {
  let norm = text.normalize('NFKC').toLowerCase().replace(/[’‘`]/g, "'");
  const out: string[] = [];
  if (CJK.test(norm)) {
    // "不要加註解" (Traditional) and a draft "加上注解" (Simplified) name one topic.
    for (const fold of FOLDS) norm = fold(norm);
    const start = out.length;
    for (const m of norm.matchAll(CJK_RUN)) cjkTokens(m[0], out);
    for (let i = start; i < out.length; i++) out[i] = alias(out[i]!);
  }
  const latin = norm.replace(CJK_RUN, ' ');
  for (const m of latin.matchAll(WORD)) {
    const raw = m[0];
    if (STOP.has(raw)) continue;
    const base = raw.replace(/'[\p{L}]+$/u, '');
    if (base.length < 2 && !/[+#]/.test(raw)) continue;
    if (STOP.has(base)) continue;
    const t = alias(stem(base));
    if (!STOP.has(t)) out.push(t);
  }
  return out;
}

export function tokenSet(text: string): Set<string> {
  return new Set(tokenize(text));
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let inter = 0;
  for (const t of a) if (b.has(t)) inter++;
  return inter / (a.size + b.size - inter);
}

/**
 * Direction of a lesson per topic token: +1 "do/use this", -1 "don't/avoid this".
 * "Use X not Y" gives X +1 and Y -1, so "use tabs not spaces" contradicts "use spaces not tabs".
 */
export function stance(text: string): Map<string, 1 | -1> {
  const t = text.trim();
  const out = new Map<string, 1 | -1>();
  let swap: RegExpExecArray | null = null;
  for (const re of SWAPS) if ((swap = re.exec(t))) break;
  if (swap && swap[1] && swap[2]) {
    const pos = tokenize(swap[1]);
    const neg = tokenize(swap[2]);
    if (pos.length > 0 && neg.length > 0) {
      for (const n of neg) out.set(n, -1);
      for (const p of pos) if (!out.has(p)) out.set(p, 1);
      return out;
    }
  }
  // "Don't forget X" asks for X; the direction must come from what is left after removing it.
  const sign: 1 | -1 = isNegative(t) ? -1 : 1;
  for (const tok of tokenize(t)) out.set(tok, sign);
  return out;
}

/** Short stable hash (FNV-1a, 32 bit) used to notice edited turns without keeping their text. */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36) + ':' + text.length.toString(36);
}

/** Whitespace-collapsed, case-folded text used as the identity of a rule when importing. */
export function normaliseRuleText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\s.!。！]+/gu, ' ').trim();
}

/** Cuts at a sentence or word boundary so stored snippets never end mid-word. */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('。'));
  if (sentence > max * 0.5) return cut.slice(0, sentence + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.5 ? cut.slice(0, space) : cut) + '…';
}
