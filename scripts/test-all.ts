// `npm test`: every check and every test suite, in the order CI runs them, ending with one line
// `N passed, N failed` that totals all suites. Exits non-zero if anything failed.
// Usage: npm test [-- --only unit,e2e]   (steps: typecheck lint unit build weblint e2e firefox)
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { browserPath } from './browsers';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'artifacts', 'reports');
mkdirSync(reports, { recursive: true });

const onlyArg = process.argv.indexOf('--only');
const only = onlyArg > 0 ? new Set((process.argv[onlyArg + 1] ?? '').split(',')) : null;

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const lines: string[] = [];

function run(cmd: string, args: string[], env: Record<string, string> = {}): number {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function record(name: string, t: Tally): void {
  total.passed += t.passed;
  total.failed += t.failed;
  total.skipped += t.skipped;
  lines.push(`${name.padEnd(10)} ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}`);
}

/** A check with no test count of its own (type-check, lint, build) counts as one test. */
function check(name: string, cmd: string, args: string[]): boolean {
  const ok = run(cmd, args) === 0;
  record(name, { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 });
  return ok;
}

const want = (step: string) => !only || only.has(step);
const npx = 'npx';
let built = existsSync(path.join(root, '.output', 'chrome-mv3', 'manifest.json'));

if (want('typecheck')) check('typecheck', npx, ['tsc', '--noEmit']);
if (want('lint')) check('eslint', npx, ['eslint', '.', '--max-warnings=0']);

if (want('unit')) {
  const out = path.join(reports, 'vitest.json');
  rmSync(out, { force: true });
  const code = run(npx, ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
  if (existsSync(out)) {
    const j = JSON.parse(readFileSync(out, 'utf8')) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
    // A suite that fails to load has no failed test of its own: count it so the exit code and the line agree.
    const failed = j.numFailedTests || (code === 0 ? 0 : 1);
    record('unit', { passed: j.numPassedTests, failed, skipped: j.numPendingTests + j.numTodoTests });
  } else record('unit', { passed: 0, failed: 1, skipped: 0 });
}

if (want('build')) {
  built = check('build', npx, ['wxt', 'build']) && check('build-ff', npx, ['wxt', 'build', '-b', 'firefox']);
}
if (want('weblint')) {
  check('web-ext', npx, ['web-ext', 'lint', '-s', '.output/firefox-mv2', '--self-hosted']);
}

if (want('e2e')) {
  browserPath('chromium');
  const out = path.join(reports, 'playwright.json');
  rmSync(out, { force: true });
  // e2e/llm.spec.ts also needs the test-only variant with the fake web-llm (.output/chrome-mv3-fake-llm).
  if (built) built = run(npx, ['wxt', 'build'], { TWICE_FAKE_LLM: '1' }) === 0;
  // e2e/trust.spec.ts fills the store through the test-only hooks variant (.output/chrome-mv3-test-hooks).
  if (built) built = run(npx, ['wxt', 'build'], { TWICE_TEST_HOOKS: '1' }) === 0;
  const code = built ? run(npx, ['playwright', 'test', '--reporter=list,json'], { PLAYWRIGHT_JSON_OUTPUT_NAME: out }) : 1;
  if (existsSync(out)) {
    const s = (JSON.parse(readFileSync(out, 'utf8')) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } }).stats;
    record('e2e', { passed: s.expected + s.flaky, failed: s.unexpected || (code === 0 ? 0 : 1), skipped: s.skipped });
  } else record('e2e', { passed: 0, failed: 1, skipped: 0 });
}

if (want('firefox')) {
  browserPath('firefox');
  const out = path.join(reports, 'firefox.json');
  rmSync(out, { force: true });
  const code = built ? run(npx, ['tsx', 'e2e/firefox/smoke.ts', '--json', out]) : 1;
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, 'utf8')) as { passed: number; failed: number };
    record('firefox', { passed: s.passed, failed: s.failed || (code === 0 ? 0 : 1), skipped: 0 });
  } else record('firefox', { passed: 0, failed: 1, skipped: 0 });
}

console.log('\n' + lines.join('\n'));
console.log(`${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 ? 1 : 0);
