// Storage running out is not a bug to log and forget: capture stops and edits fail. Dexie wraps the
// browser's DOMException (name QuotaExceededError) in its own errors, sometimes twice, so the chain is walked.

export function isQuotaError(e: unknown): boolean {
  let cur: unknown = e;
  for (let depth = 0; depth < 5 && cur && typeof cur === 'object'; depth++) {
    const err = cur as { name?: unknown; message?: unknown; inner?: unknown; cause?: unknown };
    if (err.name === 'QuotaExceededError' || (typeof err.message === 'string' && /quota ?exceeded/i.test(err.message))) return true;
    cur = err.inner ?? err.cause;
  }
  return false;
}

/** The message a background handler throws so the sender can tell "full" from other failures. */
export const STORAGE_FULL = 'storage full';
