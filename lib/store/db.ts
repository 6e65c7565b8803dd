import Dexie, { type EntityTable } from 'dexie';
import { tokenize } from '../recall/text';
import { buildProfile, mergeProfiles } from '../recall/profile';
import { appliesOfText } from '../detect/lesson';
import * as v from 'valibot';
import { ApplicationSchema, ConversationSchema, CorrectionSchema, ExampleSchema, RuleSchema, TurnSchema } from './schema';

// Versioned schema: never edit a released version(n); add version(n+1) with an upgrade() instead.

type Out<S extends v.GenericSchema> = v.InferOutput<S>;

/** `key` is `${site}:${conversationId}`; `project` the project / custom GPT / Claude project id when known. */
export type ConversationRecord = Out<typeof ConversationSchema>;

export type TurnRecord = Omit<Out<typeof TurnSchema>, 'textHash'> & {
  /**
   * Hash of the text as last captured. Survives `pruneTurnText` so a re-sent old turn is recognised as
   * already seen (and not fed to detection twice) even after its text was dropped for retention. Optional in an
   * export file (import recomputes it), always set in the store.
   */
  textHash: string;
  /**
   * 1 from when a user turn is stored (or its text changes) until detection on it has committed. A worker
   * killed in between leaves it set, so the re-sent turn is detected again instead of being skipped. Never exported.
   */
  pendingDetection?: 1;
  /** Shown when the user arrived from a shared link: someone else's words (lib/risk.ts). Not indexed. */
  shared?: 1;
};

export type CorrectionKind = Out<typeof CorrectionSchema>['kind'];
export type Category = Out<typeof CorrectionSchema>['category'];
export type CorrectionStatus = Out<typeof CorrectionSchema>['status'];

/**
 * `suggestion` is set when the turn corrected the assistant but stated no rule (an implicit or factual correction):
 * the user's key phrase, pre-filled on the review card that asks the user to word the rule.
 */
export type CorrectionRecord = Omit<Out<typeof CorrectionSchema>, 'id'> & { id?: number };

/** A bounded provenance sample: which corrections taught the rule, in their words. */
export type RuleExample = Out<typeof ExampleSchema>;

export type RuleScopeKind = Out<typeof RuleSchema>['scope'];
export type RuleStatus = Out<typeof RuleSchema>['status'];

/**
 * A rule. The fields and what they mean are in schema.ts; `userLocked` is set when the user accepted, edited,
 * dismissed or deleted it (automation never overrides those); `conflictWith` is the older rule a proposal replaces;
 * `applies` is `always` (every reply in scope) or `topic` (absent on rules older than schema 3 = topic).
 */
export type RuleRecord = Omit<Out<typeof RuleSchema>, 'id'> & {
  id?: number;
  /**
   * Topic tokens of the text and the merged examples (schema 2), maintained by the table hooks below, so
   * merging a new correction reads only the rules that share a topic instead of every rule. Derived, not exported.
   */
  topics?: string[];
};

/** What every new rule starts with: taught once, never inserted, nothing decided by the user yet. */
export function newRuleHistory(now: number): Pick<
  RuleRecord,
  'pinned' | 'corrections' | 'timesInserted' | 'timesWorked' | 'timesReturned' | 'needsRewording' | 'createdAt' | 'updatedAt' | 'lastUsedAt' | 'lastCorrectionAt' | 'examples' | 'userConfidence' | 'supersededBy'
> {
  return {
    pinned: 0,
    corrections: 1,
    timesInserted: 0,
    timesWorked: 0,
    timesReturned: 0,
    needsRewording: 0,
    createdAt: now,
    updatedAt: now,
    lastUsedAt: null,
    lastCorrectionAt: now,
    examples: [],
    userConfidence: null,
    supersededBy: null,
  };
}

/** The tokens a lesson must share with a rule to merge with it or contradict it. */
export function ruleTopics(rule: Pick<RuleRecord, 'text'> & { examples?: { lesson: string }[] }): string[] {
  const out = new Set(tokenize(rule.text));
  for (const ex of rule.examples ?? []) for (const t of tokenize(ex.lesson)) out.add(t);
  return [...out];
}

export type ApplicationRecord = Omit<Out<typeof ApplicationSchema>, 'id'> & { id?: number };

export class TwiceDB extends Dexie {
  conversations!: EntityTable<ConversationRecord, 'key'>;
  turns!: EntityTable<TurnRecord, 'key'>;
  corrections!: EntityTable<CorrectionRecord, 'id'>;
  rules!: EntityTable<RuleRecord, 'id'>;
  applications!: EntityTable<ApplicationRecord, 'id'>;

  constructor(name = 'twice') {
    super(name);
    this.version(1).stores({
      conversations: 'key, site, lastSeen, project',
      turns: 'key, conversationKey, [conversationKey+index], createdAt',
      corrections: '++id, conversationKey, turnKey, status, kind, ruleId, createdAt',
      rules: '++id, status, scope, category, pinned, updatedAt, lastUsedAt',
      applications: '++id, conversationKey, insertedAt, settledAt, *ruleIds',
    });
    // 2: rules indexed by topic token.
    this.version(2)
      .stores({ rules: '++id, status, scope, category, pinned, updatedAt, lastUsedAt, *topics' })
      .upgrade((tx) =>
        tx
          .table<RuleRecord>('rules')
          .toCollection()
          .modify((r) => {
            r.topics = ruleTopics(r);
          }),
      );
    // 3: standing vs topical rules and topic profiles (recall by meaning). Pinned rules are standing ones; every
    // rule gets a profile from its own words and examples (the evidence texts of older rules were not kept).
    this.version(3)
      .stores({})
      .upgrade((tx) =>
        tx
          .table<RuleRecord>('rules')
          .toCollection()
          .modify((r) => {
            r.applies = r.pinned === 1 ? 'always' : (r.applies ?? appliesOfText(r.text));
            let profile = buildProfile({ rule: r.text });
            for (const ex of r.examples ?? []) profile = mergeProfiles(profile, buildProfile({ rule: ex.lesson }));
            r.profile = profile;
          }),
      );
    // 4: rules indexed by needsRewording, so the Review tab finds the few to reword without reading every active rule
    // (IndexedDB fills a new index from the records already stored).
    this.version(4).stores({ rules: '++id, status, scope, category, pinned, updatedAt, lastUsedAt, *topics, needsRewording' });
    // Every write path (merge, edit, accept, restore, import) keeps the topics right without knowing of them.
    this.rules.hook('creating', (_key, rule) => {
      rule.topics = ruleTopics(rule);
    });
    this.rules.hook('updating', (mods, _key, rule) => {
      if (!Object.keys(mods).some((k) => k === 'text' || k.startsWith('examples'))) return undefined;
      const next = Dexie.deepClone(rule);
      for (const [k, v] of Object.entries(mods)) Dexie.setByKeyPath(next, k, v);
      return { topics: ruleTopics(next) };
    });
  }
}
