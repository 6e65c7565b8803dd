// Least privilege, checked on what ships: the built manifests (Chrome MV3 and Firefox MV2), not the config
// that produces them, so a WXT default or module that widens access is caught too. No browser needed.
import { test, expect } from '@playwright/test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './harness';

// Written out, not imported from the registry, so a site added by mistake fails here.
const SITES = ['https://chat.deepseek.com/*', 'https://chatgpt.com/*', 'https://claude.ai/*', 'https://gemini.google.com/*'];
/** Everything that means "every site" in a match pattern. */
const BROAD = /<all_urls>|^\*:\/\/\*\/|^https?:\/\/\*\/|^\*:\/\/\*\.|^file:/;

interface Manifest {
  manifest_version: number;
  permissions?: string[];
  optional_permissions?: string[];
  host_permissions?: string[];
  optional_host_permissions?: string[];
  content_security_policy?: string | { extension_pages?: string; sandbox?: string };
  content_scripts?: { matches: string[] }[];
  web_accessible_resources?: (string | { matches?: string[]; resources: string[] })[];
  externally_connectable?: unknown;
  background?: { service_worker?: string; scripts?: string[]; page?: string };
}

function load(dir: string): Manifest {
  const file = path.join(ROOT, '.output', dir, 'manifest.json');
  expect(existsSync(file), `${file} is missing: run \`npx wxt build && npx wxt build -b firefox\` first`).toBe(true);
  return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
}

const isHostPattern = (p: string): boolean => p.includes('://') || p === '<all_urls>';

/** Parses a CSP string into directive → sources. */
function csp(policy: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) out.set(name.toLowerCase(), sources);
  }
  return out;
}

function expectStrictCsp(policy: string | undefined): void {
  expect(policy, 'an explicit extension-page CSP').toBeTruthy();
  const d = csp(policy!);
  expect(d.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  expect(d.get('object-src')).toEqual(["'none'"]);
  expect(d.get('base-uri')).toEqual(["'none'"]);
  for (const [name, sources] of d) {
    for (const s of sources) {
      expect(s, `${name} ${s}`).not.toMatch(/^'unsafe-(eval|inline|hashes)'$|^'strict-dynamic'$/);
      // Remote hosts, any-scheme wildcards and data:/blob: script sources all let remote or injected code run.
      expect(s, `${name} ${s}`).not.toMatch(/^(https?:|wss?:|\*|data:|blob:|filesystem:)|:\/\//);
    }
  }
}

function expectNoRemoteCode(dir: string): void {
  const base = path.join(ROOT, '.output', dir);
  const html = readdirSync(base, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
  expect(html.length).toBeGreaterThan(0);
  for (const f of html) {
    const text = readFileSync(path.join(base, f), 'utf8');
    expect(text, f).not.toMatch(/<script[^>]+src=["']?(https?:)?\/\//i);
    expect(text, f).not.toMatch(/<link[^>]+href=["']?(https?:)?\/\//i);
  }
}

test('Chrome MV3: host access is exactly the four chat sites, optional hosts stay optional', () => {
  const m = load('chrome-mv3');
  expect(m.manifest_version).toBe(3);
  expect([...(m.host_permissions ?? [])].sort()).toEqual(SITES);
  expect((m.permissions ?? []).filter(isHostPattern)).toEqual([]);
  // API permissions that would widen what the extension sees on every site.
  expect(m.permissions ?? []).not.toEqual(expect.arrayContaining(['tabs']));
  for (const p of ['webRequest', 'scripting', 'cookies', 'history', 'debugger', '<all_urls>', 'activeTab']) {
    expect(m.permissions ?? [], p).not.toContain(p);
  }
  for (const p of m.optional_host_permissions ?? []) {
    expect(p, 'optional hosts are concrete https origins').toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+\/\*$/);
  }
  for (const cs of m.content_scripts ?? []) for (const match of cs.matches) expect(SITES).toContain(match);
  for (const war of m.web_accessible_resources ?? []) {
    if (typeof war !== 'string') for (const match of war.matches ?? []) expect(SITES).toContain(match);
  }
  expect(m.externally_connectable, 'no web page may message the extension').toBeUndefined();
  expect(JSON.stringify(m)).not.toContain('<all_urls>');
  expect(typeof m.content_security_policy).toBe('object');
  expectStrictCsp((m.content_security_policy as { extension_pages?: string }).extension_pages);
  expectNoRemoteCode('chrome-mv3');
});

test('Firefox MV2: host access is exactly the four chat sites, CSP is the same strict policy', () => {
  const m = load('firefox-mv2');
  expect(m.manifest_version).toBe(2);
  // MV2 lists hosts among the permissions.
  expect((m.permissions ?? []).filter(isHostPattern).sort()).toEqual(SITES);
  for (const p of (m.optional_permissions ?? []).filter(isHostPattern)) {
    expect(p).not.toMatch(BROAD);
    expect(p).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]+\/\*$/);
  }
  for (const cs of m.content_scripts ?? []) for (const match of cs.matches) expect(SITES).toContain(match);
  expect(m.externally_connectable).toBeUndefined();
  expect(JSON.stringify(m)).not.toContain('<all_urls>');
  expect(typeof m.content_security_policy).toBe('string');
  expectStrictCsp(m.content_security_policy as string);
  expectNoRemoteCode('firefox-mv2');
});

test('the broad-pattern check itself recognises every "all sites" spelling', () => {
  // Guards the guard: if BROAD stopped matching these, the optional-permission checks would pass vacuously.
  for (const p of ['<all_urls>', '*://*/*', 'https://*/*', 'http://*/*', '*://*.com/*', 'file:///*']) expect(p).toMatch(BROAD);
  for (const p of SITES) expect(p).not.toMatch(BROAD);
});
