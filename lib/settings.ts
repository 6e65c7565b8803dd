// User settings: defaults and their schema. Stored through WXT storage (see utils/settings.ts).
import * as v from 'valibot';

export const SettingsSchema = v.object({
  capture: v.object({
    chatgpt: v.boolean(),
    claude: v.boolean(),
    temporaryChats: v.boolean(),
    incognito: v.boolean(),
    /** Days to keep turn text; 0 keeps only the corrections. */
    keepTurnDays: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(3650)),
  }),
  detection: v.object({
    sensitivity: v.picklist(['conservative', 'balanced', 'eager']),
    reviewThreshold: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    llmEnabled: v.boolean(),
    llmModel: v.pipe(v.string(), v.maxLength(200)),
    /** "Never suggest this kind again": still recorded as corrections, never turned into rules. */
    mutedCategories: v.array(v.picklist(['factual', 'style', 'code', 'logic', 'preference', 'domain'])),
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
  capture: { chatgpt: true, claude: true, temporaryChats: false, incognito: false, keepTurnDays: 30 },
  detection: {
    sensitivity: 'balanced',
    reviewThreshold: 0.5,
    llmEnabled: false,
    llmModel: 'Qwen2.5-0.5B-Instruct-q4f16_1-MLC',
    mutedCategories: [],
  },
  insertion: { threshold: 0.6, maxRules: 5, budgetChars: 600, header: 'please follow these in your reply' },
  memory: { halfLifeDays: 30 },
};

/** Reads stored settings defensively: unknown or invalid fields fall back to defaults. */
export function normaliseSettings(raw: unknown): Settings {
  const merged = deepMerge(DEFAULT_SETTINGS, raw);
  const parsed = v.safeParse(SettingsSchema, merged);
  return parsed.success ? parsed.output : DEFAULT_SETTINGS;
}

function deepMerge<T>(base: T, over: unknown): T {
  if (typeof base !== 'object' || base === null || typeof over !== 'object' || over === null) {
    return (over === undefined ? base : (over as T));
  }
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [k, val] of Object.entries(over as Record<string, unknown>)) {
    if (k in out) out[k] = deepMerge(out[k], val);
  }
  return out as T;
}
