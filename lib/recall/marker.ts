// The block Twice inserts into the composer is delimited by VISIBLE markers, not invisible characters:
// - the user sees exactly what was added and can edit or delete it;
// - the site's model reads the delimiters as a clear instruction boundary;
// - zero-width characters are stripped or normalised by some editors and sanitisers, and are a known
//   prompt-injection smell, so they would be neither reliable nor honest.
// The site adapters strip the block from captured user turns so it is never learned as a correction,
// even when the user typed before or after it, or deleted the closing marker.

export const BLOCK_OPEN = '[Twice rules';
export const BLOCK_CLOSE = '[/Twice rules]';

/** A header line, once trimmed: "[Twice rules" … "]" with no "]" in between. */
const HEADER = /^\[Twice rules[^\]\n]*\]$/;
const RULE_LINE = /^[ \t]*[-•*]/;

// Drafts can be a pasted 200,000-character log: everything below walks the text line by line with indexOf, so
// the work is linear (a multiline /^\s*…/ was quadratic on blank lines, and a repeated group over the rule lines
// overflowed Firefox's regular-expression stack).

/** The first header line at or after `from`: where its line starts and where it ends (its newline or the end). */
function findHeader(text: string, from: number): { start: number; end: number } | null {
  let pos = from;
  while (pos < text.length) {
    const open = text.indexOf(BLOCK_OPEN, pos);
    if (open < 0) return null;
    const start = text.lastIndexOf('\n', open - 1) + 1;
    const nl = text.indexOf('\n', open);
    const end = nl < 0 ? text.length : nl;
    if (start >= pos && HEADER.test(text.slice(start, end).trim())) return { start, end };
    pos = end + 1;
  }
  return null;
}

/** Removes every Twice rules block from a captured user turn and trims what is left. */
export function stripRulesBlock(text: string): string {
  if (!text.includes(BLOCK_OPEN)) return collapse(text);
  let out = '';
  let pos = 0;
  for (let guard = 0; guard < 20; guard++) {
    const head = findHeader(text, pos);
    if (!head) break;
    out += text.slice(pos, head.start);
    const closeAt = text.indexOf(BLOCK_CLOSE, head.end);
    let end: number;
    if (closeAt >= 0) {
      end = closeAt + BLOCK_CLOSE.length;
    } else {
      // Closing marker deleted by the user: the block is the run of rule lines ("- ...") after the header.
      end = head.end;
      while (end < text.length) {
        const nl = text.indexOf('\n', end + 1);
        const lineEnd = nl < 0 ? text.length : nl;
        if (!RULE_LINE.test(text.slice(end + 1, lineEnd))) break;
        end = lineEnd;
      }
    }
    pos = end;
  }
  return collapse(out + text.slice(pos));
}

function collapse(text: string): string {
  return text.replace(/\n{3,}/g, '\n\n').trim();
}

export function containsRulesBlock(text: string): boolean {
  return findHeader(text, 0) !== null;
}
