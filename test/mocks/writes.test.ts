// No GET that writes: every write of the path table refuses GET and HEAD (405, Allow: POST) and changes
// nothing; every method but GET and HEAD carries the XSRF token.
import type { RouteDef } from '../../mocks/core/context';
import { ROUTES, WRITE_PATHS } from '../../mocks/routes';
import { exampleParams, harness, signIn } from './helpers';

const writes = ROUTES.filter((r) => r.access === 'write');

describe('reads and writes of the path table', () => {
  it('marks every path the app posts as a write, the others as reads', () => {
    expect(writes.map((r) => r.path).sort()).toEqual([...WRITE_PATHS].sort());
    expect(writes.length).toBeGreaterThanOrEqual(41);
    // The sample calls agree: a write is posted, a read is a GET.
    const disagree = ROUTES.filter((r) => (r.access === 'write') !== (r.example.method === 'POST')).map((r) => r.path);
    expect(disagree).toEqual([]);
  });

  it('__sim/routes tells each path its access', async () => {
    const { client } = harness();
    const listed = (await client.get<{ path: string; access: string }[]>('__sim/routes')).body?.data ?? [];
    expect(listed.find((r) => r.path === 'user/logout')?.access).toBe('write');
    expect(listed.find((r) => r.path === 'bill/queryUserBalance')?.access).toBe('read');
  });
});

describe('a write refuses GET', () => {
  it.each(writes.map((r) => [r.path, r] as const))(
    '%s: GET with its parameters is 405 and changes nothing',
    async (_path, route: RouteDef) => {
      const { sim, client } = harness();
      await signIn(client, route.example.as);
      const params = await exampleParams(sim, client, route);
      const query = Object.fromEntries(
        Object.entries(params).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      );
      const before = JSON.stringify(sim.db);
      for (const method of ['GET', 'HEAD']) {
        const res = await client.request(method, route.path, { query });
        expect({ path: route.path, method, status: res.status }).toEqual({ path: route.path, method, status: 405 });
        expect(res.headers.get('allow')).toBe('POST');
        if (method === 'GET') expect(res.body).toMatchObject({ status: 0, code: 'E_METHOD' });
      }
      expect(JSON.stringify(sim.db)).toBe(before);
    },
  );

  it('a logged-in customer opening links of another site spends nothing, orders nothing, stays logged in', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    const points = sim.db.subscribers['18687120001']?.points;
    const payOrders = Object.keys(sim.db.payOrders).length;
    for (const path of ['omoweb/rewardRecord/dealReward', 'config/pay/anon/orderSubmitBlack', 'user/logout'])
      expect((await client.get(path, { rewardId: 'jf_1000', phone: '18687120001', amount: 50 })).status).toBe(405);
    expect(sim.db.subscribers['18687120001']?.points).toBe(points);
    expect(Object.keys(sim.db.payOrders)).toHaveLength(payOrders);
    expect((await client.get('user/getUserInfo')).body?.status).toBe(1);
  });

  it('a read still answers GET', async () => {
    const { client } = harness();
    const res = await client.get('config/custAreaDict/list');
    expect(res.status).toBe(200);
    expect(res.body?.status).toBe(1);
  });
});

describe('every method but GET and HEAD carries the token', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])('%s without the token is 403 E_XSRF', async (method) => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    const before = JSON.stringify(sim.db.sessions);
    const res = await client.request(method, 'user/logout', { headers: { 'x-xsrf-token': '' } });
    expect(res.status).toBe(403);
    expect(res.body?.code).toBe('E_XSRF');
    expect(JSON.stringify(sim.db.sessions)).toBe(before);
  });
});
