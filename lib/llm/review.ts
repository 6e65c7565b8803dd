// One review: prompt -> engine -> tolerant parse -> fusion with the heuristic. The engine is a function so the
// background can pass its offscreen bridge and tests can pass fakes; every failure leaves the heuristic as is.
import { buildReviewPrompt, fuse, parseReview, type LlmVerdict, type ReviewPrompt } from '../detect/llm';
import type { Detection, DetectInput } from '../detect/types';
import { LlmError } from './host';
import type { ReviewFailure } from './types';

export type Complete = (prompt: ReviewPrompt) => Promise<string>;

export type ReviewOutcome =
  | { ok: true; verdict: LlmVerdict; fused: Detection; raw: string }
  | { ok: false; failure: ReviewFailure; detail: string };

export function failureOf(e: unknown): { failure: ReviewFailure; detail: string } {
  if (e instanceof LlmError) {
    const failure: ReviewFailure = e.code === 'cancelled' || e.code === 'load-failed' ? 'engine-gone' : e.code;
    return { failure, detail: e.message };
  }
  // Errors that crossed a message channel arrive as plain objects with the original name and code.
  const o = e as { code?: unknown; message?: unknown } | null;
  const code = typeof o?.code === 'string' ? o.code : '';
  const message = typeof o?.message === 'string' ? o.message : String(e);
  if (code === 'timeout' || code === 'engine-gone' || code === 'not-ready' || code === 'unparseable') return { failure: code, detail: message };
  if (/receiving end does not exist|message port closed|could not establish connection/i.test(message)) return { failure: 'engine-gone', detail: message };
  return { failure: 'error', detail: message };
}

export async function reviewTurn(input: DetectInput, heuristic: Detection, complete: Complete): Promise<ReviewOutcome> {
  const prompt = buildReviewPrompt(input, heuristic);
  let raw: string;
  try {
    raw = await complete(prompt);
  } catch (e) {
    return { ok: false, ...failureOf(e) };
  }
  const verdict = parseReview(raw);
  if (!verdict) return { ok: false, failure: 'unparseable', detail: raw.slice(0, 200) };
  return { ok: true, verdict, fused: fuse(heuristic, verdict, input.user.text), raw };
}
