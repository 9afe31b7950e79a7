// /hire (recruitment sign-up): every field checked at the field before anything is sent, a field left checked by the
// page; the draft kept without the code; the submit with its idempotency key: success → /tip/success, a duplicate
// and a closed recruitment refused in words, a field's refusal at its field; what was typed stays.
import { fireEvent, screen } from '@testing-library/react';
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { replace } from '../../../src/core';
import { clearDraft, dropDraftMemory, readDraft, saveDraft } from '../../../src/pages/shared/draft';
import { addMessages, t } from '../../../src/locales';
import Hire, { messages, models } from '../../../src/pages/venues/Hire';
import venuesHire, { HIRE_DRAFT, HIRE_SUCCESS, submitDraft } from '../../../src/pages/venues/hireModel';
import { formProblems, isHireDraft, type HireForm } from '../../../src/pages/venues/hireRules';
import * as activityApi from '../../../src/services/api/activity';
import * as configApi from '../../../src/services/api/config';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError, requestDigest } from '../../../src/services/request';
import { mountPage, settle } from '../../support/page';
import { inTurn } from '../../support/saga';

addMessages(messages);

const reducer = combineReducers({ venuesHire: venuesHire.reducer });
const run = (saga = venuesHire.saga) => expectSaga(saga).withReducer(reducer);

const FORM: HireForm = {
  position: 'installer',
  name: '李明',
  phone: '15508750002',
  code: '123456',
  cityCode: '530500',
  areaCode: '530502',
  age: '27',
  experience: '两年宽带安装经验',
};
/** The sign-up FORM sends: its key goes with it (the SMS code, nested in the form, left out). */
const HIRE_REQ = {
  position: 'installer',
  name: '李明',
  phone: '15508750002',
  smsCode: '123456',
  areaCode: '530502',
  age: 27,
  experience: '两年宽带安装经验',
};
const filled = { venuesHire: { ...reducer(undefined, { type: '@@init' }).venuesHire, form: FORM } };

afterEach(() => window.sessionStorage.clear());

describe('hireRules', () => {
  it('finds every problem of an empty form and none of a good one', () => {
    expect(
      Object.keys(formProblems({ ...FORM, position: '', name: '', phone: '', code: '', cityCode: '', age: '' })),
    ).toEqual(['position', 'name', 'phone', 'code', 'cityCode', 'age']);
    expect(formProblems(FORM)).toEqual({});
  });

  it('checks the name, age 18-45, the number and experience up to 200 characters', () => {
    expect(formProblems({ ...FORM, name: 'Li Ming' }).name).toBe('venues.hire.error.name');
    expect(formProblems({ ...FORM, age: '17' }).age).toBe('venues.hire.error.age');
    expect(formProblems({ ...FORM, age: '46' }).age).toBe('venues.hire.error.age');
    expect(formProblems({ ...FORM, age: '18' }).age).toBeUndefined();
    expect(formProblems({ ...FORM, phone: '1550875000' }).phone).toBe('venues.hire.error.phoneInvalid');
    expect(formProblems({ ...FORM, experience: '经'.repeat(201) }).experience).toBe('venues.hire.error.experience');
    expect(formProblems({ ...FORM, areaCode: '' }).areaCode).toBe('venues.hire.error.area');
  });

  it('never takes a code back from a draft', () => {
    expect(isHireDraft({ name: '李明', phone: '155' })).toBe(true);
    expect(isHireDraft({ name: '李明', code: '123456' })).toBe(false);
  });
});

describe('the fields as the page runs them (useHireField)', () => {
  const mount = () => mountPage(Hire, models, '/hire');
  const field = (label: string) => screen.getByLabelText(label, { exact: false });

  beforeEach(() => {
    jest.restoreAllMocks();
    jest
      .spyOn(configApi, 'custAreaDictList')
      .mockImplementation((q) =>
        Promise.resolve(
          q?.parentCode
            ? [{ code: '530502', name: '隆阳区', level: 'district' as const }]
            : [{ code: '530500', name: '保山市', level: 'city' as const }],
        ),
      );
    jest.spyOn(handlebusiApi, 'queryActiveInfo').mockRejectedValue(new RequestError('network', '网络异常'));
  });

  it('keeps the draft without the code', async () => {
    const { app } = await mount();
    fireEvent.change(field('姓名'), { target: { value: '王强' } });
    fireEvent.change(field('短信验证码'), { target: { value: '654321' } });
    expect(venuesHire.select(app.getState() as never).form).toMatchObject({ name: '王强', code: '654321' });
    expect(readDraft(HIRE_DRAFT, isHireDraft)).toMatchObject({ name: '王强' });
    dropDraftMemory(); // a reload
    const draft = readDraft(HIRE_DRAFT, isHireDraft);
    expect(draft).toMatchObject({ name: '王强', phone: '' }); // not the bound number: stored masked, asked again
    expect(draft).not.toHaveProperty('code');
  });

  it('says a wrong field once it is left, and takes it away as it is typed again', async () => {
    await mount();
    fireEvent.change(field('年龄'), { target: { value: '50' } });
    expect(screen.queryByText(t('venues.hire.error.age'))).toBeNull();
    fireEvent.blur(field('年龄'));
    expect(screen.getByText(t('venues.hire.error.age'))).toBeTruthy();
    fireEvent.change(field('年龄'), { target: { value: '30' } });
    fireEvent.blur(field('年龄'));
    expect(screen.queryByText(t('venues.hire.error.age'))).toBeNull();
  });

  it('reads the districts of the city chosen', async () => {
    const { app } = await mount();
    fireEvent.change(field('所在城市'), { target: { value: '530500' } });
    await settle();
    expect(configApi.custAreaDictList).toHaveBeenLastCalledWith({ parentCode: '530500' });
    expect(venuesHire.select(app.getState() as never).districts.status).toBe('ready');
    expect(screen.getByRole('option', { name: '隆阳区' })).toBeTruthy();
  });
});

describe('venuesHire.submit', () => {
  it('sends the checked form with its key, clears the draft and goes to /tip/success', async () => {
    await run()
      .withState(filled)
      .provide([
        [matchers.call.fn(idempotencyKeyFor), 'key-h'],
        [matchers.call.fn(activityApi.hireAdd), { id: 'hire_1' }],
      ])
      .dispatch(venuesHire.actions.submit(FORM))
      .call(idempotencyKeyFor, submitDraft(FORM), requestDigest(HIRE_REQ))
      .call.like({ fn: activityApi.hireAdd, args: [HIRE_REQ, { idempotencyKey: 'key-h' }] })
      .call(releaseIdempotencyKey, submitDraft(FORM))
      .call(clearDraft, HIRE_DRAFT)
      .put(replace(HIRE_SUCCESS))
      .silentRun(30);
  });

  it('sends nothing with bad fields: each problem at its field, the input kept', async () => {
    const bad = { venuesHire: { ...filled.venuesHire, form: { ...FORM, age: '50', name: 'x', code: '' } } };
    const { storeState } = await run()
      .withState(bad)
      .dispatch(venuesHire.actions.submit(bad.venuesHire.form))
      .not.call.fn(activityApi.hireAdd)
      .silentRun(20);
    const s = venuesHire.select(storeState);
    expect(s.errors).toEqual({
      name: { key: 'venues.hire.error.name' },
      code: { key: 'venues.hire.error.codeRequired' },
      age: { key: 'venues.hire.error.age' },
    });
    expect(s.form.age).toBe('50');
  });

  it('a duplicate (once per phone and position) is said above the button; the key is released', async () => {
    const dup = new RequestError('business', '您已报名该岗位，请耐心等待通知', { code: 'E_DUPLICATE' });
    const { storeState } = await run()
      .withState(filled)
      .provide([
        [matchers.call.fn(idempotencyKeyFor), 'key-h'],
        [matchers.call.fn(activityApi.hireAdd), throwError(dup)],
      ])
      .dispatch(venuesHire.actions.submit(FORM))
      .call(releaseIdempotencyKey, submitDraft(FORM))
      .not.put.actionType('venuesHire/submit/@@error')
      .not.put(replace(HIRE_SUCCESS))
      .silentRun(30);
    expect(venuesHire.select(storeState)).toMatchObject({ submitError: '您已报名该岗位，请耐心等待通知', form: FORM });
  });

  it('a closed recruitment replaces the form with its words', async () => {
    const closed = new RequestError('business', '本期招聘已结束，感谢您的关注', { code: 'E_ACT_ENDED' });
    const { storeState } = await run()
      .withState(filled)
      .provide([
        [matchers.call.fn(idempotencyKeyFor), 'key-h'],
        [matchers.call.fn(activityApi.hireAdd), throwError(closed)],
      ])
      .dispatch(venuesHire.actions.submit(FORM))
      .silentRun(30);
    expect(venuesHire.select(storeState).closed).toBe('本期招聘已结束，感谢您的关注');
  });

  it('a wrong code is said at the code field', async () => {
    const wrong = new RequestError('business', '验证码错误', { code: 'E_SMS_WRONG' });
    const { storeState } = await run()
      .withState(filled)
      .provide([
        [matchers.call.fn(idempotencyKeyFor), 'key-h'],
        [matchers.call.fn(activityApi.hireAdd), throwError(wrong)],
      ])
      .dispatch(venuesHire.actions.submit(FORM))
      .silentRun(30);
    expect(venuesHire.select(storeState).errors.code).toEqual({ text: '验证码错误' });
  });

  it('a closed gate says nothing and keeps the key', async () => {
    const { storeState } = await run()
      .withState(filled)
      .provide([
        [matchers.call.fn(idempotencyKeyFor), 'key-h'],
        [matchers.call.fn(activityApi.hireAdd), throwError(new RequestError('cancelled', '请完成验证'))],
      ])
      .dispatch(venuesHire.actions.submit(FORM))
      .not.call.fn(releaseIdempotencyKey)
      .not.put.actionType('venuesHire/submit/@@error')
      .silentRun(30);
    expect(venuesHire.select(storeState)).toMatchObject({ submitError: undefined, form: FORM });
  });

  it('a failure that is no refusal reaches onError, not the form; the retry sends the same key', async () => {
    const keys: string[] = [];
    let first = true;
    const submit = venuesHire.actions.submit(FORM);
    const { storeState } = await run(inTurn(venuesHire, submit, submit))
      .withState(filled)
      .provide({
        call(effect, next) {
          if (effect.fn !== activityApi.hireAdd) return next();
          keys.push((effect.args[1] as { idempotencyKey: string }).idempotencyKey);
          if (first) {
            first = false;
            throw new RequestError('timeout', '网络超时');
          }
          return { id: 'hire_1' };
        },
      })
      .put.actionType('venuesHire/submit/@@error')
      .put(replace(HIRE_SUCCESS))
      .silentRun(3000);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(venuesHire.select(storeState).submitError).toBeUndefined();
  });
});

describe('venuesHire.init', () => {
  it('restores the draft, reads the cities and says a closed recruitment', async () => {
    saveDraft(HIRE_DRAFT, { name: '李明', cityCode: '530500' });
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(configApi.custAreaDictList), [{ code: '530500', name: '保山市', level: 'city' }]],
        [
          matchers.call.fn(handlebusiApi.queryActiveInfo),
          {
            actId: 'hire',
            status: 'ended',
            serverTime: '2026-12-01T10:00:00+08:00',
            startAt: '2026-10-01T00:00:00+08:00',
            endAt: '2026-11-30T00:00:00+08:00',
            eligible: false,
            reasons: [],
            joined: false,
            quotaLeft: 1,
          },
        ],
      ])
      .dispatch(venuesHire.actions.init())
      .silentRun(30);
    const s = venuesHire.select(storeState);
    expect(s.form).toMatchObject({ name: '李明', cityCode: '530500', code: '' });
    expect(s.cities.status).toBe('ready');
    expect(s.closed).toBeTruthy();
  });
});
