// Where code may reach: the UI reads and writes through the named functions of lib/store (it knows no table or index
// name), and content scripts never import from ui/ (what the page context runs stays small and separate).
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [p] : [];
  });
}

const TABLES = ['conversations', 'turns', 'corrections', 'rules', 'applications'];
const STORAGE_INTERNALS = new RegExp(`\\bdb\\.(${TABLES.join('|')}|transaction|table|tables)\\b|\\.where\\(|new TwiceDB\\(`);

describe('module boundaries', () => {
  it('no UI file names a table or index of the store', () => {
    const offenders = [...sources(path.join(ROOT, 'ui')), ...sources(path.join(ROOT, 'entrypoints'))]
      .filter((f) => STORAGE_INTERNALS.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(ROOT, f));
    expect(offenders).toEqual([]);
  });

  it('content scripts import nothing from ui/', () => {
    const offenders = sources(path.join(ROOT, 'content'))
      .filter((f) => /from ['"](@\/ui\/|\.\.\/ui\/)/.test(readFileSync(f, 'utf8')))
      .map((f) => path.relative(ROOT, f));
    expect(offenders).toEqual([]);
  });
});
