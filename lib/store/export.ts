// Backup / restore (anchors §3.4: local tools lose data and users ask for export) and "take my rules
// elsewhere" text. Import is all-or-nothing: it validates the whole file first and writes in one
// transaction, so a bad file never leaves a half-imported store.
import * as v from 'valibot';
import { redactSecrets } from '../redact';
import { normaliseRuleText } from '../recall/text';
import type {
  ApplicationRecord,
  ConversationRecord,
  CorrectionRecord,
  RuleRecord,
  TurnRecord,
  TwiceDB,
} from './db';
import { hashText } from '../recall/text';

export const EXPORT_FORMAT = 'twice-export';
export const EXPORT_VERSION = 1;

/** Limits far above real use (a heavy user has hundreds of rules) but low enough to keep a worker alive. */
export const IMPORT_LIMITS = {
  maxChars: 64 * 1024 * 1024,
  conversations: 20_000,
  turns: 200_000,
  corrections: 100_000,
  rules: 20_000,
  applications: 200_000,
} as const;

const site = v.picklist(['chatgpt', 'claude']);
const category = v.picklist(['factual', 'style', 'code', 'logic', 'preference', 'domain']);
const num = v.pipe(v.number(), v.finite());
const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const str = (max: number) => v.pipe(v.string(), v.maxLength(max));
const flag = v.picklist([0, 1]);

const ConversationSchema = v.object({
  key: str(600),
  site,
  conversationId: str(500),
  title: v.nullable(str(2000)),
  project: v.nullable(str(500)),
  url: str(4000),
  firstSeen: num,
  lastSeen: num,
  turnCount: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

const TurnSchema = v.object({
  key: str(1200),
  conversationKey: str(600),
  site,
  conversationId: str(500),
  turnId: str(500),
  role: v.picklist(['user', 'assistant']),
  text: str(200_000),
  index: num,
  createdAt: num,
  updatedAt: num,
  textHash: v.optional(str(64)),
});

const CorrectionSchema = v.object({
  id,
  conversationKey: str(600),
  site,
  turnKey: str(1200),
  kind: v.picklist(['preference', 'correction', 'frustration']),
  category,
  confidence: v.pipe(num, v.minValue(0), v.maxValue(1)),
  severity: v.picklist(['low', 'medium', 'high']),
  lesson: str(2000),
  original: v.nullable(str(2000)),
  corrected: v.nullable(str(2000)),
  evidence: v.pipe(v.array(str(500)), v.maxLength(50)),
  source: v.picklist(['heuristic', 'llm', 'fused']),
  status: v.picklist(['pending', 'accepted', 'dismissed', 'merged']),
  ruleId: v.nullable(id),
  createdAt: num,
  suggestion: v.optional(v.nullable(str(2000))),
});

const ExampleSchema = v.object({ correctionId: id, lesson: str(2000), conversationKey: str(600), at: num });

const RuleSchema = v.object({
  id,
  text: v.pipe(v.string(), v.minLength(1), v.maxLength(2000)),
  category,
  scope: v.picklist(['global', 'site', 'project']),
  scopeValue: v.nullable(str(500)),
  status: v.picklist(['active', 'pending', 'disabled', 'dismissed']),
  pinned: flag,
  confidence: v.pipe(num, v.minValue(0), v.maxValue(1)),
  corrections: v.pipe(v.number(), v.integer(), v.minValue(0)),
  timesInserted: v.pipe(v.number(), v.integer(), v.minValue(0)),
  timesWorked: v.pipe(v.number(), v.integer(), v.minValue(0)),
  timesReturned: v.pipe(v.number(), v.integer(), v.minValue(0)),
  needsRewording: flag,
  userLocked: flag,
  createdAt: num,
  updatedAt: num,
  lastUsedAt: v.nullable(num),
  lastCorrectionAt: num,
  examples: v.optional(v.pipe(v.array(ExampleSchema), v.maxLength(20)), []),
  userConfidence: v.optional(v.nullable(v.pipe(num, v.minValue(0), v.maxValue(1))), null),
  conflictWith: v.optional(v.nullable(id), null),
  supersededBy: v.optional(v.nullable(id), null),
  applies: v.optional(v.picklist(['always', 'topic'])),
  profile: v.optional(v.pipe(v.record(v.pipe(v.string(), v.maxLength(80)), v.pipe(num, v.minValue(0), v.maxValue(1))), v.check((p) => Object.keys(p).length <= 100, 'profile too large'))),
});

const ApplicationSchema = v.object({
  id,
  ruleIds: v.pipe(v.array(id), v.maxLength(100)),
  site,
  conversationKey: v.nullable(str(600)),
  insertedAt: num,
  outcome: v.picklist(['unknown', 'worked', 'returned']),
  returnedRuleIds: v.optional(v.pipe(v.array(id), v.maxLength(100)), []),
  settledAt: v.optional(num, 0),
  tabId: v.optional(v.pipe(v.number(), v.integer())),
});

export const ExportSchema = v.object({
  format: v.literal(EXPORT_FORMAT),
  version: v.literal(EXPORT_VERSION),
  exportedAt: num,
  conversations: v.pipe(v.array(ConversationSchema), v.maxLength(IMPORT_LIMITS.conversations)),
  turns: v.pipe(v.array(TurnSchema), v.maxLength(IMPORT_LIMITS.turns)),
  corrections: v.pipe(v.array(CorrectionSchema), v.maxLength(IMPORT_LIMITS.corrections)),
  rules: v.pipe(v.array(RuleSchema), v.maxLength(IMPORT_LIMITS.rules)),
  applications: v.pipe(v.array(ApplicationSchema), v.maxLength(IMPORT_LIMITS.applications)),
});

export type TwiceExport = v.InferOutput<typeof ExportSchema>;

export async function exportData(db: TwiceDB, now = Date.now()): Promise<TwiceExport> {
  return db.transaction('r', [db.conversations, db.turns, db.corrections, db.rules, db.applications], async () => ({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now,
    conversations: await db.conversations.toArray(),
    turns: await db.turns.toArray(),
    corrections: (await db.corrections.toArray()) as TwiceExport['corrections'],
    // The topic index is derived data, rebuilt on import: keep it out of the file format.
    rules: (await db.rules.toArray()).map(({ topics: _topics, ...rule }) => rule) as TwiceExport['rules'],
    applications: (await db.applications.toArray()) as TwiceExport['applications'],
  }));
}

export async function exportJson(db: TwiceDB, now = Date.now()): Promise<string> {
  return JSON.stringify(await exportData(db, now));
}

export class ImportError extends Error {
  override name = 'ImportError';
}

export interface ImportReport {
  added: { conversations: number; turns: number; corrections: number; rules: number; applications: number };
  /** Items already present (same key / same rule text and scope / same turn and lesson): left as they are. */
  skipped: { conversations: number; turns: number; corrections: number; rules: number; applications: number };
}

function parse(input: string | unknown): TwiceExport {
  let raw: unknown = input;
  if (typeof input === 'string') {
    if (input.length > IMPORT_LIMITS.maxChars) {
      throw new ImportError(`The file is too large to import (${Math.round(input.length / 1048576)} MB; the limit is 64 MB).`);
    }
    try {
      raw = JSON.parse(input);
    } catch {
      throw new ImportError('The file is not valid JSON, so it cannot be a Twice export.');
    }
  }
  if (typeof raw !== 'object' || raw === null || (raw as { format?: unknown }).format !== EXPORT_FORMAT) {
    throw new ImportError('This is not a Twice export (the "format" field is missing or different).');
  }
  const ver = (raw as { version?: unknown }).version;
  if (typeof ver === 'number' && ver > EXPORT_VERSION) {
    throw new ImportError(`This export was made by a newer version of Twice (format version ${ver}); update Twice to import it.`);
  }
  const res = v.safeParse(ExportSchema, raw);
  if (!res.success) {
    const first = res.issues[0];
    const path = first?.path?.map((p) => String(p.key)).join('.') ?? '';
    throw new ImportError(`The export file is damaged or incomplete${path ? ` at "${path}"` : ''}: ${first?.message ?? 'invalid data'}.`);
  }
  const data = res.output;
  const dupe = <T,>(items: readonly T[], key: (x: T) => string | number, what: string): void => {
    const seen = new Set<string | number>();
    for (const x of items) {
      const k = key(x);
      if (seen.has(k)) throw new ImportError(`The export file lists ${what} "${String(k)}" twice; it may have been edited by hand.`);
      seen.add(k);
    }
  };
  dupe(data.conversations, (c) => c.key, 'conversation');
  dupe(data.turns, (t) => t.key, 'turn');
  dupe(data.corrections, (c) => c.id, 'correction id');
  dupe(data.rules, (r) => r.id, 'rule id');
  dupe(data.applications, (a) => a.id, 'application id');
  return data;
}

function ruleIdentity(r: Pick<RuleRecord, 'text' | 'scope' | 'scopeValue'>): string {
  return `${normaliseRuleText(r.text)}\u0000${r.scope}\u0000${r.scopeValue ?? ''}`;
}

function correctionIdentity(c: Pick<CorrectionRecord, 'turnKey' | 'lesson' | 'kind'>): string {
  return `${c.turnKey}\u0000${c.kind}\u0000${normaliseRuleText(c.lesson)}`;
}

/**
 * Merges an export into the store without duplicates. Existing records win (the store is the user's current
 * truth; an old backup must not undo later edits); only missing ones are added, with ids re-mapped.
 * Throws ImportError, changing nothing, when the input is not a valid Twice export.
 */
/**
 * A file may come from an older build or another tool: the same redaction as capture applies before
 * anything is stored. A turn whose text changed gets its hash recomputed from the redacted text.
 */
function redactImport(data: TwiceExport): TwiceExport {
  const r = (text: string) => redactSecrets(text).text;
  const rn = (text: string | null) => (text === null ? null : r(text));
  return {
    ...data,
    conversations: data.conversations.map((c) => ({ ...c, title: rn(c.title) })),
    turns: data.turns.map((t) => {
      const text = r(t.text);
      return text === t.text ? t : { ...t, text, textHash: hashText(text) };
    }),
    corrections: data.corrections.map((c) => ({ ...c, lesson: r(c.lesson), original: rn(c.original), corrected: rn(c.corrected), ...(c.suggestion ? { suggestion: r(c.suggestion) } : {}) })),
    rules: data.rules.map((x) => ({ ...x, text: r(x.text) })),
  };
}

export async function importData(db: TwiceDB, input: string | unknown): Promise<ImportReport> {
  const data = redactImport(parse(input));
  const report: ImportReport = {
    added: { conversations: 0, turns: 0, corrections: 0, rules: 0, applications: 0 },
    skipped: { conversations: 0, turns: 0, corrections: 0, rules: 0, applications: 0 },
  };
  await db.transaction('rw', [db.conversations, db.turns, db.corrections, db.rules, db.applications], async () => {
    const haveConv = new Set(await db.conversations.toCollection().primaryKeys());
    const convs: ConversationRecord[] = data.conversations.filter((c) => !haveConv.has(c.key));
    report.skipped.conversations = data.conversations.length - convs.length;
    report.added.conversations = convs.length;
    await db.conversations.bulkAdd(convs);

    const haveTurn = new Set(await db.turns.toCollection().primaryKeys());
    const turns: TurnRecord[] = data.turns
      .filter((t) => !haveTurn.has(t.key))
      .map((t) => ({ ...t, textHash: t.textHash ?? hashText(t.text) }));
    report.skipped.turns = data.turns.length - turns.length;
    report.added.turns = turns.length;
    await db.turns.bulkAdd(turns);

    const ruleMap = new Map<number, number>();
    const existingRules = new Map<string, number>();
    for (const r of await db.rules.toArray()) existingRules.set(ruleIdentity(r), r.id!);
    const newRules: TwiceExport['rules'] = [];
    for (const r of data.rules) {
      const hit = existingRules.get(ruleIdentity(r));
      if (hit !== undefined) {
        ruleMap.set(r.id, hit);
        report.skipped.rules++;
      } else {
        const { id: oldId, ...rest } = r;
        const newId = (await db.rules.add({ ...rest, examples: [], conflictWith: null, supersededBy: null })) as number;
        ruleMap.set(oldId, newId);
        existingRules.set(ruleIdentity(r), newId);
        newRules.push(r);
        report.added.rules++;
      }
    }

    const corrMap = new Map<number, number>();
    const existingCorr = new Map<string, number>();
    for (const c of await db.corrections.toArray()) existingCorr.set(correctionIdentity(c), c.id!);
    for (const c of data.corrections) {
      const k = correctionIdentity(c);
      const hit = existingCorr.get(k);
      if (hit !== undefined) {
        corrMap.set(c.id, hit);
        report.skipped.corrections++;
        continue;
      }
      const { id: oldId, ...rest } = c;
      const ruleId = c.ruleId !== null ? (ruleMap.get(c.ruleId) ?? null) : null;
      const newId = (await db.corrections.add({ ...rest, ruleId })) as number;
      corrMap.set(oldId, newId);
      existingCorr.set(k, newId);
      report.added.corrections++;
    }

    // Cross references of the added rules can only be resolved once every id is known.
    for (const r of newRules) {
      const newId = ruleMap.get(r.id)!;
      await db.rules.update(newId, {
        examples: r.examples.flatMap((e) => {
          const cid = corrMap.get(e.correctionId);
          return cid === undefined ? [] : [{ ...e, correctionId: cid }];
        }),
        conflictWith: r.conflictWith !== null ? (ruleMap.get(r.conflictWith) ?? null) : null,
        supersededBy: r.supersededBy !== null ? (ruleMap.get(r.supersededBy) ?? null) : null,
      });
    }

    const appKey = (a: Pick<ApplicationRecord, 'conversationKey' | 'insertedAt' | 'ruleIds'>): string =>
      `${a.conversationKey ?? ''}\u0000${a.insertedAt}\u0000${[...a.ruleIds].sort((x, y) => x - y).join(',')}`;
    const existingApps = new Set((await db.applications.toArray()).map(appKey));
    for (const a of data.applications) {
      const mapIds = (ids: number[]): number[] => ids.flatMap((i) => (ruleMap.has(i) ? [ruleMap.get(i)!] : []));
      const { id: _old, ...rest } = a;
      const rec: ApplicationRecord = { ...rest, ruleIds: mapIds(a.ruleIds), returnedRuleIds: mapIds(a.returnedRuleIds) };
      const k = appKey(rec);
      if (existingApps.has(k)) {
        report.skipped.applications++;
        continue;
      }
      existingApps.add(k);
      await db.applications.add(rec);
      report.added.applications++;
    }
  });
  return report;
}

// ---------------------------------------------------------------------------------------------------------

export type TextTarget = 'chatgpt' | 'claude-project' | 'claude-md' | 'agents-md';

/** ChatGPT custom instructions fields are capped at about 1,500 characters (anchors §3.12). */
const CHATGPT_LIMIT = 1500;

const CATEGORY_TITLE: Record<RuleRecord['category'], string> = {
  code: 'Code',
  style: 'Style and format',
  preference: 'Preferences',
  factual: 'Facts',
  logic: 'Reasoning',
  domain: 'Domain',
};

function oneLine(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

/**
 * Active rules as plain text ready to paste into another tool. Rules scoped to the other site are left out;
 * project-scoped rules are marked so they are not silently applied everywhere.
 */
export function exportRulesAsText(rules: readonly RuleRecord[], target: TextTarget): string {
  const usable = rules
    .filter((r) => r.status === 'active' && r.supersededBy === null)
    .filter((r) => {
      if (r.scope !== 'site') return true;
      if (target === 'chatgpt') return r.scopeValue === 'chatgpt';
      if (target === 'claude-project') return r.scopeValue === 'claude';
      return true;
    })
    .sort((a, b) => b.pinned - a.pinned || b.confidence - a.confidence || (a.id ?? 0) - (b.id ?? 0));
  const note = (r: RuleRecord): string => (r.scope === 'project' ? ` (project ${r.scopeValue ?? ''})` : '');

  if (target === 'chatgpt' || target === 'claude-project') {
    const head = 'Follow these preferences in every reply:';
    const lines: string[] = [head];
    let size = head.length;
    for (const r of usable) {
      const line = `- ${oneLine(r.text)}${note(r)}`;
      // Whole rules only; dropping the least confident keeps the paste within ChatGPT's field limit.
      if (target === 'chatgpt' && size + 1 + line.length > CHATGPT_LIMIT) continue;
      lines.push(line);
      size += 1 + line.length;
    }
    return lines.length > 1 ? lines.join('\n') + '\n' : '';
  }

  const title = target === 'claude-md' ? '# Preferences (learned by Twice)' : '# Agent instructions (learned by Twice)';
  const out: string[] = [title, ''];
  const byCat = new Map<RuleRecord['category'], RuleRecord[]>();
  for (const r of usable) byCat.set(r.category, [...(byCat.get(r.category) ?? []), r]);
  for (const [cat, list] of byCat) {
    out.push(`## ${CATEGORY_TITLE[cat]}`, '');
    for (const r of list) out.push(`- ${oneLine(r.text)}${note(r)}`);
    out.push('');
  }
  return usable.length > 0 ? out.join('\n') : '';
}
