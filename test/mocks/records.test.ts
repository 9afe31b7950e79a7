// The customer's records as the simulator answers them: the top-up history lists what credited the balance.
import { ROUTES } from '../../mocks/routes';
import { cnParts, fromCn } from '../../mocks/core/time';
import { inProgressTicketNo } from '../../mocks/db/seed/records';
import { exampleParams, harness } from './helpers';

const pad = (n: number) => String(n).padStart(2, '0');

const WANG = '18687120001';

describe('bill/userPaymentRecords', () => {
  it('lists the top-ups of the month, each with its kind; an order paid (a card here) is no top-up', async () => {
    const { sim, client } = harness();
    const card = Object.values(sim.db.payOrders).find((o) => o.type === 'card' && o.status === 'unpaid');
    expect(card).toBeDefined();
    await client.data('POST', '__sim/pay', { json: { orderId: card?.orderId } });
    expect(sim.db.payments.some((p) => p.orderId === card?.orderId)).toBe(true);
    await client.loginWechat('o_sim_001');
    const rec = await client.data<{ list: { orderId: string; kind: string }[]; total: number }>(
      'GET',
      'bill/userPaymentRecords',
      { query: { month: '202405' } },
    );
    expect(rec.list.length).toBeGreaterThan(0);
    expect(rec.list.map((r) => r.orderId)).not.toContain(card?.orderId);
    expect(rec.list.every((r) => r.kind === 'topup')).toBe(true);
    expect(rec.total).toBe(rec.list.length);
  });
});

describe('the usage ledger: bill, itemised detail and allowance add up', () => {
  type Rec = { kind: string; at: string; seconds?: number; volumeKb?: number; fen: number };
  async function signedIn() {
    const h = harness();
    await h.client.loginWechat('o_sim_001');
    await h.client.data('POST', 'handlebusi/busi/getBusiSms', {
      query: { phone: WANG, ...(await h.client.captcha()) },
    });
    const code = h.sim.latestSms(WANG);
    let first = true;
    const detail = async (month: string) => {
      const d = await h.client.data<{ records: Rec[] }>('GET', 'broadband/mixMember/queryUserBill', {
        query: { month, detail: 'usage', ...(first ? { smsCode: code } : {}) },
      });
      first = false;
      return d.records;
    };
    const bill = (month: string) =>
      h.client.data<{ lines: { category: string; fen: number }[] }>('GET', 'broadband/mixMember/queryUserBill', {
        query: { month },
      });
    return { ...h, detail, bill };
  }
  const sum = (rs: Rec[], kind: string) => rs.filter((r) => r.kind === kind).reduce((n, r) => n + r.fen, 0);
  const line = (lines: { category: string; fen: number }[], category: string) =>
    lines.filter((l) => l.category === category).reduce((n, l) => n + l.fen, 0);

  it('each usage line of a bill is the sum of its detail rows, this month and the last five', async () => {
    const { detail, bill } = await signedIn();
    let charged = 0;
    for (const month of ['202405', '202404', '202403', '202402', '202401', '202312']) {
      const rows = await detail(month);
      const lines = (await bill(month)).lines;
      for (const kind of ['voice', 'data', 'sms'])
        expect([month, kind, line(lines, kind)]).toEqual([month, kind, sum(rows, kind)]);
      charged += sum(rows, 'voice') + sum(rows, 'data') + sum(rows, 'sms');
    }
    expect(charged).toBeGreaterThan(0);
  });

  it("this month's detail adds up to the allowance used, and its times stay put on a later reload", async () => {
    const { detail, client, sim } = await signedIn();
    const rows = await detail('202405');
    const allowance = await client.data<{ buckets: { type: string; used: number; unit: string }[] }>(
      'GET',
      'bill/querySetMealaAlowance',
    );
    const used = (unit: string, types?: string[]) =>
      allowance.buckets
        .filter((b) => b.unit === unit && (!types || types.includes(b.type)))
        .reduce((n, b) => n + b.used, 0);
    const minutes = rows.filter((r) => r.kind === 'voice').reduce((n, r) => n + Math.ceil((r.seconds ?? 0) / 60), 0);
    expect(minutes).toBe(used('minute'));
    expect(rows.filter((r) => r.kind === 'data').reduce((n, r) => n + (r.volumeKb ?? 0), 0)).toBe(used('KB'));
    expect(rows.filter((r) => r.kind === 'sms')).toHaveLength(used('item'));
    sim.setClock({ advanceMs: 7 * 60_000 });
    expect((await detail('202405')).map((r) => r.at)).toEqual(rows.map((r) => r.at));
  });
});

describe('handlebusi/businessAcceptanceRecord/queryUserProductInfo', () => {
  it('a day pack is active the day it is ordered and expired (not cancellable) at 12:01 the next day', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    sim.setClock({ advanceMs: 61_000 });
    await client.data('POST', 'handlebusi/busi/getBusiSms', { query: { phone: WANG, ...(await client.captcha()) } });
    const r = await client.post<{ status: string }>('handlebusi/busi/handle', {
      productCode: 'FIVEG_P1',
      phone: WANG,
      smsCode: sim.latestSms(WANG),
    });
    expect(r.body?.data?.status).toBe('success');
    type Rec = { productCode: string; status: string; cancellable: boolean; expiresAt?: string };
    const pack = async () =>
      (
        await client.data<{ list: Rec[] }>('GET', 'handlebusi/businessAcceptanceRecord/queryUserProductInfo', {
          query: { pageSize: 50 },
        })
      ).list.find((x) => x.productCode === 'FIVEG_P1' && x.status !== 'pending');
    expect(await pack()).toMatchObject({ status: 'active', expiresAt: '2024-05-16T00:00:00+08:00' });
    sim.setClock({ at: '2024-05-16T12:01:00+08:00' });
    expect(await pack()).toMatchObject({ status: 'done', cancellable: false });
  });
});

describe('handlebusi/businessAcceptanceRecord/queryUserProductInfo: the server time', () => {
  it('answers its clock beside the records, by which the app judges an end', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    sim.setClock({ at: '2024-05-16T12:01:00+08:00' });
    const page = await client.data<{ serverTime?: string }>(
      'GET',
      'handlebusi/businessAcceptanceRecord/queryUserProductInfo',
      { query: { pageSize: 5 } },
    );
    expect(page.serverTime).toBe('2024-05-16T12:01:00+08:00');
  });
});

describe('bill/getTradebhInfoCbss: an order found by its contact phone', () => {
  const LI = '15508750002';
  it('a customer without a bound number reads the order placed with a contact phone once an SMS code proves it', async () => {
    const { sim, client } = harness();
    const [mine, other] = Object.values(sim.db.productOrders).filter((o) => o.customer);
    expect(mine && other).toBeTruthy();
    if (!mine || !other) return;
    mine.customer = { ...(mine.customer ?? { name: '李明', certNo: '' }), contactPhone: LI };
    other.customer = { ...(other.customer ?? { name: '王强', certNo: '' }), contactPhone: WANG };
    await client.loginWechat('o_sim_new');
    const read = (query: Record<string, string>) =>
      client.get<{ orderNo: string }>('bill/getTradebhInfoCbss', { orderNo: mine.orderNo, ...query });

    expect((await read({})).body?.code).toBe('E_ORDER_NOT_FOUND');
    expect((await read({ phone: LI })).body?.code).toBe('E_SMS_REQUIRED');
    await client.data('POST', 'handlebusi/busi/getBusiSmsNotLogin', {
      json: { phone: LI, ...(await client.captcha()) },
    });
    expect((await read({ phone: LI, smsCode: sim.latestSms(LI) ?? '' })).body?.data?.orderNo).toBe(mine.orderNo);
    // Proven once for the session: the order is read again without a new code; another phone's order is not.
    expect((await read({ phone: LI })).body?.data?.orderNo).toBe(mine.orderNo);
    const theirs = await client.get('bill/getTradebhInfoCbss', { orderNo: other.orderNo, phone: LI });
    expect(theirs.body?.code).toBe('E_ORDER_NOT_FOUND');
  });

  it('a wrong code is refused and proves nothing', async () => {
    const { sim, client } = harness();
    const order = Object.values(sim.db.productOrders).find((o) => o.customer);
    if (!order?.customer) throw new Error('no order with a customer in the seed');
    order.customer.contactPhone = LI;
    await client.loginWechat('o_sim_new');
    await client.data('POST', 'handlebusi/busi/getBusiSmsNotLogin', {
      json: { phone: LI, ...(await client.captcha()) },
    });
    const wrong = sim.latestSms(LI) === '000000' ? '111111' : '000000';
    const r = await client.get('bill/getTradebhInfoCbss', { orderNo: order.orderNo, phone: LI, smsCode: wrong });
    expect(r.body?.code).toBe('E_SMS_WRONG');
    expect((await client.get('bill/getTradebhInfoCbss', { orderNo: order.orderNo, phone: LI })).body?.code).toBe(
      'E_SMS_REQUIRED',
    );
  });
});

describe('a handset on contract: its papers and its down payment', () => {
  const SIGN =
    'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  it('the ¥69×24 contract lists the phone at its price and ¥800 as the down payment; agreement and acceptance at once, the invoice once paid', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    const { signId } = await client.data<{ signId: string }>('POST', 'handlebusi/businessAcceptance/getBlSign', {
      json: { phone: WANG, productCode: 'HS_MATE', signImage: SIGN },
    });
    await client.data('POST', 'handlebusi/busi/getBusiSms', { query: { phone: WANG, ...(await client.captcha()) } });
    const accepted = await client.data<{ orderNo: string }>('POST', 'handlebusi/businessAcceptance/reception', {
      json: {
        productCode: 'HS_MATE',
        tier: '69x24',
        colour: '雅川青',
        storage: '256GB',
        signId,
        phone: WANG,
        smsCode: sim.latestSms(WANG),
        address: { areaCode: '530111', detail: '关上街道世纪城1栋2单元502室' },
      },
    });
    type Trade = { items: { name: string; fen: number }[]; totalFen: number; downPaymentFen?: number };
    const trade = await client.data<Trade>('GET', 'bill/getTradebhInfoCbss', { query: { orderNo: accepted.orderNo } });
    expect(trade.items).toEqual([expect.objectContaining({ name: '华为Mate 60 雅川青 256GB', fen: 549900 })]);
    expect(trade).toMatchObject({ totalFen: 80000, downPaymentFen: 80000 });

    const papers = async () =>
      (
        await client.data<{ type: string; name: string }[]>('GET', 'omoweb/showPapers/getPapers', {
          query: { orderId: accepted.orderNo },
        })
      ).map((p) => p.type);
    expect(await papers()).toEqual(['agreement', 'acceptance']);

    const pay = Object.values(sim.db.payOrders).find(
      (o) => o.effect.kind === 'productOrder' && o.effect.orderNo === accepted.orderNo,
    );
    await client.data('POST', '__sim/pay', { json: { orderId: pay?.orderId } });
    sim.setClock({ advanceMs: 60_000 });
    expect(await papers()).toEqual(['agreement', 'acceptance', 'invoice']);
  });
});

describe('agent ordering: a product the customer has already', () => {
  it('融合宽带300M is held by 王强 (a fused account): listed as held, refused before his SMS code is spent', async () => {
    const { sim, other } = harness();
    const staff = other();
    await staff.loginToken('st_sim_staff');
    const facts = await staff.data<{ held?: string[] }>('GET', 'handlebusi/businessAcceptance/multuserqry', {
      query: { phone: WANG },
    });
    expect(facts.held).toEqual(['VALET_BB300']);
    await staff.data('POST', 'handlebusi/busi/getBusiSms', { query: { phone: WANG, ...(await staff.captcha()) } });
    const code = sim.latestSms(WANG);
    const refused = await staff.post('handlebusi/busi/dkhandle', {
      phone: WANG,
      productCode: 'VALET_BB300',
      smsCode: code,
      signId: 'none',
    });
    expect(refused.body).toMatchObject({ code: 'E_HELD', msg: '客户已办理融合宽带，无需重复办理' });
    expect(sim.db.smsCodes[WANG]?.used).toBe(false);
  });
});

describe('bill/querySetMealaAlowance: what the allowance is made of', () => {
  it('the plan, a day pack and a pack ordered by staff, each with its kind and end', async () => {
    const { sim, client, other } = harness();
    const SIGN =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    await client.loginWechat('o_sim_001');
    await client.data('POST', 'handlebusi/busi/getBusiSms', { query: { phone: WANG, ...(await client.captcha()) } });
    await client.data('POST', 'handlebusi/busi/handle', {
      json: { productCode: 'FIVEG_P1', phone: WANG, smsCode: sim.latestSms(WANG) },
    });

    const staff = other();
    await staff.loginToken('st_sim_staff');
    sim.setClock({ advanceMs: 61_000 });
    const { signId } = await staff.data<{ signId: string }>('POST', 'handlebusi/businessAcceptance/getBlSign', {
      json: { phone: WANG, productCode: 'REFUEL_20', signImage: SIGN },
    });
    await staff.data('POST', 'handlebusi/busi/getBusiSms', { query: { phone: WANG, ...(await staff.captcha()) } });
    await staff.data('POST', 'handlebusi/busi/dkhandle', {
      json: { phone: WANG, productCode: 'REFUEL_20', smsCode: sim.latestSms(WANG), signId },
    });

    type Pack = { name: string; kind: string; type: string; expiresAt?: string };
    const { packs } = await client.data<{ packs: Pack[] }>('GET', 'bill/querySetMealaAlowance');
    expect(packs[0]).toMatchObject({ kind: 'plan', type: 'general', expiresAt: '2024-06-01T00:00:00+08:00' });
    expect(packs.filter((p) => p.kind === 'plan').map((p) => p.type)).toEqual(['general', 'targeted']);
    const day = packs.filter((p) => p.kind === 'day');
    expect(day.length).toBeGreaterThan(0);
    expect(day.every((p) => p.expiresAt === '2024-05-16T00:00:00+08:00')).toBe(true);
    expect(packs.find((p) => p.kind === 'valet')).toMatchObject({ name: '5G加油包20元', type: '5G' });
    expect(packs.every((p) => typeof p.expiresAt === 'string')).toBe(true);
  });

  it('the plan line counts what the bucket counts (张敏 over her 40 GB), and the 5G bucket is named for every 5G pack', async () => {
    const { client, other } = harness();
    await client.loginWechat('o_sim_003');
    type Amounts = { name: string; kind?: string; type: string; total: number; used: number };
    const zhang = await client.data<{ buckets: Amounts[]; packs: Amounts[] }>('GET', 'bill/querySetMealaAlowance');
    const general = zhang.buckets.find((b) => b.type === 'general');
    const plan = zhang.packs.find((p) => p.kind === 'plan' && p.type === 'general');
    expect(general?.used).toBeGreaterThan(general?.total ?? 0);
    expect(plan).toMatchObject({ total: general?.total, used: general?.used });
    const wang = other();
    await wang.loginWechat('o_sim_001');
    const mine = await wang.data<{ buckets: Amounts[] }>('GET', 'bill/querySetMealaAlowance');
    expect(mine.buckets.find((b) => b.type === '5G')?.name).toBe('5G流量包');
  });
});

describe('the live bill (this month, not issued)', () => {
  type Line = { category: string; name: string; fen: number };
  const bill = async (client: ReturnType<typeof harness>['client']) =>
    client.data<{ totalFen: number; lines: Line[] }>('GET', 'broadband/mixMember/queryUserBill', {
      query: { month: '202405' },
    });

  it('lists a one-off pack at its full price on its day; only the recurring fees accrue by the day', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    const before = await bill(client);
    const balance = sim.db.subscribers[WANG]?.balanceFen ?? 0;
    sim.db.subscribers[WANG].balanceFen = 10_000;
    for (const productCode of ['FIVEG_P1', 'FIVEG_P6']) {
      sim.setClock({ advanceMs: 61_000 });
      await client.data('POST', 'handlebusi/busi/getBusiSms', { query: { phone: WANG, ...(await client.captcha()) } });
      const r = await client.post<{ status: string }>('handlebusi/busi/handle', {
        productCode,
        phone: WANG,
        smsCode: sim.latestSms(WANG),
      });
      expect(r.body?.data?.status).toBe('success');
    }
    expect(sim.db.subscribers[WANG]?.balanceFen).toBe(10_000 - 5300);
    expect(balance).toBeGreaterThan(0);
    const after = await bill(client);
    expect(after.lines).toEqual(
      expect.arrayContaining([
        { category: 'valueAdded', name: '5G日包', fen: 300 },
        { category: 'valueAdded', name: '5G畅享包', fen: 5000 },
      ]),
    );
    // What was charged today is on the bill whole: the total grows by what the balance lost.
    expect(after.totalFen - before.totalFen).toBe(5300);
    // The plan's monthly fee and a monthly service of earlier months accrue: 15 of 30 days on 05-15.
    expect(after.lines.find((l) => l.category === 'plan')?.fen).toBe(2950);
    expect(after.lines.find((l) => l.name === '视频彩铃')?.fen).toBe(250);
  });

  it("a pack of an earlier month is on that month's bill, not on this month's", async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    const sub = sim.db.subscribers[WANG];
    const pack = sub.subscriptions.find((s) => s.code === 'REFUEL_10');
    expect(pack).toBeDefined();
    const lines = (await bill(client)).lines;
    expect(lines.filter((l) => l.name === '5G加油包10元')).toEqual([
      { category: 'valueAdded', name: '5G加油包10元', fen: 1000 },
    ]);
    const april = await client.data<{ lines: Line[] }>('GET', 'broadband/mixMember/queryUserBill', {
      query: { month: '202404' },
    });
    expect(april.lines.some((l) => l.name === '5G加油包10元')).toBe(false);
  });
});

describe('bill/userPaymentRecords: a deposit paid for less than it credits', () => {
  it('tells what was paid (payFen) beside what was credited (fen): cfsf2 ¥80 for ¥100', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_002');
    const order = await client.data<{ orderId: string }>('POST', 'config/cfshd/submit', {
      json: { actId: 'cfsf2', tier: 1, payer: 'self', phone: '15508750002' },
    });
    await client.data('POST', '__sim/pay', { json: { orderId: order.orderId } });
    sim.setClock({ advanceMs: 3000 });
    await client.get('bill/orderWechatGetById', { orderId: order.orderId });
    const rec = await client.data<{ list: { orderId: string; fen: number; payFen?: number }[] }>(
      'GET',
      'bill/userPaymentRecords',
      { query: { month: '202405' } },
    );
    expect(rec.list.find((r) => r.orderId === order.orderId)).toMatchObject({ fen: 10000, payFen: 8000 });
    // A plain top-up paid at its face says nothing more.
    expect(rec.list.filter((r) => r.orderId !== order.orderId).every((r) => r.payFen === undefined)).toBe(true);
  });
});

describe('the seed: records that agree', () => {
  type Line = { category: string; name: string; fen: number };
  const bill = (client: ReturnType<typeof harness>['client'], month: string) =>
    client.data<{ lines: Line[] }>('GET', 'broadband/mixMember/queryUserBill', { query: { month } });

  it("王强's 联通云盘100GB (subscribed 3 months ago, ¥10) is on every bill since, not before", async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    const cloud = async (month: string) => (await bill(client, month)).lines.find((l) => l.name === '联通云盘100GB');
    expect(await cloud('202401')).toBeUndefined();
    expect(await cloud('202403')).toEqual({ category: 'valueAdded', name: '联通云盘100GB', fen: 1000 });
    expect(await cloud('202404')).toEqual({ category: 'valueAdded', name: '联通云盘100GB', fen: 1000 });
  });

  it('every ticket is numbered by its filing time (GD + yyyyMMddHHmm), as a new one is', () => {
    // A simulator started on 2026-12-07 10:30: the complaint in progress was filed 30 hours before, not in 2024.
    const { sim } = harness({ now: () => fromCn(2026, 12, 7, 10, 30) });
    const tickets = Object.values(sim.db.tickets);
    expect(tickets.length).toBeGreaterThan(0);
    for (const t of tickets) {
      const p = cnParts(t.createdAt);
      const stamp = `${p.y}${pad(p.mo)}${pad(p.d)}${pad(p.h)}${pad(p.mi)}`;
      expect(t.ticketNo).toMatch(new RegExp(`^GD${stamp}\\d{4}$`));
    }
    const inProgress = tickets.find((t) => t.status === 'inProgress');
    expect(inProgress?.ticketNo).toBe('GD2026120604300001');
    expect(inProgressTicketNo(sim.db.seededAt)).toBe(inProgress?.ticketNo);
  });

  it('the ¥6 app-store charge his resolved complaint speaks of is on last month’s bill, and its refund', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    const ticket = Object.values(sim.db.tickets).find((t) => t.text.includes('6元代收费'));
    expect(ticket?.history.at(-1)?.text).toContain('已为您退还6元');
    const lines = (await bill(client, '202404')).lines;
    expect(lines.filter((l) => l.category === 'agency')).toEqual([
      { category: 'agency', name: '代收费（应用商店）', fen: 600 },
    ]);
    expect(lines.some((l) => l.fen === -600 && l.name.startsWith('代收费退还'))).toBe(true);
  });
});

describe('a broadband order reads as an installation', () => {
  it('tells its kind and visit, and its address from the city down to the door, the district once', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_new');
    const route = ROUTES.find((r) => r.path === 'handlebusi/submitOrder/newBroadband');
    if (!route) throw new Error('no route');
    const placed = await client.data<{ orderNo: string }>('POST', route.path, {
      json: await exampleParams(sim, client, route),
    });
    const trade = await client.data<{
      kind?: string;
      slot?: { date: string; time: string };
      receiver?: { address: string };
      items: { name: string }[];
    }>('GET', 'bill/getTradebhInfoCbss', { query: { orderNo: placed.orderNo } });
    expect(trade.kind).toBe('broadband');
    expect(trade.slot).toEqual({ date: '2024-05-17', time: '14:00' });
    expect(trade.items.map((i) => i.name)).toContain('安装调试费');
    const address = trade.receiver?.address ?? '';
    expect(address).toMatch(/^昆明市官渡区关上街道/);
    expect(address).not.toMatch(/官渡区官渡区/);
    // The installation's steps (/broadOrder) say the same address.
    expect(sim.db.broadbandOrders[placed.orderNo]?.addressText).toBe(address);
  });

  it('in the tracking list too: its record tells its kind, and once installed it is complete', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_002'); // 李明, whose number lists his orders
    const route = ROUTES.find((r) => r.path === 'handlebusi/submitOrder/newBroadband');
    if (!route) throw new Error('no route');
    const placed = await client.data<{ orderNo: string }>('POST', route.path, {
      json: await exampleParams(sim, client, route),
    });
    const pay = Object.values(sim.db.payOrders).find(
      (o) => o.effect.kind === 'productOrder' && o.effect.orderNo === placed.orderNo,
    );
    await client.data('POST', '__sim/pay', { json: { orderId: pay?.orderId } });
    sim.setClock({ advanceMs: 60_000 });
    type Rec = { orderNo?: string; kind?: string; stateCode?: number; status: string };
    const record = async () =>
      (
        await client.data<{ list: Rec[] }>('GET', 'handlebusi/businessAcceptanceRecord/queryUserProductInfo', {
          query: { source: 'order' },
        })
      ).list.find((r) => r.orderNo === placed.orderNo);
    expect(await record()).toMatchObject({ kind: 'broadband', stateCode: 6, status: 'active' });
    // Installed (the visit two days on, then three hours): the order is complete, on the list and in its details.
    sim.setClock({ advanceMs: 4 * 24 * 3600_000 });
    expect(await record()).toMatchObject({ kind: 'broadband', stateCode: 12, status: 'done' });
    const trade = await client.data<{ stateCode: number; timeline: { text: string }[] }>(
      'GET',
      'bill/getTradebhInfoCbss',
      { query: { orderNo: placed.orderNo } },
    );
    expect(trade.stateCode).toBe(12);
    expect(trade.timeline.map((t) => t.text)).toContain('宽带安装完成，已开通');
  });

  it("the seed's broadband orders name the door from the city down, as a new order does", () => {
    const { sim } = harness();
    for (const o of Object.values(sim.db.broadbandOrders)) expect(o.addressText).toMatch(/^昆明市.+区.+街道/);
  });
});
