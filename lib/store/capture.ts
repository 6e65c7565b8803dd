// Conversation and turn storage. Capture re-sends the whole visible conversation on every page change,
// so everything here is an idempotent upsert keyed by site ids, and only genuinely new or edited turns
// are reported back (they are what detection must look at).
import type { Site, Turn } from '../types';
import { hashText } from '../recall/text';
import type { ConversationRecord, TurnRecord, TwiceDB } from './db';

export const DEFAULT_MAX_TURNS_PER_CONVERSATION = 500;

export interface ConversationInput {
  site: Site;
  conversationId: string;
  title: string | null;
  project: string | null;
  url: string;
}

export function conversationKey(site: Site, conversationId: string): string {
  return `${site}:${conversationId}`;
}

export function turnKey(site: Site, conversationId: string, turnId: string): string {
  return `${site}:${conversationId}:${turnId}`;
}

export async function saveConversation(db: TwiceDB, input: ConversationInput, now: number): Promise<ConversationRecord> {
  const key = conversationKey(input.site, input.conversationId);
  return db.transaction('rw', db.conversations, async () => {
    const prev = await db.conversations.get(key);
    const rec: ConversationRecord = {
      key,
      site: input.site,
      conversationId: input.conversationId,
      // A page briefly shows no title / project while loading; never erase what we already knew.
      title: input.title ?? prev?.title ?? null,
      project: input.project ?? prev?.project ?? null,
      url: input.url || prev?.url || '',
      firstSeen: prev?.firstSeen ?? now,
      lastSeen: Math.max(now, prev?.lastSeen ?? 0),
      turnCount: prev?.turnCount ?? 0,
    };
    await db.conversations.put(rec);
    return rec;
  });
}

export interface SaveTurnsOptions {
  maxTurnsPerConversation?: number;
}

export async function saveTurns(
  db: TwiceDB,
  conv: ConversationRecord,
  turns: readonly Turn[],
  now: number,
  opts: SaveTurnsOptions = {},
): Promise<{ added: TurnRecord[]; changed: TurnRecord[]; pending: TurnRecord[] }> {
  const max = Math.max(1, opts.maxTurnsPerConversation ?? DEFAULT_MAX_TURNS_PER_CONVERSATION);
  return db.transaction('rw', db.turns, db.conversations, async () => {
    // The same turn can appear twice in one batch (virtualised lists re-render); the last copy wins.
    const byKey = new Map<string, Turn>();
    for (const t of turns) {
      if (t.site !== conv.site || t.conversationId !== conv.conversationId) continue;
      byKey.set(turnKey(t.site, t.conversationId, t.turnId), t);
    }
    const keys = [...byKey.keys()];
    const existing = await db.turns.bulkGet(keys);
    const stored = await db.turns.where('conversationKey').equals(conv.key).count();
    const range = db.turns.where('[conversationKey+index]').between([conv.key, -Infinity], [conv.key, Infinity]);
    const first = await range.first();
    const last = await range.last();

    // The page's `index` is only the order this visit saw turns in (transcripts are virtualised and
    // numbering restarts on every visit), so it orders the batch but never overwrites a stored position.
    // Turns the page marks as history (loaded by scrolling up, above what was captured) are filed before
    // the known turns and not detected; every other new turn is appended and detected.
    const fresh = keys.filter((_, i) => !existing[i]).sort((a, b) => byKey.get(a)!.index - byKey.get(b)!.index);
    const older = fresh.filter((k) => byKey.get(k)!.history === true);
    const newer = fresh.filter((k) => byKey.get(k)!.history !== true);
    const position = new Map<string, number>();
    older.forEach((k, i) => position.set(k, (first?.index ?? 0) - older.length + i));
    newer.forEach((k, i) => position.set(k, (last?.index ?? -1) + 1 + i));
    // At capacity, older turns were dropped on purpose; re-adding them would only evict newer ones.
    const full = stored >= max;

    const added: TurnRecord[] = [];
    const changed: TurnRecord[] = [];
    const writes: TurnRecord[] = [];
    keys.forEach((key, i) => {
      const t = byKey.get(key)!;
      const prev = existing[i];
      const textHash = hashText(t.text);
      if (!prev) {
        const isHistory = t.history === true;
        if (isHistory && full) return;
        const rec: TurnRecord = {
          key,
          conversationKey: conv.key,
          site: t.site,
          conversationId: t.conversationId,
          turnId: t.turnId,
          role: t.role,
          text: t.text,
          index: position.get(key)!,
          createdAt: t.createdAt,
          updatedAt: now,
          textHash,
          ...(t.role === 'user' && !isHistory ? { pendingDetection: 1 as const } : {}),
          ...(t.shared ? { shared: 1 as const } : {}),
        };
        added.push(rec);
        writes.push(rec);
      } else if (prev.textHash !== textHash) {
        const rec: TurnRecord = { ...prev, text: t.text, textHash, role: t.role, updatedAt: now };
        if (t.role === 'user') rec.pendingDetection = 1;
        changed.push(rec);
        writes.push(rec);
      }
    });
    if (writes.length > 0) await db.turns.bulkPut(writes);

    let count = stored + added.length;
    if (count > max) {
      const excess = await db.turns
        .where('[conversationKey+index]')
        .between([conv.key, -Infinity], [conv.key, Infinity])
        .limit(count - max)
        .primaryKeys();
      await db.turns.bulkDelete(excess);
      const dropped = new Set(excess);
      for (const list of [added, changed]) {
        for (let i = list.length - 1; i >= 0; i--) if (dropped.has(list[i]!.key)) list.splice(i, 1);
      }
      count = max;
    }

    const current = await db.conversations.get(conv.key);
    await db.conversations.put({
      ...(current ?? conv),
      turnCount: count,
      lastSeen: Math.max(now, current?.lastSeen ?? conv.lastSeen),
    });
    // User turns of this batch still waiting for detection: new or edited ones, and any whose detection a
    // stopped worker never finished (the content script re-sends what it could not deliver).
    const kept = new Set([...added, ...changed].map((r) => r.key));
    const pending = [...added, ...changed].filter((r) => r.pendingDetection === 1);
    keys.forEach((key, i) => {
      const prev = existing[i];
      if (prev && !kept.has(key) && prev.pendingDetection === 1 && prev.text !== '') pending.push(prev);
    });
    return { added, changed, pending };
  });
}

/** Detection on these turns has committed: they are not pending any more. */
export async function markDetected(db: TwiceDB, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.transaction('rw', db.turns, async () => {
    await db.turns.where('key').anyOf([...keys]).modify((t) => {
      delete t.pendingDetection;
    });
  });
}

/** Most recently seen first. */
export async function listConversations(db: TwiceDB): Promise<ConversationRecord[]> {
  return db.conversations.orderBy('lastSeen').reverse().toArray();
}

/** The last `n` turns of a conversation in page order (oldest first), e.g. as a recall query. */
export async function recentTurns(db: TwiceDB, conversationKey: string, n: number): Promise<TurnRecord[]> {
  if (n <= 0) return [];
  const last = await db.turns
    .where('[conversationKey+index]')
    .between([conversationKey, -Infinity], [conversationKey, Infinity])
    .reverse()
    .limit(n)
    .toArray();
  return last.reverse();
}

/**
 * Retention ("keep turn text N days"): blanks the text of turns captured more than `olderThanMs` ago.
 * The records and their hashes stay so the same turns are not re-detected when the page shows them again;
 * corrections keep only their own short snippets. Returns how many turns were blanked.
 */
export async function pruneTurnText(db: TwiceDB, olderThanMs: number, now: number = Date.now()): Promise<number> {
  const cutoff = now - Math.max(0, olderThanMs);
  return db.transaction('rw', db.turns, async () => {
    return db.turns
      .where('createdAt')
      .below(cutoff)
      .and((t) => t.text !== '')
      .modify((t) => {
        t.text = '';
      });
  });
}
