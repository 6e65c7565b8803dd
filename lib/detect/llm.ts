// Pure parts of the optional LLM review (the engine itself is hosted elsewhere, e.g. web-llm in an offscreen doc).
//
// Flow: detect() -> shouldReview(d) ? buildReviewPrompt(input, d) -> engine -> parseReview(raw) -> fuse(d, verdict)
//
// Fusion policy (fuse):
//  1. No verdict (engine off, timeout, unparseable output)  -> the heuristic detection unchanged.
//  2. Both agree on the kind                                 -> kept; confidence = max of the two (+0.05 agreement bonus);
//                                                               lesson = the LLM's rewritten one-line rule when it is valid.
//  3. Heuristic says correction/preference, LLM says none   -> VETO when the heuristic hit is weak (confidence < VETO_BELOW,
//                                                               no explicit standing-rule cue); otherwise kept with confidence
//                                                               lowered to the mean of the two.
//  4. Heuristic says none/frustration, LLM says correction or preference with confidence >= PROMOTE_AT and a usable
//     rule                                                   -> PROMOTED (implicit corrections: "are you sure they had kids?").
//  5. Heuristic says correction, LLM says preference (or the reverse) -> the LLM's kind (it sees the wording better),
//     unless the heuristic preference came from an explicit rule cue ("from now on", "always", "remember").
//  6. Heuristic says frustration, LLM says none              -> none only when the heuristic confidence < VETO_BELOW.
//  7. Heuristic none, LLM frustration with confidence >= PROMOTE_AT -> frustration.
// Evidence ids always come from the heuristic (the LLM cannot invent turn ids).
import * as v from 'valibot';
import type { Applies, Category, Detection, DetectInput, Kind, Severity } from './types';
import { CATEGORIES, KINDS } from './types';
import { detectLanguage } from './language';
import { extractLesson } from './lesson';

export const VETO_BELOW = 0.75;
export const PROMOTE_AT = 0.7;
const MAX_PREV_CHARS = 1500;
const MAX_USER_CHARS = 2000;

export interface LlmVerdict {
  kind: Kind;
  category: Category;
  confidence: number;
  severity: Severity;
  lesson: string | null;
  original: string | null;
  corrected: string | null;
  /** The rewritten one-line rule (imperative, English, <= 15 words). */
  rule: string | null;
  /** The same rule in the user's language (equal to `rule` for English). */
  ruleNative: string | null;
  applies: Applies | null;
}

export interface ReviewPrompt {
  messages: { role: 'system' | 'user'; content: string }[];
  responseFormat: { type: 'json_object'; schema: string };
}

export const REVIEW_SCHEMA = {
  type: 'object',
  properties: {
    kind: { type: 'string', enum: [...KINDS] },
    category: { type: 'string', enum: [...CATEGORIES] },
    confidence: { type: 'number', minimum: 0, maximum: 1 },
    severity: { type: 'string', enum: ['low', 'medium', 'high'] },
    lesson: { type: ['string', 'null'] },
    original: { type: ['string', 'null'] },
    corrected: { type: ['string', 'null'] },
    rule: { type: ['string', 'null'] },
    rule_native: { type: ['string', 'null'] },
    applies: { type: ['string', 'null'], enum: ['always', 'topic', null] },
  },
  required: ['kind', 'category', 'confidence', 'severity', 'lesson', 'original', 'corrected', 'rule', 'rule_native', 'applies'],
  additionalProperties: false,
} as const;

const SYSTEM = `You review one user message from a chat with an AI assistant and decide whether the user is giving feedback the assistant should learn from.
Labels (pick exactly one):
- "preference": the user states a STANDING rule for the future ("always ...", "never ...", "from now on ...", "remember that ...", "answer in Chinese", "以后...", "记住...", "每次..."). If it also corrects the last reply, still "preference".
- "correction": the last assistant reply was wrong, unwanted or not what was asked ("no, I meant ...", "that's not right", "you forgot X", "I said Y", "use X instead", "are you sure ...?" about a wrong claim, re-asking because the answer missed it, "不是...", "不对，应该...").
- "frustration": the assistant's fix still does not work, with NO direction on what to do differently ("still not working", "same error", "还是不行", a new error pasted after applying the code).
- "none": anything else: new requests, follow-up questions, answers to the assistant's questions, thanks, "no thanks", "never mind", "I don't know what to do", pasted text or code that merely contains words like "wrong" or "don't".
Write "rule" (and "lesson", same text) only for preference/correction: ONE imperative English sentence of at most 15 words that would prevent the mistake next time, e.g. "Use REST endpoints, not GraphQL." Keep what the user wants and what they reject exactly as they said it: never turn "don't X" into "X". Otherwise null.
"rule_native": the same rule in the language the user wrote in (e.g. "不要用英文回答。"); for English messages the same as "rule".
"applies": "always" when the rule shapes every future reply (answer language, spelling variety, tone, length, formatting, emoji, how to address the user), "topic" when it matters only for related work (a technology, a file, a fact, a project convention); null for other labels.
"original" = what was wrong, "corrected" = what is wanted, when the message says so; else null.
"category": factual | style | code | logic | preference | domain. "confidence": 0..1. "severity": low | medium | high.
Answer with ONE JSON object only, no prose.`;

function cap(s: string, n: number, keepTail = false): string {
  if (s.length <= n) return s;
  return keepTail ? '[...] ' + s.slice(s.length - n) : s.slice(0, n) + ' [...]';
}

export function buildReviewPrompt(input: DetectInput, heuristic: Detection): ReviewPrompt {
  const prev = input.prevAssistant?.text ? cap(input.prevAssistant.text, MAX_PREV_CHARS, true) : '(none: first message)';
  const user = cap(input.user.text ?? '', MAX_USER_CHARS);
  const hint = `kind=${heuristic.kind}, category=${heuristic.category}, confidence=${heuristic.confidence.toFixed(2)}${heuristic.lesson ? `, draft rule="${heuristic.lesson}"` : ''}`;
  const earlier = (input.history ?? [])
    .filter((h) => h.role === 'user')
    .slice(-3)
    .map((h) => `- ${cap(h.text.replace(/\s+/g, ' '), 200)}`)
    .join('\n');
  const content = [
    earlier ? `Earlier user messages (context only):\n${earlier}\n` : '',
    `<assistant_reply>\n${prev}\n</assistant_reply>`,
    `<user_message>\n${user}\n</user_message>`,
    `A keyword heuristic guessed: ${hint}. It is often wrong on implicit corrections and on pasted text; decide yourself.`,
    'Return the JSON object.',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    messages: [
      { role: 'system', content: SYSTEM },
      { role: 'user', content },
    ],
    responseFormat: { type: 'json_object', schema: JSON.stringify(REVIEW_SCHEMA) },
  };
}

// ---------- parsing ----------

const nullableText = v.pipe(
  v.optional(v.nullable(v.unknown()), null),
  v.transform((x) => (typeof x === 'string' && x.trim() && !/^(null|none|n\/a)$/i.test(x.trim()) ? x.replace(/\s+/g, ' ').trim() : null)),
);

const KIND_ALIASES: Record<string, Kind> = {
  preference: 'preference', rule: 'preference', standing_rule: 'preference', pref: 'preference',
  correction: 'correction', corrected: 'correction', mistake: 'correction',
  frustration: 'frustration', frustrated: 'frustration', failure: 'frustration',
  none: 'none', no: 'none', other: 'none', neutral: 'none', 'n/a': 'none',
};

const VerdictSchema = v.object({
  kind: v.pipe(
    v.string(),
    v.transform((k) => {
      const key = k.trim().toLowerCase();
      // Own keys only: a model answering "constructor" names no kind.
      return Object.hasOwn(KIND_ALIASES, key) ? KIND_ALIASES[key]! : null;
    }),
    v.custom<Kind>((k) => k !== null, 'unknown kind'),
  ),
  category: v.pipe(
    v.optional(v.unknown(), 'domain'),
    v.transform((c): Category => {
      const s = typeof c === 'string' ? c.trim().toLowerCase() : '';
      return (CATEGORIES as readonly string[]).includes(s) ? (s as Category) : 'domain';
    }),
  ),
  confidence: v.pipe(
    v.optional(v.unknown(), 0.5),
    v.transform((c) => {
      const n = typeof c === 'number' ? c : typeof c === 'string' ? parseFloat(c) : NaN;
      if (!Number.isFinite(n)) return 0.5;
      const x = n > 1 && n <= 100 ? n / 100 : n;
      return Math.max(0, Math.min(1, x));
    }),
  ),
  severity: v.pipe(
    v.optional(v.unknown(), 'medium'),
    v.transform((s): Severity => (s === 'low' || s === 'high' || s === 'medium' ? s : 'medium')),
  ),
  lesson: nullableText,
  original: nullableText,
  corrected: nullableText,
  rule: nullableText,
  rule_native: nullableText,
  applies: v.pipe(
    v.optional(v.unknown(), null),
    v.transform((a): Applies | null => (a === 'always' || a === 'topic' ? a : null)),
  ),
});

/** Brackets still open at the end of `s`, whether it ends inside a string, and the last top-level-safe comma. */
function scanJson(s: string): { open: string[]; inStr: boolean; lastComma: number } {
  const open: string[] = [];
  let inStr = false;
  let esc = false;
  let lastComma = -1;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (inStr) {
      if (esc) esc = false;
      else if (ch === '\\') esc = true;
      else if (ch === '"') inStr = false;
      continue;
    }
    if (ch === '"') inStr = true;
    else if (ch === '{' || ch === '[') open.push(ch === '{' ? '}' : ']');
    else if (ch === '}' || ch === ']') open.pop();
    else if (ch === ',') lastComma = i;
  }
  return { open, inStr, lastComma };
}

/** Close an unterminated JSON object (truncated generation): strings, arrays, objects; drop a dangling key. */
export function repairJson(s: string): string {
  const first = scanJson(s);
  let out = s;
  if (first.inStr) out += '"';
  // A trailing `"key":` or `"key"` without value, or a trailing comma: cut back to the last comma.
  if (/,\s*$|:\s*$|"\s*:\s*"?$/.test(out) || /,\s*"[^"]*"?\s*$/.test(out)) {
    if (first.lastComma >= 0) out = s.slice(0, first.lastComma);
  }
  out = out.replace(/,\s*$/, '');
  // The cut may have changed what is open: scan again.
  const cut = scanJson(out);
  if (cut.inStr) out += '"';
  return out + cut.open.reverse().join('');
}

function tryParse(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return undefined;
  }
}

/** Last resort: pull `"field": value` pairs out of text that is not JSON at all. */
function scrapeFields(s: string): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  const str = /"?(kind|category|severity|lesson|original|corrected|rule)"?\s*[:=]\s*"((?:[^"\\\n]|\\.){0,300})"/gi;
  let m: RegExpExecArray | null;
  while ((m = str.exec(s)) !== null) out[m[1]!.toLowerCase()] = m[2]!.replace(/\\"/g, '"');
  const conf = /"?confidence"?\s*[:=]\s*"?([0-9.]+)/i.exec(s);
  if (conf) out.confidence = parseFloat(conf[1]!);
  return 'kind' in out ? out : undefined;
}

/** Tolerant parse of the model's answer: code fences, prose around the object, truncation, string numbers. */
export function parseReview(raw: string): LlmVerdict | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  let text = raw.length > 20_000 ? raw.slice(0, 20_000) : raw;
  text = text.replace(/```(?:json)?/gi, '');
  const start = text.indexOf('{');
  let obj: unknown;
  if (start >= 0) {
    const body = text.slice(start);
    const end = body.lastIndexOf('}');
    obj = end >= 0 ? tryParse(body.slice(0, end + 1)) : undefined;
    if (obj === undefined) obj = tryParse(repairJson(body));
    if (obj === undefined && end >= 0) obj = tryParse(repairJson(body.slice(0, end)));
  }
  if (obj === undefined || obj === null || typeof obj !== 'object' || Array.isArray(obj)) obj = scrapeFields(text);
  if (!obj) return null;
  const res = v.safeParse(VerdictSchema, obj);
  if (!res.success) return null;
  const o = res.output;
  const positive = o.kind === 'correction' || o.kind === 'preference';
  const rule = cleanRule(o.rule ?? o.lesson);
  const native = cleanRule(o.rule_native) ?? rule;
  return {
    kind: o.kind,
    category: o.category,
    confidence: o.confidence,
    severity: o.severity,
    lesson: positive ? rule : null,
    original: o.original,
    corrected: o.corrected,
    rule: positive ? rule : null,
    ruleNative: positive ? native : null,
    applies: positive ? o.applies : null,
  };
}

const LEADING_NEGATION = /^(?:please\s+)?(?:don'?t|do not|never|no\b|avoid|stop|without|不要|别|不用|不需要|禁止|请勿|勿|no\s|nunca|não|nao|nicht|kein|keine|ne\b|n'|jamais|pas de)/i;

/** A rule's polarity, read from how it opens ("Don't …", "不要…" forbid; "Use X, not Y" instructs). */
export function rulePolarity(rule: string): 'do' | 'dont' {
  return LEADING_NEGATION.test(rule.trim()) ? 'dont' : 'do';
}

/**
 * The model's rule must say what the user said: same polarity as the directive in the user's own words, and for a
 * contrast the rejected side stays the rejected one. Returns why it was refused, or null when it keeps the meaning.
 */
export function polarityProblem(userText: string, rule: string): string | null {
  const own = extractLesson(userText.slice(0, 900), detectLanguage(userText));
  if (own.confirmOnly) return 'the message only confirms an earlier rule';
  if (!own.text || !own.polarity) return null;
  const lo = rule.toLowerCase();
  if (own.original && own.corrected) {
    const want = own.corrected.toLowerCase();
    const not = own.original.toLowerCase();
    const iw = lo.indexOf(want);
    const ino = lo.indexOf(not);
    if (iw >= 0 && ino >= 0) {
      const neg = rulePolarity(rule) === 'dont';
      if (neg ? ino > iw : iw > ino) return `the rule swaps "${own.corrected}" and "${own.original}"`;
    }
    return null;
  }
  return rulePolarity(rule) === own.polarity ? null : 'the rule says the opposite of the message';
}

/** One line, one sentence, <= 20 words, ends with a period. */
export function cleanRule(s: string | null | undefined): string | null {
  if (!s) return null;
  let t = s.replace(/\s+/g, ' ').trim().replace(/^["'“]+|["'”]+$/g, '');
  if (!t) return null;
  const words = t.split(' ');
  if (words.length > 20) t = words.slice(0, 20).join(' ');
  t = t.replace(/[\s,;:]+$/, '');
  if (!/[.!。]$/.test(t)) t += '.';
  return t.charAt(0).toUpperCase() + t.slice(1);
}

// ---------- routing & fusion ----------

/** Which turns go to the LLM: every positive (to verify and rewrite the rule) and uncertain nones (some cue fired). */
export function shouldReview(d: Detection): boolean {
  if (d.kind === 'correction' || d.kind === 'preference') return true;
  if (d.kind === 'frustration') return d.confidence < 0.9 || d.signal > 0;
  return d.signal >= 0.2;
}

const EXPLICIT_RULE_CUES = /^(pref\.(from_now_on|always_never|you_should_always|dont_ever|remember|rule|unless_asked)|zh\.pref|es\.pref|ja\.pref|de\.pref|ctx\.confirmed_correction|ctx\.repeated_x[2-9])/;

/**
 * @param userText the user's message: the model's rule is checked against it and refused when it inverts it.
 */
export function fuse(heuristic: Detection, verdict: LlmVerdict | null, userText?: string): Detection {
  if (!verdict) return heuristic;
  let llm = verdict;
  const problem = userText && llm.rule ? polarityProblem(userText, llm.ruleNative ?? llm.rule) ?? polarityProblem(userText, llm.rule) : null;
  if (problem) {
    // Keep the model's verdict on the kind, never its wording: the user's own words decide the rule.
    llm = { ...llm, rule: null, ruleNative: null, lesson: null };
    heuristic = { ...heuristic, cues: [...heuristic.cues, 'llm.polarity_rejected'] };
  }
  const h = heuristic;
  const hPos = h.kind === 'correction' || h.kind === 'preference';
  const lPos = llm.kind === 'correction' || llm.kind === 'preference';
  const explicitRule = h.cues.some((c) => EXPLICIT_RULE_CUES.test(c));
  const withLlm = (kind: Kind, confidence: number): Detection => {
    const pos = kind === 'correction' || kind === 'preference';
    return {
      ...h,
      kind,
      category: pos || kind === 'frustration' ? llm.category : h.category,
      confidence: round(confidence),
      severity: pos || kind === 'frustration' ? llm.severity : 'low',
      lesson: pos ? nativeRule(llm, h) ?? h.lesson : null,
      lessonEn: pos ? llm.rule ?? h.lessonEn ?? null : null,
      applies: pos ? llm.applies ?? h.applies ?? null : null,
      original: llm.original ?? h.original,
      corrected: llm.corrected ?? h.corrected,
      cues: [...h.cues, `llm.${llm.kind}`],
    };
  };
  if (llm.kind === h.kind) {
    return { ...withLlm(h.kind, Math.min(0.99, Math.max(h.confidence, llm.confidence) + 0.05)), lesson: hPos ? nativeRule(llm, h) ?? h.lesson : null, category: hPos ? llm.category : h.category };
  }
  if (hPos && lPos) {
    if (h.kind === 'preference' && explicitRule) return { ...h, lesson: nativeRule(llm, h) ?? h.lesson, cues: [...h.cues, `llm.${llm.kind}`] };
    return withLlm(llm.kind, (h.confidence + llm.confidence) / 2);
  }
  if (hPos && !lPos) {
    if (h.confidence < VETO_BELOW && !explicitRule) {
      return { ...withLlm(llm.kind, llm.confidence), cues: [...h.cues, 'llm.veto'] };
    }
    return { ...h, confidence: round((h.confidence + (1 - llm.confidence)) / 2), cues: [...h.cues, `llm.${llm.kind}`] };
  }
  if (!hPos && lPos) {
    if (llm.confidence >= PROMOTE_AT && llm.rule && !problem) return { ...withLlm(llm.kind, llm.confidence), cues: [...h.cues, 'llm.promote'] };
    return { ...h, cues: [...h.cues, `llm.${llm.kind}`] };
  }
  // both non-lesson kinds, disagreeing (frustration vs none)
  if (h.kind === 'frustration' && llm.kind === 'none') {
    if (h.confidence < VETO_BELOW && !h.incident) return { ...withLlm('none', llm.confidence), cues: [...h.cues, 'llm.veto'] };
    return { ...h, cues: [...h.cues, 'llm.none'] };
  }
  if (h.kind === 'none' && llm.kind === 'frustration' && llm.confidence >= PROMOTE_AT) return { ...withLlm('frustration', llm.confidence), cues: [...h.cues, 'llm.promote'] };
  return { ...h, cues: [...h.cues, `llm.${llm.kind}`] };
}

/** The rule in the user's language, as the extension stores it by default. */
function nativeRule(llm: LlmVerdict, h: Detection): string | null {
  return h.lang === 'en' || h.lang === 'other' ? llm.rule : llm.ruleNative ?? llm.rule;
}

function round(x: number): number {
  return Math.round(Math.max(0, Math.min(1, x)) * 1000) / 1000;
}
