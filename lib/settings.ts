// User settings: defaults and their schema. Stored through WXT storage (see utils/settings.ts).
import * as v from 'valibot';
import { SITE_IDS, type Site } from './sites/registry';

/** One "learn from this site" switch per site of the registry; a site added later starts switched on. */
const siteSwitches = Object.fromEntries(SITE_IDS.map((id) => [id, v.optional(v.boolean(), true)])) as {
  [K in Site]: v.OptionalSchema<v.BooleanSchema<undefined>, true>;
};

export const SettingsSchema = v.object({
  capture: v.object({
    ...siteSwitches,
    temporaryChats: v.boolean(),
    incognito: v.boolean(),
    /** Days to keep turn text; 0 keeps only the corrections. */
    keepTurnDays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3650)),
    /** Keep e-mail addresses in stored conversation text (never in rules or lessons). */
    keepEmails: v.optional(v.boolean(), false),
  }),
  detection: v.object({
    sensitivity: v.picklist(['conservative', 'balanced', 'eager']),
    reviewThreshold: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    llmEnabled: v.boolean(),
    llmModel: v.pipe(v.string(), v.maxLength(200)),
    /** "Never suggest this kind again": still recorded as corrections, never turned into rules. */
    mutedCategories: v.array(v.picklist(['factual', 'style', 'code', 'logic', 'preference', 'domain'])),
    /** "Never suggest rules about this" from a review card: the muted rule's topic tokens (lib/store/learn.ts). */
    mutedTopics: v.optional(v.pipe(v.array(v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(30))), v.maxLength(500)), []),
    /**
     * When a rule may become active without the user accepting it: 'clear' when it was repeated or is a short,
     * clear instruction with no risk marker (lib/risk.ts); 'repeated' only once corrected several times;
     * 'never' always asks. Rules with risk markers always wait for the user.
     */
    activation: v.optional(v.picklist(['clear', 'repeated', 'never']), 'clear'),
    /** Store rules in English where Twice can word them so (off: in the language the user wrote). */
    rulesInEnglish: v.boolean(),
  }),
  insertion: v.object({
    threshold: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    maxRules: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
    budgetChars: v.pipe(v.number(), v.integer(), v.minValue(100), v.maxValue(4000)),
    header: v.pipe(v.string(), v.maxLength(120)),
  }),
  memory: v.object({
    halfLifeDays: v.pipe(v.number(), v.minValue(1), v.maxValue(3650)),
  }),
});
export type Settings = v.InferOutput<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = {
  capture: { ...(Object.fromEntries(SITE_IDS.map((id) => [id, true])) as Record<Site, boolean>), temporaryChats: false, incognito: false, keepTurnDays: 30, keepEmails: false },
  detection: {
    sensitivity: 'balanced',
    reviewThreshold: 0.5,
    llmEnabled: false,
    llmModel: 'Qwen2.5-0.5B-Instruct-q4f16_1-MLC',
    mutedCategories: [],
    mutedTopics: [],
    activation: 'clear',
    rulesInEnglish: false,
  },
  insertion: { threshold: 0.6, maxRules: 5, budgetChars: 600, header: 'please follow these in your reply' },
  memory: { halfLifeDays: 30 },
};

/** Reads stored settings defensively: unknown or invalid fields fall back to defaults. */
export function normaliseSettings(raw: unknown): Settings {
  const merged = deepMerge(DEFAULT_SETTINGS, raw);
  const out = { ...DEFAULT_SETTINGS } as Record<keyof Settings, unknown>;
  // Section by section, so one bad value resets its own section rather than every setting.
  for (const key of Object.keys(SettingsSchema.entries) as (keyof Settings)[]) {
    const parsed = v.safeParse(SettingsSchema.entries[key], merged[key]);
    out[key] = parsed.success ? parsed.output : DEFAULT_SETTINGS[key];
  }
  return out as Settings;
}

function deepMerge<T>(base: T, over: unknown): T {
  // Arrays are values, not records to merge key by key.
  const leaf = (x: unknown) => typeof x !== 'object' || x === null || Array.isArray(x);
  if (leaf(base) || leaf(over)) {
    return (over === undefined ? base : (over as T));
  }
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, val] of Object.entries(over as Record<string, unknown>)) {
    if (k in out) out[k] = deepMerge(out[k], val);
  }
  return out as T;
}

/** The store's thresholds a user's detection settings stand for. */
export interface MemoryThresholds {
  autoActivate: number;
  autoActivateCorrection: number;
  minConfidence: number;
  /** Corrections after which a pending rule becomes active; Infinity when the user decides every rule. */
  confirmCount?: number;
  mutedCategories: Settings['detection']['mutedCategories'];
  mutedTopics: Settings['detection']['mutedTopics'];
}

/**
 * "Sensitivity" is how readily a detection becomes an active rule without review: conservative sends
 * everything to the review queue, eager trusts more. The review-queue threshold is the confidence below
 * which a detection is kept only as evidence and never suggested.
 */
export function memoryThresholds(s: Settings): MemoryThresholds {
  const bySensitivity = {
    conservative: { autoActivate: 1.01, autoActivateCorrection: 1.01 },
    balanced: { autoActivate: 0.75, autoActivateCorrection: 0.95 },
    eager: { autoActivate: 0.65, autoActivateCorrection: 0.85 },
  } as const;
  const activation = s.detection.activation;
  // 'repeated': one turn is never enough, only the count promotes; 'never': nothing promotes itself.
  const single = activation === 'clear' ? bySensitivity[s.detection.sensitivity] : { autoActivate: Infinity, autoActivateCorrection: Infinity };
  return {
    ...single,
    ...(activation === 'never' ? { confirmCount: Infinity } : {}),
    minConfidence: s.detection.reviewThreshold,
    mutedCategories: s.detection.mutedCategories,
    mutedTopics: s.detection.mutedTopics,
  };
}

/** The user muted rules about a topic from a review card (the topic tokens of that rule's text). Returns `s` itself when it was muted already. */
export function muteTopic(s: Settings, topic: readonly string[]): Settings {
  const key = [...topic].sort().join(' ');
  if (topic.length === 0 || s.detection.mutedTopics.some((m) => [...m].sort().join(' ') === key)) return s;
  return { ...s, detection: { ...s.detection, mutedTopics: [...s.detection.mutedTopics, [...topic]] } };
}

export function unmuteTopic(s: Settings, topic: readonly string[]): Settings {
  const key = [...topic].sort().join(' ');
  return { ...s, detection: { ...s.detection, mutedTopics: s.detection.mutedTopics.filter((m) => [...m].sort().join(' ') !== key) } };
}

type Category = Settings['detection']['mutedCategories'][number];

/** "Never suggest": every rule of one category. Returns `s` itself when it was muted already. */
export function muteCategory(s: Settings, category: Category): Settings {
  if (s.detection.mutedCategories.includes(category)) return s;
  return { ...s, detection: { ...s.detection, mutedCategories: [...s.detection.mutedCategories, category] } };
}

export function unmuteCategory(s: Settings, category: Category): Settings {
  return { ...s, detection: { ...s.detection, mutedCategories: s.detection.mutedCategories.filter((c) => c !== category) } };
}
