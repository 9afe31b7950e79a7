// `npm run new:page` (scripts/newPage.ts): a page joins its family's chunk. The edits of the route table (the
// family's chunk in CHUNKS, the route's own row), of the loaders (a new family's loaders.ts and its registration),
// of the family's index (`pages`), the refusals, and the real script under ts-node on a small copy of the project's
// shape.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import {
  addChunk,
  addToIndex,
  chunksOf,
  familyChunk,
  familyIndex,
  familyLoaders,
  namesOf,
  plan,
  routeRow,
  setPage,
  siblingFamily,
  type Plan,
} from '../../scripts/newPage';
import type { ApiInfo } from '../../scripts/apiInfo';

const root = process.cwd();
const tsNode = join(root, 'node_modules', 'ts-node', 'dist', 'bin.js');

/** The shape of config/routes.ts: the chunks, then the table (pages by name). */
const ROUTES = `// The route table.
export const CHUNKS = [
  'general',
  'agreement',
  'account',
  'recharge',
  'old',
] as const;

export const routes: RouteConfig[] = [
  { path: '/', title: [], guard: 'G0', template: 'Hub', page: 'general/Home' },
  { path: '/agreement', guard: 'G0', template: 'DocumentView', page: 'agreement/AgreementList' },
  { path: '/bindAccount', guard: 'G1', template: 'PhoneVerify', page: 'account/BindAccount' },
  { path: '/hire', guard: 'G0', template: 'FormPage' },
  { path: '/old', guard: 'G0', template: 'FormPage', page: 'old/Old' },
  { path: '/old/next', guard: 'G0', template: 'ResultPage' },
  { path: '/flowCaps', guard: 'G2', template: 'CapRelease' },
  { path: '/flowCaps/success', guard: 'G2', template: 'ResultPage' },
  { path: '/newRecharge', guard: 'G0', template: 'Hub', page: 'recharge/Hub' },
  { path: '/newRecharge/extra', guard: 'G1', template: 'ResultPage' },
  { path: '/summer', guard: 'G2', template: 'TopupForm' },
  {
    path: '/vote', exact: false, guard: 'G0',
    children: [
      { path: '/vote', guard: 'G0', template: 'Vote' },
    ],
  },
  { path: '/multi', guard: 'G0',
    template: 'FormPage' },
  { path: '*', title: ['title.notFound'], guard: 'G0', template: 'ResultPage', page: 'general/NotFound' },
];
`;

/** The shape of src/pages/loaders.ts: each family's loaders imported, and spread by `gather`. */
const REGISTRY = `// The page loaders.
import type { ChunkName } from '../../config/routes';
import type { Chunk } from './shared/chunk';
import { loaders as account } from './account/loaders';
import { loaders as general } from './general/loaders';
import { loaders as old } from './old/loaders';
import { loaders as recharge } from './recharge/loaders';

const gather = (): Record<ChunkName, Chunk> => ({
  ...general,
  ...account,
  ...recharge,
  ...old,
});

export function pageLoader() {}
`;

const loadersOf = (entries: string) =>
  `import { chunk, onePage } from '../shared/chunk';\n\nexport const loaders = {\n${entries}};\n`;
const GENERAL_LOADERS = loadersOf(
  `  general: chunk(() => import(/* webpackChunkName: "page-general" */ '.')),\n  agreement: chunk(() => import(/* webpackChunkName: "page-agreement" */ './agreementPages')),\n`,
);
const RECHARGE_LOADERS = loadersOf(`  recharge: chunk(() => import(/* webpackChunkName: "page-recharge" */ '.')),\n`);
const ACCOUNT_LOADERS = loadersOf(
  `  account: onePage('BindAccount', () => import(/* webpackChunkName: "page-account" */ './BindAccount')),\n`,
);
const OLD_LOADERS = loadersOf(`  old: onePage('Old', () => import(/* webpackChunkName: "page-old" */ './Old')),\n`);

const PAGES = `// Type-only message parts.
import type components from './zh-CN/components';
import type recharge from '../pages/recharge/locales/zh-CN';

export type PageMessageKey = keyof typeof components | keyof typeof recharge;
`;

const RECHARGE_INDEX = `// The top-up family's chunk.
import * as Hub from './Hub';
import * as TopupForm from './TopupForm';

export const pages = { Hub, TopupForm };
`;

const ZH = `export default {\n  'recharge.hub.title': '充值中心',\n};\n`;
const EN = `import type zh from './zh-CN';\n\nconst messages: Record<keyof typeof zh, string> = {\n  'recharge.hub.title': 'Top-up',\n};\n\nexport default messages;\n`;

const TITLES_ZH = `export default {\n  'title.flowCaps': '流量封顶解除',\n  'title.flowCaps.success': '办理成功',\n  'title.summer': '暑期充值',\n  'title.newRecharge.extra': '更多',\n  'title.hire': '招聘',\n};\n`;
const TITLES_EN = `export default {\n  'title.flowCaps': 'Lift the data cap',\n  'title.flowCaps.success': 'Done',\n  'title.summer': 'Summer top-up',\n  'title.newRecharge.extra': 'More',\n  'title.hire': 'Jobs',\n};\n`;
/** One endpoint, self-contained, for the script under ts-node. */
const BILL = `/** GET /api/bill/queryUserBalance */\nexport const queryUserBalance = (_q: void): Promise<{ balanceFen: number; phone: string }> => Promise.resolve({ balanceFen: 0, phone: '' }); // '/api/bill/queryUserBalance'\n`;

/** An endpoint as the generator reads it: the plan tests need no compiler. */
const API: ApiInfo = {
  domain: 'bill',
  fn: 'queryUserBalance',
  path: 'bill/queryUserBalance',
  response: { isList: false, fields: [{ name: 'balanceFen', kind: 'number', optional: false, doc: '' }] },
};

/** A small project: the route table, the message parts, the recharge family (index, messages). */
function project(): string {
  const dir = fs.mkdtempSync(join(os.tmpdir(), 'newpage-'));
  const files: Record<string, string> = {
    'config/routes.ts': ROUTES,
    'src/pages/loaders.ts': REGISTRY,
    'src/pages/general/loaders.ts': GENERAL_LOADERS,
    'src/pages/recharge/loaders.ts': RECHARGE_LOADERS,
    'src/pages/account/loaders.ts': ACCOUNT_LOADERS,
    'src/pages/old/loaders.ts': OLD_LOADERS,
    'src/locales/pages.ts': PAGES,
    'src/pages/recharge/locales/zh-CN.ts': ZH,
    'src/pages/recharge/locales/en-US.ts': EN,
    'src/locales/zh-CN/titles.ts': TITLES_ZH,
    'src/locales/en-US/titles.ts': TITLES_EN,
    'src/services/api/bill.ts': BILL,
    '.prettierrc.json': fs.readFileSync(join(root, '.prettierrc.json'), 'utf8'),
    'src/pages/recharge/index.ts': RECHARGE_INDEX,
    'src/pages/recharge/messages.ts': "export { messages } from './elsewhere';\n",
    'src/pages/recharge/Hub.tsx': 'export default function Hub() { return null; }\n',
    'src/pages/old/Old.tsx': 'export default function Old() { return null; }\n',
  };
  for (const [f, text] of Object.entries(files)) {
    fs.mkdirSync(join(dir, f, '..'), { recursive: true });
    fs.writeFileSync(join(dir, f), text);
  }
  return dir;
}

/** Writes a plan as the script does. */
function apply(dir: string, p: Plan) {
  for (const [f, text] of p.created) {
    fs.mkdirSync(join(dir, f, '..'), { recursive: true });
    fs.writeFileSync(join(dir, f), text, { flag: 'wx' });
  }
  for (const [f, text] of p.edited) fs.writeFileSync(join(dir, f), text);
}

const file = (p: Plan, f: string) => p.created.find(([x]) => x === f)?.[1] ?? p.edited.find(([x]) => x === f)?.[1];
/** The lines of `after` that `before` does not have. */
const added = (before: string, after: string) => after.split('\n').filter((l) => !before.split('\n').includes(l));

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});
const fresh = () => {
  const d = project();
  dirs.push(d);
  return d;
};

describe('names', () => {
  it('name the family by the first segment and the page by the rest', () => {
    expect(namesOf('/flowCaps')).toMatchObject({
      family: 'flowCaps',
      page: 'FlowCaps',
      namespace: 'flowCaps',
      prefix: 'flowCaps.home',
      chunk: 'page-flowCaps',
    });
    expect(namesOf('/flowDetail/fiveG/product1')).toMatchObject({
      family: 'flowDetail',
      page: 'FiveGProduct1',
      namespace: 'flowDetailFiveGProduct1',
    });
    expect(namesOf('/summer', 'recharge', 'Summer')).toMatchObject({
      family: 'recharge',
      page: 'Summer',
      namespace: 'rechargeSummer',
      prefix: 'recharge.summer',
    });
  });

  it('refuse what cannot name a module or a component', () => {
    expect(() => namesOf('/404')).toThrow('pass --family and --name');
    expect(() => namesOf('/summer', 'recharge', 'summer')).toThrow('starts with a capital');
  });
});

describe('the route table and the loaders', () => {
  it("registers a new family's chunk once: its name in CHUNKS, its loaders imported and spread", () => {
    const n = namesOf('/flowCaps');
    const { added: isNew, table, registry } = familyChunk(ROUTES, REGISTRY, undefined, n);
    expect(isNew).toBe(true);
    expect(chunksOf(table)).toEqual(['general', 'agreement', 'account', 'recharge', 'old', 'flowCaps']);
    expect(added(ROUTES, table)).toEqual(["  'flowCaps',"]);
    expect(added(REGISTRY, registry)).toEqual([
      "import { loaders as flowCaps } from './flowCaps/loaders';",
      '  ...flowCaps,',
    ]);
    const lines = registry.split('\n');
    expect(lines[lines.indexOf('  ...flowCaps,') + 1]).toBe('});');
    expect(lines[lines.indexOf("import { loaders as flowCaps } from './flowCaps/loaders';") - 1]).toContain(
      'loaders as recharge',
    );
    expect(familyLoaders(n)).toContain(`  flowCaps: chunk(() => import(/* webpackChunkName: "page-flowCaps" */ '.')),`);
    // Once its loaders.ts exists, the family is found, not registered twice.
    expect(familyChunk(table, registry, familyLoaders(n), namesOf('/flowCaps/success'))).toEqual({
      added: false,
      table,
      registry,
    });
  });

  it('adds a chunk to a CHUNKS list written on one line too', () => {
    expect(addChunk("export const CHUNKS = ['general', 'account'] as const;", 'flowCaps')).toBe(
      "export const CHUNKS = ['general', 'account', 'flowCaps'] as const;",
    );
  });

  it('finds an existing family by the chunk of its index, not by another chunk of its folder', () => {
    expect(familyChunk(ROUTES, REGISTRY, RECHARGE_LOADERS, namesOf('/summer', 'recharge', 'Summer'))).toEqual({
      added: false,
      table: ROUTES,
      registry: REGISTRY,
    });
    expect(familyChunk(ROUTES, REGISTRY, GENERAL_LOADERS, namesOf('/hire', 'general', 'Hire')).added).toBe(false);
  });

  it('refuses a family still loaded page by page, a chunk or a name already taken, and a reserved word', () => {
    expect(() => familyChunk(ROUTES, REGISTRY, ACCOUNT_LOADERS, namesOf('/hire', 'account', 'Hire'))).toThrow(
      'the account family is loaded page by page',
    );
    expect(() => familyChunk(ROUTES, REGISTRY, OLD_LOADERS, namesOf('/old/next'))).toThrow(
      'the old family is loaded page by page',
    );
    expect(() => familyChunk(ROUTES, REGISTRY, undefined, namesOf('/hire', 'agreement', 'Hire'))).toThrow(
      'already has a chunk "agreement"',
    );
    expect(() => familyChunk(ROUTES, REGISTRY, undefined, namesOf('/hire', 'pageLoader', 'Hire'))).toThrow(
      'already declares "pageLoader"',
    );
    expect(() => familyChunk(ROUTES, REGISTRY, undefined, namesOf('/hire', 'delete', 'Hire'))).toThrow('reserved word');
  });

  it("sets the page on the route's own row, children included, and nowhere else", () => {
    const { source, template } = setPage(ROUTES, '/flowCaps', 'flowCaps', 'FlowCaps');
    expect(template).toBe('CapRelease');
    expect(added(ROUTES, source)).toEqual([
      `  { path: '/flowCaps', guard: 'G2', template: 'CapRelease', page: 'flowCaps/FlowCaps' },`,
    ]);
    expect(source.split('\n')).toHaveLength(ROUTES.split('\n').length);
    expect(added(ROUTES, setPage(ROUTES, '/vote', 'vote', 'Vote').source)).toEqual([
      `      { path: '/vote', guard: 'G0', template: 'Vote', page: 'vote/Vote' },`,
    ]);
  });

  it('refuses a route it cannot edit alone', () => {
    expect(() => routeRow(ROUTES, '/nosuch')).toThrow('expected one row for /nosuch, found 0');
    expect(() => routeRow(ROUTES, '/newRecharge')).toThrow('/newRecharge already has a page');
    // A row wrapped over lines (as Prettier writes long rows) is found whole and takes its page on a line of its own.
    expect(routeRow(ROUTES, '/multi').row).toContain("template: 'FormPage' },");
    expect(setPage(ROUTES, '/multi', 'general', 'Multi').source).toMatch(
      /{ path: '\/multi', guard: 'G0',\n\s+page: 'general\/Multi',\n\s+template: 'FormPage' },/,
    );
  });

  it("names the family a route's siblings are in", () => {
    expect(siblingFamily(ROUTES, '/newRecharge/extra', 'newRecharge')).toBe('recharge');
    expect(siblingFamily(ROUTES, '/newRecharge/extra', 'recharge')).toBeUndefined();
    expect(siblingFamily(ROUTES, '/flowCaps/success', 'flowCaps')).toBeUndefined();
  });
});

describe('the family index', () => {
  it('is created for a new family with its first page', () => {
    expect(familyIndex(namesOf('/flowCaps'))).toBe(
      "// The flowCaps family's chunk: loaders.ts registers it, and the layouts pick a page by the name the route table gives (config/routes.ts).\n" +
        "import * as FlowCaps from './FlowCaps';\n\nexport const pages = { FlowCaps };\n",
    );
  });

  it('takes a page on a one-line pages object', () => {
    expect(addToIndex(RECHARGE_INDEX, 'Summer', 'index.ts')).toBe(`// The top-up family's chunk.
import * as Hub from './Hub';
import * as TopupForm from './TopupForm';
import * as Summer from './Summer';

export const pages = { Hub, TopupForm, Summer };
`);
  });

  it('takes a page on a pages object written one name a line', () => {
    const multi = "import * as Hub from './Hub';\n\nexport const pages = {\n  Hub,\n  TopupForm\n};\n";
    expect(addToIndex(multi, 'Summer', 'index.ts')).toBe(
      "import * as Hub from './Hub';\nimport * as Summer from './Summer';\n\nexport const pages = {\n  Hub,\n  TopupForm,\n  Summer,\n};\n",
    );
  });

  it('refuses a page it has, and a module without pages', () => {
    expect(() => addToIndex(RECHARGE_INDEX, 'Hub', 'index.ts')).toThrow('index.ts already has a page Hub');
    expect(() => addToIndex('export default {};\n', 'Hub', 'index.ts')).toThrow('no "export const pages = { ... }"');
  });
});

describe('the plan', () => {
  it('for a new family: the page, its model and test, the index and loaders, the messages, the chunk and the row', () => {
    const dir = fresh();
    const p = plan({ route: '/flowCaps', root: dir, api: API });
    expect(p.created.map(([f]) => f)).toEqual([
      'src/pages/flowCaps/FlowCaps.tsx',
      'src/pages/flowCaps/FlowCaps.module.css',
      'src/pages/flowCaps/flowCapsModel.ts',
      'test/pages/flowCaps/flowCapsModel.test.ts',
      'src/pages/flowCaps/index.ts',
      'src/pages/flowCaps/loaders.ts',
      'src/pages/flowCaps/locales/zh-CN.ts',
      'src/pages/flowCaps/locales/en-US.ts',
      'src/pages/flowCaps/messages.ts',
    ]);
    expect(p.edited.map(([f]) => f)).toEqual(['config/routes.ts', 'src/pages/loaders.ts', 'src/locales/pages.ts']);
    expect(added(ROUTES, file(p, 'config/routes.ts') ?? '')).toEqual([
      "  'flowCaps',",
      `  { path: '/flowCaps', guard: 'G2', template: 'CapRelease', page: 'flowCaps/FlowCaps' },`,
    ]);
    expect(file(p, 'src/pages/flowCaps/loaders.ts')).toBe(familyLoaders(namesOf('/flowCaps')));
    expect(file(p, 'src/pages/flowCaps/FlowCaps.tsx')).toContain("export { messages } from './messages';");
    expect(p.summary).toContain(
      "page: 'flowCaps/FlowCaps' (detail of CapRelease, /api/bill/queryUserBalance; new family",
    );
    expect(file(p, 'src/pages/flowCaps/locales/zh-CN.ts')).toContain("'flowCaps.home.title': '流量封顶解除',");
    expect(file(p, 'src/pages/flowCaps/flowCapsModel.ts')).toContain('yield* loadInto(own.setData, call(');

    // The second page of the family joins its index and its messages; the chunk is registered once.
    apply(dir, p);
    const q = plan({ route: '/flowCaps/success', root: dir, api: API });
    expect(q.created.map(([f]) => f)).toEqual([
      'src/pages/flowCaps/Success.tsx',
      'src/pages/flowCaps/Success.module.css',
      'src/pages/flowCaps/successModel.ts',
      'test/pages/flowCaps/successModel.test.ts',
    ]);
    expect(q.edited.map(([f]) => f)).toEqual([
      'config/routes.ts',
      'src/pages/flowCaps/index.ts',
      'src/pages/flowCaps/locales/zh-CN.ts',
      'src/pages/flowCaps/locales/en-US.ts',
    ]);
    const table = file(q, 'config/routes.ts') ?? '';
    expect(chunksOf(table).filter((c) => c === 'flowCaps')).toHaveLength(1);
    expect(table).toContain(
      `{ path: '/flowCaps/success', guard: 'G2', template: 'ResultPage', page: 'flowCaps/Success' },`,
    );
    expect(file(q, 'src/pages/flowCaps/index.ts')).toContain('export const pages = { FlowCaps, Success };');
  });

  it('for an existing family: its index and messages, the row, no new chunk', () => {
    const p = plan({
      route: '/summer',
      family: 'recharge',
      name: 'Summer',
      root: fresh(),
      api: { ...API, request: [{ name: 'phone', kind: 'string', optional: false, doc: '' }] },
    });
    expect(p.created.map(([f]) => f)).toEqual([
      'src/pages/recharge/Summer.tsx',
      'src/pages/recharge/Summer.module.css',
      'src/pages/recharge/summerModel.ts',
      'test/pages/recharge/summerModel.test.ts',
    ]);
    expect(p.edited.map(([f]) => f)).toEqual([
      'config/routes.ts',
      'src/pages/recharge/index.ts',
      'src/pages/recharge/locales/zh-CN.ts',
      'src/pages/recharge/locales/en-US.ts',
    ]);
    expect(added(ROUTES, file(p, 'config/routes.ts') ?? '')).toEqual([
      `  { path: '/summer', guard: 'G2', template: 'TopupForm', page: 'recharge/Summer' },`,
    ]);
    expect(file(p, 'src/pages/recharge/index.ts')).toContain('export const pages = { Hub, TopupForm, Summer };');
    expect(file(p, 'src/pages/recharge/locales/zh-CN.ts')).toContain("'recharge.summer.title': '暑期充值',");
    expect(file(p, 'src/pages/recharge/locales/en-US.ts')).toContain("'recharge.summer.title': 'Summer top-up',");
    // A TopupForm is a form: its field comes from the request, checked before it is sent.
    expect(file(p, 'src/pages/recharge/summerModel.ts')).toContain('submit: submit(');
    expect(file(p, 'src/pages/recharge/summerModel.ts')).not.toMatch(/idempotencyKeyFor|submitting|onFail/);
    expect(file(p, 'src/pages/recharge/Summer.tsx')).toContain('{...PHONE_INPUT}');
  });

  it("asks for --family when the route's siblings are in another family", () => {
    expect(() => plan({ route: '/newRecharge/extra', root: fresh(), api: API })).toThrow(
      'loaded by "recharge": pass --family',
    );
    expect(
      plan({ route: '/newRecharge/extra', family: 'recharge', name: 'Extra', root: fresh(), api: API }).summary,
    ).toContain("page: 'recharge/Extra'");
  });

  it('refuses a folder of modules that is not a family', () => {
    const dir = fresh();
    fs.mkdirSync(join(dir, 'src/pages/shared'), { recursive: true });
    fs.writeFileSync(join(dir, 'src/pages/shared/ResultPage.tsx'), 'export {};\n');
    expect(() => plan({ route: '/hire', family: 'shared', name: 'Hire', root: dir, api: API })).toThrow(
      'src/pages/shared has modules (ResultPage.tsx) but no index.ts',
    );
  });
});

describe('the script under ts-node', () => {
  const run = (dir: string, ...args: string[]) =>
    spawnSync(process.execPath, [tsNode, 'scripts/newPage.ts', ...args, '--root', dir], {
      cwd: root,
      encoding: 'utf8',
    });
  const snapshot = (dir: string): Record<string, string> => {
    const out: Record<string, string> = {};
    const walk = (d: string) => {
      for (const e of fs.readdirSync(join(dir, d), { withFileTypes: true })) {
        const f = d ? `${d}/${e.name}` : e.name;
        if (e.isDirectory()) walk(f);
        else out[f] = fs.readFileSync(join(dir, f), 'utf8');
      }
    };
    walk('');
    return out;
  };

  it('writes nothing on a dry run or a refusal, writes the plan otherwise, and never overwrites', () => {
    const dir = fresh();
    const before = snapshot(dir);
    const noApi = run(dir, '/flowCaps');
    expect(noApi.status).toBe(1);
    expect(noApi.stderr).toContain('--api <path>');
    const dry = run(dir, '/flowCaps', '--api', 'bill/queryUserBalance', '--dry-run');
    expect(dry.status).toBe(0);
    expect(dry.stdout).toContain('would create src/pages/flowCaps/index.ts');
    expect(snapshot(dir)).toEqual(before);

    const refused = run(dir, '/hire', '--family', 'account', '--name', 'Hire', '--api', 'bill/queryUserBalance');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      'new:page: src/pages/account/loaders.ts: the account family is loaded page by page',
    );
    expect(snapshot(dir)).toEqual(before);

    const done = run(dir, '/flowCaps', '--api', 'bill/queryUserBalance');
    expect(done.status).toBe(0);
    expect(done.stdout).toContain('create src/pages/flowCaps/index.ts');
    const after = snapshot(dir);
    expect(after['src/pages/flowCaps/index.ts']).toBe(familyIndex(namesOf('/flowCaps')));
    expect(after['config/routes.ts']).toContain("page: 'flowCaps/FlowCaps' },");
    expect(after['src/pages/flowCaps/loaders.ts']).toContain('flowCaps: chunk(');

    const again = run(dir, '/flowCaps', '--api', 'bill/queryUserBalance');
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('/flowCaps already has a page');
    expect(snapshot(dir)).toEqual(after);
  });
});
