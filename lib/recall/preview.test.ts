import { describe, expect, it } from 'vitest';
import type { RulesPreview } from '../protocol';
import { chosenBlock, initialChoice, previewView, toggleChoice } from './preview';

const t = (key: string, subs?: string | string[]) => (subs === undefined ? key : `${key}(${[subs].flat().join(',')})`);

function preview(over: Partial<RulesPreview> = {}): RulesPreview {
  const rule = (id: number, text: string) => ({ id, text, category: 'code' as const, scope: 'global' as const, confidence: 0.9, corrections: 2, matched: ['pnpm'], standing: false, pinned: false, score: 1 });
  return { rules: [rule(1, 'Use pnpm, not npm.'), rule(2, 'No\u200b comments.')], header: 'follow these', block: '', chars: 0, omitted: 1, learned: 4, pendingReview: 0, ...over };
}

describe('insert preview model', () => {
  it('starts with every rule ticked; unticking changes the block and its size', () => {
    const p = preview();
    const all = initialChoice(p);
    expect([...all]).toEqual([1, 2]);
    const both = chosenBlock(p, all);
    const one = chosenBlock(p, toggleChoice(all, 2));
    expect(one.ids).toEqual([1]);
    expect(one.chars).toBeLessThan(both.chars);
    expect(one.text).toContain('Use pnpm, not npm.');
    expect(one.text).not.toContain('comments');
    expect(chosenBlock(p, new Set())).toEqual({ ids: [], text: '', chars: 0 });
    expect(toggleChoice(toggleChoice(all, 2), 2)).toEqual(all);
  });

  it('never shows or inserts invisible characters', () => {
    const p = preview();
    expect(previewView(p, t).rows[1]!.text).toBe('No comments.');
    expect(chosenBlock(p, initialChoice(p)).text).not.toMatch(/\u200b/);
  });

  it('says why each rule is offered, what did not fit, and what is true when nothing is offered', () => {
    const v = previewView(preview(), t);
    expect(v.rows[0]!.why).toContain('pnpm');
    expect(v.omitted).toBe('previewOmittedOne');
    expect(v.empty).toBe('');
    expect(previewView(preview({ rules: [], learned: 0 }), t).empty).toBe('previewNothingLearned');
    expect(previewView(null, t).rows).toEqual([]);
  });
});
