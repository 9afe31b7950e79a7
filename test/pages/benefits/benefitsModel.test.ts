// The benefits model: claims (success, sold out, quota used, not in the window, ineligible, a re-login that keeps
// the draft, a double tap that claims once, the same idempotency key across retries), the points exchange refused
// for too few points, the draw (no chances, consolation), the prize's address checked at the fields, the pair
// invite's answer (accept, decline, expired), and the state of a benefit on each boundary.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type EffectProviders } from 'redux-saga-test-plan/providers';
import { submitPorts } from '../../../src/core';
import { addMessages } from '../../../src/locales';
import global from '../../../src/models/global';
import ui from '../../../src/models/ui';
import * as activityApi from '../../../src/services/api/activity';
import * as configApi from '../../../src/services/api/config';
import { locationHref } from '../../../src/utils/browser';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import * as omowebApi from '../../../src/services/api/omoweb';
import * as userApi from '../../../src/services/api/user';
import type { BenefitItem, PreCheckInfo, RewardRecord, ScoreInfo, SigninPage } from '../../../src/services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError, requestDigest } from '../../../src/services/request';
import { clearDraft, readDraft, saveDraft } from '../../../src/pages/shared/draft';
import { messages } from '../../../src/pages/benefits/messages';
import { inviteDeadline } from '../../../src/pages/benefits/rules';
import benefits, {
  addressProblems,
  benefitState,
  claimKey,
  CLAIM_DRAFT,
  PAIR_DRAFT,
  initialState,
  pageState,
  type BenefitsState,
  type Standing,
} from '../../../src/pages/benefits/benefitsModel';
import { precheckOf } from '../../support/precheck';

addMessages(messages);

const reducer = combineReducers({ benefits: benefits.reducer });
const run = (state: Partial<BenefitsState> = {}) =>
  expectSaga(benefits.saga)
    .withReducer(reducer)
    .withState({ benefits: { ...initialState, actId: 'friday', ...state } });
const slice = (s: ReturnType<typeof reducer>) => benefits.select(s);

const NOW = Date.parse('2026-11-27T12:00:00+08:00'); // a Friday
const item = (over: Partial<BenefitItem> = {}): BenefitItem => ({
  id: 'fr_2g',
  name: '2GB通用流量日包',
  type: 'pack',
  left: 3260,
  stock: 5000,
  quota: 'week',
  claimed: false,
  ...over,
});
const page = (over: Partial<SigninPage> = {}): SigninPage => ({
  status: 'active',
  serverTime: '2026-11-27T12:00:00+08:00',
  dailyQuota: 4,
  usedToday: 0,
  streak: 1,
  options: [],
  votedToday: [],
  startAt: '2026-11-27T10:00:00+08:00',
  endAt: '2026-11-28T00:00:00+08:00',
  eligible: true,
  reasons: [],
  benefits: [item()],
  ...over,
});
const standing = (over: Partial<SigninPage> = {}): Standing => ({ ...page(over), offsetMs: 0 });
const record = (over: Partial<RewardRecord> = {}): RewardRecord => ({
  recordId: 'rw_1',
  actId: 'friday',
  benefitId: 'fr_2g',
  name: '2GB通用流量日包',
  type: 'pack',
  status: 'issued',
  claimedAt: '2026-11-27T12:00:01+08:00',
  ...over,
});
const score = (points: number): ScoreInfo => ({
  phone: '15508750002',
  points,
  star: '2',
  multiplier: 1,
  expiringPoints: 0,
  expiresOn: '',
  records: [],
});

/** The reads after a claim answer as the simulator would. */
const reads: EffectProviders = {
  call: (effect, next) => {
    if (effect.fn === activityApi.newSigninPageInit) return page();
    if (effect.fn === omowebApi.queryRecord) return [];
    if (effect.fn === userApi.qryScoreInfo) return score(860);
    if (effect.fn === activityApi.checkPairPartner) return { eligible: true, reasons: [] };
    if (effect.fn === idempotencyKeyFor) return `key-${String(effect.args[0])}`;
    if (effect.fn === locationHref) return 'http://localhost/sms2/friday?foo=1';
    if (effect.fn === configApi.insertOperationLog) return null;
    if (effect.fn === saveDraft || effect.fn === clearDraft || effect.fn === releaseIdempotencyKey) return undefined;
    return next();
  },
};
const refusal = (code: string, msg: string) => new RequestError('business', msg, { code });

describe('benefitState and pageState (the activity machine per benefit)', () => {
  const s = standing();
  it('is active inside the window with stock', () => {
    expect(benefitState(s, item(), NOW)).toBe('active');
  });
  it('is not started before 10:00 and at 10:00 it is active', () => {
    expect(benefitState(s, item(), Date.parse('2026-11-27T09:59:59+08:00'))).toBe('notStarted');
    expect(benefitState(s, item(), Date.parse('2026-11-27T10:00:00+08:00'))).toBe('active');
  });
  it('ends at midnight', () => {
    expect(benefitState(s, item(), Date.parse('2026-11-28T00:00:00+08:00'))).toBe('ended');
  });
  it('is sold out at 0 left, claimed once taken, ineligible with a reason', () => {
    expect(benefitState(s, item({ left: 0 }), NOW)).toBe('soldOut');
    expect(benefitState(s, item({ claimed: true }), NOW)).toBe('joined');
    expect(benefitState(s, item({ reason: '仅限3星及以上客户领取' }), NOW)).toBe('ineligible');
  });
  it('a draw is joined when no chance is left', () => {
    expect(pageState(standing({ dailyQuota: 2, usedToday: 2 }), NOW, 'draw')).toBe('joined');
    expect(pageState(standing({ dailyQuota: 2, usedToday: 1 }), NOW, 'draw')).toBe('active');
  });
  it('an ineligible activity (gcy) is ineligible as a whole', () => {
    expect(pageState(standing({ eligible: false, reasons: ['套餐59元及以上'] }), NOW, 'claim')).toBe('ineligible');
  });
});

describe('benefits.claim', () => {
  it('claims with a key for the benefit, frees it, clears the draft and shows the prize', async () => {
    const won = record();
    const { storeState } = await run({ standing: { status: 'ready', data: standing() } })
      .provide([[matchers.call.fn(omowebApi.dealReward), won], reads])
      .dispatch(benefits.actions.claim({ actId: 'friday', benefitId: 'fr_2g', mode: 'claim' }))
      .call(submitPorts().saveDraft, CLAIM_DRAFT, { actId: 'friday', benefitId: 'fr_2g', mode: 'claim' })
      .call(idempotencyKeyFor, claimKey('friday', 'fr_2g'), requestDigest({ actId: 'friday', benefitId: 'fr_2g' }))
      .call.like({ fn: omowebApi.dealReward, args: [{ actId: 'friday', benefitId: 'fr_2g' }] } as never)
      .call(releaseIdempotencyKey, claimKey('friday', 'fr_2g'))
      .call(clearDraft, CLAIM_DRAFT)
      .call.fn(omowebApi.queryRecord)
      .silentRun(30);
    expect(slice(storeState).won).toEqual(won);
    expect(slice(storeState).claimError).toBeUndefined();
  });

  it('a success that says nothing of what it gave (no record) is a success: the prize the records tell', async () => {
    const told = record({ recordId: 'rw_9', claimedAt: '2026-11-27T12:00:02+08:00' });
    const empty = record({ recordId: '', actId: '', benefitId: '', name: '', claimedAt: '' });
    const { storeState } = await run({ standing: { status: 'ready', data: standing() } })
      .provide([
        [matchers.call.fn(omowebApi.dealReward), empty],
        [matchers.call.fn(omowebApi.queryRecord), [told, record({ recordId: 'rw_0', benefitId: 'fr_other' })]],
        reads,
      ])
      .dispatch(benefits.actions.claim({ actId: 'friday', benefitId: 'fr_2g', mode: 'claim' }))
      .call(releaseIdempotencyKey, claimKey('friday', 'fr_2g'))
      .not.put.actionType('benefits/claim/@@error')
      .silentRun(30);
    expect(slice(storeState).won).toEqual(told);
    expect(slice(storeState).claimError).toBeUndefined();
  });

  it('a success with no record that the prizes do not show yet: the benefit as the page lists it', async () => {
    const empty = record({ recordId: '', actId: '', benefitId: '', name: '', claimedAt: '' });
    const { storeState } = await run({ standing: { status: 'ready', data: standing() } })
      .provide([[matchers.call.fn(omowebApi.dealReward), empty], reads])
      .dispatch(benefits.actions.claim({ actId: 'friday', benefitId: 'fr_2g', mode: 'claim' }))
      .silentRun(30);
    expect(slice(storeState).won).toMatchObject({ actId: 'friday', benefitId: 'fr_2g', name: '2GB通用流量日包' });
  });

  it('logs the submit as an activity action (4) with the page address without its query', async () => {
    await run()
      .provide([[matchers.call.fn(omowebApi.dealReward), record()], reads])
      .dispatch(benefits.actions.claim({ actId: 'friday', benefitId: 'fr_2g', mode: 'claim' }))
      .call.like({
        fn: configApi.insertOperationLog,
        args: [{ operationId: 4, actId: 'friday', target: 'fr_2g', accessUrl: 'http://localhost/sms2/friday' }],
      } as never)
      .silentRun(30);
  });

  it.each([
    ['sold out', 'E_SOLD_OUT', '已抢光，下次早点来'],
    ['quota used', 'E_QUOTA', '本周已领取，下周再来'],
    ['not in the window', 'E_INELIGIBLE', '会员日每周五10点开启，下周五再来'],
    ['ineligible', 'E_INELIGIBLE', '仅限3星及以上客户领取'],
  ])(
    '%s: the server’s words on the benefit (no failure), the key released, the draft kept, the standing read again',
    async (_n, code, msg) => {
      const { storeState } = await run()
        .provide([[matchers.call.fn(omowebApi.dealReward), throwError(refusal(code, msg))], reads])
        .dispatch(benefits.actions.claim({ actId: 'friday', benefitId: 'fr_2g', mode: 'claim' }))
        .call.fn(activityApi.newSigninPageInit)
        .call(releaseIdempotencyKey, claimKey('friday', 'fr_2g'))
        .not.put.actionType('benefits/claim/@@error')
        .not.call(clearDraft, CLAIM_DRAFT)
        .silentRun(30);
      expect(code).toBeTruthy();
      expect(slice(storeState).claimError).toEqual({ id: 'fr_2g', message: msg });
      expect(slice(storeState).won).toBeUndefined();
    },
  );

  it('a retry after a failure sends the same idempotency key', async () => {
    const keys: string[] = [];
    let calls = 0;
    await run()
      .provide({
        call: (effect, next) => {
          if (effect.fn === omowebApi.dealReward) {
            keys.push((effect.args[1] as { idempotencyKey: string }).idempotencyKey);
            calls += 1;
            if (calls === 1) throw new RequestError('timeout', '网络超时');
            return record();
          }
          return reads.call ? reads.call(effect, next) : next();
        },
      })
      .dispatch(benefits.actions.claim({ actId: 'friday', benefitId: 'fr_2g', mode: 'claim' }))
      .dispatch(benefits.actions.claim({ actId: 'friday', benefitId: 'fr_2g', mode: 'claim' }))
      .silentRun(50);
    expect(calls).toBe(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('a double tap claims once (takeLeading)', async () => {
    let calls = 0;
    await run()
      .provide({
        call: (effect, next) => {
          if (effect.fn === omowebApi.dealReward) {
            calls += 1;
            return new Promise((resolve) => setTimeout(() => resolve(record()), 10));
          }
          return reads.call ? reads.call(effect, next) : next();
        },
      })
      .dispatch(benefits.actions.claim({ actId: 'friday', benefitId: 'fr_2g', mode: 'claim' }))
      .dispatch(benefits.actions.claim({ actId: 'friday', benefitId: 'fr_2g', mode: 'claim' }))
      .silentRun(50);
    expect(calls).toBe(1);
  });

  it('logged out (401): no error on the page, the draft stays for the re-login', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(omowebApi.dealReward), throwError(new RequestError('http', '请先登录', { status: 401 }))],
        reads,
      ])
      .dispatch(benefits.actions.claim({ actId: 'friday', benefitId: 'fr_2g', mode: 'claim' }))
      .call(submitPorts().saveDraft, CLAIM_DRAFT, { actId: 'friday', benefitId: 'fr_2g', mode: 'claim' })
      .not.call(clearDraft, CLAIM_DRAFT)
      .not.call.fn(releaseIdempotencyKey)
      .silentRun(30);
    expect(slice(storeState).claimError).toBeUndefined();
  });

  it('the draft of an interrupted claim is offered again after the re-login', async () => {
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(activityApi.newSigninPageInit), page()],
        [matchers.call.fn(omowebApi.queryRecord), []],
        [
          matchers.call.fn(readDraft),
          dynamic(({ args }) => (args[0] === CLAIM_DRAFT ? { actId: 'friday', benefitId: 'fr_2g' } : undefined)),
        ],
      ])
      .dispatch(benefits.actions.load({ actId: 'friday', prizes: true }))
      .silentRun(30);
    expect(slice(storeState).resume).toBe('fr_2g');
  });
});

describe('benefits.claim in points mode', () => {
  it('refuses an exchange the balance does not cover, without asking the server', async () => {
    const s = standing({ benefits: [item({ id: 'jf_credit10', type: 'pointsItem', points: 1000, quota: 'month' })] });
    const { storeState } = await run({
      actId: 'jf',
      standing: { status: 'ready', data: s },
      score: { status: 'ready', data: score(860) },
    })
      .provide([reads])
      .dispatch(benefits.actions.claim({ actId: 'jf', benefitId: 'jf_credit10', mode: 'points' }))
      .not.call.fn(omowebApi.dealReward)
      .silentRun(30);
    expect(slice(storeState).claimError).toEqual({
      id: 'jf_credit10',
      message: '积分不足：需要1000积分，当前860积分',
    });
  });

  it('the server refuses too (another device spent the points): its words', async () => {
    const s = standing({ benefits: [item({ id: 'jf_1g', type: 'pointsItem', points: 500, quota: 'day' })] });
    const { storeState } = await run({
      actId: 'jf',
      standing: { status: 'ready', data: s },
      score: { status: 'ready', data: score(860) },
    })
      .provide([
        [matchers.call.fn(omowebApi.dealReward), throwError(refusal('E_INELIGIBLE', '积分不足，需要500积分'))],
        reads,
      ])
      .dispatch(benefits.actions.claim({ actId: 'jf', benefitId: 'jf_1g', mode: 'points' }))
      .silentRun(30);
    expect(slice(storeState).claimError?.message).toBe('积分不足，需要500积分');
  });
});

describe('benefits.claim in draw mode', () => {
  it('no chances left: the server’s words', async () => {
    const msg = '今日抽奖机会已用完，充值、订购流量包或分享可获得更多机会';
    const { storeState } = await run({ actId: 'bingdundun' })
      .provide([[matchers.call.fn(omowebApi.dealReward), throwError(refusal('E_NO_CHANCE', msg))], reads])
      .dispatch(benefits.actions.claim({ actId: 'bingdundun', benefitId: 'draw', mode: 'draw' }))
      .call.like({ fn: omowebApi.dealReward, args: [{ actId: 'bingdundun', benefitId: 'draw' }] } as never)
      .silentRun(30);
    expect(slice(storeState).claimError).toEqual({ id: 'draw', message: msg });
  });

  it('a consolation prize when the prizes ran out; a physical prize opens the address form', async () => {
    const consolation = record({ actId: 'bingdundun', benefitId: 'bdd_thanks', name: '100MB安慰流量' });
    const first = await run({ actId: 'bingdundun' })
      .provide([[matchers.call.fn(omowebApi.dealReward), consolation], reads])
      .dispatch(benefits.actions.claim({ actId: 'bingdundun', benefitId: 'draw', mode: 'draw' }))
      .silentRun(30);
    expect(slice(first.storeState).won?.benefitId).toBe('bdd_thanks');
    const keychain = record({ benefitId: 'bdd_keychain', type: 'physical', status: 'claimed', recordId: 'rw_9' });
    const second = await run({ actId: 'bingdundun' })
      .provide([[matchers.call.fn(omowebApi.dealReward), keychain], reads])
      .dispatch(benefits.actions.claim({ actId: 'bingdundun', benefitId: 'draw', mode: 'draw' }))
      .silentRun(30);
    expect(slice(second.storeState).address?.recordId).toBe('rw_9');
  });
});

describe('the prize address', () => {
  it('checks each field: district, detail over 5 characters and not only digits', () => {
    expect(
      addressProblems({ name: '王强', phone: '18687120001', areaCode: '530111', detail: '世纪城1栋2单元502' }),
    ).toEqual({});
    const bad = addressProblems({ name: '', phone: '1868712', areaCode: '', detail: '123456789' });
    expect(Object.keys(bad).sort()).toEqual(['areaCode', 'detail', 'name', 'phone']);
    expect(addressProblems({ name: 'a', phone: '18687120001', areaCode: '530111', detail: '五个字而已' }).detail).toBe(
      '详细地址需多于5个字，且不能只有数字',
    );
  });

  it('a retry after a lost answer sends the same key; the address edited sends another (never one key, two addresses)', async () => {
    const keys: string[] = [];
    const address = (detail: string) => ({
      recordId: 'rw_9',
      name: '王强',
      phone: '18687120001',
      areaCode: '530111',
      detail,
      errors: {},
    });
    const save = (detail: string) =>
      run({ address: address(detail) })
        .provide([
          {
            call(effect, next) {
              if (effect.fn !== omowebApi.bindInfo) return next();
              keys.push((effect.args[1] as { idempotencyKey: string }).idempotencyKey);
              throw new RequestError('timeout', '请求超时，请稍后重试');
            },
          },
        ])
        .dispatch(benefits.actions.saveAddress({ recordId: 'rw_9' }))
        .silentRun(30);
    await save('世纪城1栋2单元502');
    await save('世纪城1栋2单元502 '); // typed again the same (trimmed): the same request
    expect(keys[1]).toBe(keys[0]);
    await save('世纪城3栋1单元101');
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('nothing unchecked reaches the server', async () => {
    const { storeState } = await run({
      address: {
        recordId: 'rw_9',
        name: '王强',
        phone: '18687120001',
        areaCode: '530111',
        detail: '12345678',
        errors: {},
      },
    })
      .provide([reads])
      .dispatch(benefits.actions.saveAddress({ recordId: 'rw_9' }))
      .not.call.fn(omowebApi.bindInfo)
      .silentRun(30);
    expect(slice(storeState).address?.errors.detail).toBeTruthy();
  });
});

describe('benefits.answer (the pair invite)', () => {
  const invite = { inviteId: 'inv_1', accept: true };
  it.each([true, false])('accept=%s: bindInfo with the invite, then the invite read again', async (accept) => {
    await run({ actId: 'yjq' })
      .provide([[matchers.call.fn(omowebApi.bindInfo), record({ actId: 'yjq' })], reads])
      .dispatch(benefits.actions.answer({ ...invite, accept }))
      .call.like({ fn: omowebApi.bindInfo, args: [{ actId: 'yjq', inviteId: 'inv_1', accept }] } as never)
      .call.like({ fn: activityApi.newSigninPageInit, args: [{ actId: 'yjq', inviteId: 'inv_1' }] } as never)
      .silentRun(30);
  });

  it('expired: the server’s words, the invite read again', async () => {
    const { storeState } = await run({ actId: 'yjq' })
      .provide([
        [matchers.call.fn(omowebApi.bindInfo), throwError(refusal('E_INVITE_INVALID', '邀请已失效或已处理'))],
        reads,
      ])
      .dispatch(benefits.actions.answer(invite))
      .silentRun(30);
    expect(slice(storeState).answerError).toBe('邀请已失效或已处理');
  });
});

describe('inviteDeadline', () => {
  it('an active pair (情侣包已生效) shows no invite deadline; an awaiting invite does', () => {
    const at = '2026-11-27T10:00:00+08:00';
    expect(inviteDeadline({ status: 'accepted', expiresAt: at })).toBeUndefined();
    expect(inviteDeadline({ status: 'pending', expiresAt: at })).toBe(at);
  });
});

describe('benefits.invite (the pair pack)', () => {
  const pre = (over: Partial<PreCheckInfo>): PreCheckInfo =>
    precheckOf('15508750002', { cityName: '保山市', cityCode: '530500', ...over });
  const withPartner = (phone: string) => ({ actId: 'yjq', partner: { phone } });
  /** The pre-check goes through the global model, which keeps it as preCheckInfo (spec §3). */
  const precheck = matchers.putResolve.actionType(global.actions.preCheckToPhone.type);

  it('a number that is not a mobile number, or one’s own, is refused at the field with no call', async () => {
    for (const [phone, text] of [
      ['1550875', '请输入正确的11位手机号码'],
      ['18687120001', '不能邀请自己'],
    ]) {
      const { storeState } = await run(withPartner(phone))
        .provide([reads])
        .dispatch(benefits.actions.invite({ phone: phone, own: '18687120001' }))
        .not.call.fn(handlebusiApi.preCheckToPhone)
        .silentRun(30);
      expect(slice(storeState).partner.error).toBe(text);
    }
  });

  it('another operator’s number is refused after the pre-check, nothing is ordered', async () => {
    const { storeState } = await run(withPartner('13800138000'))
      .provide([[precheck, pre({ operator: 'mobile', isLocal: false })], reads])
      .dispatch(benefits.actions.invite({ phone: '13800138000', own: '18687120001' }))
      .not.call.fn(handlebusiApi.handle)
      .silentRun(30);
    expect(slice(storeState).partner).toMatchObject({ error: '对方须为云南联通号码' });
  });

  it('a pre-check that fails reaches onError (not the field), nothing is ordered', async () => {
    const { storeState } = await run(withPartner('15508750002'))
      .provide([[precheck, throwError(new RequestError('network', '网络异常，请检查网络后重试'))], reads])
      .dispatch(benefits.actions.invite({ phone: '15508750002', own: '18687120001' }))
      .not.call.fn(handlebusiApi.handle)
      .put.actionType('benefits/invite/@@error')
      .silentRun(30);
    expect(slice(storeState).partner.error).toBeUndefined();
  });

  it('a pair that can be ordered opens the confirmation that names the fee: nothing is ordered before its confirm', async () => {
    const { storeState } = await run(withPartner('15508750002'))
      .provide([
        [precheck, pre({})],
        [matchers.call.fn(activityApi.checkPairPartner), { eligible: true, reasons: [] }],
        reads,
      ])
      .dispatch(benefits.actions.invite({ phone: '15508750002', own: '18687120001' }))
      .call(saveDraft, PAIR_DRAFT, { phone: '15508750002' })
      .putResolve(global.actions.preCheckToPhone({ phone: '15508750002' }))
      .not.call.fn(handlebusiApi.handle)
      .silentRun(30);
    expect(slice(storeState).partner).toMatchObject({ phone: '15508750002', confirming: true });
  });

  it('confirmed: orders with the partner and a key, clears the draft when done, then reads the invite', async () => {
    const { storeState } = await run({ actId: 'yjq', partner: { phone: '15508750002', confirming: true } })
      .provide([[matchers.call.fn(handlebusiApi.handle), { orderNo: 'inv_1', status: 'accepted' }], reads])
      .dispatch(benefits.actions.invite({ phone: '15508750002', own: '18687120001', confirmed: true }))
      .call.like({
        fn: handlebusiApi.handle,
        args: [{ productCode: 'YJQ_PAIR', actId: 'yjq', partnerPhone: '15508750002' }],
      } as never)
      .call(clearDraft, PAIR_DRAFT)
      .call.fn(activityApi.newSigninPageInit)
      .silentRun(30);
    expect(slice(storeState).partner).toMatchObject({ phone: '' });
  });

  it('a same-city partner is told so at the field before any gate: the order (and its SMS gate) is never sent', async () => {
    const { storeState } = await run(withPartner('18687120088'))
      .provide([
        [precheck, pre({ cityCode: '530100' })],
        [
          matchers.call.fn(activityApi.checkPairPartner),
          { eligible: false, reasons: ['异地恋情侣包仅限不同城市的号码办理'] },
        ],
        reads,
      ])
      .dispatch(benefits.actions.invite({ phone: '18687120088', own: '18687120001' }))
      .call(activityApi.checkPairPartner, { partnerPhone: '18687120088' })
      .not.call.fn(handlebusiApi.handle)
      .not.put.actionType('benefits/invite/@@error')
      .silentRun(30);
    expect(slice(storeState).partner).toMatchObject({
      phone: '18687120088',
      error: '异地恋情侣包仅限不同城市的号码办理',
    });
  });

  it('an ineligible pair without a reason is said in the page’s words; a check that fails reaches onError', async () => {
    const { storeState } = await run(withPartner('15508750002'))
      .provide([
        [precheck, pre({})],
        [matchers.call.fn(activityApi.checkPairPartner), { eligible: false, reasons: [] }],
        reads,
      ])
      .dispatch(benefits.actions.invite({ phone: '15508750002', own: '18687120001' }))
      .not.call.fn(handlebusiApi.handle)
      .silentRun(30);
    expect(slice(storeState).partner.error).toBe('暂不符合情侣包的办理条件');
    await run(withPartner('15508750002'))
      .provide([
        [precheck, pre({})],
        [matchers.call.fn(activityApi.checkPairPartner), throwError(new RequestError('network', '网络异常'))],
        reads,
      ])
      .dispatch(benefits.actions.invite({ phone: '15508750002', own: '18687120001' }))
      .not.call.fn(handlebusiApi.handle)
      .put.actionType('benefits/invite/@@error')
      .silentRun(30);
  });

  it('the server refuses (same city): its words at the field, the number kept', async () => {
    const { storeState } = await run(withPartner('18687120088'))
      .provide([
        [
          matchers.call.fn(handlebusiApi.handle),
          throwError(refusal('E_PARTNER', '异地恋情侣包仅限不同城市的号码办理')),
        ],
        reads,
      ])
      .dispatch(benefits.actions.invite({ phone: '18687120088', own: '18687120001', confirmed: true }))
      .not.call(clearDraft, PAIR_DRAFT)
      .silentRun(30);
    expect(slice(storeState).partner).toMatchObject({
      phone: '18687120088',
      error: '异地恋情侣包仅限不同城市的号码办理',
    });
  });
});

describe('benefits.openMall and openPartner (a signed address, followed after its check)', () => {
  const down = () => new RequestError('http', '服务器内部错误', { status: 500 });

  it('the mall that cannot be signed: the failure as a toast, its button busy meanwhile and then no longer', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(userApi.getJfSign), throwError(down())]])
      .dispatch(benefits.actions.openMall())
      .put(benefits.actions.setOpening('mall'))
      .put(ui.actions.toast({ text: '服务器内部错误', kind: 'fail' }))
      .put(benefits.actions.setOpening(undefined))
      .silentRun(30);
    expect(slice(storeState).opening).toBeUndefined();
  });

  it('a partner that cannot be signed: the same, the click logged', async () => {
    await run()
      .provide([[matchers.call.fn(activityApi.readGetUrl), throwError(down())], reads])
      .dispatch(benefits.actions.openPartner({ partnerId: 'reading' }))
      .put(benefits.actions.setOpening('reading'))
      .call.like({ fn: configApi.insertOperationLog, args: [{ operationId: 2, target: 'reading' }] } as never)
      .put(ui.actions.toast({ text: '服务器内部错误', kind: 'fail' }))
      .put(benefits.actions.setOpening(undefined))
      .silentRun(30);
  });

  it("a session that ended is the login's to say: no toast", async () => {
    await run()
      .provide([[matchers.call.fn(userApi.getJfSign), throwError(new RequestError('http', '未登录', { status: 401 }))]])
      .dispatch(benefits.actions.openMall())
      .not.put.actionType(ui.actions.toast.type)
      .put(benefits.actions.setOpening(undefined))
      .silentRun(30);
  });
});
