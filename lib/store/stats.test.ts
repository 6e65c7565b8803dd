import { describe, expect, it } from 'vitest';
import { correctionsPerWeek, fillWeeks, isoWeek, MAX_WEEKS, returnedRatePerWeek, weekStart, weekTicks } from './stats';
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
      { week: '2026-W48', total: 1, byCategory: {}, frustration: 1 },
    ]);
    const app1 = await recordApplication(db, { ruleIds: [a.rule!.id!], site: 'chatgpt', conversationKey: 'k', now: mon });
    await recordApplication(db, { ruleIds: [a.rule!.id!], site: 'chatgpt', conversationKey: 'k2', now: mon + 1 });
    await db.applications.update(app1.id!, { returnedRuleIds: [a.rule!.id!], outcome: 'returned', settledAt: mon + DAY });
    expect(await returnedRatePerWeek(db)).toEqual([{ week: '2026-W47', settledRuleInsertions: 1, returned: 1, rate: 1 }]);
  });
});

describe('chart axis', () => {
  it('fills quiet weeks up to this week and keeps at most a year', () => {
    const now = Date.UTC(2026, 10, 25);
    const rows = [{ week: '2026-W44', n: 1 }, { week: '2026-W46', n: 2 }];
    const filled = fillWeeks(rows, (week) => ({ week, n: 0 }), now);
    expect(filled).toEqual([{ week: '2026-W44', n: 1 }, { week: '2026-W45', n: 0 }, { week: '2026-W46', n: 2 }, { week: '2026-W47', n: 0 }, { week: '2026-W48', n: 0 }]);
    const old = fillWeeks([{ week: '2024-W10', n: 1 }], (week) => ({ week, n: 0 }), now);
    expect(old).toHaveLength(MAX_WEEKS);
    expect(old.at(-1)!.week).toBe('2026-W48');
    expect(fillWeeks([], (week) => ({ week, n: 0 }), now)).toEqual([]);
  });

  it('week starts are Mondays and round-trip through isoWeek', () => {
    for (const w of ['2026-W01', '2026-W47', '2026-W53', '2025-W01']) {
      expect(isoWeek(weekStart(w))).toBe(w);
      expect(new Date(weekStart(w)).getUTCDay()).toBe(1);
    }
  });

  it('labels whole weeks only, never more than asked, always the latest, none repeated', () => {
    for (const n of [1, 2, 5, 7, 8, 13, 26, 52]) {
      const ticks = weekTicks(n);
      expect(ticks.length).toBeLessThanOrEqual(7);
      expect(ticks.at(-1)).toBe(n - 1);
      expect(new Set(ticks).size).toBe(ticks.length);
      expect(ticks.every((x) => Number.isInteger(x) && x >= 0 && x < n)).toBe(true);
    }
    expect(weekTicks(1)).toEqual([0]);
    expect(weekTicks(0)).toEqual([]);
  });
});
