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
  /**
   * Read from a reproach ("who asked you to rename UserList?", "谁让你重启服务的？"): a rule the turn states in so many
   * words ("以后重启前先问我") says it better.
   */
  reproach?: boolean;
}

/**
 * How the memory and recall read topics out of a language (lib/recall/text.ts), and how the detector spots an
 * instruction given again in other words (lib/detect/repetition.ts). Every list here is per language; the
 * readers merge the packs, so a mixed-language text is read with all of them.
 */
export interface TopicWords {
  /** Words that carry no topic: function words, and directive verbs (direction is read by `negative`/`swap`). */
  stop: readonly string[];
  /** A lesson that asks for less or never ("don't", "avoid", "不要"). */
  negative: RegExp;
  /** Negated negatives that ask for something ("don't forget X"); removed before `negative` is tested. */
  doubleNegative?: RegExp;
  /** "use X instead of Y": group 1 is wanted, group 2 rejected. */
  swap?: RegExp;
  /** Abbreviations people type for the words rules spell out ("js" → "javascript"). */
  aliases?: Readonly<Record<string, string>>;
  /** Mutually exclusive choices ("tabs" / "spaces"): two rules picking different ones contradict. */
  exclusive?: readonly (readonly string[])[];
  /**
   * Choices of several words ("first person" / "third person", "dark mode" / "light mode"): read only to see a value
   * put back (restate.ts), never as rule words, whose single tokens ("first", "light") mean many other things.
   */
  exclusivePhrases?: readonly (readonly string[])[];
  /** Reduces inflection so "logs", "logging" and "logged" are one topic. */
  stem?(word: string): string;
  /**
   * Writes one script's variants one way before tokens are read (Traditional Chinese as Simplified), so that a rule
   * and a draft match whichever of them the user typed. Must keep every other text as it is.
   */
  fold?(s: string): string;
  /** Words that glue a script without spaces together (bigram fallback splits on them). */
  glue?: RegExp;
  /** Concept classes for a repeated instruction in other words ("keep it short" / "be concise"). */
  concepts?: readonly (readonly [RegExp, string])[];
  /** Words that never make two instructions the same. */
  repeatStop?: readonly string[];
}

export interface LangPack {
  code: string;
  /** Topic words for memory, recall and repetition; absent for languages read only as rules. */
  topic?: TopicWords;
  /**
   * Spells out the shorthand people type in chat ("u forgot", "thats wrong", "dont") so that cues, features and rules
   * read it as the full words, or Traditional Chinese as the Simplified the Chinese file is written in. Must keep the
   * text's meaning and never touch what is not shorthand.
   */
  respell?(s: string): string;
  /**
   * The respelling is character for character and the rule stays in the characters the user typed (a rule read from
   * "不要加註解" is "不要加註解。", not "不要加注解。"). Without it the rule keeps the respelled words ("u" → "you").
   */
  respellsInPlace?: boolean;
  /** Removes one leading interjection, marker or courtesy ("No,", "Actually", "please", "不对，", "请"); null when none. */
  stripLead(s: string): string | null;
  /**
   * The rule a clause states, its leads already stripped. `asked` is what the leads were ("请你", "could you"): a
   * language whose imperatives are an open class (Chinese) may take a clause the user asked for as the rule.
   */
  directive(clause: string, asked?: string): Directive | null;
  /**
   * Where a run-on clause hands over to an instruction without a comma ("the svg is not showing up also make the
   * banner centred", "… and never add comments"): the clause is also read in parts split here.
   */
  joins?: RegExp;
  /**
   * A part that only completes the one before: its rejected side ("…, we should refer to this one, not theirs"), or the
   * wanted side after a ban ("不要用 effect，而是直接在 xhr 中处理"). Kept with the part before.
   */
  rejects?: RegExp;
  /** A part that says when or where the rule after it holds ("When you cannot find it, …"): kept with the rule. */
  scopes?: RegExp;
  /** A part that only says what the user dislikes ("I don't like the ending"): read after the parts that ask for something. */
  dislike?: RegExp;
  /**
   * A sentence that only gives the reason for a rule, who the text is for and who not ("…, es mi casero, no un amigo"):
   * none of its parts is a rule ("No un amigo."); the rule, if any, is in the next sentence.
   */
  reason?: RegExp;
  /**
   * A sentence that points back with a pronoun ("Move it to the .env file.") written with what the sentence before
   * named ("You hardcoded the API key."); the sentence unchanged when that one names nothing.
   */
  antecedent?(sentence: string, before: string): string;
  /**
   * A clause that opens with a ban said as one ("don't …", "never …", "不要…", "no uses …"): in a sentence read by its
   * comma-parts, such a ban outlasts the plain ask before it. A "not" elsewhere ("check why it is not applied") or a
   * complaint read as a ban ("太生硬了") is no ban said.
   */
  banStart?: RegExp;
  /** A bare refusal of what the assistant offered ("no need, thanks", "not now", "不用了"): an answer, not a correction. */
  decline?: RegExp;
  /** "Also" ("también", "aussi"): one more thing asked for, which extends the answer (see guard.one_more_thing). */
  also?: RegExp;
  /** Taking something out of the answer ("quita", "enlève"): with "also" it is still a fix, not an extension. */
  takesOut?: RegExp;
  /** A closing particle after words in another language ("use pnpm 就行"): dropped before those words are read. */
  closingParticle?: RegExp;
  /** An opening that agrees with the reply ("yes", "对", "sí", "はい"): with `everyTime`, a confirmation of the rule before. */
  agree?: RegExp;
  /** Words that make what is said hold for every later reply ("always", "from now on", "以后", "siempre", "今後"). */
  everyTime?: RegExp;
  /**
   * What to do instead, said as the sentence after a short ban ("no any. define a proper interface"): the two are one
   * rule. Not the next task ("no emojis. also add a footer").
   */
  alternative?: RegExp;
  /** Praise and nothing else ("Looks good overall.", "整体不错"): never the phrase a review card pre-fills while another sentence says more. */
  praise?: RegExp;
  /** Content-free confirmations ("yes, always do that", "对，以后都这样"): they confirm a rule, never make one. */
  confirmOnly: RegExp;
  /** Subjects of standing rules (how every reply looks: language, length, tone, format …). */
  standing: RegExp;
  /** Hand cues: evidence of a standing rule, a correction, a failure report, or against them. */
  cues: readonly Cue[];
  /** Frequent function words, global flag: the language guess counts them (Latin-script languages only). */
  stop: RegExp | null;
}
