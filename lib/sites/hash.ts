// Turn ids for layouts where the site puts no id in the DOM (Claude's legacy layouts, and as a
// last resort anywhere else). cyrb53: fast, deterministic across runs, engines and Node/browser,
// 53 bits, which is plenty to tell the turns of one conversation apart. Not cryptographic: it only
// has to be stable, not secret.

export function cyrb53(str: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < str.length; i++) {
    const ch = str.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/**
 * Id of a turn the site gives no id to: `h-` + base36 cyrb53 of conversation, role, text and
 * occurrence.
 *
 * `occurrence` is how many turns with the same role and the same text come before this one in the
 * mounted window (0 for the first). Without it, two identical prompts ("continue", "yes") would
 * share an id and the second would be dropped as a duplicate. Known limit: the count is relative
 * to what is mounted, so if the site unmounts an earlier identical turn (virtualization), a later
 * rescan can give the same turn a different id; the store then sees one extra copy of a
 * repeated short turn, which is harmless for learning corrections.
 */
export function turnHash(conversationId: string | null, role: string, text: string, occurrence: number): string {
  const key = `${conversationId ?? ''}\u0000${role}\u0000${text}\u0000${occurrence}`;
  return 'h-' + cyrb53(key).toString(36);
}
