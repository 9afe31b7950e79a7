// scripts/sizes.ts: the entry's gzip attributed to the modules it came from, by the source map.
import { gzipSync } from 'node:zlib';
import { attributeGzip, attributeText, moduleName, type SourceMap } from '../../scripts/sizes';

// Base64 VLQ of one mapping field, as a source map writes it.
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function vlq(n: number): string {
  let v = n < 0 ? (-n << 1) | 1 : n << 1;
  let out = '';
  do {
    let digit = v & 31;
    v >>>= 5;
    if (v) digit |= 32;
    out += B64[digit];
  } while (v);
  return out;
}
const segment = (...fields: number[]) => fields.map(vlq).join('');

// Line 0: `AAAA` from a.ts at column 0, `BBBBBBBB` from b.ts at column 4, then unmapped `;` at column 12.
// Line 1: `CC` from a.ts again (source delta -1), at column 0.
const code = 'AAAABBBBBBBB;\nCC';
const map: SourceMap = {
  sources: ['webpack://sms2/./src/a.ts', 'webpack://sms2/./node_modules/pkg/b.js'],
  mappings: `${segment(0, 0, 0, 0)},${segment(4, 1, 0, 0)},${segment(8)};${segment(0, -1, 1, 0)}`,
};

describe('attributing an emitted file to its sources', () => {
  it('gives each mapped run to its source, and unmapped code to webpack', () => {
    const parts = attributeText(code, map);
    expect(parts.get('webpack://sms2/./src/a.ts')).toBe('AAAACC');
    expect(parts.get('webpack://sms2/./node_modules/pkg/b.js')).toBe('BBBBBBBB');
    expect(parts.get('(webpack)')).toBe(';\n');
  });

  it('names sources by their path in the project', () => {
    expect(moduleName('webpack://sms2/./src/app.tsx')).toBe('src/app.tsx');
    expect(moduleName('webpack://sms2/./src/components/Button.module.css?252b')).toBe(
      'src/components/Button.module.css',
    );
    expect(moduleName('webpack://sms2/./node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(
      'node_modules/react-dom/cjs/react-dom-client.production.js',
    );
  });

  it("shares out the files' real gzip size, biggest first; a file without a map is one module", () => {
    const big = `${'x'.repeat(10)}${Array.from({ length: 400 }, (_, i) => String.fromCharCode(33 + ((i * 7919) % 90))).join('')}`;
    const shares = attributeGzip([
      {
        file: 'js/main.js',
        code: `${big}\nCC`,
        map: { sources: map.sources, mappings: `${segment(0, 1, 0, 0)};${segment(0, -1, 1, 0)}` },
      },
      { file: 'css/main.css', code: 'body{margin:0}' },
    ]);
    const real =
      gzipSync(Buffer.from(`${big}\nCC`), { level: 9 }).length +
      gzipSync(Buffer.from('body{margin:0}'), { level: 9 }).length;
    expect(shares.map((s) => s.module)).toEqual(['node_modules/pkg/b.js', 'css/main.css', 'src/a.ts']);
    expect(Math.abs(shares.reduce((n, s) => n + s.gzip, 0) - real)).toBeLessThanOrEqual(shares.length);
    expect(shares[0].raw).toBe(big.length + 1);
  });
});
