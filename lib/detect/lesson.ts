// Turn a correction/preference turn into one clean English imperative sentence, and pull out
// `original` (what was wrong) / `corrected` (what is wanted) when the wording tells them apart.
import type { Kind, Lang } from './types';

const MAX_WORDS = 16;
/** Only the head of the prose is mined for the lesson (the correction is almost always up front). */
const LESSON_SCAN = 700;

export interface LessonParts {
  lesson: string;
  original: string | null;
  corrected: string | null;
}

function clean(s: string): string {
  return s.replace(/\s+/g, ' ').replace(/^[\s,.;:!\-–—]+|[\s,;:\-–—]+$/g, '').trim();
}

function capWords(s: string, n = MAX_WORDS): string {
  const w = s.split(' ');
  return w.length <= n ? s : w.slice(0, n).join(' ');
}

function sentence(s: string): string {
  let t = clean(s).replace(/[?!.。！？]+$/, '');
  t = capWords(t);
  if (!t) return '';
  return t.charAt(0).toUpperCase() + t.slice(1) + '.';
}

/** Split prose into sentences (bounded, linear). */
export function sentences(prose: string): string[] {
  return prose
    .split(/(?<=[.!?。！？])\s+|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 1)
    .slice(0, 10);
}

const LEAD_TOKEN =
  /^(?:no|nope|nah|no no|ok|okay|hmm+|um+|well|so|but|and|also|actually|again|yes|yeah|right|exactly|sorry|oh|ah|ahha|look|see|hey|please|pls|just|then|still|i said|i told you|as i said|like i said|as i mentioned|i meant|i mean|what i meant is|from now on|going forward|in the future|in future|for future reference)\b[\s,.:;!-]*/i;

/** Strip leading interjections/markers ("No, actually, please ..."). Bounded loop instead of a nested quantifier. */
export function stripLead(s: string): string {
  let t = s.trimStart();
  for (let i = 0; i < 6; i++) {
    const m = LEAD_TOKEN.exec(t);
    if (!m || m[0].length === 0) break;
    t = t.slice(m[0].length);
  }
  return t;
}

const STRONG_CLAUSE =
  /\b(don'?t|do not|never|always|stop|avoid|instead|rather than|not\b[^.]{1,40}\bbut|should|must|need to|needs to|has to|use|make|keep|i meant|i said|i asked|i want|i need|i prefer|from now on|remember|you forgot|you didn'?t|you did not|you missed|wrong|incorrect)\b/i;

/** Pick the clause that carries the correction. */
function keyClause(prose: string): string {
  const ss = sentences(prose);
  if (ss.length === 0) return '';
  let best = ss[0]!;
  let bestScore = -1;
  ss.forEach((s, i) => {
    let sc = 0;
    if (STRONG_CLAUSE.test(s)) sc += 2;
    if (/\b(don'?t|do not|never|always|instead|rather than|from now on)\b/i.test(s)) sc += 1;
    if (/\?$/.test(s)) sc -= 0.5;
    sc -= i * 0.15;
    if (s.length < 6) sc -= 2;
    // A bare marker sentence ("That's wrong.", "No.") carries no content: prefer the next one.
    const rest = stripLead(s).replace(/\b(that'?s|this is|it'?s|is|still|so|completely|totally|wrong|incorrect|not right|not correct|no|nope|again|what)\b/gi, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (rest.split(' ').filter(Boolean).length < 2) sc -= 2.5;
    if (sc > bestScore) {
      bestScore = sc;
      best = s;
    }
  });
  return best;
}

/** original/corrected pairs from contrastive wording. */
export function extractPair(prose: string): { original: string | null; corrected: string | null } {
  const p = prose.replace(/\s+/g, ' ');
  const low = p.toLowerCase();
  const hasNot = low.includes('not') || low.includes('rather than');
  const hasInstead = low.includes('instead of');
  const hasZh = p.includes('不是') || p.includes('而不是');
  const hasMeant = /i meant|what i meant|i was asking|i'?m asking|我的意思是|我要的是|我说的是/.test(low);
  if (!hasNot && !hasInstead && !hasZh && !hasMeant && !/en lugar de|en vez de|em vez de/.test(low)) return { original: null, corrected: null };
  let m = /\b(?:use|with|make it|it should be|should be|i want|i meant|i need)\s+([^,.;!?]{1,60}?)\s+(?:instead of|rather than|not)\s+([^,.;!?]{1,60})/i.exec(p);
  if (m) return { corrected: clean(m[1]!), original: clean(m[2]!) };
  m = /\bnot\s+([^,.;!?]{1,50}?),?\s+but\s+([^,.;!?]{1,60})/i.exec(p);
  if (m) return { original: clean(m[1]!), corrected: clean(m[2]!) };
  m = /\binstead of\s+([^,.;!?]{1,50}?),\s*([^.;!?]{1,60})/i.exec(p);
  if (m) return { original: clean(m[1]!), corrected: clean(m[2]!) };
  m = /\b([^,.;!?]{1,50}?)\s+instead of\s+([^,.;!?]{1,60})/i.exec(p);
  if (m) return { corrected: clean(stripLead(m[1]!)), original: clean(m[2]!) };
  m = /^(?:no,?\s+)?([^,.;!?]{1,50}),\s*not\s+([^,.;!?]{1,50})/i.exec(p);
  if (m) return { corrected: clean(stripLead(m[1]!)), original: clean(m[2]!) };
  m = /不是([^，。,.\n]{1,30})[，,]?\s*(?:而是|是)([^，。,.\n]{1,40})/.exec(p);
  if (m) return { original: clean(m[1]!), corrected: clean(m[2]!) };
  m = /([^，。,.\n]{1,40})[，,]\s*而不是([^，。,.\n]{1,30})/.exec(p);
  if (m) return { corrected: clean(m[1]!), original: clean(m[2]!) };
  m = /\b(?:i meant|what i meant is|i was asking|i'?m asking(?: is)?|我的意思是|我要的是|我说的是)\s*[:,]?\s*([^.;!?。！？]{2,80})/i.exec(p);
  if (m) return { original: null, corrected: clean(m[1]!) };
  m = /\b(?:en lugar de|en vez de|em vez de)\s+([^,.;!?]{1,50})/i.exec(p);
  if (m) return { original: clean(m[1]!), corrected: null };
  return { original: null, corrected: null };
}

/** Rewrite one clause into an imperative, trying comma-separated parts when the whole clause does not fit. */
function imperative(clauseRaw: string): string {
  const whole = imperativeOne(clauseRaw);
  if (whole) return whole;
  const parts = clauseRaw.split(/[,;]\s+|\s+-\s+/).filter((x) => x.trim().length > 3);
  if (parts.length < 2) return '';
  for (let i = parts.length - 1; i >= 0; i--) {
    const r = imperativeOne(parts[i]!);
    if (r) return r;
  }
  return '';
}

function imperativeOne(clauseRaw: string): string {
  const c = clean(stripLead(clean(clauseRaw)));
  if (!c) return '';
  let m: RegExpExecArray | null;
  if ((m = /^(?:please\s+)?(?:remember|keep in mind|bear in mind|note|don'?t forget|do not forget|never forget)(?: that)?[:,]?\s+(?!to\b)(.*)$/i.exec(c))) return sentence(`Remember that ${m[1]}`);
  if ((m = /^(?:please\s+)?(don'?t|do not|never|always|stop|avoid|keep|make sure|use|prefer|only|just)\b\s*(.*)$/i.exec(c))) {
    const verb = m[1]!.toLowerCase().replace(/^dont$/, "don't");
    const norm = verb === 'do not' ? "Don't" : verb === "don't" ? "Don't" : verb.charAt(0).toUpperCase() + verb.slice(1);
    return sentence(`${norm} ${m[2]}`);
  }
  // Fixed templates for common complaint shapes.
  if (/\b(doesn'?t|does not|didn'?t|did not) answer (my|the) question\b|\bthat'?s not (my|the) question\b/i.test(c)) return 'Answer the question that was actually asked.';
  if (/\byou('re| are) (just )?repeating|\bstop repeating\b|\b(still|again) the same\b|\bthat'?s (still )?the same\b/i.test(c)) return "Don't repeat the previous output; change what was asked.";
  if (/^(?:it'?s |this is |that'?s |way |much |far |still )?too (long|verbose|wordy)\b/i.test(c)) return 'Keep answers shorter.';
  if (/^(?:it'?s |this is |that'?s |way |much |far |still )?too (complicated|complex|technical)\b/i.test(c)) return 'Keep it simpler.';
  if ((m = /^(?:much |a bit |a little |bit |way |even )?(shorter|longer|simpler|more \w+|less \w+)(?: please| pls)?$/i.exec(c))) return sentence(`Make it ${m[1]}`);
  if ((m = /\b(?:answer|reply|respond|write|speak|talk)(?: to me)? in (english|chinese|spanish|japanese|german|french|portuguese|korean|italian)\b/i.exec(c))) return sentence(`Answer in ${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1).toLowerCase()}`);
  if ((m = /^(?:are you sure|are you certain)(?: about| that)?\s+(.*)$/i.exec(c)) && m[1]!.length > 2) return sentence(`Double-check ${m[1]!.replace(/^(the|that) /i, '$1 ')}`);
  if ((m = /^(?:['"]?)(.{1,60}?)['"]? (?:is|has been) deprecated\b/i.exec(c))) return sentence(`Avoid deprecated APIs such as ${m[1]!.replace(/['"]/g, '').replace(/<[^>]{0,80}>/g, '')}`);
  if ((m = /\bwhy did you only\s+(.*)$/i.exec(c))) return sentence(`Don't only ${m[1]}`);
  if ((m = /\bwhy (?:did|would) you (remove|delete|change|add|use|rename|move|replace|create|skip|ignore|break|invent)\s+(.*)$/i.exec(c))) return sentence(`Don't ${m[1]!.toLowerCase()} ${m[2]}`);
  if ((m = /\bwhy (?:didn'?t|did not|don'?t|do not) you\s+(.*)$/i.exec(c))) return sentence(m[1]!);
  if ((m = /^i (?:don'?t|do not) want (?:you )?to\s+([^,;]*)$/i.exec(c))) return sentence(`Don't ${m[1]}`);
  if ((m = /^i (?:don'?t|do not) (?:want|need|like)\s+(?!to\b)([^,;]*)$/i.exec(c))) return sentence(`Avoid ${m[1]}`);
  if (/\byou(?:'ve| have)? made (a |an |another )?(mistake|error|typo)\b/i.test(c)) return 'Double-check answers for mistakes before replying.';
  if ((m = /\byou(?:'ve| have)? (?:forgot|forgotten|missed|omitted|left out|skipped|ignored)\s+(to\s+)?(.*)$/i.exec(c))) return sentence(`Don't forget ${m[1] ? 'to ' : ''}${m[2]}`);
  if ((m = /\byou (?:didn'?t|did not|haven'?t|have not|never)\s+(.*)$/i.exec(c))) return sentence(`Make sure to ${m[1]!.replace(/^(even |actually |really )/, '')}`);
  if ((m = /\b(?:can|could|would) you (?:please )?(.*)$/i.exec(c))) return sentence(m[1]!);
  if ((m = /\bi (?:would |generally )?prefer\s+(.*)$/i.exec(c))) return sentence(`Prefer ${m[1]}`);
  if ((m = /\bi (?:want|need|'d like|would like) (?:you )?to\s+(.*)$/i.exec(c))) return sentence(m[1]!);
  if ((m = /^(it|this|that|they|these|those|the [\w-]+(?: [\w-]+)?) (?:should|must|needs? to|has to|have to) be\s+(\p{L}.*)$/iu.exec(c))) return sentence(`Make ${m[1]!.toLowerCase()} ${m[2]}`);
  if ((m = /^(it|this|that|they|these|those|the [\w-]+(?: [\w-]+)?) (?:should|must|needs? to|has to|have to)\s+(not\s+)?(.*)$/i.exec(c)))
    return sentence(`Ensure that ${m[1]!.toLowerCase()} ${m[2] ? 'does not ' : ''}${m[3]}`);
  if ((m = /^(?:please\s+)?(use|make|put|set|keep|remove|delete|add|change|replace|move|give|show|write|return|rename|place|include|answer|respond|reply|translate|explain|check|verify|follow|read|run|test|fix|skip|ignore|update|apply|implement|output|provide|list|print|finish|continue|redo|start|wait|ask)\b\s*(.*)$/i.exec(c)))
    return sentence(`${m[1]} ${m[2]}`);
  return '';
}

/**
 * Build the lesson. For non-English turns (or when no rewrite applies) the lesson is a safe generic imperative that
 * quotes a short part of the user's words; the optional LLM review rewrites it into a proper rule.
 */
/**
 * @param proseRaw prose with code/logs stripped, quotes intact (wording of the lesson)
 * @param proseNeutral same prose with quoted spans replaced by ' Q ' (contrast patterns must not match inside quotes)
 */
export function buildLesson(proseRaw: string, kind: Kind, lang: Lang, proseNeutral: string = proseRaw): LessonParts {
  if (kind !== 'correction' && kind !== 'preference') return { lesson: '', original: null, corrected: null };
  const prose = proseRaw.length > LESSON_SCAN ? proseRaw.slice(0, LESSON_SCAN) : proseRaw;
  const neutral = proseNeutral.length > LESSON_SCAN ? proseNeutral.slice(0, LESSON_SCAN) : proseNeutral;
  let pair = extractPair(neutral.length > 400 ? neutral.slice(0, 400) : neutral);
  if (/\bQ\b/.test(`${pair.original ?? ''} ${pair.corrected ?? ''}`)) pair = { original: null, corrected: null };
  const clause = keyClause(prose);
  let lesson = lang === 'en' || lang === 'other' ? imperative(clause) : '';
  if (!lesson) {
    // A few language-independent templates (answer language, length).
    const l = /(?:用|使用)(中文|英文|日文)(?:回答|回复|写)|(?:answer|reply|respond|responde|contesta|responda)\w* (?:in|en|em) (english|chinese|spanish|inglés|español|chino|inglês|português)/i.exec(prose);
    if (l) {
      const name = (l[1] ?? l[2] ?? '').toLowerCase();
      const map: Record<string, string> = { 中文: 'Chinese', 英文: 'English', 日文: 'Japanese', inglés: 'English', 'español': 'Spanish', chino: 'Chinese', 'inglês': 'English', 'português': 'Portuguese' };
      const lang2 = map[name] ?? name.charAt(0).toUpperCase() + name.slice(1);
      lesson = `Answer in ${lang2}.`;
    } else if (/简短|简洁|短一点|太长了|más corto|mais curto|短く/.test(prose)) lesson = 'Keep answers short.';
  }
  if (!lesson && pair.corrected && pair.original && /^[\x00-\x7f]*$/.test(pair.corrected + pair.original)) {
    const want = pair.corrected.replace(/^(i (asked for|asked|wanted|want|need|said|meant)|you should (use|give|write)|it should be|it'?s|it was|it is)\s+/i, '');
    if (want.split(' ').length <= 5 && pair.original.split(' ').length <= 5 && !/^(to|is|are|was|be|being|been|\w+ed)\b/i.test(want)) lesson = sentence(`Use ${want}, not ${pair.original}`);
  }
  if (!lesson) {
    const quote = capWords(clean(stripLead(clause)), 12).replace(/["“”]/g, "'").replace(/[.!?。！？]+$/, '');
    lesson =
      kind === 'preference'
        ? `Follow the user's standing rule: "${quote}".`
        : `Apply the user's correction: "${quote}".`;
  }
  return { lesson: lesson.replace(/\s+/g, ' ').trim(), ...pair };
}
