// English: lead markers, directive patterns (with their polarity kept), confirmations and standing subjects.
import type { Directive, LangPack } from './types';
import { finish, languageName, words } from './util';

const LEAD =
  /^(?:no+(?=\s*[,.!:;-]|\s*$|\s+(?:i|i'm|im|you|it|it's|its|that|that's|this|the|we|just|please|not|no|use|don't|do|never|stop|keep|make|again|actually|wait)\b)|nope|nah|no no|ok(?:ay)?|hmm+|um+|uh+|well|so|but|and|also|actually|again|yes|yeah|yep|right|exactly|sorry|oh|ah+|look|see|hey|wait|hold on|listen|guys?|man|dude|bro|please|pls|plz|kindly|just|then|still|i said|i told you|as i said|like i said|as i mentioned|as mentioned|i meant|i mean|what i meant (?:is|was)|what i mean is|i repeat|once again|from now on|going forward|in (?:the )?future|for future reference|for the future|(?:that'?s|that is|this is|it'?s|it is) (?:wrong|incorrect|not (?:right|correct|what i (?:asked|wanted|meant)))|wrong|incorrect|can you(?: please)?|could you(?: please)?|would you(?: please)?|will you(?: please)?|can u|could u|i(?:'d| would) like you to|i want you to|i need you to|i(?:'d| would) prefer (?:if )?you|make sure (?:that )?you|make sure to|be sure to|you (?:should|must|need to|have to))\b[\s,.:;!-]*/i;

const ANAPHOR = /^(?:(?:do|keep doing|use|continue|follow|apply)\s+)?(?:that|this|it|so|the same|like that|like this|this way|that way|them)(?:\s+(?:again|too|as well|from now on|every time|always|in (?:the )?future))?$/i;

/** Auxiliaries before "not" that make it a plain negation, not a contrast ("it is not working"). */
const AUX_NOT = /\b(?:do|does|did|is|are|was|were|am|be|been|has|have|had|can|could|will|would|should|must|may|might|shall|need|why|and|or|if|whether|but|just|yet|still|so|probably|definitely|certainly|i|you|we|they|it)\s+not\s*$/i;

const VERB_START =
  /^(?:use|write|add|make|keep|put|return|include|show|give|call|name|prefer|follow|check|explain|format|answer|reply|respond|stay|list|print|run|test|fix|remove|delete|rename|move|place|set|send|start|end|finish|complete|continue|translate|summari[sz]e|cite|ask|say|tell|import|install|type|declare|store|save|load|build|implement|create|apply|replace|change|update|only|just|be|speak|talk|spell|treat|stick|focus|target|wrap|indent|avoid|skip|leave|let|try)\b/i;

const NEG_START = /^(don'?t|do not|dont|never|stop|avoid|quit|no more|no longer)\b\s*/i;

const QUESTIONISH = /^(?:why|what|how|where|when|who|which|is|are|was|were|do|does|did|have|has|can|could|would|will|should|shouldn'?t|isn'?t|aren'?t|didn'?t|doesn'?t|wasn'?t)\b/i;

function contrast(c: string): Directive | null {
  let m = /^(?:use\s+|with\s+|it should be\s+|should be\s+|it'?s\s+|make it\s+)?(.{1,60}?),?\s+(?:instead of|rather than)\s+(.{1,50})$/i.exec(c);
  if (m) return pair(m[1]!, m[2]!);
  m = /^instead of\s+(.{1,50}?),\s*(.{1,60})$/i.exec(c);
  if (m) return pair(m[2]!, m[1]!);
  m = /^not\s+(.{1,50}?),?\s+but\s+(.{1,60})$/i.exec(c);
  if (m) return pair(m[2]!, m[1]!);
  m = /^not\s+(.{1,40}?)[,;]\s*(.{1,60})$/i.exec(c);
  if (m && !/^(?:but|and|so|because)\b/i.test(m[2]!)) return pair(m[2]!, m[1]!);
  // "X, not Y" / "use X not Y": the "not" must not belong to an auxiliary ("it is not working").
  m = /^(.{1,60}?)(,?)\s+not\s+(.{1,50})$/i.exec(c);
  if (m && !AUX_NOT.test(m[1]! + ' not') && !/\b(?:not|n't)\b/i.test(m[1]!) && words(m[3]!) <= 6 && words(m[1]!) <= 8) {
    if (m[2] || /^use\b/i.test(m[1]!) || words(m[1]!) <= 2) return pair(m[1]!, m[3]!);
  }
  return null;
}

function pair(want: string, not: string): Directive | null {
  const w = want.trim().replace(/^(?:you should |we should |please )/i, '');
  const n = not.trim().replace(/[.!?]+$/, '');
  if (!w || !n || words(n) > 6 || /\b(?:sure|working|work|only|just|really|that|this|it)$/i.test(n)) return null;
  // "12 * 12 is 144, not 124" states a fact: it keeps its own verb.
  const text = VERB_START.test(w) || /\b(?:is|are|was|were|means|equals)\b/i.test(w) ? `${w}, not ${n}` : `Use ${w}, not ${n}`;
  return { text: finish(text), polarity: 'do', en: finish(text), original: n, corrected: w.replace(VERB_START, '').trim() || w };
}

function answerLanguage(c: string): Directive | null {
  const m = /\b(?:answer|reply|respond|write|speak|talk|communicate|chat|explain)(?: to me)?(?: only)? in ([a-z]+)\b/i.exec(c);
  if (!m) return null;
  const name = languageName(m[1]!);
  if (!name) return null;
  const neg = /\b(?:don'?t|do not|never|stop|no more)\b[^.]{0,20}$/i.test(c.slice(0, m.index + 1));
  const text = neg ? `Don't answer in ${name}.` : `Answer in ${name}.`;
  return { text, polarity: neg ? 'dont' : 'do', en: text, original: null, corrected: neg ? null : name };
}

function templates(c: string): Directive | null {
  const t = (text: string, polarity: 'do' | 'dont' = 'do'): Directive => ({ text, polarity, en: text, original: null, corrected: null });
  if (/^(?:(?:way|much|far|still|a bit|a little) )?too (?:long|verbose|wordy)\b/i.test(c)) return t('Keep answers shorter.');
  if (/^(?:(?:way|much|far|still|a bit|a little) )?too (?:complicated|complex|technical)\b/i.test(c)) return t('Keep it simpler.');
  const m = /^(?:(?:much|a bit|a little|bit|way|even) )?(shorter|briefer|simpler|more concise|more detailed|longer)(?: please| pls)?$/i.exec(c);
  if (m) return t(finish(`Make answers ${m[1]!.toLowerCase()}`));
  if (/^(?:you(?:'re| are) )?(?:just )?repeating (?:yourself|the same)/i.test(c)) return t("Don't repeat the previous answer.", 'dont');
  return null;
}

function directive(raw: string): Directive | null {
  let c = raw.trim().replace(/\s+/g, ' ');
  const question = /\?\s*$/.test(c);
  c = c.replace(/[\s,]*(?:please|pls|thanks|thank you|thx)?[.!?\s]*$/i, '').trim();
  if (!c || c.length > 220) return null;
  const lang = answerLanguage(c);
  if (lang) return lang;
  if (question && QUESTIONISH.test(c)) return null;
  const tpl = templates(c);
  if (tpl) return tpl;
  const ctr = contrast(c);
  if (ctr && !NEG_START.test(c)) return ctr;
  let m = /^(?:don'?t|do not|never) forget(?: that)?,?\s+(?!to\b|about\b)(.{3,140})$/i.exec(c);
  if (m) {
    const text = finish(`Remember that ${m[1]}`);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  m = /^(?:don'?t|do not|never) forget to\s+(.{2,140})$/i.exec(c);
  if (m) {
    const text = finish(`Don't forget to ${m[1]}`);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  if (question && /^(?:don'?t|doesn'?t|didn'?t|won'?t|wouldn'?t|isn'?t|aren'?t)\s+(?:you|we|i|it|they|he|she|this|that)\b/i.test(c)) return null;
  m = NEG_START.exec(c);
  if (m) {
    const rest = c.slice(m[0].length);
    if (words(rest) < 1 || ANAPHOR.test(rest)) return null;
    if (/^(?:worry|worries|mind|bother)\b/i.test(rest)) return null;
    const lead = m[1]!.toLowerCase().replace(/^dont$|^do not$/, "don't");
    const head = lead === "don't" ? "Don't" : lead.charAt(0).toUpperCase() + lead.slice(1);
    const text = finish(`${head} ${rest}`);
    return { text, polarity: 'dont', en: text, original: null, corrected: null };
  }
  // "No comments in the code", "no emojis": a ban stated as a noun phrase.
  m = /^no\s+(?!problem|worries|thanks|thank|need to\b|idea|way|matter|one\b|longer|doubt|wonder|offense|kidding|joke|luck|change|difference|error|errors|issue|issues|output|response|results?)(.{2,80})$/i.exec(c);
  if (m && !/\b(?:is|are|was|were|has|have|appears?|shows?|works?)\b/i.test(m[1]!) && !/,\s*(?:but|sino|mais|sondern|aber|pero|mas)\b/i.test(m[1]!)) {
    const text = finish(`No ${m[1]}`);
    return { text, polarity: 'dont', en: text, original: null, corrected: null };
  }
  m = /^no need (?:to|for)\s+(.{2,80})$/i.exec(c);
  if (m) {
    const text = finish(/^to\b/i.test(m[0].slice(8)) ? `Don't ${m[1]}` : `Don't add ${m[1]}`);
    return { text, polarity: 'dont', en: text, original: null, corrected: null };
  }
  m = /^always\s+(.{2,120})$/i.exec(c);
  if (m) {
    if (ANAPHOR.test(m[1]!)) return null;
    const text = finish(`Always ${m[1]}`);
    return { text, polarity: /\b(?:don'?t|do not|never|not)\b/i.test(m[1]!) ? 'dont' : 'do', en: text, original: null, corrected: null };
  }
  m = /^(?:remember|keep in mind|note|bear in mind)(?: that)?[:,]?\s+(.{3,140})$/i.exec(c);
  if (m) {
    const text = finish(`Remember that ${m[1]}`);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  m = /^you (?:forgot|missed|omitted|left out|skipped)\s+(?:to\s+)?(.{2,100})$/i.exec(c);
  if (m) {
    const text = finish(`Don't forget ${/^you forgot to/i.test(c) ? 'to ' : ''}${m[1]}`);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  m = /^i (?:would |'d |really |generally |always )?prefer\s+(.{2,100})$/i.exec(c);
  if (m) {
    const text = finish(`Prefer ${m[1]}`);
    return { text, polarity: /\b(?:not|no|without)\b/i.test(m[1]!) ? 'dont' : 'do', en: text, original: null, corrected: null };
  }
  m = /^(it|this|that|they|these|those|the [\w-]+(?: [\w-]+)?|[\w.-]+) (should|must|needs? to|has to|have to) (not )?(.{2,100})$/i.exec(c);
  if (m && !question && !/^(?:i|we|you)$/i.test(m[1]!)) {
    const text = finish(`${m[1]} ${m[2]} ${m[3] ?? ''}${m[4]}`.replace(/\s+/g, ' '));
    return { text, polarity: m[3] ? 'dont' : 'do', en: text, original: null, corrected: null };
  }
  if (VERB_START.test(c) && words(c) >= 2 && !ANAPHOR.test(c) && !/^(?:just|only) (?:do|use) (?:that|this|it)$/i.test(c)) {
    if (question && !/^(?:can|could|would|will)\b/i.test(raw.trim())) return null;
    // "use pnpm not npm" without a comma was handled above; a plain imperative keeps its own words.
    const neg = /\b(?:not|never|no|without|don'?t)\b/i.test(c);
    const text = finish(c);
    return { text, polarity: neg && /^(?:avoid|skip|leave out|remove|delete)\b/i.test(c) ? 'dont' : neg ? 'dont' : 'do', en: text, original: null, corrected: null };
  }
  if (ctr) return ctr;
  return null;
}

export const en: LangPack = {
  code: 'en',
  stripLead(s) {
    const m = LEAD.exec(s);
    return m && m[0].length > 0 ? s.slice(m[0].length) : null;
  },
  directive,
  confirmOnly:
    /^(?:(?:yes|yeah|yep|yup|exactly|right|correct|perfect|good|great|ok|okay|sure|that'?s (?:it|right|better|correct|perfect|good|great))\b[\s,.!:;-]*)*(?:(?:please\s+)?(?:always|from now on|in (?:the )?future|going forward|every ?time|keep)\s*,?\s*)*(?:(?:do|doing|use|keep doing|continue|follow|stick (?:to|with))\s+)?(?:that|this|it|so|the same|like that|like this|this way|that way)?(?:\s+(?:from now on|going forward|in (?:the )?future|every ?time|always|again|please))*[\s.!]*$/i,
  standing:
    /\b(?:answer|reply|respond|speak|write|talk|communicate)\w* (?:only )?in (?:english|chinese|spanish|french|german|japanese|portuguese|british|american|[a-z]+ english)\b|\b(?:british|american|uk|us) (?:spelling|english)\b|\b(?:short|shorter|concise|brief|verbose|terse|long|lengthy|wordy|length)\b|\b(?:tone|formal|informal|casual|polite|friendly|rude|lecture|lecturing|preach\w*|moraliz\w*|apologi[sz]\w*|disclaimer\w*|flatter\w*|sycophan\w*)\b|\b(?:emoji|emojis|em[- ]?dash\w*|markdown|bullet|bullets|headings?|bold|tables?|formatting|format)\b|\b(?:call me|address me|my name is)\b|\b(?:repeat\w*|yourself|filler|fluff)\b/i,
};
