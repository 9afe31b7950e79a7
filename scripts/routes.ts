// `npm run routes` (ts-node scripts/routes.ts): the route table as a report.
//   --json   the flattened table as a JSON array of { path, title, exact, guarded, page, guard, template },
//            read by ../shared/tools/check-routes.mjs; title is the zh-CN pieces joined with ' - '.
//   (none)   a readable table, the ready/planned counts and the counts per template.
// It only reads the table: page loaders are never called, so no page code runs.
import zhTitles from '../src/locales/zh-CN/titles';
import { flattenRoutes, formatTitle, routes, type RouteConfig } from '../config/routes';

export interface RouteRow {
  path: string;
  title: string;
  exact: boolean;
  guarded: boolean;
  page: 'ready' | 'planned';
  guard: string;
  template: string | null;
}

/** One row per flattened route (parents and children; a child may repeat its parent's path). */
export function reportRows(table: readonly RouteConfig[] = routes): RouteRow[] {
  return flattenRoutes(table).map((route) => ({
    path: route.path,
    title: formatTitle(route.title, (key) => zhTitles[key]),
    exact: route.exact,
    guarded: route.guard !== 'G0',
    page: route.page ? 'ready' : 'planned',
    guard: route.guard,
    template: route.template ?? null,
  }));
}

/** Rows by path, the last one winning (a non-exact parent's own child is the page), without the catch-all. */
export function rowsByPath(rows: readonly RouteRow[]): Map<string, RouteRow> {
  return new Map(rows.filter((row) => row.path !== '*').map((row) => [row.path, row]));
}

export function summary(rows: readonly RouteRow[]): { routes: number; ready: number; planned: number } {
  const unique = [...rowsByPath(rows).values()];
  const ready = unique.filter((row) => row.page === 'ready').length;
  return { routes: unique.length, ready, planned: unique.length - ready };
}

export function formatReport(rows: readonly RouteRow[]): string {
  const width = Math.max(...rows.map((row) => row.path.length));
  const lines = rows.map((row) =>
    [
      row.path.padEnd(width),
      row.guard,
      row.exact ? 'exact ' : 'prefix',
      row.page.padEnd(7),
      (row.template ?? '-').padEnd(16),
      row.title || '-',
    ].join('  '),
  );
  const header = ['path'.padEnd(width), 'G ', 'match ', 'page   ', 'template'.padEnd(16), 'title (zh-CN)'].join('  ');

  const perTemplate = new Map<string, { ready: number; total: number }>();
  for (const row of rowsByPath(rows).values()) {
    const key = row.template ?? '(wrapper)';
    const count = perTemplate.get(key) ?? { ready: 0, total: 0 };
    count.total += 1;
    if (row.page === 'ready') count.ready += 1;
    perTemplate.set(key, count);
  }
  const templates = [...perTemplate].map(([name, { ready, total }]) => `  ${name.padEnd(16)}  ${ready}/${total} ready`);

  const { routes: total, ready, planned } = summary(rows);
  return [
    header,
    ...lines,
    '',
    'per template:',
    ...templates,
    '',
    `${total} routes (${rows.length} table entries incl. children and the catch-all): ${ready} ready, ${planned} planned`,
  ].join('\n');
}

function main(argv: readonly string[]): void {
  const rows = reportRows();
  process.stdout.write(argv.includes('--json') ? `${JSON.stringify(rows, null, 2)}\n` : `${formatReport(rows)}\n`);
}

if (require.main === module) main(process.argv.slice(2));
