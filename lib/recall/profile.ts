// A rule's topic profile: the salient terms of what it was learned from — the rule itself, the user's turn, the
// assistant reply it corrected, the conversation title — as a bounded weighted bag (a few dozen stems and concept
// tokens), merged across the rule's examples. Ranking matches a draft against it, so "Use REST, not GraphQL."
// learned after a reply about an invoice mutation is found for "Write the endpoints for the payments service".
import { tokenize } from './text';
import { conceptsOf } from './concepts';

/** Stems and concepts kept per rule: enough for a topic, small enough to store and index 10,000 rules. */
export const PROFILE_TERMS = 40;
const ASSISTANT_CHARS = 3000;

export interface Evidence {
  rule: string;
  user?: string | null;
  assistant?: string | null;
  title?: string | null;
}

/** term → weight in (0, 1], the strongest term at 1. */
export type Profile = Record<string, number>;

function addTerms(acc: Map<string, number>, text: string | null | undefined, weight: number, cap = 8000): void {
  if (!text) return;
  const terms = tokenize(text.length > cap ? text.slice(0, cap) : text);
  const tf = new Map<string, number>();
  for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
  for (const [t, n] of tf) acc.set(t, (acc.get(t) ?? 0) + weight * Math.min(3, n));
  for (const c of conceptsOf(tf.keys())) acc.set(c, (acc.get(c) ?? 0) + weight * 0.8);
}

function bounded(acc: Map<string, number>, n = PROFILE_TERMS): Profile {
  const top = [...acc.entries()].filter(([, w]) => w > 0).sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, n);
  const max = top[0]?.[1] ?? 1;
  const out: Profile = {};
  for (const [t, w] of top) out[t] = Math.round((w / max) * 1000) / 1000;
  return out;
}

export function buildProfile(e: Evidence): Profile {
  const acc = new Map<string, number>();
  // The rule's own words lead; the user's turn says what mattered to them; the reply and the title say what the
  // work was about.
  addTerms(acc, e.rule, 3);
  addTerms(acc, e.user, 2, 2000);
  addTerms(acc, e.title, 2, 200);
  addTerms(acc, e.assistant, 1, ASSISTANT_CHARS);
  return bounded(acc);
}

/** Two examples of one rule: weights add up (recurring subjects rise), then the bag is bounded again. */
export function mergeProfiles(a: Profile | undefined, b: Profile | undefined): Profile {
  const acc = new Map<string, number>();
  for (const p of [a, b]) if (p) for (const [t, w] of Object.entries(p)) acc.set(t, (acc.get(t) ?? 0) + w);
  return bounded(acc);
}
