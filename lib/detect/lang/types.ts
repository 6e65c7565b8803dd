import type { Cue } from './cue';

// The contract every language file fulfils. Adding a language = one file in this folder + its tests + one line in
// index.ts; nothing else in the detector names a language's words.

/** A rule read out of the user's own words. `text` is in the user's language, one sentence, never a wrapper. */
export interface Directive {
  text: string;
  /** `dont` when the rule forbids something ("Don't add comments", "不要用英文回答"); used by the polarity checks. */
  polarity: 'do' | 'dont';
  /** English wording when a template covers it (answer language, brevity …), else null. */
  en: string | null;
  original: string | null;
  corrected: string | null;
}

export interface LangPack {
  code: string;
  /** Removes one leading interjection, marker or courtesy ("No,", "Actually", "please", "不对，", "请"); null when none. */
  stripLead(s: string): string | null;
  /** Reads one clause as a directive, or null when it is not one (a question, a complaint, a statement). */
  directive(clause: string): Directive | null;
  /** Content-free confirmations ("yes, always do that", "对，以后都这样"): they confirm a rule, never make one. */
  confirmOnly: RegExp;
  /** Subjects of standing rules (how every reply looks: language, length, tone, format …). */
  standing: RegExp;
  /** Hand cues: evidence of a standing rule, a correction, a failure report, or against them. */
  cues: readonly Cue[];
  /** Frequent function words, global flag: the language guess counts them (Latin-script languages only). */
  stop: RegExp | null;
}
