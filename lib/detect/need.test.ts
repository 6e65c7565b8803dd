// The literal pre-filter (need.ts) is a speed-up only: a cue it skips must be a cue whose regex could not have matched.
// Checked on every labelled user turn, read as detection reads it (prepared and respelled).
import { describe, expect, it } from 'vitest';
import { loadRows } from '../../scripts/train/data';
import { analyse } from './analyse';
import { LANG_PACKS } from './lang';
import { NEED, NEED_IDS, neededMask } from './need';

describe('the cue pre-filter', () => {
  it('never skips a cue whose pattern matches a labelled turn', () => {
    const missed = new Set<string>();
    for (const row of loadRows()) {
      const { p } = analyse(row.user, null);
      // The same mask and numbered lists the cue loop reads (cues.ts).
      const present = neededMask(p.low);
      for (const pack of Object.values(LANG_PACKS)) {
        for (const cue of pack.cues) {
          const need = NEED_IDS[cue.id];
          if (need && !need.some((id) => present[id] === 1) && cue.re.test(p.prose)) missed.add(`${cue.id}: ${p.prose.slice(0, 60)}`);
        }
      }
    }
    expect([...missed]).toEqual([]);
  }, 60_000);

  it('reads one pattern per cue name: a second cue of the same name would be dropped when the lists merge', () => {
    const where = new Map<string, string>();
    const twice: string[] = [];
    for (const [code, pack] of Object.entries(LANG_PACKS)) {
      for (const cue of pack.cues) {
        const seen = where.get(cue.id);
        // The Latin languages share lists (es/pt, the romance builder's language cue per file): the same object.
        if (seen !== undefined && seen !== cue.re.source) twice.push(`${cue.id} (${code})`);
        where.set(cue.id, cue.re.source);
      }
    }
    expect(twice).toEqual([]);
  });

  it('lists only substrings of two characters or more, in lower case', () => {
    for (const [id, words] of Object.entries(NEED)) for (const w of words) expect(w.length >= 2 && w === w.toLowerCase(), `${id}: ${w}`).toBe(true);
  });
});
