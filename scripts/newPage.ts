// `npm run new:page -- <route> --api <path> [--family <name>] [--name <Page>] [--root <dir>] [--dry-run]`
//
// Stamps a page for a route of config/routes.ts from the route's PAGES.md template (scripts/pageTemplates.ts: a
// list, a record to read, a form that submits once, or a result), typed from the endpoint `--api` names (a function
// of src/services/api, read by scripts/apiInfo.ts): the page module (exports `models` and `messages`; loading,
// empty and error-with-retry states), its model (own typed creators, the shared section state), its saga test
// (expectSaga: success and failure), and its messages in both languages with the route's title
// (src/pages/<family>/locales/<lang>.ts, shipped in the family's chunk, typed in src/locales/pages.ts).
//
// A family is one chunk: src/pages/<family>/index.ts exports its pages by name (`export const pages = { ... }`),
// src/pages/<family>/loaders.ts registers the chunk under the family's name (`<family>: chunk(() => import('.'))`),
// src/pages/loaders.ts gathers the families' loaders (its `gather`), and the route table names the page as data
// (`page: '<family>/<Page>'`, the chunk listed in its CHUNKS). So the page is added to the family's `pages` (the
// index, its loaders.ts, its chunk in CHUNKS and its registration are created for a new family), and the route's own
// row gets its `page`. It never overwrites a file and never touches another route's row; everything is checked
// before the first file is written, so a refusal changes nothing.
import fs from 'node:fs';
import path from 'node:path';
import { describeEndpoint, type ApiInfo } from './apiInfo';
import {
  enKeys,
  enPart,
  KIND_OF,
  messageKeys,
  messagesModule,
  modelFile,
  pageCss,
  pageFile,
  sagaTest,
  zhKeys,
  zhPart,
  type Stamp,
} from './pageTemplates';

export interface Options {
  route: string;
  api?: string;
  family?: string;
  name?: string;
  root: string;
  dryRun: boolean;
}

function usage(message?: string): never {
  if (message) console.error(`new:page: ${message}`);
  console.error(
    'usage: npm run new:page -- <route> --api <path, e.g. handlebusi/busi/handle> [--family <name>] [--name <Page>] [--root <dir>] [--dry-run]',
  );
  process.exit(1);
}

function parseArgs(argv: string[]): Options {
  const opts: Options = { route: '', root: process.cwd(), dryRun: false };
  for (let i = 0; i < argv.length; i += 1) {
    const a = argv[i];
    const value = () => argv[++i] ?? usage(`${a} needs a value`);
    if (a === '--api') opts.api = value();
    else if (a === '--family') opts.family = value();
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
  if (!isIdent(fam) || !isIdent(page))
    throw new Error(`cannot name "${route}" (family "${fam}", page "${page}"): pass --family and --name`);
  if (!/^[A-Z]/.test(page))
    throw new Error(`the page "${page}" is a component: its name starts with a capital (--name)`);
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

/** The route's title in both languages, from the titles catalogue (its own key, or the one its path gives). */
export function titleOf(root: string, route: string, row: string): { zh: string; en: string } {
  // The row's own title piece is its last (a child's first pieces are its parent's).
  const key =
    /title: \[([^\]]*)\]/
      .exec(row)?.[1]
      .match(/[\w.]+/g)
      ?.pop() ??
    `title${route
      .split('/')
      .filter((x) => x && !x.startsWith(':'))
      .map((x) => `.${x}`)
      .join('')}`;
  const find = (lang: string) => {
    const text = fs.readFileSync(path.join(root, 'src', 'locales', lang, 'titles.ts'), 'utf8');
    return new RegExp(`'${reEscape(key)}': '([^']*)'`).exec(text)?.[1];
  };
  const zh = find('zh-CN');
  const en = find('en-US');
  if (!zh || !en) throw new Error(`src/locales/*/titles.ts: no title ${key} for ${route}`);
  return { zh, en };
}

// ---------------------------------------------------------------- edits of shared files

/** Adds keys before the closing brace of a messages part (`};` of the object). */
function addKeys(source: string, keys: string, file: string): string {
  const at = source.lastIndexOf('\n};');
  if (at < 0) throw new Error(`${file}: no closing "};" to add keys before`);
  return `${source.slice(0, at + 1)}${keys}${source.slice(at + 1)}`;
}

/** One import line after the last part import, and the part in the union: two single-line edits. */
export function addPart(source: string, family: string): string {
  if (source.includes(`from '../pages/${family}/locales/zh-CN'`)) return source;
  const lines = source.split('\n');
  const lastImport = lines
    .map((l, i) => (/^import type \w+ from '(\.\/zh-CN\/\w+|\.\.\/pages\/\w+\/locales\/zh-CN)';$/.test(l) ? i : -1))
    .filter((i) => i >= 0)
    .pop();
  const union = lines.findIndex((l) => l.startsWith('export type PageMessageKey ='));
  // The union ends on the first line that ends with ';' (one line, or one member a line as Prettier writes it).
  const unionEnd = union < 0 ? -1 : lines.findIndex((l, i) => i >= union && l.trimEnd().endsWith(';'));
  if (lastImport === undefined || union < 0 || unionEnd < 0)
    throw new Error('src/locales/pages.ts: not the expected shape');
  lines[unionEnd] = lines[unionEnd].replace(/;\s*$/, ` | keyof typeof ${family};`);
  lines.splice(lastImport + 1, 0, `import type ${family} from '../pages/${family}/locales/zh-CN';`);
  return lines.join('\n');
}

const RESERVED = new Set([
  'break',
  'case',
  'catch',
  'class',
  'const',
  'continue',
  'debugger',
  'default',
  'delete',
  'do',
  'else',
  'enum',
  'export',
  'extends',
  'false',
  'finally',
  'for',
  'function',
  'if',
  'import',
  'in',
  'instanceof',
  'new',
  'null',
  'return',
  'super',
  'switch',
  'this',
  'throw',
  'true',
  'try',
  'typeof',
  'var',
  'void',
  'while',
  'with',
  'yield',
  'let',
  'static',
  'implements',
  'interface',
  'package',
  'private',
  'protected',
  'public',
  'await',
  'async',
  'of',
  'undefined',
  'arguments',
  'eval',
]);

const reEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A new family's loaders.ts: its index registered as the chunk page-<family>, under the family's name. */
export const familyLoaders = (n: Names): string =>
  `// The ${n.family} family's chunk, registered under the name the route table gives it (config/routes.ts: \`page: '${n.family}/<Page>'\`).
import { chunk } from '../shared/chunk';

export const loaders = {
  ${n.family}: chunk(() => import(/* webpackChunkName: "${n.chunk}" */ '.')),
};
`;

/** The chunk names of the table (config/routes.ts `CHUNKS`). */
export function chunksOf(table: string): string[] {
  const body = /export const CHUNKS = \[([^\]]*)\] as const;/.exec(table)?.[1];
  if (body === undefined) throw new Error('config/routes.ts: no "export const CHUNKS = [...] as const;"');
  return [...body.matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
}

/** Adds a chunk name at the end of CHUNKS (on one line, or one name a line as Prettier writes it). */
export function addChunk(table: string, name: string): string {
  const list = /(export const CHUNKS = \[)([^\]]*?),?(\s*)(\] as const;)/.exec(table);
  if (!list) throw new Error('config/routes.ts: no "export const CHUNKS = [...] as const;"');
  const [whole, head, body, space, tail] = list;
  const names = body.includes('\n') ? `${body},\n  '${name}',${space}` : `${body}${body.trim() ? ', ' : ''}'${name}'`;
  return table.replace(whole, `${head}${names}${tail}`);
}

/**
 * How the family's chunk is registered: found (its loaders.ts registers its index under the family's name), or new
 * (no loaders.ts yet: it is created, the chunk added to CHUNKS and the family to src/pages/loaders.ts). Refuses a
 * family whose loaders.ts registers its pages otherwise (a page module of its own, a chunk under another name: make
 * it a family first), a chunk name the table already has, and a name the registry cannot import under.
 */
export function familyChunk(
  table: string,
  registry: string,
  loaders: string | undefined,
  n: Names,
): { added: boolean; table: string; registry: string } {
  if (loaders !== undefined) {
    const own = new RegExp(
      `^\\s*'?${reEscape(n.family)}'?: chunk\\(\\(\\) => import\\((?:/\\*.*?\\*/ )?'\\.(?:/index)?'\\)\\),?$`,
      'm',
    );
    if (own.test(loaders)) return { added: false, table, registry };
    throw new Error(
      `src/pages/${n.family}/loaders.ts: the ${n.family} family is loaded page by page (no "${n.family}: chunk(() => import('.'))"); ` +
        `make it a family first (its index.ts exporting \`pages\`, registered with chunk(...)), or pass --family`,
    );
  }
  if (chunksOf(table).includes(n.family))
    throw new Error(`config/routes.ts: the table already has a chunk "${n.family}" (CHUNKS); pass --family`);
  if (RESERVED.has(n.family))
    throw new Error(`"${n.family}" is a reserved word and cannot name the family's loaders: pass --family`);
  const declared = new RegExp(
    `^(?:export )?(?:const|let|var|function\\*?|class|type|interface|enum) ${reEscape(n.family)}\\b|^import\\b.*\\b${reEscape(n.family)}\\b.*\\bfrom\\b`,
  );
  const clash = registry.split('\n').findIndex((l) => declared.test(l.trim()));
  if (clash >= 0) {
    throw new Error(
      `src/pages/loaders.ts: line ${clash + 1} already declares "${n.family}"; pass --family with another name`,
    );
  }

  const lines = registry.split('\n');
  const imports = lines
    .map((l, i) => (/^import \{ loaders as \w+ \} from '\.\/[\w-]+\/loaders';$/.test(l) ? i : -1))
    .filter((i) => i >= 0);
  const open = lines.findIndex((l) => /^const gather = .*=> \(\{$/.test(l));
  const close = open < 0 ? -1 : lines.findIndex((l, i) => i > open && /^\}\);$/.test(l));
  if (!imports.length || close < 0) throw new Error('src/pages/loaders.ts: not the expected shape');
  lines.splice(close, 0, `  ...${n.family},`);
  lines.splice(imports[imports.length - 1] + 1, 0, `import { loaders as ${n.family} } from './${n.family}/loaders';`);
  return { added: true, table: addChunk(table, n.family), registry: lines.join('\n') };
}

/** The route's own row of config/routes.ts: one line, without a page yet. */
export function routeRow(source: string, route: string): { index: number; end: number; row: string } {
  const lines = source.split('\n');
  const inline = new RegExp(`\\{ path: '${reEscape(route)}',[^{}]*\\}`);
  // The object literal holding `path: '<route>'`: on one line (also inside a `children: [...]` line), or wrapped
  // over several as Prettier writes long rows; a parent that wraps its children is not the route's row.
  const rows = lines
    .map((l, i) => (l.includes(`path: '${route}',`) ? i : -1))
    .filter((i) => i >= 0)
    .map((i) => {
      const one = inline.exec(lines[i]);
      if (one) return { index: i, end: i, row: one[0] };
      let start = i;
      while (start > 0 && !lines[start].includes('{')) start -= 1;
      let depth = 0;
      let end = start;
      for (let j = start; j < lines.length; j += 1) {
        for (const c of lines[j]) depth += c === '{' ? 1 : c === '}' ? -1 : 0;
        end = j;
        if (depth <= 0) break;
      }
      return { index: start, end, row: lines.slice(start, end + 1).join('\n') };
    })
    .filter((r) => !/\bchildren:/.test(r.row));
  if (rows.length !== 1) throw new Error(`config/routes.ts: expected one row for ${route}, found ${rows.length}`);
  const [found] = rows;
  if (/\bpage:/.test(found.row)) throw new Error(`config/routes.ts: ${route} already has a page`);
  return found;
}

/** Sets the route's page on its own row of config/routes.ts (`page: '<chunk>/<Page>'`); returns the row's template. */
export function setPage(
  source: string,
  route: string,
  chunkName: string,
  page: string,
): { source: string; template: string } {
  const lines = source.split('\n');
  const { index, end, row } = routeRow(source, route);
  const template = /template: '(\w+)'/.exec(row)?.[1] ?? 'page';
  const ref = `page: '${chunkName}/${page}'`;
  if (index === end) lines[index] = lines[index].replace(row, row.replace(/\s*\}$/, `, ${ref} }`));
  else {
    const indent = /^(\s*)/.exec(lines[end - 1] ?? '')?.[1] ?? '    ';
    if (!lines[end - 1].trimEnd().endsWith(',')) lines[end - 1] = `${lines[end - 1].trimEnd()},`;
    lines.splice(end, 0, `${indent}${ref},`);
  }
  return { source: lines.join('\n'), template };
}

/** A new family's index: the chunk's one module, exporting its pages by name. */
export const familyIndex = (
  n: Names,
) => `// The ${n.family} family's chunk: loaders.ts registers it, and the layouts pick a page by the name the route table gives (config/routes.ts).
import * as ${n.page} from './${n.page}';

export const pages = { ${n.page} };
`;

/**
 * Adds a page to a family's index: its `import * as <Page> from './<Page>';` after the last such import, and its
 * name in `export const pages = { ... }` (on one line or one name a line, as the object is written).
 */
export function addToIndex(source: string, page: string, file: string): string {
  const lines = source.split('\n');
  const start = lines.findIndex((l) => /^export const pages\b[^=]*= \{/.test(l));
  if (start < 0) throw new Error(`${file}: no "export const pages = { ... }" to add ${page} to`);
  let end = start;
  while (end < lines.length && !/\}\s*(as const\s*)?;?\s*$/.test(lines[end])) end += 1;
  if (end >= lines.length) throw new Error(`${file}: the pages object does not close`);
  const body = lines
    .slice(start, end + 1)
    .join('\n')
    .replace(/^export const pages\b[^=]*= \{/, '')
    .replace(/\}[^}]*$/, '');
  const names = body
    .split(',')
    .map((x) => x.trim().split(':')[0].trim())
    .filter(Boolean);
  if (names.includes(page) || lines.some((l) => new RegExp(`^import \\* as ${page}\\b`).test(l)))
    throw new Error(`${file} already has a page ${page}`);

  if (start === end) {
    const m = /^(export const pages\b[^=]*= \{)(.*?)\s*(\}.*)$/.exec(lines[start]);
    if (!m) throw new Error(`${file}: cannot read the pages object`);
    const inner = m[2].trim().replace(/,$/, '');
    lines[start] = `${m[1]} ${inner ? `${inner}, ` : ''}${page} ${m[3]}`;
  } else {
    const last = end - 1;
    const indent = /^(\s*)/.exec(lines[start + 1] ?? '')?.[1] || '  ';
    if (last > start && lines[last].trim() && !lines[last].trimEnd().endsWith(','))
      lines[last] = `${lines[last].trimEnd()},`;
    lines.splice(end, 0, `${indent}${page},`);
  }

  const importLine = `import * as ${page} from './${page}';`;
  const imports = lines.map((l, i) => (/^import \* as \w+ from '\.\/[\w/]+';$/.test(l) ? i : -1)).filter((i) => i >= 0);
  const anyImports = lines.map((l, i) => (/^import\b.*;$/.test(l) ? i : -1)).filter((i) => i >= 0);
  const after = imports.pop() ?? anyImports.pop();
  const pagesAt = lines.findIndex((l) => /^export const pages\b/.test(l));
  if (after !== undefined && after < pagesAt) lines.splice(after + 1, 0, importLine);
  else lines.splice(pagesAt, 0, importLine, '');
  return lines.join('\n');
}

/**
 * The chunk that the route's siblings (rows under the same first segment) are shown from, when it is not `family`:
 * '/newRecharge/x' would otherwise start a family "newRecharge" beside the recharge family its siblings are in.
 */
export function siblingFamily(source: string, route: string, family: string): string | undefined {
  const first = route.split('/').filter(Boolean)[0];
  const rows = source.split('\n').filter((l) => new RegExp(`\\{ path: '/${reEscape(first)}(/[^']*)?',`).test(l));
  const chunks = rows.map((l) => /\bpage: '([\w-]+)\//.exec(l)?.[1]).filter((x): x is string => !!x && x !== family);
  return chunks[0];
}

// ---------------------------------------------------------------- main

export interface Plan {
  created: [string, string][];
  edited: [string, string][];
  summary: string;
}

/** Everything the page takes, computed and checked before anything is written (a refusal throws). */
export function plan(opts: Pick<Options, 'route' | 'family' | 'name' | 'root'> & { api: string | ApiInfo }): Plan {
  const n = namesOf(opts.route, opts.family, opts.name);
  const at = (...p: string[]) => path.join(opts.root, ...p);
  const read = (f: string) => fs.readFileSync(at(f), 'utf8');
  const exists = (f: string) => fs.existsSync(at(f));

  // The route table: the family's chunk (registered when the family is new), then the route's own row.
  const routesFile = 'config/routes.ts';
  const registryFile = 'src/pages/loaders.ts';
  const dir = `src/pages/${n.family}`;
  const loadersFile = `${dir}/loaders.ts`;
  const table = read(routesFile);
  const { row } = routeRow(table, opts.route);
  const sibling = opts.family ? undefined : siblingFamily(table, opts.route, n.family);
  if (sibling)
    throw new Error(
      `the other ${opts.route.split('/').slice(0, 2).join('/')} routes are loaded by "${sibling}": pass --family (and --name) to add this page to that family, or --family ${n.family} for a family of its own`,
    );
  const family = familyChunk(table, read(registryFile), exists(loadersFile) ? read(loadersFile) : undefined, n);
  const { source: routes, template } = setPage(family.table, opts.route, n.family, n.page);
  const api = typeof opts.api === 'string' ? describeEndpoint(opts.root, opts.api) : opts.api;
  let kind = KIND_OF[template];
  if (!kind) throw new Error(`config/routes.ts: ${opts.route} names no template of PAGES.md (${template})`);
  // A record that is only a list (a page of records, a set of benefits) reads best as the list it is.
  if (
    kind === 'detail' &&
    api.response.fields.every((f) => f.kind === 'other' || /^(total|page|pageSize)$/.test(f.name)) &&
    (api.response.isList || api.response.listField)
  )
    kind = 'list';
  const stamp: Stamp = { route: opts.route, template, kind, api, title: titleOf(opts.root, opts.route, row) };

  const indexFile = `${dir}/index.ts`;
  const created: [string, string][] = [
    [`${dir}/${n.page}.tsx`, pageFile(n, stamp)],
    [`${dir}/${n.page}.module.css`, pageCss(n)],
    [`${dir}/${n.modelFile}.ts`, modelFile(n, stamp)],
    [`test/pages/${n.family}/${n.modelFile}.test.ts`, sagaTest(n, stamp)],
  ];
  for (const [f] of created) if (exists(f)) throw new Error(`${f} exists; nothing was changed`);

  const edited: [string, string][] = [[routesFile, routes]];
  if (family.added) edited.push([registryFile, family.registry]);
  // The family's chunk: its index exports the page by name.
  if (exists(indexFile)) {
    edited.push([indexFile, addToIndex(read(indexFile), n.page, indexFile)]);
  } else {
    const others = exists(dir) ? fs.readdirSync(at(dir)).filter((f) => /\.tsx?$/.test(f)) : [];
    if (others.length) {
      throw new Error(
        `${dir} has modules (${others.join(', ')}) but no index.ts: it is not a family folder; make it one first, or pass --family`,
      );
    }
    created.push([indexFile, familyIndex(n)]);
  }
  if (family.added) created.push([loadersFile, familyLoaders(n)]);

  const keys = messageKeys(n, stamp);
  const zh = `${dir}/locales/zh-CN.ts`;
  const en = `${dir}/locales/en-US.ts`;
  if (exists(zh) !== exists(en)) throw new Error(`${zh} and ${en}: one exists without the other`);
  if (exists(zh)) {
    if (read(zh).includes(`'${n.prefix}.title'`)) throw new Error(`${zh} already has ${n.prefix}.* keys`);
    edited.push([zh, addKeys(read(zh), zhKeys(keys), zh)], [en, addKeys(read(en), enKeys(keys), en)]);
  } else {
    created.push([zh, zhPart(n, keys)], [en, enPart(keys)]);
  }
  if (!exists(`${dir}/messages.ts`)) created.push([`${dir}/messages.ts`, messagesModule(n)]);
  const pagesFile = 'src/locales/pages.ts';
  const pages = addPart(read(pagesFile), n.family);
  if (pages !== read(pagesFile)) edited.push([pagesFile, pages]);

  const how = `${kind} of ${template}, /api/${api.path}; ${family.added ? `new family: its chunk added to ${routesFile} and ${registryFile}` : `family chunk "${n.family}"`}`;
  return {
    created,
    edited,
    summary: `${opts.route}: page: '${n.family}/${n.page}' (${how}), model "${n.namespace}", messages ${n.prefix}.*, chunk ${n.chunk}`,
  };
}

/** The plan's files as Prettier writes them (the project's config), so a stamp passes `npm run format:check`. */
export async function formatPlan(p: Plan, root: string): Promise<Plan> {
  // Loaded only here: Prettier's API imports ES modules, which the script (node) can and jest's VM cannot.
  const prettier = await import('prettier');
  const fmt = async ([f, text]: [string, string]): Promise<[string, string]> => {
    const options = await prettier.resolveConfig(path.join(root, f));
    return [f, await prettier.format(text, { ...options, filepath: path.join(root, f) })];
  };
  return { ...p, created: await Promise.all(p.created.map(fmt)), edited: await Promise.all(p.edited.map(fmt)) };
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  if (!opts.api)
    usage('name the endpoint the page reads or submits to: --api <path> (e.g. --api bill/queryUserBalance)');
  const { created, edited, summary } = await formatPlan(plan({ ...opts, api: opts.api }), opts.root);
  const at = (f: string) => path.join(opts.root, f);
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
  console.log(summary);
}

if (require.main === module) {
  main().catch((e: unknown) => {
    console.error(`new:page: ${(e as Error).message}`);
    process.exit(1);
  });
}
