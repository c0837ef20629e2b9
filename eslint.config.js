// Flat ESLint config for the whole monorepo. Kept non-type-checked so `eslint .` stays fast.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noUnlocalizedJsx } from './scripts/eslint/no-unlocalized-jsx.mjs';

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
  // Every text a member reads comes from the catalogues in both languages (docs/TRANSLATION.md). The admin
  // screens stay English for now: their own folders here, and admin-only files of a feature say so at the top.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: [
      '**/*.test.tsx',
      'apps/web/src/test/**',
      'apps/web/src/components/admin/**',
      'apps/web/src/features/admin/**',
      'apps/web/src/features/submissions/**',
      'apps/web/src/features/site-settings/**',
      'apps/web/src/features/*/pages/Admin*.tsx',
    ],
    plugins: { sangam: { rules: { 'no-unlocalized-jsx': noUnlocalizedJsx } } },
    rules: {
      'sangam/no-unlocalized-jsx': [
        'error',
        {
          // Not words: catalogue ids, CSS classes and other single lower-case tokens, symbols and numbers.
          ignore: ['^[a-z]+\\.[A-Za-z0-9_.]+$', '^[a-z0-9][a-z0-9_:/.#?=&-]*$', '^[^\\p{L}]*$'],
          ignoreNames: [
            { regex: { pattern: 'className$', flags: 'i' } },
            {
              regex: {
                pattern: '^(data|aria-(controls|describedby|labelledby|live|current|haspopup|hidden|invalid|sort))',
                flags: 'i',
              },
            },
            'to',
            'href',
            'src',
            'srcSet',
            'sizes',
            'id',
            'htmlFor',
            'name',
            'type',
            'role',
            'key',
            'lang',
            'dir',
            'autoComplete',
            'inputMode',
            'enterKeyHint',
            'method',
            'target',
            'rel',
            'accept',
            'pattern',
            'form',
            'encType',
            'loading',
            'decoding',
            'fetchPriority',
            'variant',
            'tone',
            'size',
            'as',
            'viewBox',
            'd',
            'fill',
            'stroke',
            'xmlns',
            'mode',
            'icon',
            'path',
            'queryKey',
            'field',
            'kind',
            'status',
            'value',
            'defaultValue',
            'min',
            'max',
            'step',
            'width',
            'height',
            'style',
            'capture',
            'download',
            'itemProp',
            'itemType',
            'property',
            'content',
            'sameSite',
            'align',
            'scope',
          ],
          ignoreFunctions: ['t', 'say', 'translate', 'cn', 'clsx', 'buttonClasses', 'console.*', 'String', 'Number'],
        },
      ],
    },
  },
  // Import boundaries (docs/ARCHITECTURE.md): shared -> lib -> plugins -> features -> app. A feature reaches
  // another only through its service, queries, jobs or view policy, never its routes or helpers; the web
  // app's features never import each other (shared pieces live in components/, lib/ or api/).
  {
    files: ['apps/server/src/lib/**/*.ts', 'apps/server/src/plugins/**/*.ts', 'apps/server/src/db/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/(features|seed)/|/app\\.ts$',
              message: 'lib/, db/ and plugins/ do not import features, the seed or the app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/features/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/(?![^/]+(\\.service|\\.queries|\\.jobs|-view)\\.ts$)',
              message:
                "Another feature's internals: go through its *.service.ts, *.queries.ts, *.jobs.ts or *-view.ts.",
            },
            {
              regex: '^\\.\\./\\.\\./(seed/|app\\.ts$|main\\.ts$)',
              message: 'Features do not import the seed or the app.',
            },
          ],
        },
      ],
    },
  },
  // No import cycles among the server's modules: features import each other's services one way only.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // A migration is frozen history: it imports only packages and db/ types, never lib/ or features/.
  {
    files: ['apps/server/src/db/migrations/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '/(lib|features|plugins|seed)/|/app\\.ts$',
              message: 'A migration is frozen: inline what it needs instead of importing lib/ or features/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!\\.\\.)[^/]+/',
              message: 'Web features do not import each other: shared pieces live in components/, lib/ or api/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/**', 'apps/web/src/app/**', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '/features/', message: 'Shared web code does not import features (app/ composes them).' },
          ],
        },
      ],
    },
  },
]);
