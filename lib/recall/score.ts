// The non-textual factors of seed 001's relevance = similarity × confidence × recency × success.
// Shared by the store (effectiveConfidence shown in the UI) and the ranker so both tell the same story.
import type { RuleRecord } from '../store/db';

const DAY = 86_400_000;

/** The confidence the rule starts from: the user's own number when set, else the learned one. */
export function baseConfidence(rule: Pick<RuleRecord, 'confidence' | 'userConfidence'>): number {
  return clamp01(rule.userConfidence ?? rule.confidence);
}

/**
 * Half-life decay since the rule was last *useful* (inserted or re-taught). Seed 001 decays since last
 * application; a never-inserted rule decays from when it was last taught. A confidence set by hand does not
 * decay (the user said how much to trust it), and rules the user accepted decay at half speed so a holiday
 * does not erase deliberate choices. Pinning is the way to make a rule permanent.
 */
export function recencyFactor(
  rule: Pick<RuleRecord, 'lastUsedAt' | 'lastCorrectionAt' | 'createdAt' | 'userConfidence' | 'userLocked' | 'status'>,
  now: number,
  halfLifeDays = 30,
): number {
  if (rule.userConfidence !== null) return 1;
  const last = Math.max(rule.lastUsedAt ?? 0, rule.lastCorrectionAt, rule.createdAt);
  const ageDays = Math.max(0, now - last) / DAY;
  const hl = Math.max(0.001, halfLifeDays) * (rule.userLocked === 1 && rule.status === 'active' ? 2 : 1);
  return Math.pow(0.5, ageDays / hl);
}

/** Learned confidence after decay for disuse (0..1). */
export function effectiveConfidence(rule: RuleRecord, now: number, halfLifeDays = 30): number {
  return baseConfidence(rule) * recencyFactor(rule, now, halfLifeDays);
}

/**
 * Seed 001 rewards rules that are applied (capped at 1.5). Here the reward is for insertions that *worked*
 * (the correction did not come back), and a rule whose correction keeps returning is damped instead: being
 * inserted is no evidence of usefulness on its own.
 */
export const MAX_SUCCESS = 1.5;

export function successFactor(rule: Pick<RuleRecord, 'timesWorked' | 'timesReturned'> & { needsRewording?: 0 | 1 }): number {
  const f = Math.min(MAX_SUCCESS, Math.max(0.5, 1 + 0.1 * rule.timesWorked - 0.2 * rule.timesReturned));
  // A rule that came back after insertion waits for the user to reword it; until then it keeps being offered
  // rather than silently sinking below the threshold (the wording is the problem, not the need for it).
  return rule.needsRewording === 1 ? Math.max(1, f) : f;
}

export function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.min(1, Math.max(0, x)) : 0;
}
