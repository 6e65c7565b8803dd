// The visible block inserted into the composer. It must round-trip through stripRulesBlock (marker.ts),
// which is what keeps Twice from learning its own insertions back as corrections (MemOS#1298).
import type { RuleRecord } from '../store/db';
import { BLOCK_CLOSE, BLOCK_OPEN } from './marker';

export interface RenderOptions {
  /** Whole block size limit, header and closing marker included. */
  budgetChars?: number;
  /** Shown after the "[Twice rules" marker, e.g. "please follow these in your reply". */
  header?: string;
}

export interface RenderedBlock {
  /** '' when no rule fits (nothing should be inserted then). */
  text: string;
  included: number[];
  omitted: number[];
  chars: number;
}

/** Rendering needs only a rule's id and text, so previews can re-render a user's selection. */
type RuleLike = Pick<RuleRecord, 'id' | 'text'>;
type Rankable = RuleLike | { rule: RuleLike };

function ruleOf(x: Rankable): RuleLike {
  return 'rule' in x ? x.rule : x;
}

/**
 * Rule text as one line: the strip fallback (closing marker deleted) treats the block as the run of "- " lines,
 * so a wrapped rule would leave its tail in the user's message; marker text inside a rule would end the block
 * early. Brackets are kept otherwise because rules legitimately quote code like `arr[0]`.
 */
export function ruleLine(text: string): string {
  const flat = text
    .replace(/\[\/?Twice rules[^\]\n]*\]?/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return `- ${flat}`;
}

export function headerLine(header = 'please follow these'): string {
  // marker.ts recognises a line starting with "[Twice rules" and ending with "]" with no "]" in between.
  const h = header.replace(/[\]\n\r]/g, ' ').replace(/\s+/g, ' ').trim();
  return h ? `${BLOCK_OPEN} — ${h}]` : `${BLOCK_OPEN}]`;
}

/** Renders rules in the given (ranked) order, dropping the lowest-ranked ones that do not fit. */
export function renderBlock(rules: readonly Rankable[], opts: RenderOptions = {}): RenderedBlock {
  const budget = opts.budgetChars ?? 600;
  const head = headerLine(opts.header);
  const fixed = head.length + 1 + BLOCK_CLOSE.length;
  const lines: string[] = [];
  const included: number[] = [];
  const omitted: number[] = [];
  let used = fixed;
  for (const x of rules) {
    const r = ruleOf(x);
    const line = ruleLine(r.text);
    const cost = line.length + 1;
    // Whole rules only: a half rule can say the opposite of the whole one ("Never use X" → "Never").
    if (line.length > 2 && used + cost <= budget) {
      lines.push(line);
      if (r.id !== undefined) included.push(r.id);
      used += cost;
    } else if (r.id !== undefined) {
      omitted.push(r.id);
    }
  }
  if (lines.length === 0) return { text: '', included: [], omitted, chars: 0 };
  const text = [head, ...lines, BLOCK_CLOSE].join('\n');
  return { text, included, omitted, chars: text.length };
}
