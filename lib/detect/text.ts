// Text preparation before cue matching: strip fenced code, pasted logs/stack traces and code-looking lines,
// neutralise quoted spans, cap the analysed length. Everything here is linear in the input length.

/** Hard cap on characters looked at per turn (a 100k paste is mostly logs/code anyway). */
export const MAX_INPUT_CHARS = 60_000;
/** Cap on prose characters given to the cue regexes: head + tail. */
export const PROSE_HEAD = 600;
export const PROSE_TAIL = 300;

export interface Prepared {
  /** Prose with code/log lines removed and quoted spans replaced by a placeholder; capped. */
  prose: string;
  /** Same prose before quoted spans were neutralised (for lesson wording). */
  raw: string;
  /** Lower-cased prose. */
  low: string;
  /** First prose sentence-ish chunk (<= 200 chars), lower-cased. */
  head: string;
  /** Number of non-empty lines that were code/log. */
  codeLines: number;
  /** Number of non-empty prose lines. */
  proseLines: number;
  /** Code/log lines look like an error report (error, exception, traceback, failed...). */
  errorPaste: boolean;
  /** Original (capped) text length. */
  length: number;
}

const FENCE = /^\s*(```|~~~)/;
const LOG_START =
  /^\s*(at\s+(?!(?:least|first|last|all|once|this|that|the|a|an|some|any|most|times|home|work|school|night|noon|midnight|my|our|your|his|her|their|its|it|him|them|me|us|what|which|how|one|two|three|\d+\s*(?:am|pm|%))\b)[\w.$<>/\\]+|File "|Traceback\b|Caused by\b|npm (ERR|WARN)|\[\d{4}-\d\d|\d{4}-\d\d-\d\d[ T]\d|\d\d:\d\d:\d\d|\$ |>>> |PS [A-Z]:\\|\(base\)|=> |--> |\[\+\]|#\d+ \d|e: file|warn\s+-|WARN\b|ERROR\b|INFO\b|DEBUG\b|\^+\s*$|\w+(Error|Exception)\b(?!\s+(?:still|is|was|keeps?|again|happens|persists|comes|came|shows|appears|remains|isn'?t|wasn'?t|not|every|when|whenever|after|on|in)\b)|error(\[\w+\])?:|warning:|panic:|fatal:|Uncaught\b|\*\* \()/;
const CODE_START =
  /^\s*(import\s|from\s+\S+\s+import\s|def\s|class\s+\w|const\s|let\s|var\s|val\s|fun\s|function\b|public\s|private\s|protected\s|return\b|#include|package\s|func\s|fn\s|pub\s|use\s+\w+::|SELECT\s|INSERT\s|UPDATE\s+\w+\s+SET|CREATE\s+TABLE|if\s*\(|for\s*\(|while\s*\(|else\b|try\s*\{|catch\s*\(|@\w+\(|<\/?[a-zA-Z][\w-]*(\s[^>]{0,200})?\/?>\s*$|\/\/|\/\*|\*\/|#!\/|\}|\{\s*$|\)\s*[;{]?\s*$|\]\s*,?\s*$)/;
/**
 * "let me know when it's done", "return an empty array instead of null", "import the module at the top": a sentence
 * that opens with a keyword. Four words or more, no code punctuation, and a word no language's code is written with.
 * ("let or const, not var", "function names in camelCase: getData" and "class names in PascalCase, not snake_case"
 * are rules about code: a comma, a colon before a space, a word written in snake_case and ", not" are a sentence's too.)
 */
const SENTENCE_AFTER_KEYWORD =
  /^(?=(?:[^(){}[\];=<>+*/%&|$:_`"]|:(?=\s)|(?<=[A-Za-z])_(?=[A-Za-z]))*$)(?![^.]*\w\.\w)(?=.*(?:\b(?:the|an|me|my|it|to|of|should|would|please|names?|instead|when|we|you|your|our|this|that|these|those|know|be|are|always|never|don'?t)\b|,\s*not\b))\s*[A-Za-z]+(?:[,:]?\s+[A-Za-z'’-]+(?:_[A-Za-z]+)*){3,}[\s.!?,]*$/i;
/**
 * "class was cancelled so I have time", "public methods need docstrings", "let me know", "const is fine": a keyword, then
 * a word of the sentence's own (a verb, or a noun of three letters or more before one), and no code punctuation.
 * ("return x is None" keeps its one-letter name, and stays code.)
 */
const KEYWORD_THEN_SENTENCE =
  /^(?=[^(){}[\];=<>+*/%&|$:_`"]*$)(?![^.]*\w\.\w)\s*[A-Za-z]+\s+(?:(?<=^\s*let\s+)(?:me|us|him|her|them|it)\b|(?:[A-Za-z'’-]{3,}\s+){0,3}?(?:is|was|are|were|has|had|have|need|needs|should|must|will|would|can|could|does|did|doesn'?t|don'?t|isn'?t|wasn'?t|aren'?t|arrived|broke)\b)/i;
const KEYWORD_IN_CJK = /^\s*[a-z]+\s+[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const ERRORISH = /(\w*(Error|Exception)\b|^\s*at\s+\S|Traceback|\berror(\[\w+\])?:|\bERR!|\bFAILED\b|\bfailed\b|\bpanic:|\bfatal:|Uncaught|exit (code|status)|No such file|cannot find|could not|couldn't|unresolved|is not defined|not found|undefined (reference|method|variable|index)|denied|refused|errno|warn(ing)?\b|^\s*e: )/i;

function symbolHeavy(line: string): boolean {
  let sym = 0;
  let letters = 0;
  const n = Math.min(line.length, 300);
  for (let i = 0; i < n; i++) {
    const c = line.charCodeAt(i);
    if (c === 123 || c === 125 || c === 40 || c === 41 || c === 59 || c === 61 || c === 60 || c === 62 || c === 91 || c === 93 || c === 36) sym++;
    // Every script's letters count, not only ASCII and CJK: "Ты неправильно считаешь P(N - чётное)…" had read as code.
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c >= 0xc0) letters++;
  }
  return sym >= 3 && sym * 4 >= letters;
}

// Per-line tests, compiled once: prepare() runs them on every line of every turn, and a literal in the loop would be
// a new RegExp object each time.
const INDENTED = /^(\t| {4,})\S/;
const LIST_ITEM = /^\s*([-*+•]|\d+[.)])\s/;
// A markup line: it opens with a tag and closes one ('<string name="x">Text</string>', '<ImageButton … />').
const MARKUP_LINE = /^\s*<\/?[A-Za-z][\w.:-]*(?:\s[^<>]*)?\/?>(?:.*<\/[\w.:-]+>)?\s*$/;
const STATEMENT_END = /[;{]\s*$/;
const SENTENCE_THEN_STATEMENT_END = /[.!?]\s*\S*[;{]\s*$/;
// "Officer Decision should be at the same level as Child Details;": plain words before a semicolon are a sentence.
const WORDS_THEN_SEMICOLON = /^\s*\p{L}[\p{L}'’,-]*(?:\s+[\p{L}\p{N}][\p{L}\p{N}'’,-]*){3,}\s*;\s*$/u;
const QUOTED_LINE = /^\s*>/;
const COLON_END = /[:：]\s*$/;
// A turn that opens with a task on material typed on the same line ("Summarize this: <article>", "respond to: <a
// message>", "перефразируй <English text>", after a role: "You are a helpful assistant. Summarize this article: …"): the
// material is someone else's words, so only the task is the user's.
const TASK_ON_MATERIAL =
  /^(\s*(?:(?:you are|you're|act as) (?:a|an|my) [^.\n]{1,80}\.\s+)?(?:please |can you |could you |now )?(?:respond to|reply to|answer|rewrite|re-write|rephrase|paraphrase|reword|translate|summari[sz]e|proofread|improve|polish|correct|fix the grammar|edit|simplify|use this text|put this into better words|read the (?:following|excerpt|text|passage)|перефразируй|переведи|перепиши|исправь|сократи|traduce|reescribe|resume|corrige|traduza|reescreva|resuma|corrija|traduis|réécris|résume|übersetze|korrigiere|翻译|改写|润色|总结|概括|回复)[^:：\n]{0,80}[:：])[ \t]*\S.{99}|^(\s*(?:перефразируй|переведи|перепиши|翻译|改写|润色)\s*[:：]?)\s*(?=[A-Za-z].{149})/i;
// AIPRM-style boilerplate appended to prompts; not the user's words.
const AIPRM_LINE = /^\s*Please write in [A-Z][a-z]+ language\.?\s*$/;

function isCodeOrLogLine(line: string): boolean {
  if (INDENTED.test(line) && !LIST_ITEM.test(line)) return true;
  if (LOG_START.test(line)) return true;
  // ("var じゃなくて const を使って", "const 不要用": a keyword named in a CJK sentence, not a line of code.)
  if (CODE_START.test(line) && !KEYWORD_IN_CJK.test(line) && !SENTENCE_AFTER_KEYWORD.test(line) && !KEYWORD_THEN_SENTENCE.test(line)) return true;
  if (MARKUP_LINE.test(line)) return true;
  if (STATEMENT_END.test(line) && !SENTENCE_THEN_STATEMENT_END.test(line.slice(-3)) && !WORDS_THEN_SEMICOLON.test(line)) return true;
  return symbolHeavy(line);
}

/** Replace quoted spans ("...", “...”, «...», `...`) by a neutral placeholder. Bounded, linear. */
export function neutraliseQuotes(s: string): string {
  const t = s
    .replace(/`[^`\n]{1,200}`/g, ' Q ')
    .replace(/"[^"\n]{1,600}"/g, ' Q ')
    .replace(/(^|\s)"[^"\n]{60,600}$/gm, '$1 Q ')
    .replace(/“[^”\n]{1,160}”/g, ' Q ')
    .replace(/«[^»\n]{1,160}»/g, ' Q ')
    .replace(/「[^」\n]{1,80}」/g, ' Q ')
    // "*I try on the cloak, it still doesn't fit*": a role-play action, the user's character acting in the story; its
    // words are the story's, not a verdict on the reply. Only an action told in the first or third person: "*don't*
    // use var" is emphasis.
    .replace(RP_ACTION, '$1 Q ');
  // Beside such an action, single quotes hold a character's lines ("*I grab her arm* 'No, don't go out there!'"): the
  // story's words too. Only there: elsewhere a single quote is as often an apostrophe. A closing quote is one no
  // letter follows ("don't" and "Something's" stay inside).
  return RP_ACTION_AT.test(s) ? t.replace(/(^|[\s*])'(?=\S)([^\n]{2,300}?)'(?![\p{L}\p{N}])/gu, '$1 Q ') : t;
}

/** A role-play action told in the first or third person (see neutraliseQuotes). */
const RP_ACTION = /(^|[^*\p{L}\p{N}])\*(?:I|i|we|We|she|She|he|He|they|They)\s[^*\n]{2,300}\*(?![*\p{L}\p{N}])/gu;
const RP_ACTION_AT = new RegExp(RP_ACTION.source, 'u');

/**
 * The labelled rows (../shared/eval) show a reply as its first ~180 and last ~420 characters around "[...]", and a
 * user turn as its first ~450 and last ~150. The extension sees both whole, often thousands of characters. The
 * model and the cues read them through the same windows, so that what they weigh (did it act, did it ask, shared
 * words, length, cue counts) is the same in training and in use. Text already that short, like every labelled row,
 * is read as it is.
 */
function labelledWindow(text: string, head: number, tail: number): string {
  return text.length > head + tail + 200 ? `${text.slice(0, head)} [...] ${text.slice(-tail)}` : text;
}
export const replyView = (reply: string): string => labelledWindow(reply, 180, 420);
export const turnView = (turn: string): string => labelledWindow(turn, 450, 150);

// Blocks a coding agent writes into the user's turn (Claude Code's command echo and caveat, Cursor's task
// notifications, system reminders): machine text, never the user's rule. "Caveat: … DO NOT respond to these
// messages …" had become one. The classifier still reads them: held out, they tell it what kind of turn this is
// (removing them cost about 0.01 lesson F1, Chinese rows most).
const HARNESS_OPEN =
  /<(local-command-caveat|local-command-stdout|local-command-stderr|command-name|command-message|command-args|system-reminder|system_notification|system-notification|task-notification|timestamp|user_visible_high_level_summary|tool-use-id|task-id|output-file)>/g;
const HARNESS_BLOCKS_MAX = 32;

/** Removes those blocks; one left open (cut by a length limit) runs to the next blank line. Linear in practice. */
export function withoutHarness(text: string): string {
  if (!text.includes('<')) return text;
  HARNESS_OPEN.lastIndex = 0;
  let out = '';
  let from = 0;
  let m: RegExpExecArray | null;
  for (let n = 0; n < HARNESS_BLOCKS_MAX && (m = HARNESS_OPEN.exec(text)) !== null; n++) {
    const close = `</${m[1]}>`;
    const at = text.indexOf(close, HARNESS_OPEN.lastIndex);
    const blank = text.indexOf('\n\n', HARNESS_OPEN.lastIndex);
    const end = at >= 0 ? at + close.length : blank >= 0 ? blank : text.length;
    out += text.slice(from, m.index) + '\n';
    from = end;
    HARNESS_OPEN.lastIndex = end;
  }
  return out + text.slice(from);
}

const CODE_BLOCK_MARK = /\[CODE_BLOCK_\d+\]/g;
const TOOL_PROMPTS = /\s*If you propose a fix, please make it concise\.?|\s*(?:-\s*)?Explain why, be concise, respect Playwright best practices\.?/g;

interface Scanned {
  /** Prose lines as typed (quotes kept), head and tail, capped. */
  prose: string;
  codeLines: number;
  proseLines: number;
  errorPaste: boolean;
  length: number;
}

/** Sorts a turn's lines into prose and code/log, keeping the prose's head and tail (PROSE_HEAD, PROSE_TAIL). */
function scan(raw: string): Scanned {
  const text = raw.length > MAX_INPUT_CHARS ? raw.slice(0, MAX_INPUT_CHARS) : raw;
  // Tools' own prompts around a pasted error, which the user never typed: Cursor's "fix with AI" ends with the first
  // sentence, Playwright's "copy prompt" asks for the second.
  const own = text.includes('concise') ? text.replace(TOOL_PROMPTS, '') : text;
  const lines = (own.includes('[CODE_BLOCK_') ? own.replace(CODE_BLOCK_MARK, '\n```\n```\n') : own).split('\n');
  let inFence = false;
  let afterColon = false;
  let codeLines = 0;
  let proseLines = 0;
  let errorHits = 0;
  const kept: string[] = [];
  let keptLen = 0;
  // The tail is a window over the later prose lines: tail[tailFrom..] is in it.
  const tail: string[] = [];
  let tailFrom = 0;
  let tailLen = 0;
  for (const rawLine of lines) {
    let line = rawLine.length > 2000 ? rawLine.slice(0, 2000) : rawLine;
    if (FENCE.test(line)) {
      inFence = !inFence;
      continue;
    }
    if (line.trim() === '') continue;
    if (AIPRM_LINE.test(line)) continue;
    // Long paragraphs right after a line ending with ':' are pasted material ("Here is the text:\n\n<paste>").
    const pasted = afterColon && line.length > 200;
    if (inFence || pasted || QUOTED_LINE.test(line) || isCodeOrLogLine(line)) {
      codeLines++;
      if (errorHits < 3 && ERRORISH.test(line)) errorHits++;
      continue;
    }
    if (proseLines === 0 && line.length > 150) {
      const task = TASK_ON_MATERIAL.exec(line);
      if (task) line = (task[1] ?? task[2])!;
    }
    afterColon = COLON_END.test(line);
    proseLines++;
    if (keptLen < PROSE_HEAD) {
      kept.push(line);
      keptLen += line.length + 1;
    } else {
      tail.push(line);
      tailLen += line.length + 1;
      while (tailLen > PROSE_TAIL && tail.length - tailFrom > 1) {
        tailLen -= tail[tailFrom]!.length + 1;
        tailFrom++;
      }
    }
  }
  let prose = kept.join('\n');
  if (prose.length > PROSE_HEAD) prose = prose.slice(0, PROSE_HEAD);
  if (tail.length > tailFrom) {
    let t = tail.slice(tailFrom).join('\n');
    if (t.length > PROSE_TAIL) t = t.slice(t.length - PROSE_TAIL);
    prose += '\n' + t;
  }
  return { prose: unemphasised(prose), codeLines, proseLines, errorPaste: errorHits > 0, length: text.length };
}

// "*don't* use var", "do **not** use var": markdown emphasis on a word or three. The words are read as typed, without
// the stars, or the ban would not be seen (nor written into the rule with its stars). "2*3*4" is arithmetic, and a
// longer starred span is a role-play action (see neutraliseQuotes).
const EMPHASIS = /(^|[^\p{L}\p{N}*])(\*{1,3})([^\s*](?:[^*\n]{0,40}?[^\s*])?)\2(?![\p{L}\p{N}*])/gu;

function unemphasised(prose: string): string {
  if (!prose.includes('*')) return prose;
  return prose.replace(EMPHASIS, (m: string, before: string, _stars: string, inner: string) => (inner.split(' ').length <= 3 ? before + inner : m));
}

export function prepare(raw: string): Prepared {
  const s = scan(raw);
  return { ...lowered(neutraliseQuotes(s.prose)), raw: s.prose, codeLines: s.codeLines, proseLines: s.proseLines, errorPaste: s.errorPaste, length: s.length };
}

/** The prose of a turn as the user typed it (`prepare(raw).raw`), without the work only the cues need. */
export function proseOf(raw: string): string {
  return scan(raw).prose;
}

function lowered(prose: string): Pick<Prepared, 'prose' | 'low' | 'head'> {
  const low = prose.toLowerCase();
  const firstBreak = low.search(/[.!?\n。！？]/);
  const head = (firstBreak > 0 ? low.slice(0, firstBreak) : low).slice(0, 200).trim();
  return { prose, low, head };
}

/** The same prepared turn with its prose (and the raw wording of it) respelled by a language file. */
export function respelled(p: Prepared, respell: (s: string) => string): Prepared {
  const prose = respell(p.prose);
  const raw = respell(p.raw);
  return prose === p.prose && raw === p.raw ? p : { ...p, ...lowered(prose), raw };
}
