// Step 1 of detection: read one user turn in the context of the assistant turn before it. Everything later —
// the learned scorer, the lesson, the category — works from this one analysis, so `detect()` and the trainer
// (scripts/train.ts) see exactly the same evidence.
import type { Lang } from './types';
import { prepare, proseOf, respelled, turnView, withoutHarness, type Prepared } from './text';
import { detectLanguage } from './language';
import { assistantContext, decide, echoesPrev, readCues, scoresOf, type Context, type CueReading, type Decided, type Scores } from './cues';
import { extractFeatures, type SparseVector } from './features';
import { extractLesson, type Lesson } from './lesson';
import { withoutInvisible } from '../invisible';
import { packOf } from './lang';
import { restatedValue } from './restate';

/** Alone, enough for the hand decision's correction threshold (2.2): the model has next to no labelled row of it. */
const RESTATED_WEIGHT = 2.4;

export interface Analysis {
  p: Prepared;
  lang: Lang;
  ctx: Context;
  scores: Scores;
  /** The hand cues as read (before the echo and the guards were added), for a full reading to go on from. */
  cueReading: CueReading;
  /** What the user negates of the assistant's own words ("don't use Layouts.app"), if anything. */
  echo: string | null;
  /** The hand-cue decision (a feature of the model, and the answer when no model is loaded). */
  heuristic: Decided;
  /** The rule the turn states, if any (also a feature: a stated directive is strong evidence of a lesson). */
  lesson: Lesson;
  /** The turn holds words of the user's own, not only a coding agent's blocks (a task notification, a command echo). */
  said: boolean;
}

/** @param opening the turn is known to open the conversation (see assistantContext). */
export function analyse(rawUser: string, prevText: string | null | undefined, opening = false): Analysis {
  // Detection reads what the user saw: a zero-width space or a direction override inside "No, use pnpm" must neither
  // hide the lead nor reach the rule. The extension strips them before this too; `npm run detect` and tests do not.
  const whole = withoutInvisible(rawUser);
  // Classified through the labelled rows' window (text.ts); the rule is read from the whole turn.
  const userText = turnView(whole);
  const read = prepare(userText);
  const lang = detectLanguage(read.prose || userText);
  // Chat shorthand ("u forgot", "thats wrong") is read as the words it stands for, by cues, features and rules
  // alike; only the prose is respelled, never code or a pasted log.
  const pack = packOf(lang);
  const respell = pack?.respell;
  const p = respell ? respelled(read, respell) : read;
  const ctx = assistantContext(prevText, opening);
  const cueReading = readCues(p, lang, ctx, false);
  const scores = scoresOf(cueReading);
  // A value put back ("1912" after "sank in 1915") carries no word of its own; an answer to the reply's question
  // ("Tuesday" after "Which day suits you?") has the same shape and is not read.
  const restated = ctx.hasPrev && !ctx.asks ? restatedValue(p.prose, ctx.prev) : null;
  if (restated) {
    scores.corr += RESTATED_WEIGHT;
    scores.cues.push('ctx.value_restated');
  }
  const echo = ctx.hasPrev && (scores.corr > 0 || scores.dir > 0 || scores.pref > 0) ? echoesPrev(userText, ctx.prev) : null;
  if (echo) {
    scores.corr += 1.0;
    scores.cues.push('ctx.echo_prev');
  }
  const heuristic = decide(scores, p, ctx);
  const wording = withoutHarness(whole);
  const source = wording === userText ? read.raw : proseOf(wording);
  // The turn's raw wording was respelled with its prose above.
  const readable = wording === userText ? p.raw : respell ? respell(source) : source;
  const lesson = extractLesson(readable, lang);
  const said = wording === userText || wording.trim().length > 0;
  return { p, lang, ctx, scores, cueReading, echo, heuristic, said, lesson: pack?.respellsInPlace ? inUserCharacters(lesson, source, readable) : lesson };
}

/** A rule read from respelled text, written back in the characters the user typed ("註解", not "注解"). */
function inUserCharacters(l: Lesson, typed: string, read: string): Lesson {
  if (typed === read || typed.length !== read.length) return l;
  const back = new Map<string, string>();
  for (let i = 0; i < read.length; i++) if (read[i] !== typed[i] && !back.has(read[i]!)) back.set(read[i]!, typed[i]!);
  const undo = (s: string | null) => (s === null ? s : Array.from(s, (ch) => back.get(ch) ?? ch).join(''));
  return { ...l, text: undo(l.text), suggestion: undo(l.suggestion), original: undo(l.original), corrected: undo(l.corrected) };
}

export function featuresOf(a: Analysis): SparseVector {
  return extractFeatures({ p: a.p, lang: a.lang, ctx: a.ctx, scores: a.scores, echo: a.echo !== null, heuristic: a.heuristic, lesson: a.lesson });
}
