import { describe, expect, it } from 'vitest';
import { detect } from '../detect';
import type { ReviewPrompt } from '../detect/llm';
import type { Detection, DetectInput } from '../detect/types';
import { EngineHost } from './host';
import { failureOf, reviewTurn } from './review';
import { FakeEngine } from './testkit';

const INPUT: DetectInput = {
  user: { id: 'u2', text: 'Hmm, are you sure about the sons? I thought she had two daughters.' },
  prevAssistant: { id: 'a1', text: 'Marie Curie was born in 1867 in Warsaw. She and Pierre had three sons.' },
  history: [{ id: 'u1', role: 'user', text: 'Tell me about Marie Curie and her family.' }],
};

const weak = (over: Partial<Detection> = {}): Detection => ({
  kind: 'correction',
  category: 'factual',
  confidence: 0.58,
  signal: 0.58,
  severity: 'medium',
  lesson: "Apply the user's correction.",
  original: null,
  corrected: null,
  evidence: ['u2', 'a1'],
  cues: ['corr.are_you_sure'],
  lang: 'en',
  ...over,
});

const RULE = 'State that Marie Curie had two daughters, not sons.';
const VERDICT = JSON.stringify({
  kind: 'correction',
  category: 'factual',
  confidence: 0.9,
  severity: 'medium',
  lesson: RULE,
  original: 'three sons',
  corrected: 'two daughters',
  rule: RULE,
});

/** The real path the offscreen page takes: EngineHost around a (fake) WebLLM engine. */
async function via(answers: NonNullable<ConstructorParameters<typeof FakeEngine>[0]>['answers'], timeoutMs = 1000) {
  const engine = new FakeEngine({ answers });
  const host = new EngineHost(() => engine);
  await host.load('m', () => {});
  const complete = (p: ReviewPrompt) => host.complete(p.messages, p.responseFormat.schema, { timeoutMs });
  return { engine, host, complete };
}

describe('reviewTurn', () => {
  it('builds the prompt from the turn and the heuristic, asks for schema-constrained JSON, and fuses the verdict', async () => {
    const { engine, complete } = await via([VERDICT]);
    const out = await reviewTurn(INPUT, weak(), complete);
    const req = engine.requests[0]!;
    expect(req.messages[0]!.role).toBe('system');
    expect(req.messages[1]!.content).toContain('<user_message>\nHmm, are you sure about the sons?');
    expect(req.messages[1]!.content).toContain('three sons');
    expect(req.messages[1]!.content).toContain('kind=correction');
    expect(req.response_format.type).toBe('json_object');
    expect(JSON.parse(req.response_format.schema).required).toContain('rule');
    expect(out.ok).toBe(true);
    if (!out.ok) return;
    expect(out.fused).toMatchObject({ kind: 'correction', lesson: RULE, original: 'three sons', corrected: 'two daughters' });
    expect(out.fused.confidence).toBeGreaterThanOrEqual(0.9);
    expect(out.fused.evidence).toEqual(['u2', 'a1']);
  });

  it('works on the real detector output for an implicit correction', async () => {
    const { complete } = await via([VERDICT]);
    const out = await reviewTurn(INPUT, detect(INPUT), complete);
    expect(out.ok && out.fused.lesson).toBe(RULE);
  });

  it('vetoes a weak heuristic hit the model calls none', async () => {
    const { complete } = await via(['{"kind":"none","category":"domain","confidence":0.9,"severity":"low","lesson":null,"original":null,"corrected":null,"rule":null}']);
    const out = await reviewTurn(INPUT, weak(), complete);
    expect(out.ok && out.fused.kind).toBe('none');
    expect(out.ok && out.fused.cues).toContain('llm.veto');
  });

  it('promotes an implicit correction the heuristic missed', async () => {
    const { complete } = await via([VERDICT]);
    const out = await reviewTurn(INPUT, weak({ kind: 'none', confidence: 0.6, signal: 0.4, lesson: null }), complete);
    expect(out.ok && out.fused).toMatchObject({ kind: 'correction', lesson: RULE });
    expect(out.ok && out.fused.cues).toContain('llm.promote');
  });

  it('repairs a truncated answer (partial JSON)', async () => {
    const { complete } = await via([VERDICT.slice(0, VERDICT.indexOf('"rule"') + 30)]);
    const out = await reviewTurn(INPUT, weak(), complete);
    expect(out.ok).toBe(true);
    expect(out.ok && out.verdict.kind).toBe('correction');
  });

  it('accepts an answer in a code fence with prose around it', async () => {
    const { complete } = await via(['Here you go:\n```json\n' + VERDICT + '\n```\nHope it helps']);
    const out = await reviewTurn(INPUT, weak(), complete);
    expect(out.ok && out.fused.lesson).toBe(RULE);
  });

  it('malformed answers give no verdict (the heuristic stands)', async () => {
    for (const bad of ['Sure! The user seems unhappy.', '{"kind": "angry"}', '[1,2,3]', '']) {
      const { complete } = await via([bad]);
      const out = await reviewTurn(INPUT, weak(), complete);
      expect(out).toMatchObject({ ok: false, failure: 'unparseable' });
    }
  });

  it('a timeout, the engine going away, or no model loaded give no verdict', async () => {
    const t = await via(['hang'], 20);
    expect(await reviewTurn(INPUT, weak(), t.complete)).toMatchObject({ ok: false, failure: 'timeout' });
    expect(t.engine.interrupts).toBe(1);

    const g = await via(['unload-mid-request']);
    expect(await reviewTurn(INPUT, weak(), g.complete)).toMatchObject({ ok: false, failure: 'engine-gone' });

    const n = new EngineHost(() => new FakeEngine());
    const out = await reviewTurn(INPUT, weak(), (p) => n.complete(p.messages, p.responseFormat.schema, { timeoutMs: 100 }));
    expect(out).toMatchObject({ ok: false, failure: 'not-ready' });
  });

  it('classifies errors that crossed the message channel', () => {
    expect(failureOf(Object.assign(new Error('No answer within 5 ms.'), { code: 'timeout' })).failure).toBe('timeout');
    expect(failureOf(new Error('Could not establish connection. Receiving end does not exist.')).failure).toBe('engine-gone');
    expect(failureOf(new Error('The message port closed before a response was received.')).failure).toBe('engine-gone');
    expect(failureOf(new Error('boom')).failure).toBe('error');
  });
});
