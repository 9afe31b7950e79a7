// Every API function's schema against the simulator's real answers (a seeded persona) and against the data a
// backend with other shapes could send ({}, [], null, a string): a documented default or a RequestError of kind
// 'shape', never anything else.
import { File as NodeFile } from 'node:buffer';
import { api, RequestError, setGateProvider } from '../../src/services';
import { setupSimulatorServer } from '../../mocks/msw';
import { logInAs } from '../support/app';
import { resetShapeReports } from '../../src/services/request/errors';
import { simFault } from '../support/sim';

const { server, reset } = setupSimulatorServer({ creditDelayMs: 50 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

type AnyEndpoint = (payload?: unknown, opts?: unknown) => Promise<unknown>;
type Outcome = { name: string; ok: boolean; error?: unknown };

const endpoints = Object.entries(api).flatMap(([domain, fns]) =>
  Object.entries(fns)
    .filter(([name, fn]) => typeof fn === 'function' && name !== 'captchaImageUrl' && name !== 'logout') // logout ends the session the others need
    .map(([name, fn]) => [`${domain}.${name}`, fn] as const),
);

/** Calls every endpoint once with the persona's number (the simulator refuses some payloads: a business error). */
async function callEverything(): Promise<Outcome[]> {
  setGateProvider({
    captcha: async () => ({ kaptcha: 'ab12', kaptchaId: 'k-1' }),
    sms: async () => ({ smsCode: '123456', kaptchaId: 'k-2', phone: '18687120001' }),
  });
  const out: Outcome[] = [];
  for (const [name, fn] of endpoints) {
    const call = name.endsWith('.formMainUpload')
      ? (fn as (f: Blob) => Promise<unknown>)(new NodeFile(['x'], 'a.png', { type: 'image/png' }) as unknown as Blob)
      : (fn as AnyEndpoint)({ phone: '18687120001', month: '202405', isShow: 0 });
    out.push(
      await call.then(
        () => ({ name, ok: true }),
        (error: unknown) => ({ name, ok: false, error }),
      ),
    );
  }
  return out;
}

const fault = (data: string) => simFault({ path: '*', kind: 'shape', data });

const kindOf = (e: unknown) => (e instanceof RequestError ? e.kind : String(e));

beforeEach(() => {
  resetShapeReports();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

it('covers every exported endpoint', () => {
  expect(endpoints.length).toBeGreaterThan(80);
});

it("accepts every answer of the simulator for a seeded persona (王强): no 'shape' error, no TypeError", async () => {
  await logInAs('o_sim_001');
  const outcomes = await callEverything();
  const wrong = outcomes.filter((o) => !o.ok && !(o.error instanceof RequestError && o.error.kind !== 'shape'));
  expect(
    wrong.map((o) => [o.name, kindOf(o.error), o.error instanceof RequestError ? o.error.data : undefined]),
  ).toEqual([]);
  // Most calls succeed with this payload: their answers went through the schemas.
  expect(outcomes.filter((o) => o.ok).length).toBeGreaterThan(30);
});

it.each(['object', 'array', 'null', 'wrong'])(
  "data %s: a documented default or a RequestError 'shape', nothing else",
  async (data) => {
    await logInAs('o_sim_001');
    await fault(data);
    const outcomes = await callEverything();
    const wrong = outcomes.filter((o) => !o.ok && !(o.error instanceof RequestError && o.error.kind === 'shape'));
    expect(wrong.map((o) => [o.name, kindOf(o.error)])).toEqual([]);
    const shaped = outcomes.filter((o) => !o.ok).length;
    expect(shaped).toBeGreaterThan(0);
    // A shape error is never toasted (handled) and logs the path and the issues, once. A success without data ({},
    // null) is no failure: 暂无数据; data of another shape carries the generic text.
    const err = outcomes.find((o) => !o.ok)?.error as RequestError;
    expect(err.message).toBe(data === 'object' || data === 'null' ? '暂无数据' : '抱歉，发生错误，请稍后重试');
    expect(err.handled).toBe(true);
    expect(console.error).toHaveBeenCalledWith('[sms2] shape', expect.stringMatching(/^\/api\//), expect.any(Array));
    const logged = (console.error as jest.Mock).mock.calls.map((c: unknown[]) => c[1]);
    expect(logged).toEqual([...new Set(logged)]);
    // A write never fails on its answer: the server did the work.
    const writes = outcomes.filter(
      (o) =>
        !o.ok &&
        /\.(submitOrder|wxOrderSubmit|handle|formMainAdd|dealReward|sendMessage|getBusiSms|orderSubmitBlack)$/.test(
          o.name,
        ),
    );
    expect(writes.map((o) => o.name)).toEqual([]);
  },
);

it('documented defaults: an absent list is empty, an absent page is the first, nothing-to-read calls take anything', async () => {
  await logInAs('o_sim_001');
  await fault('object');
  await expect(api.omoweb.productList({})).resolves.toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
  await expect(api.omoweb.recordClick({ productId: 'p' })).resolves.toBeNull();
  await expect(api.bill.queryUserBalance()).rejects.toMatchObject({ kind: 'shape' });
  reset();
  await logInAs('o_sim_001');
  await fault('null');
  await expect(api.config.list()).resolves.toEqual([]);
  await expect(api.user.getUserInfoBtm()).rejects.toMatchObject({
    kind: 'shape',
    data: ['(data): Invalid type: Expected Object but received undefined'],
  });
});
