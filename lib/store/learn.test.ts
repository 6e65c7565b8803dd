import { describe, expect, it } from 'vitest';
import { acceptRule, deleteRule, dismissRule, editRule, restoreRule, setConfidence, setEnabled } from './actions';
import { effectiveConfidence, recordDetection } from './learn';
import { recordApplication, settleApplications } from './outcomes';
import { saveConversation, saveTurns } from './capture';
import { DAY, T0, chatTurn, ctx, det, freshDb, rule } from './test-utils';
import type { RuleRecord, TwiceDB } from './db';

const listRules = async (db: TwiceDB): Promise<RuleRecord[]> => (await db.rules.toArray()).sort((a, b) => b.updatedAt - a.updatedAt);
/** Pending rules, contradiction proposals first, then by confidence. */
const reviewQueue = async (db: TwiceDB): Promise<RuleRecord[]> =>
  (await db.rules.where('status').equals('pending').toArray()).sort(
    (a, b) => (b.conflictWith !== null ? 1 : 0) - (a.conflictWith !== null ? 1 : 0) || b.confidence - a.confidence,
  );

describe('merging lessons into rules', () => {
  it('three phrasings of "no logging" strengthen one rule that becomes active at the third', async () => {
    const db = freshDb('merge');
    const a = await recordDetection(db, { detection: det("Don't add logging."), conversation: ctx(), turnKey: 'k1', now: T0 });
    expect(a.action).toBe('created');
    expect(a.rule?.status).toBe('pending');
    const b = await recordDetection(db, { detection: det('Stop adding logs please.'), conversation: ctx(), turnKey: 'k2', now: T0 + 1 });
    expect(b.action).toBe('merged');
    expect(b.rule?.status).toBe('pending');
    const c = await recordDetection(db, { detection: det('No more logs.'), conversation: ctx('claude:c2'), turnKey: 'k3', now: T0 + 2 });
    expect(c.action).toBe('merged');
    const rules = await listRules(db);
    expect(rules).toHaveLength(1);
    expect(rules[0]!.corrections).toBe(3);
    expect(rules[0]!.status).toBe('active');
    expect(rules[0]!.confidence).toBeGreaterThan(0.7);
    expect(rules[0]!.examples.map((e) => e.lesson)).toEqual(['No more logs.', 'Stop adding logs please.', "Don't add logging."]);
    const corr = await db.corrections.toArray();
    expect(corr.every((x) => x.ruleId === rules[0]!.id)).toBe(true);
    expect(corr.every((x) => x.status === 'accepted' || x.status === 'merged')).toBe(true);
  });

  it('keeps unrelated lessons apart', async () => {
    const db = freshDb('apart');
    const lessons = [
      "Don't add logging.",
      'Use British spelling.',
      'Answer with bullet points, not paragraphs.',
      'Write tests with pytest.',
      'Keep code comments in English.',
      '不要在代码里加注释',
    ];
    for (const [i, l] of lessons.entries()) {
      await recordDetection(db, { detection: det(l), conversation: ctx(), turnKey: `k${i}`, now: T0 + i });
    }
    expect(await db.rules.count()).toBe(lessons.length);
    const all = await db.corrections.toArray();
    const avg = all.reduce((n, c) => n + new TextEncoder().encode(JSON.stringify(c)).length, 0) / all.length;
    console.log(`correction record, typical: ${avg.toFixed(0)} bytes average`);
  });

  it('ignores the wrapper words of generic quoted lessons when comparing', async () => {
    const db = freshDb('generic');
    await recordDetection(db, { detection: det('Apply the user\'s correction: "Schreib auf Deutsch".'), conversation: ctx(), turnKey: 'k1', now: T0 });
    const b = await recordDetection(db, { detection: det('Apply the user\'s correction: "不要加日志".'), conversation: ctx(), turnKey: 'k2', now: T0 });
    expect(b.action).toBe('created');
    const c = await recordDetection(db, { detection: det('Follow the user\'s standing rule: "别再加日志了".'), conversation: ctx(), turnKey: 'k3', now: T0 });
    expect(c.action).toBe('merged');
    expect(c.rule!.id).toBe(b.rule!.id);
  });

  it('merges Chinese phrasings of the same lesson', async () => {
    const db = freshDb('zh');
    await recordDetection(db, { detection: det('不要在代码里添加日志'), conversation: ctx(), turnKey: 'k1', now: T0 });
    const r = await recordDetection(db, { detection: det('别再加日志了，代码里不需要'), conversation: ctx(), turnKey: 'k2', now: T0 + 1 });
    expect(r.action).toBe('merged');
    expect(await db.rules.count()).toBe(1);
  });

  it('merges the Traditional and the Simplified spelling of one lesson', async () => {
    const db = freshDb('zh-hant');
    await recordDetection(db, { detection: det('不要在代碼裡加註解。'), conversation: ctx(), turnKey: 'k1', now: T0 });
    const r = await recordDetection(db, { detection: det('别在代码里加注解了'), conversation: ctx(), turnKey: 'k2', now: T0 + 1 });
    expect(r.action).toBe('merged');
    expect(await db.rules.count()).toBe(1);
  });

  it('is idempotent for a re-detected turn', async () => {
    const db = freshDb('idem');
    await recordDetection(db, { detection: det("Don't add logging."), conversation: ctx(), turnKey: 'k1', now: T0 });
    const again = await recordDetection(db, { detection: det("Don't add logging."), conversation: ctx(), turnKey: 'k1', now: T0 + 5 });
    expect(again.action).toBe('duplicate');
    expect(await db.corrections.count()).toBe(1);
    expect((await db.rules.toArray())[0]!.corrections).toBe(1);
  });

  it('keeps correction records small (< 1 KB average) even for long inputs', async () => {
    const db = freshDb('size');
    const long = 'x '.repeat(5000);
    for (let i = 0; i < 20; i++) {
      await recordDetection(db, {
        detection: det(`Rule number ${i} about topic${i} ${long}`, { original: long, corrected: long, evidence: Array(40).fill(long) }),
        conversation: ctx(),
        turnKey: `k${i}`,
        now: T0 + i,
      });
    }
    const all = await db.corrections.toArray();
    const avg = all.reduce((n, c) => n + new TextEncoder().encode(JSON.stringify(c)).length, 0) / all.length;
    console.log(`correction record, worst case (oversized inputs): ${avg.toFixed(0)} bytes average`);
    expect(avg).toBeLessThan(1024);
  });
});

describe('atomicity and scale', () => {
  // A failed rule write leaving no orphan correction is reliability.test.ts's ('transactions: …').
  it('records detections against 1,000 existing rules, each a rule of its own', async () => {
    const db = freshDb('scale');
    await db.rules.bulkAdd(Array.from({ length: 1000 }, (_, i) => ({ ...rule(i + 1, `Never mention topic${i} or subject${i} in reports.`), id: undefined })));
    for (let i = 0; i < 5; i++) {
      await recordDetection(db, { detection: det(`Stop using widget${i} in examples.`), conversation: ctx(), turnKey: `k${i}`, now: T0 + i });
    }
    // The cost as the store grows is the benchmark row `record_correction_ms_at_10000` (bench/storage.ts).
    expect(await db.rules.count()).toBe(1005);
  });
});

describe('lifecycle', () => {
  it('activates high-confidence lessons, queues weaker ones, records low and frustration-only ones', async () => {
    const db = freshDb('life');
    const strong = await recordDetection(db, {
      detection: det('Always use tabs for indentation.', { kind: 'preference', confidence: 0.95 }),
      conversation: ctx(),
      turnKey: 'k1',
      now: T0,
    });
    expect(strong.rule?.status).toBe('active');
    const weak = await recordDetection(db, { detection: det('Prefer shorter answers.', { confidence: 0.6 }), conversation: ctx(), turnKey: 'k2', now: T0 });
    expect(weak.rule?.status).toBe('pending');
    const faint = await recordDetection(db, { detection: det('Use snake_case.', { confidence: 0.3 }), conversation: ctx(), turnKey: 'k3', now: T0 });
    expect(faint.action).toBe('recorded');
    expect(faint.rule).toBeNull();
    const fr = await recordDetection(db, {
      detection: det('This is still wrong!', { kind: 'frustration', confidence: 0.9 }),
      conversation: ctx(),
      turnKey: 'k4',
      now: T0,
    });
    expect(fr.action).toBe('recorded');
    expect(await db.rules.count()).toBe(2);
    expect(await db.corrections.count()).toBe(4);
    expect((await reviewQueue(db)).map((r) => r.text)).toEqual(['Prefer shorter answers.']);
    const none = await recordDetection(db, { detection: det(null, { kind: 'none' }), conversation: ctx(), turnKey: 'k5', now: T0 });
    expect(none.action).toBe('ignored');
  });

  it('accepting takes the user\'s answer to "every message?", over the detector\'s guess and an old pin', async () => {
    const db = freshDb('accept-applies');
    const tabs = await recordDetection(db, { detection: det('Never use tabs for indentation.', { confidence: 0.8, applies: 'topic' }), conversation: ctx(), turnKey: 'a', now: T0 });
    expect(tabs.rule).toMatchObject({ status: 'pending', applies: 'topic' });
    expect(await acceptRule(db, tabs.rule!.id!, { applies: 'always' }, T0)).toMatchObject({ status: 'active', applies: 'always', userLocked: 1 });
    const pinned = await recordDetection(db, { detection: det('Use British spelling.', { confidence: 0.8, applies: 'always' }), conversation: ctx(), turnKey: 'b', now: T0 });
    await db.rules.update(pinned.rule!.id!, { pinned: 1 });
    expect(await acceptRule(db, pinned.rule!.id!, { applies: 'topic' }, T0)).toMatchObject({ applies: 'topic', pinned: 0 });
    // Unchanged: an accepted standing rule keeps its pin.
    const kept = await recordDetection(db, { detection: det('Answer in French.', { confidence: 0.8, applies: 'always' }), conversation: ctx(), turnKey: 'c', now: T0 });
    await db.rules.update(kept.rule!.id!, { pinned: 1 });
    expect(await acceptRule(db, kept.rule!.id!, { applies: 'always' }, T0)).toMatchObject({ pinned: 1 });
  });

  it('explicit preferences activate at 0.75; single corrections need 0.95; factual ones need repetition', async () => {
    const db = freshDb('bars');
    const pref = await recordDetection(db, { detection: det('Never use emojis.', { kind: 'preference', confidence: 0.77 }), conversation: ctx(), turnKey: 'a', now: T0 });
    expect(pref.rule?.status).toBe('active');
    const corr = await recordDetection(db, { detection: det('Use British spelling.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'b', now: T0 });
    expect(corr.rule?.status).toBe('pending');
    const sure = await recordDetection(db, { detection: det('Use pnpm, not npm.', { confidence: 0.95 }), conversation: ctx(), turnKey: 'd', now: T0 });
    expect(sure.rule?.status).toBe('active');
    // Accepting vouches for the rule: a 0.9 correction accepted by the user is trusted at least 0.9.
    expect((await acceptRule(db, corr.rule!.id!, {}, T0)).confidence).toBeGreaterThanOrEqual(0.9);
    const fact = await recordDetection(db, {
      detection: det('Ensure that the function returns nil.', { confidence: 0.95, category: 'factual' }),
      conversation: ctx(),
      turnKey: 'c',
      now: T0,
    });
    expect(fact.rule?.status).toBe('pending');
  });

  it('muted categories are recorded but never suggested', async () => {
    const db = freshDb('mute');
    const settings = { mutedCategories: ['style' as const] };
    const r = await recordDetection(db, {
      detection: det('Never use emojis.', { category: 'style', confidence: 0.95 }),
      conversation: ctx(),
      turnKey: 'k1',
      now: T0,
      settings,
    });
    expect(r.action).toBe('recorded');
    expect(await db.rules.count()).toBe(0);
    const onlyPrefs = { mutedKinds: ['correction' as const] };
    const c = await recordDetection(db, { detection: det('Use tabs.', { confidence: 0.95 }), conversation: ctx(), turnKey: 'k2', now: T0, settings: onlyPrefs });
    expect(c.action).toBe('recorded');
    const p = await recordDetection(db, {
      detection: det('Use tabs.', { kind: 'preference', confidence: 0.95 }),
      conversation: ctx(),
      turnKey: 'k3',
      now: T0,
      settings: onlyPrefs,
    });
    expect(p.action).toBe('created');
  });

  it('evidence for a retired rule points at the rule that replaced it', async () => {
    const db = freshDb('retired');
    const a = await recordDetection(db, { detection: det('Always use tabs.', { confidence: 0.95 }), conversation: ctx(), turnKey: 'k1', now: T0 });
    const b = await recordDetection(db, { detection: det('Never use tabs.', { confidence: 0.95 }), conversation: ctx(), turnKey: 'k2', now: T0 });
    await acceptRule(db, b.rule!.id!, {}, T0);
    const c = await recordDetection(db, { detection: det('Always use tabs!', { confidence: 0.95 }), conversation: ctx(), turnKey: 'k3', now: T0 });
    expect(c.action).toBe('merged');
    expect(c.rule!.id).toBe(a.rule!.id);
    expect(c.rule!.status).toBe('disabled');
    expect(c.contradicts).toBe(b.rule!.id);
  });
});

describe('the user always wins', () => {
  it('a dismissed rule never resurrects; new evidence attaches without reactivating it', async () => {
    const db = freshDb('dismiss');
    const a = await recordDetection(db, { detection: det("Don't add logging."), conversation: ctx(), turnKey: 'k1', now: T0 });
    await dismissRule(db, a.rule!.id!, T0 + 1);
    for (let i = 0; i < 4; i++) {
      const r = await recordDetection(db, {
        detection: det('No more logs.', { confidence: 0.95 }),
        conversation: ctx(),
        turnKey: `k${i + 2}`,
        now: T0 + 10 + i,
      });
      expect(r.action).toBe('merged');
      expect(r.correction?.status).toBe('dismissed');
    }
    const rules = await listRules(db);
    expect(rules).toHaveLength(1);
    expect(rules[0]!.status).toBe('dismissed');
    expect(rules[0]!.corrections).toBe(5);
  });

  it('an edited text, scope and disabled state survive later merges', async () => {
    const db = freshDb('edit');
    const a = await recordDetection(db, { detection: det("Don't add logging."), conversation: ctx(), turnKey: 'k1', now: T0 });
    const id = a.rule!.id!;
    await acceptRule(db, id, { text: 'Do not add logging statements unless I ask.', scope: 'site', scopeValue: 'chatgpt' }, T0 + 1);
    await recordDetection(db, { detection: det('Stop adding logs.'), conversation: ctx('claude:x', 'proj'), turnKey: 'k2', now: T0 + 2 });
    let r = (await db.rules.get(id))!;
    expect(r.text).toBe('Do not add logging statements unless I ask.');
    expect(r.scope).toBe('site');
    expect(r.status).toBe('active');
    await setEnabled(db, id, false, T0 + 3);
    await recordDetection(db, { detection: det('No more logs.', { confidence: 0.99 }), conversation: ctx(), turnKey: 'k3', now: T0 + 4 });
    r = (await db.rules.get(id))!;
    expect(r.status).toBe('disabled');
    await editRule(db, id, { text: 'Never log.' }, T0 + 5);
    expect((await db.rules.get(id))!.text).toBe('Never log.');
  });

  it('delete removes the rule with its corrections and restore brings both back', async () => {
    const db = freshDb('delete');
    const a = await recordDetection(db, { detection: det("Don't add logging."), conversation: ctx(), turnKey: 'k1', now: T0 });
    await recordDetection(db, { detection: det('No more logs.'), conversation: ctx(), turnKey: 'k2', now: T0 });
    await recordDetection(db, { detection: det('Use British spelling.'), conversation: ctx(), turnKey: 'k3', now: T0 });
    const undo = await deleteRule(db, a.rule!.id!);
    expect(await db.rules.count()).toBe(1);
    expect(await db.corrections.count()).toBe(1);
    await restoreRule(db, undo);
    expect(await db.rules.count()).toBe(2);
    expect(await db.corrections.count()).toBe(3);
    expect((await db.rules.get(a.rule!.id!))!.corrections).toBe(2);
  });

  it('confidence override', async () => {
    const db = freshDb('pin');
    const a = await recordDetection(db, { detection: det('Prefer shorter answers.', { confidence: 0.6 }), conversation: ctx(), turnKey: 'k1', now: T0 });
    const c = await setConfidence(db, a.rule!.id!, 1, T0);
    expect(effectiveConfidence(c, T0 + 365 * DAY)).toBe(1);
  });
});

describe('scope', () => {
  it('a lesson learned inside a project is scoped to it, and widens when it recurs in another project', async () => {
    const db = freshDb('scope');
    const a = await recordDetection(db, { detection: det("Don't add logging."), conversation: ctx('claude:a', 'p1'), turnKey: 'k1', now: T0 });
    expect(a.rule?.scope).toBe('project');
    expect(a.rule?.scopeValue).toBe('p1');
    const b = await recordDetection(db, { detection: det('Stop adding logs.'), conversation: ctx('claude:a', 'p1'), turnKey: 'k2', now: T0 });
    expect(b.rule?.scope).toBe('project');
    const c = await recordDetection(db, { detection: det('No more logs.'), conversation: ctx('claude:b', 'p2'), turnKey: 'k3', now: T0 });
    expect(c.rule?.scope).toBe('global');
  });

  it('a rule the user locked to a project is not widened; the other project gets its own rule', async () => {
    const db = freshDb('scope-lock');
    const a = await recordDetection(db, { detection: det("Don't add logging."), conversation: ctx('claude:a', 'p1'), turnKey: 'k1', now: T0 });
    await acceptRule(db, a.rule!.id!, {}, T0);
    const c = await recordDetection(db, { detection: det('No more logs.'), conversation: ctx('claude:b', 'p2'), turnKey: 'k3', now: T0 });
    expect(c.action).toBe('created');
    expect((await db.rules.get(a.rule!.id!))!.scopeValue).toBe('p1');
    expect(c.rule?.scopeValue).toBe('p2');
  });
});

describe('confidence over time', () => {
  it('halves per half-life of disuse, slower for accepted rules, and usage refreshes it', () => {
    const r = rule(1, 'x', { confidence: 0.8 });
    expect(effectiveConfidence(r, T0)).toBeCloseTo(0.8);
    expect(effectiveConfidence(r, T0 + 30 * DAY)).toBeCloseTo(0.4);
    expect(effectiveConfidence(r, T0 + 60 * DAY, 60)).toBeCloseTo(0.4);
    expect(effectiveConfidence({ ...r, userLocked: 1 }, T0 + 60 * DAY)).toBeCloseTo(0.4);
    expect(effectiveConfidence({ ...r, lastUsedAt: T0 + 30 * DAY }, T0 + 30 * DAY)).toBeCloseTo(0.8);
  });

  it('repetition raises confidence', async () => {
    const db = freshDb('rep');
    const seen: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await recordDetection(db, { detection: det('No more logs.', { confidence: 0.6 }), conversation: ctx(), turnKey: `k${i}`, now: T0 + i });
      seen.push(r.rule!.confidence);
    }
    for (let i = 1; i < seen.length; i++) expect(seen[i]!).toBeGreaterThan(seen[i - 1]!);
  });
});

describe('outcome tracking', () => {
  async function conversationWith(db: ReturnType<typeof freshDb>, texts: Array<[string, number]>) {
    const conv = await saveConversation(db, { site: 'chatgpt', conversationId: 'c1', title: null, project: null, url: 'https://chatgpt.com/c/c1' }, T0);
    const turns = texts.map(([text, at], i) => chatTurn(i, text, at));
    await saveTurns(db, conv, turns, T0);
    return conv;
  }

  it('a correction coming back after insertion marks it returned; the others in the block worked when settled', async () => {
    const db = freshDb('outcome');
    const logs = await recordDetection(db, { detection: det("Don't add logging.", { kind: 'preference', confidence: 0.9 }), conversation: ctx(), turnKey: 'x1', now: T0 });
    const brit = await recordDetection(db, { detection: det('Use British spelling.', { kind: 'preference', confidence: 0.9 }), conversation: ctx(), turnKey: 'x2', now: T0 });
    const ids = [logs.rule!.id!, brit.rule!.id!];
    const app = await recordApplication(db, { ruleIds: ids, site: 'chatgpt', conversationKey: 'chatgpt:c1', now: T0 + 1000 });
    let r = (await db.rules.get(ids[0]!))!;
    expect(r.timesInserted).toBe(1);
    expect(r.lastUsedAt).toBe(T0 + 1000);

    // The message carrying the block, the reply, then the user corrects again.
    await conversationWith(db, [
      ['write a parser', T0 + 2000],
      ['here it is, with logging', T0 + 3000],
      ['no more logs!', T0 + 4000],
    ]);
    const back = await recordDetection(db, {
      detection: det('No more logs.'),
      conversation: ctx(),
      turnKey: 'chatgpt:c1:t2',
      now: T0 + 5000,
    });
    expect(back.returnedApplications).toEqual([app.id]);
    r = (await db.rules.get(ids[0]!))!;
    expect(r.timesReturned).toBe(1);
    expect(r.needsRewording).toBe(1);
    expect((await db.applications.get(app.id!))!.outcome).toBe('returned');

    expect(await settleApplications(db, T0 + 2 * DAY)).toBe(1);
    expect((await db.rules.get(ids[0]!))!.timesWorked).toBe(0);
    expect((await db.rules.get(ids[1]!))!.timesWorked).toBe(1);
    const settled = (await db.applications.get(app.id!))!;
    expect(settled.outcome).toBe('returned');
    expect(settled.settledAt).toBe(T0 + 2 * DAY);
  });

  it('the lesson inside the very message that carried the block is not a return', async () => {
    const db = freshDb('outcome-carrier');
    const logs = await recordDetection(db, { detection: det("Don't add logging.", { kind: 'preference', confidence: 0.9 }), conversation: ctx(), turnKey: 'x1', now: T0 });
    await recordApplication(db, { ruleIds: [logs.rule!.id!], site: 'chatgpt', conversationKey: 'chatgpt:c1', now: T0 + 1000 });
    await conversationWith(db, [['no logs in this one please', T0 + 2000]]);
    const r = await recordDetection(db, { detection: det('No more logs.'), conversation: ctx(), turnKey: 'chatgpt:c1:t0', now: T0 + 2500 });
    expect(r.returnedApplications).toEqual([]);
  });

  it('settles as worked after enough further user turns, before the time window', async () => {
    const db = freshDb('outcome-turns');
    const logs = await recordDetection(db, { detection: det("Don't add logging.", { kind: 'preference', confidence: 0.9 }), conversation: ctx(), turnKey: 'x1', now: T0 });
    await recordApplication(db, { ruleIds: [logs.rule!.id!], site: 'chatgpt', conversationKey: 'chatgpt:c1', now: T0 + 1000 });
    await conversationWith(db, [
      ['a', T0 + 2000],
      ['b', T0 + 2001],
      ['c', T0 + 2002],
      ['d', T0 + 2003],
      ['e', T0 + 2004],
    ]);
    expect(await settleApplications(db, T0 + 3000)).toBe(0);
    await conversationWith(db, [
      ['a', T0 + 2000],
      ['b', T0 + 2001],
      ['c', T0 + 2002],
      ['d', T0 + 2003],
      ['e', T0 + 2004],
      ['f', T0 + 2005],
      ['g', T0 + 2006],
    ]);
    expect(await settleApplications(db, T0 + 3000)).toBe(1);
    expect((await db.rules.get(logs.rule!.id!))!.timesWorked).toBe(1);
  });
});

describe('contradictions', () => {
  it('"always use tabs" vs "never use tabs" is flagged and proposed as a replacement', async () => {
    const db = freshDb('contra');
    const a = await recordDetection(db, {
      detection: det('Always use tabs.', { kind: 'preference', confidence: 0.95 }),
      conversation: ctx(),
      turnKey: 'k1',
      now: T0,
    });
    const b = await recordDetection(db, {
      detection: det('Never use tabs.', { kind: 'preference', confidence: 0.95 }),
      conversation: ctx(),
      turnKey: 'k2',
      now: T0 + 1,
    });
    expect(b.action).toBe('created');
    expect(b.contradicts).toBe(a.rule!.id);
    expect(b.rule!.conflictWith).toBe(a.rule!.id);
    expect(b.rule!.status).toBe('pending');
    expect((await reviewQueue(db))[0]!.id).toBe(b.rule!.id);

    await acceptRule(db, b.rule!.id!, {}, T0 + 2);
    const old = (await db.rules.get(a.rule!.id!))!;
    expect(old.status).toBe('disabled');
    expect(old.supersededBy).toBe(b.rule!.id);
    expect((await db.rules.get(b.rule!.id!))!.status).toBe('active');
  });

  it('"use X not Y" vs "use Y not X"', async () => {
    const db = freshDb('contra-swap');
    const a = await recordDetection(db, { detection: det('Use pnpm, not npm.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k1', now: T0 });
    const b = await recordDetection(db, { detection: det('Use npm instead of pnpm.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k2', now: T0 });
    expect(b.contradicts).toBe(a.rule!.id);
    const c = await recordDetection(db, { detection: det('Prefer pnpm over npm.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k3', now: T0 });
    expect(c.action).toBe('merged');
    expect(c.rule!.id).toBe(a.rule!.id);
  });

  it('different picks from an exclusive choice contradict; agreeing phrasings merge', async () => {
    const db = freshDb('contra-excl');
    const a = await recordDetection(db, { detection: det('Always use tabs.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k1', now: T0 });
    const b = await recordDetection(db, { detection: det('Always use spaces.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k2', now: T0 });
    expect(b.contradicts).toBe(a.rule!.id);
    const c = await recordDetection(db, { detection: det('Use British spelling.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k3', now: T0 });
    const d = await recordDetection(db, { detection: det('Use American spelling.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k4', now: T0 });
    expect(d.contradicts).toBe(c.rule!.id);
    const e = await recordDetection(db, { detection: det('Never use tabs.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k5', now: T0 });
    expect(e.contradicts).toBe(a.rule!.id);
    const f = await recordDetection(db, { detection: det('Use spaces, not tabs.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k6', now: T0 });
    expect(f.action).toBe('merged');
  });

  it('"Don\'t forget the tests" asks for tests and does not contradict "Always add tests"', async () => {
    const db = freshDb('contra-forget');
    await recordDetection(db, { detection: det('Always add unit tests.', { confidence: 0.9 }), conversation: ctx(), turnKey: 'k1', now: T0 });
    const b = await recordDetection(db, { detection: det("Don't forget the unit tests.", { confidence: 0.9 }), conversation: ctx(), turnKey: 'k2', now: T0 });
    expect(b.action).toBe('merged');
    expect(b.contradicts).toBeNull();
  });

  it('unrelated lessons with opposite direction are not contradictions', async () => {
    const db = freshDb('contra-no');
    await recordDetection(db, { detection: det('Always use tabs.', { kind: 'preference', confidence: 0.9 }), conversation: ctx(), turnKey: 'k1', now: T0 });
    const b = await recordDetection(db, { detection: det('Never add emojis.', { kind: 'preference', confidence: 0.9 }), conversation: ctx(), turnKey: 'k2', now: T0 });
    expect(b.contradicts).toBeNull();
    expect(b.rule!.status).toBe('active');
  });
});
