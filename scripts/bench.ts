// `npm run bench`: builds for production and prints the entry (all JS and CSS before the first page chunk)
// and every lazy chunk, raw / gzip / brotli, against the budgets of config/budgets.ts, then the ten modules that
// weigh most in the entry (gzip share, from the source maps); then serves the build as `npm run serve` does and runs
// Lighthouse on it (scripts/lighthouse.mjs). Exits 1 over budget or under the Lighthouse targets.
import fs from 'node:fs';
import path from 'node:path';
import { spawn } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import webpack from 'webpack';
import { createServer } from './serve';
import makeConfig from '../webpack.config';
import { budgets } from '../config/budgets';
import { attributeGzip, measure, total, kb, type AssetSize, type SourceMap } from './sizes';

const config = makeConfig({}, { mode: 'production' });
const started = Date.now();

webpack(config, (err, stats) => {
  if (err || !stats) {
    console.error(err);
    process.exit(1);
  }
  const json = stats.toJson({
    all: false,
    entrypoints: true,
    chunks: true,
    chunkGroups: true,
    ids: true,
    errors: true,
  });
  const out = config.output!.path!;
  const size = (f: string): AssetSize => measure(f, fs.readFileSync(path.join(out, f)));
  const isCode = (f: string) => /\.(js|css)$/.test(f);

  const before = (json.chunks ?? []).filter((c) => budgets.entryChunks.includes(String(c.names?.[0])));
  const entryFiles = [
    ...Object.values(json.entrypoints ?? {}).flatMap((ep) => (ep.assets ?? []).map((a) => a.name)),
    ...before.flatMap((c) => c.files ?? []),
  ].filter(isCode);
  const entry = entryFiles.map(size);
  // A chunk webpack split off for code that several page chunks share has no name of its own: it is named after
  // the chunks that load it.
  const groups = Object.entries(json.namedChunkGroups ?? {});
  const nameOf = (c: (typeof json.chunks & object)[number]): string => {
    if (c.names?.[0]) return c.names[0];
    const users = groups
      .filter(([, g]) => g.chunks?.includes(c.id!))
      .map(([name]) => name)
      .filter((n) => !c.names?.includes(n));
    return users.length ? `shared by ${users.join(', ')}` : `#${String(c.id)}`;
  };
  const chunks = (json.chunks ?? [])
    .filter((c) => !c.initial && !before.includes(c))
    .map((c) => {
      const assets = (c.files ?? []).filter(isCode).map(size);
      return { name: nameOf(c), assets, gzip: total(assets, 'gzip') };
    })
    .sort((a, b) => b.gzip - a.gzip);

  const width = Math.max(34, ...chunks.map((c) => c.name.length + 6));
  const row = (name: string, xs: AssetSize[], budget?: number) => {
    const gz = total(xs, 'gzip');
    const flag = budget === undefined ? '' : gz > budget ? `  OVER ${kb(budget)}` : `  (budget ${kb(budget)})`;
    return `${name.padEnd(width)} ${kb(total(xs, 'raw')).padStart(10)} ${kb(gz).padStart(10)} ${kb(total(xs, 'brotli')).padStart(10)}${flag}`;
  };
  console.log(`${'asset'.padEnd(width)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  entry.forEach((a) => console.log(row(`  ${a.file}`, [a])));
  console.log(row('ENTRY (JS + CSS + zh-CN catalogue)', entry, budgets.entryGzip));
  console.log('');
  chunks.forEach((c) => console.log(row(`chunk ${c.name}`, c.assets, budgets.chunkGzip)));
  const all = [...entry, ...chunks.flatMap((c) => c.assets)];
  console.log('');
  console.log(row(`TOTAL (${chunks.length} lazy chunks)`, all));

  const readMap = (f: string): SourceMap | undefined => {
    try {
      return JSON.parse(fs.readFileSync(path.join(out, `${f}.map`), 'utf8')) as SourceMap;
    } catch {
      return undefined;
    }
  };
  const modules = attributeGzip(
    entryFiles.map((f) => ({ file: f, code: fs.readFileSync(path.join(out, f), 'utf8'), map: readMap(f) })),
  );
  const entryGzip = total(entry, 'gzip');
  console.log('');
  console.log(`${'biggest modules of the entry'.padEnd(72)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)}  share`);
  // BENCH_TOP=40 lists more of them.
  modules.slice(0, Number(process.env.BENCH_TOP) || 10).forEach((m) => {
    console.log(
      `  ${m.module.padEnd(70)} ${kb(m.raw).padStart(10)} ${kb(m.gzip).padStart(10)}  ${((100 * m.gzip) / entryGzip).toFixed(1).padStart(4)} %`,
    );
  });
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const over = total(entry, 'gzip') > budgets.entryGzip || chunks.some((c) => c.gzip > budgets.chunkGzip);
  if (stats.hasErrors()) json.errors?.forEach((e) => console.error(e.message));
  if (over || stats.hasErrors()) process.exit(1);
  // Then the build as a CDN serves it (compressed, with the simulator), measured by Lighthouse (SKIP_LIGHTHOUSE=1
  // to skip).
  if (process.env.SKIP_LIGHTHOUSE === '1') process.exit(0);
  const server = createServer(out).listen(0, () => {
    const { port } = server.address() as AddressInfo;
    console.log('\nLighthouse 12.2.3, mobile, simulated throttling, median of 3 (npm run serve)');
    const lh = spawn(process.execPath, [path.join(__dirname, 'lighthouse.mjs'), `http://localhost:${port}`], {
      stdio: 'inherit',
    });
    lh.on('exit', (code) => {
      server.close();
      process.exit(code ?? 1);
    });
  });
});
