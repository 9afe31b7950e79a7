// Top-up orders and the payment state machine, the cashier page, the top-up rules.
import { fromCn } from '../../mocks/core/time';
import { harness } from './helpers';

const WANG = '18687120001';

async function order(client: ReturnType<typeof harness>['client'], body: Record<string, unknown> = {}) {
  return client.post<{ orderId: string; payFen: number; expiresAt: string }>('config/pay/anon/orderSubmitBlack', {
    phone: WANG,
    faceFen: 5000,
    type: 'standard',
    ...body,
  });
}

async function status(client: ReturnType<typeof harness>['client'], orderId: string): Promise<string | undefined> {
  const r = await client.get<{ status: string }>('bill/orderWechatGetById', { orderId });
  return r.body?.data?.status;
}

describe('payment state machine', () => {
  it('unpaid -> paid -> crediting -> credited (3 s of simulated time), then the balance rises', async () => {
    const { sim, client } = harness();
    const o = (await order(client)).body?.data;
    expect(o).toMatchObject({ payFen: 5000, expiresAt: '2024-05-15T10:30:00+08:00' });
    const orderId = o?.orderId ?? '';
    expect(orderId).toMatch(/^20240515100000\d{6}$/);
    const params = await client.data<Record<string, string>>('POST', 'bill/orderWechatPage', { json: { orderId } });
    expect(params).toMatchObject({
      orderId,
      signType: 'RSA',
      package: expect.stringMatching(/^prepay_id=wx/),
      timeStamp: String(Math.floor(sim.now() / 1000)),
    });
    expect(params.cashierUrl).toBe(
      `/sms2-api/__sim/cashier?orderId=${orderId}&returnUrl=${encodeURIComponent(`/sms2/newRecharge/paySuccess?orderId=${orderId}`)}`,
    );
    expect(await status(client, orderId)).toBe('unpaid');
    await client.data('POST', '__sim/pay', { json: { orderId } });
    expect(await status(client, orderId)).toBe('paid');
    sim.setClock({ advanceMs: 1500 });
    expect(await status(client, orderId)).toBe('crediting');
    sim.setClock({ advanceMs: 1500 });
    expect(await status(client, orderId)).toBe('credited');
    expect(sim.db.subscribers[WANG]?.balanceFen).toBe(3650 + 5000);
    // Paying again is refused.
    const again = await client.post('bill/orderWechatPage', { orderId });
    expect(again.body?.code).toBe('E_ORDER_PAID');
    // It shows in the records of the month.
    await client.loginWechat('o_sim_001');
    const rec = await client.data<{ list: { orderId: string; status: string }[] }>('GET', 'bill/userPaymentRecords', {
      query: { month: '202405' },
    });
    expect(rec.list.find((r) => r.orderId === orderId)?.status).toBe('credited');
  });

  it('paid but the crediting fails: failed, then refunded', async () => {
    const { sim, client } = harness();
    const orderId = (await order(client)).body?.data?.orderId ?? '';
    await client.data('POST', '__sim/pay', { json: { orderId, outcome: 'fail' } });
    sim.setClock({ advanceMs: 3000 });
    expect(await status(client, orderId)).toBe('failed');
    sim.setClock({ advanceMs: 3000 });
    const r = await client.get<{ status: string; failReason: string }>('bill/orderWechatGetById', { orderId });
    expect(r.body?.data).toMatchObject({ status: 'refunded', failReason: expect.stringContaining('原路退回') });
    expect(sim.db.subscribers[WANG]?.balanceFen).toBe(3650);
  });

  it('expires after the 30-minute payment window', async () => {
    const { sim, client } = harness();
    const orderId = (await order(client)).body?.data?.orderId ?? '';
    sim.setClock({ advanceMs: 29 * 60_000 });
    expect(await status(client, orderId)).toBe('unpaid');
    sim.setClock({ advanceMs: 60_000 });
    expect(await status(client, orderId)).toBe('expired');
    expect((await client.post('bill/orderWechatPage', { orderId })).body?.code).toBe('E_ORDER_EXPIRED');
    expect((await client.post('__sim/pay', { orderId })).body?.code).toBe('E_ORDER_EXPIRED');
  });

  it('logs a cancelled payment without cancelling the order; cancelling an unpaid product order releases the number', async () => {
    const { sim, client } = harness();
    const orderId = (await order(client)).body?.data?.orderId ?? '';
    expect(
      (await client.post('bill/logtransactive', { orderId, action: 'cancel', reason: '用户取消支付' })).body?.status,
    ).toBe(1);
    expect(await status(client, orderId)).toBe('unpaid');
    expect(sim.db.payOrders[orderId]?.logs.map((l) => l.action)).toContain('cancel');
    // 王强's seeded 5G card order waits for payment, holding 18687123456.
    await client.loginWechat('o_sim_001');
    const page = await client.data<{ list: { recordId: string; stateCode?: number; cancellable: boolean }[] }>(
      'GET',
      'handlebusi/businessAcceptanceRecord/queryUserProductInfo',
      { query: { source: 'order' } },
    );
    const pending = page.list.find((r) => r.stateCode === 1);
    expect(pending?.cancellable).toBe(true);
    await client.data('POST', 'handlebusi/businessAcceptanceRecord/cancelUserProductInfo', {
      json: { recordId: pending?.recordId },
    });
    expect(sim.db.numbers['18687123456']?.status).toBe('available');
    const payId = Object.values(sim.db.productOrders).find((o) => o.msisdn === '18687123456')?.payOrderId ?? '';
    expect(await status(client, payId)).toBe('cancelled');
  });
});

describe('cashier', () => {
  it('renders a page with 支付 / 取消 and redirects back to the app after paying', async () => {
    const { client } = harness();
    const orderId = (await order(client)).body?.data?.orderId ?? '';
    const { cashierUrl } = await client.data<{ cashierUrl: string }>('POST', 'bill/orderWechatPage', {
      json: { orderId, returnUrl: '/sms2/newRecharge/paySuccess?from=cashier' },
    });
    const page = await client.request('GET', cashierUrl);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.text).toContain('¥50.00');
    expect(page.text).toContain('value="pay"');
    expect(page.text).toContain('value="cancel"');
    const cancel = await client.request('POST', '/sms2-api/__sim/cashier', {
      form: { orderId, action: 'cancel', returnUrl: '/sms2/newRecharge/paySuccess?from=cashier' },
    });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(
      `/sms2/newRecharge/paySuccess?from=cashier&orderId=${orderId}&payResult=cancel`,
    );
    expect(await status(client, orderId)).toBe('unpaid');
    const pay = await client.request('POST', '/sms2-api/__sim/cashier', {
      form: { orderId, action: 'pay', returnUrl: '/sms2/newRecharge/paySuccess?from=cashier' },
    });
    expect(pay.headers.get('location')).toBe(
      `/sms2/newRecharge/paySuccess?from=cashier&orderId=${orderId}&payResult=success`,
    );
    expect(await status(client, orderId)).toBe('paid');
  });

  it('refuses a return address outside /sms2/', async () => {
    const { client } = harness();
    const orderId = (await order(client)).body?.data?.orderId ?? '';
    for (const returnUrl of ['https://evil.example/', '//evil.example/sms2/', '/other/']) {
      const r = await client.request('POST', '/sms2-api/__sim/cashier', {
        form: { orderId, action: 'pay', returnUrl },
      });
      expect(r.status).toBe(200);
      expect(r.text).toContain('returnUrl 参数错误');
    }
    const params = await client.data<{ cashierUrl: string }>('POST', 'bill/orderWechatPage', {
      json: { orderId, returnUrl: 'https://evil.example/' },
    });
    expect(params.cashierUrl).toContain(encodeURIComponent('/sms2/newRecharge/paySuccess'));
    expect(await status(client, orderId)).toBe('unpaid');
  });
});

describe('top-up rules', () => {
  it('refuses during the 22:50-00:50 maintenance window', async () => {
    for (const [h, m, refused] of [
      [22, 49, false],
      [22, 50, true],
      [0, 10, true],
      [0, 50, false],
    ] as const) {
      const { client } = harness({ now: () => fromCn(2024, 5, 15, h, m) });
      const r = await order(client);
      expect(r.body?.code === 'E_MAINTENANCE').toBe(refused);
    }
  });

  it('caps a number at ¥5,000 a day (unpaid orders count until they expire)', async () => {
    const { sim, client } = harness();
    // 王强 already has a ¥50 top-up being credited today.
    for (let i = 0; i < 9; i++) expect((await order(client, { faceFen: 50000 })).body?.status).toBe(1);
    expect((await order(client, { faceFen: 45000 })).body?.status).toBe(1);
    const over = await order(client, { faceFen: 1000 });
    expect(over.body).toMatchObject({ code: 'E_DAILY_CAP' });
    sim.setClock({ advanceMs: 31 * 60_000 });
    expect((await order(client, { faceFen: 1000 })).body?.status).toBe(1);
  });

  it('refuses the blacklist, other operators and other provinces; checks amounts', async () => {
    const { client } = harness();
    expect((await order(client, { phone: '18587126666' })).body?.code).toBe('E_BLACKLIST');
    expect((await order(client, { phone: '13800138000' })).body).toMatchObject({
      code: 'E_NOT_OUR_NUMBER',
      msg: expect.stringContaining('暂不支持该号码充值'),
    });
    expect((await order(client, { phone: '18600001234' })).body?.code).toBe('E_NOT_LOCAL');
    expect((await order(client, { faceFen: 999 })).body?.code).toBe('E_AMOUNT');
    expect((await order(client, { faceFen: 123400 })).body?.status).toBe(1);
    expect((await order(client, { faceFen: 210000 })).body?.code).toBe('E_AMOUNT');
  });

  it('credits a number in arrears and lifts its suspension', async () => {
    const { sim, client } = harness();
    const orderId = (await order(client, { phone: '18608714444', faceFen: 2000 })).body?.data?.orderId ?? '';
    await client.data('POST', '__sim/pay', { json: { orderId } });
    sim.setClock({ advanceMs: 3000 });
    await status(client, orderId);
    expect(sim.db.subscribers['18608714444']).toMatchObject({ balanceFen: 770, status: 'active' });
  });

  it('sells 100 yuan for 98 on the first of the month', async () => {
    const { client } = harness({ now: () => fromCn(2024, 6, 1, 9) });
    expect((await order(client, { faceFen: 10000 })).body?.data?.payFen).toBe(9800);
  });

  it('promotional top-up: token, once per number, SMS for a number not bound to the caller', async () => {
    const { sim, client } = harness();
    expect((await order(client, { type: 'promo', bundleCode: 'TOOTH_88', token: 'tk_old' })).body?.code).toBe(
      'E_TOKEN_EXPIRED',
    );
    const o = (
      await order(client, { phone: '13211880003', type: 'promo', bundleCode: 'TOOTH_218', token: 'tk_dental_01' })
    ).body?.data;
    expect(o?.payFen).toBe(21800);
    expect((await client.post('bill/orderWechatPage', { orderId: o?.orderId })).body?.code).toBe('E_SMS_REQUIRED');
    await client.post('bill/getOrderWechatPageCode', { phone: '13211880003', ...(await client.captcha()) });
    const params = await client.post<{ cashierUrl: string }>('bill/orderWechatPage', {
      orderId: o?.orderId,
      smsCode: sim.latestSms('13211880003'),
    });
    expect(params.body?.data?.cashierUrl).toContain('toothSuccess218');
    await client.data('POST', '__sim/pay', { json: { orderId: o?.orderId } });
    sim.setClock({ advanceMs: 3000 });
    const done = await client.get<{ status: string; voucher: string }>('bill/orderWechatGetById', {
      orderId: o?.orderId,
    });
    expect(done.body?.data).toMatchObject({ status: 'credited', voucher: expect.stringMatching(/^YC/) });
    expect((await order(client, { phone: '13211880003', type: 'promo', bundleCode: 'TOOTH_88' })).body?.code).toBe(
      'E_PROMO_ONCE',
    );
  });
});
