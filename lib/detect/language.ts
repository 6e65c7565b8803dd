// Cheap script/stop-word language guess. Linear in the (capped) text length.
import type { Lang } from './types';

const MAX = 4000;

const STOP: Record<'es' | 'pt' | 'de' | 'fr' | 'it' | 'en', RegExp> = {
  en: /\b(the|is|are|and|you|that|this|it|to|of|with|not|what|why|can|please|i)\b/g,
  es: /\b(el|la|los|las|que|es|esta|está|en|por|para|con|una?|pero|deberia|debería|hay|como|cuando|ahi|ahí|eso|esto|sigo|veo|quiero|necesito|tenemos|también|tambien|porque|puedo|sigue|sin|funciona|funcionar|pero|muy|ahora|hacer)\b/g,
  pt: /\b(não|nao|você|voce|isso|está|uma?|com|para|mais|mas|também|tambem|fazer|ainda|funciona|então|entao|obrigad[oa]|de forma|trocar|todas?|arquivo|substituir|palavras|dos|das|em|na|seja|pelo|pela)\b/g,
  de: /\b(der|die|das|und|ist|nicht|ich|du|ein|eine|mit|auf|aber|noch|geht|bleibt|hab|habe|weiterhin)\b/g,
  fr: /\b(le|les|est|et|je|vous|une?|pas|avec|pour|mais|ça|c'est|n'est)\b/g,
  it: /\b(il|lo|gli|che|è|non|sono|una?|con|per|ma|questo|della)\b/g,
};

function count(re: RegExp, s: string): number {
  re.lastIndex = 0;
  let n = 0;
  while (re.exec(s) !== null) n++;
  return n;
}

export function detectLanguage(text: string): Lang {
  const s = text.length > MAX ? text.slice(0, MAX) : text;
  let han = 0, kana = 0, hangul = 0, latin = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x4e00 && c <= 0x9fff) han++;
    else if (c >= 0x3040 && c <= 0x30ff) kana++;
    else if (c >= 0xac00 && c <= 0xd7af) hangul++;
    else if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) latin++;
  }
  if (kana >= 2 && kana * 4 >= han * 0.5) return 'ja';
  if (hangul >= 2) return 'ko';
  if (han >= 2 && han * 3 >= latin * 0.25) return 'zh';
  if (latin === 0) return han > 0 ? 'zh' : 'other';
  const low = s.toLowerCase();
  let best: Lang = 'en';
  let bestN = count(STOP.en, low);
  for (const l of ['es', 'pt', 'de', 'fr', 'it'] as const) {
    const n = count(STOP[l], low);
    if (n > bestN * 1.1 && (n >= 2 || bestN === 0)) {
      best = l;
      bestN = n;
    }
  }
  return best;
}

/** True for languages written without spaces between words (cue matching uses substrings). */
export function isCjk(lang: Lang): boolean {
  return lang === 'zh' || lang === 'ja';
}
