// What the popup and options pages read, as named queries: the UI knows no table or index name. Each function takes
// the database handle so the pages can wrap it in liveQuery and tests can pass a fake-indexeddb one.
import { tokenize } from '../recall/text';
import type { ConversationRecord, CorrectionRecord, RuleRecord, RuleStatus, TurnRecord } from './db';
import { TwiceDB } from './db';
import { countPendingWordings, pendingWordings } from './wording';

/** The one handle an extension page opens: pages share the background's IndexedDB (same origin). */
export function openStore(): TwiceDB {
  return new TwiceDB();
}

/** Rules the Rules tab lists: the ones in use and the ones the user switched off. */
export const LISTED_STATUSES: readonly RuleStatus[] = ['active', 'disabled'];

export function listedRules(db: TwiceDB): Promise<RuleRecord[]> {
  return db.rules.where('status').anyOf([...LISTED_STATUSES]).toArray();
}

export function listedRuleCount(db: TwiceDB): Promise<number> {
  return db.rules.where('status').anyOf([...LISTED_STATUSES]).count();
}

/** What "Copy rules for …" exports: the active rules only. */
export function activeRules(db: TwiceDB): Promise<RuleRecord[]> {
  return db.rules.where('status').equals('active').toArray();
}

export function recentConversations(db: TwiceDB, limit = 50): Promise<ConversationRecord[]> {
  return db.conversations.orderBy('lastSeen').reverse().limit(limit).toArray();
}

/**
 * The review queue, newest first, as ids only: two key-only index reads stay fast with 20,000 rules, and each card
 * reads its own rule and evidence when it is rendered.
 */
export async function reviewQueueIds(db: TwiceDB): Promise<number[]> {
  const pending = new Set(await db.rules.where('status').equals('pending').primaryKeys());
  const byDate = await db.rules.orderBy('updatedAt').reverse().primaryKeys();
  return (byDate as number[]).filter((id) => pending.has(id));
}

/** Rules waiting for a yes, and corrections waiting for their wording: the number on the Review tab. */
export async function reviewCount(db: TwiceDB): Promise<number> {
  return (await db.rules.where('status').equals('pending').count()) + (await countPendingWordings(db));
}

/** Active rules inserted and corrected again anyway: the user is asked to reword them. */
export function rulesToReword(db: TwiceDB): Promise<RuleRecord[]> {
  return db.rules
    .where('needsRewording')
    .equals(1)
    .filter((r) => r.status === 'active')
    .toArray();
}

/** Corrections in one conversation within this window of each other count as one run of trouble. */
export const BURST_WINDOW_MS = 10 * 60_000;

export interface Burst {
  /** Corrections and frustrated turns in the run, this one included. */
  count: number;
  /** Minutes from the first to this one, at least 1. */
  minutes: number;
}

export interface ReviewCardData {
  rule: RuleRecord;
  /** The newest correction that taught the rule. */
  correction: CorrectionRecord | null;
  userTurn: TurnRecord | null;
  /** The assistant reply the user turn answered: what was corrected. */
  assistantTurn: TurnRecord | null;
  conversation: ConversationRecord | null;
  /** The active rule a contradicting proposal replaces on Accept. */
  replaces: RuleRecord | null;
  /** "You corrected it 3 times in 10 minutes": set when the correction was one of a run in its conversation. */
  burst: Burst | null;
}

async function assistantBefore(db: TwiceDB, userTurn: TurnRecord | null): Promise<TurnRecord | null> {
  if (!userTurn) return null;
  const before = await db.turns
    .where('[conversationKey+index]')
    .between([userTurn.conversationKey, -Infinity], [userTurn.conversationKey, userTurn.index], true, false)
    .reverse()
    .toArray();
  return before.find((x) => x.role === 'assistant') ?? null;
}

async function burstOf(db: TwiceDB, c: CorrectionRecord): Promise<Burst | null> {
  const run = await db.corrections
    .where('conversationKey')
    .equals(c.conversationKey)
    .filter((x) => x.createdAt <= c.createdAt && x.createdAt >= c.createdAt - BURST_WINDOW_MS)
    .toArray();
  // One turn can carry several records (a lesson and a frustration): count turns, not records.
  const turns = new Set(run.map((x) => x.turnKey));
  if (turns.size < 2) return null;
  const first = Math.min(...run.map((x) => x.createdAt));
  return { count: turns.size, minutes: Math.max(1, Math.round((c.createdAt - first) / 60_000)) };
}

export async function reviewCard(db: TwiceDB, id: number): Promise<ReviewCardData | null> {
  const rule = await db.rules.get(id);
  if (!rule) return null;
  const correction = (await db.corrections.where('ruleId').equals(id).reverse().sortBy('createdAt'))[0] ?? null;
  const userTurn = correction ? ((await db.turns.get(correction.turnKey)) ?? null) : null;
  const [assistantTurn, conversation, replaces, burst] = await Promise.all([
    assistantBefore(db, userTurn),
    correction ? db.conversations.get(correction.conversationKey) : Promise.resolve(undefined),
    rule.conflictWith !== null ? db.rules.get(rule.conflictWith) : Promise.resolve(undefined),
    correction ? burstOf(db, correction) : Promise.resolve(null),
  ]);
  return { rule, correction, userTurn, assistantTurn, conversation: conversation ?? null, replaces: replaces ?? null, burst };
}

export interface WordingCardData {
  correction: CorrectionRecord;
  userTurn: TurnRecord | null;
  assistantTurn: TurnRecord | null;
}

export async function wordingCards(db: TwiceDB): Promise<WordingCardData[]> {
  const list = await pendingWordings(db);
  return Promise.all(
    list.map(async (correction) => {
      const userTurn = (await db.turns.get(correction.turnKey)) ?? null;
      return { correction, userTurn, assistantTurn: await assistantBefore(db, userTurn) };
    }),
  );
}

/** The topic a "Never suggest rules about this" mutes: the rule's own topic tokens (learn.ts topicMuted). */
export function topicOf(rule: Pick<RuleRecord, 'text'>): string[] {
  return tokenize(rule.text).slice(0, 30);
}

/**
 * "Delete all my data": every conversation, turn, correction, rule and insertion record, in one transaction.
 * Settings are choices, not data, and stay.
 */
export async function clearAllData(db: TwiceDB): Promise<void> {
  await db.transaction('rw', [db.conversations, db.turns, db.corrections, db.rules, db.applications], async () => {
    await Promise.all([db.conversations.clear(), db.turns.clear(), db.corrections.clear(), db.rules.clear(), db.applications.clear()]);
  });
}
