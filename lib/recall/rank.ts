// Recall: which learned rules belong in the message being written.
// relevance = similarity × confidence × recency × success (seed 001), applied at threshold 0.6, top 5.
//
// Similarity normalisation (why 0.6 means something): for a rule with topic tokens R and a query (the
// draft) with tokens Q,
//     coverage = Σ_{t ∈ R∩Q} idf(t) / Σ_{t ∈ R} idf(t)          similarity = √coverage
// i.e. the draft's score for the rule divided by the best score any query can reach, which is the rule
// matched against itself. It is 1 when the draft mentions every topic of the rule and 0 when none, however
// long the draft is. idf = ln(1 + N/df) down-weights words shared by many rules ("code"), so a rule is
// recalled for what is specific to it. The square root softens coverage so that a draft mentioning the main
// half of a two-topic rule still scores ~0.7: with confidence 0.9 and no decay that clears 0.6, while a
// single shared generic word in a four-topic rule (coverage ≤ 0.25 → 0.5) does not.
//
// Speed: the inverted index (RuleIndex below) is kept between calls and updated incrementally from a cheap diff
// of the rule list, so ranking only touches rules that share a token with the draft.
import type { Site } from '../types';
import type { RuleRecord } from '../store/db';
import { stripRulesBlock } from './marker';
import { MAX_SUCCESS, baseConfidence, recencyFactor, successFactor } from './score';
import { tokenize } from './text';

export interface RankOptions {
  draft: string;
  recentTurns?: readonly string[];
  site: Site;
  project: string | null;
  now: number;
  threshold?: number;
  maxRules?: number;
  halfLifeDays?: number;
  /** Use this index instead of the shared default one (e.g. one per store in tests). */
  index?: RuleIndex;
  /**
   * When the caller bumps a counter on every rule write it can pass it here: an unchanged version skips even
   * the O(n) diff. Without it the index diffs the list by id and text on every call (~0.3 ms per 10k rules).
   */
  rulesVersion?: number;
}

export interface RankedRule {
  rule: RuleRecord;
  score: number;
  similarity: number;
  why: string;
}

/** At most this much recent conversation is used as the query when the draft is empty. */
const RECENT_TURNS_USED = 3;
const RECENT_CHARS_PER_TURN = 2000;
/** A pasted log or file can be huge; its start (the request) and end (the question) carry the topic. */
const DRAFT_HEAD = 6000;
const DRAFT_TAIL = 2000;

/**
 * Inverted index over rule texts with dense slots so a query accumulates into a typed array instead of
 * allocating per candidate. MiniSearch was the first implementation; on 10k rules sharing a dozen topics it
 * took 4.2 ms per search alone (8.3 ms median per rank), because it computes BM25 and builds a result object
 * with match info for every hit. The scores here need only the idf mass of matched terms, which postings
 * give directly.
 */
export class RuleIndex {
  private slotOf = new Map<number, number>();
  private rules: (RuleRecord | null)[] = [];
  private terms: string[][] = [];
  private free: number[] = [];
  private postings = new Map<string, number[]>();
  private pinned = new Set<number>();
  /** Σ idf of each rule's terms: the self-score that normalises similarity. Stale after any add/remove. */
  private totals = new Float64Array(0);
  private totalsDirty = true;
  private acc = new Float64Array(0);
  private syncedVersion: number | undefined;
  private seenStamp: number[] = [];
  private stamp = 0;

  get size(): number {
    return this.slotOf.size;
  }

  upsert(rule: RuleRecord): void {
    const id = rule.id;
    if (id === undefined) return;
    const slot = this.slotOf.get(id);
    if (slot !== undefined && this.rules[slot]!.text === rule.text) {
      this.rules[slot] = rule;
    } else {
      if (slot !== undefined) this.remove(id);
      const s = this.free.pop() ?? this.rules.length;
      const terms = [...new Set(tokenize(rule.text))];
      this.rules[s] = rule;
      this.terms[s] = terms;
      this.seenStamp[s] = this.stamp;
      this.slotOf.set(id, s);
      for (const t of terms) {
        const list = this.postings.get(t);
        if (list) list.push(s);
        else this.postings.set(t, [s]);
      }
      this.totalsDirty = true;
    }
    if (rule.pinned === 1) this.pinned.add(id);
    else this.pinned.delete(id);
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    for (const t of this.terms[slot]!) {
      const list = this.postings.get(t);
      if (!list) continue;
      const i = list.indexOf(slot);
      if (i >= 0) {
        // Order inside a posting list does not matter, so swap-remove keeps removal O(1) after the lookup.
        list[i] = list[list.length - 1]!;
        list.pop();
      }
      if (list.length === 0) this.postings.delete(t);
    }
    this.rules[slot] = null;
    this.terms[slot] = [];
    this.free.push(slot);
    this.slotOf.delete(id);
    this.pinned.delete(id);
    this.totalsDirty = true;
  }

  /** Brings the index in line with `rules` (by id and text); other fields are refreshed by reference. */
  sync(rules: readonly RuleRecord[], version?: number): void {
    if (version !== undefined && version === this.syncedVersion) return;
    const stamp = ++this.stamp;
    let known = 0;
    for (const r of rules) {
      const id = r.id;
      if (id === undefined) continue;
      const slot = this.slotOf.get(id);
      if (slot !== undefined && this.rules[slot] === r) {
        // Same object as last time: nothing to re-read.
        this.seenStamp[slot] = stamp;
        known++;
        continue;
      }
      this.upsert(r);
      this.seenStamp[this.slotOf.get(id)!] = stamp;
      known++;
    }
    if (known !== this.slotOf.size) {
      for (const [id, slot] of [...this.slotOf]) if (this.seenStamp[slot] !== stamp) this.remove(id);
    }
    this.syncedVersion = version;
  }

  private idf(term: string): number {
    return Math.log(1 + this.slotOf.size / (this.postings.get(term)?.length ?? 1));
  }

  private ensureTotals(): void {
    if (!this.totalsDirty && this.totals.length >= this.rules.length) return;
    this.totals = new Float64Array(this.rules.length);
    for (let s = 0; s < this.rules.length; s++) {
      let sum = 0;
      for (const t of this.terms[s]!) sum += this.idf(t);
      this.totals[s] = sum;
    }
    if (this.acc.length < this.rules.length) this.acc = new Float64Array(this.rules.length);
    this.totalsDirty = false;
  }

  /**
   * Calls `visit` with the normalised similarity (see the file header) of every rule sharing a token with the
   * query. A callback rather than a result map: with thousands of candidates the map allocation showed up in p95.
   */
  forEachMatch(queryTerms: ReadonlySet<string>, visit: (rule: RuleRecord, sim: number) => void): void {
    if (queryTerms.size === 0 || this.slotOf.size === 0) return;
    this.ensureTotals();
    const acc = this.acc;
    const touched: number[] = [];
    for (const t of queryTerms) {
      const list = this.postings.get(t);
      if (!list) continue;
      const w = this.idf(t);
      for (const s of list) {
        if (acc[s] === 0) touched.push(s);
        acc[s]! += w;
      }
    }
    for (const s of touched) {
      const total = this.totals[s]!;
      const rule = this.rules[s];
      const got = acc[s]!;
      acc[s] = 0;
      if (rule && total > 0) visit(rule, Math.sqrt(Math.min(1, got / total)));
    }
  }

  similarities(queryTerms: ReadonlySet<string>): Map<number, number> {
    const out = new Map<number, number>();
    this.forEachMatch(queryTerms, (rule, sim) => out.set(rule.id!, sim));
    return out;
  }

  /** Similarity of one rule, for pinned rules that are included whether they match or not. */
  similarityOf(id: number, queryTerms: ReadonlySet<string>): number {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return 0;
    this.ensureTotals();
    const total = this.totals[slot]!;
    if (total <= 0) return 0;
    let got = 0;
    for (const t of this.terms[slot]!) if (queryTerms.has(t)) got += this.idf(t);
    return Math.sqrt(Math.min(1, got / total));
  }

  /** The rule's terms found in the query, for the "why" explanation. */
  matchedTerms(id: number, queryTerms: ReadonlySet<string>): string[] {
    const slot = this.slotOf.get(id);
    return slot === undefined ? [] : this.terms[slot]!.filter((t) => queryTerms.has(t));
  }

  pinnedRules(): RuleRecord[] {
    const out: RuleRecord[] = [];
    for (const id of this.pinned) {
      const r = this.get(id);
      if (r) out.push(r);
    }
    return out;
  }

  get(id: number): RuleRecord | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : (this.rules[slot] ?? undefined);
  }
}

const sharedIndex = new RuleIndex();

export function isApplicable(rule: RuleRecord, site: Site, project: string | null): boolean {
  if (rule.status !== 'active' || rule.supersededBy !== null) return false;
  if (rule.scope === 'global') return true;
  if (rule.scope === 'site') return rule.scopeValue === site;
  return project !== null && rule.scopeValue === project;
}

/** The query text: what the user is writing, or, before they type, where the conversation is. */
export function queryText(draft: string, recentTurns: readonly string[] = []): string {
  // A draft that already carries a rules block must not match the rules it contains.
  const own = stripRulesBlock(draft);
  if (own.trim()) return own.length > DRAFT_HEAD + DRAFT_TAIL ? `${own.slice(0, DRAFT_HEAD)}\n${own.slice(-DRAFT_TAIL)}` : own;
  return recentTurns
    .slice(-RECENT_TURNS_USED)
    .map((t) => stripRulesBlock(t).slice(0, RECENT_CHARS_PER_TURN))
    .join('\n');
}

export function rankRules(rules: readonly RuleRecord[], opts: RankOptions): RankedRule[] {
  const threshold = opts.threshold ?? 0.6;
  const maxRules = opts.maxRules ?? 5;
  const halfLife = opts.halfLifeDays ?? 30;
  const index = opts.index ?? sharedIndex;
  index.sync(rules, opts.rulesVersion);

  const query = new Set(tokenize(queryText(opts.draft, opts.recentTurns)));

  const scoreOf = (rule: RuleRecord, sim: number): number =>
    sim * baseConfidence(rule) * recencyFactor(rule, opts.now, halfLife) * successFactor(rule);
  // Explanations are built only for what is returned: formatting thousands of candidates cost more than scoring.
  const explain = (rule: RuleRecord, sim: number, prefix: string): string => {
    const matched = index.matchedTerms(rule.id!, query).map((t) => `"${t}"`).join(', ');
    return (
      `${prefix}${matched ? `matched ${matched}; ` : ''}sim ${sim.toFixed(2)} × conf ${baseConfidence(rule).toFixed(2)}` +
      ` × recency ${recencyFactor(rule, opts.now, halfLife).toFixed(2)} × success ${successFactor(rule).toFixed(2)}`
    );
  };

  const pinned: RankedRule[] = [];
  for (const rule of index.pinnedRules()) {
    if (!isApplicable(rule, opts.site, opts.project)) continue;
    const sim = index.similarityOf(rule.id!, query);
    pinned.push({ rule, score: scoreOf(rule, sim), similarity: sim, why: '' });
  }

  const ranked: RankedRule[] = [];
  index.forEachMatch(query, (rule, sim) => {
    // Cheap rejections first: most candidates share one common word and never reach the threshold
    // (1.5 is the largest success factor, the other factors are ≤ 1).
    if (sim * MAX_SUCCESS < threshold || rule.pinned === 1 || !isApplicable(rule, opts.site, opts.project)) return;
    const score = scoreOf(rule, sim);
    if (score >= threshold) ranked.push({ rule, score, similarity: sim, why: '' });
  });
  const byScore = (a: RankedRule, b: RankedRule): number => b.score - a.score || (a.rule.id ?? 0) - (b.rule.id ?? 0);
  pinned.sort(byScore);
  ranked.sort(byScore);
  // Pinned rules are always included and take their slots first; the rest fill what is left of maxRules.
  const out = [...pinned, ...ranked.slice(0, Math.max(0, maxRules - pinned.length))];
  for (const r of out) r.why = explain(r.rule, r.similarity, r.rule.pinned === 1 ? 'pinned; ' : '');
  return out;
}
