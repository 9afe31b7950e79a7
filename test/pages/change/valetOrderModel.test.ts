// Agent orders against the operator simulator: with the staff mall_token (sent with token type stToken on
// /valetHandle) the agent looks up the customer, the customer's SMS code and signature confirm, and the order
// records the staff number; without a token (or with a customer's) the server refuses and the page says so.
import type { Action } from 'redux';
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { inTurn } from '../../support/saga';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { setupSimulatorServer } from '../../../mocks/msw';
import changeValetOrder, { heldProducts, offeredProducts, orderKey } from '../../../src/pages/change/valetOrderModel';
import { dataOf, ready } from '../../../src/pages/shared/load';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import type { BlPhone, EcsProduct, MultUser } from '../../../src/services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError, requestDigest } from '../../../src/services/request';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => window.history.pushState({}, '', '/sms2/valetHandle'));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterAll(() => server.close());

const reducer = combineReducers({ changeValetOrder: changeValetOrder.reducer });
const SIGN =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const WANG = '18687120001';

async function play(actions: Action[]) {
  const saga = expectSaga(inTurn(changeValetOrder, ...actions)).withReducer(reducer);
  const result = await saga.silentRun(5000);
  return { state: changeValetOrder.select(result.storeState), puts: result.effects.put ?? [] };
}

const pushed = (puts: unknown[]): string | undefined => {
  for (const p of puts) {
    const action = (p as { payload?: { action?: { type?: string; payload?: { args?: unknown[] } } } }).payload?.action;
    if (action?.type === '@@router/CALL_HISTORY_METHOD') return String(action.payload?.args?.[0]);
  }
  return undefined;
};

it('with the staff token: looks up, confirms with the code and signature, records the staff number', async () => {
  window.localStorage.setItem('mall_token', 'st_sim_staff');
  const looked = await play([
    changeValetOrder.actions.open(),
    changeValetOrder.actions.edit({ phone: WANG, productCode: 'REFUEL_20' }),
    changeValetOrder.actions.lookup(),
  ]);
  expect(dataOf(looked.state.customer)?.who).toMatchObject({ maskedName: '王*', staffId: 'YN08710021' });
  expect(dataOf(looked.state.products)?.some((p) => p.code === 'REFUEL_20')).toBe(true);

  // Nothing unchecked reaches the server: no code, no signature.
  const refused = await play([
    changeValetOrder.actions.edit({ phone: WANG, productCode: 'REFUEL_20' }),
    changeValetOrder.actions.lookup(),
    changeValetOrder.actions.submit({ form: { phone: WANG, productCode: 'REFUEL_20' }, smsCode: '' }),
  ]);
  expect(refused.state.problems).toEqual({ smsCode: 'change.valet.codeInvalid', sign: 'change.valet.signFirst' });

  // Every send needs the picture captcha (read from the simulator).
  await fetch('http://localhost/sms2-api/user/kaptcha/valet1');
  await handlebusiApi.getBusiSmsNotLogin(
    { phone: WANG, kaptchaId: 'valet1', kaptcha: sim.captchaText('valet1') ?? '' },
    { skipCaptcha: true },
  );
  const code = sim.latestSms(WANG) ?? '';
  const { puts } = await play([
    changeValetOrder.actions.edit({ phone: WANG, productCode: 'REFUEL_20' }),
    changeValetOrder.actions.lookup(),
    changeValetOrder.actions.submit({
      form: { phone: WANG, productCode: 'REFUEL_20' },
      smsCode: code,
      signImage: SIGN,
    }),
  ]);
  const to = pushed(puts) ?? '';
  expect(to).toMatch(/^\/valetHandle\/result\?orderNo=\d{20}&status=success&staffId=YN08710021&phone=186\*{4}0001/);
  const orderNo = new URLSearchParams(to.split('?')[1]).get('orderNo') ?? '';
  expect(sim.db.productOrders[orderNo]).toMatchObject({ kind: 'valet', staffId: 'YN08710021', phone: WANG });
});

it('without a token: the lookup is refused and the page says staff only', async () => {
  const { state } = await play([changeValetOrder.actions.edit({ phone: WANG }), changeValetOrder.actions.lookup()]);
  expect(state.staffOnly).toBe(true);
});

it("with a customer's mall token: staff only too", async () => {
  window.localStorage.setItem('mall_token', 'mt_sim_001');
  const { state } = await play([changeValetOrder.actions.edit({ phone: WANG }), changeValetOrder.actions.lookup()]);
  expect(state.staffOnly).toBe(true);
});

describe('the order (a submit)', () => {
  const FORM = { phone: WANG, productCode: 'REFUEL_20' };
  const KEY = 'idem-valet';
  const who = { maskedName: '王*', staffId: 'YN08710021' } as unknown as BlPhone;
  const facts = { eligible: true } as unknown as MultUser;
  const order = changeValetOrder.actions.submit({ form: FORM, smsCode: '123456', signImage: SIGN });
  const customer = changeValetOrder.actions.setCustomer(ready({ who, facts }));
  const run = () => expectSaga(changeValetOrder.saga).withReducer(reducer).dispatch(customer);
  const done = { orderNo: '20261122100000123456', status: 'success', effectiveAt: '2026-11-22T10:00:00+08:00' };

  it('signs, orders with the intent key, releases it and shows the result', () =>
    run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.getBlSign), { signId: 'sg_1' }],
        [matchers.call.fn(handlebusiApi.dkhandle), done],
      ])
      .dispatch(order)
      .call(
        idempotencyKeyFor,
        orderKey(FORM),
        // The code and the signature's id prove who asks: the key goes with what is asked.
        requestDigest({ phone: WANG, productCode: 'REFUEL_20' }),
      )
      .call(
        handlebusiApi.dkhandle,
        { phone: WANG, productCode: 'REFUEL_20', smsCode: '123456', signId: 'sg_1' },
        { idempotencyKey: KEY },
      )
      .call(releaseIdempotencyKey, orderKey(FORM))
      .put.actionType('@@router/CALL_HISTORY_METHOD')
      .silentRun(30));

  it("shows the server's refusal at the form and releases the key (a definite answer)", async () => {
    const refused = new RequestError('business', '验证码错误', { code: 'E_SMS' });
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.getBlSign), { signId: 'sg_1' }],
        [matchers.call.fn(handlebusiApi.dkhandle), throwError(refused)],
      ])
      .dispatch(order)
      .call(releaseIdempotencyKey, orderKey(FORM))
      .not.put.actionType('changeValetOrder/submit/@@error')
      .not.put.actionType('@@router/CALL_HISTORY_METHOD')
      .silentRun(30);
    expect(changeValetOrder.select(storeState)).toMatchObject({ submitError: '验证码错误' });
  });

  it('says nothing when a gate is closed', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(idempotencyKeyFor), KEY],
        [matchers.call.fn(handlebusiApi.getBlSign), throwError(new RequestError('cancelled', '请完成验证'))],
      ])
      .dispatch(order)
      .not.call.fn(releaseIdempotencyKey)
      .not.put.actionType('changeValetOrder/submit/@@error')
      .silentRun(30);
    expect(changeValetOrder.select(storeState).submitError).toBeUndefined();
  });

  it('a failure is the failure toast (onError), not at the form; the retry sends the same key', async () => {
    const keys: string[] = [];
    let first = true;
    const { storeState } = await expectSaga(inTurn(changeValetOrder, customer, order, order))
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(handlebusiApi.getBlSign), { signId: 'sg_1' }],
        [
          matchers.call.fn(handlebusiApi.dkhandle),
          dynamic(({ args }: { args: [unknown, { idempotencyKey: string }] }) => {
            keys.push(args[1].idempotencyKey);
            if (first) {
              first = false;
              throw new RequestError('timeout', '网络超时');
            }
            return done;
          }),
        ],
      ])
      .put.actionType('changeValetOrder/submit/@@error')
      .put.actionType('@@router/CALL_HISTORY_METHOD')
      .silentRun(3000);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(changeValetOrder.select(storeState).submitError).toBeUndefined();
  });
});

describe('products this customer may order (before any gate)', () => {
  const product = (code: string, forNetwork?: '4G' | '5G') =>
    ({
      code,
      name: code,
      type: 'valet',
      monthlyFen: 0,
      prepayFen: 0,
      dataKb: 0,
      voiceMinutes: 0,
      tags: [],
      is5G: true,
      ...(forNetwork ? { forNetwork } : {}),
    }) as EcsProduct;
  const list = [product('P5G99'), product('REFUEL_20', '5G'), product('FIVEG_P7', '4G')];
  const facts = (network?: '4G' | '5G') => ({ eligible: true, reasons: [], network }) as unknown as MultUser;

  it('a 5G customer is not offered 5G升级包, a 4G customer not the 5G pack', () => {
    expect(offeredProducts(list, facts('5G')).map((p) => p.code)).toEqual(['P5G99', 'REFUEL_20']);
    expect(offeredProducts(list, facts('4G')).map((p) => p.code)).toEqual(['P5G99', 'FIVEG_P7']);
  });

  it('a product the customer has already (融合宽带 with a fused account) is not offered, and is named as held', () => {
    const held = { ...facts('5G'), held: ['P5G99'] } as MultUser;
    expect(offeredProducts(list, held).map((p) => p.code)).toEqual(['REFUEL_20']);
    expect(heldProducts(list, held).map((p) => p.code)).toEqual(['P5G99']);
    expect(heldProducts(list, facts('5G'))).toEqual([]);
  });

  it('without the network in the answer (a backend that leaves it out) every product is offered', () => {
    expect(offeredProducts(list, facts(undefined))).toHaveLength(3);
    expect(offeredProducts(list, undefined)).toHaveLength(3);
  });

  it('the simulator tells 王强 is on 5G: 5G升级包 is not offered, and an order of it (a draft) stops before the code', async () => {
    window.localStorage.setItem('mall_token', 'st_sim_staff');
    const looked = await play([
      changeValetOrder.actions.open(),
      changeValetOrder.actions.edit({ phone: WANG, productCode: 'FIVEG_P7' }),
      changeValetOrder.actions.lookup(),
    ]);
    const customer = dataOf(looked.state.customer);
    expect(customer?.facts.network).toBe('5G');
    const offered = offeredProducts(dataOf(looked.state.products) ?? [], customer?.facts).map((p) => p.code);
    expect(offered).toContain('REFUEL_20');
    expect(offered).not.toContain('FIVEG_P7');

    const stopped = await play([
      changeValetOrder.actions.open(),
      changeValetOrder.actions.edit({ phone: WANG, productCode: 'FIVEG_P7' }),
      changeValetOrder.actions.lookup(),
      changeValetOrder.actions.submit({
        form: { phone: WANG, productCode: 'FIVEG_P7' },
        smsCode: '123456',
        signImage: SIGN,
      }),
    ]);
    expect(stopped.state.problems.productCode).toBe('change.valet.pickProduct');
    expect(Object.values(sim.db.signs).some((s) => s.productCode === 'FIVEG_P7')).toBe(false);
  });
});
