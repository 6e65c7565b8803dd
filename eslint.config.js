import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', 'node_modules/**', 'artifacts/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Detecting binary-looking text and stripping control characters needs control-character classes.
      'no-control-regex': 'off',
      'no-restricted-properties': [
        'error',
        { property: 'innerHTML', message: 'Scraped and user text is data: never HTML.' },
        { property: 'outerHTML', message: 'Scraped and user text is data: never HTML.' },
      ],
    },
  },
  {
    // Tests build DOM fixtures from markup; the product never does.
    files: ['**/*.test.ts', 'e2e/**/*.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
  {
    // lib/ is pure: it must run in Node and in a service worker, so no extension APIs.
    files: ['lib/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'chrome', message: 'lib/ is pure: no extension APIs.' }, { name: 'browser', message: 'lib/ is pure: no extension APIs.' }],
      'no-restricted-imports': ['error', { patterns: ['wxt/*', 'webextension-polyfill', '@/utils/*', '@/background/*', '@/content/*'] }],
    },
  },
);
