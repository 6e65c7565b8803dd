// The block Twice inserts into the composer is delimited by VISIBLE markers, not invisible characters:
// - the user sees exactly what was added and can edit or delete it;
// - the site's model reads the delimiters as a clear instruction boundary;
// - zero-width characters are stripped or normalised by some editors and sanitisers, and are a known
//   prompt-injection smell, so they would be neither reliable nor honest.
// The site adapters strip the block from captured user turns so it is never learned as a correction,
// even when the user typed before or after it, or deleted the closing marker.

export const BLOCK_OPEN = '[Twice rules';
export const BLOCK_CLOSE = '[/Twice rules]';

const OPEN_LINE = /^\s*\[Twice rules(?:[^\]\n]*)\][ \t]*$/m;

/** Removes every Twice rules block from a captured user turn and trims what is left. */
export function stripRulesBlock(text: string): string {
  let out = text;
  for (let guard = 0; guard < 20; guard++) {
    const open = OPEN_LINE.exec(out);
    if (!open) break;
    const start = open.index;
    const closeAt = out.indexOf(BLOCK_CLOSE, start + open[0].length);
    let end: number;
    if (closeAt >= 0) {
      end = closeAt + BLOCK_CLOSE.length;
    } else {
      // Closing marker deleted by the user: the block is the run of rule lines ("- ...") after the header.
      const rest = out.slice(start + open[0].length);
      const run = /^(?:\r?\n[ \t]*[-•*][^\n]*)*/.exec(rest);
      end = start + open[0].length + (run ? run[0].length : 0);
    }
    out = out.slice(0, start) + out.slice(end);
  }
  return out.replace(/\n{3,}/g, '\n\n').trim();
}

export function containsRulesBlock(text: string): boolean {
  return OPEN_LINE.test(text);
}
