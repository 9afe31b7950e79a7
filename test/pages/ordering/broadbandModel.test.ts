// The broadband step against the operator simulator (in-process through msw): the address tree to the door, the
// coverage branches (covered with the tiers the address supports; not covered → an intent with the promise), the
// order with a slot and its payment, a slot filled meanwhile, and the rules at the fields.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { inTurn } from '../../support/saga';
import { setupSimulatorServer } from '../../../mocks/msw';
import payment from '../../../src/models/payment';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import orderingBroadband, { openOrderAt } from '../../../src/pages/ordering/broadbandModel';
import * as broadbandApi from '../../../src/services/api/broadband';
import type { BroadbandOrder } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';
import { BB_DRAFT, BB_PATH, bbProblems, newBbDraft } from '../../../src/pages/ordering/broadband/form';
import { placedOf } from '../../../src/pages/ordering/broadband/placed';
import { readDraft } from '../../../src/pages/shared/draft';
import { setGateProvider } from '../../../src/services';
import type { AddressNode } from '../../../src/services/api/types';
import { logInAs } from '../../support/app';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const LI = '15508750002';
const reducer = combineReducers({ orderingBroadband: orderingBroadband.reducer });
type Action = Parameters<ReturnType<typeof expectSaga>['dispatch']>[0];

async function play(actions: Action[], ms = 5000) {
  const saga = expectSaga(inTurn(orderingBroadband, ...actions)).withReducer(reducer);
  const result = await saga.silentRun(ms);
  return { state: orderingBroadband.select(result.storeState), puts: (result.effects.put ?? []) as unknown[] };
}

const routed = (puts: unknown[]): string[] =>
  puts
    .map((p) => (p as { payload?: { action?: { type?: string; payload?: { args?: unknown[] } } } }).payload?.action)
    .filter((a) => a?.type === '@@router/CALL_HISTORY_METHOD')
    .map((a) => String(a?.payload?.args?.[0]));

const node = (code: string, level: AddressNode['level'], name: string): AddressNode => ({
  code,
  level,
  name,
  leaf: level === 'door',
});
/** The path down to a door of an estate (building 1, unit 1, room `room`). */
const doorPath = (estate: string, name: string, room = '0301'): Action[] => [
  orderingBroadband.actions.pick(node(estate, 'estate', name)),
  orderingBroadband.actions.pick(node(`${estate}01`, 'building', '1栋')),
  orderingBroadband.actions.pick(node(`${estate}011`, 'unit', '1单元')),
  orderingBroadband.actions.pick(node(`${estate}011${room}`, 'door', `${room.replace(/^0/, '')}室`)),
];

/** How often the captcha gate was asked (before any code is sent). */
let captchaAsks = 0;

function gate() {
  setGateProvider({
    captcha: async () => {
      captchaAsks += 1;
      await fetch('http://localhost/sms2-api/user/kaptcha/bb1');
      return { kaptcha: sim.captchaText('bb1') ?? '', kaptchaId: 'bb1' };
    },
    sms: async () => ({ smsCode: '', kaptchaId: '', phone: LI }),
  });
}

describe('the address, the coverage and the tiers', () => {
  it('finds the estate in the district, goes down to the door and offers every tier FTTH there supports', async () => {
    await logInAs('o_sim_new');
    const { state } = await play([
      orderingBroadband.actions.open({ offerCode: 'BB500' }),
      orderingBroadband.actions.chooseDistrict('530111'),
      orderingBroadband.actions.searchEstates('世纪'),
    ]);
    expect(state.draft.path.map((n) => n.code)).toEqual(['530111']);
    expect(state.options.status === 'ready' && state.options.data.map((n) => n.name)).toEqual(['世纪城']);

    const { state: atDoor } = await play([orderingBroadband.actions.open({}), ...doorPath('5301110101', '世纪城')]);
    expect(atDoor.draft.path.map((n) => n.level)).toEqual(['district', 'estate', 'building', 'unit', 'door']);
    expect(atDoor.coverage).toEqual({
      status: 'ready',
      data: { covered: true, coverType: 'FTTH', maxMbps: 1000, freePorts: 24 },
    });
    const offers = atDoor.offers.status === 'ready' ? atDoor.offers.data : [];
    expect(offers.map((o) => o.offerCode)).toEqual(['BB300', 'BB500', 'BB1000']);
    expect(offers[0].slots).toHaveLength(28); // seven days × four times
    expect(atDoor.draft.offerCode).toBe('BB500'); // the tier asked for on the product page stays
  });

  it('offers only the tiers up to what the address carries (FTTB 300M): the 1000M asked for is dropped', async () => {
    await logInAs('o_sim_new');
    const { state } = await play([
      orderingBroadband.actions.open({ offerCode: 'BB1000' }),
      orderingBroadband.actions.chooseDistrict('530111'),
      ...doorPath('5301110102', '中铁佳苑', '0101'),
    ]);
    expect(state.offers.status === 'ready' && state.offers.data.map((o) => o.offerCode)).toEqual(['BB300']);
    expect(state.draft.offerCode).toBe('');
  });

  it('without coverage leaves an intent (kdyxd/add, noCoverage) with the name and an SMS-proven number', async () => {
    await logInAs('o_sim_new');
    gate();
    const { state } = await play([
      orderingBroadband.actions.open({}),
      orderingBroadband.actions.chooseDistrict('530111'),
      ...doorPath('5301110201', '金马花园', '0101'),
      orderingBroadband.actions.edit({ name: '李明', contactPhone: LI }),
      orderingBroadband.actions.sendSms(),
    ]);
    expect(state.coverage.status === 'ready' && state.coverage.data.covered).toBe(false);
    expect(state.offers).toEqual({ status: 'ready', data: [] });
    const code = sim.latestSms(LI) ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const { state: done } = await play([
      orderingBroadband.actions.open({}),
      orderingBroadband.actions.edit({ contactPhone: LI }), // a reload keeps it masked: typed again
      orderingBroadband.actions.setSmsCode(code),
      orderingBroadband.actions.leaveLead({ intent: 'bblead:t' }),
    ]);
    expect(done.lead?.id).toMatch(/^lead_/);
    const lead = sim.db.leads.find((l) => l.id === done.lead?.id);
    expect(lead).toMatchObject({ source: 'noCoverage', phone: LI, covered: false, areaCode: '530111' });
    expect(lead?.addressText).toBe('官渡区金马花园1栋1单元101室');
  });

  it('refuses an intent without the code at the field, nothing sent', async () => {
    await logInAs('o_sim_new');
    const before = sim.db.leads.length;
    const { state } = await play([
      orderingBroadband.actions.open({}),
      orderingBroadband.actions.chooseDistrict('530111'),
      ...doorPath('5301110201', '金马花园', '0101'),
      orderingBroadband.actions.edit({ name: '李明', contactPhone: LI }),
      orderingBroadband.actions.leaveLead({ intent: 'bblead:t' }),
    ]);
    expect(state.errors.smsCode).toEqual({ key: 'ordering.field.code' });
    expect(sim.db.leads).toHaveLength(before);
  });
});

describe('the order', () => {
  /** A reload keeps the draft but neither the ID number (never stored) nor the number in full: typed again. */
  const typedAgain = { certNo: '530502199708152013', contactPhone: LI };

  /** A covered door with BB300, the person filled and a code sent; returns the first free slot. */
  async function ready() {
    await logInAs('o_sim_new');
    gate();
    const { state } = await play([
      orderingBroadband.actions.open({ offerCode: 'BB300' }),
      orderingBroadband.actions.chooseDistrict('530111'),
      ...doorPath('5301110101', '世纪城'),
      orderingBroadband.actions.edit({
        name: '李明',
        certNo: '530502199708152013',
        contactPhone: LI,
        agreed: true,
      }),
      orderingBroadband.actions.sendSms(),
    ]);
    const offer = state.offers.status === 'ready' ? state.offers.data[0] : undefined;
    const slot = offer!.slots.find((x) => x.left > 0)!;
    return { slot: { date: slot.date, time: slot.time }, code: sim.latestSms(LI) ?? '' };
  }

  it('submits once with a free slot: the order is created, the slot counted, the fee goes to the payment', async () => {
    const { slot, code } = await ready();
    const { state, puts } = await play([
      orderingBroadband.actions.open({}),
      orderingBroadband.actions.edit({ slot, ...typedAgain }),
      orderingBroadband.actions.setSmsCode(code),
      orderingBroadband.actions.submit({ intent: 'bb:t' }),
    ]);
    const orders = Object.values(sim.db.broadbandOrders).filter((o) => o.customer.contactPhone === LI);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ offerCode: 'BB300', slot, status: 'accepted' });
    expect(sim.db.slotsTaken[`${slot.date} ${slot.time}`]).toBe(1);
    const orderNo = orders[0].orderNo;
    expect(routed(puts)).toContain(`/orderPage/success?orderNo=${orderNo}&kind=broadband&pay=1`);
    const paid = puts.find(
      (p) => (p as { payload?: { action?: { type?: string } } }).payload?.action?.type === payment.actions.pay.type,
    );
    expect(paid).toBeDefined();
    expect(readDraft(BB_DRAFT, (v): v is Record<string, unknown> => !!v)).toBeUndefined();
    expect(state.refusal).toBeUndefined();
    // the result page's slot and address, kept in the tab across the cashier's return
    // The tab keeps the address as the customer typed it (district and detail); the server's text names the city and
    // the street too.
    expect(placedOf(orderNo)).toEqual({ orderNo, slot, addressText: '官渡区世纪城1栋1单元301室' });
    expect(orders[0].addressText).toContain('官渡区');
    expect(orders[0].addressText).toContain('世纪城');
  });

  it('a second order of the door while the first is unpaid is refused, the open one offered back', async () => {
    const first = await ready();
    await play([
      orderingBroadband.actions.open({}),
      orderingBroadband.actions.edit({ slot: first.slot, ...typedAgain }),
      orderingBroadband.actions.setSmsCode(first.code),
      orderingBroadband.actions.submit({ intent: 'bb:t' }),
    ]);
    const placedOrders = Object.values(sim.db.broadbandOrders).filter((o) => o.customer.contactPhone === LI);
    expect(placedOrders).toHaveLength(1);
    // Another tab, another slot of the same door.
    sim.setClock({ advanceMs: 61_000 });
    const again = await ready();
    const slot = { date: again.slot.date, time: again.slot.time === '08:00' ? ('12:00' as const) : ('08:00' as const) };
    const { state, puts } = await play([
      orderingBroadband.actions.open({}),
      orderingBroadband.actions.edit({ slot, ...typedAgain }),
      orderingBroadband.actions.setSmsCode(again.code),
      orderingBroadband.actions.submit({ intent: 'bb:t' }),
    ]);
    expect(Object.values(sim.db.broadbandOrders).filter((o) => o.customer.contactPhone === LI)).toHaveLength(1);
    const open = sim.db.productOrders[placedOrders[0].orderNo];
    expect(state.pending).toEqual({ orderNo: placedOrders[0].orderNo, payFen: open.totalFen });
    expect(state.refusal).toEqual({ text: '您有一笔待支付的宽带订单，请先完成支付' });
    expect(routed(puts).filter((r) => r.includes('/orderPage/success'))).toEqual([]);
  });

  it('a new tab at the door of an unpaid order is told before any gate: no captcha, no code, the order offered back', async () => {
    const first = await ready();
    await play([
      orderingBroadband.actions.open({}),
      orderingBroadband.actions.edit({ slot: first.slot, ...typedAgain }),
      orderingBroadband.actions.setSmsCode(first.code),
      orderingBroadband.actions.submit({ intent: 'bb:t' }),
    ]);
    const [placed] = Object.values(sim.db.broadbandOrders).filter((o) => o.customer.contactPhone === LI);
    sim.setClock({ advanceMs: 61_000 });
    const sent = sim.db.smsOutbox.length;
    captchaAsks = 0;
    // A new tab: nothing of the first in it (the draft went with the order); the same door chosen again.
    window.sessionStorage.clear();
    const { state } = await play([
      orderingBroadband.actions.open({ offerCode: 'BB300' }),
      orderingBroadband.actions.chooseDistrict('530111'),
      ...doorPath('5301110101', '世纪城'),
      orderingBroadband.actions.edit({ name: '李明', ...typedAgain, agreed: true }),
      orderingBroadband.actions.sendSms(),
    ]);
    expect(state.pending).toEqual({ orderNo: placed.orderNo, payFen: sim.db.productOrders[placed.orderNo].totalFen });
    expect(state.errors.smsCode).toEqual({ key: 'ordering.bb.openOrder' });
    expect(state.sms).toMatchObject({ sending: false, sentAt: null });
    expect(sim.db.smsOutbox).toHaveLength(sent);
    expect(captchaAsks).toBe(0);

    // Another door has no open order: its code goes.
    const { state: other } = await play([
      orderingBroadband.actions.open({}),
      ...doorPath('5301110101', '世纪城', '0302'),
      orderingBroadband.actions.edit(typedAgain),
      orderingBroadband.actions.sendSms(),
    ]);
    expect(other.pending).toBeUndefined();
    expect(other.errors.smsCode).toBeUndefined();
    expect(sim.db.smsOutbox).toHaveLength(sent + 1);
    expect(captchaAsks).toBe(1);
  });

  it('a slot filled meanwhile is refused: the slot goes, the slots come again, back to choose; the rest kept', async () => {
    const { slot, code } = await ready();
    sim.db.slotsTaken[`${slot.date} ${slot.time}`] = 2;
    const { state, puts } = await play([
      orderingBroadband.actions.open({}),
      orderingBroadband.actions.edit({ slot, ...typedAgain }),
      orderingBroadband.actions.setSmsCode(code),
      orderingBroadband.actions.submit({ intent: 'bb:t' }),
    ]);
    expect(state.errors.slot).toEqual({ text: '该时段已约满，请选择其他时间' });
    expect(state.draft.slot).toBeUndefined();
    expect(state.draft.name).toBe('李明');
    const again = state.offers.status === 'ready' ? state.offers.data[0].slots : [];
    expect(again.find((x) => x.date === slot.date && x.time === slot.time)?.left).toBe(0);
    expect(routed(puts)).toContain(BB_PATH);
    expect(Object.values(sim.db.broadbandOrders).filter((o) => o.customer.contactPhone === LI)).toHaveLength(0);
  });

  it('a wrong code is said at its field and nothing is ordered', async () => {
    const { slot } = await ready();
    const { state } = await play([
      orderingBroadband.actions.open({}),
      orderingBroadband.actions.edit({ slot, ...typedAgain }),
      orderingBroadband.actions.setSmsCode('000000'),
      orderingBroadband.actions.submit({ intent: 'bb:t' }),
    ]);
    expect(state.errors.smsCode).toHaveProperty('text');
    expect(state.draft.slot).toEqual(slot);
    expect(Object.values(sim.db.broadbandOrders).filter((o) => o.customer.contactPhone === LI)).toHaveLength(0);
  });
});

describe('openOrderAt: the open order of a door, from the broadband orders', () => {
  const DOOR = '53011101010110301';
  const row = (over: Partial<BroadbandOrder> = {}): BroadbandOrder => ({
    orderNo: 'B1',
    offerName: '300M光纤宽带包年',
    addressText: '昆明市官渡区关上街道世纪城1栋1单元301室',
    addressCode: DOOR,
    payFen: 96000,
    payBy: '2026-11-23T10:30:00+08:00',
    status: 'accepted',
    createdAt: '2026-11-23T10:00:00+08:00',
    canUrge: false,
    canReschedule: true,
    canRate: false,
    ...over,
  });
  const listing = (list: BroadbandOrder[]) => ({ list, total: list.length, page: 1, pageSize: 20 });
  const read = (answer: ReturnType<typeof listing> | Error, status = 'identified') =>
    expectSaga(openOrderAt, DOOR)
      .withState({ session: { status } })
      .provide([
        [matchers.call.fn(broadbandApi.queryNewOrderList), answer instanceof Error ? throwError(answer) : answer],
      ]);

  it("finds the door's order still to pay, and no other", async () => {
    const list = [
      row({ orderNo: 'B0', addressCode: '53011101010110302' }),
      row({ orderNo: 'B2', payFen: undefined, payBy: undefined }),
      row({ orderNo: 'B3', status: 'cancelled' }),
      row(),
    ];
    await read(listing(list)).returns({ orderNo: 'B1', payFen: 96000 }).run();
    await read(listing(list.slice(0, 3)))
      .returns(undefined)
      .run();
  });

  it('a failure to read is no answer (the order goes on); nobody logged in reads nothing', async () => {
    await read(new RequestError('network', '网络异常')).returns(undefined).run();
    await read(listing([row()]), 'anonymous')
      .not.call.fn(broadbandApi.queryNewOrderList)
      .returns(undefined)
      .run();
  });
});

describe('the rules at the fields', () => {
  it('wants a door, a tier the address has and a slot, then the person', () => {
    const empty = { draft: newBbDraft('', 'd1'), smsCode: '', offers: { status: 'idle' as const } };
    expect(Object.keys(bbProblems(empty, ['door', 'offer', 'slot'], Date.now())).sort()).toEqual([
      'door',
      'offer',
      'slot',
    ]);
    const person = bbProblems(
      { ...empty, draft: { ...empty.draft, name: 'Li', certNo: '530102199003071239', contactPhone: '123' } },
      ['name', 'certNo', 'contactPhone', 'smsCode', 'agreed'],
      Date.now(),
    );
    expect(person).toEqual({
      name: { key: 'ordering.field.name' },
      certNo: { key: 'ordering.cert.checksum' },
      contactPhone: { key: 'ordering.field.phone' },
      smsCode: { key: 'ordering.field.code' },
      agreed: { key: 'ordering.field.agree' },
    });
  });
});
