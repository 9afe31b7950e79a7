// Measures a webpack build's entry and lazy chunks (raw, gzip -9, brotli q11) from its stats.
// Used by the budget plugin in webpack.config.ts and by `npm run bench`.
import { gzipSync, brotliCompressSync, constants } from 'node:zlib';

export interface AssetSize { file: string; raw: number; gzip: number; brotli: number }
export interface BuildSizes { entry: AssetSize[]; chunks: { name: string; assets: AssetSize[]; gzip: number }[] }

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
