// Production bundle sizes (gzip -9 with node:zlib) of the built extension, and whether web-llm leaked
// into bundles where it must never be. Builds first when the output is missing or older than the sources.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from './corpus';
import { round } from './stats';

export interface SizeFigures {
  content_script_gzip_kb_chatgpt: number;
  content_script_gzip_kb_claude: number;
  content_script_gzip_kb_gemini: number;
  content_script_gzip_kb_deepseek: number;
  /** The largest content script, raw: every site's script carries the same capture and insert code. */
  content_script_raw_kb_max: number;
  background_gzip_kb: number;
  /** Sum of the gzipped JS chunks popup.html loads (entry script and modulepreloads). */
  popup_gzip_kb: number;
  /** web-llm markers found in the Chrome content scripts (must be false). */
  webllm_in_content_scripts: boolean;
  /** web-llm markers anywhere in the Firefox build (must be false: no WebGPU engine shipped there). */
  webllm_in_firefox_build: boolean;
  /** The markers were found in @mlc-ai/web-llm itself, so a false above means something. */
  webllm_markers_verified: boolean;
  /** Which builds were (re)made by this run. */
  size_built: string;
}

export interface SizeOptions {
  /** 'auto': build a target when its output is missing or older than the sources. */
  build: 'auto' | 'always' | 'never';
  log?: (line: string) => void;
}

/** Strings that survive minification of @mlc-ai/web-llm (class name, its config file, its runtime). */
const WEBLLM_MARKERS = ['MLCEngine', 'mlc-chat-config.json', 'tvmjs'];
const SOURCES = ['entrypoints', 'lib', 'content', 'background', 'ui', 'utils', 'public', 'assets', 'wxt.config.ts', 'package.json', 'package-lock.json'];

const kb = (bytes: number): number => round(bytes / 1024);
const gz = (buf: Buffer): number => gzipSync(buf, { level: 9 }).length;

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

function allFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? allFiles(join(dir, e.name)) : [join(dir, e.name)]));
}

function ensureBuilt(target: 'chrome-mv3' | 'firefox-mv2', opts: SizeOptions): boolean {
  const out = resolve(ROOT, '.output', target);
  const manifest = join(out, 'manifest.json');
  const stale = !existsSync(manifest) || statSync(manifest).mtimeMs < Math.max(...SOURCES.map((s) => newestMtime(resolve(ROOT, s))));
  if (opts.build === 'never' || (opts.build === 'auto' && !stale)) {
    if (!existsSync(manifest)) throw new Error(`.output/${target} is missing; run without --no-build`);
    return false;
  }
  opts.log?.(`building ${target}…`);
  const args = ['wxt', 'build', ...(target === 'firefox-mv2' ? ['-b', 'firefox'] : [])];
  // Build output goes to stderr so `--json` keeps stdout to the one JSON object.
  execFileSync('npx', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  return true;
}

function hasWebllm(files: readonly string[]): boolean {
  return files.some((f) => {
    if (!/\.(m?js|html)$/.test(f)) return false;
    const text = readFileSync(f, 'utf8');
    return WEBLLM_MARKERS.some((m) => text.includes(m));
  });
}

/** JS files popup.html loads: its module script and modulepreload links. */
function popupChunks(out: string): string[] {
  const html = readFileSync(join(out, 'popup.html'), 'utf8');
  const srcs = [...html.matchAll(/<script[^>]*\bsrc="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map((m) => m[1]!);
  return [...new Set(srcs)].map((s) => join(out, s.replace(/^\//, '')));
}

export async function benchSize(opts: SizeOptions): Promise<SizeFigures> {
  const built: string[] = [];
  if (ensureBuilt('chrome-mv3', opts)) built.push('chrome-mv3');
  if (ensureBuilt('firefox-mv2', opts)) built.push('firefox-mv2');
  const chrome = resolve(ROOT, '.output/chrome-mv3');
  const firefox = resolve(ROOT, '.output/firefox-mv2');
  const file = (p: string): Buffer => readFileSync(join(chrome, p));
  const cs = allFiles(join(chrome, 'content-scripts')).filter((f) => f.endsWith('.js'));
  const script = (site: string): Buffer => file(`content-scripts/${site}.js`);
  return {
    content_script_gzip_kb_chatgpt: kb(gz(script('chatgpt'))),
    content_script_gzip_kb_claude: kb(gz(script('claude'))),
    content_script_gzip_kb_gemini: kb(gz(script('gemini'))),
    content_script_gzip_kb_deepseek: kb(gz(script('deepseek'))),
    content_script_raw_kb_max: kb(Math.max(...cs.map((f) => readFileSync(f).length))),
    background_gzip_kb: kb(gz(file('background.js'))),
    popup_gzip_kb: kb(popupChunks(chrome).reduce((s, f) => s + gz(readFileSync(f)), 0)),
    webllm_in_content_scripts: hasWebllm(cs),
    webllm_in_firefox_build: hasWebllm(allFiles(firefox)),
    webllm_markers_verified: hasWebllm([resolve(ROOT, 'node_modules/@mlc-ai/web-llm/lib/index.js')]),
    size_built: built.length ? built.join(', ') : 'none (output up to date)',
  };
}
