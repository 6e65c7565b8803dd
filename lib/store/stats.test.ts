import { describe, expect, it } from 'vitest';
import { correctionsPerWeek, isoWeek, returnedRatePerWeek } from './stats';
import { recordApplication } from './outcomes';
import { recordDetection } from './learn';
import { DAY, ctx, det, freshDb } from './test-utils';

describe('stats', () => {
  it('computes ISO weeks in UTC', () => {
    expect(isoWeek(Date.UTC(2026, 0, 1))).toBe('2026-W01');
    expect(isoWeek(Date.UTC(2027, 0, 1))).toBe('2026-W53');
    expect(isoWeek(Date.UTC(2024, 11, 30))).toBe('2025-W01');
    expect(isoWeek(Date.UTC(2026, 10, 22, 23, 59))).toBe('2026-W47');
  });

  it('counts corrections per week by category and the returned rate', async () => {
    const db = freshDb('stats');
    const mon = Date.UTC(2026, 10, 16, 9);
    const a = await recordDetection(db, { detection: det("Don't add logging.", { confidence: 0.9 }), conversation: ctx(), turnKey: 'a', now: mon });
    await recordDetection(db, { detection: det('Use British spelling.', { category: 'style' }), conversation: ctx(), turnKey: 'b', now: mon + DAY });
    await recordDetection(db, { detection: det('Still wrong', { kind: 'frustration' }), conversation: ctx(), turnKey: 'c', now: mon + 7 * DAY });
    const weeks = await correctionsPerWeek(db);
    expect(weeks).toEqual([
      { week: '2026-W47', total: 2, byCategory: { code: 1, style: 1 }, frustration: 0 },
      { week: '2026-W48', total: 1, byCategory: { code: 1 }, frustration: 1 },
    ]);
    const app1 = await recordApplication(db, { ruleIds: [a.rule!.id!], site: 'chatgpt', conversationKey: 'k', now: mon });
    await recordApplication(db, { ruleIds: [a.rule!.id!], site: 'chatgpt', conversationKey: 'k2', now: mon + 1 });
    await db.applications.update(app1.id!, { returnedRuleIds: [a.rule!.id!], outcome: 'returned', settledAt: mon + DAY });
    expect(await returnedRatePerWeek(db)).toEqual([{ week: '2026-W47', settledRuleInsertions: 1, returned: 1, rate: 1 }]);
  });
});
