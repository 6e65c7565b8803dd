// applyReview (lib/store/llm-review.ts): storing the fused verdict over the heuristic's record for a turn.
import { describe, expect, it } from 'vitest';
import { acceptRule } from '../store/actions';
import { applyReview } from '../store/llm-review';
import { recordDetection } from '../store/learn';
import { ctx, det, freshDb, T0 } from '../store/test-utils';

const RULE = 'Use REST endpoints, not GraphQL.';

describe('applyReview', () => {
  it('replaces the heuristic correction and its rule with the fused one (source fused, rewritten lesson)', async () => {
    const db = freshDb('review-fuse');
    const h = await recordDetection(db, { detection: det("Apply the user's correction: REST"), conversation: ctx(), turnKey: 'k1', now: T0 });
    expect(h.action).toBe('created');
    const r = await applyReview(db, { turnKey: 'k1', fused: det(RULE, { confidence: 0.9, category: 'code' }), conversation: ctx(), now: T0 + 1 });
    expect(r.action).toBe('fused');
    const corrections = await db.corrections.toArray();
    expect(corrections).toHaveLength(1);
    expect(corrections[0]).toMatchObject({ source: 'fused', lesson: RULE, confidence: 0.9, turnKey: 'k1' });
    const rules = await db.rules.toArray();
    expect(rules.map((x) => x.text)).toEqual([RULE]);
    expect(corrections[0]!.ruleId).toBe(rules[0]!.id);
  });

  it('a veto removes the heuristic correction and the rule it alone created', async () => {
    const db = freshDb('review-veto');
    await recordDetection(db, { detection: det('Stop adding logging.'), conversation: ctx(), turnKey: 'k1', now: T0 });
    const r = await applyReview(db, { turnKey: 'k1', fused: det(null, { kind: 'none' }), conversation: ctx(), now: T0 + 1 });
    expect(r.action).toBe('vetoed');
    expect(await db.corrections.count()).toBe(0);
    expect(await db.rules.count()).toBe(0);
  });

  it('a veto of a correction merged into an older rule only takes its evidence back', async () => {
    const db = freshDb('review-veto-merged');
    await recordDetection(db, { detection: det("Don't add logging."), conversation: ctx(), turnKey: 'k1', now: T0 });
    const m = await recordDetection(db, { detection: det('Stop adding logs please.'), conversation: ctx(), turnKey: 'k2', now: T0 + 1 });
    expect(m.action).toBe('merged');
    await applyReview(db, { turnKey: 'k2', fused: det(null, { kind: 'none' }), conversation: ctx(), now: T0 + 2 });
    const rules = await db.rules.toArray();
    expect(rules).toHaveLength(1);
    expect(rules[0]!.corrections).toBe(1);
    expect(rules[0]!.examples.map((e) => e.lesson)).toEqual(["Don't add logging."]);
    expect((await db.corrections.toArray()).map((c) => c.turnKey)).toEqual(['k1']);
  });

  it('promotes a turn the heuristic did not record', async () => {
    const db = freshDb('review-promote');
    const r = await applyReview(db, { turnKey: 'k9', fused: det(RULE, { confidence: 0.85 }), conversation: ctx(), now: T0 });
    expect(r.action).toBe('promoted');
    expect(r.correction).toMatchObject({ source: 'fused', lesson: RULE });
    expect(await db.rules.count()).toBe(1);
  });

  it('nothing to do when neither found feedback', async () => {
    const db = freshDb('review-none');
    expect((await applyReview(db, { turnKey: 'k1', fused: det(null, { kind: 'none' }), conversation: ctx(), now: T0 })).action).toBe('none');
    expect(await db.corrections.count()).toBe(0);
  });

  it("never overrides the user's decision on the rule: the correction is relabelled in place", async () => {
    const db = freshDb('review-locked');
    const h = await recordDetection(db, { detection: det('Stop adding logging.'), conversation: ctx(), turnKey: 'k1', now: T0 });
    await acceptRule(db, h.rule!.id!, {}, T0 + 1);
    const veto = await applyReview(db, { turnKey: 'k1', fused: det(null, { kind: 'none' }), conversation: ctx(), now: T0 + 2 });
    expect(veto.action).toBe('kept');
    expect(await db.rules.get(h.rule!.id!)).toMatchObject({ status: 'active', text: 'Stop adding logging.' });
    const fused = await applyReview(db, { turnKey: 'k1', fused: det('Never add logging.', { confidence: 0.9 }), conversation: ctx(), now: T0 + 3 });
    expect(fused.action).toBe('kept');
    expect(await db.corrections.toArray()).toEqual([expect.objectContaining({ source: 'fused', lesson: 'Never add logging.', ruleId: h.rule!.id })]);
    expect(await db.rules.count()).toBe(1);
  });
});
