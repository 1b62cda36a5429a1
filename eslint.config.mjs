import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import consoleRules from './scripts/eslint/boundaries.mjs';

export default tseslint.config(
  { ignores: ['**/node_modules/', '**/dist/', '**/coverage/', 'e2e/artifacts/', 'bench/out/', 'data/', '.nx/', '**/mockServiceWorker.js'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { console: consoleRules },
    rules: {
      'console/boundaries': 'error',
      '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.tsx', 'packages/*/src/**/*.ts', 'shell/src/**/*.ts', 'mf-*/src/**/*.ts', 'portal/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The contract is what the server loads: no Redux, React or browser client in it.
    files: ['packages/api/src/{schemas,answers}/**/*.ts', 'packages/api/src/{contract,types,permissions,form-validation}.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-redux|@reduxjs/.*)$|(session|base-api|store|upload|client|use-permission|endpoints/.*)$',
              message: 'The contract never imports the client.',
            },
          ],
        },
      ],
    },
  },
  {
    // Chakra is not a shared library: the apps reach it through the shared @console/ui
    // (packages/ui/src/chakra.ts), so the page runs one copy of it, cut to what the console uses.
    files: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'packages/testing/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@chakra-ui/*'],
              message: "Import Chakra's components from '@console/ui' (packages/ui/src/chakra.ts re-exports them).",
            },
          ],
        },
      ],
    },
  },
  {
    // The portal's budget (docs/portal.md): 120 KiB on the wire. The console's packages bring zod,
    // Chakra and Redux; the portal takes their types only (its tests may use the fakes).
    files: ['portal/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@console/*'], allowTypeImports: true, message: "The portal takes only types from the console's packages (its budget)." },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Tests read loosely typed answers and jest.mock factories must require(); migrations take
    // Kysely<any> as Kysely documents (they run against every past schema).
    files: [
      '**/*.test.{ts,tsx}',
      '**/testing/**',
      'server/src/operations/support/**',
      'e2e/**',
      'bench/**',
      'server/src/db/migrat*',
      'server/src/db/migrations/**',
    ],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-require-imports': 'off' },
  },
);
