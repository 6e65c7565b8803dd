// Finds (and on a fresh Debian machine, installs) the browsers the demo and the tests drive.
// CHROME_PATH / FIREFOX_PATH point at another build; Playwright's own browser downloads are never used
// because this project must work where only Debian's packages are reachable.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CANDIDATES = {
  chromium: ['/usr/bin/chromium', '/usr/bin/chromium-browser'],
  firefox: ['/usr/bin/firefox-esr', '/usr/bin/firefox'],
} as const;
const PACKAGE = { chromium: 'chromium', firefox: 'firefox-esr' } as const;
const ENV = { chromium: 'CHROME_PATH', firefox: 'FIREFOX_PATH' } as const;

export type BrowserKind = keyof typeof CANDIDATES;

export function findBrowser(kind: BrowserKind): string | null {
  const fromEnv = process.env[ENV[kind]];
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES[kind].find((p) => existsSync(p)) ?? null;
}

/** Returns the browser's path, installing Debian's package when running as root, else explains how. */
export function browserPath(kind: BrowserKind): string {
  const found = findBrowser(kind);
  if (found) return found;
  if (process.env[ENV[kind]]) {
    throw new Error(`${ENV[kind]}=${process.env[ENV[kind]]} does not exist.`);
  }
  const pkg = PACKAGE[kind];
  if (process.getuid?.() === 0) {
    console.error(`[twice] ${pkg} not found; installing Debian's package…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', pkg], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const now = findBrowser(kind);
    if (now) return now;
  }
  console.error(
    `[twice] ${pkg} is not installed. Install it with:\n\n    sudo apt-get install -y ${pkg}\n\n` +
      `or point ${ENV[kind]} at another ${kind === 'chromium' ? 'Chromium' : 'Firefox'} build.`,
  );
  process.exit(1);
}
