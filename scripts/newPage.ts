// `npm run new:page -- <route> [--family <name>] [--name <Page>] [--root <dir>] [--dry-run]`
//
// Stamps a page for a route of config/routes.ts in the shape of the page families (src/pages/recharge is the
// model): the page module (exports `models` and `messages`, loading / error / empty states), its model (a dva model
// with a takeLatest read and a selector), its saga test (expectSaga, the happy path and the failure), and its part
// of the messages in both languages (src/locales/<lang>/<family>.ts, shipped in the family's chunk through
// src/pages/<family>/messages.ts and typed in src/locales/pages.ts). Then it sets the route's `page` in
// config/routes.ts with a single-row edit. It never overwrites a file and never touches another route's row.
import fs from 'node:fs';
import path from 'node:path';

interface Options { route: string; family?: string; name?: string; root: string; dryRun: boolean }

function usage(message?: string): never {
  if (message) console.error(`new:page: ${message}`);
  console.error('usage: npm run new:page -- <route> [--family <name>] [--name <Page>] [--root <dir>] [--dry-run]');
  process.exit(1);
}

function parseArgs(argv: string[]): Options {
  const opts: Options = { route: '', root: process.cwd(), dryRun: false };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    const value = () => argv[++i] ?? usage(`${a} needs a value`);
    if (a === '--family') opts.family = value();
    else if (a === '--name') opts.name = value();
    else if (a === '--root') opts.root = path.resolve(value());
    else if (a === '--dry-run') opts.dryRun = true;
    else if (a === '--help' || a === '-h') usage();
    else if (a.startsWith('-')) usage(`unknown option ${a}`);
    else if (!opts.route) opts.route = a;
    else usage(`one route at a time (got ${opts.route} and ${a})`);
  }
  if (!opts.route.startsWith('/') || opts.route === '/') usage('give a route of the table, e.g. /flowCaps/success');
  return opts;
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const isIdent = (s: string) => /^[A-Za-z][A-Za-z0-9]*$/.test(s);

/** '/flowCaps/success' -> family flowCaps, page Success; '/flowDetail/fiveG/product1' -> FiveGProduct1; params dropped. */
export function namesOf(route: string, family?: string, name?: string) {
  const segments = route.split('/').filter((s) => s && !s.startsWith(':'));
  const fam = family ?? segments[0];
  const rest = segments.slice(1);
  const page = name ?? (rest.length ? rest.map(upperFirst).join('') : upperFirst(segments[0]));
  if (!isIdent(fam) || !isIdent(page)) usage(`cannot name "${route}" (family "${fam}", page "${page}"): pass --family and --name`);
  const camel = lowerFirst(page);
  const home = rest.length === 0 && !name;
  return {
    family: fam,
    page,
    /** The model's namespace, unique across families: the family's own for its home route. */
    namespace: home ? fam : `${fam}${page}`,
    modelFile: `${camel}Model`,
    /** The messages' key prefix. */
    prefix: home ? `${fam}.home` : `${fam}.${camel}`,
    chunk: `page-${fam}`,
  };
}

type Names = ReturnType<typeof namesOf>;

// ---------------------------------------------------------------- the stamped files

const pageModule = (n: Names, route: string, template: string) => `import { useEffect } from 'react';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import ${n.namespace}, { select${n.page} } from './${n.modelFile}';
import * as styles from './${n.page}.module.css';

export { messages } from './messages';

export const models = [${n.namespace}];

const noop = () => undefined;

/** \`${route}\` (PAGES.md, ${template}): what the customer does here. */
export default function ${n.page}() {
  useLang();
  const dispatch = useAppDispatch();
  const { items } = usePageSelector(select${n.page});
  const load = () => { dispatch(${n.namespace}.actions.load()).catch(noop); };

  useEffect(() => {
    dispatch(${n.namespace}.actions.load()).catch(noop);
  }, [dispatch]);

  let body;
  if (items.status === 'error') body = <ErrorBlock message={items.message} onRetry={load} />;
  else if (items.status !== 'ready') body = <Skeleton rows={4} />;
  else if (items.data.length === 0) body = <Empty text={t('${n.prefix}.empty')} />;
  else {
    body = (
      <ul className={styles.list}>
        {items.data.map((item) => <li key={item.id} className={styles.item}>{item.title}</li>)}
      </ul>
    );
  }

  return (
    <main className={styles.page} aria-busy={items.status === 'loading' || undefined}>
      <h1 className={styles.title}>{t('${n.prefix}.title')}</h1>
      {body}
    </main>
  );
}
`;

const pageCss = (n: Names) => `/* ${n.page}: a 375px-wide phone first; cards on the grey page background. */
.page { min-height: 100vh; background: var(--color-bg); padding: var(--space-4) var(--space-3) calc(var(--space-5) + var(--safe-bottom)); }
.title { margin: 0 0 var(--space-3); font-size: var(--font-xl); font-weight: 600; }
.list { margin: 0; padding: 0; list-style: none; background: var(--color-surface); border-radius: var(--radius-lg); box-shadow: var(--shadow-1); }
.item { padding: var(--space-3) var(--space-4); }
.item + .item { border-top: 1px solid var(--color-border); }
`;

const model = (n: Names, route: string) => `// \`${route}\`: what this page shows and does. Effects say why they are takeLatest (reads) or takeLeading
// (submissions); the page dispatches and selects, nothing more.
import { defineModel } from '../../core';

export interface ${n.page}Item {
  id: string;
  title: string;
}

export type Load<T> = { status: 'idle' | 'loading' } | { status: 'ready'; data: T } | { status: 'error'; message: string };

export interface ${n.page}State {
  items: Load<${n.page}Item[]>;
}

const initial: ${n.page}State = { items: { status: 'idle' } };

/**
 * Where the items come from: replace with the domain module's call (\`import * as billApi from
 * '../../services/api/bill'\`, never the \`api\` aggregate), passing \`{ onFail: () => undefined }\` so the page,
 * not a toast, shows a failure.
 */
export const source = (): Promise<${n.page}Item[]> => Promise.resolve([]);

export const select${n.page} = (s: { ${n.namespace}: ${n.page}State }) => s.${n.namespace};

const ${n.namespace} = defineModel({
  namespace: '${n.namespace}',
  state: initial,
  reducers: {
    setItems(state, { payload }: { payload: Load<${n.page}Item[]> }) { return { ...state, items: payload }; },
  },
  effects: {
    /** takeLatest: a read; coming back to the page reads again, and the newer answer wins. */
    load: [
      function* (_: unknown, { call, put }) {
        yield* put({ type: 'setItems', payload: { status: 'loading' } });
        try {
          const data = yield* call(source);
          yield* put({ type: 'setItems', payload: { status: 'ready', data } });
        } catch (e) {
          yield* put({ type: 'setItems', payload: { status: 'error', message: (e as Error).message } });
        }
      },
      { type: 'takeLatest' },
    ],
  },
});

export default ${n.namespace};
`;

const sagaTest = (n: Names, route: string) => `// \`${route}\`: the model's flows, with the source provided.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import ${n.namespace}, { select${n.page}, source, type ${n.page}State } from '../../../src/pages/${n.family}/${n.modelFile}';

const run = () =>
  expectSaga(${n.namespace}.saga).withReducer(combineReducers({ ${n.namespace}: ${n.namespace}.reducer as never }) as never);
const slice = (storeState: unknown) => select${n.page}(storeState as { ${n.namespace}: ${n.page}State });

describe('${n.namespace}.load', () => {
  it('loads the items', async () => {
    const items = [{ id: '1', title: 'one' }];
    const { storeState } = await run()
      .provide([[matchers.call.fn(source), items]])
      .dispatch(${n.namespace}.actions.load())
      .call(source)
      .silentRun(30);
    expect(slice(storeState).items).toEqual({ status: 'ready', data: items });
  });

  it('keeps a failure on the page, with its message', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(source), throwError(new Error('请求超时，请稍后重试'))]])
      .dispatch(${n.namespace}.actions.load())
      .silentRun(30);
    expect(slice(storeState).items).toEqual({ status: 'error', message: '请求超时，请稍后重试' });
  });
});
`;

const zhPart = (n: Names) => `// The ${n.family} family's messages. Ships in its chunk (src/pages/${n.family}/messages.ts), never in the entry.
export default {
${zhKeys(n)}};
`;
const enPart = (n: Names) => `import type zh from '../zh-CN/${n.family}';

const messages: Record<keyof typeof zh, string> = {
${enKeys(n)}};

export default messages;
`;
const zhKeys = (n: Names) => `  '${n.prefix}.title': '${n.page}',\n  '${n.prefix}.empty': '暂无内容',\n`;
const enKeys = (n: Names) => `  '${n.prefix}.title': '${n.page}',\n  '${n.prefix}.empty': 'Nothing here yet',\n`;

const messagesModule = (n: Names) => `// The ${n.family} family's messages in both languages: they ship with this family's chunk, not in the entry.
import type { PageMessages } from '../../locales';
import zh from '../../locales/zh-CN/${n.family}';
import en from '../../locales/en-US/${n.family}';

export const messages: PageMessages = { 'zh-CN': zh, 'en-US': en };
`;

// ---------------------------------------------------------------- edits of shared files

/** Adds keys before the closing brace of a messages part (`};` of the object). */
function addKeys(source: string, keys: string, file: string): string {
  const at = source.lastIndexOf('\n};');
  if (at < 0) throw new Error(`${file}: no closing "};" to add keys before`);
  return `${source.slice(0, at + 1)}${keys}${source.slice(at + 1)}`;
}

/** One import line after the last part import, and the part in the union: two single-line edits. */
function addPart(source: string, family: string): string {
  if (source.includes(`from './zh-CN/${family}'`)) return source;
  const lines = source.split('\n');
  const lastImport = lines.map((l, i) => (/^import type \w+ from '\.\/zh-CN\/\w+';$/.test(l) ? i : -1)).filter((i) => i >= 0).pop();
  const union = lines.findIndex((l) => l.startsWith('export type PageMessageKey ='));
  if (lastImport === undefined || union < 0) throw new Error('src/locales/pages.ts: not the expected shape');
  lines[union] = lines[union].replace(/;$/, ` | keyof typeof ${family};`);
  lines.splice(lastImport + 1, 0, `import type ${family} from './zh-CN/${family}';`);
  return lines.join('\n');
}

/** Sets the route's page on its own row of config/routes.ts; returns the row's template. */
function setPage(source: string, route: string, n: Names): { source: string; template: string } {
  const lines = source.split('\n');
  const rows = lines.map((l, i) => (l.includes(`{ path: '${route}',`) ? i : -1)).filter((i) => i >= 0);
  if (rows.length !== 1) throw new Error(`config/routes.ts: expected one row for ${route}, found ${rows.length}`);
  const row = lines[rows[0]];
  if (/\bpage:/.test(row)) throw new Error(`config/routes.ts: ${route} already has a page`);
  if (!row.trimEnd().endsWith('},')) throw new Error(`config/routes.ts: the row of ${route} does not end on its line`);
  const template = /template: '(\w+)'/.exec(row)?.[1] ?? 'page';
  const loader = `page: () => import(/* webpackChunkName: "${n.chunk}" */ '../src/pages/${n.family}/${n.page}')`;
  lines[rows[0]] = row.replace(/\s*},\s*$/, `, ${loader} },`);
  return { source: lines.join('\n'), template };
}

// ---------------------------------------------------------------- main

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const n = namesOf(opts.route, opts.family, opts.name);
  const at = (...p: string[]) => path.join(opts.root, ...p);
  const read = (f: string) => fs.readFileSync(at(f), 'utf8');
  const exists = (f: string) => fs.existsSync(at(f));

  const routesFile = 'config/routes.ts';
  const { source: routes, template } = setPage(read(routesFile), opts.route, n);

  const dir = `src/pages/${n.family}`;
  const created: [string, string][] = [
    [`${dir}/${n.page}.tsx`, pageModule(n, opts.route, template)],
    [`${dir}/${n.page}.module.css`, pageCss(n)],
    [`${dir}/${n.modelFile}.ts`, model(n, opts.route)],
    [`test/pages/${n.family}/${n.modelFile}.test.ts`, sagaTest(n, opts.route)],
  ];
  for (const [f] of created) if (exists(f)) throw new Error(`${f} exists; nothing was changed`);

  const edited: [string, string][] = [[routesFile, routes]];
  const zh = `src/locales/zh-CN/${n.family}.ts`;
  const en = `src/locales/en-US/${n.family}.ts`;
  if (exists(zh) !== exists(en)) throw new Error(`${zh} and ${en}: one exists without the other`);
  if (exists(zh)) {
    if (read(zh).includes(`'${n.prefix}.title'`)) throw new Error(`${zh} already has ${n.prefix}.* keys`);
    edited.push([zh, addKeys(read(zh), zhKeys(n), zh)], [en, addKeys(read(en), enKeys(n), en)]);
  } else {
    created.push([zh, zhPart(n)], [en, enPart(n)]);
  }
  if (!exists(`${dir}/messages.ts`)) created.push([`${dir}/messages.ts`, messagesModule(n)]);
  const pagesFile = 'src/locales/pages.ts';
  const pages = addPart(read(pagesFile), n.family);
  if (pages !== read(pagesFile)) edited.push([pagesFile, pages]);

  for (const [f, text] of created) {
    console.log(`${opts.dryRun ? 'would create' : 'create'} ${f}`);
    if (!opts.dryRun) {
      fs.mkdirSync(path.dirname(at(f)), { recursive: true });
      fs.writeFileSync(at(f), text, { flag: 'wx' });
    }
  }
  for (const [f, text] of edited) {
    console.log(`${opts.dryRun ? 'would edit' : 'edit'} ${f}`);
    if (!opts.dryRun) fs.writeFileSync(at(f), text);
  }
  console.log(`${opts.route}: page ${n.page}, model "${n.namespace}", messages ${n.prefix}.*, chunk ${n.chunk}`);
}

if (require.main === module) {
  try {
    main();
  } catch (e) {
    console.error(`new:page: ${(e as Error).message}`);
    process.exit(1);
  }
}
