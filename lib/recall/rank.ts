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
// Standing and topical (issue: recall by meaning): a rule that applies `always` (answer language, spelling, tone,
// length, formatting …) is offered for every draft in its scope, ordered by confidence, before any topical rule.
// A topical rule is matched on its text (above) AND on its topic profile (profile.ts: the salient terms of what it
// was learned from, with concept classes), so a draft that shares no word with the rule still finds it:
//     profile mass m = Σ_{t ∈ Q∩P} weight(t) · specificity(t),   specificity = ln(1+N/df)/ln(1+N)
//     profile similarity = 1 − exp(−m / τ),   τ grows slowly with the draft's length (long drafts touch more terms)
// and similarity = max(text similarity, profile similarity).
//
// Speed: the inverted index (RuleIndex below) is kept between calls and updated incrementally from a cheap diff
// of the rule list, so ranking only touches rules that share a token with the draft.
import type { Site } from '../types';
import type { RuleRecord } from '../store/db';
import { stripRulesBlock } from './marker';
import { MAX_SUCCESS, baseConfidence, recencyFactor, successFactor } from './score';
import { tokenize } from './text';
import { buildProfile, type Profile } from './profile';
import { conceptsOf, phraseConcepts } from './concepts';

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
  /** Offered because it always applies (not because it matched the draft). */
  standing: boolean;
  /** Stems of the draft that matched the rule's own words (empty when only its topic profile matched). */
  matched: string[];
  why: string;
}

/** A rule that shapes every reply: offered for every draft in its scope. Pinning is the older way of saying so. */
export function isStanding(rule: Pick<RuleRecord, 'applies' | 'pinned'>): boolean {
  return rule.applies === 'always' || rule.pinned === 1;
}

/** Profile similarity scale: one specific, strongly weighted shared term gives ~0.6, two give ~0.85. */
const PROFILE_TAU = 0.6;
/** Below this specificity (a term in most rules) a term adds nothing to profile similarity. */
const MIN_PROFILE_SPECIFICITY = 0.15;
/** Slots kept for topical rules when standing rules would fill the whole budget. */
const TOPICAL_RESERVED = 2;

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
  /** Aligned with `postings`: the term's profile weight in that slot's rule (text terms at 1) … */
  private postingW = new Map<string, number[]>();
  /** … and whether the term is one of the rule's own words (text similarity counts only those). */
  private postingT = new Map<string, boolean[]>();
  private indexedTerms: string[][] = [];
  private updatedOf: number[] = [];
  private pinned = new Set<number>();
  /** Σ idf of each rule's terms: the self-score that normalises similarity. Stale after any add/remove. */
  private totals = new Float64Array(0);
  private totalsDirty = true;
  private acc = new Float64Array(0);
  private pacc = new Float64Array(0);
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
    // A rule's text and profile change only with a write, which moves updatedAt.
    if (slot !== undefined && this.updatedOf[slot] === rule.updatedAt && this.rules[slot]!.text === rule.text) {
      this.rules[slot] = rule;
    } else {
      if (slot !== undefined) this.remove(id);
      const s = this.free.pop() ?? this.rules.length;
      const terms = [...new Set(tokenize(rule.text))];
      const profile: Profile = rule.profile ?? buildProfile({ rule: rule.text });
      const weights = new Map<string, number>(Object.entries(profile));
      for (const t of terms) weights.set(t, 1);
      for (const c of conceptsOf(terms)) weights.set(c, Math.max(weights.get(c) ?? 0, 0.8));
      const textual = new Set(terms);
      this.rules[s] = rule;
      this.terms[s] = terms;
      this.indexedTerms[s] = [...weights.keys()];
      this.updatedOf[s] = rule.updatedAt;
      this.seenStamp[s] = this.stamp;
      this.slotOf.set(id, s);
      for (const [t, w] of weights) {
        const list = this.postings.get(t);
        if (list) {
          list.push(s);
          this.postingW.get(t)!.push(w);
          this.postingT.get(t)!.push(textual.has(t));
        } else {
          this.postings.set(t, [s]);
          this.postingW.set(t, [w]);
          this.postingT.set(t, [textual.has(t)]);
        }
      }
      this.totalsDirty = true;
    }
    if (isStanding(rule)) this.pinned.add(id);
    else this.pinned.delete(id);
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    for (const t of this.indexedTerms[slot]!) {
      const list = this.postings.get(t);
      if (!list) continue;
      const ws = this.postingW.get(t)!;
      const ts = this.postingT.get(t)!;
      const i = list.indexOf(slot);
      if (i >= 0) {
        // Order inside a posting list does not matter, so swap-remove keeps removal O(1) after the lookup.
        const last = list.length - 1;
        list[i] = list[last]!;
        ws[i] = ws[last]!;
        ts[i] = ts[last]!;
        list.pop();
        ws.pop();
        ts.pop();
      }
      if (list.length === 0) {
        this.postings.delete(t);
        this.postingW.delete(t);
        this.postingT.delete(t);
      }
    }
    this.rules[slot] = null;
    this.terms[slot] = [];
    this.indexedTerms[slot] = [];
    this.updatedOf[slot] = -1;
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

  /** idf scaled to (0, 1]: 1 for a term only one rule knows, lower the more rules share it. */
  private specificity(term: string): number {
    const n = this.slotOf.size;
    return n <= 1 ? 1 : this.idf(term) / Math.log(1 + n);
  }

  private ensureTotals(): void {
    if (!this.totalsDirty && this.totals.length >= this.rules.length) return;
    this.totals = new Float64Array(this.rules.length);
    for (let s = 0; s < this.rules.length; s++) {
      let sum = 0;
      for (const t of this.terms[s]!) sum += this.idf(t);
      this.totals[s] = sum;
    }
    if (this.acc.length < this.rules.length) {
      this.acc = new Float64Array(this.rules.length);
      this.pacc = new Float64Array(this.rules.length);
    }
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
    const pacc = this.pacc;
    const touched: number[] = [];
    const concepts = conceptsOf(queryTerms);
    let words = 0;
    for (const t of queryTerms) if (!t.startsWith('@')) words++;
    const tau = PROFILE_TAU * (1 + Math.max(0, words - 10) / 25);
    const visitTerm = (t: string, fromDraft: boolean) => {
      const list = this.postings.get(t);
      if (!list) return;
      const w = this.idf(t);
      const spec = this.specificity(t);
      const ws = this.postingW.get(t)!;
      const ts = this.postingT.get(t)!;
      // A term most rules share says almost nothing about any of them: its profile share is skipped (its text
      // share, for rules that use the very word, still counts).
      const profileToo = spec >= MIN_PROFILE_SPECIFICITY;
      for (let i = 0; i < list.length; i++) {
        const textual = fromDraft && ts[i]!;
        if (!textual && !profileToo) continue;
        const s = list[i]!;
        if (acc[s] === 0 && pacc[s] === 0) touched.push(s);
        if (textual) acc[s]! += w;
        if (profileToo) pacc[s]! += ws[i]! * spec;
      }
    };
    for (const t of queryTerms) visitTerm(t, true);
    for (const c of concepts) if (!queryTerms.has(c)) visitTerm(c, false);
    for (const s of touched) {
      const total = this.totals[s]!;
      const rule = this.rules[s];
      const got = acc[s]!;
      const mass = pacc[s]!;
      acc[s] = 0;
      pacc[s] = 0;
      if (!rule) continue;
      const textSim = total > 0 ? Math.sqrt(Math.min(1, got / total)) : 0;
      const profSim = 1 - Math.exp(-mass / tau);
      visit(rule, Math.max(textSim, profSim));
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

  const text = queryText(opts.draft, opts.recentTurns);
  const query = new Set(tokenize(text));
  for (const c of phraseConcepts(text)) query.add(c);

  const scoreOf = (rule: RuleRecord, sim: number): number =>
    sim * baseConfidence(rule) * recencyFactor(rule, opts.now, halfLife) * successFactor(rule);
  // Explanations are built only for what is returned: formatting thousands of candidates cost more than scoring.
  const explain = (r: RankedRule): string =>
    (r.standing ? 'always; ' : '') +
    `${r.matched.length ? `matched ${r.matched.map((t) => `"${t}"`).join(', ')}; ` : ''}sim ${r.similarity.toFixed(2)} × conf ${baseConfidence(r.rule).toFixed(2)}` +
    ` × recency ${recencyFactor(r.rule, opts.now, halfLife).toFixed(2)} × success ${successFactor(r.rule).toFixed(2)}`;

  // Standing rules: every draft in scope, strongest first (their similarity is shown, never required).
  const standing: RankedRule[] = [];
  for (const rule of index.pinnedRules()) {
    if (!isApplicable(rule, opts.site, opts.project)) continue;
    const sim = index.similarityOf(rule.id!, query);
    standing.push({ rule, score: baseConfidence(rule) * recencyFactor(rule, opts.now, halfLife) * successFactor(rule), similarity: sim, standing: true, matched: [], why: '' });
  }

  const ranked: RankedRule[] = [];
  index.forEachMatch(query, (rule, sim) => {
    // Cheap rejections first: most candidates share one common word and never reach the threshold
    // (1.5 is the largest success factor, the other factors are ≤ 1).
    if (sim * MAX_SUCCESS < threshold || isStanding(rule) || !isApplicable(rule, opts.site, opts.project)) return;
    const score = scoreOf(rule, sim);
    if (score >= threshold) ranked.push({ rule, score, similarity: sim, standing: false, matched: [], why: '' });
  });
  const byScore = (a: RankedRule, b: RankedRule): number => b.score - a.score || (a.rule.id ?? 0) - (b.rule.id ?? 0);
  standing.sort(byScore);
  ranked.sort(byScore);
  // Standing rules take their slots first, but never all of them when the draft has topical rules: up to two slots
  // stay for what the draft is about (a writer with five standing rules still gets the one about invoices).
  const topicalSlots = Math.min(ranked.length, TOPICAL_RESERVED, maxRules);
  const standingTaken = standing.slice(0, Math.max(0, maxRules - topicalSlots));
  const out = [...standingTaken, ...ranked.slice(0, Math.max(0, maxRules - standingTaken.length))];
  for (const r of out) {
    r.matched = index.matchedTerms(r.rule.id!, query);
    r.why = explain(r);
  }
  return out;
}
