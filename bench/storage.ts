// Storage in Node on fake-indexeddb: how big a correction row is, and whether recording one more
// correction stays flat as the store fills up. The existing rows are bulk-inserted in the shapes
// recordDetection writes (its clipping limits included); only the measured calls go through it.
import 'fake-indexeddb/auto';
import { detect } from '../lib/detect/index';
import type { Detection } from '../lib/detect/types';
import { clip } from '../lib/recall/text';
import { TwiceDB, type ApplicationRecord, type CorrectionRecord } from '../lib/store/db';
import { recordDetection, type ConversationContext, type RecordAction } from '../lib/store/learn';
import type { Site } from '../lib/types';
import { assistantTextOfSize, corpus } from './corpus';
import { DAY, NOW, rng, ruleRows, ruleTexts } from './rules';
import { median, round, timeMsAsync } from './stats';

export interface StorageFigures {
  /** Average JSON.stringify size, in UTF-8 bytes, of a stored CorrectionRecord (10,000 rows). */
  bytes_per_correction: number;
  bytes_total_10k_corrections: number;
  /** Same average over the rows written by the timed recordDetection calls (checks the bulk rows' shape). */
  bytes_per_correction_recorded: number;
  /** Median cost of one more recordDetection with 100 corrections (and 20 rules) stored. */
  record_correction_ms_at_100: number;
  /** … with 10,000 corrections and 2,000 rules (one rule per five corrections, as at 100). */
  record_correction_ms_at_10000: number;
  /** … with 10,000 corrections but only 20 rules: separates the corrections table from the rule scan. */
  record_correction_ms_at_10000_rules_20: number;
  /** db.rules.toArray() alone at 10,000 (2,000 rules): what recordDetection cost before rules were indexed by topic. */
  rules_read_ms_at_10000: number;
  /** Rules stored in each case. */
  rules_at_100: number;
  rules_at_10000: number;
  /** What the timed calls did (created / merged / recorded), at 10,000. */
  record_actions_at_10000: string;
  record_actions_at_100: string;
  storage_setup_s: number;
}

type Feedback = Detection & { kind: 'preference' | 'correction' | 'frustration' };

const uuid = (r: () => number): string => {
  const h = (n: number) => Array.from({ length: n }, () => Math.floor(r() * 16).toString(16)).join('');
  return `${h(8)}-${h(4)}-${h(4)}-${h(4)}-${h(12)}`;
};

/** Detector output on the dev set's turns (the lessons, snippets and evidence real rows carry). */
function detections(): Feedback[] {
  const r = rng(42);
  const out: Feedback[] = [];
  for (const row of corpus()) {
    const d = detect({
      user: { id: uuid(r), text: row.user },
      prevAssistant: { id: uuid(r), text: row.prevAssistant || assistantTextOfSize(800, out.length) },
    });
    if (d.kind !== 'none') out.push(d as Feedback);
  }
  if (out.length > 0) return out;
  // Built-in corpus without feedback hits: lessons in the detector's form.
  return ruleTexts(50, 3).map((lesson) => ({
    kind: 'preference', category: 'code', confidence: 0.8, signal: 0.8, severity: 'medium', lesson,
    original: null, corrected: null, evidence: [uuid(r), uuid(r)], cues: [], lang: 'en',
  }));
}

interface Conv {
  ctx: ConversationContext;
  id: string;
}

function conversations(n: number, r: () => number): Conv[] {
  return Array.from({ length: n }, (_, i) => {
    const site: Site = i % 3 === 2 ? 'claude' : 'chatgpt';
    const id = uuid(r);
    const project = r() < 0.1 ? (site === 'chatgpt' ? `g-p-${uuid(r).slice(0, 8)}` : uuid(r)) : null;
    return { id, ctx: { key: `${site}:${id}`, site, project } };
  });
}

function turnId(site: Site, r: () => number): string {
  // ChatGPT message ids are uuids; Claude's legacy layouts give hashed ids.
  return site === 'chatgpt' ? uuid(r) : `h-${Math.floor(r() * 2 ** 52).toString(36)}`;
}

/** A row as recordDetection writes it (same clipping), tied to an existing rule or to none. */
function correctionRow(d: Feedback, conv: Conv, r: () => number, at: number, ruleId: number | null): CorrectionRecord {
  return {
    conversationKey: conv.ctx.key,
    site: conv.ctx.site,
    turnKey: `${conv.ctx.key}:${turnId(conv.ctx.site, r)}`,
    kind: d.kind,
    category: d.category,
    confidence: Math.min(1, Math.max(0, d.confidence)),
    severity: d.severity,
    lesson: clip(d.lesson ?? '', 160),
    original: d.original ? clip(d.original, 120) : null,
    corrected: d.corrected ? clip(d.corrected, 120) : null,
    evidence: d.evidence.slice(0, 4).map((e) => e.slice(0, 64)),
    source: r() < 0.9 ? 'heuristic' : 'fused',
    status: ruleId === null ? 'pending' : r() < 0.7 ? 'merged' : 'accepted',
    ruleId,
    createdAt: at,
  };
}

const bytes = (row: unknown): number => Buffer.byteLength(JSON.stringify(row), 'utf8');

interface Store {
  db: TwiceDB;
  convs: Conv[];
  rules: number;
}

async function fill(name: string, corrections: number, rules: number, pool: readonly Feedback[]): Promise<Store> {
  const r = rng(corrections + rules);
  const db = new TwiceDB(name);
  await db.open();
  const convs = conversations(Math.max(10, Math.round(corrections / 4)), r);
  // Half the detector's distinct lessons already taught a rule (those calls merge), the rest are new.
  const taught = [...new Set(pool.filter((d) => d.kind !== 'frustration' && d.lesson).map((d) => clip(d.lesson!, 160)))].filter((_, i) => i % 2 === 0);
  const ruleSet = ruleRows(rules, { seed: rules }).map((row, i) => {
    const text = taught[i];
    return text === undefined ? row : { ...row, text, examples: row.examples.map((e) => ({ ...e, lesson: text })) };
  });
  await db.rules.bulkAdd(ruleSet);
  const rows: CorrectionRecord[] = [];
  for (let i = 0; i < corrections; i++) {
    const d = pool[i % pool.length]!;
    const conv = convs[Math.floor(r() * convs.length)]!;
    const at = NOW - Math.floor(r() * 365 * DAY);
    const ruleId = d.kind !== 'frustration' && d.lesson ? 1 + (i % rules) : null;
    rows.push(correctionRow(d, conv, r, at, ruleId));
  }
  await db.corrections.bulkAdd(rows);
  const apps: ApplicationRecord[] = Array.from({ length: Math.round(corrections / 4) }, (_, i) => ({
    ruleIds: [1 + (i % rules), 1 + ((i * 7) % rules)],
    site: 'chatgpt',
    conversationKey: convs[i % convs.length]!.ctx.key,
    insertedAt: NOW - (i % 365) * DAY,
    outcome: 'worked',
    returnedRuleIds: [],
    settledAt: NOW - (i % 365) * DAY + DAY,
  }));
  await db.applications.bulkAdd(apps);
  return { db, convs, rules };
}

/** Median time of `n` recordDetection calls (after three untimed ones), each for a new turn. */
async function timeRecords(store: Store, pool: readonly Feedback[], n: number, seed: number): Promise<{ ms: number; actions: RecordAction[]; rows: CorrectionRecord[] }> {
  const r = rng(seed);
  const times: number[] = [];
  const actions: RecordAction[] = [];
  const rows: CorrectionRecord[] = [];
  const warm = 3;
  for (let i = 0; i < n + warm; i++) {
    // Lesson-bearing detections, taken from across the pool.
    const d = pool[(i * 37 + seed) % pool.length]!;
    const conv = store.convs[Math.floor(r() * store.convs.length)]!;
    const input = { detection: d, conversation: conv.ctx, turnKey: `${conv.ctx.key}:${turnId(conv.ctx.site, r)}`, now: NOW + i * 60_000 };
    let action: RecordAction = 'ignored';
    const ms = await timeMsAsync(async () => {
      const res = await recordDetection(store.db, input);
      action = res.action;
      if (res.correction) rows.push(res.correction);
    });
    if (i >= warm) {
      times.push(ms);
      actions.push(action);
    }
  }
  return { ms: median(times), actions, rows };
}

function tally(actions: readonly RecordAction[]): string {
  const counts = new Map<RecordAction, number>();
  for (const a of actions) counts.set(a, (counts.get(a) ?? 0) + 1);
  return [...counts].map(([a, n]) => `${a} ${n}`).join(', ');
}

export async function benchStorage(): Promise<StorageFigures> {
  const t0 = performance.now();
  const pool = detections();
  const lessonPool = pool.filter((d) => d.kind !== 'frustration' && d.lesson);
  const stamp = `${process.pid}-${Date.now()}`;
  const small = await fill(`twice-bench-100-${stamp}`, 100, 20, pool);
  const big = await fill(`twice-bench-10000-${stamp}`, 10_000, 2_000, pool);
  const bigFewRules = await fill(`twice-bench-10000-20-${stamp}`, 10_000, 20, pool);
  const setup = (performance.now() - t0) / 1000;

  const stored = await big.db.corrections.toArray();
  const total = stored.reduce((s, row) => s + bytes(row), 0);

  const reads: number[] = [];
  for (let i = 0; i < 5; i++) reads.push(await timeMsAsync(() => big.db.rules.toArray()));

  // JIT warm-up on a throwaway store, so the first measured case is not penalised.
  const scratch = await fill(`twice-bench-warm-${stamp}`, 100, 20, pool);
  await timeRecords(scratch, lessonPool, 10, 99);
  scratch.db.close();
  await scratch.db.delete();

  const at100 = await timeRecords(small, lessonPool, 15, 1);
  const at10k = await timeRecords(big, lessonPool, 15, 1);
  const at10kFew = await timeRecords(bigFewRules, lessonPool, 15, 1);
  const recorded = [...at100.rows, ...at10k.rows, ...at10kFew.rows];
  for (const s of [small, big, bigFewRules]) {
    s.db.close();
    await s.db.delete();
  }
  return {
    bytes_per_correction: Math.round(total / stored.length),
    bytes_total_10k_corrections: total,
    bytes_per_correction_recorded: Math.round(recorded.reduce((s, row) => s + bytes(row), 0) / Math.max(1, recorded.length)),
    record_correction_ms_at_100: round(at100.ms),
    record_correction_ms_at_10000: round(at10k.ms),
    record_correction_ms_at_10000_rules_20: round(at10kFew.ms),
    rules_read_ms_at_10000: round(median(reads)),
    rules_at_100: small.rules,
    rules_at_10000: big.rules,
    record_actions_at_10000: tally(at10k.actions),
    record_actions_at_100: tally(at100.actions),
    storage_setup_s: round(setup),
  };
}
