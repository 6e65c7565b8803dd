import { defineConfig } from 'wxt';

// Host access is limited to the two chat sites; nothing else is ever requested up front.
const HOSTS = ['https://chatgpt.com/*', 'https://claude.ai/*'];

export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/webextension-polyfill'],
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: ['storage', 'clipboardWrite'],
    host_permissions: HOSTS,
    action: { default_title: '__MSG_extName__' },
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
