// Hand cues: the lexicon's evidence for each kind on prepared prose, read in the context of the previous assistant
// turn, and the original hand-set decision over them. The learned scorer (model.ts) takes all of this as features;
// the decision here is kept as one of those features and as the fallback when no model is loaded.
import type { Kind, Lang } from './types';
import type { Prepared } from './text';
import { ACTION_RE, ASKS_RE } from './lexicon';
import { replyView } from './text';
import { LANG_PACKS, OWN_ONLY, SHORT_TURN, packOf, shortTurnReaders, type LangPack } from './lang';
import type { Cue } from './lang/cue';
import { WORD_START } from './lang/util';
import { NEED_IDS, neededMask } from './need';

/** Decision thresholds (net evidence). Hand-set; see README in the report. */
export const THRESHOLDS = {
  preference: 2.5,
  correction: 2.2,
  frustration: 1.8,
};

export interface Scores {
  pref: number;
  corr: number;
  frus: number;
  neg: number;
  dir: number;
  /** Bare reactions ("no", "nope"), assigned to correction or frustration in decide(). */
  react: number;
  cues: string[];
}

export interface Context {
  acted: boolean;
  asks: boolean;
  /** The reply's text is known (echo and word overlap need it). */
  hasPrev: boolean;
  /** A reply came before this turn, seen or not: false only for a turn known to open the conversation. */
  replied: boolean;
  /** Previous assistant text (capped) for echo checks. */
  prev: string;
}

/**
 * @param opening the turn is known to open the conversation (`DetectInput.first`): no reply came before it.
 */
export function assistantContext(whole: string | null | undefined, opening = false): Context {
  // A reply that was not given (not captured, a row read on its own) still came: the turn answers something, even if
  // not what. It had been read as a conversation's first turn: the hand cues' evidence halved, and a feature the model
  // never saw in training (every labelled row has its reply). Held out with every reply withheld: lesson F1 0.56 →
  // 0.62, feedback 0.64 → 0.75. The cost is on openings that are not marked as such: 14 of 36 opening requests read
  // as feedback ("my code is not working, it says IndentationError …"), against 6 before; the extension marks them
  // (`first`). What the reply did stays unknown: read as having acted, the same 36 gave 23, for no better F1.
  if (!whole) return { acted: false, asks: false, hasPrev: false, replied: !opening, prev: '' };
  const prev = replyView(whole);
  const tail = prev.replace(/\[CODE_BLOCK_\d+\]\s*$/, '').trimEnd();
  const lastPara = tail.split(/\n\s*\n/).pop() ?? tail;
  return { acted: ACTION_RE.test(prev), asks: ASKS_RE.test(lastPara.slice(-300)), hasPrev: true, replied: true, prev };
}

function hasHan(s: string): boolean {
  return /[\u4e00-\u9fff]/.test(s);
}

const { en, zh, ja, es } = LANG_PACKS;

/** A cue with what scoreCues needs of it looked up once: its literal pre-filter (need.ts). */
interface Armed {
  cue: Cue;
  need: Int32Array | undefined;
  /** The cue's pattern without the word-start look-behind that heads each of its alternatives (see headless). */
  headless: RegExp | null;
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/uy;

/**
 * A pattern whose every alternative opens with a word-start look-behind, without them, as a global regex; null for
 * any other. V8 tries a leading look-behind at every position of the turn, for every alternative, before it knows
 * whether a word could match there: such cues (the French, Russian, Turkish and Vietnamese ones, most of all) took
 * 40–170 µs on a 600-character prose, where the same pattern without it takes 5–30 µs. The look-behind is the same
 * test at a given position for every alternative, so it can be made after a match instead (firstHeadlessMatch).
 */
export function headless(re: RegExp): RegExp | null {
  const src = re.source;
  const parts: string[] = [];
  let depth = 0, inClass = false, from = 0;
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    if (ch === '\\') i++;
    else if (inClass) inClass = ch !== ']';
    else if (ch === '[') inClass = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === '|' && depth === 0) {
      parts.push(src.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(src.slice(from));
  if (!re.unicode || re.sticky || !parts.every((p) => p.startsWith(WORD_START) && p.length > WORD_START.length)) return null;
  return new RegExp(parts.map((p) => p.slice(WORD_START.length)).join('|'), re.global ? re.flags : `${re.flags}g`);
}

/** The first match in `text` of a pattern through its headless form: the same match, at the same place, as the pattern's. */
export function firstHeadlessMatch(fast: RegExp, text: string): RegExpExecArray | null {
  fast.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = fast.exec(text)) !== null) {
    const at = m.index;
    // The character before the match, read as a whole code point (an emoji or a rare letter is two units).
    const before = at >= 2 && (text.charCodeAt(at - 1) & 0xfc00) === 0xdc00 ? at - 2 : at - 1;
    if (before < 0) return m;
    LETTER_OR_DIGIT.lastIndex = before;
    if (!LETTER_OR_DIGIT.test(text)) return m;
    fast.lastIndex = at + ((text.codePointAt(at) ?? 0) > 0xffff ? 2 : 1);
  }
  return null;
}

/** The cues of one combination of languages, in order: feedback evidence first, then guards and direction. */
interface CueList {
  early: readonly Armed[];
  late: readonly Armed[];
}

/** English cues always (code-switching is common); the turn's own language's cues as well, each cue once. */
function cueSets(lang: Lang, prose: string, low: string): CueList {
  const packs: LangPack[] = [en];
  if (lang === 'zh' || hasHan(prose)) packs.push(zh);
  if (lang === 'ja') packs.push(ja);
  const own = packOf(lang);
  if (own && !packs.includes(own)) packs.push(own);
  // Spanish/Portuguese cues (one list): for Italian too. A short Latin-script turn's language guess is unreliable
  // ("sigue sin funcionar", "plus court svp" read as English or Italian): the cues of every Latin language it may be
  // in read it (shortTurnReaders); Spanish and Portuguese share one list.
  const shortLatin = lang !== 'zh' && lang !== 'ja' && lang !== 'ko' && lang !== 'ru' && !OWN_ONLY.has(lang) && prose.length < SHORT_TURN;
  if (lang === 'it') packs.push(es);
  if (shortLatin) for (const pk of shortTurnReaders(own ?? en, low)) if (!packs.includes(pk)) packs.push(pk);
  const key = packs.map((p) => p.code).join();
  let list = CUE_SETS.get(key);
  if (!list) {
    const seen = new Set<string>();
    const all = packs.flatMap((p) => p.cues.filter((c) => !seen.has(c.id) && (seen.add(c.id), true)));
    const arm = (cue: Cue): Armed => ({ cue, need: NEED_IDS[cue.id], headless: headless(cue.re) });
    const late = (cue: Cue) => (cue.group === 'neg' || cue.group === 'dir') && !cue.early;
    list = { early: all.filter((c) => !late(c)).map(arm), late: all.filter(late).map(arm) };
    CUE_SETS.set(key, list);
  }
  return list;
}

/** The merged cue lists per combination of languages (a handful), built once. */
const CUE_SETS = new Map<string, CueList>();

const PASSES = [0, 1] as const;

/** How much text before a match a cue's `notAfter` reads. */
const NOT_AFTER_SPAN = 80;

// A loop, not `need.some(…)`: a closure per cue per turn was a tenth of detection's allocation.
function anyPresent(need: Int32Array, present: Uint8Array): boolean {
  for (let i = 0; i < need.length; i++) if (present[need[i]!] === 1) return true;
  return false;
}

const CONTRAST_RE = /\b(but|however|though|except|only problem|still|issue|issues|problem|problems|not working|doesn'?t work|isn'?t working|another)\b|但是|不过|还是|しかし|でも|ただ|けど|けれど|ですが|問題(?!ない|ありません|なし|無い)/i;

/** Does the sentence holding position `at` end with a question mark, or open with a Chinese question word? */
function inQuestion(text: string, at: number): boolean {
  const rest = text.slice(at, at + 400);
  const m = /[.!?\n。！？]/.exec(rest);
  // "… going forward after coding edits, OK?" asks for agreement, not for an answer: a tag does not make it a question.
  if (m && (m[0] === '?' || m[0] === '？')) return !TAG_END.test(rest.slice(0, m.index));
  // "为什么部署用 nginx 而不是 node" asks without a question mark.
  const before = text.slice(Math.max(0, at - 200), at);
  const start = Math.max(before.lastIndexOf('\n'), before.lastIndexOf('。'), before.lastIndexOf('！'), before.lastIndexOf('？'), before.lastIndexOf('!'), before.lastIndexOf('?'));
  return ZH_QUESTION_OPENER.test(before.slice(start + 1));
}

// A tag after a comma ("…, right?", "…, isn't it?") or after a number ("more like 12,763 no?"), or a bare "OK" that
// follows no "is it"/"is this" ("… and servers OK?"): "Is this right?" and "Is it OK?" still ask.
const TAG_END =
  /[,，]\s*(?:ok|okay|right|alright|all right|got it|understood|clear|agreed|yeah|deal|isn'?t it|aren'?t they|doesn'?t it|don'?t they|wasn'?t it)\s*$|(?<!\b(?:is|it|this|that|be|are|was|all|it'?s|that'?s))\s+(?:ok|okay)\s*$|(?<=\d)\s+no\s*$|(?:好吗|好不好|行吗|行不行|明白吗|懂吗)\s*$/i;

// Words of three letters too common to name anything (words of four letters and more have COMMON).
const COMMON3 = new Set(['all', 'can', 'one', 'has', 'had', 'his', 'her', 'its', 'our', 'out', 'any', 'how', 'new', 'now', 'get', 'got', 'use', 'way', 'day', 'did', 'too', 'see', 'say', 'why', 'who', 'yes', 'yet', 'off', 'own', 'per', 'put', 'set', 'try', 'two', 'let', 'lot', 'may', 'big', 'old', 'few', 'far', 'run', 'ran', 'end', 'top', 'via', 'etc', 'ask', 'add', 'fix', 'buy', 'pay', 'job', 'man', 'him', 'she', 'age', 'ago', 'bad', 'low', 'max', 'min', 'key', 'row', 'web', 'app', 'are', 'was', 'les', 'des', 'une', 'est', 'que', 'qui', 'con', 'por', 'las', 'los', 'del', 'una', 'die', 'der', 'das', 'und', 'ist', 'ich', 'mit', 'non', 'che', 'sie', 'wir']);
// Words too common to say what a question is about.
const COMMON = new Set(['the', 'that', 'this', 'they', 'them', 'then', 'than', 'there', 'their', 'what', 'when', 'with', 'which', 'were', 'wasn', 'isn', 'aren', 'weren', 'shouldn', 'supposed', 'meant', 'been', 'have', 'into', 'from', 'about', 'just', 'also', 'only', 'some', 'more', 'most', 'like', 'your', 'you', 'not', 'and', 'for', 'but', 'hmm', 'wait', 'okay', 'actually']);

const HAN = /[\u3400-\u9fff]/;
const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const CJK_RUN = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]+/;

/** Does a cue's match name something the previous reply said: a word that is not among the commonest, or a number of as many digits? */
function aboutPrev(match: string, prev: string): boolean {
  if (!prev) return false;
  const low = prev.toLowerCase();
  let numbers: number[] | undefined;
  // A Chinese run holds its numbers ("021是上海的" is one run), and so do Japanese and Korean ones ("のぞみなら2時間半",
  // "400g이면"): the digits in it are read as a number of their own.
  for (const w of (match.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).flatMap((t) => (CJK.test(t) ? t.split(CJK_RUN).flatMap((x) => [x, ...(x.match(/\d+/g) ?? [])]) : [t]))) {
    if (/^\d+$/.test(w)) {
      numbers ??= (low.match(/\d+/g) ?? []).map((n) => n.length);
      if (numbers.includes(w.length)) return true;
      continue;
    }
    if (COMMON.has(w)) continue;
    // "rápido" names the reply's "rápida", "tests" its "test": a word's last letter is often only its inflection.
    if (w.length >= 4 && (low.includes(w) || (w.length >= 5 && low.includes(w.slice(0, -1))))) return true;
    // "the flu is a virus though": a word of three letters names the thing too, unless it is one of the commonest.
    if (w.length === 3 && /^[a-z]+$/.test(w) && !COMMON3.has(w) && new RegExp(`\\b${w}\\b`).test(low)) return true;
  }
  // Chinese and Japanese have no spaces: a run of three characters the reply also wrote ("红楼梦") names what it said,
  // and so do two words of two characters ("月曜" and "公園" in "その公園は月曜休園ですよ").
  if (HAN.test(match)) {
    let pairs = 0;
    let first = '';
    for (const run of match.match(HAN_RUNS) ?? []) {
      for (let i = 0; i + 2 <= run.length; i++) {
        const two = run.slice(i, i + 2);
        if (i + 3 <= run.length && low.includes(run.slice(i, i + 3))) return true;
        if (two !== first && !COMMON_HAN.has(two) && low.includes(two)) {
          if (++pairs >= 2) return true;
          first = two;
        }
      }
    }
  }
  return false;
}
const HAN_RUNS = /[\u3400-\u9fff]{2,}/g;
// Pairs of characters too common to say what a turn is about.
const COMMON_HAN = new Set(['我们', '你们', '他们', '这个', '那个', '可以', '什么', '怎么', '没有', '不是', '就是', '还是', '一个', '已经', '因为', '所以', '如果', '但是', '现在', '时候', '自己', '知道', '应该', '需要', '问题', '这样', '那样', '一下', '这里', '那里', '以后', '之前', '的话', '今天', '时间', '方法', '使用', '可能', '一般', '建议']);

const ZH_QUESTION_OPENER = /^\s*(?:为什么|为啥|怎么|如何|是不是|有没有|难道|请问)/;

/**
 * The cues read so far of one turn, before the closing adjustment: a later full reading (the guards in index.ts) goes
 * on from here instead of reading every cue again, which had cost a sixth of detection on the turns it ran for.
 */
export interface CueReading {
  p: Prepared;
  lang: Lang;
  ctx: Context;
  /** Sums and cue ids of the passes run, in their order. */
  s: Scores;
  /** Passes 0 and 1 both ran. */
  complete: boolean;
}

/** @param full also run guard/direction cues when no feedback evidence was found (needed for history features). */
export function scoreCues(p: Prepared, lang: Lang, ctx: Context, full = false): Scores {
  return scoresOf(readCues(p, lang, ctx, full));
}

/** The same scores as `scoreCues(…, true)` for the turn of a reading, reading only the cues it has not read yet. */
export function fullScores(r: CueReading): Scores {
  if (r.complete) return scoresOf(r);
  return scoresOf(readCues(r.p, r.lang, r.ctx, true, r));
}

/** The cues of a turn in passes (see scoreCues); `from` is an earlier reading of the same turn, whose first pass is kept. */
export function readCues(p: Prepared, lang: Lang, ctx: Context, full: boolean, from?: CueReading): CueReading {
  const s: Scores = from ? { ...from.s, cues: [...from.s.cues] } : { pref: 0, corr: 0, frus: 0, neg: 0, dir: 0, react: 0, cues: [] };
  const text = p.prose;
  // A leading "no" is a reaction in English; in Spanish, Portuguese and Italian it is plain negation (their own cue
  // reads it), and in Polish it is a filler ("No dobrze…" is "well, fine"), which no cue reads.
  const latinNo = lang === 'es' || lang === 'pt' || lang === 'it';
  const englishNo = !latinNo && !OWN_ONLY.has(lang);
  const contrast = CONTRAST_RE.test(text);
  const low = p.low;
  const list = cueSets(lang, text, low);
  let present: Uint8Array | undefined;
  // Two passes: feedback evidence first; guards (neg) and direction (dir) only matter when some evidence exists.
  let complete = false;
  for (const pass of PASSES) {
    if (pass === 0 && from) continue;
    if (pass === 1 && !full && s.pref === 0 && s.corr === 0 && s.frus === 0 && s.react === 0) break;
    complete = pass === 1;
    for (const armed of pass === 0 ? list.early : list.late) {
      const { cue, need } = armed;
      if (cue.needsAction && !ctx.acted) continue;
      if (!englishNo && cue.id === 'corr.lead_no') continue;
      if (!latinNo && cue.id === 'es.lead_no') continue;
      if (cue.unlessContrast && contrast) continue;
      if (need && !anyPresent(need, (present ??= neededMask(low)))) continue;
      // (After the literal pre-filter: this one reads the reply, 600 characters, for every turn it is tried on.)
      if (cue.prevHas && !cue.prevHas.test(ctx.prev)) continue;
      let w = cue.w;
      if (cue.notInQuestion || cue.aboutPrev || cue.notAfter || cue.namesPrev || cue.otherThanPrev) {
        const m = armed.headless ? firstHeadlessMatch(armed.headless, text) : cue.re.exec(text);
        if (!m) continue;
        if (cue.notAfter && cue.notAfter.test(text.slice(Math.max(0, m.index - NOT_AFTER_SPAN), m.index))) continue;
        if (cue.aboutPrev && !aboutPrev(m[0], ctx.prev)) continue;
        if (cue.namesPrev && !(m[1] && ctx.prev.toLowerCase().includes(m[1].toLowerCase()))) continue;
        if (cue.otherThanPrev && (!m[1] || ctx.prev.toLowerCase().includes(m[1].toLowerCase()))) continue;
        if (cue.notInQuestion && inQuestion(text, m.index + m[0].length)) w *= 0.2;
      } else if (armed.headless ? !firstHeadlessMatch(armed.headless, text) : !cue.re.test(text)) continue;
      if (cue.answerable && ctx.asks) w *= 0.25;
      if (cue.react) s.react += w;
      else s[cue.group] += w;
      s.cues.push(cue.id);
    }
  }
  return { p, lang, ctx, s, complete };
}

/** A reading's scores with the closing adjustment, as a new object (a reading may be closed again). */
export function scoresOf(r: CueReading): Scores {
  const s: Scores = { ...r.s, cues: [...r.s.cues] };
  // Numbered answers to the assistant's numbered questions: "1. yes 2. just informational ..."
  if (/^\s*(1[.)]|a[.)])\s/.test(r.p.prose) && r.ctx.prev.includes('?')) {
    s.neg += 2;
    s.cues.push('ctx.answers_questions');
  }
  return s;
}

const ECHO_EN = /\b(?:don'?t|do not|never|stop|avoid|no need (?:for|to)|without|remove|delete|instead of|not)\s+(?:(?:use|add|using|adding|show|showing|include|including|create|creating|change|changing|touch|edit|editing|run|running|call|calling|need|the|a|an|any|this|that|those|these)\s+){0,2}([\w.@/-]{4,40})/gi;
const ECHO_ZH = /(?:不要|别|请不要|移除|删除|去掉|而不是|不是)(?:再|显示|使用|用|添加|加|修改|改|删除)?([\u4e00-\u9fffA-Za-z_.]{2,12})/g;
const ECHO_STOP = new Set(['that', 'this', 'with', 'have', 'will', 'just', 'them', 'they', 'what', 'when', 'from', 'into', 'sure', 'working', 'work', 'need', 'want', 'know', 'think', 'been', 'only', 'more', 'much', 'here', 'there', 'some', 'something', 'anything', 'everything', 'doing']);

/** The user negates / removes something the assistant just said or wrote ("don't use Layouts.app" after it used it). */
export function echoesPrev(userRaw: string, prev: string): string | null {
  if (!prev) return null;
  const text = userRaw.length > 3000 ? userRaw.slice(0, 3000) : userRaw;
  const prevLow = prev.toLowerCase();
  let n = 0;
  ECHO_EN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = ECHO_EN.exec(text)) !== null && n++ < 12) {
    const tok = m[1]!.toLowerCase().replace(/[.]+$/, '');
    if (tok.length >= 4 && !ECHO_STOP.has(tok) && prevLow.includes(tok)) return tok;
  }
  ECHO_ZH.lastIndex = 0;
  n = 0;
  while ((m = ECHO_ZH.exec(text)) !== null && n++ < 12) {
    const obj = m[1]!;
    for (const len of [4, 3, 2]) {
      if (obj.length >= len && prev.includes(obj.slice(0, len))) return obj.slice(0, len);
    }
  }
  // A quoted span of the user's that the assistant used verbatim, inside a negation.
  const q = /(?:don'?t|do not|not|never|不要|别|请不要)[^"'“”‘’\n]{0,20}["'“‘]([^"'”’\n]{3,40})["'”’]/gi;
  n = 0;
  while ((m = q.exec(text)) !== null && n++ < 6) {
    if (prev.includes(m[1]!)) return m[1]!;
  }
  return null;
}

export interface Decided {
  kind: Kind;
  net: number;
}

export function decide(s: Scores, p: Prepared, ctx: Context): Decided {
  let corr = s.corr;
  let frus = s.frus;
  if (s.react > 0) {
    // "Nope, doesn't work" is a failure report; "no, use X" is a correction.
    if (frus >= 1.5 && s.dir < 1 && corr < 1) frus += s.react;
    else corr += s.react;
  }
  const pref = s.pref;
  const neg = s.neg;
  // A pasted error right after the assistant acted, with little prose around it: "now I get this error".
  if (p.errorPaste && p.codeLines >= 1 && ctx.replied && p.prose.length < 400) {
    frus += ctx.acted ? 2.0 : 0.8;
    s.cues.push('ctx.error_paste');
  }
  // First turn of a conversation: nothing to correct yet (standing preferences are still possible).
  if (!ctx.replied) {
    corr *= 0.5;
    frus *= 0.4;
  }
  // Long prose with a few weak cues is usually a new specification, not a correction.
  if (p.prose.length > 1200) {
    corr *= 0.65;
    frus *= 0.8;
  } else if (p.prose.length > 600) {
    corr *= 0.85;
  }
  const prefN = pref - 0.5 * neg;
  const corrN = corr + (pref > 0 ? 0.5 * pref : 0) - neg;
  const frusN = frus - 0.8 * neg;
  if (prefN >= THRESHOLDS.preference) return { kind: 'preference', net: prefN + 0.3 * corr };
  if (corrN >= THRESHOLDS.correction && corrN >= frusN * 0.7) return { kind: 'correction', net: corrN };
  if (frusN >= THRESHOLDS.frustration) {
    // A failure report that also says what to do differently is a correction.
    if (s.dir >= 1.7 && corr >= 1.2) return { kind: 'correction', net: corrN + 0.5 };
    return { kind: 'frustration', net: frusN };
  }
  if (corrN >= THRESHOLDS.correction) return { kind: 'correction', net: corrN };
  return { kind: 'none', net: Math.max(prefN, corrN, frusN) };
}
