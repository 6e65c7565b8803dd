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

// JavaScript's \b knows ASCII letters only: next to "é", "ą" or "я" it finds no word edge, so "écris en anglais",
// "está" or "too cliché" had silently never matched. The language files write such edges with unicodeWords or an
// explicit look-around; this reads every pattern they hold for a \b that touches an accented letter.
describe('word edges next to accented letters', () => {
  const ACCENTED = /^[^\x00-\x7f]/u;
  /** Top-level alternatives of the group opened at `open`. */
  function alternatives(src: string, open: number): string[] {
    const alts: string[] = [];
    let depth = 0, inClass = false, from = open + (src.startsWith('(?:', open) ? 3 : 1);
    for (let j = open; j < src.length; j++) {
      const ch = src[j];
      if (ch === '\\') j++;
      else if (inClass) inClass = ch !== ']';
      else if (ch === '[') inClass = true;
      else if (ch === '(') depth++;
      else if (ch === ')' && --depth === 0) return [...alts, src.slice(from, j)];
      else if (ch === '|' && depth === 1) {
        alts.push(src.slice(from, j));
        from = j + 1;
      }
    }
    return alts;
  }
  /** Where the group that closes just before `close` opens (-1 if none). */
  function openOf(src: string, close: number): number {
    let depth = 0;
    for (let j = close; j >= 0; j--) {
      if (src[j - 1] === '\\') continue;
      if (src[j] === ')') depth++;
      else if (src[j] === '(' && --depth === 0) return j;
    }
    return -1;
  }
  const lookaround = (src: string, at: number) => /^\(\?[=!<]/.test(src.slice(at, at + 4));

  it('no pattern of a language file puts \\b next to one', () => {
    const found: string[] = [];
    for (const [code, pack] of Object.entries(LANG_PACKS)) {
      const patterns: [string, RegExp][] = [...pack.cues.map((c): [string, RegExp] => [c.id, c.re]), ...Object.entries(pack).filter((e): e is [string, RegExp] => e[1] instanceof RegExp).map(([k, re]): [string, RegExp] => [`${code}.${k}`, re])];
      for (const [id, re] of patterns) {
        const src = re.source;
        for (let at = src.indexOf('\\b'); at >= 0; at = src.indexOf('\\b', at + 2)) {
          let escapes = 0;
          for (let k = at - 1; k >= 0 && src[k] === '\\'; k--) escapes++;
          if (escapes % 2) continue;
          const next = src[at + 2] ?? '';
          const prev = src[at - 1] ?? '';
          const edges = [next, /\p{L}/u.test(prev) ? prev : ''];
          if (next === '(' && !lookaround(src, at + 2)) edges.push(...alternatives(src, at + 2).map((a) => a[0] ?? ''));
          const open = prev === ')' ? openOf(src, at - 1) : -1;
          if (open >= 0 && !lookaround(src, open)) edges.push(...alternatives(src, open).map((a) => a.slice(-1)).filter((ch) => /\p{L}/u.test(ch)));
          if (edges.some((ch) => ACCENTED.test(ch))) found.push(`${id}: …${src.slice(Math.max(0, at - 12), at + 12)}…`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

