// /summer (school top-up): the order goes out as a school-platform request (wxPublicAccountId 5, and on this page
// mall_token with token type stToken), against the operator simulator in-process (msw); then the payment. Refusals:
// not a student (E_NOT_SCHOOL), joined; the payment's return: paid → completePay and the records again, cancelled.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { runToEnd, inTurn } from '../../support/saga';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { setupSimulatorServer } from '../../../mocks/msw';
import { selectBoundPhone } from '../../../src/models/session';
import * as activityApi from '../../../src/services/api/activity';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import { RequestError } from '../../../src/services/request';
import { addMessages } from '../../../src/locales';
import { messages } from '../../../src/pages/venues/messages';
import venuesSummer, { COMPLETE_TRIES, hasJoined, orderDraft, windowText } from '../../../src/pages/venues/summerModel';
import delayP from '@redux-saga/delay-p';

const { server, reset } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
  window.localStorage.clear();
});
afterAll(() => server.close());

const CHEN = '17687127777';
const reducer = combineReducers({ venuesSummer: venuesSummer.reducer });
type Providers = Parameters<ReturnType<typeof expectSaga>['provide']>[0];
const run = (phone: string, more: Providers = [], saga = venuesSummer.saga) =>
  expectSaga(saga)
    .withReducer(reducer)
    .provide([[matchers.select(selectBoundPhone), phone], ...(more as unknown[])] as Providers);

/** The headers of the requests to `path` while `fn` runs. */
async function headersTo<T>(path: string, fn: () => Promise<T>): Promise<{ result: T; headers: Headers[] }> {
  const headers: Headers[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) headers.push(request.headers);
  };
  server.events.on('request:start', listener);
  try {
    return { result: await fn(), headers };
  } finally {
    server.events.removeListener('request:start', listener);
  }
}

describe('venuesSummer.order (against the simulator)', () => {
  beforeEach(() => window.history.pushState({}, '', '/sms2/summer'));

  it('orders as a school-platform request with mall_token (stToken), then pays', async () => {
    window.localStorage.setItem('mall_token', 'mt_sim_7777');
    const { result, headers } = await headersTo('activity/schoolRechargeJM/attendAct', () =>
      runToEnd(
        run(CHEN)
          .dispatch(venuesSummer.actions.order({ faceFen: 10000 }))
          .put.like({ action: { type: 'payment/pay', payload: { returnPath: '/summer' } } }),
        5000,
      ),
    );
    const last = headers[headers.length - 1];
    expect(last?.get('wxPublicAccountId')).toBe('5');
    expect(last?.get('mall_token')).toBe('mt_sim_7777');
    expect(last?.get('tokenType')).toBe('stToken');
    expect(last?.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(venuesSummer.select(result.storeState).error).toBeUndefined();
    // Succeeded: the key of this draft is released, the next order is a new one.
    expect(window.sessionStorage.getItem(`sms2_idem_${orderDraft(10000)}`)).toBeNull();
  });

  it('a number that is not a student of the school platform is told so in words', async () => {
    window.localStorage.setItem('mall_token', 'mt_sim_001');
    const { storeState } = await runToEnd(
      run('18687120001')
        .dispatch(venuesSummer.actions.order({ faceFen: 5000 }))
        .not.put.like({ action: { type: 'payment/pay' } }),
      1500,
    );
    expect(venuesSummer.select(storeState)).toMatchObject({ notSchool: true, error: '仅限校园平台学生用户参与' });
  });

  it('loads the window and the records; a non-student sees the not-school state', async () => {
    window.localStorage.setItem('mall_token', 'mt_sim_001');
    const { storeState } = await runToEnd(run('18687120001').dispatch(venuesSummer.actions.load()), 1500);
    const s = venuesSummer.select(storeState);
    expect(s.info.status).toBe('ready');
    expect(s.notSchool).toBe(true);
  });
});

describe('venuesSummer refusals and the payment return (endpoints provided)', () => {
  it('joined already: the refusal in words, the records read again', async () => {
    const joined = new RequestError('business', '您已参加过本活动', { code: 'E_JOINED' });
    const { storeState } = await run(CHEN, [
      [matchers.call.fn(activityApi.schoolAttendAct), throwError(joined)],
      [matchers.call.fn(handlebusiApi.queryActiveInfo), throwError(new RequestError('http', 'x'))],
      [
        matchers.call.fn(activityApi.schoolListRecord),
        [{ orderId: 'o1', faceFen: 5000, giftKb: 10485760, status: 'gifted', at: '2026-07-02T10:00:00+08:00' }],
      ],
    ])
      .dispatch(venuesSummer.actions.order({ faceFen: 5000 }))
      .call.fn(activityApi.schoolListRecord)
      .not.put.actionType('venuesSummer/order/@@error')
      .silentRun(50);
    const s = venuesSummer.select(storeState);
    expect(s.error).toBe('您已参加过本活动');
    expect(s.records.status === 'ready' && hasJoined(s.records.data)).toBe(true);
  });

  it('paid: completePay, then the records again', async () => {
    await run(CHEN, [
      [
        matchers.call.fn(activityApi.schoolCompletePay),
        { orderId: 'o1', faceFen: 5000, giftKb: 0, status: 'paid', at: '' },
      ],
      [matchers.call.fn(handlebusiApi.queryActiveInfo), throwError(new RequestError('http', 'x'))],
      [matchers.call.fn(activityApi.schoolListRecord), []],
    ])
      .dispatch(venuesSummer.actions.afterPay({ orderId: 'o1', outcome: 'success' }))
      .call.like({ fn: activityApi.schoolCompletePay, args: [{ orderId: 'o1' }] })
      .call.fn(activityApi.schoolListRecord)
      .silentRun(50);
  });

  it('WeChat said ok before the server recorded it: 支付处理中 and completePay again, never a failure', async () => {
    let asked = 0;
    const { storeState } = await run(CHEN, [
      {
        call(effect, next) {
          if (effect.fn !== activityApi.schoolCompletePay) return next();
          asked += 1;
          if (asked < 3) throw new RequestError('business', '订单尚未支付', { code: 'E_NOT_PAID' });
          return { orderId: 'o1', faceFen: 5000, giftKb: 0, status: 'paid', at: '' };
        },
      },
      [matchers.call.fn(handlebusiApi.queryActiveInfo), throwError(new RequestError('http', 'x'))],
      [matchers.call.fn(activityApi.schoolListRecord), []],
      [matchers.call.fn(delayP), undefined],
    ])
      .dispatch(venuesSummer.actions.afterPay({ orderId: 'o1', outcome: 'success' }))
      .put.like({ action: { type: 'venuesSummer/patch', payload: { confirming: true } } })
      .put.like({ action: { type: 'ui/toast', payload: { kind: 'success' } } })
      .silentRun(50);
    expect(asked).toBe(3);
    const s = venuesSummer.select(storeState);
    expect(s.confirming).toBe(false);
    expect(s.error).toBeUndefined();
  });

  it('never recorded: says it is being confirmed (not 订单尚未支付) and stops asking', async () => {
    let asked = 0;
    const { storeState } = await run(CHEN, [
      {
        call(effect, next) {
          if (effect.fn !== activityApi.schoolCompletePay) return next();
          asked += 1;
          throw new RequestError('business', '订单尚未支付', { code: 'E_NOT_PAID' });
        },
      },
      [matchers.call.fn(handlebusiApi.queryActiveInfo), throwError(new RequestError('http', 'x'))],
      [matchers.call.fn(activityApi.schoolListRecord), []],
      [matchers.call.fn(delayP), undefined],
    ])
      .dispatch(venuesSummer.actions.afterPay({ orderId: 'o1', outcome: 'success' }))
      .silentRun(200);
    expect(asked).toBe(COMPLETE_TRIES);
    const s = venuesSummer.select(storeState);
    expect(s.confirming).toBe(false);
    expect(s.error).toBe('venues.summer.unconfirmed'); // the key: this suite adds no catalogue
  });

  it('cancelled at the cashier: logged once and said, nothing completed', async () => {
    const { storeState } = await run(CHEN)
      .dispatch(venuesSummer.actions.afterPay({ orderId: 'o1', outcome: 'cancel' }))
      .put.like({ action: { type: 'payment/logOutcome', payload: { orderId: 'o1', outcome: 'cancel' } } })
      .not.call.fn(activityApi.schoolCompletePay)
      .silentRun(50);
    expect(venuesSummer.select(storeState).error).toBeTruthy();
  });
});

describe('venuesSummer.order: a failure that is no refusal', () => {
  it('reaches onError, not the page, and the retry sends the same key', async () => {
    const keys: string[] = [];
    let first = true;
    const order = venuesSummer.actions.order({ faceFen: 5000 });
    const { storeState } = await run(
      CHEN,
      [
        {
          call(effect, next) {
            if (effect.fn !== activityApi.schoolAttendAct) return next();
            keys.push((effect.args[1] as { idempotencyKey: string }).idempotencyKey);
            if (first) {
              first = false;
              throw new RequestError('timeout', '网络超时');
            }
            return { orderId: 'o2' };
          },
        },
      ],
      inTurn(venuesSummer, order, order),
    )
      .put.actionType('venuesSummer/order/@@error')
      .put.like({ action: { type: 'payment/pay', payload: { orderId: 'o2' } } })
      .silentRun(3000);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(venuesSummer.select(storeState).error).toBeUndefined();
  });

  it('a closed gate says nothing', async () => {
    const { storeState } = await run(CHEN, [
      [matchers.call.fn(activityApi.schoolAttendAct), throwError(new RequestError('cancelled', '请完成验证'))],
    ])
      .dispatch(venuesSummer.actions.order({ faceFen: 5000 }))
      .not.put.actionType('venuesSummer/order/@@error')
      .not.put.like({ action: { type: 'payment/pay' } })
      .silentRun(50);
    expect(venuesSummer.select(storeState).error).toBeUndefined();
  });
});

describe('windowText', () => {
  beforeAll(() => addMessages(messages));

  it("states the activity's own dates (November to January), not a fixed 7月1日—8月31日", () => {
    expect(windowText({ startAt: '2026-11-01T00:00:00+08:00', endAt: '2027-02-01T00:00:00+08:00' })).toBe(
      '活动时间：2026-11-01 至 2027-01-31',
    );
    expect(windowText({ startAt: '', endAt: '2027-02-01T00:00:00+08:00' })).toBe('');
  });
});
