// Characters a person cannot see but a model reads. "ASCII smuggling" spells a whole instruction in Unicode
// tag characters that render as nothing, so a rule that looks like "Always keep answers short." can carry a
// second, hidden one into every chat it is inserted in; zero-width and bidirectional controls hide or reorder
// text the same way. Rules and lessons are short natural-language instructions with no use for any of them,
// so they are removed wherever rule text crosses a boundary (learning, editing, import, rendering, insertion,
// export), and the caller is told how many went so the user can be told too.

/**
 * Tag characters U+E0000–E007F, zero-width U+200B–U+200D, word joiner U+2060, BOM U+FEFF, bidi embeddings and
 * overrides U+202A–U+202E, isolates U+2066–U+2069; also the other invisible format characters used the same
 * way: LRM/RLM U+200E–U+200F, ALM U+061C, invisible operators U+2061–U+2064, deprecated format controls
 * U+206A–U+206F, and the variation selectors supplement U+E0100–E01EF (bytes smuggled as selectors).
 */
// The class lists joiners and selectors on purpose, as single code points to remove, not to combine.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\u{E0000}-\u{E007F}\u{E0100}-\u{E01EF}\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\u061C\uFEFF]/gu;

export interface Stripped {
  text: string;
  /** How many invisible characters were removed (code points). */
  removed: number;
}

/** Removes every invisible or direction-changing character. Linear; idempotent. */
export function stripInvisible(text: string): Stripped {
  let removed = 0;
  const out = text.replace(INVISIBLE, () => {
    removed++;
    return '';
  });
  return { text: out, removed };
}

/** The text alone, for boundaries that only need the clean text. */
export const withoutInvisible = (text: string): string => stripInvisible(text).text;

/** Whether `text` holds any character stripInvisible would remove. */
export function hasInvisible(text: string): boolean {
  INVISIBLE.lastIndex = 0;
  const found = INVISIBLE.test(text);
  INVISIBLE.lastIndex = 0;
  return found;
}
