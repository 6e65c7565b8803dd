// Outcome tracking: which rules were inserted where, and whether the user had to correct the same thing again.
import type { Site } from '../types';
import type { ApplicationRecord, RuleRecord, TwiceDB } from './db';

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
