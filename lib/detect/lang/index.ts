// The languages the detector reads rules in. Order matters only for `packsFor`: the turn's own language first,
// then English, because code-switched turns ("请 use pnpm") carry English instructions.
import type { Lang } from '../types';
import type { LangPack } from './types';
import { en } from './en';
import { zh } from './zh';
import { ja } from './ja';
import { es } from './es';
import { pt } from './pt';
import { fr } from './fr';
import { de } from './de';
import { ru } from './ru';
import { pl } from './pl';
import { nl } from './nl';
import { it } from './it';
import { ko } from './ko';
import { tr } from './tr';
import { vi } from './vi';
import { id } from './id';

export const LANG_PACKS = { en, zh, ja, ko, es, pt, fr, de, it, ru, pl, nl, tr, vi, id } satisfies Record<string, LangPack>;

const ALL_PACKS: readonly LangPack[] = Object.values(LANG_PACKS);

/** Some language file's "also" is in the text ("genial, agrega también …"), whatever language the turn was guessed. */
export const saysAlso = (s: string): boolean => ALL_PACKS.some((p) => !!p.also?.test(s));

/** Some language file's word for taking something out is in the text ("quita también los emojis"). */
export const takesOut = (s: string): boolean => ALL_PACKS.some((p) => !!p.takesOut?.test(s));

export function packOf(lang: string): LangPack | undefined {
  return (LANG_PACKS as Record<string, LangPack>)[lang];
}

/** The Latin-script languages whose files read each other's short turns (their language guess is unreliable). */
export const LATIN: readonly LangPack[] = [es, pt, fr, de, it, nl];

/**
 * The Latin-script languages the language guess weighs by their function words (Polish, Turkish, Vietnamese and
 * Indonesian too, read only by their own files and English).
 */
export const GUESSED: readonly LangPack[] = [...LATIN, pl, tr, vi, id];

/** Below this many prose characters a Latin-script language guess is unreliable: the other Latin packs read it too. */
export const SHORT_TURN = 300;

/**
 * How many times, counting up to `enough`, the lower-cased text uses a function word of the pack's language (`test`
 * moves on like `exec` without building a match record for each).
 */
export function functionWords(pack: LangPack, low: string, enough: number): number {
  const stop = pack.stop;
  if (!stop) return enough;
  stop.lastIndex = 0;
  let n = 0;
  while (n < enough && stop.test(low)) n++;
  stop.lastIndex = 0;
  return n;
}

/**
 * Which of the other Latin-script files read a short turn guessed as `own` language: all of them, unless the turn
 * is plainly in its guessed language (two of its function words) — then only those that find a word of theirs in
 * it ("no toques nada más", which reads as English, has none of English's). Reading "Nope, doesn't work" in six
 * languages was most of what a 300-character turn cost; on every labelled row the cues and rules read the same.
 */
export function shortTurnReaders(own: LangPack, low: string): readonly LangPack[] {
  const others = LATIN.filter((p) => p !== own);
  if (functionWords(own, low, 2) < 2) return others;
  return others.filter((p) => functionWords(p, low, 1) > 0);
}

/** Languages only their own file reads: their "No, …" is "well, …", which the English and Spanish patterns misread. */
export const OWN_ONLY: ReadonlySet<string> = new Set(['pl']);

/**
 * Short Latin-script turns are often mis-guessed ("Verwende pnpm, nicht npm." reads as English): try the others last,
 * those of them that may be its language (shortTurnReaders) when its lower-cased text is given.
 */
export function packsFor(lang: Lang, low?: string): LangPack[] {
  const own = packOf(lang);
  if (lang === 'zh' || lang === 'ja' || lang === 'ko') return [own!, en];
  if (own && OWN_ONLY.has(lang)) return [own];
  const first = own && own !== en ? [own, en] : [en];
  const others = low === undefined ? LATIN : shortTurnReaders(own ?? en, low);
  return [...first, ...others.filter((p) => !first.includes(p))];
}

export type { Directive, LangPack } from './types';
