// Large stores for the end-to-end tests and the benchmarks (e2e/large-data.spec.ts, bench/ui.ts): rules
// written straight into the extension's IndexedDB, and export files, in the shapes the extension stores.
import type { Worker } from '@playwright/test';

/** Writes `n` rules (half active, half pending) straight into the store, as years of use would. */
export async function seedRules(sw: Worker, n: number): Promise<void> {
  await sw.evaluate(async (count) => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('twice');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const now = Date.now();
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('rules', 'readwrite');
      const store = tx.objectStore('rules');
      for (let i = 0; i < count; i++) {
        store.add({
          text: `Rule number ${i}: always use the ${i % 7 === 0 ? 'metric' : 'imperial'} units in topic ${i % 311}.`,
          category: 'style', scope: 'global', scopeValue: null, status: i % 2 === 0 ? 'active' : 'pending', pinned: 0,
          confidence: 0.8, corrections: 1, timesInserted: 0, timesWorked: 0, timesReturned: 0, needsRewording: 0, userLocked: 0,
          createdAt: now - i * 1000, updatedAt: now - i * 1000, lastUsedAt: null, lastCorrectionAt: now - i * 1000, examples: [],
          userConfidence: null, conflictWith: null, supersededBy: null, topics: [`topic${i % 311}`],
        });
      }
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, n);
}

/** An export file holding `n` rules. */
export function bigExport(n: number): Buffer {
  const now = Date.now();
  const rules = Array.from({ length: n }, (_, i) => ({
    id: i + 1, text: `Imported rule ${i}: prefer ${i % 2 ? 'tabs' : 'spaces'} in project ${i % 97}.`, category: 'style', scope: 'global',
    scopeValue: null, status: 'active', pinned: 0, confidence: 0.8, corrections: 1, timesInserted: 0, timesWorked: 0, timesReturned: 0,
    needsRewording: 0, userLocked: 0, createdAt: now, updatedAt: now, lastUsedAt: null, lastCorrectionAt: now, examples: [],
    userConfidence: null, conflictWith: null, supersededBy: null,
  }));
  return Buffer.from(JSON.stringify({ format: 'twice-export', version: 1, exportedAt: now, conversations: [], turns: [], corrections: [], rules, applications: [] }));
}

