// Weekly numbers for the dashboard: is the user correcting less over time, and do inserted rules stick?
import type { Category, TwiceDB } from './db';

/** ISO-8601 week ("2026-W47") in UTC, so a week does not shift with the user's time zone changes. */
export function isoWeek(ms: number): string {
  const d = new Date(ms);
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  const dow = day.getUTCDay() || 7;
  // The ISO year is the one that contains this week's Thursday.
  day.setUTCDate(day.getUTCDate() + 4 - dow);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

export interface WeekCorrections {
  week: string;
  total: number;
  byCategory: Partial<Record<Category, number>>;
  /** Frustration-only detections, counted apart because they teach no rule. */
  frustration: number;
}

export async function correctionsPerWeek(db: TwiceDB): Promise<WeekCorrections[]> {
  const weeks = new Map<string, WeekCorrections>();
  await db.corrections.orderBy('createdAt').each((c) => {
    const w = isoWeek(c.createdAt);
    let row = weeks.get(w);
    if (!row) {
      row = { week: w, total: 0, byCategory: {}, frustration: 0 };
      weeks.set(w, row);
    }
    row.total++;
    row.byCategory[c.category] = (row.byCategory[c.category] ?? 0) + 1;
    if (c.kind === 'frustration') row.frustration++;
  });
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week));
}

export interface WeekReturns {
  week: string;
  /** Rule insertions (one per rule per insertion) whose outcome is known. */
  settledRuleInsertions: number;
  returned: number;
  /** returned / settledRuleInsertions, or null when nothing settled that week. */
  rate: number | null;
}

/**
 * Share of inserted rules whose correction came back anyway, by the week of insertion. Counted per rule,
 * not per insertion, because one block can hold a rule that worked next to one that did not. Open
 * insertions are left out: counting them as "worked" would flatter the current week.
 */
export async function returnedRatePerWeek(db: TwiceDB): Promise<WeekReturns[]> {
  const weeks = new Map<string, WeekReturns>();
  await db.applications.orderBy('insertedAt').each((a) => {
    const w = isoWeek(a.insertedAt);
    let row = weeks.get(w);
    if (!row) {
      row = { week: w, settledRuleInsertions: 0, returned: 0, rate: null };
      weeks.set(w, row);
    }
    const returned = a.returnedRuleIds.length;
    // A return is known as soon as it happens; the rest of the block is known only once settled.
    if (a.settledAt > 0) row.settledRuleInsertions += a.ruleIds.length;
    else row.settledRuleInsertions += returned;
    row.returned += returned;
  });
  for (const row of weeks.values()) row.rate = row.settledRuleInsertions > 0 ? row.returned / row.settledRuleInsertions : null;
  return [...weeks.values()].sort((a, b) => a.week.localeCompare(b.week));
}
