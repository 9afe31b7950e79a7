import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

// ---- Import boundaries (docs/ARCHITECTURE.md §1): pages -> models -> services -> core, one way.
// Flat config: a later block's options for a rule replace an earlier block's for the files both match. So each area
// below states all its restricted imports in one block, and the areas do not overlap.
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
/** A relative import that climbs out of its folder into one of `dirs` (src/<dir>, or a family under src/pages). */
const into = (dirs, message) => ({ regex: `^(\\./|(\\.\\./)+)(${dirs.join('|')})(/|$)`, message });
// The `api` aggregate marks every endpoint used wherever it is imported, so the app imports domain modules
// (`import * as bill from '../services/api/bill'`); tests may use the aggregate.
const API_AGGREGATE = {
  regex: 'services/api(/index)?$',
  message: 'import the domain module (services/api/<domain>), not the api aggregate',
};
const FAMILIES = readdirSync(new URL('./src/pages', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'shared')
  .map((d) => d.name);
const otherFamilies = (family) =>
  FAMILIES.filter((other) => other !== family).map((other) => ({
    regex: `^(\\.\\./)+${other}(/|$)`,
    message: `a page family imports itself, pages/shared and the app's layers, not ${other}/`,
  }));
/** What every page module (a family's or pages/shared) may not import besides other families. */
const PAGE_RULES = [
  { regex: '^(\\.\\./)+layouts/(?!use[A-Z])', message: "pages use the layouts' hooks only" },
  { regex: '^(\\.\\./)+(app|index)$', message: 'pages do not import the app root' },
  API_AGGREGATE,
];
const BOUNDARIES = [
  { files: ['src/core/**'], rules: restrict({ regex: '^\\.\\.(/|$)', message: 'core/ imports nothing of the app' }) },
  {
    files: ['src/components/**'],
    rules: restrict(
      into(
        ['models', 'services', 'pages', 'layouts'],
        'components are presentational: no models, services, pages or layouts',
      ),
    ),
  },
  {
    files: ['src/services/**'],
    rules: restrict(
      into(['models', 'pages', 'components', 'layouts'], 'services know nothing of the store, the pages or the UI'),
      { regex: '^react(-dom|-redux)?(/|$)', message: 'services know nothing of React' },
    ),
  },
  {
    files: ['src/models/**'],
    rules: restrict(
      into(['pages', 'components', 'layouts'], 'models do not import pages, components or layouts'),
      API_AGGREGATE,
    ),
  },
  {
    files: ['src/utils/**'],
    rules: restrict(
      into(
        ['models', 'pages', 'components', 'layouts'],
        'utils are small helpers: no models, pages, components or layouts',
      ),
    ),
  },
  {
    files: ['src/layouts/**', 'src/app.tsx'],
    rules: restrict(
      {
        regex: '^(\\./|(\\.\\./)+)pages/(?!loaders$)',
        message: "the app shell reaches pages by name through pages/loaders (lazy chunks), never a page's module",
      },
      API_AGGREGATE,
    ),
  },
  {
    files: ['src/pages/shared/**'],
    rules: restrict(into(FAMILIES, 'pages/shared serves every family and imports none'), ...PAGE_RULES),
  },
  ...FAMILIES.map((family) => ({
    files: [`src/pages/${family}/**`],
    rules: restrict(...otherFamilies(family), ...PAGE_RULES),
  })),
];
// ---- end of import boundaries

// ---- Silent swallows (src/core/README.md, "Effect promises and errors"). `void dispatch(x)` lets a failure reach the
// error hook (toast and log); `quiet(dispatch(x))` keeps it from the hook on purpose. A rejection handler that does
// nothing (`.catch(noop)`, `.catch(() => undefined)`, `.then(f, () => {})`) silences the hook without saying so.
const swallow = (method, index) => {
  const arg = `arguments.${index}`;
  const message = `no empty .${method}() rejection handler: \`void dispatch(x)\` to toast the failure, \`quiet(dispatch(x))\` when the page shows it (src/core)`;
  return [
    {
      selector: `CallExpression[callee.property.name='${method}'][${arg}.type=/^(Arrow)?Function(Expression)?$/][${arg}.body.type='BlockStatement'][${arg}.body.body.length=0]`,
      message,
    },
    {
      selector: `CallExpression[callee.property.name='${method}'][${arg}.type='ArrowFunctionExpression'][${arg}.body.type='Identifier'][${arg}.body.name='undefined']`,
      message,
    },
    {
      selector: `CallExpression[callee.property.name='${method}'][${arg}.type='ArrowFunctionExpression'][${arg}.body.type='UnaryExpression'][${arg}.body.operator='void']`,
      message,
    },
    {
      selector: `CallExpression[callee.property.name='${method}'][${arg}.type='Identifier'][${arg}.name=/^noop$/i]`,
      message,
    },
  ];
};
const SILENT_CATCH = [...swallow('catch', 0), ...swallow('then', 1)];
// ---- end of silent swallows

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'coverage/', 'test-results/']),
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  // The rules of hooks everywhere; the React Compiler's rules (static components, purity, refs…) where components and
  // hooks live: the app's .tsx and its use*.ts. Elsewhere (models, services, the simulator, tests) the compiler ran
  // over every file to find none, a fifth of the lint's time.
  {
    plugins: reactHooks.configs.flat.recommended.plugins,
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  { files: ['src/**/*.tsx', 'src/**/use*.ts'], ...reactHooks.configs.flat.recommended },
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
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
  ...BOUNDARIES,
  {
    // Import cycles, through the TypeScript sources (type-only imports do not count).
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    // A lazy import() counts too: the route table is data (config/routes.ts), the page loaders live with the pages
    // (src/pages/loaders.ts), so a page may ask about routes without closing a circle through its own chunk.
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // ---- restricted syntax (begin): typed actions and no silent swallows, in ONE block (a later block's
  // no-restricted-syntax would replace this one's). The runtime itself (src/core/) builds its lifecycle actions by
  // hand and holds the one quiet handler.
  // Actions are made by creators (`own.x(...)`, `ui.actions.toast(...)`), never written out: a typo or a wrong
  // payload in a literal compiles. The runtime itself (src/core/) builds its lifecycle actions by hand.
  {
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/core/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...SILENT_CATCH,
        {
          selector:
            'CallExpression:matches([callee.name=/^(put|putResolve|dispatch)$/], [callee.property.name=/^(put|putResolve|dispatch)$/]) > ObjectExpression.arguments',
          message:
            'put/putResolve/dispatch an action creator (own.x(...), model.actions.x(...)), not an object literal',
        },
        {
          selector:
            'CallExpression:matches([callee.name=/^(take|takeEvery|takeLatest|takeLeading)$/], [callee.property.name=/^(take|takeEvery|takeLatest|takeLeading)$/]) > :matches(Literal, TemplateLiteral).arguments:first-child',
          message: 'take a creator (take(own.x), take(model.actions.x)) or a core constant, not a string',
        },
        {
          selector:
            'CallExpression:matches([callee.name=/^(take|takeEvery|takeLatest|takeLeading)$/], [callee.property.name=/^(take|takeEvery|takeLatest|takeLeading)$/]) > ArrayExpression.arguments:first-child > :matches(Literal, TemplateLiteral)',
          message: 'take creators (take([own.x, own.y])) or core constants, not strings',
        },
        // One failure path (src/core/README.md): a section's read goes through loadInto, everything else reaches
        // onError. A no-op onFail only silences the hook (inside a catch it does nothing at all).
        {
          selector:
            "Property[key.name='onFail'] > ArrowFunctionExpression:matches([body.type='Identifier'][body.name='undefined'], [body.type='BlockStatement'][body.body.length=0])",
          message: "no no-op onFail: a section's read goes through loadInto, any other failure reaches onError",
        },
        {
          selector: "VariableDeclarator[id.name='quiet']",
          message:
            "no local quiet: core's quiet(dispatch(...)) where the caller shows the failure, loadInto for a read",
        },
        // Typed access: the model's own loading flag, never a string key.
        {
          selector:
            'CallExpression[callee.name=/^select(Effect|Model)Loading$/] > :matches(Literal, TemplateLiteral).arguments:first-child',
          message: "model.loading('effect') (typed by the model's effects), not a string loading key",
        },
      ],
    },
  },
  // ---- restricted syntax (end) ---------------------------------------------------------------------------------
]);
