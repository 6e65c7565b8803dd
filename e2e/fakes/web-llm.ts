// TEST ONLY. A stand-in for @mlc-ai/web-llm, aliased in by `TWICE_FAKE_LLM=1 wxt build` (wxt.config.ts) into
// .output/chrome-mv3-fake-llm, which only e2e/llm.spec.ts loads. It implements the part of the WebLLM API the
// offscreen page uses (MLCEngine: setInitProgressCallback, reload with progress, chat.completions.create with
// a JSON-schema response_format, interruptGenerate, unload; prebuiltAppConfig.model_list), so everything after
// the network boundary runs for real: the offscreen bridge, state machine, queue, parsing, fusion, storage, UI.
// The real weights cannot be downloaded on the test machines (platform.md §4), and a CPU adapter would be far
// too slow for inference anyway.
import type { CompletionRequest, CompletionResponse, ModelRecordLike, ProgressReport } from '@/lib/llm/types';

const HF = 'https://huggingface.co/mlc-ai/';
const LIB = 'https://raw.githubusercontent.com/mlc-ai/binary-mlc-llm-libs/main/web-llm-models/v0_2_86/';

/** A few real records (ids and VRAM from web-llm 0.2.86) plus ones the catalogue must filter out. */
export const prebuiltAppConfig: { model_list: ModelRecordLike[] } = {
  model_list: [
    { model: `${HF}SmolLM2-360M-Instruct-q4f32_1-MLC`, model_id: 'SmolLM2-360M-Instruct-q4f32_1-MLC', model_lib: `${LIB}SmolLM2-360M-Instruct-q4f32_1-ctx4k_cs1k-webgpu.wasm`, vram_required_MB: 579.61, low_resource_required: true },
    { model: `${HF}SmolLM2-360M-Instruct-q4f16_1-MLC`, model_id: 'SmolLM2-360M-Instruct-q4f16_1-MLC', model_lib: `${LIB}SmolLM2-360M-Instruct-q4f16_1-ctx4k_cs1k-webgpu.wasm`, vram_required_MB: 376.06, low_resource_required: true, required_features: ['shader-f16'] },
    { model: `${HF}Qwen2.5-0.5B-Instruct-q4f32_1-MLC`, model_id: 'Qwen2.5-0.5B-Instruct-q4f32_1-MLC', model_lib: `${LIB}Qwen2-0.5B-Instruct-q4f32_1-ctx4k_cs1k-webgpu.wasm`, vram_required_MB: 1060.2, low_resource_required: true },
    { model: `${HF}Llama-3.1-8B-Instruct-q4f32_1-MLC`, model_id: 'Llama-3.1-8B-Instruct-q4f32_1-MLC', model_lib: `${LIB}Llama-3_1-8B-Instruct-q4f32_1-ctx4k_cs1k-webgpu.wasm`, vram_required_MB: 5750.66 },
    { model: `${HF}snowflake-arctic-embed-s-q0f32-MLC`, model_id: 'snowflake-arctic-embed-s-q0f32-MLC-b4', model_lib: `${LIB}snowflake-arctic-embed-s-q0f32-ctx512_cs512_batch4-webgpu.wasm`, vram_required_MB: 238.71, model_type: 1 },
  ],
};

const STEPS = 10;
const STEP_MS = 250;

/** What the fake "model" answers, by what the user message says. First match wins. */
const ANSWERS: { when: RegExp; answer: Record<string, unknown> | string | 'hang' }[] = [
  { when: /\[fake:hang\]/, answer: 'hang' },
  // Truncated generation: the parser has to repair it.
  { when: /\[fake:partial\]/, answer: '{"kind": "correction", "category": "style", "confidence": 0.9, "severity": "low", "lesson": null, "original": null, "corrected": null, "rule": "Answer in short sentences' },
  { when: /\[fake:garbage\]/, answer: 'Sure! Here is my analysis of the message.' },
  {
    when: /are you sure/i,
    answer: {
      kind: 'correction',
      category: 'factual',
      confidence: 0.9,
      severity: 'medium',
      lesson: 'State that Marie Curie had two daughters, Irène and Ève, not sons.',
      original: 'three sons',
      corrected: 'two daughters',
      rule: 'State that Marie Curie had two daughters, Irène and Ève, not sons.',
      rule_native: 'State that Marie Curie had two daughters, Irène and Ève, not sons.',
      applies: 'topic',
    },
  },
  // A small model that inverts the user's rule: the polarity check must refuse its wording.
  {
    when: /不要用英文回答/,
    answer: { kind: 'preference', category: 'style', confidence: 0.95, severity: 'medium', lesson: 'Answer in English.', original: null, corrected: null, rule: 'Answer in English.', rule_native: '用英文回答。', applies: 'always' },
  },
];
const NONE = { kind: 'none', category: 'domain', confidence: 0.9, severity: 'low', lesson: null, original: null, corrected: null, rule: null, rule_native: null, applies: null };

function userMessage(req: CompletionRequest): string {
  const text = req.messages.map((m) => m.content).join('\n');
  return /<user_message>\n?([\s\S]*?)\n?<\/user_message>/.exec(text)?.[1] ?? '';
}

export class MLCEngine {
  private progress: ((r: ProgressReport) => void) | undefined;
  private model: string | null = null;
  private abort: (() => void) | null = null;
  private hanging: (() => void)[] = [];

  constructor(config?: { initProgressCallback?: (r: ProgressReport) => void }) {
    this.progress = config?.initProgressCallback;
  }

  setInitProgressCallback(cb: (r: ProgressReport) => void): void {
    this.progress = cb;
  }

  async reload(modelId: string): Promise<void> {
    if (!prebuiltAppConfig.model_list.some((m) => m.model_id === modelId)) {
      throw new Error(`Cannot find model record in appConfig for ${modelId}. Please check if the model ID is correct.`);
    }
    this.model = null;
    const started = Date.now();
    for (let i = 0; i <= STEPS; i++) {
      this.progress?.({ progress: i / STEPS, timeElapsed: (Date.now() - started) / 1000, text: `Fetching param cache[${i}/${STEPS}]: fake weights` });
      if (i === STEPS) break;
      await new Promise<void>((resolve, reject) => {
        const t = setTimeout(resolve, STEP_MS);
        this.abort = () => {
          clearTimeout(t);
          reject(new Error('Engine.unload() is called.'));
        };
      });
    }
    this.abort = null;
    this.model = modelId;
  }

  chat = {
    completions: {
      create: async (req: CompletionRequest): Promise<CompletionResponse> => {
        if (!this.model) throw new Error('Model not loaded before calling chatCompletion(). Please ensure you have called `MLCEngine.reload(model)`.');
        if (req.response_format?.type !== 'json_object' || typeof req.response_format.schema !== 'string') {
          throw new Error('fake web-llm: the review must ask for a JSON-schema constrained answer');
        }
        JSON.parse(req.response_format.schema);
        const user = userMessage(req);
        const hit = ANSWERS.find((a) => a.when.test(user))?.answer ?? NONE;
        if (hit === 'hang') {
          await new Promise<void>((resolve) => this.hanging.push(resolve));
          return { choices: [{ message: { content: '' }, finish_reason: 'abort' }] };
        }
        await new Promise((r) => setTimeout(r, 50));
        const content = typeof hit === 'string' ? hit : JSON.stringify(hit);
        return { choices: [{ message: { content }, finish_reason: 'stop' }] };
      },
    },
  };

  interruptGenerate(): void {
    for (const r of this.hanging.splice(0)) r();
  }

  async unload(): Promise<void> {
    this.abort?.();
    this.abort = null;
    this.model = null;
    this.interruptGenerate();
  }
}
