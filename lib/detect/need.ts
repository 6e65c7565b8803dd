// Cheap literal pre-filter for the cue regexes: a cue can only match when the lower-cased prose contains at least
// one of its `NEED` substrings (each list is a necessary condition for the regex, checked by hand). Skipping the
// regex otherwise roughly halves the per-turn cost on long turns. Cues without an entry always run.
export const NEED: Record<string, readonly string[]> = {
  'pref.from_now_on': ['from now', 'from here', 'going forward', 'henceforth', 'future', 'for the rest'],
  'pref.in_future': ['future'],
  'pref.in_future_weak': ['future', 'from now', 'going forward'],
  'pref.always_never': ['always', 'never'],
  'pref.you_should_always': ['always', 'never'],
  'pref.dont_ever': ['ever', 'again'],
  'pref.remember': ['remember', 'note'],
  'pref.keep_in_mind': ['in mind'],
  'pref.dont_forget': ['forget', 'remember'],
  'neg.decline': ['thank', 'all', 'enough', 'fine', 'ok', 'good', 'for now'],
  'pref.every_time': ['time', 'whenever'],
  'pref.prefer': ['prefer', 'rather'],
  'pref.rule': ['rule', 'default', 'instruction'],
  'pref.as_much_as_possible': ['as much as possible'],
  'pref.when_generating': ['when', 'time'],
  'pref.unless_asked': ['unless', 'ask'],
  'pref.stop_habit': ['stop '],
  'corr.no_no': ['no no', 'no, no'],
  'corr.i_meant': ['mean', 'i was', 'asking'],
  'corr.i_said': ['i said', 'i told you', 'i already', 'as i ', 'like i said', 'i specifically', 'i explicitly', 'i clearly'],
  'corr.i_asked': ['i asked', 'given you', 'i provided'],
  'corr.not_what': ['what i'],
  'corr.misunderstood': ['misunderst', 'misread', 'wrong', 'confused', 'not listening', 'not understanding'],
  'corr.you_failed': ['you'],
  'corr.you_still': ['you'],
  'corr.you_changed': ['you '],
  'corr.why_did_you_x': ['why'],
  'corr.why_did_you': ['why'],
  'corr.wrong': ['wrong', 'incorrect', 'not ', 'inaccurate', 'backwards', 'reversed', 'inverted', 'off'],
  'corr.wrong_x': ['wrong', 'incorrect'],
  'corr.x_is_wrong': ['wrong', 'incorrect', 'inaccurate'],
  'corr.are_you_sure': ['sure', 'certain', 'think', 'right'],
  'corr.actually_want': ['actually'],
  'corr.actually': ['actually'],
  'corr.instead': ['instead', 'rather', 'in place of'],
  'corr.instead_act': ['instead'],
  'corr.not_but': ['not'],
  'corr.x_not_y_end': ['not'],
  'corr.should_not': ['should', 'must', 'need', 'has to', 'have to'],
  'corr.should_be': ['should', 'must', 'need', 'has to', 'have to', 'ought'],
  'corr.same_again': ['same'],
  'corr.incomplete': ['incomplete', 'truncat', 'cut off', 'stopped', 'finish', 'continue', 'complete', 'rest', 'remaining', 'entire', 'whole', 'full', 'running out', 'left off'],
  'corr.undo': ['undo', 'revert', 'roll', 'back'],
  'corr.dont_after_action': ["don", 'do not', 'never', 'stop', 'avoid', 'no need', 'need to'],
  'corr.nonsense': ['sense'],
  'corr.made_up': ['made up', 'make ', 'invent', 'hallucinat', 'fabricat'],
  'corr.you_should': ['you '],
  'corr.problems_with': ['problem', 'issue'],
  'corr.problem_is': ['problem', 'issue', 'bug', 'mistake', 'error'],
  'corr.thats_not_going': ['work'],
  'corr.wont_work': ['work'],
  'corr.deprecated': ['deprecated', 'no longer'],
  'corr.deprecated_act': ['deprecated'],
  'corr.redo': ['redo', 'again', 'over', 'regenerate', 'rewrite'],
  'corr.you_not_doing': ['you'],
  'corr.you_said': ['you said'],
  'corr.but_looking_for': ['but', 'however'],
  'corr.but_too': ['but', 'however'],
  'corr.again_but': ['but'],
  'corr.better_way': ['there'],
  'corr.exasperated': ['jeez', 'geez', 'ffs', 'god', 'kidding', 'come on'],
  'corr.still_will': ['still'],
  'corr.didnt_ask': ['ask', 'want', 'say', 'tell', 'told'],
  'corr.too': ['too '],
  'corr.more_less': ['shorter', 'simpler', 'concise', 'verbose', 'more '],
  'corr.mistake': ['mistake', 'error', 'typo'],
  'corr.isnt_right': ['right', 'correct', 'accurate', 'true'],
  'corr.repeating': ['repeat', 'same'],
  'corr.language': ['english', 'chinese', 'spanish', 'japanese', 'german', 'french', 'portuguese', 'korean', 'italian'],
  'corr.dont_want': ["don't", 'dont', 'do not'],
  'corr.dont_like': ["don't", 'dont', 'do not'],
  'corr.dont_want_act': ["don't", 'dont', 'do not'],
  'corr.not_answer': ['answer', 'question', 'address'],
  'corr.mixed_up': ['mix', 'muddled', 'confused', 'swapped', 'misspelled', 'miscounted', 'misnamed', 'mislabeled', 'misquoted', 'wrong'],
  'corr.still_want': ['still'],
  'corr.only_problem': ['only', 'few'],
  'corr.expected': ['expect', 'wanted', 'asked for'],
  'frus.still_not': ['still', 'again'],
  'frus.doesnt_work': ["n't", 'not', 'never', 'nothing', 'nt '],
  'frus.same_error': ['same', 'similar'],
  'frus.got_error': ['error', 'exception', 'warning', 'crash', 'traceback'],
  'frus.new_error': ['error', 'exception', 'issue', 'problem'],
  'frus.useless': ['useless', 'helpful', 'helping', 'help'],
  'frus.fails_to': ['fail'],
  'frus.is_still': ['still'],
  'frus.it_still': ['still'],
  'frus.already_did': ['already'],
  'frus.fails': ['fail', 'broke', 'crash', 'break'],
  'frus.no_effect': ['no ', 'nothing', 'not ', "n't "],
  'frus.why_not': ['why'],
  'frus.backwards': ['backwards', 'worse', 'square one', 'back at', 'keep giving', 'broke again'],
  'frus.error_colon': ['error', 'exception'],
  'frus.still_issue': ['still'],
  'frus.wrong_general': ['wrong', 'off', 'broken'],
  'neg.idk': ['know', 'not sure'],
  'neg.polite_no': ['problem', 'thank', 'worr', 'mind', 'nvm', 'apologi', 'pressure', 'rush'],
  'neg.works_now': ['work'],
  'dir.should': ['should', 'must', 'need', 'has to', 'have to', 'ought'],
  'dir.instead': ['instead', 'rather', 'but'],
  'dir.want': ['i want', 'i need', 'i would', "i'd", 'i wanted', "i'm", 'im '],
  'es.pref': ['a partir', 'ahora en', 'siempre', 'nunca', 'recuerd', 'record', 'futuro', 'daqui', 'sempre', 'lembre', 'no quiero', 'no quisiera'],
  'es.wrong': ['mal', 'incorrect', 'no es', 'eso no', 'errad', 'isso', 'assim', 'correto', 'equivocad'],
  'es.should': ['deber', 'debe', 'tiene que', 'tenemos que', 'hay que', 'deveria', 'precisa'],
  'es.frus': ['no ', 'sigue', 'sigo', 'mismo error', 'sin datos', 'cortado', 'funciona', 'ainda', 'mesmo erro'],
  'es.neg': ['graci', 'perfect', 'genial', 'excelente', 'funciona', 'obrigad', 'timo', 'perfeito'],
};

// All the needed substrings found in one pass: each substring is filed under its first two characters (as one number,
// so the walk allocates no strings), and the text is walked once, so a turn costs one lookup per character instead of
// one scan of the whole turn per substring.
const BY_HEAD = new Map<number, string[]>();
const headOf = (s: string, i: number) => s.charCodeAt(i) * 65536 + s.charCodeAt(i + 1);
for (const words of Object.values(NEED)) {
  for (const w of words) {
    const head = headOf(w, 0);
    const list = BY_HEAD.get(head) ?? BY_HEAD.set(head, []).get(head)!;
    if (!list.includes(w)) list.push(w);
  }
}

/** The `NEED` substrings that occur in `low` (already lower-cased). */
export function neededIn(low: string): Set<string> {
  const found = new Set<string>();
  for (let i = 0; i + 1 < low.length; i++) {
    const list = BY_HEAD.get(headOf(low, i));
    if (!list) continue;
    for (const w of list) if (!found.has(w) && low.startsWith(w, i)) found.add(w);
  }
  return found;
}
