// Imports a backup off the options page's main thread: parsing, validating, cleaning and writing 20,000 rules
// would otherwise freeze the page for seconds. The whole write is one transaction: if the page is closed, the
// browser ends this worker and aborts it, and the store is left as it was.
import { openStore } from '@/lib/store/views';
import { importData, ImportError } from '@/lib/store/export';
import { isQuotaError } from '@/lib/store/quota';

export interface ImportRequest {
  file: Blob;
  keepEmails: boolean;
}

export type ImportReply =
  | { type: 'progress'; done: number }
  | { type: 'done'; report: Awaited<ReturnType<typeof importData>> }
  | { type: 'error'; message: string; rejected: boolean; quota: boolean };

const db = openStore();
const post = (m: ImportReply) => (self as unknown as Worker).postMessage(m);

self.onmessage = async (e: MessageEvent<ImportRequest>) => {
  let last = -1;
  try {
    const text = await e.data.file.text();
    const report = await importData(db, text, {
      keepEmails: e.data.keepEmails,
      onProgress: (done) => {
        // Whole percents only: a message per chunk is plenty for a progress bar.
        const pct = Math.floor(done * 100);
        if (pct !== last) post({ type: 'progress', done: pct });
        last = pct;
      },
    });
    post({ type: 'done', report });
  } catch (err) {
    post({
      type: 'error',
      message: err instanceof Error ? err.message : String(err),
      rejected: err instanceof ImportError,
      quota: isQuotaError(err),
    });
  }
};
