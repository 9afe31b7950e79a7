import { File as NodeFile } from 'node:buffer';
import { createMemoryHistory } from 'history';
import { runSaga } from 'redux-saga';
import { call } from 'redux-saga/effects';
import { createApp, defineModel } from '../../src/core';
import { http, HttpResponse, delay, type JsonBodyType } from 'msw';
import { setMessages } from '../../src/locales';
import enUS from '../../src/locales/en-US';
import {
  RequestError,
  del,
  genericClient,
  get,
  idempotencyKeyFor,
  patch,
  post,
  postForm,
  put,
  releaseIdempotencyKey,
  setGateProvider,
  setUnionId,
  setSessionLostListener,
  toQuery,
  upload,
  type GateProvider,
} from '../../src/services/request';
import type * as RequestLayer from '../../src/services/request';
import { getSnsUserByCode } from '../../src/services/api/unifiedinteraction';
import { smsSentAt, smsSentKey } from '../../src/utils/smsSent';
import { API, INTERNAL, USERINFO, only, record, server, installServer } from './server';

installServer();

/** The rejection of a call, as a RequestError. */
async function failure(p: Promise<unknown>): Promise<RequestError> {
  try {
    await p;
  } catch (e) {
    expect(e).toBeInstanceOf(RequestError);
    return e as RequestError;
  }
  throw new Error('expected the call to fail');
}

const reply = (body: JsonBodyType, status = 200) =>
  server.use(http.all(`${API}*`, () => HttpResponse.json(body, { status })));
const page = (path: string) => window.history.pushState({}, '', path);

describe('paths and hosts', () => {
  it.each([
    ['/api/activity/newSignin/pageInit', `${API}activity/newSignin/pageInit`],
    ['api/omoweb/productList/list', `${API}omoweb/productList/list`],
    ['/api/bill/queryUserBalance', `${INTERNAL}bill/queryUserBalance`],
    ['/api/broadband/mixMember/queryUserBill', `${INTERNAL}broadband/mixMember/queryUserBill`],
    ['/api/broadband/queryBroadUserInfo', `${INTERNAL}broadband/queryBroadUserInfo`],
    ['/api/broadband/getAreas', `${API}broadband/getAreas`],
    ['/api/user/getUserInfo', `${INTERNAL}user/getUserInfo`],
    ['/api/user/getUserInfoBtm', `${API}user/getUserInfoBtm`],
    ['/api/user/queryUserInfo', `${USERINFO}user/queryUserInfo`],
  ])('strips /api/ from %s and sends it to %s', async (path, url) => {
    const seen = record('http://localhost/');
    await get(path);
    expect(only(seen).url.href.split('?')[0]).toBe(url);
  });
});

describe('verbs and payloads', () => {
  it('GET sends its payload as a query string (lists repeated, undefined left out)', async () => {
    const seen = record();
    await get('/api/x/y', { phone: '18687120001', page: 2, codes: ['A', 'B'], none: undefined });
    const { method, url } = only(seen);
    expect(method).toBe('GET');
    expect(url.search).toBe('?phone=18687120001&page=2&codes=A&codes=B');
  });

  it('the query string is the app’s own: null left out, flags and numbers as text, text encoded', async () => {
    expect(toQuery({ q: '王 强&1', on: true, n: 0, none: null, list: [1, null, 2] })).toBe(
      'q=%E7%8E%8B+%E5%BC%BA%261&on=true&n=0&list=1&list=2',
    );
    expect(toQuery({})).toBe('');
  });

  it('POST sends JSON, postForm sends a form', async () => {
    const seen = record();
    await post('/api/x/json', { a: 1, b: 'two' });
    await postForm('/api/x/form', { a: 1, b: 'two', c: undefined });
    expect(seen[0].contentType).toContain('application/json');
    expect(JSON.parse(seen[0].body)).toEqual({ a: 1, b: 'two' });
    expect(seen[1].contentType).toContain('application/x-www-form-urlencoded');
    expect(seen[1].body).toBe('a=1&b=two');
  });

  it('put, patch and delete use their verbs; delete puts its payload in the query', async () => {
    const seen = record();
    await put('/api/x/1', { a: 1 });
    await patch('/api/x/1', { a: 2 });
    await del('/api/x/1', { why: 'dup' });
    expect(seen.map((s) => s.method)).toEqual(['PUT', 'PATCH', 'DELETE']);
    expect(seen[2].url.search).toBe('?why=dup');
  });

  it('upload sends multipart with the file in field `file`', async () => {
    let form: FormData | undefined;
    server.use(
      http.post(`${API}activity/formMain/upload`, async ({ request }) => {
        form = await request.formData();
        return HttpResponse.json({ status: 1, data: { fileId: 'F1' } });
      }),
    );
    // jest-fixed-jsdom gives Node's FormData and Blob but jsdom's File, so the file is Node's too.
    const file = new NodeFile(['png-bytes'], 'photo.png', { type: 'image/png' }) as unknown as File;
    await expect(upload('/api/activity/formMain/upload', file, { kind: 'complaint' })).resolves.toEqual({
      fileId: 'F1',
    });
    const sent = form?.get('file');
    expect((sent as File).name).toBe('photo.png');
    expect(await (sent as File).text()).toBe('png-bytes');
    expect(form?.get('kind')).toBe('complaint');
  });
});

describe('success judgement', () => {
  it.each([
    ['status 1', { status: 1, data: { n: 1 } }],
    ["status '1'", { status: '1', data: { n: 1 } }],
    ['success true', { success: true, data: { n: 1 } }],
    ["respCode '0000'", { respCode: '0000', data: { n: 1 } }],
  ])('%s resolves with data', async (_name, body) => {
    reply(body);
    await expect(post('/api/x')).resolves.toEqual({ n: 1 });
  });

  it('any other envelope is a business error with the server msg and code', async () => {
    reply({ status: 0, code: 'E1001', msg: '余额不足', data: { need: 500 } });
    const err = await failure(post('/api/x'));
    expect(err).toMatchObject({
      kind: 'business',
      message: '余额不足',
      code: 'E1001',
      data: { need: 500 },
      handled: false,
    });
  });

  it.each([
    ['no msg', { status: 0 }],
    ['success false', { success: false, data: null }],
    ["respCode '9999'", { respCode: '9999' }],
    ['not an envelope', 'OK'],
  ])('%s is "operation failed"', async (_name, body) => {
    reply(body);
    expect(await failure(post('/api/x'))).toMatchObject({ kind: 'business', message: '操作失败' });
  });
});

describe('HTTP errors', () => {
  it.each([
    [401, { msg: 'server says' }, '暂无权限，请登录或刷新页面后重试'],
    [404, { msg: 'server says' }, '请求失败，资源不存在'],
    [666, { msg: 'server says' }, '暂无权限，请认证或刷新页面后重试'],
    [417, { msg: '验证码已过期' }, '验证码已过期'],
    [500, { msg: '系统繁忙' }, '系统繁忙'],
    [502, {}, '抱歉，发生错误，请稍后重试'],
    [201, { status: 1, data: {} }, '抱歉，发生错误，请稍后重试'],
    [500, { msg: 'java.lang.NullPointerException: null' }, '抱歉，发生错误，请稍后重试'],
    [
      500,
      { msg: 'Request processing failed\n\tat com.unicom.sms.Controller.pay(Controller.java:42)' },
      '抱歉，发生错误，请稍后重试',
    ],
    [503, { msg: '系统繁忙'.repeat(26) }, '抱歉，发生错误，请稍后重试'],
    [500, { msg: '系统繁忙'.repeat(25) }, '系统繁忙'.repeat(25)],
  ])('%i shows "%s"', async (status, body, message) => {
    reply(body, status);
    expect(await failure(post('/api/x'))).toMatchObject({ kind: 'http', status, message });
  });

  it('messages follow the language', async () => {
    setMessages('en-US', enUS);
    reply({}, 401);
    expect((await failure(get('/api/x'))).message).toBe('No permission, please log in or refresh the page and retry');
  });
});

describe('timeout and network', () => {
  it('a slow answer times out', async () => {
    server.use(
      http.get(`${API}slow`, async () => {
        await delay(500);
        return HttpResponse.json({ status: 1 });
      }),
    );
    expect(await failure(get('/api/slow', undefined, { timeout: 30, retry: 0 }))).toMatchObject({
      kind: 'timeout',
      message: '请求超时，请稍后重试',
    });
  });

  it('the default timeout is 30 000 ms', async () => {
    jest.useFakeTimers();
    server.use(
      http.post(`${API}slow`, async () => {
        await delay('infinite');
        return HttpResponse.json({ status: 1 });
      }),
    );
    let outcome: unknown = 'pending';
    const done = post('/api/slow').catch((e: unknown) => {
      outcome = e;
    });
    await jest.advanceTimersByTimeAsync(29_990);
    expect(outcome).toBe('pending');
    await jest.advanceTimersByTimeAsync(20);
    await done;
    expect(outcome).toMatchObject({ kind: 'timeout' });
  });

  it('a network failure is kind network, and a GET is retried once', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}down`, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    expect(await failure(get('/api/down'))).toMatchObject({ kind: 'network', message: '网络异常，请检查网络后重试' });
    expect(calls).toBe(2);
  });

  it('a GET is retried after a pause of about 300 ms, not at once', async () => {
    const at: number[] = [];
    server.use(
      http.get(`${API}down`, () => {
        at.push(Date.now());
        return HttpResponse.error();
      }),
    );
    await failure(get('/api/down'));
    expect(at).toHaveLength(2);
    expect(at[1] - at[0]).toBeGreaterThanOrEqual(190);
    expect(at[1] - at[0]).toBeLessThan(1000);
  });

  it('an abort during the pause ends the call without its retry', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}down`, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    const ctrl = new AbortController();
    const p = get('/api/down', undefined, { signal: ctrl.signal });
    await new Promise((r) => setTimeout(r, 100));
    ctrl.abort();
    expect(await failure(p)).toMatchObject({ kind: 'cancelled', handled: true });
    await new Promise((r) => setTimeout(r, 400));
    expect(calls).toBe(1);
  });

  it('a GET that fails once then answers resolves', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}flaky`, () =>
        ++calls === 1 ? HttpResponse.error() : HttpResponse.json({ status: 1, data: 'ok' }),
      ),
    );
    await expect(get('/api/flaky')).resolves.toBe('ok');
    expect(calls).toBe(2);
  });

  it('retry: 0 turns the GET retry off', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}down`, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    await failure(get('/api/down', undefined, { retry: 0 }));
    expect(calls).toBe(1);
  });

  it('a 401 or 666 is reported to the session listener with its message, even when the caller handles the failure itself', async () => {
    const lost: [string, string][] = [];
    setSessionLostListener((path, message) => lost.push([path, message]));
    server.use(
      http.post(`${API}form401`, () => HttpResponse.json({ msg: 'x' }, { status: 401 })),
      http.get(`${API}gone666`, () => HttpResponse.json({ msg: 'x' }, { status: 666 })),
      http.get(`${API}oops500`, () => HttpResponse.json({ msg: 'x' }, { status: 500 })),
    );
    await failure(post('/api/form401', {}, { onFail: () => undefined }));
    const gone = await failure(get('/api/gone666'));
    const oops = await failure(get('/api/oops500', undefined, { retry: 0 }));
    setSessionLostListener(undefined);
    expect(lost).toEqual([
      ['form401', '暂无权限，请登录或刷新页面后重试'],
      ['gone666', '暂无权限，请认证或刷新页面后重试'],
    ]);
    // The listener shows the message: nobody else toasts it again. Other failures are the caller's to show.
    expect(gone.handled).toBe(true);
    expect(oops.handled).toBe(false);
  });

  it('without a listener a 401 stays the caller’s to show', async () => {
    server.use(http.get(`${API}gone401`, () => HttpResponse.json({ msg: 'x' }, { status: 401 })));
    const gone = await failure(get('/api/gone401'));
    expect(gone).toMatchObject({ status: 401, message: '暂无权限，请登录或刷新页面后重试', handled: false });
  });

  it('unsafe: a GET that spends something single-use is never retried, whatever retry says', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}down`, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    await failure(get('/api/down', undefined, { unsafe: true, retry: 3 }));
    expect(calls).toBe(1);
  });

  it('the OAuth code exchange is sent once after a dropped connection (the code is single-use)', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}unifiedinteraction/sns/getSnsUserByCode`, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    await failure(getSnsUserByCode({ code: 'c1', state: 's1' }));
    expect(calls).toBe(1);
  });

  it('a POST is never retried', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}down`, () => {
        calls++;
        return HttpResponse.error();
      }),
    );
    expect(await failure(post('/api/down', {}, { retry: 3 }))).toMatchObject({ kind: 'network' });
    expect(calls).toBe(1);
  });

  it('an HTTP error is not retried', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}err`, () => {
        calls++;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    await failure(get('/api/err'));
    expect(calls).toBe(1);
  });

  it('an aborted call is cancelled and handled (no toast)', async () => {
    server.use(
      http.get(`${API}slow`, async () => {
        await delay(500);
        return HttpResponse.json({ status: 1 });
      }),
    );
    const ctrl = new AbortController();
    const p = get('/api/slow', undefined, { signal: ctrl.signal });
    ctrl.abort();
    expect(await failure(p)).toMatchObject({ kind: 'cancelled', handled: true });
  });
});

describe('a cancelled effect ends its request', () => {
  /** GET /api/hang never answers by itself; `load` starts it and keeps its promise, which ends only if aborted. */
  function hang() {
    server.use(
      http.get(`${API}hang`, async () => {
        await delay('infinite');
        return HttpResponse.json({ status: 1 });
      }),
    );
    const calls: Promise<unknown>[] = [];
    const load = () => {
      const p = get('/api/hang');
      calls.push(p);
      return p;
    };
    return { calls, load };
  }
  const settle = () => new Promise((r) => setTimeout(r, 30));
  /** How each call ended so far: 'cancelled' (aborted) or 'pending'. */
  const ends = (calls: Promise<unknown>[]) =>
    Promise.all(
      calls.map((p) => Promise.race([p.then(String, (e: RequestError) => e.kind), settle().then(() => 'pending')])),
    );

  it('a saga cancelled while it waits on a call aborts that call', async () => {
    const { calls, load } = hang();
    const task = runSaga({}, function* () {
      yield call(load);
    });
    await settle();
    task.cancel();
    expect(await ends(calls)).toEqual(['cancelled']);
  });

  it('takeLatest superseded and unmodel abort the request of the effect', async () => {
    const { calls, load } = hang();
    const m = defineModel({
      namespace: 'reader',
      state: {},
      effects: {
        load: [
          function* (_: unknown, { call: c }) {
            yield* c(load);
          },
          { type: 'takeLatest' },
        ],
      },
    });
    const app = createApp({ history: createMemoryHistory(), onError: jest.fn() });
    app.model(m);
    app.start();
    const first = app.dispatch(m.actions.load());
    await settle();
    const second = app.dispatch(m.actions.load());
    await expect(first).rejects.toMatchObject({ reason: 'cancelled' });
    expect(await ends(calls)).toEqual(['cancelled', 'pending']);
    app.unmodel('reader');
    await expect(second).rejects.toMatchObject({ reason: 'cancelled' });
    expect(await ends(calls)).toEqual(['cancelled', 'cancelled']);
  });
});

describe('headers by page (SPEC §6)', () => {
  const headersOf = async (call: () => Promise<unknown>) => {
    const seen = record('http://localhost/');
    await call();
    return only(seen).headers;
  };

  it('sends wxPublicAccountId 3 by default, no union id and no mall token', async () => {
    const h = await headersOf(() => post('/api/activity/payGiveFeeAct/reception', {}));
    expect(h.get('wxPublicAccountId')).toBe('3');
    expect(h.has('unionId')).toBe(false);
    expect(h.has('mall_token')).toBe(false);
    expect(h.has('tokenType')).toBe(false);
  });

  it('sends 5 for school-platform requests', async () => {
    expect((await headersOf(() => get('/api/x', undefined, { school: true }))).get('wxPublicAccountId')).toBe('5');
  });

  it.each(['/api/activity/payGiveFeeAct/reception', '/api/activity/payGiveFeeActMany/reception'])(
    'on lyh pages %s takes the value from the page query',
    async (path) => {
      page('/sms2/lyh100?wxPublicAccountId=8&source=share');
      expect((await headersOf(() => post(path, {}))).get('wxPublicAccountId')).toBe('8');
    },
  );

  it('on lyh pages other calls keep the default', async () => {
    page('/sms2/lyh?wxPublicAccountId=8');
    expect((await headersOf(() => post('/api/bill/orderWechatPage', {}))).get('wxPublicAccountId')).toBe('3');
  });

  it('the reception call elsewhere keeps the default', async () => {
    page('/sms2/payGift/pay100?wxPublicAccountId=8');
    expect((await headersOf(() => post('/api/activity/payGiveFeeAct/reception', {}))).get('wxPublicAccountId')).toBe(
      '3',
    );
  });

  it.each([
    ['/sms2/cfsf', '5_myself'],
    ['/sms2/cfsf2/index2?shareOpenId=o_sim_001', '5_myself'],
    ['/sms2/cfsf/index3?money=65', '5_myself'],
    ['/sms2/cfsf/index3?shareOpenId=o_sim_001&money=65', '5_not_myself'],
  ])('on %s every call sends %s', async (path, value) => {
    page(path);
    expect((await headersOf(() => get('/api/bill/queryUserBalance'))).get('wxPublicAccountId')).toBe(value);
  });

  it.each([
    '/sms2/valetHandle',
    '/sms2/valetHandle/result',
    '/sms2/broadOrder',
    '/sms2/summer',
    '/sms2/mobileBusiness/billQuery',
  ])('on %s sends mall_token with tokenType stToken', async (path) => {
    window.localStorage.setItem('mall_token', 'st_sim_staff');
    page(path);
    const h = await headersOf(() => get('/api/x'));
    expect(h.get('mall_token')).toBe('st_sim_staff');
    expect(h.get('tokenType')).toBe('stToken');
  });

  it('does not send mall_token on other pages, nor without a token', async () => {
    window.localStorage.setItem('mall_token', 'st_sim_staff');
    page('/sms2/newRecharge');
    expect((await headersOf(() => get('/api/x'))).has('mall_token')).toBe(false);
    window.localStorage.removeItem('mall_token');
    page('/sms2/valetHandle');
    const h = await headersOf(() => get('/api/x'));
    expect(h.has('mall_token')).toBe(false);
    expect(h.has('tokenType')).toBe(false);
  });

  it('sends the union id once set, and an option overrides it', async () => {
    setUnionId('oUnion_1');
    expect((await headersOf(() => get('/api/x'))).get('unionId')).toBe('oUnion_1');
    expect((await headersOf(() => get('/api/x', undefined, { unionId: 'oUnion_2' }))).get('unionId')).toBe('oUnion_2');
  });

  it('sends the Idempotency-Key, the same one for a draft until it is released', async () => {
    const key = idempotencyKeyFor('recharge:18687120001:5000');
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(idempotencyKeyFor('recharge:18687120001:5000')).toBe(key);
    expect(idempotencyKeyFor('recharge:18687120001:10000')).not.toBe(key);
    expect(
      (await headersOf(() => post('/api/bill/orderWechatPage', {}, { idempotencyKey: key }))).get('Idempotency-Key'),
    ).toBe(key);
    releaseIdempotencyKey('recharge:18687120001:5000');
    expect(idempotencyKeyFor('recharge:18687120001:5000')).not.toBe(key);
  });

  it('passes extra headers', async () => {
    expect((await headersOf(() => get('/api/x', undefined, { headers: { 'X-Trace': 't1' } }))).get('X-Trace')).toBe(
      't1',
    );
  });
});

describe('cookies and XSRF', () => {
  const xsrfOf = async (prefix: string, call: () => Promise<unknown>) => {
    const seen = record(prefix);
    await call();
    return only(seen).headers.get('X-XSRF-TOKEN');
  };

  beforeEach(() => {
    document.cookie = 'XSRF-TOKEN=tok-123; path=/';
  });

  it('echoes the XSRF-TOKEN cookie to our API hosts', async () => {
    expect(await xsrfOf(API, () => post('/api/x', {}))).toBe('tok-123');
    expect(await xsrfOf(INTERNAL, () => get('/api/bill/queryUserBalance'))).toBe('tok-123');
    expect(await xsrfOf('http://localhost/', async () => (await genericClient()).get('/sms2/config.json'))).toBe(
      'tok-123',
    );
  });

  it('sends cookies (credentials on) from both clients', async () => {
    const seen = record('http://localhost/');
    await get('/api/x');
    await (await genericClient()).get('/sms2/config.json');
    expect(seen.map((s) => s.credentials)).toEqual(['include', 'include']);
  });

  it('never sends it to a third party', async () => {
    expect(
      await xsrfOf('https://partner.example.com/', async () =>
        (await genericClient()).get('https://partner.example.com/x'),
      ),
    ).toBeNull();
    expect(await xsrfOf('https://partner.example.com/', () => get('https://partner.example.com/y'))).toBeNull();
  });

  /** Answers writes with 403 E_XSRF while `refuse(n)` says so (n: the attempt, from 1), setting `token(n)` first. */
  const xsrfServer = (refuse: (n: number) => boolean, token: (n: number) => string | undefined) => {
    const sent: (string | null)[] = [];
    server.use(
      http.post(`${API}*`, ({ request }) => {
        sent.push(request.headers.get('X-XSRF-TOKEN'));
        const n = sent.length;
        const next = token(n);
        if (next) document.cookie = `XSRF-TOKEN=${next}; path=/`;
        return refuse(n)
          ? HttpResponse.json({ status: 0, code: 'E_XSRF', msg: '请求校验失败，请刷新页面后重试' }, { status: 403 })
          : HttpResponse.json({ status: 1, data: { ok: true } });
      }),
    );
    return sent;
  };

  it("sends a write once more when its refusal (403) brought another token: a fresh browser's first write", async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const sent = xsrfServer(
      (n) => n === 1,
      (n) => (n === 1 ? 'tok-new' : undefined),
    );
    await expect(post('/api/x', {})).resolves.toEqual({ ok: true });
    expect(sent).toEqual([null, 'tok-new']);
  });

  it('sends a write once more when it carried the token of a session a login has just replaced', async () => {
    // Over HTTP/2 a write can leave with the token an earlier answer set for the session before the login.
    const sent = xsrfServer(
      (n) => n === 1,
      (n) => (n === 1 ? 'tok-of-new-session' : undefined),
    );
    await expect(post('/api/x', {})).resolves.toEqual({ ok: true });
    expect(sent).toEqual(['tok-123', 'tok-of-new-session']);
  });

  it('keeps a 403 that brought no other token as the answer (never sent again)', async () => {
    const sent = xsrfServer(
      () => true,
      () => undefined,
    );
    expect(await failure(post('/api/x', {}))).toMatchObject({ kind: 'http', status: 403 });
    expect(sent).toEqual(['tok-123']);
  });

  it('sends a write at most three times however many tokens its refusals bring', async () => {
    const sent = xsrfServer(
      () => true,
      (n) => `tok-${n}`,
    );
    expect(await failure(post('/api/x', {}))).toMatchObject({ kind: 'http', status: 403 });
    expect(sent).toEqual(['tok-123', 'tok-1', 'tok-2']);
  });

  it('sends no app headers (tokens) to a third party', async () => {
    window.localStorage.setItem('mall_token', 'st_sim_staff');
    page('/sms2/valetHandle');
    setUnionId('oUnion_1');
    const seen = record('https://partner.example.com/');
    await get('https://partner.example.com/y');
    const { headers } = only(seen);
    expect(['mall_token', 'tokenType', 'unionId', 'wxPublicAccountId'].filter((h) => headers.has(h))).toEqual([]);
  });
});

describe('axios, loaded beside the first page (services/request/transport.ts)', () => {
  const lost = () => Object.assign(new Error('Loading chunk http failed.'), { name: 'ChunkLoadError' });
  /** `run` with a fresh copy of the request layer whose first load of axios's chunk fails, and the loads so far. */
  const withTransportFailingOnce = (run: (layer: typeof RequestLayer, loads: () => number) => Promise<void>) => {
    let loads = 0;
    return jest.isolateModulesAsync(async () => {
      jest.doMock('../../src/services/request/transport', () => {
        loads++;
        if (loads === 1) throw lost();
        return jest.requireActual('../../src/services/request/transport');
      });
      await run(await import('../../src/services/request'), () => loads);
    });
  };

  it('a chunk that did not load is a lost connection; the next call loads it again and is sent', async () => {
    await withTransportFailingOnce(async (layer, loads) => {
      const seen = record();
      // The layer's own RequestError (these modules are a fresh copy).
      const first: unknown = await layer.post('/api/x', {}).catch((e: unknown) => e);
      expect(first).toBeInstanceOf(layer.RequestError);
      expect(first).toMatchObject({ kind: 'network', message: '网络异常，请检查网络后重试' });
      expect(seen).toHaveLength(0);
      await expect(layer.post('/api/x', {})).resolves.toEqual({ ok: true });
      expect(seen).toHaveLength(1);
      expect(loads()).toBe(2);
    });
  });

  it('a GET whose first try found no chunk is retried once, as after any lost connection', async () => {
    await withTransportFailingOnce(async (layer, loads) => {
      const seen = record();
      await layer.get('/api/x');
      expect(seen).toHaveLength(1);
      expect(loads()).toBe(2);
    });
  });
});

describe('the generic client', () => {
  it('accepts any 2xx and does not judge an envelope', async () => {
    server.use(http.get('http://localhost/sms2/plain', () => HttpResponse.json({ status: 0 }, { status: 201 })));
    await expect((await genericClient()).get('/sms2/plain').then((r) => r.data)).resolves.toEqual({ status: 0 });
  });

  it('rejects other statuses with a RequestError', async () => {
    server.use(http.get('http://localhost/sms2/missing', () => HttpResponse.json({}, { status: 404 })));
    expect(await failure((await genericClient()).get('/sms2/missing'))).toMatchObject({
      kind: 'http',
      status: 404,
      message: '请求失败，资源不存在',
    });
  });

  it('has no timeout', async () => {
    expect((await genericClient()).defaults.timeout).toBe(0);
  });
});

describe('captcha gate', () => {
  const gated = [
    '/api/handlebusi/wxOrderRecord/messageSend',
    '/api/activity/complaint/refund/smsCode',
    '/api/user/sendMessage',
    '/api/user/sendResetPwdMessage',
    '/api/bill/getOrderWechatPageCode',
    '/api/broadband/getSmsCode',
    '/api/user/userMoreBinding/sendMessage',
    '/api/handlebusi/busi/getBusiSms',
    // An extension of §7's list: the visitor's business SMS, which sends a code like the others.
    '/api/handlebusi/busi/getBusiSmsNotLogin',
  ];
  const provider = (captcha: GateProvider['captcha']) => {
    const gate = {
      captcha: jest.fn(captcha),
      sms: jest.fn<ReturnType<GateProvider['sms']>, Parameters<GateProvider['sms']>>(),
    };
    setGateProvider(gate);
    return gate;
  };
  const sentFields = (s: { url: URL; body: string }) =>
    s.body ? JSON.parse(s.body) : Object.fromEntries(s.url.searchParams);

  it.each(gated)('asks for the captcha before %s and sends the answer', async (path) => {
    const gate = provider(async () => ({ kaptcha: 'ab12', kaptchaId: 'k-1' }));
    const seen = record('http://localhost/');
    await post(path, { phone: '18687120001' });
    expect(gate.captcha).toHaveBeenCalledTimes(1);
    expect(sentFields(only(seen))).toMatchObject({ phone: '18687120001', kaptcha: 'ab12', kaptchaId: 'k-1' });
  });

  it("a captcha the server refuses is not asked again: the server's message is the failure toast (SPEC §8)", async () => {
    const smsRefused = jest.fn();
    const gate = { ...provider(async () => ({ kaptcha: 'zzzz', kaptchaId: 'k-1' })), captchaSettled: jest.fn() };
    setGateProvider({ ...gate, smsRefused });
    reply({ status: 0, code: 'E_KAPTCHA_WRONG', msg: '图片验证码错误，请重新输入' });
    expect(await failure(post('/api/user/userMoreBinding/sendMessage', { phone: '18608714445' }))).toMatchObject({
      kind: 'business',
      message: '图片验证码错误，请重新输入',
      handled: true,
    });
    expect(gate.captcha).toHaveBeenCalledTimes(1);
    expect(smsRefused).toHaveBeenCalledWith('图片验证码错误，请重新输入');
    expect(gate.captchaSettled).toHaveBeenCalledTimes(1); // the loading indicator goes once the call has its answer
  });

  it('a mistyped SMS code is typed again in the open SMS dialog with its message: no new captcha, no new SMS', async () => {
    const codes = ['111111', '246810'];
    const gate = {
      captcha: jest.fn(),
      sms: jest.fn<ReturnType<GateProvider['sms']>, Parameters<GateProvider['sms']>>(async () => ({
        smsCode: codes.shift()!,
        kaptchaId: 'k-1',
        phone: '18687120001',
      })),
      smsSettled: jest.fn(),
    };
    setGateProvider(gate);
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.all('http://localhost/*', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        return HttpResponse.json(
          body.smsCode === '246810'
            ? { status: 1, data: { orderNo: 'X1', status: 'success' } }
            : { status: 0, code: 'E_SMS_WRONG', msg: '短信验证码错误，您还可以尝试4次' },
        );
      }),
    );
    await post('/api/handlebusi/busi/handle', { productCode: 'BINGJILING', phone: '18687120001' });
    expect(gate.sms.mock.calls).toEqual([
      [{ phone: '18687120001' }],
      [{ phone: '18687120001', error: '短信验证码错误，您还可以尝试4次' }],
    ]);
    expect(bodies.map((b) => b.smsCode)).toEqual(['111111', '246810']);
    expect(gate.captcha).not.toHaveBeenCalled();
    expect(gate.smsSettled).toHaveBeenCalledTimes(1); // the dialog closes once the call has its answer
  });

  it('a code sent starts the countdown of its number; "请N秒后再试" sets it to end in N seconds', async () => {
    setGateProvider({
      captcha: async () => ({ kaptcha: 'ab12', kaptchaId: 'k-1' }),
      sms: jest.fn(),
      smsRefused: jest.fn(),
    });
    const now = Date.now();
    reply({ status: 1, data: { sent: true } });
    await post('/api/user/sendMessage', { phone: '18687120001' });
    expect(smsSentAt(smsSentKey('bind', '18687120001'))).toBeGreaterThanOrEqual(now);
    reply({ status: 0, code: 'E_SMS_FREQUENT', msg: '验证码发送过于频繁，请42秒后再试', data: { resendAfter: 42 } });
    await failure(post('/api/handlebusi/busi/getBusiSms', { phone: '15508750002' }));
    const at = smsSentAt(smsSentKey('gate', '15508750002')) ?? 0;
    expect(at + 60_000 - Date.now()).toBeGreaterThan(40_000);
    expect(at + 60_000 - Date.now()).toBeLessThanOrEqual(42_000);
    // Without data, the seconds of the message count.
    reply({ status: 0, msg: 'Codes sent too often. Please try again in 30 s.' });
    await failure(post('/api/handlebusi/busi/getBusiSms', { phone: '13211880003' }));
    expect((smsSentAt(smsSentKey('gate', '13211880003')) ?? 0) + 60_000 - Date.now()).toBeLessThanOrEqual(30_000);
  });

  it('a gate whose dialog chunk failed to load says the network failed, not "enter the captcha"', async () => {
    provider(() =>
      Promise.reject(Object.assign(new Error('Loading chunk dialogs failed.'), { name: 'ChunkLoadError' })),
    );
    const seen = record();
    expect(await failure(post('/api/user/sendMessage', { phone: '18687120001' }))).toMatchObject({
      kind: 'network',
      message: '网络异常，请检查网络后重试',
    });
    expect(seen).toHaveLength(0);
  });

  it.each(gated)('a refused send of %s is toasted with the server message, for every caller', async (path) => {
    const smsRefused = jest.fn();
    setGateProvider({ captcha: async () => ({ kaptcha: 'ab12', kaptchaId: 'k-1' }), sms: jest.fn(), smsRefused });
    server.use(
      http.all('http://localhost/*', () => HttpResponse.json({ status: 0, msg: '该号码今日发送次数已达上限' })),
    );
    const onFail = jest.fn();
    const err = await failure(post(path, { phone: '18687120001' }, { onFail }));
    expect(smsRefused).toHaveBeenCalledWith('该号码今日发送次数已达上限');
    expect(err).toMatchObject({ kind: 'business', message: '该号码今日发送次数已达上限', handled: true });
    expect(onFail).toHaveBeenCalledWith(err); // the page may still show it at its field
  });

  it("a send past the server's limits (HTTP 429) is a refused send: toasted with the server's message, else the generic one", async () => {
    const smsRefused = jest.fn();
    setGateProvider({ captcha: async () => ({ kaptcha: 'ab12', kaptchaId: 'k-1' }), sms: jest.fn(), smsRefused });
    reply({ status: 0, code: 'E_SMS_CLIENT_LIMIT', msg: '获取验证码过于频繁，请10分钟后再试' }, 429);
    expect(await failure(post('/api/handlebusi/busi/getBusiSmsNotLogin', { phone: '18687120001' }))).toMatchObject({
      kind: 'http',
      status: 429,
      message: '获取验证码过于频繁，请10分钟后再试',
      handled: true,
    });
    expect(smsRefused).toHaveBeenLastCalledWith('获取验证码过于频繁，请10分钟后再试');
    reply({}, 429);
    expect(await failure(post('/api/user/sendMessage', { phone: '18687120001' }))).toMatchObject({
      status: 429,
      message: '抱歉，发生错误，请稍后重试',
      handled: true,
    });
    expect(smsRefused).toHaveBeenLastCalledWith('抱歉，发生错误，请稍后重试');
    // Another path's 429 is not a refused send: it reaches the caller and the error hook.
    reply({}, 429);
    expect(await failure(post('/api/bill/x'))).toMatchObject({ status: 429, handled: false });
    expect(smsRefused).toHaveBeenCalledTimes(2);
  });

  it('other refusals are not toasted by the request layer', async () => {
    const smsRefused = jest.fn();
    setGateProvider({ captcha: jest.fn(), sms: jest.fn(), smsRefused });
    reply({ status: 0, msg: '余额不足' });
    expect(await failure(post('/api/bill/x'))).toMatchObject({ kind: 'business', handled: false });
    expect(smsRefused).not.toHaveBeenCalled();
  });

  it('does not ask for other paths', async () => {
    const gate = provider(async () => ({ kaptcha: 'ab12', kaptchaId: 'k-1' }));
    record();
    await post('/api/user/loginCaptcha', { phone: '18687120001', smsCode: '123456' });
    await post('/api/handlebusi/preCheck/preCheckToPhone', { phone: '18687120001' });
    expect(gate.captcha).not.toHaveBeenCalled();
  });

  it('skipCaptcha and verifyKaptcha skip it', async () => {
    const gate = provider(async () => ({ kaptcha: 'ab12', kaptchaId: 'k-1' }));
    const seen = record();
    await post(
      '/api/user/sendMessage',
      { phone: '18687120001', kaptcha: 'zz99', kaptchaId: 'k-9' },
      { skipCaptcha: true },
    );
    await post('/api/broadband/getSmsCode', {
      phone: '18687120001',
      kaptcha: 'zz99',
      kaptchaId: 'k-9',
      verifyKaptcha: true,
    });
    expect(gate.captcha).not.toHaveBeenCalled();
    expect(JSON.parse(seen[0].body)).toEqual({ phone: '18687120001', kaptcha: 'zz99', kaptchaId: 'k-9' });
  });

  it.each([
    ['cancel', () => Promise.reject(new Error('cancel'))],
    ['empty input', () => Promise.resolve({ kaptcha: ' ', kaptchaId: 'k-1' })],
  ])('%s rejects with "please enter the image captcha" and sends nothing', async (_name, answer) => {
    provider(answer);
    const seen = record('http://localhost/');
    const err = await failure(post('/api/user/sendMessage', { phone: '18687120001' }));
    expect(err).toMatchObject({ kind: 'cancelled', message: '请输入图片验证码', handled: false });
    expect(seen).toHaveLength(0);
  });

  it('without a provider the call is rejected the same way', async () => {
    const seen = record('http://localhost/');
    expect(await failure(post('/api/user/sendMessage', { phone: '18687120001' }))).toMatchObject({
      kind: 'cancelled',
      message: '请输入图片验证码',
    });
    expect(seen).toHaveLength(0);
  });

  it('getBusiSms sends its payload as a query string without verifyKaptcha', async () => {
    const seen = record();
    await post('/api/handlebusi/busi/getBusiSms', {
      phone: '18687120001',
      kaptcha: 'ab12',
      kaptchaId: 'k-1',
      verifyKaptcha: true,
    });
    const { method, url, body } = only(seen);
    expect(method).toBe('POST');
    expect(Object.fromEntries(url.searchParams)).toEqual({ phone: '18687120001', kaptcha: 'ab12', kaptchaId: 'k-1' });
    expect(body).toBe('');
  });
});

describe('SMS gate', () => {
  const sms = jest.fn<ReturnType<GateProvider['sms']>, Parameters<GateProvider['sms']>>();
  beforeEach(() => {
    sms.mockReset();
    setGateProvider({ captcha: () => Promise.reject(new Error('unexpected')), sms });
  });

  it.each(['/api/handlebusi/busi/handle', '/api/handlebusi/businessAcceptance/reception'])(
    'asks for phone, captcha and SMS code before %s when smsCode is missing',
    async (path) => {
      sms.mockResolvedValue({ smsCode: '654321', kaptchaId: 'k-2', phone: '18687120001' });
      const seen = record();
      await post(path, { productCode: 'REFUEL_10', phone: '18687120001' });
      expect(sms).toHaveBeenCalledWith({ phone: '18687120001' });
      expect(JSON.parse(only(seen).body)).toEqual({
        productCode: 'REFUEL_10',
        phone: '18687120001',
        smsCode: '654321',
        kaptchaId: 'k-2',
      });
    },
  );

  it('does not ask when smsCode is there', async () => {
    const seen = record();
    await post('/api/handlebusi/busi/handle', { productCode: 'REFUEL_10', smsCode: '111222' });
    expect(sms).not.toHaveBeenCalled();
    expect(JSON.parse(only(seen).body)).toEqual({ productCode: 'REFUEL_10', smsCode: '111222' });
  });

  it('asks before another path only when the call says smsGate (unsubscribing, not cancelling an order)', async () => {
    sms.mockResolvedValue({ smsCode: '654321', kaptchaId: 'k-3', phone: '18687120001' });
    const path = '/api/handlebusi/businessAcceptanceRecord/cancelUserProductInfo';
    const plain = record();
    await post(path, { recordId: 'rec_o_1' });
    expect(sms).not.toHaveBeenCalled();
    expect(JSON.parse(only(plain).body)).toEqual({ recordId: 'rec_o_1' });
    const gated = record();
    await post(path, { recordId: 'rec_s_2', phone: '18687120001' }, { smsGate: true });
    expect(sms).toHaveBeenCalledWith({ phone: '18687120001' });
    expect(JSON.parse(only(gated).body)).toEqual({
      recordId: 'rec_s_2',
      phone: '18687120001',
      smsCode: '654321',
      kaptchaId: 'k-3',
    });
  });

  it('cancel rejects and sends nothing', async () => {
    sms.mockRejectedValue(new Error('cancel'));
    const seen = record();
    expect(await failure(post('/api/handlebusi/busi/handle', { productCode: 'REFUEL_10' }))).toMatchObject({
      kind: 'cancelled',
      handled: false,
    });
    expect(seen).toHaveLength(0);
  });
});

describe('onFail', () => {
  it('takes over: called with the error, which is marked handled and still rejected', async () => {
    reply({ status: 0, msg: '已参加过本次活动' });
    const onFail = jest.fn();
    const err = await failure(post('/api/x', {}, { onFail }));
    expect(onFail).toHaveBeenCalledWith(err);
    expect(err).toMatchObject({ kind: 'business', message: '已参加过本次活动', handled: true });
  });

  it('also takes a cancelled gate', async () => {
    setGateProvider({
      captcha: () => Promise.reject(new Error('cancel')),
      sms: () => Promise.reject(new Error('cancel')),
    });
    const onFail = jest.fn();
    const err = await failure(post('/api/user/sendMessage', { phone: '18687120001' }, { onFail }));
    expect(onFail).toHaveBeenCalledWith(err);
    expect(err.handled).toBe(true);
  });

  it('leaves errors unhandled without it', async () => {
    reply({}, 500);
    expect((await failure(get('/api/x'))).handled).toBe(false);
  });
});
