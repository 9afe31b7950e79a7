// The sagas the ordering models share (src/pages/ordering/sagas.ts), run on a form model of their own: the SMS code
// to the number of a chosen field (sent, a number of the wrong form, a refusal, a logged-out answer) and an order
// sent once with its draft's idempotency key (released on success, kept for the retry on a failure); one level of the
// area dictionary through a model's creator.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { call, put, select } from 'typed-redux-saga';
import { defineModel, submit as submitKind } from '../../../src/core';
import type { Endpoint } from '../../../src/services/api/define';
import * as configApi from '../../../src/services/api/config';
import type { AreaDict, SendSmsReq, SmsSent } from '../../../src/services/api/types';
import {
  idempotencyKeyFor,
  releaseIdempotencyKey,
  requestDigest,
  RequestError,
  type RequestOptions,
} from '../../../src/services/request';
import {
  loadAreas,
  namesOrder,
  openOrderOf,
  PROVINCE_CODE,
  sendOnce,
  sendSmsCode,
  type SmsSend,
} from '../../../src/pages/ordering/sagas';
import { failed, LOADING, messageOf, ready, type Load } from '../../../src/pages/shared/load';
import { OutcomeUnknownError } from '../../../src/pages/shared/outcome';
import { RESEND_S, type Problem } from '../../../src/pages/shared/phone';

const PHONE = '15508750002';
const NOW = Date.parse('2026-11-23T10:00:00+08:00');

type ProbeField = 'phone' | 'name' | 'smsCode';
interface ProbeState {
  draft: { phone: string; name: string };
  errors: Partial<Record<ProbeField, Problem>>;
  sms: SmsSend;
}
const initial: ProbeState = { draft: { phone: '', name: '' }, errors: {}, sms: { sending: false, sentAt: null } };

/** A form model of its own, whose phone field is not `contactPhone`: the saga writes through the creators given. */
const probe = defineModel({
  namespace: 'probe',
  state: initial,
  reducers: {
    setErrors(state, { payload }: { payload: ProbeState['errors'] }) {
      return { ...state, errors: payload };
    },
    setSms(state, { payload }: { payload: Partial<SmsSend> }) {
      return { ...state, sms: { ...state.sms, ...payload } };
    },
  },
});
const selectProbe = (s: { probe: ProbeState }) => s.probe;
const reducer = combineReducers({ probe: probe.reducer });
/** The store with `phone` typed and a message already at the name (which every put must keep). */
const typed = (phone: string): ReturnType<typeof reducer> => ({
  probe: { ...initial, draft: { phone, name: '' }, errors: { name: { key: 'ordering.field.required' } } },
});

/** Stands for the SMS endpoint; every test provides its answer. */
const send: Endpoint<SendSmsReq, SmsSent> = () => Promise.reject(new Error('not provided'));

/** The saga as an effect runs it, with what escaped it (if anything) as the result. */
function* sendCaught(rethrowLoggedOut?: boolean) {
  try {
    return yield* sendSmsCode(probe.actions, selectProbe, 'phone', send, { rethrowLoggedOut });
  } catch (e) {
    return { escaped: e };
  }
}

/** Runs it on `phone` typed, the endpoint answering `answer` (or failing with it), the clock at NOW. */
const run = (phone: string, answer: SmsSent | RequestError, rethrowLoggedOut?: boolean) =>
  expectSaga(sendCaught, rethrowLoggedOut)
    .withReducer(reducer, typed(phone))
    .provide([
      [matchers.call.fn(send), answer instanceof RequestError ? throwError(answer) : answer],
      [matchers.call.fn(Date.now), NOW],
    ]);

describe('sendSmsCode', () => {
  it('sends to the number of the field, places sentAt by resendAfter, keeps sentTo and clears sending', async () => {
    const { storeState } = await run(PHONE, { resendAfter: 45 })
      .put(probe.actions.setSms({ sending: true }))
      .call(send, { phone: PHONE })
      .put(probe.actions.setSms({ sentAt: NOW - (RESEND_S - 45) * 1000, sentTo: PHONE }))
      .put(probe.actions.setSms({ sending: false }))
      .returns(true)
      .run();
    expect(selectProbe(storeState).sms).toEqual({ sending: false, sentAt: NOW - 15_000, sentTo: PHONE });
    expect(selectProbe(storeState).errors).toEqual({ name: { key: 'ordering.field.required' } });
  });

  it('a number of the wrong form is said at its field, the other messages kept, and nothing is sent', async () => {
    const { storeState } = await run('1550875', { resendAfter: 60 })
      .not.call.fn(send)
      .not.put.actionType(probe.actions.setSms.type)
      .returns(false)
      .run();
    expect(selectProbe(storeState).errors).toEqual({
      name: { key: 'ordering.field.required' },
      phone: { key: 'ordering.field.phone' },
    });
    expect(selectProbe(storeState).sms).toEqual(initial.sms);
  });

  it("a refusal is said at the code with the server's words; sending is cleared and nothing counts down", async () => {
    const refusal = new RequestError('business', '验证码发送过于频繁，请稍后再试', { code: 'E_SMS_LIMIT' });
    const { storeState } = await run(PHONE, refusal)
      .put(probe.actions.setSms({ sending: false }))
      .returns(false)
      .run();
    expect(selectProbe(storeState).errors).toEqual({
      name: { key: 'ordering.field.required' },
      smsCode: { text: '验证码发送过于频繁，请稍后再试' },
    });
    expect(selectProbe(storeState).sms).toEqual({ sending: false, sentAt: null });
  });

  it('a logged-out answer is said at the code and escapes the effect, sending cleared; unless the form keeps it', async () => {
    const gone = new RequestError('http', '登录已失效，请重新登录', { status: 401 });
    const { storeState, returnValue } = await run(PHONE, gone).run();
    expect(returnValue).toEqual({ escaped: gone });
    expect(selectProbe(storeState).errors.smsCode).toEqual({ text: messageOf(gone) });
    expect(selectProbe(storeState).sms.sending).toBe(false);

    const kept = await run(PHONE, gone, false).returns(false).run();
    expect(selectProbe(kept.storeState).errors.smsCode).toEqual({ text: messageOf(gone) });
    expect(selectProbe(kept.storeState).sms.sending).toBe(false);
  });
});

describe('sendSmsCode after a check (the open order said before any gate)', () => {
  /** A check that stops the send, as an open order does, and says why at the code. */
  function* stop() {
    const { errors } = yield* select(selectProbe);
    yield* put(probe.actions.setErrors({ ...errors, smsCode: { key: 'ordering.bb.openOrder' } }));
    return false;
  }
  function* pass() {
    return yield* call(() => true);
  }
  const checked = (before: () => Generator<unknown, boolean, unknown>) =>
    expectSaga(function* () {
      return yield* sendSmsCode(probe.actions, selectProbe, 'phone', send, { before });
    })
      .withReducer(reducer, typed(PHONE))
      .provide([
        [matchers.call.fn(send), { resendAfter: 60 }],
        [matchers.call.fn(Date.now), NOW],
      ]);

  it('a check that stops sends nothing: its word at the code, sending cleared, nothing counts down', async () => {
    const { storeState } = await checked(stop).not.call.fn(send).returns(false).run();
    expect(selectProbe(storeState).errors).toEqual({
      name: { key: 'ordering.field.required' },
      smsCode: { key: 'ordering.bb.openOrder' },
    });
    expect(selectProbe(storeState).sms).toEqual({ sending: false, sentAt: null });
  });

  it('a check that passes lets the code go; a number of the wrong form is said before any check', async () => {
    await checked(pass).call(send, { phone: PHONE }).returns(true).run();
    await expectSaga(function* () {
      return yield* sendSmsCode(probe.actions, selectProbe, 'phone', send, { before: stop });
    })
      .withReducer(reducer, typed('1550875'))
      .not.call.fn(stop)
      .not.call.fn(send)
      .returns(false)
      .run();
  });
});

describe('openOrderOf: the open order a refusal names', () => {
  const refusal = (code: string, data?: unknown) =>
    new RequestError('business', '您有一笔待支付的订单，请先完成支付', { code, data });

  it('reads the order number, what is left to pay and the new number of the refusal of its code', () => {
    const data = { orderNo: ' O9 ', payFen: 3000, payBy: '2026-11-23T10:30:00+08:00', msisdn: '18687012700' };
    expect(openOrderOf(refusal('E_CARD_PENDING', data), 'E_CARD_PENDING')).toEqual({
      orderNo: 'O9',
      payFen: 3000,
      msisdn: '18687012700',
    });
    expect(
      openOrderOf(refusal('E_BROADBAND_PENDING', { orderNo: 'B1', payFen: '96000' }), 'E_BROADBAND_PENDING'),
    ).toEqual({ orderNo: 'B1', payFen: 96000, msisdn: '' });
  });

  it('reads tolerantly: an amount or a number that cannot be read is none; no order number is no open order', () => {
    expect(
      openOrderOf(refusal('E_CARD_PENDING', { orderNo: 'O9', payFen: 'x', msisdn: '123' }), 'E_CARD_PENDING'),
    ).toEqual({ orderNo: 'O9', payFen: 0, msisdn: '' });
    expect(openOrderOf(refusal('E_CARD_PENDING', { orderNo: 'O9', payFen: -5 }), 'E_CARD_PENDING')?.payFen).toBe(0);
    expect(openOrderOf(refusal('E_CARD_PENDING', { orderNo: ' ', payFen: 3000 }), 'E_CARD_PENDING')).toBeUndefined();
    expect(openOrderOf(refusal('E_CARD_PENDING', null), 'E_CARD_PENDING')).toBeUndefined();
    expect(openOrderOf(refusal('E_CARD_PENDING'), 'E_CARD_PENDING')).toBeUndefined();
  });

  it('another code, or a failure that is no refusal, names no open order', () => {
    const data = { orderNo: 'O9', payFen: 3000 };
    expect(openOrderOf(refusal('E_BROADBAND_PENDING', data), 'E_CARD_PENDING')).toBeUndefined();
    expect(
      openOrderOf(Object.assign(new Error('x'), { code: 'E_CARD_PENDING', data }), 'E_CARD_PENDING'),
    ).toBeUndefined();
  });
});

describe('sendOnce', () => {
  const submit: Endpoint<{ productCode: string }, { orderNo: string }> = () => Promise.reject(new Error('provided'));
  const body = { productCode: 'CARD30' };

  /** An order form's submit effect that sends through sendOnce; the answer goes into its state. */
  const orderer = defineModel({
    namespace: 'orderer',
    state: { answer: undefined as { orderNo: string } | undefined },
    reducers: {
      answered(state, { payload }: { payload: { orderNo: string } }) {
        return { ...state, answer: payload };
      },
    },
    effects: (own) => ({
      order: submitKind(
        function* (
          { payload }: { payload: { order: { productCode: string; smsCode?: string }; names?: boolean } },
          { put },
          submission,
        ) {
          const answer = yield* sendOnce(
            submission,
            submit,
            payload.order,
            undefined,
            payload.names ? namesOrder : undefined,
          );
          yield* put(own.answered(answer));
          return answer;
        },
        { intent: () => 'card:d1' },
      ),
    }),
  });
  const ordererReducer = combineReducers({ orderer: orderer.reducer });

  /** Runs the effect on `order`, the endpoint answering through `answer`. */
  const place = (
    answer: (opts: RequestOptions | undefined) => { orderNo: string },
    order: { productCode: string; smsCode?: string } = body,
    names = false,
  ) =>
    expectSaga(orderer.saga)
      .withReducer(ordererReducer)
      .provide({
        call: (effect, next) =>
          effect.fn === submit ? answer((effect.args as unknown[])[1] as RequestOptions) : next(),
      })
      .dispatch(orderer.actions.order({ order, names }));
  /** The answer the effect put, and what escaped it (its @@error), of a run. */
  const outcomeOf = (result: { storeState: unknown; effects: { put?: unknown[] } }) => {
    const failed = (result.effects.put ?? []).find(
      (e) => (e as { payload: { action: { type: string } } }).payload.action.type === 'orderer/order/@@error',
    ) as { payload: { action: { payload: unknown } } } | undefined;
    return {
      answer: (result.storeState as ReturnType<typeof ordererReducer>).orderer.answer,
      escaped: failed?.payload.action.payload,
    };
  };

  beforeEach(() => window.localStorage.clear());

  it("sends with the intent's key and no failure handler of its own, releases the key, and returns the answer", async () => {
    const seen: (RequestOptions | undefined)[] = [];
    const result = await place((opts) => (seen.push(opts), { orderNo: 'O1' }))
      .call(idempotencyKeyFor, 'card:d1', requestDigest(body))
      .call(releaseIdempotencyKey, 'card:d1')
      .silentRun(30);
    expect(outcomeOf(result).answer).toEqual({ orderNo: 'O1' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.idempotencyKey).toMatch(/\S/);
    expect(seen[0]?.onFail).toBeUndefined();
  });

  it('a lost answer keeps the key, so the retry sends the same one; success releases it for the next order', async () => {
    const keys: (string | undefined)[] = [];
    const failure = new RequestError('timeout', '请求超时');
    const failed = await place((opts) => {
      keys.push(opts?.idempotencyKey);
      throw failure;
    })
      .not.call.fn(releaseIdempotencyKey)
      .silentRun(30);
    // The answer is lost: no read tells a visitor's order, so its outcome is being confirmed, not a failure.
    const { escaped } = outcomeOf(failed);
    expect(escaped).toBeInstanceOf(OutcomeUnknownError);
    expect((escaped as OutcomeUnknownError).cause).toBe(failure);
    await place((opts) => (keys.push(opts?.idempotencyKey), { orderNo: 'O1' })).silentRun(30);
    await place((opts) => (keys.push(opts?.idempotencyKey), { orderNo: 'O2' })).silentRun(30);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('never sends one key with two requests: a changed order after a lost answer gets a new key', async () => {
    const keys: (string | undefined)[] = [];
    const send = (order: { productCode: string; smsCode?: string }) =>
      place((opts) => {
        keys.push(opts?.idempotencyKey);
        throw new RequestError('timeout', '请求超时');
      }, order).silentRun(30);
    await send({ productCode: 'CARD30', smsCode: '111111' });
    // The same order proven by a new SMS code: the same request, the same key.
    await send({ productCode: 'CARD30', smsCode: '222222' });
    // Another product under the same intent: another request, another key.
    await send({ productCode: 'CARD50', smsCode: '222222' });
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('an empty success is no order: the same key asks again and the answer that names the order is taken', async () => {
    const keys: (string | undefined)[] = [];
    let calls = 0;
    const empty = await place(
      (opts) => {
        keys.push(opts?.idempotencyKey);
        calls += 1;
        return calls === 1 ? { orderNo: '' } : { orderNo: 'O7' };
      },
      body,
      true,
    )
      .call(releaseIdempotencyKey, 'card:d1')
      .silentRun(30);
    expect(outcomeOf(empty).answer).toEqual({ orderNo: 'O7' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('an empty success the server cannot tell again is an outcome unknown, never a blank order', async () => {
    const unknown = await place(() => ({ orderNo: '' }), body, true)
      .not.call.fn(releaseIdempotencyKey)
      .silentRun(30);
    expect(outcomeOf(unknown).escaped).toBeInstanceOf(OutcomeUnknownError);
    expect(outcomeOf(unknown).answer).toBeUndefined();
  });
});

describe('loadAreas', () => {
  const areas: AreaDict[] = [{ code: '530102', name: '五华区', parentCode: '530100', level: 'district' }];
  const setAreas = (payload: Load<AreaDict[]>) => ({ type: 'probe/setAreas', payload });
  setAreas.type = 'probe/setAreas' as const;

  it('asks one level of the dictionary and puts loading, then the list, through the creator given', async () => {
    await expectSaga(loadAreas, setAreas, '530100')
      .provide([[matchers.call.fn(configApi.custAreaDictList), areas]])
      .put(setAreas(LOADING))
      .call(configApi.custAreaDictList, { parentCode: '530100' })
      .put(setAreas(ready(areas)))
      .run();
  });

  it('a failure is put as the level’s error (its retry at the field), not thrown', async () => {
    const error = new RequestError('http', '系统繁忙', { status: 500 });
    await expectSaga(loadAreas, setAreas, PROVINCE_CODE)
      .provide([[matchers.call.fn(configApi.custAreaDictList), throwError(error)]])
      .put(setAreas(LOADING))
      .call(configApi.custAreaDictList, { parentCode: PROVINCE_CODE })
      .put(setAreas(failed(error)))
      .run();
  });
});
