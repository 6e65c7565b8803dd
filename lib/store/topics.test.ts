// Schema 2 indexes rules by topic token so merging reads only related rules. The index is derived data:
// the upgrade computes it for rules stored under schema 1, and the table hooks keep it right on every write.
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { TwiceDB } from './db';
import { tokenize } from '../recall/text';
import { editRule } from './actions';
import { recordDetection } from './learn';
import { exportData, importData } from './export';
import { ctx, det, freshDb, T0 } from './test-utils';

const topicsOf = async (db: TwiceDB, id: number) => (await db.rules.get(id))!.topics ?? [];

describe('rule topics index', () => {
  it('is computed by the upgrade for rules written under schema 1', async () => {
    const name = `topics-upgrade-${Math.random()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores({ rules: '++id, status, scope, category, pinned, updatedAt, lastUsedAt' });
    await v1.table('rules').add({ text: 'Always use tabs for indentation.', examples: [{ lesson: 'No spaces, tabs please.' }], status: 'active' });
    v1.close();
    const db = new TwiceDB(name);
    const byToken = async (word: string) => (await db.rules.where('topics').anyOf(tokenize(word)).toArray()).map((r) => r.text);
    expect(await byToken('tabs')).toEqual(['Always use tabs for indentation.']);
    // A token only its merged example has.
    expect(await byToken('spaces')).toEqual(['Always use tabs for indentation.']);
  });

  it('follows the text and the merged examples through every write path', async () => {
    const db = freshDb('topics-hooks');
    const first = await recordDetection(db, { detection: det("Don't add logging.", { confidence: 0.9 }), conversation: ctx(), turnKey: 'k1', now: T0 });
    const id = first.rule!.id!;
    expect(await topicsOf(db, id)).toEqual(expect.arrayContaining(tokenize('logging')));
    await recordDetection(db, { detection: det('Stop adding debug prints please.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k2', now: T0 });
    await editRule(db, id, { text: 'Never add telemetry.' });
    const topics = await topicsOf(db, id);
    expect(topics).toEqual(expect.arrayContaining([...tokenize('telemetry'), ...tokenize('logging')]));
  });

  it('still finds merges and contradictions among many unrelated rules', async () => {
    const db = freshDb('topics-many');
    await db.rules.bulkAdd(
      Array.from({ length: 300 }, (_, i) => ({
        text: `Prefer widget${i} over gadget${i}.`, category: 'code' as const, scope: 'global' as const, scopeValue: null,
        status: 'active' as const, pinned: 0 as const, confidence: 0.8, corrections: 1, timesInserted: 0, timesWorked: 0,
        timesReturned: 0, needsRewording: 0 as const, userLocked: 0 as const, createdAt: T0, updatedAt: T0, lastUsedAt: null,
        lastCorrectionAt: T0, examples: [], userConfidence: null, conflictWith: null, supersededBy: null,
      })),
    );
    const tabs = await recordDetection(db, { detection: det('Always use tabs.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'a', now: T0 });
    const spaces = await recordDetection(db, { detection: det('Always use spaces.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'b', now: T0 });
    expect(spaces.contradicts).toBe(tabs.rule!.id);
    const again = await recordDetection(db, { detection: det('Use widget7, not gadget7.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'c', now: T0 });
    expect(again.action).toBe('merged');
  });

  it('is left out of exports and rebuilt on import', async () => {
    const db = freshDb('topics-export');
    await recordDetection(db, { detection: det('Always use tabs.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k1', now: T0 });
    const file = await exportData(db, T0);
    expect(file.rules[0]).not.toHaveProperty('topics');
    const other = freshDb('topics-import');
    await importData(other, JSON.stringify(file));
    expect(await other.rules.where('topics').anyOf(tokenize('tabs')).count()).toBe(1);
  });
});
