// Harness helpers shared by the Playwright tests and the demo: the built extension in Debian's Chromium,
// with the chat sites served from recorded pages at their real origins through request routing.
// No request ever leaves the machine.
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { mkdtempSync, readFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserPath } from '../scripts/browsers';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const EXTENSION = path.join(ROOT, '.output', 'chrome-mv3');
export const SHARED = path.resolve(ROOT, '..', 'shared');
export const ARTIFACTS = path.join(ROOT, 'artifacts');

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--disable-default-apps',
];

export function sharedFixture(name: string): string {
  return readFileSync(path.join(SHARED, 'fixtures', 'dom', name), 'utf8');
}

export function screenshotPath(name: string): string {
  const dir = path.join(ARTIFACTS, 'screenshots');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, name);
}

export interface Served {
  /** Requests the page or extension tried to send anywhere we did not serve. */
  blocked: string[];
}

/**
 * Serves `html` for the chat site's document requests and answers everything else locally, so content
 * scripts run on the real origin while nothing reaches the network.
 */
export async function serveSite(context: BrowserContext, pages: Record<string, string>): Promise<Served> {
  const served: Served = { blocked: [] };
  await context.route(/^https?:\/\//, async (route) => {
    const req = route.request();
    const url = new URL(req.url());
    const key = `${url.origin}${url.pathname}`;
    const body = pages[key] ?? (req.resourceType() === 'document' ? pages[`${url.origin}/*`] : undefined);
    if (body !== undefined && req.method() === 'GET') {
      return route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body });
    }
    served.blocked.push(`${req.method()} ${req.url()}`);
    return route.fulfill({ status: 404, contentType: 'text/plain', body: '' });
  });
  return served;
}

/**
 * Opens a conversation and waits until its turns are stored. Tests that walk through several chats use it:
 * leaving a page within milliseconds of loading it (which no person does) would race its capture.
 */
export async function visit(page: Page, sw: Worker, url: string, turns: number, ms = 20_000): Promise<void> {
  await page.goto(url);
  const id = url.split('/').pop();
  const end = Date.now() + ms;
  for (;;) {
    const stored = (await readStore<{ conversationId: string }>(sw, 'turns')).filter((t) => t.conversationId === id).length;
    if (stored >= turns) return;
    if (Date.now() > end) throw new Error(`${url}: ${stored} of ${turns} turns captured after ${ms} ms`);
    await page.waitForTimeout(100);
  }
}

/** Launches Chromium with the built extension loaded and returns the context and the service worker. */
export async function launchWithExtension(opts: { headless: boolean; extension?: string; lang?: string }): Promise<{
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
}> {
  const ext = opts.extension ?? EXTENSION;
  const context = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'twice-')), {
    executablePath: browserPath('chromium'),
    headless: opts.headless,
    // chrome.i18n follows the browser's UI language: --lang on Windows, LANGUAGE on Linux.
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${ext}`, `--load-extension=${ext}`, ...(opts.lang ? [`--lang=${opts.lang}`] : [])],
    ...(opts.lang ? { env: { ...process.env, LANGUAGE: opts.lang.replace('-', '_'), LANG: `${opts.lang.replace('-', '_')}.UTF-8` }, locale: opts.lang } : {}),
    viewport: { width: 1280, height: 900 },
  });
  let [sw] = context.serviceWorkers();
  if (!sw) sw = await context.waitForEvent('serviceworker');
  return { context, serviceWorker: sw, extensionId: new URL(sw.url()).host };
}

/** Reads a whole object store of the extension's IndexedDB from inside the service worker. */
export async function readStore<T = Record<string, unknown>>(sw: Worker, store: string): Promise<T[]> {
  return sw.evaluate(
    (storeName) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open('twice');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(storeName)) {
            db.close();
            return resolve([]);
          }
          const req = db.transaction(storeName).objectStore(storeName).getAll();
          req.onsuccess = () => {
            db.close();
            resolve(req.result as T[]);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    store,
  );
}

/** Id of the first tab whose URL starts with `prefix`, as the extension sees it. */
export async function tabIdOf(sw: Worker, prefix: string): Promise<number> {
  return sw.evaluate(async (p) => {
    // Runs inside the extension's service worker, where `chrome` exists.
    const api = (globalThis as unknown as { chrome: typeof import('wxt/browser').browser }).chrome;
    const tabs = await api.tabs.query({});
    const tab = tabs.find((t) => t.url?.startsWith(p));
    if (!tab?.id) throw new Error(`no tab at ${p}`);
    return tab.id;
  }, prefix);
}

/** Opens the popup page in a tab, pointed at the chat tab it should act on (as the toolbar popup would). */
export async function openPopup(context: BrowserContext, extensionId: string, tabId?: number): Promise<Page> {
  const popup = await context.newPage();
  await popup.setViewportSize({ width: 380, height: 600 });
  await popup.goto(`chrome-extension://${extensionId}/popup.html${tabId ? `?tab=${tabId}` : ''}`);
  return popup;
}

/** Bundles one of the test editors in e2e/editors/ (real ProseMirror / Tiptap) into a script string. */
export async function editorBundle(name: 'prosemirror-editor' | 'tiptap-editor' | 'quill-editor' | 'react-textarea'): Promise<string> {
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [path.join(ROOT, 'e2e', 'editors', `${name}.ts`)],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return out.outputFiles[0]!.text;
}

/**
 * A full-page save without the site's own scripts ("Save page as…" keeps them inline): served as is they would
 * run against our routing, fail on missing assets and rewrite the page. Markup only, as the capture shows it.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '').replace(/<script\b[^>]*\/>/gi, '');
}

/** Appends a script to a recorded page, as the site's own code would run after its markup. */
export function withScript(html: string, js: string): string {
  const tag = `<script>${js.replace(/<\/script/gi, '<\\/script')}</script>`;
  return html.includes('</body>') ? html.replace(/<\/body>(?![\s\S]*<\/body>)/, `${tag}</body>`) : html + tag;
}

export interface RuleRow {
  id: number;
  text: string;
  status: string;
  timesInserted: number;
  timesReturned: number;
  needsRewording: number;
}

/** Waits until the store holds at least `n` active rules and returns all rules. */
export async function waitForActiveRules(sw: Worker, n: number, timeoutMs = 15_000): Promise<RuleRow[]> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const rules = await readStore<RuleRow>(sw, 'rules');
    if (rules.filter((r) => r.status === 'active').length >= n) return rules;
    if (Date.now() > end) throw new Error(`expected ${n} active rules, have ${JSON.stringify(rules.map((r) => [r.status, r.text]))}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
