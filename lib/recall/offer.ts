// What Twice offers for a draft: the ranked rules (standing first, then topical), cut to the insertion budget.
// One code path for the extension (background/rules.ts) and `npm run recall`, so the command shows exactly what
// a user would be offered.
import type { Site } from '../types';
import type { RuleRecord } from '../store/db';
import { rankRules, type RankedRule, type RuleIndex } from './rank';
import { renderBlock, type RenderedBlock } from './render';

export interface OfferSettings {
  threshold: number;
  maxRules: number;
  budgetChars: number;
  header: string;
  halfLifeDays: number;
}

export interface OfferRequest {
  draft: string;
  recentTurns?: readonly string[];
  site: Site;
  project: string | null;
  now: number;
  index?: RuleIndex;
}

export interface Offer {
  /** In the order they are offered and inserted. */
  offered: RankedRule[];
  /** Ranked but left out by the size budget ("2 more rules did not fit"). */
  omitted: RankedRule[];
  block: RenderedBlock;
}

export function offerRules(rules: readonly RuleRecord[], req: OfferRequest, s: OfferSettings): Offer {
  const ranked = rankRules(rules, { ...req, threshold: s.threshold, maxRules: s.maxRules, halfLifeDays: s.halfLifeDays });
  const block = renderBlock(
    ranked.map((r) => r.rule),
    { budgetChars: s.budgetChars, header: s.header },
  );
  const included = new Set(block.included);
  return {
    offered: ranked.filter((r) => r.rule.id !== undefined && included.has(r.rule.id)),
    omitted: ranked.filter((r) => r.rule.id === undefined || !included.has(r.rule.id)),
    block,
  };
}
