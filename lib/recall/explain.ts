// Why a rule was offered, in the user's own words: the words of their message that share a stem with the
// rule. The ranker works on stems ("cod" for "code"), which are not fit to show to a person.
import { tokenize } from './text';

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'+#.-]*/gu;

export function matchedWords(message: string, ruleText: string, max = 3): string[] {
  const ruleTerms = new Set(tokenize(ruleText));
  const out: string[] = [];
  const seen = new Set<string>();
  for (const m of message.matchAll(WORD)) {
    const word = m[0].replace(/[.'-]+$/, '');
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (tokenize(word).some((t) => ruleTerms.has(t))) out.push(word);
    if (out.length >= max) break;
  }
  return out;
}
