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
  /** Frustration-only detections, counted apart (and not in byCategory) because they teach no rule. */
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
    // A frustrated turn teaches no rule: it is its own series, not a correction "about" its category.
    if (c.kind === 'frustration') row.frustration++;
    else row.byCategory[c.category] = (row.byCategory[c.category] ?? 0) + 1;
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

const WEEK_MS = 7 * 86_400_000;

/** Monday 00:00 UTC of an ISO week ("2026-W47"). */
export function weekStart(week: string): number {
  const m = /^(\d{4})-W(\d{2})$/.exec(week);
  if (!m) return NaN;
  const jan4 = Date.UTC(Number(m[1]), 0, 4);
  const dow = new Date(jan4).getUTCDay() || 7;
  return jan4 - (dow - 1) * 86_400_000 + (Number(m[2]) - 1) * WEEK_MS;
}

/** The chart shows at most a year. */
export const MAX_WEEKS = 52;

/**
 * Every week from the first with data to the current one, quiet weeks as zeros (a gap is a week without
 * corrections, which is the point of the chart), capped to the last MAX_WEEKS.
 */
export function fillWeeks<T extends { week: string }>(rows: readonly T[], empty: (week: string) => T, now: number): T[] {
  if (rows.length === 0) return [];
  const byWeek = new Map(rows.map((r) => [r.week, r]));
  const last = Math.max(weekStart(isoWeek(now)), weekStart(rows[rows.length - 1]!.week));
  const first = Math.max(weekStart(rows[0]!.week), last - (MAX_WEEKS - 1) * WEEK_MS);
  const out: T[] = [];
  for (let t = first; t <= last; t += WEEK_MS) {
    const w = isoWeek(t);
    out.push(byWeek.get(w) ?? empty(w));
  }
  return out;
}

/**
 * Which week indexes get an axis label: whole weeks only (never a label between two weeks, which repeated
 * labels before), evenly spaced, at most `maxLabels`, and always the latest week.
 */
export function weekTicks(n: number, maxLabels = 7): number[] {
  if (n <= 0) return [];
  const step = Math.max(1, Math.ceil(n / Math.max(1, maxLabels)));
  const ticks: number[] = [];
  for (let i = (n - 1) % step; i < n; i += step) ticks.push(i);
  return ticks;
}
