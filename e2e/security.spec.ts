// Security and privacy of the built extension in Chromium: hostile messages are refused and counted, scraped
// text stays text, secrets never reach the disk, and the extension itself sends nothing anywhere.
import { chromium, type BrowserContext, type Page, type Request, type Worker } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { browserPath } from '../scripts/browsers';
import { demoPage, type DemoTurn } from '../demo/page';
import {
  test,
  expect,
  serveSite,
  readStore,
  tabIdOf,
  openPopup,
  waitForActiveRules,
  sharedFixture,
  CHROMIUM_ARGS,
  screenshotPath,
} from './fixtures';
import { TwiceUi } from './twice-ui';

const CHAT = 'https://chatgpt.com/c/5b0c2f7e-1d3a-4c8b-9e6f-0a1b2c3d4e5f';

interface Dropped {
  schema: number;
  sender: number;
  unknown: number;
}

/** The background's drop counters, asked for the way only an extension page may. */
async function diagnostics(popup: Page): Promise<Dropped> {
  return popup.evaluate(
    () =>
      new Promise<Dropped>((resolve, reject) =>
        chrome.runtime.sendMessage({ id: 1, type: 'getDiagnostics', timestamp: Date.now() }, (r: { res?: { dropped: Dropped } }) =>
          r?.res ? resolve(r.res.dropped) : reject(new Error(JSON.stringify(r))),
        ),
      ),
  );
}

/**
 * Evaluates code in our content script's isolated world of `page` (where chrome.runtime exists), through
 * CDP. This is the position of a compromised content script, the worst a chat page can achieve.
 */
async function contentScriptWorld(page: Page, extensionId: string): Promise<(expression: string) => Promise<unknown>> {
  const cdp = await page.context().newCDPSession(page);
  const contexts: { id: number; origin: string; auxData?: { type?: string } }[] = [];
  cdp.on('Runtime.executionContextCreated', (e) => contexts.push(e.context));
  await cdp.send('Runtime.enable');
  const find = () => contexts.find((c) => c.auxData?.type === 'isolated' && c.origin.includes(extensionId));
  await expect.poll(() => Boolean(find()), { message: 'content script world' }).toBe(true);
  const contextId = find()!.id;
  return async (expression) => {
    const r = await cdp.send('Runtime.evaluate', { expression, contextId, awaitPromise: true, returnByValue: true });
    if (r.exceptionDetails) throw new Error(r.exceptionDetails.exception?.description ?? r.exceptionDetails.text);
    return r.result.value;
  };
}

/** Sends a raw runtime message from a world with chrome.runtime; resolves with the reply or the port error. */
const sendRaw = (message: unknown) => `new Promise((resolve) => chrome.runtime.sendMessage(${JSON.stringify(message)}, (res) =>
  resolve({ res: res ?? null, lastError: chrome.runtime.lastError ? chrome.runtime.lastError.message : null })))`;
const msg = (type: string, data: unknown) => ({ id: Math.floor(Math.random() * 1e6), type, data, timestamp: Date.now() });

/** Every record of every IndexedDB database of the extension plus its storage areas, as one JSON string. */
async function everything(sw: Worker): Promise<string> {
  return sw.evaluate(async () => {
    const out: Record<string, unknown> = {};
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name!);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const store of Array.from(db.objectStoreNames)) {
        out[`${info.name}/${store}`] = await new Promise((resolve, reject) => {
          const req = db.transaction(store).objectStore(store).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => reject(req.error);
        });
      }
      db.close();
    }
    out['storage.local'] = await chrome.storage.local.get(null);
    out['storage.session'] = await chrome.storage.session.get(null);
    return JSON.stringify(out);
  });
}

const STORES = ['conversations', 'turns', 'corrections', 'rules', 'applications'];

test.describe('messages into the background', () => {
  test('hostile messages are dropped, counted, answered with an error, and store nothing', async ({
    context,
    serviceWorker,
    extensionId,
  }) => {
    // A chat tab whose layout is not recognised: our content script runs there but captures nothing itself.
    await serveSite(context, {
      [CHAT]: '<!doctype html><html><head><title>x</title></head><body><main><p>Nothing here</p></main></body></html>',
    });
    const page = await context.newPage();
    await page.goto(CHAT);
    const inContentScript = await contentScriptWorld(page, extensionId);
    const popup = await openPopup(context, extensionId);
    const before = await diagnostics(popup);

    const pageInfo = { url: CHAT, conversationId: '5b0c2f7e-1d3a-4c8b-9e6f-0a1b2c3d4e5f', project: null, temporary: false, title: 'Hostile' };
    const turn = { turnId: 'h1', role: 'user', text: 'No, I said REST, not GraphQL.', index: 0 };
    const valid = { site: 'chatgpt', layout: 'article', page: pageInfo, turns: [turn] };

    const badSchema = [
      msg('captureTurns', { ...valid, turns: 'not a list' }),
      msg('captureTurns', { ...valid, turns: Array.from({ length: 401 }, (_, i) => ({ ...turn, turnId: `t${i}`, index: i })) }),
      msg('captureTurns', { ...valid, site: 'evil.example' }),
      msg('captureTurns', null),
      // The stored page URL would become a link in the popup: it must be on the claimed site.
      msg('captureTurns', { ...valid, page: { ...pageInfo, url: 'https://evil.example/c/1' } }),
      msg('captureTurns', { ...valid, site: 'claude' }),
      msg('reportHealth', { site: 'chatgpt' }),
    ];
    // A well-formed claude.ai batch: only where it comes from is wrong.
    const claude = { ...valid, site: 'claude', page: { ...pageInfo, url: 'https://claude.ai/chat/5b0c2f7e-1d3a-4c8b-9e6f-0a1b2c3d4e5f' } };
    const badSender = [
      // A chatgpt.com tab speaking for claude.ai.
      msg('captureTurns', claude),
      // A forged sender inside the message is ignored: the browser's sender record is what counts.
      { ...msg('captureTurns', claude), sender: { id: extensionId, url: 'https://claude.ai/chat/x', tab: { id: 1, url: 'https://claude.ai/chat/x' } } },
      msg('captureTurns', { ...valid, page: { ...pageInfo, conversationId: null } }),
      msg('reportHealth', { site: 'claude', url: 'https://claude.ai/', isConversationPage: true, layout: null, captureEnabled: true, composerFound: false, turnsSeen: 0, diagnostics: {} }),
      // Extension-page-only requests from a content script.
      msg('getDiagnostics', undefined),
      msg('getTabStatus', 1),
    ];
    const unknown = [msg('deleteEverything', {}), 'hello'];

    for (const m of badSchema) {
      expect(await inContentScript(sendRaw(m)), JSON.stringify(m).slice(0, 120)).toMatchObject({ res: { err: { message: 'invalid message' } } });
    }
    for (const m of badSender) {
      expect(await inContentScript(sendRaw(m)), JSON.stringify(m).slice(0, 120)).toMatchObject({ res: { err: { message: 'unexpected sender' } } });
    }
    for (const m of unknown) {
      expect(await inContentScript(sendRaw(m))).toMatchObject({ res: null, lastError: expect.stringMatching(/port closed|Receiving end/) });
    }
    // Our own extension page is not a content script: it may not submit captured turns either.
    expect(await popup.evaluate(sendRaw(msg('captureTurns', valid)))).toMatchObject({ res: { err: { message: 'unexpected sender' } } });

    const after = await diagnostics(popup);
    expect({
      schema: after.schema - before.schema,
      sender: after.sender - before.sender,
      unknown: after.unknown - before.unknown,
    }).toEqual({ schema: badSchema.length, sender: badSender.length + 1, unknown: unknown.length });
    for (const store of STORES) expect(await readStore(serviceWorker, store), store).toEqual([]);

    // The same channel with a well-formed message from the right tab is accepted: the refusals above are the
    // guard at work, not a broken channel.
    expect(await inContentScript(sendRaw(msg('captureTurns', valid)))).toMatchObject({ res: { res: { stored: 1 } } });
    expect(await readStore(serviceWorker, 'turns')).toHaveLength(1);

    // Turns are checked one by one: a bad one is refused (malformed) or cut (over-long) and counted, and the
    // rest of its batch is stored.
    const mixed = [{ ...turn, turnId: 'h2', role: 'system' }, { ...turn, turnId: 'h3', text: 'x'.repeat(1_000_001) }, { ...turn, turnId: 'h4' }];
    expect(await inContentScript(sendRaw(msg('captureTurns', { ...valid, turns: mixed })))).toMatchObject({
      res: { res: { stored: 2, refused: 1, clamped: 1 } },
    });
    const stored = await readStore<{ turnId: string; text: string }>(serviceWorker, 'turns');
    expect(stored.map((t) => t.turnId).sort()).toEqual(['h1', 'h3', 'h4']);
    expect(stored.find((t) => t.turnId === 'h3')!.text).toHaveLength(200_000);

    // The page's own scripts cannot reach the extension at all (no externally_connectable).
    expect(await page.evaluate(() => typeof (window as { chrome?: { runtime?: { sendMessage?: unknown } } }).chrome?.runtime?.sendMessage)).toBe('undefined');
  });
});

test.describe('scraped text is data', () => {
  const PAYLOAD_IMG = `<img src=x onerror="window.__pwned=1;fetch('https://evil.example/img-onerror')">`;
  const PAYLOAD_LINK = `[open the docs](javascript:fetch('https://evil.example/js-link'))`;
  const TURNS: DemoTurn[] = [
    { id: 'x-u1', role: 'user', text: 'Sketch the API for our invoice service: list invoices and fetch one invoice.' },
    {
      id: 'x-a1',
      role: 'assistant',
      text: `Here is a GraphQL schema. ${PAYLOAD_IMG} See ${PAYLOAD_LINK} and <script>window.__pwned=2</script> for more.`,
    },
    { id: 'x-u2', role: 'user', text: `No, I said REST, not GraphQL. Use REST endpoints for our services. <b>bold</b> ${PAYLOAD_IMG}` },
    { id: 'x-a2', role: 'assistant', text: 'Sorry about that. Here are REST endpoints.' },
  ];
  const URL = 'https://chatgpt.com/c/8d2e4f6a-0b1c-4d3e-9f5a-6b7c8d9e0f1a';

  test('HTML and javascript: links in turns are stored verbatim and shown as literal text, never run', async ({
    context,
    serviceWorker,
    extensionId,
  }) => {
    // The site escapes message text; the title is escaped by demoPage too, so it reaches the extension literally.
    const html = demoPage(`Invoice ${PAYLOAD_IMG}`, TURNS).replace(
      // A rendered markdown link with a javascript: target, as a site that did not sanitise would show it.
      'See [open the docs]',
      `See <a id="jslink" href="javascript:fetch('https://evil.example/anchor')">a real link</a> [open the docs]`,
    );
    const served = await serveSite(context, { [URL]: html });
    const requests: string[] = [];
    context.on('request', (r) => requests.push(r.url()));
    const page = await context.newPage();
    await page.goto(URL);
    await expect(page.locator('#jslink')).toHaveCount(1);

    await expect.poll(async () => (await readStore(serviceWorker, 'turns')).length, { timeout: 15_000 }).toBe(TURNS.length);
    const turns = await readStore<{ turnId: string; text: string }>(serviceWorker, 'turns');
    const byId = new Map(turns.map((t) => [t.turnId, t.text]));
    expect(byId.get('x-a1')).toContain(PAYLOAD_IMG);
    expect(byId.get('x-a1')).toContain(PAYLOAD_LINK);
    expect(byId.get('x-a1')).toContain('<script>window.__pwned=2</script>');
    expect(byId.get('x-u2')).toBe(TURNS[2]!.text);
    const conversations = await readStore<{ title: string }>(serviceWorker, 'conversations');
    expect(conversations[0]!.title).toBe(`Invoice ${PAYLOAD_IMG}`);

    // The correction became a rule waiting for review, so the popup shows the user's words and the reply.
    await expect
      .poll(async () => (await readStore<{ status: string }>(serviceWorker, 'rules')).some((r) => r.status === 'pending'), { timeout: 15_000 })
      .toBe(true);

    const popup = await openPopup(context, extensionId, await tabIdOf(serviceWorker, URL));
    const popupRequests: string[] = [];
    popup.on('request', (r) => popupRequests.push(r.url()));
    await popup.getByRole('tab', { name: /Review/ }).click();
    const item = popup.getByTestId('review-item').first();
    await expect(item).toContainText(TURNS[2]!.text);
    await item.locator('details summary').click();
    await expect(item).toContainText(PAYLOAD_LINK);
    await expect(item).toContainText('<script>window.__pwned=2</script>');
    await popup.screenshot({ path: screenshotPath('security-review-literal-html.png') });
    await popup.getByRole('tab', { name: 'Conversations' }).click();
    await expect(popup.getByTestId('conversations')).toContainText(`Invoice ${PAYLOAD_IMG}`);

    // No element was made from the text: the only image is the popup's own icon, no inline handlers, no
    // javascript: links, no <b> or <script> from the turns.
    const dom = await popup.evaluate(() => ({
      images: Array.from(document.images).map((i) => i.getAttribute('src')),
      handlers: Array.from(document.querySelectorAll('*')).flatMap((el) =>
        Array.from(el.attributes).filter((a) => a.name.startsWith('on')).map((a) => `${el.tagName}.${a.name}`),
      ),
      jsLinks: Array.from(document.querySelectorAll('a')).filter((a) => a.href.startsWith('javascript:')).length,
      bold: document.querySelectorAll('main b').length,
      scripts: Array.from(document.scripts).filter((s) => !s.src).length,
      pwned: (window as { __pwned?: number }).__pwned ?? null,
    }));
    expect(dom).toEqual({ images: ['/icon/32.png'], handlers: [], jsLinks: 0, bold: 0, scripts: 0, pwned: null });
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned ?? null)).toBeNull();
    // An onerror would have fetched: nothing reached (or tried to reach) evil.example, and the popup loaded
    // nothing called "x".
    expect([...served.blocked, ...requests].filter((u) => u.includes('evil.example'))).toEqual([]);
    expect(popupRequests.filter((u) => /\/x$/.test(u))).toEqual([]);
  });
});

test.describe('secrets pasted into chats', () => {
  // Made-up secrets in real formats.
  const SECRETS = {
    openai: 'sk-proj-Qm3xT8vL2pR7wN4kJ9sD1fG6hA5zC0bE8yU3iO7pM2nL4kJ',
    anthropic: 'sk-ant-api03-Zx8_Yw7Vu6Ts5Rq4Po3Nm2Lk1Jh0Gf9Ed8Cb7Aa-6ZyXwVU',
    aws: 'AKIAJ7Q2W4E6R8T0Y1U3',
    github: 'ghp_Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2',
    slack: 'xoxb-210987654321-1098765432109-ZyXwVuTsRqPoNmLkJiHgFeDc',
    google: 'AIzaSyB9x8w7v6u5t4s3r2q1p0o9n8m7l6k5j4i',
    jwt: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ0d2ljZS10ZXN0IiwiaWF0IjoxNzAwMDAwMDAwfQ.c2lnbmF0dXJlLWZvci10d2ljZS10ZXN0cw',
    password: 'Plum-Tree-1987!',
    urlPassword: 'r3dHorse55',
    pem: 'MIIEpAIBAAKCAQEAz9x8w7v6u5t4s3r2q1p0o9n8m7l6k5j4i3h2g1f0e9d8c7b6',
  };
  const TURNS: DemoTurn[] = [
    { id: 's-u1', role: 'user', text: `My script fails with OPENAI_API_KEY=${SECRETS.openai} and ANTHROPIC_API_KEY=${SECRETS.anthropic}, why?` },
    {
      id: 's-a1',
      role: 'assistant',
      text: `Check the AWS key ${SECRETS.aws} and set password=${SECRETS.password} in config. Token: Bearer ${SECRETS.jwt}`,
    },
    {
      id: 's-u2',
      role: 'user',
      text: `No, I said do not print secrets. Never echo ${SECRETS.github} or ${SECRETS.slack} or postgres://app:${SECRETS.urlPassword}@db/app again.`,
    },
    {
      id: 's-a2',
      role: 'assistant',
      text: `Understood. Maps key ${SECRETS.google}.\n\n\`\`\`\n-----BEGIN RSA PRIVATE KEY-----\n${SECRETS.pem}\n-----END RSA PRIVATE KEY-----\n\`\`\``,
    },
  ];
  const URL = 'https://chatgpt.com/c/2f4e6a8c-0b1d-4e3f-8a5b-7c9d1e3f5a7b';

  test('no planted secret reaches IndexedDB or extension storage; redaction markers do', async ({ context, serviceWorker }) => {
    await serveSite(context, { [URL]: demoPage(`Deploy key ${SECRETS.github}`, TURNS) });
    const page = await context.newPage();
    await page.goto(URL);
    await expect.poll(async () => (await readStore(serviceWorker, 'turns')).length, { timeout: 15_000 }).toBe(TURNS.length);
    // Give detection time to record what it found in the corrections (lessons quote the user's words).
    await expect.poll(async () => (await readStore(serviceWorker, 'corrections')).length, { timeout: 10_000 }).toBeGreaterThan(0);

    const dump = await everything(serviceWorker);
    for (const [kind, secret] of Object.entries(SECRETS)) expect(dump, kind).not.toContain(secret);
    // Fragments too: a secret cut in half is still a secret.
    for (const [kind, secret] of Object.entries(SECRETS)) expect(dump, kind).not.toContain(secret.slice(-12));
    const turns = await readStore<{ turnId: string; text: string }>(serviceWorker, 'turns');
    const all = turns.map((t) => t.text).join('\n');
    for (const kind of ['OpenAI key', 'Anthropic key', 'AWS key', 'GitHub token', 'Slack token', 'Google key', 'JWT', 'password', 'URL password', 'private key']) {
      expect(all).toContain(`[redacted: ${kind}]`);
    }
    // The words around the secrets are kept, so the conversation still makes sense.
    expect(all).toContain('No, I said do not print secrets.');
  });
});

test.describe('nothing leaves the machine', () => {
  const LEARN = 'https://chatgpt.com/c/6a1f0c3e-2b7d-8001-9c4e-1d2e3f4a5b6c';
  const WRITE = 'https://chatgpt.com/c/6a1f0d9a-7e21-8002-8b3f-6c5d4e3f2a1b';
  const TURNS: DemoTurn[] = [
    { id: 'n-u1', role: 'user', text: 'Write a function that sums a list.' },
    { id: 'n-a1', role: 'assistant', text: '```python\n# sum the list\ndef total(xs):\n    return sum(xs)\n```' },
    { id: 'n-u2', role: 'user', text: "Don't add comments to the code. I never want comments in code snippets." },
    { id: 'n-a2', role: 'assistant', text: '```python\ndef total(xs):\n    return sum(xs)\n```' },
  ];
  const PAGES = {
    [LEARN]: demoPage('Sums', TURNS),
    [WRITE]: demoPage('Retry helper', [{ id: 'w-u1', role: 'user', text: 'Hi' }, { id: 'w-a1', role: 'assistant', text: 'Hello!' }]),
    // A recorded page too: it references the site's CDN, so the page itself makes requests the extension must
    // not be blamed for (and must not add to).
    'https://claude.ai/chat/3f2a8c1e-7b4d-4e9a-9c21-5d8e6f1a2b3c': sharedFixture('claude_2026-02-27_obsidian-AI-exporter_chat-simple.html'),
  };
  const DOCUMENTS = new Set(Object.keys(PAGES));

  /**
   * Every URL the served pages reference (src, href, srcset), resolved as the page would. Lazy images load or
   * not depending on timing and viewport, so the control run alone does not list all of the page's requests.
   */
  function referencedByPages(): Set<string> {
    const out = new Set<string>();
    const decode = (s: string) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
    for (const [pageUrl, html] of Object.entries(PAGES)) {
      for (const m of html.matchAll(/\b(?:src|href|srcset|imagesrcset)="([^"]*)"/g)) {
        for (const candidate of decode(m[1]!).split(/,\s+/)) {
          const ref = candidate.trim().split(/\s+/)[0];
          if (!ref) continue;
          try {
            out.add(`GET ${new URL(ref, pageUrl).href}`);
          } catch {
            // Not a URL (a fragment of inline script that looked like an attribute): nothing to allow.
          }
        }
      }
    }
    return out;
  }

  interface Recorded {
    /** Requests of page frames, by URL. */
    page: string[];
    /** Requests of the service worker or of extension pages to anything but the extension itself. */
    extension: string[];
  }

  function record(context: BrowserContext): Recorded {
    const rec: Recorded = { page: [], extension: [] };
    context.on('request', (r: Request) => {
      const url = r.url();
      if (r.serviceWorker()) {
        if (!url.startsWith('chrome-extension://')) rec.extension.push(`SW ${r.method()} ${url}`);
        return;
      }
      let frameUrl: string;
      try {
        frameUrl = r.frame().url();
      } catch {
        // Neither a page nor the worker (e.g. a shared worker): not the page's, so count it against us.
        rec.extension.push(`(no frame) ${r.method()} ${url}`);
        return;
      }
      if (frameUrl.startsWith('chrome-extension://')) {
        if (!url.startsWith('chrome-extension://')) rec.extension.push(`page ${frameUrl} ${r.method()} ${url}`);
        return;
      }
      rec.page.push(`${r.method()} ${url}`);
    });
    return rec;
  }

  /** The same steps a user takes, minus the extension UI when there is no extension. */
  async function session(context: BrowserContext, withExtension: boolean): Promise<Page> {
    const page = await context.newPage();
    await page.goto(LEARN);
    await page.goto('https://claude.ai/chat/3f2a8c1e-7b4d-4e9a-9c21-5d8e6f1a2b3c');
    await page.waitForTimeout(1500);
    await page.goto(WRITE);
    const composer = page.locator('#prompt-textarea');
    await composer.click();
    await page.keyboard.insertText('Show me the code for a retry helper.');
    if (withExtension) {
      const ui = await TwiceUi.on(page);
      await ui.click('insert-button');
      await ui.click('insert-confirm');
      await expect(composer).toContainText("Don't add comments");
    } else {
      await page.waitForTimeout(1000);
    }
    return page;
  }

  test('capturing, learning and inserting makes no request beyond what the page itself makes', async ({
    context,
    serviceWorker,
    extensionId,
  }) => {
    // Control: the same pages and steps in the same browser without the extension. It only says what the pages
    // request by themselves, so a control browser whose page crashed under load (seen once in a clean CI run:
    // "Target page, context or browser has been closed") is started again, once; the run with Twice is never retried.
    let baseline: Recorded | undefined;
    for (let attempt = 1; !baseline; attempt++) {
      const control = await chromium.launchPersistentContext(mkdtempSync(path.join(tmpdir(), 'twice-control-')), {
        executablePath: browserPath('chromium'),
        headless: true,
        args: CHROMIUM_ARGS,
      });
      try {
        await serveSite(control, PAGES);
        const rec = record(control);
        await session(control, false);
        baseline = rec;
      } catch (e) {
        if (attempt >= 2 || !/has been closed|crashed/i.test(String(e))) throw e;
      } finally {
        await control.close().catch(() => undefined);
      }
    }

    const served = await serveSite(context, PAGES);
    const rec = record(context);
    const page = await context.newPage();
    await page.goto(LEARN);
    await waitForActiveRules(serviceWorker, 1);
    await page.close();
    await session(context, true);
    const popup = await openPopup(context, extensionId, await tabIdOf(serviceWorker, WRITE));
    await popup.getByRole('tab', { name: /Rules/ }).click();
    await popup.getByRole('tab', { name: 'Conversations' }).click();
    await expect(popup.getByTestId('conversations').locator('li')).toHaveCount(3);

    expect(rec.extension, 'requests from the service worker or extension pages').toEqual([]);
    // Page-frame requests: only what the page made without the extension (content scripts fetch from here).
    const allowed = new Set([...baseline.page, ...referencedByPages()]);
    expect(rec.page.filter((r) => !allowed.has(r)), 'requests the extension added to the page').toEqual([]);
    // Everything that was not one of our served documents was answered locally and came from the page itself.
    const notDocuments = served.blocked.filter((r) => !DOCUMENTS.has(r.replace(/^\w+ /, '')));
    expect(notDocuments.filter((r) => !allowed.has(r))).toEqual([]);
    expect(baseline.page.length, 'the control run saw the page requests').toBeGreaterThan(0);
  });

  test('the recorder sees requests made by the service worker and by a content script', async ({ context, serviceWorker, extensionId }) => {
    // Proves the test above would fail if the extension fetched anything.
    const rec = record(context);
    await serveSite(context, PAGES);
    const page = await context.newPage();
    await page.goto(WRITE);
    await serviceWorker.evaluate(() => fetch('https://probe.example/from-worker').catch(() => null));
    const cdp = await context.newCDPSession(page);
    const contexts: { id: number; origin: string; auxData?: { type?: string } }[] = [];
    cdp.on('Runtime.executionContextCreated', (e) => contexts.push(e.context));
    await cdp.send('Runtime.enable');
    await expect.poll(() => contexts.some((c) => c.auxData?.type === 'isolated' && c.origin.includes(extensionId))).toBe(true);
    const world = contexts.find((c) => c.auxData?.type === 'isolated' && c.origin.includes(extensionId))!;
    await cdp.send('Runtime.evaluate', {
      expression: "fetch('https://probe.example/from-content-script').catch(() => null)",
      contextId: world.id,
      awaitPromise: true,
    });
    await expect.poll(() => rec.extension.some((r) => r.includes('probe.example/from-worker'))).toBe(true);
    await expect.poll(() => rec.page.some((r) => r.includes('probe.example/from-content-script'))).toBe(true);
  });
});

declare const chrome: {
  runtime: {
    sendMessage(message: unknown, cb: (response: never) => void): void;
    lastError?: { message?: string };
  };
  storage: { local: { get(k: null): Promise<unknown> }; session: { get(k: null): Promise<unknown> } };
};
