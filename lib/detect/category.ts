// Category of a detected turn (seed 001 categories), by keyword.
import type { Category, Kind } from './types';
import type { Prepared } from './text';
import type { Context } from './cues';

const STYLE_RE = /\b(short|shorter|concise|verbose|terse|brief|format|formatting|markdown|tone|bullet|emoji|emojis|comment|comments|english|chinese|spanish|language|length|style|wording|polite|formal|title|font|colou?r|padding|spacing|design|layout|css|punctuation|comma|commas|semicolons?|dash|dashes|em[- ]?dash\w*|hyphens?|capitali[sz]\w*|spelling|british|american|oxford)\b|简洁|格式|中文|英文|语气|颜色|样式|标点|逗号|拼写/i;
const LOGIC_RE = /\b(calculat\w*|math|logic|reasoning|index|inverse|reversed|order|count|sum|total|percent|formula|equation|algorithm|off by one|condition|step \d)\b|计算|逻辑|顺序/i;
// A wrong date, year or number of a real thing is a fact; a year alone counts ("It was 1969, not 1970.").
const FACT_RE = /\b(are you sure|not true|fact|actually|date|dates|year|born|died|founded|capital|population|quote|quotation|source|exists?|real|made up|invent\w*|hallucinat\w*|cheapest|correct (name|answer)|(?:1[5-9]|20)\d\d|january|february|march|april|may|june|july|august|september|october|november|december)\b|真的|事实|日期|年份/i;
const CODE_RE = /\b(code|function|method|class|variable|error|compile|build|test|tests|api|file|files|import|bug|script|query|column|table|database|endpoint|component|type|types|var|val|array|string|int|null|undefined|commit|branch|deploy|server|library|package|dependency|dependencies|npm|pnpm|yarn|pip|poetry|cargo|gradle|maven|docker|git|node|python|typescript|javascript|java|rust|golang|react|vue|sql|regex|json|yaml|cli|terminal|shell|bash)\b|代码|函数|报错|编译|文件|接口|组件/i;

export function pickCategory(kind: Kind, prose: string, ctx: Context, p: Prepared): Category {
  if (kind === 'preference') return STYLE_RE.test(prose) ? 'style' : 'preference';
  // Punctuation and spelling are style even when the message also says "actually".
  if (/\b(punctuation|commas?|semicolons?|em[- ]?dash\w*|dashes|hyphens?|spelling|capitali[sz]\w*)\b|标点|拼写/i.test(prose)) return 'style';
  if (FACT_RE.test(prose) && !p.codeLines) return 'factual';
  if (LOGIC_RE.test(prose)) return 'logic';
  if (STYLE_RE.test(prose) && !/\b(error|bug|crash)\b/i.test(prose)) return 'style';
  if (CODE_RE.test(prose) || p.codeLines > 0 || ctx.acted) return 'code';
  if (kind === 'none') return 'domain';
  return 'domain';
}
