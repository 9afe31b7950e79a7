import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// One-way imports (ARCHITECTURE.md §2): pages -> models -> services -> core.
const boundary = (group, message) => ({ 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] });

// ---- Silent swallows (src/core/README.md, "Effect promises and errors"). `void dispatch(x)` lets a failure reach the
// error hook (toast and log); `quiet(dispatch(x))` keeps it from the hook on purpose. A rejection handler that does
// nothing (`.catch(noop)`, `.catch(() => undefined)`, `.then(f, () => {})`) silences the hook without saying so.
const swallow = (method, index) => {
  const arg = `arguments.${index}`;
  const message = `no empty .${method}() rejection handler: \`void dispatch(x)\` to toast the failure, \`quiet(dispatch(x))\` when the page shows it (src/core)`;
  return [
    { selector: `CallExpression[callee.property.name='${method}'][${arg}.type=/^(Arrow)?Function(Expression)?$/][${arg}.body.type='BlockStatement'][${arg}.body.body.length=0]`, message },
    { selector: `CallExpression[callee.property.name='${method}'][${arg}.type='ArrowFunctionExpression'][${arg}.body.type='Identifier'][${arg}.body.name='undefined']`, message },
    { selector: `CallExpression[callee.property.name='${method}'][${arg}.type='ArrowFunctionExpression'][${arg}.body.type='UnaryExpression'][${arg}.body.operator='void']`, message },
    { selector: `CallExpression[callee.property.name='${method}'][${arg}.type='Identifier'][${arg}.name=/^noop$/i]`, message },
  ];
};
const SILENT_CATCH = [...swallow('catch', 0), ...swallow('then', 1)];
// ---- end of silent swallows

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
  // ---- silent swallows: the runtime itself (core/) is where the one quiet handler lives.
  { files: ['src/**/*.ts', 'src/**/*.tsx'], ignores: ['src/core/**'], rules: { 'no-restricted-syntax': ['error', ...SILENT_CATCH] } },
  // ---- end of silent swallows
]);
