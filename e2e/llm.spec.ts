// The opt-in local-model review, end to end in Chromium.
//  - The real build, up to the network boundary: without --enable-unsafe-webgpu there is no adapter and the
//    feature says so; with it, the real web-llm in the offscreen page lists its models and a download fails
//    fast with a reason (huggingface.co and raw.githubusercontent.com are unreachable on the test machines).
//  - Everything after the boundary against the fake engine build (.output/chrome-mv3-fake-llm, built with
//    TWICE_FAKE_LLM=1; see e2e/fakes/web-llm.ts): opt in, download with progress, cancel, download again,
//    review an implicit correction the heuristics score weakly, and find the fused verdict in the store.
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserPath } from '../scripts/browsers';
import { demoPage, type DemoTurn } from '../demo/page';
import { CHROMIUM_ARGS, EXTENSION, ROOT, readStore, screenshotPath, serveSite } from './harness';
import { expect, test } from '@playwright/test';

const FAKE_EXTENSION = path.join(ROOT, '.output', 'chrome-mv3-fake-llm');
const MODEL = 'SmolLM2-360M-Instruct-q4f32_1-MLC';
const MODEL_HOSTS = ['https://huggingface.co/*', 'https://raw.githubusercontent.com/*'];

interface Launched {
  context: BrowserContext;
  sw: Worker;
  id: string;
}

async function start(dir: string, ext: string, webgpu: boolean): Promise<Launched> {
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: browserPath('chromium'),
    headless: true,
    args: [...CHROMIUM_ARGS, ...(webgpu ? ['--enable-unsafe-webgpu'] : []), `--disable-extensions-except=${ext}`, `--load-extension=${ext}`],
    viewport: { width: 1100, height: 900 },
  });
  let [sw] = context.serviceWorkers();
  if (!sw) sw = await context.waitForEvent('serviceworker');
  return { context, sw, id: new URL(sw.url()).host };
}

/**
 * Chromium shows permissions.request() as a native dialog that automation cannot click (checked: the promise
 * stays pending in headless mode). A profile in which the user already clicked "Allow" is the equivalent:
 * the options page still calls permissions.request() from its click handler, which then resolves true.
 */
async function launch(ext: string, opts: { webgpu: boolean; allowModelHosts: boolean }): Promise<Launched> {
  const dir = mkdtempSync(path.join(tmpdir(), 'twice-llm-'));
  let l = await start(dir, ext, opts.webgpu);
  if (!opts.allowModelHosts) return l;
  const id = l.id;
  await l.context.close();
  const file = path.join(dir, 'Default', 'Preferences');
  const prefs = JSON.parse(readFileSync(file, 'utf8')) as { extensions: { settings: Record<string, Record<string, { explicit_host: string[] }>> } };
  const ext0 = prefs.extensions.settings[id]!;
  for (const k of ['granted_permissions', 'active_permissions', 'runtime_granted_permissions']) {
    ext0[k] = { ...(ext0[k] ?? { api: [], manifest_permissions: [], scriptable_host: [] }), explicit_host: MODEL_HOSTS } as { explicit_host: string[] };
  }
  writeFileSync(file, JSON.stringify(prefs));
  l = await start(dir, ext, opts.webgpu);
  const granted = await l.sw.evaluate(
    (origins) => (globalThis as unknown as { chrome: typeof import('wxt/browser').browser }).chrome.permissions.contains({ origins }),
    MODEL_HOSTS,
  );
  expect(granted).toBe(true);
  return l;
}

async function options(l: Launched): Promise<Page> {
  const page = await l.context.newPage();
  await page.goto(`chrome-extension://${l.id}/options.html`);
  await expect(page.getByTestId('llm-section')).toBeVisible();
  return page;
}

async function popupState(l: Launched) {
  const popup = await l.context.newPage();
  await popup.setViewportSize({ width: 380, height: 600 });
  await popup.goto(`chrome-extension://${l.id}/popup.html`);
  return { popup, state: popup.getByTestId('llm-state') };
}

test.describe('local model review', () => {
  test('real build without WebGPU: options and popup say it is not available', async () => {
    const l = await launch(EXTENSION, { webgpu: false, allowModelHosts: false });
    try {
      const page = await options(l);
      await expect(page.getByTestId('llm-unavailable')).toHaveText('Not available in this browser: no WebGPU.');
      await expect(page.getByTestId('llm-enable')).toHaveCount(0);
      // The popup speaks of the local model only to those who turned it on.
      const { state, popup } = await popupState(l);
      await expect(popup.getByRole('tab', { name: /Rules/ })).toBeVisible();
      await expect(state).toHaveCount(0);
    } finally {
      await l.context.close();
    }
  });

  test('real build with WebGPU: the real catalogue is listed and a download fails fast with a reason', async () => {
    const l = await launch(EXTENSION, { webgpu: true, allowModelHosts: true });
    try {
      const page = await options(l);
      await expect(page.getByTestId('llm-state')).toHaveCount(0);
      await page.getByTestId('llm-enable').check();
      const select = page.getByTestId('llm-model');
      await expect(select.locator('option')).not.toHaveCount(0);
      const ids = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      expect(ids).toContain(MODEL);
      expect(ids.some((i) => /embed/i.test(i))).toBe(false);
      // SwiftShader has no shader-f16: those models are listed but cannot be picked.
      await expect(select.locator('option[value="SmolLM2-360M-Instruct-q4f16_1-MLC"]')).toBeDisabled();
      await expect(select.locator(`option[value="${MODEL}"]`)).toContainText('needs 580 MB of GPU memory');
      // People read a model's name, not its build id.
      await expect(select.locator(`option[value="${MODEL}"]`)).toContainText(/^SmolLM 2 360M Instruct \(4-bit\) · /);
      await select.selectOption(MODEL);
      const started = Date.now();
      await page.getByTestId('llm-download').click();
      const line = page.getByTestId('llm-options-state');
      await expect(line).toHaveAttribute('data-status', 'failed', { timeout: 20_000 });
      await expect(line).toContainText(/^Local model: failed: \S/);
      console.log(`download failed after ${Date.now() - started} ms: ${await line.textContent()}`);
      const { state, popup } = await popupState(l);
      await expect(state).toHaveAttribute('data-status', 'failed');
      await expect(state).toContainText('Local model: failed:');
      await page.screenshot({ path: screenshotPath('llm-options-failed.png'), fullPage: true });
      await popup.close();
    } finally {
      await l.context.close();
    }
  });

  test('fake engine: opt in, download with progress and cancel, review a turn, store the fused verdict', async () => {
    test.skip(!existsSync(path.join(FAKE_EXTENSION, 'manifest.json')), 'build it first: TWICE_FAKE_LLM=1 npx wxt build');
    const l = await launch(FAKE_EXTENSION, { webgpu: true, allowModelHosts: true });
    try {
      const page = await options(l);
      await page.getByTestId('llm-enable').check();
      const select = page.getByTestId('llm-model');
      await expect(select.locator('option')).toHaveCount(3); // the 8B model and the embedding model are filtered out
      await select.selectOption(MODEL);
      await expect(page.getByTestId('llm-model-details')).toHaveText('360M parameters · ≈225 MB download · needs 580 MB of GPU memory');
      const line = page.getByTestId('llm-options-state');
      await expect(line).toHaveText('Local model: not downloaded');

      // Cancel part-way.
      await page.getByTestId('llm-download').click();
      await expect(page.getByTestId('llm-progress')).toBeVisible();
      await page.getByTestId('llm-cancel').click();
      await expect(line).toHaveAttribute('data-status', 'idle');
      await expect(page.getByTestId('llm-progress')).toHaveCount(0);

      // Download again, watching the bar move.
      await page.getByTestId('llm-download').click();
      await expect.poll(async () => Number((await page.getByTestId('llm-progress').getAttribute('value').catch(() => null)) ?? 0)).toBeGreaterThan(0);
      await expect(line).toContainText(/Local model: downloading \d+%/);
      await expect(line).toHaveText('Local model: ready', { timeout: 15_000 });

      // A conversation with an implicit correction ("are you sure ...?") the heuristics score weakly, and a
      // polite "no need" they mistake for one.
      const conversationId = '6a1f0e11-4c2d-8003-9d5e-2f3a4b5c6d7e';
      const url = `https://chatgpt.com/c/${conversationId}`;
      const turns: DemoTurn[] = [
        { id: 'llm-u1', role: 'user', text: 'Tell me about Marie Curie and her family.' },
        { id: 'llm-a1', role: 'assistant', text: 'Marie Curie was born in 1867 in Warsaw. She and Pierre had three sons, all of whom became physicists.' },
        { id: 'llm-u2', role: 'user', text: 'Hmm, are you sure about the sons? I thought she had two daughters.' },
        { id: 'llm-a2', role: 'assistant', text: "You're right, I apologise: she had two daughters, Irène and Ève. Would you like a short timeline of her life?" },
        { id: 'llm-u3', role: 'user', text: 'Actually no need, thanks.' },
        { id: 'llm-a3', role: 'assistant', text: 'Alright! Let me know if you need anything else.' },
      ];
      const served = await serveSite(l.context, { [url]: demoPage('Marie Curie', turns) });
      const chat = await l.context.newPage();
      await chat.goto(url);

      const key = (id: string) => `chatgpt:${conversationId}:${id}`;
      const lesson = 'State that Marie Curie had two daughters, Irène and Ève, not sons.';
      interface Corr {
        turnKey: string;
        source: string;
        lesson: string;
        kind: string;
        confidence: number;
        ruleId: number | null;
      }
      await expect
        .poll(async () => (await readStore<Corr>(l.sw, 'corrections')).filter((c) => c.turnKey === key('llm-u2') && c.source === 'fused').length, { timeout: 20_000 })
        .toBe(1);
      // Give the veto of the second turn time to land (reviews run in order).
      await expect.poll(async () => (await readStore<Corr>(l.sw, 'corrections')).filter((c) => c.turnKey === key('llm-u3')).length, { timeout: 10_000 }).toBe(0);
      const corrections = await readStore<Corr>(l.sw, 'corrections');
      const fused = corrections.find((c) => c.turnKey === key('llm-u2'))!;
      expect(fused).toMatchObject({ source: 'fused', kind: 'correction', lesson });
      expect(fused.confidence).toBeGreaterThanOrEqual(0.9);
      expect(corrections.filter((c) => c.source === 'heuristic' && c.turnKey === key('llm-u2'))).toHaveLength(0);
      const rules = await readStore<{ id: number; text: string }>(l.sw, 'rules');
      expect(rules.find((r) => r.id === fused.ruleId)?.text).toBe(lesson);
      expect(rules.some((r) => /need, thanks/i.test(r.text))).toBe(false);

      const { popup, state } = await popupState(l);
      await expect(state).toHaveText('Local model: ready');
      await expect(state).toHaveAttribute('data-status', 'ready');
      await page.screenshot({ path: screenshotPath('llm-options-ready.png'), fullPage: true });
      await popup.screenshot({ path: screenshotPath('llm-popup-ready.png') });
      // The review ran in the browser: no request left for the model hosts or anywhere else.
      expect(served.blocked.filter((b) => !b.includes('chatgpt.com'))).toEqual([]);
    } finally {
      await l.context.close();
    }
  });
});
