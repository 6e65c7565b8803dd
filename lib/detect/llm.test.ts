import { describe, expect, it } from 'vitest';
import { buildReviewPrompt, cleanRule, fuse, parseReview, polarityProblem, repairJson, REVIEW_SCHEMA, shouldReview, type LlmVerdict } from './llm';
import { detect } from './index';
import type { Detection, DetectInput } from './types';

const input: DetectInput = {
  user: { id: 'u9', text: 'Are you sure they had children?' },
  prevAssistant: { id: 'a8', text: 'Marie and Pierre Curie had three children and lived in Lyon.' },
  history: [{ id: 'u7', role: 'user', text: 'Tell me about the Curies.' }],
};

const base: Detection = {
  kind: 'none', category: 'domain', confidence: 0.8, signal: 0.1, severity: 'low', lesson: null, original: null, corrected: null,
  evidence: ['u9', 'a8'], cues: [], incident: null, lang: 'en',
};
const verdict = (o: Partial<LlmVerdict>): LlmVerdict => ({
  kind: 'correction', category: 'factual', confidence: 0.9, severity: 'medium', lesson: 'Check family facts before stating them.',
  original: 'three children', corrected: 'two children', rule: 'Check family facts before stating them.', ruleNative: null, applies: 'topic', ...o,
});

describe('buildReviewPrompt', () => {
  it('has a system + user message, the turns, the heuristic hint and a JSON schema', () => {
    const h = detect(input);
    const p = buildReviewPrompt(input, h);
    expect(p.messages.map((m) => m.role)).toEqual(['system', 'user']);
    expect(p.messages[1]!.content).toContain('Are you sure they had children?');
    expect(p.messages[1]!.content).toContain('Marie and Pierre Curie');
    expect(p.messages[1]!.content).toContain(`kind=${h.kind}`);
    expect(p.messages[1]!.content).toContain('Tell me about the Curies.');
    expect(p.responseFormat.type).toBe('json_object');
    const schema = JSON.parse(p.responseFormat.schema);
    expect(schema).toEqual(JSON.parse(JSON.stringify(REVIEW_SCHEMA)));
    expect(schema.properties.kind.enum).toEqual(['preference', 'correction', 'frustration', 'none']);
    expect(schema.required).toContain('rule');
  });
  it('caps long turns', () => {
    const long: DetectInput = { user: { id: 'u', text: 'x'.repeat(50_000) }, prevAssistant: { id: 'a', text: 'y'.repeat(50_000) } };
    const p = buildReviewPrompt(long, detect(long));
    expect(p.messages[1]!.content.length).toBeLessThan(5000);
  });
});

describe('parseReview', () => {
  it('parses a clean object', () => {
    const { ruleNative, ...rest } = verdict({});
    const v = parseReview(JSON.stringify({ ...rest, rule_native: ruleNative }));
    // Without a native wording the English rule stands in for it.
    expect(v).toEqual(verdict({ ruleNative: verdict({}).rule }));
  });
  it('tolerates code fences and prose around the object', () => {
    const v = parseReview('Sure! Here is my answer:\n```json\n{"kind":"preference","category":"style","confidence":0.8,"severity":"low","lesson":"Answer in Chinese","original":null,"corrected":null,"rule":"Answer in Chinese"}\n```\nHope this helps.');
    expect(v?.kind).toBe('preference');
    expect(v?.rule).toBe('Answer in Chinese.');
    expect(v?.category).toBe('style');
  });
  it('repairs truncated JSON (partial generation)', () => {
    const v = parseReview('{"kind": "correction", "category": "code", "confidence": 0.85, "severity": "high", "lesson": "Use REST endpoints, not Gra');
    expect(v?.kind).toBe('correction');
    expect(v?.confidence).toBe(0.85);
    expect(v?.lesson).toMatch(/^Use REST endpoints, not Gra/);
    const w = parseReview('{"kind": "frustration", "confidence": 0.7, "rule": ');
    expect(w?.kind).toBe('frustration');
    expect(w?.rule).toBeNull();
  });
  it('coerces sloppy values: string confidence, percent, unknown category, aliases', () => {
    const v = parseReview('{"kind":"Correction","category":"grammar","confidence":"85","severity":"urgent","rule":"Use tabs."}');
    expect(v).toMatchObject({ kind: 'correction', category: 'domain', confidence: 0.85, severity: 'medium', rule: 'Use tabs.' });
  });
  it('scrapes fields from non-JSON key: value text', () => {
    const v = parseReview('kind: "none", confidence: 0.3');
    expect(v?.kind).toBe('none');
    expect(v?.confidence).toBe(0.3);
  });
  it('drops the rule for non-lesson kinds', () => {
    expect(parseReview('{"kind":"none","confidence":0.9,"rule":"Do something."}')?.rule).toBeNull();
  });
  it('returns null for garbage, unknown kinds, arrays, empty', () => {
    for (const raw of ['', 'I cannot help with that.', '{"kind":"maybe","confidence":1}', '{"kind":"constructor","confidence":1}', '{"kind":"__proto__","confidence":1}', '[1,2,3]', '{"confidence":0.9}', '{{{{']) {
      expect(parseReview(raw), raw).toBeNull();
    }
  });
  it('repairJson closes strings, arrays and objects', () => {
    expect(JSON.parse(repairJson('{"a": [1, 2, {"b": "c'))).toEqual({ a: [1, 2, { b: 'c' }] });
    expect(JSON.parse(repairJson('{"a": 1, "b":'))).toEqual({ a: 1 });
  });
  it('cleanRule makes one line, one sentence', () => {
    expect(cleanRule('  use REST\nendpoints  ')).toBe('Use REST endpoints.');
    expect(cleanRule('')).toBeNull();
  });
});

describe('shouldReview', () => {
  it('sends positives and uncertain nones, not clear nones', () => {
    expect(shouldReview({ ...base, kind: 'correction', confidence: 0.6 })).toBe(true);
    expect(shouldReview({ ...base, kind: 'preference', confidence: 0.99 })).toBe(true);
    expect(shouldReview({ ...base, kind: 'none', signal: 0.35 })).toBe(true);
    expect(shouldReview({ ...base, kind: 'none', signal: 0 })).toBe(false);
  });
  it('an implicit correction ("are you sure ...?") is routed to review', () => {
    expect(shouldReview(detect(input))).toBe(true);
  });
});

describe('fuse', () => {
  it('no verdict: heuristic unchanged', () => {
    expect(fuse(base, null)).toBe(base);
  });
  it('LLM promotes an implicit correction the heuristic missed', () => {
    const f = fuse(base, verdict({ confidence: 0.85 }));
    expect(f.kind).toBe('correction');
    expect(f.lesson).toBe('Check family facts before stating them.');
    expect(f.evidence).toEqual(['u9', 'a8']);
    expect(f.cues).toContain('llm.promote');
  });
  it('does not promote on low LLM confidence', () => {
    expect(fuse(base, verdict({ confidence: 0.5 })).kind).toBe('none');
  });
  it('LLM vetoes a weak heuristic hit', () => {
    const weak: Detection = { ...base, kind: 'correction', confidence: 0.6, lesson: 'Use X.', cues: ['corr.instead'] };
    const f = fuse(weak, verdict({ kind: 'none', confidence: 0.9, rule: null, lesson: null }));
    expect(f.kind).toBe('none');
    expect(f.lesson).toBeNull();
    expect(f.cues).toContain('llm.veto');
  });
  it('a strong explicit rule survives an LLM "none" (confidence lowered)', () => {
    const strong: Detection = { ...base, kind: 'preference', confidence: 0.95, lesson: 'Always answer in Chinese.', cues: ['pref.from_now_on'] };
    const f = fuse(strong, verdict({ kind: 'none', confidence: 0.9, rule: null }));
    expect(f.kind).toBe('preference');
    expect(f.confidence).toBeLessThan(0.95);
  });
  it('agreement keeps the kind, raises confidence and takes the rewritten rule', () => {
    const h: Detection = { ...base, kind: 'correction', confidence: 0.7, lesson: 'Apply the user\'s correction: "x".', cues: ['corr.i_meant'] };
    const f = fuse(h, verdict({ confidence: 0.8, rule: 'Use REST endpoints, not GraphQL.' }));
    expect(f.kind).toBe('correction');
    expect(f.confidence).toBeCloseTo(0.85);
    expect(f.lesson).toBe('Use REST endpoints, not GraphQL.');
  });
  it('frustration vs none: weak frustration vetoed, incident kept', () => {
    const fr: Detection = { ...base, kind: 'frustration', confidence: 0.6 };
    expect(fuse(fr, verdict({ kind: 'none', rule: null })).kind).toBe('none');
    expect(fuse({ ...fr, incident: { turnIds: ['a', 'b'], size: 2 } }, verdict({ kind: 'none', rule: null })).kind).toBe('frustration');
  });
  it('end to end with a malformed model answer falls back to the heuristic', () => {
    const h = detect(input);
    expect(fuse(h, parseReview('{"kind": '))).toEqual(h);
  });
});

describe('the model speaks the user’s language, says whether a rule always applies, and never inverts it', () => {
  const prev = "I've answered in English:\n```ts\n// comment\nconst x = 1;\n```";
  it('parses rule_native and applies', () => {
    const v = parseReview('{"kind":"preference","category":"style","confidence":0.9,"severity":"medium","lesson":"Don\'t answer in English.","original":null,"corrected":null,"rule":"Don\'t answer in English.","rule_native":"不要用英文回答。","applies":"always"}');
    expect(v?.ruleNative).toBe('不要用英文回答。');
    expect(v?.applies).toBe('always');
    expect(parseReview('{"kind":"none","category":"domain","confidence":0.9,"applies":"sometimes"}')?.applies).toBeNull();
  });
  it('stores the native rule by default and the English one beside it', () => {
    const h = detect({ user: { id: 'u', text: '不要用英文回答' }, prevAssistant: { id: 'a', text: prev } });
    const f = fuse(h, verdict({ kind: h.kind, category: 'style', rule: "Don't answer in English.", ruleNative: '不要用英文回答，用中文。', applies: 'always' }), '不要用英文回答');
    expect(f.lesson).toBe('不要用英文回答，用中文。');
    expect(f.lessonEn).toBe("Don't answer in English.");
    expect(f.applies).toBe('always');
  });
  it('refuses a rule that says the opposite of the message, keeping the user’s own words', () => {
    const text = '不要用英文回答';
    const h = detect({ user: { id: 'u', text }, prevAssistant: { id: 'a', text: prev } });
    const f = fuse(h, verdict({ kind: h.kind, rule: 'Answer in English.', ruleNative: '用英文回答。' }), text);
    expect(f.lesson).toBe('不要用英文回答。');
    expect(f.cues).toContain('llm.polarity_rejected');
    const en = 'No comments in the code please.';
    const h2 = detect({ user: { id: 'u', text: en }, prevAssistant: { id: 'a', text: prev } });
    expect(fuse(h2, verdict({ kind: h2.kind, rule: 'Add comments to the code.' }), en).lesson).toBe('No comments in the code.');
  });
  it('refuses a contrast whose sides are swapped, accepts one that keeps them', () => {
    expect(polarityProblem('Use pnpm, not npm.', 'Use npm, not pnpm.')).toMatch(/swaps/);
    expect(polarityProblem('Use pnpm, not npm.', 'Always install packages with pnpm, not npm.')).toBeNull();
    expect(polarityProblem('Use pnpm, not npm.', "Don't use npm; use pnpm.")).toBeNull();
  });
  it('a confirmation gets no rule of its own from the model', () => {
    const h = detect({ user: { id: 'u', text: 'Yes, always do that' }, prevAssistant: { id: 'a', text: prev } });
    const f = fuse(h, verdict({ kind: 'preference', rule: 'Always do that.', confidence: 0.95 }), 'Yes, always do that');
    expect(f.lesson).toBeNull();
  });
});
