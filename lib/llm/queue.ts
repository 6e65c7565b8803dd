// The background's review queue: serial (one model, one answer at a time), bounded (a long pasted conversation
// must not pile up minutes of GPU work), keyed (an edited turn replaces its stale pending review), and every
// job has a deadline so one stuck review cannot stall the rest. Capture never waits on it.

export type DropReason = 'overflow' | 'replaced' | 'timeout' | 'cleared' | 'error';

export interface QueueOptions<T> {
  maxPending: number;
  /** Upper bound for one job, covering the engine's own timeout plus messaging; the job is abandoned after. */
  jobTimeoutMs: number;
  key: (job: T) => string;
  onDrop?: (job: T, why: DropReason, detail?: unknown) => void;
}

export class ReviewQueue<T> {
  private items: T[] = [];
  private running = false;
  private paused = false;
  private waiters: (() => void)[] = [];

  constructor(
    private readonly worker: (job: T) => Promise<void>,
    private readonly opts: QueueOptions<T>,
  ) {}

  get size(): number {
    return this.items.length;
  }

  get busy(): boolean {
    return this.running;
  }

  push(job: T): void {
    const k = this.opts.key(job);
    const i = this.items.findIndex((x) => this.opts.key(x) === k);
    if (i >= 0) this.opts.onDrop?.(this.items.splice(i, 1)[0]!, 'replaced');
    this.items.push(job);
    while (this.items.length > this.opts.maxPending) this.opts.onDrop?.(this.items.shift()!, 'overflow');
    void this.kick();
  }

  /** Holds jobs (e.g. while the model loads) without dropping them. */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    void this.kick();
  }

  clear(): void {
    const dropped = this.items;
    this.items = [];
    for (const j of dropped) this.opts.onDrop?.(j, 'cleared');
    this.settle();
  }

  /** Resolves when nothing is queued or running (or the queue is paused with nothing running). */
  idle(): Promise<void> {
    if (!this.running && (this.items.length === 0 || this.paused)) return Promise.resolve();
    return new Promise((r) => this.waiters.push(r));
  }

  private settle(): void {
    if (this.running || (this.items.length > 0 && !this.paused)) return;
    const w = this.waiters;
    this.waiters = [];
    for (const r of w) r();
  }

  private async kick(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (!this.paused && this.items.length > 0) {
        const job = this.items.shift()!;
        let timer: ReturnType<typeof setTimeout> | undefined;
        const deadline = new Promise<'timeout'>((r) => {
          timer = setTimeout(() => r('timeout'), this.opts.jobTimeoutMs);
        });
        try {
          const r = await Promise.race([this.worker(job).then(() => 'done' as const), deadline]);
          if (r === 'timeout') this.opts.onDrop?.(job, 'timeout');
        } catch (e) {
          this.opts.onDrop?.(job, 'error', e);
        } finally {
          clearTimeout(timer);
        }
      }
    } finally {
      this.running = false;
      this.settle();
    }
  }
}
