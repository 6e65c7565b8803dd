// Language-light text analysis shared by the memory (merging lessons into rules) and recall (ranking).
// Both sides MUST use the same tokens, otherwise a lesson would merge with one rule but recall another.
// Kept dependency-free and synchronous so it runs in an MV3 service worker and in Node tests alike.

const CJK = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;
const CJK_RUN = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]+/gu;
// Latin words keep inner apostrophes ("don't") and tech suffixes ("c++", "c#", "node.js" → "node", "js").
const WORD = /[\p{L}\p{N}_]+(?:'[\p{L}]+)?[+#]*/gu;

/**
 * Words that carry no topic. Directive verbs ("add", "use", "stop") are here on purpose: "Don't add logging"
 * and "No more logs" must share the topic {log}; the direction is captured separately by `stance`.
 */
const STOP = new Set(
  (
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
    // Wrapper words of the detector's generic lessons ("Apply the user's correction: \"…\"") carry no topic.
    "follow user user's standing rule rules apply correction ensure provide forget sure remember mind note " +
    "future now going forward " +
    // Evaluative and age words name no subject ("a good name for my new laptop" is not about migrations).
    "new old good better best nice nicer great" +
    " over than unless except ask asked 的 了 是 在 我 你 他 她 它 们 我们 你们 这 那 这个 那个 这些 那些 和 与 或 也 都 就 还 再 又 很 太 吗 呢 吧 啊 呀 " +
    "请 要 不要 别 不 没 没有 不用 不再 停止 禁止 避免 总是 永远 一直 每次 始终 务必 必须 使用 用 添加 加 给 把 被 让 " +
    "里 中 上 下 一个 一下 什么 怎么 为什么 帮 帮我 写 做 说 回答 回复 已经 告诉 过 更 多 少 一些 一点"
  ).split(/\s+/),
);

/** Markers that turn a lesson into "do less / never" (negative stance). */
const NEGATIVE =
  /\b(?:don'?t|do not|doesn'?t|does not|never|stop|no more|no longer|no|not|avoid|without|quit|remove|drop|skip|omit|exclude|disable|ban|leave out|get rid of|less|fewer|nothing|shouldn'?t|should not|mustn'?t|must not|can'?t|cannot|won'?t)\b|不要|别|不再|停止|禁止|避免|不用|勿|不准|不许|不能|去掉|删除|删掉/iu;
/** Negated negatives that mean "do": "Don't forget the tests", "never skip tests" is still handled as negative-of-skip. */
const DOUBLE_NEGATIVE = /\b(?:don'?t|do not|never) (?:forget|omit|skip|leave out)\b/giu;

/**
 * Mutually exclusive choices: two positive lessons picking different members of a group contradict each other
 * ("Always use tabs" vs "Always use spaces"), although they share no topic word.
 */
const EXCLUSIVE_GROUPS: readonly (readonly string[])[] = [
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
];
let exclusiveIndex: Map<string, number> | null = null;
/** Group number of a token, if it is one of the exclusive choices (computed lazily through `stem`). */
export function exclusiveGroup(token: string): number | undefined {
  if (!exclusiveIndex) {
    exclusiveIndex = new Map();
    EXCLUSIVE_GROUPS.forEach((g, i) => {
      for (const w of g) for (const t of tokenize(w)) exclusiveIndex!.set(t, i);
    });
  }
  return exclusiveIndex.get(token);
}

/** The tokens of the other choices in the token's exclusive group ("tabs" → "spaces"), if any. */
export function exclusiveSiblings(token: string): string[] {
  const g = exclusiveGroup(token);
  if (g === undefined) return [];
  const out: string[] = [];
  for (const [t, i] of exclusiveIndex!) if (i === g && t !== token) out.push(t);
  return out;
}

/** "use X instead of Y", "X not Y", "prefer X over Y", "X rather than Y", "用X不要用Y", "用X而不是Y". */
const SWAP_EN =
  /^(?:.*?\b(?:use|prefer|write|choose|pick|go with|always use)\s+)?(.+?)\s*,?\s+(?:instead of|rather than|over|not)\s+(.+?)[.!]?$/iu;
const SWAP_ZH = /(?:用|使用)(.+?)(?:，|,)?\s*(?:而不是|不要用|别用|不用|而非)(.+?)[。！!.]?$/u;

/**
 * Abbreviations people type in drafts for the words lessons spell out ("convert this JS to TS" must find
 * "Always use TypeScript, not JavaScript"). Values are canonical words, stemmed when the table is first used.
 */
const ALIAS_WORDS: Record<string, string> = {
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
  // Chinese ↔ Chinese only: cross-language matching would need translation, which is out of scope.
  日誌: '日志',
};
let aliases: Map<string, string> | null = null;
function alias(token: string): string {
  if (!aliases) {
    aliases = new Map();
    for (const [k, v] of Object.entries(ALIAS_WORDS)) aliases.set(stem(k), /^[a-z]+$/.test(v) ? stem(v) : v);
  }
  return aliases.get(token) ?? token;
}

let segmenter: Intl.Segmenter | null | undefined;
function zhSegmenter(): Intl.Segmenter | null {
  if (segmenter !== undefined) return segmenter;
  try {
    // Dictionary-based word breaks are much better than bigrams for coverage scoring, but some runtimes ship
    // without ICU data; then fall back to bigrams.
    segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter('zh', { granularity: 'word' }) : null;
  } catch {
    segmenter = null;
  }
  return segmenter;
}

/** Test hook: force the bigram fallback (or restore auto-detection with `undefined`). */
export function setSegmenterForTests(s: Intl.Segmenter | null | undefined): void {
  segmenter = s;
}

/**
 * Stemming-lite: just enough to make logs/logging/logged, spaces/space, indentation/indent collide.
 * Porter would be more thorough but is big and English-only; the rules below are cheap and safe for
 * identifiers because they only touch lowercase alphabetic words longer than three letters.
 */
export function stem(word: string): string {
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

function cjkTokens(run: string, out: string[]): void {
  const seg = zhSegmenter();
  if (!seg) {
    pushBigrams(run, out);
    return;
  }
  // Runs of single-character segments are usually out-of-dictionary words split apart ("制|表|符");
  // bigrams over such runs keep them matchable without flooding the index with single characters.
  let singles = '';
  const flush = (): void => {
    if (singles.length >= 2) pushBigrams(singles, out);
    else if (singles.length === 1 && !STOP.has(singles)) out.push(singles);
    singles = '';
  };
  for (const s of seg.segment(run)) {
    if (s.isWordLike === false) {
      flush();
      continue;
    }
    if (STOP.has(s.segment)) {
      flush();
      continue;
    }
    if (s.segment.length === 1) singles += s.segment;
    else {
      flush();
      out.push(s.segment);
    }
  }
  flush();
}

/** Function characters that glue Chinese words together; splitting on them keeps bigrams inside words. */
const CJK_GLUE = /[加的了是在我你他她它们这那和与或也都就还再又很吗呢吧啊呀请要不别没把被让给里]/u;
const CJK_STOP_WORDS = [...STOP].filter((w) => w.length > 1 && CJK.test(w)).sort((a, b) => b.length - a.length);

/**
 * Bigram fallback without a dictionary: multi-character stop words and glue characters split the run first,
 * otherwise bigrams straddling "不要|在|代码" would dilute the coverage score with pieces of no word.
 */
function pushBigrams(run: string, out: string[]): void {
  let text = run;
  for (const w of CJK_STOP_WORDS) if (text.includes(w)) text = text.split(w).join(' ');
  for (const piece of text.split(new RegExp(`${CJK_GLUE.source}|\\s+`, 'u'))) {
    const chars = [...piece];
    if (chars.length === 0) continue;
    if (chars.length === 1) {
      if (!STOP.has(piece)) out.push(piece);
      continue;
    }
    for (let i = 0; i + 1 < chars.length; i++) {
      const bg = chars[i]! + chars[i + 1]!;
      if (!STOP.has(bg)) out.push(bg);
    }
  }
}

/**
 * Topic tokens of a text: normalised, stop words and directive verbs removed, stemmed, CJK segmented.
 * Order follows the text and duplicates are kept (callers that need sets dedupe).
 */
export function tokenize(text: string): string[] {
  const norm = text.normalize('NFKC').toLowerCase().replace(/[’‘`]/g, "'");
  const out: string[] = [];
  if (CJK.test(norm)) {
    const start = out.length;
    for (const m of norm.matchAll(CJK_RUN)) cjkTokens(m[0], out);
    for (let i = start; i < out.length; i++) out[i] = alias(out[i]!);
  }
  const latin = norm.replace(CJK_RUN, ' ');
  for (const m of latin.matchAll(WORD)) {
    const raw = m[0];
    if (STOP.has(raw)) continue;
    const base = raw.replace(/'[\p{L}]+$/u, '');
    if (base.length < 2 && !/[+#]/.test(raw)) continue;
    if (STOP.has(base)) continue;
    const t = alias(stem(base));
    if (!STOP.has(t)) out.push(t);
  }
  return out;
}

export function tokenSet(text: string): Set<string> {
  return new Set(tokenize(text));
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let inter = 0;
  for (const t of a) if (b.has(t)) inter++;
  return inter / (a.size + b.size - inter);
}

/**
 * Direction of a lesson per topic token: +1 "do/use this", -1 "don't/avoid this".
 * "Use X not Y" gives X +1 and Y -1, so "use tabs not spaces" contradicts "use spaces not tabs".
 */
export function stance(text: string): Map<string, 1 | -1> {
  const t = text.trim();
  const out = new Map<string, 1 | -1>();
  const swap = SWAP_ZH.exec(t) ?? SWAP_EN.exec(t);
  if (swap && swap[1] && swap[2]) {
    const pos = tokenize(swap[1]);
    const neg = tokenize(swap[2]);
    if (pos.length > 0 && neg.length > 0) {
      for (const n of neg) out.set(n, -1);
      for (const p of pos) if (!out.has(p)) out.set(p, 1);
      return out;
    }
  }
  // "Don't forget X" asks for X; the direction must come from what is left after removing it.
  const sign: 1 | -1 = NEGATIVE.test(t.replace(DOUBLE_NEGATIVE, ' ')) ? -1 : 1;
  for (const tok of tokenize(t)) out.set(tok, sign);
  return out;
}

/** Short stable hash (FNV-1a, 32 bit) used to notice edited turns without keeping their text. */
export function hashText(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36) + ':' + text.length.toString(36);
}

/** Whitespace-collapsed, case-folded text used as the identity of a rule when importing. */
export function normaliseRuleText(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[\s.!。！]+/gu, ' ').trim();
}

/** Cuts at a sentence or word boundary so stored snippets never end mid-word. */
export function clip(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const sentence = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('。'));
  if (sentence > max * 0.5) return cut.slice(0, sentence + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.5 ? cut.slice(0, space) : cut) + '…';
}
