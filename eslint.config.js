// Flat ESLint config for the whole monorepo. Kept non-type-checked so `eslint .` stays fast.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const unusedVars = {
  argsIgnorePattern: '^_',
  varsIgnorePattern: '^_',
  caughtErrorsIgnorePattern: '^_',
  destructuredArrayIgnorePattern: '^_',
};

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    'data/', // the server's SQLite files (DATA_DIR); not source folders named data
    'apps/*/data/',
    '**/coverage/',
    '**/test-results/',
    '**/playwright-report/',
    '**/.e2e-data/',
  ]),
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
    rules: { 'no-unused-vars': ['error', unusedVars] },
  },
  // Server, shared, scripts, configs and Playwright specs run in Node; the web app runs in the browser.
  { ignores: ['apps/web/src/**'], languageOptions: { globals: globals.node } },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    rules: { 'no-unused-vars': 'off', '@typescript-eslint/no-unused-vars': ['error', unusedVars] },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: globals.browser },
  },
]);
