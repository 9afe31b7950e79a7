// The WeChat stand-in's server side (mocks/weixin.ts): WeChat Pay settles the order before it answers, told per
// order or for every order; the JS-SDK signature is checked against the address each engine signs; pay details are
// never replayed for an order paid since.
import { jsSdkSignature } from '../../mocks/weixin';
import { harness } from './helpers';

const WANG = '18687120001';
const PAGE = 'http://localhost/sms2/newRecharge/index2';

type Client = ReturnType<typeof harness>['client'];

async function payable(client: Client, key?: string) {
  const orderId =
    (
      await client.post<{ orderId: string }>('config/pay/anon/orderSubmitBlack', {
        phone: WANG,
        faceFen: 5000,
        type: 'standard',
      })
    ).body?.data?.orderId ?? '';
  const details = await client.data<Record<string, string>>('POST', 'bill/orderWechatPage', {
    json: { orderId },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
  return { orderId, details };
}

/** What the bridge sends for getBrandWCPayRequest. */
const payBody = (d: Record<string, string>, page = PAGE) => ({
  appId: d.appId,
  timeStamp: d.timeStamp,
  nonceStr: d.nonceStr,
  package: d.package,
  signType: d.signType,
  paySign: d.paySign,
  ios: false,
  landing: page,
  href: page,
});

const status = async (client: Client, orderId: string) =>
  (await client.get<{ status: string }>('bill/orderWechatGetById', { orderId })).body?.data?.status;

describe('the WeChat stand-in', () => {
  it('serves its bridge script, which does nothing outside WeChat and marks itself', async () => {
    const { client } = harness();
    const r = await client.get('__sim/weixin/bridge.js');
    expect(r.headers.get('content-type')).toMatch(/javascript/);
    expect(r.text).toContain('WeixinJSBridgeReady');
    expect(r.text).toContain('__wechatStandIn');
    expect(r.text).toMatch(/MicroMessenger/);
  });

  it('pays: the order is paid on the server before the sheet answers ok; a second payment is refused', async () => {
    const { client } = harness();
    const { orderId, details } = await payable(client);
    const answer = await client.data<{ errMsg: string }>('POST', '__sim/weixin/pay', { json: payBody(details) });
    expect(answer.errMsg).toBe('get_brand_wcpay_request:ok');
    expect(await status(client, orderId)).toBe('paid');
    const again = await client.data<{ errMsg: string }>('POST', '__sim/weixin/pay', { json: payBody(details) });
    expect(again.errMsg).toBe('get_brand_wcpay_request:fail');
  });

  it('refuses a forged pay sign and a page outside the registered pay directory', async () => {
    const { client } = harness();
    const { orderId, details } = await payable(client);
    const forged = await client.data<{ errMsg: string }>('POST', '__sim/weixin/pay', {
      json: { ...payBody(details), paySign: 'x' },
    });
    expect(forged.errMsg).toBe('get_brand_wcpay_request:fail');
    const outside = await client.data<{ errMsg: string }>('POST', '__sim/weixin/pay', {
      json: payBody(details, 'http://localhost/other/'),
    });
    expect(outside.errMsg).toBe('get_brand_wcpay_request:fail');
    expect(await status(client, orderId)).toBe('unpaid');
  });

  it('plays cancel, fail, lost and a cancel after the payment, per order or for every order', async () => {
    const { client } = harness();
    const a = await payable(client);
    const b = await payable(client);
    await client.data('POST', '__sim/weixin/modes', { json: { mode: 'cancel', orderId: a.orderId } });
    await client.data('POST', '__sim/weixin/modes', { json: { mode: 'fail', times: 1 } });
    const pay = async (d: Record<string, string>) =>
      (await client.data<{ errMsg: string | null; lost?: boolean }>('POST', '__sim/weixin/pay', { json: payBody(d) }))
        .errMsg;
    expect(await pay(a.details)).toBe('get_brand_wcpay_request:cancel');
    expect(await status(client, a.orderId)).toBe('unpaid');
    expect(await pay(b.details)).toBe('get_brand_wcpay_request:fail');
    expect(await status(client, b.orderId)).toBe('unpaid');
    // The global rule was for one payment: the next one of b pays.
    await client.data('POST', '__sim/weixin/modes', { json: { mode: 'lost', orderId: b.orderId } });
    expect(await pay(b.details)).toBeNull();
    expect(await status(client, b.orderId)).toBe('paid');
    await client.data('POST', '__sim/weixin/modes', { json: { mode: 'paidCancel', orderId: a.orderId } });
    expect(await pay(a.details)).toBe('get_brand_wcpay_request:cancel');
    expect(await status(client, a.orderId)).toBe('paid');
    await client.request('DELETE', '__sim/weixin/modes');
    expect(await client.data('GET', '__sim/weixin/modes')).toEqual([]);
  });

  it('a late notify: ok at once, the payment recorded when the notify arrives (simulated time), once', async () => {
    const { sim, client } = harness();
    const { orderId, details } = await payable(client);
    await client.data('POST', '__sim/weixin/modes', { json: { mode: 'late', lateMs: 4000 } });
    const answer = await client.data<{ errMsg: string }>('POST', '__sim/weixin/pay', { json: payBody(details) });
    expect(answer.errMsg).toBe('get_brand_wcpay_request:ok');
    expect(await status(client, orderId)).toBe('unpaid');
    sim.setClock({ advanceMs: 4000 });
    expect(await status(client, orderId)).toBe('paid');
    expect(sim.db.payments.filter((p) => p.orderId === orderId)).toHaveLength(1);
  });

  it('checks the JS-SDK signature against the landing address on iOS and the current one on Android', async () => {
    const { client } = harness();
    const landing = 'http://localhost/sms2/';
    const now = 'http://localhost/sms2/doubleTwelve?source=x';
    const signed = (url: string) => ({
      nonceStr: 'n1',
      timestamp: '1700000000',
      signature: jsSdkSignature(url, 'n1', 1700000000),
    });
    const verify = async (body: Record<string, unknown>) =>
      (await client.data<{ errMsg: string }>('POST', '__sim/weixin/verify', { json: body })).errMsg;
    expect(await verify({ ...signed(landing), ios: true, landing, href: now })).toBe('config:ok');
    expect(await verify({ ...signed(now), ios: true, landing, href: now })).toBe('config:invalid signature');
    expect(await verify({ ...signed(now), ios: false, landing, href: `${now}#x` })).toBe('config:ok');
    expect(await verify({ ...signed(landing), ios: false, landing, href: now })).toBe('config:invalid signature');
    // getWxConfig's own signature passes the check.
    const cfg = await client.data<{ wxConfig: { timestamp: number; nonceStr: string; signature: string } }>(
      'GET',
      'unifiedinteraction/jssdk/getWxConfig',
      { query: { url: now } },
    );
    expect(
      await verify({ ...cfg.wxConfig, timestamp: String(cfg.wxConfig.timestamp), ios: false, landing, href: now }),
    ).toBe('config:ok');
  });
});

describe('pay details', () => {
  it('are not replayed under the same idempotency key once the order is paid: refused as paid', async () => {
    const { client } = harness();
    const { orderId, details } = await payable(client, 'k-pay-1');
    // The same key again while unpaid: the same payment (the same prepay).
    const again = await client.data<Record<string, string>>('POST', 'bill/orderWechatPage', {
      json: { orderId },
      headers: { 'idempotency-key': 'k-pay-1' },
    });
    expect(again.package).toBe(details.package);
    await client.data('POST', '__sim/weixin/pay', { json: payBody(details) });
    const paid = await client.post('bill/orderWechatPage', { orderId }, { headers: { 'idempotency-key': 'k-pay-1' } });
    expect(paid.body?.code).toBe('E_ORDER_PAID');
  });
});
