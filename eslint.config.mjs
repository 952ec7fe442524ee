// ESLint over the console, onboarding-web, ops-web, the UI kit (packages/ui) and the browser tests (`npm run lint`, run by `make test`).
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import globals from 'globals'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import boundaries from './eslint/boundaries.mjs'

const APP_SOURCES = ['console/src/**/*.{ts,tsx}', 'onboarding-web/src/**/*.{ts,tsx}', 'ops-web/src/**/*.{ts,tsx}', 'packages/ui/src/**/*.{ts,tsx}']

export default defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', 'e2e/test-results*/**', 'e2e/playwright-report/**', 'e2e/screenshots/**', 'coverage/**'] },

  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      // Type-aware rules through the TypeScript project service (each workspace's tsconfig.json).
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Unused code fails tsc already (noUnusedLocals); the lint rule adds `_`-prefixed escapes.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Cheap type-aware checks that catch real bugs.
      // Fire-and-forget by design: a cache invalidation refetches in the background (its errors
      // surface through the query), and a navigation has nothing to wait for.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: '@tanstack/query-core', name: ['invalidateQueries', 'refetchQueries'] },
            { from: 'package', package: 'react-router', name: 'NavigateFunction' },
          ],
        },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: false }],
    },
  },

  // The two React apps and their UI kit: hooks rules (with the React Compiler-era checks) and folder boundaries.
  {
    files: APP_SOURCES,
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      // The recommended set, React Compiler-era checks included (purity, refs, immutability, …).
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': 'error',
      'boundaries/features': 'error',
      // zod's JIT trips the CSP: its values come from @congregate/ui/zod (JIT off). Types may come from 'zod'.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'zod', message: "Import z from '@congregate/ui/zod' (zod without its JIT, which the CSP forbids).", allowTypeImports: true }] },
      ],
    },
  },

  // Config files, scripts and the browser tests run in Node.
  {
    files: ['*.mjs', 'eslint/**/*.mjs', 'scripts/**/*.{mjs,mts}', '*/vite.config.ts', 'packages/*/vitest.config.ts', 'e2e/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['*.mjs', 'eslint/**/*.mjs', 'scripts/**/*.{mjs,mts}'],
    ...tseslint.configs.disableTypeChecked,
  },
  // The Lighthouse bench hands functions to the page it drives: they run in the browser.
  { files: ['scripts/bench-lighthouse.mjs'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
  { files: ['console/public/sw.js'], languageOptions: { globals: globals.serviceworker } },
)
