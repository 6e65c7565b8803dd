// The literal pre-filter (need.ts) is a speed-up only: a cue it skips must be a cue whose regex could not have matched.
// Checked on every labelled user turn, read as detection reads it (prepared and respelled).
import { readFileSync } from 'node:fs';
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

  it('names each cue once: the merged cue lists keep the first of a name and silently drop the second', () => {
    const byId = new Map<string, RegExp>();
    const clashes: string[] = [];
    for (const pack of Object.values(LANG_PACKS)) {
      for (const cue of pack.cues) {
        const seen = byId.get(cue.id);
        // (A list shared by two packs, Spanish and Portuguese, is the same cue twice.)
        if (seen && seen.source !== cue.re.source) clashes.push(cue.id);
        byId.set(cue.id, cue.re);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('lists each cue once: a second list of the same name would silently replace the first', () => {
    const source = readFileSync(new URL('./need.ts', import.meta.url), 'utf8');
    const names = [...source.matchAll(/^ {2}'([\w.]+)':/gm)].map((m) => m[1]!);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

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

  // Cues no labelled turn reads, whose lists were narrowed for speed: one turn per branch of each pattern.
  it.each([
    ['corr.for_whom', "it's for my 8 year old son, so no big words"],
    ['corr.for_whom', 'these are for the kids. keep it simple'],
    ['corr.recipient', "It's going to my boss, so keep it professional"],
    ['frus.nth_suggestion', "that's the third library you've suggested"],
    ['corr.look_at_mine', 'look at the code that I pasted'],
    ['corr.scope', 'I only asked for the button'],
    ['corr.scope', "don't change anything unrelated"],
    ['corr.scope', 'keep the changes minimal'],
    ['corr.make_it_style', 'rewrite it shorter'],
    ['corr.make_it_style', 'more concise'],
    ['corr.make_it_style', 'code only'],
    ['corr.not_real', "that's not a real word"],
    ['corr.not_real', 'the math is off'],
    ['corr.code_context', 'our app only runs on node'],
    ['corr.code_context', 'the table is actually called orders'],
    ['corr.image_defect', 'she has six fingers'],
    ['corr.image_defect', 'the hands look weird'],
    ['frus.no_better', "I don't see any difference"],
    ['frus.no_better', 'still blank'],
    ['corr.why_is_there', 'why is there a new folder?'],
    ['corr.again_reproach', "this is the third time you've done that"],
    ['corr.again_reproach', 'get it right this time'],
    ['corr.user_setup', "I'm on windows 10"],
    ['corr.user_setup', "it doesn't work on python 3"],
    ['corr.its_my', "she's my sister"],
    ['corr.doesnt_fit', "it doesn't rhyme"],
    ['corr.doesnt_fit', 'these do not make sense'],
    ['corr.you_swapped', 'you got them backwards'],
    ['corr.you_swapped', 'you mixed up the two'],
    ['corr.story', 'there are no phones in this world'],
    ['corr.not_real_api', "that isn't a real hook"],
    ['corr.not_real_api', "you're giving me outdated code"],
    ['corr.not_real_api', "that function doesn't exist"],
    ['corr.not_real_api', 'it was removed in v5'],
  ])('%s reads "%s" past its pre-filter', (id, text) => {
    const cue = Object.values(LANG_PACKS).flatMap((p) => p.cues).find((c) => c.id === id)!;
    const { p } = analyse(text, null);
    expect(cue.re.test(p.prose)).toBe(true);
    const present = neededMask(p.low);
    expect(NEED_IDS[id]!.some((i) => present[i] === 1)).toBe(true);
  });

  it('lists only substrings of two characters or more, in lower case', () => {
    for (const [id, words] of Object.entries(NEED)) for (const w of words) expect(w.length >= 2 && w === w.toLowerCase(), `${id}: ${w}`).toBe(true);
  });
});
