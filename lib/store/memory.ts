// Long-term memory: detections become small correction records, and corrections that say the same thing
// strengthen ONE rule instead of piling up near-duplicates (anchors §3.5: junk and duplicate memories are
// the top quality complaint). The user's decisions are final: automation may add evidence to a rule the
// user dismissed, but never changes its status, text or scope.
import type { Site } from '../types';
import { clip, exclusiveGroup, exclusiveSiblings, normaliseRuleText, stance } from '../recall/text';
import { buildProfile, mergeProfiles } from '../recall/profile';
import { appliesOf } from '../detect/lesson';
import { detectLanguage } from '../detect/language';
import { clamp01, effectiveConfidence } from '../recall/score';
import { cleanRuleText } from '../redact';
import type { RiskReason } from '../risk';
import type {
  ApplicationRecord,
  Category,
  CorrectionKind,
  CorrectionRecord,
  CorrectionStatus,
  RuleExample,
  RuleRecord,
  RuleScopeKind,
  TwiceDB,
} from './db';

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
};

/** Snippet limits keep a correction record well under seed 001's 1 KB average. */
const LESSON_MAX = 160;
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
    pinned: 0,
    confidence: clamp01(d.confidence),
    corrections: 1,
    timesInserted: 0,
    timesWorked: 0,
    timesReturned: 0,
    needsRewording: 0,
    userLocked: 0,
    createdAt: now,
    updatedAt: now,
    lastUsedAt: null,
    lastCorrectionAt: now,
    examples: [],
    userConfidence: null,
    conflictWith,
    supersededBy: null,
    applies: d.applies ?? appliesOf(text, detectLanguage(text)),
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
      !s.mutedKinds.includes(kind);

    if (best) {
      const rule = best.rule;
      const id = rule.id!;
      const returned = await markReturned(db, id, ctx.key, turnKey, now);
      const correctionId = (await db.corrections.add({ ...correction, ruleId: id, status: statusFor(rule, 'merged') })) as number;
      const muted = s.mutedCategories.includes(d.category) || s.mutedKinds.includes(kind);
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

// ---------------------------------------------------------------------------------------------------------
// User actions. Every one sets userLocked so automation never reverts it.

export interface RulePatch {
  text?: string;
  scope?: RuleScopeKind;
  scopeValue?: string | null;
  category?: Category;
}

function applyPatch(rule: RuleRecord, patch: RulePatch): RuleRecord {
  const next = { ...rule };
  if (patch.text !== undefined) {
    const cleaned = cleanRuleText(patch.text);
    const text = clip(cleaned.text, 500);
    if (!text) throw new Error('Rule text cannot be empty.');
    if (text !== rule.text) next.needsRewording = 0;
    next.text = text;
    // The card tells the user what this edit removed; text typed clean clears the earlier note.
    if (cleaned.hiddenRemoved > 0) next.hiddenRemoved = cleaned.hiddenRemoved;
    else if (text !== rule.text) delete next.hiddenRemoved;
  }
  if (patch.category !== undefined) next.category = patch.category;
  if (patch.scope !== undefined) {
    next.scope = patch.scope;
    next.scopeValue = patch.scope === 'global' ? null : (patch.scopeValue ?? rule.scopeValue);
    if (patch.scope !== 'global' && !next.scopeValue) throw new Error(`A ${patch.scope} scope needs a scopeValue.`);
  } else if (patch.scopeValue !== undefined && rule.scope !== 'global') {
    next.scopeValue = patch.scopeValue;
  }
  return next;
}

async function mustGet(db: TwiceDB, id: number): Promise<RuleRecord> {
  const r = await db.rules.get(id);
  if (!r) throw new Error(`Rule ${id} does not exist.`);
  return r;
}

export const ACCEPTED_CONFIDENCE = 0.9;

/** Accepting a proposed replacement retires the rule it contradicts (kept, disabled, for undo/history). */
export async function acceptRule(db: TwiceDB, id: number, patch: RulePatch = {}, now = Date.now()): Promise<RuleRecord> {
  return db.transaction('rw', db.rules, db.corrections, async () => {
    const rule = applyPatch(await mustGet(db, id), patch);
    // The user vouching for a rule is stronger evidence than any detector score: without this an accepted rule
    // learned from one 0.6 correction could never clear the 0.6 relevance threshold.
    const confidence = Math.max(rule.confidence, ACCEPTED_CONFIDENCE);
    const next: RuleRecord = { ...rule, confidence, status: 'active', userLocked: 1, updatedAt: now, conflictWith: null };
    if (rule.conflictWith !== null) {
      const old = await db.rules.get(rule.conflictWith);
      if (old) await db.rules.put({ ...old, status: 'disabled', supersededBy: id, userLocked: 1, updatedAt: now });
    }
    await db.rules.put(next);
    await db.corrections.where('ruleId').equals(id).modify((c) => {
      if (c.status === 'pending') c.status = 'accepted';
    });
    return next;
  });
}

export async function editRule(db: TwiceDB, id: number, patch: RulePatch, now = Date.now()): Promise<RuleRecord> {
  return db.transaction('rw', db.rules, async () => {
    const next: RuleRecord = { ...applyPatch(await mustGet(db, id), patch), userLocked: 1, updatedAt: now };
    await db.rules.put(next);
    return next;
  });
}

/** "Not a rule": kept (so the same lesson does not come back as a new suggestion) but never inserted. */
export async function dismissRule(db: TwiceDB, id: number, now = Date.now()): Promise<RuleRecord> {
  return db.transaction('rw', db.rules, db.corrections, async () => {
    const prev = await mustGet(db, id);
    const next: RuleRecord = { ...prev, status: 'dismissed', userLocked: 1, pinned: 0, updatedAt: now };
    await db.rules.put(next);
    await db.corrections.where('ruleId').equals(id).modify((c) => {
      c.status = 'dismissed';
    });
    return next;
  });
}

export interface DeletedRule {
  rule: RuleRecord;
  corrections: CorrectionRecord[];
}

/**
 * "Forget it": removes the rule and the corrections (with their snippets) that taught it, because a user who
 * deletes a memory expects its content gone. Returns everything `restoreRule` needs for undo. Unlike dismiss,
 * the same lesson may be learned again later if the user keeps making it.
 */
export async function deleteRule(db: TwiceDB, id: number): Promise<DeletedRule> {
  return db.transaction('rw', db.rules, db.corrections, async () => {
    const rule = await mustGet(db, id);
    const corrections = await db.corrections.where('ruleId').equals(id).toArray();
    await db.corrections.bulkDelete(corrections.map((c) => c.id!));
    await db.rules.delete(id);
    // A pending proposal pointing at the deleted rule has nothing left to replace.
    await db.rules.filter((r) => r.conflictWith === id).modify((r) => {
      r.conflictWith = null;
    });
    return { rule, corrections };
  });
}

export async function restoreRule(db: TwiceDB, deleted: DeletedRule): Promise<RuleRecord> {
  return db.transaction('rw', db.rules, db.corrections, async () => {
    await db.rules.put(deleted.rule);
    if (deleted.corrections.length > 0) await db.corrections.bulkPut(deleted.corrections);
    return deleted.rule;
  });
}

/** The user reworded a rule that came back after insertion: new text, and it is no longer flagged. */
export async function rewordRule(db: TwiceDB, id: number, text: string, now = Date.now()): Promise<RuleRecord> {
  const wording = clip(text.replace(/\s+/g, ' ').trim(), LESSON_MAX);
  if (!wording) throw new Error('A rule needs some words.');
  return db.transaction('rw', db.rules, async () => {
    const prev = await mustGet(db, id);
    const next: RuleRecord = { ...prev, text: wording, needsRewording: 0, userLocked: 1, updatedAt: now };
    await db.rules.put(next);
    return next;
  });
}

/**
 * "Always" (every reply in scope) or "only when relevant" (topical): the user's switch on the rule card. It replaces
 * pinning; a pinned rule is a standing one.
 */
export async function setApplies(db: TwiceDB, id: number, applies: 'always' | 'topic', now = Date.now()): Promise<RuleRecord> {
  return db.transaction('rw', db.rules, async () => {
    const prev = await mustGet(db, id);
    // Making a rule standing is an implicit accept, as pinning was.
    const status = applies === 'always' && prev.status !== 'active' ? 'active' : prev.status;
    const next: RuleRecord = { ...prev, applies, pinned: 0, status, userLocked: 1, updatedAt: now };
    await db.rules.put(next);
    return next;
  });
}

export async function setPinned(db: TwiceDB, id: number, pinned: boolean, now = Date.now()): Promise<RuleRecord> {
  return db.transaction('rw', db.rules, async () => {
    const prev = await mustGet(db, id);
    // Pinning something the user dismissed or has not reviewed is an implicit accept.
    const status = pinned && prev.status !== 'active' ? 'active' : prev.status;
    const next: RuleRecord = { ...prev, pinned: pinned ? 1 : 0, status, userLocked: 1, updatedAt: now };
    await db.rules.put(next);
    return next;
  });
}

export async function setEnabled(db: TwiceDB, id: number, enabled: boolean, now = Date.now()): Promise<RuleRecord> {
  return db.transaction('rw', db.rules, async () => {
    const prev = await mustGet(db, id);
    const next: RuleRecord = { ...prev, status: enabled ? 'active' : 'disabled', userLocked: 1, updatedAt: now };
    await db.rules.put(next);
    return next;
  });
}

/** `null` returns the rule to learned confidence. */
export async function setConfidence(db: TwiceDB, id: number, value: number | null, now = Date.now()): Promise<RuleRecord> {
  return db.transaction('rw', db.rules, async () => {
    const prev = await mustGet(db, id);
    const next: RuleRecord = { ...prev, userConfidence: value === null ? null : clamp01(value), userLocked: 1, updatedAt: now };
    await db.rules.put(next);
    return next;
  });
}

/**
 * "Never suggest rules like this": returns settings with the category muted. Settings storage belongs to
 * the caller; recordDetection only reads `mutedCategories`.
 */
export function neverSuggestCategory(settings: Partial<MemorySettings>, category: Category): Partial<MemorySettings> {
  const muted = new Set(settings.mutedCategories ?? []);
  muted.add(category);
  return { ...settings, mutedCategories: [...muted] };
}

export function neverSuggestKind(settings: Partial<MemorySettings>, kind: CorrectionKind): Partial<MemorySettings> {
  const muted = new Set(settings.mutedKinds ?? []);
  muted.add(kind);
  return { ...settings, mutedKinds: [...muted] };
}

export async function listRules(db: TwiceDB, status?: RuleRecord['status']): Promise<RuleRecord[]> {
  const rows = status ? await db.rules.where('status').equals(status).toArray() : await db.rules.toArray();
  return rows.sort((a, b) => b.updatedAt - a.updatedAt);
}

/** The review queue: pending rules, contradiction proposals first, then by confidence. */
export async function reviewQueue(db: TwiceDB): Promise<RuleRecord[]> {
  const rows = await db.rules.where('status').equals('pending').toArray();
  return rows.sort((a, b) => (b.conflictWith !== null ? 1 : 0) - (a.conflictWith !== null ? 1 : 0) || b.confidence - a.confidence);
}

// ---------------------------------------------------------------------------------------------------------
// Outcome tracking.

export interface ApplicationInput {
  ruleIds: number[];
  site: Site;
  conversationKey: string | null;
  /** Set for insertions into a chat that has no conversation id yet. */
  tabId?: number;
  now: number;
}

export async function recordApplication(db: TwiceDB, input: ApplicationInput): Promise<ApplicationRecord> {
  const ruleIds = [...new Set(input.ruleIds)];
  return db.transaction('rw', db.applications, db.rules, async () => {
    const app: ApplicationRecord = {
      ruleIds,
      site: input.site,
      conversationKey: input.conversationKey,
      insertedAt: input.now,
      outcome: 'unknown',
      returnedRuleIds: [],
      settledAt: 0,
      ...(input.conversationKey === null && input.tabId !== undefined ? { tabId: input.tabId } : {}),
    };
    const id = (await db.applications.add(app)) as number;
    const rules = await db.rules.bulkGet(ruleIds);
    const updates: RuleRecord[] = [];
    for (const r of rules) {
      if (r) updates.push({ ...r, timesInserted: r.timesInserted + 1, lastUsedAt: input.now });
    }
    await db.rules.bulkPut(updates);
    return { ...app, id };
  });
}

export interface SettleOptions {
  /** An insertion whose correction has not come back within this time worked. */
  windowMs?: number;
  /** ...or once this many further user turns passed in that conversation (the carrying turn not counted). */
  afterUserTurns?: number;
}

export const DEFAULT_SETTLE_WINDOW_MS = 24 * 3_600_000;
export const DEFAULT_SETTLE_AFTER_USER_TURNS = 3;

/** Closes open applications; rules that did not come back get timesWorked++. Returns how many were settled. */
export async function settleApplications(db: TwiceDB, now: number, opts: SettleOptions = {}): Promise<number> {
  const windowMs = opts.windowMs ?? DEFAULT_SETTLE_WINDOW_MS;
  const afterTurns = opts.afterUserTurns ?? DEFAULT_SETTLE_AFTER_USER_TURNS;
  return db.transaction('rw', [db.applications, db.rules, db.turns], async () => {
    const open = await db.applications.where('settledAt').equals(0).toArray();
    const userTurnsAfter = new Map<string, number[]>();
    let settled = 0;
    const worked = new Map<number, number>();
    for (const a of open) {
      let due = now - a.insertedAt >= windowMs;
      if (!due && a.conversationKey !== null) {
        let times = userTurnsAfter.get(a.conversationKey);
        if (!times) {
          times = (await db.turns.where('conversationKey').equals(a.conversationKey).toArray())
            .filter((t) => t.role === 'user')
            .map((t) => t.createdAt);
          userTurnsAfter.set(a.conversationKey, times);
        }
        // The first user turn after insertion is the one that carried the rules.
        due = times.filter((t) => t >= a.insertedAt).length >= afterTurns + 1;
      }
      if (!due) continue;
      for (const rid of a.ruleIds) if (!a.returnedRuleIds.includes(rid)) worked.set(rid, (worked.get(rid) ?? 0) + 1);
      await db.applications.update(a.id!, {
        settledAt: now,
        outcome: a.returnedRuleIds.length > 0 ? 'returned' : 'worked',
      });
      settled++;
    }
    const rules = await db.rules.bulkGet([...worked.keys()]);
    const updates: RuleRecord[] = [];
    for (const r of rules) if (r) updates.push({ ...r, timesWorked: r.timesWorked + (worked.get(r.id!) ?? 0) });
    await db.rules.bulkPut(updates);
    return settled;
  });
}

// ---------------------------------------------------------------------------------------------------------
// LLM review (opt-in). Runs after the heuristic's recordDetection for the same turn, asynchronously.

export interface ApplyReviewInput {
  turnKey: string;
  /** The fused verdict (lib/detect/llm.ts fuse); kind 'none' is a veto. */
  fused: DetectionInput;
  conversation: ConversationContext;
  now: number;
  settings?: Partial<MemorySettings>;
  risk?: readonly RiskReason[];
}

export type ReviewAction = 'fused' | 'vetoed' | 'promoted' | 'kept' | 'none';

export interface ApplyReviewResult {
  action: ReviewAction;
  /** The correction now standing for the turn (source 'fused'), if any. */
  correction: CorrectionRecord | null;
  rule: RuleRecord | null;
}

/**
 * Replaces the heuristic's record for a turn with the fused verdict. The heuristic correction is undone (its
 * rule deleted when that correction alone created it, or the merge reverted) and the fused detection is
 * recorded through recordDetection with source 'fused', so merging, activation and conflict rules apply to
 * the LLM's rewritten lesson exactly as to any other. A veto only undoes. A rule the user already acted on
 * (userLocked) is never touched: the correction is relabelled in place instead.
 */
export async function applyReview(db: TwiceDB, input: ApplyReviewInput): Promise<ApplyReviewResult> {
  const { turnKey, fused, conversation, now } = input;
  return db.transaction('rw', [db.corrections, db.rules, db.applications, db.turns], async () => {
    const existing = (await db.corrections.where('turnKey').equals(turnKey).toArray())
      .filter((c) => c.source === 'heuristic')
      .sort((a, b) => (b.id ?? 0) - (a.id ?? 0));
    const positive = fused.kind !== 'none';

    for (const c of existing) {
      const rule = c.ruleId !== null ? await db.rules.get(c.ruleId) : undefined;
      if (rule && rule.userLocked === 1) {
        if (!positive) return { action: 'kept' as const, correction: c, rule };
        const relabelled: CorrectionRecord = {
          ...c,
          kind: fused.kind as CorrectionKind,
          category: fused.category,
          confidence: clamp01(fused.confidence),
          severity: fused.severity,
          lesson: clip(cleanRuleText(fused.lesson ?? c.lesson).text, LESSON_MAX),
          source: 'fused',
        };
        await db.corrections.put(relabelled);
        return { action: 'kept' as const, correction: relabelled, rule };
      }
      if (rule) {
        const others = await db.corrections.where('ruleId').equals(rule.id!).filter((o) => o.id !== c.id).count();
        if (others === 0) {
          await db.rules.delete(rule.id!);
          await db.rules.filter((r) => r.conflictWith === rule.id).modify((r) => {
            r.conflictWith = null;
          });
        } else {
          await db.rules.put({
            ...rule,
            corrections: Math.max(1, rule.corrections - 1),
            examples: rule.examples.filter((e) => e.correctionId !== c.id),
          });
        }
      }
      await db.corrections.delete(c.id!);
    }

    if (!positive) return { action: existing.length > 0 ? ('vetoed' as const) : ('none' as const), correction: null, rule: null };
    const r = await recordDetection(db, { detection: fused, conversation, turnKey, now, source: 'fused', settings: input.settings, risk: input.risk });
    return { action: existing.length > 0 ? ('fused' as const) : ('promoted' as const), correction: r.correction, rule: r.rule };
  });
}
