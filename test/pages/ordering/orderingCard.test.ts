// The card order's model: the number held and its expiry, the checks at the fields, and the submission with its
// refusals (hold gone, real name, one ID five numbers, blacklist, a wrong code), its idempotency key reused on a
// retry, a free order to the result and a prepay to the payment.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { runToEnd, inTurn } from '../../support/saga';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError, type EffectProviders, type StaticProvider } from 'redux-saga-test-plan/providers';
import { push, replace } from '../../../src/core';
import payment from '../../../src/models/payment';
import * as configApi from '../../../src/services/api/config';
import * as handlebusi from '../../../src/services/api/handlebusi';
import type { NumberItem } from '../../../src/services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError, requestDigest } from '../../../src/services/request';
import orderingCard, { openCardOrder, openCardOrderOf } from '../../../src/pages/ordering/orderingCard';
import type { UserProductPage, UserProductRecord } from '../../../src/services/api/types';
import {
  cardIntent,
  DRAFT,
  HOLD_MS,
  firstOpenStep,
  newDraft,
  placeRefusal,
  problemsOf,
  requestOf,
  untilOf,
  type CardDraft,
  type CardState,
} from '../../../src/pages/ordering/orderingCard/form';
import { readDraft } from '../../../src/pages/shared/draft';

const reducer = combineReducers({ orderingCard: orderingCard.reducer });
type Store = ReturnType<typeof reducer>;
const slice = (s: Store): CardState => orderingCard.select(s);
const NOW = Date.parse('2026-11-23T10:00:00+08:00');

const num = (msisdn: string, over: Partial<NumberItem> = {}): NumberItem => ({
  msisdn,
  cityCode: '530100',
  pretty: false,
  prepayFen: 0,
  minSpendFen: 0,
  status: 'available',
  ...over,
});
const filled = (over: Partial<CardDraft> = {}): CardDraft => ({
  ...newDraft('CARD30', '530100', 'd1'),
  held: { msisdn: '18687012713', pretty: false, prepayFen: 0, minSpendFen: 0, until: NOW + HOLD_MS },
  name: '李明',
  certNo: '530502199708152013',
  contactPhone: '15508750002',
  areaCode: '530102',
  detail: '人民中路街道翠湖小区3栋501室',
  agreed: true,
  ...over,
});
/** A store whose card slice starts from `draft` (and the code typed). */
const start = (draft: CardDraft, smsCode = '123456'): Store => {
  const s = reducer(undefined, orderingCard.actions.setDraft(draft));
  return reducer(s, orderingCard.actions.setSmsCode(smsCode));
};
type Providers = StaticProvider[] | EffectProviders;
/** The saga from `draft`, with the clock at NOW before any other provider (a later provide() would replace it). */
const run = (draft: CardDraft = filled(), providers: Providers = [], under = orderingCard.saga) => {
  const clock = [matchers.call.fn(Date.now), NOW] as const;
  const saga = expectSaga(under).withReducer(reducer, start(draft));
  return Array.isArray(providers)
    ? saga.provide([clock as unknown as StaticProvider, ...providers])
    : saga.provide({ call: (effect, next) => (effect.fn === Date.now ? NOW : providers.call!(effect, next)) });
};

const refused = (code: string, msg: string) => new RequestError('business', msg, { code });

beforeEach(() => window.sessionStorage.clear());

describe('the rules at the fields', () => {
  it('passes a complete draft and names each wrong field', () => {
    const all = [
      'number',
      'name',
      'certNo',
      'contactPhone',
      'areaCode',
      'detail',
      'recommender',
      'smsCode',
      'agreed',
    ] as const;
    expect(problemsOf({ draft: filled(), smsCode: '123456' }, [...all], NOW)).toEqual({});
    const bad = filled({
      name: 'Li Ming',
      certNo: '530102199003071239',
      contactPhone: '1234',
      detail: '12345678',
      agreed: false,
    });
    expect(problemsOf({ draft: bad, smsCode: '12' }, [...all], NOW)).toEqual({
      name: { key: 'ordering.field.name' },
      certNo: { key: 'ordering.cert.checksum' },
      contactPhone: { key: 'ordering.field.phone' },
      detail: { key: 'ordering.field.detail' },
      smsCode: { key: 'ordering.field.code' },
      agreed: { key: 'ordering.field.agree' },
    });
    expect(problemsOf({ draft: filled({ certNo: '530102201206010048' }), smsCode: '' }, ['certNo'], NOW)).toEqual({
      certNo: { key: 'ordering.cert.age' },
    });
  });

  it('counts a hold that ran out as no number, and the wizard opens at the first open step', () => {
    const gone = filled({ held: { ...filled().held!, until: NOW - 1 } });
    expect(problemsOf({ draft: gone, smsCode: '' }, ['number'], NOW)).toEqual({
      number: { key: 'ordering.card.pickNumber' },
    });
    expect(firstOpenStep({ draft: gone, smsCode: '' }, NOW)).toBe('number');
    expect(firstOpenStep({ draft: filled({ name: '' }), smsCode: '' }, NOW)).toBe('info');
    expect(firstOpenStep({ draft: filled(), smsCode: '' }, NOW)).toBe('confirm');
  });

  it('reads the hold end of the server within 30 minutes of this clock', () => {
    expect(untilOf('2026-11-23T10:20:00+08:00', NOW)).toBe(NOW + 20 * 60_000);
    expect(untilOf('2026-11-23T12:00:00+08:00', NOW)).toBe(NOW + HOLD_MS);
    expect(untilOf('soon', NOW)).toBe(NOW + HOLD_MS);
  });

  it('places each refusal where the customer reads it', () => {
    expect(placeRefusal('E_HOLD_EXPIRED')).toBe('hold');
    expect(placeRefusal('E_NUMBER_TAKEN')).toBe('hold');
    expect(placeRefusal('E_SMS_WRONG')).toBe('smsCode');
    expect(placeRefusal('E_CERT')).toBe('certNo');
    expect(placeRefusal('E_AGE')).toBe('certNo');
    expect(placeRefusal('E_BLACKLIST')).toBe('refusal');
    expect(placeRefusal('E_ONE_ID_FIVE')).toBe('refusal');
    expect(placeRefusal('E_REALNAME')).toBe('refusal');
  });
});

describe('orderingCard.hold', () => {
  it('holds the tapped number for 30 minutes and keeps it in the draft', async () => {
    const { storeState } = await runToEnd(
      run(filled({ held: undefined }), [
        [matchers.call.fn(handlebusi.keepNum), { msisdn: '18687012713', reservedUntil: '2026-11-23T10:30:00+08:00' }],
      ])
        .call(handlebusi.keepNum, { msisdn: '18687012713' })
        .dispatch(orderingCard.actions.hold(num('18687012713', { pretty: true, prepayFen: 10000, minSpendFen: 5000 }))),
      250,
    );
    expect(slice(storeState as Store).draft.held).toEqual({
      msisdn: '18687012713',
      pretty: true,
      prepayFen: 10000,
      minSpendFen: 5000,
      until: NOW + HOLD_MS,
    });
    expect(readDraft<CardDraft>(DRAFT, (_v): _v is Record<string, unknown> & CardDraft => true)?.held?.msisdn).toBe(
      '18687012713',
    );
  });

  it('a number taken meanwhile says so and brings another batch', async () => {
    const { storeState } = await runToEnd(
      run(filled({ held: undefined }), [
        [matchers.call.fn(handlebusi.keepNum), throwError(refused('E_NUMBER_TAKEN', '该号码已被选走，请换一个'))],
        [matchers.call.fn(handlebusi.selectNum), [num('18687012799')]],
      ])
        .call.like({ fn: handlebusi.selectNum, args: [{ cityCode: '530100', batch: 1, pretty: false }] })
        .dispatch(orderingCard.actions.hold(num('18687012713'))),
      250,
    );
    const s = slice(storeState as Store);
    expect(s.draft.held).toBeUndefined();
    expect(s.holdProblem).toEqual({ text: '该号码已被选走，请换一个' });
    expect(s.numbers).toEqual({ status: 'ready', data: [num('18687012799')] });
  });
});

describe('orderingCard.checkHold (the countdown reached 0)', () => {
  it('drops a hold that ran out and keeps everything else', async () => {
    const draft = filled({ held: { ...filled().held!, until: NOW - 1 } });
    const { storeState } = await runToEnd(run(draft).dispatch(orderingCard.actions.checkHold()), 250);
    const s = slice(storeState as Store);
    expect(s.draft.held).toBeUndefined();
    expect(s.expired).toBe(true);
    expect(s.holdProblem).toEqual({ key: 'ordering.hold.expired' });
    expect(s.draft.name).toBe('李明');
    expect(s.draft.certNo).toBe('530502199708152013');
  });

  it('keeps a hold still running', async () => {
    const { storeState } = await runToEnd(run().dispatch(orderingCard.actions.checkHold()), 250);
    expect(slice(storeState as Store).draft.held?.msisdn).toBe('18687012713');
  });
});

describe('orderingCard.submit', () => {
  /** The intent of the filled draft: the contact and the product. */
  const INTENT = cardIntent(filled());
  const submit = (wizard?: boolean) =>
    orderingCard.actions.submit(wizard ? { intent: INTENT, wizard } : { intent: INTENT });

  it('is the contact and the product: the same in a new tab, whichever number that tab holds', () => {
    expect(INTENT).toBe('card:15508750002:CARD30');
    expect(cardIntent({ ...filled(), id: 'another-tab' })).toBe(INTENT);
    expect(cardIntent(filled({ held: { ...filled().held!, msisdn: '18687012714' } }))).toBe(INTENT);
    expect(cardIntent(filled({ productCode: 'CARD59' }))).not.toBe(INTENT);
  });

  it("sends the order once with the intent's key, forgets the draft and opens the result", async () => {
    const { storeState } = await runToEnd(
      run(filled(), [
        [matchers.call.fn(idempotencyKeyFor), 'key-1'],
        [matchers.call.fn(handlebusi.wxOrderSubmit), { orderNo: '20261123100000123456', payFen: 0 }],
      ])
        .call(idempotencyKeyFor, INTENT, requestDigest(requestOf(filled(), '123456')))
        .call.like({ fn: handlebusi.wxOrderSubmit, args: [requestOf(filled(), '123456'), { idempotencyKey: 'key-1' }] })
        .call(releaseIdempotencyKey, INTENT)
        .put(push('/orderPage/success?orderNo=20261123100000123456&msisdn=18687012713'))
        .dispatch(submit()),
      250,
    );
    expect(window.sessionStorage.getItem(`sms2_draft_${DRAFT}`)).toBeNull();
    expect(slice(storeState as Store).refusal).toBeUndefined();
  });

  it('the sold number leaves the batch: going back from the result does not offer it again', async () => {
    const batch = [num('18687012713'), num('18687012714')];
    const { storeState } = await runToEnd(
      run(filled(), [
        [matchers.call.fn(idempotencyKeyFor), 'key-1'],
        [matchers.call.fn(handlebusi.wxOrderSubmit), { orderNo: 'O5', payFen: 0 }],
      ])
        .dispatch(orderingCard.actions.setNumbers({ numbers: { status: 'ready', data: batch } }))
        .dispatch(submit()),
      250,
    );
    const s = slice(storeState as Store);
    expect(s.numbers.status === 'ready' && s.numbers.data.map((n) => n.msisdn)).toEqual(['18687012714']);
    expect(s.draft.held).toBeUndefined();
  });

  it('a prepay opens the result page and the payment of the order', async () => {
    await runToEnd(
      run(filled(), [
        [matchers.call.fn(idempotencyKeyFor), 'key-1'],
        [matchers.call.fn(handlebusi.wxOrderSubmit), { orderNo: 'O1', payFen: 5000, payBy: 'x' }],
      ])
        .put(replace('/orderPage/success?orderNo=O1&pay=1&msisdn=18687012713'))
        .put(
          payment.actions.pay({ orderId: 'O1', returnPath: '/orderPage/success?orderNo=O1&pay=1&msisdn=18687012713' }),
        )
        .dispatch(submit()),
      250,
    );
  });

  it('an open order of this card (a new tab after a lost answer) is offered back to pay, never ordered twice', async () => {
    const open = new RequestError('business', '您有一笔待支付的号卡订单，请先完成支付', {
      code: 'E_CARD_PENDING',
      data: { orderNo: 'O9', payFen: 3000, payBy: 'x', msisdn: '18687012700' },
    });
    const path = '/orderPage/success?orderNo=O9&pay=1&msisdn=18687012700';
    const { storeState } = await runToEnd(
      run(filled(), [
        [matchers.call.fn(idempotencyKeyFor), 'key-1'],
        [matchers.call.fn(handlebusi.wxOrderSubmit), throwError(open)],
      ])
        .put(replace(path))
        .put(payment.actions.pay({ orderId: 'O9', returnPath: path }))
        .dispatch(submit()),
      250,
    );
    expect(slice(storeState as Store).refusal).toBeUndefined();
    expect(openCardOrderOf(new RequestError('business', 'x', { code: 'E_CARD_PENDING' }))).toBeUndefined();
  });

  it('sends nothing while a field is wrong, and says which', async () => {
    const { storeState } = await runToEnd(
      run(filled({ certNo: '530102199003071239' }))
        .not.call.fn(handlebusi.wxOrderSubmit)
        .dispatch(submit()),
      250,
    );
    expect(slice(storeState as Store).errors).toEqual({ certNo: { key: 'ordering.cert.checksum' } });
  });

  it('a hold that ran out on this phone sends nothing, drops the number and the wizard goes back to choose', async () => {
    const draft = filled({ held: { ...filled().held!, until: NOW - 1 } });
    const { storeState } = await runToEnd(
      run(draft).not.call.fn(handlebusi.wxOrderSubmit).put(replace('/orderPage/selectNumber')).dispatch(submit(true)),
      250,
    );
    expect(slice(storeState as Store).draft.held).toBeUndefined();
    expect(slice(storeState as Store).draft.detail).toBe(draft.detail);
  });

  it('the server saying the hold is gone drops the number, keeps the rest, and the wizard goes to selectNumber', async () => {
    const { storeState } = await runToEnd(
      run(filled(), [
        [matchers.call.fn(idempotencyKeyFor), 'key-1'],
        [
          matchers.call.fn(handlebusi.wxOrderSubmit),
          throwError(refused('E_HOLD_EXPIRED', '号码占用已失效，请重新选号')),
        ],
      ])
        .call(releaseIdempotencyKey, INTENT)
        .put(replace('/orderPage/selectNumber'))
        .not.put.actionType('orderingCard/submit/@@error')
        .dispatch(submit(true)),
      250,
    );
    const s = slice(storeState as Store);
    expect(s.draft.held).toBeUndefined();
    expect(s.holdProblem).toEqual({ text: '号码占用已失效，请重新选号' });
    expect(s.draft.name).toBe('李明');
  });

  it.each([
    ['E_REALNAME', '实名制或一证五号校验未通过'],
    ['E_ONE_ID_FIVE', '已购买5个号码，不能再继续购买'],
    ['E_BLACKLIST', '您的证件暂不能在线办理该业务，请到营业厅咨询'],
  ])('%s is shown above the button in the words of the server, the input kept, the key released', async (code, msg) => {
    const { storeState } = await runToEnd(
      run(filled(), [
        [matchers.call.fn(idempotencyKeyFor), 'key-1'],
        [matchers.call.fn(handlebusi.wxOrderSubmit), throwError(refused(code, msg))],
      ])
        .call(releaseIdempotencyKey, INTENT)
        .not.put.actionType('orderingCard/submit/@@error')
        .dispatch(submit()),
      250,
    );
    const s = slice(storeState as Store);
    expect(s.refusal).toEqual({ text: msg });
    expect(s.draft).toEqual(filled());
  });

  it('a wrong code shows at the code (a definite answer: the corrected retry is a new submission)', async () => {
    let calls = 0;
    const { storeState } = await run(filled(), {
      call(effect, next) {
        if (effect.fn === handlebusi.wxOrderSubmit) {
          calls += 1;
          if (calls === 1) throw refused('E_SMS_WRONG', '验证码错误');
          return { orderNo: 'O2', payFen: 0 };
        }
        return next();
      },
    })
      .dispatch(submit())
      .put(orderingCard.actions.setErrors({ smsCode: { text: '验证码错误' } }))
      .call(releaseIdempotencyKey, INTENT)
      .dispatch(submit())
      .silentRun();
    expect(calls).toBe(2);
    expect(slice(storeState as Store).errors).toEqual({});
  });

  it('the customer closing the SMS or captcha gate: nothing said, nothing released', async () => {
    const { storeState } = await runToEnd(
      run(filled(), [
        [matchers.call.fn(idempotencyKeyFor), 'key-1'],
        [matchers.call.fn(handlebusi.wxOrderSubmit), throwError(new RequestError('cancelled', '请完成验证'))],
      ])
        .not.call.fn(releaseIdempotencyKey)
        .not.put.actionType('orderingCard/submit/@@error')
        .not.put.actionType('@@router/CALL_HISTORY_METHOD')
        .dispatch(submit()),
      250,
    );
    expect(slice(storeState as Store)).toMatchObject({ refusal: undefined, errors: {}, draft: filled() });
  });

  it('a lost answer reaches onError (never at the form), keeps the key, and the retry sends the same key', async () => {
    window.localStorage.clear();
    const keys: string[] = [];
    let calls = 0;
    const { storeState } = await run(
      filled(),
      {
        call(effect, next) {
          if (effect.fn === handlebusi.wxOrderSubmit) {
            keys.push((effect.args[1] as { idempotencyKey: string }).idempotencyKey);
            calls += 1;
            if (calls === 1) throw new RequestError('timeout', '请求超时，请稍后重试');
            return { orderNo: 'O4', payFen: 0 };
          }
          return next();
        },
      },
      inTurn(orderingCard, submit(), submit()),
    )
      .put.actionType('orderingCard/submit/@@error')
      .put(push('/orderPage/success?orderNo=O4&msisdn=18687012713'))
      .silentRun(3000);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    expect(slice(storeState as Store).refusal).toBeUndefined();
  });

  it('a second tap while the first is under way orders once', async () => {
    let calls = 0;
    await run(filled(), {
      call(effect, next) {
        if (effect.fn === handlebusi.wxOrderSubmit) {
          calls += 1;
          return new Promise((resolve) => setTimeout(() => resolve({ orderNo: 'O3', payFen: 0 }), 20));
        }
        return next();
      },
    })
      .dispatch(submit())
      .dispatch(submit())
      .silentRun(100);
    expect(calls).toBe(1);
  });
});

describe('orderingCard.open after a reload', () => {
  const opened = (saved: CardDraft | undefined) =>
    expectSaga(orderingCard.saga)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(readDraft), saved],
        [matchers.call.fn(handlebusi.selectNum), []],
        // The catalogue and the address lists: not what these tests are about, and no request leaves the test.
        [matchers.call.fn(configApi.getProductList), []],
        [matchers.call.fn(configApi.custAreaDictList), []],
        {
          call: (effect, next) => ((effect.fn as { name?: string }).name === 'readHomeArea' ? undefined : next()),
        },
      ])
      .dispatch(orderingCard.actions.open({ productCode: 'CARD30' }))
      .silentRun(30);

  it('says the ID number and a contact phone not kept on the phone are asked again', async () => {
    // What storage gives back after a reload: no ID number, the contact phone (not the customer's own) emptied.
    const { storeState } = await opened(filled({ certNo: '', contactPhone: '' }));
    expect(slice(storeState).retype).toEqual(['certNo', 'contactPhone']);
  });

  it('says nothing for a draft that had nothing typed, or that came back whole', async () => {
    expect(slice((await opened(undefined)).storeState).retype).toBeUndefined();
    expect(slice((await opened(filled())).storeState).retype).toBeUndefined();
  });
});

describe('the open order of this card, said before any gate', () => {
  const LI = '15508750002';
  /** The store of a customer whose bound number is `phone` (none: a WeChat user without one). */
  const withSession = (phone?: string) =>
    combineReducers({
      orderingCard: orderingCard.reducer,
      session: (
        s: unknown = { status: 'identified', user: phone ? { openid: 'o1', userPhone: phone } : { openid: 'o1' } },
      ) => s,
    });
  const record = (over: Partial<UserProductRecord> = {}): UserProductRecord => ({
    recordId: 'rec_1',
    orderNo: 'O9',
    productCode: 'CARD30',
    name: '30元卡',
    source: 'order',
    status: 'pending',
    stateCode: 1,
    feeFen: 5000,
    createdAt: '2026-11-23T09:50:00+08:00',
    cancellable: true,
    payBy: '2026-11-23T10:20:00+08:00',
    ...over,
  });
  const records = (list: UserProductRecord[]): UserProductPage => ({
    list,
    total: list.length,
    page: 1,
    pageSize: 20,
    serverTime: '2026-11-23T10:00:00+08:00',
  });
  /** sendSms from a filled draft of CARD30, the records answering `answer` (or failing with it). */
  const sendSms = (answer: UserProductPage | Error, phone: string | null = LI) => {
    const reduce = withSession(phone ?? undefined);
    return expectSaga(orderingCard.saga)
      .withReducer(reduce, reduce(undefined, orderingCard.actions.setDraft(filled())))
      .provide([
        [matchers.call.fn(Date.now), NOW],
        [matchers.call.fn(handlebusi.queryUserProductInfo), answer instanceof Error ? throwError(answer) : answer],
        [matchers.call.fn(handlebusi.messageSend), { resendAfter: 60 }],
      ])
      .dispatch(orderingCard.actions.sendSms());
  };

  it('an order of this card still to pay: said at the code, offered back to pay, no captcha and no code', async () => {
    const { storeState } = await sendSms(records([record({ productCode: 'CARD20', orderNo: 'O1' }), record()]))
      .call.fn(handlebusi.queryUserProductInfo)
      .not.call.fn(handlebusi.messageSend)
      .silentRun(250);
    const s = orderingCard.select(storeState as { orderingCard: CardState });
    expect(s.open).toEqual({ orderNo: 'O9', payFen: 5000, msisdn: '' });
    expect(s.errors.smsCode).toEqual({ key: 'ordering.card.openToPay' });
    expect(s.sms).toEqual({ sending: false, sentAt: null });
  });

  it('one just placed with nothing to pay (within 30 minutes, by the server clock) is said too, to view', async () => {
    const placed = record({ status: 'active', stateCode: 6, feeFen: 0, payBy: undefined, cancellable: false });
    const { storeState } = await sendSms(records([placed]))
      .not.call.fn(handlebusi.messageSend)
      .silentRun(250);
    const s = orderingCard.select(storeState as { orderingCard: CardState });
    expect(s.open).toEqual({ orderNo: 'O9', payFen: 0, msisdn: '' });
    expect(s.errors.smsCode).toEqual({ key: 'ordering.card.openPlaced' });
  });

  it('nothing open (paid long ago, its window over by the server clock, cancelled, another card): the code goes', async () => {
    const list = [
      record({ status: 'active', stateCode: 6, createdAt: '2026-11-23T09:20:00+08:00', payBy: undefined }),
      record({ orderNo: 'O2', payBy: '2026-11-23T09:59:00+08:00' }),
      record({ orderNo: 'O3', status: 'cancelled', stateCode: 18 }),
      record({ orderNo: 'O4', productCode: 'CARD40' }),
    ];
    const { storeState } = await sendSms(records(list)).call(handlebusi.messageSend, { phone: LI }).silentRun(250);
    const s = orderingCard.select(storeState as { orderingCard: CardState });
    expect(s.open).toBeUndefined();
    expect(s.errors.smsCode).toBeUndefined();
  });

  it('once the order is no longer open (paid, expired), its word at the code goes and the code goes', async () => {
    const reduce = withSession(LI);
    let start = reduce(undefined, orderingCard.actions.setDraft(filled()));
    start = reduce(start, orderingCard.actions.setOpen({ orderNo: 'O9', payFen: 5000, msisdn: '' }));
    start = reduce(
      start,
      orderingCard.actions.setErrors({
        name: { key: 'ordering.field.name' },
        smsCode: { key: 'ordering.card.openToPay' },
      }),
    );
    const { storeState } = await expectSaga(orderingCard.saga)
      .withReducer(reduce, start)
      .provide([
        [matchers.call.fn(Date.now), NOW],
        [
          matchers.call.fn(handlebusi.queryUserProductInfo),
          records([record({ status: 'active', stateCode: 6, createdAt: '2026-11-23T09:00:00+08:00' })]),
        ],
        [matchers.call.fn(handlebusi.messageSend), { resendAfter: 60 }],
      ])
      .dispatch(orderingCard.actions.sendSms())
      .call(handlebusi.messageSend, { phone: LI })
      .silentRun(250);
    const s = orderingCard.select(storeState as { orderingCard: CardState });
    expect(s.open).toBeUndefined();
    expect(s.errors).toEqual({ name: { key: 'ordering.field.name' } });
  });

  it('a failure to read does not block the order: the code goes (the refusal at submit still catches it)', async () => {
    await sendSms(new RequestError('network', '网络异常')).call(handlebusi.messageSend, { phone: LI }).silentRun(250);
  });

  it('a customer without a bound number has nothing to read: no read, the code goes as before', async () => {
    await sendSms(records([record()]), null)
      .not.call.fn(handlebusi.queryUserProductInfo)
      .call(handlebusi.messageSend, { phone: LI })
      .silentRun(250);
  });

  it('openCardOrder reads the records of orders of the number', async () => {
    await expectSaga(openCardOrder, 'CARD30')
      .withState({ session: { status: 'identified', user: { openid: 'o1', userPhone: LI } } })
      .provide([
        [matchers.call.fn(Date.now), NOW],
        [matchers.call.fn(handlebusi.queryUserProductInfo), records([record()])],
      ])
      .call(handlebusi.queryUserProductInfo, { source: 'order', pageSize: 20 })
      .returns({ orderNo: 'O9', payFen: 5000, msisdn: '' })
      .run();
  });
});
