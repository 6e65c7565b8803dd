// Every message that crosses a context boundary, with its schema. The background validates each
// incoming message against these before acting on it (content scripts run inside third-party pages).
import * as v from 'valibot';
import { siteOfUrl } from './guard';

const MAX_TEXT = 200_000; // one turn; longer turns are truncated by the content script before sending
const MAX_TURNS = 400; // per message; the content script sends in batches

export const SiteSchema = v.picklist(['chatgpt', 'claude']);
export const RoleSchema = v.picklist(['user', 'assistant']);

export const PageSchema = v.object({
  url: v.pipe(v.string(), v.maxLength(4096)),
  conversationId: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  project: v.nullable(v.pipe(v.string(), v.maxLength(300))),
  temporary: v.boolean(),
  title: v.nullable(v.pipe(v.string(), v.maxLength(500))),
});
export type PageMessage = v.InferOutput<typeof PageSchema>;

export const CapturedTurnSchema = v.object({
  turnId: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
  role: RoleSchema,
  text: v.pipe(v.string(), v.maxLength(MAX_TEXT)),
  index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Shown above the turns already captured (loaded by scrolling up): history, not a new message. */
  history: v.optional(v.boolean()),
});
export type CapturedTurn = v.InferOutput<typeof CapturedTurnSchema>;

export const CaptureTurnsSchema = v.pipe(
  v.object({
    site: SiteSchema,
    layout: v.pipe(v.string(), v.maxLength(100)),
    page: PageSchema,
    turns: v.pipe(v.array(CapturedTurnSchema), v.maxLength(MAX_TURNS)),
  }),
  // The page URL is stored and offered as a link back to the conversation: it must be an https page of the
  // site the turns claim to come from (the sender check ties that site to the sending tab).
  v.check((d) => siteOfUrl(d.page.url) === d.site, 'page URL is not on the claimed site'),
);
export type CaptureTurns = v.InferOutput<typeof CaptureTurnsSchema>;

export const HealthSchema = v.object({
  site: SiteSchema,
  url: v.pipe(v.string(), v.maxLength(4096)),
  isConversationPage: v.boolean(),
  layout: v.nullable(v.pipe(v.string(), v.maxLength(100))),
  captureEnabled: v.boolean(),
  composerFound: v.boolean(),
  turnsSeen: v.pipe(v.number(), v.integer(), v.minValue(0)),
  diagnostics: v.record(v.pipe(v.string(), v.maxLength(200)), v.number()),
});
export type HealthReport = v.InferOutput<typeof HealthSchema>;

export const RulesRequestSchema = v.object({
  site: SiteSchema,
  draft: v.pipe(v.string(), v.maxLength(MAX_TEXT)),
  conversationId: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  project: v.nullable(v.pipe(v.string(), v.maxLength(300))),
});
export type RulesRequest = v.InferOutput<typeof RulesRequestSchema>;

export const AppliedSchema = v.object({
  site: SiteSchema,
  conversationId: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  ruleIds: v.pipe(v.array(v.pipe(v.number(), v.integer())), v.maxLength(100)),
});
export type Applied = v.InferOutput<typeof AppliedSchema>;

export interface RuleSuggestion {
  id: number;
  text: string;
  score: number;
  /** Offered because it always applies (language, tone, length, format …), not because of the draft. */
  standing: boolean;
  /** Older name of `standing`, kept for pages built before it. */
  pinned: boolean;
  /** Words of the user's message (or the recent conversation) that the rule matched. */
  matched: string[];
  corrections: number;
  confidence: number;
}

export interface RulesPreview {
  rules: RuleSuggestion[];
  /** The block wording from the settings, for re-rendering the user's selection. */
  header: string;
  block: string;
  chars: number;
  /** Rules that fit the draft but not the size budget. */
  omitted: number;
  /** Active rules in this page's scope: tells "nothing learned yet" from "none fits this message". */
  learned: number;
  /** Rules and corrections waiting in the review queue. */
  pendingReview: number;
}

export interface InsertResult {
  ok: boolean;
  method: string;
  /** Set when the composer could not be used and the text went to the clipboard instead. */
  fallback?: 'clipboard';
  error?: string;
}

export interface TabStatus {
  health: HealthReport | null;
}
