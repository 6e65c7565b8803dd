// The records Twice keeps, as valibot schemas: import validates a file against them, and the TypeScript record types
// (db.ts) are derived from them, so a field added to a record without its schema fails to compile instead of being
// silently dropped by import.
import * as v from 'valibot';
import { SITE_IDS } from '../sites/registry';
import { RISK_REASONS } from '../risk';

export const site = v.picklist(SITE_IDS);
export const category = v.picklist(['factual', 'style', 'code', 'logic', 'preference', 'domain']);
export const num = v.pipe(v.number(), v.finite());
export const id = v.pipe(v.number(), v.integer(), v.minValue(1));
export const str = (max: number) => v.pipe(v.string(), v.maxLength(max));
export const flag = v.picklist([0, 1]);

export const ConversationSchema = v.object({
  key: str(600),
  site,
  conversationId: str(500),
  title: v.nullable(str(2000)),
  project: v.nullable(str(500)),
  url: str(4000),
  firstSeen: num,
  lastSeen: num,
  turnCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

export const TurnSchema = v.object({
  key: str(1200),
  conversationKey: str(600),
  site,
  conversationId: str(500),
  turnId: str(500),
  role: v.picklist(['user', 'assistant']),
  text: str(200_000),
  index: num,
  createdAt: num,
  updatedAt: num,
  textHash: v.optional(str(64)),
});

export const CorrectionSchema = v.object({
  id,
  conversationKey: str(600),
  site,
  turnKey: str(1200),
  kind: v.picklist(['preference', 'correction', 'frustration']),
  category,
  confidence: v.pipe(num, v.minValue(0), v.maxValue(1)),
  severity: v.picklist(['low', 'medium', 'high']),
  lesson: str(2000),
  original: v.nullable(str(2000)),
  corrected: v.nullable(str(2000)),
  evidence: v.pipe(v.array(str(500)), v.maxLength(50)),
  source: v.picklist(['heuristic', 'llm', 'fused']),
  status: v.picklist(['pending', 'accepted', 'dismissed', 'merged']),
  ruleId: v.nullable(id),
  createdAt: num,
  suggestion: v.optional(v.nullable(str(2000))),
});

export const ExampleSchema = v.object({ correctionId: id, lesson: str(2000), conversationKey: str(600), at: num });

export const RuleSchema = v.object({
  id,
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
  category,
  scope: v.picklist(['global', 'site', 'project']),
  scopeValue: v.nullable(str(500)),
  status: v.picklist(['active', 'pending', 'disabled', 'dismissed']),
  pinned: flag,
  confidence: v.pipe(num, v.minValue(0), v.maxValue(1)),
  corrections: v.pipe(v.number(), v.integer(), v.minValue(0)),
  timesInserted: v.pipe(v.number(), v.integer(), v.minValue(0)),
  timesWorked: v.pipe(v.number(), v.integer(), v.minValue(0)),
  timesReturned: v.pipe(v.number(), v.integer(), v.minValue(0)),
  needsRewording: flag,
  userLocked: flag,
  createdAt: num,
  updatedAt: num,
  lastUsedAt: v.nullable(num),
  lastCorrectionAt: num,
  examples: v.optional(v.pipe(v.array(ExampleSchema), v.maxLength(20)), []),
  userConfidence: v.optional(v.nullable(v.pipe(num, v.minValue(0), v.maxValue(1))), null),
  conflictWith: v.optional(v.nullable(id), null),
  supersededBy: v.optional(v.nullable(id), null),
  hiddenRemoved: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
  risks: v.optional(v.pipe(v.array(v.picklist(RISK_REASONS)), v.maxLength(RISK_REASONS.length))),
  applies: v.optional(v.picklist(['always', 'topic'])),
  profile: v.optional(v.pipe(v.record(v.pipe(v.string(), v.maxLength(80)), v.pipe(num, v.minValue(0), v.maxValue(1))), v.check((p) => Object.keys(p).length <= 100, 'profile too large'))),
});

export const ApplicationSchema = v.object({
  id,
  ruleIds: v.pipe(v.array(id), v.maxLength(100)),
  site,
  conversationKey: v.nullable(str(600)),
  insertedAt: num,
  outcome: v.picklist(['unknown', 'worked', 'returned']),
  returnedRuleIds: v.optional(v.pipe(v.array(id), v.maxLength(100)), []),
  settledAt: v.optional(num, 0),
  tabId: v.optional(v.pipe(v.number(), v.integer())),
});
