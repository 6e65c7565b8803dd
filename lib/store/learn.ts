// Long-term memory: detections become small correction records, and corrections that say the same thing
// strengthen ONE rule instead of piling up near-duplicates (anchors §3.5: junk and duplicate memories are
// the top quality complaint). The user's decisions are final: automation may add evidence to a rule the
// user dismissed, but never changes its status, text or scope.
import type { Site } from '../types';
import { clip, exclusiveGroup, exclusiveSiblings, normaliseRuleText, stance, tokenize } from '../recall/text';
import { buildProfile, mergeProfiles } from '../recall/profile';
import { appliesOfText } from '../detect/lesson';
import { clamp01, effectiveConfidence } from '../recall/score';
import { cleanRuleText } from '../redact';
import type { RiskReason } from '../risk';
import type {
  Category,
  CorrectionKind,
  CorrectionRecord,
  CorrectionStatus,
  RuleExample,
  RuleRecord,
  RuleScopeKind,
  TwiceDB,
} from './db';
import { newRuleHistory } from './db';

export { effectiveConfidence };

export interface DetectionInput {
  /** 'none' is accepted so the detector's output can be passed straight through; it is ignored. */
  kind: 'preference' | 'correction' | 'frustration' | 'none';
  category: Category;
  confidence: number;
  severity: 'low' | 'medium' | 'high';
  lesson: string | null;
  original: string | null;
  corrected: string | null;
  evidence: string[];
  /** No rule stated: the user's key phrase, kept for the review card that asks the user to word the rule. */
  suggestion?: string | null;
  /** Standing (every reply) or topical, as the detector read it; absent: read from the rule's words. */
  applies?: 'always' | 'topic' | null;
}

export interface MemorySettings {
  /**
   * A new *preference* at or above this confidence is trusted at once. The heuristic detector scores explicit
   * "always/never/from now on" preferences at about 0.75–0.8 (measured on its own output), hence 0.75.
   */
  autoActivate: number;
  /**
   * The bar for a single *correction* (and for promoting a pending rule on confidence alone): a one-off fix is
   * often about that task only ("the function should return nil"), so it needs near-certainty or repetition.
   * 0.95 is seed 000's score for a confirmed multi-turn correction.
   */
  autoActivateCorrection: number;
  /** Below this a lesson is kept as evidence only: it can strengthen an existing rule but not start one. */
  minConfidence: number;
  /** Seed 002: a pattern emerges at 3 corrections; a pending rule taught this often becomes active. */
  confirmCount: number;
  /** Topic similarity (Jaccard of stemmed topic tokens) at which a lesson joins an existing rule. */
  mergeThreshold: number;
  /** Share of the smaller topic set with opposite direction that counts as a contradiction. */
  conflictThreshold: number;
  /** Seed 002 keeps 3 examples per cluster. */
  maxExamples: number;
  /** Categories the user asked never to be suggested: still recorded, never turned into rules. */
  mutedCategories: Category[];
  /** Same for kinds, e.g. only explicit preferences may create rules (mute 'correction'). */
  mutedKinds: CorrectionKind[];
  /**
   * "Never suggest rules about this": each entry the topic tokens of a rule the user muted from its card. A lesson
   * sharing at least half of an entry's tokens is recorded but never suggested (see topicMuted).
   */
  mutedTopics: string[][];
}

export const DEFAULT_MEMORY_SETTINGS: MemorySettings = {
  autoActivate: 0.75,
  autoActivateCorrection: 0.95,
  minConfidence: 0.5,
  confirmCount: 3,
  mergeThreshold: 0.5,
  conflictThreshold: 0.5,
  maxExamples: 3,
  mutedCategories: [],
  mutedKinds: [],
  mutedTopics: [],
};

/**
 * Whether a lesson falls under a muted topic: it shares at least half of the muted rule's topic tokens (at least
 * one). Precise on purpose: muting "Don't use margin hacks in CSS" (margin, hack, css) mutes "No margin hacks" but
 * not "Put the CSS in a separate file" (one token of three).
 */
export function topicMuted(lesson: string, muted: readonly (readonly string[])[]): boolean {
  if (!lesson || muted.length === 0) return false;
  const terms = new Set(tokenize(lesson));
  return muted.some((m) => {
    if (m.length === 0) return false;
    let shared = 0;
    for (const t of m) if (terms.has(t)) shared++;
    return shared >= Math.max(1, Math.ceil(m.length / 2));
  });
}

/** Snippet limits keep a correction record well under seed 001's 1 KB average. */
export const LESSON_MAX = 160;
const SNIPPET_MAX = 120;
const EVIDENCE_MAX = 4;
const EVIDENCE_ID_MAX = 64;

export interface ConversationContext {
  key: string;
  site: Site;
  project: string | null;
}

/** What the rule was learned from, for its topic profile (lib/recall/profile.ts). Kept as terms, never as text. */
export interface EvidenceText {
  user?: string | null;
  assistant?: string | null;
  title?: string | null;
}

export interface RecordDetectionInput {
  detection: DetectionInput;
  conversation: ConversationContext;
  evidence?: EvidenceText;
  turnKey: string;
  now: number;
  source?: CorrectionRecord['source'];
  settings?: Partial<MemorySettings>;
  /** Risk markers of the turn (lib/risk.ts): a rule carrying any never becomes active by itself. */
  risk?: readonly RiskReason[];
  /** Invisible characters removed from the turn before detection read it; the rule's card reports them. */
  hiddenInTurn?: number;
}

export type RecordAction = 'created' | 'merged' | 'recorded' | 'duplicate' | 'ignored';

export interface RecordResult {
  action: RecordAction;
  correction: CorrectionRecord | null;
  rule: RuleRecord | null;
  /** Id of an existing rule the new lesson contradicts; the new rule carries it as `conflictWith`. */
  contradicts: number | null;
  /** Applications whose rule came back as a correction (the insertion did not work). */
  returnedApplications: number[];
}

function scopeCovers(rule: Pick<RuleRecord, 'scope' | 'scopeValue'>, site: Site, project: string | null): boolean {
  if (rule.scope === 'global') return true;
  if (rule.scope === 'site') return rule.scopeValue === site;
  return project !== null && rule.scopeValue === project;
}
export { scopeCovers };

/**
 * Rule texts rarely change, but every detection compares against all of them; memoising their stance took
 * recordDetection against 1,000 rules from ~50 ms to a few ms. Bounded so a long-lived worker cannot grow it.
 */
const stanceMemo = new Map<string, Map<string, 1 | -1>>();
function cachedStance(text: string): Map<string, 1 | -1> {
  let st = stanceMemo.get(text);
  if (!st) {
    if (stanceMemo.size >= 20_000) stanceMemo.clear();
    st = stance(text);
    stanceMemo.set(text, st);
  }
  return st;
}

interface Comparison {
  sim: number;
  conflict: number;
  conflictShare: number;
}

function compare(a: Map<string, 1 | -1>, b: Map<string, 1 | -1>): Comparison {
  let conflict = 0;
  let shared = 0;
  for (const [t, s] of a) {
    const o = b.get(t);
    if (o === undefined) continue;
    shared++;
    if (o !== s) conflict++;
  }
  const sim = a.size === 0 || b.size === 0 ? 0 : shared / (a.size + b.size - shared);
  // Positive picks of different members of an exclusive group ("tabs" vs "spaces") also contradict.
  const picked = new Map<number, string>();
  for (const [t, s] of b) {
    const g = exclusiveGroup(t);
    if (s === 1 && g !== undefined) picked.set(g, t);
  }
  for (const [t, s] of a) {
    const g = exclusiveGroup(t);
    if (s !== 1 || g === undefined) continue;
    const other = picked.get(g);
    if (other !== undefined && other !== t && b.get(t) !== 1) conflict++;
  }
  const smaller = Math.min(a.size, b.size);
  return { sim, conflict, conflictShare: smaller > 0 ? Math.min(1, conflict / smaller) : 0 };
}

/**
 * Noisy-OR with damping: each repetition closes part of the remaining doubt, so three 0.6 lessons reach ~0.8
 * but never 1. Seed 002's count/20 is kept as a floor so many weak repetitions still add up.
 */
function combineConfidence(prev: number, added: number, count: number): number {
  return clamp01(Math.max(1 - (1 - prev) * (1 - 0.5 * clamp01(added)), Math.min(1, count / 20)));
}

function newRule(
  text: string,
  d: DetectionInput,
  ctx: ConversationContext,
  status: RuleRecord['status'],
  now: number,
  conflictWith: number | null,
  evidence: EvidenceText | undefined,
): RuleRecord {
  // A lesson learned inside a project (custom GPT / Claude project) stays there until it shows up elsewhere
  // or the user widens it (claude-reflect#21: global queues leaked learnings across projects).
  const scope: RuleScopeKind = ctx.project ? 'project' : 'global';
  return {
    text,
    category: d.category,
    scope,
    scopeValue: ctx.project ?? null,
    status,
    ...newRuleHistory(now),
    confidence: clamp01(d.confidence),
    userLocked: 0,
    conflictWith,
    applies: d.applies ?? appliesOfText(text),
    profile: buildProfile({ rule: text, ...evidence }),
  };
}

export async function recordDetection(db: TwiceDB, input: RecordDetectionInput): Promise<RecordResult> {
  const { detection: d, conversation: ctx, turnKey, now } = input;
  const s: MemorySettings = { ...DEFAULT_MEMORY_SETTINGS, ...input.settings };
  const none: RecordResult = { action: 'ignored', correction: null, rule: null, contradicts: null, returnedApplications: [] };
  const kind = d.kind;
  if (kind === 'none') return none;
  // No hidden characters, secrets or personal data in what can become a rule (lib/redact.ts cleanRuleText).
  const cleaned = cleanRuleText(d.lesson ?? '');
  const lesson = clip(cleaned.text, LESSON_MAX);
  const snippet = (x: string | null) => (x ? clip(cleanRuleText(x).text, SNIPPET_MAX) : null);
  const risk = new Set<RiskReason>(input.risk ?? []);
  const hidden = cleaned.hiddenRemoved + (input.hiddenInTurn ?? 0);
  if (hidden > 0) risk.add('hidden');
  const mutedTopic = topicMuted(lesson, s.mutedTopics);

  return db.transaction('rw', [db.corrections, db.rules, db.applications, db.turns], async () => {
    // Edited or re-captured turns are re-detected; the same lesson from the same turn is one correction.
    const sameTurn = await db.corrections.where('turnKey').equals(turnKey).toArray();
    const norm = normaliseRuleText(lesson);
    const dup = sameTurn.find((c) => c.kind === d.kind && normaliseRuleText(c.lesson) === norm);
    if (dup) {
      const rule = dup.ruleId !== null ? ((await db.rules.get(dup.ruleId)) ?? null) : null;
      return { ...none, action: 'duplicate' as const, correction: dup, rule };
    }

    const correction: CorrectionRecord = {
      conversationKey: ctx.key,
      site: ctx.site,
      turnKey,
      kind,
      category: d.category,
      confidence: clamp01(d.confidence),
      severity: d.severity,
      lesson,
      original: snippet(d.original),
      corrected: snippet(d.corrected),
      evidence: d.evidence.slice(0, EVIDENCE_MAX).map((e) => e.slice(0, EVIDENCE_ID_MAX)),
      source: input.source ?? 'heuristic',
      status: 'pending',
      ruleId: null,
      createdAt: now,
      ...(lesson === '' && d.suggestion && kind !== 'frustration' ? { suggestion: clip(d.suggestion, LESSON_MAX) } : {}),
    };

    const lessonStance = lesson ? stance(lesson) : new Map<string, 1 | -1>();
    let best: { rule: RuleRecord; sim: number } | null = null;
    let conflictRule: { rule: RuleRecord; share: number } | null = null;
    if (lessonStance.size > 0) {
      // Only rules sharing a topic token can merge or conflict (compare() needs a common token), so the
      // topic index keeps this step flat as the store grows.
      // Exclusive choices contradict without a shared token ("tabs" vs "spaces"), so their siblings count too.
      const terms = new Set(lessonStance.keys());
      for (const t of lessonStance.keys()) for (const sib of exclusiveSiblings(t)) terms.add(sib);
      // One exact-key lookup per token, then the rows: faster than anyOf(), which walks the index with a cursor.
      const keys = new Set((await Promise.all([...terms].map((t) => db.rules.where('topics').equals(t).primaryKeys()))).flat());
      const rules = (await db.rules.bulkGet([...keys])).filter((r): r is RuleRecord => r !== undefined);
      for (const r of rules) {
        const ruleStance = cachedStance(r.text);
        const main = compare(lessonStance, ruleStance);
        let sim = main.sim;
        // The examples hold the other phrasings that already merged; matching any of them is matching the rule.
        for (const ex of r.examples ?? []) sim = Math.max(sim, compare(lessonStance, cachedStance(ex.lesson)).sim);
        const lockedElsewhere = r.userLocked === 1 && !scopeCovers(r, ctx.site, ctx.project);
        if (main.conflict === 0 && sim >= s.mergeThreshold && !lockedElsewhere) {
          if (!best || sim > best.sim) best = { rule: r, sim };
        } else if (
          main.conflict > 0 &&
          main.conflictShare >= s.conflictThreshold &&
          (r.status === 'active' || r.status === 'pending') &&
          r.supersededBy === null
        ) {
          if (!conflictRule || main.conflictShare > conflictRule.share) conflictRule = { rule: r, share: main.conflictShare };
        }
      }
    }

    const canCreate =
      kind !== 'frustration' &&
      lesson !== '' &&
      correction.confidence >= s.minConfidence &&
      !s.mutedCategories.includes(d.category) &&
      !s.mutedKinds.includes(kind) &&
      !mutedTopic;

    if (best) {
      const rule = best.rule;
      const id = rule.id!;
      const returned = await markReturned(db, id, ctx.key, turnKey, now);
      const correctionId = (await db.corrections.add({ ...correction, ruleId: id, status: statusFor(rule, 'merged') })) as number;
      const muted = s.mutedCategories.includes(d.category) || s.mutedKinds.includes(kind) || mutedTopic;
      const updated = withRisk(absorb(rule, correction, correctionId, ctx, now, s, returned.length > 0, !muted && risk.size === 0), risk, 0);
      // Every example widens the rule's topic: the next draft about the same work finds it by meaning.
      updated.profile = mergeProfiles(rule.profile, buildProfile({ rule: lesson || rule.text, ...input.evidence }));
      await db.rules.put(updated);
      const stored = (await db.corrections.get(correctionId))!;
      if (updated.status === 'active' && rule.status === 'pending') {
        // Promotion confirms the earlier evidence too.
        await db.corrections.where('ruleId').equals(id).modify((c) => {
          if (c.status === 'pending') c.status = 'accepted';
        });
      }
      // Evidence for a retired rule while its replacement is active is worth surfacing: the user may be changing
      // their mind back. Nothing is changed automatically.
      const contradicts = conflictRule && conflictRule.rule.id !== id ? (conflictRule.rule.id ?? null) : null;
      return { action: 'merged' as const, correction: stored, rule: updated, contradicts, returnedApplications: returned };
    }

    if (!canCreate) {
      const cid = (await db.corrections.add(correction)) as number;
      return { ...none, action: 'recorded' as const, correction: { ...correction, id: cid } };
    }

    // Contradicting lessons never auto-activate: silently flipping a standing rule is exactly the kind of
    // "wrong memory" users complain about, so the newer one waits in review as a proposed replacement.
    const contradicts = conflictRule?.rule.id ?? null;
    // Factual corrections are about the content of one answer, not a standing rule, until they repeat.
    const bar = kind === 'preference' ? s.autoActivate : d.category === 'factual' ? Infinity : s.autoActivateCorrection;
    const status: RuleRecord['status'] = contradicts === null && risk.size === 0 && correction.confidence >= bar ? 'active' : 'pending';
    const rule = withRisk(newRule(lesson, d, ctx, status, now, contradicts, input.evidence), risk, hidden);
    const ruleId = (await db.rules.add(rule)) as number;
    const correctionId = (await db.corrections.add({
      ...correction,
      ruleId,
      status: status === 'active' ? 'accepted' : 'pending',
    })) as number;
    const withExample: RuleRecord = {
      ...rule,
      id: ruleId,
      examples: [{ correctionId, lesson, conversationKey: ctx.key, at: now }],
    };
    await db.rules.put(withExample);
    return {
      action: 'created' as const,
      correction: (await db.corrections.get(correctionId))!,
      rule: withExample,
      contradicts,
      returnedApplications: [],
    };
  });
}

/** Records why a rule waits for the user (the review card says so); a rule with markers never promotes itself. */
function withRisk(rule: RuleRecord, risk: ReadonlySet<RiskReason>, hiddenRemoved: number): RuleRecord {
  const all = new Set<RiskReason>([...(rule.risks ?? []), ...risk]);
  const next = { ...rule };
  if (all.size > 0) next.risks = [...all];
  if (hiddenRemoved > 0) next.hiddenRemoved = (rule.hiddenRemoved ?? 0) + hiddenRemoved;
  return next;
}

function statusFor(rule: RuleRecord, fallback: CorrectionStatus): CorrectionStatus {
  return rule.status === 'dismissed' ? 'dismissed' : fallback;
}

function absorb(
  rule: RuleRecord,
  c: CorrectionRecord,
  correctionId: number,
  ctx: ConversationContext,
  now: number,
  s: MemorySettings,
  returned: boolean,
  mayPromote: boolean,
): RuleRecord {
  const examples: RuleExample[] = [
    { correctionId, lesson: c.lesson, conversationKey: ctx.key, at: now },
    ...rule.examples,
  ].slice(0, Math.max(1, s.maxExamples));
  const count = rule.corrections + 1;
  // Frustration carries less information about *what* to do, so it adds half the weight.
  const weight = c.kind === 'frustration' ? c.confidence * 0.5 : c.confidence;
  const next: RuleRecord = {
    ...rule,
    corrections: count,
    confidence: combineConfidence(rule.confidence, weight, count),
    examples,
    lastCorrectionAt: now,
    updatedAt: now,
    timesReturned: rule.timesReturned + (returned ? 1 : 0),
    needsRewording: returned ? 1 : rule.needsRewording,
  };
  if (rule.userLocked === 1) return next;
  const risky = (rule.risks ?? []).length > 0;
  if (mayPromote && !risky && next.status === 'pending' && next.conflictWith === null && (count >= s.confirmCount || next.confidence >= s.autoActivateCorrection)) {
    next.status = 'active';
  }
  // The same lesson in a second project is evidently not project-specific.
  if (next.scope === 'project' && next.scopeValue !== ctx.project) {
    next.scope = 'global';
    next.scopeValue = null;
  }
  return next;
}

/**
 * A correction that merges into a rule which was inserted earlier in this conversation means the insertion
 * did not work. Only counted when another user turn came between the insertion and this correction, so the
 * very message that carried the rules (and might itself contain the lesson) is not mistaken for a return.
 */
async function markReturned(db: TwiceDB, ruleId: number, conversationKey: string, turnKey: string, now: number): Promise<number[]> {
  const open = await db.applications
    .where('conversationKey')
    .equals(conversationKey)
    .filter((a) => a.settledAt === 0 && a.insertedAt <= now && a.ruleIds.includes(ruleId) && !a.returnedRuleIds.includes(ruleId))
    .toArray();
  if (open.length === 0) return [];
  const turns = await db.turns.where('conversationKey').equals(conversationKey).toArray();
  const marked: number[] = [];
  for (const a of open) {
    const between = turns.filter((t) => t.role === 'user' && t.key !== turnKey && t.createdAt >= a.insertedAt && t.createdAt <= now);
    if (between.length === 0) continue;
    await db.applications.update(a.id!, { outcome: 'returned', returnedRuleIds: [...a.returnedRuleIds, ruleId] });
    marked.push(a.id!);
  }
  return marked;
}
