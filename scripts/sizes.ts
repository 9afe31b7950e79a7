// Measures a webpack build's entry and lazy chunks (raw, gzip -9, brotli q11) from its stats, and attributes
// the entry's gzip to the modules it came from (source maps). Used by the budget plugin in webpack.config.ts
// and by `npm run bench`.
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

export interface AssetSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}
export interface BuildSizes {
  entry: AssetSize[];
  chunks: { name: string; assets: AssetSize[]; gzip: number }[];
}

export function measure(file: string, source: Buffer): AssetSize {
  return {
    file,
    raw: source.length,
    gzip: gzipSync(source, { level: 9 }).length,
    brotli: brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export const total = (xs: AssetSize[], k: 'raw' | 'gzip' | 'brotli') => xs.reduce((n, a) => n + a[k], 0);

export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

/** A source map (v3), as webpack writes it next to each asset. */
export interface SourceMap {
  sources: string[];
  mappings: string;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of one mapping segment (base64 VLQ), each relative to the previous segment's. */
function decodeSegment(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

/**
 * The bytes of an emitted file by the source they came from: each mapped segment runs to the next segment of its
 * line; unmapped code (webpack's runtime, module wrappers) counts as `(webpack)`. Columns are UTF-16 units, as
 * the map counts them; the text is measured in UTF-8.
 */
export function attributeText(code: string, map: SourceMap): Map<string, string> {
  const parts = new Map<string, string[]>();
  const add = (source: string, text: string) => {
    if (!text) return;
    const list = parts.get(source);
    if (list) list.push(text);
    else parts.set(source, [text]);
  };
  const lines = code.split('\n');
  const mapped = map.mappings.split(';');
  let source = 0;
  lines.forEach((line, i) => {
    let column = 0;
    let from = 0;
    let owner = '(webpack)';
    for (const segment of (mapped[i] ?? '').split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += fields[0];
      add(owner, line.slice(from, column));
      from = column;
      if (fields.length >= 4) {
        source += fields[1];
        owner = map.sources[source] ?? '(webpack)';
      } else {
        owner = '(webpack)';
      }
    }
    add(owner, line.slice(from) + (i < lines.length - 1 ? '\n' : ''));
  });
  return new Map([...parts].map(([s, texts]) => [s, texts.join('')]));
}

/** A source's path as a reader knows it: `node_modules/react-dom/...` or `src/app.tsx`, without webpack's prefix. */
export function moduleName(source: string): string {
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/^.*?(node_modules\/)/, '$1')
    .replace(/\?.*$/, '');
}

export interface ModuleShare {
  module: string;
  raw: number;
  gzip: number;
}

/**
 * Each source's share of the files' gzip: the source's own text compressed alone, scaled so that the shares add
 * up to the files' real gzip size (gzip works across modules; alone, each compresses a little worse).
 */
export function attributeGzip(files: { code: string; map?: SourceMap; file: string }[]): ModuleShare[] {
  const texts = new Map<string, string[]>();
  let gzipTotal = 0;
  for (const { code, map, file } of files) {
    gzipTotal += gzipSync(Buffer.from(code), { level: 9 }).length;
    const parts = map ? attributeText(code, map) : new Map([[file, code]]);
    for (const [source, text] of parts) {
      const name = map ? moduleName(source) : source;
      texts.set(name, [...(texts.get(name) ?? []), text]);
    }
  }
  const shares = [...texts].map(([module, list]) => {
    const buf = Buffer.from(list.join(''));
    return { module, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
  const alone = shares.reduce((n, s) => n + s.gzip, 0) || 1;
  return shares.map((s) => ({ ...s, gzip: Math.round((s.gzip * gzipTotal) / alone) })).sort((a, b) => b.gzip - a.gzip);
}
