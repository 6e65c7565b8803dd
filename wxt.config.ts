import { defineConfig } from 'wxt';
import path from 'node:path';
import { SITE_MATCHES } from './lib/sites/registry';

// Host access is limited to the chat sites of the registry (lib/sites/registry.ts); nothing else is ever
// requested up front.
const HOSTS = [...SITE_MATCHES];

// Extension pages run only their own bundled scripts: no remote code, no eval (WebLLM's WebAssembly needs
// 'wasm-unsafe-eval' and nothing more), no plugins, and they cannot be framed or post forms anywhere.
const CSP = "script-src 'self' 'wasm-unsafe-eval'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
// Where WebLLM fetches weights (huggingface.co) and compiled model libraries (raw.githubusercontent.com).
// Optional: asked for only when the user opts in to the local model and clicks download (ui/options/LlmSection).
const MODEL_HOSTS = ['https://huggingface.co/*', 'https://raw.githubusercontent.com/*'];
// TWICE_FAKE_LLM=1 builds a test-only variant (into .output/<browser>-mv3-fake-llm) whose web-llm is the fake
// engine in e2e/fakes/web-llm.ts, for e2e/llm.spec.ts. The normal build never sees the fake.
const FAKE_LLM = process.env.TWICE_FAKE_LLM === '1';
// TWICE_TEST_HOOKS=1 builds another test-only variant (.output/<browser>-mv3-test-hooks) in which e2e tests can
// make store writes fail as on a full disk (e2e/fakes/test-hooks.ts). The normal build ships a no-op.
const TEST_HOOKS = process.env.TWICE_TEST_HOOKS === '1';

export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  ...(FAKE_LLM && {
    outDirTemplate: '{{browser}}-mv{{manifestVersion}}-fake-llm',
    vite: () => ({ resolve: { alias: { '@mlc-ai/web-llm': path.resolve(import.meta.dirname, 'e2e/fakes/web-llm.ts') } } }),
  }),
  ...(TEST_HOOKS && {
    outDirTemplate: '{{browser}}-mv{{manifestVersion}}-test-hooks',
    vite: () => ({ resolve: { alias: [{ find: /^\.\.\/utils\/test-hooks$/, replacement: path.resolve(import.meta.dirname, 'e2e/fakes/test-hooks.ts') }] } }),
  }),
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    // 'offscreen' hosts the local model (entrypoints/offscreen), Chrome only like the feature itself.
    permissions: ['storage', 'clipboardWrite', ...(browser === 'firefox' ? [] : ['offscreen'])],
    host_permissions: HOSTS,
    ...(browser !== 'firefox' && { optional_host_permissions: MODEL_HOSTS }),
    action: { default_title: '__MSG_extName__' },
    // Firefox MV2 takes the policy as a plain string.
    content_security_policy: browser === 'firefox' ? CSP : { extension_pages: CSP },
    commands: {
      'insert-rules': {
        suggested_key: { default: 'Alt+Shift+Y' },
        description: '__MSG_cmdInsert__',
      },
    },
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: { id: 'twice@twice.dev', data_collection_permissions: { required: ['none'] } },
      },
    }),
  }),
});
