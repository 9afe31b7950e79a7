// The simulated clock drives the timed processes: jump it through __sim/clock and the consequence shows
// through the API (deposit-gift monthly credits, broadband installation, number holds, flash-sale stock,
// payment windows, ticket time limits).
import type { SimClient } from '../../mocks/client';
import { dateCn, fromCn, HOUR, MINUTE } from '../../mocks/core/time';
import { inProgressTicketNo } from '../../mocks/db/seed/records';
import { harness, T0 } from './helpers';

const WANG = '18687120001';
const LI = '15508750002';

const jump = (client: SimClient, body: { at?: string | number; advanceMs?: number }) =>
  client.data<{ iso: string }>('POST', '__sim/clock', { json: body });

describe('deposit gift: the gift is credited on the 1st of each month', () => {
  async function paidCfsf() {
    const h = harness();
    await h.client.loginWechat('o_sim_002');
    const balance = async () =>
      (await h.client.data<{ balanceFen: number }>('GET', 'bill/queryUserBalance')).balanceFen;
    const before = await balance();
    const rec = await h.client.data<{ actOrderId: string }>('POST', 'activity/payGiveFeeAct/reception', {
      json: { actId: 'cfsf', tier: 2 },
      headers: { wxPublicAccountId: '5_myself' },
    });
    const pay = await h.client.data<{ orderId: string }>('POST', 'bill/orderWechatPage', {
      json: { orderId: rec.actOrderId },
    });
    expect(h.sim.db.payOrders[pay.orderId]?.payFen).toBe(13000);
    await h.client.data('POST', '__sim/pay', { json: { orderId: pay.orderId } });
    await jump(h.client, { advanceMs: 3000 });
    const schedule = async () =>
      (
        await h.client.data<{ schedule: { month: string; fen: number; status: string; creditedAt?: string }[] }>(
          'GET',
          'activity/payGiveFeeAct/queryhandleProductXy',
          { query: { actId: 'cfsf', actOrderId: rec.actOrderId } },
        )
      ).schedule;
    return { ...h, before, balance, schedule };
  }

  it('credits ¥20 once the 1st has passed, shows it credited in the schedule and the payment records', async () => {
    const { client, before, balance, schedule } = await paidCfsf();
    // ¥130 buys ¥200 of credit: nothing at once, ¥20 on the 1st of each of the next 10 months.
    expect(await balance()).toBe(before);
    const s0 = await schedule();
    expect(s0).toHaveLength(10);
    expect(s0.every((s) => s.status === 'pending' && s.fen === 2000)).toBe(true);
    expect(s0[0]?.month).toBe('202406');

    await jump(client, { at: fromCn(2024, 5, 31, 23, 59) });
    expect(await balance()).toBe(before);
    await jump(client, { advanceMs: 2 * MINUTE });
    expect(await balance()).toBe(before + 2000);
    const s1 = await schedule();
    expect(s1[0]).toMatchObject({ month: '202406', status: 'credited', creditedAt: '2024-06-01T00:00:00+08:00' });
    expect(s1.filter((s) => s.status === 'credited')).toHaveLength(1);
    const records = await client.data<{ list: { fen: number; status: string; at: string; title?: string }[] }>(
      'GET',
      'bill/userPaymentRecords',
      { query: { month: '202406' } },
    );
    expect(records.list).toEqual([
      expect.objectContaining({
        fen: 2000,
        status: 'credited',
        at: '2024-06-01T00:00:00+08:00',
        title: '存费送费赠费返还',
      }),
    ]);
    // Asking again, or setting the same time again, credits nothing more.
    await jump(client, { advanceMs: 0 });
    expect(await balance()).toBe(before + 2000);
  });

  it('credits each 1st passed by a three-month jump once, never twice', async () => {
    const { client, before, balance, schedule } = await paidCfsf();
    await jump(client, { at: '2024-08-15' });
    expect(await balance()).toBe(before + 3 * 2000);
    expect((await schedule()).map((s) => s.status)).toEqual([
      'credited',
      'credited',
      'credited',
      ...Array<string>(7).fill('pending'),
    ]);
    await jump(client, { at: '2024-08-20' });
    await jump(client, { at: '2024-08-20' });
    expect(await balance()).toBe(before + 3 * 2000);
    // A year later the ten months are all credited: ¥200 in all.
    await jump(client, { at: '2025-06-15' });
    expect(await balance()).toBe(before + 20000);
    expect((await schedule()).every((s) => s.status === 'credited')).toBe(true);
  });

  it('credits nothing for an agreement that was never paid', async () => {
    const { client, sim } = harness();
    await client.loginWechat('o_sim_002');
    const rec = await client.data<{ actOrderId: string }>('POST', 'activity/payGiveFeeAct/reception', {
      json: { actId: 'cfsf', tier: 2 },
    });
    await jump(client, { at: '2024-07-15' });
    expect(sim.db.agreements[rec.actOrderId]?.schedule.every((s) => s.status === 'pending')).toBe(true);
    expect((await client.data<{ balanceFen: number }>('GET', 'bill/queryUserBalance')).balanceFen).toBe(520);
  });
});

describe('broadband installation follows the clock', () => {
  type Order = { orderNo: string; status: string; installer?: string; canRate: boolean };

  async function paidOrder() {
    const h = harness();
    await h.client.loginWechat('o_sim_001');
    await h.client.data('POST', 'broadband/getSmsCode', { json: { phone: WANG, ...(await h.client.captcha()) } });
    const slot = { date: dateCn(T0 + 2 * 24 * HOUR), time: '14:00' };
    const submitted = await h.client.data<{ orderNo: string; payFen: number }>(
      'POST',
      'handlebusi/submitOrder/newBroadband',
      {
        json: {
          offerCode: 'BB300',
          addressCode: '53011101010110101',
          addressText: '官渡区关上街道世纪城1栋1单元101室',
          customer: { name: '王强', certNo: '530102199003071238', contactPhone: WANG },
          slot,
          smsCode: h.sim.latestSms(WANG),
        },
      },
    );
    const order = async () =>
      (await h.client.data<{ list: Order[] }>('GET', 'broadband/queryNewOrderList')).list.find(
        (o) => o.orderNo === submitted.orderNo,
      );
    const steps = async () =>
      (
        await h.client.data<{ steps: { name: string; done: boolean; at?: string; operator?: string }[] }>(
          'GET',
          'broadband/queryOrderTrackInfo',
          { query: { orderNo: submitted.orderNo } },
        )
      ).steps;
    return { ...h, submitted, order, steps };
  }

  it('waits for payment, then is dispatched, gets an installer, is installed in the slot and opens the account', async () => {
    const { client, submitted, order, steps } = await paidOrder();
    await jump(client, { advanceMs: 20 * MINUTE });
    expect(await order()).toMatchObject({ status: 'accepted' });
    expect((await steps()).filter((s) => s.done).map((s) => s.name)).toEqual(['订单受理']);

    const pay = await client.data<{ orderId: string }>('POST', 'bill/orderWechatPage', {
      json: { orderId: submitted.orderNo },
    });
    await client.data('POST', '__sim/pay', { json: { orderId: pay.orderId } });
    await jump(client, { advanceMs: 5 * HOUR + MINUTE });
    expect(await order()).toMatchObject({ status: 'dispatched' });
    expect((await order())?.installer).toBeUndefined();
    expect((await steps()).filter((s) => s.done).map((s) => s.name)).toEqual(['订单受理', '资源核查', '已派单']);

    // The day before the slot (2024-05-17 14:00), an installer takes the order.
    await jump(client, { at: fromCn(2024, 5, 16, 14, 1) });
    const assigned = await order();
    expect(assigned).toMatchObject({ status: 'dispatched', installer: expect.stringMatching(/师傅$/) });
    expect((await steps()).find((s) => s.name === '装维师傅已接单')).toMatchObject({
      done: true,
      at: '2024-05-16T14:00:00+08:00',
      operator: assigned?.installer,
    });

    await jump(client, { at: fromCn(2024, 5, 17, 14, 30) });
    expect(await order()).toMatchObject({ status: 'installing' });
    await jump(client, { at: fromCn(2024, 5, 17, 17, 1) });
    expect(await order()).toMatchObject({ status: 'completed', canRate: true });
    expect((await steps()).every((s) => s.done)).toBe(true);
    const accounts = await client.data<{ account: string; mbps: number; status: string }[]>(
      'GET',
      'broadband/queryBroadUserInfo',
    );
    expect(accounts).toContainEqual(
      expect.objectContaining({ account: `kd${submitted.orderNo.slice(-8)}`, mbps: 300, status: 'active' }),
    );
  });

  it('cancels an order unpaid for 30 minutes and gives its slot back', async () => {
    const { client, order } = await paidOrder();
    const slotsLeft = async () => {
      const offers = await client.data<{ slots: { date: string; time: string; left: number }[] }[]>(
        'GET',
        'broadband/queryBroadBandList',
        { query: { addressCode: '53011101010110101' } },
      );
      return offers[0]?.slots.find((s) => s.date === '2024-05-17' && s.time === '14:00')?.left;
    };
    expect(await slotsLeft()).toBe(1);
    await jump(client, { advanceMs: 30 * MINUTE });
    expect(await order()).toMatchObject({ status: 'cancelled' });
    expect(await slotsLeft()).toBe(2);
  });

  it('moves the seeded dispatched order to installing at its slot', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    const list = async () => (await client.data<{ list: Order[] }>('GET', 'broadband/queryNewOrderList')).list;
    const seeded = (await list()).find((o) => o.status === 'dispatched');
    expect(seeded).toBeDefined();
    await jump(client, { at: fromCn(2024, 5, 18, 14, 30) });
    expect((await list()).find((o) => o.orderNo === seeded?.orderNo)?.status).toBe('installing');
    await jump(client, { at: fromCn(2024, 5, 18, 17, 0) });
    expect((await list()).find((o) => o.orderNo === seeded?.orderNo)?.status).toBe('completed');
  });
});

describe('number holds', () => {
  it('releases a keepNum hold after 30 minutes: the number is offered again', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_new');
    const numbers = await client.data<{ msisdn: string }[]>('GET', 'handlebusi/wxOrderRecord/selectNum', {
      query: { cityCode: '530100', pretty: false },
    });
    const msisdn = numbers[0]?.msisdn ?? '';
    const offered = async () =>
      (
        await client.data<{ msisdn: string }[]>('GET', 'handlebusi/wxOrderRecord/selectNum', {
          query: { cityCode: '530100', keyword: msisdn.slice(-4) },
        })
      ).some((n) => n.msisdn === msisdn);
    const hold = await client.data<{ reservedUntil: string }>('POST', 'handlebusi/wxOrderRecord/keepNum', {
      json: { msisdn },
    });
    expect(hold.reservedUntil).toBe('2024-05-15T10:30:00+08:00');
    expect(await offered()).toBe(false);
    await jump(client, { advanceMs: 29 * MINUTE });
    expect(await offered()).toBe(false);
    await jump(client, { advanceMs: MINUTE });
    expect(await offered()).toBe(true);
  });
});

describe('flash sale (seckill) and order payment windows', () => {
  it('cancels an unpaid flash-sale order after 30 minutes and returns its stock', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    await jump(client, { at: fromCn(2024, 5, 15, 14, 0, 5) });
    const left = async () =>
      (
        await client.data<{ sessions: { items: { itemId: string; left: number }[] }[] }>(
          'GET',
          'handlebusi/saleInfo/querySaleInfo',
          { query: { actId: 'seckill' } },
        )
      ).sessions[1]?.items.find((i) => i.itemId === 'sk_5g7d')?.left;
    const grab = () =>
      client.post<{ orderNo: string }>('handlebusi/submitOrder/submit', {
        productCode: 'SK_5G7D',
        actId: 'seckill',
        itemId: 'sk_5g7d',
      });
    const orderNo = (await grab()).body?.data?.orderNo ?? '';
    expect(await left()).toBe(199);
    await jump(client, { advanceMs: 29 * MINUTE });
    expect(await left()).toBe(199);
    expect(
      (await client.data<{ status: string }>('GET', 'bill/orderWechatGetById', { query: { orderId: orderNo } })).status,
    ).toBe('unpaid');
    await jump(client, { advanceMs: MINUTE });
    expect(await left()).toBe(200);
    expect(
      (await client.data<{ status: string }>('GET', 'bill/orderWechatGetById', { query: { orderId: orderNo } })).status,
    ).toBe('expired');
    const records = await client.data<{ list: { orderNo?: string; status: string; stateCode?: number }[] }>(
      'GET',
      'handlebusi/businessAcceptanceRecord/queryUserProductInfo',
      { query: { source: 'seckill' } },
    );
    expect(records.list.find((r) => r.orderNo === orderNo)).toMatchObject({ status: 'cancelled', stateCode: 18 });
    // The place is back and the customer may grab again.
    expect((await grab()).body?.status).toBe(1);
    expect(await left()).toBe(199);
  });

  it('keeps the stock of a flash-sale order paid in time', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    await jump(client, { at: fromCn(2024, 5, 15, 14, 0, 5) });
    const orderNo =
      (
        await client.post<{ orderNo: string }>('handlebusi/submitOrder/submit', {
          productCode: 'SK_5G7D',
          actId: 'seckill',
          itemId: 'sk_5g7d',
        })
      ).body?.data?.orderNo ?? '';
    const pay = await client.data<{ orderId: string }>('POST', 'bill/orderWechatPage', { json: { orderId: orderNo } });
    await client.data('POST', '__sim/pay', { json: { orderId: pay.orderId } });
    await jump(client, { advanceMs: 45 * MINUTE });
    const info = await client.data<{ sessions: { items: { itemId: string; left: number }[] }[] }>(
      'GET',
      'handlebusi/saleInfo/querySaleInfo',
      { query: { actId: 'seckill' } },
    );
    expect(info.sessions[1]?.items.find((i) => i.itemId === 'sk_5g7d')?.left).toBe(199);
  });

  it('cancels an unpaid device order after its window and puts the device back in stock', async () => {
    const { client, sim } = harness();
    await client.loginWechat('o_sim_001');
    await client.data('POST', 'broadband/getSmsCode', { json: { phone: LI, ...(await client.captcha()) } });
    const stock = () => sim.db.catalogue.devices.find((d) => d.code === 'CPE_5G')?.stock;
    const before = stock() ?? 0;
    const r = await client.data<{ orderNo: string; payBy: string }>('POST', 'handlebusi/submitOrder/submit', {
      json: {
        productCode: 'WBB_5G_99',
        customer: { name: '李明', certNo: '530502199708152013', contactPhone: LI },
        address: { areaCode: '530502', detail: '永昌街道保山新城2栋1单元301室' },
        smsCode: sim.latestSms(LI),
      },
    });
    expect(stock()).toBe(before - 1);
    expect(r.payBy).toBe('2024-05-15T10:30:00+08:00');
    await jump(client, { at: r.payBy });
    expect(
      (await client.data<{ status: string }>('GET', 'bill/orderWechatGetById', { query: { orderId: r.orderNo } }))
        .status,
    ).toBe('expired');
    expect(stock()).toBe(before);
  });
});

describe('ticket time limits', () => {
  type Row = { ticketNo: string; dueAt?: string; overdue: boolean; status: string };
  const complain = (client: SimClient, category: string[]) =>
    client.data<{ ticketNo: string; dueAt: string }>('POST', 'activity/formMain/add', {
      json: { formType: 'complaint', category, text: '这是一段超过十个字的投诉内容描述。' },
    });

  it('answers 48 h, 8 h for a major complaint, 24 h for a repeated one', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    expect((await complain(client, ['营销宣传', '虚假宣传'])).dueAt).toBe('2024-05-17T10:00:00+08:00');
    expect((await complain(client, ['个人信息安全', '信息泄露'])).dueAt).toBe('2024-05-15T18:00:00+08:00');
    // 王强 complained about fees five days ago: a new fee complaint is a repeat.
    expect((await complain(client, ['资费争议', '套餐资费'])).dueAt).toBe('2024-05-16T10:00:00+08:00');
  });

  it('flags an open ticket overdue once its limit passes, and escalates it once', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    const major = await complain(client, ['个人信息安全', '信息泄露']);
    const list = async () =>
      (await client.data<{ list: Row[] }>('GET', 'activity/formMain/list', { query: { formType: 'complaint' } })).list;
    const row = async (no: string) => (await list()).find((t) => t.ticketNo === no);
    expect(await row(major.ticketNo)).toMatchObject({ overdue: false });
    expect(await row(inProgressTicketNo(T0))).toMatchObject({ overdue: false, dueAt: '2024-05-16T04:00:00+08:00' });
    await jump(client, { advanceMs: 8 * HOUR });
    expect(await row(major.ticketNo)).toMatchObject({ overdue: true });
    expect(await row(inProgressTicketNo(T0))).toMatchObject({ overdue: false });
    await jump(client, { at: fromCn(2024, 5, 16, 4, 0) });
    await jump(client, { advanceMs: HOUR });
    expect(await row(inProgressTicketNo(T0))).toMatchObject({ overdue: true });
    const detail = await client.data<{ overdue: boolean; history: { at: string; text: string }[] }>(
      'GET',
      'activity/formMain/detail',
      { query: { ticketNo: inProgressTicketNo(T0) } },
    );
    expect(detail.history.filter((h) => h.text === '已超过处理时限，已升级督办')).toEqual([
      expect.objectContaining({ at: '2024-05-16T04:00:00+08:00' }),
    ]);
    // A resolved ticket is not overdue.
    expect(
      (await list()).filter((t) => t.status === 'resolved' || t.status === 'closed').every((t) => !t.overdue),
    ).toBe(true);
  });
});

describe('a reset at a time of its own', () => {
  it('runs the clock from then and makes the seed then: "an hour ago" is an hour before it', async () => {
    const h = harness();
    const at = T0 - 5 * HOUR;
    const r = await h.client.data<{ now: string }>('POST', '__sim/reset', { json: { at } });
    expect(r.now).toBe('2024-05-15T05:00:00+08:00');
    expect(h.sim.now()).toBe(at);
    const liu = Object.values(h.sim.db.broadbandOrders).find((o) => o.offerName === '1000M光纤宽带包年');
    expect(liu?.createdAt).toBe(at - HOUR);
    // A plain reset is real time (here the harness's T0) again.
    await h.client.data('POST', '__sim/reset');
    expect(h.sim.now()).toBe(T0);
  });

  it('refuses a time it cannot read', async () => {
    const h = harness();
    const r = await h.client.request('POST', '__sim/reset', { json: { at: 'soon' } });
    expect(r.body?.status).toBe(0);
    expect(h.sim.now()).toBe(T0);
  });
});
