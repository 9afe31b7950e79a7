// `npm run routes` (scripts/routes.ts): the rows it reports, and the real script under ts-node piped into the
// shared checker, as the lead runs it.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { type RouteConfig } from '../../config/routes';
import { formatReport, reportRows, summary } from '../../scripts/routes';

const root = process.cwd();
const checker = join(root, '..', 'shared', 'tools', 'check-routes.mjs');
const tsNode = join(root, 'node_modules', 'ts-node', 'dist', 'bin.js');

describe('the report rows', () => {
  const table: RouteConfig[] = [
    { path: '/', guard: 'G0', page: 'general/Never' },
    { path: '/complain', title: ['title.complain'], guard: 'G2', template: 'FormPage' },
    { path: '/bindAccount', title: ['title.bindAccount'], guard: 'G1', template: 'PhoneVerify' },
    {
      path: '/valetHandle/result',
      title: ['title.valetHandle', 'title.valetHandle.result'],
      guard: 'G3',
      template: 'ResultPage',
    },
    {
      path: '/mobileBusiness',
      title: ['title.mobileBusiness'],
      exact: false,
      guard: 'G2',
      template: 'Hub',
      children: [
        {
          path: '/mobileBusiness/billQuery',
          title: ['title.mobileBusiness', 'title.mobileBusiness.billQuery'],
          guard: 'G2',
          template: 'BillView',
        },
      ],
    },
    { path: '*', title: ['title.notFound'], guard: 'G0', page: 'general/Never' },
  ];

  it('carry path, zh-CN title, exact, guarded and ready/planned', () => {
    expect(
      reportRows(table).map(({ path, title, exact, guarded, page }) => ({ path, title, exact, guarded, page })),
    ).toEqual([
      { path: '/', title: '', exact: true, guarded: false, page: 'ready' },
      { path: '/complain', title: '投诉建议', exact: true, guarded: true, page: 'planned' },
      { path: '/bindAccount', title: '账号绑定', exact: true, guarded: true, page: 'planned' },
      { path: '/valetHandle/result', title: '代客办理 - 受理结果', exact: true, guarded: true, page: 'planned' },
      { path: '/mobileBusiness', title: '移动业务', exact: false, guarded: true, page: 'planned' },
      { path: '/mobileBusiness/billQuery', title: '移动业务 - 我的账单', exact: true, guarded: true, page: 'planned' },
      { path: '*', title: '页面不存在', exact: true, guarded: false, page: 'ready' },
    ]);
  });

  it('count each path once, without the catch-all', () => {
    const rows = reportRows([
      {
        path: '/vote',
        exact: false,
        guard: 'G0',
        children: [{ path: '/vote', guard: 'G0', page: 'general/Never' }],
      },
      { path: '/x', guard: 'G1' },
      { path: '*', guard: 'G0', page: 'general/Never' },
    ]);
    expect(summary(rows)).toEqual({ routes: 2, ready: 1, planned: 1 });
    expect(formatReport(rows)).toContain(
      '2 routes (4 table entries incl. children and the catch-all): 1 ready, 1 planned',
    );
  });

  it('for the real table: 161 routes, ready and planned adding up', () => {
    const { routes, ready, planned } = summary(reportRows());
    expect(routes).toBe(161);
    expect(ready).toBeGreaterThanOrEqual(11);
    expect(ready + planned).toBe(161);
  });
});

describe('scripts/routes.ts under ts-node', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, [tsNode, 'scripts/routes.ts', ...args], { cwd: root, encoding: 'utf8' });

  it('--json satisfies the shared route checker', () => {
    const out = run(['--json']);
    expect(out.stderr).toBe('');
    expect(out.status).toBe(0);
    const check = spawnSync(process.execPath, [checker], { cwd: root, input: out.stdout, encoding: 'utf8' });
    expect(check.stdout).toMatch(/of 161 spec routes have a ready page; 0 missing/);
    expect(check.stdout).not.toContain('no title (');
    expect(check.status).toBe(0);
  });

  it('without --json prints the table and the counts', () => {
    const out = run([]);
    expect(out.status).toBe(0);
    expect(out.stdout).toMatch(/^\/mobileBusiness\/billQuery +G2 +exact +ready +BillView +移动业务 - 我的账单$/m);
    expect(out.stdout).toMatch(
      /^161 routes \(165 table entries incl\. children and the catch-all\): \d+ ready, \d+ planned$/m,
    );
  });
});
