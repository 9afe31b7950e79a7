import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// One-way imports (ARCHITECTURE.md §2): pages -> models -> services -> core.
const boundary = (group, message) => ({ 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] });

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'coverage/', 'test-results/']),
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  reactHooks.configs.flat.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js', '*.mjs'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['test/**', 'mocks/**/*.test.ts', 'src/**/*.test.ts', 'src/**/*.test.tsx'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  { files: ['src/core/**'], rules: boundary(['**/services/**', '**/models/**', '**/pages/**', '**/components/**', '**/layouts/**', '**/config/**'], 'core/ imports nothing of the app') },
  { files: ['src/components/**'], rules: boundary(['**/models/**', '**/services/**', '**/pages/**', '**/layouts/**'], 'components are presentational: no models, services or pages') },
  { files: ['src/services/**'], rules: boundary(['**/models/**', '**/pages/**', '**/components/**', '**/layouts/**', 'react', 'react-redux'], 'services know nothing of the store or React') },
  { files: ['src/models/**'], rules: boundary(['**/pages/**', '**/layouts/**'], 'models do not import pages') },
  {
    // The `api` aggregate marks every endpoint used wherever it is imported, so the app imports domain modules
    // (`import * as bill from '../services/api/bill'`); tests may use the aggregate.
    files: ['src/models/**', 'src/pages/**', 'src/layouts/**', 'src/app.tsx'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { regex: 'services/api(/index)?$', message: 'import the domain module (services/api/<domain>), not the api aggregate' },
        { regex: '/pages/', message: 'models do not import pages' },
      ] }],
    },
  },
  // ---- typed actions (begin) -------------------------------------------------------------------------------
  // Actions are made by creators (`own.x(...)`, `ui.actions.toast(...)`), never written out: a typo or a wrong
  // payload in a literal compiles. The runtime itself (src/core/) builds its lifecycle actions by hand.
  {
    files: ['src/**'],
    ignores: ['src/core/**'],
    rules: {
      'no-restricted-syntax': ['error',
        {
          selector: "CallExpression:matches([callee.name=/^(put|putResolve|dispatch)$/], [callee.property.name=/^(put|putResolve|dispatch)$/]) > ObjectExpression.arguments",
          message: 'put/putResolve/dispatch an action creator (own.x(...), model.actions.x(...)), not an object literal',
        },
        {
          selector: "CallExpression:matches([callee.name=/^(take|takeEvery|takeLatest|takeLeading)$/], [callee.property.name=/^(take|takeEvery|takeLatest|takeLeading)$/]) > :matches(Literal, TemplateLiteral).arguments:first-child",
          message: 'take a creator (take(own.x), take(model.actions.x)) or a core constant, not a string',
        },
        {
          selector: "CallExpression:matches([callee.name=/^(take|takeEvery|takeLatest|takeLeading)$/], [callee.property.name=/^(take|takeEvery|takeLatest|takeLeading)$/]) > ArrayExpression.arguments:first-child > :matches(Literal, TemplateLiteral)",
          message: 'take creators (take([own.x, own.y])) or core constants, not strings',
        },
      ],
    },
  },
  // ---- typed actions (end) ---------------------------------------------------------------------------------
]);
