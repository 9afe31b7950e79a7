// The WeChat stand-in is development and test tooling: a production build for a real backend carries none of it. The
// module that loads it is built with the app's own webpack configuration (its DefinePlugin and its minifier), once
// for a real backend and once for the simulator, and the output is read for the stand-in's address.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import makeConfig, { carriesWeChatStandIn } from '../../webpack.config';

const MARKER = '__sim/weixin/bridge.js';

/** The minified output of src/services/wechatStandIn.ts in a production build made with `vars`. */
async function built(vars: Record<string, string>): Promise<string> {
  const saved = { ...process.env };
  Object.assign(process.env, vars);
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'standin-'));
  try {
    const config = makeConfig(undefined, { mode: 'production' });
    const compiler = webpack({
      ...config,
      entry: { main: path.resolve(__dirname, '../../src/services/wechatStandIn.ts') },
      output: { path: out, filename: '[name].js', library: { type: 'commonjs2' } },
      devtool: false,
      plugins: (config.plugins ?? []).filter((p) => p instanceof webpack.DefinePlugin),
      optimization: { ...config.optimization, splitChunks: false },
      cache: false,
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((err, s) => (err || !s ? reject(err ?? new Error('no stats')) : resolve(s))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.hasErrors()).toBe(false);
    return fs.readFileSync(path.join(out, 'main.js'), 'utf8');
  } finally {
    for (const k of Object.keys(vars)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
    fs.rmSync(out, { recursive: true, force: true });
  }
}

describe('the WeChat stand-in in a build', () => {
  it('is carried by development builds and builds for the simulator, never by a build for a real backend', () => {
    expect(carriesWeChatStandIn(false, {})).toBe(true);
    expect(carriesWeChatStandIn(true, {})).toBe(true);
    expect(carriesWeChatStandIn(true, { SMS2_API_BASE: 'https://api.example.com/' })).toBe(false);
  });

  it('a production build for a real backend has no trace of it; one for the simulator loads its bridge', async () => {
    const real = await built({ SMS2_API_BASE: 'https://api.example.com/' });
    expect(real).not.toContain(MARKER);
    expect(real).not.toContain('__sim');
    const sim = await built({});
    expect(sim).toContain(MARKER);
  }, 120_000);
});
