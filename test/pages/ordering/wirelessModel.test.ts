// Wireless broadband (`/open`, `/open2i`) against the operator simulator: the order with the route's channel code
// and the device paid; a device sold out meanwhile refused at the device with the stock shown again.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { inTurn } from '../../support/saga';
import { setupSimulatorServer } from '../../../mocks/msw';
import orderingWireless from '../../../src/pages/ordering/wirelessModel';
import { wbbRequest, newWbb } from '../../../src/pages/ordering/wireless/form';
import { setGateProvider } from '../../../src/services';
import { logInAs } from '../../support/app';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const LI = '15508750002';
const reducer = combineReducers({ orderingWireless: orderingWireless.reducer });
type Action = Parameters<ReturnType<typeof expectSaga>['dispatch']>[0];

async function play(actions: Action[], ms = 5000) {
  const saga = expectSaga(inTurn(orderingWireless, ...actions)).withReducer(reducer);
  const result = await saga.silentRun(ms);
  return { state: orderingWireless.select(result.storeState), puts: result.effects.put ?? [] };
}

const routed = (puts: unknown[]): string[] =>
  puts
    .map((p) => (p as { payload?: { action?: { type?: string; payload?: { args?: unknown[] } } } }).payload?.action)
    .filter((a) => a?.type === '@@router/CALL_HISTORY_METHOD')
    .map((a) => String(a?.payload?.args?.[0]));

/** A filled form of `route` with the code sent; returns the code. */
async function filled(route: 'open' | 'open2i', extra: Action[] = []) {
  await logInAs('o_sim_new');
  setGateProvider({
    captcha: async () => {
      await fetch('http://localhost/sms2-api/user/kaptcha/wbb1');
      return { kaptcha: sim.captchaText('wbb1') ?? '', kaptchaId: 'wbb1' };
    },
    sms: async () => ({ smsCode: '', kaptchaId: '', phone: LI }),
  });
  await play([
    orderingWireless.actions.open(route),
    orderingWireless.actions.edit({
      name: '李明',
      certNo: '530502199708152013',
      contactPhone: LI,
      areaCode: '530102',
      detail: '华山街道翠湖小区2栋1单元301室',
      agreed: true,
    }),
    ...extra,
    orderingWireless.actions.sendSms(),
  ]);
  return sim.latestSms(LI) ?? '';
}

/** A reload keeps the draft but neither the ID number (never stored) nor the number in full: typed again. */
const typedAgain = orderingWireless.actions.edit({ certNo: '530502199708152013', contactPhone: LI });

it('/open2i orders 王卡 wireless with the 2I channel code; the device goes to the payment and the 2I result', async () => {
  const code = await filled('open2i');
  const { puts } = await play([
    orderingWireless.actions.open('open2i'),
    typedAgain,
    orderingWireless.actions.setSmsCode(code),
    orderingWireless.actions.submit({ intent: 'wbb:t' }),
  ]);
  const order = Object.values(sim.db.productOrders).find((o) => o.productCode === 'WBB_2I_39');
  expect(order).toMatchObject({ channel: '2I', totalFen: 39900 });
  expect(routed(puts)).toContain(`/open2i/result?orderNo=${order!.orderNo}`);
});

it('a device sold out meanwhile is refused at the device; the stock is shown again; nothing ordered', async () => {
  const code = await filled('open', [orderingWireless.actions.edit({ planCode: 'WBB_5G_99' })]);
  const cpe = sim.db.catalogue.devices.find((d) => d.code === 'CPE_5G')!;
  cpe.stock = 0;
  const { state } = await play([
    orderingWireless.actions.open('open'),
    typedAgain,
    orderingWireless.actions.setSmsCode(code),
    orderingWireless.actions.submit({ intent: 'wbb:t' }),
  ]);
  // The stock this page loaded says sold out: refused at the field before anything is sent.
  expect(state.errors.device).toEqual({ key: 'ordering.wbb.soldOut' });
  expect(Object.values(sim.db.productOrders).some((o) => o.productCode === 'WBB_5G_99')).toBe(false);
});

it('the server refuses a device sold between loading and sending, in its words, at the device', async () => {
  const code = await filled('open', [orderingWireless.actions.edit({ planCode: 'WBB_5G_99' })]);
  // The page as it stood: the form filled and the stock it loaded (5G CPE Pro, 4 left).
  const { state: before } = await play([orderingWireless.actions.open('open'), typedAgain]);
  // Then sold out by someone else.
  sim.db.catalogue.devices.find((d) => d.code === 'CPE_5G')!.stock = 0;
  const result = await expectSaga(
    inTurn(
      orderingWireless,
      orderingWireless.actions.setSmsCode(code),
      orderingWireless.actions.submit({ intent: 'wbb:t' }),
    ),
  )
    .withReducer(reducer, { orderingWireless: before })
    .silentRun(5000);
  const state = orderingWireless.select(result.storeState);
  expect(state.errors.device).toEqual({ text: '5G CPE Pro已售罄' });
  const shown = state.devices.status === 'ready' ? state.devices.data.find((d) => d.code === 'CPE_5G') : undefined;
  expect(shown).toMatchObject({ status: 'soldOut', stockLeft: 0 });
  expect(Object.values(sim.db.productOrders).some((o) => o.productCode === 'WBB_5G_99')).toBe(false);
});

it('the request carries the plan, the device, the person and the channel of the route', () => {
  const draft = { ...newWbb('open2i', 'x'), name: ' 李明 ', certNo: '530502199708152013', contactPhone: LI };
  expect(wbbRequest(draft, '123456')).toMatchObject({
    productCode: 'WBB_2I_39',
    deviceCode: 'CPE_4G',
    channel: '2I',
    customer: { name: '李明' },
  });
});
