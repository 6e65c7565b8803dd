// Small helpers shared by the language files.

const MAX_WORDS = 22;
const MAX_CJK_CHARS = 60;

/** The word start `unicodeWords` writes for a `\b` before a word (cues.ts matches such patterns without it, see headless). */
export const WORD_START = '(?<![\\p{L}\\p{N}])';

/**
 * A case-insensitive Unicode regex whose `\b` means a boundary between letters/digits and anything else: JavaScript's
 * own \b knows ASCII letters only, so "ó" or "я" would end a word.
 */
export function unicodeWords(src: string, flags = 'iu'): RegExp {
  // Every \b here stands before a word (then nothing may precede it) or after one (then nothing may follow); one-sided
  // lookarounds are much cheaper than a two-sided boundary at every position.
  const lead = src.replace(/\\b(?=[(\p{L}])/gu, WORD_START);
  return new RegExp(lead.replace(/\\b/g, '(?![\\p{L}\\p{N}])'), flags);
}

// What people type for an accented letter on a keyboard without it: the bare letter, and German's ae/oe/ue/ss.
const BARE: Readonly<Record<string, string>> = {
  á: 'a', à: 'a', â: 'a', ã: 'a', é: 'e', è: 'e', ê: 'e', ë: 'e', í: 'i', ì: 'i', î: 'i', ï: 'i', ó: 'o', ò: 'o',
  ô: 'o', õ: 'o', ú: 'u', ù: 'u', û: 'u', ç: 'c', ñ: 'n', ä: 'a', ö: 'o', ü: 'u',
};
const TWO: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' };

/**
 * The same pattern, also matching text typed without accents ("reponds en francais", "nao", "kuerzer"): each accented
 * letter outside a character class becomes a choice, inside one gains its bare letter. Cheap: built once per cue.
 */
export function accentTolerant(re: RegExp): RegExp {
  const src = re.source;
  let out = '';
  let inClass = false;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (ch === '\\') {
      out += ch + (src[i + 1] ?? '');
      i++;
      continue;
    }
    const low = ch.toLowerCase();
    if (inClass) {
      if (ch === ']') inClass = false;
      out += ch + (BARE[low] ?? '');
      continue;
    }
    if (ch === '[') inClass = true;
    out += TWO[low] ? `(?:${ch}|${TWO[low]}${BARE[low] ? '|' + BARE[low] : ''})` : BARE[low] ? `[${ch}${BARE[low]}]` : ch;
  }
  return out === src ? re : new RegExp(out, re.flags);
}

/** A pack's `stripLead` from its lead pattern: the text after one leading marker, or null when there is none. */
export function leadStripper(lead: RegExp): (s: string) => string | null {
  return (s) => {
    const m = lead.exec(s);
    return m && m[0].length > 0 ? s.slice(m[0].length) : null;
  };
}

export function words(s: string): number {
  const t = s.trim();
  return t ? t.split(/\s+/).length : 0;
}

// Words no instruction ends on: articles, conjunctions, prepositions that need an object. Not "in", "on", "to" or
// "like": "Keep users logged in.", "Leave the flag on.", "Only when I ask you to.", "Name it whatever you like."
const DANGLING_WORDS = 'the|a|an|of|at|for|from|with|without|into|about|via|between|during|including|by|and|or|but|as|than|that|which|because|y|o|e|el|la|de|que|et|le|les|des|und|oder|der|das|и|а';
// "… right now is" was cut from a longer sentence or a log; "Leave the code as is." is whole;
// "… with codecs.open() and then" stops before what comes next.
// "… where they come from" ends on its verb's particle, not on a cut; so does "… md files I didn't ask for".
const DANGLING_END = new RegExp(
  `(?:^|[\\s,;:])(?:${DANGLING_WORDS.replace('|from|', '|(?<!\\b(?:come|comes|came|choose|pick|select) )from|').replace('|for|', '|(?<!\\b(?:ask|asked|asking) )for|')}|be|(?<!\\bas )is|(?<=\\b(?:and|or) )then)[.:;,!]?$`,
  'i',
);
// Where a text is cut at a word limit, a few more words cannot end it either ("… and then I").
// ("… way too much for me to read on my": a cut before its noun leaves a determiner.)
// ("… export functions from the module like": a comparison cut before what it compares with.)
const DANGLING_TAIL = new RegExp(`(?:[\\s,;:(]+(?:${DANGLING_WORDS}|so|is|are|to|in|on|i|we|you|my|your|our|their|his|her|its|this|these|those|some|any|each|every|like|such|just|only))+[\\s,;:(]*$`, 'i');

/** Does the sentence stop on a word that needs more after it (a rule cut from a longer sentence or a log)? */
export function endsDangling(s: string): boolean {
  // "You forgot the GROUP BY": a keyword in capitals after another is a name, not a sentence cut short.
  return DANGLING_END.test(s) && !/\b[A-Z]{2,}\s+[A-Z]{2,}[.!]?$/.test(s);
}

// Where a clause ends inside the word limit: a comma, or a word that starts a subordinate clause.
const CLAUSE_START = /^(?:such|so|because|since|which|where|when|while|unless|until|although|though|whereas|if|cuz|coz|y|porque|donde|cuando|weil|wenn|parce|quand|потому|когда|если)$/i;

/**
 * The first `n` words, ending where a clause ends when one does in the second half ("… other than home, search,
 * profile such that we don't have" → "… other than home, search, profile"), else never on "and", "the" or "to".
 */
export function cutAt(s: string, n: number): string {
  const w = s.trim().split(/\s+/);
  if (w.length <= n) return s.trim();
  const first = (k: number) => w.slice(0, k).join(' ').replace(DANGLING_TAIL, '').replace(/[\s,;:]+$/, '');
  for (let i = n; i >= Math.max(6, Math.ceil(n / 2)); i--) {
    if (CLAUSE_START.test(w[i]!.replace(/[^\p{L}]/gu, '')) || (i < n && /[,;:]$/.test(w[i - 1]!))) return first(i);
  }
  return first(n);
}

function closeCut(t: string): string {
  const open = t.lastIndexOf('(');
  const cut = open > t.length / 2 && t.indexOf(')', open) < 0 ? t.slice(0, open) : t;
  return cut.replace(/[\s,;:.!?\-–—]+$/, '');
}

const TRAILING_FACE = /(?:\s+(?:[:;=]-?[/\\)(DPp|]+|x[Dd]|<3|¯\\_\(ツ\)_\/¯|\^_?\^))+[\s.!?]*$/u;

const CJK_EXPLETIVE = /他妈的|特么的|(?<![妈姨姑舅])妈的|卧槽[，,！!]?/g;

/** One sentence: trimmed, capitalised, ending with one full stop (。 for CJK), capped. */
export function finish(s: string, cjk = false): string {
  // "Don't make examples a package :/": a face at the end is tone, not part of the rule.
  let t = s.replace(/\s+/g, ' ').replace(TRAILING_FACE, '').replace(/^[\s,.;:!\-–—，。；：！、]+|[\s,;:\-–—，；：、]+$/g, '').trim();
  t = t.replace(/[.!?。！？]+$/, '');
  // "(OOC: … only describe what the NPCs do)": a bracket opened before the rule's sentence does not close in the rule.
  if (/[)）]$/.test(t) && !/[(（]/.test(t)) t = t.slice(0, -1).replace(/[\s.!?。！？]+$/, '');
  if (cjk) {
    // "…，而不是他妈的临时搞的一堆东西": a swear word is anger, not part of the rule ("妈妈的" is someone's mother).
    t = t.replace(CJK_EXPLETIVE, '');
    // "不要改 GraphQL 啊": a particle of tone at the end is no part of the rule.
    t = t.replace(/(?<=[^啊呀嘛哦哈呢\s])\s*[啊呀嘛哦哈]+$/u, '');
    // Cut where a clause ends when one does in the second half ("…，你只需要" is no instruction).
    if (t.length > MAX_CJK_CHARS) {
      let head = t.slice(0, MAX_CJK_CHARS);
      // Never inside a Latin word, a path or a link ("…Attributify", "packages/components/…").
      if (/[\w./\\\-[\]()@#:?=&%~+]$/.test(head) && /^[\w./\\\-[\]()@#:?=&%~+]/.test(t.slice(MAX_CJK_CHARS))) {
        const whole = head.replace(/[\w./\\\-[\]()@#:?=&%~+]+$/, '').replace(/[\s,，;；:：、"'“‘`([=-]+$/u, '');
        if (whole.length >= 4) head = whole;
      }
      const at = Math.max(head.lastIndexOf('，'), head.lastIndexOf(','), head.lastIndexOf('；'), head.lastIndexOf('、'));
      t = at >= MAX_CJK_CHARS / 2 ? head.slice(0, at) : head;
    }
    return t ? t + '。' : '';
  }
  const w = t.split(' ');
  // Cut at a word limit, never on a dangling "and" / "the" / "to" ("… in a separate file and.").
  // A cut inside brackets ends before them ("… synergies (i.e., genres …" → "… synergies"), and a cut never leaves
  // the stop of an abbreviation to double the full stop.
  if (w.length > MAX_WORDS) t = closeCut(cutAt(t, MAX_WORDS));
  // An identifier keeps its case ("startVite should …", "npm.cmd"): only a plain word is capitalised.
  const first = t.split(' ')[0] ?? '';
  // A word with no vowel is a name said in its own case ("pnpm kullan, npm değil", "npx …").
  const plain = !/[\p{Lu}\d._/\\@$#()[\]<>]/u.test(first.slice(1)) && !/^[\d._/@$#]/.test(first) && (!/^[a-z]+$/.test(first) || /[aeiouy]/.test(first));
  // An acronym said in lower case opens the rule in capitals ("api calls go in …" → "API calls go in …", not "Api").
  if (ACRONYM.test(first)) return `${first.toUpperCase()}${t.slice(first.length)}.`;
  return t ? (plain ? t.charAt(0).toUpperCase() + t.slice(1) : t) + '.' : '';
}

// (Not "id", which is also "I'd" typed without its apostrophe, nor "cd", a command written in lower case.)
const ACRONYM = /^(?:api|apis|url|urls|css|html|sql|json|xml|ui|ux|http|https|ssh|pdf|csv|cli|sdk|jwt|dns|cdn|ci|aws|gcp)$/;

const NAMES: Record<string, string> = {
  english: 'English', chinese: 'Chinese', mandarin: 'Chinese', spanish: 'Spanish', french: 'French', german: 'German',
  japanese: 'Japanese', portuguese: 'Portuguese', korean: 'Korean', italian: 'Italian', russian: 'Russian',
  british: 'British English', american: 'American English',
  中文: 'Chinese', 汉语: 'Chinese', 英文: 'English', 英语: 'English', 日文: 'Japanese', 日语: 'Japanese', 韩文: 'Korean', 法语: 'French', 德语: 'German',
  inglés: 'English', ingles: 'English', español: 'Spanish', espanol: 'Spanish', chino: 'Chinese', francés: 'French',
  inglês: 'English', português: 'Portuguese', portugues: 'Portuguese', chinês: 'Chinese',
  anglais: 'English', français: 'French', francais: 'French', chinois: 'Chinese', espagnol: 'Spanish',
  englisch: 'English', deutsch: 'German', chinesisch: 'Chinese', französisch: 'French',
  italiano: 'Italian', inglese: 'English', cinese: 'Chinese', spagnolo: 'Spanish', francese: 'French', tedesco: 'German', italienisch: 'Italian', italien: 'Italian',
  英語: 'English', 日本語: 'Japanese', 中国語: 'Chinese',
  한국어: 'Korean', 영어: 'English', 중국어: 'Chinese', 일본어: 'Japanese',
  русском: 'Russian', русский: 'Russian', русски: 'Russian', английском: 'English', английский: 'English', английски: 'English',
  dutch: 'Dutch', nederlands: 'Dutch', engels: 'English', duits: 'German', frans: 'French', spaans: 'Spanish',
  polish: 'Polish', polsku: 'Polish', angielsku: 'English', niemiecku: 'German', hiszpańsku: 'Spanish', francusku: 'French',
  rosyjsku: 'Russian', chińsku: 'Chinese', japońsku: 'Japanese',
  türkçe: 'Turkish', ingilizce: 'English', almanca: 'German', fransızca: 'French', ispanyolca: 'Spanish', çince: 'Chinese', japonca: 'Japanese', rusça: 'Russian',
  việt: 'Vietnamese', viet: 'Vietnamese', anh: 'English', trung: 'Chinese', nhật: 'Japanese', hàn: 'Korean', pháp: 'French', đức: 'German',
  indonesia: 'Indonesian', inggris: 'English', jepang: 'Japanese', jerman: 'German', prancis: 'French', arab: 'Arabic', melayu: 'Malay',
  китайском: 'Chinese', китайски: 'Chinese', немецком: 'German', французском: 'French', испанском: 'Spanish', японском: 'Japanese',
  alemán: 'German', japonés: 'Japanese', portugués: 'Portuguese', ruso: 'Russian', catalán: 'Catalan', castellano: 'Spanish',
  espanhol: 'Spanish', alemão: 'German', japonês: 'Japanese', francês: 'French', russo: 'Russian',
  allemand: 'German', japonais: 'Japanese', portugais: 'Portuguese', russe: 'Russian',
  spanisch: 'Spanish', japanisch: 'Japanese', russisch: 'Russian', portugiesisch: 'Portuguese', polnisch: 'Polish',
  türkisch: 'Turkish', niederländisch: 'Dutch',
  giapponese: 'Japanese', portoghese: 'Portuguese',
};
// The same names without their accents: rules are read accent-tolerantly ("reponds en frances"), so the name found
// may have lost its accent.
const PLAIN_NAMES: Record<string, string> = Object.fromEntries(Object.entries(NAMES).map(([k, v]) => [plain(k), v]));

function plain(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').normalize('NFC');
}

export function languageName(s: string): string | null {
  // Own keys only: "Answer in constructor." must not find Object's constructor on the prototype.
  // ("İngilizce" lower-cases to "i̇ngilizce", with a combining dot above the i.)
  const k = s.toLowerCase().replace(/\u0307/g, '');
  if (Object.hasOwn(NAMES, k)) return NAMES[k]!;
  const p = plain(k);
  return Object.hasOwn(PLAIN_NAMES, p) ? PLAIN_NAMES[p]! : null;
}

// "1889, not 1899", "1889, no 1899": a number or a date put right is a fact, not a thing to use ("Use 1889").
export const NUMBER_ONLY = /^[\d$€£¥][\d.,:/%$€£¥-]*(?:\s*(?:am|pm|h|km|kg|m|cm|mm|s|ms|px|%|€|\$|years?|años|anos|ans|jahre|anni|лет))?$/iu;

/**
 * Someone else's verdict on the user's own work, in the Latin languages ("mi profesor dijo que mi ensayo está mal", "meu
 * professor disse que …", "il mio prof ha detto che …"): the text before a "wrong" cue's match (its `notAfter`). The
 * user's own "te dije que …" has no such subject.
 */
export const OTHERS_VERDICT = /(?<![\p{L}])(?:profesora?|profe|maestr[oa]|jef[ea]|amig[oa]|mam[aá]|pap[aá]|madre|padre|professora?|chefe|m[aã]e|pai|prof|patronne|patron|chef|amie?|m[eè]re|p[eè]re|capo|amic[oa]|insegnante)\s+(?:me\s+|mi\s+|m['’]\s*|ha\s+|a\s+|já\s+|ya\s+)?(?:dijo|dice|disse|diz|dit|detto|falou|coment[oó]u?|piensa|pensa|acha|cree|trouve)(?![\p{L}])[^.?!\n]{0,40}$/iu;
