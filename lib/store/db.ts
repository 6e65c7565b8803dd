import Dexie, { type EntityTable } from 'dexie';
import { tokenize } from '../recall/text';
import { buildProfile, mergeProfiles } from '../recall/profile';
import { appliesOf } from '../detect/lesson';
import { detectLanguage } from '../detect/language';
import type { Role, Site } from '../types';
import type { RiskReason } from '../risk';

// Versioned schema: never edit a released version(n); add version(n+1) with an upgrade() instead.

export interface ConversationRecord {
  /** `${site}:${conversationId}` */
  key: string;
  site: Site;
  conversationId: string;
  title: string | null;
  /** Project / custom GPT / Claude project id when known. */
  project: string | null;
  url: string;
  firstSeen: number;
  lastSeen: number;
  turnCount: number;
}

export interface TurnRecord {
  /** `${site}:${conversationId}:${turnId}` so a re-sent turn updates instead of duplicating. */
  key: string;
  conversationKey: string;
  site: Site;
  conversationId: string;
  turnId: string;
  role: Role;
  text: string;
  index: number;
  createdAt: number;
  updatedAt: number;
  /**
   * Hash of the text as last captured. Survives `pruneTurnText` so a re-sent old turn is recognised as
   * already seen (and not fed to detection twice) even after its text was dropped for retention.
   */
  textHash: string;
  /**
   * 1 from when a user turn is stored (or its text changes) until detection on it has committed. A worker
   * killed in between leaves it set, so the re-sent turn is detected again instead of being skipped.
   */
  pendingDetection?: 1;
  /** Shown when the user arrived from a shared link: someone else's words (lib/risk.ts). Not indexed. */
  shared?: 1;
}

export type CorrectionKind = 'preference' | 'correction' | 'frustration';
export type Category = 'factual' | 'style' | 'code' | 'logic' | 'preference' | 'domain';
export type CorrectionStatus = 'pending' | 'accepted' | 'dismissed' | 'merged';

export interface CorrectionRecord {
  id?: number;
  conversationKey: string;
  site: Site;
  turnKey: string;
  kind: CorrectionKind;
  category: Category;
  confidence: number;
  severity: 'low' | 'medium' | 'high';
  lesson: string;
  original: string | null;
  corrected: string | null;
  evidence: string[];
  source: 'heuristic' | 'llm' | 'fused';
  status: CorrectionStatus;
  ruleId: number | null;
  createdAt: number;
  /**
   * Set when the turn corrected the assistant but stated no rule (an implicit or factual correction): the user's key
   * phrase, pre-filled on the review card that asks the user to word the rule. No rule exists until they do.
   */
  suggestion?: string | null;
}

/** A bounded provenance sample (seed 002 keeps 3): which corrections taught the rule, in their words. */
export interface RuleExample {
  correctionId: number;
  lesson: string;
  conversationKey: string;
  at: number;
}

export type RuleScopeKind = 'global' | 'site' | 'project';
export type RuleStatus = 'active' | 'pending' | 'disabled' | 'dismissed';

export interface RuleRecord {
  id?: number;
  text: string;
  category: Category;
  scope: RuleScopeKind;
  /** Site for 'site' scope, project id for 'project' scope. */
  scopeValue: string | null;
  status: RuleStatus;
  pinned: 0 | 1;
  confidence: number;
  corrections: number;
  timesInserted: number;
  timesWorked: number;
  timesReturned: number;
  needsRewording: 0 | 1;
  /** Set when the user accepted, edited, dismissed or deleted it: automation never overrides these. */
  userLocked: 0 | 1;
  createdAt: number;
  updatedAt: number;
  lastUsedAt: number | null;
  lastCorrectionAt: number;
  /** Newest first, at most a few (see memory.ts MAX_EXAMPLES). */
  examples: RuleExample[];
  /** Confidence the user set by hand; wins over the learned `confidence` and does not decay. */
  userConfidence: number | null;
  /** Older rule this one contradicts; a proposal that accepting this rule replaces that one. */
  conflictWith: number | null;
  /** Set on the older rule once a newer contradicting rule was accepted in its place. */
  supersededBy: number | null;
  /**
   * Topic tokens of the text and the merged examples (schema 2), maintained by the table hooks below, so
   * merging a new correction reads only the rules that share a topic instead of every rule.
   */
  topics?: string[];
  /** Invisible characters removed from the text (lib/invisible.ts); the card tells the user. Not indexed. */
  hiddenRemoved?: number;
  /** Why the rule did not activate by itself (lib/risk.ts); shown on the review card. Not indexed. */
  risks?: RiskReason[];
  /**
   * `always`: shapes every reply (language, spelling, tone, length, formatting): offered for every draft in scope.
   * `topic`: offered when the draft is about what the rule is about. Absent on rules older than schema 3 = topic.
   */
  applies?: 'always' | 'topic';
  /** Salient terms of the rule's evidence (lib/recall/profile.ts), merged across its examples. */
  profile?: Record<string, number>;
}

/** The tokens a lesson must share with a rule to merge with it or contradict it. */
export function ruleTopics(rule: Pick<RuleRecord, 'text'> & { examples?: { lesson: string }[] }): string[] {
  const out = new Set(tokenize(rule.text));
  for (const ex of rule.examples ?? []) for (const t of tokenize(ex.lesson)) out.add(t);
  return [...out];
}

export interface ApplicationRecord {
  id?: number;
  ruleIds: number[];
  site: Site;
  conversationKey: string | null;
  insertedAt: number;
  outcome: 'unknown' | 'worked' | 'returned';
  /** Rules of this insertion whose correction came back afterwards in the same conversation. */
  returnedRuleIds: number[];
  /** 0 while open (a returning correction can still be attributed to it); settle time afterwards. */
  settledAt: number;
  /** The tab it was inserted in, while it waits for a new chat's conversation id (applications.ts). */
  tabId?: number;
}

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
            r.applies = r.pinned === 1 ? 'always' : (r.applies ?? appliesOf(r.text, detectLanguage(r.text)));
            let profile = buildProfile({ rule: r.text });
            for (const ex of r.examples ?? []) profile = mergeProfiles(profile, buildProfile({ rule: ex.lesson }));
            r.profile = profile;
          }),
      );
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
