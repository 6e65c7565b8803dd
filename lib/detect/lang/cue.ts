// The shape of a hand cue, shared by every language file. Every regex is bounded (no nested quantifiers, bounded
// gaps), case-insensitive and run against prose that already had code, logs and quoted spans removed (see text.ts).
// Weights are additive evidence for one of the kinds; `neg` cues subtract.

export type CueGroup = 'pref' | 'corr' | 'frus' | 'neg' | 'dir';

export interface Cue {
  id: string;
  group: CueGroup;
  re: RegExp;
  w: number;
  /** Only counts when the previous assistant turn acted (wrote code, used a tool, changed something). */
  needsAction?: boolean;
  /** Loses most of its weight when the previous assistant turn ended with a question to the user. */
  answerable?: boolean;
  /** Loses most of its weight when the sentence holding the match ends with a question mark. */
  notInQuestion?: boolean;
  /** A bare reaction ("no", "nope"): counts for correction, or for frustration when the rest is a failure report. */
  react?: boolean;
  /** Ignored when the turn also contains a contrast ("but", "however", "still", "only problem"). */
  unlessContrast?: boolean;
  /**
   * Only counts when the match puts back something the previous assistant turn said: one of its longer words, or a
   * number as long as one of the reply's ("wasn't it 1969?" after "in 1968"; not after a reply that gave no year).
   */
  aboutPrev?: boolean;
  /**
   * Only counts when the pattern's first group, the thing the turn is about, is written in the previous assistant turn
   * ("价格用人民币" after "我把价格都换算成了美元": one word of two characters, which `aboutPrev` would not take alone).
   */
  namesPrev?: boolean;
  /**
   * Only counts when the pattern's first group is not written in the previous assistant turn: "I have an Android" puts
   * right a reply about an iPhone, and says nothing against one about Android phones.
   */
  otherThanPrev?: boolean;
  /**
   * Only counts when the previous assistant turn matches this: "in euros please" puts a currency right only after a
   * reply that gave amounts in one; before any, it is the first request.
   */
  prevHas?: RegExp;
  /** A guard read in the first pass with the evidence, so the model sees it on every turn, not only on turns with evidence. */
  early?: boolean;
  /**
   * Ignored when the text just before its first match ends with this pattern (anchored with `$`): "my teacher said my
   * essay was wrong" is someone else's verdict. Read after a match, never as a leading look-behind, which V8 would try
   * at every position of the turn (one had made a cue take a millisecond on a 2,000-character turn).
   */
  notAfter?: RegExp;
}

export const c = (id: string, group: CueGroup, re: RegExp, w: number, extra: Partial<Cue> = {}): Cue => ({ id, group, re, w, ...extra });
