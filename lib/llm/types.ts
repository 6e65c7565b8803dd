// Types shared by the optional in-browser LLM review: the engine state shown to the user, the subset of
// WebLLM's engine and model-record interfaces this code relies on, and the options-page catalogue entry.
// Pure: no browser globals, no import of @mlc-ai/web-llm (its 6 MB bundle must stay in the offscreen page).

/** What the popup and options page show. `reason` strings are short, human-readable, already clipped. */
export type LlmState =
  | { status: 'off' }
  | { status: 'unavailable'; reason: 'no-webgpu' }
  | { status: 'idle'; model: string; cached: boolean }
  | { status: 'downloading'; model: string; progress: number; text: string }
  | { status: 'ready'; model: string }
  | { status: 'failed'; model: string; reason: string };

export type LlmStatus = LlmState['status'];

/** The part of WebLLM's `InitProgressReport` that is used. */
export interface ProgressReport {
  progress: number;
  text: string;
  timeElapsed?: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface CompletionRequest {
  messages: ChatMessage[];
  response_format: { type: 'json_object'; schema: string };
  temperature: number;
  max_tokens: number;
  stream: false;
}

export interface CompletionResponse {
  choices: { message: { content: string | null }; finish_reason?: string | null }[];
}

/**
 * The WebLLM `MLCEngineInterface` members the host calls. The real `MLCEngine` satisfies it structurally; the
 * e2e fake (e2e/fakes/web-llm.ts) and the unit-test fakes implement exactly this.
 */
export interface WebLlmEngineLike {
  setInitProgressCallback(cb: (report: ProgressReport) => void): void;
  reload(modelId: string): Promise<void>;
  chat: { completions: { create(request: CompletionRequest): Promise<CompletionResponse> } };
  interruptGenerate(): void;
  unload(): Promise<void>;
}

/** The fields of WebLLM's `ModelRecord` the catalogue reads. */
export interface ModelRecordLike {
  model: string;
  model_id: string;
  model_lib: string;
  vram_required_MB?: number;
  low_resource_required?: boolean;
  required_features?: string[];
  /** WebLLM's `ModelType` enum: 0 LLM, 1 embedding, 2 VLM. Missing means LLM. */
  model_type?: number;
}

export interface ModelOption {
  id: string;
  vramMB: number;
  /** Parameter count parsed from the id ("0.5B", "360M"), or null when the id does not say. */
  params: string | null;
  /** Rough download size in MB from parameters x bytes per weight of the quantisation; null when unknown. */
  approxDownloadMB: number | null;
  /** Origins (`https://host/*`) the download fetches from: what the options page asks permission for. */
  origins: string[];
  /** False when the GPU lacks a feature the model needs (e.g. shader-f16 on a software adapter). */
  supported: boolean;
}

/** Why a review produced no verdict. Each is logged and leaves the heuristic result as it was. */
export type ReviewFailure = 'timeout' | 'engine-gone' | 'not-ready' | 'unparseable' | 'error';
