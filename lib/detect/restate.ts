import { LANG_PACKS } from './lang';

// A value put back: the user restates what the reply said with another number, day or name in its place ("1912"
// after "The Titanic sank in 1915"; "it's 100 ml per container" after "liquids up to 500 ml"; "是169，活动价" after
// "价格为199元"; "fica no Rio de Janeiro" after "fica em São Paulo"). No word says "wrong": the only evidence is the
// slot the reply filled and the user filled again. Code chats hold identifiers in that shape ("mark 5.5 as done",
// "Week 2: Git Integration Core"), so only a short declarative turn, with no request and no code in it, is read.

type Kind = 'num' | 'day' | 'side' | 'name' | 'word';

interface Tok {
  low: string;
  kind: Kind;
  /** Digits only, for numbers ("2,300" and "2300" are one value). */
  digits: string;
  /** Opens with a capital letter (a name, or a sentence's first word). */
  cap: boolean;
}

const CJK_CHAR = '\\u3040-\\u30ff\\u3400-\\u9fff\\uac00-\\ud7af';
const TOKEN = new RegExp(
  `\\d+(?:[.,]\\d+)*|[月火水木金土日]曜日?|星期[一二三四五六日天]|周[一二三四五六日]|礼拜[一二三四五六日天]|[${CJK_CHAR}]|[^\\s\\d\\p{P}\\p{S}${CJK_CHAR}]+(?:['’-][^\\s\\d\\p{P}\\p{S}${CJK_CHAR}]+)*`,
  'gu',
);
const DAY =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miércoles|jueves|viernes|sábado|domingo|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|terça|quarta|quinta|sexta|понедельник|вторник|среда|среду|четверг|пятница|пятницу|суббота|субботу|воскресенье|[月火水木金土日]曜日?|星期.|周.|礼拜.)$/;
const MERIDIEM = /^(?:am|pm)$/;
// A side of the compass: "fica no norte" puts back "fica no sul" (not "este" and "est", which are also "this" and "is").
const SIDE = /^(?:north|south|east|west|northern|southern|eastern|western|norte|sul|sur|leste|oeste|nord|sud|ouest|süd|ost|norden|süden|osten|westen)$/;
// Left and right are sides only where a side is meant: "the right side", "turn left", a turn that is the word alone
// ("right" is also "correct", so it is never a side on its own; "left" is the past of "leave").
const HAND = /^(?:left|right)$/;
// A Chinese side is its character with the word for side after it: "东边", "南方", "左侧" ("东西" is "thing", "北京" a city).
const CJK_SIDE = /^[东西南北左右]$/u;
const CJK_SIDE_WORD = /^[边面方侧部]$/u;
function handSide(text: string, at: number, len: number): boolean {
  const after = text.slice(at + len);
  return /^\s*(?:side|hand|lane|wing|turn|corner|column|panel|margin|arm|leg|foot|ear|eye)\b/i.test(after) || /\b(?:turn|go|keep|bear|veer|on the|to the|on your|to your)\s*$/i.test(text.slice(0, at)) || (len === 4 && /^\s*[.!]*\s*$/.test(after) && text.slice(0, at).trim() === '');
}
// A name: one capital then small letters ("Ottawa", "Толстой"), never "I" and its forms.
const NAME = /^\p{Lu}\p{Ll}{2,}(?:['’-]\p{Lu}?\p{Ll}+)*$/u;

function tokens(text: string): Tok[] {
  const out: Tok[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const v = m[0];
    const at = m.index;
    const low = v.toLowerCase();
    let kind: Kind = 'word';
    if (/^\d/.test(v)) kind = 'num';
    else if (DAY.test(low) || (MERIDIEM.test(low) && out.at(-1)?.kind === 'num')) kind = 'day';
    else if (SIDE.test(low) || (HAND.test(low) && handSide(text, at, v.length)) || (CJK_SIDE.test(v) && CJK_SIDE_WORD.test(text.charAt(at + 1)))) kind = 'side';
    // A capital that opens a sentence says nothing.
    // (German capitalises every noun: "die Kinder" after its article is no name.)
    else if (NAME.test(v) && !(at === 0 || /[.!?。！？\n:]\s*$/.test(text.slice(Math.max(0, at - 3), at))) && !GERMAN_ARTICLE.test(text.slice(Math.max(0, at - 8), at))) kind = 'name';
    out.push({ low, kind, digits: kind === 'num' ? v.replace(/\D/g, '') : '', cap: /^\p{Lu}/u.test(v) });
  }
  return out;
}

const GERMAN_ARTICLE = /(?:^|[^\p{L}])(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|kein|keine|meine?|deine?|unsere?)\s+$/iu;

// Words a restatement may open with before its value: "no, 1912", "it's the 13th", "es el domingo", "是169".
const LEAD = new Set(['no', 'nope', 'nah', 'actually', 'well', 'it', "it's", 'its', 'is', 'was', 'it’s', 'that', "that's", 'that’s', 'they', "they're", 'are', 'were', 'the', 'a', 'an', 'on', 'in', 'at', 'by', 'es', 'era', 'fue', 'son', 'el', 'la', 'los', 'las', 'é', 'são', 'foi', 'o', 'os', 'as', 'c’est', "c'est", 'le', 'les', 'ist', 'das', 'der', 'die', 'war', 'è', 'il', 'lo', 'это', 'нет', '是', '就', '在', '不', '其', '实']);
// Words that join a list of values put back whole ("tuesday and wednesday", "9 to 5").
const JOINERS = new Set(['and', '&', 'to', 'or', 'through', 'thru', 'until', 'till', 'und', 'y', 'e', 'et', 'i']);
// Short function words: never the word a restatement is anchored on.
const STOP = new Set(['the', 'and', 'for', 'but', 'not', 'you', 'your', 'are', 'was', 'were', 'its', "it's", 'this', 'that', 'with', 'from', 'have', 'has', 'had', 'der', 'die', 'das', 'und', 'ist', 'les', 'des', 'une', 'est', 'que', 'los', 'las', 'del', 'una', 'por', 'con', 'para', 'uma', 'com', 'não', 'che', 'non', 'per']);
const COPULA = /(?:^|[^\p{L}])(?:is|are|was|were|it'?s|that'?s|it’s|that’s|es|son|era|fue|é|são|foi|fica|ficam|está|ist|sind|war|est|sont|c'est|c’est|è|sono|это|был|была|были)(?![\p{L}])|是|在|です|だ/iu;
// A request or a question in other words: a new task, not a value put back ("try color #8888FF", "make it 5").
const REQUEST = /(?:^|[^\p{L}])(?:want|wanna|let'?s|lets|try|please|pls|(?<!(?:i|we) (?:only |just )?)can|could|would|make|generate|create|write|add|show|give|change|set|use|continue|proceed|start|begin|mark|explain|fix|check|run|what|how|which|who|why|where|when|qual|quero|quiero|bitte|je veux|voglio)(?![\p{L}])|(?:^|[.!,;]\s*|(?:ok(?:ay)?|alright|and|so|then)\s+)now(?![\p{L}])|(?:^|[.!,;]\s*|now\s+)do(?![\p{L}])|请|帮我|改成|改为|修改|翻译|继续|将|吗|呢|ください|か$/iu;
// Praise or thanks: "thanks, 10 minutes worked" reports on the reply, it does not put it right.
const PRAISE = /(?:^|[^\p{L}])(?:thanks?|thx|great|perfect|awesome|love|nice|cool|gracias|genial|merci|danke|super|obrigad[oa]|grazie|perfetto|спасибо|отлично)(?![\p{L}])|谢谢|好的|不错|就对了|没错|^\s*对[，,]|ありがとう|完璧/iu;
// A turn that takes up the reply's subject by a pronoun: "it came out in …", "elle a été construite …", "他是…".
// (German takes up a subject with "der", "die" or "das" as often as with "er": "der kam 1997 raus".)
const SUBJECT_PRONOUN = /^\s*(?:(?:no|nope|actually|well|non|nein|nee|não|нет)[,.!]?\s+)?(?:it|he|she|they|elle|il|ils|elles|er|sie|es|der|die|das|él|ella|ellos|ele|ela|lui|lei|он|она|оно|они|它|他|她)(?![\p{L}])/iu;
const LIFE_EVENT = /\b(?:born|married|moved|started|starts|joined|graduated|graduates|retired|retires|bought|sold|turned|turns|got|gets|began|begins)\b/i;
const YEAR = /^(?:1[0-9]|20)\d\d$/;
const KIN = 'mother|mom|mum|father|dad|sister|brother|daughter|son|niece|nephew|cousin|aunt|uncle|grandmother|grandma|grandfather|grandpa|granddaughter|grandson|wife|husband|stepmother|stepfather|stepson|stepdaughter|mother-in-law|father-in-law|sister-in-law|brother-in-law';
const KIN_CLAIM = new RegExp(String.raw`^\s*(?:(?:no|nope|actually|lol|haha)[,.!]?\s+)?(?:she|he|they|that|this)(?:'s|’s|'re|’re| is| are| was| were) (?:my|our) (${KIN})\b`, 'i');
const KIN_WORD = new RegExp(String.raw`\b(?:${KIN})\b`, 'g');
const CJK_IS = /^(?:不对[，,]?\s*|不是[^，,。]{1,8}[，,]\s*)?(?:应该|其实|明明|那)?是([\u4e00-\u9fff]{2,5}?)(?:吧|啊|呀|哦|才对|嘛)?[。！!～~]?$/u;
// A pronoun, a demonstrative or a question word: "是这样吧", "是我的错", "是什么" restate nothing.
const CJK_DEICTIC = /[这那我你您他她它们的了么什哪谁怎吗呢不没很太也都就还]/u;
const CJK_PREV_IS = /(?:是|为)([\u4e00-\u9fff]{2,5})/u;
const CJK_GUESS = /^([\u4e00-\u9fff]{2,5}?)(?:吧|才对)[。！!～~]?$/u;
const CJK_PREV_SLOT = /(?:是|为)([\u4e00-\u9fff]{2,5})(?=[。，,！!；;]|$)/u;
// A slot that holds a name: who wrote, directed or founded it, what a place's capital or a person's name is (the
// slot's key, then its value).
const CJK_NAME_SLOT = /(作者|导演|首都|省会|创始人|发明者|发现者|作曲|演唱者|主演|总统|首相|主席|原名|本名|名字|全称|画家|设计者|建筑师)(?:是|为)([\u4e00-\u9fff]{2,5})(?=[。，,！!；;]|$)/u;
// The user's own quantities: "我预算是300", "我的体重是60公斤".
const CJK_OWN_QUANTITY = /我(?:的|们的?)?(预算|工资|月薪|年薪|收入|存款|体重|身高|血压|房租|电脑配置)/u;
// Two characters and "是", then the value that ends the turn.
const CJK_TAIL_IS = /([\u4e00-\u9fff]{2}是)([\u4e00-\u9fff]{1,6})[。！!]?$/u;
const CJK_MADE_BY = /^(?:是|应该是|其实是)?([\u4e00-\u9fff]{2,6}?)(?:画|写|唱|拍|导|导演|演|发明|设计|创作|作|建|提出|发现|翻译|编)的(?:吧|啊|呀|哦|才对)?[。！!]?$/u;
// The reply's name slot for who made a work.
const CJK_AUTHOR_SLOT = /(?:作者|导演|作曲|画家|设计者|建筑师|发明者|演唱者|作词)(?:是|为)([\u4e00-\u9fff]{2,6}?)(?=[。，,！!；;]|$)/u;
const CJK_MAKER_SLOT = /(?:是|由)([\u4e00-\u9fff]{2,6}?)(?:的作品|的画|的小说|的歌|的电影|所作|所写|所画|创作|绘制|执导|导演|写的|画的|唱的|发明|设计)/u;
// Words that take note, thank or wonder: a bare turn of them is no name.
const CJK_ACK = /明白|知道|原来|厉害|真的|谢谢|感谢|收到|了解|懂了|哈哈|嗯嗯|确实|有趣|牛逼|太棒|好棒|可惜|难怪|怪不得|是吗|对吗|好吗|行吗|然后|所以|为何|为啥|咋办/u;
// Words that agree, go on or give up, with the same "…吧" shape as a name guessed.
const CJK_MOVE_ON = new Set(['可以', '还行', '随便', '不错', '试试', '好的', '算了', '没事', '对的', '是的', '继续', '开始', '行了', '够了', '也行', '也好', '挺好', '可能', '应该', '大概', '或许', '差不多', '先这样', '下一个', '再来']);
// "my name is Michelle", "I'm Michelle, not Michael": the user's own name.
const OWN_NAME = /^\s*(?:(?:no|nope|actually|lol|um|uh)[,.!]?\s+)?(?:my name is|my name's|i'?m|i am|call me)\s+(\p{Lu}\p{Ll}+)\s*(?:[,.!]|$)/u;
const BIG_O = /O\(\s*[a-zA-Z0-9^²³·*+\s]{1,12}\)/;
// A bare Chinese name whose last character says its kind: a dynasty, a country, a province, a line, a mountain.
const CJK_KIND_WORD = /^(?:是|应该是|其实是)?([\u4e00-\u9fff]{1,3}(朝|代|国|省|市|县|号线|路|站|山|河|江|湖|岛|州))(?:吧|啊|呀|哦|才对)?[。！!]?$/u;
// Words that open a reply's sentence with a capital and name nobody.
const OPENER = new Set(['here', 'this', 'that', 'there', 'these', 'those', 'sure', 'yes', 'certainly', 'the', 'its', 'what', 'when', 'which', 'who', 'while', 'after', 'before', 'since', 'and', 'but', 'for', 'from', 'with', 'your', 'you', 'they', 'she', 'his', 'her', 'our', 'great', 'good', 'okay', 'absolutely', 'of', 'in', 'on', 'at']);
const CJK_TEXT = new RegExp(`[${CJK_CHAR}]`, 'u');
const CODEISH = /[?？@`/\\_=<>{}[\]#|]|\w\.\p{L}{2,}(?![\p{L}])/u;

const sameKind = (a: Tok, b: Tok) =>
  a.kind === b.kind && (a.kind === 'num' ? a.digits !== b.digits && a.digits.length === b.digits.length : a.low !== b.low);

const HAN_ONLY = /^[\u4e00-\u9fff]+$/u;

/** "中国和尼泊尔交界" against "中国和印度交界": a run of the user's, the reply's run with its middle replaced. */
function cjkSwap(text: string, prev: string): string | null {
  const inPrev = new Map<string, boolean>();
  const said = (w: string) => inPrev.get(w) ?? (inPrev.set(w, prev.includes(w)), prev.includes(w));
  for (const run of text.match(/[\u4e00-\u9fff]{5,}/gu) ?? []) {
    // A head of two characters or more the reply also wrote, the user's new middle, and two characters of the reply's
    // own that close the span.
    for (let st = 0; st + 5 <= run.length; st++) {
      for (let a = st + 2; a <= run.length - 3; a++) {
        const head = run.slice(st, a);
        // (A head the reply repeats is read where it first stands, at most eight times: the cost stays bounded.)
        for (let at = prev.indexOf(head), seen = 0; at >= 0 && seen < 8; at = prev.indexOf(head, at + 1), seen++) {
          const after = prev.slice(at + head.length, at + head.length + 12);
          for (let y = 1; y <= Math.min(6, run.length - a - 2); y++) {
            const mid = run.slice(a, a + y);
            const t = after.indexOf(run.slice(a + y, a + y + 2));
            const old = after.slice(0, Math.max(0, t));
            if (t > 0 && t <= 6 && HAN_ONLY.test(old) && old !== mid && !CJK_DEICTIC.test(mid) && !CJK_DEICTIC.test(old) && !said(mid)) return `${old} → ${mid}`;
          }
        }
      }
    }
  }
  return null;
}

// Units by what they measure and the system they belong to: "I use kg" after a plan in pounds.
const UNITS: Record<string, [string, 'metric' | 'imperial']> = {};
for (const [family, system, names] of [
  ['mass', 'metric', 'kg kgs kilo kilos kilogram kilograms gram grams'],
  ['mass', 'imperial', 'lb lbs pound pounds stone stones'],
  ['temp', 'metric', 'celsius centigrade'],
  ['temp', 'imperial', 'fahrenheit'],
  ['length', 'metric', 'km kms kilometer kilometers kilometre kilometres cm centimeter centimeters centimetre centimetres meter meters metre metres mm'],
  ['length', 'imperial', 'mile miles inch inches feet foot ft yard yards'],
  ['volume', 'metric', 'ml milliliter milliliters millilitre millilitres liter liters litre litres'],
  ['volume', 'imperial', 'cup cups gallon gallons quart quarts pint pints'],
  ['speed', 'metric', 'kph kmh'],
  ['speed', 'imperial', 'mph'],
  ['system', 'metric', 'metric'],
  ['system', 'imperial', 'imperial'],
] as const) for (const n of names.split(' ')) UNITS[n] = [family, system];
// Asking for a conversion is a request; "I use kg", "we're metric here", "celsius" are the user's own units.
const UNIT_ASK = /(?:^|[^\p{L}])(?:what|how|which|can|could|would|convert|change|switch|show|give|make|do|does|is|are|in what)(?![\p{L}])|[?？\d]/iu;

/** A unit of the user's own where the reply measured in the other system ("I use kg" after "pounds (lbs)"). */
function unitPutBack(whole: string, prev: string): string | null {
  // ("metric please, I don't have measuring cups": the unit is said first, the reason after it.)
  const text = whole.length > 40 && !whole.includes('?') && /^[^,;]{2,40}[,;]\s/.test(whole) ? whole.slice(0, whole.search(/[,;]/)) : whole;
  // A number is allowed only when the reply wrote it too: "42 km" after "42 miles" keeps the value, not the unit.
  const replyText = prev.length > 6000 ? prev.slice(0, 6000) : prev;
  const nums = text.match(/\d+(?:[.,]\d+)?/g) ?? [];
  if (text.length > 40 || UNIT_ASK.test(text.replace(/\d+(?:[.,]\d+)?/g, '')) || nums.some((n) => !new RegExp(`(?<![\\d.,])${n.replace(/[.,]/g, '[.,]')}(?![\\d.,]*\\d)`).test(replyText))) return null;
  const low = text.toLowerCase().match(/[a-z]+/g) ?? [];
  if (low.length > 6) return null;
  const reply = replyText.toLowerCase().match(/[a-z]+/g) ?? [];
  const replyWords = new Set(reply);
  for (const w of low) {
    const mine = UNITS[w];
    if (!mine || replyWords.has(w)) continue;
    const was = reply.find((r) => {
      const theirs = UNITS[r];
      return theirs !== undefined && theirs[1] !== mine[1] && (theirs[0] === mine[0] || mine[0] === 'system');
    });
    if (was) return `${was} → ${w}`;
  }
  // Japanese and Chinese write their units as words of their own: "メートルです" after "3,776フィートです".
  for (const [unit, family, system] of CJK_UNITS) {
    if (!text.includes(unit) || replyText.includes(unit)) continue;
    const was = CJK_UNITS.find(([u, f, sys]) => f === family && sys !== system && replyText.includes(u)) ?? null;
    const latin = was ? null : reply.find((r) => UNITS[r]?.[0] === family && UNITS[r]?.[1] !== system);
    if (was || latin) return `${was ? was[0] : latin} → ${unit}`;
  }
  return null;
}

// (Only units no other word is spelled with: "米" is also rice, "克" a verb's ending, "キロ" both kilograms and kilometres.)
const CJK_UNITS: readonly (readonly [string, string, 'metric' | 'imperial'])[] = [
  ['メートル', 'length', 'metric'], ['センチ', 'length', 'metric'], ['ミリ', 'length', 'metric'], ['フィート', 'length', 'imperial'],
  ['インチ', 'length', 'imperial'], ['マイル', 'length', 'imperial'], ['ヤード', 'length', 'imperial'], ['グラム', 'mass', 'metric'],
  ['ポンド', 'mass', 'imperial'], ['リットル', 'volume', 'metric'], ['ガロン', 'volume', 'imperial'], ['摂氏', 'temp', 'metric'],
  ['華氏', 'temp', 'imperial'], ['公里', 'length', 'metric'], ['千米', 'length', 'metric'], ['厘米', 'length', 'metric'],
  ['毫米', 'length', 'metric'], ['英尺', 'length', 'imperial'], ['英里', 'length', 'imperial'], ['英寸', 'length', 'imperial'],
  ['公斤', 'mass', 'metric'], ['千克', 'mass', 'metric'], ['磅', 'mass', 'imperial'], ['摄氏', 'temp', 'metric'],
  ['华氏', 'temp', 'imperial'], ['毫升', 'volume', 'metric'], ['加仑', 'volume', 'imperial'],
];

const STATE = /\b([a-z][\w-]{2,}) (?:is|are|was|were)(n'?t| not)? ([a-z][\w-]{2,})\b/gi;
const NOT_A_THING = /^(?:it|this|that|there|which|what|who|here|one|they|these|those|she|and|but|also|still|just)$/i;
const OPPOSING = /^(?:un|in|im|il|ir|non-?|dis|a)$/;

const HONORIFIC = /\b(Dr|Mr|Mrs|Ms|Miss|Mx|Prof|Professor|Sir|Dame|Madam|Dra|Sr|Sra|Srta|Herr|Frau|Mme|Mlle|M)\.?\s+(\p{Lu}\p{Ll}+)/gu;
const titleOf = (t: string) => ({ professor: 'prof', dra: 'dr' })[t.toLowerCase()] ?? t.toLowerCase();
const JA_DESU = /^([\u4e00-\u9fff\u30a0-\u30ff]{2,8})(?:です|でしょう|だ)(?:よ|ね|よね)?[。！!]?$/u;
const JA_WA_DESU = /は([\u4e00-\u9fff\u30a0-\u30ff]{2,8})(?:です|だ|でした)/gu;
const NAMED_AS = /\b(?:called|named|known as|termed)\s+(?:an?\s+|the\s+)?["“'‘]?([a-z][\w-]*)/gi;
const PER = /\bper\s+([a-z]+)\b/gi;

/** "a murder" after "is called a flock", "per second" after "per hour": the word in the reply's naming slot, replaced. */
function slotPutBack(text: string, reply: string): string | null {
  const t = text.replace(/^(?:no+|nope|actually|it'?s|its|it is|they'?re|they are)[,.!]?\s+/i, '').replace(/[.!]+$/, '').trim().toLowerCase();
  const per = /^per\s+([a-z]+)$/.exec(t);
  if (per) {
    for (const m of reply.matchAll(PER)) if (m[1]!.toLowerCase() !== per[1]) return `${m[1]!.toLowerCase()} → ${per[1]}`;
    return null;
  }
  const named = /^(?:an?|the)\s+([a-z][\w-]*)$/.exec(t);
  // ("the second", "the latter", "the same" pick or point; they name nothing.)
  if (!named || /^(?:first|second|third|fourth|fifth|last|latter|former|same|other|others|one|rest|best|worst|end|next|previous|above|below)$/.test(named[1]!) || reply.toLowerCase().includes(named[1]!)) return null;
  for (const m of reply.matchAll(NAMED_AS)) return `${m[1]!.toLowerCase()} → ${named[1]}`;
  return null;
}

/** "lists are mutable" after "lists are immutable": the same thing, the same verb, the other polarity. */
function polarityFlip(text: string, reply: string): string | null {
  for (const m of text.matchAll(STATE)) {
    const thing = m[1]!.toLowerCase();
    const mine = m[3]!.toLowerCase();
    if (NOT_A_THING.test(thing) || /^(?:not|a|an|the|so|too|very|also|just|still|really)$/.test(mine)) continue;
    const said = new RegExp(`\\b${thing.replace(/[-]/g, '\\-')} (?:is|are|was|were)(n'?t| not)? ([a-z][\\w-]{2,})\\b`, 'gi');
    for (const r of reply.matchAll(said)) {
      const theirs = r[2]!.toLowerCase();
      const otherWay = theirs === mine ? !m[2] !== !r[1] : !m[2] && !r[1] && (OPPOSING.test(theirs.endsWith(mine) ? theirs.slice(0, -mine.length) : mine.endsWith(theirs) ? mine.slice(0, -theirs.length) : 'x'));
      if (otherWay) return `${r[1] ? 'not ' : ''}${theirs} → ${m[2] ? 'not ' : ''}${mine}`;
    }
  }
  return null;
}

/** Two long words that differ only in their ending ("escribió" and "escrito", "published" and "publishes"). */
function sameStem(a: string, b: string): boolean {
  return a.length >= 7 && b.length >= 7 && a.slice(0, 5) === b.slice(0, 5);
}

/** Case 12d: the key of one of the reply's name slots (作者, 原名 …) in the user's turn, followed by another name. */
function cjkSlotAgain(text: string, reply: string, prev: string): string | null {
  const was = CJK_NAME_SLOT.exec(reply);
  if (!was) return null;
  const mine = new RegExp(`${was[1]}(?:是|为|叫|应该是|其实是)?([\\u4e00-\\u9fff]{2,5}?)(?:吧|才对)?(?=[。，,！!；;]|$)`, 'u').exec(text);
  return mine && mine[1] !== was[2] && cjkNameLike(mine[1]!, prev) ? `${was[2]} → ${mine[1]}` : null;
}

/** A bare run of Chinese characters that may be a name: no pronoun or particle, no word that agrees, not the reply's. */
function cjkNameLike(w: string, prev: string): boolean {
  return !CJK_DEICTIC.test(w) && !CJK_MOVE_ON.has(w) && !prev.includes(w);
}

/** The reply's value in `slot` (the pattern's last group), when the user's word is about as long and differs. */
function slotSwap(mine: string, slot: RegExp, reply: string): string | null {
  const was = slot.exec(reply)?.at(-1);
  return was && was !== mine && Math.abs(was.length - mine.length) <= 1 && !CJK_DEICTIC.test(was) ? `${was} → ${mine}` : null;
}

/**
 * Does a short turn put another value in a slot the reply filled? Returns what the reply had and what the user
 * put there ("1915 → 1912"), or null.
 */
export function restatedValue(prose: string, prev0: string): string | null {
  // Chinese numerals are read as digits, in the turn and the reply alike: "我妈今年六十了" after "祝她五十岁生日快乐",
  // "一个小时就到了" after "大约需要3小时".
  const whole = enDigits(cjkDigits(prose.trim()));
  const prev = enDigits(cjkDigits(prev0));
  const unit = unitPutBack(whole, prev);
  if (unit) return unit;
  // A value said with a doubt is still put back: "2014 I think?", "1912?" (only a turn of a word or three, whose
  // value must open it: case 1 below).
  const hedged = /^(\S+(?:\s+\S+)?)(?:,?\s+(?:i think|i believe|i thought|no|right|surely|maybe))?\s*\?+$/i.exec(whole);
  // ("it's 7:30 in the morning" after "leaves at 7:30 PM": the time of day in words is the reply's AM or PM.)
  const clock = /\d\s+(?:in the (?:morning|afternoon|evening)|at night)\b/i.test(whole) && /\d\s*(?:am|pm)\b/i.test(prev);
  const text = hedged ? hedged[1]! : clock ? whole.replace(/(\d)\s+(?:in the (morning)|in the (?:afternoon|evening)|at night)\b/gi, (_m, d: string, am?: string) => `${d} ${am ? 'am' : 'pm'}`) : whole;
  // ("b14 is free too": a value said with a closing "too" is one more, not one put back.)
  if (/\b(?:too|as well)[.!]*$/i.test(text)) return null;
  if (!prev || text.length === 0) return null;
  // The reply is read as far as its first 6,000 characters, by every case below.
  const reply = prev.length > 6000 ? prev.slice(0, 6000) : prev;
  const choice = otherChoice(text, reply) ?? otherVersion(text, reply) ?? otherParty(text, reply) ?? otherLetter(text, reply) ?? otherMaker(text, reply);
  if (choice) return choice;
  // ("1799 is when napoleon took over": a "when" after a verb of being asks nothing.)
  if (text.length > 160 || CODEISH.test(text) || REQUEST.test(text.replace(/\b(?:is|was) (?:when|where)\b/gi, '')) || PRAISE.test(text)) return null;
  const mine = tokens(text);
  const theirs = tokens(reply);
  const said = new Set(theirs.map((t) => (t.kind === 'num' ? `#${t.digits}` : t.low)));
  // "Rios" after "Rio" is the reply's own name, inflected.
  const isNew = (t: Tok) =>
    t.kind !== 'word' && !said.has(t.kind === 'num' ? `#${t.digits}` : t.low) && !(t.kind === 'name' && said.has(t.low.slice(0, -1)));
  // A heading ("Week 2: Git Integration Core") capitalises every word: its capitals name nothing.
  const words = mine.filter((t) => t.kind === 'word' || t.kind === 'name');
  // (A small verb of being makes it a sentence: "Don Quixote is Cervantes".)
  const verb = mine.some((t) => !t.cap && /^(?:is|was|are|were)$/.test(t.low));
  if (!verb && words.length >= 4 && words.filter((t) => t.cap).length * 4 >= words.length * 3) return null;
  // 0. A short list of values put back whole, one of them new: "tuesday and wednesday" after "Monday and Tuesday".
  const values = mine.filter((t) => t.kind === 'day' || t.kind === 'num');
  if (values.length >= 2 && values.length <= 4 && mine.every((t) => t.kind === 'day' || t.kind === 'num' || JOINERS.has(t.low) || LEAD.has(t.low))) {
    const fresh = values.find(isNew);
    const was = fresh ? theirs.find((t) => sameKind(t, fresh) && !values.some((v) => (v.kind === 'num' ? v.digits === t.digits : v.low === t.low))) : undefined;
    if (fresh && was) return `${was.low} → ${fresh.low}`;
  }
  // 1. The turn opens with the new value: "1912", "it's the 13th", "是169，活动价", "木曜日です".
  // A turn of a word or two is all value: "100" after "boils at 90°C" is put back though it has a digit more. (A
  // capital opening such a turn says nothing: "Shorter", "Summarize this", "New errors:" are spelled like names.)
  const bare = mine.length <= 2;
  const first = mine.findIndex((t) => !LEAD.has(t.low));
  const lead = mine[first];
  if (lead && isNew(lead) && (!hedged || lead.kind === 'num' || lead.kind === 'day' || lead.kind === 'name')) {
    const was = theirs.find((t) => sameKind(t, lead) || (bare && lead.kind === 'num' && t.kind === 'num' && t.digits !== lead.digits && Math.abs(t.digits.length - lead.digits.length) === 1));
    if (was) return `${was.low} → ${lead.low}`;
    // A year said by its last two digits: "89" after "fell in 1991".
    // (Only a year of the same decade or the next: "42" after "1991" is some other number.)
    const year = mine.length === 1 && lead.kind === 'num' && lead.digits.length === 2 ? theirs.find((t) => t.kind === 'num' && YEAR.test(t.digits) && t.digits.slice(2) !== lead.digits && Math.abs(Number(t.digits.slice(2)) - Number(lead.digits)) <= 10) : undefined;
    if (year) return `${year.low} → ${lead.low}`;
  }
  if (hedged) return null;
  // 2. The value sits beside a word of the reply that also sits beside a value of the same kind there: "26 estados"
  // after "25 estados", "100 ml" after "500 ml", "fica no Rio" after "fica em São Paulo". A restatement states:
  // without a verb of being it is read only with the word right beside the value.
  const copula = COPULA.test(text);
  for (let i = 0; i < mine.length; i++) {
    const x = mine[i]!;
    // ("está en Pisa" after "La Torre de Pisa está en Florencia": a name the reply wrote elsewhere, put in the slot
    // after the same verb of being.)
    const elsewhere = !isNew(x);
    if (elsewhere && !(x.kind === 'name' && copula && text.length <= 40)) continue;
    for (let j = Math.max(0, i - 3); j <= Math.min(mine.length - 1, i + 3); j++) {
      const a = mine[j]!;
      if (elsewhere && (j > i || !COPULA.test(a.low))) continue;
      const unit = Math.abs(i - j) === 1 && x.kind === 'num';
      // ("we drive on the left" after "you drive on the right side": a side sits behind its preposition and article;
      // "it leaves from St Pancras" after "leaves from King's Cross": a name behind its preposition and its short first word.)
      const between = mine.slice(Math.min(i, j) + 1, Math.max(i, j));
      const behind = Math.abs(i - j) === 3 && j < i && ((x.kind === 'side' && between.every((u) => LEAD.has(u.low))) || (x.kind === 'name' && between.every((u) => LEAD.has(u.low) || STOP.has(u.low) || u.cap)));
      if (j === i || (!copula && Math.abs(i - j) > 2 && !behind) || STOP.has(a.low) || LEAD.has(a.low)) continue;
      // A number the reply also wrote anchors the value beside it ("6 AM" after "6 PM"; across a verb of being, "80 is
      // 12" after "80 is 16"); a word must be one of the reply's, and a short one only as a unit beside a number ("100 ml").
      // (A German noun is capitalised: "4 Stunden" is a unit beside a number, not a name.)
      if (a.kind === 'num' ? !said.has(`#${a.digits}`) || Math.abs(i - j) > (copula ? 2 : 1) : (a.kind !== 'word' && !(a.kind === 'name' && unit)) || (a.low.length < 3 && !unit)) continue;
      for (let k = 0; k < theirs.length; k++) {
        // ("lo escribió Cervantes" after "fue escrito por Lope de Vega": the reply's verb, in another form.)
        if (theirs[k]!.low !== a.low && !(a.kind === 'word' && sameStem(theirs[k]!.low, a.low))) continue;
        // The reply's value on the same side of the word as the user's ("fica em São Paulo" for "fica no Rio").
        let best: Tok | null = null;
        for (let r = Math.max(0, k - 3); r <= Math.min(theirs.length - 1, k + 3); r++) {
          // Beside the same short unit a number may gain a digit: "是1000克" after "等于100克" (not "line 420" after
          // "line 42", where the word is no unit).
          const t = theirs[r]!;
          // (A Chinese unit is a run of characters: "是100度" after "90 摄氏度".)
          const beside = Math.abs(r - k) === 1 || (CJK_TEXT.test(a.low) && Math.abs(r - k) <= 3 && theirs.slice(Math.min(r, k) + 1, Math.max(r, k)).every((u) => CJK_TEXT.test(u.low)));
          const scaled = unit && a.low.length <= 3 && t.kind === 'num' && beside && t.digits !== x.digits && Math.abs(t.digits.length - x.digits.length) === 1;
          if (!sameKind(t, x) && !scaled) continue;
          if (Math.sign(r - k) === Math.sign(i - j)) {
            best = theirs[r]!;
            break;
          }
          best ??= theirs[r]!;
        }
        if (best) return `${best.low} → ${x.low}`;
      }
    }
  }
  // 3. A name of the reply's, given another name across a verb of being: "Don Quixote is Cervantes" after "Shakespeare
  // wrote 'Don Quixote'". The reply's own name in that slot may open its sentence, so any capital beside the shared
  // name counts, but not one the user also wrote.
  if (copula && text.length <= 60) {
    const mineLow = new Set(mine.map((t) => t.low));
    for (let i = 0; i < mine.length; i++) {
      const x = mine[i]!;
      if (x.kind !== 'name' || !isNew(x)) continue;
      for (let j = Math.max(0, i - 2); j <= Math.min(mine.length - 1, i + 2); j++) {
        const a = mine[j]!;
        if (j === i || !a.cap || a.low.length < 3 || OPENER.has(a.low) || LEAD.has(a.low) || !said.has(a.low)) continue;
        for (let k = 0; k < theirs.length; k++) {
          if (theirs[k]!.low !== a.low) continue;
          for (let r = Math.max(0, k - 4); r <= Math.min(theirs.length - 1, k + 4); r++) {
            const t = theirs[r]!;
            if (r !== k && t.cap && NAME.test(t.low.charAt(0).toUpperCase() + t.low.slice(1)) && !mineLow.has(t.low) && !OPENER.has(t.low)) return `${t.low} → ${x.low}`;
          }
        }
      }
    }
  }
  // 4. The reply's subject, taken up by a pronoun, given another year or day with a verb of its own: "it came out in
  // 1997" after "published in 1999", "elle a été construite pour l'expo de 1889" after "construite en 1899".
  // ("he was born in 2015", "she started school in 2021": a date of the user's own people is news, not a value put back.)
  if (text.length <= 90 && SUBJECT_PRONOUN.test(text) && !LIFE_EVENT.test(text)) {
    const dated = mine.filter((t) => isNew(t) && (t.kind === 'day' || (t.kind === 'num' && YEAR.test(t.digits))));
    const x = dated.length === 1 ? dated[0]! : null;
    const was = x ? theirs.find((t) => sameKind(t, x) && (t.kind === 'day' || YEAR.test(t.digits))) : undefined;
    if (x && was) return `${was.low} → ${x.low}`;
  }
  // 5. A short turn whose one number replaces the reply's one number (the one it did not write again): "我妈今年70了"
  // after "祝她60岁生日快乐".
  // Only in CJK: "explain line 5" has the same shape in English, and cases 1 and 2 read the English forms.
  // ("我预算是300" after "这个价格是 299 元": the user's own budget, which the reply never named, is news.)
  const ownQuantity = CJK_OWN_QUANTITY.exec(text);
  if (text.length <= 24 && CJK_TEXT.test(text) && !(ownQuantity && !reply.includes(ownQuantity[1]!))) {
    const mineNums = mine.filter((t) => t.kind === 'num' && isNew(t));
    // ("10加3是13" after "…10 岁…大 3 岁，所以哥哥 12 岁": the reply's one number the user did not write again.)
    const mineDigits = new Set(mine.filter((t) => t.kind === 'num').map((t) => t.digits));
    const theirNums = theirs.filter((t) => t.kind === 'num' && !mineDigits.has(t.digits));
    if (mineNums.length === 1 && theirNums.length === 1 && sameKind(theirNums[0]!, mineNums[0]!)) return `${theirNums[0]!.low} → ${mineNums[0]!.low}`;
  }
  // 6. A short Chinese turn that is all a name or a word in the reply's "是" slot: "是曹雪芹吧" after "作者是罗贯中"
  // (written as characters, a name has no capital to tell it by, so only this whole-turn shape is read).
  const cjk = CJK_IS.exec(text);
  if (cjk && !CJK_DEICTIC.test(cjk[1]!) && !prev.includes(cjk[1]!)) {
    const was = CJK_PREV_IS.exec(reply);
    if (was && was[1] !== cjk[1]) return `${was[1]} → ${cjk[1]}`;
  }
  // 7. A short Chinese turn that rewrites a span of the reply with one part swapped: "是中国和尼泊尔交界" after "位于
  // 中国和印度交界处" (the same words around it, another name in the middle).
  const swapped = CJK_TEXT.test(text) && text.length <= 30 ? cjkSwap(text, reply) : null;
  if (swapped) return swapped;
  // 7b. The same with the value last: "Vue 3 里 data 必须是函数" after "data 必须是一个对象" (the reply's words before "是",
  // another value after them, and nothing after that).
  const tail = CJK_TEXT.test(text) && text.length <= 30 ? CJK_TAIL_IS.exec(text) : null;
  if (tail && !CJK_DEICTIC.test(tail[1]!) && !CJK_DEICTIC.test(tail[2]!) && !prev.includes(tail[2]!)) {
    const at = reply.indexOf(tail[1]!);
    const was = at >= 0 ? /^([\u4e00-\u9fff]{1,6})(?=[。，,！!；;\s]|$)/u.exec(reply.slice(at + tail[1]!.length)) : null;
    if (was && was[1] !== tail[2] && !CJK_DEICTIC.test(was[1]!.replace(/^一[个种]/u, ''))) return `${was[1]} → ${tail[2]}`;
  }
  // 8. The user's own name put back: "my name is Michelle" after "Best regards, Michael".
  const named = OWN_NAME.exec(text);
  if (named && NAME.test(named[1]!) && !said.has(named[1]!.toLowerCase())) {
    const was = theirs.find((t) => t.kind === 'name' && t.low !== named[1]!.toLowerCase());
    if (was) return `${was.low} → ${named[1]!.toLowerCase()}`;
  }
  // 9. A complexity put back: "有两层循环，是 O(n²)" after "时间复杂度是 O(n)".
  const big = BIG_O.exec(text);
  if (big) {
    const was = BIG_O.exec(reply);
    if (was && was[0].replace(/\s/g, '') !== big[0].replace(/\s/g, '')) return `${was[0]} → ${big[0]}`;
  }
  // 10. A bare Chinese name of the same kind as one the reply wrote: "唐朝" after "宋朝的诗人", "黄山" after "泰山".
  const bareCjk = CJK_KIND_WORD.exec(text);
  if (bareCjk && !prev.includes(bareCjk[1]!)) {
    const was = new RegExp(`[\\u4e00-\\u9fff]{${bareCjk[1]!.length - bareCjk[2]!.length}}${bareCjk[2]!}`, 'u').exec(reply);
    if (was && was[0] !== bareCjk[1] && !CJK_DEICTIC.test(was[0])) return `${was[0]} → ${bareCjk[1]}`;
  }
  // 11. A Chinese turn that keeps the words the reply wrote before its value and puts another one after them: "明天是周四"
  // after "明天是周五", "总共是12个" after "总共是15个".
  if (CJK_TEXT.test(text) && text.length <= 30) {
    const lowText = text.toLowerCase();
    for (const x of mine) {
      if (x.kind === 'word' || !isNew(x)) continue;
      const at = lowText.indexOf(x.low);
      const head = at >= 2 ? text.slice(at - 2, at) : '';
      if (!HAN_ONLY.test(head)) continue;
      for (let k = reply.indexOf(head), seen = 0; k >= 0 && seen < 8; k = reply.indexOf(head, k + 1), seen++) {
        const next = tokens(reply.slice(k + 2, k + 16))[0];
        if (next && sameKind(next, x)) return `${next.low} → ${x.low}`;
      }
    }
  }
  // 12. A bare Chinese name with a doubt and nothing else: "马尔克斯吧" after "作者是博尔赫斯。" The reply's slot closes
  // its clause and is about as long; a few short words that agree or move on have the same shape.
  const guess = CJK_GUESS.exec(text);
  const guessed = guess && cjkNameLike(guess[1]!, prev) ? slotSwap(guess[1]!, CJK_PREV_SLOT, reply) : null;
  if (guessed) return guessed;
  // 12b. The same without the doubt, after a reply of one short sentence whose slot is a name and closes it: "罗琳"
  // after "《哈利·波特》的作者是托尔金。" ("好吃" after "这道菜是川菜。" answers; words that take note have the same shape).
  const bareName = /^([\u4e00-\u9fff]{2,4})[。！!]?$/u.exec(text);
  const slotted = bareName && reply.length <= 60 && !CJK_ACK.test(bareName[1]!) && cjkNameLike(bareName[1]!, prev) ? slotSwap(bareName[1]!, CJK_NAME_SLOT, reply) : null;
  if (slotted) return slotted;
  // 12c. A bare Chinese name with who made the thing: "达芬奇画的" after "《蒙娜丽莎》是米开朗基罗的作品。" (Transliterated
  // names differ in length, so the reply's maker is not held to the user's.)
  const madeBy = CJK_MADE_BY.exec(text);
  if (madeBy && cjkNameLike(madeBy[1]!, prev)) {
    // ("是李白写的" after "《静夜思》的作者是杜甫。": the maker named in the reply's author slot.)
    const was = CJK_MAKER_SLOT.exec(reply) ?? CJK_AUTHOR_SLOT.exec(reply);
    if (was && was[1] !== madeBy[1] && !CJK_DEICTIC.test(was[1]!)) return `${was[1]} → ${madeBy[1]}`;
  }
  // 12d. The reply's name slot said again with another name in it: "鲁迅原名周树人" after "鲁迅的原名是周作人".
  const renamedCjk = CJK_TEXT.test(text) && text.length <= 40 ? cjkSlotAgain(text, reply, prev) : null;
  if (renamedCjk) return renamedCjk;
  // 13. What the reply said of a thing, said back with the other polarity: "lists are mutable" after "lists are
  // immutable", "the endpoint isn't public" after "the endpoint is public".
  const flipped = polarityFlip(text, reply);
  if (flipped) return flipped;
  // 14. A name for a thing, put back: "a murder" after "A group of crows is called a flock"; "per second" after "300,000 km
  // per hour" (the turn is all the new word, with its article or its "per").
  const renamed = slotPutBack(text, reply);
  if (renamed) return renamed;
  // 15. A Chinese name the reply gave, put back by a name of the same length sharing a character: "周树人，周作人是他弟弟"
  // after "原名是周作人" (the first clause alone is read).
  const clause = /^([\u4e00-\u9fff]{2,4})(?:[，,。！!]|$)/u.exec(text);
  if (clause && cjkNameLike(clause[1]!, prev)) {
    for (const m of reply.matchAll(/(?:是|为)([\u4e00-\u9fff]{2,4})/gu)) {
      const was = m[1]!.slice(0, clause[1]!.length);
      if (was.length === clause[1]!.length && was !== clause[1] && !CJK_DEICTIC.test(was) && [...was].some((ch, i) => ch === clause[1]![i])) return `${was} → ${clause[1]}`;
    }
  }
  // 16. Japanese: a bare "Xです" where the reply said "…はYです" ("東京ですよ" after "日本の首都は京都です"), Y sharing a
  // character with X ("大丈夫です" answers; it shares nothing with the reply's value).
  const desu = JA_DESU.exec(text);
  if (desu && !prev.includes(desu[1]!)) {
    for (const m of reply.matchAll(JA_WA_DESU)) {
      if (m[1] !== desu[1] && [...desu[1]!].some((ch) => m[1]!.includes(ch))) return `${m[1]} → ${desu[1]}`;
    }
  }
  // 17. A title put right before the same name: "it should be Dr. Smith" after "Dear Mr. Smith".
  // (Only said as the right form: "Dr. Smith said I should rest" may be another Smith.)
  const asForm = /\b(?:should be|must be|it'?s|its|it is|not|call (?:her|him|them)|address(?:ed)? (?:her|him|them|it) as)\b/i.test(text) || mine.length <= 3;
  for (const m of asForm ? text.matchAll(HONORIFIC) : []) {
    for (const r of reply.matchAll(HONORIFIC)) if (r[2] === m[2] && titleOf(r[1]!) !== titleOf(m[1]!)) return `${r[1]!.toLowerCase()} → ${m[1]!.toLowerCase()}`;
  }
  // 18. Who someone is to the user, put back: "she's my niece lol" after "Your sister's daughter is your cousin".
  const kin = KIN_CLAIM.exec(text);
  if (kin) {
    const was = reply.toLowerCase().match(KIN_WORD);
    if (was && !was.includes(kin[1]!.toLowerCase())) return `${was[0]} → ${kin[1]!.toLowerCase()}`;
  }
  // 19. A place or name typed in lower case, in the slot the reply gave a capitalised one: "it's in tanzania" after
  // "located in Kenya". (Case 3 reads names by their capital; a phone keyboard or a quick reply often has none.)
  const placed = lowerSlotPutBack(text, reply);
  if (placed) return placed;
  // 20. A tool named in place of the one the reply used, with nothing else said: "it's pnpm here" after "run `yarn
  // dev`", "we're on vitest" after "jest.config.js".
  const tool = toolSwap(text, reply);
  if (tool) return tool;
  // 21. A name in lower case given the reply's role across a verb of being: "scout is the narrator" after "the
  // narrator is Atticus Finch".
  const role = roleSwap(text, reply);
  if (role) return role;
  // 22. Another port for the service the reply set up: "the app runs on 8080" after "expose port 3000".
  const port = PORT_CLAIM.exec(text);
  const was = port ? PORT_SAID.exec(reply) : null;
  if (port && was && was[1] !== port[1]) return `${was[1]} → ${port[1]}`;
  // 23. Another quoted value for what the reply quoted: "typeof null is 'object'" after "`typeof null` returns 'null'"
  // (what it is about, when named, is named in the reply).
  const quoted = QUOTED_CLAIM.exec(text);
  if (quoted && (!quoted[1] || (quoted[1].toLowerCase().match(/[a-z]{3,}/g) ?? []).every((w) => reply.toLowerCase().includes(w)))) {
    for (const m of reply.matchAll(QUOTED_SAID)) if (m[1] !== quoted[2]) return `${m[1]} → ${quoted[2]}`;
  }
  // 24. A number with the opposite word of the reply's before it: "是早8个小时" after "晚8小时", "大3岁" after "小3岁".
  if (CJK_TEXT.test(text) && text.length <= 24) {
    for (const m of text.matchAll(CJK_SIDED_NUMBER)) {
      const other = CJK_OPPOSITE[m[1]!]!;
      if (new RegExp(`${other}\\s*${m[2]!.replace('.', '\\.')}(?![\\d.])`, 'u').test(reply) && !reply.includes(m[1]! + m[2]!)) return `${other}${m[2]} → ${m[1]}${m[2]}`;
    }
  }
  // 25. The reply's thing put in another class: "spiders are arachnids" after "Spiders are insects" (two plural
  // nouns, or two after "a"/"an": "lists are mutable" after "lists are ordered" adds a fact).
  const cls = CLASS_CLAIM.exec(text);
  if (cls) {
    const said = new RegExp(`\\b${cls[1]!.replace(/[^\p{L}\s'-]/gu, '')} (?:is|are|was|were) (an? )?([a-z]{4,})\\b`, 'iu').exec(reply);
    const mine = cls[3]!.toLowerCase(), theirs = said?.[2]?.toLowerCase();
    const nouns = !!said && (cls[2] && said[1] ? true : PLURAL_NOUN.test(mine) && PLURAL_NOUN.test(theirs!));
    if (said && theirs !== mine && nouns && !reply.toLowerCase().includes(mine)) return `${theirs} → ${mine}`;
  }
  return null;
}

/**
 * 26. The other one of a choice that has no third: "要降序" after "按日期升序排好了", "descending please" after "sorted
 * ascending", "it's summer in australia" after "here's the packing list with winter gear" (each language file's
 * exclusive choices). Only a short statement, or a plea with nothing but courtesy to ask: "now do the winter one" is a
 * next task.
 */
function otherChoice(text: string, reply: string): string | null {
  if (text.length > 80 || /[?？]/u.test(text) || CODEISH.test(text) || PRAISE.test(text) || REQUEST.test(text.replace(COURTESY, ''))) return null;
  const low = text.toLowerCase(), replyLow = reply.toLowerCase();
  for (const group of CHOICES) {
    const mine = group.find((c) => c.re.test(low));
    const theirs = mine && !group.some((c) => c !== mine && c.re.test(low)) ? group.find((c) => c !== mine && c.re.test(replyLow)) : undefined;
    if (mine && theirs && !mine.re.test(replyLow)) return `${theirs.word} → ${mine.word}`;
  }
  return null;
}

const COURTESY = /(?<![\p{L}])(?:please|pls)(?![\p{L}])|请/giu;

/** Each language file's exclusive choices (tabs / spaces, 升序 / 降序), each word with its whole-word pattern. */
const CHOICES: readonly (readonly { word: string; re: RegExp }[])[] = Object.values(LANG_PACKS).flatMap((p) =>
  [...(p.topic?.exclusive ?? []), ...(p.topic?.exclusivePhrases ?? [])].map((g) =>
    g.map((word) => ({ word, re: CJK_TEXT.test(word) ? new RegExp(word, 'u') : new RegExp(`(?<![\\p{L}\\p{N}_-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}_-])`, 'u') })),
  ),
);

/**
 * 27. Another version of what the reply used: "write it in Python 3" after "written in Python 2", "we're on Node 18",
 * "pin the version, node:20-alpine" after "node:latest", "Python 3 で書いてください". A request counts here (asking for
 * another version is the correction), but only one that puts the version where the reply's was used, never "write
 * chapter 3" after "here's chapter 2", nor "also" one more.
 */
function otherVersion(text: string, reply: string): string | null {
  if (text.length > 100 || /[?？]|(?<![\p{L}])(?:also|too|as well|another)(?![\p{L}])|也|另外|还要|も/iu.test(text)) return null;
  VERSION_USED.lastIndex = 0;
  for (let m = VERSION_USED.exec(text); m; m = VERSION_USED.exec(text)) {
    const at = [1, 3, 5, 7].find((i) => m![i] !== undefined)!;
    const name = m[at]!, mine = m[at + 1]!;
    const said = new RegExp(`(?<![\\p{L}\\p{N}])${name.replace(/[.+#]/g, '\\$&')}(?: |:|@|\\s?v)(\\d+(?:\\.\\d+)*(?:-[a-z0-9]+)*|latest)(?![\\p{L}\\p{N}])`, 'iu').exec(reply);
    if (said && said[1]!.toLowerCase() !== mine.toLowerCase()) return `${name} ${said[1]} → ${name} ${mine}`;
  }
  return null;
}

// A name and its version where the work is done in it: after "in", "on", "with", "using", "use", "upgrade to" …, or a
// tag said as one ("node:20-alpine", "react@18"), or before Japanese "で" / after Chinese "用".
const TOOL_VERSION = '(\\d+(?:\\.\\d+)*(?:-[a-z0-9]+)*|latest)';
// (Not the next of a sequence: "proceed with phase 3" after "phase 2 is done".)
const TOOL_NAME = '(?!(?:phase|step|part|chapter|section|page|day|week|month|year|level|round|episode|season|volume|lesson|exercise|task|item|question|point|option|stage|sprint|milestone|module|unit|problem|figure|table|line|row|column|slide|scene|act|verse|attempt|try|iteration|draft|number|no|grade|class|room|floor|gate|platform|seat)(?![\\p{L}]))(\\p{L}[\\p{L}.+#-]*)';
const VERSION_USED = new RegExp(
  `(?<![\\p{L}])(?:in|on|with|using|use|targeting|(?:upgrade|update|migrate|bump|switch|port|move)(?: it| this| everything)? to)(?: the)? ${TOOL_NAME}(?: |\\s?v)${TOOL_VERSION}(?![\\p{L}\\p{N}])|(?<![\\p{L}])${TOOL_NAME}[:@]${TOOL_VERSION}(?![\\p{L}\\p{N}])|(?:用|使用|改用|换成|改成)\\s*${TOOL_NAME}\\s?${TOOL_VERSION}|${TOOL_NAME}\\s?${TOOL_VERSION}\\s*で`,
  'giu',
);

/** 28. Another number of people than the reply planned for: "there's 6 of us" after "a recipe for 4 servings". */
function otherParty(text: string, reply: string): string | null {
  const mine = PARTY_CLAIM.exec(text);
  const was = mine ? PARTY_SAID.exec(reply) : null;
  const n = mine ? (mine[1] ?? mine[2] ?? mine[3])! : '';
  return was && was[1] !== n ? `${was[1]} → ${n}` : null;
}

const PARTY_CLAIM = /^(?:(?:no|nope|actually|but|um|well|erm)[,.!]?\s+)?(?:(?:there(?:'s| is| are|'re|re)|we(?:'re| are| will be|'ll be)) (\d{1,3}) (?:of us|people|persons|guests|adults)(?![\p{L}])|(?:somos|siamo|siamo in) (\d{1,3})(?: (?:personas|pessoas|persone))?(?![\p{L}])|(?:it'?s |it is |we need it |i need it )?for (\d{1,3}) (?:people|persons|guests|of us|adults)(?![\p{L}]))[^?？]{0,40}$/iu;
const PARTY_SAID = /(?<![\p{L}\d])(\d{1,3}) (?:servings|people|persons|guests|portions|adults|pax|personas|pessoas|persone|porciones|porções|porzioni)(?![\p{L}])/iu;

/** 29. Another letter of a multiple-choice answer: "答案是 C，我对过答案了" after "这道题选 B", "the answer is D" after "…is (B)". */
function otherLetter(text: string, reply: string): string | null {
  if (text.length > 80 || /[?？吗]/u.test(text)) return null;
  const mine = LETTER_CLAIM.exec(text);
  const was = mine ? LETTER_SAID.exec(reply) : null;
  const n = mine ? (mine[1] ?? mine[2])! : '';
  return was && was[1]!.toUpperCase() !== n ? `${was[1]!.toUpperCase()} → ${n}` : null;
}

// The letter said as the answer (capital only: "it's a …" is an article).
const LETTER_CLAIM = /^(?:(?:不对|不是|[Nn]o|[Nn]ope|[Aa]ctually|[Ww]rong)[，,.!\s]*)?(?:(?:正确)?答案(?:是|应该是|为)|应该选|应选|选)\s*[(（]?([A-D])[)）]?(?![A-Za-z])|^(?:(?:[Nn]o|[Nn]ope|[Aa]ctually)[,.!]?\s+)?(?:[Tt]he )?(?:correct |right )?answer is \(?([A-D])\)?(?![A-Za-z])/u;
const LETTER_SAID = /(?:选|答案是|答案为|应选|[Aa]nswer is|[Oo]ption|[Cc]hoose|[Cc]hoice)\s*[:：]?\s*[(（]?([A-Da-d])[)）]?(?![A-Za-z])/u;

/**
 * 30. Another maker of the work the reply named: "nolan directed inception lol" after "Inception was directed by Steven
 * Spielberg" (the work and the verb are the reply's, the maker is not).
 */
function otherMaker(text: string, reply: string): string | null {
  if (text.length > 60) return null;
  const m = MAKER_CLAIM.exec(text);
  if (!m) return null;
  const low = reply.toLowerCase();
  const [maker, verb, work] = [m[1]!.toLowerCase(), m[2]!.toLowerCase(), m[3]!.toLowerCase()];
  // The reply wrote the verb (any form: "written" for "wrote", "sung" for "sang") and the work, and another maker.
  if (!MAKER_VERB[verb]!.test(low) || !low.includes(work.split(' ')[0]!) || maker.split(' ').some((w) => low.includes(w))) return null;
  const was = /\bby ((?:\p{Lu}[\p{L}'.-]+\s?){1,3})/u.exec(reply);
  return `${was ? was[1]!.trim().toLowerCase() : '?'} → ${maker}`;
}

const MAKER_VERB: Record<string, RegExp> = {
  directed: /\bdirect/, wrote: /\b(?:wr[io]te|written|author)/, painted: /\bpaint/, composed: /\bcompos/, invented: /\binvent/,
  discovered: /\bdiscover/, founded: /\bfound(?:ed|er)/, designed: /\bdesign/, built: /\bbuil[td]/, sang: /\bs[aiu]ng/,
  created: /\bcreat/, produced: /\bproduc/, 'starred in': /\bstar/,
};

// (A maker of a word or three, in any case; never a pronoun: "he wrote it" says nothing new.)
const MAKER_CLAIM = /^(?:(?:no|nope|actually|lol|um|uh|wait|err?)[,.!]?\s+)?(?!(?:he|she|they|it|i|you|we|that|this|who|which)\b)([a-z][\w'.-]*(?: [a-z][\w'.-]*){0,2}) (directed|wrote|painted|composed|invented|discovered|founded|designed|built|sang|created|produced|starred in) (?:the )?([a-z][\w'-]*(?: [a-z][\w'-]*){0,3}?)(?:,?\s+(?:lol|lmao|haha|tho|though|actually|i think|btw))?[.!]*$/i;

const CLASS_CLAIM = /^(?:(?:no|nope|actually|well|um)[,.!]?\s+)?(?:(?:a|an|the)\s+)?([a-z][a-z'-]{2,}(?: [a-z][a-z'-]{2,})?) (?:is|are|were|was) (?:actually )?(an? )?([a-z]{4,})[.!]*$/i;
// A plural noun: "arachnids", "mammals", "fruits" (not "famous", "glass", "address").
const PLURAL_NOUN = /^[a-z]{3,}(?<!ss|ous|us|is)s$/;

const CJK_NUMERAL: Record<string, number> = { 零: 0, 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
// A run of numerals with a 十 or 百 in it ("五十", "二十五", "一百"), or one numeral before a unit or a measure word
// ("一个小时", "三天"): never the "一" of "一起" or "统一", nor "十分" ("very") or "百度".
const CJK_NUMBER = /[零一二两三四五六七八九]?[百十][零一二三四五六七八九十]*(?!分(?!钟)|度|足|货|姓|科|合|家|万|亿)|[一二两三四五六七八九](?=个?(?:小时|钟头|分钟|天|周|星期|个月|月|年|岁|公里|千米|米|元|块))/gu;

// "it's one week" after "the two weeks you're in Japan": a count written in words is read as its digits, in the turn and
// the reply alike, when a noun follows it ("this one", "one of them" count nothing).
const EN_NUMBER = /\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?=\s+(?!of\b|more\b|another\b|thing\b|way\b|day\b|time\b|too\b|by\b|or\b|and\b|is\b|was\b)[a-z]{3,})/gi;
const EN_NUMERAL: Readonly<Record<string, string>> = { one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10', eleven: '11', twelve: '12' };
function enDigits(s: string): string {
  return s.replace(EN_NUMBER, (w) => EN_NUMERAL[w.toLowerCase()] ?? w);
}

function cjkDigits(s: string): string {
  if (!/[一二两三四五六七八九十百]/u.test(s)) return s;
  return s.replace(CJK_NUMBER, (n) => {
    let total = 0, cur = 0;
    for (const ch of n) {
      if (ch === '百') { total += (cur || 1) * 100; cur = 0; }
      else if (ch === '十') { total += (cur || 1) * 10; cur = 0; }
      else cur = CJK_NUMERAL[ch] ?? 0;
    }
    return String(total + cur);
  });
}

const QUOTED_CLAIM = /^(?:(?:no|nope|actually)[,.!]?\s+)?(?:(.{2,40}?)\s+)?(?:is|returns|gives|prints|outputs|evaluates to|equals)\s+["'“‘]([^"'”’]{1,30})["'”’]\s*[.!]*$/i;
const QUOTED_SAID = /\b(?:is|returns|gives|prints|outputs|evaluates to|equals)\s+["'“‘`]([^"'”’`]{1,30})["'”’`]/gi;
const CJK_OPPOSITE: Record<string, string> = { 早: '晚', 晚: '早', 快: '慢', 慢: '快', 多: '少', 少: '多', 高: '低', 低: '高', 大: '小', 小: '大', 前: '后', 后: '前' };
const CJK_SIDED_NUMBER = /([早晚快慢多少高低大小前后])\s*(\d+(?:\.\d+)?)/gu;

const PORT_CLAIM = /^(?:(?:no|nope|actually|but)[,.!]?\s+)?(?:(?:the |our |my )?[\w-]+ )?(?:runs|is running|listens|is listening|is served|is|it'?s|lives) on (?:port )?:?(\d{2,5})(?:\s+(?:here|actually|though|not \d{2,5}))?[.!]*$/i;
const PORT_SAID = /\b(?:port|localhost:|127\.0\.0\.1:|0\.0\.0\.0:)\s*(\d{2,5})\b/i;

/** Case 21: only the shape "X is the ROLE", whose first place an adjective cannot take ("the narrator is boring"). */
function roleSwap(text: string, reply: string): string | null {
  const m = ROLE_CLAIM.exec(text);
  if (!m || NOT_A_NAME.test(m[1]!) || reply.toLowerCase().includes(m[1]!)) return null;
  const role = m[2]!;
  // (Case matters: under "i", \p{Lu} takes any letter, and "the narrator is one of the children" named "one".)
  const was = new RegExp(`\\b[Tt]he ${role} (?:is|was) (${CAP_NAME})|(${CAP_NAME}) (?:is|was) the ${role}\\b`, 'u').exec(reply);
  const name = was ? (was[1] ?? was[2])! : null;
  return name && !OPENER.has(name.toLowerCase()) ? `${name.toLowerCase()} → ${m[1]}` : null;
}

/** Case 19: "it's in the louvre" after "hangs in the Uffizi Gallery", the reply's last such slot ("the tallest mountain
 * in Africa, located in Kenya" is put right in its last). */
function lowerSlotPutBack(text: string, reply: string): string | null {
  const slot = LOWER_SLOT.exec(text);
  if (!slot || COMMON_SLOT_WORD.test(slot[2]!) || reply.toLowerCase().includes(slot[2]!)) return null;
  const names = [...reply.matchAll(REPLY_SLOT[slot[1]!]!)].map((r) => r[1]!.toLowerCase()).filter((n) => !OPENER.has(n));
  return names.length ? `${names.at(-1)} → ${slot[2]}` : null;
}

/** Case 20: only a sibling of the same kind counts (npm and pnpm, not npm and git). */
function toolSwap(text: string, reply: string): string | null {
  const tool = TOOL_CLAIM.exec(text);
  const mine = tool?.[1]!.toLowerCase();
  const family = mine ? TOOL_FAMILY.get(mine) : undefined;
  if (!mine || !family) return null;
  const replyWords = new Set(reply.toLowerCase().match(/[a-z#+]+/g) ?? []);
  const was = replyWords.has(mine) ? undefined : family.find((t) => t !== mine && replyWords.has(t));
  return was ? `${was} → ${mine}` : null;
}

const ROLE_CLAIM = /^(?:(?:no|nope|actually|um|well)[,.!]?\s+)?([a-z][a-z'’-]{2,}(?: [a-z][a-z'’-]{2,})?) (?:is|was) (?:the|a|an) ([a-z]{3,})[.!]*$/;
// Words that open "X is the …" and name no one: pronouns, determiners, question words.
const NOT_A_NAME = /^(?:he|she|it|they|this|that|these|those|there|here|who|what|which|one|mine|yours|his|hers|ours|theirs|everything|nothing|something|anything|everyone|someone|nobody|today|tomorrow|yesterday|now|then|which one|the other|the first|the last|the second)$/;
const LOWER_SLOT = /^(?:(?:no|nope|actually|well|hmm|um)[,.!]?\s+)?(?:(?:it|that|she|he|they)(?:'s|’s| is| was| are| were)\s+)?(in|at|from|near|by)\s+(?:the\s+)?([a-z][a-z'’-]{3,}(?: [a-z][a-z'’-]{2,})?)(?:\s+(?:actually|though|lol|haha))?[.!]*$/u;
// A capitalised name of one or two words ("Kenya", "Atticus Finch"), for patterns built from it.
const CAP_NAME = String.raw`\p{Lu}\p{Ll}{2,}(?: \p{Lu}\p{Ll}{2,})?`;
// The reply's capitalised name after the same word ("in Kenya", "in the Uffizi Gallery").
const REPLY_SLOT: Readonly<Record<string, RegExp>> = Object.fromEntries(
  ['in', 'at', 'from', 'near', 'by'].map((w) => [w, new RegExp(`\\b${w} (?:the )?(${CAP_NAME})`, 'gu')]),
);
// Words that fill "in …" and name no place: "it's in there", "in general", "in the morning" ("in english" is kept: a
// language put back).
const COMMON_SLOT_WORD = /^(?:morning|evening|afternoon|night|middle|beginning|end|past|future|meantime|background|top|bottom|back|corner|here|there|general|fact|time|order|case|mind|front|total|progress|place|stock|person|public|private|theory|practice|reality|detail|details|question|particular|short|advance|addition|mine|yours|ours|theirs|town|school|work|home|office|line|sync|charge|love|trouble|doubt|reverse|turn|sequence|parallel|production|development|bed|hospital|prison|church|class|college|bulk|part|parts|full|vain|secret|silence|common|return|between|itself|that|this|them|these|those|there'?s|a [a-z'’-]+|an [a-z'’-]+)$/;
const TOOL_FAMILIES: readonly (readonly string[])[] = [
  ['npm', 'yarn', 'pnpm', 'bun'],
  ['pip', 'pipenv', 'poetry', 'uv', 'conda', 'pdm'],
  ['jest', 'vitest', 'mocha', 'jasmine', 'ava'],
  ['pytest', 'unittest', 'nose'],
  ['webpack', 'vite', 'rollup', 'esbuild', 'parcel', 'turbopack'],
  ['react', 'vue', 'svelte', 'angular', 'solid', 'preact'],
  ['postgres', 'postgresql', 'mysql', 'mariadb', 'sqlite', 'mongodb'],
  ['aws', 'gcp', 'azure'],
  ['windows', 'macos', 'linux', 'ubuntu', 'debian', 'fedora'],
  ['chrome', 'firefox', 'safari'],
  ['bash', 'zsh', 'fish', 'powershell'],
  ['docker', 'podman'],
  ['express', 'fastify', 'koa', 'nestjs', 'hono'],
  ['django', 'flask', 'fastapi'],
  ['tailwind', 'bootstrap'],
  ['vscode', 'vim', 'neovim', 'emacs', 'intellij', 'pycharm'],
  ['python', 'javascript', 'typescript', 'java', 'golang', 'rust', 'ruby', 'php', 'kotlin', 'swift'],
];
const TOOL_FAMILY = new Map(TOOL_FAMILIES.flatMap((f) => f.map((t) => [t, f] as const)));
const TOOL_CLAIM = new RegExp(
  String.raw`^(?:(?:no|nope|actually|well|but|hmm|um)[,.!]?\s+)?(?:(?:it'?s|it’s|it is|we(?:'re|’re| are) (?:on|using)|i(?:'m|’m| am) (?:on|using)|we use|i use|this (?:repo|project) uses|using)\s+)?(${[...TOOL_FAMILY.keys()].join('|')})(?:\s+(?:here|in this repo|in this project|for this project|actually|though|btw|lol|only))?[.!]*$`,
  'i',
);
