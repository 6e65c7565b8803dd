// Cheap script/stop-word language guess. Linear in the (capped) text length.
import type { Lang } from './types';
import { GUESSED, LANG_PACKS, functionWords } from './lang';

const MAX = 4000;

/** Whether a global regex matches at least two different strings in `s`. */
function twoWords(re: RegExp, s: string): boolean {
  re.lastIndex = 0;
  let first: string | null = null;
  let m: RegExpExecArray | null;
  while ((m = re.exec(s)) !== null) {
    const w = m[0];
    if (first === null) first = w;
    else if (w !== first) {
      re.lastIndex = 0;
      return true;
    }
  }
  return false;
}

export function detectLanguage(text: string): Lang {
  const s = text.length > MAX ? text.slice(0, MAX) : text;
  let han = 0, kana = 0, hangul = 0, latin = 0, cyrillic = 0, vi = 0, tr = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x4e00 && c <= 0x9fff) han++;
    else if (c >= 0x3040 && c <= 0x30ff) kana++;
    else if (c >= 0xac00 && c <= 0xd7af) hangul++;
    else if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) latin++;
    else if (c >= 0x400 && c <= 0x4ff) cyrillic++;
    // Letters only Vietnamese writes (ơ, ư, đ, and the vowels with a dot below or a hook above), and only Turkish (ı, İ,
    // ğ, ş): each counts like one of the language's function words, so a short turn with few of those is still read
    // in its language ("Sai rồi, 7 x 8 = 56", "Yorumlarımı neden sildin?").
    else if ((c >= 0x1ea0 && c <= 0x1ef9) || c === 0x111 || c === 0x110 || c === 0x1a1 || c === 0x1a0 || c === 0x1b0 || c === 0x1af) vi++;
    else if (c === 0x131 || c === 0x130 || c === 0x11f || c === 0x11e || c === 0x15f || c === 0x15e) tr++;
  }
  if (kana >= 2 && kana * 4 >= han * 0.5) return 'ja';
  if (hangul >= 2) return 'ko';
  if (han >= 2 && han * 3 >= latin * 0.25) return 'zh';
  // Cyrillic is read as Russian (the only Cyrillic pack); code and identifiers in Latin letters often outnumber it.
  if (cyrillic >= 4 && cyrillic * 2 >= latin) return 'ru';
  if (latin === 0) return han > 0 ? 'zh' : 'other';
  const low = s.toLowerCase();
  let best: Lang = 'en';
  let bestN = functionWords(LANG_PACKS.en, low, Infinity);
  // Function words per language come from the language files.
  for (const pack of GUESSED) {
    const letters = pack.code === 'vi' ? vi : pack.code === 'tr' ? tr : 0;
    const n = functionWords(pack, low, Infinity) + letters;
    // Against English, two different words of it (or its own letters), not one word said twice: "we're on vitest,
    // not jest. delete jest.config.js" has Polish's "jest" twice and English's "not" once.
    if (n > bestN * 1.1 && (bestN === 0 || (n >= 2 && (best !== 'en' || letters > 0 || twoWords(pack.stop!, low))))) {
      best = pack.code as Lang;
      bestN = n;
    }
  }
  return best;
}

/** True for languages written without spaces between words (cue matching uses substrings). */
export function isCjk(lang: Lang): boolean {
  return lang === 'zh' || lang === 'ja';
}
