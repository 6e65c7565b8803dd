// Corrections that stated no rule ("Are you sure they had children?", "Dragons can't fly, I told you"): Twice does
// not invent one. They wait in the review queue until the user words the rule (pre-filled with their key phrase)
// or dismisses them.
import type { CorrectionRecord, RuleRecord, TwiceDB } from './db';
import { acceptRule } from './actions';
import { recordDetection } from './learn';
import { clip } from '../recall/text';

const RULE_MAX = 160;

/** Newest first. */
export async function pendingWordings(db: TwiceDB): Promise<CorrectionRecord[]> {
  const pending = await db.corrections.where('status').equals('pending').toArray();
  return pending
    .filter((c) => c.ruleId === null && !!c.suggestion && (c.kind === 'correction' || c.kind === 'preference'))
    .sort((a, b) => b.createdAt - a.createdAt);
}

export async function countPendingWordings(db: TwiceDB): Promise<number> {
  return (await pendingWordings(db)).length;
}

export interface WordingOptions {
  /** The user's answer to "With every message": a standing rule or one for related work. Unset: read from the words. */
  applies?: 'always' | 'topic';
}

/**
 * The user's own wording becomes an active rule (or strengthens the rule it matches), exactly as if the turn had
 * stated it, and the waiting correction is folded into it.
 */
export async function ruleFromWording(db: TwiceDB, correctionId: number, text: string, options: WordingOptions = {}, now = Date.now()): Promise<RuleRecord> {
  const wording = clip(text.replace(/\s+/g, ' ').trim(), RULE_MAX);
  if (!wording) throw new Error('A rule needs some words.');
  // One transaction: the queue never shows the rule pending between the correction leaving and the rule being
  // accepted, and a failure leaves the correction waiting as it was.
  return db.transaction('rw', [db.corrections, db.rules, db.applications, db.turns, db.conversations], async () => {
    const c = await db.corrections.get(correctionId);
    if (!c || c.ruleId !== null) throw new Error('This correction is no longer waiting for a rule.');
    const conv = await db.conversations.get(c.conversationKey);
    await db.corrections.delete(correctionId);
    const result = await recordDetection(db, {
      detection: {
        kind: c.kind,
        category: c.category,
        confidence: Math.max(c.confidence, 0.6),
        severity: c.severity,
        lesson: wording,
        applies: options.applies ?? null,
        original: c.original,
        corrected: c.corrected,
        evidence: c.evidence,
      },
      conversation: { key: c.conversationKey, site: c.site, project: conv?.project ?? null },
      turnKey: c.turnKey,
      now,
      source: c.source,
      settings: { minConfidence: 0 },
    });
    if (!result.rule?.id) throw new Error('The rule could not be stored.');
    // The rule it strengthens may have been told otherwise before; the user's answer here is the latest word.
    return acceptRule(db, result.rule.id, options.applies ? { applies: options.applies } : {}, now);
  });
}

export async function dismissWording(db: TwiceDB, correctionId: number): Promise<void> {
  await db.corrections.update(correctionId, { status: 'dismissed' });
}
