import { describe, expect, it } from 'vitest';
import { listConversations, pruneTurnText, recentTurns, saveConversation, saveTurns } from './capture';
import { DAY, T0, chatTurn, freshDb } from './test-utils';

const conv = { site: 'chatgpt' as const, conversationId: 'c1', title: 'Parser', project: null, url: 'https://chatgpt.com/c/c1' };
const turn = chatTurn;

describe('capture store', () => {
  it('upserts conversations without losing known title/project', async () => {
    const db = freshDb('conv');
    await saveConversation(db, { ...conv, project: 'g-123' }, T0);
    const c = await saveConversation(db, { ...conv, title: null, project: null }, T0 + 5);
    expect(c.title).toBe('Parser');
    expect(c.project).toBe('g-123');
    expect(c.firstSeen).toBe(T0);
    expect(c.lastSeen).toBe(T0 + 5);
    await saveConversation(db, { ...conv, conversationId: 'c2' }, T0 + 10);
    expect((await listConversations(db)).map((x) => x.conversationId)).toEqual(['c2', 'c1']);
  });

  it('does not duplicate re-sent turns and reports edited ones as changed', async () => {
    const db = freshDb('turns');
    const c = await saveConversation(db, conv, T0);
    const first = await saveTurns(db, c, [turn(0), turn(1)], T0);
    expect(first.added.map((t) => t.key)).toEqual(['chatgpt:c1:t0', 'chatgpt:c1:t1']);
    const again = await saveTurns(db, c, [turn(0), turn(1), turn(0)], T0 + 1);
    expect(again).toMatchObject({ added: [], changed: [] });
    const edit = await saveTurns(db, c, [turn(0), turn(1, 'regenerated answer'), turn(2)], T0 + 2);
    expect(edit.changed.map((t) => t.text)).toEqual(['regenerated answer']);
    expect(edit.added.map((t) => t.turnId)).toEqual(['t2']);
    expect(await db.turns.count()).toBe(3);
    expect((await db.conversations.get('chatgpt:c1'))!.turnCount).toBe(3);
    // Turns of another conversation in the batch are ignored rather than filed under the wrong key.
    const stray = await saveTurns(db, c, [{ ...turn(9), conversationId: 'other' }], T0 + 3);
    expect(stray.added).toEqual([]);
  });

  it('bounds turns per conversation, dropping the oldest and not re-adding them', async () => {
    const db = freshDb('bound');
    const c = await saveConversation(db, conv, T0);
    const all = Array.from({ length: 12 }, (_, i) => turn(i));
    const r = await saveTurns(db, c, all, T0, { maxTurnsPerConversation: 10 });
    expect(r.added).toHaveLength(10);
    expect(await db.turns.count()).toBe(10);
    expect((await recentTurns(db, 'chatgpt:c1', 100))[0]!.turnId).toBe('t2');
    // The page marks the dropped ones, shown above the captured turns, as history.
    const flagged = all.map((t, i) => (i < 2 ? { ...t, history: true } : t));
    const resend = await saveTurns(db, c, flagged, T0 + 1, { maxTurnsPerConversation: 10 });
    expect(resend).toMatchObject({ added: [], changed: [] });
    const more = await saveTurns(db, c, [...flagged, turn(12)], T0 + 2, { maxTurnsPerConversation: 10 });
    expect(more.added.map((t) => t.turnId)).toEqual(['t12']);
    expect(await db.turns.count()).toBe(10);
    expect((await db.conversations.get('chatgpt:c1'))!.turnCount).toBe(10);
  });

  it('returns recent turns in order and prunes old text while remembering the turns', async () => {
    const db = freshDb('prune');
    const c = await saveConversation(db, conv, T0);
    await saveTurns(db, c, [turn(0, 'old', T0), turn(1, 'older reply', T0), turn(2, 'new', T0 + 10 * DAY)], T0);
    expect((await recentTurns(db, 'chatgpt:c1', 2)).map((t) => t.text)).toEqual(['older reply', 'new']);
    expect(await pruneTurnText(db, 5 * DAY, T0 + 11 * DAY)).toBe(2);
    expect((await recentTurns(db, 'chatgpt:c1', 3)).map((t) => t.text)).toEqual(['', '', 'new']);
    const again = await saveTurns(db, c, [turn(0, 'old', T0)], T0 + 12 * DAY);
    expect(again).toMatchObject({ added: [], changed: [] });
  });
});

describe('detection after a stopped worker', () => {
  it('keeps a user turn pending until detection has committed, and hands it back when re-sent', async () => {
    const { freshDb } = await import('./test-utils');
    const { saveConversation, saveTurns, markDetected } = await import('./capture');
    const db = freshDb('pending');
    const now = 1_700_000_000_000;
    const conv = await saveConversation(db, { site: 'chatgpt', conversationId: 'c1', title: null, project: null, url: 'https://chatgpt.com/c/c1' }, now);
    const turn = (turnId: string, role: 'user' | 'assistant', text: string, index: number) => ({
      conversationId: 'c1', site: 'chatgpt' as const, turnId, role, text, index, createdAt: now,
    });
    const batch = [turn('a1', 'assistant', 'Here is GraphQL.', 0), turn('u1', 'user', 'No, I said REST.', 1)];
    const first = await saveTurns(db, conv, batch, now);
    expect(first.pending.map((t) => t.turnId)).toEqual(['u1']);
    // The worker stops before detection finishes; the content script re-sends the same batch.
    const resent = await saveTurns(db, conv, batch, now + 1);
    expect(resent.added).toEqual([]);
    expect(resent.pending.map((t) => t.turnId)).toEqual(['u1']);
    await markDetected(db, resent.pending.map((t) => t.key));
    expect((await saveTurns(db, conv, batch, now + 2)).pending).toEqual([]);
    // An edit makes it pending again.
    const edited = await saveTurns(db, conv, [turn('u1', 'user', 'No, I said REST endpoints.', 1)], now + 3);
    expect(edited.pending.map((t) => t.text)).toEqual(['No, I said REST endpoints.']);
  });
});

describe('turn positions across visits of a virtualised transcript', () => {
  it('keeps stored positions, appends new turns and files scrolled-up history before, undetected', async () => {
    const { freshDb } = await import('./test-utils');
    const { saveConversation, saveTurns, recentTurns, markDetected } = await import('./capture');
    const db = freshDb('positions');
    const now = 1_700_000_000_000;
    const conv = await saveConversation(db, { site: 'chatgpt', conversationId: 'c1', title: null, project: null, url: 'https://chatgpt.com/c/c1' }, now);
    const turn = (turnId: string, index: number, role: 'user' | 'assistant' = 'user', history = false) => ({
      conversationId: 'c1', site: 'chatgpt' as const, turnId, role, text: `text of ${turnId}`, index, createdAt: now,
      ...(history ? { history: true } : {}),
    });
    // First visit shows t5..t8 (the page only mounted the newest turns).
    const seen = await saveTurns(db, conv, [turn('t5', 0), turn('t6', 1, 'assistant'), turn('t7', 2), turn('t8', 3, 'assistant')], now);
    await markDetected(db, seen.pending.map((t) => t.key));
    // Second visit numbers from 0 again, and the page sends only what it has not sent: the new turn.
    const revisit = await saveTurns(db, conv, [turn('t9', 0)], now + 1);
    expect(revisit.added.map((t) => t.turnId)).toEqual(['t9']);
    expect(revisit.pending.map((t) => t.turnId)).toEqual(['t9']);
    // Scrolling up loads older turns above the known ones: history, filed first, not detected.
    const up = await saveTurns(db, conv, [turn('t3', 0, 'user', true), turn('t4', 1, 'assistant', true)], now + 2);
    expect(up.added.map((t) => t.turnId).sort()).toEqual(['t3', 't4']);
    expect(up.pending).toEqual([]);
    const order = (await recentTurns(db, 'chatgpt:c1', 100)).map((t) => t.turnId);
    expect(order).toEqual(['t3', 't4', 't5', 't6', 't7', 't8', 't9']);
  });
});
