import { describe, expect, it } from 'vitest';
import { dismissRule, restoreRule } from './actions';
import { recordDetection, topicMuted } from './learn';
import { clearAllData, listedRuleCount, reviewCard, reviewCount, reviewQueueIds, topicOf } from './views';
import { T0, ctx, det, freshDb } from './test-utils';

describe('review card', () => {
  it('a contradiction names the rule it replaces', async () => {
    const db = freshDb('views-contra');
    const a = await recordDetection(db, { detection: det('Always use tabs.', { kind: 'preference', confidence: 0.95 }), conversation: ctx(), turnKey: 'k1', now: T0 });
    const b = await recordDetection(db, { detection: det('Never use tabs.', { kind: 'preference', confidence: 0.95 }), conversation: ctx(), turnKey: 'k2', now: T0 + 1 });
    const card = await reviewCard(db, b.rule!.id!);
    expect(card!.replaces!.id).toBe(a.rule!.id);
    expect(card!.replaces!.text).toBe('Always use tabs.');
    expect(await reviewQueueIds(db)).toEqual([b.rule!.id]);
  });

  it('a run of corrections in one chat within ten minutes is a burst; corrections hours apart are not', async () => {
    const db = freshDb('views-burst');
    const min = 60_000;
    await recordDetection(db, { detection: det(null, { kind: 'frustration' }), conversation: ctx(), turnKey: 'k1', now: T0 });
    await recordDetection(db, { detection: det(null, { kind: 'frustration' }), conversation: ctx(), turnKey: 'k2', now: T0 + 3 * min });
    const r = await recordDetection(db, { detection: det('Use pnpm, not npm.', { confidence: 0.7 }), conversation: ctx(), turnKey: 'k3', now: T0 + 7 * min });
    expect((await reviewCard(db, r.rule!.id!))!.burst).toEqual({ count: 3, minutes: 7 });
    const lone = await recordDetection(db, { detection: det('Answer in British English.', { confidence: 0.7 }), conversation: ctx(), turnKey: 'k4', now: T0 + 300 * min });
    expect((await reviewCard(db, lone.rule!.id!))!.burst).toBeNull();
    // Another conversation does not count towards this one's run.
    const other = await recordDetection(db, { detection: det('No emojis.', { confidence: 0.7 }), conversation: ctx('chatgpt:c2'), turnKey: 'k5', now: T0 + 8 * min });
    expect((await reviewCard(db, other.rule!.id!))!.burst).toBeNull();
  });

  it('dismiss returns what undo needs, and undo puts the rule back in the queue', async () => {
    const db = freshDb('views-undo');
    const r = await recordDetection(db, { detection: det('Use pnpm, not npm.'), conversation: ctx(), turnKey: 'k1', now: T0 });
    expect(await reviewCount(db)).toBe(1);
    const before = await dismissRule(db, r.rule!.id!, T0 + 1);
    expect(await reviewCount(db)).toBe(0);
    await restoreRule(db, before);
    expect(await reviewCount(db)).toBe(1);
    expect((await db.corrections.toArray()).map((c) => c.status)).toEqual(['pending']);
  });
});

describe('muting a topic', () => {
  it('mutes lessons about the same thing and nothing else in the category', async () => {
    const muted = [topicOf({ text: "Don't use margin hacks in CSS." })];
    expect(muted[0]).toEqual(['margin', 'hack', 'css']);
    expect(topicMuted('No margin hacks please.', muted)).toBe(true);
    expect(topicMuted('Put the CSS in a separate file.', muted)).toBe(false);
    expect(topicMuted('Use pnpm, not npm.', muted)).toBe(false);
    expect(topicMuted('anything', [])).toBe(false);
  });

  it('a muted topic is recorded as a correction but never becomes a rule', async () => {
    const db = freshDb('views-mute');
    const settings = { mutedTopics: [['margin', 'hack', 'css']] };
    const a = await recordDetection(db, { detection: det('Stop using margin hacks.', { category: 'style', confidence: 0.95 }), conversation: ctx(), turnKey: 'k1', now: T0, settings });
    expect(a.action).toBe('recorded');
    const b = await recordDetection(db, { detection: det('Put the CSS in a separate file.', { category: 'style', confidence: 0.95 }), conversation: ctx(), turnKey: 'k2', now: T0, settings });
    expect(b.action).toBe('created');
  });
});

describe('clear all data', () => {
  it('empties every table in one go', async () => {
    const db = freshDb('views-clear');
    await recordDetection(db, { detection: det('Use pnpm, not npm.', { confidence: 0.99 }), conversation: ctx(), turnKey: 'k1', now: T0 });
    expect(await listedRuleCount(db)).toBe(1);
    await clearAllData(db);
    expect(await listedRuleCount(db)).toBe(0);
    expect(await db.corrections.count()).toBe(0);
  });
});
