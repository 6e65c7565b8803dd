// The rule a correction teaches, read out of the user's own words by the language files (lang/). A rule is a
// directive the user actually gave, with its polarity kept ("Use pnpm, not npm."; "不要用英文回答。"), in the user's
// language; when there is none (an implicit or factual correction) no rule is invented: `text` is null and
// `suggestion` holds the best phrase for the user to turn into a rule in the review queue.
import type { Applies, Lang } from './types';
import { LANG_PACKS, SHORT_TURN, packOf, packsFor, type Directive, type LangPack } from './lang';
import { cutAt, endsDangling, finish } from './lang/util';
import { detectLanguage } from './language';

/** Only the head of the prose is mined: corrections come first, pasted material after. */
const LESSON_SCAN = 900;
const MAX_SENTENCES = 8;
const SUGGESTION_WORDS = 15;

export interface Lesson {
  /** The rule in the user's language, or null when the turn states none. */
  text: string | null;
  /** The rule in English when the directive is English or a template covers it. */
  en: string | null;
  polarity: 'do' | 'dont' | null;
  original: string | null;
  corrected: string | null;
  /** No directive: the user's key phrase, for the review card to pre-fill. */
  suggestion: string | null;
  /** The turn only confirms ("yes, always do that"): it has no rule of its own. */
  confirmOnly: boolean;
}

/** Ends as a question ("…?", "…?!"). */
const QUESTION_END = /[?？][!！?？]*\s*$/u;

const EMPTY: Lesson = { text: null, en: null, polarity: null, original: null, corrected: null, suggestion: null, confirmOnly: false };

const TIME_CLAUSE = /(?:之前|之后|以前|以后|的时候)\s*$/u;

/** True when the text opens more round brackets than it closes. */
function openBracket(s: string): boolean {
  let depth = 0;
  for (const ch of s) {
    if (ch === '(' || ch === '（') depth++;
    else if ((ch === ')' || ch === '）') && depth > 0) depth--;
  }
  return depth > 0;
}

/**
 * Sentences, then clauses split at semicolons and at a spaced dash ("I'm on Sheets, not Excel — give me Sheets formulas";
 * not before "not …", which is the other side of the same rule). Bounded, linear.
 */
export function sentences(prose: string): string[] {
  return prose
    // A full stop ends a sentence only before a space or a capital: "evil.example/login", "node.js" and "e.g."
    // are words, and a rule cut there would say something else; so is a German date's ordinal ("zum 31. März").
    // Each break tests the character at hand before looking behind it: the same splits at a third less cost.
    // Without a space, a full stop before a capital is nearly always code ("use sync.Map", "System.Threading"): it
    // ends a sentence only before a word that opens one ("done.Now do the tests").
    .split(/(?=\s)(?<=[.!?…])(?<!\b(?:e\.g|i\.e|vs|cf|incl|approx|Mr|Mrs|Ms|Dr)\.)(?!(?<=\b\d{1,2}\.)\s+(?:Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)\b)\s+|(?=\p{Lu})(?<=\p{Ll}{2}[!?])|(?=(?:The|This|That|It|I|Now|But|And|So|Also|Please|Can|Could|What|Why|How|Then|Thanks|Ok|Okay|Yes|No|You|We|My|Just|Still|Not|Do|Don't|Make|Use|Try|If|Again|Actually|Instead)\b)(?<=\p{Ll}{2}\.)|(?<=[。！？])\s*|\n+|[;；]\s*|:(?<=[\p{L}\p{N}]:)(?!\s+(?:or|and)\s+[\p{L}\p{N}_-]{1,12}:)\s+|：|\s[—–]\s+(?!(?:not|no|instead|rather|but|and|or|which|who|that)\b)/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 1)
    .reduce<string[]>((acc, s0) => {
      // ("pnpm!! I told you, not npm": that it was said before is no part of the refused side.)
      const s = acc.length && /^[ial]/i.test(s0) ? s0.replace(TOLD_NOT, '') : s0;
      // "I asked for the container log! Not the bot log!": the refused side, shouted on its own, joins its sentence.
      if (acc.length && (s[0] === 'N' || s[0] === 'n') && NOT_TAIL.test(s) && /[^.][.!]$/.test(acc[acc.length - 1]!)) acc[acc.length - 1] = `${acc[acc.length - 1]!.replace(/[.!]+$/, '')}, not ${s.slice(4)}`;
      // "1. please use X …": a list number split off at its full stop stays with its item.
      else if (acc.length && /^\d{1,2}[.)]$/.test(acc[acc.length - 1]!)) acc[acc.length - 1] = `${acc[acc.length - 1]!} ${s0}`;
      else acc.push(s0);
      return acc;
    }, [])
    .slice(0, MAX_SENTENCES);
}

const TOLD_NOT = /^(?:i (?:told|said to) you|i said|as i said|like i said|i already said)[,:]?\s+(?=not\s)/i;
const NOT_TAIL = /^not\s+(?!(?:really|quite|sure|yet|now|exactly|at all|even|only|just|that|this|it|so|too|bad|great|good|always|every|everything|all|many|much|one|anything)\b)[^.!?]{1,40}[.!]*$/i;

/** Reads a clause with the pack, its leads stripped and handed over ("请你…": what the user asked for). */
function directiveOf(pack: LangPack, s: string, stripped?: string): Directive | null {
  const t = s.trim();
  // A caller that has already stripped the leads hands them over: they are not read twice.
  const rest = stripped ?? stripLeads(pack, t);
  return pack.directive(rest, t.slice(0, Math.max(0, t.length - rest.length)));
}

// "@README.md use pnpm, not npm", "@src/app.ts не используй any": an editor's file mention before the words names
// what they are about; it is no part of the instruction's grammar.
const LEAD_MENTION = /^@[^\s,，]+[\s,，:：]*/u;

function stripLeads(pack: LangPack, s: string): string {
  let t = s.trim();
  for (let i = 0; i < 6; i++) {
    t = t.replace(LEAD_MENTION, '');
    const next = pack.stripLead(t);
    if (next === null || next === t) break;
    t = next.trim();
  }
  return t;
}

/** Code-looking and quoted material never becomes a rule: it is someone else's words. */
function quotedOnly(s: string): boolean {
  return /^["“'`「«].*["”'`」»]$/.test(s.trim());
}

/** Unfenced code ("always @(iL or vc) begin", "if (x) { y = 1; }"): symbols outside `inline code` are dense. */
function codeLike(t: string): boolean {
  // "int[] and string[]" name types: an empty pair of brackets is part of a name, not code around it.
  const bare = t.replace(/`[^`]*`/g, '').replace(/\[\]/g, '');
  // An operator named in a rule is one symbol: "Always use === in this codebase".
  const sym = bare.replace(/!?={2,3}|=>|->|&&|\|\|/g, '=').match(/[(){}[\];=<>@#$|&*\\]/g)?.length ?? 0;
  return sym >= 3 && sym / Math.max(1, bare.length) > 0.08;
}

/** A rule that stops on "the" or "as well as" was cut from a longer sentence or a log: it is not an instruction. */
function complete(d: Directive | null): d is Directive {
  // " [...] " marks text cut out of the middle (the labelled rows, a pasted excerpt): words on both sides of it are no sentence.
  return !!d && !!d.text && !endsDangling(d.text) && !codeLike(d.text) && !d.text.includes('[...]');
}

/** A list item's marker ("- ", "* ", "2. ") is layout, not words: "- NEVER fetch data in screens" is a rule. */
const LIST_MARKER = /^\s*(?:[-*•·]|\d{1,2}[.)])\s+/u;

// "1. please use X instead of Y 2. no need for …": an inline list runs its next number into the first item's sentence.
const NEXT_ITEM = /^\s*(\d{1,2})[.)]\s.*\s(\d{1,2})[.)]$/su;

const HAN = /[\u4e00-\u9fff]/;
// Chinese words in quotes or backticks are named, not said: "Use `你好` as the greeting" is an English rule.
const QUOTED = /(["'“‘`「『])[^"'”’`」』\n]{0,60}?["'”’`」』]/gu;

/**
 * The English words of a code-switched clause ("请 use pnpm", "记住 always use TypeScript", "use pnpm 就行"), its
 * Chinese lead and closing particle dropped, for the Latin-script files to read; null when Chinese words remain among
 * them, which those files would read as nonsense ("sort() 是原地排序" had become the rule "Sort() 是原地排序.").
 */
function latinPart(pack: LangPack, clause: string): string | null {
  // (Most clauses have no Chinese at all: they are not copied to find out.)
  if (pack.code === 'zh' || pack.code === 'ja' || !HAN.test(clause) || !HAN.test(clause.replace(QUOTED, ''))) return clause;
  const t = stripLeads(LANG_PACKS.zh, clause).replace(LANG_PACKS.zh.closingParticle!, '');
  return HAN.test(t.replace(QUOTED, '')) ? null : t;
}

function readDirective(packs: LangPack[], clauseRaw: string): Directive | null {
  const item = NEXT_ITEM.exec(clauseRaw);
  const listed = item && Number(item[2]) === Number(item[1]) + 1 ? clauseRaw.replace(/\s\d{1,2}[.)]$/u, '') : clauseRaw;
  const clause = listed.replace(LIST_MARKER, '');
  // A sentence one language reads as only the reason for a rule is no rule in any of them ("No un amigo.").
  if (packs.some((p) => p.reason?.test(clause))) return null;
  let plain: Directive | null = null;
  for (const pack of packs) {
    const own = latinPart(pack, clause);
    if (own === null) continue;
    const c = stripLeads(pack, own);
    if (!c || quotedOnly(c)) continue;
    const d = directiveOf(pack, own, c);
    if (!complete(d)) continue;
    // "Usa pnpm invece di npm": Spanish reads a plain "usa …", Italian the contrast. Where languages share words, the
    // reading that names both sides says more.
    if (d.original !== null && d.corrected !== null) return d;
    plain ??= d;
  }
  if (plain) return joinedBan(packs, clause) ?? plain;
  // "No, don't add comments, just fix the bug": the directive may be one comma-part of the clause. Only once every
  // language has read the whole clause, so that "Usa pnpm, no npm" is never cut down to its rejected half.
  // "For the controls, instead of arrows, can we make a joystick?": in a question, a comma-part is not the rule.
  if (QUESTION_END.test(clause)) return null;
  for (const pack of packs) {
    const c = stripLeads(pack, clause);
    // "…, ignore that and always answer in X": the language's joins start a clause of their own.
    const parts = c
      // A comma between digits is a thousands separator ("54,000 not 45,000"), not a clause break.
      .split(/(?:(?<!\d),|,(?!\d)|[，、])\s*/u)
      .flatMap((x) => (pack.joins ? x.split(pack.joins) : [x]))
      .filter((x) => x.trim().length > 2)
      // "…, we should refer to this one, not theirs": the rejected side stays with the part it contrasts (and "…，而是…",
      // the wanted side, with its ban).
      .reduce<string[]>((acc, x) => {
        if (acc.length && pack.rejects?.test(x.trim())) acc[acc.length - 1] += `${pack.code === 'zh' ? '，' : ', '}${x.trim()}`;
        // "… based on the colour (e.g., each block …)": a comma inside brackets does not end the part.
        else if (acc.length && openBracket(acc[acc.length - 1]!)) acc[acc.length - 1] += `, ${x.trim()}`;
        // "请在重构优化之前，先推送一次git": a time clause is not a rule by itself; it belongs to the part it times.
        else if (acc.length && TIME_CLAUSE.test(acc[acc.length - 1]!)) acc[acc.length - 1] += `，${x.trim()}`;
        else acc.push(x);
        return acc;
      }, []);
    if (parts.length < 2 || parts.length > 4) continue;
    // "I don't like the ending, make it happier": what the user asks for says more than what they dislike.
    const dislike = (x: string) => !!pack.dislike?.test(x.trim());
    let plainPart: Directive | null = null;
    for (const part of [...parts.filter((x) => !dislike(x)), ...parts.filter(dislike)]) {
      // "You translated the names, keep them as they are": the part before names what "them" is.
      const before = parts[parts.indexOf(part) - 1];
      const own = latinPart(pack, before && pack.antecedent ? pack.antecedent(part, before) : part);
      if (own === null) continue;
      const pd = directiveOf(pack, own);
      if (!complete(pd) || !pd.polarity) continue;
      // "the file name should include the date, …, and please don't write to /tmp on the server, …": a ban in a later
      // part lasts; the plain ask before it is this task's (as across sentences, see `lasting`).
      if (pd.polarity === 'do' && pd.original === null && !pd.reproach) {
        plainPart ??= withScope(pd, before, pack);
        continue;
      }
      // (Only a ban the user said as one, `banStart`: "Check why … is not applied" has a "not" but bans nothing, "不用…"
      // only spares a step, and "太生硬了" or "I don't like the ending" is a complaint read as a rule.)
      return plainPart && !(pd.polarity === 'dont' && pack.banStart?.test(stripLeads(pack, own))) ? plainPart : withScope(pd, before, pack);
    }
    if (plainPart) return plainPart;
  }
  return null;
}

/**
 * "Move it to its own tile and do not use Layouts.app": a task joined to a ban. The task is done once; the ban is what
 * lasts, and the rule.
 */
function joinedBan(packs: LangPack[], clause: string): Directive | null {
  for (const pack of packs) {
    if (!pack.joins) continue;
    const parts = stripLeads(pack, clause).split(pack.joins);
    if (parts.length < 2 || parts.length > 4) continue;
    // ("Never push to main and never force-push" is two bans: the whole clause says both.)
    const head = latinPart(pack, parts[0]!);
    const task = head === null ? null : directiveOf(pack, head);
    if (!complete(task) || task.polarity === 'dont') continue;
    for (const part of parts.slice(1)) {
      const own = latinPart(pack, part);
      if (own === null) continue;
      const d = directiveOf(pack, own);
      // ("Skip editing seeds and do NOT run them": the ban names its thing only with the task before it.)
      if (complete(d) && d.polarity === 'dont' && !/\b(?:it|them|this|that|these|those|one|ones)\W*$/i.test(d.text)) return d;
    }
  }
  return null;
}

/**
 * "When you cannot identify a movie, use NO ENTRY": the part before the rule says when it holds, and the rule
 * without it would say more than the user did.
 */
function withScope(d: Directive, before: string | undefined, pack: LangPack): Directive {
  const scope = before?.trim();
  if (!scope || !pack.scopes?.test(scope) || scope.length > 80 || QUESTION_END.test(scope)) return d;
  // "Use …" becomes "…, use …"; "API keys …" and "Vite …" keep their capitals.
  const join = (t: string) => finish(`${scope}, ${/^\p{Lu}\p{Ll}/u.test(t) ? t.charAt(0).toLowerCase() + t.slice(1) : t}`);
  return { ...d, text: join(d.text), en: d.en === null ? null : join(d.en) };
}

/** The head of a long turn, cut back to its last sentence end: a rule cut mid-sentence says less ("…, it is still very."). */
function head(prose: string): string {
  if (prose.length <= LESSON_SCAN) return prose;
  const cut = prose.slice(0, LESSON_SCAN);
  const end = Math.max(cut.lastIndexOf('\n'), cut.search(/[.!?。！？][^.!?。！？]*$/u));
  return end > LESSON_SCAN / 2 ? cut.slice(0, end + 1) : cut;
}

const FROM_NOW_ON = /^(?:以后|今后|从现在开始|从现在起|接下来都|from now on|going forward|from here on|in (?:the )?future|for future (?:answers|replies|responses))/i;

export function extractLesson(proseRaw: string, lang: Lang): Lesson {
  const prose = head(proseRaw);
  // A short turn is read by the Latin packs of every language it may be in (its language guess is unreliable: see
  // shortTurnReaders); a long one in its own language and English, which also keeps a 2,000-character turn from being
  // read five times over.
  const packs = prose.length < SHORT_TURN ? packsFor(lang, prose.toLowerCase()) : packsFor(lang).slice(0, lang === 'en' || !packOf(lang) ? 1 : 2);
  const trimmed = prose.trim();
  if (!trimmed) return EMPTY;
  // "translate to Spanish: 'Do not use this product near water'": a quoted sign or sentence to work on is never a rule.
  if (aboutMaterial(packs, trimmed)) return EMPTY;
  if (trimmed.length <= 80 && packs.some((p) => p.confirmOnly.test(trimmed))) return { ...EMPTY, confirmOnly: true };
  // "No, no hace falta, gracias", "no thanks": the whole turn refuses an offer and asks nothing of later replies.
  if (trimmed.length <= 80 && packs.some((p) => p.decline?.test(trimmed))) return EMPTY;
  const ss = sentences(prose);
  // "太长了。以后先给结论，再简单说理由": a later sentence that says it is for every reply from now on is the rule,
  // before a complaint read as one earlier in the turn.
  for (const [i, s] of ss.entries()) {
    if (i === 0 || !FROM_NOW_ON.test(s)) continue;
    const d = readDirective(packs, s);
    const found = d && !d.reproach ? lessonOf(d, prose, s, ss[i + 1], lang) : null;
    if (found) return found;
  }
  let first: Lesson | null = null;
  let reproached: Lesson | null = null;
  for (const [i, s] of ss.entries()) {
    const d = readDirective(packs, i > 0 ? withAntecedent(s, packs, ss[i - 1]) : s);
    const found = d ? lessonOf(d, prose, s, ss[i + 1], lang) : null;
    if (d && found) {
      if (d.reproach) {
        reproached ??= found;
        continue;
      }
      // "Add a section about pricing. Also stop using emojis.": the next task comes first, the lesson after it. A
      // later directive that lasts (a ban, a contrast, a standing subject) is the rule; a plain imperative is not.
      if (lasting(found, lang)) return withAlternative(found, packs, ss[i + 1], prose, lang);
      first ??= found;
    }
  }
  return first ?? reproached ?? { ...EMPTY, suggestion: suggestionOf(packs, ss) };
}

/**
 * "no any. define a proper interface": a ban of a word or three, and what to do instead said right after it, is one
 * rule; the ban alone would leave the user's alternative out of the next message.
 */
function withAlternative(ban: Lesson, packs: LangPack[], next: string | undefined, prose: string, lang: Lang): Lesson {
  // (Words counted by spaces: a rule in characters without them is left as it is.)
  if (ban.polarity !== 'dont' || !ban.text || !next || /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/.test(ban.text) || ban.text.split(/\s+/).length > 3) return ban;
  if (!packs.some((p) => p.alternative?.test(next.trim()))) return ban;
  const d = readDirective(packs, next);
  if (!d || d.reproach || d.polarity !== 'do' || d.text.split(/\s+/).length > 10) return ban;
  const alt = lessonOf(d, prose, next, undefined, lang);
  if (!alt?.text) return ban;
  return { ...ban, text: `${ban.text} ${alt.text}`, en: ban.en && alt.en ? `${ban.en} ${alt.en}` : null };
}

/** A guard cue for a turn about the user's own material: `<code>.material`, or English's `neg.task_material`. */
export function isMaterialCue(id: string): boolean {
  return id.endsWith('.material') || id === 'neg.task_material';
}

/** Each pack's cues for a turn about the user's own material, looked up once. */
const MATERIAL = new Map<LangPack, readonly RegExp[]>();

function aboutMaterial(packs: readonly LangPack[], text: string): boolean {
  return packs.some((p) => {
    let res = MATERIAL.get(p);
    if (res === undefined) {
      res = p.cues.filter((c) => isMaterialCue(c.id)).map((c) => c.re);
      MATERIAL.set(p, res);
    }
    return res.some((re) => re.test(text));
  });
}

/** The rule a directive read from sentence `s` states, or null when its subject is elsewhere on the page. */
function lessonOf(d: Directive, prose: string, s: string, next: string | undefined, lang: Lang): Lesson | null {
  const said = withReferent(d.text, prose, s, next);
  const text = unshouted(said);
  // "Change that to the following.", "Complete code below.": the subject is elsewhere on the page, not in the rule.
  if (POINTER_END.test(text)) return null;
  // The two sides of a shouted contrast are calmed like the rule that names them ("PNPM" → "pnpm").
  const side = (x: string | null) => (x !== null && said !== text ? calm(x) : x);
  const en = d.en !== null ? unshouted(d.en) : packOf(lang)?.code === 'en' || lang === 'other' ? text : null;
  return { text, en, polarity: d.polarity, original: side(d.original), corrected: side(d.corrected), suggestion: null, confirmOnly: false };
}

// Words that stay in capitals when a shouted rule is written in sentence case.
const ACRONYM = /^(?:API|APIs|URL|URLs|JSON|HTML|CSS|SQL|UI|UX|AI|LLM|CLI|SDK|HTTP|HTTPS|REST|ID|IDs|PR|CI|JWT|PDF|CSV|YAML|XML|AWS|GCP|iOS|USB|OK)$/;

/**
 * "STOP ADDING COMMENTS" is said in capitals; the rule that goes into the next message is "Stop adding comments.",
 * which says the same without shouting. Only a rule mostly in capitals is rewritten.
 */
function unshouted(t: string): string {
  // 'USE "uv pip"!!!' shouts only its verb: the rule says it in sentence case.
  if (!shouted(t)) return t.replace(/^(USE|DON'T|DON’T|DO NOT|NEVER|ALWAYS|STOP|ONLY|KEEP|AVOID|REMOVE|ADD|PLEASE)(?=\s+\S*[a-z])/, (v) => v.charAt(0) + v.slice(1).toLowerCase());
  return calm(t).replace(/^(\P{L}*)(\p{Ll})/u, (_m, pre: string, ch: string) => pre + ch.toUpperCase());
}

function shouted(t: string): boolean {
  // Most rules have no two capitals in a row: no need to count their letters.
  if (!/\p{Lu}{2}/u.test(t)) return false;
  const letters = t.match(/\p{L}/gu) ?? [];
  const upper = letters.filter((ch) => ch !== ch.toLowerCase()).length;
  return letters.length >= 6 && upper >= letters.length * 0.7;
}

const calm = (t: string): string => t.replace(/\p{L}[\p{L}'’]*/gu, (w) => (ACRONYM.test(w) ? w : w.toLowerCase()));

/**
 * The answer language a rule asks for ("do") or refuses ("dont"), whichever language file read it: every file words
 * it as the same English template ("Answer in Spanish." / "Don't answer in English.").
 */
export function answerLanguageOf(l: Pick<Lesson, 'text' | 'en'>): 'do' | 'dont' | null {
  if (!l.text || !l.en) return null;
  return /^Answer in [A-Z]/.test(l.en) ? 'do' : /^Don't answer in [A-Z]/.test(l.en) ? 'dont' : null;
}

/** A directive that outlives the next reply: a ban, a contrast, or a standing subject (language, tone, length …). */
function lasting(l: Lesson, lang: Lang): boolean {
  return l.polarity === 'dont' || (l.original !== null && l.corrected !== null) || (l.text !== null && appliesOf(l.text, lang) === 'always');
}

/** "You hardcoded the API key. Move it to the .env file.": the rule says what "it" is (the language file decides). */
function withAntecedent(sentence: string, packs: LangPack[], before: string | undefined): string {
  if (!before) return sentence;
  for (const p of packs) {
    const out = p.antecedent?.(sentence, before);
    if (out && out !== sentence) return out;
  }
  return sentence;
}

// "Fix the model accordingly.", "Rewrite that example based on this new information.": what to do is elsewhere.
// "Use this text." and "Respond to." (their colon led to a paste): the subject is the material, not a rule. "Put it
// there." (after "we already have lib/format.ts for that"): a verb whose object and place are both pointers says nothing.
const POINTER_END = /^\p{L}+ (?:it|them|that|this|those|these) (?:there|here|instead)[.!]?$|\b(?:the following|as follows|below|above|accordingly|based on (?:this|that|these|those|the) (?:new )?\w+|(?:this|these) (?:text|code|content|data|list|version|one|ones|file)(?: instead)?|(?:respond|reply|answer|react) to)[.!:：。]?$|(?:以下|如下|下面)[。：:]?$/iu;
const STANDING = /\b(?:always|never|every|whenever|from now on|going forward|in (?:all|every|future))\b|以后|今后|每次|总是|永远|始终/iu;
const DEICTIC = /\b(?:this|these|the following|as follows|like this)\b|以下|如下|这个|这些|这样/iu;
const REFERENT_MAX = 160;

/**
 * "Always use this in examples: <what>" names its subject after the colon; without it the rule would say
 * "Always use this in examples." and mean nothing. A short referent is kept; a long paste is not a rule.
 */
function withReferent(rule: string, prose: string, sentence: string, next: string | undefined): string {
  // Only a standing rule names its subject this way; "use this text: <paste>" hands over material for this task.
  // ("以后周报都用这个格式：…": the lead that made it standing is no longer in the rule, but it is in the sentence.)
  if (!next || next.length > REFERENT_MAX || !DEICTIC.test(rule) || !(STANDING.test(rule) || STANDING.test(sentence))) return rule;
  const at = prose.indexOf(sentence);
  if (at < 0 || !/^\s*[:：]/u.test(prose.slice(at + sentence.length, at + sentence.length + 3))) return rule;
  const cjk = /[\u3040-\u30ff\u3400-\u9fff]$/u.test(rule.replace(/[。！.!]$/u, ''));
  const tail = /[.!?。！？]$/u.test(next) ? next : next + (cjk ? '。' : '.');
  return rule.replace(/[.!。！]$/u, '') + (cjk ? '：' : ': ') + tail;
}

/** The first sentence with content once its markers are gone ("That's wrong." carries none). */
function suggestionOf(packs: LangPack[], ss: string[]): string | null {
  // A question ("Are you sure?") asks; the user's next statement says more about what they want, when there is one.
  // Praise alone ("Looks good overall.") says least of all: it comes last.
  const praise = (s: string) => packs.some((p) => p.praise?.test(s.trim()));
  const ordered = [...ss.filter((s) => !QUESTION_END.test(s) && !praise(s)), ...ss.filter((s) => QUESTION_END.test(s) && !praise(s)), ...ss.filter(praise)];
  for (const s of ordered) {
    const t = stripLeads(packs[0]!, s.replace(LIST_MARKER, ''));
    const cjk = /[\u3040-\u30ff\u3400-\u9fff]/.test(t);
    const content = t.replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if ((cjk ? content.length < 3 : content.split(' ').length < 3) || quotedOnly(t) || codeLike(t)) continue;
    // ("ricotta isn't vegan lol": the laugh is not the user's words for the rule.)
    const w = t.replace(/[,\s]+(?:lol|lmao|lmfao|haha+|hehe+|rofl|xd)[.!]*$/i, '').replace(/[,，]?\s*(?:i (?:already )?told you(?: that)?|as i said|like i said|i said(?: that)?|我说过了?|我已经说过了?)[.!。！]?$/i, '').split(/\s+/);
    // (A sentence a few words over the cap stays whole: "… the staff was rude" cut to "… the staff was" says less.)
    const out = finish(cjk ? t : w.length <= SUGGESTION_WORDS + 3 ? w.join(' ') : cutAt(w.join(' '), SUGGESTION_WORDS), cjk);
    // A question stays one: the card pre-fills the user's words, and "Are you sure about this function." is not them.
    return QUESTION_END.test(s) ? out.replace(/[.。]$/u, cjk ? '？' : '?') : out;
  }
  return null;
}

/** Standing (every reply) or topical (related work only), from the rule's words. */
export function appliesOf(text: string, lang: Lang): Applies {
  // Only the rule's own words decide: the prose around it is often about the task at hand ("tables.html"). An English
  // rule reads English subjects only: the other Latin packs' subjects are English words too ("format",
  // "markdown.css"). A rule in another Latin language reads them all, since those guesses are often swapped.
  const packs = lang === 'en' ? [LANG_PACKS.en] : packsFor(lang);
  // A rule kept in the user's characters ("簡潔一點") is read the way its file reads ("简洁一点").
  return packs.some((p) => p.standing.test(p.respellsInPlace && p.respell ? p.respell(text) : text)) ? 'always' : 'topic';
}

/** Standing or topical for a rule whose language is not recorded (a stored or typed rule): guessed from its words. */
export function appliesOfText(text: string): Applies {
  return appliesOf(text, detectLanguage(text));
}
