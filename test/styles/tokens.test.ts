// Every custom property a style sheet reads is one the tokens (or the sheet itself) define. A name that is not there
// resolves to nothing: the venue cards' corners were square (`--radius-md`) and their notes grey #888 on white, 3.5:1
// (`--color-text-weak`, read with a fallback), where the tokens promise 4.5:1.
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '..', '..', 'src');
const sheets = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? sheets(p) : p.endsWith('.css') ? [p] : [];
  });

const all = sheets(src).map((file) => ({ file: path.relative(src, file), text: fs.readFileSync(file, 'utf8') }));
const defined = (text: string) => new Set([...text.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
const tokens = defined(all.find((s) => s.file === path.join('styles', 'tokens.css'))?.text ?? '');

describe('design tokens', () => {
  it('are read from the tokens', () => {
    expect(tokens.has('--radius')).toBe(true);
    expect(all.length).toBeGreaterThan(20);
  });

  it.each(all.map((s) => [s.file, s.text]))('%s reads only defined custom properties', (_file, text) => {
    const own = defined(text);
    const read = [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1] ?? '');
    expect(read.filter((name) => !tokens.has(name) && !own.has(name))).toEqual([]);
  });
});
