import { describe, expect, it } from 'vitest';
import { buildProfile, mergeProfiles, PROFILE_TERMS } from './profile';
import { conceptsOf, phraseConcepts } from './concepts';
import { tokenize } from './text';
import { rulesFromRows } from './rows';
import { offerRules } from './offer';
import { RuleIndex } from './rank';

const settings = { threshold: 0.6, maxRules: 5, budgetChars: 600, header: 'please follow these', halfLifeDays: 30 };

describe('topic profiles', () => {
  it('keep the salient terms of the evidence, bounded, the rule’s own words strongest', () => {
    const p = buildProfile({
      rule: 'Use REST, not GraphQL.',
      user: 'No, I said REST, not GraphQL.',
      assistant: "I've added a GraphQL mutation for creating invoices: mutation CreateInvoice { createInvoice { id total } } ".repeat(40),
      title: 'Invoice API',
    });
    expect(Object.keys(p).length).toBeLessThanOrEqual(PROFILE_TERMS);
    expect(p.rest).toBeGreaterThan(0.5);
    expect(p.invoic).toBeGreaterThan(0);
    expect(p['@http-api']).toBeGreaterThan(0);
    expect(Math.max(...Object.values(p))).toBe(1);
  });
  it('merge across examples: a recurring subject rises, the bag stays bounded', () => {
    const a = buildProfile({ rule: 'Use pnpm, not npm.', assistant: 'npm install zod' });
    const b = buildProfile({ rule: 'Use pnpm, not npm.', assistant: 'npm install dayjs' });
    const m = mergeProfiles(a, b);
    expect(m.zod).toBeGreaterThan(0);
    expect(m.dayj ?? m.dayjs).toBeGreaterThan(0);
    expect(m.pnpm).toBeGreaterThan(m.zod!);
    expect(Object.keys(mergeProfiles(m, buildProfile({ rule: 'x '.repeat(0) + 'lorem ipsum dolor sit amet '.repeat(30) }))).length).toBeLessThanOrEqual(PROFILE_TERMS);
  });
  it('concepts tie a subject’s words together; phrases add what no word says', () => {
    expect([...conceptsOf(tokenize('install the dependencies'))]).toContain('@packages');
    expect([...conceptsOf(tokenize('the payments service endpoints'))]).toEqual(expect.arrayContaining(['@payments', '@http-api']));
    expect(phraseConcepts('Add zod to the project')).toEqual(['@packages']);
    expect(phraseConcepts('Add a paragraph to the essay')).toEqual([]);
  });
});

describe('offering rules by meaning', () => {
  const now = Date.UTC(2026, 10, 1);
  const { rules, idOf } = rulesFromRows(
    [
      { id: 'rest', text: 'Use REST, not GraphQL.', evidence: { assistant: 'Here is a GraphQL mutation for the invoice endpoint.', user: 'No, I said REST, not GraphQL.', title: 'Invoice API' } },
      { id: 'pnpm', text: 'Use pnpm, not npm.', evidence: { assistant: 'npm install zod', user: 'use pnpm not npm' } },
      { id: 'british', text: 'Always use British spelling.' },
      { id: 'emdash', text: 'Stop using em dashes.' },
    ],
    now,
  );
  const offer = (draft: string) => {
    const o = offerRules(rules, { draft, site: 'chatgpt', project: null, now, index: new RuleIndex() }, settings);
    return o.offered.map((r) => `${idOf.get(r.rule.id!)}${r.standing ? '*' : ''}`);
  };
  it('standing rules for every draft, topical ones only when the draft is about them', () => {
    expect(offer('Write the endpoints for the payments service')).toEqual(['british*', 'emdash*', 'rest']);
    expect(offer('How do I install the dependencies for this repo after cloning it?')).toEqual(['british*', 'emdash*', 'pnpm']);
    expect(offer('Write a 600-word blog post about the best bakeries in Edinburgh')).toEqual(['british*', 'emdash*']);
  });
  it('keeps room for the draft’s own subject when standing rules would fill the budget', () => {
    const o = offerRules(rules, { draft: 'Write the endpoints for the payments service', site: 'chatgpt', project: null, now, index: new RuleIndex() }, { ...settings, maxRules: 2 });
    expect(o.offered.map((r) => idOf.get(r.rule.id!))).toEqual(['british', 'rest']);
  });
  it('says which rules did not fit the size budget', () => {
    const o = offerRules(rules, { draft: 'Write the endpoints for the payments service', site: 'chatgpt', project: null, now, index: new RuleIndex() }, { ...settings, budgetChars: 90 });
    expect(o.offered.length + o.omitted.length).toBe(3);
    expect(o.omitted.length).toBeGreaterThan(0);
  });
});
