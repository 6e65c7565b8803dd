// Hosts the WebLLM engine for the optional LLM review.
//
// Why an offscreen document and not WebLLM's ExtensionServiceWorkerMLCEngineHandler in the service worker:
//  - WebLLM's service-worker handler only survives Chrome's 30 s idle shutdown while a client *page* keeps
//    posting keepAlive messages (web-llm 0.2.86 lib/index.js, ServiceWorkerMLCEngine constructor: setInterval
//    keepAlive every 10 s). Reviews run with no extension page open (the user is on chatgpt.com), so the
//    worker would be shut down between turns and the model (hundreds of MB in GPU memory) reloaded each time.
//    An offscreen document lives until it is closed, independently of the worker's lifecycle.
//  - An MV3 service worker cannot import() lazily, so hosting there would put the 6 MB bundle into
//    background.js for every user, including those who never opt in, and into the Firefox build, where
//    web-ext lint fails with FILE_TOO_LARGE (shared/research/platform.md §4). Here it is one Chrome-only chunk.
//  - WebGPU works in documents (the SwiftShader adapter was verified in both pages and the worker, ibid.), and
//    the weights land in this origin's Cache Storage, so they survive restarts like any WebLLM cache.
import { MLCEngine, prebuiltAppConfig } from '@mlc-ai/web-llm';
import * as v from 'valibot';
import { browser } from 'wxt/browser';
import { smallChatModels } from '@/lib/llm/catalogue';
import { EngineHost } from '@/lib/llm/host';
import { CompleteSchema, LlmLoadSchema } from '@/lib/llm/protocol';
import type { ModelRecordLike, WebLlmEngineLike } from '@/lib/llm/types';
import { toBackground, toOffscreen } from '@/utils/messaging';

interface Sender {
  id?: string;
  tab?: unknown;
}

// Only the extension's own non-tab contexts (the background) may drive the engine; content scripts carry a tab.
const fromExtension = (s: Sender) => s.id === browser.runtime.id && !s.tab;

function guard<T>(sender: Sender, schema: v.GenericSchema<unknown, T>, data: unknown): T {
  if (!fromExtension(sender)) throw new Error('unexpected sender');
  return v.parse(schema, data);
}

const host = new EngineHost(() => new MLCEngine() as unknown as WebLlmEngineLike);

async function adapterFeatures(): Promise<string[] | null> {
  const gpu = (navigator as Navigator & { gpu?: { requestAdapter(): Promise<{ features: Iterable<string> } | null> } }).gpu;
  if (!gpu) return null;
  const adapter = await gpu.requestAdapter().catch(() => null);
  return adapter ? [...adapter.features] : null;
}

const send = (event: Parameters<typeof toBackground.sendMessage<'llmEvent'>>[1]) =>
  // The worker may be restarting; the next event or a status query brings it back in sync.
  toBackground.sendMessage('llmEvent', event).catch(() => {});

toOffscreen.onMessage('offscreenCatalogue', async ({ sender }) => {
  guard(sender, v.undefined(), undefined);
  const features = await adapterFeatures();
  return { models: smallChatModels(prebuiltAppConfig.model_list as ModelRecordLike[], { features }), features };
});

toOffscreen.onMessage('offscreenStatus', ({ sender }) => {
  guard(sender, v.undefined(), undefined);
  return host.status();
});

toOffscreen.onMessage('offscreenLoad', ({ sender, data }) => {
  const { model } = guard(sender, LlmLoadSchema, data);
  let last = -1;
  host
    .load(model, (r) => {
      // WebLLM reports many times a second; whole percents are enough for a progress bar.
      const pct = Math.floor(r.progress * 100);
      if (pct === last) return;
      last = pct;
      void send({ type: 'progress', model, progress: r.progress, text: r.text.slice(0, 500) });
    })
    .then(
      () => send({ type: 'ready', model }),
      (e: { code?: string; message?: string }) =>
        send(e.code === 'cancelled' ? { type: 'cancelled', model } : { type: 'failed', model, reason: String(e.message ?? e).slice(0, 300) }),
    );
  return { accepted: true };
});

toOffscreen.onMessage('offscreenUnload', async ({ sender }) => {
  guard(sender, v.undefined(), undefined);
  await host.unload();
});

toOffscreen.onMessage('offscreenComplete', async ({ sender, data }) => {
  const req = guard(sender, CompleteSchema, data);
  const text = await host.complete(req.messages, req.schema, { timeoutMs: req.timeoutMs });
  return { text };
});
