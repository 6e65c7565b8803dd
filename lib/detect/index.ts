// Heuristic correction detector for one user turn. Pure, deterministic, linear-time.
// Signals: cue lexicon (lexicon.ts) on code/log/quote-stripped prose (text.ts), context from the previous
// assistant turn (did it act? did it ask a question?), history (repetition, multi-turn confirmation,
// frustration incidents).
import type { Category, Detection, DetectInput, HistoryTurn, Kind, Lang, Severity } from './types';
import { prepare, type Prepared } from './text';
import { detectLanguage } from './language';
import { ACTION_RE, ASKS_RE, DE_CUES, EN_CUES, ES_PT_CUES, INCIDENT_PHRASES_RE, JA_CUES, ZH_CUES, type Cue } from './lexicon';
import { buildLesson } from './lesson';
import { incidentAt } from './incident';
import { conceptTokens, findRepeats } from './repetition';
import { NEED } from './need';

export type { Detection, DetectInput, Kind, Category, Severity, Lang } from './types';

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
  hasPrev: boolean;
  /** Previous assistant text (capped) for echo checks. */
  prev: string;
}

const PREV_HEAD = 8000;
const PREV_TAIL = 600;

export function assistantContext(prev: string | null | undefined): Context {
  if (!prev) return { acted: false, asks: false, hasPrev: false, prev: '' };
  const head = prev.length > PREV_HEAD ? prev.slice(0, PREV_HEAD) + prev.slice(-PREV_TAIL) : prev;
  const tail = prev.slice(-PREV_TAIL).replace(/\[CODE_BLOCK_\d+\]\s*$/, '').trimEnd();
  const lastPara = tail.split(/\n\s*\n/).pop() ?? tail;
  return { acted: ACTION_RE.test(head), asks: ASKS_RE.test(lastPara.slice(-300)), hasPrev: true, prev: head };
}

function hasHan(s: string): boolean {
  return /[\u4e00-\u9fff]/.test(s);
}

function cueSets(lang: Lang, prose: string): Cue[][] {
  const sets: Cue[][] = [EN_CUES];
  if (lang === 'zh' || hasHan(prose)) sets.push(ZH_CUES);
  if (lang === 'ja') sets.push(JA_CUES);
  // es/pt cues: for es/pt/it, and for short Latin-script turns whose language guess is unreliable ("sigue sin funcionar").
  if (lang === 'es' || lang === 'pt' || lang === 'it' || (lang !== 'zh' && lang !== 'ja' && lang !== 'ko' && prose.length < 300)) sets.push(ES_PT_CUES);
  if (lang === 'de') sets.push(DE_CUES);
  return sets;
}

const CONTRAST_RE = /\b(but|however|except|only problem|still|issue|issues|problem|problems|not working|doesn'?t work|isn'?t working|another)\b|但是|不过|还是/i;

/** Does the sentence holding position `at` end with a question mark? */
function inQuestion(text: string, at: number): boolean {
  const rest = text.slice(at, at + 400);
  const m = /[.!?\n。！？]/.exec(rest);
  return !!m && (m[0] === '?' || m[0] === '？');
}

/** @param full also run guard/direction cues when no feedback evidence was found (needed for history features). */
export function scoreCues(p: Prepared, lang: Lang, ctx: Context, full = false): Scores {
  const s: Scores = { pref: 0, corr: 0, frus: 0, neg: 0, dir: 0, react: 0, cues: [] };
  const text = p.prose;
  const latinNo = lang === 'es' || lang === 'pt' || lang === 'it';
  const contrast = CONTRAST_RE.test(text);
  const low = p.low;
  const sets = cueSets(lang, text);
  // Two passes: feedback evidence first; guards (neg) and direction (dir) only matter when some evidence exists.
  for (const pass of [0, 1] as const) {
    if (pass === 1 && !full && s.pref === 0 && s.corr === 0 && s.frus === 0 && s.react === 0) break;
    for (const set of sets) for (const cue of set) {
      const late = cue.group === 'neg' || cue.group === 'dir';
      if (late !== (pass === 1)) continue;
      if (cue.needsAction && !ctx.acted) continue;
      if (latinNo && cue.id === 'corr.lead_no') continue; // "no" is plain negation / "in the" there
      if (!latinNo && cue.id === 'es.lead_no') continue;
      if (cue.unlessContrast && contrast) continue;
      const need = NEED[cue.id];
      if (need && !need.some((w) => low.includes(w))) continue;
      let w = cue.w;
      if (cue.notInQuestion) {
        const m = cue.re.exec(text);
        if (!m) continue;
        if (inQuestion(text, m.index + m[0].length)) w *= 0.2;
      } else if (!cue.re.test(text)) continue;
      if (cue.answerable && ctx.asks) w *= 0.25;
      if (cue.react) s.react += w;
      else s[cue.group] += w;
      s.cues.push(cue.id);
    }
  }
  // Numbered answers to the assistant's numbered questions: "1. yes 2. just informational ..."
  if (/^\s*(1[.)]|a[.)])\s/.test(text) && ctx.prev.includes('?')) {
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

const STYLE_RE = /\b(short|shorter|concise|verbose|terse|brief|format|formatting|markdown|tone|bullet|emoji|comment|comments|english|chinese|spanish|language|length|style|wording|polite|formal|title|font|colou?r|padding|spacing|design|layout|css)\b|简洁|格式|中文|英文|语气|颜色|样式/i;
const LOGIC_RE = /\b(calculat\w*|math|logic|reasoning|index|inverse|reversed|order|count|sum|total|percent|formula|equation|algorithm|off by one|condition|step \d)\b|计算|逻辑|顺序/i;
const FACT_RE = /\b(are you sure|not true|fact|actually|date|year|quote|quotation|source|exists?|real|made up|invent\w*|hallucinat\w*|cheapest|correct (name|answer))\b|真的|事实/i;
const CODE_RE = /\b(code|function|method|class|variable|error|compile|build|test|tests|api|file|files|import|bug|script|query|column|table|database|endpoint|component|type|types|var|val|array|string|int|null|undefined|commit|branch|deploy|server|library|package|dependency)\b|代码|函数|报错|编译|文件|接口|组件/i;

function pickCategory(kind: Kind, prose: string, ctx: Context, p: Prepared): Category {
  if (kind === 'preference') return STYLE_RE.test(prose) ? 'style' : 'preference';
  if (FACT_RE.test(prose) && !p.codeLines) return 'factual';
  if (LOGIC_RE.test(prose)) return 'logic';
  if (STYLE_RE.test(prose) && !/\b(error|bug|crash)\b/i.test(prose)) return 'style';
  if (CODE_RE.test(prose) || p.codeLines > 0 || ctx.acted) return 'code';
  if (kind === 'none') return 'domain';
  return 'domain';
}

function squash(x: number): number {
  return 1 - Math.exp(-Math.max(0, x) / 2.5);
}

function round(x: number): number {
  return Math.round(x * 1000) / 1000;
}

const YES_LEAD = /^\s*(yes|yeah|yep|yup|exactly|right|correct|perfect|good|great|that'?s (it|right|better|correct)|对|是的|没错|就是这样|好的|sí|si|exacto|isso)\b[\s,.!:;，。！]*/i;

interface Decided {
  kind: Kind;
  net: number;
}

function decide(s: Scores, p: Prepared, ctx: Context): Decided {
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
  if (p.errorPaste && p.codeLines >= 1 && ctx.hasPrev && p.prose.length < 400) {
    frus += ctx.acted ? 2.0 : 0.8;
    s.cues.push('ctx.error_paste');
  }
  // First turn of a conversation: nothing to correct yet (standing preferences are still possible).
  if (!ctx.hasPrev) {
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

function userTurnsOf(history: HistoryTurn[] | undefined): { id?: string; text: string }[] {
  if (!history) return [];
  const out: { id?: string; text: string }[] = [];
  history.forEach((h, i) => {
    if (h.role === 'user') out.push({ id: h.id ?? `h${i}`, text: h.text });
  });
  return out;
}

/** Light single-turn classification of an earlier user turn (no history), used for multi-turn confirmation. */
function quickKind(text: string, prevAssistant: string | null): Kind {
  const p = prepare(text.length > 4000 ? text.slice(0, 4000) : text);
  const lang = detectLanguage(p.prose || text);
  const ctx = assistantContext(prevAssistant);
  return decide(scoreCues(p, lang, ctx), p, ctx).kind;
}

export function detect(input: DetectInput): Detection {
  const userText = input.user.text ?? '';
  const p = prepare(userText);
  const lang = detectLanguage(p.prose || userText);
  const prevText = input.prevAssistant?.text ?? null;
  const ctx = assistantContext(prevText);
  const s = scoreCues(p, lang, ctx, (input.history?.length ?? 0) > 0);
  const echo = ctx.hasPrev && (s.corr > 0 || s.dir > 0 || s.pref > 0) ? echoesPrev(userText, ctx.prev) : null;
  if (echo) {
    s.corr += 1.0;
    s.cues.push('ctx.echo_prev');
  }
  const decided = decide(s, p, ctx);
  let kind = decided.kind;
  const net = decided.net;
  const evidence: string[] = [input.user.id];
  if (input.prevAssistant?.id && ctx.hasPrev) evidence.push(input.prevAssistant.id);
  const signal = round(squash(net));
  // Confidence that the turn is feedback of the final kind; turned into confidence-in-none at the end if kind stays none.
  let confidence = squash(net);
  let severityBoost = 0;

  const history = input.history ?? [];
  const earlierUsers = userTurnsOf(history);

  // Multi-turn confirmation (seed 000 pattern 4): "yes, always do Y" after an earlier correction.
  if (earlierUsers.length && YES_LEAD.test(p.prose) && (s.pref > 0 || /\b(always|from now on|every time|going forward)\b|以后|每次|总是/i.test(p.prose))) {
    const recent = history.slice(-6);
    for (let i = recent.length - 1; i >= 0; i--) {
      const h = recent[i]!;
      if (h.role !== 'user') continue;
      const prevA = recent.slice(0, i).reverse().find((x) => x.role === 'assistant')?.text ?? 'I\'ve updated the code.';
      const k = quickKind(h.text, prevA);
      if (k === 'correction' || k === 'preference') {
        kind = 'preference';
        confidence = Math.max(confidence, 0.95);
        s.cues.push('ctx.confirmed_correction');
        if (h.id) evidence.push(h.id);
        break;
      }
    }
  }

  // Repetition (seed 000 pattern 2): the same instruction given before, maybe in other words.
  if (earlierUsers.length && p.prose.length <= 600) {
    const reps = findRepeats(p.prose, earlierUsers.slice(-20));
    if (reps.length >= 1 && (kind !== 'none' || s.dir > 0 || s.pref > 0 || s.corr > 0 || p.prose.length < 60)) {
      s.cues.push(`ctx.repeated_x${reps.length}`);
      evidence.push(...reps);
      if (reps.length >= 2) {
        if (kind === 'none' || kind === 'frustration') kind = kind === 'none' ? 'preference' : kind;
        confidence = Math.max(confidence, 0.8);
      } else {
        if (kind === 'none') kind = 'correction';
        confidence = Math.min(0.99, Math.max(confidence, 0.6) + 0.15);
      }
      severityBoost++;
    }
  }

  // Frustration incidents (seed 004): >= 2 frustration phrases within 6 user messages = one incident.
  let incident: Detection['incident'] = null;
  if (earlierUsers.length) {
    const hit = INCIDENT_PHRASES_RE.test(p.prose);
    const ids = incidentAt(earlierUsers, { id: input.user.id, text: userText }, hit);
    if (ids) {
      incident = { turnIds: ids, size: ids.length };
      s.cues.push('ctx.incident');
      if (kind === 'none') {
        kind = 'frustration';
        confidence = 0.6;
        s.cues.push('ctx.incident_promoted');
      } else if (kind === 'frustration') {
        confidence = Math.min(0.99, confidence + 0.15);
      }
      for (const id of ids) if (!evidence.includes(id)) evidence.push(id);
      severityBoost += 1;
    }
  }

  // Correction after the assistant acted (seed 000 pattern 3): stronger.
  if ((kind === 'correction' || kind === 'preference') && ctx.acted) {
    confidence = Math.min(0.99, confidence + 0.05);
    s.cues.push('ctx.after_action');
  }

  const category = pickCategory(kind, p.prose, ctx, p);
  const parts = buildLesson(p.raw, kind, lang, p.prose);
  // Repeated brevity requests ("keep it short" / "be concise" / "terse output") -> one clear rule.
  if ((kind === 'preference' || kind === 'correction') && s.cues.some((c) => c.startsWith('ctx.repeated')) && conceptTokens(p.prose).has('@brief') && /^(Follow|Apply) the user/.test(parts.lesson)) {
    parts.lesson = 'Keep answers short and concise.';
  }
  const shouting = /\b(NOT|NEVER|DON'?T|STOP|WRONG|STILL|AGAIN|ALWAYS|PLEASE|WHY)\b|!{2,}/.test(p.prose);
  let severity: Severity = 'medium';
  if (kind === 'none') severity = 'low';
  else if (severityBoost > 0 || shouting || confidence >= 0.9) severity = 'high';
  else if (confidence < 0.5) severity = 'low';

  return {
    kind,
    category,
    confidence: round(kind === 'none' ? Math.max(0.5, Math.min(0.99, 1 - signal * 0.8)) : Math.max(0.3, Math.min(0.99, confidence))),
    signal: kind === 'none' ? signal : Math.max(signal, round(confidence)),
    severity,
    lesson: kind === 'correction' || kind === 'preference' ? parts.lesson : null,
    original: parts.original,
    corrected: parts.corrected,
    evidence,
    cues: s.cues,
    incident,
    lang,
  };
}

export { prepare } from './text';
export { detectLanguage } from './language';
export { findIncidents, incidentAt, hasFrustrationPhrase } from './incident';
export { buildLesson, extractPair } from './lesson';
export { findRepeats } from './repetition';
