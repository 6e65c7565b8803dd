// Every string a person reads comes from the messages file: each key the code asks for exists in
// English, and each placeholder the code fills is declared.
import { describe, expect, it } from 'vitest';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const messages = JSON.parse(readFileSync(path.join(ROOT, 'public/_locales/en/messages.json'), 'utf8')) as Record<
  string,
  { message: string; placeholders?: Record<string, unknown> }
>;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) return sources(p);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.test.ts') ? [p] : [];
  });
}

const CODE = ['ui', 'content', 'background', 'entrypoints'].flatMap((d) => sources(path.join(ROOT, d)));
const MANIFEST = readFileSync(path.join(ROOT, 'wxt.config.ts'), 'utf8');

describe('i18n', () => {
  it('has an English message for every key the code uses', () => {
    const used = new Set<string>();
    for (const file of CODE) {
      const src = readFileSync(file, 'utf8');
      for (const m of src.matchAll(/\bt\(\s*'([A-Za-z0-9_]+)'/g)) used.add(m[1]!);
      for (const m of src.matchAll(/getMessage\(\s*'([A-Za-z0-9_]+)'/g)) used.add(m[1]!);
      // Keys built from a prefix and a known value, e.g. t(`cat_${c}`).
      for (const m of src.matchAll(/\bt\(\s*`([A-Za-z]+_)\$\{/g)) used.add(`${m[1]!}*`);
    }
    for (const m of MANIFEST.matchAll(/__MSG_([A-Za-z0-9_]+)__/g)) used.add(m[1]!);
    const missing = [...used].filter((k) => (k.endsWith('*') ? !Object.keys(messages).some((x) => x.startsWith(k.slice(0, -1))) : !messages[k]));
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(50);
  });

  it('declares every placeholder its message uses', () => {
    for (const [key, m] of Object.entries(messages)) {
      const named = [...m.message.matchAll(/\$([A-Za-z0-9_]+)\$/g)].map((x) => x[1]!.toLowerCase());
      for (const n of named) expect(Object.keys(m.placeholders ?? {}), `${key} uses $${n}$`).toContain(n);
    }
  });

  it('has every category and kind label the UI builds keys for', () => {
    for (const c of ['factual', 'style', 'code', 'logic', 'preference', 'domain']) expect(messages[`cat_${c}`]).toBeDefined();
    for (const k of ['preference', 'correction', 'frustration']) expect(messages[`kind_${k}`]).toBeDefined();
  });
});

describe('every shipped language', () => {
  const dir = path.join(ROOT, 'public/_locales');
  const locales = readdirSync(dir).filter((l) => l !== 'en');
  const tokens = (s: string) => [...s.matchAll(/\$[A-Za-z0-9_]+\$/g)].map((x) => x[0].toUpperCase()).sort();

  it('ships the languages the detector handles', () => {
    expect(readdirSync(dir).sort()).toEqual(['de', 'en', 'es', 'fr', 'ja', 'zh_CN']);
  });

  for (const locale of locales) {
    it(`${locale}: every key, the same placeholders, no English left behind where it must not be`, () => {
      const other = JSON.parse(readFileSync(path.join(dir, locale, 'messages.json'), 'utf8')) as typeof messages;
      expect(Object.keys(other).sort()).toEqual(Object.keys(messages).sort());
      for (const [key, m] of Object.entries(messages)) {
        const o = other[key]!;
        expect(o.message.trim().length, `${locale}.${key} is empty`).toBeGreaterThan(0);
        expect(tokens(o.message), `${locale}.${key} placeholders`).toEqual(tokens(m.message));
        expect(o.placeholders ?? {}, `${locale}.${key} placeholder declarations`).toEqual(m.placeholders ?? {});
      }
      // The stores cut descriptions longer than 132 characters.
      expect(other.extDescription!.message.length).toBeLessThanOrEqual(132);
      // Translated, not copied: most messages differ from English (names and symbols may not).
      const same = Object.keys(messages).filter((k) => other[k]!.message === messages[k]!.message).length;
      expect(same / Object.keys(messages).length).toBeLessThan(0.2);
    });
  }
});
