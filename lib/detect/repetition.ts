// Repetition across turns (seed 000 pattern 2): the same instruction given again, possibly in other words.
// Words are normalised to small concept classes so "keep it short" / "be concise" / "terse output" match; the
// classes and the ignored words come from the language packs (lib/detect/lang, `topic`).
import { LANG_PACKS } from './lang';
import type { LangPack, TopicWords } from './lang/types';

const TOPICS: readonly TopicWords[] = Object.values(LANG_PACKS).flatMap((p: LangPack) => (p.topic ? [p.topic] : []));
const CONCEPTS: readonly (readonly [RegExp, string])[] = TOPICS.flatMap((t) => t.concepts ?? []);
const STOP = new Set(TOPICS.flatMap((t) => t.repeatStop ?? []));

// Concept names start with '@'; the user's own '@' ("@TODO.md", a file mention in Cursor) is a separator, so a
// shared file mention is a shared topic word, never a shared concept.
export function conceptTokens(text: string, max = 400): Set<string> {
  const s = text.length > max ? text.slice(0, max) : text;
  const out = new Set<string>();
  for (const raw of s.toLowerCase().split(/[^\p{L}\p{N}']+/u)) {
    if (!raw || raw.length < 2) continue;
    let tok = raw;
    for (const [re, concept] of CONCEPTS) {
      if (re.test(raw)) {
        tok = concept;
        break;
      }
    }
    if (tok.startsWith('@') || !STOP.has(tok)) out.add(tok.replace(/(ing|ed|es|s)$/, ''));
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

/** Earlier user turns that repeat the current instruction. */
export function findRepeats(current: string, earlier: { id?: string; text: string }[], threshold = 0.6): Repeat[] {
  const cur = conceptTokens(current);
  if (cur.size === 0 || cur.size > 25) return [];
  const out: Repeat[] = [];
  earlier.forEach((e, i) => {
    if (e.text.length > 600) return;
    const other = conceptTokens(e.text);
    if (similarity(cur, other) >= threshold) out.push({ id: e.id ?? `u${i}`, concept: sharesConcept(cur, other) });
  });
  return out;
}
