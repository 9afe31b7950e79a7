// The pre-check sagas both top-up forms share (phoneCheck.ts): they take the form model's own creators, so
// whichever model runs them, the answers land in that model's slice and nowhere else.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { throwError } from 'redux-saga-test-plan/providers';
import * as matchers from 'redux-saga-test-plan/matchers';
import { defineModel, EffectCancelledError } from '../../../src/core';
import global from '../../../src/models/global';
import type { PreCheckInfo } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';
import { checkPhone, phoneTyped, recheckPhone, type PhoneCheck } from '../../../src/pages/recharge/phoneCheck';
import type { Problem } from '../../../src/pages/shared/phone';
import { precheckOf } from '../../support/precheck';

const WANG = '18687120001';
const info: PreCheckInfo = precheckOf(WANG);
const precheck = matchers.putResolve.actionType(global.actions.preCheckToPhone.type);

interface ProbeState {
  check: PhoneCheck;
  phoneError?: Problem;
}
const initial: ProbeState = { check: { status: 'idle' } };

/** A form model of its own, to show the sagas write through the creators they are given. */
const probe = defineModel({
  namespace: 'probe',
  state: initial,
  reducers: {
    setCheck(state, { payload }: { payload: PhoneCheck }) {
      return { ...state, check: payload };
    },
    setForm(state, { payload }: { payload: { phoneError?: Problem } }) {
      return { ...state, ...payload };
    },
  },
  effects: (own) => ({
    *check({ payload }: { payload: string }, fx) {
      return yield* fx.call(checkPhone, own.setCheck, payload);
    },
    *typed({ payload }: { payload: { phone: string; check?: PhoneCheck } }, fx) {
      const check: PhoneCheck = payload.check ?? { status: 'idle' };
      yield* fx.call(phoneTyped, own, { phone: payload.phone }, check);
    },
    *recheck({ payload }: { payload: string }, fx) {
      yield* fx.call(recheckPhone, own.setCheck, payload);
    },
  }),
});

const run = () => expectSaga(probe.saga).withReducer(combineReducers({ probe: probe.reducer }) as never);
const slice = (s: unknown) => (s as { probe: ProbeState }).probe;

describe("checkPhone with a model's setCheck", () => {
  it('marks the number checking, asks global, and keeps the answer in that model', async () => {
    const { storeState } = await run()
      .provide([[precheck, info]])
      .dispatch(probe.actions.check(WANG))
      .put(probe.actions.setCheck({ status: 'checking', phone: WANG }))
      .putResolve(global.actions.preCheckToPhone({ phone: WANG }))
      .put(probe.actions.setCheck({ status: 'done', phone: WANG, info }))
      .silentRun(30);
    expect(slice(storeState).check).toEqual({ status: 'done', phone: WANG, info });
  });

  it("a failed check keeps its message for the field's retry; a superseded one leaves no trace", async () => {
    const failed = await run()
      .provide([[precheck, throwError(new RequestError('network', '网络异常，请检查网络后重试'))]])
      .dispatch(probe.actions.check(WANG))
      .silentRun(30);
    expect(slice(failed.storeState).check).toEqual({
      status: 'error',
      phone: WANG,
      message: '网络异常，请检查网络后重试',
    });
    const superseded = await run()
      .provide([[precheck, throwError(new EffectCancelledError())]])
      .dispatch(probe.actions.check(WANG))
      .silentRun(30);
    expect(slice(superseded.storeState).check).toEqual({ status: 'checking', phone: WANG });
  });
});

describe("phoneTyped and recheckPhone with a model's creators", () => {
  it('a complete number of the wrong form is told at the field through setForm, and not checked', async () => {
    const { storeState } = await run()
      .dispatch(probe.actions.typed({ phone: '12345678901' }))
      .put(probe.actions.setForm({ phoneError: { key: 'recharge.form.phoneInvalid' } }))
      .not.putResolve.actionType(global.actions.preCheckToPhone.type)
      .silentRun(30);
    expect(slice(storeState).phoneError).toEqual({ key: 'recharge.form.phoneInvalid' });
  });

  it('a complete number is checked once; a number already checked is not asked again', async () => {
    await run()
      .provide([[precheck, info]])
      .dispatch(probe.actions.typed({ phone: WANG }))
      .put(probe.actions.setCheck({ status: 'done', phone: WANG, info }))
      .silentRun(30);
    await run()
      .dispatch(probe.actions.typed({ phone: WANG, check: { status: 'done', phone: WANG, info } }))
      .not.putResolve.actionType(global.actions.preCheckToPhone.type)
      .silentRun(30);
  });

  it('the retry checks a number of the right form, and nothing else', async () => {
    await run()
      .provide([[precheck, info]])
      .dispatch(probe.actions.recheck(WANG))
      .put(probe.actions.setCheck({ status: 'done', phone: WANG, info }))
      .silentRun(30);
    await run()
      .dispatch(probe.actions.recheck('1868712'))
      .not.put.actionType(probe.actions.setCheck.type)
      .silentRun(30);
  });
});
