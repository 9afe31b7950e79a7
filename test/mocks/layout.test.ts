// The simulator by feature (mocks/README.md, Layout): no handler file over 400 lines, and a handler file or folder
// named like a family is a family of src/pages/ (or a spec prefix of the paths every family shares).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const HANDLERS = join(__dirname, '../../mocks/handlers');
const FAMILIES = readdirSync(join(__dirname, '../../src/pages')).filter((name) =>
  statSync(join(__dirname, '../../src/pages', name)).isDirectory(),
);
/** The files of the paths every family shares: their spec prefix, and the helpers. */
const SHARED = ['bill', 'common', 'config', 'handlebusi', 'omoweb', 'user', 'wx'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

describe('mocks/handlers', () => {
  it('has no file over 400 lines', () => {
    const long = files(HANDLERS)
      .map((path) => ({
        path: path.slice(HANDLERS.length + 1),
        lines: readFileSync(path, 'utf8').split('\n').length - 1,
      }))
      .filter((f) => f.lines > 400);
    expect(long).toEqual([]);
  });

  it('names each file or folder after a family of src/pages/ or a shared spec prefix', () => {
    const names = readdirSync(HANDLERS).map((name) => name.replace(/\.ts$/, ''));
    expect(names.filter((name) => !FAMILIES.includes(name) && !SHARED.includes(name))).toEqual([]);
  });
});
