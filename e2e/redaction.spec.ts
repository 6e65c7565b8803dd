// The redaction table through the real page: every format in tests/redaction-samples.ts is pasted into a chat,
// then looked for in IndexedDB and extension storage, in an export file, and in the rules and lessons. E-mail
// addresses may stay in turn text only when the user chose so; never in rules or lessons.
import type { Worker } from '@playwright/test';
import { demoPage, type DemoTurn } from '../demo/page';
import { REDACTION_SAMPLES } from '../tests/redaction-samples';
import { test, expect, serveSite, readStore } from './fixtures';

const URL = 'https://chatgpt.com/c/3e5a7c9b-1d2f-4a6b-8c0d-2e4f6a8b0c1d';
const URL2 = 'https://chatgpt.com/c/3e5a7c9b-1d2f-4a6b-8c0d-2e4f6a8b0c2e';

/** Every record of the extension's IndexedDB databases and storage areas, as one string. */
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
    const api = (globalThis as unknown as { chrome: { storage: { local: { get(k: null): Promise<unknown> }; session: { get(k: null): Promise<unknown> } } } }).chrome;
    out['storage.local'] = await api.storage.local.get(null);
    out['storage.session'] = await api.storage.session.get(null);
    return JSON.stringify(out);
  });
}

/** JSON-escaped the way it would appear inside a dump. */
const inJson = (s: string) => JSON.stringify(s).slice(1, -1);

test('every secret and personal-data format stays out of IndexedDB, storage, exports and rules', async ({ context, serviceWorker, extensionId }) => {
  test.setTimeout(120_000);
  // Each sample pasted inside a standing instruction, so detection turns it into a lesson and a rule too.
  const turns: DemoTurn[] = REDACTION_SAMPLES.flatMap((x, i) => [
    { id: `r-u${i}`, role: 'user' as const, text: `From now on, always use this in examples: ${x.text}` },
    { id: `r-a${i}`, role: 'assistant' as const, text: `Noted: ${x.text}` },
  ]);
  await serveSite(context, {
    [URL]: demoPage(`Keys ${REDACTION_SAMPLES[0]!.text}`, turns),
    [URL2]: demoPage('Mail', [
      { id: 'm-u1', role: 'user', text: 'From now on, always sign my e-mails with jane.doe+work@example.org and my phone +44 20 7946 0958.' },
      { id: 'm-a1', role: 'assistant', text: 'Will do.' },
    ]),
  });
  const page = await context.newPage();
  await page.goto(URL);
  await expect.poll(async () => (await readStore(serviceWorker, 'turns')).length, { timeout: 30_000 }).toBe(turns.length);
  await expect.poll(async () => (await readStore(serviceWorker, 'rules')).length, { timeout: 15_000 }).toBeGreaterThan(10);
  await expect.poll(async () => (await readStore<{ pendingDetection?: number }>(serviceWorker, 'turns')).filter((t) => t.pendingDetection).length).toBe(0);

  const dump = await everything(serviceWorker);
  const ruleTexts = (await readStore<{ text: string; examples: { lesson: string }[] }>(serviceWorker, 'rules')).flatMap((r) => [r.text, ...r.examples.map((e) => e.lesson)]);
  const lessons = (await readStore<{ lesson: string; original: string | null; corrected: string | null }>(serviceWorker, 'corrections')).flatMap((c) => [c.lesson, c.original ?? '', c.corrected ?? '']);
  const leaks = (where: string, text: string) => REDACTION_SAMPLES.filter((x) => text.includes(inJson(x.secret))).map((x) => `${x.format} in ${where}`);
  expect([...leaks('IndexedDB/storage', dump), ...leaks('rules', JSON.stringify(ruleTexts)), ...leaks('lessons', JSON.stringify(lessons))]).toEqual([]);

  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const download = options.waitForEvent('download');
  await options.getByRole('button', { name: 'Export…', exact: true }).click();
  const { readFileSync } = await import('node:fs');
  const file = readFileSync(await (await download).path(), 'utf8');
  expect(leaks('export', file)).toEqual([]);
  expect(file).toContain('[redacted: ');

  // E-mail addresses in turn text when the user chooses: the turn keeps it, the rule and lesson do not.
  await options.getByRole('switch', { name: /Keep e-mail addresses/ }).check();
  await page.goto(URL2);
  await expect.poll(async () => (await readStore<{ turnId: string; text: string }>(serviceWorker, 'turns')).find((t) => t.turnId === 'm-u1')?.text, { timeout: 15_000 }).toContain(
    'jane.doe+work@example.org',
  );
  await expect.poll(async () => (await readStore<{ text: string }>(serviceWorker, 'rules')).some((r) => r.text.includes('sign my e-mails'))).toBe(true);
  const after = JSON.stringify([
    await readStore(serviceWorker, 'rules'),
    await readStore(serviceWorker, 'corrections'),
  ]);
  expect(after).not.toContain('jane.doe+work@example.org');
  expect(after).not.toContain('7946 0958');
  const turn = (await readStore<{ turnId: string; text: string }>(serviceWorker, 'turns')).find((t) => t.turnId === 'm-u1')!;
  expect(turn.text).not.toContain('7946 0958');
});
