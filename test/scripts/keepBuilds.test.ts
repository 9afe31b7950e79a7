// A deploy keeps the previous builds' hashed chunks, so a customer whose page holds an old index.html still loads
// them; dist/ keeps the last three builds' and no more. And a build at the simulator's defaults says so.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import makeConfig, {
  atSimulatorDefault,
  BUILDS_FILE,
  HASHED_ASSET,
  KEPT_BUILDS,
  pruneBuilds,
} from '../../webpack.config';

const build = (n: number) => [
  `js/main.0000000${n}.js`,
  `js/main.0000000${n}.js.br`,
  `js/main.0000000${n}.js.gz`,
  `js/main.0000000${n}.js.map`,
  `js/general.1111111${n}.chunk.js`,
  `css/main.2222222${n}.css`,
];

describe('production builds keep the chunks of the builds before', () => {
  it('output.clean keeps hashed assets (and the record), never index.html or other files', () => {
    const clean = makeConfig({}, { mode: 'production' }).output?.clean;
    const keep = typeof clean === 'object' && typeof clean.keep === 'function' ? clean.keep : undefined;
    expect(keep).toBeDefined();
    for (const f of build(1)) expect(keep!(f)).toBe(true);
    expect(keep!(BUILDS_FILE)).toBe(true);
    for (const f of ['index.html', 'index.html.br', 'js/main.js', 'favicon.ico']) expect(keep!(f)).toBeFalsy();
    expect(makeConfig({}, { mode: 'development' }).output?.clean).toBe(true);
  });

  it('a second build leaves the first one`s chunks; the fourth removes the first', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms2-dist-'));
    const emit = (n: number) => {
      for (const f of build(n)) {
        fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
        fs.writeFileSync(path.join(dir, f), `build ${n}`);
      }
      pruneBuilds(dir, build(n), n);
    };
    const present = (n: number) => build(n).filter((f) => fs.existsSync(path.join(dir, f))).length;
    emit(1);
    emit(2);
    expect(present(1)).toBe(build(1).length);
    expect(present(2)).toBe(build(2).length);
    emit(3);
    emit(4);
    expect(KEPT_BUILDS).toBe(3);
    expect(present(1)).toBe(0);
    expect([present(2), present(3), present(4)]).toEqual([6, 6, 6]);
    // A hashed file no recorded build names (a build before the record) goes; others stay.
    fs.writeFileSync(path.join(dir, 'js/stray.abcdef12.chunk.js'), '');
    fs.writeFileSync(path.join(dir, 'js/notes.txt'), '');
    emit(5);
    expect(fs.existsSync(path.join(dir, 'js/stray.abcdef12.chunk.js'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'js/notes.txt'))).toBe(true);
    expect(present(3) + present(4) + present(5)).toBe(3 * build(1).length);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('names what a hashed asset is', () => {
    expect(HASHED_ASSET.test('js/main.0123abcd.js.LICENSE.txt')).toBe(true);
    expect(HASHED_ASSET.test('js/main.js')).toBe(false);
    expect(HASHED_ASSET.test('index.html')).toBe(false);
  });
});

describe('a build at the simulator defaults', () => {
  it('names every variable still at its simulator default', () => {
    expect(atSimulatorDefault({})).toEqual([
      'SMS2_API_BASE',
      'SMS2_INTERNAL_API_BASE',
      'SMS2_USERINFO_API_BASE',
      'SMS2_OAUTH_URL',
    ]);
    expect(
      atSimulatorDefault({
        SMS2_API_BASE: 'https://api.example.com/',
        SMS2_OAUTH_URL: 'https://open.weixin.qq.com/connect/oauth2/authorize',
      }),
    ).toEqual(['SMS2_INTERNAL_API_BASE', 'SMS2_USERINFO_API_BASE']);
  });
});
