// Stamps one route of each template, planned again, into a scratch copy of the project (used by newPageStamps.test.ts;
// `npx ts-node test/scripts/stampAll.ts <dir>` to look at the result).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { plan } from '../../scripts/newPage';

/**
 * One route of each template the generator stamps, with the endpoint its page would read or submit to. The routes
 * are built, so the scratch copy first takes each one's page away (`unplan`): the route is planned again, and the
 * stamp puts its page in a family of its own (`stamps`), as `npm run new:page` does for a planned route.
 */
export const STAMPS: { route: string; api: string; name?: string }[] = [
  { route: '/seckillNew/myOrder', api: 'handlebusi/businessAcceptanceRecord/queryUserProductInfo' }, // RecordList
  { route: '/onlineActivities', api: 'omoweb/productList/list' }, // Catalogue
  { route: '/mobileBusiness/orderDetails', api: 'bill/orderWechatGetById' }, // RecordDetail
  { route: '/experience/first', api: 'bill/querySetMealaAlowance' }, // PackDetail
  { route: '/online/guide', api: 'omoweb/showPapers/getPapers' }, // DocumentView
  { route: '/mobileBusiness/phoneAllowance', api: 'bill/querySetMealaAlowance' }, // AccountView
  { route: '/mobileBusiness/terminationGuide', api: 'bill/queryUserBalance' }, // Termination
  { route: '/modifyPackage', api: 'bill/querySetMealaAlowance' }, // PlanChange
  { route: '/doubleEleven', api: 'omoweb/productList/list' }, // ActivityLanding
  { route: '/friday', api: 'omoweb/rewardRecord/queryRecord' }, // BenefitClaim
  { route: '/seckillNew', api: 'handlebusi/saleInfo/querySaleInfo' }, // Seckill
  { route: '/vote', api: 'activity/newSignin/pageInit', name: 'Vote' }, // Vote
  { route: '/hire', api: 'activity/hire/add' }, // FormPage
  { route: '/summer', api: 'activity/schoolRechargeJM/attendAct' }, // TopupForm
  { route: '/open', api: 'handlebusi/wxOrderRecord/keepNum' }, // OnePageOrder
  { route: '/productPage', api: 'handlebusi/submitOrder/submit' }, // OrderWizard
  { route: '/valetHandle', api: 'handlebusi/busi/dkhandle', name: 'Valet' }, // ValetOrder
  { route: '/valetHandle/result', api: 'bill/orderWechatGetById' }, // ResultPage
];

const upper = (x: string) => x.charAt(0).toUpperCase() + x.slice(1);

/** The family the stamps go to in the scratch copy (each page named after its whole path). */
export const STAMP_FAMILY = 'stamps';

/**
 * The route table with `route`'s page taken away: the first row naming the path (a non-exact parent's row holds its
 * child of the same path, whose page goes) loses its `page: ...`.
 */
export function unplan(table: string, route: string): string {
  const at = table.indexOf(`path: '${route}'`);
  if (at < 0) throw new Error(`config/routes.ts: no row for ${route}`);
  const open = table.lastIndexOf('{', at);
  let depth = 0;
  let close = open;
  for (; close < table.length; close++) {
    if (table[close] === '{') depth++;
    else if (table[close] === '}' && --depth === 0) break;
  }
  const row = table.slice(open, close + 1);
  const bare = row.replace(/,?\s*page: '[\w-]+\/\w+',?/, (m) => (m.endsWith(',') && m.startsWith(',') ? ',' : ''));
  if (bare === row) return table; // planned already
  return table.slice(0, open) + bare + table.slice(close + 1);
}

/** Applies every stamp to `root` (a copy of the project); returns the files written and the files edited. */
export async function stampAll(root: string): Promise<{ written: string[]; edited: string[] }> {
  const written: string[] = [];
  const changed = new Set<string>();
  const routesFile = path.join(root, 'config', 'routes.ts');
  for (const s of STAMPS) {
    fs.writeFileSync(routesFile, unplan(fs.readFileSync(routesFile, 'utf8'), s.route));
    const name = s.name ?? s.route.split('/').filter(Boolean).map(upper).join('');
    const p = plan({ ...s, name, family: STAMP_FAMILY, root });
    for (const [f, text] of p.created) {
      fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      fs.writeFileSync(path.join(root, f), text, { flag: 'wx' });
      written.push(f);
    }
    for (const [f, text] of p.edited) {
      fs.writeFileSync(path.join(root, f), text);
      changed.add(f);
    }
  }
  // As `npm run new:page` writes them (formatPlan), with Prettier's CLI: its API cannot load in jest's VM.
  const edited = ['config/routes.ts', 'src/pages/loaders.ts', 'src/locales/pages.ts'];
  const prettier = path.join(root, 'node_modules', '.bin', 'prettier');
  const r = spawnSync(prettier, ['--write', ...written, ...edited], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`prettier: ${r.stderr}`);
  return { written, edited: [...changed].filter((f) => !written.includes(f)) };
}

if (require.main === module)
  void stampAll(path.resolve(process.argv[2])).then(({ written }) => console.log(written.join('\n')));
