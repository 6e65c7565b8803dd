// Scriptable fake of the WebLLM engine interface for unit tests (the e2e fake module is e2e/fakes/web-llm.ts).
import type { CompletionRequest, CompletionResponse, ProgressReport, WebLlmEngineLike } from './types';

export interface FakeScript {
  /** Progress steps reported by reload, then resolve; or reject with this error. */
  steps?: number[];
  loadError?: Error;
  /** Resolve reload only when `release()` is called (to test cancel mid-download). */
  holdLoad?: boolean;
  /** What create() does for each call, in order; the last entry repeats. */
  answers?: (string | Error | 'hang' | 'unload-mid-request')[];
}

export class FakeEngine implements WebLlmEngineLike {
  cb: ((r: ProgressReport) => void) | null = null;
  requests: CompletionRequest[] = [];
  interrupts = 0;
  unloads = 0;
  loadedModel: string | null = null;
  private releaseLoad: (() => void) | null = null;
  private rejectLoad: ((e: Error) => void) | null = null;
  private hanging: ((r: CompletionResponse) => void)[] = [];
  private call = 0;

  constructor(private readonly script: FakeScript = {}) {}

  setInitProgressCallback(cb: (report: ProgressReport) => void): void {
    this.cb = cb;
  }

  async reload(modelId: string): Promise<void> {
    for (const p of this.script.steps ?? [0, 0.5, 1]) this.cb?.({ progress: p, text: `Fetching ${Math.round(p * 100)}%`, timeElapsed: 0 });
    if (this.script.loadError) throw this.script.loadError;
    if (this.script.holdLoad) {
      await new Promise<void>((resolve, reject) => {
        this.releaseLoad = resolve;
        this.rejectLoad = reject;
      });
    }
    this.loadedModel = modelId;
  }

  release(): void {
    this.releaseLoad?.();
  }

  chat = {
    completions: {
      create: (request: CompletionRequest): Promise<CompletionResponse> => {
        this.requests.push(request);
        const answers = this.script.answers ?? ['{"kind":"none"}'];
        const a = answers[Math.min(this.call++, answers.length - 1)]!;
        if (a instanceof Error) return Promise.reject(a);
        if (a === 'hang') return new Promise((r) => this.hanging.push(r));
        if (a === 'unload-mid-request') {
          return new Promise((_, reject) => {
            // The real engine rejects pending work once unloaded; the host must notice it went away.
            queueMicrotask(() => void this.unload().then(() => reject(new Error('Model not loaded before calling chatCompletion'))));
          });
        }
        return Promise.resolve({ choices: [{ message: { content: a }, finish_reason: 'stop' }] });
      },
    },
  };

  interruptGenerate(): void {
    this.interrupts++;
    for (const r of this.hanging.splice(0)) r({ choices: [{ message: { content: '' }, finish_reason: 'abort' }] });
  }

  async unload(): Promise<void> {
    this.unloads++;
    this.loadedModel = null;
    this.rejectLoad?.(new Error('Engine.unload() is called.'));
    this.rejectLoad = null;
  }
}
