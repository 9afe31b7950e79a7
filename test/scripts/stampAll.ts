// Stamps one planned route of each template into a scratch copy of the project (used by newPageStamps.test.ts;
// `npx ts-node test/scripts/stampAll.ts <dir>` to look at the result).
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { plan } from '../../scripts/newPage';

/** A planned route of each template that has one, with the endpoint its page would read or submit to. */
export const STAMPS: { route: string; api: string; family?: string; name?: string }[] = [
  // Hub: no planned hub has a row of its own (/mobileBusiness is a non-exact parent).
  { route: '/mobileBusiness/businessQuery', api: 'user/queryInternetService' }, // RecordList
  { route: '/experience', api: 'omoweb/productList/list' }, // Catalogue
  { route: '/mobileBusiness/orderDetails', api: 'bill/orderWechatGetById' }, // RecordDetail
  { route: '/yjq', api: 'bill/querySetMealaAlowance' }, // PackDetail
  { route: '/online/guide', api: 'omoweb/showPapers/getPapers' }, // DocumentView
  { route: '/mobileBusiness/phoneAllowance', api: 'bill/querySetMealaAlowance' }, // AccountView
  // BillView: its four routes are ready (src/pages/business/BillView.tsx).
  { route: '/mobileBusiness/terminationGuide', api: 'bill/queryUserBalance' }, // Termination
  { route: '/modifyPackage', api: 'bill/querySetMealaAlowance' }, // PlanChange
  { route: '/doubleEleven', api: 'omoweb/productList/list' }, // ActivityLanding
  { route: '/friday', api: 'omoweb/rewardRecord/queryRecord' }, // BenefitClaim
  { route: '/seckillNew', api: 'handlebusi/saleInfo/querySaleInfo' }, // Seckill
  { route: '/vote', api: 'activity/newSignin/pageInit', name: 'Vote' }, // Vote
  { route: '/hire', api: 'activity/hire/add' }, // FormPage
  { route: '/summer', api: 'activity/schoolRechargeJM/attendAct' }, // TopupForm
  // OnePageOrder and OrderWizard: every route of both is ready (src/pages/ordering).
  { route: '/valetHandle', api: 'handlebusi/busi/dkhandle', name: 'Valet' }, // ValetOrder
  { route: '/valetHandle/result', api: 'bill/orderWechatGetById' }, // ResultPage
];

/** Applies every stamp to `root` (a copy of the project); returns the files written. */
export async function stampAll(root: string): Promise<string[]> {
  const written: string[] = [];
  for (const s of STAMPS) {
    const p = plan({ ...s, root });
    for (const [f, text] of p.created) {
      fs.mkdirSync(path.dirname(path.join(root, f)), { recursive: true });
      fs.writeFileSync(path.join(root, f), text, { flag: 'wx' });
      written.push(f);
    }
    for (const [f, text] of p.edited) fs.writeFileSync(path.join(root, f), text);
  }
  // As `npm run new:page` writes them (formatPlan), with Prettier's CLI: its API cannot load in jest's VM.
  const edited = ['config/routes.ts', 'src/locales/pages.ts'];
  const prettier = path.join(root, 'node_modules', '.bin', 'prettier');
  const r = spawnSync(prettier, ['--write', ...written, ...edited], { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`prettier: ${r.stderr}`);
  return written;
}

if (require.main === module)
  void stampAll(path.resolve(process.argv[2])).then((files) => console.log(files.join('\n')));
