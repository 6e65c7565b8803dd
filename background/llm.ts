// The optional LLM review, background side: availability, the engine state the UI shows, the bridge to the
// offscreen document that hosts WebLLM (see entrypoints/offscreen/main.ts for why it lives there), and the
// review queue. Nothing here imports @mlc-ai/web-llm, so background.js stays small in both browsers.
//
// Capture never waits for any of this: pipeline.ts calls enqueueReview() and moves on; a review that fails,
// times out or finds the engine gone leaves the heuristic's record as it was.
import { browser } from 'wxt/browser';
import { storage } from 'wxt/utils/storage';
import { isOwnExtensionPage } from '@/lib/guard';
import { shouldReview } from '@/lib/detect/llm';
import type { Detection, DetectInput } from '@/lib/detect/types';
import { LlmEventSchema, LlmLoadSchema, NoDataSchema, type LlmCatalogue, type LlmEvent, type OffscreenProtocol } from '@/lib/llm/protocol';
import { ReviewQueue } from '@/lib/llm/queue';
import { reviewTurn } from '@/lib/llm/review';
import type { LlmState } from '@/lib/llm/types';
import { applyReview } from '@/lib/store/llm-review';
import { type ConversationContext } from '@/lib/store/learn';
import { toOffscreen } from '@/utils/messaging';
import { getSettings, watchSettings } from '@/utils/settings';
import { memoryThresholds } from '@/lib/settings';
import { assessRisk } from '@/lib/risk';
import { db } from './db';
import { extensionOrigin, handle } from './router';

/** A small model answers the eight-field verdict in a few seconds on a real GPU; a stuck one must not block. */
const REVIEW_TIMEOUT_MS = 30_000;
/** The job deadline also covers messaging and a worker restart of the offscreen page. */
const JOB_TIMEOUT_MS = REVIEW_TIMEOUT_MS + 10_000;
const MAX_PENDING = 20;
const OFFSCREEN_PATH = '/offscreen.html';
/** How long a just-created offscreen page may take to evaluate its bundle and start listening. */
const OFFSCREEN_READY_MS = 15_000;

/** Models that finished loading once: WebLLM has their weights in Cache Storage, so they reload offline. */
const installedItem = storage.defineItem<string[]>('local:llm.installed', { fallback: [] });

export interface ReviewJob {
  input: DetectInput;
  heuristic: Detection;
  turnKey: string;
  conversation: ConversationContext;
  /** The turn came with a conversation continued from a shared link (lib/risk.ts). */
  shared?: boolean;
  /** The turn as captured, hidden characters included, for the risk markers. */
  rawText?: string;
}

let state: LlmState = { status: 'off' };
let available: Promise<boolean> | null = null;
let creating: Promise<void> | null = null;

interface OffscreenApi {
  createDocument(p: { url: string; reasons: string[]; justification: string }): Promise<void>;
}
interface ContextsApi {
  getContexts?(f: { contextTypes: string[]; documentUrls?: string[] }): Promise<unknown[]>;
}

const offscreenApi = (): OffscreenApi | undefined => (browser as unknown as { offscreen?: OffscreenApi }).offscreen;

/** WebGPU with a real adapter, and a way to host the engine. Firefox has neither here (platform.md §4, §5). */
function isAvailable(): Promise<boolean> {
  if (!offscreenApi()) return Promise.resolve(false);
  const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<unknown> } }).gpu;
  if (!gpu) return Promise.resolve(false);
  // Only a found adapter is remembered: a null can be transient (GPU process starting or restarting), and a
  // cached "no" would hide the feature until the worker happens to restart.
  available ??= gpu
    .requestAdapter()
    .catch(() => null)
    .then((a) => {
      if (a === null) available = null;
      return a !== null;
    });
  return available;
}

const queue = new ReviewQueue<ReviewJob>(runReview, {
  maxPending: MAX_PENDING,
  jobTimeoutMs: JOB_TIMEOUT_MS,
  key: (j) => j.turnKey,
  onDrop: (j, why, detail) => console.info(`[twice] llm review of ${j.turnKey} dropped: ${why}`, detail ?? ''),
});
queue.pause();

function setState(next: LlmState): void {
  state = next;
  // Reviews wait while a model loads and run once it is ready; they are pointless once it cannot load.
  if (next.status === 'ready') queue.resume();
  else if (next.status === 'downloading' || next.status === 'idle') queue.pause();
  else queue.clear();
}

async function offscreenExists(): Promise<boolean> {
  const runtime = browser.runtime as unknown as ContextsApi;
  if (!runtime.getContexts) return false;
  const contexts = await runtime.getContexts({
    contextTypes: ['OFFSCREEN_DOCUMENT'],
    documentUrls: [browser.runtime.getURL(OFFSCREEN_PATH)],
  });
  return contexts.length > 0;
}

async function ensureOffscreen(): Promise<void> {
  if (await offscreenExists()) return;
  creating ??= offscreenApi()!
    .createDocument({
      url: OFFSCREEN_PATH,
      // WORKERS: the page runs the WebGPU inference engine, work that has no DOM reason of its own. Unlike
      // AUDIO_PLAYBACK, this reason does not let Chrome close the page after 30 s.
      reasons: ['WORKERS'],
      justification: 'Runs the local language model (WebGPU) that reviews detected corrections.',
    })
    .catch((e: unknown) => {
      // Another call created it in between: that is fine.
      if (!/single offscreen|only a single/i.test(String(e))) throw e;
    })
    .finally(() => {
      creating = null;
    });
  await creating;
}

/**
 * createDocument() resolves before the page's module script has run: the real web-llm bundle is 6 MB, and
 * until it is evaluated the page has no listener ("Receiving end does not exist"). Retry that error only.
 */
async function toEngine<K extends keyof OffscreenProtocol>(
  type: K,
  data: Parameters<OffscreenProtocol[K]>[0],
): Promise<ReturnType<OffscreenProtocol[K]>> {
  const until = Date.now() + OFFSCREEN_READY_MS;
  for (;;) {
    try {
      return (await toOffscreen.sendMessage(type, data as never)) as ReturnType<OffscreenProtocol[K]>;
    } catch (e) {
      if (!/receiving end does not exist|could not establish connection/i.test(String(e)) || Date.now() > until) throw e;
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

/** Rebuilds the state after a worker restart, from the settings and from what the offscreen page holds. */
async function reconcile(): Promise<LlmState> {
  const settings = await getSettings();
  if (!(await isAvailable())) {
    setState({ status: 'unavailable', reason: 'no-webgpu' });
    return state;
  }
  const model = settings.detection.llmModel;
  if (!settings.detection.llmEnabled) {
    if (state.status !== 'off') setState({ status: 'off' });
    return state;
  }
  // Transient states are authoritative while this worker lives; events keep them current.
  if (state.status === 'downloading' || state.status === 'failed' || state.status === 'ready') return state;
  if (await offscreenExists()) {
    const st = await toEngine('offscreenStatus', undefined).catch(() => null);
    if (st?.model) {
      setState({ status: 'ready', model: st.model });
      return state;
    }
    if (st?.loading) {
      setState({ status: 'downloading', model: st.loading, progress: 0, text: '' });
      return state;
    }
  }
  setState({ status: 'idle', model, cached: (await installedItem.getValue()).includes(model) });
  return state;
}

async function load(model: string): Promise<LlmState> {
  if (!(await isAvailable())) return reconcile();
  setState({ status: 'downloading', model, progress: 0, text: '' });
  try {
    await ensureOffscreen();
    await toEngine('offscreenLoad', { model });
  } catch (e) {
    setState({ status: 'failed', model, reason: String(e instanceof Error ? e.message : e).slice(0, 200) });
  }
  return state;
}

async function unload(): Promise<LlmState> {
  if (await offscreenExists()) await toEngine('offscreenUnload', undefined).catch(() => {});
  const settings = await getSettings();
  const model = settings.detection.llmModel;
  if (!(await isAvailable())) setState({ status: 'unavailable', reason: 'no-webgpu' });
  else if (!settings.detection.llmEnabled) setState({ status: 'off' });
  else setState({ status: 'idle', model, cached: (await installedItem.getValue()).includes(model) });
  return state;
}

async function onEvent(e: LlmEvent): Promise<void> {
  // An event for a model the user has since switched away from is stale.
  // So is any event once the user turned the feature off (the unload's own "cancelled" arrives after that).
  if (state.status === 'off' || state.status === 'unavailable' || state.model !== e.model) return;
  switch (e.type) {
    case 'progress':
      setState({ status: 'downloading', model: e.model, progress: e.progress, text: e.text });
      break;
    case 'ready': {
      const installed = await installedItem.getValue();
      if (!installed.includes(e.model)) await installedItem.setValue([...installed, e.model]);
      setState({ status: 'ready', model: e.model });
      break;
    }
    case 'failed':
      setState({ status: 'failed', model: e.model, reason: e.reason });
      break;
    case 'cancelled':
      setState({ status: 'idle', model: e.model, cached: (await installedItem.getValue()).includes(e.model) });
      break;
  }
}

async function runReview(job: ReviewJob): Promise<void> {
  const outcome = await reviewTurn(job.input, job.heuristic, async (prompt) => {
    const res = await toEngine('offscreenComplete', {
      messages: prompt.messages,
      schema: prompt.responseFormat.schema,
      timeoutMs: REVIEW_TIMEOUT_MS,
    });
    return res.text;
  });
  if (!outcome.ok) {
    console.info(`[twice] llm review of ${job.turnKey}: no verdict (${outcome.failure}) ${outcome.detail}`);
    if (outcome.failure === 'engine-gone' || outcome.failure === 'not-ready') {
      // The offscreen page closed or unloaded: show it, and let the next review reload from the cache.
      state = { status: 'off' };
      await reconcile();
    }
    return;
  }
  const settings = await getSettings();
  const res = await applyReview(db, {
    turnKey: job.turnKey,
    fused: outcome.fused,
    conversation: job.conversation,
    now: Date.now(),
    settings: memoryThresholds(settings),
    risk: assessRisk({ turn: job.rawText ?? job.input.user.text, lesson: outcome.fused.lesson ?? '', shared: job.shared }),
  });
  console.info(`[twice] llm review of ${job.turnKey}: ${outcome.verdict.kind} -> ${res.action}`);
}

/**
 * Called by the pipeline after the heuristic's record is stored. Returns at once: the review runs later. Only
 * turns the heuristic scored positive or uncertain are worth the GPU time (shouldReview).
 */
export function enqueueReview(job: ReviewJob, llmEnabled: boolean): void {
  if (!llmEnabled || !shouldReview(job.heuristic)) return;
  void (async () => {
    const st = await reconcile();
    if (st.status === 'ready' || st.status === 'downloading') queue.push(job);
    else if (st.status === 'idle' && st.cached) {
      // Weights are cached: loading needs no network and no permission prompt.
      queue.push(job);
      await load(st.model);
    }
  })().catch((e: unknown) => console.warn('[twice] llm review not queued', e));
}

/** For tests and diagnostics. */
export const llmQueue = queue;

export function startLlm(): void {
  const fromPage = (sender: Parameters<typeof isOwnExtensionPage>[0]) => isOwnExtensionPage(sender, extensionOrigin());
  const fromOffscreen = (sender: Parameters<typeof isOwnExtensionPage>[0]) =>
    fromPage(sender) && sender.url !== undefined && new URL(sender.url).pathname === OFFSCREEN_PATH;

  handle('llmGetState', NoDataSchema, fromPage, () => reconcile());
  handle('llmCatalogue', NoDataSchema, fromPage, async (): Promise<LlmCatalogue> => {
    if (!(await isAvailable())) return { available: false, models: [] };
    await ensureOffscreen();
    const { models } = await toEngine('offscreenCatalogue', undefined);
    return { available: true, models };
  });
  handle('llmLoad', LlmLoadSchema, fromPage, (data) => load(data.model));
  handle('llmUnload', NoDataSchema, fromPage, () => unload());
  handle('llmEvent', LlmEventSchema, fromOffscreen, (data) => onEvent(data));

  watchSettings((s) => {
    // Turning the feature off frees the GPU memory at once; choosing another model unloads the old one.
    const busy = state.status === 'ready' || state.status === 'downloading' ? state.model : null;
    if (!s.detection.llmEnabled || (busy !== null && busy !== s.detection.llmModel)) {
      void unload();
      return;
    }
    // Nothing loaded for the old choice: only the state line moves on. Sending an unload here could race the
    // options page's llmLoad for the new model, which follows this very settings write.
    if ('model' in state && state.model !== s.detection.llmModel) state = { status: 'off' };
    void reconcile();
  });
  void reconcile();
}
