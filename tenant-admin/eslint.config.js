import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import tseslint from 'typescript-eslint';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  globalIgnores(['dist', 'node_modules']),
  {
    files: ['**/*.{ts,tsx}'],
    extends: [
      js.configs.recommended,
      tseslint.configs.recommended,
      reactHooks.configs.flat['recommended-latest'],
      reactRefresh.configs.vite,
    ],
    languageOptions: {
      ecmaVersion: 2022,
      globals: globals.browser,
    },
    rules: {
      // Features talk to the server only through the one API client in src/lib/api.ts.
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Use the API client in src/lib/api.ts.' }],
      // Outside its own folder a file imports through the @/ alias (src/), so it can move without rewriting its imports.
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: 'Use the @/ alias.' }] }],
    },
  },
  {
    files: ['src/lib/api.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
]);
