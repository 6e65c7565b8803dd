// Repetition across turns (seed 000 pattern 2): the same instruction given again, possibly in other words.
// Words are normalised to small concept classes so "keep it short" / "be concise" / "terse output" match; the
// classes and the ignored words come from the language packs (lib/detect/lang, `topic`).
import { LANG_PACKS } from './lang';
import type { LangPack, TopicWords } from './lang/types';

const TOPICS: readonly TopicWords[] = Object.values(LANG_PACKS).flatMap((p: LangPack) => (p.topic ? [p.topic] : []));
const CONCEPTS: readonly (readonly [RegExp, string])[] = TOPICS.flatMap((t) => t.concepts ?? []);
const STOP = new Set(TOPICS.flatMap((t) => t.repeatStop ?? []));

// The token a word stands for ('' for an ignored word): pure, so it is memoised. Every detection reads up to 20
// earlier turns of the same conversation again, whose words repeat; bounded so a long session cannot grow it.
const TOKEN_OF = new Map<string, string>();
const TOKEN_CACHE_MAX = 20_000;

function tokenOf(raw: string): string {
  let hit = TOKEN_OF.get(raw);
  if (hit !== undefined) return hit;
  let tok = raw;
  for (const [re, concept] of CONCEPTS) {
    if (re.test(raw)) {
      tok = concept;
      break;
    }
  }
  hit = tok.startsWith('@') || !STOP.has(tok) ? tok.replace(/(ing|ed|es|s)$/, '') : '';
  if (TOKEN_OF.size >= TOKEN_CACHE_MAX) TOKEN_OF.clear();
  TOKEN_OF.set(raw, hit);
  return hit;
}

// Concept names start with '@'; the user's own '@' ("@TODO.md", a file mention in Cursor) is a separator, so a
// shared file mention is a shared topic word, never a shared concept.
export function conceptTokens(text: string, max = 400): Set<string> {
  const s = text.length > max ? text.slice(0, max) : text;
  const out = new Set<string>();
  for (const raw of s.toLowerCase().split(/[^\p{L}\p{N}']+/u)) {
    if (!raw || raw.length < 2) continue;
    const tok = tokenOf(raw);
    if (tok) out.add(tok);
  }
  return out;
}

/** Similarity of two short instructions: overlap / size of the smaller set (0..1). */
export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let inter = 0;
  for (const t of a) if (b.has(t)) inter++;
  const base = inter / Math.min(a.size, b.size);
  const jac = inter / (a.size + b.size - inter);
  if (sharesConcept(a, b)) return Math.max(base, 0.75);
  if (inter < 2) return 0;
  return Math.max(jac, base * 0.8);
}

/** Both name the same reply-wide concept (@brief, @lang, @comments …): "keep it short" and "terse output". */
function sharesConcept(a: Set<string>, b: Set<string>): boolean {
  for (const t of a) if (t.startsWith('@') && b.has(t)) return true;
  return false;
}

export interface Repeat {
  id: string;
  /** The two share a reply-wide concept, not only topic words ("pi coin" / "what is the value of pi coin"). */
  concept: boolean;
}

// An earlier turn is read again at every later detection of its conversation: its tokens are kept for the last few
// dozen turns seen (insertion order of a Map is the eviction order).
const EARLIER = new Map<string, Set<string>>();
const EARLIER_MAX = 128;

function earlierTokens(text: string): Set<string> {
  let t = EARLIER.get(text);
  if (!t) {
    t = conceptTokens(text);
    if (EARLIER.size >= EARLIER_MAX) EARLIER.delete(EARLIER.keys().next().value!);
    EARLIER.set(text, t);
  }
  return t;
}

/** Earlier user turns that repeat the current instruction. */
export function findRepeats(current: string, earlier: { id?: string; text: string }[], threshold = 0.6): Repeat[] {
  const cur = conceptTokens(current);
  if (cur.size === 0 || cur.size > 25) return [];
  const out: Repeat[] = [];
  earlier.forEach((e, i) => {
    if (e.text.length > 600) return;
    const other = earlierTokens(e.text);
    if (similarity(cur, other) >= threshold) out.push({ id: e.id ?? `u${i}`, concept: sharesConcept(cur, other) });
  });
  return out;
}
