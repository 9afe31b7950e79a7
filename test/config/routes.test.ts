// The route table against the spec's route list (../shared/spec/routes.txt), SPEC.md §2 (non-exact parents,
// titles by meaning) and PAGES.md (template T and guard level G of every route).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  TEMPLATES,
  TITLE_SEPARATOR,
  flattenRoutes,
  formatTitle,
  routes,
  type FlatRoute,
  type RouteConfig,
  type TemplateName,
  type TitleKey,
} from '../../config/routes';
import { pageLoader } from '../../src/pages/loaders';
import zh from '../../src/locales/zh-CN/titles';
import en from '../../src/locales/en-US/titles';

// The page modules are stand-ins: each records that it was evaluated, so the tests can tell a loader that
// runs too early from one that runs when called, and which module a loader imports.
function mockPage(name: string) {
  const g = globalThis as unknown as { pagesEvaluated?: string[] };
  (g.pagesEvaluated ??= []).push(name);
  return { __esModule: true, default: Object.assign(() => null, { pageName: name }) };
}
jest.mock('../../src/pages/general/Home', () => mockPage('Home'), { virtual: true });
jest.mock('../../src/pages/general/NotFound', () => mockPage('NotFound'), { virtual: true });
jest.mock('../../src/pages/general/Down', () => mockPage('Down'), { virtual: true });
jest.mock('../../src/pages/general/TipError', () => mockPage('TipError'), { virtual: true });
jest.mock('../../src/pages/general/TipSuccess', () => mockPage('TipSuccess'), { virtual: true });
jest.mock('../../src/pages/general/CallbackSuccess', () => mockPage('CallbackSuccess'), { virtual: true });
jest.mock('../../src/pages/general/CallbackFail', () => mockPage('CallbackFail'), { virtual: true });
jest.mock('../../src/pages/general/AgreementList', () => mockPage('AgreementList'), { virtual: true });
jest.mock('../../src/pages/general/Agreement', () => mockPage('Agreement'), { virtual: true });
const evaluated = () => (globalThis as unknown as { pagesEvaluated?: string[] }).pagesEvaluated ?? [];

const shared = join(process.cwd(), '..', 'shared');
const lines = (text: string) =>
  text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
const specRoutes = lines(readFileSync(join(shared, 'spec', 'routes.txt'), 'utf8'));
const pagesDoc = readFileSync(join(shared, 'design', 'PAGES.md'), 'utf8');

const flat = flattenRoutes(routes);
/** Path -> route, the last entry winning: a non-exact parent's own child is the page (as check-routes reads it). */
const byPath = new Map(flat.filter((r) => r.path !== '*').map((r) => [r.path, r]));
const route = (path: string): FlatRoute => {
  const found = byPath.get(path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};
const zhTitle = (r: { title?: TitleKey[] }) => formatTitle(r.title, (key) => zh[key]);
const enTitle = (r: { title?: TitleKey[] }) => formatTitle(r.title, (key) => en[key]);

const NON_EXACT_PARENTS: Record<string, string[]> = {
  '/vote': ['/vote'],
  '/valetHandle': ['/valetHandle', '/valetHandle/result'],
  '/broadOrder': ['/broadOrder'],
  '/mobileBusiness': specRoutes.filter((p) => p.startsWith('/mobileBusiness/')),
};

describe('the spec route list', () => {
  it('is read, not empty', () => {
    expect(specRoutes.length).toBeGreaterThanOrEqual(161);
    expect(specRoutes).toContain('/newRecharge/tooth/:token');
    expect(specRoutes).toContain('/newRecharge/toothSuccess218');
  });

  it('has every route in the table', () => {
    expect(specRoutes.filter((p) => !byPath.has(p))).toEqual([]);
  });

  it('is all the table holds, apart from the catch-all', () => {
    expect([...byPath.keys()].filter((p) => !specRoutes.includes(p))).toEqual([]);
    expect(byPath.size).toBe(new Set(specRoutes).size);
  });

  it('gives the order of the table', () => {
    const firstSeen = [...new Set(flat.map((r) => r.path))].filter((p) => p !== '*');
    expect(firstSeen).toEqual(specRoutes);
  });
});

describe('the table', () => {
  it('ends with the one catch-all, which renders the 404 page unguarded', () => {
    expect(routes[routes.length - 1].path).toBe('*');
    expect(flat.filter((r) => r.path === '*')).toHaveLength(1);
    const catchAll = routes[routes.length - 1];
    expect(catchAll.page).toBeDefined();
    expect(catchAll.page).toBe(route('/404').page);
    expect(catchAll.guard).toBe('G0');
    expect(catchAll.title).toEqual(route('/404').title);
  });

  it('repeats a path only where a non-exact parent has a child of its own path', () => {
    const counts = new Map<string, number>();
    for (const r of flat) counts.set(r.path, (counts.get(r.path) ?? 0) + 1);
    const repeated = [...counts].filter(([, n]) => n > 1);
    expect(repeated.sort()).toEqual([
      ['/broadOrder', 2],
      ['/valetHandle', 2],
      ['/vote', 2],
    ]);
    for (const [path] of repeated) {
      const entries = flat.filter((r) => r.path === path);
      expect(entries.map((r) => [r.exact, r.parent])).toEqual([
        [false, undefined],
        [true, path],
      ]);
    }
  });

  it('has exactly the spec non-exact parents, with the spec children', () => {
    expect(flat.filter((r) => !r.exact).map((r) => r.path)).toEqual(Object.keys(NON_EXACT_PARENTS));
    expect(NON_EXACT_PARENTS['/mobileBusiness']).toHaveLength(19);
    const withChildren = routes.filter((r) => r.children);
    expect(withChildren.map((r) => r.path)).toEqual(Object.keys(NON_EXACT_PARENTS));
    for (const parent of withChildren) {
      expect(parent.exact).toBe(false);
      const children = parent.children ?? [];
      expect(children.map((c) => c.path)).toEqual(NON_EXACT_PARENTS[parent.path]);
      for (const child of children) {
        expect(child.exact ?? true).toBe(true);
        expect(child.children).toBeUndefined();
        expect(child.path.startsWith(parent.path)).toBe(true);
      }
    }
    expect(flat.filter((r) => r.parent === '/mobileBusiness')).toHaveLength(19);
  });

  it('keeps a wrapper parent without a page of its own; the business home is a page', () => {
    for (const path of ['/vote', '/valetHandle', '/broadOrder']) {
      const parent = routes.find((r) => r.path === path);
      expect(parent?.template).toBeUndefined();
      expect(parent?.page).toBeUndefined();
    }
    expect(routes.find((r) => r.path === '/mobileBusiness')?.template).toBe('Hub');
  });

  it('names a PAGES.md template and a guard level on every page route', () => {
    for (const r of [...byPath.values(), flat[flat.length - 1]]) {
      expect(TEMPLATES).toContain(r.template);
      expect(['G0', 'G1', 'G2', 'G3']).toContain(r.guard);
    }
  });

  it('flattens depth first, resolving exact, titles and marking children', () => {
    const table = [
      {
        path: '/a',
        guard: 'G0',
        exact: false,
        children: [
          { path: '/a', guard: 'G1' },
          { path: '/a/b', guard: 'G2', exact: true },
        ],
      },
      { path: '/c', guard: 'G3' },
      { path: '/c/d', guard: 'G0', title: ['title.notFound'] },
    ] as RouteConfig[];
    expect(flattenRoutes(table)).toEqual([
      { path: '/a', guard: 'G0', exact: false, title: ['title.a'] },
      { path: '/a', guard: 'G1', exact: true, parent: '/a', title: ['title.a'] },
      { path: '/a/b', guard: 'G2', exact: true, parent: '/a', title: ['title.a', 'title.a.b'] },
      { path: '/c', guard: 'G3', exact: true, title: ['title.c'] },
      { path: '/c/d', guard: 'G0', exact: true, title: ['title.notFound'] },
    ]);
  });
});

describe('titles', () => {
  const used = new Set(flat.flatMap((r) => r.title ?? []));

  it('every route has one, the home included (the regional name is only the fallback)', () => {
    expect(route('/').title).toEqual(['title.home']);
    expect(flat.filter((r) => !(r.title && r.title.length > 0)).map((r) => r.path)).toEqual([]);
  });

  it('every key exists in zh-CN and en-US, and every key is used', () => {
    expect([...used].filter((key) => !zh[key] || !en[key])).toEqual([]);
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    expect(Object.keys(zh).filter((key) => !used.has(key as TitleKey))).toEqual([]);
  });

  it('are Chinese in zh-CN and translated in en-US', () => {
    const cjk = /[\u3400-\u9fff]/;
    for (const key of Object.keys(zh) as TitleKey[]) {
      expect([key, cjk.test(zh[key])]).toEqual([key, true]);
      expect([key, cjk.test(en[key])]).toEqual([key, false]);
      for (const text of [zh[key], en[key]]) {
        expect(text).toBe(text.trim());
        expect(text).not.toContain(TITLE_SEPARATOR);
      }
    }
  });

  it('say what the spec says', () => {
    const expected: Record<string, string> = {
      '/newRecharge': '充值中心',
      '/newRecharge/index2': '话费充值',
      '/cfsf/login': '存费最高享6.5折',
      '/cfsf2/login': '充值低至6.5折',
      '/lclyh': '2022老用户存费回馈活动',
      '/complain': '投诉建议',
      '/complain/evaluation': '服务评价',
      '/mobileBusiness': '移动业务',
      '/mobileBusiness/billQuery': '移动业务 - 我的账单',
      '/404': '页面不存在',
    };
    expect(Object.fromEntries(Object.keys(expected).map((p) => [p, zhTitle(route(p))]))).toEqual(expected);
    expect(enTitle(route('/mobileBusiness/billQuery'))).toBe('Mobile services - My bill');
  });

  it('put the business home first in the title of each of its pages', () => {
    for (const r of flat.filter((x) => x.parent === '/mobileBusiness')) {
      expect(r.title).toHaveLength(2);
      expect(r.title?.[0]).toBe('title.mobileBusiness');
    }
  });

  it('share a key only between pages of the same meaning', () => {
    expect(route('/newRecharge/tooth/:token').title).toEqual(route('/newRecharge/tooth').title);
    expect(route('/payGift/success200').title).toEqual(route('/payGift/success100').title);
    expect(route('/cfsf/login').title).not.toEqual(route('/cfsf2/login').title);
  });

  it('format to an empty string without pieces', () => {
    expect(formatTitle(undefined, (key) => zh[key])).toBe('');
    expect(formatTitle([], (key) => zh[key])).toBe('');
  });
});

describe('guard levels and templates per PAGES.md', () => {
  // A sample written out, so a change of the design doc does not silently change what is expected.
  const sample: Record<string, [string, TemplateName]> = {
    '/': ['G0', 'Hub'],
    '/bindAccount': ['G1', 'PhoneVerify'],
    '/callbackSuccessPageCommon': ['G1', 'ResultPage'],
    '/tip/error': ['G0', 'ResultPage'],
    '/cfsf/login': ['G0', 'PhoneVerify'],
    '/cfsf/index2': ['G2', 'DepositGiftPay'],
    '/cfsf/index3': ['G1', 'DepositGiftPay'],
    '/lyh2': ['G0', 'DepositGiftOffer'],
    '/complain': ['G2', 'FormPage'],
    '/seckillNew': ['G0', 'Seckill'],
    '/seckillNew/myOrder': ['G2', 'RecordList'],
    '/yjq/collect': ['G1', 'BenefitClaim'],
    '/vote': ['G0', 'Vote'],
    '/flowDetail/fiveG/product3': ['G2', 'PackDetail'],
    '/marketCard': ['G0', 'Catalogue'],
    '/marketCard/card20': ['G1', 'OnePageOrder'],
    '/newRecharge': ['G0', 'Hub'],
    '/newRecharge/tooth/:token': ['G1', 'TopupForm'],
    '/newRecharge/history': ['G2', 'RecordList'],
    '/productPage': ['G0', 'OrderWizard'],
    '/valetHandle': ['G3', 'ValetOrder'],
    '/valetHandle/result': ['G3', 'ResultPage'],
    '/broadOrder': ['G2', 'RecordList'],
    '/mobileBusiness': ['G2', 'Hub'],
    '/mobileBusiness/costDetail': ['G2', 'BillView'],
  };

  it('for a written-out sample', () => {
    const actual = Object.fromEntries(Object.keys(sample).map((p) => [p, [route(p).guard, route(p).template]]));
    expect(actual).toEqual(sample);
  });

  /** Guards that differ from PAGES.md on purpose, with why. */
  const GUARD_DEVIATIONS: Record<string, string> = {
    // A customer without a bound number finds an order by its number and contact phone (SMS-checked), not by binding.
    '/mobileBusiness/orderTracking': 'G1',
  };

  it('for every row of PAGES.md §2', () => {
    const section = pagesDoc.slice(
      pagesDoc.indexOf('## 2. Route by route'),
      pagesDoc.indexOf('## 3. Cross-cutting rules'),
    );
    const rows = section.split('\n').filter((line) => line.startsWith('| `/'));
    expect(rows).toHaveLength(specRoutes.length);
    const mismatches: string[] = [];
    for (const row of rows) {
      const [, pathCell, templateCell, guardCell] = row.split('|').map((cell) => cell.trim());
      const path = /`([^`]+)`/.exec(pathCell)?.[1] ?? pathCell;
      const guard = GUARD_DEVIATIONS[/`([^`]+)`/.exec(pathCell)?.[1] ?? ''] ?? /G[0-3]/.exec(guardCell)?.[0];
      const word = templateCell.split(/[\s(]/)[0];
      const template = word === 'Result' ? 'ResultPage' : word;
      const r = byPath.get(path);
      if (!r || r.guard !== guard || r.template !== template) {
        mismatches.push(`${path}: doc ${guard} ${template}, table ${r?.guard} ${r?.template}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('route counts per template as PAGES.md §1', () => {
    const counts: Partial<Record<TemplateName, number>> = {};
    for (const r of byPath.values()) if (r.template) counts[r.template] = (counts[r.template] ?? 0) + 1;
    expect(counts).toEqual({
      Hub: 3,
      ResultPage: 26,
      DocumentView: 7,
      PhoneVerify: 3,
      FormPage: 8,
      DepositGiftOffer: 11,
      DepositGiftPay: 4,
      TopupForm: 4,
      PayCheckout: 1,
      RecordList: 9,
      RecordDetail: 5,
      Catalogue: 6,
      PackDetail: 25,
      CapRelease: 2,
      OnePageOrder: 8,
      OrderWizard: 6,
      PlanChange: 2,
      ValetOrder: 1,
      BillView: 4,
      AccountView: 4,
      Termination: 2,
      ActivityLanding: 7,
      BenefitClaim: 9,
      Seckill: 3,
      Vote: 1,
    });
  });
});

describe('pages', () => {
  const general: Record<string, string> = {
    '/': 'Home',
    '/404': 'NotFound',
    '/down': 'Down',
    '/tip/error': 'TipError',
    '/tip/success': 'TipSuccess',
    '/callbackSuccessPageCommon': 'CallbackSuccess',
    '/callbackFailPageCommon': 'CallbackFail',
    '/agreement': 'AgreementList',
    '/agreement/a1': 'Agreement',
    '/agreement/a2': 'Agreement',
    '/agreement/a3': 'Agreement',
  };

  it('are data: the table imports no module at run time, only types', () => {
    const source = readFileSync(join(process.cwd(), 'config', 'routes.ts'), 'utf8');
    const imports = source.split('\n').filter((line) => /^\s*import\b/.test(line));
    expect(imports.length).toBeGreaterThan(0);
    expect(imports.filter((line) => !/^import type /.test(line))).toEqual([]);
    expect(source).not.toMatch(/\bimport\s*\(/);
    expect(source).not.toMatch(/\brequire\s*\(/);
  });

  it('are named <chunk>/<Page>, and not evaluated by reading the table or the loaders', () => {
    expect(flat.filter((r) => r.page).length).toBeGreaterThanOrEqual(12);
    expect(flat.filter((r) => r.page && !/^[\w-]+\/[A-Z]\w*$/.test(r.page)).map((r) => r.path)).toEqual([]);
    expect(evaluated()).toEqual([]);
  });

  it('load the general pages from the right modules, when called', async () => {
    const loadedBy: Record<string, string> = {};
    for (const path of Object.keys(general)) {
      const page = route(path).page;
      if (!page) throw new Error(`${path} has no page`);
      const mod = await pageLoader(page)();
      loadedBy[path] = (mod.default as unknown as { pageName: string }).pageName;
    }
    expect(loadedBy).toEqual(general);
    expect(evaluated()).toContain('Agreement');
  });

  it('pass each agreement its document key, and nothing to other pages', () => {
    expect(['/agreement/a1', '/agreement/a2', '/agreement/a3'].map((p) => route(p).props)).toEqual([
      { doc: 'a1' },
      { doc: 'a2' },
      { doc: 'a3' },
    ]);
    expect(flat.filter((r) => r.props && !r.path.startsWith('/agreement/')).map((r) => r.path)).toEqual([]);
  });
});
