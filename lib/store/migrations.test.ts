// Schema upgrades must keep every record a user already has. This freezes the FIRST RELEASED schema (version 1
// as shipped) as a literal, fills a database with it through raw Dexie, and opens that database with the
// current TwiceDB. Today that is a no-op open; once version(2+) exists it runs the real upgrade path.
// Never edit FROZEN_V1: it is what users' disks hold. Add a frozen literal per released version instead.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { TwiceDB } from './db';
import { rulesToReword } from './views';

const FROZEN_V1 = {
  conversations: 'key, site, lastSeen, project',
  turns: 'key, conversationKey, [conversationKey+index], createdAt',
  corrections: '++id, conversationKey, turnKey, status, kind, ruleId, createdAt',
  rules: '++id, status, scope, category, pinned, updatedAt, lastUsedAt',
  applications: '++id, conversationKey, insertedAt, settledAt, *ruleIds',
} as const;

const T = Date.UTC(2026, 5, 1);

// Records exactly as version 1 wrote them, including the awkward ones (null title, blanked text, the other
// site, a correction with no rule, a rule with examples and cross references, an open application).
const V1_DATA = {
  conversations: [
    { key: 'chatgpt:c1', site: 'chatgpt', conversationId: 'c1', title: 'Invoice API', project: null, url: 'https://chatgpt.com/c/c1', firstSeen: T, lastSeen: T + 5, turnCount: 3 },
    { key: 'claude:k1', site: 'claude', conversationId: 'k1', title: null, project: 'proj-9', url: 'https://claude.ai/chat/k1', firstSeen: T, lastSeen: T + 9, turnCount: 1 },
  ],
  turns: [
    { key: 'chatgpt:c1:u1', conversationKey: 'chatgpt:c1', site: 'chatgpt', conversationId: 'c1', turnId: 'u1', role: 'user', text: 'Sketch the API 🧾 — Ünïcode', index: 0, createdAt: T, updatedAt: T, textHash: 'h1' },
    { key: 'chatgpt:c1:a1', conversationKey: 'chatgpt:c1', site: 'chatgpt', conversationId: 'c1', turnId: 'a1', role: 'assistant', text: 'type Query { … }', index: 1, createdAt: T, updatedAt: T, textHash: 'h2' },
    { key: 'chatgpt:c1:u2', conversationKey: 'chatgpt:c1', site: 'chatgpt', conversationId: 'c1', turnId: 'u2', role: 'user', text: '', index: 2, createdAt: T, updatedAt: T + 1, textHash: 'h3' },
    { key: 'claude:k1:x', conversationKey: 'claude:k1', site: 'claude', conversationId: 'k1', turnId: 'x', role: 'user', text: 'always British English', index: 0, createdAt: T, updatedAt: T, textHash: 'h4' },
  ],
  rules: [
    {
      id: 1, text: 'Use REST, not GraphQL.', category: 'code', scope: 'global', scopeValue: null, status: 'active', pinned: 1,
      confidence: 0.9, corrections: 2, timesInserted: 4, timesWorked: 3, timesReturned: 1, needsRewording: 0, userLocked: 1,
      createdAt: T, updatedAt: T + 2, lastUsedAt: T + 3, lastCorrectionAt: T + 1,
      examples: [{ correctionId: 1, lesson: 'Use REST, not GraphQL.', conversationKey: 'chatgpt:c1', at: T }],
      userConfidence: 0.95, conflictWith: null, supersededBy: null,
    },
    {
      id: 2, text: 'Answer in British English.', category: 'style', scope: 'project', scopeValue: 'proj-9', status: 'pending', pinned: 0,
      confidence: 0.6, corrections: 1, timesInserted: 0, timesWorked: 0, timesReturned: 0, needsRewording: 1, userLocked: 0,
      createdAt: T, updatedAt: T, lastUsedAt: null, lastCorrectionAt: T, examples: [], userConfidence: null, conflictWith: 1, supersededBy: null,
    },
  ],
  corrections: [
    {
      id: 1, conversationKey: 'chatgpt:c1', site: 'chatgpt', turnKey: 'chatgpt:c1:u2', kind: 'correction', category: 'code', confidence: 0.8,
      severity: 'medium', lesson: 'Use REST, not GraphQL.', original: 'GraphQL', corrected: 'REST', evidence: ['u2', 'a1'], source: 'heuristic',
      status: 'accepted', ruleId: 1, createdAt: T,
    },
    {
      id: 2, conversationKey: 'claude:k1', site: 'claude', turnKey: 'claude:k1:x', kind: 'frustration', category: 'logic', confidence: 0.4,
      severity: 'high', lesson: '', original: null, corrected: null, evidence: [], source: 'heuristic', status: 'pending', ruleId: null, createdAt: T + 4,
    },
  ],
  applications: [
    { id: 1, ruleIds: [1, 2], site: 'chatgpt', conversationKey: 'chatgpt:c1', insertedAt: T + 3, outcome: 'unknown', returnedRuleIds: [], settledAt: 0 },
    { id: 2, ruleIds: [1], site: 'claude', conversationKey: null, insertedAt: T + 6, outcome: 'returned', returnedRuleIds: [1], settledAt: T + 8 },
  ],
};

type Table = keyof typeof FROZEN_V1;
const TABLES = Object.keys(FROZEN_V1) as Table[];

let seq = 0;
async function seedV1(): Promise<string> {
  const name = `twice-migration-${++seq}-${Math.random().toString(36).slice(2)}`;
  const raw = new Dexie(name);
  raw.version(1).stores(FROZEN_V1);
  await raw.open();
  for (const t of TABLES) await raw.table(t).bulkAdd(V1_DATA[t] as readonly object[]);
  raw.close();
  return name;
}

describe('schema upgrades from the first released schema', () => {
  it('the frozen literal is still what the released version 1 declares', async () => {
    // If this fails someone edited version(1) in place: add version(2) with an upgrade() instead.
    const db = new TwiceDB(`twice-migration-decl-${Math.random()}`);
    // Dexie keeps the declarations on an internal field; reading it beats re-declaring a second copy to diff.
    const internal = db as unknown as { _versions: { _cfg: { version: number; storesSource: Record<string, string> } }[] };
    const v1 = internal._versions.find((v) => v._cfg.version === 1);
    expect(v1?._cfg.storesSource).toEqual(FROZEN_V1);
  });

  it('opening a version-1 database with the current TwiceDB keeps every record and field', async () => {
    const name = await seedV1();
    const db = new TwiceDB(name);
    await db.open();
    expect(db.verno).toBeGreaterThanOrEqual(1);
    for (const t of TABLES) {
      const rows = (await db.table(t).toArray()) as Record<string, unknown>[];
      expect(rows, t).toHaveLength(V1_DATA[t].length);
      // toMatchObject: an upgrade may add fields, it must not lose or change the old ones.
      for (const rec of V1_DATA[t]) {
        const pk = 'key' in rec ? rec.key : rec.id;
        expect(await db.table(t).get(pk), `${t} ${String(pk)}`).toMatchObject(rec);
      }
    }
    db.close();
  });

  it('the indexes the code queries work on upgraded data', async () => {
    const name = await seedV1();
    const db = new TwiceDB(name);
    expect((await db.turns.where('[conversationKey+index]').between(['chatgpt:c1', 1], ['chatgpt:c1', Infinity]).toArray()).map((t) => t.turnId)).toEqual(['a1', 'u2']);
    expect(await db.corrections.where('ruleId').equals(1).count()).toBe(1);
    expect(await db.corrections.where('turnKey').equals('claude:k1:x').count()).toBe(1);
    expect((await db.applications.where('ruleIds').equals(2).toArray()).map((a) => a.id)).toEqual([1]);
    expect((await db.rules.where('status').equals('pending').toArray()).map((r) => r.id)).toEqual([2]);
    expect((await db.conversations.orderBy('lastSeen').reverse().toArray()).map((c) => c.key)).toEqual(['claude:k1', 'chatgpt:c1']);
    db.close();
  });

  it('version 3: pinned and reply-wide rules become standing, every rule gets a topic profile from its words', async () => {
    const name = await seedV1();
    const db = new TwiceDB(name);
    const [rest, british] = [await db.rules.get(1), await db.rules.get(2)];
    expect(rest?.applies).toBe('always');
    expect(british?.applies).toBe('always');
    expect(Object.keys(rest?.profile ?? {})).toEqual(expect.arrayContaining(['rest', 'graphql', '@http-api']));
    expect(Object.keys(british?.profile ?? {})).toEqual(expect.arrayContaining(['british']));
    db.close();
  });

  it('version 4: the rules to reword are found through their own index, on upgraded data too', async () => {
    const name = await seedV1();
    const db = new TwiceDB(name);
    expect(await db.rules.where('needsRewording').equals(1).primaryKeys()).toEqual([2]);
    // Rule 2 still waits for review: only an active rule is offered for rewording.
    expect(await rulesToReword(db)).toEqual([]);
    await db.rules.update(2, { status: 'active' });
    expect((await rulesToReword(db)).map((r) => r.id)).toEqual([2]);
    db.close();
  });

  it('new records continue the old id sequences instead of overwriting old records', async () => {
    const name = await seedV1();
    const db = new TwiceDB(name);
    const ruleId = await db.rules.add({ ...(V1_DATA.rules[1] as object), id: undefined, text: 'New rule' } as never);
    const corrId = await db.corrections.add({ ...(V1_DATA.corrections[1] as object), id: undefined } as never);
    expect(ruleId).toBeGreaterThan(2);
    expect(corrId).toBeGreaterThan(2);
    expect(await db.rules.count()).toBe(3);
    expect(await db.rules.get(1)).toMatchObject(V1_DATA.rules[0]!);
    db.close();
  });
});
