import { describe, expect, it } from 'vitest';
import { exclusiveGroup, exclusiveSiblings, tokenize } from './text';

const token = (w: string) => tokenize(w)[0]!;

describe('exclusive choices', () => {
  it('pairs the single words of a choice with no third', () => {
    expect(exclusiveSiblings(token('tabs'))).toContain(token('spaces'));
    expect(exclusiveGroup(token('ascending'))).toBe(exclusiveGroup(token('descending')));
  });
  // The phrases the detector reads a value put back from ("first person" / "third person") are no rule words: "first",
  // "light" or "present" in two rules say nothing about each other.
  it.each(['first', 'second', 'person', 'light', 'dark', 'mode', 'present', 'past', 'tense', 'largest', 'biggest'])('"%s" is no exclusive choice', (w) => {
    expect(exclusiveGroup(token(w))).toBeUndefined();
  });
});
