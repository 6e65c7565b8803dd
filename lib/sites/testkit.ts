// Test-only helpers (imported by lib/sites/*.test.ts, never by the extension): load a real capture
// or a reduced fixture into a jsdom document at a given URL.

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JSDOM } from 'jsdom';

// Under vitest's jsdom environment import.meta.url is not always a file: URL; import.meta.dirname
// (Node ≥ 20.11) is the directory of this file either way.
const HERE: string = import.meta.dirname ?? dirname(fileURLToPath(import.meta.url));

/** shared/fixtures/dom next to the project root (…/main/lib/sites → …/shared/fixtures/dom). */
export const REAL_CAPTURES = resolve(HERE, '../../../shared/fixtures/dom') + '/';
/** Our own reduced fixtures (tests/fixtures/dom). */
export const REDUCED = resolve(HERE, '../../tests/fixtures/dom') + '/';

export function loadDom(path: string, url: string): JSDOM {
  return new JSDOM(readFileSync(path, 'utf8'), { url });
}

export function loadDoc(path: string, url: string): Document {
  return loadDom(path, url).window.document;
}

/** A document from an inline HTML string (unit tests of text extraction and layouts). */
export function htmlDoc(html: string, url = 'https://example.test/'): Document {
  return new JSDOM(html, { url }).window.document;
}
