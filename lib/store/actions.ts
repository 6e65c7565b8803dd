// What the user does to a rule from the popup: accept, edit, dismiss (with undo), delete (with undo), reword, switch
// standing/topical, disable, set confidence, mute. Every one sets userLocked so automation never reverts it.
import { clip } from '../recall/text';
import { cleanRuleText } from '../redact';
import { clamp01 } from '../recall/score';
import { isStanding } from '../recall/rank';
import type { Category, CorrectionRecord, RuleRecord, RuleScopeKind, TwiceDB } from './db';
import { LESSON_MAX } from './learn';

export interface RulePatch {
  text?: string;
  scope?: RuleScopeKind;
  scopeValue?: string | null;
  category?: Category;
  /** Offered for every message (standing) or only when the message is about the rule's subject. */
  applies?: 'always' | 'topic';
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
  if (patch.applies !== undefined && patch.applies !== (isStanding(next) ? 'always' : 'topic')) {
    // Pinning was the older way of saying "always": the user's choice replaces it.
    next.applies = patch.applies;
    next.pinned = 0;
  }
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

/**
 * "Not a rule": kept (so the same lesson does not come back as a new suggestion) but never inserted. Returns the
 * rule and its corrections as they were, for undo (restoreRule).
 */
export async function dismissRule(db: TwiceDB, id: number, now = Date.now()): Promise<RuleSnapshot> {
  return db.transaction('rw', db.rules, db.corrections, async () => {
    const prev = await mustGet(db, id);
    const corrections = await db.corrections.where('ruleId').equals(id).toArray();
    const next: RuleRecord = { ...prev, status: 'dismissed', userLocked: 1, pinned: 0, updatedAt: now };
    await db.rules.put(next);
    await db.corrections.where('ruleId').equals(id).modify((c) => {
      c.status = 'dismissed';
    });
    return { rule: prev, corrections };
  });
}

/** A rule and the corrections that taught it, as they were before a dismiss or delete: what undo puts back. */
export interface RuleSnapshot {
  rule: RuleRecord;
  corrections: CorrectionRecord[];
}

/**
 * "Forget it": removes the rule and the corrections (with their snippets) that taught it, because a user who
 * deletes a memory expects its content gone. Returns everything `restoreRule` needs for undo. Unlike dismiss,
 * the same lesson may be learned again later if the user keeps making it.
 */
export async function deleteRule(db: TwiceDB, id: number): Promise<RuleSnapshot> {
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

export async function restoreRule(db: TwiceDB, deleted: RuleSnapshot): Promise<RuleRecord> {
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
