import { describe, expect, it } from 'vitest';
import { matchedWords } from './explain';

describe('matchedWords', () => {
  it("returns the user's own words that share a stem with the rule", () => {
    expect(matchedWords('Show me the code for the payments client.', "Don't add comments to the code.")).toEqual(['code']);
    expect(matchedWords('List the REST endpoints', 'Use REST endpoints, not GraphQL.')).toEqual(['REST', 'endpoints']);
  });
  it('returns nothing for an unrelated message', () => {
    expect(matchedWords('What is the capital of France?', "Don't add comments to the code.")).toEqual([]);
  });
});
