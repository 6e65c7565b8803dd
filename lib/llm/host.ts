// Owns one WebLLM engine: loading a model with progress, cancelling a download, and one completion at a time
// with a timeout. Runs in the offscreen document with the real MLCEngine, and in Vitest with fake engines, so
// every failure path (failed download, cancel, timeout, engine unloaded mid-request) is testable without a GPU.
import type { ProgressReport, ReviewFailure, WebLlmEngineLike, ChatMessage } from './types';

export type HostErrorCode = ReviewFailure | 'cancelled' | 'load-failed';

export class LlmError extends Error {
  constructor(
    readonly code: HostErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

const REASON_MAX = 200;

/** One short line for the UI's "Failed: <reason>". WebLLM's own messages are long and multi-line. */
export function describeError(e: unknown): string {
  const raw = e instanceof Error ? e.message : typeof e === 'string' ? e : String(e);
  const msg = raw.replace(/\s+/g, ' ').trim() || 'unknown error';
  // A fetch that fails before any response (DNS, offline, blocked host) says only "Failed to fetch".
  if (/failed to fetch|networkerror|network error|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/i.test(msg)) {
    return `network error: could not download the model (${clip(msg, 80)})`;
  }
  if (/Cache.*Request failed|status(?: code)? 40\d|404/i.test(msg)) return `download refused by the model host (${clip(msg, 80)})`;
  if (/shader-f16/i.test(msg)) return 'this GPU lacks shader-f16, which the model needs: pick a q4f32 or q0f32 model';
  return clip(msg, REASON_MAX);
}

function clip(s: string, n: number): string {
  return s.length <= n ? s : s.slice(0, n - 1) + '…';
}

const GONE_RE = /not loaded|device (?:was )?lost|disposed|unload|destroyed|no model/i;

export interface CompleteOptions {
  timeoutMs: number;
  /** Enough for the eight-field verdict; a longer answer is truncated and repaired by parseReview. */
  maxTokens?: number;
}

export interface HostStatus {
  model: string | null;
  loading: string | null;
}

interface Pending {
  reject: (e: LlmError) => void;
}

export class EngineHost {
  private engine: WebLlmEngineLike | null = null;
  private loaded: string | null = null;
  private loading: string | null = null;
  /** Bumped by every load/cancel/unload so callbacks of a superseded load are ignored. */
  private generation = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private pending = new Set<Pending>();

  constructor(private readonly createEngine: () => WebLlmEngineLike) {}

  status(): HostStatus {
    return { model: this.loaded, loading: this.loading };
  }

  /** Resolves once `model` is loaded; rejects with `cancelled` if cancel/unload/another load intervened. */
  async load(model: string, onProgress: (r: ProgressReport) => void): Promise<void> {
    if (this.loaded === model && this.engine) return;
    const gen = ++this.generation;
    await this.drop();
    if (gen !== this.generation) throw new LlmError('cancelled', 'Download cancelled.');
    const engine = this.createEngine();
    this.engine = engine;
    this.loading = model;
    engine.setInitProgressCallback((r) => {
      if (gen === this.generation) onProgress({ progress: clamp01(r.progress), text: String(r.text ?? ''), timeElapsed: r.timeElapsed });
    });
    try {
      await engine.reload(model);
    } catch (e) {
      if (gen !== this.generation) throw new LlmError('cancelled', 'Download cancelled.');
      this.engine = null;
      this.loading = null;
      await engine.unload().catch(() => {});
      throw new LlmError('load-failed', describeError(e));
    }
    // unload() during the very last step can let reload() resolve anyway.
    if (gen !== this.generation) throw new LlmError('cancelled', 'Download cancelled.');
    this.loading = null;
    this.loaded = model;
  }

  /** Cancels a download in progress (WebLLM aborts its fetches on unload) or frees a loaded model. */
  async unload(): Promise<void> {
    this.generation++;
    await this.drop();
  }

  private async drop(): Promise<void> {
    const engine = this.engine;
    this.engine = null;
    this.loaded = null;
    this.loading = null;
    for (const p of this.pending) p.reject(new LlmError('engine-gone', 'The model was unloaded during the review.'));
    this.pending.clear();
    if (!engine) return;
    try {
      engine.interruptGenerate();
    } catch {
      // Nothing was generating.
    }
    await engine.unload().catch(() => {});
  }

  /** One JSON-constrained completion. Requests run one after another: the engine serves one at a time. */
  complete(messages: ChatMessage[], schema: string, opts: CompleteOptions): Promise<string> {
    const run = this.queue.then(() => this.completeNow(messages, schema, opts));
    this.queue = run.catch(() => {});
    return run;
  }

  private completeNow(messages: ChatMessage[], schema: string, opts: CompleteOptions): Promise<string> {
    const engine = this.engine;
    if (!engine || !this.loaded) return Promise.reject(new LlmError('not-ready', 'No model is loaded.'));
    return new Promise<string>((resolve, reject) => {
      let done = false;
      const entry: Pending = {
        reject: (e) => finish(() => reject(e)),
      };
      const finish = (f: () => void) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        this.pending.delete(entry);
        f();
      };
      const timer = setTimeout(() => {
        // Stop the generation so the next review does not queue behind a runaway answer.
        try {
          engine.interruptGenerate();
        } catch {
          // Already stopped.
        }
        finish(() => reject(new LlmError('timeout', `No answer within ${opts.timeoutMs} ms.`)));
      }, opts.timeoutMs);
      this.pending.add(entry);
      let request: Promise<Awaited<ReturnType<WebLlmEngineLike['chat']['completions']['create']>>>;
      try {
        request = engine.chat.completions.create({
          messages,
          response_format: { type: 'json_object', schema },
          temperature: 0,
          max_tokens: opts.maxTokens ?? 256,
          stream: false,
        });
      } catch (e) {
        request = Promise.reject(e);
      }
      request.then(
        (res) => {
          const content = res?.choices?.[0]?.message?.content;
          finish(() => (typeof content === 'string' ? resolve(content) : reject(new LlmError('unparseable', 'The model returned no text.'))));
        },
        (e: unknown) => {
          const gone = this.engine !== engine || GONE_RE.test(e instanceof Error ? e.message : String(e));
          finish(() => reject(new LlmError(gone ? 'engine-gone' : 'error', describeError(e))));
        },
      );
    });
  }
}

function clamp01(x: number): number {
  return Number.isFinite(x) ? Math.max(0, Math.min(1, x)) : 0;
}
