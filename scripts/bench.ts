// `npm run bench`: builds for production and prints the entry (all JS and CSS before the first page chunk)
// and every lazy chunk, raw / gzip / brotli, against the budgets of config/budgets.ts. Exits 1 over budget.
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import makeConfig from '../webpack.config';
import { budgets } from '../config/budgets';
import { measure, total, kb, type AssetSize } from './sizes';

const config = makeConfig({}, { mode: 'production' });
const started = Date.now();

webpack(config, (err, stats) => {
  if (err || !stats) { console.error(err); process.exit(1); }
  const json = stats.toJson({ all: false, entrypoints: true, chunks: true, chunkRelations: false, errors: true });
  const out = config.output!.path!;
  const size = (f: string): AssetSize => measure(f, fs.readFileSync(path.join(out, f)));
  const isCode = (f: string) => /\.(js|css)$/.test(f);

  const before = (json.chunks ?? []).filter((c) => budgets.entryChunks.includes(String(c.names?.[0])));
  const entryFiles = [
    ...Object.values(json.entrypoints ?? {}).flatMap((ep) => (ep.assets ?? []).map((a) => a.name)),
    ...before.flatMap((c) => c.files ?? []),
  ].filter(isCode);
  const entry = entryFiles.map(size);
  const chunks = (json.chunks ?? [])
    .filter((c) => !c.initial && !before.includes(c))
    .map((c) => {
      const assets = (c.files ?? []).filter(isCode).map(size);
      return { name: String(c.names?.[0] ?? c.id), assets, gzip: total(assets, 'gzip') };
    })
    .sort((a, b) => b.gzip - a.gzip);

  const row = (name: string, xs: AssetSize[], budget?: number) => {
    const gz = total(xs, 'gzip');
    const flag = budget === undefined ? '' : gz > budget ? `  OVER ${kb(budget)}` : `  (budget ${kb(budget)})`;
    return `${name.padEnd(34)} ${kb(total(xs, 'raw')).padStart(10)} ${kb(gz).padStart(10)} ${kb(total(xs, 'brotli')).padStart(10)}${flag}`;
  };
  console.log(`${'asset'.padEnd(34)} ${'raw'.padStart(10)} ${'gzip'.padStart(10)} ${'brotli'.padStart(10)}`);
  entry.forEach((a) => console.log(row(`  ${a.file}`, [a])));
  console.log(row('ENTRY (JS + CSS + zh-CN catalogue)', entry, budgets.entryGzip));
  console.log('');
  chunks.forEach((c) => console.log(row(`chunk ${c.name}`, c.assets, budgets.chunkGzip)));
  const all = [...entry, ...chunks.flatMap((c) => c.assets)];
  console.log('');
  console.log(row(`TOTAL (${chunks.length} lazy chunks)`, all));
  console.log(`built in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const over = total(entry, 'gzip') > budgets.entryGzip || chunks.some((c) => c.gzip > budgets.chunkGzip);
  if (stats.hasErrors()) json.errors?.forEach((e) => console.error(e.message));
  process.exit(over || stats.hasErrors() ? 1 : 0);
});
