// The build-time settings (README, API bases): what a build is given reaches `env`, and what it is not given keeps
// the simulator's defaults.
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import makeConfig, { BUILD_ENV } from '../../webpack.config';
import type * as EnvModule from '../../config/env';

const SETTINGS = {
  SMS2_API_BASE: 'https://api.example.com',
  SMS2_INTERNAL_API_BASE: 'https://internal.example.com/base/',
  SMS2_USERINFO_API_BASE: 'https://userinfo.example.com/',
  SMS2_OAUTH_URL: 'https://open.weixin.qq.com/connect/oauth2/authorize',
  SMS2_WX_APPID_CHANNEL5: 'wx00000000000000c5',
  SMS2_WX_APPID_OTHER: 'wx0000000000000077',
  SMS2_VITALS_SAMPLE_RATE: '0.25',
};

/** config/env.ts as a fresh module, read with `settings` in process.env (as DefinePlugin puts them in a bundle). */
function envWith(settings: Partial<Record<string, string>>) {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  try {
    let mod: typeof EnvModule | undefined;
    jest.isolateModules(() => {
      mod = jest.requireActual<typeof EnvModule>('../../config/env');
    });
    return mod!;
  } finally {
    for (const k of Object.keys(settings)) if (!(k in saved)) delete process.env[k];
    Object.assign(process.env, saved);
  }
}

describe('build-time settings', () => {
  it('the bundle defines every setting config/env.ts reads, with the value the build was given', () => {
    const source = fs.readFileSync(path.join(__dirname, '../../config/env.ts'), 'utf8');
    const read = [...source.matchAll(/process\.env\.(SMS2_\w+)/g)].map((m) => m[1]);
    expect([...new Set(read)].sort()).toEqual([...BUILD_ENV].sort());

    const saved = { ...process.env };
    Object.assign(process.env, SETTINGS);
    try {
      const { plugins = [] } = makeConfig(undefined, { mode: 'production' });
      const define = plugins.find((p): p is webpack.DefinePlugin => p instanceof webpack.DefinePlugin);
      for (const [k, v] of Object.entries(SETTINGS))
        expect(define?.definitions[`process.env.${k}`]).toBe(JSON.stringify(v));
    } finally {
      for (const k of Object.keys(SETTINGS)) if (!(k in saved)) delete process.env[k];
    }
  });

  it('reach env: the API bases, the authorize page and both WeChat app ids', () => {
    const { env, wxAppIdFor } = envWith(SETTINGS);
    expect(env.apiBase).toBe('https://api.example.com/');
    expect(env.internalApiBase).toBe('https://internal.example.com/base/');
    expect(env.userInfoApiBase).toBe('https://userinfo.example.com/');
    expect(env.oauthAuthorizeUrl).toBe('https://open.weixin.qq.com/connect/oauth2/authorize');
    expect(env.wxAppIds).toEqual(['wx00000000000000c5', 'wx0000000000000077']);
    expect(wxAppIdFor('5')).toBe('wx00000000000000c5');
    expect(wxAppIdFor('3')).toBe('wx0000000000000077');
    expect(env.vitalsSampleRate).toBe(0.25);
  });

  it('a sample rate out of 0..1, or not a number, is the default: every page load', () => {
    for (const given of ['', '1.5', '-0.1', 'half', '10%'])
      expect(envWith({ SMS2_VITALS_SAMPLE_RATE: given }).env.vitalsSampleRate).toBe(1);
    expect(envWith({ SMS2_VITALS_SAMPLE_RATE: '0' }).env.vitalsSampleRate).toBe(0);
  });

  it('unset or empty, the simulator defaults stay', () => {
    const { env } = envWith(Object.fromEntries(BUILD_ENV.map((k) => [k, ''])));
    expect(env.apiBase).toBe('/sms2-api/');
    expect(env.oauthAuthorizeUrl).toBe('/sms2-api/__sim/oauth/authorize');
    expect(env.wxAppIds).toEqual(['wx5f1c0a1b2c3d4e01', 'wx8a2b3c4d5e6f7a02']);
  });
});
