// Repetition across turns (seed 000 pattern 2): the same instruction given again, possibly in other words.
// Words are normalised to small concept classes so "keep it short" / "be concise" / "terse output" match; the
// classes and the ignored words come from the language packs (lib/detect/lang, `topic`).
import { LANG_PACKS } from './lang';
import type { LangPack, TopicWords } from './lang/types';

const TOPICS: readonly TopicWords[] = Object.values(LANG_PACKS).flatMap((p: LangPack) => (p.topic ? [p.topic] : []));
const CONCEPTS: readonly (readonly [RegExp, string])[] = TOPICS.flatMap((t) => t.concepts ?? []);
const STOP = new Set(TOPICS.flatMap((t) => t.repeatStop ?? []));

export function conceptTokens(text: string, max = 400): Set<string> {
  const s = text.length > max ? text.slice(0, max) : text;
  const out = new Set<string>();
  for (const raw of s.toLowerCase().split(/[^\p{L}\p{N}'@]+/u)) {
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
  const conceptShared = [...a].some((t) => t.startsWith('@') && b.has(t));
  const base = inter / Math.min(a.size, b.size);
  const jac = inter / (a.size + b.size - inter);
  if (conceptShared) return Math.max(base, 0.75);
  if (inter < 2) return 0;
  return Math.max(jac, base * 0.8);
}

/** Ids (or indices) of earlier user turns that repeat the current instruction. */
export function findRepeats(current: string, earlier: { id?: string; text: string }[], threshold = 0.6): string[] {
  const cur = conceptTokens(current);
  if (cur.size === 0 || cur.size > 25) return [];
  const out: string[] = [];
  earlier.forEach((e, i) => {
    if (e.text.length > 600) return;
    const sim = similarity(cur, conceptTokens(e.text));
    if (sim >= threshold) out.push(e.id ?? `u${i}`);
  });
  return out;
}
