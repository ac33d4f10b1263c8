import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

/** Every web feature, so that a new one is covered by the rule that features never import each other. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules',
      '**/dist',
      '**/dist-server',
      '.data',
      '**/migrations',
      'test-results',
      'playwright-report',
      '**/*.d.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: {
          allowDefaultProject: ['playwright.config.ts'],
          defaultProject: 'tsconfig.tools.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: true } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through the validated env.ts only.',
        },
      ],
    },
  },
  {
    // Tests read untyped JSON bodies and assert their shape; that is the point of the assertion.
    files: ['**/test/**/*.ts', '**/*.test.{ts,tsx}', '**/e2e/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: [
      'apps/api/src/config/env.ts',
      'apps/api/test/**',
      'apps/api/bench/**',
      'e2e/**',
      'playwright.config.ts',
      'apps/api/drizzle.config.ts',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    // The import rules follow imports only through files they can resolve and parse: the `@/` alias and
    // TypeScript sources need the TypeScript resolver, else no-cycle and no-restricted-paths see nothing.
    settings: {
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: 'apps/web/tsconfig.json' } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.meta.name='import'][property.name='env']",
          message: 'Read configuration through src/config/env.ts only.',
        },
      ],
      'import/no-cycle': 'error',
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // A feature never imports another feature.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
            })),
            // Shared code never imports features or app routes.
            {
              target: [
                './apps/web/src/components',
                './apps/web/src/lib',
                './apps/web/src/config',
                './apps/web/src/hooks',
                './apps/web/src/stores',
              ],
              from: ['./apps/web/src/features', './apps/web/src/app'],
            },
            { target: './apps/web/src/features', from: './apps/web/src/app' },
            // Within shared code, config is at the bottom, then stores, lib, hooks and components.
            {
              target: './apps/web/src/config',
              from: [
                './apps/web/src/stores',
                './apps/web/src/lib',
                './apps/web/src/hooks',
                './apps/web/src/components',
              ],
            },
            {
              target: './apps/web/src/stores',
              from: ['./apps/web/src/lib', './apps/web/src/hooks', './apps/web/src/components'],
            },
            { target: './apps/web/src/lib', from: ['./apps/web/src/hooks', './apps/web/src/components'] },
            { target: './apps/web/src/hooks', from: './apps/web/src/components' },
            // The guests' capture page is an entry of its own: none of the dashboard's code.
            { target: './apps/web/src/capture', from: ['./apps/web/src/features', './apps/web/src/app'] },
          ],
        },
      ],
    },
  },
  {
    // The API imports its own modules without an extension: the resolver looks for .ts too, so that
    // import/no-cycle follows them and no import circle comes back.
    files: ['apps/api/**/*.ts'],
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.mjs', '.js', '.json'] } },
      'import/extensions': ['.ts', '.mjs', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import/no-cycle': 'error' },
  },
  {
    files: ['apps/web/src/config/env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
