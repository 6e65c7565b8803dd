// The insert preview as one model, shared by the popup (ui/popup/InsertPanel.tsx) and the in-page panel
// (content/composer-button.ts): which rules are offered and why, which the person kept ticked, and the exact block
// that goes into the composer. Pure; the two views only draw it.
import type { RulesPreview } from '../protocol';
import { withoutInvisible } from '../invisible';
import { renderBlock } from './render';
import { emptyLine, omittedLine, reviewLine, whyLine } from './why';

type T = (key: string, subs?: string | string[]) => string;

export interface PreviewRow {
  id: number;
  /** Rule text as shown and inserted: never with invisible characters, whatever an older version stored. */
  text: string;
  why: string;
}

export interface PreviewView {
  rows: PreviewRow[];
  /** "3 waiting for your review", or ''. */
  review: string;
  /** What is true when nothing is offered, or '' when rules are. */
  empty: string;
  /** "2 more rules did not fit", or ''. */
  omitted: string;
}

/** Every offered rule starts ticked. */
export function initialChoice(p: RulesPreview | null): Set<number> {
  return new Set((p?.rules ?? []).map((r) => r.id));
}

export function toggleChoice(chosen: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(chosen);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

export function previewView(p: RulesPreview | null, t: T): PreviewView {
  const rows = (p?.rules ?? []).map((r) => ({ id: r.id, text: withoutInvisible(r.text), why: whyLine(r, t) }));
  return { rows, review: reviewLine(p, t), empty: rows.length ? '' : emptyLine(p, t), omitted: omittedLine(p, t) };
}

export interface ChosenBlock {
  /** The ticked rules, in the preview's order. */
  ids: number[];
  text: string;
  /** Characters the block adds to the message; 0 when nothing is ticked. */
  chars: number;
}

/** The block for the ticked rules. The budget was applied when the rules were chosen; ticking only removes. */
export function chosenBlock(p: RulesPreview, chosen: ReadonlySet<number>): ChosenBlock {
  const rules = p.rules.filter((r) => chosen.has(r.id));
  if (rules.length === 0) return { ids: [], text: '', chars: 0 };
  const block = renderBlock(
    rules.map((r) => ({ id: r.id, text: withoutInvisible(r.text) })),
    { budgetChars: 100_000, header: p.header },
  );
  return { ids: rules.map((r) => r.id), text: block.text, chars: block.chars };
}
