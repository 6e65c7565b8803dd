// English: lead markers, directive patterns (with their polarity kept), confirmations and standing subjects.
import type { Directive, LangPack, TopicWords } from './types';
import { NUMBER_ONLY, finish, languageName, leadStripper, words } from './util';
import { c, type Cue } from './cue';

// Sentence/clause start: start of text, after . ! ? ; newline (and a list item's marker), or after a leading
// interjection. "- NEVER fetch data in screens" is a rule on a list.
const S = String.raw`(?:^\s*(?:[-*•]\s+|\d{1,2}[.)]\s+)?|[.!?;:\n]\s*(?:[-*•]\s+|\d{1,2}[.)]\s+)?|,\s*|\b(?:and|but|so|also|please|pls|just|ok|okay)\s+)`;
// "never done this before", "never used docker": what the user has not done yet, not a ban ("never use docker").
const NEVER_DONE = String.raw`never (?:done|used|tried|heard|seen|been|had|worked|installed|written|coded|built|made|deployed|touched|needed|understood|gotten|got|known|learned|learnt|played|watched|cooked|baked|planted|grown|owned|driven|travell?ed|flown|set up)\b`;
// "cool, no more warnings": what the fix took away, reported; read by a guard and kept out of the rule reader's bans.
const GONE_NOW = String.raw`(?:warnings?|errors?|crash(?:es)?|red squiggles|issues|problems)`;
const GONE_NOW_RULE = new RegExp(String.raw`^more ${GONE_NOW}\s*[.!]*$`, 'i');

// What a reply can be full of that nobody asked for; "why all the …?" names it (the cue corr.why_format and its rule).
const FORMAT_NOUN = String.raw`(emojis?|emoticons|bullet(?: point)?s|hashtags|quotes|quotation marks|asterisks|exclamation (?:marks|points)|disclaimers|headings|headers|bold|caps|capital letters|markdown|tables|jargon|buzzwords)`;
const WHY_SO_MANY = String.raw`why (?:all (?:the |these |those )?|so many |so much )`;
const WHY_EVERYTHING_IN = String.raw`why is (?:everything|it all|every (?:word|line|heading|title)|the whole (?:thing|text|answer)) (?:in )?(bold|italics?|capitali[sz]ed|caps|all caps|uppercase)`;

// What follows "don't" or "stop" without banning anything: a pause of this work ("stop for now", "stop here") or a
// release ("don't worry about the salary part", "don't hesitate to ask").
const PAUSE = String.raw`(?:for now|here|there|now)`;
const RELEASE = String.raw`(?:worry|worries|hesitate|mind|be sorry|apologi[sz]e|${PAUSE})`;

// Asking for the reply again: "rewrite, but …" is a correction (corr.redo_but) whose rule is what comes after "but" (LEAD).
const REDO = String.raw`(?:rewrite|re-write|redo|regenerate|try again|do it again|write it again|(?:write|do|answer) the (?:answer|response|reply|list|email|text|story|poem|summary|essay|letter|code) again)`;

// What a user's answer has to run on ("we're on SQL Server", "I'm on Excel 2016", "I'm using Python 2.7"): said after an
// answer that assumed otherwise, it is the fact every later answer must fit.
const SETUP = String.raw`(?:i|we)(?:'m|'re| am| are) (?:on|using|stuck (?:on|with)|still on|limited to|running|working (?:in|with)) (?:an? |the )?(?:old(?:er)? (?:version of )?)?(?:sql server|mssql|t-?sql|oracle|postgres(?:ql)?|mysql|mariadb|sqlite|bigquery|snowflake|excel(?: \d{4}| 365| online)?|google sheets|libreoffice|python ?[23](?:\.\d+)?|node(?:\.js)? ?v?\d+|java ?\d+|php ?\d|windows(?: \d+| xp)?|win ?\d+|mac ?os|a mac|linux|ubuntu|debian|fedora|a chromebook|an ipad|an iphone|android|react ?\d+|vue ?[23]|angular ?\d+|django ?\d|rails ?\d|\.net(?: framework| core)?(?: \d)?)\b|i (?:don'?t|do not) have (?:\w+ ){1,2}installed\b`;

// Words of opinion or judgement: "isn't it amazing…?" and "isn't that overkill?" ask what the user thinks, they put back no fact.
const OPINION = String.raw`(?:(?:so|really|very|a bit|a little|kind of|kinda|too|pretty|quite|more|less|basically|just)\s+)?(?:beautiful|great|nice|amazing|awesome|cool|funny|interesting|weird|strange|odd|crazy|sad|ironic|cute|lovely|wonderful|fascinating|obvious|expensive|cheap|risky|dangerous|better|worse|possible|easier|harder|faster|slower|enough|good|bad|fine|ok|okay|true|right|correct|wrong|same|different|important|necessary|needed|required|overkill|excessive|complicated|simpler|safer|slow|fast|old|new|outdated|deprecated)\b`;

// After "though": the end of the turn, or a reason ("…1919 tho, the armistice was 1918"); never a question ("…5 kg
// though. what's a realistic timeline?" asks).
const THOUGH_END = String.raw`\s*(?:[.!]*$|[.,;]\s+(?!(?:what|how|why|when|where|which|who|can|could|should|would|will|is|are|do|does|did)\b)\S)`;

// The people a text is written for or to, as the recipient cues name them (corr.its_my, corr.recipient, corr.for_whom).
// The naming conventions of code, as people write their names (a cue and a rule template read them).
// Whom a plan or a piece is for, named by the user ("my husband", "our guests"), and the praise after a fact about them
// that agrees with the reply ("… so this is perfect").
const KIN = 'mother|mom|mum|father|dad|husband|wife|partner|son|daughter|kids?|children|grandma|grandmother|grandpa|grandfather|parents|family|friend|sister|brother|boyfriend|girlfriend|guests?|baby|toddler|boss|team';
const THEY_AGREE = String.raw`(?![^.!?\n]{0,30}\b(?:so (?:this|that|it)(?:'s| is) (?:perfect|great|ideal|fine|good)|perfect)\b)`;
// A turn that opens by agreeing ("yeah, disabling the cache is how we got here") puts nothing right, nor one that grants
// the point later ("… good catch").
const AGREE_LEAD = String.raw`(?!\s*(?:yeah|yes|yep|yup|right|exactly|agreed|true|indeed|good|great|nice|ok(?:ay)?)\b)`;
const AGREED_LATER = String.raw`(?![^\n]*\b(?:good catch|you'?re right|makes sense)\b)`;
// Praise or thanks anywhere in the line ("perfect, you don't need them on private helpers anyway"): what it names is
// being approved, not put right.
const PRAISED = String.raw`thanks|thank you|perfect|great|nice|love it`;
// Praise or thanks later in the turn ("you added tests again, thanks, that's useful"): glad of what it names.
const GLAD_LATER = String.raw`(?![^\n]*\b(?:${PRAISED}|useful|helpful)\b)`;
const CASE_STYLE = 'snake_case|snake case|camelcase|camel case|pascalcase|pascal case|kebab-case|kebab case';
const PERSON = String.raw`(?:brother|sister|mom|mum|dad|mother|father|grandma|grandmother|grandpa|grandfather|granddad|grandad|son|daughter|kid|friend|best friend|boss|landlord|professor|teacher|wife|husband|partner|girlfriend|boyfriend|colleague|coworker|neighbou?r|client|manager|cousin|aunt|uncle|kids|child|children|toddler|students|class|customer|niece|nephew|team|ceo|recruiter|principal|doctor|interviewer)`;

export const EN_CUES: Cue[] = [
  // ---- standing preferences ----
  c('pref.from_now_on', 'pref', /\b(from now on|from here on|going forward|henceforth|in all (?:your )?future (responses|answers|replies|code)|for future (reference|responses|answers|replies|code)|for all (?:your )?(future )?(responses|answers|replies|code)|for the rest of (this|our) (conversation|chat|session))\b(?!\s+(is|are|was|will be)\b)(?![\s,]*(?:out\b[\s,]*)?(?:i|we)(?:(?:'ll|’ll| will) be|(?:'m|’m| am|'re|’re| are) going to be|\s+(?:have|need|work|live|travel))\b)/i, 3, { notInQuestion: true }),
  // ("yes but in future ask before touching more than 3 files": the yes is to this plan, the rest for later ones.)
  c('pref.in_future', 'pref', new RegExp(S + String.raw`in (the )?future,|` + S + String.raw`(?:(?:yes|yeah|yep|ok(?:ay)?|sure|fine|good|great|thanks)[,.!]?\s+)?(?:but\s+)?in (?:the )?future,?\s+(?:please\s+)?(?:always\s+|never\s+|don'?t\s+|do not\s+)?(?:use|answer|write|reply|respond|do|avoid|keep|include|add|ask|make|check|give|format|put|call|name|stop)\b|` + S + String.raw`(please\s+)?(always\s+|never\s+|don'?t\s+|do not\s+)?(use|answer|write|reply|respond|do|avoid|keep|include|add|ask|make|check|give|format|put|call|name|stop)\b(?:(?!\b(?:i|we|you|they) (?:can|could|will|might)\b|\bto\b)[^.?!\n]){0,80}\bin (the )?future\b`, 'i'), 2.6, { notInQuestion: true }),
  c('pref.in_future_weak', 'pref', /\b(in (the )?future|from now on|going forward)\b/i, 0.8, { notInQuestion: true }),
  c('pref.always_never', 'pref', new RegExp(S + String.raw`(always|never)\s+(do|use|write|add|put|make|give|include|ask|run|create|update|do|answer|respond|reply|keep|start|end|show|check|format|explain|return|name|prefer|call|edit|modify|change|touch|delete|remove|commit|push|mention|assume|generate|provide|leave|say|fetch|import|export|store|log|print|hardcode|mock|test|build|install|read|wrap|declare|type|place|split|hide|expose|rely|skip|annotate|document|comment|validate|sanitize|escape|cite|round|lint|indent|capitalize|pin|sign)\b`, 'i'), 3),
  c('pref.i_never_want', 'pref', /\bi (never|don'?t ever|do not ever) (want|need|like)\b|\bi (always) (want|need)\b/i, 3, { notInQuestion: true }),
  c('pref.you_should_always', 'pref', /\byou (should|must|need to) (always|never)\b/i, 3),
  // "The closing delimiter should always be on its own line": a standing rule about a thing, not about "you".
  c('pref.should_always', 'pref', /\b(?!you\b)\w+ (should|must) (always|never) (be|have|use|go|stay|come|start|end|return|contain|include|run)\b/i, 2.5, { notInQuestion: true }),
  c('pref.dont_ever', 'pref', /\b(don'?t|do not) ever\b|\bnever ever\b|\bnot ever again\b|\b(don'?t|do not) (do|use|write|add) (that|this|it) again\b/i, 3),
  c('pref.remember', 'pref', /\b(please )?(remember|note for later|make a note) (that|to|this|:|i|i'm|i am|my|we|we're|our)\b/i, 2.5, { notInQuestion: true }),
  c('pref.dont_forget', 'pref', /^\s*(please\s+)?(don'?t forget|do not forget|never forget|remember)\b,?\s+(that\s+)?(i|i'?m|i am|i have|i'?ve|my|we|we'?re|we are|our|the|this|it'?s|it is)\b/i, 2.5, { notInQuestion: true }),
  c('pref.keep_in_mind', 'pref', /\b(keep|bear) in mind\b/i, 1.2),
  // "the status bar … should have been white", "you should've used X": what the reply got wrong (not "I should have").
  c('corr.should_have_been', 'corr', /(?<!\bi\s)\b(?:should|could)(?:'ve| have) (?:been|used|done|kept|left|said|put|added|stayed)\b/i, 2),
  // "make it short and precise", "less formal and brief", "code only": how this reply should have looked.
  // "make emma older, she's 40 in my story", "make him less mean": a character or thing in the reply changed, with
  // no other task ("make dinner" or "make a funnier one too" is no comparative of someone already written).
  // "we land at 6pm so that's not really a full day", after a plan that counted it as one: the plan's day, week or
  // night that is not whole.
  c('corr.not_full_day', 'corr', /\b(?:that|it|this|thats)(?:'s not| is not| isn't|s not) (?:really |actually |exactly |quite )?(?:a )?(?:full|whole|complete) (?:day|days|week|night|weekend|workday)\b/i, 2.0, { notInQuestion: true, needsAction: true }),
  // "everything else in the app is function components", "the rest of the codebase uses hooks": the convention the
  // reply broke, stated about all the other code.
  c('corr.everything_else', 'corr', /\b(?:everything else|every other (?:file|component|module|service|page|route|test|class|function|endpoint)|all the other (?:files|components|modules|services|pages|routes|tests|classes|functions|endpoints)|the rest of (?:the|our|my) (?:app|code|codebase|project|repo|files|components|tests)) (?:in (?:the|our|my|this) (?:app|codebase|code|project|repo) )?(?:is|are|uses|use|is written (?:in|with)|are written (?:in|with))\b/i, 2.0, { notInQuestion: true, needsAction: true }),
  // "each resource gets its own file under routes/", after the reply put them in one: how the user's code is laid out.
  c('corr.each_own', 'corr', /(?:^|[,;.]\s*)(?:each|every) [\w-]+(?: [\w-]+)? (?:gets|has|needs|should have|should get|goes in|lives in|belongs in) (?:its|their) own (?:file|folder|directory|module|component|test|test file|class|route|package|table|migration|page|branch|commit|pr)\b/i, 2.0, { notInQuestion: true, needsAction: true }),
  // "integration tests hit the real test db, only unit tests use mocks": which kind of code may use the thing.
  c('corr.only_kind_uses', 'corr', /(?:^|[,;.]\s*)only (?:the )?[\w-]+(?: [\w-]+)? (?:tests?|files?|components?|modules?|functions?|classes|pages|routes|services|scripts|endpoints|helpers) (?:use|uses|get|gets|need|needs|have|has|should use|may use|can use|are allowed to use)\b/i, 2.0, { notInQuestion: true, needsAction: true }),
  // "doesnt match 555-12345 which is valid in our system", after a regex: a case the reply's pattern gets wrong.
  c('corr.doesnt_match', 'corr', new RegExp(String.raw`^(?:(?:but|no|nope|hmm+|ugh)[,.!]*\s+)?(?:it |this |that |the regex |the pattern |your regex )?(?:doesn'?t|does not|won'?t|will not|fails to|didn'?t) match\b(?![^\n]*\b(?:${PRAISED}|love it|in a good way)\b)`, 'i'), 2.0, { notInQuestion: true }),
  // "it returns the product, look at line 3": the reply's reading of the code, sent back to the line that shows it
  // ("look at line 12 and explain …" asks for work).
  c('corr.look_at_line', 'corr', /[,;.]\s*(?:look|check|read|see) (?:at )?(?:line|lines|row) \d+\s*[.!]*\s*$/i, 1.8, { notInQuestion: true }),
  // "these are boring", "meh, they're all lame": the whole of a list or a draft judged flat, and nothing more said.
  c('corr.flat_verdict', 'corr', /^\s*(?:(?:meh|hmm+|ugh|nah|honestly|tbh)[,.!]*\s+)?(?:these|those|they|it|this|that)(?:'s|'re| are| is| all sound| sound| seem| all seem| feel| look)(?: all)? (?:(?:so|kinda|pretty|really|very|a bit|super) )?(?:boring|bland|lame|meh|uninspired|forgettable|unoriginal|dull|weak)\s*[.!]*\s*$/i, 2.0),
  // "can you do it in node instead, our backend is all node": what the user's whole stack is written in.
  c('corr.all_in', 'corr', /\b(?:our|my|the) (?:backend|frontend|codebase|stack|project|team|company|app|repo|server|infra|code)(?:'s| is) (?:all|entirely|100%|fully|only|completely) (?:in )?(?!(?:functional|working|done|finished|ready|tested|broken|fine|good|great|correct|wrong|responsive|deployed|up|down|set|covered|typed|automated|open|closed|free|new|different|mine|yours|ours|local|offline|online)\b)[\w.+#-]+/i, 2.2, { notInQuestion: true }),
  // "you used however in the first paragraph": a word or thing the user had ruled out, found in the reply.
  c('corr.you_used_in', 'corr', new RegExp(String.raw`^(?:(?:but|hmm+|ugh|no|wait|again)[,.!]*\s+)?you (?:still |again |just )?(?:used|wrote|included|kept|added|put)\s+(?:the word\s+|the phrase\s+)?["'“‘]?[\w-]+["'”’]?\s+(?:in the (?:first|second|third|last|final|opening|closing) (?:paragraph|sentence|line|section)|anyway|twice|everywhere|even though|although)\b${GLAD_LATER}`, 'i'), 2.2, { notInQuestion: true }),
  // "I'm in London, give times in UK time": the time zone every time in a reply is given in.
  c('pref.times_in', 'pref', /\b(?:give|show|put|write|list|use|convert|keep) (?:me )?(?:all )?(?:the )?times? (?:in|to) (?:uk|us|local|my|london|cet|cest|gmt|bst|utc|pst|pt|est|et|cst|ist|jst) time\b/i, 2.2, { notInQuestion: true }),
  // "only the submit button needs it", after the reply put it on every button: where it was meant to go.
  c('corr.only_needs', 'corr', /^\s*(?:(?:no|nah|hmm+|but)[,.!]*\s+)?only (?:the )?[\w -]{1,30}? (?:needs?|should have|gets?|uses?|wants?) (?:it|that|this|them|one)\b/i, 2.2, { notInQuestion: true, needsAction: true }),
  // "that seems like a lot for 6 cookies?": the amount the reply gave, doubted (asked, and meant).
  c('corr.seems_a_lot', 'corr', new RegExp(String.raw`\b(?:that|this|it)(?:'s| is)? (?:seems|sounds|looks)(?: like)? (?:a lot|way too much|too much|a bit much|excessive|too many|very little|not enough|too little) (?:for|of)\b(?![^\n]*\b(?:${PRAISED}|fine|good|ok|okay)\b)`, 'i'), 2.4),
  // "orchids rot if you water them daily": what the reply's advice would do.
  c('corr.harm_if', 'corr', /\b(?:rots?|dies?|burns?|wilts?|drowns?|breaks?|melts?|rusts?|spoils?|goes bad|go bad|gets? (?:moldy|mouldy|soggy|burnt|damaged)|will (?:die|rot|burn|break)) if you\b/i, 2.2, { notInQuestion: true }),
  // "he's a she", "she's a he": the person the reply wrote about is of the other sex.
  c('corr.gender', 'corr', /^\s*(?:(?:um+|no|actually|lol|oh|wait)[,.!]?\s+)?(?:he'?s|she'?s|he is|she is) (?:a |actually a )?(?:she|he|woman|man|girl|boy|guy|lady)\b(?![^\n]*\b(?:so (?:this|that|it)(?:'s| is) (?:perfect|great|fine|good)|perfect|thanks)\b)/i, 2.2, { notInQuestion: true, answerable: true }),
  // "that's for driver's licenses, passports are the post office": what the reply named is for something else.
  c('corr.thats_for', 'corr', /^\s*(?:no,?\s+)?(?:that'?s|that is) (?:only )?for [^,.;!?]{2,40}[,;]\s*(?:not\b|you need\b|it'?s\b|(?:the )?[\w'-]+(?: [\w'-]+)? (?:is|are|go|goes)\b)/i, 2.2, { notInQuestion: true }),
  // "it's supposed to pour on saturday", after a hike planned for Saturday: the weather the plan did not count on.
  c('corr.weather', 'corr', /\b(?:it'?s (?:supposed|going|gonna|forecast|meant) to|the forecast says it'?ll|it'?ll|it will) (?:rain|pour|snow|storm|hail|be (?:freezing|stormy|rainy|snowy|scorching|\d+))\b/i, 2.2, { notInQuestion: true, prevHas: /\b(?:saturday|sunday|monday|tuesday|wednesday|thursday|friday|weekend|tomorrow|today|tonight|hike|picnic|beach|outdoor|outside|park|bbq|barbecue)\b/i }),
  // "type it properly, the schema is in api/types.ts": the work done half-way, to be done right.
  c('corr.do_properly', 'corr', /^\s*(?:(?:just|please|pls|no|nah)[,]?\s+)?(?:type|do|write|name|handle|test|fix|implement|format|translate|cite|indent) (?:it|this|that|them|things|the [\w-]+) (?:properly|correctly|right)\b/i, 2.2, { notInQuestion: true }),
  c('corr.make_char', 'corr', /^(?:(?:ok(?:ay)?|but|and|also|now|hmm+|no|nah|pls|please)[,.!]*\s+)?make (?:her|him|them|the (?:dad|mom|mum|mother|father|girl|boy|hero|villain|dog|cat|king|queen|narrator|main character|character|kid|kids)|(?!(?:sure|it|this|that|these|those|me|us|you|things|everything|something|some|any)\b)[A-Z][a-z]+) (?:a (?:bit|little|lot) |much |way |even )?(?:older|younger|taller|shorter|braver|smarter|funnier|kinder|nicer|meaner|stronger|weaker|happier|sadder|scarier|angrier|friendlier|calmer|quieter|louder|richer|poorer|nastier|tougher|softer|more \w+|less \w+)\b/i, 1.8, { notInQuestion: true }),
  c('corr.make_it_style', 'corr', /\b(?:make|write|rewrite) (?:it|them|this|that) (?:short|shorter|brief|briefer|concise|precise|simpler|clearer|less \w+|more (?:concise|precise|formal|casual|detailed|direct))\b|^(?:(?:just|much|a bit|even|but)\s+)?(?:more|less) (?:precise|formal|concise|detailed|brief|verbose|technical|casual)\b|\b(?:code|answers?|output|the code|the answer) only\b|\bonly (?:the )?(?:code|answer|output)\b/i, 1.8),
  // "so when replying keep it small", "keep answers short": how long every reply should be.
  // "Please keep the column names exactly as they are in the schema": what came changed what the user had.
  c('pref.keep_exact', 'pref', /\bkeep (?:the |all (?:the )?|my |our |every |each |these |those )?[\w-]+(?: [\w-]+){0,3} (?:exactly )?(?:as (?:they|it) (?:are|is|were|was|appears?)|unchanged|untouched|intact|as[- ]is|verbatim|word for word)\b/i, 1.8, { notInQuestion: true }),
  // "Write in simple English, I'm not a native speaker": the register every reply should be in.
  c('pref.simple_language', 'pref', /\b(?:write|answer|explain|speak|talk|reply|respond|use)\b[^.?!\n]{0,15}\b(?:simple|plain|easy|basic|simpler|easier)(?: english| language| words| terms| vocabulary)\b|\bi(?:'m| am) not (?:a )?native (?:english )?speaker\b|\benglish is not my (?:first|native|mother) (?:language|tongue)\b/i, 2.5, { notInQuestion: true }),
  // "Why do you answer in English?", "I asked in Russian": the reply came in another language than the user's.
  c('corr.wrong_language', 'corr', /\b(?:why|how come) (?:do |did |are |would |is )?(?:you|u) (?:still |always |keep )?(?:writ|answer|repl|respond|speak|talk)\w* (?:to me |me )?in [a-z]+\b|\bi (?:asked|wrote|spoke|speak|am writing|'m writing)(?: (?:you|it|this|my question|the question))? in (?:english|chinese|mandarin|spanish|french|german|russian|portuguese|italian|japanese|korean|arabic|dutch|polish|turkish|hindi|vietnamese|ukrainian|persian|indonesian)\b/i, 2.2),
  c('pref.keep_it_short', 'pref', /\bkeep (it|them|answers?|replies|responses?|things|explanations?) (short|shorter|small|smaller|brief|briefer|simple|simpler|concise|tight|minimal)\b/i, 2.5, { notInQuestion: true }),
  // "please stop preaching to me", "stop apologizing": a ban on what the assistant keeps doing, acted or not.
  c('corr.stop_doing', 'corr', /(?:^|[.!?,;]\s*|\b(?:please|pls|just|now|so|and|can you|could you)\s+)stop\s+(?!working|responding|loading|running|crashing|showing up)\w+ing\b/i, 2.2, { notInQuestion: true }),
  // "can you stop with the emojis", "enough with the disclaimers": a habit of the replies, named by its thing. (A
  // question: "can you stop with …" asks for it.)
  c('corr.stop_with', 'corr', /(?:^|[.!?,;]\s*|\b(?:please|pls|just|now|so|and|can you|could you|would you)\s+)(?:stop|enough|quit|cut it out|knock it off|lay off|ease up) with (?:the |all (?:the |these |those |of the |this |that )?|these |those |this |that |your |so many |so much )?(?!(?:same|rest|next|first|last|way|idea|plan|project|code|task|work|steps?)\b)[a-z][\w'-]*(?: [\w'-]+)?\s*[.!?]*\s*$/i, 2.3),
  // "Can you always put the source link at the end?": a standing rule asked politely. (Not "can you always find …?",
  // "… use Python for this?" or "… translate Japanese?", which ask what the assistant is able to do.)
  c('pref.can_you_always', 'pref', /\b(?:can|could|would|will) you (?:please )?(?:always|from now on|in (?:the )?future|going forward),? (?:put|add|include|(?:write|answer|reply|respond) (?:in|with|using)|start|end|format|cite|keep|give me|show|list|sign|mark|link|number|label)\b/i, 2.6),
  // "Every time I send you an article, summarize it in 3 bullets": when it holds, then what to do, is a standing rule.
  c('pref.every_time_rule', 'pref', /(?:^|[.!?]\s+)(?:(?:and|also|please|pls|oh|btw),?\s+)?(?:every ?time|each time|whenever|any ?time) i (?:ask|send|give|paste|share|request|say|upload|type|write|mention|need|want)\b[^,.;!?\n]{1,60},\s*(?:please |pls |just |always |then )?(?:use|write|give|keep|make|put|add|include|summari[sz]e|answer|reply|respond|assume|start|end|format|show|list|translate|check|ask|explain|cite|avoid|skip|don'?t|do not|never|always|stop|leave|sign|call|convert|round|remind|mark|tag|label|highlight)\b/i, 2.6),
  c('pref.every_time', 'pref', /\b(every ?time|each time|whenever) (you|we|i (ask|request|say|want|need|give|send|paste|share))\b/i, 2, { notInQuestion: true }),
  c('pref.rather_you', 'pref', /\bi(?:'d| would) (?:rather|prefer) (?:you|if you|that you)\b/i, 2.5, { notInQuestion: true }),
  c('pref.prefer', 'pref', /\bi (would |generally |always )?prefer\b|\bi('d| would) rather\b|\bmy preference\b/i, 1.5),
  c('pref.rule', 'pref', /\bmake (it|this) a rule\b|\bas a (general )?rule\b|\bby default,? (use|always|never|please)\b|\b(general|standing) (rule|instruction)\b/i, 2.5),
  c('pref.as_much_as_possible', 'pref', /\b(avoid|minimi[sz]e)\b[^.\n]{0,40}\bas much as possible\b/i, 2.5),
  c('pref.when_generating', 'pref', new RegExp(S + String.raw`(when(ever)?|each time|every time) (you )?(generat|writ|creat|answer|respond|repl|edit|modify|produc)\w* (code|answers?|responses?|files?|tests?|commits?|docs?|documentation|scripts?|examples?)\b`, 'i'), 2.5, { notInQuestion: true }),
  c('pref.unless_asked', 'pref', /\bunless (i|we) (explicitly |specifically )?(ask|say|request|tell)\b|\bthat i (didn'?t|did not) ask for\b|\bwithout (being )?asked\b/i, 2),
  // "Enough with the emojis", "lose the intro", "cut out the jokes": what must go from every reply.
  c('pref.enough_with', 'pref', /(?:^|[,.!?;:…]\s*)(?:enough (?:with|of)|stop with|cut out|ditch|lose)\s+(?:the|all the|all those|these|those|your|all)\s+[a-z]/i, 2.0, { notInQuestion: true }),
  c('pref.stop_habit', 'pref', /\bstop (adding|using|writing|creating|giving|making|asking|apologi[sz]ing|putting|including|generating|repeating|explaining|summari[sz]ing|changing|deleting|removing)\b/i, 1.5),

  // ---- explicit corrections ----
  c('corr.lead_no', 'corr', /^\s*(?:(?:lol|lmao|haha+|ha|hmm+|um+|uh+|erm?)[,.!]*\s+)?(no|nope|nah|nop|no no)\b(?!\s+(problem|worries|worry|thanks|thank|idea|rush|luck|way|error|errors|issue|issues|change|changes|longer|more|other|need to|matter|such|doubt|kidding|wonder|joke)\b)(?![\s,.!:;-]+(i|we) (haven'?t|have not|am not|'m not|can'?t|cannot|wasn'?t|was not|couldn'?t|could not|'ve not|have never|never)\b)(?![\s,.!:;-]+wait[\s,.!:;-]+(?:i|let me|actually i|i'?ll|i'?d|i should|i forgot|i need|we should)\b)[\s,.!:;-]/i, 2.2, { answerable: true, react: true }),
  c('corr.no_no', 'corr', /\bno,? no\b|\bno no no\b/i, 1.5),
  c('corr.i_meant', 'corr', /\b(i meant(?! to (?:reply|include|send|paste|add|attach|ask|say|write|type|post|share|upload|click|select)\b)|what i meant|what i mean is|i mean(t)? (that|the|to say|it|you)|no,? i mean|i was (asking|talking) about|i'?m asking (is|about|if|whether))\b/i, 2.6),
  c('corr.i_said', 'corr', /(?:^|[,.!?;:…]\s*|\b(?:but|and|no|as|like|yes|already|clearly|specifically|explicitly|bro|bruh|dude|man|mate|lol|ugh|omg|wtf|um|uh|hmm)\s+)(i (said(?! to (?:my|his|her|our|their|the|a|him|them|[A-Z]\w+)\b)|told you|already (said|told|mentioned|asked|gave|provided|explained))|as i (said|mentioned|told you|explained|asked)|like i said|i specifically|i explicitly|i clearly|i literally (?:said|told you|asked|wrote)|i even (?:said|told you|wrote))\b|\b(?:like|as) i (?:asked|requested|told you)(?: (?:you|for|before|earlier|originally))?\s*[.!]*\s*$|\bi (?:said|told you) to (?:use|do|make|keep|add|put|write|change|remove|not)\b|\bi (?:described|mentioned|said|told you|wrote|explained|specified|gave you) (?:her|him|it|this|that|them) (?:in|at) (?:the|my) (?:very )?(?:first|last|previous|earlier|original|initial) (?:message|prompt|post)\b/i, 2.5),
  // "You said dec 2024, when it is dec 2025?": the user sets what the assistant said against what is so.
  // "That's not a real word", "that's the plot of a different movie", "that's illegal in the UK", "the math is off":
  // what was said is not so.
  c('corr.not_real', 'corr', /\b(?:that'?s|this is|it'?s|that is) not (?:a )?(?:real|actual|valid|existing) (?:word|name|place|book|movie|film|song|function|method|command|package|library|law|thing|quote|city|country|company|api|setting|option)\b|\b(?:that'?s|this is|it'?s|you'?re (?:describing|talking about|thinking of)) (?:the \w+ (?:of|from) )?(?:a (?:completely |totally )?different|the wrong) (?:movie|film|book|show|series|song|person|city|country|game|version|product|company|character|episode|chapter|law|place)\b|\b(?:that'?s|this is|it'?s) (?:illegal|not legal|against the law|banned|not allowed) in\b|\b(?:the )?(?:math|maths|numbers?|calculation|calculations|total|sum|count|arithmetic) (?:is|are) (?:off|wrong|incorrect|not right)\b/i, 2.2, { notInQuestion: true }),
  // "That's not a haiku, a haiku has 5-7-5 syllables", "that's not funny": the reply is not the thing asked for.
  // "there's no evidence he ever said that", "I can't find any record of it": the reply's claim, unsupported.
  c('corr.no_evidence', 'corr', /\b(?:there(?:'s| is) no|there(?:'s| is) not (?:any|a single)|i (?:can'?t|cannot|couldn'?t) find (?:any|a)) (?:evidence|proof|record|source|mention)s? (?:that |of |for )?(?:he|she|they|it|this|that|him|her|them|anyone|anything)\b/i, 2.2, { notInQuestion: true }),
  // "the base image has to stay 3.10", "it must remain public": what the reply changed, wanted as it was. (Asked
  // "What constraints should the API have?", "the v1 endpoints have to stay compatible" is the spec.)
  c('corr.must_stay', 'corr', /\b(?:has|have|needs?) to (?:stay|remain)\b|\b(?:must|should) (?:stay|remain) (?:on|at|as|in|under)\b/i, 2.0, { notInQuestion: true, answerable: true }),
  // "dickinson didn't write in couplets": what the reply said of someone, denied (read only of what the reply said).
  c('corr.didnt_do', 'corr', /\b(?:he|she|they|[a-z]{3,}) (?:didn'?t|never|did not) (?:write|say|wear|speak|paint|sing|invent|discover|build|design|direct|compose|own|win|meet|visit)\b[^.!?\n]{0,40}/i, 2.2, { aboutPrev: true, notInQuestion: true }),
  // "none of these lines actually rhyme", "none of them start with B": what was asked for, missing from every part of it.
  c('corr.none_of_these', 'corr', /\bnone of (?:these|them|those|the [\w-]+)(?: [\w-]+)? (?:(?:actually|even|really) )?(?:rhyme|start|starts|end|ends|begin|begins|match|matches|fit|fits|exist|exists|compile|compiles|contain|contains|make sense|makes sense|add up|adds up|follow|follows)\b/i, 2.4),
  // "that's enough for like 25": an amount the reply gave, judged against what it was for.
  c('corr.enough_for', 'corr', /\b(?:that'?s|that is|this is|it'?s) (?:(?:way|far|easily|literally|like) )?(?:enough|more than enough|too much|too many) (?:for|to feed|to serve) (?:(?:like|about|around|at least|maybe) )?\d+/i, 2.2),
  c('corr.not_the_form', 'corr', /^(?:but |no,? |um,? |hmm,? )?(?:(?:that'?s|this is|that is|it'?s|this|that) (?:not|isn'?t|is not) (?:a|an|even a|really a|actually a) (?:haiku|sonnet|limerick|poem|rhyme|riddle|pun|palindrome|anagram|acrostic|summary|table|recipe|translation|paraphrase|one-liner|tweet|slogan|title|headline|sentence|paragraph|bullet list|numbered list|question|yes or no answer)\b|(?:that'?s|this is|that is|it'?s|that wasn'?t|this wasn'?t|that isn'?t|this isn'?t) (?:not |n't )?(?:even |very |really |at all |remotely )?(?:funny|helpful|useful|what i (?:asked|wanted|meant|needed))\b(?![^.?!\n]{0,20}\bbut\b))/i, 2.2, { notInQuestion: true }),
  // "You said Tuesday earlier, now you say Thursday": two answers that cannot both be right.
  c('corr.contradicts', 'corr', /\byou said [^.?!\n]{1,40}\b(?:earlier|before|first|initially|a minute ago|last time)\b|\bnow you(?:'re| are)? (?:say|saying|said|telling me)\b/i, 2.2),
  // "You're being too dramatic, tone it down": how the reply sounds.
  // "Please use a formal tone, this is for my manager", "keep a friendly tone": the register every reply should have.
  c('pref.tone', 'pref', /\b(?:use|keep|write (?:it )?(?:in|with)|with|in|need|want) an? (?:more |less |very |slightly )?(?:formal|professional|casual|friendly|polite|neutral|serious|warm|informal|conversational|academic|respectful) (?:tone|register|style)\b/i, 2.0, { notInQuestion: true }),
  // ("can you tone down the emojis": how the reply sounds, too much of it; "now tone down the background for the dark
  // mode version" is the next piece of design.)
  // "loosen it up a bit", "jazz it up", "dial it back": how the reply should read, in a phrasal verb.
  c('corr.loosen_up', 'corr', /\b(?:loosen|lighten|jazz|spice|liven|punch|warm|dumb|dial|tighten)\s+(?:it|this|that|them|the (?:tone|language|text|email|letter|wording|copy|intro|message|writing))\s+(?:up|down|back)\b/i, 2.3),
  c('corr.tone_down', 'corr', /\btone (?:it|this|that|them|everything|the [\w-]+(?: [\w-]+)?) down\b|\btone down (?:the |your |all (?:the|those) |those )?(?:emojis?|exclamation (?:marks|points)|enthusiasm|hype|language|wording|jargon|praise|flattery|drama|marketing(?: speak)?|sales pitch|adjectives|superlatives|rhetoric|cheerfulness|positivity|formality|sarcasm|humou?r|jokes|(?:[\w-]+ )?(?:claims|bragging|boasting|experience|achievements|accomplishments|compliments|promises|language|tone|colou?rs|rhetoric))\b|\byou(?:'re| are) being (?:too |so |way too |overly |a bit )?(?:dramatic|preachy|pushy|negative|formal|robotic|vague|verbose|defensive|condescending|patronizing|sycophantic|repetitive)\b/i, 2.0, { notInQuestion: true }),
  // "I already tried restarting it", "I already have a venv": what the advice says to do has been done.
  c('corr.tried_that', 'corr', /\bi(?:'ve| have)? already (?:tried|did|done|restarted|rebooted|reinstalled|cleared|checked|updated)\b|\b(?:already|i) did that already\b|^\s*(?:(?:i|we)\s+)?(?:did|tried|done) (?:that|this|it|those|these) (?:twice |three times |\d+ times |(?:a )?(?:few|couple of|bunch of|dozen) times )?already\b|^\s*(?:(?:i|we)\s+)?(?:did|tried) (?:that|this|it|those|these) (?:last (?:week|night|month|time|year)|yesterday|earlier|before|this morning)\b|\b(?:did|tried|done) (?:all (?:of )?(?:that|those|these|them|this)|everything|both)(?: (?:stuff|steps))? already\b|\balready (?:did|tried|done) (?:all (?:of )?(?:that|those|these|them|this)|everything|both)\b|\bi(?:'ve| have)? already (?:have|got) (?:a|an|the|my|it|that|this|one)\b/i, 1.8, { notInQuestion: true }),
  // "Shorter sentences please": the reply's sentences, every time.
  // "one line each max", "two sentences per bullet": a length for every item of a list ("~30 lines each" counts them).
  c('corr.per_item_len', 'corr', /\b(?:(?:max(?:imum)?|at most|no more than|up to) \d{1,2}|one|two|three|a single) (?:lines?|sentences?|words?) (?:each|per (?:item|point|bullet|tip|line|step|entry|row|option|answer))\b|\b\d{1,2} (?:lines?|sentences?|words?) (?:each|per (?:item|point|bullet|tip|line|step|entry|row|option|answer)) max\b/i, 2.2, { notInQuestion: true }),
  // "write it as normal paragraphs please", "put it in plain prose": the shape of the reply, not its content. (An
  // answer to "What format would you like?" names the shape of work not yet written.)
  c('pref.as_paragraphs', 'pref', /\b(?:write|put|do|give|make|format|rewrite|turn|redo|keep)(?: (?:it|this|that|them|everything|the [\w-]+))? (?:as|in|into) (?:(?:normal|plain|regular|full|flowing|proper|continuous|simple|real) )?(?:paragraphs|prose|paragraph form|running text|plain text)\b/i, 2.5, { notInQuestion: true, answerable: true }),
  // "tldr version please, always": the short form of every reply (not "tldr of this article", which asks for one).
  c('pref.tldr', 'pref', /\btl;?\s?dr\b(?! (?:of|for|on) )/i, 2.5, { notInQuestion: true }),
  c('pref.sentence_len', 'pref', /\b(?:shorter|simpler|short|simple|easier|plain|plainer|everyday) (?:sentences|words|paragraphs)\b/i, 2.5, { notInQuestion: true }),
  c('corr.you_said', 'corr', /\byou said\b[^.?!\n]{1,60}\b(?:but|when|while|whereas|yet)\b/i, 1.8),
  c('corr.i_asked', 'corr', /\bi asked (you )?(for|to|about|it to|that|whether)\b(?<!\b(?:remember|recall) when i asked (?:you )?\w+)|\bi (have )?given you\b|\bi provided (you )?(earlier|above|before)\b/i, 2),
  // "this is exactly what I needed" thanks: only a negated "what I …" corrects.
  // "That's not what my resume says": what the user's own source says, against the reply.
  c('corr.not_what_it_says', 'corr', /\b(?:that'?s|this is|it'?s|that is|this isn'?t|that isn'?t) (?:not )?what (?:my|the|your|our|his|her|their) [\w -]{1,25} (?:says|said|shows|showed|states|stated)\b/i, 2.4),
  c('corr.not_what', 'corr', /\b(?:(?:that'?s|this is|it'?s|that is|it is) not|this isn'?t|that isn'?t|isn'?t|wasn'?t|not) (really |quite |exactly )?what i (asked|wanted|meant|need|needed|was (looking|hoping|asking|thinking of)|expected|expect|said|want|had in mind|pictured|imagined|envisioned)\b/i, 3),
  c('corr.misunderstood', 'corr', /\byou (misunderstood|misunderstand|misread|got (it|that|this) wrong|('re|are) confused|confused)\b|\bmisunderst(ood|anding)\b|\byou('re| are) not (listening|understanding)\b/i, 3),
  c('corr.you_failed', 'corr', /\byou(?:'ve| have)? (forgot|forgotten|forget|missed|miss|omitted|ignored|ignore|skipped|left out|dropped|overlooked|made no changes|didn'?t (change|include|add|implement|use|do|follow|continue|finish|update|fix|read|check|mention|answer|run|acknowledge|consider|remove|replace|apply|make|give|provide|write|touch|save|handle|cover|test|account for)|did not (change|include|add|implement|use|do|follow|continue|finish|update|fix|read|check|mention|answer|run|acknowledge|consider|remove|replace|apply|make|give|provide|write|touch|save|handle|cover|test|account for)|haven'?t (changed|included|added|implemented|used|done|fixed|updated|removed)|have not|not (included|added|done|changed|followed|used|answered|addressed|updated|fixed|implemented)|only (ran|did|gave|changed|wrote|used|added))\b/i, 2.5),
  // Common reproaches, written from how people talk to assistants rather than from the labelled rows.
  // "why is there a new file called utils2.ts??": something the assistant added that the user did not want.
  c('corr.why_is_there', 'corr', /\bwhy (?:is|are) there (?:now )?(?:a |an |two |so many |suddenly )?(?:new|extra|another|second|duplicate|duplicated|additional) (?:\S+ )?(?:files?|folders?|directory|functions?|class(?:es)?|components?|dependency|dependencies|packages?|imports?|methods?|tests?|pages?|sections?|columns?|tables?|buttons?|fields?|variables?|modules?|scripts?|copy|copies|versions?|endpoints?|routes?|hooks?|types?|interfaces?|config|migrations?)\b/i, 2.0),
  // "keep your answers under 100 words": how long every reply should be, with the limit.
  c('pref.length_limit', 'pref', /\b(?:keep|limit) (?:your |all |the )?(?:answers?|replies|reply|responses?) (?:to|under|below|within|at most|shorter than) (?:\d+|one|two|three|four|five|a few|a couple of) (?:sentences?|paragraphs?|words?|lines?|bullet points?)\b/i, 2.5),
  // "I need it in 3 bullet points max", "two sentences at most": the size the reply should have had.
  c('corr.count_limit', 'corr', /\b(?:in|as|to|into|within|under) (?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten) (?:bullet points?|bullets|sentences|lines|words|paragraphs|slides|points) (?:max|maximum|tops|at most|or (?:less|fewer))\b|\b(?:max(?:imum)?|at most|no more than) (?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten) (?:bullet points?|bullets|sentences|lines|words|paragraphs)\b/i, 2.0, {
    notInQuestion: true,
    // ("write a product description, max 50 words": the size of a new piece asked for, in the same sentence.)
    notAfter: /\b(?:write|compose|draft|create|generate|give me|summari[sz]e|describe|list|explain|translate|rewrite|tell me|outline)\b[^.!?\n]*$/i,
  }),
  c('corr.overcomplicated', 'corr', /\b(?:you'?re|you are|this is|that'?s|it'?s|you'?ve been) (?:way |really |completely |total |a bit |kind of )?(?:over-?complicat\w*|over-?engineer\w*|over-?think\w*|overkill)\b|\bover-?(?:complicating|engineering)\b|\b(?:seems|sounds|feels|looks) (?:like )?(?:a bit of |way |total |complete )?overkill\b/i, 2.2),
  c('corr.reread', 'corr', /(?:^|[,.!?;]\s*|\bplease\s+)(?:re-?read|read again|go back and read|look again at) (?:my|the|what)\b|\bread (?:my|the) (?:message|question|prompt|instructions?|request|requirements?) (?:again|carefully|properly|more carefully)\b/i, 2),
  c('corr.you_confusing', 'corr', /\byou(?:'re| are| keep) (?:confusing|mixing up|mixing|conflating)\b/i, 2.4),
  c('corr.not_how', 'corr', /\b(?:that'?s|this is|that is|it'?s|it is) not how (?:it|this|that|[\w.-]+) works\b|\bthat'?s not how\b/i, 2.2),
  c('corr.making_up', 'corr', /\byou(?:'re| are) (?:making (?:things|stuff|it|that|this) up|hallucinating|inventing (?:things|stuff|apis?|methods?|functions?))\b/i, 2.4),
  // "I wrote that above", "I mentioned it in my first message": what the user had already said, pointed back to.
  c('corr.said_above', 'corr', /\bi (?:wrote|mentioned|stated|specified|explained|listed|gave you|put|pasted|posted|sent(?: you)?|shared|attached|uploaded|showed you) (?:that |this |it |those |them |all (?:of )?(?:that|this) )?(?:above|earlier|already|at the (?:start|beginning|top)|in my (?:first|last|previous|original|earlier|initial) (?:message|post|prompt|question|reply))\b/i, 2.3),
  // "Less cheerleading, no emojis": a ban said as the thing alone, at the start of a clause.
  c('corr.no_format', 'corr', /(?:^|[,.;!?]\s*)(?:and |but |also |just |please )?(?:no|zero|less|fewer|without|drop the|lose the|skip the|cut the|enough with the) (?:more )?(?:cheerleading|hype|emojis?|emoticons|hashtags|exclamation (?:marks|points)|bullet points|disclaimers|fluff|filler|buzzwords|flattery|pep talks?)\b/i, 2.3, { notInQuestion: true }),
  // "you already used that false story once and I corrected you": the mistake was put right before.
  c('corr.corrected_before', 'corr', /\bi (?:already |just |literally )?corrected you\b|\bi (?:already )?(?:told|corrected) you (?:once|twice|before|about this|about that)\b/i, 2.3),
  // "california bans non-competes, that's the whole reason I asked": the premise the reply missed.
  c('corr.reason_i_asked', 'corr', /\bthat'?s (?:the (?:whole|entire|only) (?:reason|point)|exactly why|literally why|the reason) i (?:asked|mentioned it|brought (?:it|that) up|said (?:it|that))\b/i, 2.2),
  // "none of them sound like me": every version offered missed the voice asked for.
  c('corr.none_sound_like', 'corr', /\bnone of (?:these|those|them|the \w+|your \w+)(?: \w+)? (?:sounds?|feels?|reads?|looks?) (?:like me|like something i|natural|right|human)\b/i, 2.2),
  // "sqlite has no enums", "bash doesn't have a ternary": what the reply used does not exist there.
  c('corr.has_no', 'corr', /^\s*(?:but\s+)?[\w.+#-]+ (?:has no|doesn'?t have(?: an?| any)?|does not have(?: an?| any)?) [\w.+#-]+/i, 2.0, { aboutPrev: true, notInQuestion: true }),
  // "it needs -r, otherwise pip looks for a package by that name": what is needed, and what happens without it.
  c('corr.needs_otherwise', 'corr', /\b(?:needs?|requires?|has to have|must have|you have to (?:use|add|pass|set))\b[^.!?\n]{1,40},?\s+(?:otherwise|or else)\b/i, 2.0),
  // "they didn't, that's from 19th century opera costumes": the reply's claim denied, with the reason after it.
  c('corr.they_didnt', 'corr', /^\s*(?:no[,.]?\s+)?(?:they|he|she|it|that|this) (?:didn'?t|doesn'?t|don'?t|wasn'?t|weren'?t|isn'?t|aren'?t|won'?t|never did)\s*[,;—–-]\s*\S/i, 2.0, { answerable: true }),
  // "just to be clear, we're not building a device, we're a data platform": what the user is, put right.
  c('corr.we_are_not', 'corr', /\b(?:we|i)(?:'re| are|'m| am) not (?:building |making |selling |running |doing |an? |the )?[^,.;!?\n]{1,30}[,;]\s*(?:we|i)(?:'re| are|'m| am)\b/i, 2.2, { notInQuestion: true }),
  // "that's not what happened, she left before the fire": the story, or the user's own account, told wrong.
  c('corr.not_what_happened', 'corr', /\bthat'?s not what happened\b|\bthat(?:'s| is| was) not how it happened\b|\bthat never happened\b|\bit didn'?t happen (?:like that|that way)\b/i, 2.4, { notInQuestion: true }),
  // "None of these are what I'm looking for": every option offered missed what was asked.
  c('corr.none_is_it', 'corr', /\bnone of (?:these|those|them|the \w+|your \w+) (?:are|is|were|was) (?:what i(?:'m| am| was) (?:looking for|after|asking for)|what i (?:asked for|wanted|meant|need))\b/i, 2.2),
  // "Thanks, but there is no coconut oil in my soap": what the reply said is in the user's own thing is not there.
  c('corr.none_in_mine', 'corr', /(?:\bbut |^\s*|[.!]\s+)there(?:'s| is| are) no [\w-]+(?: [\w-]+)? in (?:my|our) (?!code|console|logs?|terminal|output|inbox|account)[\w-]+/i, 2.0, { aboutPrev: true }),
  // "You don't need to run the whole suite every time": a habit of the assistant's, said to be unneeded.
  c('pref.not_every_time', 'pref', /\byou (?:don'?t|do not) (?:need|have) to [^.!?\n]{1,50}?\b(?:every ?time|each time|after every|for every|all the time)\b/i, 2.3),
  // "All new endpoints go in routes/v2", "nothing new goes there": where new work belongs.
  c('corr.goes_in', 'corr', /\b(?:all |any )?new [\w-]+(?: [\w-]+)? (?:go|goes|belong|belongs|should go|must go) (?:in|into|under|to)\b|\b(?:routes|components|tests|pages|models|migrations|types|hooks|helpers|utils|styles|assets|images|fixtures|configs?|scripts|handlers|controllers|services|schemas) (?:go|live|belong|should go|should live|must go) (?:in|into|under)\b|\bnothing (?:new )?(?:goes|should go|belongs) (?:in|into|there)\b/i, 2.0, { notInQuestion: true }),
  // "We have a pg_trgm index on name, use similarity()": what the project has, and so what to use.
  c('corr.we_have_use', 'corr', /\bwe (?:already )?(?:have|got) (?:[^.;!?\n]|\.(?=\S)){2,50}?[,.;]\s*(?:so |just )?use\b/i, 1.8),
  // "Wouldn't that be 10?": the result the reply gave, questioned with the one the user gets.
  // ("Wouldn't it be nice to …" muses: an opinion is no result.)
  c('corr.wouldnt_that_be', 'corr', new RegExp(String.raw`^\s*(?:(?:hmm+|wait|um+|but|so)[,.!]*\s+)?(?:wouldn'?t|shouldn'?t|isn'?t) (?:that|it|this|the (?:answer|total|result|sum)) (?:be |make it |come to |equal )(?!${OPINION}|(?:a |an )?(?:good|great|bad|better|best|smart|nice|fun|easier|simpler|cheaper|idea|shame|pity|waste)\b)`, 'i'), 2.2),
  // "London is only 5 hours ahead, so it'd be 8 PM": a fact about what the reply named, and the result it gives.
  c('corr.so_itd_be', 'corr', /^[^.?!\n]{3,80}?,?\s+so (?:it(?:'d| would)|that(?:'d| would)) (?:be|make it|come to) [^.?!\n]{1,30}/i, 1.8, { aboutPrev: true }),
  // "Ricotta and mozzarella aren't vegan though": what the reply said of something, denied.
  c('corr.isnt_though', 'corr', new RegExp(String.raw`^[^.?!\n]{2,60}?(?:\b(?:isn'?t|aren'?t|wasn'?t|weren'?t|is not|are not)|(?<=\b(?:she|he|it|that)['’])s not|(?<=\bthey['’])re not) [^.?!\n]{1,40}?\s+though${THOUGH_END}`, 'i'), 1.8, { aboutPrev: true }),
  // "the Louvre is closed on tuesdays though": a plain fact about what the reply named, set against it.
  // "that's way too literal, it's an idiom": a translation or reading that kept the words and lost the meaning.
  // "you put --no hat when the hat is the whole point": what the reply did, set against what the user is after.
  c('corr.you_put_when', 'corr', /^\s*(?:lol |lmao |wait,? |but )?you (?:put|added|used|wrote|included|set|removed|dropped|took out|left out|made) [^.?!\n]{1,40}? when (?:the|it|i|that|this|my)\b/i, 2.0, { notInQuestion: true }),
  // "still six fingers. every single time": the same failure, said to come back each time.
  c('frus.every_time', 'frus', /(?:^|[.!,;]\s*)every (?:single )?time\s*[.!]*\s*$|^\s*still (?:the same|\d+|one|two|three|four|five|six|seven|eight|nine|ten|no|nothing|broken|wrong|there|missing|blank|empty)\b/i, 1.8),
  // "--ar and --v are midjourney flags, dall-e doesn't use them": what the reply named does not take what it was given.
  c('corr.doesnt_take', 'corr', /(?:^|[,.;]\s*)(?!i\b|we\b|you\b|they\b)[\w.-]+(?: [\w.-]+)? (?:doesn'?t|does not|don'?t|do not|can'?t|cannot) (?:use|support|have|accept|understand|recogni[sz]e|take|read) (?:them|those|these|that|this|it)\b/i, 2.0, { aboutPrev: true, notInQuestion: true }),
  // "strings don't have reverse()", "dicts have no .push": the method the reply called does not exist on that type.
  // "salt doesn't activate yeast, sugar and warm water do": what the reply said does it, and what does.
  c('corr.other_does', 'corr', /\b[\w-]+(?: [\w-]+)? (?:doesn'?t|does not|don'?t|do not|won'?t|will not|can'?t|cannot) [\w-]+(?: [\w-]+){0,3},\s*(?:[\w-]+ ){1,4}(?:do|does|will|can)\s*[.!]*$/i, 2.3, { aboutPrev: true, notInQuestion: true }),
  c('corr.has_no_method', 'corr', /(?:^|[,.;]\s*)(?:(?:no+|nope|actually|but)[,.!]?\s+)?(?!i\b|we\b|you\b|they\b)[\w.-]+(?: [\w.-]+)? (?:(?:doesn'?t|does not|don'?t|do not) have (?:a |an |any )?|(?:has|have) no )`?\.?[A-Za-z_][\w.]*(?:\(\))`?(?: method| function| attribute| property)?/i, 2.2, { aboutPrev: true, notInQuestion: true }),
  // "it has way more than that, like 95", "it's much longer than that": the reply's number, said to be far off.
  c('corr.way_off', 'corr', /(?:^|[,.;!]\s*)(?:(?:no|nope|actually|lol|haha)[,.!]?\s+)?(?:it|they|there|that|he|she)(?:'s|’s| is| are|'re| has| have| was| were| takes?| costs?)? (?:way|much|far|a lot|many times|about (?:twice|three times)) (?:more|less|fewer|bigger|smaller|longer|shorter|higher|lower|older|younger|further|farther|closer|heavier|lighter|cheaper|(?:more )?expensive) than that\b/i, 2.3, { notInQuestion: true }),
  // "spot reduction is a myth": what the reply relied on, named a myth.
  c('corr.is_myth', 'corr', /^[^.?!\n]{0,40}?\b(?:is|are|was) (?:a |just a |an )?(?:myth|(?:common )?misconception|urban legend|old wives'? tale|debunked)\b/i, 2.2, { aboutPrev: true }),
  // "skip the motivational stuff and emojis": the padding the reply came with, refused.
  // ("I'm a senior dev, skip the basics": what the user already knows, left out.)
  c('pref.skip_the', 'pref', /(?:^|[,.;!]\s*)(?:(?:please|pls|ok(?:ay)?|and|just|so|can you|could you|would you)[,]?\s+){0,2}(?:skip|drop|lose|ditch|cut|spare me) the [\w '"‘’“”-]{0,30}?(?:stuff|fluff|intros?|preamble|pep talks?|motivational|small talk|filler|jokes|emojis?|disclaimers?|caveats?|warnings?|hype|pleasantries|niceties|chit-?chat|enthusiasm|excitement|cheerleading|sales pitch|marketing (?:speak|talk)|corporate speak|buzzwords|exclamation (?:marks|points)|flattery|compliments|basics|beginner (?:stuff|explanations?)|obvious(?: stuff)?)\b/i, 2.2),
  // "rounded?? that's how you get injured": the reply's advice, named dangerous.
  c('corr.how_you_get_hurt', 'corr', /\bthat'?s (?:exactly |literally )?how you (?:get (?:hurt|injured|killed|sick|banned|fired|sued|hacked|scammed|burned)|break|lose|ruin|injure|damage|brick|kill)\b/i, 2.0),
  // "rounded??": the reply's own word, thrown back in disbelief.
  c('corr.echo_word', 'corr', /^\s*[\w'-]{3,20}(?: [\w'-]{2,20})?\?{2,}/i, 1.8, { aboutPrev: true }),
  // "docker-compose v1 is dead": what the reply used is no longer there.
  // "bus 42 was discontinued last year", "that shop closed down in 2019": what the reply sent the user to is gone.
  c('corr.gone_now', 'corr', /^[^.?!\n]{0,40}?\b(?:was|were|has been|have been|got) (?:discontinued|cancel+ed|shut down|closed(?: down)?|demolished|renamed|replaced|retired|abolished|scrapped|torn down)\b|\b(?:doesn'?t|does not|don'?t|do not) (?:exist|run|operate) any ?more\b|\bno longer (?:exists?|runs?|operates?|open)\b/i, 2.2, { aboutPrev: true, notInQuestion: true }),
  c('corr.is_dead', 'corr', /^[^.?!\n]{0,40}?\b(?:is|are) (?:dead|deprecated|discontinued|end[- ]of[- ]life|eol|abandoned|unmaintained|archived)\b/i, 2.0, { aboutPrev: true }),
  // "that deletes everything in the current dir": what the reply's command would destroy.
  c('corr.deletes_everything', 'corr', /\bthat(?:'ll| will| would|'d)? (?:delete|deletes|wipe|wipes|erase|erases|nuke|nukes|destroy|destroys|overwrite|overwrites|remove|removes|drop|drops) (?:everything|all (?:of )?(?:your|my|the)|the (?:whole|entire)|your (?:whole|entire)|my (?:whole|entire)|every (?:single )?[\w-]+ (?:in|on|from|of) (?:the|my|our|your))\b/i, 2.2),
  // "you need quotes around *.log or the shell expands it first": what the reply left out, and what happens without it.
  c('corr.need_or', 'corr', /^\s*(?:(?:wait|no|nope|hmm+)[,.!]*\s+)?you (?:need|have) (?:to )?[^?!\n]{2,40}? or (?:else )?(?:the|it|they|you|that|bash|zsh)\b/i, 1.8, { notInQuestion: true }),
  // "isnt that the nucleus? mitochondria is the powerhouse": the thing the reply meant, asked back by name.
  c('corr.isnt_that_the', 'corr', /(?:^|[.!?]\s+)(?:(?:hmm+|wait|but|um+)[,.]?\s+)?(?:isn'?t|wasn'?t|aren'?t) (?:that|it|this) (?:the|a|an) (?!(?:point|idea|same|whole|goal|purpose|problem|issue|case|thing|reason|way|best|easiest|simplest|right|wrong)\b)[\w'-]+(?: [\w'-]+)?\s*\?/i, 2.0, { answerable: true }),
  // "i needed it in java", "I wanted it in metric": what the answer should have come in.
  // "you don't need type hints on private helpers, only public API": what the work added where it is not wanted.
  c('corr.you_dont_need', 'corr', new RegExp(String.raw`^${AGREE_LEAD}(?![^\n]*\b(?:${PRAISED}|works)\b)[^\n]*?\byou (?:don'?t|do not|didn'?t|did not) need (?!to (?:worry|apologi[sz]e|thank|ask|explain yourself)\b|me\b|it\b)(?:to (?:add|write|use|include|put|wrap|create|make) )?(?:the |a |an |any |all (?:the |those |these )?|those |these )?[\w-]+(?: [\w-]+){0,3} (?:on|for|in|around|everywhere|at all|here)\b`, 'i'), 2.0, { notInQuestion: true, needsAction: true }),
  c('corr.needed_it_in', 'corr', /\bi (?:needed|wanted|asked for|need|want) (?:it|this|that|them|the (?:code|answer|script|recipe|table|list|text|email|letter|essay|translation|version|one)) in (?!(?:a|the|my|an)\b)[\w+#.-]{2,20}\b(?! (?:and|too|also|as well)\b)/i, 2.2, { notInQuestion: true }),
  // "every calculator I tried says around 1,800", "the docs say …": what others say, set against the reply ("one
  // part of the book said …" tells a story).
  // ("the recipe said 180", "the label stated 5 mg": what the user's own source said, against the reply. Only said: "the
  // recipe says 200g butter, can I use margarine" and "the manual says we need FCC approval first" go on with the work.)
  c('corr.sources_say', 'corr', /\b(?:(?:(?:every|all the|all my|other) (?:calculators?|estimates?|quotes?|sources?|websites?|sites|books|studies|articles|guides|maps|reviews|recipes?|tutorials?|videos?|forums?|posts)|(?:the|my|our) (?:docs|documentation|official (?:docs|site|website|guide)|manual|owner'?s manual|textbook|answer key|syllabus)) (?:i (?:tried|checked|found|read|saw|looked at|used) |i(?:'ve| have) (?:seen|read|tried|checked|found|used|looked at) )?(?:says?|said|show|shows|showed|agree)\b(?! (?:we|i|you) (?:need|should|have to|must|can)\b)|(?<!\b(?:of|in|from) )the (?:recipe|label|package|packaging|box|readme|guide|assignment|brief|ticket|book|article|website|site|page|syllabus|contract|invoice|receipt) (?:(?:clearly|literally|actually|explicitly) )?(?:said|stated|asked for)\b(?! (?:to|that|i|we|you)\b))/i, 2.0, { notInQuestion: true }),
  // "that seems low", "that sounds way too high": the reply's value, doubted.
  c('corr.seems_low', 'corr', /^\s*(?:hmm+,? |um+,? |wait,? )?(?:that|this|it)(?:'s| is)? (?:seems|sounds|looks) (?:way |really |a bit |a little |too |pretty |kinda |very )?(?:low|high|off|cheap|short|small|big|little)\b/i, 1.8, { notInQuestion: true }),
  // "that's dangerous", "this is unsafe": the reply's advice, named harmful.
  c('corr.thats_dangerous', 'corr', /\b(?:that'?s|this is|it'?s|that is) (?:really |very |super |extremely |actually |literally )?(?:dangerous|unsafe|harmful|toxic|deadly|life-threatening)\b/i, 2.0, { notInQuestion: true }),
  // "that's type 2. type 1 is autoimmune", "that's the median. the mean is 27.5": the reply's thing named as another,
  // then what the right one is.
  c('corr.thats_x_then', 'corr', new RegExp(String.raw`^\s*(?:no,? |nope,? |um+,? )?that'?s (?!${OPINION}|it\b|all\b|fine\b|ok\b|okay\b|perfect\b|helpful\b|exactly\b|what\b)(?:the |a |an |just )?[\w'-]+(?: [\w'-]+){0,2}[.!]\s+(?:the |a |an )?[\w'-]+(?: [\w'-]+){0,3} (?:is|are|was|were|means|has|have)\b`, 'i'), 2.0, { aboutPrev: true }),
  // "amoxicillin IS a penicillin": the copula shouted back at the reply.
  c('corr.shouted_copula', 'corr', /(?:^|[\s,])[a-z][\w-]{2,} (?:IS|ARE|WAS|WERE) (?:(?:a|an|the|not|NOT) )?[\w-]+/, 2.0, { aboutPrev: true }),
  // "it's winter in the story, we're in the frozen north": what the story already has, set against the reply.
  c('corr.in_the_story', 'corr', /^\s*(?:but |no,? |um+,? )?(?:it'?s|it is|she'?s|he'?s|they'?re|we'?re|she is|he is|they are|we are) [^.?!\n]{2,25} in the (?:story|book|novel|script|world|setting|lore|outline|character sheet)\b/i, 2.0, { notInQuestion: true }),
  c('corr.too_literal', 'corr', /\b(?:way |much |far |a bit |kinda )?too literal(?:ly)?\b/i, 2.0, { notInQuestion: true }),
  c('corr.fact_though', 'corr', new RegExp(String.raw`^\s*(?:but |well |hmm+,? )?(?:the |this |that |your )?(?!(?:i|you|we|it|that|this|they|he|she|there|which|what|who|mine)\b)[\w'-]+(?: [\w'-]+){0,3} (?:is|are|was|were|closes|opens|has|have|takes|costs|needs|runs) (?!${OPINION})[^.?!\n]{2,40}?\s+(?:though|tho)${THOUGH_END}`, 'i'), 1.8, { aboutPrev: true }),
  // "this is for our Taiwan site, it needs to be traditional characters": who it is for, and what that makes it.
  c('corr.for_it_needs', 'corr', /\b(?:it'?s|its|this is|it is|they'?re|these are) for (?:my|our|a|an|the) [\w -]{1,30}?[,;.]\s*(?:so\s+)?(?:it|this|they|these) (?:(?:needs?|has|have) to|must|should) be\b/i, 2.0, { notInQuestion: true }),
  // "the column is order_date with an underscore, I showed you the schema": what the user had given, pointed back to.
  c('corr.showed_you', 'corr', /[^.?!\n]{6,}[,.;]\s*(?:and |but )?(?:i (?:already |literally |just |even )?(?:showed|gave|sent|pasted|shared|provided) you (?:the|my|it|that|this|them|those)\b|(?:it'?s|its|it is|that'?s|it was) (?:all |right |literally )?(?:in|on) the [\w -]{1,30}? i (?:pasted|gave you|sent(?: you)?|shared|uploaded|attached|showed you|provided)\b)[^.?!\n]{0,30}[.!]*\s*$/i, 2.2),
  // "use plotly for all the charts", "only public transport for everything please": a choice made for every case.
  c('pref.for_all', 'pref', /(?:^|[.!;]\s+)(?:(?:please|pls|and|also|ok(?:ay)?|so)[,]?\s+)?(?:(?:always |only )?use|stick (?:with|to)|only)\b[^.!?\n]{1,40}?\bfor (?:all|every|everything)\b(?! (?:of|two|three|four|five|\d))/i, 2.2, { notInQuestion: true }),
  // "doesn't lemon overnight make chicken mushy? I read 2 hours max": what the user knows, set against the reply.
  c('corr.i_read_otherwise', 'corr', /^\s*(?:but |hmm+,? |wait,? )?(?:doesn'?t|don'?t|isn'?t|aren'?t|won'?t|wouldn'?t|shouldn'?t|can'?t|wasn'?t)\b[^?\n]{3,80}\?\s+(?:but\s+)?i (?:read|heard|was told|learned|saw|thought)\b/i, 2.2, { aboutPrev: true }),
  // "2 tablespoons for one loaf seems crazy": the reply's value, found implausible.
  c('corr.seems_crazy', 'corr', /^\s*[^.?!\n]{0,40}?\d[^.?!\n]{0,40}?\b(?:seems|sounds|looks) (?:(?:a bit|kinda|kind of|pretty|way|really|a little) )?(?:crazy|insane|excessive|absurd|extreme|like a lot|way too (?:much|high|low|many)|too (?:much|high|low|many|few|little))\b/i, 2.0, { aboutPrev: true }),
  c('corr.stick_to_asked', 'corr', /\b(?:stick to|only (?:do|change|modify|touch|edit|fix)|do only|just do) what i (?:asked|said|requested|told you|asked for)\b/i, 2.4),
  c('corr.focus_on', 'corr', /\bfocus on (?:the|my) (?:actual|real|original|main|specific) (?:problem|issue|question|task|bug|request)\b/i, 2.2),
  c('corr.irrelevant', 'corr', /^\s*(?:but |no,? )?(?:that'?s|this is|that is|it'?s|this was) (?:completely |totally )?(?:irrelevant|not relevant|beside the point|off[- ]topic|not the point|not the issue|not the problem)\b/i, 2.2),
  // "we use TypeScript, please give me the tsx version": the team's tool, said before the ask.
  // ("we're on vitest, not jest. delete jest.config.js": the same, said as where the team is.)
  // ("this repo uses vitest. …": the same, said of the codebase.)
  c('corr.we_use_lead', 'corr', /^\s*(?:no,?\s+)?(?:(?:we|i) (?:always |only )?use|we(?:'re|’re| are) (?:on|using)|(?:this|the|our) (?:repo|repository|project|codebase|app) (?:uses|is on|runs on|is using|is built with)) [\w.@/-]+(?: [\w.@/-]+)?\s*(?:[,;.]|$)/i, 1.8, { answerable: true }),
  // "hooks only in this codebase": the one way the project allows, said as a label.
  c('corr.only_here', 'corr', /^\s*(?:(?:no|nope|um+|well|btw)[,.!]?\s+)?[\w.@/-]+(?: [\w.@/-]+){0,2} only (?:in|for|across) (?:this|our|the) (?:codebase|repo|repository|project|app|team|module|package)\b/i, 2.2, { notInQuestion: true }),
  c('corr.we_use', 'pref', /\b(?:we|i) (?:always |only )?use [\w.@/-]+(?: [\w.@/-]+){0,3}? (?:in this (?:repo|repository|project|codebase|team|company)|here)\b|\bin this (?:repo|repository|project|codebase),? (?:we|i) (?:always |only )?use\b/i, 2.4, { notInQuestion: true, answerable: true }),
  // ("we avoid generic utils files": the same house rule.)
  c('corr.we_dont_use', 'corr', /\bwe (?:don'?t|do not|never) use\b|\bwe (?:avoid|steer clear of|stay away from) (?!it\b|that\b|this\b)(?![^\n]*\b(?:i like|we like|i love|we love|perfect|thanks|thank you|great|sounds good)\b)/i, 2.4, { notInQuestion: true }),
  c('pref.be_concise', 'pref', /(?:^|[,.!?;:]\s*|\b(?:please|pls|just|and|also|so|always|try to)\s+)(?:be|keep (?:it|answers?|replies|responses?)|make (?:it|answers?|replies|responses?)) (?:more |much |a bit more |a little more )?(?:concise|brief|succinct|terse|to the point)\b/i, 2.5, { notInQuestion: true }),
  c('pref.code_only', 'pref', /\b(?:just|only) (?:give|show|send|return|write|output) (?:me )?(?:the )?(?:code|final code|full code)\b|^\s*(?:just|only) the (?:code|final code)\b/i, 2.5, { notInQuestion: true }),
  // "less dialogue, more description": the balance of the reply, put right.
  c('corr.less_more', 'corr', /^\s*(?:much |a lot |way )?(?:less|fewer) [\w-]+(?: [\w-]+)?[,;]?\s+(?:and\s+)?(?:much |a lot |way )?more [\w-]+/i, 2.2),
  c('corr.less_x', 'corr', /^\s*(?:much |a lot |way )?(?:less|fewer) (?:code|text|words|explanation|explanations|comments|prose|fluff|emojis?|jargon|bullet points)\b/i, 2.2),
  c('frus.circles', 'frus', /\b(?:going|running|go|run|went) (?:around |round )?in circles\b|\b(?:this|it|we|we'?re|we are|this is|it'?s) (?:(?:really|just|clearly|so) )?(?:going|getting) (?:absolutely )?nowhere\b|\bgetting us nowhere\b|\bhow many times (?:do i have to|must i|have i|did i|should i)\b/i, 2),
  c('corr.not_like_that', 'corr', /^\s*(?:no,? |nope,? )?not like (?:that|this)\b/i, 2.3),
  c('corr.can_you_not', 'corr', /\bcan you (?:please )?not\b|\bwhy (?:did|would|do) you (?:do|say|write) (?:that|this|it)\b/i, 2.2),
  c('corr.supposed_to', 'corr', /\byou(?:'re| are| were) supposed to\b/i, 2.2),
  // "its supposed to be 500 words": what the output should have been.
  c('corr.was_supposed', 'corr', /\b(?:it'?s|its|it is|it was|this is|this was|that'?s|that was|they'?re|they were|he'?s|he is|he was|she'?s|she is|she was|\w+ is|\w+ are) supposed to (?:be|have|include|say|look|use)\b/i, 1.8),
  c('frus.nth_time', 'frus', /\b(?:third|fourth|fifth|3rd|4th|5th|\d+th|nth|hundredth) time (?:i'?m |i am |i'?ve |i have )?(?:asking|telling|saying|asked|told|said|explaining)\b(?! (?:him|her|them|my \w+|the \w+|our \w+)\b)|^\s*what (?:the hell |on earth |exactly )?are you doing\b/i, 2.2),
  c('pref.call_me', 'pref', /^\s*(?:please |and |also )?(?:call me|address me as)\s+\S/i, 2.5),
  c('pref.to_the_point', 'pref', /(?:^|[,.!;]\s*|\b(?:please|just|and)\s+)(?:get|go|come|cut) (?:straight )?to the (?:point|chase)\b|(?:^|[,.!;]\s*|\b(?:please|just|and)\s+)skip (?:the )?(?:intro|introduction|preamble|pleasantries|small talk|fluff)\b/i, 2.5),
  // "use ISO dates, YYYY-MM-DD", "24-hour time please": the format dates and times are written in.
  c('pref.date_format', 'pref', /\b(?:use|in|with|switch to|(?:write|format|show|give) (?:them|the dates|dates|the times|times|it|everything) (?:as|in))\s+(?:the\s+)?(?:iso(?:[- ]?8601)?(?: dates?| format| timestamps?)?|(?:yyyy|dd|mm)[-/.](?:mm|dd)[-/.](?:yyyy|yy|dd)|24[- ]hour(?: time| clock| format)?|12[- ]hour(?: time| clock| format)?|dd\/mm|mm\/dd|unix timestamps?)(?![\w-])|^(?:iso(?:[- ]?8601)? dates?|24[- ]hour (?:time|clock)|(?:yyyy|dd|mm)[-/.](?:mm|dd)[-/.](?:yyyy|yy|dd))(?:,?\s*(?:please|pls|thanks))*[.!]*$/i, 2.4, { notInQuestion: true }),
  // "make it 30 seconds, the API is slow" after "I've set the timeout to 5 seconds": the reply's value, in its unit, set again.
  c('corr.make_it_value', 'corr', /^\s*(?:(?:no|nah|nope|hmm+|actually|ok|okay|well)[,.]?\s+)?(?:make|set|change|bump|raise|lower|increase|reduce|up|drop) (?:it|that|this|those|them|the [\w-]+(?: [\w-]+)?) (?:to |up to |down to )?(?:\d[\d.,]*|one|two|three|four|five|six|ten|twenty|thirty|fifty|a hundred)\s*(seconds|second|secs|minutes|minute|mins|hours|hour|ms|milliseconds|days|weeks|months|years|px|pixels|percent|mb|gb|kb|items|rows|lines|words|characters|chars|retries|attempts|workers|threads|servings|people|slides|pages|paragraphs|questions)\b/i, 2.0, { namesPrev: true, notInQuestion: true, answerable: true }),
  // "in July it never gets dark there, so no": a fact, and the plan turned down because of it.
  c('corr.so_no', 'corr', /\S[,;.]\s*so(?:,)? (?:no|nope|nah|that won'?t work|that'?s out|not then)[.!]*\s*$/i, 2.0, { notInQuestion: true, answerable: true }),
  // "keep using parseISO from date-fns": the tool the reply swapped out, asked back.
  c('corr.keep_using', 'corr', /(?:^|[.!;]\s+|,\s*)(?:just |please |so )?keep (?:using|calling|importing) (?!(?:the same|this|that|it|them|these|those|the (?:same|existing|current))\b)[\w.@/$-]{2,}/i, 2.2, { needsAction: true }),
  // "it's for my grandfather's funeral": an occasion of mourning, after a reply written light (jokes, rhymes, fun).
  c('corr.for_mourning', 'corr', /\b(?:it'?s|its|this is|it is|this was|it was) (?:for|to be read at|to be given at|for use at) (?:my |a |the |our |his |her )?(?:[\w'’-]+ ){0,2}(?:funeral|memorial|wake|eulogy|sympathy card|condolence card|memorial service|celebration of life)\b/i, 2.2, { needsAction: true }),
  // "no room for a bouncy castle": what the reply suggested does not fit where the user is.
  c('corr.no_room_for', 'corr', /\b(?:no|not enough|don'?t have (?:the )?|do not have (?:the )?|nowhere near enough) (?:room|space) for (?:a |an |the |any )?[\w-]+(?: [\w-]+)?/i, 2.2, { aboutPrev: true, notInQuestion: true, answerable: true }),
  // "isn't monsoon season like non-stop rain though?": what the reply recommended, doubted in a question with "though".
  c('corr.doubt_though', 'corr', /^\s*(?:(?:but|hmm+|wait|um+|so)[,.]?\s+)?(?:isn'?t|wasn'?t|aren'?t|weren'?t|doesn'?t|don'?t|won'?t|wouldn'?t) (?!(?:you|u)\b)(?!(?:it|that|this|he|she|they) (?:so |really |just )?(?:nice|great|good|cool|beautiful|lovely|fun|amazing|cute|awesome|gorgeous|funny)\b)[^?\n]{3,60}\bthough\s*\?/i, 2.2, { aboutPrev: true }),
  // "they've only been together 3 years" after a toast for ten: a count the reply used, put right as "only".
  c('corr.only_count', 'corr', /\b(?:only|just) (?:been|had|have|has|lasted|taken|known|lived|worked|dated|run|for) (?:[a-z]+ ){0,2}?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a few|a couple(?: of)?) (years?|months?|weeks?|days?|hours?|minutes?|people|guests)\b/i, 2.0, { namesPrev: true, notInQuestion: true, answerable: true }),
  // "cheap means under 80 for me": the reply's own word, given the user's measure.
  c('corr.means_for_me', 'corr', /\b(?!(?:there|it|this|that|which|what|who|here|he|she|they|mine|yours)\b)([a-z]{3,}) (?:means|is|=) (?:under|below|less than|at most|no more than|max|over|above|at least|more than|around) [$€£]?\d/i, 2.0, { namesPrev: true, notInQuestion: true }),
  // "Mara doesn't fight, she's a healer": what a character the reply wrote never does (named in the reply).
  c('corr.character_doesnt', 'corr', /\b([A-Z][a-z]{2,})(?: (?:doesn'?t|does not|can'?t|cannot|would never|never|wouldn'?t|won'?t)) (?:fight|kill|swear|curse|lie|drink|smoke|cry|fly|sing|dance|run away|give up|use magic|eat meat)\b/, 2.2, { namesPrev: true, notInQuestion: true }),
  // "it's the building's router, I can't touch it": what the advice needs the user to reach is not theirs to reach.
  // (Only with whose it is said: "I can't edit the overview section" alone is a failure report.)
  c('corr.cant_reach', 'corr', /\b(?:it'?s|that'?s|it is|that is|this is) (?:the |my |our |a )?(?:[\w-]+(?:'s|’s)|work|company|school|office|shared|borrowed|rented|managed|locked(?:-down)?) (?:[\w-]+ )?(?:router|server|network|wi-?fi|computer|laptop|pc|mac|machine|account|system|phone|printer|tv|car|apartment|flat|house|wall|kitchen)\b[^.!?\n]{0,30}?\bi (?:can'?t|cannot|am not allowed to|'m not allowed to|have no access to|don'?t have access to) (?:touch|access|change|modify|configure|log ?in|reach|reset|update|install|open|edit|paint|drill)\b(?![^.!?\n]{0,40}\b(?:perfect|great|works|fine|ideal)\b)/i, 2.2, { notInQuestion: true, answerable: true }),
  // "he quit drinking last year" after whisky in a gift list: what someone the plan is for has given up.
  c('corr.they_quit', 'corr', /\b(?:he|she|they|my (?:dad|mom|mum|father|mother|husband|wife|partner|brother|sister|son|daughter|boss|friend|grandpa|grandma))(?: has| have|'s|'ve)? (?:(?:quit|stopped|given up|gave up) (?:reading|using|wearing|playing|eating|watching|buying|drinking|smoking|alcohol|caffeine|coffee|sugar|meat|gluten|dairy|gambling|vaping)|quit\b|no longer (?:drinks|smokes|reads|eats|plays)|doesn'?t (?:drink|smoke)|don'?t (?:drink|smoke))/i, 2.2, { notInQuestion: true, answerable: true }),
  // "you used 'zumo', in Mexico it's 'jugo'": a word of the reply's, and the one said where the user is.
  c('corr.said_there', 'corr', /\byou (?:used|wrote|said|put|called it) [^,.;\n]{1,30},\s*(?:but )?(?:in [a-z]+(?: [a-z]+)? |here |over here |there |where i live )(?:it'?s|it is|we say|they say|people say|we use|they use)\b/i, 2.2, { notInQuestion: true }),
  // "that's elite pace lol, I'm at like 7": where the user really is, against a figure the reply assumed.
  c('corr.im_at', 'corr', /\bi(?:'m| am) (?:at|more like|closer to|around|about|only at|currently at|still at) (?:like |maybe |about |around )?\d/i, 2.0, { prevHas: /\d/, notInQuestion: true, answerable: true }),
  // "phone numbers here have area codes, like 555-123-4567": what the user's data looks like, with an example, after
  // work that assumed another shape.
  c('corr.data_shape', 'corr', new RegExp(String.raw`^${AGREE_LEAD}(?!\s*(?:perfect|correct)\b)(?![^\n]*\b(?:thanks|thank you|perfect|great|works)\b)[^\n]*?\b(?:phone numbers?|numbers|dates?|prices?|amounts?|ids?|emails?|zip ?codes?|post ?codes?|addresses|timestamps?|names|file ?names|rows|lines|fields|values|keys|urls|paths) (?:here |there |in (?:my|our|the) (?:data|file|files|csv|db|database|system|country|app|logs?) )?(?:have|has|include|contain|use|come with|look like|can (?:have|contain|be)|are (?:in|like|formatted))\b[^.?!\n]{0,40}?,?\s*(?:like|e\.g\.?|such as)\s+\S`, 'i'), 2.2, { needsAction: true, notInQuestion: true }),
  // "parameterized queries only", "named exports only, no default exports": the one kind the user allows, said alone.
  c('corr.only_kind', 'corr', /^\s*(?:(?:no|nope|nah|please|pls|and|also|but|just)[,]?\s+)?(?!(?:me|you|it|this|that|these|those|one|for|if|not|i|we|they|he|she|there|here|once|now|today|the|a|an|then|so|is|was|that's|it's|god|lord|top|first|best|code|final|instead|show|give|send|write|use|answer|reply|respond|do|make|keep|print|return|output|list|tell)\b)[a-z][\w./+#-]*(?: [a-z][\w./+#-]*){0,2}(?<!\b(?:of|for|to|in|on|at|with|by|from|and|or|but|is|are|was|were)) only(?:,? (?:please|pls|thanks|thx))?(?:[.!]*$|,\s(?![^\n]*\b(?:great|perfect|thanks|thank you|agreed|good|nice|exactly|correct|love it)\b))/i, 2.0, { notInQuestion: true, answerable: true }),
  // "top 5 only", "just the first 3": how many of the reply's items the user wants.
  c('corr.only_top', 'corr', /^\s*(?:(?:just|only)\s+)?(?:the\s+)?(?:top|first|best)\s+(?:\d{1,2}|three|five|ten)(?:\s+\w+)?(?:\s+only)?(?:,?\s*(?:please|pls|thanks))*[.!]*$/i, 2.0, { notInQuestion: true, answerable: true }),
  // "round to two decimals", "2 decimal places please": how numbers are given.
  c('pref.decimals', 'pref', /\b(?:round(?:ed)?|rounding) (?:it |them |everything |all (?:numbers|values|figures) |numbers |values )?(?:to|at) (?:\d|one|two|three|four) (?:decimal(?: places?)?|decimals|dp|significant (?:figures|digits)|sig figs)\b|^\s*(?:\d|one|two|three) (?:decimal places?|decimals|dp)(?:,? (?:please|pls|max|only))*[.!]*$/i, 2.4, { notInQuestion: true, answerable: true }),
  // "commit messages are imperative", "use conventional commits": how commits are written.
  c('pref.commit_style', 'pref', /\bcommit (?:messages?|msgs?|titles?|subjects?) (?:are|is|should be|must be|have to be|need to be|use|follow|go in|in) (?:the |an? )?(?:imperative|present tense|conventional commits?|lower ?case|english|one line)\b|\b(?:use|follow) (?:the )?conventional commits?\b/i, 2.6, { notInQuestion: true }),
  // ("grams please, I don't have measuring cups": the unit alone, asked for.)
  c('pref.units', 'pref', /\b(?:use|in|with|give me|switch to|convert (?:it |them |everything )?to) (?:the )?(?:metric|imperial|celsius|fahrenheit|si) (?:units?|system)?\b|^\s*(?:in )?(?:grams|kilograms|millilitres|milliliters|litres|liters|ounces|pounds|kilometres|kilometers|miles|celsius|fahrenheit|metric)(?:,? (?:please|pls|plz))\b/i, 2.4, { notInQuestion: true }),
  // "one sentence answers please": how long every answer is.
  c('pref.sentence_answers', 'pref', /^\s*(?:(?:just|only|please|pls)\s+)?(?:one|two|three|1|2|3|single)[- ]sentence (?:answers?|replies|responses)\b|\b(?:answer|reply|respond) in (?:one|two|three|1|2|3|a single) sentences?\b/i, 2.4, { notInQuestion: true }),
  c('pref.cite', 'pref', /(?:^|[,.!;]\s*|\b(?:please|just|and|always)\s+)(?:cite|include|give|add|provide) (?:your |the |some )?(?:sources|citations|references)\b/i, 2.3, { notInQuestion: true }),
  // "that test was passing before your change", "there's already a decodeToken in utils, reuse it": what the change
  // broke, and what it should have used.
  c('corr.was_fine', 'corr', /\b(?:was|were|it) (?:passing|working|fine|green|ok|okay|worked|correct|right) (?:before|until) (?:your|you|the|this) ?(?:change|changes|edit|edits|commit|fix|refactor|update|touched|changed|edited)?\b|\bthere(?:'s| is| are) already (?:an? |the )?[\w.`-]+[^.?!\n]{0,40}?,?\s*(?:just )?(?:reuse|use) (?:it|that|this|them)\b|\breuse (?:the |our )?existing\b/i, 2.2, { notInQuestion: true }),
  c('corr.follow_existing', 'corr', /\b(?:follow|use|match|reuse|stick to|respect|keep) (?:the |our |my )?(?:existing|current|project'?s|established) (?:code ?style|style|conventions?|patterns?|helpers?|utilit\w+|functions?|components?|structure|naming|api|implementation)\b/i, 2.2),
  // After the assistant acted, "check the docs first" says it should have; before, it is part of the request.
  c('corr.check_first', 'corr', /\b(?:check|read|look at|consult|search|inspect) (?:the |my )?(?:docs|documentation|logs?|error(?: message)?|readme|existing code|code|spec|schema) (?:first|before)\b/i, 2, { needsAction: true }),
  c('pref.ask_first', 'pref', /(?:^|[,.!;]\s*|\b(?:please|always|and)\s+)ask (?:me )?(?:first|before (?:you |deleting|removing|changing|editing|installing|running|committing|pushing|making))\b/i, 2.3, { notInQuestion: true }),
  c('corr.hack', 'corr', /\b(?:that'?s|this is|it'?s) (?:a |just a |such a )?(?:hack(?![\s-]*(?:and|&|n'?)[\s-]*slash)|hacky|workaround|band-?aid)\b|\bdo it (?:properly|the right way)\b/i, 2.2),
  c('corr.why_still', 'corr', /\bwhy (?:is|are|does|do) (?:it|this|that|they|there|you) still\b/i, 2.2),
  c('corr.you_ignoring', 'corr', /\byou(?:'re| are) (?:still |just )?(?:ignoring|skipping|overlooking|forgetting|missing)\b/i, 2.3),
  c('corr.bare_wrong', 'corr', /^\s*(?:completely|totally|all|just|still|so|very|dead|plain|simply|absolutely) (?:wrong|incorrect)\b|\byou(?:'re| are) (?:way |completely |totally |a bit |a little )?off\b|\b(?:isn'?t|not|wasn'?t) even close\b/i, 2.4),
  c('corr.undid_mine', 'corr', /\byou (?:undid|reverted|overwrote|overrode|removed|deleted|broke|erased) my\b|\b(?:was|worked) (?:fine|perfectly|ok|okay) before (?:your|you|the) (?:change|changes|edit|edits|update)\b/i, 2.4),
  c('corr.outdated', 'corr', /\b(?:is|are|was|looks|seems|that'?s|this is|it'?s) (?:really |completely |totally |so |way |hopelessly |badly |super )?(?:outdated|out of date|obsolete)\b/i, 2),
  // "the question was 6 times 8", "my question was about Python 3": what was asked, put back.
  c('corr.question_was', 'corr', /^\s*(?:no,? |but |um+,? |uh+,? )?(?:the|my) (?:question|prompt|request) was\b/i, 2.0),
  // "half of these you already gave me": the reply repeated what it had given before.
  c('corr.already_gave', 'corr', /\b(?:half|some|most|all|many|several|a few|two|three) of (?:these|them|those)(?: \w+)? (?:you(?:'ve| have)? )?(?:already|were already) (?:gave|given|told|said|listed|mentioned|suggested|used)\b|\byou(?:'ve| have)? already (?:gave|given|suggested|listed|mentioned) (?:me )?(?:these|those|them)\b/i, 2.0),
  // "you literally changed nothing": the reply's change changed nothing.
  c('corr.changed_nothing', 'corr', /\byou (?:literally |just |basically |actually |really )?changed nothing\b|\byou didn'?t (?:actually |even )?change (?:a thing|anything|a single (?:word|thing|line))\b/i, 2.2),
  c('corr.different_approach', 'corr', /\btry (?:a |an )?(?:different|another|other|new) (?:approach|way|solution|method|strategy)\b|\b(?:won'?t|will not|doesn'?t|does not) scale\b/i, 2.2),
  c('pref.shorter_answers', 'pref', /^\s*(?:much |a bit |way )?(?:shorter|briefer|more concise|less verbose|less wordy) (?:answers?|replies|responses?)\b/i, 2.5),
  c('pref.remove_style', 'pref', /\b(?:remove|drop|get rid of|strip|delete|lose|no more) (?:all |any )?(?:the |those |these |your )?(?:emojis?|emoticons|em[- ]?dash(?:es)?|hashtags|exclamation marks)\b/i, 2.5, { notInQuestion: true }),
  // How a piece of writing sounds: the most common correction in general chats after length.
  c('corr.tone', 'corr', /\b(?:sounds?|sounding|reads?) (?:too |so |very |really |a bit |way too )?(?:robotic|artificial|fake|generic|ai-?generated|like (?:an? )?(?:ai|robot|bot|chatgpt|machine|spam|ad|advert|advertisement|commercial|sales pitch|press release|marketing|marketing copy|brochure|template|linkedin post|linkedin|blog post|horoscope|fortune cookie|textbook|wikipedia)|stiff|salesy|cheesy|corporate|flowery|cringe|over the top|biased|one-sided|condescending|preachy|passive[- ]aggressive|rude|pushy|judgmental|patronizing|patronising|professional|formal|fancy|advanced|sophisticated|academic|childish|informal)\b|\b(?:in|with|use) a (?:more|less) [a-z-]+ tone\b|^\s*(?:(?:way|much|a bit|far) )?(?:too|so|less|more) (?:robotic|salesy|cheesy|flowery|corporate|stiff|natural|human|conversational)\b|\b(?:make it|write it|make this) (?:sound )?(?:more )?(?:natural|human|like a human|like me)\b|\bwrite like a (?:human|person|normal person|real person)\b|\b(?:talk|speak|write|reply|respond) (?:to me )?(?:normally|like a (?:normal |real )?(?:person|human))\b|\bdoesn'?t sound like me\b|\bnot my (?:tone|voice|style)\b/i, 2.3),
  // Role play: "that doesn't sound like him at all", "Gandalf would never say that", "you broke character".
  c('corr.out_of_character', 'corr', /\b(?:[Dd]oesn'?t|[Dd]oes not|[Dd]on'?t|[Dd]o not) sound like (?:him|her|them|himself|herself|themselves|a real|an actual|someone who|[A-Z][a-z]+)\b|\b(?:[Hh]e|[Ss]he|[Tt]hey|[A-Z][a-z]+) (?:would never|wouldn'?t ever|would not ever) (?:say|talk|act|speak|use|call|do)\b|\b[Oo]ut of character\b|\b[Bb]r(?:eak|eaking|oke) (?:the )?character\b/, 2.0),
  // "that's generic advice", "this is all so generic": an answer that ignored the user's case (not "generic types").
  c('corr.generic', 'corr', /\b(?:that'?s|this is|it'?s|that is|this was|these are|they'?re|all|just|pretty|very|so|really|quite|super|kinda|way too) generic\b(?! (?:type|types|function|functions|class|classes|method|methods|parameter|parameters|programming|interface|interfaces|version|name|names|term|terms|error|errors|drug|drugs|medication|medications|brand|brands|component|components|template|templates|solution for)\b)|\bgeneric (?:advice|answer|answers|response|responses|reply|replies|tips|suggestions|info|information|stuff|nonsense|fluff|platitudes)\b/i, 1.8),
  // "look at the code I pasted": the answer did not use what the user gave it.
  c('corr.look_at_mine', 'corr', /\b(?:look at|read|check|use|see) (?:the|my) (?:code|file|files|text|data|document|screenshot|error|log|logs|essay|passage|example|csv|table|spreadsheet|image|picture|link|article|notes|draft) (?:that )?i (?:pasted|sent|shared|gave you|uploaded|attached|provided|posted|linked)\b/i, 1.8),
  // "British spelling please" as the whole turn is a standing preference; inside a longer request it is one of its parts.
  // "you don't have to laugh at everything I say": a habit of the replies, said as needless.
  c('pref.needless_habit', 'pref', /^\s*(?:(?:lol|haha+|ok(?:ay)?|also|and|btw|but)[,.!]*\s+)?you (?:don'?t|do not) (?:have|need) to \w+(?: \w+){0,3} (?:every ?thing|every time|everytime|all the time|each time|so much|constantly|always)\b/i, 2.3),
  // "that will rot them, they need water every 2 weeks": the advice, followed, would do harm.
  c('corr.harmful_advice', 'corr', /^\s*(?:(?:no+|nope|wait|um+|uh+|erm?|careful)[,.!]*\s+)?(?:that|this|doing that|doing this)(?:'ll|’ll| will| would|'d|’d)(?: actually| definitely| literally| just)? (?:kill|rot|break|damage|ruin|burn|hurt|destroy|drown|crash|overwrite|delete|wipe|corrupt|brick|poison)\b/i, 2.3, { notInQuestion: true }),
  c('pref.spelling_variety', 'pref', /^\s*(?:please |and |also )?(?:use |in |write in |stick to |keep (?:it|everything) in )?(?:british|american|uk|us|australian|canadian) (?:spelling|english)(?: please| only| from now on)?[.!]*\s*$/i, 2.5),
  c('pref.spelling_mention', 'pref', /\b(?:british|american|uk|us|australian|canadian) (?:spelling|english)\b/i, 1.5, { notInQuestion: true }),
  c('corr.keep_mine', 'corr', /\bkeep (?:my|the) (?:original|own) (?:wording|words|text|phrasing|meaning|structure|tone|voice)\b|\bonly (?:fix|correct|check) (?:the |my )?(?:grammar|spelling|typos|punctuation)\b|\byou (?:changed|altered|lost|twisted) (?:my|the) (?:meaning|wording|tone|voice)\b/i, 2.4),
  // (As strong as an explicit standing rule: how to sign is one, and nothing else is said in these words.)
  c('pref.sign_as', 'pref', /\bsign (?:it|off|the (?:email|letter|message)|emails|letters) (?:as|with) \S/i, 2.5, { notInQuestion: true }),
  c('corr.you_not_doing', 'corr', /\byou(?:'re| are)(?: still)? not (explaining|answering|listening|following|understanding|getting|reading|including|using|addressing|responding|doing what)\b/i, 2.2),
  c('corr.but_looking_for', 'corr', /\b(?:but|however),? (?:i'?m|i am) (?:looking for|after|asking for|asking about)\b/i, 2),
  c('corr.but_too', 'corr', /\b(?:but|however),? (?:again,? )?(?:this|it|that)(?:'s| is| was)? (?:still |again )?(?:too|way too|not (?:what|right|correct|accurate|quite))\b|\b(?:but|however),? again\b/i, 1.4),
  c('corr.again_but', 'corr', /\b(?:rewrite|redo|try again|do it again|again)\b[^.?!\n]{0,40}\bbut (?:less|more|only|without|shorter|simpler|in a)\b/i, 1.6),
  // "you keep track", "if you still want", "I kiss you again" are no reproach; "you keep breaking", "you're still" are.
  // "You used a CTE again", "you added the comments back again": what was done once more, said as a reproach.
  // ("you added tests again, thanks, that's useful" is glad of it.)
  c('corr.you_x_again', 'corr', new RegExp(String.raw`\byou(?:'ve| have)? (?:used|added|put|wrote|included|made|gave|changed|removed|deleted|broke|ignored|skipped|reverted|introduced|hard-?coded|renamed|translated|mixed)\b[^.?!\n]{0,40}\b(?:again|back)\b(?! (?:to|and|in|into|on)\b)${GLAD_LATER}`, 'i'), 2.0, { notInQuestion: true }),
  // "Our MySQL is 5.7 and doesn't support them": the user's setup, said against what was given.
  c('corr.setup_cant', 'corr', /\b(?:our|my) [\w. -]{1,30}?(?:doesn'?t|does not|can'?t|cannot|won'?t) (?:support|handle|run|allow|have)\b/i, 1.4, { notInQuestion: true }),
  // "That's a left join, I need an inner join": what it is, against what the user needs.
  c('corr.got_x_need_y', 'corr', /^\s*(?:no,?\s+)?(?:that'?s|this is|it'?s|you (?:used|gave me|wrote|made)) (?:an? |the )?[\w -]{1,30},\s*(?:but )?i (?:need|want|asked for|wanted|needed|said)\b/i, 2.0, { notInQuestion: true }),
  // "That paper doesn't exist", "the link is dead", "the DOI you gave me points to a different article": a source
  // the assistant gave is not what it said.
  c('corr.source_fake', 'corr', /\b(?:that|this|the|your|these|those) (?:paper|article|study|studies|book|source|reference|citation|quote|doi|link|url|journal|author|statistic|stat|figure)s? (?:doesn'?t|does not|don'?t|do not|didn'?t|did not) exist\b|\b(?:link|url|doi|reference|citation)s? (?:is|are|was|were) (?:dead|broken|invalid|fake|made up|a 404|404)\b|\b(?:link|url|doi) (?:you (?:gave|sent|provided|cited)(?: me)? )?(?:goes|points|leads|links|redirects) to (?:a (?:completely |totally )?different|another|an unrelated|the wrong|nowhere|a 404)\b/i, 2.2, { notInQuestion: true }),
  c('corr.you_gave_wrong', 'corr', /\byou gave me\b[^.?!\n]{0,50}\b(?:wrong|different|unrelated|broken|dead|fake|non-?existent|outdated|incorrect)\b/i, 1.8, { notInQuestion: true }),
  // "You committed the .env file": what must never leave the machine, put where it should not be.
  c('corr.you_exposed', 'corr', /\byou (?:committed|pushed|uploaded|checked in|added|included|exposed|leaked|printed|logged|hardcoded|hard-coded) (?:the |my |our |all |also |a )?(?:[\w./-]+ )?(?:\.env\b|env file|secrets?\b|api keys?\b|keys\b|credentials\b|passwords?\b|tokens?\b|node_modules\b|private key)/i, 2.2, { notInQuestion: true }),
  // "You pushed to main without asking": what needed the user's word, done without it.
  c('corr.without_asking', 'corr', /\bwithout (?:asking|checking with me|telling me|my (?:permission|approval|ok|okay|consent))\b|\byou (?:pushed|committed|merged|deployed|force[- ]pushed) (?:\w+ )?(?:to|into|on) (?:main|master|prod|production)\b/i, 2.0, { notInQuestion: true }),
  c('corr.you_still', 'corr', /\byou(?:'re| are) still\b|\byou still (?:haven'?t|didn'?t|don'?t|can'?t|have not|did not|do not|are not|aren'?t|keep|make|use|give|add|ignore|forget)\b|\byou keep (?:on )?\w+ing\b|\bagain you\b|\byou (did|made) (it|the same|that) (again|mistake)\b/i, 2.2),
  // "You're doing it again", "same mistake again", "this is the third time you …", "again with the em dashes", "give
  // me the correct version this time": the same fault, come back.
  c('corr.again_reproach', 'corr', /\byou(?:'re| are) (?:doing|making) (?:it|that|this|the same (?:thing|mistake|error)) again\b|\bsame (?:mistake|error|problem|issue|bug) (?:again|as (?:before|last time|earlier))\b|\b(?:made|make|making|repeated|repeating) the (?:exact )?same (?:mistake|error)\b|^\s*(?:(?:ugh|sigh|omg|seriously|come on|wow|dude|man)[.!,]*\s+)?again with (?:the|these|those|this|that|your)\b|\b(?:this is|that'?s|it'?s) (?:now )?the (?:second|third|fourth|fifth|2nd|3rd|4th|5th|\d+th) time (?:you|that|now)\b|\b(?:correct|right) (?:one|version|answer|code|link|file|number) this time\b|\bget it right this time\b/i, 2.2),
  // "paragraph 2 repeats paragraph 1", "nobody talks like that": a draft that repeats itself or no one would say.
  c('corr.draft_fault', 'corr', /\b(?:paragraph|section|sentence|line|point|slide|bullet|verse|stanza|chorus) \w{1,8} (?:repeats|duplicates|says the same (?:thing )?as)\b|\brepeats? (?:itself|the (?:same|first|previous|last) (?:point|paragraph|sentence|line|idea))\b|\b(?:no ?one|nobody|no human|no real person) (?:talks|writes|speaks|says (?:that|this|it)) like (?:that|this)\b/i, 2.2),
  // "give me the correct project link", "send me the right file this time": what came was not it.
  c('corr.the_right_one', 'corr', /\b(?:give|send|show|get) me the (?:correct|right|actual|real|proper) (?:\w+ ){0,2}(?:link|url|file|version|answer|one|code|path|name|number|command|repo|repository|page|image|doc|document)s?\b/i, 2.0),
  // "…didnt rebuild and restart anything...AGAIN!!!!!": "again", shouted.
  c('frus.again_shout', 'frus', /\bAGAIN\b|\bagain\s*!{2,}/, 2.0),
  // "you're editing dist/, the source is in src/": the work done in the wrong place, and where the right one is.
  c('corr.wrong_place', 'corr', /\byou(?:'re| are) (?:editing|changing|modifying|looking (?:at|in)|working (?:in|on)|running (?:it )?(?:from|in)|in) [^,.;]{1,40}[,;]\s*(?:but )?(?:the (?:source|real|actual|right|correct)(?: \w+)? |it |they |that )(?:is|are|lives?|lies|sits) (?:in|at|under)\b/i, 2.2),
  // "ok but where are the tests", after the assistant said it was done: what should have come with the work.
  c('corr.where_are', 'corr', /\bwhere(?:'s| is| are| r)? (?:the|my|your|all the) (?:tests|unit tests|docs|documentation|types|migrations|examples|sources|citations|references|rest(?: of (?:it|the \w+))?|changes|translations|comments)\b/i, 1.8, { needsAction: true }),
  // "I have not mentioned that yet and you assume …", "I wanted a summary of my projects, …": what the answer
  // took for granted, or missed of what was asked.
  // How to work on every answer: "analyze the code thoroughly before answering", "no assumptions or guesses".
  c('pref.before_answering', 'pref', /\bbefore (?:answering|replying|responding|you (?:answer|reply|respond))\b|\bthink (?:it through|carefully|step by step) before\b/i, 2.0, { notInQuestion: true }),
  c('pref.no_guessing', 'pref', /\b(?:no|without|zero) (?:assumptions|guesses|guessing|guesswork|speculation|speculating)\b(?<!\b(?:have|had|has|make|made|making|i'?ve|we'?ve|there (?:are|were|is|was)) (?:no|without|zero) \w+)/i, 2.0, { notInQuestion: true }),
  c('corr.you_assumed', 'corr', /\byou(?:'re| are)? (?:assum(?:e|ed|ing)|presum(?:e|ed|ing))\b|\bwhy (?:did|do|would) you (?:assume|think) (?:that|i|it|we)\b/i, 2.0),
  // "these are all super common, I wanted unusual ones": every item the list gave, and what is wrong with all of them.
  c('corr.all_too', 'corr', /^\s*(?:(?:hmm+|meh|ugh|but|well|um+),?\s+)?(?:these|those|they)(?:'re| are) all (?:(?:so|super|really|very|pretty|kinda|way too|too|a bit|quite) )?(?:common|generic|basic|boring|similar|the same|obvious|popular|mainstream|cliché|cliche|touristy|overpriced|expensive|outdated|old|predictable|bland|samey)(?![\wà-öø-ÿ])/i, 2.0, { notInQuestion: true }),
  // "we already have ky for http, don't add another client": a second of what the work already has.
  c('corr.dont_add_another', 'corr', /\b(?:don'?t|do not|no need to|never) (?:add|install|introduce|pull in|bring in|create|use|write) (?:another|a second|yet another|an extra|a separate)\b/i, 2.2, { notInQuestion: true }),
  // "this runs on serverless, a global map won't survive between invocations": what the approach cannot keep.
  c('corr.wont_survive', 'corr', /\b(?:won'?t|will not|wouldn'?t|would not|doesn'?t|does not|can'?t|cannot|isn'?t going to) (?:survive|persist|be shared|carry over|stick around)\b (?:between|across|after|past|over|through)\b/i, 2.0, { notInQuestion: true }),
  c('corr.i_wanted', 'corr', /^\s*(?:(?:no|nope|but|well|ok(?:ay)?|um+|hmm+),?\s+)?i (?:wanted|needed|was (?:looking for|asking for|hoping for)) (?:a|an|the|my|you to|it to|something)\b/i, 2.0),
  // "That's cheating", "you just hid the failure", "you changed the assertion to make it pass": a test made to lie.
  c('corr.cheating', 'corr', /\b(?:that'?s|this is|it'?s|you'?re|you are) (?:just |basically )?cheating\b(?!\s+(?:a bit|a little|kind of|sort of|but|though))(?!,\s*but\b)|\b(?:hid|hide|hiding|masked|masking|silenced|silencing|swallowed|swallowing) the (?:failure|failures|error|errors|bug|problem|exception)\b|\b(?:changed|edited|modified|rewrote|weakened|loosened|adjusted) (?:the |my )?(?:tests?|assertions?|expected (?:value|total|result|output))\b[^.?!\n]{0,30}\bto make (?:it|them|the tests?) (?:pass|green)\b|^\s*(?:un-?skip|re-?enable) (?:it|them|that|this|the tests?|those tests)\b/i, 2.2),
  // "you switched to present", "you slipped back into American spelling": a drift from what was set.
  c('corr.you_switched', 'corr', /\byou (?:switched|slipped|drifted|went back|changed|reverted) (?:back )?(?:to|into)\b/i, 1.8),
  // "That's a myth", "that's a common misconception": a fact put right.
  c('corr.myth', 'corr', /\b(?:that'?s|this is|it'?s|that is) (?:just |actually |really |basically |kind of |literally |apparently )?(?:a |an )?(?:common )?(?:myth|misconception|urban legend|old wives'? tale)\b(?![^\n]*\b(?:good (?:that )?you mention|as you (?:said|say)|like you said|you'?re right)\b)|\b(?:isn'?t|is not|aren'?t|are not|not) (?:backed|supported) by (?:any )?(?:evidence|science|research)\b|\bno (?:scientific )?evidence (?:for|that)\b|\b(?:been )?debunked\b|\bpseudoscience\b/i, 2.2),
  // "The lighthouse keeper is already dead, remember?": what was said before, recalled.
  // ("Elena doesn't drink, remember? she's the healer.": the recall may come before the rest of the turn.)
  c('corr.remember_q', 'corr', /[,;]\s*(?:remember|don'?t you remember|recall)\s*\?+(?=\s|$)/i, 1.8),
  // "You got it backwards, a mile is 1.6 km", "you mixed them up": the reply swapped two things.
  c('corr.you_swapped', 'corr', /\byou(?:'ve| have)? (?:got|have|had|put|wrote|listed) (?:it|them|that|this|those|these|the two|both)(?: all| completely)? (?:backwards|reversed|swapped|switched|mixed up|the wrong way (?:a)?round|the other way (?:a)?round)\b|\byou (?:mixed|swapped|switched|confused) (?:up )?(?:them|the two|those|these|both)\b/i, 2.4),
  // "backwards. it's 48 out of 3200": the whole verdict in one word, then the fact.
  c('corr.backwards_lead', 'corr', /^\s*(?:(?:no|nope|nah|uh|um|hmm|lol)[,.!]*\s+)?(?:it'?s |its |that'?s |thats |you have it |you got it )?(?:backwards|the other way (?:a)?round|reversed|flipped)\s*(?:[.!,;:]|$)/i, 2.4),
  // "that counts cancelled orders too", "it also deletes the config as well": the output takes in more than it should.
  c('corr.takes_in_too', 'corr', /^\s*(?:(?:but|and|hmm+|well|uh|um)[,.]*\s+)?(?:that|this|it|your (?:query|formula|code|version|script|regex|filter|function|macro))(?:'s| is)? (?:also |still )?(?:counts?|counting|includes?|including|sums?|summing|returns?|returning|picks? up|catches|matches|deletes?|removes?|drops?|pulls? in|averages?|selects?)\b[^.!?\n]{1,60}\b(?:too|as well)\s*(?:[.!,;]|lol\b|$)/i, 2.0, { notInQuestion: true }),
  // "it's parsing 03/04 as March 4th", "you're treating the id as a number": read as the wrong thing.
  c('corr.reads_as', 'corr', /\b(?:it'?s|its|it is|you'?re|you are|that'?s|this is|it keeps|the (?:code|script|formula|query|parser|function|regex))\s+(?:(?:still|now|also|always) )?(?:parsing|reading|treating|interpreting|counting|rendering|showing|displaying|formatting|converting|rounding|sorting)\b[^.!?\n]{1,40}\bas\b/i, 2.0, { notInQuestion: true }),
  // "I'm on Google Sheets, not Excel": the user's own setup, put against the one the reply assumed.
  c('corr.im_on_not', 'corr', /\bi(?:'m| am|m) (?:on|using|running|in|working (?:in|with)|writing in) [^,.;!?\n]{1,30}?,? not\b/i, 2.2, { notInQuestion: true }),
  // "give me Sheets formulas by default": a standing default.
  c('pref.by_default', 'pref', /\b(?:give me|answer|reply|respond|assume|talk to me|explain|write (?:to )?me)\b[^.!?\n]{1,40}\bby default\b|\bby default,? (?:give me|answer|reply|respond|assume|talk to me|explain|write (?:to )?me)\b/i, 3),
  // "just bullet points when I ask for travel tips", "whenever I ask for code, skip the explanation": a standing rule,
  // tied to a kind of request.
  c('pref.when_i_ask', 'pref', /\b(?:when(?:ever)?|every ?time|each time|any ?time) i (?:ask (?:you )?(?:for|about|to)|request|want (?:a|an|some|the)?)\b/i, 2.4, { notInQuestion: true }),
  // "keep the summaries to a few bullet points", "keep answers under 5 sentences": how long the replies may be.
  c('pref.keep_to_length', 'pref', /\bkeep (?:the |your |all |these |those |my )?(?:summar(?:y|ies)|answers?|replies|responses?|explanations?|updates?|reports?|descriptions?|messages?|commit messages?|comments?|notes?|it|them) (?:to|under|below|within|at|at most) (?:a few|one|two|three|four|five|\d+|a single|a couple of|max(?:imum)? \d+|no more than \d+)\s*(?:short )?(?:bullet points?|bullets?|lines?|sentences?|paragraphs?|words?|points?|items?)\b/i, 2.4, { notInQuestion: true }),
  // "write a down() every time", "cite the source each time.": an imperative made a habit.
  c('pref.do_it_every_time', 'pref', /\b(?:write|add|include|use|run|put|give|cite|mention|show|ask|check|keep|leave|skip|drop|omit)\b[^.!?\n]{1,40}\b(?:every ?time|each time|every single time)\s*(?:[.!]|$|,\s*(?:just|and|please|ok|okay)\b)/i, 2.5),
  // "we use plotly for everything in this notebook", "we use react-query for all fetching": the team's way.
  c('corr.team_way', 'corr', /\bwe(?:'re| are)? (?:use|only use|always use|stick (?:with|to)|standardi[sz]ed on|went with|settled on|(?:validate|test|style|format|lint|log|fetch|query|deploy|build|bundle|mock|type-?check) (?:with|using|via|in))\b[^.!?\n]{1,40}\b(?:for (?:everything|all|any|every)|everywhere(?: else)?|across the (?:board|codebase|repo|project|app)|throughout|in this (?:repo|project|codebase|notebook|app|team|company))\b/i, 2.0, { notInQuestion: true }),
  // "the jokes have to go", "that whole section needs to go.": what the reply put in, cut.
  c('corr.has_to_go', 'corr', /\b(?:the|this|that|these|those|all (?:the|those|these)|your)\s+[^.!?\n]{1,30}?\s+(?:has|have|need|needs|must) (?:to )?go\s*(?:[.!,;]|$)/i, 2.0),
  // "this is the fourth time.", "can you count?", "do you even know what MySQL 5.7 supports": a reproach.
  c('frus.nth_time_bare', 'frus', /\b(?:this is|that'?s|thats|it'?s|its) (?:now |like |literally |already )?the (?:second|third|fourth|fifth|2nd|3rd|4th|5th|\d+th|nth|umpteenth|hundredth|tenth) (?:time\s*(?:[.!]|$)|(?:try|attempt)\b)|\bcan(?:'t|not)? you (?:even )?(?:count|read)\s*\?|\bdo you even (?:know|understand|read|check|listen|test)\b|\bare you (?:even )?(?:reading|listening to|paying attention to) (?:what|anything|my)\b/i, 2.0),
  // "this is the fourth limit you've suggested": the count of tries, not of times.
  c('frus.nth_suggestion', 'frus', /\b(?:this is|that'?s|thats|it'?s|its) (?:now |like |literally |already )?the (?:second|third|fourth|fifth|sixth|2nd|3rd|4th|5th|6th|\d+th|nth|umpteenth|tenth) (?:different |new |other )?(?:\w+ )?(?:you'?ve|you have|you) (?:suggested|given(?: me)?|tried|proposed|recommended|sent(?: me)?|written|offered|come up with)\b/i, 2.2),
  // "still OOMKilled.", "still crashing": the failure the fix was for, back.
  // "still mutating, you're pushing into state.items", "still flickering": after a reply that acted, the fault goes on.
  c('frus.still_doing', 'frus', /^\s*(?:it'?s |it is |its |they'?re |they are )?still\s+(?!(?:thinking|wondering|deciding|considering|learning|reading|figuring|planning|going|looking|trying|working|waiting|hoping|using|testing|checking|reviewing|building|writing|having|getting|seeing|happening|showing|hanging|freezing|timing|loading|spinning)\b)(?!(?:crash|fail|err|throw|broke)[a-z]*\b)[a-z]{3,}ing\b/i, 2.0, { needsAction: true }),
  c('frus.still_failing', 'frus', /^\s*still\s+(?:getting|seeing|happening|showing|stuck|hangs|hanging|freezing|freezes|timing out|oom\w*|crash\w*|fail\w*|err\w*|throw\w*|broke\w*|404|500|slow|loading|spinning|flaky|flakey|red|blank|empty|logged out|signed out|logging (?:me )?out|kicked out|locked out|blocked|redirect\w*|offline|down)\b/i, 2.0),
  // "it's red. again.", "crashing again!": the failure, back.
  c('frus.failed_again', 'frus', /\b(?:red|failing|failed|broken|crash(?:ed|ing)?|down|stuck|frozen|empty|blank|timing out|timed out)\W{0,3}again\s*[.!]*\s*$/i, 2.0),
  // "56*", "Milton*": the chat convention for a value put right, as the whole turn.
  c('corr.star_fix', 'corr', /^\s*[^*\s][^*\n]{0,30}\*\s*$/, 2.4),
  // "that was Milton", "it's Hemingway actually": the name the reply should have given.
  c('corr.that_was_name', 'corr', /^\s*(?:(?:no|nope|nah|um|uh|erm)[,.!]*\s+)?(?:that|this|it)(?: was|'s| is)(?: actually| in fact| really)? \p{Lu}[\p{L}'’.-]+(?: \p{Lu}[\p{L}'’.-]+){0,2}(?: actually)?\s*[.!]*\s*$/u, 2.6, { answerable: true }),
  // "madrid is 6 hours away, that's not a day trip" after "… with a day trip to Madrid": what the reply called it, denied
  // ("that's not a problem" and its like deny no word of the reply's).
  c('corr.not_what_you_called_it', 'corr', /\b(?:that|this|it)(?:'s not|’s not| is not| isn'?t| isn’t|s not) (?:really |even |exactly |technically )?(?:a|an) (?!(?:problem|issue|big|bad|good|great|huge|concern|worry|deal|priority|lot|fan|thing|question|option|must|requirement)\b)([a-z][a-z-]{2,}(?: [a-z][a-z-]{2,})?)/i, 2.2, { namesPrev: true, notInQuestion: true }),
  // "you left the desserts in english", "you kept the headings untranslated": part of the work was not done as asked.
  c('corr.left_as_was', 'corr', /\byou (?:left|kept) (?:the |some |all |a few |a couple of |two |three |most of the )?[a-z][\w'’-]*(?: [a-z][\w'’-]*){0,3} (?:in (?:english|spanish|french|german|chinese|japanese|italian|portuguese|russian|korean)|untranslated|unchanged|as (?:it was|they were|is))\b/i, 2.2, { needsAction: true }),
  // "this needs to run on windows too", "it has to work on Safari as well": a platform the work must also serve.
  c('corr.platform_too', 'corr', /\b(?:this|it|that|the (?:script|app|code|site|page|tool|build))(?: also)? (?:needs|has|must|should) (?:to )?(?:run|work|build|compile|be supported) on [a-z][\w.-]*(?: [a-z][\w.-]*){0,2} (?:too|as well)\b/i, 2.2, { needsAction: true }),
  // "run the linter before you say done", "test it before telling me it's fixed": what to do before reporting work done.
  c('corr.before_done', 'corr', /\bbefore (?:you |u )?(?:say|said|saying|claim|claiming|tell me|telling me|report|reporting|mark|marking|call|calling)(?: (?:that )?(?:it(?:'s| is)|its|everything(?:'s| is)))? (?:done|finished|complete|completed|fixed|working|ready)\b/i, 2.2),
  // "you can't just update snapshots", "you shouldn't just delete the test": the shortcut the reply took.
  c('corr.cant_just', 'corr', /\byou (?:can'?t|cannot|can not|shouldn'?t|should not) just (?!say\b|ask\b|tell\b)[a-z]{3,}/i, 2.2, { needsAction: true, notInQuestion: true }),
  // "move it into the service layer like the others", "name it the way the rest are": the convention the work left.
  c('corr.like_the_others', 'corr', /\b(?:like|as) (?:the|all the) (?:others|other ones|rest|other (?:files|components|routes|services|tests|modules|endpoints|pages|functions|classes|handlers|hooks|jobs))\b(?! (?:did|said|suggested|asked))|\bthe (?:same )?way (?:the others|the rest|every other \w+|all the others) (?:are|do|work|is)\b/i, 2.0, { notInQuestion: true }),
  // "we prefix branches with the ticket number", "we name files in kebab-case": the team's way, after the reply did otherwise.
  c('corr.team_convention', 'corr', /(?:^\s*|\bbut |,\s*)(?:(?:no|nah|actually|fyi|btw)[,.!]*\s+)?(?:here |in this (?:repo|project|team|codebase) )?we (?:always |usually |normally )?(?:prefix|suffix|name|call|tag|format|structure|organi[sz]e|store|keep|put|write|spell|case|version|number|indent) (?!(?:it|this|that|them)\b(?! (?:in|with|as|under|by)\b))[\w.'-]+/i, 2.0, { needsAction: true, notInQuestion: true }),
  // "wait, stop. just do one first", "hold on, don't run that": the reply's plan halted before it goes on.
  c('corr.wait_stop', 'corr', /^\s*(?:wait|hold on|hang on|whoa|woah|stop)[,.!]*\s+(?:stop|don'?t|do not|not yet|before you)\b/i, 2.2, { notInQuestion: true }),
  // "no new deps", "without adding a dependency", "the platform can do this natively": the reply pulled in a package.
  c('corr.no_new_deps', 'corr', /\bno (?:new|extra|additional|more|third[- ]party) (?:deps|dependencies|dependency|packages|libraries|libs)\b|\bcan do (?:this|that|it) natively\b|\bwithout (?:adding |installing |pulling in )?(?:a |any )?(?:new |extra )?(?:deps|dependencies|dependency|packages?|librar(?:y|ies))\b/i, 2.2),
  // "use async/await, it's more readable", "switch to fetch, it's simpler": another way than the reply's, with its reason.
  c('corr.use_better', 'corr', /^\s*(?:just )?(?:use|switch to|go with|try) [^.!?\n,]{1,40},\s*(?:it'?s|its|that'?s|it is|it will be|it'?ll be) (?:(?:much|way|a lot|far) )?(?:more readable|cleaner|simpler|easier|safer|faster|better|more idiomatic|the standard)\b/i, 2.0, { needsAction: true }),
  // "can you flip that", "swap them around": the reply has the order or the sides the wrong way.
  c('corr.flip_it', 'corr', /\b(?:flip|swap|reverse|invert) (?:that|it|them|those|the order|the two)(?: around| round)?\b/i, 1.8, { needsAction: true }),
  // "hourly is overkill for this", "overkill. useState is enough for one form": the reply did far more than the need.
  c('corr.overkill', 'corr', /\b(?:is|are|seems|feels|sounds|looks|that'?s|it'?s)(?: (?:a bit|a little|way|totally|complete|kind of|kinda|massive|serious|probably|definitely|just))? overkill\b|^\s*(?:(?:way|total|complete|massive|serious|major)\s+)?overkill\b/i, 2.0, { needsAction: true }),
  // "so nothing before 9 on day one", "no meetings after 5pm": a limit on the times the plan may use.
  c('corr.time_limit', 'corr', /\b(?:nothing|no (?:activities|meetings|plans|calls|events|tours|classes)) (?:before|after|earlier than|later than|past) \d{1,2}(?::\d\d)?\s*(?:am|pm|h)?\b/i, 2.0, { needsAction: true, notInQuestion: true }),
  // "make it warmer and less slangy", "make this a bit more formal": the reply's text changed the way it should read.
  c('corr.make_it_more', 'corr', /\bmake (?:it|this|that|them)(?: (?:a (?:bit|little|lot|tad)|way|much|slightly|somewhat))? (?:(?:more|less) [a-z]{3,}|(?!(?:better|bigger|smaller|longer|shorter|faster|together|happen|work|stop|appear|disappear|clear|sure|count|over|after|under|easier|harder|prettier|nicer|larger|wider|taller|higher|lower|cleaner|clearer|simpler)\b)[a-z]{3,}er)\b/i, 1.8, { needsAction: true, notInQuestion: true }),
  // "I only need a short paragraph for a card": far less than the reply gave.
  c('corr.only_need', 'corr', /\bi (?:only|just) (?:need(?:ed)?|want(?:ed)?|asked for) (?:a |an |one |the )?(?:short|brief|quick|small|simple|single|one|few|couple|little)\b/i, 2.0, { needsAction: true }),
  // "she's a mage, she doesn't use swords": what a character never does, said of the reply's thing.
  c('corr.character_never', 'corr', /\b(?:she|he|they|it)(?: (?:doesn'?t|does not|don'?t|do not|can'?t|cannot|would never|never|wouldn'?t)) (?:use|wear|carry|drive|ride|fight with|wield|cast|smoke) (?:a |an |the |any )?(?!(?:for|with|that|this|them|it|any|much|more)\b)([a-z]{4,}?)s?\b/i, 2.2, { namesPrev: true }),
  // "they sound like 40 year olds", "it reads like a brochure": how the reply's text comes across, wrongly.
  c('corr.sounds_like', 'corr', /\b(?:they|he|she|it|this|that|you|these|the \w+) (?:sound|sounds|read|reads|come across|comes across|talk|talks) like (?:an? )?(?:\d+[ -]year[ -]olds?|adults?|grown[ -]?ups?|robots?|a textbook|an ai|a corporate \w+|a salesman|an ad|an advert|a brochure|a lawyer|a bot|chatgpt|a press release|a politician|a (?:linkedin|marketing) post|a bank|an? (?:bank|insurance company|accountant|robot|lawyer|teacher|textbook) wrote (?:it|them|this|these))\b/i, 2.2, { notInQuestion: true }),
  // "use httpx, we need async": another tool than the reply's, with the reason it must be that one.
  c('corr.use_because', 'corr', /^\s*(?:just |please )?(?:use|switch to|go with) [\w.@/+-]{2,30}(?: instead)?,\s*(?:we|i|it|that|this|since|because|as|the \w+ (?:is|are|needs?))\b(?! (?:also|too)\b)/i, 2.0, { notInQuestion: true }),
  // The indentation or the order of the reply's parts, said alone ("2 spaces please", "bottom line first, details after").
  c('corr.indent_or_order', 'corr', /^\s*(?:indent with )?(?:(?:\d|two|four|eight) spaces?|tabs)(?: (?:indent(?:ation)?|for indentation))?(?:,? (?:please|pls|always))*[.!]*\s*$|^\s*(?:(?:the|your) )?[a-z][\w' -]{1,30}? first,? (?:then |and )?(?:the )?[a-z][\w' -]{1,30}? (?:after|afterwards|later|second|last|at the end|below)(?:,? please)?[.!]*\s*$/i, 2.2),
  // "those arent even the right lyrics", "that's not even the same city": not even the thing asked for.
  c('corr.not_even_right', 'corr', /\b(?:is|are|was|were|it'?s|that'?s|these are|those are)? ?(?:not|n'?t|nt) even (?:the |a |an )?(?:right|correct|real|same|actual|proper)\b/i, 2.2, { notInQuestion: true }),
  // "I thought the Nile was longer?", "I thought that ended in 2018? only self-employed can": the user's own knowledge,
  // put as a question against the reply's claim (and what they know after it).
  c('corr.i_thought_q', 'corr', /^\s*(?:(?:but|wait|hmm|um|oh|huh)[,.!]*\s+)?i thought (?:that )?(?!(?:so|you|we|i|it would|this would)\b)[^?.!\n]{2,60}\b(?:was|is|were|are|had|has|[a-z]{3,}ed)\b[^?.!\n]{1,40}\?+(?:\s*$|\s+(?=[a-z]))/i, 2.2),
  // "he got it for the photoelectric effect actually": a fact of the user's, set against the reply's with a closing "actually".
  c('corr.fact_actually', 'corr', /^(?![^?!.\n]*\b(?:works?|worked|working|fine|good|great|ok|okay|perfect|thanks?|helpful|helped|love|like)\b)\s*(?:(?:no|nope|nah|well|um|hmm)[,.!]*\s+)?(?:it|he|she|they|that|this|the \w+|its|it'?s|that'?s|he'?s|she'?s|they'?re|there'?s)\b[^?!.\n]{4,80}[,]?\s+actually[.!]*\s*$/i, 2.2),
  // "some of our reports take 30s, bump it": the reply's value is too low for the user's case.
  c('corr.bump_it', 'corr', /\bbump (?:it|that|this|them)(?: up)?(?! to\b)\b/i, 2.2, { needsAction: true, notInQuestion: true }),
  // "it also needs to accept negative numbers": a case the reply's work does not cover.
  c('corr.also_needs', 'corr', /^\s*(?:(?:but|and|hmm|ok|okay)[,.!]*\s+)?(?:it|this|that|the (?:regex|function|query|script|form|endpoint|parser|validation|check|filter|test|api))(?:'ll| will)? (?:also|still) (?:needs?|has|have|must|should) (?:to )?(?:accept|handle|support|work|include|cover|allow|match|show|return|parse|validate)\b/i, 2.0, { needsAction: true, notInQuestion: true }),
  // "useless", "garbage.": the whole verdict in one word.
  c('frus.one_word', 'frus', /^\s*(?:(?:so|wow|ugh|lol|honestly)[,.!]*\s+)?(?:that'?s |this is |you'?re |you are |so )?(?:useless|pointless|worthless|garbage|trash|rubbish|pathetic|nonsense|gibberish)\s*[.!]*\s*$/i, 2.2),
  // "Thorin is a dwarf, we established that earlier": what the conversation already settled.
  c('corr.we_established', 'corr', /\bwe (?:already |literally |just )?(?:set (?:that|this|it) up|established|agreed(?: on)?|decided|settled(?: on)?|discussed|covered|went over) (?:that|this|it)?\s*(?:earlier|already|before|at the (?:start|beginning)|in (?:chapter|part|act|the first) \w+|(?:a |one |two |three |a few |\d+ )?(?:chapters?|scenes?|messages?|turns?|posts?|sessions?) ago)/i, 2.2),
  // "she'd never do that", "a duke in 1810 wouldn't talk like that", "keep her in character": a character written
  // against who they are.
  c('corr.unlike_character', 'corr', /\b(?:she|he|they|it|\p{Lu}\p{Ll}+)(?:'d| would) never (?:do|say|act|talk|behave|wear|eat|use|speak|agree|trust|forgive|accept|believe|betray|abandon|leave|give up|lie|kill|hurt)\b|\bwouldn'?t (?:talk|speak|say|act|behave|write|dress|do) (?:like )?(?:that|this)\b|\b(?:keep|stay|remain)\b[^.!?\n]{0,20}\bin character\b/iu, 2.0, { notInQuestion: true }),
  // "keep your replies to one or two paragraphs", "keep your answers short": how every reply should be.
  c('pref.keep_replies', 'pref', /\bkeep (?:your|the|all (?:your|the)) (?:replies|answers|responses|messages|posts|turns|paragraphs)\b/i, 2.4),
  // "there's already formatDate in utils/date.ts", "there's a generated type for this in types/api.d.ts, use it": what the
  // work made, the project had.
  c('corr.exists_already', 'corr', /\bthere(?:'s| is| are)\s+(?:already\s+(?:a |an )?(?!(?:right|now|many|some|lots|plenty|enough|too|so|more|thousands|hundreds|millions|dozens|several)\b)[\w.@/-]+|(?:a|an)\s+(?:\w+\s+){0,3}?(?:type|function|helper|util|component|hook|class|module|file|script|method|constant|config|library|package)\s+for (?:this|that)\b)/i, 2.4),
  // "we already have formatDate in lib/format.ts", "useDebounce already exists": an identifier is in the case it is
  // written in (the cue is case-sensitive for it), or a kind of code is named; "we already have that in
  // src/lib/dates.ts": where it is, named as a path or a shared folder.
  c('corr.have_already', 'corr', /\b(?:[Ww]e|[Yy]ou)\s+already\s+(?:have|has|had|wrote|made|created|added|built)\s+(?:(?:a|an|the|one|our|its|this)\s+)?(?:(?:[\w-]+\s+){0,3}?(?:type|function|helper|util|component|hook|class|module|script|method|constant|config|endpoint|migration|route|service)s?\b(?! (?:to|that|which|i|we|you)\b)|[\w$]*(?:[a-z][A-Z]|[a-z][._/][a-z])[\w$./-]*)|\b[\w$]*(?:[a-z][A-Z]|[a-z][._/][a-z])[\w$./-]*\s+already exists\b|^(?![^\n]*\b(?:fine|either way|thanks|perfect|works)\b)[^\n]*?\b[Ww]e(?:'ve| have)?\s+already\s+(?:have|got)\s+(?:that|this|one|it|those|these)\s+in\s+(?:the\s+)?(?:[\w-]+[./][\w./-]+|(?:utils|helpers|lib|shared|common|core)\b)/, 2.4),
  // "we don't do class components here", "we're not adding a 70kb dependency for one function": the team's way, said
  // against what the work did.
  // "we don't have redis in prod and I'm not adding infra for this": what the user's setup lacks and will not take on.
  c('corr.not_in_stack', 'corr', /\bwe (?:don'?t|do not) (?:have|run|use) (?:a |an |any )?[\w.-]+(?: [\w.-]+)? (?:in|on) (?:prod|production|staging|ci|our (?:stack|infra|servers?|cluster))\b|\bi(?:'m| am) not (?:adding|installing|pulling in|setting up|running|maintaining|going to (?:add|install|set up|run|maintain)) (?:a |an |another |new |more |extra )?(?:infra|infrastructure|dependenc|services?\b|servers?\b|databases?\b|db\b|containers?\b|redis|kafka|queues?\b|librar|packages?\b|frameworks?\b)/i, 2.2, { notInQuestion: true }),
  // "an in-memory LRU is enough", "a simple list would be enough": less than the reply built does the job.
  c('corr.is_enough', 'corr', /(?:^|[.,;!]\s*|\b(?:just|only)\s+)(?:an?|one|a simple|a single|the built-in|the default|plain)\s+[\w-]+(?:\s+[\w-]+){0,3}\s+(?:is|would be|will be|should be)\s+(?:more than |plenty |good |totally |perfectly |quite )?enough\b(?!\s+(?:for now|for today)\b)/i, 2.0, { notInQuestion: true, needsAction: true }),
  c('corr.team_wont', 'corr', /\bwe (?:don'?t|do not|never) (?:keep|put|use|add|allow) [\w-]+(?: [\w-]+)? in (?:names?|file ?names|the (?:name|names|code|repo|readme|commit messages?))\b(?![^.!\n]*\?)|\bwe (?:don'?t|do not|never) (?:do|use|write|allow|want|ship|add|mock|stub|fake|hardcode|hard-code|inline|commit|log|store)\b[^.!?\n]{1,30}\b(?:here|in this (?:repo|project|codebase|team|app)|in (?:our |the )?(?:integration|unit|e2e|end-to-end) tests)\b|\bwe (?:never|don'?t ever|do not ever) do (?:that|this|it)\b|\bwe (?:don'?t|do not) do [\w-]+(?: [\w-]+)? (?:files?|folders?|classes|components|helpers|utils|mocks|sleeps|globals|singletons|inheritance)\b|\bwe(?:'re| are) not (?:adding|using|installing|pulling in|shipping|going to (?:add|use|install))\b/i, 2.2, { answerable: true }),
  // "blank white screen", "still a blank page": what the user sees after the fix.
  c('frus.blank_screen', 'frus', /^\s*(?:(?:still|now|just|and)\s+)?(?:(?:a|an|the)\s+)?(?:completely\s+)?(?:blank|white|empty|black)(?:\s+(?:white|black))?\s+(?:screen|page)\b/i, 2.0),
  // "storing plain text passwords is a terrible idea. hash them with bcrypt": what the reply proposed, refused.
  c('corr.bad_idea', 'corr', /\b(?:that'?s|this is|it'?s|that is|is|was|are) (?:a |an )?(?:really |very |such a |an )?(?:terrible|bad|horrible|awful|dangerous|insecure) (?:idea|practice)\b/i, 2.0, { notInQuestion: true }),
  // "we target es2020, there's no reason for var": what the work brought in was not needed.
  c('corr.no_reason_for', 'corr', /\bthere(?:'?s| is) no (?:reason|need|point) (?:for|to use|in using|to add|to have)\b/i, 1.6, { notInQuestion: true }),
  // "that's an sql injection waiting to happen", "this is a security hole": what the work brought in is unsafe.
  c('corr.unsafe', 'corr', /\b(?:that'?s|this is|it'?s|that is|this is just)\s+(?:an?\s+)?(?:\w+\s+)?(?:sql injection|injection|xss|security (?:hole|risk|issue|problem|nightmare)|vulnerability|race condition|memory leak)\b|\b(?:disaster|bug|accident|nightmare|injection|race condition|memory leak|outage|security hole) waiting to happen\b/i, 2.0, { notInQuestion: true }),
  // "getUser is part of the public API, you can't rename it", "we can't drop it yet": what the reply did or planned
  // is not allowed (the verb is the reply's own).
  c('corr.cant_do_that', 'corr', /\b(?:you|we) (?:can'?t|cannot|can not) (?:just |simply )?(?:rename|delete|remove|drop|change|move|modify|edit|touch|hardcode|commit|push|disable|skip|ship|merge|deploy|bump|upgrade|downgrade|mock|truncate|overwrite)\b/i, 2.0, { aboutPrev: true, notInQuestion: true, answerable: true }),
  // "how is that O(n)? it's O(n^2)": the reply's claim doubted, and the right one stated.
  c('corr.how_is_that', 'corr', /\bhow (?:is|was) (?:that|this|it) (?:\w+ )?[\w()^+*/.-]+\s*\?+\s*(?:it'?s|it is|that'?s|that is|this is|they'?re|it was)\b/i, 2.2),
  // "Keep it to two sentences next time": how the next reply should be.
  // (The look-behind after the words, not before them: at the head it was tried at every position of the turn.)
  c('pref.next_time', 'pref', /\bnext time\b(?<!\b(?:i|we)(?:'ll| will| can| might| could)\b[^.!?\n]{0,30}next time)/i, 2.0),
  c('corr.you_changed', 'corr', new RegExp(String.raw`\byou (changed|removed|deleted|broke|replaced|renamed|added|moved|reverted|rewrote|modified|introduced|swapped)\b${GLAD_LATER}`, 'i'), 1.2, { needsAction: true }),
  c('corr.why_did_you_x', 'corr', /\bwhy (did|would|do) you (only|not|remove|change|add|delete|ignore|skip|use|put|make|break|rename|move|replace|create|assume|invent|stop)\b/i, 2.3),
  c('corr.why_did_you', 'corr', /\bwhy (did|would|do|are|have|didn'?t|did not|don'?t|haven'?t|wouldn'?t|won'?t) you\b|\bwhy (is|are) (it|this|there|they) still\b|\bwhy (did|does) (it|this) (change|remove|delete)\b/i, 1.4),
  c('corr.wrong', 'corr', /\b(that'?s|this is|it'?s|that is|this was|that was|these are|those are|which is|you'?re|you are|answer is|result is|output is|code is|calculation is|value is) (still |completely |totally |all |also |just |factually |clearly |obviously |simply |definitely |plainly )?(wrong|incorrect|not (right|correct|accurate|true|valid)|inaccurate|backwards|reversed|inverted|off)\b/i, 2.6),
  // ("my teacher said my essay was wrong because …" reports someone else's verdict on the user's own work.)
  c('corr.x_is_wrong', 'corr', /(?<!\b(what|something|anything|nothing|which|who|why|how|if|whether) )\b(?!what|something|anything|nothing|i\b|we\b)[\w'-]+ (is|are|was|were|seems|looks) (still |completely |totally |all |also |obviously |clearly )?(wrong|incorrect|inaccurate)\b/i, 2.3, { notInQuestion: true, notAfter: /\b(?!you\b)[a-z]+ (?:said|says|told me|thinks|thought|claimed|claims|marked) (?:that )?(?:my|his|her|their|our) $|\b(?:my|our)(?: own)? $/i }),
  c('corr.wrong_x', 'corr', /\b(wrong|incorrect) (answer|date|value|file|column|number|result|order|format|language|function|method|version|place|way|direction|approach|one)\b|(?<!\bi (?:clicked|pasted|sent|uploaded|attached|opened|used|picked|chose|selected) (?:on )?)\bthe wrong\b/i, 1.6),
  // A fact pushed back as a question: "wasn't it 1969?", "isn't the capital Canberra?", "aren't lists mutable in python?",
  // "shouldn't it be πr²?", "isn't the key supposed to be the email, not the user id?". Only a value put back: a number
  // after "it", a short value after a named thing, or a stated "not …". A longer thought about the answer is one more
  // question ("isn't that basically memoization?", "wasn't she the first woman to win one?", "aren't miles used mostly in
  // the US?"), and so is an opinion ("isn't it amazing…?") or an aside ("…too?", "…though?").
  c('corr.isnt_it', 'corr', new RegExp(String.raw`(?:^|[.!?]\s+)(?:(?:hmm+|hm+|wait|um+|uh+|but|ok(?:ay)?|so|erm?|actually)[,.!]*\s+)?(?:wasn'?t|isn'?t|aren'?t|weren'?t|shouldn'?t)\s+(?!there\b|i\b|we\b|you\b)(?:(?:it|that|this|they|he|she)\s+(?:be\s+|have been\s+)?[^?.!\n]{0,30}[\d²³π√][^?.!\n]{0,30}|(?:the [\w-]+(?: [\w-]+)?|(?!(?:it|that|this|they|he|she)\b)[\w-]+)\s+(?!${OPINION})(?:be\s+|have been\s+|supposed to be\s+|meant to be\s+)?[\w'’²³π-]+(?: [\w'’²³π-]+){0,2}|[^?.!\n]{1,60},?\s+not\s+[^?.!\n]{1,30})(?<!\b(?:too|though|also|either|as well|again|yet|anymore|instead|now))\s*\?`, 'i'), 2.5, { answerable: true, aboutPrev: true }),
  // The whole turn a value put back: "isnt it canberra?", "wasn't it Tolkien?". An adjective asks about the answer ("isn't
  // it illegal?", "isn't it risky?"), and so does a likeness ("isn't that basically memoization?"); a -ing/-ed word or an
  // adverb says how, not what.
  c('corr.isnt_it_value', 'corr', new RegExp(String.raw`^\s*(?:(?:hmm+|hm+|wait|um+|uh+|but|so|erm?)[,.!]*\s+)?(?:isn'?t|wasn'?t|is not|was not) (?:it|he|she)\s+(?!${OPINION}|(?:basically|essentially|kind of|sort of|kinda|like|similar|illegal|legal|normal|unusual|common|rare|free|safe|unsafe|healthy|unhealthy|real|fake|a (?:problem|scam|lie|myth|joke|trap|bit|lot)|the (?:same|case|point|opposite)|too|also|still|already|just|only|supposed|meant|possible|impossible|likely|unlikely)\b)(?:the |a |an )?[\p{L}\d][\p{L}\d'’.-]*(?: [\p{L}\d][\p{L}\d'’.-]*)?(?<!ing|ed|ly|ous|ful|ive|able|ible|less|ish)\s*\?+(?:\s*$|\s+(?=\p{Ll}[\p{L} ]{2,60}\b(?:is|are|was|were|has|have|gives?|makes?|takes?)\b))`, 'iu'), 2.5, { answerable: true }),
  // A number put back as a plain statement, ending on "though": "it was signed in 1919 though", "she's 34 though".
  c('corr.though_fact', 'corr', new RegExp(String.raw`^\s*(?:but |well )?(?:it|that|he|she|they|this)(?:'s|s| is| was| were| are|'re) [^.?!\n]{0,30}\d[^.?!\n]{0,30} (?:though|tho)\b${THOUGH_END}`, 'i'), 2.2),
  // ("7 times 9 is 63 though": any short statement of a number, when the reply had a number of as many digits.)
  c('corr.though_number', 'corr', new RegExp(String.raw`^\s*(?:but |well )?[^.?!\n]{0,40}\d[^.?!\n]{0,40}\s(?:though|tho)\b${THOUGH_END}`, 'i'), 2.0, { aboutPrev: true }),
  // A number put back with a tag asking for agreement, in any Latin language: "elle fait 330 mètres non ?", "mide 330
  // metros, ¿no?", "tem 330 metros, né?", "it's 330m, right?" (the reply had a number of as many digits; the match is
  // the number alone, so that "330m" is read as one).
  c('corr.value_tag', 'corr', /\d[\d.,]*(?=[^?!.\n\d]{0,25}?[, ]\s*(?:¿\s*)?(?:non|no|né|não é|nao e|oder|nicht wahr|right|isn'?t it|n'est-ce pas|vero|giusto)\s*\?+\s*$)/iu, 2.0, { aboutPrev: true, answerable: true }),
  // What the reply was for, against what the user needs: "you gave me quantities for 8".
  c('corr.you_gave', 'corr', /\byou (?:gave|sent|showed|wrote|listed|made) (?:me )?(?:the )?[^.?!\n]{1,40} for \d+\b/i, 1.8, { notInQuestion: true }),
  // How to address someone: "address her properly", "address him by his title".
  c('corr.address_properly', 'corr', /\baddress (?:her|him|them|me|it) (?:properly|correctly|by (?:her|his|their|my) (?:name|title|surname)|as)\b/i, 2.0),
  // Who the text is for, said as the reason for the request beside it: "use du, its my brother".
  c('corr.its_my', 'corr', new RegExp(String.raw`(?:^|[,.;]\s*)(?:it'?s|its|he'?s|hes|she'?s|shes|they'?re) (?:just )?(?:my|our) ${PERSON}\b(?!['’]s)(?=\s*[.!]*\s*$|\s*,\s*(?:so |please )?[a-z])`, 'i'), 1.8, { answerable: true }),
  // The reply's own value echoed back as a question, then the user's: "30 minutes? the eurostar takes over 2 hours".
  c('corr.echo_value', 'corr', /^\s*[\p{L}\p{N}_$€£.,:%-]*\d[\p{L}\p{N}_$€£.,:% -]{0,32}\?+\s+(?!(?:is|are|was|were|do|does|did|can|could|would|will|should|how|what|why|when|where|which|who|really|seriously|ok|okay|and|or)\b)\S/iu, 1.8, { aboutPrev: true, answerable: true }),
  // A short claim of the reply's denied on its own: "honey isnt vegan", "pluto is not a planet anymore" (the whole turn,
  // naming what the reply said: enough alone).
  c('corr.fact_not', 'corr', /^\s*(?!(?:i|you|we|it|that|this|they|he|she|there|which|what|who|why|how|nothing|everything|something|anything|one|mine)\b)[a-z][\w-]*(?: [\w-]+){0,2} (?:isn'?t|is not|aren'?t|are not|wasn'?t|was not|weren'?t|were not) (?!(?:working|loading|showing|there|here|home|available|ready|done|possible|installed|running|open|enough|sure|needed|required)\b)(?:an? |the )?[\w-]+(?: [\w-]+)?(?<!ing)[.!]*\s*$/i, 2.3, { aboutPrev: true, notInQuestion: true }),
  // The reply's claim denied in as few words as it takes, then the fact: "they're not, concurrent map writes panic",
  // "it doesn't. sort() works in place". After a question of the reply's it is only an answer ("does it work?").
  c('corr.elliptic_denial', 'corr', /^\s*(?:(?:no+|nope|but|well|actually|um+|hmm+)[,.!]?\s+)?(?:it|they|that|this|he|she)(?:\s+(?:is|are|was|were|does|do|did|can|will|has|have|had|could|would|should)\s+not|\s*['’](?:s|re)\s+not|\s+(?:isn|aren|wasn|weren|doesn|don|didn|can|won|hasn|haven|hadn|couldn|wouldn|shouldn)['’]?t)\s*(?:[,.;!]|\s[—–-])\s*[\p{L}\p{N}]/iu, 2.3, { answerable: true }),
  // "helpers go in src/lib/", "migrations live under db/": where a kind of file belongs, said of what the reply placed.
  c('corr.belongs_in', 'corr', /^\s*(?:(?:no+|nope|actually|but)[,.!]?\s+)?(?:the |our |all |new |any )?[\w-]+(?: [\w-]+)? (?:go|goes|belong|belongs|live|lives|should go|should live|need to go|must go) (?:in|into|under|inside) (?:the )?`?[\w.@~-]*\/[\w./-]*/i, 2.3, { aboutPrev: true, notInQuestion: true }),
  // "there's no ferry from Dover to Amsterdam", "there is no vertical scaling issue": what the reply named, said not to
  // exist. ("there's no milk in my fridge": the user's own lack is a constraint, not the reply put right.)
  c('corr.there_is_no', 'corr', /^\s*(?:(?:no+|nope|but|well|actually|um+|hmm+)[,.!]?\s+)?there(?:'s|’s| is| are|'re|’re| was| were) no (?:such )?(?![^.,;!?\n]*\b(?:my|our|i|we|me|here|home|house|fridge|pantry|kitchen|garden|nearby|near|around|stock|left|yet|time|way|need|reason|point|difference|rush|hurry|problem|worries)\b)[\w-]+(?: [\w-]+){0,5}/i, 2.2, { aboutPrev: true, notInQuestion: true, answerable: true }),
  // "my pharmacist said to take it with food", "studies show it doesn't cure it": someone who knows, or the evidence,
  // said against what the reply claimed (the zh pack has the same cue, zh.source_says).
  c('corr.source_says', 'corr', /\b(?:my|the|our) (?:doctor|gp|dentist|pharmacist|physio|physiotherapist|vet|nurse|teacher|professor|lawyer|accountant|mechanic|dietitian|nutritionist) (?:said|says|told me|told us|insists)\b(?! (?:i|we|my|our|that (?:i|we|my|our))\b)[^.!?\n]{0,60}|\b(?:studies|research|the evidence|the docs|the documentation|the manual|the official (?:docs|site|website)) (?:shows?|says?|suggests?|states?)\b(?=[^.!?\n]{0,30}\b(?:not|no|never|n't|only|just|at most|actually)\b)[^.!?\n]{0,60}/i, 2.2, { aboutPrev: true, notInQuestion: true }),
  // "that's the rough trick, the actual formula is ×1.8 + 32", "the real reason is …": the right one, put beside the
  // reply's.
  c('corr.the_actual', 'corr', /(?:^|[,;.!]\s*)(?:but\s+|no,?\s+|well,?\s+|actually,?\s+)?the (?:actual|real|correct|right|proper|true) (?:[\w-]+ ){0,2}?[\w-]+ (?:is|are|was|were)\b(?! (?:correct|incorrect|explained|used|answered|given|shown|marked|selected)\b)/i, 2.2, { notInQuestion: true }),
  // A length the text must keep, said of the text just written: "it needs to be under 250 words".
  c('corr.limit', 'corr', /\b(?:it|this|that|the (?:letter|email|text|essay|post|bio|summary|message|answer|description|caption|speech|intro|poem|story)) (?:needs|has|have|must|should) (?:to )?be (?:under|below|less than|at most|no more than|max(?:imum)?|within|shorter than|fewer than) \d+/i, 2.0),
  // Who the text is for, said with the tone it needs: "its to my professor, make it professional".
  c('corr.recipient', 'corr', new RegExp(String.raw`^(?=.*\b(?:professional|formal|informal|casual|polite|friendly|tone|respectful|serious)\b)(?:.*?[,.!]\s*)?(?:it'?s|its|this is|it is) (?:for|to|going to) (?:my |a |the )?${PERSON}\b`, 'i'), 1.8),
  // Who the text is for, then what it must (not) have: "it's for my 6 year old daughter, no fights or villains".
  c('corr.for_whom', 'corr', new RegExp(String.raw`\b(?:it'?s|its|this is|it is|they'?re|these are) (?:for|to) (?:my |a |the )?(?:\d+[- ]?(?:year|yr)s?[- ]old )?${PERSON}\b[^.?!\n]{0,40}?[,;.]\s*(?:so\s+)?(?:no|without|nothing|don'?t|keep it|make it|less|more)\b`, 'i'), 2.0),
  // What the assistant just added, taken out again: "remove those comments, the code is self explanatory".
  c('corr.remove_those', 'corr', /^\s*(?:(?:ok(?:ay)?|no|please|pls)[,.!]?\s+)?(?:remove|delete|drop|get rid of|take out) (?:those|these|all (?:those|these|the)) [\w-]+(?: [\w-]+)?\b/i, 1.8, { aboutPrev: true, needsAction: true }),
  // What the project has not: "this is a typescript project, there are no jsx files" ("… no migration files yet" is news).
  c('corr.no_such_files', 'corr', /\bthere (?:are|is) no [\w.-]+ (?:files?|folders?|director(?:y|ies)|tables?|columns?|components?|modules?|packages?)\b(?!,?\s+yet\b)/i, 1.6, { notInQuestion: true }),
  // A name the text had, changed by the assistant (without its having acted on code): "her name is Emma, you changed it halfway".
  c('corr.changed_name', 'corr', /\byou (?:changed|switched|swapped|renamed|mixed up) (?:it|her name|his name|the name|their names?|the names?|my name|the character'?s name)(?: (?:halfway|midway|in the middle|at the end|again|for no reason|partway))?(?! (?:to|and it (?:works|worked)|perfectly|correctly)\b)/i, 2.0, { notInQuestion: true }),
  // One number put right by another: "shes turning 30 not 40", "5 days, not 3".
  c('corr.num_not_num', 'corr', /\b\d[\d.,:%]*\s*(?:[a-z]+\s+)?,?\s*not\s+\d[\d.,:%]*(?!\.\d)/i, 2.0, { notInQuestion: true }),
  // A statement about the reply's subject closed by "actually": "they have three hearts actually".
  c('corr.actually_end', 'corr', new RegExp(String.raw`^\s*(?!(?:i'?ll|i will|let me|never ?mind|no need|ok|okay|thanks|thank you)\b)(?![^?\n]*\b${OPINION})[^?\n]{3,60}\s+actually[.!]*\s*$`, 'i'), 2.0, { aboutPrev: true, notInQuestion: true }),
  // An item that fails the list's own criterion: "olivia doesnt start with A".
  c('corr.starts_with', 'corr', /\b(?:doesn'?t|does not|don'?t|do not) (?:start|begin|end) with\b/i, 2.4, { aboutPrev: true, notInQuestion: true }),
  // "You shouldn't have dropped users_old", "you weren't supposed to touch the config": what the assistant did, regretted.
  c('corr.shouldnt_have', 'corr', /\byou (?:really )?(?:shouldn'?t|should not|should never) have (?:\w+ed|done|made|run|written|rewritten|taken|gone|built|broken|sent|reset|overwritten)\b|\byou (?:weren'?t|were not) supposed to \w+/i, 2.2, { notInQuestion: true }),
  c('corr.are_you_sure', 'corr', /\bare you (sure|certain)\b|\bi'?m not sure (that'?s|this is|it'?s|about)\b|\bi don'?t think (that'?s|this is|it'?s|you|so|it|this|that)\b|\bthat doesn'?t (seem|look) right\b/i, 2.2, { answerable: true }),
  c('corr.actually_lead', 'corr', /^\s*(actually|in fact|um+,? actually|well,? actually|hmm+,? actually)\b(?![\s,]+(i have (a|another|one)|i've got|one more|another|also|quick question|can|could|what|how|why|where|when|is|are|do|does|let'?s|i'?m (curious|wondering)|never ?mind|that (works|worked|'s (great|perfect|fine)))\b)|^\s*[\w-]+( [\w-]+)?,? actually[.!]?\s*$/i, 2.3, { notInQuestion: true }),
  c('corr.actually_want', 'corr', /\bactually,? (i'?d|i would|i want|i wanted|i need|i meant|i prefer|we need|we want|it should|it needs|it'?s|it is|the \w+ (is|are|should))\b/i, 1.3),
  c('corr.actually', 'corr', /\bbut actually\b|\bis actually\b|\bactually (i|we|it|this|that|the)\b/i, 1.0),
  c('corr.instead', 'corr', /\binstead\b|\brather than\b|\bin place of\b/i, 1.1),
  c('corr.not_but', 'corr', /\bnot\s+[\w.'-]+(\s+[\w.'-]+){0,3},?\s+but\b/i, 1.0),
  // "I'm not declining, I'm accepting the offer!": the user says what they are doing, against what the reply took.
  c('corr.im_not', 'corr', /^\s*(?:no[,.!]?\s*)?(?:i'?m|i am) not [\w' -]{1,30}[,;.!]\s*(?:i'?m|i am)\b/i, 2),
  // "be precise", "that's the whole point of the exercise": what the reply was for, said again.
  // ("Yes, that's the whole point" agrees; "be precise about the luggage rules" asks for the next answer.)
  c('corr.whole_point', 'corr', /\bthat'?s(?<!\b(?:yes|yeah|yep|exactly|right|correct|precisely)\W{0,3}that'?s) (?:the )?(?:whole|entire|only) point\b|\bthat (?:defeats|misses) the (?:whole |entire )?(?:point|purpose)\b|(?:^|[,.;!]\s*)(?:please )?be (?:more )?(?:precise|accurate|exact)(?: (?:please|this time|next time))?\s*[.!]*\s*$/i, 1.8),
  // ("her name is Ms. Carver not Carter": after "is", the comma may be left out; "why is the image not working" asks.)
  c('corr.x_not_y_end', 'corr', /\b[\w.-]+,\s*(?:not|never(?!\s+(?:mind|again|ever|before|once|happened|worked|works|work)\b))\s+(an? |the )?[\w.-]+( [\w.-]+)?[.!]?\s*$|\b(?:is|are|was|were|it'?s|that'?s) [\w.'-]+(?: [\w.'-]+){0,2}\s+not\s+(?!\w+ing\b|(?:yet|really|sure|quite|so|too|very|at all|anymore)\b)(?:an? |the )?[\w.'-]+(?: [\w.'-]+){0,2}(?:[.!]?\s*$|[,;.]\s*(?:please\s+)?(?:fix|change|correct|update|replace) (?:it|that|this|them)\b)/i, 1.6),
  // "it doesnt rhyme in the second stanza", "the ending doesn't make sense", "the lines dont fit the melody": the output
  // fails at what it was for.
  c('corr.doesnt_fit', 'corr', /\b(?:it|this|that|the [\w-]+(?: [\w-]+)?)(?: still)? (?:doesn'?t|does not|isn'?t|is not) (?:even |really |actually )?(?:rhyme|flow|fit|match|make (?:any )?sense|sound (?:right|natural|good)|read well)\b|\b(?:they|these|those|the [\w-]+(?: [\w-]+)?)(?: still)? (?:don'?t|do not|aren'?t|are not) (?:even |really |actually )?(?:rhyme|flow|fit|match|make (?:any )?sense|sound (?:right|natural|good)|read well)\b/i, 2),
  // "rebase doesn't squash anything by itself, you want `git rebase -i`": what the reply's thing does not do, then
  // the thing that does.
  c('corr.doesnt_you_want', 'corr', /^\s*(?:no,?\s+)?(?!(?:i|you|we|it|that|this|they|he|she|there|nothing|everything|something)\b)`?[\w.$-]+`?(?: `?[\w.$-]+`?){0,2} (?:doesn'?t|does not|don'?t|do not|won'?t|will not|can'?t|cannot) [a-z]+\b[^.;!?]{0,40}?[,;.]\s*(?:you want|you need|you'?re thinking of|you mean|that'?s what)\b/i, 2.3, { aboutPrev: true, notInQuestion: true }),
  // "your regex doesn't match the example you gave": the reply's own example shows it wrong.
  c('corr.own_example', 'corr', /\b(?:your|the|this|that|it) ?(?:[\w-]+(?: [\w-]+)? )?(?:doesn'?t|does not|won'?t|wouldn'?t|can'?t|cannot|didn'?t|did not|fails to) (?:even )?(?:match|work (?:on|for|with)|handle|pass|produce|give|return|parse|fit) (?:the |your )?(?:own )?(?:example|examples|sample|test case|input)s? (?:you (?:just )?(?:gave|provided|showed|used|wrote|listed|mentioned)|above)\b/i, 2.3),
  // "this is postgres, TOP doesn't exist": the user's stack named against the reply's ("this is python 3, right?" asks,
  // and "this is python 3.11. how do I …?" sets up the next question).
  c('corr.this_is_tech', 'corr', /(?:^|[,.;]\s*)(?![^?]*\?)(?:this|it|that)(?:'s| is) (?:a |an )?(?:postgres(?:ql)?|mysql|mariadb|sqlite|sql server|mssql|oracle|mongo(?:db)?|python ?[23]|python|node(?:\.js)?|deno|bun|typescript|javascript|ts|js|java|kotlin|swift|rust|golang|c#|c\+\+|ruby|php|react|vue|angular|svelte|django|flask|fastapi|rails|laravel|spring|windows|linux|macos|ubuntu|bash|zsh|powershell|excel|google sheets)(?: (?:project|repo|repository|codebase|monorepo|app|backend|frontend|service|shop|house))?(?=\s*(?:[.;!]|$)|\s*,(?!\s*(?:right|correct|yes|no|isn'?t it|ok|okay)\s*\?)|\s+(?:not|though|btw|here)\b)/i, 2.2, { notInQuestion: true }),
  // "excité has a sexual connotation in French, use ravi": why the reply's word is wrong, then the word to use.
  c('corr.why_then_use', 'corr', /^(?!(?:i|we|you|it|this|that|they|there|here)\b)[^,;.?!]{3,80}[,;.]\s*(?:so |just |please )?use (?!(?:it|this|that|them|these|those|the following|one|some|any)\b)["'“‘`]?[\p{L}\w.-]+["'”’`]?(?: instead)?\s*[.!]*$/iu, 2.0, { aboutPrev: true, notInQuestion: true }),
  // "snake_case for python, always": the naming the user's code follows, named alone.
  c('corr.names_in_case', 'corr', new RegExp(String.raw`\b(?:names|files|folders|directories|variables|functions|classes|components|columns|tables|branches|routes|fields|constants) (?:(?:should|must) (?:be|use) (?:in )?|(?:are |go )?in |are (?:all |always )?|as |use )(?:${CASE_STYLE})\b`, 'i'), 2.2, { notInQuestion: true }),
  c('corr.naming_case', 'corr', new RegExp(String.raw`(?:^|[,.;]\s*)(?:(?:please|just|no,?)\s+)?(?:use\s+)?(?:${CASE_STYLE})\b[^.?!]{0,40}[.!]*$`, 'i'), 2.2, { notInQuestion: true }),
  // "june has midnight sun, you can't see aurora then": a fact about what the reply named, and what it rules out.
  c('corr.fact_rules_out', 'corr', /^(?!(?:i|we|it|this|that|they|there|here)\b)[^?,;.]{3,60}[,;.]\s*(?:so\s+)?(?:you|u|one) (?:can'?t|cannot|won'?t|wouldn'?t|couldn'?t) [^?.]{2,40}$/i, 2.2, { aboutPrev: true }),
  // "can we swap some of the chicken for fish?": part of what the reply gave, traded for something else (a request,
  // though asked; "can I swap butter for oil?" asks what works).
  c('corr.swap_for', 'corr', /(?:^|[.!?]\s*)(?:(?:can|could) (?:we|you)|please|just|maybe|let'?s)?\s*(?:swap|replace|switch|trade|sub(?:stitute)?) (?:out )?(?:some of |all of |a few of |half of )?(?:the |those |these |your )?[a-z][\w-]*(?: [a-z][\w-]*)? (?:for|with) (?:some |more |a |an )?[a-z][\w-]*/i, 2.2, { aboutPrev: true, notAfter: /\b(?:can|could|should|do) i\s*$/i }),
  // "first person please": the grammatical person the text is written in.
  c('corr.person', 'corr', /^\s*(?:(?:no,?|please|pls)\s+)?(?:in |use |write (?:it |this )?in )?(?:the )?(?:first|second|third)[- ]person\b(?!\s+(?:shooter|view|camera|perspective game))/i, 2.3),
  // "the last line has 6 syllables": a count of the reply's own lines, against its form.
  c('corr.line_count', 'corr', /^\s*(?:(?:no|but|um|well|actually)[,.!]?\s+)?(?:the |your )?(?:first|second|third|fourth|last|middle|\d+(?:st|nd|rd|th)) (?:line|verse|stanza|sentence|paragraph|bar) (?:has|is|only has|still has|has only) (?:only )?\d+ (?:syllables|words|lines|characters|beats)\b/i, 2.3),
  // "I've read most of these": the reply's suggestions, already known.
  c('corr.already_know_these', 'corr', /\bi(?:'ve| have)? (?:already )?(?:read|seen|watched|tried|played|heard|visited|been to|used|done|cooked|made) (?:most|all|half|many|both|each) of (?:these|those|them|your (?:suggestions|picks|recommendations))\b/i, 2.2),
  // "she's 28 in my story and blonde": a character as the user's own story has them.
  c('corr.in_my_story', 'corr', /^\s*(?:(?:no|nope|actually|um|well)[,.!]?\s+)?(?:he|she|they|it)(?:'s|’s|'re|’re| is| are| was| were) [^,.?!]{1,24} in my (?:story|book|novel|world|version|script|game|campaign|universe|draft|fic|fanfic|head ?canon)\b/i, 2.3),
  // "I get 3 minutes max": the limit the user has, against the length the reply gave.
  c('corr.my_limit', 'corr', /\bi (?:only )?(?:get|have|got) (?:\d+|one|two|three|four|five|ten|fifteen|twenty|thirty) (?:minutes?|mins?|seconds?|words?|pages?|slides?|characters?)(?: max| tops| at most| maximum)?\b/i, 2.2, { aboutPrev: true, notInQuestion: true }),
  // "botanically it's a fruit", "technically they're legumes": what the thing is, by the field that says so.
  c('corr.technically', 'corr', /^\s*(?:(?:well|actually|um|but)[,]?\s+)?(?:technically|botanically|scientifically|biologically|legally|strictly speaking|chemically|medically|historically|officially|grammatically|mathematically|geographically|taxonomically)[,]?\s+(?:it'?s|they'?re|it is|they are|that'?s|he'?s|she'?s|(?:it|that|this|they) (?:was|were|is|are)) (?!(?:possible|fine|ok|okay|true|allowed|legal|correct|right|my|our|your)\b)/i, 2.2, { notInQuestion: true }),
  // "you add 32 not subtract": how it is done, against the reply's way of doing it.
  c('corr.you_do_not', 'corr', /^\s*(?:no,?\s+)?you (?:should |need to |have to |must |just )?[a-z]{3,} (?:the |an? )?[\w.-]+(?: [\w.-]+)?,? not (?:the |an? )?[a-z]{3,}\s*[.!]*\s*$/i, 2.2, { aboutPrev: true }),
  // "my name is Sara without the h", "Catherine with a K": a name's spelling put right. (Case-sensitive: under "i",
  // \p{Lu} takes any word.)
  c('corr.spelled_with', 'corr', /\b(?:[Ss]pel(?:led|t|ls)|[Ww]ritten|\p{Lu}\p{Ll}{2,},?) (?:with(?:out)?|no) (?:the |an? |one |two |double )?["'‘’“”]?[a-zA-Z]["'‘’“”]?(?:'?s)?(?:,? not (?:the |an? |one |two |double )?["'‘’“”]?[a-zA-Z]["'‘’“”]?(?:'?s)?)?\s*[.!]*\s*$/u, 2.2, { aboutPrev: true, notInQuestion: true }),
  // "make it 4 stanzas not 1": what it should be made, against what it was.
  c('corr.make_not', 'corr', /^\s*(?:no,?\s+)?(?:make|write|keep) (?:it|this|them|the [\w-]+) [\w\s-]{1,20}?,? not [\w-]+(?: [\w-]+)?\s*[.!]?\s*$/i, 2),
  // "this is not autumn its winter poem": what it is, against what it is not.
  // ("this is not urgent, it's for next week" says when, not what.)
  c('corr.this_is_not', 'corr', /\b(?:this|that|it)(?:'s| is) not (?:an? |the )?[\w-]+(?: [\w-]+)?,? (?:it'?s|its|this is|that'?s) (?!(?:for|about|in|on|at|to|from|just|only|fine|ok|okay)\b)/i, 2.2),
  // "more sad please", "less formal": a quality of the reply, in more or less of it.
  c('corr.more_x_lead', 'corr', /^\s*(?:a bit |much |way |even |a little )?(?:more|less) (?!(?:examples?|ideas?|options?|details? (?:about|on)|info|information|questions?|of)\b)[a-z]+(?: stuff| things| ones)?(?:\s+please)?\s*(?:[,.!]|$)/i, 1.6),
  // "this is missing the key prop", "you're missing the import": what the output lacks.
  // ("missing the dependency array, this loops forever": the subject left out.)
  // ("that fetches in a loop, the dependency array is missing": what the work left out, said last.)
  c('corr.missing', 'corr', /\b(?:it|this|that|the [\w-]+|you(?:'re| are))(?: still)? (?:is |are )?missing (?:the |a |an |some )?[\w-]+|^\s*(?:still )?missing (?:the |a |an )[\w-]+|[,;]\s*(?:the|your) (?:[\w-]+ ){0,2}[\w-]+ (?:is|are) (?:still )?missing\s*[.!]*\s*$/i, 1.8),
  // "the table is called sales not orders": a name put right.
  c('corr.called_not', 'corr', /\b(?:is|are|was|were)\s+(?:called|named)\s+[\w.-]+,?\s+not\s+[\w.-]+[.!]?\s*$/i, 1.8),
  // "the budget was 54,000 not 45,000", "it's 5 not 10", "it's on friday not thursday": a value or a date put right,
  // with or without the comma ("this is fine not great" puts nothing right).
  // "Sydney isn't the capital, it's Canberra": what it is not, then what it is.
  c('corr.isnt_its', 'corr', /\b(?:isn'?t|is not|wasn'?t|was not|aren'?t|are not|weren'?t|were not)\b[^,.;!?\n]{1,40}[,;]\s*(?:it'?s|it is|it was|they'?re|they are|they were|that'?s|he'?s|she'?s|he was|she was)\s+(?!(?:not|just|only|fine|ok|okay|good|great|alright|all right|still|also|because|so|a bit|kind of|actually|really|quite|very|pretty|fascinating|interesting|amazing|cool|nice|beautiful|worth|lovely|fun)\b)/i, 1.6, { notInQuestion: true }),
  // "pie charts with 14 slices are unreadable", "this exaggerates the change": what came out cannot be read as meant.
  c('corr.unreadable', 'corr', /\b(?:is|are|looks?|gets?|becomes?|was|were)(?: (?:completely|totally|really|very|basically|just|kind of|pretty|so))? (?:unreadable|illegible|misleading|hard to read|impossible to read|cluttered)\b(?! in a good way)|\b(?:this|that|it) (?:exaggerates|distorts|misrepresents|overstates|understates)\b/i, 1.8),
  // "way over budget", "that's out of our price range": what was proposed costs more than the user has.
  c('corr.over_budget', 'corr', /\b(?:over|above|beyond|exceeds?|outside) (?:my|our|the) budget\b|\bover budget\b|\bout of (?:my|our) (?:price range|budget)\b|\b(?:i|we) can'?t afford\b|\b(?:i'?m|we'?re|i am|we are) not made of money\b/i, 2.0),
  // "That number is way off", "the date is wrong": a figure of the reply, said to be wrong.
  // "20 minus 5 is 15": a sum, said back as the whole turn, puts the reply's arithmetic right.
  c('corr.arithmetic', 'corr', /^\s*(?:no,?\s*|but\s+|actually,?\s*)?\d[\d.,]*\s*(?:minus|plus|times|divided by|multiplied by|x|[-+*/×÷])\s*\d[\d.,]*\s*(?:is|=|equals|makes|gives)\s*-?\d[\d.,]*\s*[.!]*\s*$/i, 2.2),
  // "explain it like I'm 12", "ELI5", "please show every step": the level and the working the user needs.
  c('corr.explain_like', 'corr', /\b(?:explain|describe|say|put|write)\s+(?:it|this|that|things|everything|them)?\s*(?:to me\s+)?(?:like|as if|as though)\s+i(?:'m| am)\s+(?:a\s+)?(?:\d{1,2}|five|ten|twelve|child|kid|beginner|newbie|layperson|grandma|non-?technical)\b|\beli5\b|\bshow\s+(?:me\s+)?(?:every\s+step|each\s+step|all\s+(?:of\s+)?(?:the\s+)?(?:steps|working|work|calculations)|(?:your|the)\s+(?:work|working|calculations?|derivation))\b/i, 2.2, { notInQuestion: true }),
  c('corr.figure_off', 'corr', /\b(?:that|this|the|your|these|those) (?:number|numbers|figure|figures|date|dates|year|answer|result|math|maths|calculation|total|sum|estimate|count|amount|price|value|statistic|stats?|data|percentage|conversion|formula) (?:is|are|was|were|seems?|looks?)(?: (?:way|completely|totally|a bit|slightly|a little|quite|still))? (?:off|wrong|incorrect|inaccurate|outdated|too (?:high|low))\b/i, 2.0),
  c('corr.is_x_not_y', 'corr', /\b(?:is|was|are|were|be|it'?s|its|that'?s)\s+(?:on |in |at )?(?:[\w.,$€£%/-]*\d[\w.,$€£%/-]*|(?:mon|tues|wednes|thurs|fri|satur|sun)day|january|february|march|april|may|june|july|august|september|october|november|december),?\s+not\s+(?:on |in |at )?[\w.,$€£%/-]+[.!]?\s*$/i, 1.4),
  c('corr.should_not', 'corr', /\b(should|must|needs? to|has to|have to) (be|say|use|stay|come|go|have|return|show|work)\b[^.\n]{1,60}\b(not|instead|rather)\b|\b(it|this|that|they|he|she) (shouldn'?t|should not|mustn'?t|must not)\b/i, 1.8),
  // ("it should only fetch once and cache": what the work may do, and no more, with any verb after "only".)
  c('corr.should_be', 'corr', /\b(it|this|that|they|these|those|there|each(?: \w+)?|every \w+|the \w+|which) (should|must|needs? to|has to|have to|ought to) (?:(just |only |also |all |actually )?(be(?! (?:enough|fine|ok|okay|good|sufficient|all)\b)|say|read|stay|look|use|come|show|have|return|contain|check|match|start|display)|only (?!be\b)[a-z]+)\b/i, 1.0, { needsAction: true }),
  c('corr.same_again', 'corr', /\b(still|again) the same\b|\bthat'?s (still )?the same\b|\bsame (code|thing|answer|result|output|response|function|test|file) (as|again|you)\b|\b(is|are|looks) (exactly )?the same as (before|the previous|last)\b/i, 2.3),
  c('corr.incomplete', 'corr', /\b(incomplete|truncat\w*|cut off|you stopped|(didn'?t|did not|doesn'?t) (finish|continue|complete)|not (finished|complete)|the (rest|remaining|entire|complete|whole|full) (text|code|part|file|answer|list)|the rest of (?:the |your |my |this )?(?:code|text|answer|list|file|story|script|program|function|essay)|running out of (tokens|space)|(from )?where you left off)\b/i, 1.8),
  // "Where's the rest of the code?": asked, but it says something is missing.
  c('corr.wheres_rest', 'corr', /\bwhere(?:'s| is| are| did) (?:the rest|the other (?:half|part|parts)|the missing|the remaining|the end|the last part)\b/i, 1.6),
  // "Without any external libraries please": what the solution may not bring in.
  c('pref.no_deps', 'pref', /\b(?:we|i) (?:don'?t|do not|never) (?:add|want|need|use|pull in|install) (?:new |extra |more |any |external |third[- ]party )?(?:dependencies|deps|packages|libraries|libs)\b|\bwithout (?:any |using (?:any )?)?(?:external|third[- ]party|extra|additional|outside) (?:libraries|libs|packages|dependencies|modules|frameworks|tools)\b|\b(?:no|don'?t use) (?:external|third[- ]party) (?:libraries|libs|packages|dependencies|modules)\b|\b(?:only|just) (?:use )?(?:the )?(?:standard library|stdlib|built-?ins|vanilla js|plain js)\b/i, 2.2, { notInQuestion: true }),
  // "That's Python 2 syntax", "you're using a deprecated API": what came is from another version of the tool.
  c('corr.old_version', 'corr', /\b(?:that'?s|this is|it'?s|you'?re using|you are using|you used) (?:an? |the )?(?:python ?2|old|older|outdated|legacy|deprecated|obsolete|es5|java ?8|pre-\w+)(?: \w+)? (?:syntax|code|version|api|apis|style|method|function|library|package|approach|sdk|interface|endpoint)\b|\b(?:was|were|has been|have been|got) (?:removed|deprecated|dropped) (?:in|since|as of) (?:v(?:ersion)? ?)?\d/i, 2.0),
  // "append was removed in pandas 2.0", "useServerState isn't a real hook", "that's not a thing", "stick to
  // non-deprecated methods": the API the reply used does not exist (any more).
  // ("… hasn't been supported for years by our backend either" agrees with the reply: no claim put right.)
  c('corr.not_real_api', 'corr', /\b(?:was|were|has been|have been|got|is|are) (?:\w+ )?(?:removed|dropped) (?:in (?:v(?:ersion)? ?\d|[\w.-]+ v?\d|\d)|since|ages ago|years ago|long ago|a (?:long )?(?:while|time) ago)\b|\b(?:is ?n'?t|is not|are ?n'?t|are not) (?:a |even a )?real (?:\w+ )?(?:hook|function|method|api|option|flag|parameter|param|argument|command|package|module|library|class|setting|field|endpoint|property|attribute|component|thing)s?\b(?! yet)|\b(?:that'?s|that is|this is|it'?s) not (?:a|even a) (?:real )?thing\b|\b(?:made[- ]up|invented|hallucinated|non-?existent|imaginary|fictional) (?:function|method|api|hook|option|flag|parameter|param|argument|command|package|module|library|class|setting|field|endpoint|property|attribute|import|component)s?\b|\b(?:you(?:'re| are)|stop) (?:giving|using|writing|suggesting|showing) (?:me )?(?:outdated|deprecated|old|obsolete|legacy)\b|\b(?:hasn'?t|has not|haven'?t|have not|doesn'?t|does not|don'?t|didn'?t) (?:worked|existed|been (?:supported|available|there)) (?:since|for (?:years|ages|a (?:long )?while))\b(?![^.!?\n]{0,40}\beither\b)|\b(?:stick to|only use|use only) (?:\w+ ){0,2}(?:non-deprecated|undeprecated|supported|documented|up-to-date|real)\b|\bonly use (?:\w+ ){0,2}(?:apis?|functions?|methods?|packages?|libraries|options?|flags?|hooks?|imports?|commands?) (?:that|which) (?:actually |really )?exists?\b|\bwhere did you (?:get|find|see|read) (?:that|this|those|these|it|\S+) from\b|\b(?:that|this|the|your) (?:endpoint|function|method|hook|option|flag|parameter|param|argument|command|package|module|library|class|setting|field|property|attribute|component|route|api|column|table|import|variable|type|interface|struct|model|helper|util|selector|script|env var|environment variable) (?:doesn'?t|does not|didn'?t|did not) exist\b/i, 2),
  // "I'm on Windows, these commands don't work": what the user runs, and the steps that fail on it.
  c('frus.they_dont_work', 'frus', /\b(?:they|these|those|the (?:commands?|scripts?|steps?|links?|buttons?|instructions|imports?|tests?|examples?|shortcuts?)|commands?|scripts?|steps?|instructions) (?:still )?(?:don'?t|do not) (?:work|run|compile|exist|load|open)\b/i, 2.0),
  c('corr.user_platform', 'corr', /\bi(?:'m| am) (?:on|using|running) (?:windows|a mac|an? (?:m[1-4]|intel|apple silicon|arm) mac(?:book)?|mac ?os|macos|linux|ubuntu|debian|an? (?:iphone|android|chromebook|ipad)|python ?[23](?:\.\d+)?|node ?\d+|java ?\d+)\b/i, 1.8, { notInQuestion: true, needsAction: true }),
  // "This only works for the first row": what it does is less than what was asked.
  c('corr.only_works', 'corr', /\b(?:this|it|that|the (?:code|script|function|query|formula|regex)) only (?:works|runs|handles|returns|checks|shows|prints|processes) (?:for|with|on|when|the first|one)\b/i, 1.8, { notInQuestion: true }),
  // "Keep my comments in the code": what the user wrote stays.
  c('corr.keep_my_work', 'corr', /\bkeep (?:all )?(?:my|our) (?:own )?(?:comments|names|variable names|formatting|wording|text|code|style|changes|edits|structure|tests|docstrings)\b/i, 1.8, { notInQuestion: true }),

  // "There is a simpler way to do it": the approach, not the result, is what the user corrects.
  c('corr.better_way', 'corr', /\bthere(?:'s| is) (?:a |an )?(?:simpler|better|easier|cleaner|more simple|more efficient|much simpler|much easier)\b/i, 1.8),
  c('corr.exasperated', 'corr', /\b(jeez|geez|ffs|for god'?s sake|are you kidding)\b|\bcome on[.!,]/i, 1.0),
  c('corr.still_will', 'corr', /\b(?:this|it|that) (?:will|would) still\b/i, 1.2),
  c('corr.finish_it', 'corr', /^\s*(please )?(finish|complete) (it|this|that|the code|your answer)\b|^\s*(please )?continue (where|from) you\b/i, 2.3),
  c('corr.undo', 'corr', /\b(undo|revert|roll ?back|put (it|that|this|them) back|(?:change|move) (it|that|this|them|the \w+) back|go back to (the|what|how))\b/i, 1.4),
  // ("don't worry about the salary part", "stop for now, I need to check with the designer": a release or a pause.)
  c('corr.neg_command', 'corr', new RegExp(String.raw`^\s*(please\s+)?(?!${NEVER_DONE})(don'?t|do not|never|stop|avoid)\s+(?!(${RELEASE}|forget to|know|you|we|they|i)\b)\w+`, 'i'), 2.3),
  c('corr.dont_after_action', 'corr', new RegExp(S + String.raw`(?!${NEVER_DONE})(don'?t|do not|never|stop|avoid|no need to|you (don'?t|do not) need to|there'?s no need to)\s+(?!${RELEASE}\b)\w+(?![^\n]*,\s*(?:agreed|exactly|good call)\s*[.!]*$)`, 'i'), 1.7, { needsAction: true }),
  c('corr.can_only', 'corr', /\b(it|this|that|they|which) (can|could|should|must) only be\b|\bit can'?t be [\w.-]+,? it\b/i, 2.3),
  c('corr.cant_be', 'corr', /\b(it|this|that) can'?t be\b|\b(doesn'?t|does not|didn'?t|did not) (exist|have)\b/i, 1.5),
  c('corr.nonsense', 'corr', /\b(doesn'?t|does not|don'?t|do not) make (any )?sense\b|\bmakes no sense\b|\bnonsense\b/i, 1.6),
  c('corr.made_up', 'corr', /\b(made[- ]up|make (things|stuff|it) up|invent(ed|ing)|hallucinat\w*|fabricat\w*)\b/i, 1.8),
  c('corr.you_should', 'corr', /\byou (should|need to|must|were supposed to|should'?ve|should have|shouldn'?t|should not|have to|are supposed to)\b/i, 1.3),
  c('corr.problems_with', 'corr', /\b(some|a few|few|several|two|2) (small )?(problems|issues) with (that|this|it|the)\b|\bthe problem is (in|with|that)\b/i, 1.0),
  c('corr.problem_is', 'corr', /\bthe (problem|issue|bug|mistake|error) (is|was) (that|in|with|the)\b|\b(some|a few|few) (small )?(problems|issues)\b|\bthere'?s a (little |small |big )?(problem|issue|mistake|bug) (with|in|because)\b/i, 1.3),
  c('corr.thats_not_going', 'corr', /\b(that|this|it)('s| is) not going to work\b|\b(that|this) (won'?t|will not|wouldn'?t|would not) work\b/i, 2.3),
  c('corr.wont_work', 'corr', /\b(won'?t|will not|isn'?t going to|not going to|can'?t|cannot) work\b/i, 1.4),
  c('corr.deprecated', 'corr', /\b(is|are|has been|have been|was|were) deprecated\b|\bno longer (exists|supported|available)\b/i, 1.4),
  c('corr.deprecated_act', 'corr', /\b(is|has been|was) deprecated\b/i, 0.9, { needsAction: true }),
  // "Rewrite, but Kyra doesn't have slang", "can you rewrite this but less formal": a redo with what to change in it.
  c('corr.redo_but', 'corr', new RegExp(String.raw`^\s*(?:(?:ok(?:ay)?|please|pls|can you|could you|now)[,.]?\s+)*${REDO}(?: (?:it|this|that|the \w+))?\s*(?:,\s*|\s+)(?:but|without|and (?:make|use|don'?t|do not|remove|add|keep)|make it|use|don'?t|do not|remove|less|more|shorter|longer)\b`, 'i'), 2.2),
  // ("Rewrite it for Amazon, bullet points …", "rewrite it as a poem": the same text for another use, not a redo.)
  c('corr.redo', 'corr', /\b(has|needs) to be redone\b|\b(try|do it|start) (again|over)\b(?! (?:in \d|later|tomorrow|after|once|when)\b)|\bredo\b|\bregenerate\b|\brewrite (?:it|this|that|the whole)\b(?! (?:for|as|into) )/i, 1.0),
  // ("Should I update the docs?" — "not yet, let's test it first" answers.)
  c('corr.not_x', 'corr', /^\s*(not|no longer)\s+(?!(?:now|yet|today|tonight|really|necessary|needed|required)[,.])[\w.-]+[,.]/i, 1.2, { answerable: true }),
  // "I only asked you to fix the null check", "keep your changes minimal", "that's out of scope", "leave utils alone":
  // more was changed than was asked for.
  c('corr.scope', 'corr', /\bi (?:only|just) (?:asked|wanted|needed|said)\b(?! (?:because|since|as|out of|to (?:check|know|make sure|be sure|vent|talk|say|share|rant|thank|tell|let you know|get (?:it|this|that) off|be heard|hear|chat|check in|see|ask)|if|whether)\b)|\ball i (?:asked for|wanted|needed|said) (?:was|is)\b|\b(?:keep|make) (?:the |your |these |all )?(?:changes?|diffs?|edits?|fix(?:es)?) (?:minimal|small|focused|scoped|surgical|to a minimum|as small as possible)\b|\b(?:way |completely |totally )?(?:out of|beyond|outside(?: of)?) (?:the )?scope\b|\bscope creep\b|\bleave (?:[\w./-]+ ){1,3}alone\b|\bone (?:change|fix|thing|feature) (?:per|at a) (?:pr|commit|time)\b|\bonly (?:touch|change|modify|edit) (?:the )?(?:files?|code|lines?|parts?|things?)(?: that (?:are|is))? (?:related|relevant|needed|necessary|required) (?:to|for)\b|\bdon'?t (?:touch|change|modify|edit) (?:any )?(?:files?|code|anything)(?: that (?:is|are)n'?t| that (?:is|are) not)? (?:unrelated|not related|outside)\b/i, 2.2, { notInQuestion: true }),
  // ("I never asked for a dark mode toggle": the past tense too; "nobody asked for …".)
  c('corr.didnt_ask', 'corr', /\bi (didn'?t|did not|never) (ask(?:ed)?|want(?:ed)?|say|said|tell|told)\b|\bwho (asked|told you)\b|\b(?:nobody|no one|no-one) asked (?:you )?(?:for|to)\b/i, 2.5),
  c('corr.too_lead', 'corr', /^\s*(?:(?:meh|ugh|hmm+|eh|nah|honestly|tbh)[,.!]*\s+)?(?:it'?s |this is |that'?s |this'?s |it is |that is |these are |those are |they'?re |they are )?(?:(?:still |way |much |far |a bit |a little |kinda |slightly |so )+)?(?:too |so )(long|short|verbose|wordy|complicated|complex|formal|informal|casual|stiff|dry|harsh|blunt|generic|vague|technical|simple|basic|much|many|big|small|childish|cheesy|corny|cringe|cringy|boring|dramatic|repetitive|robotic|flat|dark|serious|silly|cliché|cliche|fancy|poetic|academic|spicy|salty|sweet|bland|heavy|rich|expensive|pricey|advanced|difficult|hard|easy|desperate|pushy|salesy|negative|aggressive|bright|blurry|busy|cluttered|saturated|colorful|colourful|cartoonish|plain|humble|modest|stiff|wordy|apologetic|preachy|stuffy|sappy|mushy|promotional|defensive|sycophantic|long-winded|polite|soft|gentle|timid|meek|passive|mild)(?![\wà-öø-ÿ])/i, 1.3),
  c('corr.too', 'corr', /\b(way |much |far )?too (clunky|awkward|long-winded|long|short|verbose|wordy|stiff|pushy|dramatic|flowery|harsh|blunt|complicated|complex|big|small|wide|narrow|many|much|slow|generic|vague|formal|informal|expensive|pricey|basic|advanced|difficult|intense|humble|modest|salesy|boring|robotic|repetitive|bland|cheesy|cringey?|apologetic|preachy|stuffy|sappy|mushy|promotional|sycophantic|old-fashioned|old fashioned|outdated|archaic|dated|corny)\b|(?:^|[.!?]\s+)(?:(?:it'?s|this is|that'?s|way|much|far|a bit|a little|just) )?too (?:happy|cheerful|upbeat|dark|grim|gloomy|depressing|sad|silly|childish|cute|sweet|serious|optimistic|negative|positive)\b/i, 1.0),
  // "Day 2 is too packed", "the intro is too long": one part of the answer, and what is wrong with it.
  c('corr.part_too', 'corr', /^\s*(?:the |this |that |your |my )?[\w-]+(?: [\w-]+){0,2} (?:is|are|was|were|feels|seems|looks|sounds|gets) (?:(?:still|way|much|far|a bit|a little|kinda|slightly|just|really) )*too (?:long|short|packed|rushed|crowded|busy|tight|expensive|pricey|cheap|far|early|late|hard|difficult|easy|advanced|basic|vague|generic|formal|informal|casual|dry|dense|wordy|loud|dark|bright|small|big|slow|fast|much|many|spicy|sweet|salty|complicated|complex|technical|similar|repetitive)\b/i, 1.6, { notInQuestion: true }),
  // What the user is, eats or has learned, said after an answer that ignored it: "I'm vegetarian, I can't eat chicken",
  // "we haven't learned logarithms yet".
  c('corr.user_constraint', 'corr', new RegExp(String.raw`\b(?:i(?:'m| am)|we(?:'re| are)) (?:a |an |all )?(?:vegetarian|vegan|pescatarian|lactose[- ]intolerant|gluten[- ]intolerant|allergic to \w+|celiac|coeliac|diabetic|halal|kosher)\b|\b(?:i|we) (?:can'?t|cannot|don'?t|do not) (?:really |usually |even |ever )?(?:eat|drink) (?!much\b|anything\b|that\b|it\b)\w+|\b(?:we|i) (?:haven'?t|have not|didn'?t|did not) (?:learned|learnt|covered|studied|done|had) (?:\w+ ){1,3}yet\b|\bi (?:can'?t|cannot) (?:run|walk|jog|swim|lift|drive|afford|kneel|stand for long)\b|\bi have (?:bad|weak|injured|a bad|a weak|an injured) (?:knees?|back|hips?|shoulders?|wrists?|ankles?|heart)\b|\bi have (?:a |an )?(?:knee|back|hip|shoulder|wrist|ankle|neck|heart) (?:injury|problem|condition|issue)\b|\bi(?:'m| am) (?:injured|pregnant|recovering from (?:an? )?\w+)\b|\bi (?:just |recently )?had (?:a |an )?(?:hip|knee|back|heart|shoulder|foot|wrist|ankle|spine) (?:surgery|operation|replacement)\b|\bi(?:'m| am) [6-9]\d(?: years old)?\b(?= and\b|\s*[,.!]|\s*$)(?![^\n]*\b(?:perfect|thanks|thank you|great|love|loving|works)\b)|\b(?:i|we) (?:can'?t|cannot) stand (?!it\b|this\b|that\b|you\b|when\b|how\b|the way\b)\w+|\b(?:i|we) can only (?:travel|go|come|visit|leave|fly|meet|make it|afford|spend|do|work|train|cook|use)\b(?![^\n]*\b(?:perfect|thanks|thank you|great|works)\b)|\bi (?:can'?t|cannot|(?:am|'m) not allowed to) (?:install|use|add) \w+|\bi(?:'m| am) (?:a |an |just a |only a |complete |total )*(?:beginner|newbie|novice|noob|non-programmer|not a (?:programmer|developer|coder))\b(?! too\b| as well\b)${THEY_AGREE}`, 'i'), 1.8, { notInQuestion: true, answerable: true }),
  c('corr.user_setup', 'corr', new RegExp(String.raw`\b(?:${SETUP})|\b(?:and|but) (?:can'?t|cannot) install\b|\b(?:doesn'?t|don'?t|does not|do not|won'?t|isn'?t|aren'?t) (?:work|exist|compile|run|supported|available)(?: yet)? (?:on|in|with|under) (?:python|java|node(?:\.js)?|php|ruby|go|ie|internet explorer|safari|ios|android|excel|sql server|mysql|postgres(?:ql)?|sqlite|c#|\.net(?: framework)?|typescript|react|vue|angular|django|rails|windows|mac(?:os)?) ?v?\d`, 'i'), 1.8, { notInQuestion: true, answerable: true }),
  // "Keep the original parameter names": what the answer changed, wanted back as it was.
  // (Only what an answer changes in place: "keep the original file as a backup and …" is the next task.)
  c('corr.keep_original', 'corr', /^\s*(?:please |pls |just |no,? )?keep the (?:original|old|existing|same|previous) (?:(?:parameter|variable|function|file|column|class|method|field) )?(?:names?|naming|signatures?|order|format|formatting|wording|text|structure|layout|colou?rs?|style|behaviou?r|logic|api|values?|tone|titles?|headings?|fonts?|indentation|comments)\b/i, 2.0, { needsAction: true }),
  // "Solve it without them", "do it without a library": the way the answer went is the one the user cannot take.
  // ("I'll do it without the rest day": the user's own plan.)
  c('corr.without', 'corr', /\b(?:do|solve|write|make|redo|rewrite|try|answer|explain|show|build|implement) (?:it|this|that|them) (?:again |instead )?without\b/i, 1.4, { notAfter: /\b(?:i'?ll|i will|we'?ll|we will|i'?m going to|i am going to|gonna|i can|we can|i could|let me|i'?d|i would|i might|i may)\s*$/i }),
  // "Make it sound less desperate", "it sounds needy": how it reads, in any words.
  c('corr.sound_more_less', 'corr', /\bmake (?:it|this|that|me|him|her|them|us|the \w+) sound (?:(?:a (?:bit|little|lot)|way|much|slightly) )?(?:less|more)\b|\bsounds? (?:(?:too|so|very|a bit|really|kind of|kinda) )?(?:desperate|needy|arrogant|cocky|whiny|entitled|apologetic|insecure|begging|bossy)\b/i, 2.2),
  // "Remove the part about relocating": what it wrote that the user did not want there.
  c('corr.remove_part', 'corr', /\b(?:remove|delete|drop|cut|take out|leave out|get rid of) (?:the|that|this) (?:part|bit|section|paragraph|sentence|line|mention|stuff|lines) (?:about|where|on|with|that|mentioning|regarding)\b/i, 1.6),
  // A spreadsheet's error in a cell ("it returns #N/A for everything"): the formula failed.
  c('frus.sheet_error', 'frus', /#(?:N\/A|VALUE!|REF!|DIV\/0!|NAME\?|NUM!|SPILL!|NULL!|ERROR!)/, 1.8),
  // "Please follow the naming convention": the project's conventions, not kept.
  c('corr.convention', 'corr', /\b(?:follow|stick to|respect|use|keep to|match) (?:the|our|my|existing|project'?s?|repo'?s?) (?:existing )?(?:naming |code |coding |file |folder )?(?:conventions?|style ?guides?|code style|coding style|guidelines|patterns?)\b/i, 1.8),
  // What the person the answer is for does or has, said after a suggestion that ignored it: "he doesn't drink",
  // "my dad already has a smartwatch", "she hates golf".
  // ("my mom hates long poems so this is perfect": the constraint the reply already met.)
  c('corr.their_constraint', 'corr', /^(?![^.!?]*\bso (?:this|that|it)(?:'s| is| was) (?:perfect|great|good|fine|ideal|just right)\b)\s*(?:but |well |um |hmm )?(?:he|she|they|my (?:teacher|professor|lecturer|tutor|editor|client|manager|coach|landlord|dad|father|mom|mother|mum|wife|husband|son|daughter|kids?|boss|friend|partner|boyfriend|girlfriend|brother|sister|grandma|grandpa|team|class|students?))\s+(?:doesn'?t|does not|don'?t|do not|can'?t|cannot|won'?t|hates?|dislikes?|is allergic|are allergic|(?:already|also) (?:has|have|owns?)|isn'?t into|aren'?t into)\b/i, 2.2, { notInQuestion: true, answerable: true }),
  // "my budget is $50", "under $100 please": what the user can spend.
  c('corr.budget', 'corr', /\b(?:my|our|the) budget is\b(?! (?:flexible|open|not an issue|no (?:problem|issue|object)|unlimited|fine)\b)|\b(?:i'?m|we'?re) on a (?:tight )?budget\b|\b(?:under|below|less than|max(?:imum)?|no more than) (?:[$€£]\s?\d|\d+(?:[.,]\d+)?\s?k\b|\d[\d,.]*\s?(?:dollars|bucks|euros|pounds|quid)\b)/i, 1.8, { notInQuestion: true, answerable: true }),
  // "Something more personal please", "something from this year", "anything less expensive": the same, but different.
  c('corr.something_else', 'corr', /^\s*(?:maybe |ok(?:ay)? |hmm,? )?(?:something|anything|ones|maybe something) (?:(?:a bit|a little|much|way) )?(?:more|less|else(?! (?:i|we|to|that))|different|cheaper|shorter|newer|older|lighter|simpler|funnier|smaller|bigger|from (?:this|last|the)|without|not)\b/i, 2.2, { notInQuestion: true }),
  // "I've seen all of those", "we've already been there": the suggestions are ones the user has had.
  c('corr.already_done', 'corr', /\b(?:i|we)(?:'ve| have)? (?:already )?(?:seen|read|watched|tried|done|been to|visited|played|heard|had|used) (?:all|both|every one|each) (?:of )?(?:those|these|them|three|five)\b|\b(?:i|we)(?:'ve| have) already (?:seen|read|watched|tried|been to|visited|played|used) (?:those|these|them|that|it)\b/i, 2.2, { notInQuestion: true }),
  // "That's bad advice", "that isn't healthy": the answer is unsound, not only wrong.
  c('corr.bad_advice', 'corr', /\b(?:that'?s|this is|it'?s|that is) (?:really |pretty |very )?(?:bad|terrible|awful|dangerous|harmful|questionable|outdated|irresponsible|unsafe) advice\b|\b(?:that|this|it)(?:'s| is)? (?:not|isn'?t|is not|never) (?:healthy|safe|realistic|sustainable|legal)\b|\bisn'?t (?:healthy|safe|realistic|sustainable)\b/i, 2.2),
  // "I'm 65, be realistic": what the answer forgot about the user's life.
  c('corr.be_realistic', 'corr', /\bbe (?:realistic|reasonable|practical|serious)\b|\bthat'?s (?:not )?(?:unrealistic|not realistic|impossible for me)\b/i, 1.8),
  // "Recheck your math", "double check that", "that doesn't add up", "show your work": the answer's sums are doubted.
  c('corr.recheck', 'corr', /\b(?:re-?check|double[- ]check) (?:your|the|that|this|it|again)\b|\bcheck (?:your|the) (?:math|maths|calculations?|numbers|sums?|answer|arithmetic)\b|\bcheck (?:it|that|this) again\b|\b(?:that|this|it|the (?:math|maths|numbers?|total|sum))\s+(?:doesn'?t|does not|don'?t|do not) add up\b|\bshow (?:your|the|all (?:the|your)?) ?(?:work|working|steps|reasoning|calculations?)\b/i, 2.2, { notInQuestion: true }),
  // "Can you keep the numbers out": what should not be in it.
  c('corr.keep_out', 'corr', /\b(?:keep|leave) (?:the|all|any|your) [\w-]+(?: [\w-]+)? out\b/i, 1.8),
  // "My file uses semicolons as separators": what the user's own material is like, which the answer assumed otherwise.
  c('corr.my_data', 'corr', /^\s*(?:but |well |actually )?(?:my|our|the) (?:file|files|data|dataset|csv|spreadsheet|sheet|table|database|dates?|column|columns|input|api|server|project|repo|code|app) (?:uses|use|has|have|is in|are in|contains|doesn'?t have|does not have|has no|isn'?t|is not|aren'?t|(?:is|are) (?:semicolon|tab|comma|pipe|space)[- ]?(?:separated|delimited))\b/i, 1.8, { notInQuestion: true, answerable: true, needsAction: true }),
  // Not "longer": "no longer", "longer hair", "taking longer than expected". (Its pre-filter had left it out for several
  // stops; read again, it cost general chats 0.01.)
  // A story kept straight: "that's out of character for him", "it's set in 1920, they wouldn't have phones", "write it
  // in first person", "past tense please".
  // "you're rushing the plot, slow down": the pace of a story or an explanation, put right.
  c('corr.rushing', 'corr', /\byou(?:'re| are) (?:rushing|going too fast|moving too fast|skipping (?:ahead|steps))\b|(?:^|[,.;!]\s*|\band\s+)slow (?:it |things )?down\b(?! my| the| your| a )/i, 2.0, { notInQuestion: true }),
  // "there are no lightsabers in this world", "Zoe wouldn't talk like that": the story's world and people, kept straight.
  c('corr.story', 'corr', /\bthere (?:are|is|were|was) no [\w-]+(?: [\w-]+)? in (?:this|that|the|our|my) (?:world|setting|story|universe|era|period|book|game|kingdom)\b|\b(?!(?:i|you|we|it)\b)[a-z]+ (?:wouldn'?t|would never|would not) (?:talk|speak|act|behave|say|react|dress|think) like that\b|\b(?:out of|not in) character\b|\b(?:it'?s|the story is|this is|we'?re) set in\b|\b(?:they|he|she|people|nobody|no one) (?:wouldn'?t|couldn'?t) (?:have|know|use|exist)\b|\b(?:in|use) (?:the )?(?:first|second|third)[- ]person\b|\b(?:in )?(?:the )?(?:past|present) tense\b/i, 2.2, { notInQuestion: true }),
  // Role-play out of character: "(OOC: you're controlling my character again)", "don't write my character's actions".
  c('corr.my_character', 'corr', /\byou(?:'re| are)? (?:controlling|playing|writing (?:for|as)|speaking (?:for|as)|acting (?:for|as)|making decisions for) my (?:character|char|oc|persona)\b|\b(?:don'?t|do not|never|stop) (?:control(?:ling)?|writ(?:e|ing) (?:for|as)|play(?:ing)?(?: as)?|speak(?:ing)? (?:for|as)|act(?:ing)? (?:for|as)|decid(?:e|ing) for|narrat(?:e|ing)(?: for)?) my (?:character|char|oc|persona)\b|\b(?:don'?t|do not|never|stop) (?:writ(?:e|ing)|describ(?:e|ing)|narrat(?:e|ing)|decid(?:e|ing)) (?:my|me) (?:actions?|dialogue|lines|thoughts|reactions?|words|feelings)\b/i, 2.4),
  // Whose voice the text is in: "you wrote it like you're my boss, i'm the one asking for the day off".
  c('corr.wrong_voice', 'corr', /\byou (?:wrote|made|worded|phrased) (?:it|this|that|the \w+) (?:like|as if|as though) (?:you'?re|you are|you were|it'?s from|it was from|it came from|i'?m|i am|i was)\b|\bi'?m the one (?:asking|writing|sending|applying|requesting)\b/i, 2.2, { notInQuestion: true }),
  // Where the user is, after an answer for somewhere else: "I'm in Canada", "I live in the UK, this doesn't apply to me",
  // "that's US law"; and the money they count in ("use euros please").
  c('corr.location', 'corr', /\bi (?:live|am based|'m based|work) in\b|\bi(?:'m| am) (?:in|from) (?:the )?(?:uk|us|usa|eu|canada|australia|germany|france|india|china|japan|mexico|brazil|spain|italy|ireland|new zealand|singapore|hong kong|taiwan|netherlands|sweden|switzerland|europe|asia|africa|south africa|nigeria|philippines|korea)\b|\b(?:this|that|it|these|those) (?:doesn'?t|does not|don'?t|do not|won'?t) apply to me\b|\bthat'?s (?:us|uk|american|british|eu|european|canadian|australian) (?:law|laws|rules?|tax|taxes|spelling|english|pricing)\b/i, 2.2, { notInQuestion: true, answerable: true }),
  c('corr.currency', 'corr', /\b(?:in|use|into|convert (?:it |them )?(?:to|into)) (?:euros?|dollars?|pounds?|yen|yuan|rupees?|usd|eur|gbp|cad|aud|chf)\b(?:\s+please)?\s*$/i, 1.8),
  // "The deadline moved this year": what changed since.
  c('corr.changed_since', 'corr', /\b(?:moved|changed|was (?:updated|changed|raised|lowered)|went up|went down) (?:this|last) year\b/i, 1.6, { notInQuestion: true }),
  // A generated picture gone wrong: "the dog has five legs", "she has six fingers".
  c('corr.image_defect', 'corr', /\b(?:has|have|with|got) (?:five|six|seven|extra|too many) (?:legs|fingers|arms|hands|eyes|heads|tails|ears|toes)\b|\b(?:the )?(?:hands|fingers|face|faces|eyes|text|letters) (?:look|looks|are|is) (?:weird|wrong|off|creepy|distorted|garbled|misspelled|melted)\b/i, 2.2, { notInQuestion: true }),
  c('corr.more_less', 'corr', /\b(shorter|simpler|more concise|less verbose|more (detail|detailed|specific|natural|modern))\b/i, 0.6),
  c('corr.caps_neg', 'corr', /\b(NOT|NEVER|DON'?T|STOP|DO NOT)\b/, 1.0),
  c('corr.instead_act', 'corr', /\binstead\b/i, 0.6, { needsAction: true }),
  // general-topic chat corrections (not coding specific)
  c('corr.mistake', 'corr', /\byou(?:'ve| have)? made (a |an |another )?(mistake|error|typo)\b|\bthere('s| is) (a|an) (mistake|error|typo) in (your|the|this)\b|\bthat'?s (a |another )?(mistake|typo)\b/i, 2.4),
  c('corr.isnt_right', 'corr', /\b(that|this|it|which|your answer) (isn'?t|is not|wasn'?t|was not) (right|correct|accurate|true)\b/i, 2.6),
  c('corr.repeating', 'corr', /\byou('re| are) (just )?repeating( yourself)?\b|\byou (?:keep |always )?(?:repeat|reuse|use) (?:the )?same\b|\bstop repeating\b|\bwhy (?:are you|do you keep|did you) (?:just )?repeat(?:ing)?\b|\byou (just )?(said|repeated|gave me) the same (thing|answer)\b|\byou (?:already|just) (?:said|told me|mentioned|wrote|gave me|suggested|listed) (?:that|this|it|those|these)\b|\b(?:this|that|it)(?:'s| is) (?:just |exactly |basically |literally )?the same (?:\w+ )?as (?:before|last time|the last one|the previous one|your last|my original|the original|mine|what i (?:wrote|had|sent|gave you))\b|\bdid you even (?:change|read|look at|open|check|try|test|run|edit|touch) (?:anything|it|this|that|my|the)\b/i, 2.3),
  // "We have a toddler, none of this works with a stroller": the answer does not fit the user's situation.
  c('corr.none_fits', 'corr', /\bnone of (?:this|these|that|them|those) (?:works?|fits?|is suitable|are suitable)\b|\b(?:this|that|it) (?:doesn'?t|does not|won'?t|will not) work (?:for|with) (?:me|us|my|our|a|an)\b/i, 2.2, { notInQuestion: true }),
  // "Why all the emojis?", "why is everything in bold?": what the reply was full of, asked back.
  // ("I wonder why the tables are slow" asks about something else: "why the …" only when the noun ends the question.)
  // "I hate bullet points", "I don't like the bold": a format the user dislikes, said of the replies.
  c('pref.dislike_format', 'pref', new RegExp(String.raw`\bi (?:really |absolutely |just |kinda |kind of )?(?:hate|can'?t stand|cannot stand|dislike|don'?t like|do not like) (?:the |all (?:the |those |these )?|those |these |your )?${FORMAT_NOUN}(?![\w-])`, 'i'), 2.3, { notInQuestion: true }),
  c('corr.why_format', 'corr', new RegExp(String.raw`\b${WHY_SO_MANY}${FORMAT_NOUN}\b|\bwhy the ${FORMAT_NOUN}\s*(?:\?|$)|\b${WHY_EVERYTHING_IN}\b`, 'i'), 2.2),
  // A fact put right without a "no": "that's a myth", "pretty sure that was Christopher Nolan", "3 hours? it's more like
  // 8", "it's the other way around", "my doctor said the opposite".
  c('corr.fact_hedge', 'corr', /\b(?:pretty|quite|fairly) sure (?:that was|it was|it'?s|that'?s|it is|you mean)\b|\bi'?m (?:pretty|quite|fairly) certain (?:that|it)\b|(?:^|[,.?!]\s*)(?:it'?s |that'?s )?more like (?:about |around )?\d|\b(?:it'?s|that'?s|its|thats) more like (?:about |around )?\d|\bi think you mean\b|\b(?:that'?s|this is|it'?s) (?:a |just a |an )?(?:myth|(?:common )?misconception|urban legend|old wives'? tale)\b|\b(?:it'?s|that'?s|you have it|you got it) the other way (?:a)?round\b|\b(?:says?|said|say|told (?:me|us)|tells (?:me|us)) the (?:exact )?opposite\b|\b(?:that'?s|it'?s|this is|that is|it is) (?:exactly |literally |the exact |just )?(?:the )?opposite of what\b/i, 2.3, { notInQuestion: true }),
  // "Einstein never said that", "that quote is misattributed": a quotation or credit put right.
  c('corr.misattributed', 'corr', /\b(?:never|didn'?t|did not|doesn'?t|does not) (?:say|said|write|wrote|sing|sang|invent(?:ed)?|direct(?:ed)?) (?:that|this|it|those|these)\b|\bmisattribut\w*|\bapocryphal\b/i, 2.2, { notInQuestion: true }),
  c('corr.comparative_only', 'corr', /^\s*(much |a bit |a little |bit |way |even )?(shorter|longer|simpler|more (concise|detailed|formal|casual|specific|professional)|less (formal|verbose|technical|wordy))( please| pls)?[.!]?\s*$/i, 2.3),
  c('corr.language', 'corr', /^\s*(please )?(answer|reply|respond|write|speak|talk|translate it)( to me| it)? (in|into) (english|chinese|spanish|japanese|german|french|portuguese|korean|italian|british english|american english|uk english|us english)\b|\b(in|into) (english|chinese|spanish|japanese|german|french|portuguese|korean|italian),? please\b/i, 2.3),
  c('corr.dont_want', 'corr', /\bi (don'?t|do not) (want|need|like)\b/i, 1.4),
  c('corr.dont_like', 'corr', /\bi (don'?t|do not) (like|love) (the|this|that|it|how|your|these|those)\b/i, 0.9),
  c('corr.not_answer', 'corr', /\b(doesn'?t|does not|didn'?t|did not|don'?t|do not) (answer|address) (my|the) question\b|\bthat'?s not (my|the|what i) question\b|\byou (didn'?t|did not|never) answer(ed)?\b|\bthat'?s not (an|the) answer\b/i, 2.6),
  c('corr.mixed_up', 'corr', /\byou(?:'ve| have)? (mixed|mix|muddled) up\b|\byou(?:'ve| have)? (confused|swapped|misspelled|miscounted|misnamed|mislabeled|misquoted)\b|\byou (?:got|copied|read|wrote|typed|did|calculated|computed|added|counted|transcribed|entered|put) (the|it|that|this|my) [\w ]{0,20}wrong\b/i, 2.6),
  c('corr.wrong_lead', 'corr', /^\s*(wrong|incorrect|not quite|not really|not true|false|nope,? wrong)\b/i, 2.3, { react: true, answerable: true }),
  c('corr.dont_want_act', 'corr', /\bi (don'?t|do not) (want|need|like) (you |it |this |that |the |to )/i, 0.8, { needsAction: true }),
  c('corr.but_i_want', 'corr', /^\s*but i (want|need|meant|asked|said|wanted|told)\b/i, 0.8),
  c('corr.but_lead', 'corr', /^\s*but (i|it|with|the|what|that|then|this|you|we|why|where|how|there|in|on)\b/i, 1.5),
  c('corr.still_want', 'corr', /\bi still (want|need|would like|'d like)\b/i, 2.3),
  c('corr.only_problem', 'corr', /\bthe only (problem|issue|thing|bug) (is|was)\b|\bjust a few (small )?(issues|problems|things)\b/i, 1.8),
  // "my mother uses a wheelchair", "she's been vegan for 5 years": what someone the plan is for cannot do or have.
  c('corr.companion_constraint', 'corr', new RegExp(String.raw`(?:\b(?:my|our) (?:${KIN}) (?:uses a wheelchair|(?:is|are) in a wheelchair|(?:is|are) (?:vegetarian|vegan|diabetic|pregnant|lactose[- ]intolerant|celiac|coeliac|blind|deaf|disabled|allergic to \w+)|(?:has|have) (?:an? )?(?:severe |bad |serious |mild )?(?:[\w-]+ )?(?:allergy|allergies|intolerance)|can'?t (?:eat|have|walk|climb|swim|drive|stand|handle|do|use) \w+|(?:doesn'?t|don'?t|does not|do not|won'?t|will not) (?:eat|drink) \w+)|\bi (?:use a wheelchair|am in a wheelchair|'m in a wheelchair)\b|\b(?:she|he|they)(?:'s been| has been|'ve been| have been) (?:a )?(?:vegan|vegetarian|pescatarian|gluten[- ]free|dairy[- ]free|sober|teetotal|kosher|halal|diabetic|allergic to \w+|lactose[- ]intolerant)\b)${THEY_AGREE}`, 'i'), 2.0, { answerable: true }),
  // ("my husband hates fish" is a taste, and the turn must say more to make it a correction: "my sister doesn't like
  // cake, what's a good alternative dessert?" asks for something new; "my mom hates long poems so this is perfect" agrees.)
  c('corr.companion_dislike', 'corr', new RegExp(String.raw`\b(?:my|our) (?:${KIN}) (?:hates?|(?:doesn'?t|don'?t|does not|do not|won'?t|will not) like|can'?t stand) \w+${THEY_AGREE}`, 'i'), 1.2, { answerable: true }),
  // "so long walks on cobblestones are out", "that's not an option": what the plan counted on, ruled out.
  c('corr.ruled_out', 'corr', /\b(?:is|are|'s|'re) (?:completely |totally |kind of |kinda )?(?:out of the question|off the table|not an option|a no[- ]go)\b|\bso (?:\w+ ){1,5}(?:is|are) out\b/i, 1.8, { notInQuestion: true }),
  // "full sun is a bit optimistic", "that's wildly ambitious": the plan assumes more than the user's case allows.
  c('corr.too_optimistic', 'corr', /\b(?:is|are|'s|'re|sounds?|seems?|looks?) (?:a bit |a little |way |rather |pretty |quite |very |too |wildly |overly |a tad |kinda |kind of )?(?:optimistic|unrealistic|far[- ]fetched|overly ambitious)\b(?![^.!?\n]{0,20}\bbut\b)/i, 2.2, { notInQuestion: true, answerable: true }),
  // "I can barely run for 2 minutes": what the user can do, far less than the plan assumed.
  c('corr.can_barely', 'corr', /\bi (?:can|could) (?:barely|hardly|only just|just about) (?!wait\b|believe\b|contain\b|keep up with (?:the )?(?:excitement|news)\b)\w+/i, 1.8, { answerable: true }),
  // "chocolate is toxic to dogs!!": what the reply suggested would harm whoever it is for.
  c('corr.harmful_to', 'corr', /^\s*(?:(?:but|no|wait|um+|uh+|hey|omg|dude|erm|hmm+)[,!.]*\s+)*(?:[\w-]+\s+){1,3}(?:is|are|can be) (?:very |extremely |highly |really |super )?(?:toxic|poisonous|deadly|dangerous|lethal|harmful|fatal) (?:to|for) (?:dogs|cats|kids|children|babies|pets|birds|rabbits|horses|parrots|hamsters|toddlers|infants|pregnant women)\b/i, 2.2, { notInQuestion: true }),
  // "she'd kill me if I told that story": whoever the piece is for would not stand for it.
  c('corr.theyd_object', 'corr', /\b(?:she|he|they|my (?:\w+ )?(?:boss|mum|mom|dad|wife|husband|sister|brother|partner|teacher|mother|father|grandma|family|team))(?:'d| would) (?:literally |actually |absolutely )?(?:kill|murder|hate|never forgive|disown|fire) me\b(?![^.!?\n]{0,20}\bbut\b)/i, 1.6, { notInQuestion: true }),
  // "burning villages might give him nightmares": what the piece would do to whoever it is for.
  c('corr.would_scare', 'corr', /\b(?:might|could|would|will|'ll|gonna|going to) (?:give (?:him|her|them|me|the kids?|my \w+) nightmares|scare (?:him|her|them|the kids?|my \w+)|traumati[sz]e (?:him|her|them|the kids?|my \w+)|upset (?:him|her|them|the kids?|my \w+))\b/i, 2.0, { notInQuestion: true }),
  // "my son is 4": how old whoever the piece is for is.
  c('corr.companion_age', 'corr', /\bmy (?:son|daughter|kid|child|boy|girl|nephew|niece|grandson|granddaughter|students?|class|kids) (?:is|are|'s) (?:only |just |barely )?(?:\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?! (?:minutes|hours|days|percent|inches|feet|cm|kg|pounds|lbs))/i, 1.4, { answerable: true }),
  // "Mara lost her sword in chapter 2": what the story already settled.
  c('corr.story_settled', 'corr', /\b(?:lost|dropped|broke|left|gave away|sold|died|was killed|got killed|married|moved out|quit) (?:(?:her|his|their|the|its) )?(?:[\w-]+ )?in (?:chapter|ch\.?|scene|part|book|episode|act) (?:\d+|one|two|three|four|five)\b/i, 1.2),
  // "Hale is a woman in my story, she/her": who a character is, and their pronouns.
  c('corr.pronouns', 'corr', /(?:^|[,;.]\s*)(?:she\/her|he\/him|they\/them|she\/they|he\/they)\b|\bis (?:a )?(?:woman|man|girl|boy|non-?binary)\b[^.!?\n]{0,20}\b(?:in my (?:story|book|novel|script)|not a (?:woman|man|girl|boy))/i, 2.2, { notInQuestion: true, answerable: true }),
  // "I only have one egg left", "we only have one car": how much of something the user has, less than the plan used.
  c('corr.only_have', 'corr', /\b(?:i|we) (?:only|just) (?:have|got|own|had) (?:one|two|three|\d+)\b(?! (?:question|more|quick|thing|idea|request|comment|doubt|concern)\b)(?!\s*(?:k\b|euros?|dollars?|bucks|pounds|quid|usd|eur|gbp))|\b(?:i|we) (?:only )?(?:have|got) (?:only |just )(?:one|two|three|\d+)\b(?! (?:question|more|quick|thing|idea|request|comment|doubt|concern)\b)(?!\s*(?:k\b|euros?|dollars?|bucks|pounds|quid|usd|eur|gbp))/i, 1.8, { notInQuestion: true, answerable: true }),
  // "the DMV doesn't do passports, that's the post office": who the reply sent the user to does not do it.
  c('corr.doesnt_do', 'corr', /\b(?:the )?([\w-]{2,30}) (?:doesn'?t|does not|don'?t|do not|won'?t) (?:do|handle|issue|sell|offer|serve|deliver|accept|take|cover|ship|open) [\w-]+(?: [\w-]+)?[,;]\s*(?:that'?s|it'?s|you (?:need|want|have to)|only)\b/i, 2.2, { namesPrev: true, notInQuestion: true }),
  // "my teacher said she'll take points off for that exact phrase": what the work will be marked down for.
  c('corr.penalized', 'corr', /\b(?:take|takes|taking|took|dock|docks|deduct|deducts|lose|losing|lost) (?:\w+ )?(?:points|marks|a grade|grades|a letter grade) (?:off )?(?:for|if|when)\b/i, 2.0, { notInQuestion: true }),
  // "he's more into fishing": what someone the plan is for likes instead.
  c('corr.more_into', 'corr', /\b(?:he'?s|she'?s|they'?re|he is|she is|they are|my \w+ is|my \w+'s) (?:much |way |really |a lot )?more (?:into|of an? \w+ (?:person|guy|girl|type))\b/i, 1.8, { answerable: true }),
  // "he's never played golf in his life": someone the plan is for has never done what it assumed.
  c('corr.never_did', 'corr', /\b(?:he|she|they)(?:'s| has| have|'ve) never (?:even )?(?:played|done|tried|been|used|had|owned|liked|cooked|worn|watched|read|drunk|eaten)\b/i, 1.4, { answerable: true }),
  // "august in barcelona is like 30 degrees" after advice to pack warm layers: the weather the advice got wrong.
  c('corr.climate_fact', 'corr', new RegExp(String.raw`^${AGREE_LEAD}[^\n]*?\b(?:is|it'?s|gets|will be|was|are) (?:like |about |around |usually |easily |over |regularly |often )?-?\d{1,2} ?(?:degrees|°c?|°f)\b`, 'i'), 2.2, { notInQuestion: true, prevHas: /\b(?:warm|cold|chilly|cool|layers?|jackets?|coats?|sweaters?|raincoats?|snow|freezing|hot|heat|sunscreen|weather|shorts)\b/i }),
  // "we have a tiny apartment": the space or means the plan did not fit.
  c('corr.we_have_small', 'corr', /\b(?:we|i) (?:have|live in|'ve got|got|rent) (?:a |an |only a |just a )?(?:tiny|small|little|one[- ]bedroom|studio|cramped|shared)\b (?:\w+ )?(?:apartment|flat|house|kitchen|place|room|car|garden|yard|balcony|oven|fridge|budget)\b/i, 2.2, { notInQuestion: true, answerable: true }),
  // "I'm not married", "I don't have kids": what the reply assumed about the user, said not to be so.
  c('corr.not_married', 'corr', /\bi'?m not (?:married|a (?:mom|mum|dad|father|mother|parent|student|man|woman|doctor|teacher|manager|beginner|developer))\b|\bi (?:don'?t|do not) have (?:a )?(?:wife|husband|kids|children|partner|boyfriend|girlfriend)\b/i, 2.0, { notInQuestion: true, answerable: true }),
  // "i work night shifts", "I work full time": the user's hours, which the plan did not fit.
  c('corr.user_hours', 'corr', /\bi (?:work|do) (?:night shifts?|nights|nightshifts?|night shift|full[- ]time|two jobs|weekends|12[- ]hour shifts?|shifts)\b|\bi (?:sleep|am asleep|'m asleep) (?:until|till|til) (?:noon|\d)/i, 1.8, { notInQuestion: true, answerable: true }),
  // "they gave me 90 seconds max", "I get maybe an hour": the time or room the user has.
  // "she has 10 years of ICU experience, you wrote 5", "you put 30, it's 45": the number the reply used, and the right one.
  c('corr.you_wrote_value', 'corr', /\b(\d+(?:[.,]\d+)?)\b[^\n]{0,60}?[,;]?\s*(?:but |and |not |yet )?you (?:wrote|said|put|typed|listed|have|had|gave|used)(?: (?:it as|only|just|down))? (?!\1\b)\d+(?:[.,]\d+)?\b(?![.,]?\d)|\byou (?:wrote|said|put|typed|listed|have|had|gave|used) (?:it as |only |just |down )?(\d+(?:[.,]\d+)?)\b[^\n]{0,40}?[,;]?\s*(?:but |and )?(?:it'?s|it is|it should be|should be|they'?re|it was|actually) (?:actually |really |only )?(?!\2\b)\d+(?:[.,]\d+)?\b/i, 2.2, { notInQuestion: true }),
  // "all those non-null assertions are going to blow up at runtime": what the reply wrote will fail when it runs (not
  // what it prevents: "good, otherwise it would crash at runtime").
  c('corr.will_blow_up', 'corr', new RegExp(String.raw`^${AGREE_LEAD}(?![^\n]*\b(?:otherwise|or else|would have|good|nice|thanks)\b)[^\n]*?\b(?:is|are|'s|'re|will|would|'ll) (?:going to |gonna |just )?(?:blow up|crash|explode|throw|break|fail)(?: \w+)? (?:at runtime|in prod(?:uction)?|on (?:the )?first (?:null|undefined|empty \w+|request|run))\b`, 'i'), 2.0, { notInQuestion: true, needsAction: true }),
  // "that's only an approximation, give me the exact formula": what the reply gave is a rough one, said so.
  c('corr.only_rough', 'corr', new RegExp(String.raw`^${AGREE_LEAD}(?![^\n]*\b(?:i get it|got it|thanks|thank you|fine|good enough|that'?s ok(?:ay)?)\b)[^\n]*?\b(?:that'?s|that is|it'?s|it is|this is|those are|these are) (?:only|just|merely) (?:an? )?(?:approximation|approximations|estimate|estimates|rough (?:estimate|guess|idea|number)|guess|rule of thumb|ballpark)\b`, 'i'), 2.0, { notInQuestion: true }),
  // "you can't see northern lights in july, it never gets dark": what the reply suggests cannot be done where or when.
  c('corr.cant_there', 'corr', new RegExp(String.raw`^${AGREE_LEAD}(?![^\n]*\b(?:didn'?t know|did not know|good to know|i see|interesting|thanks|thank you|got it|makes sense)\b)[^\n]*?\byou (?:can'?t|cannot|can not|won'?t be able to) (?:see|get|find|buy|visit|do|go|swim|ski|hike|fly|drive|take|use|order|rent|book|pay|catch|reach) [^,.!?\n]{1,40}? (?:in|on|at|during|from|with|before|after) [^,.!?\n]{2,30}`, 'i'), 2.0, { notInQuestion: true, aboutPrev: true }),
  // "that's the circumference" after a formula for the area: the quantity the reply gave is another one, named.
  c('corr.other_quantity', 'corr', /^\s*(?:(?:no|nope|um+|uh+|hmm+|but|wait|actually)[,.!]?\s+)?(?:that'?s|that is|this is|isn'?t that|those are|these are) (?:just |actually |only )?(?:the |a )?(?:formula for (?:the |a )?)?(circumference|perimeter|radius|diameter|volume|surface area|area|median|mean|average|mode|range|derivative|integral|antiderivative|inverse|reciprocal|square root|cube root|slope|hypotenuse|variance|standard deviation|velocity|speed|acceleration|mass|density|pressure|boiling point|freezing point|melting point|net income|gross income|gross|net|present value|future value|simple interest|compound interest)\b(?! (?:of|for) (?:it|this|that)\b)[?.!]*\s*$/i, 2.0, { otherThanPrev: true }),
  // "that outline is for a persuasive essay, mine is a compare and contrast essay": what the user's own one is.
  c('corr.mine_is', 'corr', new RegExp(String.raw`^${AGREE_LEAD}(?![^\n]*\b(?:${PRAISED})\b)[^\n]*?[,;.]\s*(?:but |and )?(?:mine|ours) (?:is|are|was|were) (?:actually |really )?(?:a |an |the |for |about |in |more )?[\w-]+`, 'i'), 2.0, { notInQuestion: true, needsAction: true }),
  // "these are all girl names, it's a boy": every item is of the wrong kind.
  c('corr.all_kind', 'corr', /^(?![^\n]*\?)\s*(?:(?:but|well|um+|hmm+)[,.]?\s+)?(?:these|those|they)(?:'re| are) all (?:girl|boy|girls'?|boys'?|female|male|women'?s|men'?s|english|spanish|french|italian|german|japanese|chinese|american|british|modern|old|biblical|fiction|non-?fiction|kids'?|children'?s|adult|vegetarian|meat|sweet|savou?ry) (?:names|ones|books|movies|films|songs|options|ideas|recipes|games|dishes|shows)\b/i, 2.2, { notInQuestion: true }),
  c('corr.baby_sex', 'corr', /\b(?:it'?s|it is|we'?re having|we are having|i'?m having|expecting) a (?:baby )?(?:boy|girl)\b/i, 2.0, { notInQuestion: true, prevHas: /\bnames?\b/i }),
  // "I'm a dad lol" after a bio written for a mom: who the user is, against who the reply took them for.
  c('corr.i_am_kind', 'corr', /^\s*(?:(?:but|um+|well|no|actually|lol|haha)[,.!]?\s+)?(?:i'?m|i am) (?:a |an )?(?:actually )?(dad|mom|mum|father|mother|man|woman|guy|girl|boy|husband|wife|grandma|grandpa|teacher|student|nurse|doctor|beginner|senior|teenager|teen|retiree)\b(?:[\s,.!]*(?:lol|haha|lmao|though|tho|actually))*[\s.!]*$/i, 2.2, { otherThanPrev: true, answerable: true, prevHas: /\b(?:mom|mum|dad|father|mother|man|woman|guy|girl|boy|husband|wife|grandma|grandpa|teacher|student|nurse|doctor|beginner|senior|teen(?:ager)?|retiree|he|she|his|her)\b/i }),
  // "my knees are bad, something flat please": what the user's body cannot do, against what the reply suggested.
  c('corr.body_constraint', 'corr', /\bmy (?:knees?|back|hips?|ankles?|feet|legs?|shoulders?|wrists?|eyes|ears|heart|lungs|joints) (?:is|are|hurts?|aren'?t|isn'?t|have been|has been) (?:really |pretty |so |very |kinda )?(?:bad|weak|not great|not good|shot|messed up|killing me|sore|injured|terrible|acting up|bad lately)\b|\bi have (?:a )?(?:bad|weak|injured|dodgy|bum|busted) (?:knees?|back|hips?|ankles?|feet|shoulders?|wrists?)\b/i, 2.0, { notInQuestion: true }),
  // "it's a ski trip" after a beach packing list: what the occasion is, not named in the reply.
  // "it's a startup, everyone wears hoodies there" after advice for a suit: what kind of place it is.
  c('corr.its_a_workplace', 'corr', /^\s*(?:(?:but|um+|well|no|actually|lol|wait)[,.!]?\s+)?(?:it'?s|this is|it is) (?:a |an )(?:actually )?(?:tiny |small |big |huge |early-stage |young |tech |casual )?(?:startup|start-up|law firm|bank|corporate job|nonprofit|non-profit|charity|family business|small business|agency)\b(?=\s*(?:[,.!;]|$|though\b|tho\b|lol\b))(?![^\n]*\b(?:so (?:this|that|it)(?:'s| is) (?:perfect|great|ideal|fine|good)|perfect|thanks|thank you)\b)/i, 2.2, { notInQuestion: true, answerable: true }),
  // "the A1 is closed this weekend for roadworks", "the 42 doesn't run on sundays": a road, place or line the reply
  // named, not open.
  c('corr.named_closed', 'corr', /\b(?:the )?(?!(?:It|This|That|They|He|She|We|I|Everything|Nothing)\b)([A-Z][\w-]*|[A-Z]?\d+[\w-]*)(?: line| road| bridge| station| museum| park| route| bus| train)? (?:(?:is|are|will be|'s) (?:closed|shut|under construction|being repaired|out of service|not running|cancelled|canceled|shut down)|(?:doesn'?t|does not|don'?t|won'?t) (?:run|operate|open|fly|go) (?:on (?:sundays?|saturdays?|weekends?|holidays?|mondays?)|at night|after \d|before \d|anymore|in (?:winter|summer)))\b/, 2.2, { namesPrev: true, notInQuestion: true }),
  // "more fun", "a bit more playful please": a quality the text should have had, said alone after it.
  c('corr.more_quality', 'corr', /(?:^|[.!]\s+)(?:(?:much|a bit|way|even|a little|just) )?more (?:fun|playful|exciting|lively|punchy|catchy|friendly|human|natural|upbeat|energetic|witty|quirky)(?:,?\s*(?:please|pls))?[.!]*\s*$/i, 2.0, { notInQuestion: true }),
  // "it has to rhyme ABAB, this is AABB": what it had to be, and what the reply is instead.
  c('corr.has_to_this_is', 'corr', new RegExp(String.raw`\b(?:it|this|they|that) (?:has|have|needs?|must|is supposed) to (?:\w+ ){1,5}?[\w-]+,\s*(?:but )?(?:this|it|that|yours)(?:'s| is)\b(?![^\n]*\b(?:${PRAISED}|fine|good|right)\b)`, 'i'), 2.0, { notInQuestion: true }),
  // "that's a teaspoon" after a tablespoon: the unit the reply named is another one.
  c('corr.thats_unit', 'corr', /^\s*(?:no,?\s+)?(?:that'?s|that is|it'?s|it is|those are) (?:a |an |the )?(teaspoons?|tablespoons?|cups?|ounces?|pints?|quarts?|gallons?|lit(?:er|re)s?|met(?:er|re)s?|feet|foot|yards?|miles?|kilomet(?:er|re)s?|inch(?:es)?|centimet(?:er|re)s?|pounds?|kilos?|kilograms?|grams?)(?: not (?:a |an )?\w+)?[.!]*\s*$/i, 2.2, { otherThanPrev: true }),
  // "it's from Newark" after a flight from JFK: where it leaves from or goes to.
  c('corr.its_from', 'corr', /^\s*(?:no,?\s+)?(?:it'?s|it is|it leaves|it departs|we'?re flying|we fly|i'?m flying|it goes) (?:from|out of|to|into) ([A-Z][\w-]+(?: [A-Z][\w-]+)?)[.!]?\s*$/, 2.2, { otherThanPrev: true, prevHas: /\b(?:from|departs?|flight|leaves|arrives?|lands?)\b/i }),
  c('corr.its_a_kind', 'corr', /^\s*(?:(?:but|um+|well|no|actually|lol|wait)[,.!]?\s+)?(?:it'?s|this is|it is) (?:a |an )(?:actually )?([\w-]+) (?:trip|party|wedding|dinner|meeting|event|holiday|vacation|interview|funeral|date|presentation|hike|camping trip)\b(?:[\s,.!]*(?:lol|haha|though|tho|actually))*[\s.!]*$/i, 2.2, { otherThanPrev: true, answerable: true }),
  // "I'm cooking for 12 though" after a recipe for 4: how many the amounts must feed.
  c('corr.cooking_for', 'corr', /\bi(?:'m| am) (?:cooking|baking|making (?:it |this |dinner |lunch )?|feeding|hosting|shopping) for (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty)\b/i, 2.2, { notInQuestion: true, prevHas: /\bserves?\b|\bservings?\b|\bportions?\b|\bpeople\b|\bfor (?:\d+|two|four|six)\b/i }),
  // "she's 4, nothing scary", "she's turning 50": the age of the one it is for, against what the reply assumed.
  c('corr.their_age', 'corr', /^\s*(?:(?:but|um+|well|no|actually)[,.]?\s+)?(?:she|he|they)(?:'s| is|'re| are) (?:only |just |actually )?(?:turning |going to be |gonna be )?(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?: years old| yo|th)?(?=\s*[,.!]|\s*$)/i, 2.0, { notInQuestion: true, answerable: true }),
  // "tomatoes need full sun though?": the reply's advice doubted with what the thing needs.
  c('corr.needs_though', 'corr', /^\s*(?:(?:but|um+|hmm+|wait)[,.]?\s+)?[\w' -]{2,40}? (?:need|needs|require|requires|like|likes|want|wants|prefer|prefers|hate|hates) [\w' -]{2,30} (?:though|tho)\s*\?+\s*$/i, 2.0, { aboutPrev: true }),
  // "we're a family of 5, this wouldn't last two days": how many the reply's amounts must feed, and that they fall short.
  c('corr.group_size', 'corr', /^\s*(?:(?:but|well|actually|um|hmm|no)[,.]?\s+)?(?:we(?:'re| are)|there(?:'s| are| is)|it'?s for) (?:a (?:family|group|party|household|team|class) of (?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty) (?:of us|people|adults|kids|guests))\b/i, 2.0, { notInQuestion: true, needsAction: true }),
  c('corr.wont_last', 'corr', /\b(?:this|that|it|these|those)(?: list| amount| much)? (?:wouldn'?t|won'?t|will not|would not|doesn'?t|does not) (?:even )?last (?:us |me |them )?(?:a|one|two|three|four|five|\d+|half|more than|past|the|an)\b/i, 2.0, { notInQuestion: true }),
  // "that's cutting it close for LAX, security takes forever": the time the reply allowed is too little.
  c('corr.cutting_close', 'corr', new RegExp(String.raw`^${AGREE_LEAD}(?![^\n]*\b(?:but|though|and) (?:i like|i'?m fine|that'?s fine|doable|ok|okay|fine|manageable|works|it'?s fine)\b)[^\n]*?\b(?:that'?s|that is|it'?s|it is|this is|that'?d be|that would be) (?:cutting it (?:way |too |a bit |pretty |really |kinda |very )?close\b|(?:way|too|a bit|pretty|really|kinda|very) tight\b(?! (?:fit|squeeze)))`, 'i'), 2.0, { notInQuestion: true, prevHas: /\b(?:\d+|an?|one|two|three) (?:hours?|minutes?|mins?|days?)\b|\b(?:before|ahead|early|layover|connection|arrive|leave)\b/i }),
  c('corr.time_we_have', 'corr', /\b(?:i (?:only )?have|they (?:gave|give) me|i(?:'ve| have) got|i get|we (?:only )?have|the limit is|max(?:imum)? is) (?:only |just |about |maybe |like |around )?(?:\d+|one|two|three|five|ten|a few|an?) (?:seconds|secs|minutes|mins|hours?|pages|words|slides)(?: max| tops| at most)?\b/i, 2.5, { notInQuestion: true, answerable: true }),
  // "I do yoga, I need something calm": what the user wants instead of what the list gave.
  c('corr.need_something', 'corr', /\bi (?:need|want|wanted|was (?:hoping|looking) for|asked for|prefer|'d prefer|'d like) something (?:more |a bit |a little |much |way )?(?:calm|quiet|gentle|relaxing|simple|cheap|light|short|fun|cosy|cozy|casual|formal|modern|classic|healthy|different|original|unique|upbeat|chill|mellow|soft|slow|easy|[a-z]{3,}er)\b/i, 2.0, { answerable: true }),
  // "Uber doesn't operate there, it's banned": what the reply relies on is not available where the user is.
  c('corr.not_there', 'corr', /\b(?:doesn'?t|does not|don'?t|do not|isn'?t|is not|aren'?t|are not) (?:operate|available|allowed|legal|sold|offered|open|running|exist) (?:there|here|in (?:my|our|this) (?:country|city|area|state|region|town))\b|\b(?:it'?s|they'?re|it is|they are) (?:banned|illegal|not allowed) (?:there|here|in (?:my|our|this) (?:country|city|area|state|region|town))\b/i, 2.2, { notInQuestion: true, answerable: true }),
  // "already read them all twice": what the reply suggested, done already.
  c('corr.already_done_them', 'corr', /^\s*(?:(?:i|we)(?:'ve| have)? )?(?:already (?:read|seen|watched|tried|done|been to|visited|played|used|eaten|made|cooked|listened to) (?:them|those|these|it|that|all of them|both|all of those)\b|already (?:do|doing|use|using|avoid|take|eat|drink) (?:them|those|these|it|that|that one|this one|all of them|both)\b(?![^\n]*\b(?:helps?|helped|works?|worked|great|thanks|love it|(?:it'?s|it is|so) (?:fun|great|nice|good|helpful|amazing))\b))/i, 2.2, { answerable: true }),
  // "it can be way more casual": how much further the piece can go.
  c('corr.can_be_more', 'corr', /\b(?:it|this|that|you) can (?:be|sound|go) (?:way |much |a lot |a bit |a little |far )?(?:more|less) [a-z]{3,}\b/i, 2.0, { notInQuestion: true }),
  // "parameterize it, this is injectable": the code the reply wrote is open to attack.
  c('corr.insecure', 'corr', /\b(?:this|that|it)(?:'s| is| would be| will be) (?:totally |completely |trivially |easily )?(?:injectable|exploitable|insecure|open to (?:sql |command |script )?injection|an xss (?:hole|vector))\b/i, 2.2, { notInQuestion: true }),
  // "that'll end up in prod": where what the reply did will land.
  c('corr.end_up_in', 'corr', /\b(?:will|'ll|would|could|is going to|gonna) (?:end up|leak|land|ship|get shipped|get committed|get deployed) (?:in|into|to) (?:prod|production|the repo|git|the logs|the bundle|the client|the browser|main)\b/i, 2.0, { notInQuestion: true }),
  // "use a real parser", "use a proper logger": the makeshift the reply used, and what to use instead.
  c('corr.use_real', 'corr', /\buse (?:a|an) (?:real|proper|actual) [a-z][\w-]+/i, 2.0, { notInQuestion: true, answerable: true }),
  // "we migrated to the app router last month", "pages is legacy": the part of the codebase the reply used is being left.
  c('corr.migrated', 'corr', new RegExp(String.raw`^${AGREE_LEAD}[^\n]*?(?:\bwe(?:'ve| have)? (?:already )?(?:migrated|moved|switched|upgraded) (?:over )?(?:to|off)\b|\b(?:is|are) (?:legacy|dead code|being (?:removed|phased out)|on the way out)\b)`, 'i'), 2.2, { notInQuestion: true, answerable: true }),
  // "that wipes root", "retrying that will send duplicate emails": the damage, said in the present or as what it repeats.
  c('corr.harm_now', 'corr', /\b(?:that|this|it) (?:wipes|deletes|erases|nukes|destroys|drops|kills|bricks|corrupts|overwrites) (?:root|\/|everything|all of|prod|production|the (?:whole|entire|(?:(?:dev|local|test|staging|prod|production|shared) )?(?:db|database|disk|drive|repo|table|home|data)))\b|\bwill (?:send|create|charge|post|insert|write|bill|email|notify) (?:\w+ )?(?:duplicate|double|twice|multiple)\b|\bwill (?:send|create|charge|post|insert|write|bill) (?:\w+ )?(?:\w+ )?twice\b/i, 2.2, { notInQuestion: true, answerable: true }),
  // "I have an Android" after steps for an iPhone: the user's own device, which the reply did not name.
  c('corr.own_device', 'corr', /(?:^|[,.;!?]\s*|\b(?:but|well|um+|hmm+)\s+)(?:i|we) (?:have|own|use|got|'ve got|have got|only have) (?:an? )?(android|iphone|ipad|mac|macbook|chromebook|pc|windows|linux|samsung|pixel|kindle|kobo|xbox|ps5|playstation|switch)\b(?! (?:too|as well|also)\b)/i, 2.2, {
    otherThanPrev: true,
    prevHas: /\b(?:iphone|ipad|ios|android|mac|macos|macbook|windows|linux|chromebook|pc|samsung|pixel|kindle|kobo|xbox|playstation|ps5|switch)\b/i,
    notInQuestion: true,
    answerable: true,
  }),
  // "I've never managed anyone" after a cover letter about ten years of management: what the reply said of the user.
  c('corr.i_never_did', 'corr', /(?:^|[,.;!?]\s*|\b(?:but|well|um+|hmm+|actually)\s+)i(?:'ve| have)? never (?:actually |really |even |once )?(?:managed|led|worked|owned|studied|taught|lived|driven|run|had|been|taken|played|visited|met|written|published)\b(?![^,.;!?\n]{0,40}\b(?:before|yet|so)\b)(?: [\w-]+){0,3}/i, 2.0, { aboutPrev: true, notInQuestion: true, answerable: true }),
  // "500 a month won't even come close", "nowhere near enough": the amount the reply planned with falls short.
  c('corr.wont_cover', 'corr', /\b(?:won'?t|will not|wouldn'?t|would not|doesn'?t|does not|isn'?t going to|is not going to|ain'?t gonna) (?:even )?(?:come close|come anywhere (?:near|close)|cut it|cover (?:it|that|us|rent|groceries|the (?:rent|cost|bills?|basics)))\b|\bnowhere (?:near|close to) enough\b|\bnot (?:nearly|even close to|anywhere near) enough\b/i, 2.0, { notInQuestion: true, answerable: true }),
  // "I've read Dune already", "we've been to Lisbon already": one of the reply's suggestions the user has had.
  c('corr.already_had_one', 'corr', /\b(?:i|we)(?:'ve| have) (?:already )?(?:read|seen|watched|been to|visited|played|eaten at|stayed at|listened to) (?!(?:it|that|this|them|those|these|all|both|everything|the (?:docs|documentation|guide|article|manual|readme|instructions|link|video|code|error|message|output|logs?))\b)[^,.;!?\n]{2,40}? already\b/i, 2.0, { notInQuestion: true, answerable: true }),
  // "it's a patch release, 1.4.3" after a major bump: the kind of release the version says.
  c('corr.release_kind', 'corr', /\b(?:it'?s|this is|that'?s|this was|it was) (?:just |only )?(?:a )?(?:patch|minor|major|bugfix|bug-fix) (?:release|bump|version|change|update)\b(?![^\n]{0,60}\b(?:(?:that|this|it)(?:'s| is) (?:right|correct|fine|good)|thanks|perfect|great)\b)/i, 2.2, { prevHas: /\bversion\b|\bbump|\b\d+\.\d+\.\d+\b/i, notInQuestion: true }),
  // "we land Monday night, so day one is really Tuesday": when the user gets there, against a plan that starts sooner.
  c('corr.arrival_late', 'corr', /\b(?:we|i) (?:land|arrive|get in|fly in|get there|check in)(?: on)? (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the (?:\d{1,2}(?:st|nd|rd|th)|first day)) (?:night|evening|late|afternoon)\b|\b(?:day (?:one|1)|the first day)(?:'s| is) (?:really|actually) (?:a )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i, 2.2, { prevHas: /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|day (?:one|1)|first day)\b/i, notInQuestion: true, answerable: true }),
  // "Hmm, I mentioned I'm training for a marathon": what the user had said about themselves, pointed back to.
  c('corr.i_mentioned', 'corr', /(?:^|[,.!?;:…]\s*|\b(?:but|hmm+|um+|well)\s+)i mentioned (?:that |earlier |before |above )?(?:i'?m|i am|i have|i'?ve|my|we|we'?re|our|i)\b/i, 1.8),
  // "my coach says I need carbs": what the user's coach or doctor says, against the advice.
  c('corr.expert_says', 'corr', /\bmy (?:coach|doctor|dr|dentist|trainer|physio|physiotherapist|therapist|nutritionist|dietitian|vet|gp|midwife|pediatrician|paediatrician) (?:says|said|told me|recommends|recommended|wants)\b/i, 1.6),
  // "isn't mixing those two dangerous??", "that makes toxic gas": the advice would hurt someone.
  c('corr.dangerous_q', 'corr', /\bisn'?t (?:\w+ ){0,4}(?:dangerous|toxic|poisonous|unsafe|harmful|deadly)\b|\b(?:makes|produces|creates|releases|gives off) (?:a )?(?:toxic|poisonous|deadly|dangerous) (?:gas|gases|fumes|vapou?rs?)\b/i, 2.2),
  // "our flat fits maybe 8 kids": how many the place holds.
  c('corr.place_fits', 'corr', /\b(?:flat|house|place|car|room|apartment|garden|yard|kitchen|table|van|living room) (?:only )?(?:fits|holds|seats|takes|sleeps) (?:maybe |only |about |like |around |at most |just )?\d+/i, 2.0, { notInQuestion: true, answerable: true }),
  // "her eyes are brown lol": a colour the reply gave, put right.
  c('corr.colour_put_right', 'corr', new RegExp(String.raw`^${AGREE_LEAD}[^\n]*?\b(?:her|his|their|my|its|our) (?:eyes|hair|car|dress|shirt|dog|cat|house|door|walls?|bike|coat|jacket) (?:is|are|'s|'re) (?:actually )?(?:brown|blue|green|black|white|red|grey|gray|blonde|blond|hazel|purple|pink|orange|yellow|silver)\b(?![^.!?\n]{0,20}\bperfect\b)`, 'i'), 2.2, { notInQuestion: true, answerable: true, prevHas: /\b(?:brown|blue|green|black|white|red|grey|gray|blonde|blond|hazel|purple|pink|orange|yellow|silver)\b/i }),
  // "they already waived it": what the piece asks for has been done already.
  c('corr.already_handled', 'corr', /\b(?:they|he|she|it|we|i)(?:'ve| have| has)? already (?:waived|refunded|approved|fixed|cancell?ed|canceled|paid|sent|booked|returned|replied to|answered|signed|accepted|rejected|closed|resolved|apologi[sz]ed for) (?:it|that|this|them|the \w+)\b/i, 2.0, { notInQuestion: true }),
  // "I have IBS", "I have a nut allergy": a condition of the user's that the advice must fit.
  c('corr.user_condition', 'corr', /\bi have (?:ibs|celiac|coeliac|crohn'?s|diabetes|asthma|gout|acid reflux|gerd|migraines|epilepsy|arthritis|high blood pressure|a heart condition|allergies|an? (?:nut|peanut|shellfish|gluten|dairy|soy|egg|fish|sesame) allergy)\b/i, 2.2, { notInQuestion: true, answerable: true }),
  // "budget airlines won't allow that": what the plan needs is not allowed where it sends the user.
  c('corr.wont_allow', 'corr', /\b(?:won'?t|will not|don'?t|do not|doesn'?t|does not) (?:allow|permit|accept|let (?:me|us|you) (?:do|bring|take|use)) (?:that|this|it|those|these)\b/i, 2.0, { notInQuestion: true }),
  // "it's a 5 minute lightning talk" after a 30-minute outline: the size of the thing, put right.
  c('corr.its_a_size', 'corr', /^\s*(?:no,? |but |um+,? )?(?:it'?s|it is|this is|that'?s) (?:a|an|only a|just a) \d+[- ]?(?:minute|min|hour|day|week|page|word|second|slide)s?\b/i, 2.2, { prevHas: /\d+[- ]?(?:minute|min|hour|day|week|page|word|second|slide)s?\b/i }),
  // "there's no valve under my sink": the part the reply's steps rely on is not there ("no milk in the fridge", "no
  // error in my console anymore" say what the user has or no longer sees).
  c('corr.no_such_part', 'corr', /^\s*(?:(?:but|well|um+|hmm+)[,.]?\s+)?there(?:'s| is) no ([\w-]{3,}) (?:under|behind|inside|next to|beside) (?:my|our) [\w-]+(?![^.!?\n]*\b(?:anymore|any more|left|thanks|thank you)\b)/i, 2.2, { namesPrev: true, notInQuestion: true, answerable: true }),
  // "something sweeter please", "something less formal": another of the same piece, changed one way.
  c('corr.something_er', 'corr', /(?:^|[.!?]\s+)(?:(?:maybe|just|ok|okay|hmm+|so)[,.]?\s+)?something (?:a (?:bit|little|lot) |much |way |slightly |a tad )?(?:(?:more|less) [a-z]+|[a-z]{3,}er)(?: (?:please|pls|plz|instead|than that|this time))?[.!]*\s*$/i, 1.8),
  // "I'm a new grad, I have like one internship" after a summary that claimed ten years: the user's experience.
  c('corr.little_experience', 'corr', /\bi(?:'m| am) (?:a |an |just a |only a |still a )?(?:new grad|recent grad(?:uate)?|fresh graduate|(?:college |university |high school )?student|first[- ]year|career changer|junior|intern)\b/i, 2.0, { prevHas: /\b(?:\d+\+? years|decades?|senior|seasoned|veteran|extensive experience|proven track record|expert)\b/i }),
  // "sleeping in tests is how we got here in the first place": what the reply did is what caused the trouble.
  c('corr.how_we_got_here', 'corr', new RegExp(String.raw`^${AGREE_LEAD}${AGREED_LATER}[^\n]*?\b(?:is|was|are|were) (?:exactly |literally |precisely )?(?:how|why) we (?:got|ended up) (?:here|in this mess|into this(?: mess)?)\b`, 'i'), 2.2),
  // "we have noImplicitAny for a reason", "the lint rule is there for a reason": a guard the reply went around.
  c('corr.for_a_reason', 'corr', new RegExp(String.raw`^${AGREE_LEAD}${AGREED_LATER}[^\n]*?(?:\b(?:is|are) (?:there|on|enabled|set) for a reason\b|\b(?:we|i|they) (?:have|added|enabled|set|turned on|use) (?:[\w.-]+ ){1,3}for a reason\b|\bexists? for a reason\b)`, 'i'), 2.0, { notInQuestion: true }),
  // "anyone can read that key": a secret the reply's code exposes.
  c('corr.exposed_secret', 'corr', /\b(?:anyone|anybody|everyone|every user|any user|users) (?:can|could|will be able to) (?:read|see|steal|grab|extract|copy|access|use) (?:that|the|this|your|our|my) (?:api )?(?:key|keys|token|tokens|secret|secrets|password|passwords|credentials)\b/i, 2.2, { notInQuestion: true }),
  // "Looks good overall. One thing though: I never worked at Google …": praise, then the one thing to put right.
  c('corr.one_thing_though', 'corr', /\b(?:one|just one|only one|one small|one little|a couple of|two|a few) (?:thing|things|issue|issues|nit|nits|problem|problems|correction|corrections|change|changes) (?:though|tho|however)\b|\b(?:one|one small|just one|a small|a quick) (?:correction|fix)\s*:/i, 1.8),
  // "that leaks memory, it needs a max size": the flaw in what the reply just built, named.
  c('corr.flaw_named', 'corr', /\b(?:that|this|it)(?: leaks memory|(?:'s| is| still) leaking memory|(?:'ll| will) leak memory|(?:'s| is| has) (?:a )?memory leak|(?:'s| is) not thread[- ]safe|(?:'s| is) vulnerable to\b|(?:'s| is) (?:an? )?(?:sql injection|race condition|security (?:hole|issue|risk)|n\+1)\b|(?: blocks|'ll block| will block) the (?:main thread|event loop|ui))/i, 2.0, { needsAction: true, notInQuestion: true }),
  // "add type hints to every function" after "I've added type hints to some functions": all of what the reply did part of.
  c('corr.every_not_some', 'corr', /^\s*(?:please |now |also |and |but )?(?:add|put|apply|use|do|include|write|fix|update|change|rename|convert|translate|make|handle|test|document)\b[^.?!\n]{1,40}? (?:to|for|on|in|across|with) (?:every|each|all(?: of)?(?: the| my| our| your)?) ([a-z]{3,}?)(?:e?s)?\b/i, 2.4, { namesPrev: true, notInQuestion: true, prevHas: /\b(?:some|a few|several|most|a couple|only|a handful)\b/i }),
  // "sort it by date, newest first" after a list sorted alphabetically: the order the reply chose, put right.
  c('corr.resort', 'corr', /(?:^|[,.;:!]\s*)(?:please |can you |could you )?(?:re-?sort|sort|order|rank)(?: it| them| this| that| the list| these| those| everything)? by\b/i, 2.2, { notInQuestion: true, prevHas: /\b(?:sorted|ordered|alphabetical(?:ly)?|ranked|in (?:alphabetical|chronological|reverse|ascending|descending) order|by (?:date|price|rating|name|size|popularity|relevance))\b/i }),
  // "those are all in portugal...": where the reply put what it named, put right.
  c('corr.wrong_country', 'corr', /(?:^|[,.;!?]\s*|\b(?:but|and|um|uh|hmm|well)\s+)(?:those|these|they|that|it|this|both|all of them|all of those)(?:'re| are| is|'s| were| was)? (?:all |both |actually |literally )?(?:in|from) (?:the )?(?:portugal|spain|france|italy|germany|austria|switzerland|belgium|netherlands|greece|turkey|croatia|poland|ireland|scotland|england|wales|canada|mexico|brazil|argentina|chile|peru|colombia|japan|china|korea|taiwan|vietnam|thailand|india|indonesia|australia|new zealand|egypt|morocco|kenya|south africa|norway|sweden|denmark|finland|iceland|russia|ukraine)\b(?! too\b| as well\b)(?![^.!\n]*\?)/i, 2.2),
  // "I hate heat", "i can't stand crowds": what the user cannot take, which the plan must fit.
  c('corr.user_dislike', 'corr', /\bi (?:hate|can'?t stand|can'?t handle|can'?t deal with|don'?t do well (?:in|with)|really dislike) (?:the )?(?:heat|hot weather|cold|cold weather|humidity|crowds|crowded places|spicy food|rain|snow|flying|long flights|long drives|early mornings|hiking|seafood|fish|mushrooms|cilantro|onions)\b/i, 1.5, { notInQuestion: true, answerable: true }),
  // "it swallows the error completely now": what the work does with errors hides them.
  c('corr.swallows_errors', 'corr', /\b(?:that|this|it|the (?:boundary|handler|wrapper|catch|try\/catch|middleware))(?: now| still| just)? (?:swallows|hides|eats|silences|suppresses) (?:the |all |every |any )?(?:errors?|exceptions?|failures?)\b/i, 2.0, { notInQuestion: true }),
  // "turning off strict is not a fix", "sleeps aren't a fix": what the reply did only hides the problem.
  c('corr.not_a_fix', 'corr', /(?:^|[,.;!?]\s*)[a-z][\w-]*(?: [a-z][\w-]*)? (?:aren'?t|are not|isn'?t|is not) (?:a |an )?(?:real |proper |actual |valid )?(?:fix|fixes|solution|solutions)\b(?! yet\b)|\b(?:that|this|it)(?:'s| is) (?:not|no) (?:a |an )?(?:real |proper |actual |valid )?(?:fix|solution)\b(?! yet\b)|\b(?:that|this|it) isn'?t (?:a |an )?(?:real |proper |actual |valid )?(?:fix|solution)\b(?! yet\b)|\b(?:turning off|disabling|removing|deleting|skipping|ignoring|commenting out|suppressing|silencing|muting|catching|mocking|retrying|hiding) (?:it|them|this|that|those|these|the [\w-]+(?: [\w-]+)?) (?:is not|isn'?t|are not|aren'?t) (?:fixing|solving) (?:it|them|this|that|anything|the (?:problem|issue|bug|error|test|tests))\b|\b(?:turning off|disabling|removing|deleting|skipping|ignoring|commenting out|suppressing|silencing|muting|catching) [^.?!\n]{1,30}? (?:is not|isn'?t) (?:a |an )?(?:real |proper |actual |valid )?(?:fix|solution)\b(?! yet\b)/i, 2.2, { notInQuestion: true }),
  // "force pushing will wipe my teammates' commits": the damage the advice would do.
  c('corr.harm_stmt', 'corr', /\b(?:that|this|it|doing that|doing this|force[- ]?pushing|running (?:that|this|it))(?: will|'ll| would| could) (?:wipe|delete|erase|overwrite|destroy|nuke|drop|lose|kill|brick|corrupt|hammer|overload|flood|spam|ddos)\b|\b(?:unbounded|infinite|unlimited|endless|that many|so many|too many) [a-z]+s? (?:will|would|could|'ll) (?:hammer|overload|flood|spam|ddos|exhaust|crash|take down|rate[- ]limit|block)\b/i, 2.4, { notInQuestion: true }),
  // "this rejects emails with numbers", "it doesn't handle negative numbers": inputs the reply's code gets wrong.
  // ("it rejects SW1A 1AA, that's a real one": the input named, and said to be valid.)
  c('corr.rejects_valid', 'corr', /^\s*(?:(?:but|hmm|ok|okay)[,.]?\s+)?(?:it|this|that|the regex|your regex) (?:rejects|fails on|fails for|doesn'?t (?:accept|match)|won'?t (?:accept|match)) [^,.;!?]{1,30}[,;]\s*(?:that'?s|which is|it'?s) (?:a )?(?:real|valid|legit|correct|proper)\b|^\s*(?:(?:but|hmm|ok|okay|um)[,.]?\s+)?(?:this|that|it|the regex|the function|the code|your regex|your code)(?: still)? (?:rejects|fails (?:on|for)|breaks (?:on|for)|doesn'?t (?:handle|accept|allow|match|support)|won'?t (?:handle|accept|match|allow)) (?:valid |legit |real |normal |any )?(?:emails?|names?|numbers?|inputs?|values?|urls?|dates?|strings?|files?|paths?|decimals?|negative|spaces?|unicode|accents?|dots?|dashes?|hyphens?|empty|null|zero|leap years?|time ?zones?|emojis?)\b/i, 2.0, { notInQuestion: true }),
  // "we'd rather spend those two nights somewhere quieter": what the user would have instead of the plan.
  c('corr.would_rather', 'corr', /\b(?:we|i)(?:'d| would) (?:much |really )?rather (?:have|spend|go|do|skip|see|stay|not|get|use|keep|avoid|visit|eat|take|pick|try)\b/i, 1.8, { notInQuestion: true, answerable: true }),
  // "…, which is not how our accountants want it": what the reply did against how the user's side does it.
  c('corr.not_how_we_want', 'corr', /\b(?:which|that|this|it)(?:'s| is)? (?:not|isn'?t) how (?:we|i|they|our \w+|the \w+|my \w+) (?:want|wanted|need|needed|expect|expected|do|asked for)\b/i, 2.2, { notInQuestion: true }),
  // "my pharmacist said not to mix those": what an expert told the user not to do, against the reply's advice (not
  // what the user will do about it: "…, so I'll eat first").
  c('corr.expert_said_not', 'corr', /\b(?:my|the|our) (?:doctor|gp|dentist|pharmacist|vet|nurse|physio|dietitian|nutritionist|lawyer|accountant|mechanic|teacher|professor|trainer|coach|midwife|pediatrician|paediatrician) (?:said|says|told me|told us|warned(?: me| us)?) (?:not to|never to|to avoid|to stop|i (?:shouldn'?t|can'?t|mustn'?t)|we (?:shouldn'?t|can'?t))\b(?![^.!?\n]*\bso (?:i|we)(?:'ll| will)\b)/i, 2.2, { notInQuestion: true }),
  // "nice! but can it be funnier": the same piece, with more of a quality.
  c('corr.could_be_more', 'corr', /\b(?:can|could) (?:it|this|that|you make (?:it|this|that)) be (?:a (?:bit|little|lot) |even |much )?(?:funnier|shorter|longer|simpler|clearer|warmer|friendlier|punchier|snappier|darker|lighter|more \w+|less \w+)\b/i, 1.8, { needsAction: true }),
  // "its on the nepal china border not india": the place the reply named, denied at the end (not the user's own
  // slip: "my test was wrong then, not the function").
  c('corr.not_prev_end', 'corr', /\bnot (?:in |on |at |the |from )?(?![a-z]+ing\b)([a-z]{4,})[.!]*$/i, 2.0, { namesPrev: true, notInQuestion: true, notAfter: /\b(?:does|do|did|is|are|was|were|has|have|had|will|can|could|should|would|must|may|might|still|it'?s|that'?s|i'?m|you'?re|dont|doesnt|didnt|isnt|arent)\s*$|\b(?:i|my|me|i'?m|i'?ve|i'?d)\b[^.!?\n]*$/i }),
  // "its a fantasy battle, theres nothing graphic. continue please" after a refusal: the request was fine.
  c('corr.refusal_pushback', 'corr', /\b(?:there'?s|theres|there is|it'?s|its|this is) (?:nothing|no(?:thing)? (?:graphic|explicit|harmful|violent|sexual|illegal|wrong|bad))\b|\b(?:it'?s|its|this is) (?:just |only |purely )?(?:a )?(?:fiction|fictional|a story|fantasy|a fantasy [a-z]+|a game|for a (?:novel|story|game|class|school project))\b/i, 2.2, { notInQuestion: true, prevHas: /\b(?:i can(?:'|no)t (?:help|continue|assist|write|provide|create|do)|i'?m (?:unable|not able) to|i won'?t be able to|as an ai(?: language model)?|i must decline|i'?m sorry, but i)\b/i }),
  // "you put peanut butter on there and my son is allergic": whom the plan must fit, said after what it got wrong.
  c('corr.their_constraint_mid', 'corr', new RegExp(String.raw`(?:,|\band|\bbut|\bbecause|\bsince)\s+(?:he|she|they|my (?:son|daughter|kids?|child|children|wife|husband|partner|boyfriend|girlfriend|mom|mum|mother|dad|father|guests?|friend))\s+(?:is|are|'s|'re) (?:allergic|vegan|vegetarian|lactose[- ]intolerant|diabetic|celiac|coeliac|pregnant|halal|kosher)\b${THEY_AGREE}`, 'i'), 2.2, { notInQuestion: true }),
  // "thats literally what i did last week and she said no": the advice, already followed.
  c('corr.already_did', 'corr', /\b(?:that'?s|thats|this is) (?:literally |exactly |precisely )?what i (?:did|tried|already did|already tried|just did)\b(?![^.!?\n]*\b(?:worked|works|helped|fixed it|did the trick)\b)/i, 2.2, { notInQuestion: true }),
  // "2500 is way too much for me": what the reply gave does not fit the user.
  c('corr.too_much_for_me', 'corr', /\b(?:is|are|'s|s) (?:way |far |much |a bit |a little )?too (?:much|many|high|low|little|few|long|short|expensive|hard|easy|advanced|basic) for (?:me|us|my|our)\b/i, 2.0, { notInQuestion: true }),
  // "its for a funeral not a wedding": what the piece is for, put right.
  c('corr.for_not', 'corr', /\b(?:it'?s|its|this is|it is) for (?:a |an |my |our |the )?[a-z]+(?: [a-z]+)?,? not (?:for )?(?:a |an |my |our |the )?[a-z]+/i, 2.2, { notInQuestion: true }),
  // "the louvre is closed on tuesdays": the place the plan sends the user to is shut then.
  c('corr.closed_on', 'corr', /\b([a-z]{4,})(?: museum| park| gallery| palace)? (?:is|are)(?: always| usually)? closed (?:on|every|during|in|on all)\b/i, 2.2, { namesPrev: true, notInQuestion: true }),
  // "wont that rot them?": the harm the reply's advice would do, asked.
  c('corr.harm_q', 'corr', /\b(?:won'?t|wouldn'?t|doesn'?t|isn'?t|can'?t) (?:that|this|it|doing that|doing this) (?:just )?(?:rot|kill|damage|break|ruin|burn|hurt|drown|harm|overwater|poison|void|brick)\b/i, 2.0),
  // "…? i thought they like dry soil": what the user believed, said as a statement after the doubt.
  c('corr.i_thought_stmt', 'corr', /(?:^|[.?!]\s+)(?:but |and )?i (?:thought|always thought|read|heard) (?:that )?(?:they|these|those) (?:like|need|needed|prefer|were|are|should|shouldn'?t|can'?t|don'?t)\b(?! (?:going to|gonna)\b)[^?\n]{2,60}$/i, 1.8),
  c('corr.expected', 'corr', /\bi (expected|expect|was expecting|wanted|asked for)\b[^.\n]{0,60}\b(but|not|instead)\b/i, 1.6),

  // ---- frustration: it still fails, no direction ----
  c('frus.still_not', 'frus', /\b(still|again) (not|doesn'?t|does not|isn'?t|is not|won'?t|can'?t|cannot|failing|fails|failed|broken|getting|get|seeing|see|have(?! to\b)|has(?! to\b)|shows?|showing|the same (error|issue|problem|result|output|behaviou?r)|no|nothing|happening|occurs|stuck|empty|crash\w*|wrong|an? error|errors?|there|missing|displays?|returns?|reconnects|folds)\b(?<!\bno(?= (?:idea|clue)\b))/i, 2.2),
  c('frus.doesnt_work', 'frus', /(?<!\bdo )(?<!\bdon'?t )(?<!\bplease )\b(doesn'?t|does not|didn'?t|did not|isn'?t|is not|not|never|won'?t|wasn'?t|aren'?t|are not|nothing is|nothing) (seem to |really |actually |even )?(work|working|worked(?! at (?!all\b)| as an? )|build|builds|compile|compiles|run|runs|help|helped|change|changing|changed|fix|fixed|solve|solved|happen|happening|load|loading|show|showing|appear|appearing|update|updating|move|moving|proceed\w*|respond\w*|render\w*|displaying|doing anything)\b/i, 2),
  // "This is basically the same poem again", "it's the exact same text as before", "it's literally the same
  // paragraph": nothing was redone.
  c('frus.same_again', 'frus', /\b(?:it'?s|it is|still|it keeps) doing the (?:exact |very )?same (?:thing|stuff)\b|\b(?:basically |literally |just |exactly |the exact |pretty much )?the (?:exact )?same (?:poem|text|story|email|essay|letter|answer|response|reply|list|code|thing|one|version|paragraph|message|outline|table|plan) (?:again|as before|as (?:the|your) (?:last|previous|first) (?:one|time|version))\b|\b(?:it'?s|this is|that'?s|you (?:gave|sent|wrote|showed) me) (?:(?:literally|exactly|just|basically|still) )?the (?:exact )?same (?:paragraph|answer|code|text|response|output|list|email|version|result)(?=\s*(?:[.!?,;]|$))/i, 2.2),
  // ("same EACCES error", "the same 404 error": one word may name the error.)
  c('frus.same_error', 'frus', /\b(same|similar) (?:[A-Z][A-Z\d_]{2,} |\d{3} )?(error|issue|problem|output|result|exception|message|behaviou?r|failure|warning|mistake|bug|crash|typo)s?\b/i, 2.4),
  c('frus.got_error', 'frus', /\b(get|got|getting|see|seeing|have|having|receive|received|receiving|throws?|throwing|gives?|gave|giving|causes?|caused|returns?|shows?|showing|produces?|hit|hitting)\b[^.\n]{0,25}\b(error|exception|warning|crash|traceback|errors|exceptions)\b/i, 1.8),
  c('frus.new_error', 'frus', /\b(another|new|different|a new|next|other|more) (error|exception|issue|problem)s?\b|^\s*(error|errors)\b/i, 1.8),
  c('frus.nope', 'frus', /^\s*(nope|nah|no)[.!]?\s*$/i, 1.5, { answerable: true, react: true }),
  c('frus.useless', 'frus', /\b(this|that|you)('re| are| is)? (useless|not helpful|unhelpful|not helping)\b|\b(that|this) (doesn'?t|does not|didn'?t|did not) help\b/i, 2),
  // "you're an idiot", "are you kidding me", "wtf did you just do", "this is ridiculous": exasperation aimed at the
  // assistant or its work is feedback, even with no failure named ("what the hell is a monad" asks, "my boss is an
  // idiot" is about someone else).
  // ("you've now messed up the dates three times", "what is wrong with you": the reply's fault, and the user's temper.)
  c('frus.abuse', 'frus', /\byou(?:'re| are|r)? (?:(?:such|so|a|an|the|fucking|fkn|damn|bloody|complete|total|absolute|utter|literally) ){0,3}(?:idiot|moron|stupid|dumb|dumbass|useless|incompetent|clueless|asswipe|asshole|worthless|pathetic)\b|\bwhat the (?:fuck|hell|heck)\b(?!\s+(?:is|are|does|do)\s+(?:an?|the)\b)|\bwtf\b|\bare you (?:fucking |freaking )?(?:kidding|serious|joking|insane|blind)\b|^\s*seriously\s*[?!]|^\s*(?:ugh+|argh+)\s*[.!]*\s*$|\b(?:this|that|it)(?:'s| is) (?:(?:so|just|absolutely|fucking|getting) ){0,2}(?:ridiculous|absurd|unacceptable|a joke|garbage|trash|pathetic|bullshit)\b|\bwhat is this (?:garbage|crap|shit|nonsense|bullshit)\b|\byou(?:'ve| have)? (?:(?:now|just|again|already|completely|totally|really|somehow) ){0,2}(?:fucked|screwed|messed|mucked|botched) (?:(?:(?:the|my|our) [\w-]+(?: [\w-]+)?|\w+) )?up\b|\bwhat(?:'?s| is) (?:wrong|the matter) with you\b/i, 2.2),
  // ("try again in 5 minutes, the CDN was down" tells when, not that it failed.)
  c('frus.try_again', 'frus', /^\s*(try again|wrong again|again wrong|nope,? try again)\b(?! (?:in \d|later|tomorrow|after|once|when)\b)/i, 2, { react: true }),
  c('frus.it_still', 'frus', /\b(it|this|that|they|he|she|the \w+) still (\w+s|happens|occurs)\b|(?:^|[,.;!]\s*)still (?:drops|crashes|freezes|fails|hangs|lags|breaks|disconnects|errors|stutters|flickers|overheats|restarts|reboots|loops|happens|occurs|spins|beeps|leaks|times out|shuts (?:down|off))\b/i, 2),
  // A status that has not changed ("printer still says offline"); a value still there ("the page title still says
  // Dashboard") names what to change, and is read as a correction.
  c('frus.still_status', 'frus', /\bstill (?:says|shows|displays|reads) (?:offline|error|failed|not found|loading|disconnected|no (?:signal|internet|connection|service)|unavailable|pending|invalid|denied|unknown|0|zero|nothing|blank|empty)\b/i, 2.2),
  // After a fix, what it shows now: "now it just shows 0", "now it says #VALUE!".
  c('frus.now_shows', 'frus', /\bnow it (?:just |only )?(?:shows|says|gives|returns|displays|prints|outputs) (?:0|zero|nothing|blank|an? (?:error|blank)|#\w+|null|undefined|nan|the same)\b|\bnow it (?:just|only) (?:shows|says|gives|returns|displays|prints|outputs)\b/i, 2.0),
  c('frus.already_did', 'frus', /\bi(?:'ve| have)? already (did|done|tried|checked|restarted|installed|updated|ran|run|cleared|reinstalled|added|changed) (that|this|it|those|these|the)\b/i, 1.2),
  c('frus.fails_to', 'frus', /\b(fails|failed|failing) to (update|load|save|run|compile|build|work|start|connect|render|show|display|change|open|close|find|import|install|parse)\b/i, 0.8),
  c('frus.is_still', 'frus', /\b(is|are|was|were|(?<=\b(?:it|that|this)['’])s) still (incorrect|wrong|there|present|showing|visible|broken|missing|empty|the same|happening|failing|not|off|black|white|blank|null|undefined|zero|packed|crowded|rushed|blurry|pixelated|cropped|crooked|misaligned|too \w+|\w+ing)\b|\bthere (is|are) still\b/i, 2),
  c('frus.bare_error', 'frus', /^\s*(could not|couldn'?t|cannot|can'?t|unable to|no such|failed to|undefined|unresolved|unknown|unexpected|invalid|segmentation fault|permission denied|module not found|not found|command not found)\b[^\n]{0,100}$/i, 2, { needsAction: true }),
  // ("send a slack message when the job fails": what should happen on a failure names none.)
  c('frus.fails', 'frus', /(?<!\b(?:when|whenever|if|once|until|unless|in case)\s+(?:[\w'-]+\s+){0,3})\b(fails?|failed|failing|broken|broke|crash(es|ed|ing)?|breaks)\b/i, 1.1),
  c('frus.no_effect', 'frus', /\bno (effect|difference|change)\b|\b(?:does|did) (?:absolutely )?nothing\b(?! (?:if|when|unless|but|else|except|for|to|about|with|in|on)\b)|\bnothing (happens|happened|changed|changes|works)\b|(?<!\b(?:i|i'm|i am|we|we're|we are) )\b(isn'?t|is not|not|wasn'?t) (doing|showing|changing|moving|updating|appearing|happening|saving|loading|rendering|displaying|proceeding)\b/i, 1.8),
  c('frus.why_not', 'frus', /\bwhy (is(n'?t)?|does(n'?t)?|did(n'?t)?) (this|it|that)( still)? (not )?(work|happen|fail)/i, 1.6),
  // "didn't do anything", "it's worse now", "still 404", "now the whole page is blank": the change did nothing, or broke
  // what was there.
  c('frus.no_better', 'frus', /\b(?:didn'?t|did not|doesn'?t|does not) (?:do|change|fix) (?:anything|a thing)\b|\b(?:i )?(?:don'?t|do not|can'?t|cannot) see (?:a |any )?(?:change|difference)s?\b|\b(?:it'?s|it is|this is|that'?s|now it'?s) (?:even |much |way )?worse\b|\bworse now\b|^\s*still\s+(?:a\s+|the\s+|getting\s+(?:a\s+|the\s+)?)?(?:[45]\d\d|blank|empty|broken|nothing|the same)\b|\b(?:page|screen|window|app|site|preview|canvas)\s+(?:is|went|goes|stays|turned|became|is now|is just|is completely|is totally)\s+(?:completely\s+|totally\s+|all\s+|just\s+)?(?:blank|empty|white)\b/i, 2),
  // "export button gives a 404", "payment element never loads", "order total rounds wrong": what came of the change.
  // ("what happens if the API returns a 500?" asks about a case; it reports nothing.)
  c('frus.bad_result', 'frus', /\b(?:gives?|gave|returns?|returned|throws?|threw|getting|got|hits?|hitting) (?:me )?(?:an? |the |back )?(?:404|500|502|503|504|401|403|400|422|blank page|white screen|nan|undefined|stack trace)\b|^\s*(?:still |again |same )?(?:an? )?(?:40[0134]|50[0234]|422)(?: errors?)?,? (?:again|still|same)[.!]*\s*$|\b(?:comes?|came|coming) back (?:empty|blank|null|undefined|as null|as undefined|as nan)\b|\b(?:loops?|looping|hangs?|hanging|spins?|runs?|re-?renders?) forever\b|\binfinite (?:loop|render|re-?render)s?\b|\bnever(?<!\b(?:sure|ensure|should|must|will|would|that|to)\b[^.,;!?]{0,40}never) (?:loads|shows|appears|renders|opens|finishes|completes|updates|saves|fires|triggers|gets called|shows up|pops up)\b|\b(?:rounds?|renders?|displays?|calculates?|computes?|sorts?|formats?|parses?|counts?|aligns?|converts?|prints?) (?:\w+ )?(?:wrong|wrongly|incorrectly)\b/i, 1.8, { notAfter: /\b(?:if|when|whenever|unless|in case)\b[^.,;!?]{0,30}$/i }),
  // "you never close the file", "this runs in node 16, fetch isn't available there", "the table is called
  // customer_orders": what the code left out, where it runs, and the real name.
  c('corr.code_context', 'corr', /\byou never (?!(?:know|mind|said|say|asked|ask|told|tell|listen|learn|stop|fail)\b)(?:\w+ed|close|call|check|handle|free|release|await|import|define|initiali[sz]e|validate|escape|sanitize|return|reset|update|save|commit|set|use)\b|\b(?:this|it|we|our (?:app|code|project|server|site|backend|frontend)) (?:only )?(?:runs?|is running|are running|has to run|must run) (?:on|in|under) (?:node|python|java|php|ruby|go|\.net|ie ?\d+|safari|windows|linux|macos|ubuntu|debian|android|ios|a browser|the browser|lambda|edge)\b|\b(?:isn'?t|is not|aren'?t|are not) (?:available|supported|defined) (?:there|in (?:node|python|the browser|safari|ie|v?\d|(?:this|that|the|our|my) (?:component|file|module|scope|class|function|project|repo|codebase|version))|on (?:windows|linux|mac|ios|android))\b|\b(?:the|my|our|that|this) (?:table|column|file|folder|directory|repo|repository|package|module|function|method|class|variable|field|key|env var|endpoint|route|branch|project|app|component|database|db|bucket|service|container) (?:is|are) (?:actually )?(?:called|named)\b/i, 2),
  c('frus.backwards', 'frus', /\b(going backwards|worse than before|worse than the (?:last|previous|first|original|other) (?:one|version|attempt|try|draft)|back to square one|back at (printing|the same|square)|made it worse|even worse|keep giving me|broke again)\b/i, 1.8),
  c('frus.error_colon', 'frus', /\b(error|errors|exception)\s*:\s*$|\b(error|errors|exception):\s/i, 1.0),
  // A toolchain's own words for a failure, pasted on one line ("./change.sh: line 30: child: command not found",
  // "getAStore() cannot be resolved for type …"): the code just given did not run.
  c('frus.error_phrase', 'frus', /\b(?:command not found|cannot be resolved|could not be resolved|could not resolve|no such file or directory|was not declared in this scope|is not defined\b|cannot find (?:module|name|symbol)|module not found|undefined reference to|permission denied|read[- ]only file system|unexpected token|segmentation fault|is not implemented|bad flag in|has no attribute|is not a function|is not iterable|cannot read propert(?:y|ies) of|unresolved reference|cannot be applied to|incompatible types)\b/i, 1.6),
  c('frus.still_issue', 'frus', /\bstill\b[^.\n]{0,40}\b(issue|issues|error|errors|problem|problems|bug|bugs|fail\w*)\b/i, 1.6),
  c('frus.wrong_general', 'frus', /\bsomething('s| is) (wrong|off|broken)\b|\bwhat'?s wrong with (it|this|that|the (soln|solution|code|answer|fix)|your)\b/i, 1.9),
  // A remaining fault, a look that is off, an app that keeps failing, a fresh paste announced. (Anger alone was
  // measured too: it comes with corrections as often as with failures, and cost lesson F1.)
  c('frus.there_still', 'frus', /\bthere(?:'s| is| are|s) still\b/i, 2),
  c('frus.looks_off', 'frus', /\b(?:doesn'?t|does not|don'?t|do not) look (?:right|good|correct)\b|\blooks (?:wrong|off|broken|weird)\b/i, 1.8),
  c('frus.keeps_failing', 'frus', /\bkeeps? (?:freezing|crashing|failing|breaking|hanging|timing out|throwing|showing the same|giving (?:me )?(?:the same|an error|errors))\b/i, 2.2),
  c('frus.now_i_get', 'frus', /^\s*(?:now|and now|but now)\s+i(?:'m)?\s+get(?:ting)?\s+(?:this|these|an? error|the following|errors?)\b/i, 1.8),
  c('frus.i_see', 'frus', /^\s*i (see|get|got)\s+(nan|null|undefined|nothing|zero|0|an empty|a blank|blank|the same)\b/i, 1.8),

  // ---- false-positive guards ----
  c('neg.idk', 'neg', /\bi (really )?(don'?t|do not) know (what|how|where|why(?! you)|if|whether)\b|\bi'?m not sure (what|how|where|why|if|whether)\b/i, 2.5),
  c('neg.decline', 'neg', /^\s*(no|nope|nah)\b[^.!?\n]{0,60}\b(thanks?|thank you|that'?s (all|enough|fine|ok|okay|good)|(is|are) enough|for now)\b/i, 2.5),
  // "No, I haven't tried that yet." answers what the assistant suggested or asked; it reports on the user, not the reply.
  // "don't apply it yet, I want to review it with the team", "don't bother with exponential backoff yet": a hold on the
  // next step, not a verdict on the work.
  c('neg.not_yet', 'neg', /^\s*(?:(?:ok(?:ay)?|wait|hold on|actually|no)[,.!]*\s+)?(?:don'?t|do not) \w+(?: (?:it|that|this|them|anything|the \w+)| (?:with|about|on) (?:the |any )?[\w-]+(?: [\w-]+)?)? yet\b/i, 2.0, { early: true }),
  c('neg.no_i_havent', 'neg', /^\s*(no|nope|nah)[\s,.!:;-]+(i|we) (haven'?t|have not|didn'?t|did not|don'?t|do not|can'?t|cannot|am not|'m not|wasn'?t|was not|'ve not|have never|never)\b/i, 1.5),
  // The user corrects themselves, not the assistant: "sorry, I meant to reply to this", "my bad, I clicked the wrong one", "wrong sheet was my fault".
  c('neg.self_correction', 'neg', /\bi meant to (reply|include|send|paste|add|attach|ask|say|write|type|post|share|upload|click|select)\b|(?<!\b(?:not|wasn'?t|isn'?t|never|no|nothing to do with) )\b(my bad|my mistake|my fault|my error|user error|my apologies|i was (wrong|incorrect|mistaken)|i clicked (on )?the wrong|i (pasted|sent|uploaded|attached) the wrong)\b|\bmy (?:own )?(?:test|tests|code|query|question|prompt|input|data|config|setup|example|formula|math|calculation) (?:was|is|were) (?:wrong|incorrect|broken|the problem|off)\b/i, 2),
  // "That's cheating a bit, but fine, let's use the free tier": a complaint conceded, and the work goes on as proposed.
  c('neg.concede', 'neg', /\b(?:but|ok(?:ay)?|well),?\s+(?:fine|ok(?:ay)?|alright|all right|fair enough|that works|whatever)\b[,.!]?\s+(?:let'?s|we(?:'ll| will| can)|go (?:with|ahead)|i(?:'ll| will))\b/i, 2.0, { early: true }),
  // "No need, it's fast enough": an offer declined, not a fault found ("no need to X" bans X, and is left to others).
  c('neg.no_need', 'neg', /^\s*(?:(?:nah|no|nope|ok(?:ay)?)[,.!]?\s+)?no need\b(?!\s+(?:to|for)\b)/i, 2.5),
  // "there are 14 new ones now", "now I get 3 new errors": the fix made more of what it fixed.
  c('frus.new_errors', 'frus', /\b(?:there are|there'?s|now there are|i (?:see|get|have)|we have|getting) (?:now )?(?:\d+|a few|a bunch of|even more|more|so many|tons of) new (?:ones|errors|warnings|failures|issues|bugs|problems)\b|\b\d+ new (?:ones|errors|warnings|failures|issues|bugs) now\b/i, 2.2),
  // "I give up", "forget it, I'll do it myself": the user stops trying with the assistant.
  // ("… three times. forget it": the same, said last.)
  c('frus.give_up', 'frus', /\bi (?:give up|'m giving up|am giving up|'ll just do it (?:myself|by hand)|will just do it (?:myself|by hand))\b|^\s*forget it\b|[.!,;]\s*forget (?:it|about it)[.!]*\s*$/i, 2.2),
  // "… it needs to be 7... wait it is 7. ok good": the complaint taken back in the same turn.
  c('neg.took_back', 'neg', /\bwait,?\s+(?:no,?\s+)?(?:it|that|this|they|you|there)(?:'s|'re| is| are| does| do| did| was| were| has| have)\b(?!\s+(?:still|not|wrong|broken|missing|the same|also)\b)[^.!?\n]{0,40}[.!…]+\s*(?:ok(?:ay)?,? (?:good|great|fine|cool|then|nvm)|nvm|never ?mind|my bad|all good|got it|sorry|my mistake|oops)\b/i, 3, { early: true }),
  c('neg.polite_no', 'neg', /\b(no problem|no thanks|no,? thanks?( you)?|no worries|never ?mind|nvm|not a problem|no need to apologi[sz]e|no pressure|no rush)\b|^\s*(?:it|that) (?:doesn'?t|does not) matter\b/i, 3),
  // "no, this length is fine", "nah, it's fine as it is": the change offered, declined.
  c('neg.no_is_fine', 'neg', /^\s*(?:no+|nope|nah)[,.!]?\s+(?:(?:this|that|it|the \w+)(?: \w+)?(?:'s|’s| is| are| was)|(?:it'?s|that'?s|this is))(?: (?:totally|perfectly|actually|already|just))? (?:fine|ok|okay|good|great|perfect|enough)(?: (?:as it is|as is|the way it is|for now|thanks|thank you))?\s*[.!]*\s*$/i, 2.4),
  // "he doesn't like mushy stuff, but this is perfect actually": the turn ends on praise of the reply.
  c('neg.but_praise', 'neg', /\bbut (?:this|that|it|yours|the \w+)(?:'s|’s| is| looks| sounds| reads) (?:actually |really |still |honestly )?(?:perfect|great|good|fine|lovely|spot on|exactly right|accurate|correct|right)(?: actually)?\s*[.!]*\s*$/i, 2.4),
  // "but actually wait, you're right, move it to Skills": the user takes the reply's point.
  c('neg.you_are_right', 'neg', /(?:^|[,.;!]\s*)(?:(?:oh|ah|ok(?:ay)?|wait|actually|but|hmm|yeah|yes)[,.!]?\s+)*(?:you'?re|you are|ur) (?:absolutely |totally |completely |so |actually )?right\b(?! (?:about|that) (?:me|i|it being)\b)(?![^.?!\n]{0,30}\bbut\b)/i, 2.4),
  c('neg.praise', 'neg', /^\s*(thanks|thank you|thx|great|perfect|awesome|excellent|nice|cool|wonderful|brilliant|amazing|good job|well done|that works|it works|works( now| great| perfectly)?|looks good|lgtm|this (now )?(seems to )?works?|(?:looks|sounds) (?:solid|great|perfect|fine|right|reasonable)|solid plan|good plan)\b/i, 1.5, { unlessContrast: true }),
  // ("none of this works" says the opposite: the look-behind sits after the words, so it is tried only where they are.)
  // "translate to Spanish: 'Do not use this product …'", "what's wrong with this sentence: …": the turn is about the
  // user's own material, not about the reply (read by lesson.ts and the guards too: no rule is taken from it).
  c('neg.material', 'neg', /\b(?:translate|rephrase|paraphrase|proofread|(?:correct|fix|check) the (?:grammar|spelling) (?:of|in))\b[^:\n]{0,30}:\s*["'“‘]|\bwhat'?s wrong (?:with|in) (?:this|my|the following|these|that) (?:sentence|phrase|word|text|essay|paragraph|equation|question)\b|\b(?:one|a sign|a note|a label|a message|another) that says ["'“‘]|\bhow (?:do|would) (?:i|you) say ["'“‘]/i, 2.5),
  // "Paraphrase this: The company did not meet …", "Translate to German: No, I don't want that …", "Answer the following
  // questions …", "Write a story where a girl keeps telling her robot 'no, that's wrong'", "Continue the story. Anna opened
  // the door …": the turn opens with a task and the material after it, unquoted but 40 characters or more, or a story's
  // lines. (A cue of its own, every branch
  // anchored at the start, so the engine tries it once per turn.)
  // ("Here is the transcript of the second part: 12:04 Professor: … this doesn't work …": a paste introduced as such.)
  c('neg.task_material', 'neg', /^\s*(?:please\s+)?continue (?:the |this |my |our )?(?:story|scene|chapter|roleplay|narrative|tale)[.:!]?\s+(?!(?:but|and|please|make|don'?t|without|in|with|where|from|this time)\b)\S[^\n]{40}|^\s*(?:(?:please|pls|now|ok(?:ay)?|can you|could you)[,]?\s+)*(?:translate|paraphrase|rephrase|reword|proofread|summari[sz]e|analy[sz]e|classify|grade|(?:reply|respond) to (?!me\b|us\b)|write a (?:reply|response) to|answer (?:this|these|the|my|the following) (?:question|questions|quiz|email|message|comment|review|prompt|riddle))\b(?![^:\n]{0,60}\bagain\b)[^:\n]{0,60}:(?!\s*(?:you|your|shorter|longer|less|more|without|only|just)\b)\s*\S[^\n]{40}|^\s*(?:(?:please|now)\s+)?(?:answer|solve|complete) the following\b|^\s*(?:(?:can|could) you (?:please )?|please )?(?:write|compose|create|draft|generate|tell) (?:me )?(?:a|an|the) (?:short |funny |sad |bedtime )?(?:story|poem|scene|dialogue|script|song|conversation|play|sketch)\b[^\n]{0,80}["'“‘]|^\s*(?:(?:ok(?:ay)?|and|now|so)[,]?\s+)?here(?:'s| is| are) (?:the |my |a |an |another |part of the |the rest of the )?(?:\w+ )?(?:transcript|text|article|essay|email|message|lyrics|excerpt|passage|chapter|script|review|paragraph|conversation|chat log|story|poem|notes|document)s?\b[^:\n]{0,40}:(?!\s*(?:you|your)\b)\s*\S[^\n]{40}/i, 2.5),
  // "I got question 3 wrong though, can you explain it?": the user's own mistake, not the reply's.
  c('neg.own_mistake', 'neg', /\bi (?:got|did|had|answered) [^.!?\n]{1,25} wrong\b(?! because)/i, 2.0),
  // "I don't see anything wrong with it, ship it", "not bad": the reply passes.
  c('neg.nothing_wrong', 'neg', new RegExp(String.raw`\b(?:i )?(?:don'?t|do not|can'?t|cannot) see anything wrong with (?:it|this|that)\b|\bno more ${GONE_NOW}\b(?! (?:please|pls)\b)|\bnothing wrong with (?:it|this|that|yours|your \w+)\b|^\s*(?:(?:that'?s|this is|it'?s)\s+)?not bad\b|\bno complaints\b|\blooks (?:fine|good|right) to me\b`, 'i'), 1.2, { unlessContrast: true }),
  c('neg.works_now', 'neg', /\b(it|that|this|everything) (now )?(works|worked|is working)(?<!\bnone of (?:it|that|this) (?:works|worked))( now| fine| perfectly| great| nicely)?\b(?! (only|partially|but))|\bnow it (all )?works\b|\bit worked\b|(?:^|[,.;!]\s*|\band\s+)works now\b/i, 1.2, { unlessContrast: true }),
  // "didn't work the first time but tightening it more did it, thanks": the last try worked (the "but" is the point).
  c('neg.last_try_worked', 'neg', /\b(?:but|then|finally|eventually)\b[^.?!\n]{1,40}\b(?:did it|did the trick|fixed it|sorted it|solved it)(?:[.!,]|\s*$|\s+(?:thanks|thank you|thx|now|in the end)\b)/i, 2.4),
  c('neg.praise_then_next', 'neg', /^\s*(thanks|thank you|thx|great|perfect|awesome|nice|cool|excellent|good)\b[!.,]*\s*(now|next|also|and now|let'?s|can you (now|also))\b/i, 2.5),
  // ("cool. also it should log to a file", "nice. now write the same for the tokenizer", "let's also make it run on tags".)
  // ("add a 5th card for churn rate. always show it as a percentage": how the new thing should be, not a standing rule.)
  c('neg.new_task', 'neg', /^\s*(now|next|also|and now|great,? now|ok,? now|okay,? now)\s*,?\s+(let'?s|please|can you|could you|create|add|write|implement|make|build|generate)\b|^\s*(?:ok(?:ay)?|great|good|cool|nice|perfect|awesome|sounds good|looks good|love it|thanks|works)[,.!]+\s+(?:and )?(?:now|next|also)\b[,:]?\s+(?:let'?s|please|can you|could you|create|add|write|implement|make|build|generate|it|the|we|do|use|update|change|move|wire|hook|connect|put|set|show|disable|enable|hide|remove|rename|sort|validate|handle|support|include|limit|log|cache|store|send|save|test|check|run|deploy|merge|commit|push)\b|^\s*(?:(?:ok(?:ay)?|great|good|cool|nice|perfect)[,.!]*\s+)?let'?s (?:also|now) \w+|\b(?:can|could) you (?:also )?(?:add|do|apply|use|make|put) (?:it|this|that|the same|them)(?: \w+)?(?: there| here)? (?:too|as well)\b|^\s*(?:(?:ok(?:ay)?|great|good|cool|nice|perfect|now)[,.!]?\s+)?next\s*:|^\s*(?:(?:ok(?:ay)?|great|good|cool|nice|perfect)(?:,? (?:that|it|this) works)?[,.!]?\s+)?(?:the )?next (?:step|task|thing)(?: is| will be|:)|^\s*(?:(?:ok(?:ay)?|great|good|cool|nice|perfect|love it)[,.!]?\s+)?now (?:one|another|a new|do the same|the same) (?:about|for|on|with|but|in)\b|^\s*(?:(?:please|pls|now|next|ok|okay|great|cool|also)[,.!:]?\s+)*(?:add|create|build|implement|make)\b[^.!?\n]{3,80}[.!]\s+(?:and\s+)?(?:always|never)\s+\w+\s+(?:it|them)\b/i, 1.0),
  // A turn that opens by asking for new work ("add an endpoint for /api/orders. it should return 404 …", "write
  // integration tests, don't mock the database") states how the new thing should be, not what was wrong: on labelled
  // rows 58 of 65 such openings, with no word of a complaint after them, were none. ("Write in simple English",
  // "write it shorter" make nothing new: they say how to write.)
  // "she doesn't like crowds so the first one is perfect": a reason, then the option picked; nothing to put right.
  c('neg.picks_one', 'neg', /\b(?:so|then|which is why|that'?s why) (?:the )?(?:first|second|third|fourth|last|other|\d(?:st|nd|rd|th)) (?:one|option|idea|suggestion) (?:is|sounds|looks|seems) (?:perfect|great|good|ideal|best|fine|right)\b/i, 2.5),
  c('neg.new_work', 'neg', /^\s*(?:(?:please|pls|now|next|ok|okay|great|cool|nice|perfect|thanks|also)[,.!]?\s+)*(?:add|create|build|write|implement|set up|setup|install|generate|scaffold|deploy|design|introduce)\b(?!\s+(?:in|like|it|this|that|them|more|less|shorter|simpler|clearer|better|concise\w*|brief\w*|formal\w*|casual\w*|plain|simple|only|everything|as|back|again)\b)(?![^\n]{0,200}\b(?:still|again|wrong|broken|instead|not working|forgot|missing|should have|i said|i asked|i told|you (?:didn'?t|did not|broke|removed|deleted|changed)|not just|not only|to (?:every|each) [a-z]+)\b|,\s*not\s)/i, 1.0, { early: true }),
  // "Can you write another dialogue where the student argues that the teacher graded the test wrong": what happens in
  // a story, a dialogue or a poem asked for is its content, not the user's verdict on the last reply. Unless the user
  // also speaks for themselves ("…, I said no sad endings").
  c('neg.compose', 'neg', /^\s*(?:(?:can|could|would) you (?:please )?|please |now )?(?:write|compose|create|draft|generate|make up|come up with|tell) (?:me )?(?:an?|another|one more|the next|a new|some) (?:(?:short|long|funny|sad|new|different|little)\s+)?(?:story|dialogue|dialog|scene|poem|song|script|chapter|conversation|letter|email|essay|tale|fable|limerick|haiku|joke|monologue|tweet|caption|bio|slogan|tagline|headline|toast|speech|cover letter|linkedin post|blog post|product description)\b(?![^\n]{0,200}\b(?:i said|i asked|i told|i meant|you (?:didn'?t|did not|forgot|keep|always|never))\b)/i, 2.0, { early: true }),
  // Asking for something else to use: "i dont have eggs, what can i use instead".
  c('neg.ask_alternative', 'neg', /\bwhat (?:else )?(?:can|could|should|would|do) (?:i|we) (?:use|do|try|get|buy|make|substitute|add|eat|cook|take|put) instead\b/i, 1.5),
  c('neg.question_own', 'neg', /^\s*((?:how|when|where|which|what) (do|can|would|should) i|what (is|are|does)|can you (explain|tell me|help)|is it possible|is there (a|any) way)\b/i, 0.8),

  // ---- directive content: tells what to do (turns a failure report into a correction) ----
  c('dir.should', 'dir', /\b(should|must|needs? to|has to|have to|ought to)\b/i, 1),
  c('dir.instead', 'dir', /\binstead\b|\brather\b|\bnot\b[^.\n]{1,40}\bbut\b/i, 1),
  c('dir.imperative', 'dir', new RegExp(S + String.raw`(use|make|put|set|keep|remove|delete|add|change|replace|move|give|show|write|return|rename|place|include|avoid|don'?t|do not|only|just|pin)\s+\w+`, 'i'), 0.7),
  c('dir.want', 'dir', /\bi (want|need|would like|'d like|wanted)\b|\bi'?m (trying|hoping|looking) to\b/i, 0.7),
];

const LEAD = new RegExp(
  String.raw`^(?:no+(?=\s*[,.!:;-]|\s*$|\s+(?:i|i'm|im|you|it|it's|its|that|that's|this|the|we|just|please|not|no|use|don't|do|never|stop|keep|make|again|actually|wait)\b|\s+(?:delete|remove|add|put|rename|replace|revert|undo|translate|explain)\s+(?:the|it|this|that|them|those|these|all|my|your|a|an)\b)|nope|nah|no no|ok(?:ay)?|btw|fyi|by the way|hmm+|um+|uh+|ugh+|argh+|lol|omg|geez|jeez|well|so|but|and|also|actually|again|yes|yeah|yep|right|exactly|sorry|however|that said|having said that|at (?:the very )?least|at a minimum|oh|ah+|take (?:some |your |a (?:little |bit of )?|more )?time (?:and|to)|look(?!\s+(?:at|into|for|up|over|through|again|closer|carefully|here|inside)\b)|see(?!\s+(?:the|my|our|this|that|these|those|if|whether|what|how|why|above|below|attached|it|them)\b)|(?:just |only )?one (?:small |little |more )?(?:thing|issue|nit|correction|fix)(?: though| tho| however)?(?=\s*(?::|$))|hey|wait|hold on|listen|guys?|man|dude|bro|please|pls|plz|kindly|just(?!\s+(?:the\s+)?(?:answers?|code|numbers?|facts?|results?|steps?|commands?|bullets?|final (?:answer|code|result|version)|summary|translation|link)\b(?!\s+(?:is|are|was|were|looks?|works?|seems?|sounds?|would|will)\b))|then|next(?=\s*,)|still(?!\s+(?:not|no|nothing)\b)|i said|i told you|as i said|like i said|as i mentioned|as mentioned|(?:what )?i (?:meant|wanted) to say(?: is| was| that)?|i meant|i mean|what i meant (?:is|was)|what i mean is|i repeat|once again|${REDO}(?: (?:it|this|that))?,? but(?: this time| now)?|(?:ok(?:ay)?,? )?(?:let'?s )?(?:continue|proceed|go ahead|carry on|keep going)(?=\s*[,:;-])|go ahead and|stop(?=\s*[,:;-])|from now on|from here on(?: out)?|for the rest of (?:this|our|the) (?:chat|conversation|session)|going forward|in (?:the )?future|for future reference|for the future|(?:for|in) all (?:your )?future (?:answers|responses|replies|questions|messages|chats|conversations)|for (?:your )?future (?:answers|responses|replies)|(?:that'?s|that is|this is|it'?s|it is) (?:wrong|incorrect|backwards|the other way (?:a)?round|not (?:right|correct|what i (?:asked|wanted|meant)))|you(?:'ve| have)? (?:got|have) it (?:backwards|the other way (?:a)?round)|wrong|incorrect|(?:can|could|would|will) you(?: please)?(?!\s+(?:please\s+)?not\b)|(?:can|could) u(?!\s+not\b)|i(?:'d| would) like you to|i want you to|i need you to|i (?:wanted|needed|asked|told) you to|i(?:'d| would) prefer (?:if )?you|make sure (?:that )?you|make sure to|be sure to|(?:you|we) (?:should|must|need to|have to)(?! (?:not|never) have\b))\b[\s,.:;!-]*`,
  'i',
);

const ANAPHOR = /^(?:(?:do|keep doing|use|continue|follow|apply)\s+)?(?:that|this|it|so|the same|like that|like this|this way|that way|them|any|any of (?:it|them|those|these)|those|these)(?:\s+(?:again|too|as well|from now on|every time|always|in (?:the )?future))?$/i;

// A verb whose whole object is a pronoun or a quantifier: the rule would say nothing without the turn before it.
const BARE_OBJECT = /^[a-z-]+(?: up| out| over)?\s+(?:it|them|that|this|these|those|(?:that|this|these|those) (?:line|part|bit|sentence|paragraph|section|word|step|one)s?|both|all|everything|all of (?:it|them|these|those|this|that)|both of (?:them|these|those)|the rest|the others)(?:\s+(?:again|too|as well|now|then|up|down|for me))?$/i;

/** Auxiliaries before "not" that make it a plain negation, not a contrast ("it is not working"). */
const AUX_NOT = /\b(?:do|does|did|is|are|was|were|am|be|been|has|have|had|can|could|will|would|should|must|may|might|shall|need|why|and|or|if|whether|but|just|yet|still|so|probably|definitely|certainly|i|you|we|they|it|i'?m|you'?re|we'?re|they'?re|it'?s|that'?s|he'?s|she'?s|there'?s|im|youre|were|theyre|thats)\s+not\s*$/i;

const VERB_START =
  /^(?:use|write|add|make|keep|put|return|include|show|give|call|name|prefer|follow|check|explain|format|answer|reply|respond|stay|list|print|run|test|fix|remove|delete|rename|move|place|set|send|start|end|finish|complete|continue|translate|summari[sz]e|cite|ask|say|tell|import|install|type|declare|store|save|load|build|implement|create|apply|replace|change|update|only|just|be|speak|talk|spell|treat|stick|focus|target|wrap|indent|avoid|skip|leave|let|try|find|look|search|get|read|open|close|generate|draw|convert|split|merge|sort|group|insert|provide|describe|rewrite|redo|refactor|simplify|clean|handle|define|extract|calculate|compute|verify|ensure|consider|assume|refer|resolve|bring|undo|revert|log|display|render|cent(?:er|re)|align|hide|enable|disable|allow|fetch|pass|parse|drop|reduce|increase|decrease|lower|raise|shorten|expand|limit|mention|copy|select|pick|choose|adjust|highlight|capitali[sz]e|clarify|double[- ]check|re-?check|cross-check|confirm|review|analy[sz]e|investigate|debug|compare|document|retry|deploy|commit|push|pull|eliminate|regenerate|ignore|modify|edit|restore|reset|reuse|rerun|re-run|integrate|migrate|restructure|reorgani[sz]e|organi[sz]e|optimi[sz]e|trim|strip|resize|rotate|swap|switch|attach|connect|link|specify|track|inline|extend|shrink|widen|narrow|animate|label|colou?r|mock|paste|reorder|rearrange|rephrase|reword|lengthen|prioriti[sz]e|separate|combine|unify|standardi[sz]e|normali[sz]e|validate|sanitize|escape|encode|decode|re-add|re-enable|recreate|rebuild|reinstall|restart|stop using|sign|address|greet|round|throw(?= (?:an?|the) (?:\w+ )?(?:error|exception))|raise(?= (?:an?|the) (?:\w+ )?(?:error|exception))|roll back|wait for|pin|unpin|bump|upgrade|downgrade|await|tone (?:it |this |that |everything )?down|lose (?=the |those |these |all |that |this )|parameteri[sz]e|parametri[sz]e|quote|gate|stream|memoi[sz]e|debounce|throttle|batch|paginate)\b/i;

const GO_AHEAD =
  /^(?:(?:ok(?:ay)?|yes|good|great|perfect),?\s+)?(?:let'?s\s+)?(?:start|begin|continue|proceed|go ahead|carry on|keep going|move on)(?:\s+(?:with\s+)?(?:the\s+|this\s+|that\s+|it\s+)?(?:implementation|implementing|coding|working|it|this|that|now|please|again|from here|where you left off|to the next (?:step|one|phase|task)|(?:with )?the (?:next )?(?:step|phase|task|plan)))*[.!]?$/i;

// ("stop for now, I need to check with the designer": a pause of this work, never a rule.)
const NEG_START = new RegExp(String.raw`^(?!${NEVER_DONE}|no more ${GONE_NOW}\s*[.!]*$|stop ${PAUSE}\b)(don'?t|do not|dont|never|stop|avoid|quit|no more|no longer)\b\s*`, 'i');

const QUESTIONISH = /^(?:why|what|how|where|when|who|which|is|are|was|were|do|does|did|have|has|can|could|would|will|should|shouldn'?t|isn'?t|aren'?t|didn'?t|doesn'?t|wasn'?t)\b/i;

function contrast(c: string): Directive | null {
  // "Not only tests but also docs" adds; "not bad, but shorter" praises first: neither refuses a side.
  if (/^not (?:only|just|merely|simply)\b|^not (?:too |so |that |half )?(?:bad|great|perfect|wrong|terrible|awful|ideal|quite)\b/i.test(c)) return null;
  // "(but) using fetch instead of axios": the tool the user wants, said as the instruction to use it.
  if (/^(?:by )?using /i.test(c)) c = c.replace(/^(?:by )?using\s+(?=.{1,60}?,?\s+(?:instead of|rather than)\s)/i, 'use ');
  // ("Use fetch instead of axios" keeps its "use": "fetch" alone would read as a verb.)
  let m = /^(?:(use)\s+|with\s+|it should be\s+|should be\s+|it'?s\s+|make it\s+)?(.{1,60}?),?\s+(?:instead of|rather than)\s+(.{1,50})$/i.exec(c);
  if (m) return pair(m[1] ? `${m[1]} ${m[2]}` : m[2]!, m[3]!);
  m = /^(?:instead of|rather than)\s+(.{1,50}?),\s*(.{1,60})$/i.exec(c);
  if (m) return pair(m[2]!, m[1]!);
  m = /^not\s+(.{1,50}?),?\s+but\s+(.{1,60})$/i.exec(c);
  if (m) return pair(m[2]!, m[1]!);
  m = /^not\s+(.{1,40}?)[,;]\s*(.{1,60})$/i.exec(c);
  if (m && !/^(?:but|and|so|because)\b/i.test(m[2]!)) return pair(m[2]!, m[1]!);
  // "let or const, never var", "tabs, never spaces": the comma's "never" refuses a side as "not" does (and "queries
  // belong in the api layer, never in components": where a kind of thing goes, against where it does not).
  m = /^(.{1,60}?),\s+never\s+(.{1,50})$/i.exec(c);
  if (m && !AUX_NOT.test(m[1]! + ' not') && !/\b(?:not|n't|never)\b/i.test(m[1]!) && !/^(?:mind|again|ever|before|once|happened|worked|works|work)\b/i.test(m[2]!) && !/^(?:whoa|wow|oh|ah|hey|no|nope|ok|okay|wait|hmm+|please|and|but|so|also|yes|yeah|dude|man|god|omg|ugh|lol|sorry|thanks)$/i.test(m[1]!) && words(m[2]!) <= 4 && (words(m[1]!) <= 4 || (words(m[1]!) <= 8 && WHERE_IT_GOES.test(m[1]!)))) return pair(m[1]!, m[2]!, 'never');
  // "X, not Y" / "use X not Y": the "not" must not belong to an auxiliary ("it is not working").
  m = /^(.{1,60}?)(,?)\s+not\s+(.{1,50})$/i.exec(c);
  // "Way too casual, he's my landlord, not a friend": the refused side answers the comma-part before it, not the clause.
  if (m && m[2] && /,\s/.test(m[1]!)) m = null;
  if (m && !AUX_NOT.test(m[1]! + ' not') && !/\b(?:not|n't)\b/i.test(m[1]!) && words(m[3]!) <= 6 && words(m[1]!) <= 8) {
    // "the table is called sales not orders": a name needs no comma to be put right.
    // "make it 4 stanzas not 1": an imperative needs no comma either.
    // "the endpoint is /api/auth/login not /api/login": nor does a path, a file, a port or a version put right.
    if (m[2] || THING_IS_ID.test(m[1]!) || NAME_IS.test(m[1]!) || /^(?:use|make|write|keep|change|switch|turn|convert|set)\b/i.test(m[1]!) || words(m[1]!) <= 2 || (/\b(?:is|are|equals)\s+\S*\d\S*$/i.test(m[1]!) && /^\S*\d[\d.,%]*$/.test(m[3]!)) || /\b(?:is|are) (?:called|named) \S+$|\bsupposed to be\b|^(?:the|my|our|this|that|each|every|all) [^,]{1,40}\b(?:should|must|needs? to|has to) \w+ (?:on|in|at|by|with|from|to|for|as) \S+$/i.test(m[1]!) || /^(?:he|she|they|[A-Z][a-z]+) (?:is|are|was|were) (?:his|her|their|my|your|a|an|the) [\w-]+$/.test(m[1]!)) return pair(m[1]!, m[3]!);
  }
  return null;
}

const WHERE_IT_GOES = /^[\w.-]+(?: [\w.-]+){0,2} (?:go|goes|belong|belongs|live|lives) (?:in|into|under) /i;

/** "We work on develop, not main": the team's way of working, said as the rule. */
const TEAM_WAY = /^we (?:always |only |usually |normally )?(?=(?:work|deploy|develop|commit|push|merge|build|run|write|host|target|release) )/i;

// "let or const, not var": JavaScript's keyword named as a thing to use, not the verb "let".
const LET_KEYWORD = /^let(?:$|\s+(?:or|and|and\/or)\s+\w)/i;

/** @param word how the refused side is refused: "not", or "never" ("let or const, never var"). */
function pair(want: string, not: string, word: 'not' | 'never' = 'not'): Directive | null {
  // "I use the exported axiosInstance everywhere, not axios": the user's own verb becomes the rule's.
  // ("no, usa async, not sync": a Spanish or Italian "usa" typed into an English contrast is "use"; "USA" is a country.)
  // ("Use tabs — not spaces": the dash before "not" is the contrast's comma.)
  // ("now add a link that opens a modal instead of a new page": the step's "now" is no part of the wanted side.)
  let w = want.trim().replace(/^(?:(?:and |ok |okay )?(?:now|next|also|then)[,:]?\s+)+/i, '').replace(/\s*[—–-]+$/, '').replace(/^usa\s+(?=\S)/, 'use ').replace(/^(?:you should |we should |please )/i, '').replace(/^(?:i|we) (?:always |only )?(use|want|need|prefer)\s+/i, 'use ')
    // "we're using vitest, not jest": the team's tool, said as what it does ("we're on Windows, not Mac" is where it is).
    .replace(/^(?:we(?:'re| are)|i(?:'m| am)) using\s+(?=\S)/i, 'use ')
    // "We work on develop, not main": the team's way of working, said as the rule.
    .replace(TEAM_WAY, '')
    // "The project uses Vite, not webpack": what the codebase uses is the rule's "use".
    .replace(/^(?:this|the|our) (?:repo|repository|project|codebase|monorepo|app) (?:uses|runs on|is built (?:with|on))\s+(?=\D)/i, 'use ')
    // "I need it per month, not per customer", "I need it in Portuguese": how "it" should be, not a thing to use.
    .replace(/^use (?:it|them|this|that) (?=(?:in|on|at|per|by|as|for|with|without|from|under|over|within)\b)/i, '');
  // "(I wanted) the form to validate on blur, not on submit": what the thing should do, not a thing to use.
  const should = /^((?:the|my|our|this|that|these|those|each|every|all|its|their)\s.{1,60}?)\s+to\s+(?!be\b)([a-z]+\b.*)$/i.exec(w);
  if (should && !VERB_START.test(w) && !/\b(?:is|are|was|were|for)\b/i.test(should[1]!)) w = `${should[1]} should ${should[2]}`;
  // "Not in markdown please, plain text": the courtesy is no part of what is refused.
  let n = not.trim().replace(/[.!?]+$/, '').replace(/,?\s+(?:please|pls|thanks)$/i, '')
    // "…, not Brightline Logistic, fix it everywhere": the request to apply it is no part of the refused side.
    .replace(/[,;.]\s*(?:please\s+)?(?:fix|change|correct|update|replace) (?:it|that|this|them)\b.*$/i, '')
    // "…, not express, check package.json": where to see it is no part of the refused side either.
    .replace(/[,;.]\s*(?:please\s+)?(?:check|see|look (?:at|in)|read|open|verify) (?:the |your |my |our )?[\w./@-]+$/i, '');
  if (!w || !n || words(n) > 6 || /\b(?:sure|working|work|only|just|really|that|this|it)$/i.test(n)) return null;
  // "not funny at all, try again": a verdict on the reply and a retry; no side is wanted or refused.
  if (/\bat all$/i.test(n) || /^(?:try again|again|redo it|do it again|one more time|retry)$/i.test(w)) return null;
  // "Not sure I understand the flow, but let's continue": a doubt and a go-ahead, not "this, not that".
  // "Not right now, maybe later" declines an offer for the time being: a when is no refused side.
  if (/^(?:sure|certain|clear|convinced|quite|really|exactly|yet|now|right now|for now|at the moment|atm|today|tonight|this time|anymore|any more)\b/i.test(n) || /^let'?s\b/i.test(w)) return null;
  // "it's finally not green anymore": what is no longer so, not a thing refused.
  if (/\b(?:anymore|any more|yet|again)$/i.test(n) || /\b(?:finally|now|still|already)$/i.test(w)) return null;
  // "agreed, let's not add another one": the "not" belongs to the word before it; no wanted side is named.
  if (/\b(?:let'?s|do|does|did|could|would|should|will|can|may|might|must|better|rather|please)$/i.test(w)) return null;
  // "I'm not finding this setting": a pronoun is never the wanted side, nor a clause it starts ("It appears, not …").
  if (/^(?:i|i'?m|im|you|you'?re|we|we'?re|they|they'?re|he|she|it|it'?s|that'?s|this|there'?s)$/i.test(w)) return null;
  // "…, like 12,50 €, not dollars": an example of the wanted side is not the side.
  if (/^(?:like|e\.g\.?|eg|such as|for example|for instance)\b/i.test(w)) return null;
  // "Maybe instead of the home page, …": an adverb is never the wanted side.
  if (/^(?:maybe|perhaps|probably|possibly|just|so|then|also|actually|and|but|or|now|again)$/i.test(w)) return null;
  // "I'd prefer not to", "I’m feeling not good": the "not" belongs to the user's own verb.
  if (/^(?:i|you|we|they|he|she|it)['’](?:d|ll)\b|^(?:i|you|we|they|he|she|it)(?:['’](?:m|re|s)| am| are| is) \w+ing$/i.test(w)) return null;
  // ("I worked at Deloitte from 2019 to 2022, not 2018 to 2021" is a fact about the user, put right.)
  if (/^(?:i|you|we|they|he|she|it|there)\s+\w+/i.test(w) && !/\b(?:is|are|should|must|means|equals)\b/i.test(w) && !/^i (?:work|worked|live|lived|was born|grew up|studied|graduated|started|joined|left|moved|have|had)\b/i.test(w)) return null;
  // "later I will ask you to write game.js instead of delegating the work to me": a plan of the user's is not a
  // thing to use.
  if (/\b(?:i|we|they|he|she)\s+(?:will|would|'ll|am going to|are going to|want(?:ed)?|need(?:ed)?|asked|told)\b/i.test(w)) return null;
  // "so it's 5 not 10": a number for something the sentence does not name; the review card asks for the rule. ("It's
  // colour, not color" names the word it spells.)
  if (/^(?:it|that|this)(?:'s| is| was)\s+\S*\d\S*(?:\s+\S+)?$/i.test(w)) return null;
  // "npm run build still fails, 14 errors now instead of 3" reports a failure; it wants nothing either.
  if (/\bstill (?!want|need|prefer|would|like)|\b(?:fails|failed|failing|broke|broken|crash(?:es|ed|ing))\b|\b\d+ (?:errors|warnings|failures)\b/i.test(w)) return null;
  // "docker compose pull is doing this instead of fetching the image" reports what happens; it wants nothing.
  if (/\b(?:is|are|was|were|keeps?)\s+(?:\w+ing)\b/i.test(w)) return null;
  // "Can't you make something like this, not the codeunit" asks; it states no wanted side.
  if (/^(?:can'?t|cant|can|could|couldn'?t|would|will|won'?t|why|how|what|is|are|isn'?t|aren'?t)\b/i.test(w)) return null;
  // "key :product_name not found in …" is an error message, not a contrast.
  if (/^(?:found|defined|available|supported|allowed|present|valid|recogni[sz]ed|exist\w*|installed|initiali[sz]ed|loaded|a (?:function|valid))\b/i.test(n)) return null;
  // "12 * 12 is 144, not 124" states a fact and "startServer should export a function, not …" a requirement: both
  // keep their own verb.
  // "In terms of structure, not colours" names where, not what: no "Use" before it.
  // "1889, not 1899": a number or a date put right is a fact, not a thing to use.
  // "I wanted something in Europe, not Asia": a thing wanted without its name needs no "Use" ("Use something in
  // Europe" says less).
  // "(I asked for) 10 ideas, not 5": a count is what was asked for, not a thing to use ("Use 10 ideas").
  // "(can you) do this with streams, not a for loop" is already the instruction; "Christopher Nolan directed
  // Inception, not Spielberg" is a fact put right, with its own verb: neither is a thing to use.
  const keepsOwn = (VERB_START.test(w) && !LET_KEYWORD.test(w)) || /^do (?:this|that|it|them|these|those|the|a|an)\b/i.test(w) || /^(?:\p{Lu}[\p{L}.'’-]*\s+){1,3}(?:[a-z]+ed|wrote|made|said|won|built|sang|drew|found|led|ran|became|began)\s+\S/u.test(w) || TEAM_WAY.test(want.trim()) || NUMBER_ONLY.test(w) || /^\d/.test(w) || /^(?:something|anything|somewhere|some)\s/i.test(w) || /^(?:in|on|at|per|for|by|from|as|about|with|without|within|inside|under|over|after|before|during|every|each)\b/i.test(w)
    // "(from now on) when you edit my stuff, show me what you changed, instead of …", "always alias tables …, not a/b/c":
    // a clause or an adverb before the verb keeps the user's own words.
    || /^(?:when|whenever|if|once|while)\b/i.test(w) || /^(?:always|never)\s/i.test(w)
    // "reversed returns an iterator, not a string": what a thing does, with its own verb.
    || /^`?[\w.()$-]+`?(?: [\w.()$-]+)? (?:returns|gives|yields|produces|prints|outputs|throws|raises|creates|modifies|mutates|expects|accepts|takes|evaluates to|resolves to|sorts|counts|starts|ends|runs|works|compiles to|converts to)\b/i.test(w);
  // "Use plain text, not markdown": once the rule has its own "Use", the refused side needs no preposition of its own.
  // "Elena has red hair, not blonde" states what is so: its own verb, no "Use".
  // "I'm on Google Sheets, not Excel" says what the user has, in the user's own words.
  // "The switch belongs in the header, not the settings page" says where it goes: a statement too.
  const states = /\b(?:is|are|was|were|means|equals|should|must|needs? to|has to|have to|has|have|had|supposed to|belongs?|goes|lives|sits)\b|\s(?:go|belong|live|sit)\s+(?:in|into|on|under|inside|at|to)\b|^(?:it|that|this|there|he|she)'?s\b|^(?:they|we|you)'re\b|^i (?:work|worked|live|lived|was born|grew up|studied|graduated|started|joined|left|moved)\b|^(?:i'?m|i am|we'?re|we are)\s/i;
  const addsUse = !keepsOwn && !states.test(w);
  if (addsUse) n = n.replace(/^in\s+(?=\S)/i, '');
  // "instead of returning null, throw an error": a refused act said with its -ing keeps its "instead of" ("Throw an error,
  // not returning null" reads wrong).
  const gerund = word === 'not' && VERB_START.test(w) && !LET_KEYWORD.test(w) && /^[a-z]+ing\b/i.test(n) && !/^(?:thing|nothing|something|anything|everything|string|ring|king|spring|swing|morning|evening|ceiling|building|meeting|setting|heading|padding|spacing|wording|rounding|logging|routing|caching|hashing|typing|testing)\b/i.test(n);
  const text = gerund ? `${w} instead of ${n}` : keepsOwn || states.test(w) ? `${w}, ${word} ${n}` : `Use ${w}, ${word} ${n}`;
  const wanted = (LET_KEYWORD.test(w) ? w : w.replace(VERB_START, '')).replace(/^(?:i'?m|i am|we'?re|we are)\s+(?:on|using|in|with|at|running)\s+/i, '').trim() || w;
  return { text: finish(text), polarity: 'do', en: finish(text), original: n, corrected: wanted };
}

function answerLanguage(c: string, courteous = false): Directive | null {
  // "I asked in Russian", "I'm writing to you in German": the language the user speaks is the one to answer in.
  // "I needed it in Portuguese, not Spanish": the language the user wanted it in.
  const own = /\b(?:i (?:asked|wrote|speak|spoke|write|talk|talked|was writing|needed|wanted|asked for)|i(?:'m| am) (?:writing|talking|speaking))(?: (?:you|to you|my question|the question|it|this|that|them|the \w+))? in ([a-z]+)\b/i.exec(c);
  const ownName = own ? languageName(own[1]!) : null;
  const m = /\b(?:answer|reply|respond|write|speak|talk|communicate|chat|explain)(?: to me)?(?: only)? in ([a-z]+)\b/i.exec(c);
  const name = m ? languageName(m[1]!) : null;
  if (ownName && !/\?\s*$/.test(c.slice(own!.index))) {
    const text = `Answer in ${ownName}.`;
    const not = /,?\s+not (?:in )?([a-z]+)\b/i.exec(c.slice(own!.index + own![0].length));
    const notName = not ? languageName(not[1]!) : null;
    return { text, polarity: 'do', en: text, original: name && name !== ownName ? name : notName && notName !== ownName ? notName : null, corrected: ownName };
  }
  // "in Spanish please", "English only": the language alone, said as the whole request.
  const bare = /^(?:(?:only|just|now|again|and|but|no),? )?(?:(in|into) )?([a-z]+)( only| instead)?(,? (?:please|pls|plz))?[.!]*$/i.exec(c.trim());
  const bareName = bare && (bare[1] || bare[3] || bare[4] || courteous) ? languageName(bare[2]!) : null;
  if (bareName) {
    const text = `Answer in ${bareName}.`;
    return { text, polarity: 'do', en: text, original: null, corrected: bareName };
  }
  if (!m || !name) return null;
  const before = c.slice(0, m.index + 1);
  // "Why do you write in English?" complains about the language it came in; "why don't you write it in English?"
  // asks for it.
  const suggests = /\b(?:why|how come)\s+(?:don'?t|not|won'?t|can'?t)\b/i.test(before);
  const why = !suggests && /\b(?:why|how come)\b[^.,;:!?]{0,25}$/i.test(before);
  const neg = why || (!suggests && /\b(?:don'?t|do not|never|stop|no more)\b[^.]{0,20}$/i.test(before));
  const text = neg ? `Don't answer in ${name}.` : `Answer in ${name}.`;
  return { text, polarity: neg ? 'dont' : 'do', en: text, original: neg ? name : null, corrected: neg ? null : name };
}

const USER_ACTS =
  /^(?:rent|book|buy|drive|fly|pay|spend|eat|drink|travel|stay|hire|cook|wear|walk|hike|swim|take (?:a|the) (?:train|bus|taxi|plane|flight|ferry|car)|go (?:to|out|there|back|by|on)|wake up|get up)\b/i;
// "I only have 30 minutes a day", "I'm a complete beginner", "we're travelling with two toddlers", "I have a knee
// injury": what the user can do, eat or afford, said as the fact every later answer must fit.
const USER_CONSTRAINT =
  /^i(?:'m| am) (?:a |an )?(?:vegetarian|vegan|pescatarian|lactose[- ]intolerant|gluten[- ]intolerant|allergic to [\w -]+|celiac|coeliac|diabetic)\b|^i (?:can'?t|cannot|don'?t|do not) (?:eat|drink) (?!much\b|anything\b|that\b|it\b)\w+|^(?:i|we) (?:only )?(?:have|got) (?:only )?(?:about |around |just |roughly )?(?:\$|€|£)?\d+(?:[.,]\d+)?\s*(?:k\b)?\s*(?:minutes?|mins?|hours?|hrs?|days?|weeks?|dollars|euros|pounds|bucks)?\s*(?:a|per|each) (?:day|week|month|session|night|person)\b|^(?:i|we) (?:only )?(?:have|got) (?:only )?(?:about |around |just )?\d+ (?:minutes?|mins?|hours?|days?)\b|^i(?:'m| am) (?:a |an )?(?:complete |total |absolute |real )?(?:beginner|novice)\b|^we(?:'re| are) (?:travelling|traveling|going|coming) with (?:a |an |our |my |two |three |four |\d+ )?(?:kids?|children|toddlers?|babies|baby|dogs?|grandparents|parents|wheelchair)\b|^i have (?:a |an )?(?:bad |injured |\w+ )?(?:injury|knee|back|shoulder|wrist|ankle)(?: injury| problem| pain| issue)?\b|^(?:my|our) budget is (?:only |about |around |just |under |below |less than |max(?:imum)? |at most )?(?:\$|€|£)?\d/i;

// (Only a clause that is the setup alone: "we're on Windows, not Mac" is a contrast, read as one.)
const USER_SETUP = new RegExp(`^(?:${SETUP})[^,;]*$`, 'i');
const SETUP_SO = new RegExp(String.raw`^(?:${SETUP})[^,;]*,\s*so\s+(\S.*)$`, 'i');

const WHY_ALL = new RegExp(String.raw`^(?:${WHY_SO_MANY}|why the )${FORMAT_NOUN}$`, 'i');
const WHY_EVERYTHING = new RegExp(`^${WHY_EVERYTHING_IN}$`, 'i');
const WITHOUT_FORMAT = new RegExp(String.raw`^without (?:the |any |all (?:the )?)?${FORMAT_NOUN}$`, 'i');
const DISLIKED_FORMAT = new RegExp(String.raw`^(?:honestly |tbh |also |and )?i (?:really |absolutely |just |kinda |kind of )?(?:hate|can'?t stand|cannot stand|dislike|don'?t like|do not like) (?:the |all (?:the |those |these )?|those |these |your )?${FORMAT_NOUN}(?: (?:so much|a lot|in (?:answers|replies|responses)))?$`, 'i');

/** The ban on a format noun ("emojis" → "Don't use emojis."); bold has its own wording where it is asked. */
function formatBan(noun: string, bold: string): string {
  const low = noun.toLowerCase();
  return low === 'bold' ? bold : low === 'caps' || low === 'capital letters' ? "Don't write in capitals." : `Don't use ${low}.`;
}

/**
 * "Why all the emojis?" → "Don't use emojis."; "why is everything in bold?" → "Don't put everything in bold.";
 * "without the emojis" → "Don't use emojis."
 */
function whyUnwanted(c: string): Directive | null {
  const t = (text: string): Directive => ({ text, polarity: 'dont', en: text, original: null, corrected: null });
  const all = WHY_ALL.exec(c);
  if (all) {
    return t(formatBan(all[1]!, "Don't put everything in bold."));
  }
  const every = WHY_EVERYTHING.exec(c);
  if (every) return t(/^ital/i.test(every[1]!) ? "Don't put everything in italics." : /^bold/i.test(every[1]!) ? "Don't put everything in bold." : "Don't capitalize everything.");
  // "(redo it but) without the emojis": the same, said as what to leave out.
  const without = WITHOUT_FORMAT.exec(c);
  if (without) return t(`Don't use ${without[1]!.toLowerCase()}.`);
  // "I hate bullet points", "I don't like the bold": a format the user dislikes is one to leave out.
  const disliked = DISLIKED_FORMAT.exec(c);
  if (disliked) {
    return t(formatBan(disliked[1]!, "Don't use bold."));
  }
  return null;
}

// "file names in kebab-case", "class names should be PascalCase": the names (group 1) and their convention (group 2).
const NAMES_IN_CASE = new RegExp(String.raw`^(?:(?:all|the|our) )?((?:file|folder|directory|variable|function|class|component|column|table|branch|route|key|field|constant|method|module|package|test|hook|type|prop|event)(?: ?names|s)|names) (?:(?:should|must) (?:be|use) (?:in )?|(?:are |go )?in |are (?:all |always )?|as |use )(${CASE_STYLE})(?:,? (?:always|please|pls|everywhere|here))*(?::\s*\S+)?$`, 'i');

// "2 spaces please", "tabs please": how code is indented, said alone ("use tabs, not spaces" is read as it is said).
const INDENT_RULE = /^(?:indent with )?(?:(\d|two|four|eight) spaces?|tabs)(?: (?:indent(?:ation)?|for indentation))?(?:,? (?:please|pls|always))*$/i;
// "bottom line first, details after", "the code first, then the explanation last": the order of the reply's parts.
/** "celsius please", "in metric pls", "24-hour time", "grams please": the units or clock, said alone. */
const UNITS_RULE = /^(?:(?:in|use|with|switch to|convert (?:it |them )?to)\s+)?(?:the\s+)?(metric|imperial|celsius|fahrenheit|kelvin|24[- ]hour|12[- ]hour|grams|kilograms|millilitres|milliliters|litres|liters|cups|ounces|pounds|kilometres|kilometers|miles)(?:\s+(?:units?|system|time|clock|format))?(?:,?\s*(?:please|pls|plz|thanks))*[.!]*$/i;
const ORDER_RULE = /^(?:(?:the|your) )?([a-z][\w' -]{1,30}?) first,? (?:then |and )?(?:the )?([a-z][\w' -]{1,30}?) (?:after|afterwards|later|second|last|at the end|below)(?:,? please)?$/i;

// "snake_case for python, always" as a whole clause: the convention (group 1) and where it holds (group 2).
const NAMING_RULE = new RegExp(String.raw`^(?:use |in )?(${CASE_STYLE})(?: (?:for|in) ([\w .+#-]{1,40}?))?(?:,? (?:always|only|everywhere|please|pls))*$`, 'i');

// A noun phrase and "only", said alone (see templates). The opening word is no pronoun, article or time.
const ONLY_X = /^(?:(?:just|and|also|but|no|nope|ok(?:ay)?|please|pls),?\s+)?(?!(?:me|you|it|this|that|these|those|one|for|if|not|i|we|they|he|she|there|here|once|now|today|the|a|an|then|so|is|was|that's|it's|god|lord|instead|show|give|send|write|use|answer|reply|respond|do|make|keep|print|return|output|list|tell)\b)([a-z][\w./+#-]*(?: [a-z][\w./+#-]*){0,2}) only$/i;

function templates(c: string, question = false): Directive | null {
  const t = (text: string, polarity: 'do' | 'dont' = 'do'): Directive => ({ text, polarity, en: text, original: null, corrected: null });
  // "It's too long, one page max": the limit named says more than "shorter".
  // ("I need it in 3 bullet points max", "I have 3 minutes max": who needs it is no part of the limit.)
  const cap = /(?:^|,\s*)(?:keep it (?:to )?|(?:i|we) (?:need|want) (?:it|this|that|them) (?:in |as )?|(?:i|we) (?:only |just )?(?:have|get|got) |(?:make|do|give me) (?:it|this|that) (?:in |as )?)?(one|two|three|four|five|six|\d+|a single|half a) (pages?|paragraphs?|sentences?|lines?|words?|slides?|bullet points?|bullets?|minutes?) (?:max|maximum|tops|at most|or less|or fewer)$/i.exec(c);
  if (cap) return t(`Keep it to ${cap[1]!.toLowerCase()} ${cap[2]!.toLowerCase()} at most.`);
  // ("way too long, keep it under 200 words": the limit named after it is the rule; see `dislike`.)
  if (/^(?:(?:it'?s|this is|that'?s|it is|that is) )?(?:(?:way|much|far|still|a bit|a little) )?too (?:long|verbose|wordy)\b(?![^,;]*[,;]\s*(?:(?:please|just|so)\s+)?(?:(?:keep|make|cut|trim|limit|shorten|get) (?:it|this|that|them|each|the \w+)|(?:i|we) (?:only |just )?(?:have|get|got))\b[^,;]*\d)/i.test(c)) return t('Keep answers shorter.');
  if (/^(?:(?:it'?s|this is|that'?s|it is|that is) )?(?:(?:way|much|far|still|a bit|a little) )?too (?:complicated|complex|technical)\b/i.test(c)) return t('Keep it simpler.');
  // "too formal", "way too salesy", "too vague": the quality to turn down (or, for a vague one, to turn up).
  const tooQ = /^(?:(?:it'?s|this is|that'?s|it is|that is|sounds|it sounds) )?(?:(?:way|much|far|still|a bit|a little|just|kinda|so) )?too (formal|stiff|salesy|pushy|dramatic|flowery|enthusiastic|harsh|blunt|aggressive|casual|informal|vague|generic|old-fashioned|archaic|stuffy|polite|soft|gentle|timid|meek|passive|mild)(?: for (?:me|us|this|an? [\w -]{1,30}))?$/i.exec(c);
  if (tooQ) {
    const q = tooQ[1]!.toLowerCase();
    // (Too polite or too soft for a landlord who ignores you: firmer, not "less polite".)
    if (/^(?:polite|soft|gentle|timid|meek|passive|mild)$/.test(q)) return t('Be firmer.');
    return t(q === 'casual' || q === 'informal' ? 'Be more formal.' : q === 'vague' || q === 'generic' ? 'Be more specific.' : `Be less ${q}.`);
  }
  // "too many emojis", "too much jargon": fewer of it.
  const tooMany = /^(?:(?:there are|there'?s|you use|you used|it has|this has) )?(?:(?:way|far|still|a bit|just|so) )?too (many|much) ([a-z][\w -]{1,30})$/i.exec(c);
  if (tooMany && !/^(?:of|for|to|in|on|about|work|time|money|effort|trouble)\b/i.test(tooMany[2]!)) return t(finish(`Use ${tooMany[1]!.toLowerCase() === 'many' ? 'fewer' : 'less'} ${tooMany[2]}`));
  const m = /^(?:(?:much|a bit|a little|bit|way|even) )?(shorter|briefer|simpler|more concise|more detailed|longer)(?: (?:answers?|replies|responses?))?(?: please| pls)?$/i.exec(c);
  if (m) return t(finish(`Make answers ${m[1]!.toLowerCase()}`));
  // "Just more precise", "a bit more formal please": a quality of the reply asked for, with no verb of its own.
  const quality = /^(?:(?:much|a bit|a little|bit|way|even|slightly) )?(more|less) (formal|informal|casual|precise|specific|concrete|professional|friendly|polite|direct|technical|creative|natural|human|clear|accurate|thorough|descriptive|emotional|persuasive|academic|conversational|engaging|personal|polished|succinct|serious|playful|neutral|objective|confident|enthusiastic|warm)(?: please| pls)?$/i.exec(c);
  if (quality) return t(`Be ${quality[1]!.toLowerCase()} ${quality[2]!.toLowerCase()}.`);
  // "(rewrite this but) less formal and brief": two qualities at once.
  const qualities = /^(?:(?:much|a bit|a little|bit|way|even|slightly) )?(more|less) (formal|informal|casual|precise|specific|professional|friendly|polite|direct|technical|natural|clear|serious|playful|neutral|warm) and (?:(more|less) )?(brief|concise|short|shorter|simpler|clearer|direct|friendly|polite|natural|warm|specific|detailed)(?: please| pls)?$/i.exec(c);
  if (qualities) return t(`Be ${qualities[1]!.toLowerCase()} ${qualities[2]!.toLowerCase()} and ${qualities[3] ? `${qualities[3].toLowerCase()} ` : ''}${qualities[4]!.toLowerCase()}.`);
  if (/^(?:you(?:'re| are) )?(?:just )?repeating (?:yourself|the same)/i.test(c)) return t("Don't repeat the previous answer.", 'dont');
  // "Shorter sentences please": the kind of sentence every reply should have.
  const sent = /^(?:much |a bit |way )?(shorter|simpler|short|simple|easier|plain|plainer|everyday) (sentences|words|paragraphs)$/i.exec(c);
  if (sent) return t(`Use ${sent[1]!.toLowerCase()} ${sent[2]!.toLowerCase()}.`);
  // "Less buzzwords", "fewer emojis": less of something in the reply.
  const less = /^(?:much |a lot |way |a bit )?(less|fewer) ([a-z][\w'-]*(?: [\w'-]+){0,2})$/i.exec(c);
  if (less && !/^(?:than|of|and|or|to|please)\b/i.test(less[2]!)) return t(finish(`${less[1]!.charAt(0).toUpperCase()}${less[1]!.slice(1).toLowerCase()} ${less[2]}`));
  // "parameterized queries only", "tabs only": the one kind allowed, said with no verb. (A language is answerLanguage's.)
  const onlyX = ONLY_X.exec(c);
  if (onlyX && !/^(?:is|are|was|were|be|been|do|does|did|have|has|had|can|will|would|of|for|to|in|on|at|with|by|from|and|or|but)$/i.test(onlyX[1]!.split(' ').at(-1)!)) return t(finish(`${onlyX[1]} only`));
  // "Most recent first": the order asked for.
  const order = /^(?:(?:put|list|sort|order|show) (?:the )?)?(most recent|newest|latest|oldest|earliest) (?:ones? |items? |entries |jobs? )?(first|on top|at the top)$/i.exec(c);
  if (order) return t(finish(`List the ${order[1]!.toLowerCase()} ${order[2]!.toLowerCase()}`));
  // "It's supposed to be one page": what it should be.
  // "He's supposed to be the villain": who a character should be, in a story.
  const supposed = /^(it'?s|it is|this is|that'?s|that is|he'?s|he is|she'?s|she is|they'?re|they are) supposed to be (.{2,60})$/i.exec(c);
  // ("It's supposed to be 500 words not 350" names both sides: the contrast reads it.)
  // ("he's supposed to be back by 5, should I worry?" asks about someone; only "it" keeps its rule in a question.)
  if (supposed && !/\bnot\b|n't\b/i.test(supposed[2]!) && !(question && /^(?:he|she|they)/i.test(supposed[1]!))) {
    const person = /^(?:he|she|they)/i.exec(supposed[1]!)?.[0].toLowerCase();
    return t(finish(`${person ?? 'it'} should be ${supposed[2]}`));
  }
  // "Without any external libraries please": what the solution may not bring in, as the ban.
  const deps = /^(?:(?:do it|write it|rewrite it|but|and|only|just)\s+)?without (?:any |using (?:any )?)?(external|third[- ]party|extra|additional) (libraries|libs|packages|dependencies|modules|frameworks)$/i.exec(c);
  if (deps) return t(`Don't use ${deps[1]!.toLowerCase()} ${deps[2]!.toLowerCase()}.`, 'dont');
  // "snake_case for python, always": the naming convention, and where it holds.
  const naming = NAMING_RULE.exec(c);
  if (naming) return t(finish(`Use ${naming[1]}${naming[2] ? ` for ${naming[2]}` : ''}${/\balways\b/i.test(c) ? ', always' : ''}`));
  const names = NAMES_IN_CASE.exec(c);
  if (names) return t(finish(`Use ${names[2]} for ${names[1]!.toLowerCase()}`));
  // "tldr pls": the short version of the reply asked for.
  if (/^(?:tl;?dr|tldr)(?:,? (?:please|pls))?$/i.test(c)) return t('Give a TL;DR.');
  // "2 spaces please", "tabs please": the indentation, said alone.
  const indent = INDENT_RULE.exec(c);
  if (indent) return t(indent[1] ? `Indent with ${indent[1].toLowerCase()} spaces.` : 'Indent with tabs.');
  // "commit messages are imperative": how commits are written.
  const commits = /^commit (?:messages?|msgs?) (?:are|should be|must be|have to be|in) (?:the |an? )?(imperative|present tense|conventional commits? format|lower ?case|english)(?: (?:mood|form|style))?(?:,? (?:always|please|pls|here))*(?::\s*.+)?$/i.exec(c);
  if (commits) return t(`Write commit messages in ${/^(?:imperative|present tense)$/i.test(commits[1]!) ? 'the ' : ''}${commits[1]!.toLowerCase()}.`);
  // "top 5 only", "just the first 3 please": how many of the items to give.
  const top = /^(?:(?:just|only)\s+)?(?:the\s+)?(top|first|best)\s+(\d{1,2}|three|five|ten)(\s+(?!only\b|please\b|pls\b)\w+)?(?:\s+only)?(?:,?\s*(?:please|pls|thanks))*[.!]*$/i.exec(c);
  if (top) return t(`Only the ${top[1]!.toLowerCase()} ${top[2]}${top[3] ?? ''}.`);
  // "one sentence answers please": the length of every answer.
  const sentences = /^(?:(?:just|only|please|pls)\s+)?(one|two|three|1|2|3|single)[- ]sentence (?:answers?|replies|responses)(?:,?\s*(?:please|pls|thanks))*[.!]*$/i.exec(c);
  if (sentences) {
    const n = sentences[1]!.toLowerCase();
    const word = n === '1' || n === 'single' ? 'one' : n === '2' ? 'two' : n === '3' ? 'three' : n;
    return t(`Answer in ${word} sentence${word === 'one' ? '' : 's'}.`);
  }
  const units = UNITS_RULE.exec(c);
  if (units) {
    const u = units[1]!.toLowerCase();
    return t(/^(?:metric|imperial)$/.test(u) ? `Use ${u} units.` : /hour$/.test(u) ? `Use ${u.replace(' ', '-')} time.` : /^(?:celsius|fahrenheit|kelvin)$/.test(u) ? `Use ${u.charAt(0).toUpperCase()}${u.slice(1)}.` : `Use ${u}.`);
  }
  // "bottom line first, details after": the order the reply's parts come in.
  const sequence = ORDER_RULE.exec(c);
  if (sequence) return t(finish(`Put ${sequence[1]!.toLowerCase()} first and ${sequence[2]!.toLowerCase()} after`));
  // "first person please": the person the text is written in.
  // ("write it in first person" is a rule in the user's words already.)
  const person = /^(?:in |use )?(?:the )?(first|second|third)[- ]person(?: please| pls| only)?$/i.exec(c);
  if (person) return t(`Write in the ${person[1]!.toLowerCase()} person.`);
  // "Past tense please": the tense the story is told in.
  const tense = /^(?:use |in |write (?:it )?in )?(?:the )?(past|present|future) tense(?: please| only)?$/i.exec(c);
  if (tense) return t(`Use the ${tense[1]!.toLowerCase()} tense.`);
  const variety = /^(?:use |in )?(british|american|uk|us|australian|canadian) (spelling|english)(?: please| only)?$/i.exec(c);
  if (variety) {
    const v = variety[1]!.length <= 2 ? variety[1]!.toUpperCase() : variety[1]!.charAt(0).toUpperCase() + variety[1]!.slice(1).toLowerCase();
    return t(`Use ${v} ${/^english$/i.test(variety[2]!) ? 'English' : 'spelling'}.`);
  }
  return null;
}




/** Words that make the part before "should" a clause of the user's own rather than the thing it names. */
const SUBJECT_NOT =
  /^(?:i|we|you)$|\b(?:i|we|you|he|she|which|who|what|where|when|why|how|so|maybe|perhaps|probably|also|then|now|but|and|or|if|think|guess|feel|believe|hope|suppose|is|are|was|were|do|does|did|will|would|could|can|really|just|still|already|definitely|something|anything|one)\b/i;

// "Use the UI elements I fucking want": the swearing says how the user felt, and the rule goes into their next message.
// (and an exclamation the turn ends on: "stop using bullet points omg")
const EXPLETIVE = /\b(?:fucking|fuckin'?|f\*+ing|fking|fkin|freaking|freakin'?|frickin'?|fricking|goddamn|damn|bloody)\s+|(?<!\b(?:no|and|or))[,\s]+(?:omg|smh|ffs|wtf|lol|lmao|bruh|jeez|geez|ugh)(?=[.!?]*$)/gi;

const LET_US = /^let'?s\s+(not\s+)?(.+)$/i;
const LET_US_CHOICE = /^(?:always |only |just )?(?:use|keep|call|name|rename|stick|avoid|switch|stay|leave|remove|drop|ignore|skip|go back|revert|stop|never)\b/i;

const OUTPUT_LABEL = /^(?:the |my |here(?:'s| is) the )?(?:test|tests|build|console|error|server|terminal|command|lint|linter|ci|compiler|debug|runtime|browser|network|app|docker|deploy|deployment)\s+(?:output|log|logs|results?|errors?|messages?|trace|stack ?trace)\W*$/i;

/**
 * Words said about the reply that are a rule once turned around (each pattern, then its rewrite), read in order on the
 * clause before it is read as one.
 */
const SAID_AS_RULE: readonly (readonly [RegExp, string | ((...m: string[]) => string)])[] = [
  // "You're not supposed to change the tests": what the assistant is not supposed to do is the ban itself.
  [/^you(?:'re| are) not supposed to\s+(?!be\b|have\b)/i, "don't "],
  // "I needed it in 100 words max", "I wanted it under 100 words": the limit the user wanted, said as the rule.
  [/^(?:i|we) (?:needed|wanted|asked for|need|want) (?:it|this|that|them) (?:in )?(under|below|within|less than|at most|in)\s+(\d+ (?:words|sentences|lines|paragraphs|characters|chars|bullet points|bullets|pages|tweets|slides))\b( (?:max(?:imum)?|or less|or fewer|tops|at most))?/i, (_m, how: string, n: string, max?: string) => (how.toLowerCase() === 'in' ? (max ? `keep it to ${n} max` : _m) : `keep it ${how.toLowerCase()} ${n}`)],
  // "I'm in Germany, dates are DD.MM.YYYY here": how the user's place writes them is how to write them.
  [/^(?:(?:but |well |actually )?(?:i'?m|i am|we'?re|we are) in [\p{Lu}][\p{L} ]{1,20},\s*)?(dates|times|numbers|decimals|prices|phone numbers|addresses|temperatures|distances) (?:are|is) (?:always |usually |normally )?(?:written |formatted |given )?(?:as |like |in )?([\w./:,° -]{2,20}?) (?:here|over here|where i (?:live|am)|in (?:my|our) country)$/iu, 'write $1 as $2'],
  // "you don't need type hints on private helpers": what is not needed is what not to put there.
  [/^you (?:don'?t|do not) need (?:to (add|write|use|include|put|wrap|create|make) |(?!(?:to|me|it|that|this|them|those|these|one)\b)(?=[\w-]+(?: [\w-]+){0,3} (?:on|for|in|around|everywhere|here)\b))/i, (_m, v?: string) => `don't ${v ?? 'use'} `],
  // "hooks only in this codebase": the one way allowed, said as a label, is the instruction to use only it.
  [/^(?!(?:it|this|that|they|we|i|you|he|she)\b)([\w.@/-]+(?: [\w.@/-]+){0,2}) only (?=(?:in|for|across) (?:this|our|the) (?:codebase|repo|repository|project|app|team|module|package)\b)/i, 'use only $1 '],
  // "single quotes in this repo": the code style of the user's codebase, said as a label, is the one to use.
  [/^((?:single|double|straight|curly) quotes|tabs|spaces|\d spaces|two spaces|four spaces|semicolons|trailing commas|arrow functions|named exports|default exports|camelCase|snake_case|kebab-case|PascalCase) (?=(?:in|for|across) (?:this|our|the) (?:codebase|repo|repository|project)\b)/i, 'use $1 '],
  // "can you not rhyme every line?": asked as a question, meant as the ban ("can you not see it?" asks what it can do).
  [/^(?:can|could|would|will) (?:you|u) (?:please |pls )?not\s+(?!(?:see|tell|understand|read|hear|notice|remember|follow|get|figure|find|help|just|even|simply|do|be)\b)(?=\p{Ll})/iu, "don't "],
];

function directive(raw: string, asked = ''): Directive | null {
  // "Let's keep the old header", "let's not use redux": a choice said as "let us" is the imperative without it.
  // ("Let's see", "let's fix the following problem", "next, let's connect the form" are the user thinking aloud or
  // the next task: no rule.)
  const us = LET_US.exec(raw.trim());
  if (us) {
    const rest = us[2]!;
    if (!us[1] && !LET_US_CHOICE.test(rest)) return null;
    return withoutExpletives(readClause(us[1] ? `don't ${rest}` : rest));
  }
  // "test output:", "build log": a label for what is pasted after it, not "test the output".
  if (OUTPUT_LABEL.test(raw.trim())) return null;
  // "we use camelCase in the API responses, right?": a statement the user checks, not one they state.
  if (CHECKED.test(raw.trim())) return null;
  const said = saidLanguage(raw, asked) ?? enoughWith(raw);
  if (said) return said;
  const own = SAID_AS_RULE.reduce<string>((t, [re, to]) => (typeof to === 'string' ? t.replace(re, to) : t.replace(re, to)), raw.trim());
  const d = withoutExpletives(codeOnly(own, asked) ?? replacedApi(own) ?? readClause(notAsked(own, asked)) ?? saidBefore(own, asked) ?? gerundScope(own));
  // "(I wanted) a poem, not a story", "(I meant) the sidebar on mobile, not the header": what the user wanted, named
  // with its article, is not a thing to use ("Use a poem" says something else; "(I meant) Python 3" keeps its "Use").
  return d && d.original !== null && WANTED_LEAD.test(asked) && /^Use (?:a|an|the) /.test(d.text) && !/^use\b/i.test(own) ? unUsed(d) : d;
}

/** The rule without the "Use" a contrast put before it. */
function unUsed(d: Directive): Directive {
  const text = d.text.slice(4).replace(/^\p{Ll}/u, (x) => x.toUpperCase());
  return { ...d, text, en: d.en === d.text ? text : d.en };
}

const CHECKED = /^(?:we|you|it|this|that|they|i|these|those|there)\b.*,\s*(?:right|correct|yeah|no|isn'?t it|aren'?t they|don'?t we|do we|didn'?t we|wasn'?t it|am i right)\s*\?+$/i;

const WANTED_LEAD = /\bi (?:wanted|meant|asked for|needed|was asking for|was asking about|was talking about)\W*$/i;

/** "(Spanish again… I said) English!": the language alone, after the user pointed back to what they said. */
function saidLanguage(raw: string, asked: string): Directive | null {
  if (!/\b(?:i said|i told you|i asked for|i asked)\W*$/i.test(asked)) return null;
  const m = /^(?:in )?([a-z]+)[.!]*$/i.exec(raw.trim());
  const name = m ? languageName(m[1]!) : null;
  if (!name) return null;
  const text = `Answer in ${name}.`;
  return { text, polarity: 'do', en: text, original: null, corrected: name };
}

/** "Enough with the emojis", "stop with the disclaimers": what the replies keep doing, banned. */
function enoughWith(raw: string): Directive | null {
  const m = /^(?:enough (?:with|of)|stop with)\s+(?:all\s+)?(?:the\s+|these\s+|those\s+|your\s+)?([^,;.!?]{2,60}?)[.!]*$/i.exec(raw.trim());
  if (!m) return null;
  const text = finish(`No more ${m[1]}`);
  return { text, polarity: 'dont', en: text, original: m[1]!, corrected: null };
}

// "when replying keep it short", "when using the API key don't log it": a scope said without its comma. The scope is
// the gerund and at most three words after it; the rule is what follows, when it opens with a verb or a ban.
const GERUND_SCOPE = /^(?:when|whenever|while|before|after) (?!you\b)[a-z]+ing\b/i;
const BAN_START = /^(?:don'?t|do not|never|always|avoid|stop)\b/i;

function gerundScope(raw: string): Directive | null {
  const t = raw.trim();
  const m = GERUND_SCOPE.exec(t);
  if (!m) return null;
  const rest = t.slice(m[0].length).trim().split(' ');
  for (let k = 0; k <= 3 && k < rest.length - 1; k++) {
    // Scope words are plain words ("tests", "the API key"), never a subject ("when writing tests we use …").
    if (k > 0 && !/^[\p{L}\d-]+$/u.test(rest[k - 1]!)) return null;
    if (k > 0 && /^(?:i|we|you|they|he|she|it)$/i.test(rest[k - 1]!)) return null;
    const rule = rest.slice(k).join(' ');
    if (!VERB_START.test(rule) && !BAN_START.test(rule)) continue;
    const d = readClause(rule);
    if (!d) return null;
    const scope = [m[0], ...rest.slice(0, k)].join(' ');
    const scoped = (x: string) => finish(`${scope.charAt(0).toUpperCase()}${scope.slice(1)}, ${x.charAt(0).toLowerCase()}${x.slice(1)}`);
    return { ...d, text: scoped(d.text), en: d.en === null ? null : scoped(d.en) };
  }
  return null;
}

/**
 * "I said it's for 2 people", "I told you my name is Sam": a fact the user had given, repeated, is the rule as it
 * stands. ("I said it's not working" reports a failure: no rule.)
 */
function saidBefore(raw: string, asked: string): Directive | null {
  if (!/\b(?:i said|i told you|as i said|like i said|as i mentioned)\W*$/i.test(asked)) return null;
  const c = raw.trim().replace(/[.!\s]+$/, '');
  if (/[?]/.test(c) || words(c) < 3 || words(c) > 20) return null;
  if (!/^(?:it'?s|it is|it was|there (?:is|are)|there'?s|(?:the|my|our|his|her|their) [\w' -]{1,30}? (?:is|are|was|were|has|have|had|can'?t|cannot|can|must|doesn'?t|does not|don'?t|do not|isn'?t|aren'?t|lives?|works?)|(?:he|she|they|we)(?:'s|'re| is| are| was| were| has| have| had| can'?t| cannot| doesn'?t| don'?t| lives?| works?))\b/i.test(c)) return null;
  if (/\b(?:work|works|working|worked|broken|broke|fail|fails|failing|failed|error|errors|crash\w*|bug\w*|wrong|fixed)\b/i.test(c)) return null;
  // "I said it's fine, go ahead", "like I said, it's up to you": a go-ahead or a choice left open, not a fact to keep.
  if (/^(?:it'?s|it is|that'?s|that is) (?:(?:really|totally|all|just) )?(?:fine|ok|okay|good|great|alright|all right|up to you|your call|no problem|not a problem|not important|whatever)\b|\bgo ahead\b/i.test(c)) return null;
  const text = finish(c);
  return { text, polarity: /\b(?:not|never|no)\b|n'?t\b|cannot/i.test(c) ? 'dont' : 'do', en: text, original: null, corrected: null };
}

// Spanish or Portuguese words, where "no" is plain negation ("No veo la opción", "es el mismo error, no funciona"):
// the English reader's bans and pairs are not read from them. A Spanish clitic right after "no" ("no me escuchas") is
// read where the ban is (English "me" is too common to count anywhere).
const ROMANCE = /\b(?:la|el|sirves|los|las|lo|se|es|est[aá]|hay|veo|que|del|um|uma|n[aã]o|funciona|tengo|puedo|sé|ning[uú]n|ninguna|nada|nadie|nenhum|nenhuma|da|dele|dela|meu|minha|meio|muito|para|com|isso|isto|esto|eso|pero|olvid\w*|dejes|deje|pares|uses|usar|hagas|pongas|añadas|cambies|borres|quites|expliques|escribas|respondas)\b|[łśżźćńąęőűř]|(?:^|\s)(?:sé|también|está|más|aquí|así|sí|não|já|até|você|é)(?=[\s,.;:!?]|$)/i;

/** "Can you not use 'reach out' twice": asked not to do something, which is a ban. "Can you not see it?" asks. */
function notAsked(raw: string, asked: string): string {
  const c = raw.trim();
  if (!/\b(?:can|could|would|will) you(?: please)?\s*$/i.test(asked) || !/^not\s+/i.test(c) || /\?\s*$/.test(c)) return raw;
  const rest = c.replace(/^not\s+/i, '');
  return VERB_START.test(rest) ? `Don't ${rest}` : raw;
}

/** "Just give me the code": the lead is the rule ("only the code"); without it the rule would ask for code once. */
function codeOnly(raw: string, asked: string): Directive | null {
  const c = raw.trim().replace(/[\s,]*(?:please|pls|plz|thanks|thank you)[.!\s]*$/i, '');
  // "just the code next time, no explanation": the code named without its verb is the same rule.
  const only = /^(?:(?:just|only)\s+)?((?:(?:give|show|send|write|return|output)(?: me)? )?(?:the )?(?:final |full |complete |updated )?code\b(?! (?:is|was|are|were|does|doesn'?t|did|didn'?t|works?|fails?|has|had|breaks?|runs?)\b).*)$/i.exec(c);
  if (!only || !(/\b(?:just|only)\W*$/i.test(asked) || /^(?:just|only)\s/i.test(c))) return null;
  const text = finish(`Only ${only[1]!.replace(/^(\w+) me /i, '$1 ').replace(/^\p{Lu}/u, (x) => x.toLowerCase())}`);
  // "Just code, no explanation" refuses as much as it asks: its polarity is the ban's, as the suite has it.
  return { text, polarity: /,\s*(?:no|without)\b/i.test(only[1]!) ? 'dont' : 'do', en: text, original: null, corrected: null };
}

/**
 * "append was removed in pandas 2.0, use pd.concat", "ReactDOM.render is deprecated in 18, it's createRoot now",
 * "there is no timeout_ms parameter, it's timeout": an API that is gone, and the one to use, is the contrast.
 */
const GONE_API = /^(?:(?:there is|there'?s) no (`?[\w.$()/-]+`?)(?: (?:parameter|param|option|flag|argument|method|function|hook|field|property|setting|command))?|(`?[\w.$()/-]+`?)(?: (?:parameter|param|option|flag|argument|method|function|hook|field|property|setting|command|import|module|package))? (?:was|has been|is|got) (?:removed|deprecated|dropped)(?: (?:in|since) [\w. -]{1,20}?| (?:ages|years|long) ago)?|(`?[\w.$()/-]+`?|(?:that|this|the) (?:endpoint|function|method|hook|option|flag|parameter|command|package|module|route|column|table|field|path|url)) (?:doesn'?t|does not|no longer) exists?(?: anymore| any more)?)[,;.]? +(?:(?:so|just|please) )?(?:use|import|call|it'?s|it is|that'?s|try) (`?[\w.$()/ -]{1,40}?`?)(?: (?:now|instead|directly|these days|nowadays))?[.!]*$/i;

function replacedApi(raw: string): Directive | null {
  const m = GONE_API.exec(raw.trim());
  if (!m) return null;
  const named = (m[1] ?? m[2] ?? m[3])!;
  // "that endpoint doesn't exist, it's /api/user/settings": the one that is gone is named by the reply only.
  const gone = /^(?:that|this|the) /i.test(named) ? null : named;
  const use = m[4]!.trim();
  // "it's fine now", "it is what it is": no API named.
  if (/^(?:fine|ok|okay|good|done|working|broken|there|gone|what|the same)\b/i.test(use) || gone?.toLowerCase() === use.toLowerCase()) return null;
  const text = finish(gone ? `Use ${use}, not ${gone}` : `Use ${use}`);
  return { text, polarity: 'do', en: text, original: gone, corrected: use };
}

function withoutExpletives(d: Directive | null): Directive | null {
  if (!d) return d;
  const bare = d.text.replace(EXPLETIVE, '');
  if (!bare.length || bare === d.text) return d;
  const clean = (t: string) => finish(t.replace(EXPLETIVE, '').replace(/^\p{Ll}/u, (x) => x.toUpperCase()));
  return { ...d, text: clean(d.text), en: d.en === null ? null : clean(d.en) };
}

// What follows the rule after a comma and says why, or what the reply did, is no part of the rule. In order: each
// cut leaves the next one a new end to read.
function reasonsCut(clause: string): string {
  return clause
    // "stop apologizing, you're doing great sweetie": praise after the rule is kindness, not part of it.
    .replace(/,\s*(?:you(?:'re| are)|it'?s|that'?s|this is) (?:doing )?(?:really |so |very )?(?:great|fine|good|amazing|awesome|well|brilliant)\b[^,]{0,30}$/i, '')
    .replace(/,\s*(?:can|could|would|will) you(?: please)?$/i, '')
    // ("we validate with zod everywhere else, switch it": the errand to change this one is done once, not kept.)
    .replace(/,\s*(?:so |just |please )?(?:switch|change|convert|move|port) (?:it|this|that|them|this one)(?: (?:over|too|as well))?$/i, '')
    // "Write it in a more neutral tone, it sounds biased": the reason after the comma is no part of the rule.
    // "Use CTEs instead of nested subqueries, they're easier to read": so is what they are like.
    // "Don't hardcode the URL, it comes from an env variable", "…, you always skip them": why, or a reproach, after it.
    .replace(/,\s*(?:it (?:comes|lives|belongs|goes|runs|needs|breaks|causes|makes) [^,]{1,40}|you (?:always|keep|never|still|just) [^,]{1,40})$/i, '')
    .replace(/,\s*(?:(?:it|this|that)(?:'s|s| is| sounds| reads| looks| seems| feels)|they(?:'re| are| look| read| seem| feel)) (?:not )?(?:(?:too|so|very|really|a bit|kind of|kinda|way too|much|far|a lot) )?[\p{L}'’-]+(?: (?:to|than) [\p{L}'’-]+)?$/iu, '')
    // "keep the summaries to a few bullet points, I read the diff anyway": what the user does anyway is why.
    .replace(/,\s*i (?:read|check|review|skim|see|look at) (?:the |your |it |them )?[^,]{0,30}\b(?:anyway|myself|already)$/i, '')
    // "Don't make up numbers, I never said I increased sales by 40%": what the user never said is why.
    .replace(/,\s*i (?:never|didn'?t|did not) (?:said|say|mention(?:ed)?|ask(?:ed)? for|write|wrote)\b[^,]*$/i, '')
    // "Less buzzwords, it sounds like ChatGPT wrote it": how it reads is why.
    .replace(/,\s*(?:it|this|that) (?:sounds|reads|looks|feels) like [^,]{1,50}$/i, '')
    // "Start the y axis at zero, this exaggerates the change": what the reply's version does is why.
    .replace(/,\s*(?:it|this|that) (?:exaggerates|distorts|misrepresents|overstates|understates|hides|misleads|confuses) [^,]{1,40}$/i, '')
    // "Use the median, not the mean, the data is skewed": what the data is like is why.
    // ("…, use a loop, the input can be huge": what it can be is why too.)
    .replace(/,\s*(?:the|my|our) (?:data|dataset|distribution|numbers|values|sample|series|table|sheet|file|list|text|audience|input|inputs|files|lists|arrays?) (?:is|are|can be|may be|might be|gets|get) (?:very |really |too |heavily |highly |quite |pretty |mostly )?[\p{L}-]+$/iu, '')
    // "Shorter sentences please, my kid is 8": who the answer is for is why.
    // ("…, my family speaks egyptian": what they speak or read is why too.)
    .replace(/,\s*(?:my|our) (?:kid|kids|son|daughter|child|children|students?|audience|readers?|boss|client|grandma|grandpa|mom|dad|mother|father|parents|family|team|users?) (?:is|are|speaks?|reads?|(?:only|mostly) (?:speaks?|reads?))\b[^,]*$/i, '')
    // "Show every step, my teacher takes off points otherwise": what happens otherwise is why.
    .replace(/,\s*(?:(?:my|our|the) \w+|i|we|you|they|it) [^,]{1,50} otherwise$/i, '')
    // "The status bar should be white since my app is mostly dark", "…, as I want readers to get to the point", "I don't
    // want to copy env_visualizer as that may change during runtime": why.
    .replace(BECAUSE_TAIL, '')
    // "Don't commit the .env file, it has secrets in it": what the thing holds is why.
    .replace(/,\s*(?:it|this|that|they|which) (?:has|have|contains?|holds?) [^,]{1,40}$/i, '')
    // "I don't eat pork, remember that": the tag says the rest should last; the rest is the rule.
    .replace(/,\s*(?:please )?(?:remember|keep (?:that|this|it) in mind|don'?t forget)(?: that| this| it)?$/i, '')
    // "The chorus should rhyme, this one doesn't": what the reply did is the report the rule answers.
    .replace(/,\s*(?:but )?(?:this|that|it|yours|the (?:last|previous|old|current|new) (?:one|version))(?: one)? (?:doesn'?t|does not|isn'?t|is not|didn'?t|did not|wasn'?t|was not)(?: \w+)?$/i, '')
    // "Remove the rocket emoji, this is a client email": what the text is for is the reason too.
    .replace(/,\s*(?:it|this|that)(?:'s|s| is) (?:(?:supposed|meant) to be )?(?:a|an|the|my|our|for (?:a|an|the|my|our)) [^,]{1,40}$/i, '')
    // "Stop running the dev server, I already have it running": what the user has done or will do is the reason.
    .replace(/,\s*(?:(?:i|we)(?:'ll|'ve|'m|'re| will| have(?! (?:only |just )?(?:\d+|one|two|three|four|five|ten) (?:minutes?|pages?|words?|slides?|lines?|sentences?|paragraphs?)\b)| am| are| already| know| understand| can see| see| saw| noticed| checked| tried)|(?:the|my|our|its|their) [^,]{1,40} (?:is|are) already|(?:it|they)(?:'s|'re| is| are) already)\b[^,]*$/i, '')
    // "Revert the changes to users.ts, I only wanted the helper": what the user asked for is why.
    .replace(/,\s*(?:i|we) (?:only|just) (?:wanted|asked for|needed|meant|said)\b[^,]{0,60}$/i, '')
    // "Use httpx instead of requests, we need async": what the team needs is why.
    .replace(/,\s*we (?:need|rely on|depend on|require) [\w.-]+(?: [\w.-]+){0,3}$/i, '')
    // "Don't drop NaNs, we never do that here": that the user's side never does it is why.
    .replace(/,\s*(?:we|i) (?:never|don'?t|do not) (?:do|use|want|allow|like|need) (?:that|this|it|those|these|them)(?: (?:here|anymore|in this (?:repo|project|team|codebase|house|company)))?$/i, '')
    // "Stop with 'spearheaded', it's on every line": where the reply put it is the report, not the rule.
    .replace(/,\s*(?:it'?s|they'?re|it is|they are) (?:on|in) (?:every|each|all (?:the|my|your)) [\w ]{1,20}$/i, '')
    // "No macros please, our company blocks them": who forbids or requires it is the reason, not the rule.
    .replace(/,\s*(?:(?:my|our|the) (?:company|boss|manager|team|school|teacher|client|firewall|admin|it department|it|policy|employer|university|office)|(?:company|school|work) policy) (?:blocks?|bans?|forbids?|doesn'?t allow|does not allow|won'?t allow|requires?|wants?|needs?|uses?|only allows?|prefers?) [^,]{0,40}$/i, '');
}

// A thing and what was done to it ("… is that PromptDescriptorViewer got reimplemented in …"): a name in code case or
// "the" and one or two words, then a passive.
const DONE_TO = /(?:^|\bthat |\bbecause |\bnow )((?:[A-Z][a-z]+[A-Z][\w.]*|[a-z]+[A-Z][\w.]*|[\w-]+\.\w{1,5})|the [a-z][\w-]*(?: [a-z][\w-]*)?)\s+(?:got|was|were|is|are|has been|have been|gets|keeps getting)\s+\w+(?:ed|en)\b/;
const WHY_KEEP = /^why (?:do|did|would|are) you (?:keep(?: on)?|always|constantly|still) (?=\w+ing\b)/i;
const OWED = /^you (?:still )?(?:haven'?t|have not|didn'?t|did not|never) (?:actually |even |really )?(explained|explain|answered|answer|told me|tell me|shown|show|showed|mentioned|mention|addressed|address|covered|cover|included|include) (.{3,100})$/i;
const OWED_BASE: Readonly<Record<string, string>> = {
  explained: 'Explain', explain: 'Explain', answered: 'Answer', answer: 'Answer', 'told me': 'Tell me', 'tell me': 'Tell me', shown: 'Show', show: 'Show',
  showed: 'Show', mentioned: 'Mention', mention: 'Mention', addressed: 'Address', address: 'Address', covered: 'Cover', cover: 'Cover', included: 'Include', include: 'Include',
};
const THING_IS_ID = /^(?:the|my|our|your|this|that) [\w-]+(?: [\w-]+)? (?:is|are|should be|must be) [^\s,]*[./:_\d][^\s,]*$/i;
// "the company name is Brightline Logistics not Brightline Logistic", "my name is Jordan not Jordon": a name put right.
const NAME_IS = /^(?:the|my|our|his|her|their|your) (?:[\w-]+ )?(?:name|surname|title|brand|handle|username|email|address) (?:is|was|should be|must be) \S+(?: \S+){0,2}$/i;

const ASKED_FOR = /\s+(?:that |which )?(?:i|we) (?:asked for|requested|wanted|needed|mentioned|specified|said)$/i;

const FOLDABLE_SPACE = /\s\s|[^\S ]/;
// The one reason said without a comma ("…, because …" is cut by reasonsCut; "… since my app is dark" here).
const BECAUSE_WORD = /(?:because|since|cause|cuz|coz|\sas)\s/i;
const BECAUSE_TAIL = /(?:,\s*|\s+)(?:because|since|cause|cuz|coz)\s+(?:i|we|my|our|it|they|you|this|that|there|he|she|the (?:app|site|page|data|user|users|client|team|file|code|api))\b[^,]{0,80}$|,\s*as\s+(?:i|we|my|our|it|they|this|that)\b[^,]{0,80}$|\s+as\s+(?:that|it|this|they)\s+(?:may|might|will|would|could|can|keeps?|tends? to|changes?)\b[^,]{0,120}$/i;

/**
 * "Remember that" before a clause ("don't forget that I'm vegan"), "Remember" before a thing the user did not say
 * "that" of ("don't forget the appendix next time": "Remember that the appendix …" says nothing).
 */
function rememberOf(clause: string, rest: string): string {
  return !/\b(?:forget|remember|mind|note) that\b/i.test(clause) && /^(?:the|a|an|my|your|our|his|her|their|this|these|those|its|some|any|all)\s/i.test(rest) ? 'Remember' : 'Remember that';
}

function readClause(raw: string): Directive | null {
  // "…, OK?" / "…, understood?" asks for agreement: the tag goes, and the rest is no question.
  // Most clauses hold single spaces only: the replace (a new string per clause) runs when there is something to fold.
  let c = raw.trim();
  if (FOLDABLE_SPACE.test(c)) c = c.replace(/\s+/g, ' ');
  // Both tags end in "?": a clause without one is not searched for them.
  if (c.endsWith('?')) c = c.replace(/,\s*(?:ok|okay|right|alright|all right|got it|understood|clear|agreed)\s*\?+$|(?<!\b(?:is|it|this|that|be|are|was|all|it'?s|that'?s))\s+(?:ok|okay)\s*\?+$/i, '');
  const question = /\?\s*$/.test(c);
  c = c.replace(/[\s,]*(?:please|pls|thanks|thank you|thx)?[.!?\s]*$/i, '');
  // "kg please, always": a courtesy before a comma goes too.
  if (c.includes(',')) c = c.replace(/\s+(?:please|pls)(?=\s*,)/i, '');
  // "We use yarn in this repo though, not npm": "though" answers the reply, and the rule says the same without it.
  if (/\sthough\b/i.test(c)) c = c.replace(/\s+though(?=\s*(?:,|$))/gi, '');
  // Every reason below but one is said after a comma: a clause without a comma is spared a score of scans.
  if (c.includes(',')) c = reasonsCut(c);
  else if (BECAUSE_WORD.test(c)) c = c.replace(BECAUSE_TAIL, '');
  c = c.trim();
  // Three reasons said without a comma. Each pattern may start at any space, so each runs only when its words are
  // there (tried at every space of every clause, they had cost 5 % of detection).
  // "…, even though I told you I'm in the UK": when the user said it is why, not part of the rule.
  if (/ i (?:told|asked|said|explained|mentioned)\b/i.test(c)) c = c.replace(/,?\s+(?:even though|although|though|even after|when|after) i (?:told|asked|said|explained|mentioned)\b.*$/i, '');
  // "I'm vegetarian, I told you at the start": that it was said before is no part of it.
  if (/(?:, ?(?:as |like )?| (?:as|like) )i (?:told you|said|mentioned)/i.test(c)) c = c.replace(/(?:,\s*(?:as |like )?|\s+(?:as|like) )i (?:told you|said|mentioned)(?: (?:that|this|it|so))?(?: (?:at the (?:start|beginning)(?: of (?:the|our|this) (?:conversation|chat))?|before|earlier|already|twice|yesterday|above|previously))*\s*$/i, '');
  // "I told you I'm vegan at the start of the conversation": when it was said is no part of it.
  if (/(?:times|already|conversation|chat)$/i.test(c)) c = c.replace(/\s+(?:at the (?:start|beginning) of (?:the|our|this) (?:conversation|chat)|(?:like )?(?:two|three|several|many|multiple|\d+) times(?: already)?)$/i, '');
  // "revert the last change it made it worse": what the change did is why.
  if (/ (?:made|makes|broke|breaks) /i.test(c)) c = c.replace(/,?\s+(?:it|that|this|which) (?:made|makes|broke|breaks) (?:it|things|everything|the \w+)(?: (?:worse|again|even worse))?$/i, '').trim();
  // "No butter please, I'm lactose intolerant": a courtesy left at the end once the reason is gone. (Its tail is
  // tested first: a pattern that may start anywhere is tried at every position of every clause.)
  if (/(?:please|pls|thanks|thank you)$/i.test(c.slice(-12))) c = c.replace(/[\s,]*(?:please|pls|thanks|thank you)$/i, '').trim();
  // "use f-strings and print() obviously": a word of impatience at the end is tone, not part of the rule (and ", agreed"
  // a nod to the reply).
  if (/(?:obviously|of course|duh|lol|lmao|haha|ffs|agreed)$/i.test(c.slice(-12))) c = c.replace(/(?<!\b(?:no|and|or))[\s,]+(?:obviously|of course|duh|lol|lmao|haha+|ffs|agreed)$/i, '').trim();
  if (!c || c.length > 220) return null;
  // "The next step is to connect the form to the real API": the plan for this task, not a rule.
  // "Look at the footprints", "look into it": where to look is this task's errand, never a rule of its own.
  if (/^look (?:at|into|for|through|over|up|again|closer|carefully|here|inside)\b/i.test(c)) return null;
  if (/^(?:the )?next (?:step|task|thing) (?:is|will be)\b/i.test(c)) return null;
  // "Don't write code yet", "don't worry about the GUI for now": a hold on this step, which a stored rule would make
  // permanent.
  if (/^(?:please )?(?:don'?t|do not) (?:\w+ ){0,4}?(?:yet|for now|right now|at the moment)\b/i.test(c)) return null;
  // ("We don't need dead-letter queues yet, we can add them later": not needed for now is the same hold.)
  if (/^(?:we|i) (?:don'?t|do not) need (?!to\b)(?:\S+ ){0,4}?(?:yet|for now|right now|at the moment)\b/i.test(c)) return null;
  // ("chinese please": the courtesy, read off above, is what makes a bare language name a request.)
  const lang = answerLanguage(c, /(?:please|pls|plz)[.!\s]*$/i.test(raw));
  if (lang) return lang;
  const unwanted = whyUnwanted(c);
  if (unwanted) return unwanted;
  // "Why do you keep calling me Sir?": the question is the complaint; what it keeps doing is what to stop.
  const whyKeep = question ? WHY_KEEP.exec(c) : null;
  // ("Why do you keep giving me the wrong answer?" is a failure, not a habit to stop.)
  if (whyKeep && !/\b(?:wrong|same|mistakes?|errors?|incorrect|bad|broken|nonsense|garbage|useless|false)\b/i.test(c)) return readClause(`you keep ${c.slice(whyKeep[0].length)}`);
  // "Who asked you to rename UserList?", "I never told you to touch the config": the action reproached is the ban.
  const unasked = /^(?:who (?:asked|told) you to|(?:nobody|no one) (?:asked|told) you to|(?:i|we) (?:never|didn'?t|did not) (?:ask|asked|tell|told) you to)\s+(.{2,80}?)[?!]*$/i.exec(c);
  if (unasked && VERB_START.test(unasked[1]!)) return { text: finish(`Don't ${unasked[1]}`), polarity: 'dont', en: finish(`Don't ${unasked[1]}`), original: null, corrected: null, reproach: true };
  if (question && QUESTIONISH.test(c)) return null;
  const tpl = templates(c, question);
  if (tpl) return tpl;
  const stated = (text: string, polarity: 'do' | 'dont'): Directive => ({ text: finish(text), polarity, en: finish(text), original: null, corrected: null });
  // "I'm vegetarian, I can't eat chicken", "I don't eat pork": what the user is or cannot have, said as a fact.
  if (!question && (USER_CONSTRAINT.test(c) || USER_SETUP.test(c))) return stated(c, /n't|\bnot\b|\bcannot\b/i.test(c) ? 'dont' : 'do');
  // "we're on postgres, so double quotes for identifiers, no backticks": the setup and what follows from it, together
  // (each comma-part alone says less: "We're on postgres.").
  const so = question ? null : SETUP_SO.exec(c);
  if (so) return stated(c, /^(?:don'?t|do not|never|no)\b/i.test(so[1]!) ? 'dont' : 'do');
  // "go back to fetch": the way the reply replaced, asked for again ("go back to sleep" is not a way of working).
  if (!question && /^(?:just |please )?go back to (?!sleep|bed|work|school|the (?:start|beginning|top|previous (?:step|question|topic)|main menu)\b)\S.{0,60}$/i.test(c)) return stated(c, 'do');
  // "we don't do classes for services here": the team's way, said as the ban.
  const teamBan = question ? null : /^we (?:don'?t|do not|never) (?:do|use|write) (?!(?:that|this|it|those|these|them|anything|much)\b)(.{2,60}?)((?: here| in this (?:repo|repository|project|codebase|team|house))?)$/i.exec(c);
  if (teamBan) return stated(`Don't use ${teamBan[1]}${teamBan[2]}`, 'dont');
  // "you can't delete applied migrations": what may not be done, as the ban ("you can't miss it" names no work).
  const youCant = question ? null : /^(?:but |no,? )?you (?:can'?t|cannot|can not|mustn'?t|must not) (?:just |simply |ever )?(?!\w+ (?:anything|any|everything|all|much|more|it|them|this|that|those|these)\b)(?![^,;]*\byet\b)(.{4,80}?)(?:[,;]\s*.*)?$/i.exec(c);
  if (youCant && VERB_START.test(youCant[1]!) && !/^(?:be|say|tell|ask|let|try|see|look|know|find|get)\b/i.test(youCant[1]!)) return stated(`Don't ${youCant[1]}`, 'dont');
  // "I told you not to rename the handlers, put the old names back", "I said not to use jQuery": the ban asked for.
  const notTo = /^(?:(?:i|we) (?:asked|told) you |(?:i|we) said )?not to\s+(.{2,80}?)(?:[,;]\s*.*)?$/i.exec(c);
  // ("not to touch prod": a verb the general list leaves out, since a story's "touch me" is no instruction.)
  if (notTo && !question && (VERB_START.test(notTo[1]!) || /^(?:touch|mess with|play with)\b/i.test(notTo[1]!)) && !/^mention\b/i.test(notTo[1]!)) return stated(`Don't ${notTo[1]}`, 'dont');
  // "You keep using American spelling": what it keeps doing is what to stop.
  // "However you still haven't explained how to say no": what is still owed is the rule ("my question" or "it" names
  // nothing a later answer could keep).
  // "Think it through step by step before you respond": how to work, said with a verb no other rule starts with.
  if (!question && /^think (?:it through|(?:it )?step by step|carefully|harder|twice|first|before (?:you )?(?:answer|respond|reply|write|code|start))\b[^,;]{0,80}$/i.test(c)) return stated(c, 'do');
  const owed = OWED.exec(c);
  if (owed && !question && !/^(?:my|the|your|this|that|it|any|anything|any of (?:it|them|this|that|those|these)|them|those|these|what i (?:asked|said|wanted))\b(?:\s+(?:question|questions|point|request|one))?$/i.test(owed[2]!)) {
    return stated(`${OWED_BASE[owed[1]!.toLowerCase()] ?? owed[1]!} ${owed[2]}`, 'do');
  }
  const keeps = /^you (?:keep|always|still keep|constantly|keep on) (using|adding|writing|putting|making|giving|including|removing|deleting|changing|ignoring|mixing|creating|inventing|apologi[sz]ing|ending|starting|calling|importing|wrapping|translating) (.{2,60})$/i.exec(c);
  if (keeps && !question) {
    return stated(`Stop ${keeps[1]!.toLowerCase()} ${keeps[2]}`, 'dont');
  }
  // "My file uses semicolons as separators": what the user's own material is like, said as the fact to work from.
  const mine = /^(?:but |well |actually )?(?:my|our) (?:file|files|data|dataset|csv|spreadsheet|sheet|table|database|column|columns|input|server|project|repo|app) (?:uses|has|is in|are in|contains|doesn'?t have|does not have|has no)\s+(.{2,60})$/i.exec(c);
  if (mine && !question && words(mine[1]!) <= 6 && !/\b(?:and|but|so|because|i|you|how|what|which)\b|,/i.test(mine[1]!)) {
    return stated(c.replace(/^(?:but|well|actually) /i, ''), /n't\b|\bnot\b|\bhas no\b/i.test(c) ? 'dont' : 'do');
  }
  // "The file is semicolon separated": how the user's file is split is the fact to read it by.
  if (!question && /^(?:but |well |actually )?(?:my|our|the) (?:file|files|data|dataset|csv|export|spreadsheet|sheet|input) (?:is|are) (?:semicolon|tab|comma|pipe|space)[- ]?(?:separated|delimited)\b[^,;]{0,40}$/i.test(c)) return stated(c.replace(/^(?:but|well|actually) /i, ''), 'do');
  // "My teacher wants us to show every step, don't skip any": what they want is the rule.
  const wants = /^(?:my|our|the) (?:teacher|professor|lecturer|tutor|boss|manager|client|editor|team|company|school|university) (?:wants|requires|expects|needs|asks for) (?:us |me |you )?(?:to )?(.{3,140})$/i.exec(c);
  if (wants && !question) return stated(wants[1]!, 'do');
  // "Short answers, no intro", "Bullet points, no fluff": a wanted thing and a ban, both named; the rule is the pair.
  const pairBan = /^((?:just |only )?[a-z][\w'-]*(?: [\w'-]+){0,3}),\s*(?:and )?no\s+([\w'-]+(?: [\w'-]+){0,3})$/i.exec(c);
  if (pairBan && !question && !ROMANCE.test(c) && !VERB_START.test(pairBan[1]!) && !/^(?:i|you|we|they|it|this|that|there|he|she|great|perfect|ok|okay|good|fine|nice|cool|awesome|thanks|thank you|yes|yeah|sure|alright|done|right)\b|\b(?:is|are|was|were|do|does|did|has|have|had)\b/i.test(pairBan[1]!) && !/^(?:problem|worries|thanks|idea|need)\b/i.test(pairBan[2]!)) {
    const text = finish(c);
    return { text, polarity: 'dont', en: text, original: null, corrected: null };
  }
  // "less dialogue, more description": the balance asked for, both sides named.
  if (!question && /^(?:much |a lot |way )?(?:less|fewer) [\w'-]+(?: [\w'-]+){0,2},?\s+(?:and\s+)?(?:much |a lot |way )?more [\w'-]+(?: [\w'-]+){0,2}$/i.test(c)) {
    const text = finish(c);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  // "It should be like that (right)": what it should be like is somewhere else.
  if (/^(?:it|this|that)\s+(?:should|must|needs? to|has to)\s+(?:be|look|work)\s+(?:like\s+)?(?:that|this|so|it)(?:\s+(?:right|again|too))?$/i.test(c)) return null;
  // "For the controls, instead of arrows, can we make a joystick?": the wanted side is in the question, not here.
  if (question && /,\s*(?:can|could|would|will|should|shall)\s+(?:we|you|i)\s+\w+/i.test(c)) return null;
  // "You're still using offset, I said cursor": what it uses, against what the user said.
  const still = /^you(?:'re| are) (?:still |again )?using (.{1,40}?),?\s+(?:but |when )?i (?:said|asked for|wanted|told you(?: to use)?) (?:to use )?(.{1,40})$/i.exec(c);
  const said = still && !question ? pair(still[2]!, still[1]!) : null;
  if (said) return said;
  // "You shouldn't have dropped users_old", "you weren't supposed to touch the config": what it did, as what not to do.
  const regret = /^you (?:really )?(?:shouldn'?t|should not|should never|weren'?t supposed to|were not supposed to|didn'?t need to|did not need to)(?: have)? ([\w-]+) ([^,;]{2,80})(?:[,;].*)?$/i.exec(c);
  const regretted = regret && !question ? regret[1]!.toLowerCase() : '';
  const undone = Object.hasOwn(BASE, regretted) ? BASE[regretted] : BASE_FORMS.has(regretted) ? regretted : undefined;
  if (undone) return stated(`Don't ${undone} ${regret![2]}`, 'dont');
  // "You didn't run the tests": what it should have done, said as the thing to do.
  const didnt = /^you (?:didn'?t|didnt|did not|never) (?:even |actually |ever |really )?(run|test|check|read|update|commit|build|verify|save|export|follow|use|import|install|restart|rebuild|lint|format|include|mention|add|cite|translate|answer)\s+(.{2,80})$/i.exec(c);
  if (didnt && !question && !ANAPHOR.test(didnt[2]!)) {
    const text = finish(`${didnt[1]!.charAt(0).toUpperCase()}${didnt[1]!.slice(1).toLowerCase()} ${didnt[2]}`);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  // "I wanted the bullet manager to be a child of the player (and so this doesn't fix it)": what it should be.
  const toBe = /^i (?:wanted|want|needed|need|meant|expected) (?!you\b|it\b|this\b|that\b|them\b)((?:the |my |our |this |that |each |every |all )?[\w.@/#-]+(?: [\w.@/#-]+){0,3}) to be (.{2,80}?)(?:,? (?:and|but|so) (?:so )?(?:this|that|it|now)\b.*)?$/i.exec(c);
  // ("I want to move @scripts/ to be in @assets/" and "I want replace Kiro to be driven" name an act, not a thing.)
  if (toBe && !question && !/\b(?:not|n't)\b/i.test(toBe[2]!) && !/^to\b/i.test(toBe[1]!) && !VERB_START.test(toBe[1]!)) {
    const text = finish(`${toBe[1]} should be ${toBe[2]}`);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  // "Perhaps the buttons should be part of a QuickSettings panel, instead?": the user's proposal, hedged.
  const hedged = /^(?:perhaps|maybe)\s+((?:the |this |that |these |those |each |every |all |our |my )?[\w.@/#-]+(?: [\w.@/#-]+){0,3}) should (be |go |live |use |run |stay |move )(.{2,80}?)(?:,?\s*instead)?\??$/i.exec(c);
  // ("Maybe the buttons should be in the footer?" only wonders: without "instead" a hedged question states nothing.)
  if (hedged && !/^(?:i|we|you|it|this|that)$/i.test(hedged[1]!) && (!question || /\binstead\??$/i.test(c))) {
    const text = finish(`${hedged[1]} should ${hedged[2]}${hedged[3]}`);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  // "I wanted Latin American Spanish, not Spain Spanish": what was wanted, against what came.
  const wanted = /^(?:i|we) (?:wanted|want|asked (?:you )?for|needed|need|expected) (?!to\b)(.{1,60}?),?\s+not\s+(.{1,50})$/i.exec(c);
  const asked = wanted && !question ? contrast(`${wanted[1]}, not ${wanted[2]}`) : null;
  // ("I wanted a poem, not a story": a thing named with its article is what was wanted, not a thing to use.)
  if (asked && /^(?:a|an|the)\s/i.test(wanted![1]!) && /^Use /.test(asked.text)) return unUsed(asked);
  if (asked) return asked;
  // "I asked for 5 slides, you gave me 8": what was asked for, against what came.
  const gave = /^i (?:asked for|wanted|requested|said) (.{1,40}?),\s*(?:but |and )?you (?:gave me|wrote|made|sent|did|used) (.{1,40})$/i.exec(c);
  if (gave && !question) {
    const text = finish(`I asked for ${gave[1]}, not ${gave[2]}`);
    return { text, polarity: 'do', en: text, original: gave[2]!, corrected: gave[1]! };
  }
  // "That's a left join, I need an inner join here": what came, against what the user needs.
  // "you answered for 2023, I asked about 2024": what it gave, and what was asked.
  const got = /^(?:that'?s|this is|it'?s|you (?:used|gave me|wrote|made|answered(?: for| about| with)?|picked|chose|wrote about|talked about|calculated(?: for)?)) (.{1,40}?),\s*(?:but )?i (?:need|want|asked for|asked about|wanted|needed|said|meant) (.{1,40}?)(?: here| instead| please)?$/i.exec(c);
  // ("it's for my boss, I need a short email": whom or what it is for is no thing that came.)
  const gotPair = got && !question && !/^(?:not|wrong|right|fine|ok|okay|good|great|it|that|this|for|to|about|at|in|on|from|by|because|since|due|just|only)\b/i.test(got[1]!) ? pair(got[2]!, got[1]!) : null;
  if (gotPair) return gotPair;
  // "You committed the .env file", "you overwrote my config": what it did, said as what not to do.
  const did = /^you (?:also |just )?(committed|pushed|uploaded|overwrote|exposed|leaked) (?!it\b|that\b|this\b|them\b|everything\b)(.{2,60})$/i.exec(c);
  // "You committed the changes, great" reports; only what should not have been committed or pushed is a rule.
  const shared = did && /^(?:committed|pushed|uploaded)$/i.test(did[1]!);
  const harmful = shared ? /\.env\b|env file|secrets?\b|api keys?\b|keys\b|credentials\b|passwords?\b|tokens?\b|node_modules\b|private key|\bto (?:main|master|prod|production)\b|\bwithout\b|\bdirectly\b/i.test(did![2]!) : true;
  if (did && harmful && !question && !/\b(?:thanks?|thank you|great|perfect|nice|good|awesome|cool)\b/i.test(raw) && !/\b(?:and|but|so|because|which)\b/i.test(did[2]!)) {
    const verb = BASE[did[1]!.toLowerCase()] ?? did[1]!.toLowerCase();
    const text = finish(`Don't ${verb} ${did[2]}`);
    return { text, polarity: 'dont', en: text, original: null, corrected: null };
  }
  // "We can't use window functions": what the user's setup rules out is the ban.
  const cant = /^(?:we|i) (?:can'?t|cannot|can not|are not allowed to|aren'?t allowed to|am not allowed to|must not|mustn'?t|are not able to) use\s+(.{2,80})$/i.exec(c);
  if (cant && !question) {
    const text = finish(`Don't use ${cant[1]}`);
    return { text, polarity: 'dont', en: text, original: cant[1]!, corrected: null };
  }
  const ctr = contrast(c);
  if (ctr && !NEG_START.test(c)) return ctr;
  let m = /^(?:don'?t|do not|never) forget(?: that)?,?\s+(?!to\b|about\b)(.{3,140})$/i.exec(c);
  if (m) {
    const text = finish(`${rememberOf(c, m[1]!)} ${m[1]}`);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  m = /^(?:don'?t|do not|never) forget to\s+(.{2,140})$/i.exec(c);
  if (m) {
    const text = finish(`Don't forget to ${m[1]}`);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  if (question && /^(?:don'?t|doesn'?t|didn'?t|won'?t|wouldn'?t|isn'?t|aren'?t)\s+(?:you|we|i|it|they|he|she|this|that)\b/i.test(c)) return null;
  m = NEG_START.exec(c);
  if (m) {
    // "dont' disable the button": a stray apostrophe is a typo of the contraction.
    const rest = c.slice(m[0].length).replace(/^['’]\s+(?=\p{L})/u, '');
    if (words(rest) < 1 || ANAPHOR.test(rest)) return null;
    if (/^(?:worry|worries|mind|bother)\b/i.test(rest)) return null;
    // "Never, till Caesar's three and thirty wounds…" is verse; "Don't you dare…" is someone talking.
    if (/^[,;:.!?)\]]/.test(rest) || /^you\b/i.test(rest)) return null;
    // "…said about embracing beauty and never letting it turn sexual": "never" before a gerund tells, it does not ask.
    if (/^(?:never|don'?t|dont|do not)$/i.test(m[1]!) && /^\w{3,}ing\b/i.test(rest) && !/^(?:bring|string|spring|swing|sting|cling|fling|sling)\b/i.test(rest)) return null;
    // "Never finished because …", "never asked for this": "never" before a past tells what happened, it does not ban.
    if (/^never$/i.test(m[1]!) && /^\w{2,}ed\b/i.test(rest) && !/^(?:need|feed|embed|seed|speed|proceed|exceed|succeed|shred|bleed|breed|heed|shed|embed)\b/i.test(rest)) return null;
    // "Don't stop using semicolons": two negations ask to keep doing it.
    const keep = /^(?:don'?t|dont|do not|never)$/i.test(m[1]!) ? /^(?:stop|quit)\s+(\w+ing\b.*)$/i.exec(rest) : null;
    if (keep) {
      const text = finish(`Keep ${keep[1]}`);
      return { text, polarity: 'do', en: text, original: null, corrected: null };
    }
    const lead = m[1]!.toLowerCase().replace(/^dont$|^do not$/, "don't");
    const head = lead === "don't" ? "Don't" : lead.charAt(0).toUpperCase() + lead.slice(1);
    const text = finish(`${head} ${rest}`);
    return { text, polarity: 'dont', en: text, original: null, corrected: null };
  }
  // "No comments in the code", "no emojis": a ban stated as a noun phrase.
  m = /^no\s+(?!(?:had|has|have|do|does|did|can|could|will|would|should|must|i|you|we|they|he|she|it|that|this|which|what|who|when|where|why|how|but|and|so|then|for|to|in|on|at|with|from|of)\b)(?!problem|worries|rush|hurry|pressure|stress|big deal|biggie|hard feelings|thanks|thank|need\b|other\b|further\b|idea|way|matter|one\b|longer|doubt|wonder|offense|kidding|joke\b|(?:room|space|time|money|budget) (?:for|to|left)\b|luck|change|difference|error|errors|issue|issues|output|response|results?|improvement|progress|effect|function|such|module|route|match|data|value|signal|connection|access|permission)(.{2,80})$/i.exec(c);
  // Not a ban: a state ("no improvement", "no function clause matching in …") or Spanish/Portuguese (ROMANCE).
  // "No bullshit you're geeked up": a clause after the noun is someone talking, not a ban.
  if (m && /\b(?:you|i|we|they|he|she|it)(?:'re|’re|'m|’m|'s|’s)\b/i.test(m[1]!)) m = null;
  // "cool, no more warnings": the fix working, reported.
  if (m && GONE_NOW_RULE.test(m[1]!)) m = null;
  // "No fix needed", "No answer yet": what is not needed, or has not come, is a state ("no explanation needed" is a ban).
  // ("nope. … no reconnect attempts in the network tab at all": what the user saw happen, not what to leave out.)
  if (m && /\bin (?:the|my) (?:network tab|console|logs?|output|terminal|response|database|db|devtools|inspector|dom|browser)\b/i.test(m[1]!)) m = null;
  if (m && /\b(?:needed|required|necessary|yet|so far|found|available|left|anymore|at all)\s*(?:$|[,;]\s*(?:let'?s|we|i|now|so|and|then|just|moving)\b)/i.test(m[1]!) && !/\b(?:explanations?|intros?|introductions?|summar(?:y|ies)|comments?|apolog\w*|disclaimers?|preambles?|caveats?|emojis?|notes?|context)\b/i.test(m[1]!)) m = null;
  // ("no comments unless something is non-obvious": a verb in the condition after the thing banned is no state.)
  const banned = m ? m[1]!.split(/\b(?:unless|except (?:when|if|where))\b/i)[0]! : '';
  if (m && !question && !/^(?:a|an|the)\b/i.test(m[1]!) && !/\b(?:is|are|was|were|has|have|appears?|shows?|works?|references?|imports|calls|needs|matches|contains|exists|seems|looks|depends|refers)\b/i.test(banned) && !ROMANCE.test(m[1]!) && !/^(?:me|te|nos|les)\s/i.test(m[1]!) && !/,\s*(?:but|sino|mais|sondern|aber|pero|mas)\b/i.test(m[1]!)) {
    const text = finish(`No ${m[1]}`);
    return { text, polarity: 'dont', en: text, original: null, corrected: null };
  }
  m = /^no need (?:to|for)\s+(.{2,80})$/i.exec(c);
  if (m) {
    const text = finish(/^to\b/i.test(m[0].slice(8)) ? `Don't ${m[1]}` : `Don't add ${m[1]}`);
    return { text, polarity: 'dont', en: text, original: null, corrected: null };
  }
  // "For now we don't need to do git committing", "there's no need to explain the code": said as what is not needed,
  // meant as a ban, and a "for now" stays with it.
  m = /^(?:(for now|for the moment|right now|at this point|at this stage),?\s+)?(?:(?:there'?s|there is) no need to|(?:you|we) (?:don'?t|do not) need to)\s+(?!(?:worry|apologi[sz]e|thank|ask|be sorry)\b)(.{2,80})$/i.exec(c);
  if (m && !question) {
    const text = finish(`Don't ${m[2]}${m[1] ? ` ${m[1].toLowerCase()}` : ''}`);
    return { text, polarity: 'dont', en: text, original: null, corrected: null };
  }
  m = /^always\s+(.{2,120})$/i.exec(c);
  if (m) {
    if (ANAPHOR.test(m[1]!)) return null;
    const text = finish(`Always ${m[1]}`);
    return { text, polarity: /\b(?:don'?t|do not|never|not)\b/i.test(m[1]!) ? 'dont' : 'do', en: text, original: null, corrected: null };
  }
  m = /^(?:remember|keep in mind|note|bear in mind)(?: that)?[:,]?\s+(.{3,140})$/i.exec(c);
  // "Please remember that for your instructions": "that" points back at what was said before; it states nothing.
  if (m && /^(?:remember|keep in mind|note|bear in mind) that\s+(?:for|in|from|when|as|going|next|too|always|please|now|later|forever)\b/i.test(c)) return null;
  if (m) {
    const text = finish(`${rememberOf(c, m[1]!)} ${m[1]}`);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  m = /^you (?:forgot|forget|missed|omitted|left out|skipped|ignored|overlooked)\s+(?:to\s+)?(.{2,100})$/i.exec(c);
  if (m) {
    // "You forgot the checkbox I asked for": that it was asked for is why it is a rule, not part of it ("what I said"
    // keeps its words: "what" alone names nothing).
    // ("You forgot the product rule for the second time": how often it was forgotten is the reproach, not the rule.)
    const asked = m[1]!.replace(ASKED_FOR, '').replace(/\s+(?:again|(?:once )?again|for the (?:second|third|fourth|fifth|\d+(?:st|nd|rd|th)|umpteenth|last|nth) time|twice|(?:three|four|five) times|every (?:single )?time)\s*$/i, '');
    if (!/^(?:what|everything|something|anything|all|that|this|it)$/i.test(asked)) m[1] = asked;
    // "You skipped the test instead of fixing the bug", "you ignored my notes": done on purpose, not forgotten.
    const deliberate = /^you (skipped|ignored|overlooked)\b/i.exec(c);
    if (deliberate) {
      const verb = { skipped: 'skip', ignored: 'ignore', overlooked: 'overlook' }[deliberate[1]!.toLowerCase() as 'skipped' | 'ignored' | 'overlooked'];
      const text = finish(`Don't ${verb} ${m[1]}`);
      return { text, polarity: 'dont', en: text, original: null, corrected: null };
    }
    const text = finish(`Don't forget ${/^you forgot to/i.test(c) ? 'to ' : ''}${m[1]}`);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  m = /^i (?:would |'d |really |generally |always )?prefer\s+(.{2,100})$/i.exec(c);
  if (m) {
    const text = finish(`Prefer ${m[1]}`);
    return { text, polarity: /\b(?:not|no|without)\b/i.test(m[1]!) ? 'dont' : 'do', en: text, original: null, corrected: null };
  }
  // "the status bar is black which should have been white": what it is goes, what it should be stays.
  if (c.includes(' should ')) {
    const was = /^((?:the|my|our|this|that|these|those|every|each) [\w.@/#-]+(?: [\w.@/#-]+){0,2}) (?:is|are|was|were|looks?|came out|comes out) (?!not\b)[^,]{1,30}?,? (?:which|that|but it|but they|and it|and they|it|they) should(?: have been| be) (.{2,100})$/i.exec(c);
    if (was) c = `${was[1]} should be ${was[2]}`;
  }
  m = /^(it|this|that|they|these|those|(?:(?:the|all the|all|every|each|our|my|your) )?[\w.@/#-]+(?: [\w.@/#-]+){0,2}) (should|must|needs? to|has to|have to) (not )?(.{2,100})$/i.exec(c);
  // "It should be (it will be empty if not needed)": what it should be is elsewhere; only an aside is left. "The
  // closing delimiter should always be on its own line" names a thing; "I think it should be fine" and "maybe the
  // buttons should …" are the user's guesses, and "… should have been white" reports what went wrong.
  // "That should be enough for my use case", "this should work": a guess about what is there, not a rule.
  if (m && /^(?:it|this|that)$/i.test(m[1]!) && !m[3] && /^(?:be (?:enough|fine|ok|okay|good|sufficient|all|it|right|correct)|work|do\b|help|fix)/i.test(m[4]!)) m = null;
  if (m && !question && (/^(?:it|this|that|they|these|those)$/i.test(m[1]!) || !SUBJECT_NOT.test(m[1]!)) && !/^(?:be\s+)?\(/i.test(m[4]!) && !/^(?:have|'ve) (?!been\b)(?:\w+ed|done|gone|made|written|given|taken|seen|known|shown|run|put|set|kept|left|told|said|had|got|gotten|built|sent|found|thought|brought)\b|\b(?:now|by now|already|yet)$/i.test(m[4]!)) {
    // "The status bar should have been white": what it should be.
    const text = finish(`${m[1]} ${m[2]} ${m[3] ?? ''}${m[4]!.replace(/^have been\b/i, 'be')}`.replace(/\s+/g, ' '));
    return { text, polarity: m[3] || /^(?:always |ever )?(?:be |have |contain |include |use |show )?(?:no|never|none|nothing)\b/i.test(m[4]!) ? 'dont' : 'do', en: text, original: null, corrected: null };
  }
  // "It can't be var, it can only be val.", "The header shouldn't scroll": the same, said with "can only" or a negation.
  // "It can't find the module" reports; only "can't be" states what something must not be.
  // "Billing tab shouldn't be visible to non-admins": a named thing of two words, without its article.
  m = /^(it|this|that|they|these|those|(?:the|this|that|these|those) [\w-]+(?: [\w-]+)?|[\w.-]+(?: [\w.-]+)?) (can only|shouldn'?t|mustn'?t|must never|should never|may only|can'?t(?= be\b)|cannot(?= be\b)) (.{2,100})$/i.exec(c);
  // ("taskViewModel val cannot be reassigned" is a compiler's error, not a rule.)
  const bareTwo = !!m && /^[\w.-]+ [\w.-]+$/.test(m[1]!) && !/^(?:the|this|that|these|those) /i.test(m[1]!);
  if (m && !question && !(bareTwo && /^can(?:'?t|not)$/i.test(m[2]!)) && !/^(?:i|we|you)$|^(?:i|we|you|he|she|maybe|also|so|and|but|then|now|just|probably|perhaps|honestly|really|there|which|what|who) |^(?:it|this|that|they) (?:really|just|also|still|probably|definitely|certainly|actually|honestly|simply|even|now)$/i.test(m[1]!)) {
    const text = finish(c);
    return { text, polarity: /only/i.test(m[2]!) && !/\bnot\b|n't/i.test(m[3]!) ? 'do' : 'dont', en: text, original: null, corrected: null };
  }
  // "I don't want to delete the .specstory files yet": the user's own "don't", said of the assistant's next step.
  m = /^(?:i|we) (?:really )?(?:don'?t|do not|didn'?t|did not) (?:want|need) (?:you )?to\s+(.{3,120})$/i.exec(c);
  // "I don't want to rent a car": the user's own plans, kept in the user's words (the assistant rents nothing).
  if (m && !question && !/\bwant you\b/i.test(c) && USER_ACTS.test(m[1]!)) return stated(c, 'dont');
  if (m && VERB_START.test(m[1]!) && !/^(?:be|say|sound|ask|bother|let)\b/i.test(m[1]!)) {
    const text = finish(`Don't ${m[1]}`);
    return { text, polarity: 'dont', en: text, original: null, corrected: null };
  }
  // "I don't want the fastest, I want the cheapest": the pair is the rule ("The cheapest, not the fastest.").
  m = /^(?:i|we) (?:really )?(?:don'?t|do not) (?:want|need) (?!to\b)([^,;]{2,40}?)[,;]?\s+(?:i|we) (?:want|need) (?!to\b)([^,;]{2,40})$/i.exec(c);
  if (m && !question) {
    const text = finish(`${m[2]!.charAt(0).toUpperCase()}${m[2]!.slice(1)}, not ${m[1]}`);
    return { text, polarity: 'do', en: text, original: m[1]!, corrected: m[2]! };
  }
  // "I don't want it to be displayed before a click": what the thing must not do, said of the thing.
  m = /^(?:i|we) (?:really )?(?:don'?t|do not) want (it|this|that|them|(?:the|this|that|these|those) [\w.-]+(?: [\w.-]+)?) to\s+(be|show|appear|display|open|scroll|move|change|reload|refresh|close|pop up|look|wrap|overflow|start|autoplay|play|reset|expand|collapse|load|trigger|fire|send|include|contain|have)\b(.{0,100})$/i.exec(c);
  if (m && !question) {
    const subject = m[1]!.toLowerCase() === 'them' ? 'they' : m[1]!;
    const text = finish(`${subject.charAt(0).toUpperCase()}${subject.slice(1)} should not ${m[2]}${m[3]}`);
    return { text, polarity: 'dont', en: text, original: null, corrected: null };
  }
  // "I don't want emojis", "I never want bullet points": the thing refused, as a ban ("No emojis.").
  m = /^(?:i|we) (?:really |just )?(?:don'?t|do not|never) (?:want|need)\s+(?!you\b|to\b|it\b|that\b|this\b|them\b|anything\b|(?:any )?help\b)((?:any |more |the |those |these |an? )?[a-z][\w' -]{1,60})$/i.exec(c);
  if (m && !question && !/\b(?:is|are|was|were|will|would|because|since|but)\b/i.test(m[1]!)) {
    // "I never want my age in any of these letters": something of the user's own, kept out of where it would go.
    const own = /^(my|our) ([\w'-]+(?: [\w'-]+){0,2}) ((?:in|on|at|into) .+)$/i.exec(m[1]!);
    if (own) return stated(`Don't put ${own[1]!.toLowerCase()} ${own[2]} ${own[3]}`, 'dont');
    // ("I don't want my real name" names no place: "No my real name." would say nothing.)
    if (!/^(?:my|our|his|her|their|your)\s/i.test(m[1]!)) {
      const thing = m[1]!.replace(/^(?:any|the|those|these|an?)\s+/i, '');
      const text = finish(`No ${thing}`);
      return { text, polarity: 'dont', en: text, original: null, corrected: null };
    }
  }
  // "I'd rather have no emojis and no hashtags at all, it's not my style", "I'd rather you didn't use emojis", "I'd
  // prefer shorter paragraphs": what the user would rather get is the rule. (Not a plan of their own, "I'd rather
  // write it myself", nor a choice made once, "I'd rather go with option B".)
  m = /^i(?:'d| would) (?:much |really )?(?:rather|prefer)(?: (?:to )?(?:have|get|see))? ([^,;]{2,80})(?:[,;].*)?$/i.exec(c);
  if (m && !question) {
    const rest = m[1]!.replace(/\s+at all$/i, '');
    const not = /^you (?:didn'?t|did not|wouldn'?t|would not|don'?t|do not|not) (.+)$/i.exec(rest);
    if (not && VERB_START.test(not[1]!)) return stated(`Don't ${not[1]}`, 'dont');
    if (/^no\s+\w/i.test(rest)) return stated(rest, 'dont');
    if (!/^(?:you|to|not|it|that|this|them|i|we|go|stick|do|wait|stay|take|pick|choose|work|focus|talk|hear|know|be)\b/i.test(rest) && !VERB_START.test(rest) && words(rest) <= 6 && !/\b(?:is|are|was|were|if|than|because|but)\b/i.test(rest)) return stated(`Use ${rest}`, 'do');
  }
  // "We use pnpm in this repo", "we don't use axios here": the team's convention is the rule.
  m = /^(?:(in this (?:repo|repository|project|codebase|team|company)),? )?we (?:always |only )?use\s+(.{2,80}?)(?:,\s*so\s+.*)?$/i.exec(c);
  if (m && !question) {
    const text = finish(m[1] ? `${m[1].charAt(0).toUpperCase()}${m[1].slice(1)}, use ${m[2]}` : `Use ${m[2]}`);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  // "This repo uses pnpm", "the project is built with Vite": what the codebase uses is the rule for work in it.
  // ("The app uses 2 GB of memory" reports what it consumes: no rule.)
  m = /^(?:this|the|our) (repo|repository|project|codebase|monorepo|app) (?:uses|runs on|is built (?:with|on))\s+(.{2,60}?)(?:,\s*(?:so|there|it|see|check|look|that|which)\b.*)?$/i.exec(c);
  if (m && !question && !/^(?:it|this|that|them|the same|a lot|too|more|less|up|all)\b/i.test(m[2]!) && !/\d|\b(?:memory|ram|cpu|disk|storage|bandwidth|space|time|seconds?|minutes?|percent)\b/i.test(m[2]!)) {
    return stated(`In this ${m[1]!.toLowerCase()}, use ${m[2]}`, 'do');
  }
  // "Everything in this project is TypeScript + CSS modules": what the codebase is written in is the rule for work in it.
  // ("Everything in this project is broken" says how it is, not what it is written in.)
  m = /^everything (?:in|here in) (?:this|the|our) (repo|repository|project|codebase|monorepo|app) is\s+(?:in\s+|written in\s+)?([^,;]{2,60}?)(?:,.*)?$/i.exec(c);
  if (m && !question && !/^(?:(?:a|an|the|so|very|totally|completely|now|still)\s+)*(?:broken|wrong|fine|ok|okay|good|bad|great|working|messed|mess|outdated|slow|fast|done|ready|failing|red|green|gone|deleted|new|old|legacy|up to date|out of date|disaster|garbage|trash|chaos|dead|stale|not|missing)\b/i.test(m[2]!)) {
    return stated(`In this ${m[1]!.toLowerCase()}, use ${m[2]}`, 'do');
  }
  // "All new endpoints go in routes/v2": where new work belongs.
  m = /^(?:all |any )?new ([\w-]+(?: [\w-]+)?) (?:go|goes|belong|belongs|should go|must go) (in|into|under|to)\s+(.{2,60})$/i.exec(c);
  if (m && !question) {
    return stated(`Put new ${m[1]} ${m[2]!.toLowerCase() === 'to' ? 'in' : m[2]!.toLowerCase()} ${m[3]}`, 'do');
  }
  // "helpers go in src/lib/": where a kind of file belongs, when the place is a folder.
  m = /^(?:the |our |all |any )?([a-z][\w-]+(?: [\w-]+)?) (?:go|goes|belong|belongs|live|lives|should go|should live|must go|need to go) (in|into|under|inside)\s+((?:the )?`?[\w.@~-]*\/[\w./-]*`?(?: (?:folder|directory|dir))?(?: (?:next to|beside|alongside) [\w ./-]{2,40})?)$/i.exec(c);
  // (A file is where one thing is, not where a kind of thing goes: "the settings live in src/pages/Settings.tsx".)
  if (m && !question && !/^(?:it|this|that|they|these|those|things|everything|we|you|i)$/i.test(m[1]!) && !/\/[\w-]*\.\w+`?(?:\s|$)/.test(m[3]!)) {
    return stated(`Put ${m[1]} ${m[2]!.toLowerCase() === 'into' ? 'in' : m[2]!.toLowerCase()} ${m[3]}`, 'do');
  }
  // "Our convention is kebab-case filenames": the convention, said as what to do.
  m = /^(?:our|the) (?:naming )?(?:convention|standard|style guide|rule) (?:here |in this (?:repo|repository|project|codebase|team) )?is (?:to )?(.{2,80})$/i.exec(c);
  if (m && !question) {
    // ("…, rename them back": the task that follows is not part of the convention.)
    const parts = m[1]!.split(/,\s*/);
    while (parts.length > 1 && VERB_START.test(parts[parts.length - 1]!)) parts.pop();
    const x = parts.join(', ');
    return stated(VERB_START.test(x) ? x.charAt(0).toUpperCase() + x.slice(1) : `Use ${x}`, 'do');
  }
  // "We throw AppError", "we name files in kebab-case": the team's way of doing one thing, said as the rule.
  m = /^(?:(in this (?:repo|repository|project|codebase|team|company)),? )?we (?:always |only |usually |normally )?(throw|raise|return|log|wrap|name|prefix|suffix|import|export|validate|format|indent|store|keep|put|call|prefer)\s+(.{2,80})$/i.exec(c);
  if (m && !question) {
    const verb = m[2]!.toLowerCase();
    const text = finish(m[1] ? `${m[1].charAt(0).toUpperCase()}${m[1].slice(1)}, ${verb} ${m[3]}` : `${verb.charAt(0).toUpperCase()}${verb.slice(1)} ${m[3]}`);
    return { text, polarity: 'do', en: text, original: null, corrected: null };
  }
  m = /^we (?:don'?t|do not|never) use\s+(.{2,80})$/i.exec(c);
  if (m && !question) {
    const text = finish(`Don't use ${m[1]}`);
    return { text, polarity: 'dont', en: text, original: null, corrected: null };
  }
  // "I want to set up Posthog instead": the user's wish, said of the next step, is the instruction.
  m = /^i (?:really |just |only )?(?:want|need|would like|'d like) to\s+(.{3,120})$/i.exec(c);
  if (m && VERB_START.test(m[1]!) && !/^(?:be|say|sound|ask|bother|let|try|see|look|know|check|read|understand)\b/i.test(m[1]!) && !question) {
    const text = finish(m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1));
    return { text, polarity: /\b(?:not|never|without)\b/i.test(m[1]!) ? 'dont' : 'do', en: text, original: null, corrected: null };
  }
  // "I don't like the bold": what the user dislikes in the reply is what to avoid.
  m = /^i (?:really )?(?:don'?t|do not|didn'?t|did not) like\s+(?:the |this |that |these |those |your |all (?:the|these|those) )?([^,;]{2,60})$/i.exec(c);
  if (m && !ANAPHOR.test(m[1]!) && !/^(?:it|that|this|them|how|what|when|where|why|who|you|to\b)/i.test(m[1]!) && !question) {
    const text = finish(`Avoid ${m[1]}`);
    return { text, polarity: 'dont', en: text, original: null, corrected: null };
  }
  // "Let me make sure you understand …" is the user's own plan, not a rule for the assistant.
  if (/^let me\b/i.test(c)) return null;
  // "Start implementation", "Let's continue", "Go ahead and build it": a go-ahead for this task, not a rule.
  if (GO_AHEAD.test(c)) return null;
  // "Finish it.", "Fix that again", "just tell me": a verb and a pronoun name no subject; the review card asks the user instead.
  if (/^[a-z]+ (?:it|this|that|them|these|those|there|here|me|us|(?:this|that|the) (?:part|step|bit|section|one))(?: (?:back|again|too|now|already|properly|as well|as it was|the way it was))?$/i.test(c)) return null;
  // "Try again", "do it over": a retry of this reply, not a rule.
  if (/^(?:try|do it|start|go) (?:again|over)$/i.test(c)) return null;
  // "Build fails", "Test crashed": a noun that is also a verb, and a report of what broke.
  // ("Build succeeded with 4 warning(s)" is a log line.)
  if (/^\w+\s+(?:fails?|failed|failing|broke|broken|crash(?:es|ed)?|errors?|errored|hangs?|timed out|times out|succeeded|completed|finished|passed)\b/i.test(c)) return null;
  // "Search results are empty", "Display shows nothing": a noun that is also a verb, then what it does.
  if (/^[a-z-]+(?:\s+[a-z]+)?\s+(?:is|are|was|were|shows?|showed|returns?|returned|has|have|had|looks?|seems?|gives?|gave|displays?|doesn'?t|does|don'?t|do not|did|didn'?t|isn'?t|aren'?t|wasn'?t|won'?t|can'?t|cannot|still|keeps?|kept|stays?|stayed|gets?|got|goes|went|disappears?|disappeared|overlaps?|became|becomes)\b/i.test(c) && !/^(?:make|keep|let|have|leave)\b/i.test(c)) return ctr;
  // "Colour, organise, centre.": words listed as examples, not an imperative.
  if (/^[\p{L}'’-]+(?:,\s*[\p{L}'’-]+)+$/u.test(c)) return null;
  // "Close, but wrong.", "Close enough, but not quite": a verdict on the reply, in an adjective spelled like a verb.
  if (/^(?:(?:close|clean|clear|open|correct|better)(?: enough)?,\s*(?:but|though|yet)\b|close enough\b)/i.test(c)) return null;
  // "Update 1: …", "Fix 2": a verb and a number label the item that follows; the rule is in it.
  if (/^[a-z]+ (?:#?\d+|[a-z])$/i.test(c)) return null;
  // "Only me and unresponsive original authors", "Only once, last week": "only" before a person or a time states a fact.
  if (/^(?:just|only) (?:me|us|him|her|them|i|we|they|you|once|twice|then|now|because|when|after|since|recently|yesterday|today)\b/i.test(c)) return null;
  // "Double check" alone names nothing to check; "fix both", "redo all of them" name nothing to keep.
  if (VERB_START.test(c) && words(c) >= 2 && !ANAPHOR.test(c) && !BARE_OBJECT.test(c) && !/^(?:just|only) (?:do|use) (?:that|this|it)$|^(?:double[- ]|re-?|cross-)check$/i.test(c)) {
    if (question && !/^(?:can|could|would|will)\b/i.test(raw.trim())) return null;
    // "use pnpm not npm" without a comma was handled above; a plain imperative keeps its own words.
    const neg = /\b(?:not|never|no|without|don'?t)\b/i.test(c);
    const text = finish(c);
    return { text, polarity: neg && /^(?:avoid|skip|leave out|remove|delete)\b/i.test(c) ? 'dont' : neg ? 'dont' : 'do', en: text, original: null, corrected: null };
  }
  if (ctr) return ctr;
  return null;
}


/**
 * Stemming-lite: just enough to make logs/logging/logged, spaces/space, indentation/indent collide.
 * Porter would be more thorough but is big; the rules below are cheap and safe for identifiers because they
 * only touch lowercase alphabetic words longer than three letters.
 */
function stem(word: string): string {
  let w = word;
  if (w.length <= 3 || !/^[a-z]+$/.test(w)) return w;
  if (w.endsWith("'s")) w = w.slice(0, -2);
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies') && w.length > 4) w = w.slice(0, -3) + 'y';
  else if (/(?:s|x|z|ch|sh)es$/.test(w)) w = w.slice(0, -2);
  else if (w.endsWith('s') && !/(?:ss|us|is)$/.test(w)) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length - 3 >= 3) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length - 2 >= 3) w = w.slice(0, -2);
  if (w.endsWith('ation') && w.length - 5 >= 4) w = w.slice(0, -5);
  if (w.endsWith('ly') && w.length - 2 >= 4) w = w.slice(0, -2);
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1);
  // Collapse a final double consonant so "logg"(ing) == "log" and "add"(ing) == "add"; l/s/z doubles are
  // left alone because they are usually part of the root ("call", "class", "jazz").
  if (w.length >= 3 && /([b-df-hj-km-np-rtv-y])\1$/.test(w)) w = w.slice(0, -1);
  return w;
}

const TOPIC: TopicWords = {
  // Directive verbs ("add", "use", "stop") are here on purpose: "Don't add logging" and "No more logs" must share
  // the topic {log}; the direction is read separately.
  stop: (
    "a an the and or but if then so of to in on at by for with from into onto about as is are was were be been " +
    "being am it its it's this that these those there here i me my mine we our you your yours he she they them " +
    "their what which who whom whose when where why how all any both each few more most other some such only own " +
    "same than too very can will just should would could may might must shall do does did doing done don't " +
    "doesn't didn't isn't aren't wasn't weren't won't wouldn't shouldn't can't cannot couldn't not no nor never " +
    "always please pls plz stop stopping start keep make sure use using used add adding added put include write " +
    "give get got let lets let's want need like again anymore any more ever also still even instead rather prefer " +
    "preferably avoid without ok okay yes yeah thanks thank hey hi time times every everything anything something " +
    "thing things way one ones bit lot lots really actually already told tell said say says answer reply response " +
    "respons output " +
    // Wrapper words of generic lessons ("Apply the user's correction: \"…\"") carry no topic.
    "follow user user's standing rule rules apply correction ensure provide forget sure remember mind note " +
    "future now going forward " +
    // Evaluative and age words name no subject ("a good name for my new laptop" is not about migrations).
    "new old good better best nice nicer great" +
    " over than unless except ask asked"
  ).split(/\s+/),
  negative:
    /\b(?:don'?t|do not|doesn'?t|does not|never|stop|no more|no longer|no|not|avoid|without|quit|remove|drop|skip|omit|exclude|disable|ban|leave out|get rid of|less|fewer|nothing|shouldn'?t|should not|mustn'?t|must not|can'?t|cannot|won'?t)\b/iu,
  doubleNegative: /\b(?:don'?t|do not|never) (?:forget|omit|skip|leave out)\b/giu,
  swap: /^(?:.*?\b(?:use|prefer|write|choose|pick|go with|always use)\s+)?(.+?)\s*,?\s+(?:instead of|rather than|over|not)\s+(.+?)[.!]?$/iu,
  aliases: {
    js: 'javascript',
    ts: 'typescript',
    py: 'python',
    k8s: 'kubernetes',
    postgres: 'postgresql',
    pg: 'postgresql',
    md: 'markdown',
    logger: 'log',
    logs: 'log',
    regexp: 'regex',
    env: 'environment',
    repo: 'repository',
    db: 'database',
  },
  exclusive: [
    ['tabs', 'spaces'],
    ['british', 'american'],
    ['single', 'double'],
    ['camelcase', 'snake_case', 'kebab-case', 'pascalcase'],
    ['npm', 'pnpm', 'yarn', 'bun'],
    ['formal', 'casual', 'informal'],
    ['concise', 'verbose', 'detailed'],
    ['celsius', 'fahrenheit'],
    ['metric', 'imperial'],
    ['semicolons', 'semicolon-free'],
    ['ascending', 'descending'],
    ['synchronous', 'asynchronous'],
    ['landscape', 'portrait'],
    ['summer', 'winter'],
  ],
  exclusivePhrases: [
    ['smallest', 'largest'],
    ['smallest', 'biggest'],
    ['highest', 'lowest'],
    ['oldest', 'youngest'],
    ['fastest', 'slowest'],
    ['dark mode', 'light mode'],
    ['first person', 'second person', 'third person'],
    ['past tense', 'present tense'],
  ],
  stem,
  concepts: [
    [/^(short|shorter|concise|terse|brief|briefer|succinct|compact|shorten|brevity|tldr|less|verbose|wordy|lengthy|long)$/, '@brief'],
    [/^(english|chinese|spanish|japanese|german|french|portuguese|language)$/, '@lang'],
    [/^(comment|comments|commenting|docstring|docstrings)$/, '@comments'],
    [/^(emoji|emojis)$/, '@emoji'],
    [/^(markdown|bullet|bullets|headings|table|tables|format|formatting)$/, '@format'],
    [/^(test|tests|testing|unittest|spec|specs)$/, '@tests'],
    [/^(type|types|typed|typescript|typing|any)$/, '@types'],
    [/^(simple|simpler|simplify|simplified|complex|complicated)$/, '@simple'],
  ],
  repeatStop:
    "a an the and or but to of in on at for with is are be been was were it its this that these those i you we me my your our please can could would will just so do does did not no yes ok okay it's i'm don't also then now there here as by from if when what how why which all any some more most very really keep make be output give write use continue thanks thank go ahead next sure great done good nice perfect try again more".split(
      ' ',
    ),
};

/**
 * Chat shorthand and apostrophes left out ("u forgot the conclusion", "thats not it", "dont"), spelled out. Only words
 * that are never ordinary English on their own: "its", "ill", "were" and "id" are words, so they stay.
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  u: 'you', urself: 'yourself', thats: "that's", dont: "don't", doesnt: "doesn't", didnt: "didn't", isnt: "isn't",
  wasnt: "wasn't", arent: "aren't", werent: "weren't", cant: "can't", wont: "won't", couldnt: "couldn't",
  shouldnt: "shouldn't", wouldnt: "wouldn't", havent: "haven't", hasnt: "hasn't", im: "i'm", ive: "i've",
  youre: "you're", youve: "you've", theres: "there's", whats: "what's", pls: 'please', plz: 'please', abt: 'about',
};
// "ur" is "you're" before a state or a verb in -ing ("ur wrong", "ur ignoring me"), else "your" ("ur answer").
const UR_STATE = /^(?:wrong|not|still|just|so|always|literally|clearly|totally|completely|really|supposed|going|gonna|too|a|an|the|right|confused|lying|useless|kidding|\w+ing)$/i;
// "r" is "are" only between the words it joins in chat ("why r u", "u r wrong"): "R" alone is the language.
const R_BEFORE = /\b(?:why|how|what|where|who|which|when|u|you|we|they|these|those|there)\s+$/i;

// Only the shorthand words themselves are visited: a callback per ordinary word would cost more than the cues.
const SHORTHAND_RE = new RegExp(`(?<![\\p{L}\\p{N}'’_./-])(${[...Object.keys(SHORTHAND), 'ur', 'r'].join('|')})(?![\\p{L}\\p{N}'’_/-]|\\.\\w)`, 'giu');

function respell(s: string): string {
  return s.replace(SHORTHAND_RE, (w, _g, at: number, all: string) => {
    const low = w.toLowerCase();
    // All capitals ("IM", "U") are names and acronyms, not shorthand.
    if (w.length > 1 && w === w.toUpperCase()) return w;
    let out: string | undefined = SHORTHAND[low];
    // A capital "U" is "you" only where a sentence starts ("U forgot …"); elsewhere it is a name ("U-turn", "type U").
    if (w === 'U' && !/(?:^|[.!?]\s+)$/.test(all.slice(Math.max(0, at - 3), at))) return w;
    if (low === 'ur') out = UR_STATE.test(/^\s*([\w']+)/.exec(all.slice(at + w.length))?.[1] ?? '') ? "you're" : 'your';
    if (w === 'r' && (R_BEFORE.test(all.slice(Math.max(0, at - 12), at)) || /^\s+(?:u|you|we|they)\b/i.test(all.slice(at + 1, at + 8)))) out = 'are';
    if (!out) return w;
    return /^[A-Z]/.test(w) ? out.charAt(0).toUpperCase() + out.slice(1) : out;
  });
}

// "You hardcoded the API key", "why did you remove the header?": what the assistant did (group 1), to what (group 2).
const DID_TO =
  /^(?:no+,?\s*)?(?:why (?:did|have) you\s+(?:just\s+)?([a-z]+)\s+|you(?:'ve| have| just| accidentally| again| also)*\s+([a-z]+ed|put|left|set|broke|wrote|rewrote|overwrote|made|took|cut|hid)\s+)((?:the|my|your|our|this|that|these|those)\s+[\w@/-]+(?:[.\s][\w@/-]+){0,3}?|[\w@/-]+(?:\.[\w-]+)?)(?=\s*(?:[,.!?;]|$|\s+(?:in|on|to|from|into|again|instead|there|here|and|but|which|that|with)\b))/i;

// What the assistant did, said as the verb a ban needs ("removed" → "remove").
const BASE: Readonly<Record<string, string>> = {
  deleted: 'delete', removed: 'remove', changed: 'change', renamed: 'rename', moved: 'move', dropped: 'drop', replaced: 'replace',
  added: 'add', modified: 'modify', edited: 'edit', rewrote: 'rewrite', overwrote: 'overwrite', reformatted: 'reformat',
  hardcoded: 'hardcode', broke: 'break', stripped: 'strip', truncated: 'truncate', refactored: 'refactor', reverted: 'revert',
  simplified: 'simplify', shortened: 'shorten', cut: 'cut', hid: 'hide', disabled: 'disable', commented: 'comment out',
  touched: 'touch', created: 'create', pushed: 'push', committed: 'commit', run: 'run', ran: 'run', installed: 'install',
  overwritten: 'overwrite', updated: 'update', merged: 'merge', skipped: 'skip', used: 'use', made: 'make', written: 'write',
  wrote: 'write', rewritten: 'rewrite', upgraded: 'upgrade', downgraded: 'downgrade', deployed: 'deploy',
  published: 'publish', migrated: 'migrate', reset: 'reset', mocked: 'mock', exposed: 'expose', uploaded: 'upload',
  sent: 'send', posted: 'post', booked: 'book', cancelled: 'cancel', leaked: 'leak',
};
// The same verbs as they are ("you weren't supposed to touch the config").
const BASE_FORMS: ReadonlySet<string> = new Set(Object.values(BASE));
// Taking back what the assistant did ("put it back", "restore it"): the lesson is not to do it again.
const UNDO = /^(?:restore|revert|undo|put\s+\S+\s+back|change\s+\S+\s+back|bring\s+\S+\s+back|add\s+\S+\s+back|roll\s+\S+\s+back)\b/i;

/**
 * "You hardcoded the API key. Move it to the .env file." reads "Move the API key to the .env file."; "Why did you
 * remove the header? Put it back." reads "Don't remove the header." — what the user meant will last.
 */
const DONT_DO_THAT = /^(?:please |and |so )?(?:don'?t|do not|never|stop) (?:do|doing) (?:that|this|it)(?: again| anymore| any more| ever again)?[.!]*$/i;

// "We already have a fetch wrapper in src/lib/http.ts": what the user's project already has, named before "use that".
const ALREADY_HAVE = /^(?:but |well |actually )?(?:we|i)(?:'ve| have)? (?:already )?(?:have|got|use|wrote|built) (?:(a|an|the|our|my) )?([\w./@#-]+(?: [\w./@#-]+){0,6})$/i;

const HAVE_IN = /^(?:but |well |actually |no,? )?we(?:'ve| have)? already (?:have|got) (that|this|one|it|those|these) in ((?:the )?[\w./@-]+(?: (?:folder|file|module|dir|directory|package))?)$/i;

function antecedent(sentence: string, before: string): string {
  const t = sentence.trim();
  // "the search box doesn't filter by email, only by name": "only …" after what something does not do goes on
  // reporting what it does; read alone it would be the opposite rule ("Only by name.").
  // After a full stop, "only …" is a sentence of its own: "we don't drive. only public transport please".
  if (/^only\b/i.test(t) && !/[.!?]\s*$/.test(before) && /\b(?:doesn'?t|does not|don'?t|do not|isn'?t|is not|aren'?t|are not|won'?t|will not|can'?t|cannot|didn'?t|did not)\b/i.test(before)) return `${before.trim()}, ${t}`;
  // "the whole book is first person from Ana's POV, keep it that way": "that way" is what the clause before says.
  if (/^(?:(?:so|and|please|just)\s+)*(?:keep (?:it|them|things|that) (?:that way|like that|like this|this way|so)|stick (?:to|with) (?:that|it|this)(?: one)?)[.!]*$/i.test(t) && !/\?\s*$/.test(before)) {
    const last = before.trim().split(/[.!?]\s+/).pop()!.replace(/[,;:\s]+$/, '');
    const n = last.split(/\s+/).length;
    if (n >= 3 && n <= 20) return `${t.replace(/[.!]+$/, '')}: ${last.replace(/^(?:The|A|An|This|That|These|Those|It|Its|My|Our|Your|All|Every|Each)\b/, (w) => w.toLowerCase())}`;
  }
  // "we already have that in src/lib/dates.ts, reuse it": what to reuse is the one the user says is there.
  const reuse = /^(?:(?:please|just|so|then)\s+)?(?:re)?use (?:it|that|this|that one|this one|them|those)(?: instead)?[.!]*$/i.test(t) ? HAVE_IN.exec(before.trim()) : null;
  if (reuse) return `Reuse the ${/^th[oe]se$/i.test(reuse[1]!) ? 'ones' : 'one'} in ${reuse[2]}.`;
  // "…, use that instead of adding axios": "that" is what the user said they already have.
  const that = /^((?:(?:please|just|so|then)\s+)?use) (?:that|this|it|that one|this one)(?=\s+(?:instead|rather than|not)\b|\s*[.!]*$)/i.exec(t);
  const have = that ? ALREADY_HAVE.exec(before.trim()) : null;
  if (that && have) return `${that[1]} ${have[1] ? 'the ' : ''}${have[2]}${t.slice(that[0].length)}`;
  const did = DID_TO.exec(before.trim().replace(/^(?:no+|ugh|wait|hey)[,.!]?\s+/i, ''));
  // "You changed the function signature, don't do that": the ban is on what it did.
  if (did && DONT_DO_THAT.test(t) && !/^(?:it|this|that|them|me|you|us|one)$/i.test(did[3]!)) {
    const verb = did[1]?.toLowerCase() ?? BASE[did[2]!.toLowerCase()];
    if (verb) return `Don't ${verb} ${did[3]!.replace(/^(?:my|your|our|this|that)\s+/i, 'the ')}.`;
  }
  // "PromptDescriptorViewer got reimplemented in TasksLists, but it should be reused instead": "it" is the thing the
  // part before says was done to.
  const should = /^(?:but |and |so )?(?:it|they) (?=(?:should|must|needs? to|has to|have to|ought to)\b)/i.exec(t);
  const done = should ? DONE_TO.exec(before.trim()) : null;
  if (should && done) return `${done[1]} ${t.slice(should[0].length)}`;
  const m = /^((?:(?:please|just|now|so|then)\s+)?([a-z]+)) (it|them)(?=\s|[.!]?$)/i.exec(t);
  if (!m || !VERB_START.test(m[2]!)) return sentence;
  if (!did || /^(?:it|this|that|them|me|you|us|one)$/i.test(did[3]!)) return sentence;
  // "my"/"your" are said from the user's side; in a rule for the assistant the thing is "the" one.
  const thing = did[3]!.replace(/^(?:my|your|our|this|that)\s+/i, 'the ');
  const verb = did[1]?.toLowerCase() ?? BASE[did[2]!.toLowerCase()];
  if (verb && UNDO.test(t.replace(/^(?:please|just|now|so|then)\s+/i, ''))) return `Don't ${verb} ${thing}.`;
  return `${m[1]} ${thing}${t.slice(m[0].length)}`;
}

export const en: LangPack = {
  code: 'en',
  topic: TOPIC,
  respell,
  antecedent,
  banStart: /^(?:don'?t|do not|dont|never|stop|avoid|no\s)/i,
  decline:
    // ("Would you like it vegetarian?" — "no, chicken is fine"; "not right now, maybe later".)
    /^(?:(?:actually|ok(?:ay)?|hmm+|well|oh|um+),?\s*)?(?:no+|nope|nah|not (?:(?:right )?now|yet|needed|necessary|really|today)|maybe later|no need|no thanks?|no thank you|that'?s (?:fine|ok|okay|enough|all)|i'?m good|all good|skip (?:it|that)|(?:no+|nope|nah)[,.!]?\s+[a-z-]+(?: [a-z-]+)? (?:is|are) (?:fine|ok|okay|good|great))(?:[\s,.!]+(?:(?:it'?s |that'?s )?not (?:needed|necessary)|(?:no )?thanks?|thank you|for now|maybe later|later|that'?s (?:fine|ok|okay|all|it)(?: for (?:now|today))?|(?:i'?m |all )good|no need))*[\s,.!]*$/i,
  cues: EN_CUES,
  stop: /\b(the|is|are|and|you|that|this|it|to|of|with|not|what|why|can|please|i|never|only|one|over|though|isn'?t)\b/g,
  stripLead: leadStripper(LEAD),
  directive,
  // "It is still broken please look at how it is handled in the recovered code": a "please" mid-clause starts the ask.
  joins: new RegExp(
    String.raw`\s+(?:and|but)\s+(?=(?:always|never|don'?t|do not|please|(?:i|we) (?:really )?(?:don'?t|do not) (?:want|need))\b)|\s+(?:also|and also|and then|but also|so|then|plus)\s+(?=(?:please\s+)?` +
      VERB_START.source.slice(1) +
      // (The look back runs only where "please" follows: most gaps between words are rejected by the look ahead.)
      String.raw`)|\s+(?=please\s+` +
      VERB_START.source.slice(1) +
      String.raw`)(?<=\b(?:still|not|n't|broken|wrong|error|errors|fails?|failing|failed|crash\w*)\b[^,.;]{0,41})` +
      // "I don't mind Celsius but add Fahrenheit in brackets": what the user lets stand, then what they ask for.
      String.raw`|\s+but\s+(?=` +
      VERB_START.source.slice(1) +
      String.raw`)(?<=\b(?:don'?t|do not) mind\b[^,.;]{0,41})`,
    'i',
  ),
  // ("…, never by hand": the refused way stays with what it refuses.)
  rejects: /^(?:not\s|never\s+(?:by|in|on|with|from|at|via|through|manually|directly)\b)/i,
  scopes: /^(?!in (?:my|our) (?:opinion|view)|in (?:fact|short|general|other words|addition|any case)|on the other hand)(?:when|whenever|if|once|unless|after|before|while|for|in|on|inside|within|every ?time|each time|any ?time)\s+\S/i,
  // ("way too long, keep it under 200 words": the complaint is read after the limit the user names.)
  dislike: /^i (?:really )?(?:don'?t|do not|didn'?t|did not) like\b|^(?:(?:it'?s|this is|that'?s|it is) )?(?:(?:way|much|far|still|a bit|a little|just) )?too [a-z]+(?:-[a-z]+)?$/i,
  alternative: /^(?:just |instead,? )?(?:use|define|fix|go with|switch to|stick (?:to|with)|keep|ignore|narrow|handle|write code|generate)\b(?![^.!?\n]*\b(?:too|as well|also|next)\b)|\binstead\b|\brather\b/i,
  agree: /^\s*(?:yes|yeah|yep|yup|exactly|right|correct|perfect|good|great|that'?s (?:it|right|better|correct))\b/i,
  // ("perfect, keep it that way for all the others too": keeping what was just put right is asking for it every time.)
  everyTime: /\b(?:always|from now on|every ?time|going forward|in future|for (?:all of them|all of these|everything|the rest|(?:all )?the others|(?:all )?the other ones)|(?:goes|applies) (?:for|to) (?:every|all|any|each)|keep (?:it|them|things|doing it) (?:that|this) way|keep (?:it|them|doing it) like (?:that|this))\b/i,
  praise: /^(?:(?:thanks?|thank you|great|nice|ok(?:ay)?)[,!.]?\s+(?:the |your |this )?[a-z]+(?: [a-z]+)? (?:is|are|looks|reads|sounds|seems) (?:really |very |pretty )?(?:good|great|fine|nice|solid|clear|perfect)[.!]*$|(?:(?:it|this|that|everything|all|the rest)(?:'s| is| looks| reads| sounds)? )?(?:looks |sounds |reads )?(?:really |very |pretty |mostly )?(?:good|great|perfect|nice|fine|awesome|excellent|amazing|solid|lovely|better)(?: overall| so far| now| job| work| mostly| to me)?(?:,? thanks?(?: you)?)?[.!]*$)/i,
  confirmOnly:
    // ("yes exactly like that, keep that tone for all of them": the thing kept may be named, and what it is kept for.)
    /^(?:(?:yes|yeah|yep|yup|exactly|right|correct|perfect|good|great|ok|okay|sure|nice|spot on|(?:that'?s |this is )?(?:much |way |so much )?better|that'?s (?:it|right|better|correct|perfect|good|great)|(?:just |exactly )?like (?:that|this))\b[\s,.!:;-]*)*(?:(?:please\s+)?(?:always|from now on|in (?:the )?future|going forward|every ?time|keep)\s*,?\s*)*(?:(?:do|doing|use|keep doing|continue|follow|stick (?:to|with)|write|answer|reply|respond|talk|do it|keep it)\s+)?(?:(?:that|this|the same) (?:tone|style|format|formatting|length|approach|structure|voice|register|level of detail)|that|this|it|so|the same|like that|like this|this way|that way)?(?:\s+(?:from now on|going forward|in (?:the )?future|every ?time|always|again|please|too|as well|for (?:all of them|all of these|everything|all|the rest(?: of them)?|(?:all )?the others|(?:all )?the other ones|every (?:one|reply|answer|email|message)|all (?:future )?(?:ones|replies|answers|emails|messages))))*[\s.!]*$|^(?:(?:yes|yeah|yep|yup|exactly|right|correct|ok|okay)\b[\s,.!:;-]*)?(?:and )?(?:that|this|the same)(?: rule)? (?:goes|applies|counts|holds) (?:for|to) (?:every|all|any|each)\b[\w' -]{1,40}[\s.!]*$/i,
  // Precision first: a rule marked standing is offered for every draft, so only unmistakable reply-wide subjects, and
  // how the assistant works ("test it yourself", "ask me before …", "don't guess", "before saying it's fixed").
  standing:
    /\b(?:shorter|simpler|short|simple) (?:sentences|words|paragraphs)\b|\b(?:answer|reply|respond|speak|write|talk|communicate)\w* (?:only )?in (?:english|chinese|spanish|french|german|japanese|portuguese|british|american|[a-z]+ english)\b|\b(?:british|american|uk|us) (?:spelling|english)\b|\b(?:concise|brief|verbose|terse|wordy|shorter answers?|short answers?|shorter replies|keep (?:it|answers|replies|responses) short(?:er)?|(?:less|fewer) words)\b|\b(?:tone|formal|informal|casual|polite|lecture|lecturing|preach\w*|moraliz\w*|apologi[sz]\w*|disclaimer\w*|flatter\w*|sycophan\w*)\b|\b(?:emoji|emojis|em[- ]?dash\w*|bullet points?)\b|\beverything in (?:bold|italics)\b|\b(?:bold(?:ing)?|italics?) (?:words|text|everything|headings|titles)\b|\b(?:no|without|stop using|don'?t (?:ever )?use) (?:bold|italics|markdown|headings|headers)\b|\bcapitali[sz]e everything\b|\bwrite in capitals\b|\b(?:call me|address me)\b|\bsign (?:it|off|the (?:email|letter|message)|emails|letters) (?:as|with)\b|\b(?:metric|imperial|celsius|fahrenheit) units?\b|\buse (?:celsius|fahrenheit|metric|imperial|the metric system|24-hour time|12-hour time|grams|kilograms|millilitres|milliliters|litres|liters|cups|ounces|pounds|kilometres|kilometers|miles)\b|\b(?:one|two|three|a single)[- ]sentence (?:answers?|replies|responses)\b|\banswer in (?:one|two|three|a single) sentences?\b|\btimes? (?:in|to) (?:uk|us|local|my|london|cet|cest|gmt|bst|utc|pst|pt|est|et|cst|ist|jst) time\b|\b(?:in (?:metric|imperial)|(?:metric|imperial) (?:only|system))\b|\b(?:keep|limit) (?:your |all )?(?:it|answers|replies|responses|them) (?:to|under|below|within) (?:\d+|one|two|three|four|five|a few) (?:sentences?|paragraphs?|words?|lines?)\b|\b(?:every|each) (?:answer|reply|response|message)\b|\bunless i (?:ask|say so|tell you|request)\b|\b(?:cite|include|give|add|provide) (?:your |the )?(?:sources|citations|references)\b|\b(?:get|go|come|cut) (?:straight )?to the (?:point|chase)\b|\b(?:filler|fluff)\b|\bkeep (?:it|things|answers|replies) (?:simpler?|short(?:er)?|brief(?:er)?)\b|\b(?:code only|only (?:the )?code|just (?:the )?code)\b|\bonly (?:give|show|send|write|return|output) (?:the )?(?:final |full |complete |updated )?code\b|\bmake (?:answers|replies|responses) (?:shorter|briefer|simpler|longer|more concise|more detailed)\b|\b(?:no |without (?:an? )?|skip (?:the )?)(?:intro|introduction|preamble|conclusion)s?\b(?! (?:section|chapter|slide|paragraph|page)s?\b)|\b(?:stop|don'?t|do not|never) (?:keep )?repeat(?:ing)?(?: (?:yourself|the same|information|what|it|that|this)\b|\s*[.!,;]|\s*$)|\b(?:without omitting|(?:don'?t|do not|never) (?:omit|truncate|abbreviate))\b|\b(?:do|run|test|check|verify|fix|try|debug) (?:it|this|that|them|things|everything|the \w+ )?\s?yourself\b|\bwithout asking\b|\b(?:only (?:when|if)|unless) (?:i |you(?:'re| are) )?(?:explicitly |specifically )?(?:ask|asked|request|requested|tell you|told)\b|\b(?:ask|check with|confirm with) me (?:first|before)\b|\b(?:don'?t|do not|stop) (?:tell|telling|ask|asking) me to\b|\b(?:talk|speak|write|respond) (?:to me )?like a (?:human|person|colleague|friend|normal person)\b|\bonly (?:show|give|send|output) (?:me )?(?:the )?(?:lines|parts|code|bits) (?:you |that )?changed\b|\bjust the diff\b|\b(?:don'?t|do not|never|stop) (?:guess|guessing|speculate|speculating|assume|assuming|make (?:any )?assumptions|making assumptions|make (?:things|stuff) up)\b|\bbefore (?:answering|replying|responding|you answer|you reply|you respond)\b|\bthink (?:it through|(?:it )?step by step|carefully|twice|first)\b|\b(?:no|without) (?:assumptions|guesses|guessing|guesswork|speculation)\b|\b(?:full|complete|whole|entire) code\b|\b(?:not|no) snippets\b|\bbefore (?:you )?(?:say|saying|claim|claiming|report|reporting) (?:that )?(?:it'?s |it is )?(?:done|finished|fixed|working|complete)\b|\b(?:no|without|skip|fewer|shorter|less|long|lengthy) explanations?\b|\bexplanations? (?:to|under|short|brief)\b|\b(?:don'?t|do not) explain\b|\b(?:commands?|steps?) you (?:ran|run|used|executed|took)\b|\bdo what i (?:ask|say|tell you)\b|\bfollow (?:my |the )?instructions\b|\b(?:don'?t|do not|never) (?:modify|change|edit|touch|weaken|delete) (?:the |my |any )?tests?\b|\b(?:you )?repeat(?:ed)? the same (?:information|thing|answer|points?)\b/i,
};
