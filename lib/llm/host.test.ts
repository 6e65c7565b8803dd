import { describe, expect, it, vi } from 'vitest';
import { EngineHost, LlmError, describeError } from './host';
import { FakeEngine } from './testkit';
import type { ProgressReport } from './types';

const MSGS = [{ role: 'user' as const, content: 'hi' }];

async function loaded(script: ConstructorParameters<typeof FakeEngine>[0]) {
  const engine = new FakeEngine(script);
  const host = new EngineHost(() => engine);
  await host.load('m', () => {});
  return { engine, host };
}

describe('EngineHost loading', () => {
  it('reports progress, clamped, and ends loaded', async () => {
    const engine = new FakeEngine({ steps: [0, 0.4, 1.7] });
    const host = new EngineHost(() => engine);
    const seen: ProgressReport[] = [];
    await host.load('SmolLM2-360M-Instruct-q4f32_1-MLC', (r) => seen.push(r));
    expect(seen.map((r) => r.progress)).toEqual([0, 0.4, 1]);
    expect(host.status()).toEqual({ model: 'SmolLM2-360M-Instruct-q4f32_1-MLC', loading: null });
  });

  it('turns a failed download into load-failed with a short reason', async () => {
    const host = new EngineHost(() => new FakeEngine({ loadError: new TypeError('Failed to fetch') }));
    const err = await host.load('m', () => {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).code).toBe('load-failed');
    expect((err as LlmError).message).toMatch(/^network error: could not download the model/);
    expect(host.status()).toEqual({ model: null, loading: null });
  });

  it('cancel during the download rejects the load as cancelled and unloads the engine', async () => {
    const engine = new FakeEngine({ holdLoad: true });
    const host = new EngineHost(() => engine);
    const p = host.load('m', () => {});
    await vi.waitFor(() => expect(host.status().loading).toBe('m'));
    await host.unload();
    await expect(p).rejects.toMatchObject({ code: 'cancelled' });
    expect(engine.unloads).toBeGreaterThan(0);
    expect(host.status()).toEqual({ model: null, loading: null });
  });

  it('ignores progress from a superseded load', async () => {
    const first = new FakeEngine({ holdLoad: true });
    const second = new FakeEngine({});
    const engines = [first, second];
    const host = new EngineHost(() => engines.shift()!);
    const seen: string[] = [];
    const p1 = host.load('a', () => seen.push('a'));
    await vi.waitFor(() => expect(host.status().loading).toBe('a'));
    const n = seen.length;
    await host.load('b', () => seen.push('b'));
    await expect(p1).rejects.toMatchObject({ code: 'cancelled' });
    first.cb?.({ progress: 0.9, text: 'late' });
    expect(seen.slice(n).every((s) => s === 'b')).toBe(true);
    expect(host.status().model).toBe('b');
  });

  it('describeError keeps reasons to one short line', () => {
    expect(describeError(new Error('a\n  b'))).toBe('a b');
    expect(describeError("Failed to execute 'add' on 'Cache': Request failed")).toMatch(/^download refused/);
    expect(describeError('x'.repeat(500)).length).toBeLessThanOrEqual(200);
  });
});

describe('EngineHost completions', () => {
  it('sends a JSON-schema constrained, deterministic request', async () => {
    const { engine, host } = await loaded({ answers: ['{"kind":"none"}'] });
    await expect(host.complete(MSGS, '{"type":"object"}', { timeoutMs: 1000 })).resolves.toBe('{"kind":"none"}');
    expect(engine.requests[0]).toMatchObject({
      messages: MSGS,
      response_format: { type: 'json_object', schema: '{"type":"object"}' },
      temperature: 0,
      stream: false,
    });
  });

  it('refuses before a model is loaded', async () => {
    const host = new EngineHost(() => new FakeEngine());
    await expect(host.complete(MSGS, '{}', { timeoutMs: 100 })).rejects.toMatchObject({ code: 'not-ready' });
  });

  it('times out, interrupts the generation, and serves the next request', async () => {
    const { engine, host } = await loaded({ answers: ['hang', '{"kind":"none"}'] });
    const first = host.complete(MSGS, '{}', { timeoutMs: 30 });
    const second = host.complete(MSGS, '{}', { timeoutMs: 1000 });
    await expect(first).rejects.toMatchObject({ code: 'timeout' });
    expect(engine.interrupts).toBe(1);
    await expect(second).resolves.toBe('{"kind":"none"}');
  });

  it('reports engine-gone when the model is unloaded mid-request', async () => {
    const { host } = await loaded({ answers: ['hang'] });
    const p = host.complete(MSGS, '{}', { timeoutMs: 5000 });
    await new Promise((r) => setTimeout(r, 5));
    await host.unload();
    await expect(p).rejects.toMatchObject({ code: 'engine-gone' });
  });

  it('reports engine-gone when the engine itself drops the model mid-request', async () => {
    const { host } = await loaded({ answers: ['unload-mid-request'] });
    await expect(host.complete(MSGS, '{}', { timeoutMs: 5000 })).rejects.toMatchObject({ code: 'engine-gone' });
  });

  it('other engine errors are plain errors; empty content is unparseable', async () => {
    const { host } = await loaded({ answers: [new Error('boom'), 'x'] });
    await expect(host.complete(MSGS, '{}', { timeoutMs: 1000 })).rejects.toMatchObject({ code: 'error', message: 'boom' });
    const { host: h2, engine } = await loaded({});
    engine.chat.completions.create = () => Promise.resolve({ choices: [{ message: { content: null } }] });
    await expect(h2.complete(MSGS, '{}', { timeoutMs: 1000 })).rejects.toMatchObject({ code: 'unparseable' });
  });
});
