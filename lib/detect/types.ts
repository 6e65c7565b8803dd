// Input/output types of the correction detector. Pure data, no browser globals.

export type Kind = 'preference' | 'correction' | 'frustration' | 'none';
export const KINDS: readonly Kind[] = ['preference', 'correction', 'frustration', 'none'];

/** Seed 001 correction categories. */
export type Category = 'factual' | 'style' | 'code' | 'logic' | 'preference' | 'domain';
export const CATEGORIES: readonly Category[] = ['factual', 'style', 'code', 'logic', 'preference', 'domain'];

export type Severity = 'low' | 'medium' | 'high';

/** `always`: shapes every future reply (language, tone, length, format); `topic`: matters only for related work. */
export type Applies = 'always' | 'topic';

export type Lang = 'en' | 'zh' | 'ja' | 'ko' | 'es' | 'pt' | 'de' | 'fr' | 'it' | 'ru' | 'pl' | 'nl' | 'tr' | 'vi' | 'id' | 'other';

export interface TurnRef {
  id: string;
  text: string;
}

export interface HistoryTurn {
  id?: string;
  role: 'user' | 'assistant';
  text: string;
}

export interface DetectInput {
  /** The new user turn being classified. */
  user: TurnRef;
  /** The assistant turn right before it, if any. */
  prevAssistant?: TurnRef | null;
  /**
   * The conversation so far, oldest first, NOT including `user` (and normally not `prevAssistant`
   * either; if the last history item is the same assistant text it is ignored for repetition).
   */
  history?: HistoryTurn[];
  /**
   * The user's turn opens the conversation: there is no reply to correct, so only a standing rule can be learned.
   * Absent means unknown (a row on its own, a reply that was not captured): the turn is read for what it says.
   */
  first?: boolean;
}

export interface Detection {
  kind: Kind;
  category: Category;
  /** 0..1, confidence in `kind` (for `none`: how sure it is NOT feedback). */
  confidence: number;
  /** 0..1 strength of the strongest feedback evidence, whatever the kind (0 = no cue at all). Used by shouldReview. */
  signal: number;
  severity: Severity;
  /**
   * The rule as the user stated it, in the user's language, for preference/correction; null when the turn states no
   * rule (implicit or factual correction: see `suggestion`) and for the other kinds. Never a wrapper around a quote.
   */
  lesson: string | null;
  /** The same rule in English when it could be worded without translation (English turns, templates), else null. */
  lessonEn?: string | null;
  /** No rule stated: the user's key phrase, to pre-fill the review card that asks the user for the rule. */
  suggestion?: string | null;
  /** Standing or topical, for preference/correction; null otherwise. */
  applies?: Applies | null;
  /** "Yes, always do that": the id of the earlier user turn whose rule this confirms. */
  confirms?: string | null;
  /** What was wrong (from the user's words or the assistant's turn), when it can be told. */
  original: string | null;
  /** What is wanted instead, when it can be told. */
  corrected: string | null;
  /** Turn ids supporting the detection (current user turn first, then prev assistant / earlier user turns). */
  evidence: string[];
  /** Debug: ids of the cues that fired (stable, short). */
  cues: string[];
  /** Set when this turn completes/extends a frustration incident (seed 004). */
  incident?: { turnIds: string[]; size: number } | null;
  lang: Lang;
}
