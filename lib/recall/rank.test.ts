import { describe, expect, it } from 'vitest';
import { RuleIndex, rankRules } from './rank';
import { setSegmenterForTests } from './text';
import { DAY, T0, rule } from '../store/test-utils';
import type { RuleRecord } from '../store/db';

const RULES: RuleRecord[] = [
  rule(1, "Don't add logging."),
  rule(2, 'Use British spelling.', { category: 'style' }),
  rule(3, 'Write Python tests with pytest fixtures.'),
  rule(4, 'Use tabs for indentation.'),
  rule(5, 'Answer in bullet points, not long paragraphs.', { category: 'style' }),
  rule(6, 'Always use TypeScript strict mode.'),
  rule(7, '不要在代码里添加日志', { category: 'code' }),
  rule(8, '回答请使用简体中文', { category: 'preference' }),
];

const base = { site: 'chatgpt' as const, project: null, now: T0 };
const ids = (r: { rule: RuleRecord }[]) => r.map((x) => x.rule.id);

describe('rankRules', () => {
  it('recalls rules for related drafts and nothing for unrelated ones', () => {
    const index = new RuleIndex();
    const rel = rankRules(RULES, { ...base, index, draft: 'Refactor this function and please keep the logging out of it' });
    expect(ids(rel)).toEqual([1]);
    expect(rel[0]!.score).toBeGreaterThanOrEqual(0.6);
    expect(rel[0]!.why).toContain('"log"');

    expect(ids(rankRules(RULES, { ...base, index, draft: 'Write pytest fixtures for the parser module' }))).toContain(3);
    expect(ids(rankRules(RULES, { ...base, index, draft: 'Set up a new TypeScript project in strict mode' }))).toContain(6);
    // Abbreviations in the draft reach the spelled-out rule.
    const ts = [rule(20, 'Always use TypeScript, not JavaScript.')];
    expect(ids(rankRules(ts, { ...base, index: new RuleIndex(), draft: 'convert this JS file to TS' }))).toEqual([20]);

    for (const draft of [
      'What is the capital of Australia?',
      'Give me a recipe for banana bread',
      'Translate "good morning" into German',
      '今天天气怎么样？',
      '',
    ]) {
      expect(rankRules(RULES, { ...base, index, draft }), draft).toEqual([]);
    }
  });

  it('handles Chinese drafts with the word segmenter and with the bigram fallback', () => {
    for (const seg of [undefined, null] as const) {
      setSegmenterForTests(seg);
      try {
        const index = new RuleIndex();
        expect(ids(rankRules(RULES, { ...base, index, draft: '帮我重构这段代码，注意日志部分' }))).toEqual([7]);
        expect(ids(rankRules(RULES, { ...base, index, draft: '请推荐几本关于历史的书' }))).toEqual([]);
      } finally {
        setSegmenterForTests(undefined);
      }
    }
  });

  it('matches a Traditional Chinese rule with a Simplified draft and the other way round', () => {
    for (const seg of [undefined, null] as const) {
      setSegmenterForTests(seg);
      try {
        const traditional = [rule(30, '不要在程式碼裡加註解。', { category: 'code' })];
        expect(ids(rankRules(traditional, { ...base, index: new RuleIndex(), draft: '帮我写一个排序函数，注解写清楚' }))).toEqual([30]);
        const simplified = [rule(31, '不要在代码里加注解。', { category: 'code' })];
        expect(ids(rankRules(simplified, { ...base, index: new RuleIndex(), draft: '幫我寫一個排序函數，註解寫清楚' }))).toEqual([31]);
        // Japanese keeps its kanji: folding is for Chinese only.
        expect(ids(rankRules(traditional, { ...base, index: new RuleIndex(), draft: '今日の天気を説明してください' }))).toEqual([]);
      } finally {
        setSegmenterForTests(undefined);
      }
    }
  });

  it('uses recent turns when the draft is empty, and ignores a rules block already in the draft', () => {
    const index = new RuleIndex();
    const r = rankRules(RULES, { ...base, index, draft: '', recentTurns: ['Here is the code with logging added everywhere.'] });
    expect(ids(r)).toEqual([1]);
    const withBlock = '[Twice rules — please follow these]\n- Don\'t add logging.\n[/Twice rules]\n\nWhat is the capital of Peru?';
    expect(rankRules(RULES, { ...base, index, draft: withBlock })).toEqual([]);
  });

  it('respects status, scope, pins, decay, success and maxRules', () => {
    const index = new RuleIndex();
    const draft = 'add logging to the parser';
    const only = (r: RuleRecord) => rankRules([r], { ...base, index, draft });
    expect(only(rule(1, "Don't add logging.", { status: 'pending' }))).toEqual([]);
    expect(only(rule(1, "Don't add logging.", { status: 'dismissed' }))).toEqual([]);
    expect(only(rule(1, "Don't add logging.", { scope: 'site', scopeValue: 'claude' }))).toEqual([]);
    expect(only(rule(1, "Don't add logging.", { scope: 'site', scopeValue: 'chatgpt' }))).toHaveLength(1);
    expect(only(rule(1, "Don't add logging.", { scope: 'project', scopeValue: 'p1' }))).toEqual([]);
    expect(rankRules([rule(1, "Don't add logging.", { scope: 'project', scopeValue: 'p1' })], { ...base, index, draft, project: 'p1' })).toHaveLength(1);
    expect(only(rule(1, "Don't add logging.", { supersededBy: 9 }))).toEqual([]);
    // Two months unused: decayed below threshold; a pinned rule is included anyway, even for unrelated drafts.
    expect(rankRules([rule(1, "Don't add logging.")], { ...base, index, draft, now: T0 + 60 * DAY })).toEqual([]);
    const pinned = rankRules([rule(1, "Don't add logging.", { pinned: 1 }), ...RULES.slice(1)], { ...base, index, draft: 'banana bread' });
    expect(ids(pinned)).toEqual([1]);
    expect(pinned[0]!.why).toMatch(/^always/);
    expect(pinned[0]!.standing).toBe(true);
    // A rule that keeps working scores higher for the same match (success factor up to 1.5).
    const partial = { ...base, index, draft: 'run pytest please', threshold: 0 };
    const plain = rankRules([rule(3, 'Write Python tests with pytest fixtures.', { userConfidence: 0.6 })], partial)[0]!.score;
    const proven = rankRules([rule(3, 'Write Python tests with pytest fixtures.', { userConfidence: 0.6, timesWorked: 5 })], partial)[0]!.score;
    expect(proven).toBeCloseTo(plain * 1.5, 5);
    // A rule whose correction keeps coming back is damped.
    expect(only(rule(1, "Don't add logging.", { timesReturned: 3 }))).toEqual([]);

    const many = Array.from({ length: 12 }, (_, i) => rule(100 + i, `Never add logging to module${i}.`));
    const top = rankRules(many, { ...base, index, draft: 'logging in module1 module2 module3 module4 module5 module6' });
    expect(top.length).toBe(5);
    expect(top[0]!.score).toBeGreaterThanOrEqual(top[4]!.score);
  });

  it('updates the cached index incrementally when rules change', () => {
    const index = new RuleIndex();
    const rules = RULES.slice();
    expect(ids(rankRules(rules, { ...base, index, draft: 'pytest fixtures' }))).toEqual([3]);
    rules[2] = { ...rules[2]!, text: 'Use unittest, never pytest.' };
    rules.push(rule(50, 'Prefer pytest fixtures over setUp methods.'));
    // The edited rule is still about pytest (it forbids it), so it may come second; the new one leads.
    expect(ids(rankRules(rules, { ...base, index, draft: 'pytest fixtures' }))[0]).toBe(50);
    expect(ids(rankRules(rules.filter((r) => r.id !== 50), { ...base, index, draft: 'pytest fixtures' }))).not.toContain(50);
    expect(ids(rankRules(rules, { ...base, index, draft: 'write fixtures for setUp methods' }))).toEqual([50]);
    expect(index.size).toBe(RULES.length + 1);
  });

  // Latency is measured by npm run bench (bench/recall.ts); this checks the answers at that size.
  it('ranks 10,000 rules and finds the ones a draft is about', () => {
    const topics = ['logging', 'tabs', 'pytest', 'docker', 'kotlin', 'css', 'sql', 'regex', 'async', 'graphql', 'redis', 'webpack'];
    const verbs = ['Never add', 'Always use', 'Avoid', 'Prefer', 'Do not write', 'Keep'];
    const rules: RuleRecord[] = [];
    for (let i = 0; i < 10_000; i++) {
      const a = topics[i % topics.length]!;
      const b = topics[(i * 7 + 3) % topics.length]!;
      rules.push(rule(i + 1, `${verbs[i % verbs.length]} ${a} with ${b} in component${i} module${i % 97} layer${i % 13}.`));
    }
    const index = new RuleIndex();
    const drafts = [
      'Can you refactor this async function that reads from redis and add proper error handling?',
      'Write a SQL query to find duplicate users, and explain the regex in the validation step.',
      'What is the capital of Australia?',
      '帮我重构这段代码，注意日志部分',
    ];
    for (const draft of drafts) {
      const out = rankRules(rules, { ...base, index, draft });
      expect(out.length).toBeLessThanOrEqual(5);
      for (const r of out) expect(r.similarity).toBeGreaterThan(0);
    }
    expect(rankRules(rules, { ...base, index, draft: drafts[2]! })).toEqual([]);
  });
});
