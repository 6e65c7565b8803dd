// Cue lexicon. Every regex is bounded (no nested quantifiers, bounded gaps), case-insensitive and run
// against prose that already had code, logs and quoted spans removed (see text.ts).
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
}

const c = (id: string, group: CueGroup, re: RegExp, w: number, extra: Partial<Cue> = {}): Cue => ({ id, group, re, w, ...extra });

// Sentence/clause start: start of text, after . ! ? ; newline, or after a leading interjection.
const S = String.raw`(?:^|[.!?;:\n]\s*|,\s*|\b(?:and|but|so|also|please|pls|just|ok|okay)\s+)`;

export const EN_CUES: Cue[] = [
  // ---- standing preferences ----
  c('pref.from_now_on', 'pref', /\b(from now on|from here on|going forward|henceforth|in all future (responses|answers|code)|for future (reference|responses|answers|code)|for all (future )?(responses|answers|code)|for the rest of (this|our) (conversation|chat|session))\b(?!\s+(is|are|was|will be)\b)/i, 3, { notInQuestion: true }),
  c('pref.in_future', 'pref', new RegExp(S + String.raw`in (the )?future,|` + S + String.raw`(please\s+)?(always\s+|never\s+|don'?t\s+|do not\s+)?(use|answer|write|reply|respond|do|avoid|keep|include|add|ask|make|check|give|format|put|call|name|stop)\b(?:(?!\b(?:i|we|you|they) (?:can|could|will|might)\b|\bto\b)[^.?!\n]){0,80}\bin (the )?future\b`, 'i'), 2.6, { notInQuestion: true }),
  c('pref.in_future_weak', 'pref', /\b(in (the )?future|from now on|going forward)\b/i, 0.8, { notInQuestion: true }),
  c('pref.always_never', 'pref', new RegExp(S + String.raw`(always|never)\s+(do|use|write|add|put|make|give|include|ask|run|create|update|do|answer|respond|reply|keep|start|end|show|check|format|explain|return|name|prefer|call|edit|modify|change|touch|delete|remove|commit|push|mention|assume|generate|provide|leave|say)\b`, 'i'), 3),
  c('pref.you_should_always', 'pref', /\byou (should|must|need to) (always|never)\b/i, 3),
  c('pref.dont_ever', 'pref', /\b(don'?t|do not) ever\b|\bnever ever\b|\bnot ever again\b|\b(don'?t|do not) (do|use|write|add) (that|this|it) again\b/i, 3),
  c('pref.remember', 'pref', /\b(please )?(remember|note for later|make a note) (that|to|this|:|i|i'm|i am|my|we|we're|our)\b/i, 2.5, { notInQuestion: true }),
  c('pref.dont_forget', 'pref', /^\s*(please\s+)?(don'?t forget|do not forget|never forget|remember)\b,?\s+(that\s+)?(i|i'?m|i am|i have|i'?ve|my|we|we'?re|we are|our|the|this|it'?s|it is)\b/i, 2.5, { notInQuestion: true }),
  c('pref.keep_in_mind', 'pref', /\b(keep|bear) in mind\b/i, 1.2),
  c('pref.every_time', 'pref', /\b(every ?time|each time|whenever) (you|we)\b/i, 2, { notInQuestion: true }),
  c('pref.prefer', 'pref', /\bi (would |generally |always )?prefer\b|\bi('d| would) rather\b|\bmy preference\b/i, 1.5),
  c('pref.rule', 'pref', /\bmake (it|this) a rule\b|\bas a (general )?rule\b|\bby default,? (use|always|never|please)\b|\b(general|standing) (rule|instruction)\b/i, 2.5),
  c('pref.as_much_as_possible', 'pref', /\b(avoid|minimi[sz]e)\b[^.\n]{0,40}\bas much as possible\b/i, 2.5),
  c('pref.when_generating', 'pref', new RegExp(S + String.raw`(when(ever)?|each time|every time) (you )?(generat|writ|creat|answer|respond|repl|edit|modify|produc)\w* (code|answers?|responses?|files?|tests?|commits?|docs?|documentation|scripts?|examples?)\b`, 'i'), 2.5, { notInQuestion: true }),
  c('pref.unless_asked', 'pref', /\bunless (i|we) (explicitly |specifically )?(ask|say|request|tell)\b|\bthat i (didn'?t|did not) ask for\b|\bwithout (being )?asked\b/i, 2),
  c('pref.stop_habit', 'pref', /\bstop (adding|using|writing|creating|giving|making|asking|apologi[sz]ing|putting|including|generating|repeating|explaining|summari[sz]ing|changing|deleting|removing)\b/i, 1.5),

  // ---- explicit corrections ----
  c('corr.lead_no', 'corr', /^\s*(no|nope|nah|nop|no no)\b(?!\s+(problem|worries|worry|thanks|thank|idea|rush|luck|way|error|errors|issue|issues|change|changes|longer|more|other|need to|matter|such|doubt|kidding)\b)(?![\s,.!:;-]+(i|we) (haven'?t|have not|am not|'m not|can'?t|cannot|wasn'?t|was not|couldn'?t|could not|'ve not|have never|never)\b)[\s,.!:;-]/i, 2.2, { answerable: true, react: true }),
  c('corr.no_no', 'corr', /\bno,? no\b|\bno no no\b/i, 1.5),
  c('corr.i_meant', 'corr', /\b(i meant|what i meant|what i mean is|i mean(t)? (that|the|to say|it|you)|no,? i mean|i was (asking|talking) about|i'?m asking (is|about|if|whether))\b/i, 2.6),
  c('corr.i_said', 'corr', /(?:^|[,.!?;:]\s*|\b(?:but|and|no|as|like|yes|already|clearly|specifically|explicitly)\s+)(i (said|told you|already (said|told|mentioned|asked|gave|provided|explained))|as i (said|mentioned|told you|explained|asked)|like i said|i specifically|i explicitly|i clearly)\b/i, 2.5),
  c('corr.i_asked', 'corr', /\bi asked (you )?(for|to|about|it to|that|whether)\b|\bi (have )?given you\b|\bi provided (you )?(earlier|above|before)\b/i, 2),
  c('corr.not_what', 'corr', /\b(that'?s|this is|it'?s|that is|this isn'?t|that isn'?t|isn'?t|wasn'?t|not) (not )?(really |quite |exactly )?what i (asked|wanted|meant|need|needed|was (looking|hoping|asking)|expected|expect|said|want)\b/i, 3),
  c('corr.misunderstood', 'corr', /\byou (misunderstood|misunderstand|misread|got (it|that|this) wrong|('re|are) confused|confused)\b|\bmisunderst(ood|anding)\b|\byou('re| are) not (listening|understanding)\b/i, 3),
  c('corr.you_failed', 'corr', /\byou(?:'ve| have)? (forgot|forgotten|forget|missed|miss|omitted|ignored|ignore|skipped|left out|dropped|overlooked|made no changes|didn'?t (change|include|add|implement|use|do|follow|continue|finish|update|fix|read|check|mention|answer|run|acknowledge|consider|remove|replace|apply|make|give|provide|write|touch|save)|did not (change|include|add|implement|use|do|follow|continue|finish|update|fix|read|check|mention|answer|run|acknowledge|consider|remove|replace|apply|make|give|provide|write|touch|save)|haven'?t (changed|included|added|implemented|used|done|fixed|updated|removed)|have not|only (ran|did|gave|changed|wrote|used|added))\b/i, 2.5),
  c('corr.you_still', 'corr', /\byou('re| are)? still\b|\byou keep\b|\byou (again|always)\b|\bagain you\b|\byou (did|made) (it|the same|that) (again|mistake)\b/i, 2.2),
  c('corr.you_changed', 'corr', /\byou (changed|removed|deleted|broke|replaced|renamed|added|moved|reverted|rewrote|modified|introduced|swapped)\b/i, 1.2, { needsAction: true }),
  c('corr.why_did_you_x', 'corr', /\bwhy (did|would|do) you (only|not|remove|change|add|delete|ignore|skip|use|put|make|break|rename|move|replace|create|assume|invent|stop)\b/i, 2.3),
  c('corr.why_did_you', 'corr', /\bwhy (did|would|do|are|have) you\b|\bwhy (is|are) (it|this|there|they) still\b|\bwhy (did|does) (it|this) (change|remove|delete)\b/i, 1.4),
  c('corr.wrong', 'corr', /\b(that'?s|this is|it'?s|that is|this was|that was|these are|those are|which is|you'?re|you are|answer is|result is|output is|code is|calculation is|value is) (still |completely |totally |all |also |just )?(wrong|incorrect|not (right|correct|accurate|true|valid)|inaccurate|backwards|reversed|inverted|off)\b/i, 2.6),
  c('corr.x_is_wrong', 'corr', /(?<!\b(what|something|anything|nothing|which|who|why|how|if|whether) )\b(?!what|something|anything|nothing)[\w'-]+ (is|are|was|were|seems|looks) (still |completely |totally |all |also |obviously |clearly )?(wrong|incorrect|inaccurate)\b/i, 2.3, { notInQuestion: true }),
  c('corr.wrong_x', 'corr', /\b(wrong|incorrect) (answer|date|value|file|column|number|result|order|format|language|function|method|version|place|way|direction|approach|one)\b|\bthe wrong\b/i, 1.6),
  c('corr.are_you_sure', 'corr', /\bare you (sure|certain)\b|\bi'?m not sure (that'?s|this is|it'?s|about)\b|\bi don'?t think (that'?s|this is|it'?s|you|so|it|this|that)\b|\bthat doesn'?t (seem|look) right\b/i, 2.2, { answerable: true }),
  c('corr.actually_lead', 'corr', /^\s*(actually|in fact|um+,? actually|well,? actually|hmm+,? actually)\b(?![\s,]+(i have (a|another|one)|i've got|one more|another|also|quick question|can|could|what|how|why|where|when|is|are|do|does|let'?s|i'?m (curious|wondering)|never ?mind|that (works|worked|'s (great|perfect|fine)))\b)|^\s*[\w-]+( [\w-]+)?,? actually[.!]?\s*$/i, 2.3, { notInQuestion: true }),
  c('corr.actually_want', 'corr', /\bactually,? (i'?d|i would|i want|i wanted|i need|i meant|i prefer|we need|we want|it should|it needs|it'?s|it is|the \w+ (is|are|should))\b/i, 1.3),
  c('corr.actually', 'corr', /\bbut actually\b|\bis actually\b|\bactually (i|we|it|this|that|the)\b/i, 1.0),
  c('corr.instead', 'corr', /\binstead\b|\brather than\b|\bin place of\b/i, 1.1),
  c('corr.not_but', 'corr', /\bnot\s+[\w.'-]+(\s+[\w.'-]+){0,3},?\s+but\b/i, 1.0),
  c('corr.x_not_y_end', 'corr', /\b[\w.-]+,\s*not\s+(an? |the )?[\w.-]+( [\w.-]+)?[.!]?\s*$/i, 1.6),
  c('corr.should_not', 'corr', /\b(should|must|needs? to|has to|have to) (be|say|use|stay|come|go|have|return|show|work)\b[^.\n]{1,60}\b(not|instead|rather)\b|\b(it|this|that|they|he|she) (shouldn'?t|should not|mustn'?t|must not)\b/i, 1.8),
  c('corr.should_be', 'corr', /\b(it|this|that|they|these|those|there|each|the \w+|which) (should|must|needs? to|has to|have to|ought to) (just |only |also |all |actually )?(be|say|read|stay|look|use|come|show|have|return|contain|check|match|start|display)\b/i, 1.0, { needsAction: true }),
  c('corr.same_again', 'corr', /\b(still|again) the same\b|\bthat'?s (still )?the same\b|\bsame (code|thing|answer|result|output|response|function|test|file) (as|again|you)\b|\b(is|are|looks) (exactly )?the same as (before|the previous|last)\b/i, 2.3),
  c('corr.incomplete', 'corr', /\b(incomplete|truncat\w*|cut off|you stopped|(didn'?t|did not|doesn'?t) (finish|continue|complete)|not (finished|complete)|the (rest|remaining|entire|complete|whole|full) (text|code|part|file|answer|list))\b/i, 1.8),
  c('corr.finish_it', 'corr', /^\s*(please )?(finish|complete) (it|this|that|the code|your answer)\b|^\s*(please )?continue (where|from) you\b/i, 2.3),
  c('corr.undo', 'corr', /\b(undo|revert|roll ?back|put (it|that|this) back|change (it|that|this) back|go back to (the|what|how))\b/i, 1.4),
  c('corr.neg_command', 'corr', /^\s*(please\s+)?(don'?t|do not|never|stop|avoid)\s+(?!(worry|worries|hesitate|mind|forget to|be sorry|apologi[sz]e|know|you|we|they|i)\b)\w+/i, 2.3),
  c('corr.dont_after_action', 'corr', new RegExp(S + String.raw`(don'?t|do not|never|stop|avoid|no need to|you (don'?t|do not) need to|there'?s no need to)\s+\w+`, 'i'), 1.7, { needsAction: true }),
  c('corr.can_only', 'corr', /\b(it|this|that|they|which) (can|could|should|must) only be\b|\bit can'?t be [\w.-]+,? it\b/i, 2.3),
  c('corr.cant_be', 'corr', /\b(it|this|that) can'?t be\b|\b(doesn'?t|does not|didn'?t|did not) (exist|have)\b/i, 1.5),
  c('corr.nonsense', 'corr', /\b(doesn'?t|does not|don'?t|do not) make (any )?sense\b|\bmakes no sense\b|\bnonsense\b/i, 1.6),
  c('corr.made_up', 'corr', /\b(made up|make (things|stuff|it) up|invent(ed|ing)|hallucinat\w*|fabricat\w*)\b/i, 1.8),
  c('corr.you_should', 'corr', /\byou (should|need to|must|were supposed to|should'?ve|should have|shouldn'?t|should not|have to|are supposed to)\b/i, 1.3),
  c('corr.problems_with', 'corr', /\b(some|a few|few|several|two|2) (small )?(problems|issues) with (that|this|it|the)\b|\bthe problem is (in|with|that)\b/i, 1.0),
  c('corr.problem_is', 'corr', /\bthe (problem|issue|bug|mistake|error) (is|was) (that|in|with|the)\b|\b(some|a few|few) (small )?(problems|issues)\b|\bthere'?s a (little |small |big )?(problem|issue|mistake|bug) (with|in|because)\b/i, 1.3),
  c('corr.thats_not_going', 'corr', /\b(that|this|it)('s| is) not going to work\b|\b(that|this) (won'?t|will not|wouldn'?t|would not) work\b/i, 2.3),
  c('corr.wont_work', 'corr', /\b(won'?t|will not|isn'?t going to|not going to|can'?t|cannot) work\b/i, 1.4),
  c('corr.deprecated', 'corr', /\b(is|has been|was) deprecated\b|\bno longer (exists|supported|available)\b/i, 1.4),
  c('corr.deprecated_act', 'corr', /\b(is|has been|was) deprecated\b/i, 0.9, { needsAction: true }),
  c('corr.redo', 'corr', /\b(has|needs) to be redone\b|\b(try|do it|start) (again|over)\b|\bredo\b/i, 1.0),
  c('corr.not_x', 'corr', /^\s*(not|no longer)\s+[\w.-]+[,.]/i, 1.2),
  c('corr.didnt_ask', 'corr', /\bi (didn'?t|did not|never) (ask|want|say|tell)\b|\bwho (asked|told you)\b/i, 2.5),
  c('corr.too_lead', 'corr', /^\s*(it'?s |this is |that'?s |way |much |far |still )?too (long|short|verbose|wordy|complicated|complex|formal|informal|generic|vague|technical|simple|basic|much|many|big|small)\b/i, 1.3),
  c('corr.too', 'corr', /\b(way |much |far )?too (long|short|verbose|complicated|complex|big|small|wide|narrow|many|much|slow|generic|vague|formal|informal)\b/i, 1.0),
  c('corr.more_less', 'corr', /\b(shorter|simpler|more concise|less verbose|more (detail|detailed|specific|natural|modern))\b/i, 0.6),
  c('corr.caps_neg', 'corr', /\b(NOT|NEVER|DON'?T|STOP|DO NOT)\b/, 1.0),
  c('corr.instead_act', 'corr', /\binstead\b/i, 0.6, { needsAction: true }),
  // general-topic chat corrections (not coding specific)
  c('corr.mistake', 'corr', /\byou(?:'ve| have)? made (a |an |another )?(mistake|error|typo)\b|\bthere('s| is) (a|an) (mistake|error|typo) in (your|the|this)\b|\bthat'?s (a |another )?(mistake|typo)\b/i, 2.4),
  c('corr.isnt_right', 'corr', /\b(that|this|it|which|your answer) (isn'?t|is not|wasn'?t|was not) (right|correct|accurate|true)\b/i, 2.6),
  c('corr.repeating', 'corr', /\byou('re| are) (just )?repeating( yourself)?\b|\bstop repeating\b|\byou (just )?(said|repeated|gave me) the same (thing|answer)\b/i, 2.3),
  c('corr.comparative_only', 'corr', /^\s*(much |a bit |a little |bit |way |even )?(shorter|longer|simpler|more (concise|detailed|formal|casual|specific|professional)|less (formal|verbose|technical|wordy))( please| pls)?[.!]?\s*$/i, 2.3),
  c('corr.language', 'corr', /^\s*(please )?(answer|reply|respond|write|speak|talk|translate it)( to me| it)? (in|into) (english|chinese|spanish|japanese|german|french|portuguese|korean|italian)\b|\b(in|into) (english|chinese|spanish|japanese|german|french|portuguese|korean|italian),? please\b/i, 2.3),
  c('corr.dont_want', 'corr', /\bi (don'?t|do not) (want|need|like)\b/i, 1.4),
  c('corr.dont_like', 'corr', /\bi (don'?t|do not) (like|love) (the|this|that|it|how|your|these|those)\b/i, 0.9),
  c('corr.not_answer', 'corr', /\b(doesn'?t|does not|didn'?t|did not|don'?t|do not) (answer|address) (my|the) question\b|\bthat'?s not (my|the|what i) question\b|\byou (didn'?t|did not|never) answer(ed)?\b|\bthat'?s not (an|the) answer\b/i, 2.6),
  c('corr.mixed_up', 'corr', /\byou(?:'ve| have)? (mixed|mix|muddled) up\b|\byou(?:'ve| have)? (confused|swapped|misspelled|miscounted|misnamed|mislabeled|misquoted)\b|\byou got (the|it|that|this|my) [\w ]{0,20}wrong\b/i, 2.6),
  c('corr.wrong_lead', 'corr', /^\s*(wrong|incorrect|not quite|not really|not true|false|nope,? wrong)\b/i, 2.3, { react: true, answerable: true }),
  c('corr.dont_want_act', 'corr', /\bi (don'?t|do not) (want|need|like) (you |it |this |that |the |to )/i, 0.8, { needsAction: true }),
  c('corr.but_i_want', 'corr', /^\s*but i (want|need|meant|asked|said|wanted|told)\b/i, 0.8),
  c('corr.but_lead', 'corr', /^\s*but (i|it|with|the|what|that|then|this|you|we|why|where|how|there|in|on)\b/i, 1.5),
  c('corr.still_want', 'corr', /\bi still (want|need|would like|'d like)\b/i, 2.3),
  c('corr.only_problem', 'corr', /\bthe only (problem|issue|thing|bug) (is|was)\b|\bjust a few (small )?(issues|problems|things)\b/i, 1.8),
  c('corr.expected', 'corr', /\bi (expected|expect|was expecting|wanted|asked for)\b[^.\n]{0,60}\b(but|not|instead)\b/i, 1.6),

  // ---- frustration: it still fails, no direction ----
  c('frus.still_not', 'frus', /\b(still|again) (not|doesn'?t|does not|isn'?t|is not|won'?t|can'?t|cannot|failing|fails|failed|broken|getting|get|seeing|see|have|has|shows?|showing|the same (error|issue|problem|result|output|behaviou?r)|no|nothing|happening|occurs|stuck|empty|crash\w*|wrong|an? error|errors?|there|missing|displays?|returns?|reconnects|folds)\b/i, 2.2),
  c('frus.doesnt_work', 'frus', /(?<!\bdo )(?<!\bdon'?t )(?<!\bplease )\b(doesn'?t|does not|didn'?t|did not|isn'?t|is not|not|never|won'?t|wasn'?t|aren'?t|are not|nothing is|nothing) (seem to |really |actually )?(work|working|worked|build|builds|compile|compiles|run|runs|help|helped|change|changing|changed|fix|fixed|solve|solved|happen|happening|load|loading|show|showing|appear|appearing|update|updating|move|moving|proceed\w*|respond\w*|render\w*|displaying|doing anything)\b/i, 2),
  c('frus.same_error', 'frus', /\b(same|similar) (error|issue|problem|output|result|exception|message|behaviou?r|failure|warning)s?\b/i, 2.4),
  c('frus.got_error', 'frus', /\b(get|got|getting|see|seeing|have|having|receive|received|receiving|throws?|throwing|gives?|gave|giving|causes?|caused|returns?|shows?|showing|produces?|hit|hitting)\b[^.\n]{0,25}\b(error|exception|warning|crash|traceback|errors|exceptions)\b/i, 1.8),
  c('frus.new_error', 'frus', /\b(another|new|different|a new|next|other|more) (error|exception|issue|problem)s?\b|^\s*(error|errors)\b/i, 1.8),
  c('frus.nope', 'frus', /^\s*(nope|nah|no)[.!]?\s*$/i, 1.5, { answerable: true, react: true }),
  c('frus.useless', 'frus', /\b(this|that|you)('re| are| is)? (useless|not helpful|unhelpful|not helping)\b|\b(that|this) (doesn'?t|does not|didn'?t|did not) help\b/i, 2),
  c('frus.try_again', 'frus', /^\s*(try again|wrong again|again wrong|nope,? try again)\b/i, 2, { react: true }),
  c('frus.it_still', 'frus', /\b(it|this|that|they|he|she|the \w+) still (\w+s|happens|occurs)\b/i, 2),
  c('frus.already_did', 'frus', /\bi(?:'ve| have)? already (did|done|tried|checked|restarted|installed|updated|ran|run|cleared|reinstalled|added|changed) (that|this|it|those|these|the)\b/i, 1.2),
  c('frus.fails_to', 'frus', /\b(fails|failed|failing) to (update|load|save|run|compile|build|work|start|connect|render|show|display|change|open|close|find|import|install|parse)\b/i, 0.8),
  c('frus.is_still', 'frus', /\b(is|are|was|were) still (incorrect|wrong|there|present|showing|visible|broken|missing|empty|the same|happening|failing|not|off|black|white|blank|null|undefined|zero|\w+ing)\b|\bthere (is|are) still\b/i, 2),
  c('frus.bare_error', 'frus', /^\s*(could not|couldn'?t|cannot|can'?t|unable to|no such|failed to|undefined|unresolved|unknown|unexpected|invalid|segmentation fault|permission denied|module not found|not found|command not found)\b[^\n]{0,100}$/i, 2, { needsAction: true }),
  c('frus.fails', 'frus', /\b(fails?|failed|failing|broken|broke|crash(es|ed|ing)?|breaks)\b/i, 1.1),
  c('frus.no_effect', 'frus', /\bno (effect|difference|change)\b|\bnothing (happens|happened|changed|changes|works)\b|\b(isn'?t|is not|not|wasn'?t) (doing|showing|changing|moving|updating|appearing|happening|saving|loading|rendering|displaying|proceeding)\b/i, 1.8),
  c('frus.why_not', 'frus', /\bwhy (is(n'?t)?|does(n'?t)?|did(n'?t)?) (this|it|that)( still)? (not )?(work|happen|fail)/i, 1.6),
  c('frus.backwards', 'frus', /\b(going backwards|worse than before|back to square one|back at (printing|the same|square)|made it worse|even worse|keep giving me|broke again)\b/i, 1.8),
  c('frus.error_colon', 'frus', /\b(error|errors|exception)\s*:\s*$|\b(error|errors|exception):\s/i, 1.0),
  c('frus.still_issue', 'frus', /\bstill\b[^.\n]{0,40}\b(issue|issues|error|errors|problem|problems|bug|bugs|fail\w*)\b/i, 1.6),
  c('frus.wrong_general', 'frus', /\bsomething('s| is) (wrong|off|broken)\b|\bwhat'?s wrong with (it|this|that|the (soln|solution|code|answer|fix)|your)\b/i, 1.9),
  c('frus.i_see', 'frus', /^\s*i (see|get|got)\s+(nan|null|undefined|nothing|zero|0|an empty|a blank|blank|the same)\b/i, 1.8),

  // ---- false-positive guards ----
  c('neg.idk', 'neg', /\bi (really )?(don'?t|do not) know (what|how|where|why(?! you)|if|whether)\b|\bi'?m not sure (what|how|where|why|if|whether)\b/i, 2.5),
  c('neg.decline', 'neg', /^\s*(no|nope|nah)\b[^.!?\n]{0,60}\b(thanks?|thank you|that'?s (all|enough|fine|ok|okay|good)|(is|are) enough|for now)\b/i, 2.5),
  c('neg.polite_no', 'neg', /\b(no problem|no thanks|no,? thanks?( you)?|no worries|never ?mind|nvm|not a problem|no need to apologi[sz]e|no pressure|no rush)\b/i, 3),
  c('neg.praise', 'neg', /^\s*(thanks|thank you|thx|great|perfect|awesome|excellent|nice|cool|wonderful|brilliant|amazing|good job|well done|that works|it works|works( now| great| perfectly)?|looks good|lgtm|this (now )?(seems to )?works?)\b/i, 1.5, { unlessContrast: true }),
  c('neg.works_now', 'neg', /\b(it|that|this|everything) (now )?(works|worked|is working)( now| fine| perfectly| great| nicely)?\b(?! (only|partially|but))|\bnow it (all )?works\b|\bit worked\b/i, 1.2, { unlessContrast: true }),
  c('neg.praise_then_next', 'neg', /^\s*(thanks|thank you|thx|great|perfect|awesome|nice|cool|excellent|good)\b[!.,]*\s*(now|next|also|and now|let'?s|can you (now|also))\b/i, 2.5),
  c('neg.new_task', 'neg', /^\s*(now|next|also|and now|great,? now|ok,? now|okay,? now)\s*,?\s+(let'?s|please|can you|could you|create|add|write|implement|make|build|generate)\b/i, 1.0),
  c('neg.question_own', 'neg', /^\s*(how (do|can|would|should) i|what (is|are|does)|can you (explain|tell me|help)|is it possible|is there (a|any) way)\b/i, 0.8),

  // ---- directive content: tells what to do (turns a failure report into a correction) ----
  c('dir.should', 'dir', /\b(should|must|needs? to|has to|have to|ought to)\b/i, 1),
  c('dir.instead', 'dir', /\binstead\b|\brather\b|\bnot\b[^.\n]{1,40}\bbut\b/i, 1),
  c('dir.imperative', 'dir', new RegExp(S + String.raw`(use|make|put|set|keep|remove|delete|add|change|replace|move|give|show|write|return|rename|place|include|avoid|don'?t|do not|only|just)\s+\w+`, 'i'), 0.7),
  c('dir.want', 'dir', /\bi (want|need|would like|'d like|wanted)\b|\bi'?m (trying|hoping|looking) to\b/i, 0.7),
];

// Chinese (also applied to Japanese text containing kanji phrases). Substring semantics.
export const ZH_CUES: Cue[] = [
  c('zh.pref', 'pref', /(?:^|[，。,.!！？?\s；;：:])(以后|今后|往后|从现在开始|从今以后|之后都|下次)(都|请|要|不要|别|一律|统一|记得)?|记住|记得(要|以后)|每次(都|你)|不要再|别再|永远(不要|要|都)|始终(要|使用|用)|一律|默认(使用|用)|总是要/, 3),
  c('zh.not_but', 'corr', /不是[^，。,.\n]{0,30}(而是|是要|是让|是说)|而不是|不要[^，。\n]{0,20}(而是|要)/, 2.6),
  c('zh.i_meant', 'corr', /我的意思是|我说的是|我是说|我要的是|我指的是|我想要的是|我说过|我刚才说|我不是说|我已经说|我问的是|不是我要的|不是我想要|我明明/, 2.6),
  c('zh.wrong', 'corr', /不对(?![它其此这那])|错了(?!吗|么)|搞错|弄错|写错|理解错|误解|有误|是错的|反了|不正确|不准确|不合理|有问题(?!吗)/, 2.2),
  c('zh.you_failed', 'corr', /你(没有|没|并没有|根本没|忘了|忘记|漏了|遗漏|少了|怎么不|怎么没|不是说|为什么|又|还是没)|是不是没有|没有考虑|漏掉|缺少了|不完整/, 2.2),
  c('zh.should', 'corr', /应该(是|用|要|在|把|改|为)|应当|我希望(是|它|在)|需要(你|改)|要改一下|改回|恢复(原|之前)|撤销|回滚|不要(着急|动|改|删|修改|使用|用|添加|加|这么|把|显示|发生|再)|别(动|改|删|用|加)|不需要|不用(加|改|写)|仅当|只(需要|要)|请不要|我希望是|我需要你|但是保留|保留[^，。]{0,10}其他|不是[^，。]{1,12}[，,.。…]/, 1.6),
  c('zh.please_dont', 'corr', /请不要|不要再|不是删除|我希望是|而不是/, 0.8),
  c('zh.are_you_sure', 'corr', /你确定|真的吗|确定吗|你先告诉我|先别改|先说说/, 1.6),
  c('zh.general_corr', 'corr', /你(说)?错了|不是这样|答非所问|没(有)?回答(我的)?问题|你理解错|你搞错|重新(回答|写|生成)|你确定吗|这不是我(要|想要|问)的/, 2.4),
  c('zh.style', 'corr', /太(长|短|啰嗦|复杂|简单|多|少)了|简短一点|短一点|详细一点|简洁一点|(请)?用(中文|英文|日文)(回答|回复|写)/, 2.3),
  c('zh.still', 'frus', /(还是|依然|仍然|依旧|照样)(不|没|报错|错|一样|显示|有|会|跑|黑|白|无)|还是不行|又(报错|失败|出错|崩)/, 2.3),
  c('zh.no_effect', 'frus', /没有效果|没效果|不生效|没有生效|没生效|无效|不起作用|没有用|没用|不行|不工作|不能(用|运行|工作)|无法(正确|运行|编译|使用|工作)|运行不了|跑不起来/, 2.2),
  c('zh.error', 'frus', /报错|出错|失败了|又失败|崩了|崩溃|异常|错误[:：]/, 1.8),
  c('zh.neg', 'neg', /没问题|不用了|算了|不客气|谢谢|很好(?!，?但)|可以了|完美|好的|太好了|成功了|测试通过|已通过/, 1.5, { unlessContrast: true }),
  c('zh.dir', 'dir', /应该|需要|希望|要求|请|改成|换成|使用|用/, 0.7),
];

export const JA_CUES: Cue[] = [
  c('ja.pref', 'pref', /今後|これから(は|も)|いつも|常に|必ず|覚えて(おいて|ください)|毎回/, 2.5),
  c('ja.wrong', 'corr', /(?<!が)違う(?!の)|違います|ちがう|間違|誤り|おかしい|になってますよ|ではなく|じゃなく|ではありません/, 2.2),
  c('ja.dont', 'corr', /ないで(ください|くれ)?|やめて|使わないで|できませんか|してくれ(?!ます)|訳してくれ/, 1.4),
  c('ja.general_corr', 'corr', /そうじゃない|そうではない|間違っています|間違ってる|正しくない|聞いたのは|言ったのは|ではなくて/, 2.4),
  c('ja.frus', 'frus', /動かない|動きません|エラー(が|に)|まだ(動|エラ|直|でき)|うまくいかない|できない|失敗/, 2),
];

export const ES_PT_CUES: Cue[] = [
  c('es.pref', 'pref', /\b(a partir de ahora|de ahora en adelante|siempre|nunca|recuerda|recordá|en el futuro|a partir de agora|daqui para frente|sempre|lembre)\b|\bno quiero\b[^.\n]{0,40}\bque no te pido\b|\bno quisiera que\b/i, 2.5),
  c('es.lead_no', 'corr', /^\s*(no|nop|nope)\s*[,.!:;]|^\s*no,? no\b|^\s*no deber[ií]a/i, 2.2, { answerable: true, react: true }),
  c('es.wrong', 'corr', /\b(est[aá] mal|est[aá]n mal|es incorrect|no es (as[ií]|correcto|eso|opcional)|eso no|est[aá] errad|n[aã]o [eé] (isso|assim|correto)|incorrecto|equivocad)\b|\blo que est[aá] mal\b/i, 2.5),
  c('es.should', 'corr', /\b(deber[ií]a|deber[ií]amos|debe|tiene que|tenemos que|hay que|deveria|precisa)\b/i, 1.2),
  c('es.said', 'corr', /\b(como (te )?dije|ya te dije|insisto|te ped[ií]|no coincido|no te pido|no hace falta|no quiero|no necesito|no lo (sacaste|hiciste|agregaste|cambiaste)|no (veo|encuentro) que (hayas|hiciste)|en lugar de|en vez de|em vez de|por qu[eé] (cambiar[ií]as|hiciste|pusiste|agregaste|cambiaste)|reviert|revert[ií]|deshacer|est[aá]s asumiendo|falta (poder|el|la|agregar)|no me (refiero|refer[ií]a)|me refiero)\b/i, 2.2),
  c('es.general_corr', 'corr', /\b(eso|esto) no es (correcto|cierto|verdad|lo que)\b|\bte equivoc|\bno es lo que (ped[ií]|quer[ií]a|dije)\b|\bno me (entendiste|entiendes|entendi[oó])\b|\best[aá] errado\b|\bn[aã]o [eé] isso\b|\bn[aã]o foi isso que\b|\bvoc[eê] errou\b|\bn[aã]o est[aá] (certo|correto)\b/i, 2.5),
  c('es.frus', 'frus', /\bno est[aá] (\w+ndo|funcionando)\b|\bno (lee|muestra|carga|guarda|calcula|funciona|anda|aparece|se ve) bien\b|\b(sigue sin|sigo (viendo|sin|teniendo)|no funciona|no anda|mismo error|no (veo|aparece|puedo|lee|carga|muestra)|sin datos|aparece cortado|n[aã]o funciona|ainda n[aã]o|mesmo erro|sigue (igual|fallando|mal))\b/i, 2),
  c('es.neg', 'neg', /\b(gracias|perfecto|genial|excelente|funciona (bien|perfecto)|obrigad[oa]|[oó]timo|perfeito)\b/i, 1.5),
  c('es.dir', 'dir', /\b(deber[ií]a|tiene que|quiero|necesito|usa|us[aá]|pon[eé]?|elimin|agreg|cambi|mueve|quit)\w*/i, 0.7),
];

export const DE_CUES: Cue[] = [
  c('de.frus', 'frus', /\b(funktioniert (immer noch |noch )?nicht|geht (so )?nicht|bleibt (weiterhin|immer noch) |immer noch|klappt nicht|gleiche fehler|fehler)\b/i, 2),
  c('de.wrong', 'corr', /\b(falsch|nicht richtig|ich meinte|stattdessen|nicht .{1,30} sondern)\b/i, 2.2),
  c('de.pref', 'pref', /\b(ab jetzt|in zukunft|immer|niemals|merke dir)\b/i, 2),
];

/** Frustration phrases for the incident window (seed 004, extended: en, zh, es, pt, ja, de). */
export const INCIDENT_PHRASES_RE =
  /\bwrong\b|\bnot working\b|\b(doesn'?t|didn'?t|does not|did not) work\b|\bstill (broken|not|fails|failing|the same|getting|seeing)\b|\bbroke again\b|\bnot fixed\b|\bsame (error|issue|problem)\b|错了|不对|不行|失败了|又失败|不工作|崩了|出错了|还是不|没有效果|不生效|没生效|\bno funciona\b|\bsigue sin\b|\bsigo viendo\b|\bmismo error\b|\bn[aã]o funciona\b|\bmesmo erro\b|動かない|動きません|うまくいかない|\bfunktioniert nicht\b/i;

// ---- assistant-turn context ----
/** The previous assistant turn acted: wrote code, used a tool, or reports having changed something. */
export const ACTION_RE =
  /```|\[CODE_BLOCK_\d+\]|<invoke|<function_calls>|\bI(?:'ve| have) (?:updated|added|created|changed|modified|fixed|implemented|removed|rewritten|refactored|replaced|moved|renamed|made|written|adjusted|edited)\b|\b(?:I'll|I will|Let me) (?:update|add|create|change|modify|fix|implement|remove|rewrite|refactor|replace|write|run|check|edit)\b|\bHere(?:'s| is) (?:the|an?|your) (?:updated|revised|modified|corrected|complete|new|fixed|full)\b|\b(?:updated|modified|revised|corrected) (?:code|version|script|file|function)\b|\b(?:Perfect|Great|Done|Excellent)[!.]\s|✅|Changes made|Summary of changes|\bHe (?:actualizado|agregado|creado|modificado|corregido|eliminado)|已(?:修改|更新|添加|删除|修复|完成)|我(?:已经|已)(?:修改|更新|添加|删除|修复)/;

/** The previous assistant turn ended by asking the user something. */
export const ASKS_RE =
  /\?\s*$|\b(would you like|do you want|shall I|should I|let me know (which|what|whether you)|which (one|option|approach) (do|would)|can you (confirm|provide|share|clarify|tell me)|could you (confirm|provide|share|clarify|tell me)|please (confirm|provide|share|clarify|let me know)|are you (sure|ok|okay)|is (that|this) (ok|okay|correct|right|what you))\b|[？]\s*$|吗[？?]?\s*$|¿[^?]{1,200}\?/i;
