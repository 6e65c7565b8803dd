// Recall latency in Node: `rankRules` over 10,000 active rules for a draft being typed. The background
// reads the active rules from IndexedDB on every preview, so each call gets fresh row objects with the
// same texts (the index diffs them by id and text); the cold figure is the first build of the index.
import { RuleIndex, rankRules } from '../lib/recall/rank';
import type { RuleRecord } from '../lib/store/db';
import { NOW, ruleRows } from './rules';
import { buildProfile } from '../lib/recall/profile';
import { recallQuality } from './recall-quality';
import { groupedQuantile, median, round, timeMs } from './stats';

export interface RecallFigures {
  /** Warm index, fresh row objects per call (as read from the store by the background). */
  recall_median_ms_10k: number;
  recall_p95_ms_10k: number;
  /** Warm index, the very same rule array again (no diff work beyond identity checks). */
  recall_median_ms_10k_same_rows: number;
  /** Building the inverted index for 10k rules from nothing (first preview after the worker starts). */
  recall_index_build_ms_10k: number;
  /** Rules returned per draft on average (ranking must still find something). */
  recall_rules_returned_avg: number;
  recall_median_ms_1k: number;
  recall_p95_ms_1k: number;
  /** Quality on the recall benchmark (bench/recall/, see recall-quality.ts), held-out half of the drafts. */
  recall_at3_held: number;
  recall_at3_paraphrase_held: number;
  recall_unrelated_with_topical: number;
  recall_mean_offered: number;
}

/** Rules as the store holds them: each with a topic profile learned from a reply about its subject. */
function withProfiles(rows: RuleRecord[]): RuleRecord[] {
  return rows.map((r, i) => ({
    ...r,
    profile: buildProfile({ rule: r.text, assistant: `${DRAFTS[i % DRAFTS.length]} ${r.text}`, title: r.text.slice(0, 40) }),
  }));
}

function warmTimes(base: RuleRecord[], rounds: number): number[] {
  const opts = { site: 'chatgpt' as const, project: null, now: NOW };
  const index = new RuleIndex();
  index.sync(base.map((r) => ({ ...r })));
  for (const draft of DRAFTS) rankRules(base.map((r) => ({ ...r })), { ...opts, index, draft });
  const out: number[] = [];
  for (let k = 0; k < rounds; k++) {
    for (const draft of DRAFTS) {
      const rows = base.map((r) => ({ ...r }));
      out.push(timeMs(() => rankRules(rows, { ...opts, index, draft })));
    }
  }
  return out;
}

/** Drafts as people type them, touching several rule topics (and many shared words). */
export const DRAFTS = [
  'Can you write a Python script that reads the billing service CSV export with pandas and writes a summary of failed payments per customer? Add unit tests with pytest.',
  'Refactor this React component to use hooks instead of a class component, and keep the error handling. It renders the invoice list in the admin dashboard.',
  'Write a GitHub Actions workflow that builds the Docker image with a multi-stage build and deploys the Kubernetes manifests for the search backend.',
  'Explain how exponential backoff with retry loops should work for the payments API webhook handler in Go, with an example.',
  'Draft release notes for the mobile app update: new dark mode, faster sync, and a fix for the login crash on Android.',
  'I need a SQL migration that adds an index on invoices.customer_id and backfills the status column for the analytics queries.',
];

export async function benchRecall(): Promise<RecallFigures> {
  const base = withProfiles(ruleRows(10_000));
  const small = warmTimes(withProfiles(ruleRows(1_000)), 20);
  const quality = recallQuality('held');
  const fresh = (): RuleRecord[] => base.map((r) => ({ ...r }));
  const opts = { site: 'chatgpt' as const, project: null, now: NOW };

  const builds: number[] = [];
  for (let i = 0; i < 5; i++) {
    const rows = fresh();
    const index = new RuleIndex();
    builds.push(timeMs(() => index.sync(rows)));
  }

  const index = new RuleIndex();
  index.sync(fresh());
  // Warm-up: JIT and the index's lazy totals.
  for (const draft of DRAFTS) rankRules(fresh(), { ...opts, index, draft });

  const warm: number[] = [];
  let returned = 0;
  for (let round_ = 0; round_ < 10; round_++) {
    for (const draft of DRAFTS) {
      const rows = fresh();
      let n = 0;
      warm.push(timeMs(() => (n = rankRules(rows, { ...opts, index, draft }).length)));
      returned += n;
    }
  }
  const same: number[] = [];
  const rows = fresh();
  for (let round_ = 0; round_ < 10; round_++) {
    for (const draft of DRAFTS) same.push(timeMs(() => rankRules(rows, { ...opts, index, draft })));
  }
  return {
    recall_median_ms_10k: round(median(warm)),
    recall_p95_ms_10k: round(groupedQuantile(warm, 0.95, 3)),
    recall_median_ms_10k_same_rows: round(median(same)),
    recall_index_build_ms_10k: round(median(builds)),
    recall_rules_returned_avg: round(returned / warm.length),
    recall_median_ms_1k: round(median(small)),
    recall_p95_ms_1k: round(groupedQuantile(small, 0.95, 3)),
    recall_at3_held: quality.recall_at3,
    recall_at3_paraphrase_held: quality.recall_at3_paraphrase,
    recall_unrelated_with_topical: quality.unrelated_with_topical,
    recall_mean_offered: quality.mean_offered,
  };
}
