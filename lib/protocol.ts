// Every message that crosses a context boundary, with its schema. The background validates each
// incoming message against these before acting on it (content scripts run inside third-party pages).
import * as v from 'valibot';
import { siteOfUrl } from './guard';
import { SITE_IDS } from './sites/registry';
import { hashText } from './recall/text';

const MAX_TEXT = 200_000; // one turn; longer turns are truncated by the content script before sending
const MAX_TURNS = 400; // per message; the content script sends in batches
/** What is stored of a page address; longer ones (tracking parameters, huge fragments) are shortened. */
export const MAX_URL = 4096;
export const MAX_TITLE = 500;
const MAX_TURN_ID = 300;
/** Far above any real field: refused outright so one message cannot make the worker copy megabytes. */
const MAX_RAW = 100_000;

export const SiteSchema = v.picklist(SITE_IDS);
export const RoleSchema = v.picklist(['user', 'assistant']);

/** The address without what makes it long (query, fragment), else the site's root: it is only a way back. */
export function clampUrl(url: string): string {
  if (url.length <= MAX_URL) return url;
  try {
    const u = new URL(url);
    const path = `${u.origin}${u.pathname}`;
    return path.length <= MAX_URL ? path : `${u.origin}/`;
  } catch {
    return url.slice(0, MAX_URL);
  }
}

export const PageSchema = v.object({
  // Clamped by the receiver (and counted), not refused: one long address must not drop a batch of turns.
  url: v.pipe(v.string(), v.maxLength(MAX_RAW)),
  conversationId: v.nullable(v.pipe(v.string(), v.maxLength(200))),
  project: v.nullable(v.pipe(v.string(), v.maxLength(300))),
  temporary: v.boolean(),
  title: v.nullable(v.pipe(v.string(), v.maxLength(MAX_RAW))),
});
export type PageMessage = v.InferOutput<typeof PageSchema>;

export const CapturedTurnSchema = v.object({
  turnId: v.pipe(v.string(), v.minLength(1), v.maxLength(300)),
  role: RoleSchema,
  text: v.pipe(v.string(), v.maxLength(MAX_TEXT)),
  index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Shown above the turns already captured (loaded by scrolling up): history, not a new message. */
  history: v.optional(v.boolean()),
  /** On the page when the user arrived from a shared link: someone else's words (lib/risk.ts). */
  shared: v.optional(v.boolean()),
});
export type CapturedTurn = v.InferOutput<typeof CapturedTurnSchema>;

export const CaptureTurnsSchema = v.pipe(
  v.object({
    site: SiteSchema,
    layout: v.pipe(v.string(), v.maxLength(100)),
    page: PageSchema,
    // Each turn is checked on its own (validateTurns): one bad turn is refused or clamped, the rest stored.
    turns: v.pipe(v.array(v.unknown()), v.maxLength(MAX_TURNS)),
  }),
  // The page URL is stored and offered as a link back to the conversation: it must be an https page of the
  // site the turns claim to come from (the sender check ties that site to the sending tab).
  v.check((d) => siteOfUrl(d.page.url) === d.site, 'page URL is not on the claimed site'),
);
export type CaptureTurns = v.InferOutput<typeof CaptureTurnsSchema>;

/** Why part of a capture was changed or skipped; counted per tab and shown in the popup. */
export type CaptureIssue = 'url' | 'title' | 'id' | 'text' | 'malformed';
export type CaptureIssues = Partial<Record<CaptureIssue, number>>;

const LenientTurnSchema = v.object({
  turnId: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_RAW)),
  role: RoleSchema,
  text: v.string(),
  index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  history: v.optional(v.boolean()),
  shared: v.optional(v.boolean()),
});

/**
 * Per-turn validation of a capture batch: malformed turns are refused, over-long ids are replaced by a stable
 * hash of themselves (so a re-sent turn still updates the same record) and over-long text is cut; each change
 * is counted by reason.
 */
export function validateTurns(raw: readonly unknown[]): { turns: CapturedTurn[]; issues: CaptureIssues } {
  const issues: CaptureIssues = {};
  const note = (k: CaptureIssue) => (issues[k] = (issues[k] ?? 0) + 1);
  const turns: CapturedTurn[] = [];
  for (const item of raw) {
    const r = v.safeParse(LenientTurnSchema, item);
    if (!r.success) {
      note('malformed');
      continue;
    }
    const t = { ...r.output };
    if (t.turnId.length > MAX_TURN_ID) {
      t.turnId = `h-${hashText(t.turnId)}-${t.turnId.length}`;
      note('id');
    }
    if (t.text.length > MAX_TEXT) {
      t.text = t.text.slice(0, MAX_TEXT);
      note('text');
    }
    turns.push(t);
  }
  return { turns, issues };
}

export const HealthSchema = v.object({
  site: SiteSchema,
  url: v.pipe(v.string(), v.maxLength(MAX_RAW), v.transform(clampUrl)),
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
  /** What capture on this tab shortened or skipped, by reason. */
  issues?: CaptureIssues;
  /** The browser refused to store more: capture is paused until space is freed. */
  storageFull?: boolean;
}
