// Input/output types of the correction detector. Pure data, no browser globals.

export type Kind = 'preference' | 'correction' | 'frustration' | 'none';
export const KINDS: readonly Kind[] = ['preference', 'correction', 'frustration', 'none'];

/** Seed 001 correction categories. */
export type Category = 'factual' | 'style' | 'code' | 'logic' | 'preference' | 'domain';
export const CATEGORIES: readonly Category[] = ['factual', 'style', 'code', 'logic', 'preference', 'domain'];

export type Severity = 'low' | 'medium' | 'high';

export type Lang = 'en' | 'zh' | 'ja' | 'ko' | 'es' | 'pt' | 'de' | 'fr' | 'it' | 'other';

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
}

export interface Detection {
  kind: Kind;
  category: Category;
  /** 0..1, confidence in `kind` (for `none`: how sure it is NOT feedback). */
  confidence: number;
  /** 0..1 strength of the strongest feedback evidence, whatever the kind (0 = no cue at all). Used by shouldReview. */
  signal: number;
  severity: Severity;
  /** One imperative English sentence for preference/correction, else null. */
  lesson: string | null;
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
