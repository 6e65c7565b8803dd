// A cue whose every alternative opens with a word-start look-behind is matched without them, the look-behind being
// checked after a match (cues.ts, headless): a speed-up only, which must find the same match as the pattern itself.
import { describe, expect, it } from 'vitest';
import { loadRows } from '../../scripts/train/data';
import { analyse } from './analyse';
import { firstHeadlessMatch, headless } from './cues';
import { LANG_PACKS } from './lang';
import { unicodeWords } from './lang/util';

const same = (a: RegExpExecArray | null, b: RegExpExecArray | null) => (a && b ? a.index === b.index && [...a].join('\u0000') === [...b].join('\u0000') : a === b);

describe('cues matched without their leading word-start look-behinds', () => {
  const cues = Object.values(LANG_PACKS).flatMap((pack) => pack.cues);
  const fast = cues.flatMap((cue) => {
    const h = headless(cue.re);
    return h ? [{ cue, h }] : [];
  });

  it('applies to the patterns written with word edges in the non-English files', () => {
    expect(fast.length).toBeGreaterThan(30);
    expect(fast.some(({ cue }) => cue.id === 'fr.wrong')).toBe(true);
    // A pattern with one alternative that does not open on a word is left as it is.
    expect(headless(unicodeWords('\\bnon\\b|,\\s*non\\b'))).toBeNull();
    expect(headless(/\bno\b/i)).toBeNull();
    expect(headless(new RegExp(unicodeWords('\\bnon\\b').source, 'giu'))?.flags).toBe('giu');
  });

  it('finds the same first match as the pattern, where a letter, a digit or an emoji stands before a word', () => {
    const re = unicodeWords('\\b(?:pas|rien)\\b|\\btoujours (pas|rien)');
    const h = headless(re)!;
    for (const text of ['pas', 'épas rien', 'toujours pas', 'étoujours pas toujours rien', '2pas rien', '😀pas', 'x😀toujours rien', 'apas', 'Пpas rien', '']) {
      expect(same(firstHeadlessMatch(h, text), re.exec(text)), text).toBe(true);
    }
  });

  it('finds the same first match as the pattern on every labelled turn', () => {
    const differ: string[] = [];
    for (const row of loadRows()) {
      const { p } = analyse(row.user, null);
      for (const { cue, h } of fast) if (!same(firstHeadlessMatch(h, p.prose), cue.re.exec(p.prose))) differ.push(`${cue.id}: ${p.prose.slice(0, 60)}`);
    }
    expect(differ).toEqual([]);
  }, 60_000);
});
