// Messages of the LLM feature, with their schemas: options/popup <-> background <-> offscreen document.
// The background validates what reaches it (router.ts handle()); the offscreen page validates what it is asked.
import * as v from 'valibot';
import type { LlmState, ModelOption } from './types';

const ModelId = v.pipe(v.string(), v.minLength(1), v.maxLength(200));
const Reason = v.pipe(v.string(), v.maxLength(300));

export const LlmLoadSchema = v.object({ model: ModelId });
export type LlmLoad = v.InferOutput<typeof LlmLoadSchema>;

export const NoDataSchema = v.undefined();

/** Pushed by the offscreen document while it loads a model. */
export const LlmEventSchema = v.variant('type', [
  v.object({
    type: v.literal('progress'),
    model: ModelId,
    progress: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
    text: v.pipe(v.string(), v.maxLength(500)),
  }),
  v.object({ type: v.literal('ready'), model: ModelId }),
  v.object({ type: v.literal('failed'), model: ModelId, reason: Reason }),
  v.object({ type: v.literal('cancelled'), model: ModelId }),
]);
export type LlmEvent = v.InferOutput<typeof LlmEventSchema>;

export interface LlmCatalogue {
  /** False where the feature cannot run (no WebGPU adapter, or a browser without offscreen documents). */
  available: boolean;
  models: ModelOption[];
}

export const CompleteSchema = v.object({
  messages: v.pipe(
    v.array(v.object({ role: v.picklist(['system', 'user']), content: v.pipe(v.string(), v.maxLength(20_000)) })),
    v.maxLength(4),
  ),
  schema: v.pipe(v.string(), v.maxLength(5_000)),
  timeoutMs: v.pipe(v.number(), v.minValue(100), v.maxValue(300_000)),
});
export type CompleteRequest = v.InferOutput<typeof CompleteSchema>;

/** Messages handled by the offscreen document that hosts the engine (Chrome only). */
export interface OffscreenProtocol {
  offscreenCatalogue(): { models: ModelOption[]; features: string[] | null };
  /** Starts loading; progress and the outcome come back as llmEvent messages. */
  offscreenLoad(data: LlmLoad): { accepted: boolean };
  offscreenUnload(): void;
  offscreenStatus(): { model: string | null; loading: string | null };
  offscreenComplete(data: CompleteRequest): { text: string };
}

export type { LlmState };
