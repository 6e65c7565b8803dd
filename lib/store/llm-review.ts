// LLM review (opt-in). Runs after the heuristic's recordDetection for the same turn, asynchronously.
import { clip } from '../recall/text';
import { cleanRuleText } from '../redact';
import type { RiskReason } from '../risk';
import { clamp01 } from '../recall/score';
import type { CorrectionKind, CorrectionRecord, RuleRecord, TwiceDB } from './db';
import { LESSON_MAX, recordDetection, type ConversationContext, type DetectionInput, type MemorySettings } from './learn';

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
