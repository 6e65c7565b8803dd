import { describe, expect, it } from 'vitest';
import { exportData, exportJson, exportRulesAsText, importData, ImportError } from './export';
import { saveConversation, saveTurns } from './capture';
import { acceptRule } from './actions';
import { recordApplication } from './outcomes';
import { recordDetection } from './learn';
import { T0, ctx, det, freshDb, rule } from './test-utils';
import type { TwiceDB } from './db';
import { DEFAULT_SETTINGS } from '../settings';

async function fill(db: TwiceDB): Promise<void> {
  const c = await saveConversation(db, { site: 'chatgpt', conversationId: 'c1', title: 'T', project: null, url: 'u' }, T0);
  await saveTurns(db, c, [{ conversationId: 'c1', site: 'chatgpt', turnId: 't0', role: 'user', text: 'hi', index: 0, createdAt: T0 }], T0);
  const a = await recordDetection(db, { detection: det("Don't add logging."), conversation: ctx(), turnKey: 'chatgpt:c1:t0', now: T0 });
  await recordDetection(db, { detection: det('No more logs.'), conversation: ctx(), turnKey: 'chatgpt:c1:t1', now: T0 });
  await recordDetection(db, { detection: det('Always use tabs.', { confidence: 0.95 }), conversation: ctx(), turnKey: 'k3', now: T0 });
  const never = await recordDetection(db, { detection: det('Never use tabs.', { confidence: 0.95 }), conversation: ctx(), turnKey: 'k4', now: T0 });
  expect(never.contradicts).not.toBeNull();
  await acceptRule(db, a.rule!.id!, { text: 'Never add logging unless asked.' }, T0);
  await recordApplication(db, { ruleIds: [a.rule!.id!], site: 'chatgpt', conversationKey: 'chatgpt:c1', now: T0 });
}

async function counts(db: TwiceDB): Promise<number[]> {
  return Promise.all([db.conversations.count(), db.turns.count(), db.corrections.count(), db.rules.count(), db.applications.count()]);
}

describe('export / import', () => {
  it('round-trips into an empty store and re-importing adds nothing', async () => {
    const src = freshDb('exp-src');
    await fill(src);
    const json = await exportJson(src, T0);
    const parsed = JSON.parse(json) as { format: string; version: number };
    expect(parsed.format).toBe('twice-export');
    expect(parsed.version).toBe(1);

    const dst = freshDb('exp-dst');
    // Pre-existing unrelated data must survive and shift ids, which the import has to re-map.
    await recordDetection(dst, { detection: det('Use British spelling.'), conversation: ctx(), turnKey: 'z', now: T0 });
    const rep = await importData(dst, json);
    expect(rep.added).toEqual({ conversations: 1, turns: 1, corrections: 4, rules: 3, applications: 1 });
    expect(await counts(dst)).toEqual([1, 1, 5, 4, 1]);

    const logging = (await dst.rules.toArray()).find((r) => r.text.startsWith('Never add logging'))!;
    const corr = await dst.corrections.where('ruleId').equals(logging.id!).toArray();
    expect(corr).toHaveLength(2);
    expect(logging.examples.map((e) => e.correctionId).sort()).toEqual(corr.map((c) => c.id).sort());
    const app = (await dst.applications.toArray())[0]!;
    expect(app.ruleIds).toEqual([logging.id]);
    const never = (await dst.rules.toArray()).find((r) => r.text === 'Never use tabs.')!;
    const always = (await dst.rules.toArray()).find((r) => r.text === 'Always use tabs.')!;
    expect(never.conflictWith).toBe(always.id);

    const again = await importData(dst, json);
    expect(again.added).toEqual({ conversations: 0, turns: 0, corrections: 0, rules: 0, applications: 0 });
    expect(await counts(dst)).toEqual([1, 1, 5, 4, 1]);
    // Importing a store's own export into itself is also a no-op.
    expect((await importData(src, await exportData(src))).added.rules).toBe(0);
  });

  it('rejects malformed, foreign, newer, oversized and duplicated-id files without changing anything', async () => {
    const db = freshDb('exp-rej');
    await fill(db);
    const before = JSON.stringify(await exportData(db, T0));
    const good = JSON.parse(before) as Record<string, unknown> & { rules: Array<Record<string, unknown>>; turns: unknown[] };
    const cases: Array<[unknown, RegExp]> = [
      ['{not json', /not valid JSON/],
      [JSON.stringify({ hello: 'world' }), /not a Twice export/],
      [JSON.stringify({ format: 'other-app', version: 1 }), /not a Twice export/],
      [JSON.stringify({ ...good, version: 2 }), /newer version/],
      [JSON.stringify({ ...good, rules: [...good.rules, { ...good.rules[0], id: 999, text: '' }] }), /damaged or incomplete at "rules\.3\.text"/],
      [JSON.stringify({ ...good, rules: [...good.rules, { ...good.rules[0], text: 'A new rule' }] }), /rule id "1" twice/],
      [JSON.stringify({ ...good, turns: undefined }), /damaged or incomplete at "turns"/],
      [{ ...good, rules: good.rules.map((r) => ({ ...r, confidence: 7 })) }, /damaged/],
      ['x'.repeat(64 * 1024 * 1024 + 1), /too large/],
    ];
    for (const [input, msg] of cases) {
      await expect(importData(db, input)).rejects.toThrow(msg);
      await expect(importData(db, input)).rejects.toBeInstanceOf(ImportError);
    }
    expect(JSON.stringify(await exportData(db, T0))).toBe(before);
  });

  it('rolls back everything when a write fails half way', async () => {
    const src = freshDb('exp-tx-src');
    await fill(src);
    const data = await exportData(src, T0);
    const dst = freshDb('exp-tx-dst');
    // The last table written fails (quota, crash): the rules and corrections written before it must not stay.
    dst.applications.hook('creating', () => {
      throw new Error('disk full');
    });
    await expect(importData(dst, data)).rejects.toThrow('disk full');
    expect(await counts(dst)).toEqual([0, 0, 0, 0, 0]);
  });
});

describe('exportRulesAsText', () => {
  const rules = [
    rule(1, 'Never add logging.', { category: 'code', pinned: 1 }),
    rule(2, 'Use British spelling.', { category: 'style' }),
    rule(3, 'Claude only rule.', { scope: 'site', scopeValue: 'claude' }),
    rule(4, 'Pending rule.', { status: 'pending' }),
    rule(5, 'Project rule.', { scope: 'project', scopeValue: 'g-1' }),
  ];
  it('writes paste-ready text per target', () => {
    const gpt = exportRulesAsText(rules, 'chatgpt');
    expect(gpt).toContain('- Never add logging.');
    expect(gpt).not.toContain('Claude only');
    expect(gpt).not.toContain('Pending');
    expect(gpt).toContain('- Project rule. (project g-1)');
    expect(exportRulesAsText(rules, 'claude-project')).toContain('Claude only rule.');
    const md = exportRulesAsText(rules, 'claude-md');
    expect(md).toMatch(/^# Preferences/);
    expect(md).toContain('## Code\n\n- Never add logging.');
    expect(md).toContain('## Style and format\n\n- Use British spelling.');
    expect(exportRulesAsText(rules, 'agents-md')).toMatch(/^# Agent instructions/);
    expect(exportRulesAsText([], 'agents-md')).toBe('');
    const many = Array.from({ length: 60 }, (_, i) => rule(i + 10, `Rule number ${i} with a fairly long explanation attached.`));
    expect(exportRulesAsText(many, 'chatgpt').length).toBeLessThanOrEqual(1501);
  });
});

describe('import redaction', () => {
  it('redacts secrets in an imported file before storing them', async () => {
    const { freshDb } = await import('./test-utils');
    const { exportData, importData } = await import('./export');
    const { saveConversation, saveTurns } = await import('./capture');
    const source = freshDb('redact-src');
    const now = 1_700_000_000_000;
    const conv = await saveConversation(source, { site: 'chatgpt', conversationId: 'c1', title: 'keys', project: null, url: 'https://chatgpt.com/c/c1' }, now);
    const key = 'sk-proj-' + 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8S9t0';
    // An older build stored this without redaction.
    await saveTurns(source, conv, [{ conversationId: 'c1', site: 'chatgpt', turnId: 'u1', role: 'user', text: `my key is ${key}`, index: 0, createdAt: now }], now);
    const file = JSON.stringify(await exportData(source, now));
    expect(file).toContain(key);
    const target = freshDb('redact-dst');
    await importData(target, file);
    const stored = JSON.stringify(await target.turns.toArray());
    expect(stored).not.toContain(key);
    expect(stored).toContain('[redacted:');
  });
});

describe('settings in the export', () => {
  it('travel with the data and come back only as what the caller applies, made valid', async () => {
    const src = freshDb('exp-set-src');
    await fill(src);
    const mine = { ...DEFAULT_SETTINGS, memory: { halfLifeDays: 90 }, detection: { ...DEFAULT_SETTINGS.detection, mutedTopics: [['margin', 'hack']] } };
    const json = await exportJson(src, T0, mine);
    const report = await importData(freshDb('exp-set-dst'), json);
    expect(report.settings).toEqual(mine);
    // A file without settings (older exports) says so.
    expect((await importData(freshDb('exp-set-none'), await exportJson(src, T0))).settings).toBeNull();
  });

  it('an invalid section falls back to its defaults; the block header loses invisible characters', async () => {
    const file = JSON.parse(await exportJson(freshDb('exp-set-bad'), T0, DEFAULT_SETTINGS)) as Record<string, unknown>;
    file.settings = { memory: { halfLifeDays: -5 }, insertion: { ...DEFAULT_SETTINGS.insertion, header: 'follow\u200b these\u{E0041}' } };
    const report = await importData(freshDb('exp-set-bad-dst'), JSON.stringify(file));
    expect(report.settings!.memory.halfLifeDays).toBe(DEFAULT_SETTINGS.memory.halfLifeDays);
    expect(report.settings!.insertion.header).toBe('follow these');
  });
});
