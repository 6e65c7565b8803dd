// Backup / restore (anchors §3.4: local tools lose data and users ask for export) and "take my rules
// elsewhere" text. Import is all-or-nothing: it validates the whole file first and writes in one
// transaction, so a bad file never leaves a half-imported store.
import * as v from 'valibot';
import { cleanRuleText, redactText } from '../redact';
import { normaliseRuleText } from '../recall/text';
import { normaliseSettings, type Settings } from '../settings';
import { withoutInvisible } from '../invisible';
import { ApplicationSchema, ConversationSchema, CorrectionSchema, num, RuleSchema, TurnSchema } from './schema';
import type { Table } from 'dexie';
import { ruleTopics } from './db';
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

export const ExportSchema = v.object({
  format: v.literal(EXPORT_FORMAT),
  version: v.literal(EXPORT_VERSION),
  exportedAt: num,
  conversations: v.pipe(v.array(ConversationSchema), v.maxLength(IMPORT_LIMITS.conversations)),
  turns: v.pipe(v.array(TurnSchema), v.maxLength(IMPORT_LIMITS.turns)),
  corrections: v.pipe(v.array(CorrectionSchema), v.maxLength(IMPORT_LIMITS.corrections)),
  rules: v.pipe(v.array(RuleSchema), v.maxLength(IMPORT_LIMITS.rules)),
  applications: v.pipe(v.array(ApplicationSchema), v.maxLength(IMPORT_LIMITS.applications)),
  /**
   * The user's settings when they were exported. Read back through normaliseSettings (lib/settings.ts), which keeps
   * every valid section and resets an invalid one to its defaults; applied on import only when the user asks.
   */
  settings: v.optional(v.pipe(v.looseObject({}), v.check((x) => JSON.stringify(x).length <= 200_000, 'settings too large'))),
});

export type TwiceExport = v.InferOutput<typeof ExportSchema>;

/** Rule text and lessons leave the store clean even if an older version stored them otherwise. */
const clean = (text: string): string => cleanRuleText(text).text;
const cleanOrNull = (text: string | null): string | null => (text === null ? null : clean(text));

export async function exportData(db: TwiceDB, now = Date.now(), settings?: Settings): Promise<TwiceExport> {
  return db.transaction('r', [db.conversations, db.turns, db.corrections, db.rules, db.applications], async () => ({
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now,
    ...(settings ? { settings: normaliseSettings(settings) } : {}),
    conversations: await db.conversations.toArray(),
    turns: await db.turns.toArray(),
    corrections: (await db.corrections.toArray()).map((c) => ({
      ...c,
      lesson: clean(c.lesson),
      original: cleanOrNull(c.original),
      corrected: cleanOrNull(c.corrected),
      ...(c.suggestion ? { suggestion: clean(c.suggestion) } : {}),
    })) as TwiceExport['corrections'],
    // The topic index is derived data, rebuilt on import: keep it out of the file format.
    rules: (await db.rules.toArray()).map(({ topics: _topics, ...rule }) => ({
      ...rule,
      text: clean(rule.text),
      examples: rule.examples.map((e) => ({ ...e, lesson: clean(e.lesson) })),
    })) as TwiceExport['rules'],
    applications: (await db.applications.toArray()) as TwiceExport['applications'],
  }));
}

export async function exportJson(db: TwiceDB, now = Date.now(), settings?: Settings): Promise<string> {
  return JSON.stringify(await exportData(db, now, settings));
}

export class ImportError extends Error {
  override name = 'ImportError';
}

export interface ImportReport {
  added: { conversations: number; turns: number; corrections: number; rules: number; applications: number };
  /** Items already present (same key / same rule text and scope / same turn and lesson): left as they are. */
  skipped: { conversations: number; turns: number; corrections: number; rules: number; applications: number };
  /** The settings the file carries, made valid; null when it carries none. Nothing applies them but the caller. */
  settings: Settings | null;
}

export interface ImportOptions {
  /** Keep e-mail addresses in imported turn text (the capture setting); never in rules or lessons. */
  keepEmails?: boolean;
  /** Called with the share done, 0 to 1: validating is the first half, writing the second. */
  onProgress?: (done: number) => void;
}

/** Items validated (or cleaned, or written) between progress reports and pauses. */
const CHUNK = 1000;
const pause = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Validates the file an array at a time, pausing between chunks, so a 20,000-rule file never blocks the thread
 * it runs on for long; the result and the errors are those of validating it whole.
 */
async function parse(input: string | unknown, progress: (done: number) => void): Promise<TwiceExport> {
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
  const fail = (issues: readonly v.BaseIssue<unknown>[], prefix: (string | number)[]): never => {
    const first = issues[0];
    const path = [...prefix, ...(first?.path?.map((p) => p.key as string | number) ?? [])].map(String).join('.');
    throw new ImportError(`The export file is damaged or incomplete${path ? ` at "${path}"` : ''}: ${first?.message ?? 'invalid data'}.`);
  };
  const obj = raw as Record<string, unknown>;
  const ARRAYS = ['conversations', 'turns', 'corrections', 'rules', 'applications'] as const;
  // The envelope first, with the arrays' lengths but not their items.
  const head = v.safeParse(
    v.object({
      ...ExportSchema.entries,
      ...Object.fromEntries(ARRAYS.map((k) => [k, v.pipe(v.array(v.unknown()), v.maxLength(IMPORT_LIMITS[k]))])),
    }),
    raw,
  );
  if (!head.success) fail(head.issues, []);
  const total = ARRAYS.reduce((n, k) => n + (obj[k] as unknown[]).length, 0) || 1;
  let done = 0;
  const out: Record<string, unknown[]> = {};
  for (const k of ARRAYS) {
    const item = (ExportSchema.entries[k] as unknown as { pipe: [v.GenericSchema] }).pipe[0] as unknown as { item: v.GenericSchema };
    const list = obj[k] as unknown[];
    const parsed: unknown[] = new Array(list.length);
    for (let i = 0; i < list.length; i += CHUNK) {
      for (let j = i; j < Math.min(list.length, i + CHUNK); j++) {
        const r = v.safeParse(item.item, list[j]);
        if (!r.success) fail(r.issues, [k, j]);
        parsed[j] = (r as v.SafeParseResult<v.GenericSchema> & { output: unknown }).output;
      }
      done += Math.min(CHUNK, list.length - i);
      progress((0.4 * done) / total);
      await pause();
    }
    out[k] = parsed;
  }
  const data = { ...(head.output as object), ...out } as unknown as TwiceExport;
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
 * A file may come from an older build or another tool: the same cleaning as capture and learning applies
 * before anything is stored (secrets, personal data, invisible characters). A turn whose text changed gets its
 * hash recomputed from the cleaned text; a rule that lost hidden characters says so on its card.
 */
async function cleanImport(data: TwiceExport, opts: ImportOptions, progress: (done: number) => void): Promise<TwiceExport> {
  const r = (text: string) => redactText(text, { keepEmails: opts.keepEmails }).text;
  const rn = (text: string | null) => (text === null ? null : r(text));
  const turns: TwiceExport['turns'] = [];
  for (let i = 0; i < data.turns.length; i += CHUNK) {
    for (const t of data.turns.slice(i, i + CHUNK)) {
      const text = r(t.text);
      turns.push(text === t.text ? t : { ...t, text, textHash: hashText(text) });
    }
    progress(0.4 + (0.1 * i) / (data.turns.length || 1));
    await pause();
  }
  return {
    ...data,
    conversations: data.conversations.map((c) => ({ ...c, title: rn(c.title) })),
    turns,
    corrections: data.corrections.map((c) => ({
      ...c,
      lesson: clean(c.lesson),
      original: cleanOrNull(c.original),
      corrected: cleanOrNull(c.corrected),
      ...(c.suggestion ? { suggestion: clean(c.suggestion) } : {}),
    })),
    rules: data.rules.map((x) => {
      const text = cleanRuleText(x.text);
      const hidden = (x.hiddenRemoved ?? 0) + text.hiddenRemoved;
      return {
        ...x,
        text: text.text,
        examples: x.examples.map((e) => ({ ...e, lesson: clean(e.lesson) })),
        ...(hidden > 0 ? { hiddenRemoved: hidden } : {}),
      };
    }),
  };
}

/**
 * Merges an export into the store without duplicates. Existing records win (the store is the user's current
 * truth; an old backup must not undo later edits); only missing ones are added, with ids re-mapped.
 * Throws ImportError, changing nothing, when the input is not a valid Twice export. Everything is written in
 * one transaction, a chunk at a time: if the page (or worker) doing it goes away half-way, the browser aborts
 * the transaction and the store is as it was.
 */
/** Settings from a file, made valid; the block header goes into the composer, so it loses invisible characters. */
function importedSettings(raw: unknown): Settings {
  const s = normaliseSettings(raw);
  return { ...s, insertion: { ...s.insertion, header: withoutInvisible(s.insertion.header) } };
}

export async function importData(db: TwiceDB, input: string | unknown, opts: ImportOptions = {}): Promise<ImportReport> {
  const progress = opts.onProgress ?? (() => {});
  const data = await cleanImport(await parse(input, progress), opts, progress);
  const report: ImportReport = {
    added: { conversations: 0, turns: 0, corrections: 0, rules: 0, applications: 0 },
    skipped: { conversations: 0, turns: 0, corrections: 0, rules: 0, applications: 0 },
    settings: data.settings ? importedSettings(data.settings) : null,
  };
  const total = data.conversations.length + data.turns.length + data.corrections.length + 2 * data.rules.length + data.applications.length || 1;
  let written = 0;
  const wrote = (n: number) => {
    written += n;
    progress(0.5 + (0.5 * written) / total);
  };
  /** bulkAdd in chunks, keys in input order. */
  const addAll = async <T, K, I>(table: Table<T, K, I>, items: readonly I[]): Promise<K[]> => {
    const keys: K[] = [];
    for (let i = 0; i < items.length; i += CHUNK) {
      const chunk = items.slice(i, i + CHUNK);
      keys.push(...(await table.bulkAdd(chunk, { allKeys: true })));
      wrote(chunk.length);
    }
    return keys;
  };
  await db.transaction('rw', [db.conversations, db.turns, db.corrections, db.rules, db.applications], async () => {
    const haveConv = new Set(await db.conversations.toCollection().primaryKeys());
    const convs: ConversationRecord[] = data.conversations.filter((c) => !haveConv.has(c.key));
    report.skipped.conversations = data.conversations.length - convs.length;
    report.added.conversations = convs.length;
    wrote(report.skipped.conversations);
    await addAll(db.conversations, convs);

    const haveTurn = new Set(await db.turns.toCollection().primaryKeys());
    const turns: TurnRecord[] = data.turns
      .filter((t) => !haveTurn.has(t.key))
      .map((t) => ({ ...t, textHash: t.textHash ?? hashText(t.text) }));
    report.skipped.turns = data.turns.length - turns.length;
    report.added.turns = turns.length;
    wrote(report.skipped.turns);
    await addAll(db.turns, turns);

    // Rules first without their cross references (those need every new id), then the references.
    const ruleMap = new Map<number, number>();
    const existingRules = new Map<string, number>();
    for (const r of await db.rules.toArray()) existingRules.set(ruleIdentity(r), r.id!);
    const newRules: TwiceExport['rules'] = [];
    const sameAsNew = new Map<number, string>();
    const newIdentity = new Set<string>();
    for (const r of data.rules) {
      const k = ruleIdentity(r);
      const hit = existingRules.get(k);
      if (hit !== undefined) {
        ruleMap.set(r.id, hit);
        report.skipped.rules++;
      } else if (newIdentity.has(k)) {
        sameAsNew.set(r.id, k);
        report.skipped.rules++;
      } else {
        newIdentity.add(k);
        newRules.push(r);
      }
    }
    wrote(report.skipped.rules);
    const ruleRecords = newRules.map(({ id: _old, ...rest }) => ({ ...rest, examples: [], conflictWith: null, supersededBy: null }) as RuleRecord);
    const ruleIds = (await addAll(db.rules, ruleRecords)) as number[];
    newRules.forEach((r, i) => {
      ruleMap.set(r.id, ruleIds[i]!);
      existingRules.set(ruleIdentity(r), ruleIds[i]!);
    });
    for (const [oldId, k] of sameAsNew) ruleMap.set(oldId, existingRules.get(k)!);
    report.added.rules = newRules.length;

    const corrMap = new Map<number, number>();
    const existingCorr = new Map<string, number>();
    for (const c of await db.corrections.toArray()) existingCorr.set(correctionIdentity(c), c.id!);
    const newCorr: TwiceExport['corrections'] = [];
    const sameAsCorr = new Map<number, string>();
    const newCorrIdentity = new Set<string>();
    for (const c of data.corrections) {
      const k = correctionIdentity(c);
      const hit = existingCorr.get(k);
      if (hit !== undefined) {
        corrMap.set(c.id, hit);
        report.skipped.corrections++;
      } else if (newCorrIdentity.has(k)) {
        sameAsCorr.set(c.id, k);
        report.skipped.corrections++;
      } else {
        newCorrIdentity.add(k);
        newCorr.push(c);
      }
    }
    wrote(report.skipped.corrections);
    const corrIds = (await addAll(
      db.corrections,
      newCorr.map(({ id: _old, ...rest }) => ({ ...rest, ruleId: rest.ruleId !== null ? (ruleMap.get(rest.ruleId) ?? null) : null }) as CorrectionRecord),
    )) as number[];
    newCorr.forEach((c, i) => {
      corrMap.set(c.id, corrIds[i]!);
      existingCorr.set(correctionIdentity(c), corrIds[i]!);
    });
    for (const [oldId, k] of sameAsCorr) corrMap.set(oldId, existingCorr.get(k)!);
    report.added.corrections = newCorr.length;

    // Cross references of the added rules can only be resolved once every id is known.
    const linked: RuleRecord[] = [];
    newRules.forEach((r, i) => {
      const examples = r.examples.flatMap((e) => {
        const cid = corrMap.get(e.correctionId);
        return cid === undefined ? [] : [{ ...e, correctionId: cid }];
      });
      const conflictWith = r.conflictWith !== null ? (ruleMap.get(r.conflictWith) ?? null) : null;
      const supersededBy = r.supersededBy !== null ? (ruleMap.get(r.supersededBy) ?? null) : null;
      if (examples.length === 0 && conflictWith === null && supersededBy === null) return;
      const rec: RuleRecord = { ...ruleRecords[i]!, id: ruleIds[i]!, examples, conflictWith, supersededBy };
      linked.push({ ...rec, topics: ruleTopics(rec) });
    });
    for (let i = 0; i < linked.length; i += CHUNK) await db.rules.bulkPut(linked.slice(i, i + CHUNK));
    wrote(newRules.length);

    const appKey = (a: Pick<ApplicationRecord, 'conversationKey' | 'insertedAt' | 'ruleIds'>): string =>
      `${a.conversationKey ?? ''}\u0000${a.insertedAt}\u0000${[...a.ruleIds].sort((x, y) => x - y).join(',')}`;
    const existingApps = new Set((await db.applications.toArray()).map(appKey));
    const apps: ApplicationRecord[] = [];
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
      apps.push(rec);
    }
    wrote(report.skipped.applications);
    await addAll(db.applications, apps);
    report.added.applications = apps.length;
  });
  progress(1);
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
  return clean(s).replace(/\s+/g, ' ').trim();
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
