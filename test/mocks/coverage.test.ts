// Every path of SPEC.md §7 is in the simulator's table, and every path of the table answers its example
// with a valid success envelope (under /sms2-api/, /sms2-api/internal/ and /sms2-api/userinfo/ alike).
import { existsSync, readFileSync } from 'node:fs';
import type { RouteDef } from '../../mocks/core/context';
import { createSimClient } from '../../mocks/client';
import { ROUTES } from '../../mocks/routes';
import { exampleParams, harness, signIn, specPaths } from './helpers';

const SPEC = process.env.SPEC_PATH ?? '/work/shared/spec/SPEC.md';

function served(path: string): RouteDef | undefined {
  return ROUTES.find((r) => r.path === path || new RegExp(`^${r.path.replace(/\{\w+\}/g, '[^/]+')}$`).test(path));
}

const PREFIXES = ['/sms2-api/', '/sms2-api/internal/', '/sms2-api/userinfo/'];

describe('path coverage', () => {
  const specAvailable = existsSync(SPEC);

  (specAvailable ? it : it.skip)('serves every path of SPEC.md §7', () => {
    const paths = specPaths(readFileSync(SPEC, 'utf8'));
    expect(paths.length).toBeGreaterThan(90);
    const missing = paths.filter((p) => !served(p));
    expect(missing).toEqual([]);
    // The table's 'spec' entries are exactly the spec's paths (plus the captcha image with an id).
    const specRoutes = ROUTES.filter((r) => r.source === 'spec')
      .map((r) => r.path)
      .filter((p) => !p.includes('{'));
    expect(specRoutes.filter((p) => !paths.includes(p))).toEqual([]);
  });

  it('has one entry per path', () => {
    const seen = new Set<string>();
    for (const r of ROUTES) {
      expect(seen.has(r.path)).toBe(false);
      seen.add(r.path);
    }
  });

  it.each(ROUTES.map((r, i) => [r.path, r, i] as const))('%s answers its example', async (_path, route, i) => {
    const { sim } = harness();
    const client = createSimClient(sim);
    await signIn(client, route.example.as);
    const ex = route.example;
    const params = await exampleParams(sim, client, route);
    const base = PREFIXES[i % PREFIXES.length];
    const path = route.path.replace('{id}', 'cov_captcha_1');
    const method = ex.method ?? 'POST';
    if (method === 'POST') await client.get('config/list', { isShow: 0 });
    let res;
    if (ex.upload) {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(2048)], { type: 'image/png' }), 'evidence.png');
      res = await client.request('POST', path, { base, multipart: form });
    } else if (method === 'GET') {
      res = await client.request('GET', path, { base, query: params as Record<string, string> });
    } else {
      res = await client.request('POST', path, { base, json: params });
    }
    expect(res.status).toBe(200);
    if (route.path.startsWith('user/kaptcha')) {
      expect(res.headers.get('content-type')).toContain('image/svg+xml');
      expect(res.text).toContain('<svg');
      return;
    }
    expect({ path: route.path, code: res.body?.code, msg: res.body?.msg }).toEqual({
      path: route.path,
      code: '0000',
      msg: 'ok',
    });
    expect(res.body?.status).toBe(1);
    expect(res.body).toHaveProperty('data');
  });

  it('serves the same handler under the three prefixes', async () => {
    const { client } = harness();
    for (const base of PREFIXES) {
      const r = await client.request('GET', 'config/custAreaDict/list', { base });
      expect(r.status).toBe(200);
      expect(r.body?.status).toBe(1);
    }
    const unknown = await client.request('GET', 'bill/noSuchPath');
    expect(unknown.status).toBe(404);
    expect(unknown.body?.status).toBe(0);
  });
});
