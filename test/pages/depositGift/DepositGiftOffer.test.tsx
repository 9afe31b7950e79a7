// The deposit-gift pages on a real store (ui, session and the chunk's models) with the API stubbed: the offer in
// each state, the agreement that must be ticked, the cfsf steps, a friend's link, the results, both languages.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { addMessages, loadTitles } from '../../../src/locales';
import session from '../../../src/models/session';
import * as activityApi from '../../../src/services/api/activity';
import * as billApi from '../../../src/services/api/bill';
import * as configApi from '../../../src/services/api/config';
import * as shellApi from '../../../src/services/api/shell';
import * as wechat from '../../../src/services/wechat';
import type { AgreementInfo, GiftTier, PayOrder, ReceptionResult, UserInfoBtm } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';
import DepositGift, { messages, models } from '../../../src/pages/depositGift/DepositGift';
import { setEn } from '../../components/lang';
import { mountPage, settle } from '../../support/page';

addMessages(messages);

const WANG = '18687120001';
const wang: UserInfoBtm = { openid: 'o_sim_001', userPhone: WANG, subscribe: true };
const CFSF: GiftTier[] = [
  { tier: 1, payFen: 6500, creditFen: 0, giftFen: 10000, months: 10, monthlyFen: 1000 },
  { tier: 2, payFen: 13000, creditFen: 0, giftFen: 20000, months: 10, monthlyFen: 2000 },
];
const ONE: GiftTier[] = [{ tier: 1, payFen: 10000, creditFen: 10000, giftFen: 6000, months: 12, monthlyFen: 500 }];

const reception = (over: Partial<ReceptionResult> = {}): ReceptionResult => ({
  actId: 'cfsf',
  status: 'active',
  joined: false,
  tiers: CFSF,
  eligible: true,
  reasons: [],
  phone: WANG,
  serverTime: '2025-06-15T10:00:00+08:00',
  startAt: '2025-06-01T00:00:00+08:00',
  endAt: '2025-07-01T00:00:00+08:00',
  ...over,
});
const agreement = (over: Partial<AgreementInfo> = {}): AgreementInfo => ({
  actId: 'cfsf',
  title: '存费最低6.5折活动协议',
  text: '《存费最低6.5折活动协议》\n三、预存话费即时到账，不可退订。',
  signed: false,
  schedule: [
    { month: '202507', fen: 1000, status: 'pending' },
    { month: '202508', fen: 1000, status: 'pending' },
  ],
  ...over,
});

async function mount(path: string, user: UserInfoBtm | null = wang) {
  const visited: string[] = [];
  const { app, history } = await mountPage(DepositGift, models, path, {
    before(app, history) {
      app.dispatch(session.actions.saveUser(user ?? undefined));
      history.listen(({ location }) => visited.push(location.pathname));
    },
  });
  return { app, history, visited };
}

const stubReception = (
  r: ReceptionResult,
  fn: 'payGiveFeeReception' | 'payGiveFeeManyReception' | 'payGiveFeeLcReception' = 'payGiveFeeReception',
) => jest.spyOn(activityApi, fn).mockResolvedValue(r);
const button = (name: string | RegExp) => screen.getByRole('button', { name });

// Rendered without the page loader, which brings the route titles: the login headline is one.
beforeAll(() => Promise.all([loadTitles('zh-CN'), loadTitles('en-US')]));

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(activityApi, 'addOsActOperateInfo').mockResolvedValue(null);
  jest.spyOn(activityApi, 'queryhandleProductXy').mockResolvedValue(agreement());
  jest.spyOn(activityApi, 'shareRecordInsert').mockResolvedValue(null);
});

describe('the offer in each state', () => {
  it('active (cfsf): headline, the tiers with their discount, my number, and both ways to pay', async () => {
    const reception1 = stubReception(reception());
    await mount('/cfsf');
    expect(reception1).toHaveBeenCalledWith({ actId: 'cfsf' });
    expect(screen.getByRole('heading', { level: 1, name: '存费最低6.5折' })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: /存¥65\.00/ })).toHaveProperty('checked', true);
    expect(screen.getAllByText('6.5折')).toHaveLength(2);
    expect(screen.getByText('每月1日返还¥10.00，共10个月')).toBeTruthy();
    expect(screen.getByText('参与号码：186****0001')).toBeTruthy();
    expect(screen.getByText('活动时间：2025-06-01 至 2025-06-30')).toBeTruthy();
    expect(button('自己存')).toBeTruthy();
    expect(button('找好友代付')).toBeTruthy();
    expect(screen.getByText(/三、预存话费即时到账/)).toBeTruthy();
  });

  it('ended (lclyh): says so with the last day, and nothing can be paid', async () => {
    const lc = stubReception(
      reception({
        actId: 'lclyh',
        tiers: ONE,
        status: 'ended',
        eligible: false,
        reasons: ['活动已结束'],
        startAt: '2022-01-01T00:00:00+08:00',
        endAt: '2023-01-01T00:00:00+08:00',
      }),
      'payGiveFeeLcReception',
    );
    await mount('/lclyh');
    expect(lc).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: '活动已结束' })).toBeTruthy();
    expect(screen.getByText('本活动已于2022-12-31结束，感谢您的关注')).toBeTruthy();
    expect(button('活动已结束')).toHaveProperty('disabled', true);
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it("sold out (lyh100): today's places are gone", async () => {
    stubReception(
      reception({
        actId: 'lyh100',
        tiers: ONE,
        status: 'soldOut',
        eligible: false,
        reasons: ['今日名额已抢完，明天再来'],
      }),
    );
    await mount('/lyh100');
    expect(screen.getByRole('heading', { name: '今日名额已抢完' })).toBeTruthy();
    expect(button('今日已抢完')).toHaveProperty('disabled', true);
  });

  it('ineligible (baoshan50): the reason, and the region up front', async () => {
    stubReception(reception({ actId: 'baoshan50', tiers: ONE, eligible: false, reasons: ['仅限保山地区号码参与'] }));
    await mount('/baoshan50');
    expect(screen.getByRole('heading', { name: '暂不符合参与条件' })).toBeTruthy();
    expect(screen.getByText('仅限保山地区号码参与')).toBeTruthy();
    expect(screen.getByText('仅限保山地区号码')).toBeTruthy();
    expect(button('暂不可参与')).toHaveProperty('disabled', true);
  });

  it('joined (payGift/pay100): already taken part, with the link to the credits page', async () => {
    stubReception(
      reception({ actId: 'pay100', tiers: ONE, joined: true, eligible: false, reasons: ['您已参加过本活动'] }),
    );
    await mount('/payGift/pay100');
    expect(screen.getByRole('heading', { name: '您已参加本活动' })).toBeTruthy();
    // /mobileBusiness/phoneAllowance is built: the credits of the agreement are one tap away.
    expect(screen.getByRole('link', { name: '查看赠费到账情况' }).getAttribute('href')).toBe(
      '/sms2/mobileBusiness/phoneAllowance',
    );
  });

  it('not started (a preview by ?actId=): the start day, days to go, and the preview ribbon', async () => {
    const r = stubReception(
      reception({
        actId: 'cfsf_next',
        tiers: ONE,
        eligible: false,
        reasons: ['活动尚未开始，敬请期待'],
        serverTime: '2025-06-15T10:00:00+08:00',
        startAt: '2025-06-22T10:00:00+08:00',
        endAt: '2025-08-01T00:00:00+08:00',
      }),
    );
    await mount('/testPage?actId=cfsf_next');
    expect(r).toHaveBeenCalledWith({ actId: 'cfsf_next' });
    expect(screen.getByText('预览')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '活动尚未开始' })).toBeTruthy();
    expect(screen.getByText('活动将于2025-06-22开始，还有7天，敬请期待')).toBeTruthy();
  });

  it('an unknown preview goes to /down', async () => {
    stubReception(reception()).mockRejectedValue(
      new RequestError('business', '活动不存在或已下线', { code: 'E_ACT_NOT_FOUND' }),
    );
    const { visited } = await mount('/testPage?actId=nope');
    expect(visited).toEqual(['/sms2/down']);
  });

  it('loading shows a skeleton; a failure its message and a retry that works', async () => {
    let answer: (r: ReceptionResult) => void = () => undefined;
    const r = stubReception(reception()).mockImplementationOnce(
      () =>
        new Promise((ok) => {
          answer = ok;
        }),
    );
    await mount('/cfsf');
    expect(document.querySelector('[aria-busy="true"]')).toBeTruthy();
    r.mockRejectedValueOnce(new RequestError('timeout', '请求超时，请稍后重试'));
    await act(async () => {
      answer(reception());
    });
    await settle();
    expect(screen.getAllByRole('radio')).toHaveLength(2);

    r.mockRejectedValueOnce(new RequestError('timeout', '请求超时，请稍后重试'));
    await mount('/lyh50');
    expect(screen.getByRole('alert').textContent).toContain('请求超时，请稍后重试');
    fireEvent.click(screen.getAllByRole('button', { name: '重试' })[0]);
    await settle();
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(0);
  });

  it("is in English with ?lang=en (the server's reasons stay as they are)", async () => {
    stubReception(
      reception({
        actId: 'lclyh',
        tiers: ONE,
        status: 'ended',
        eligible: false,
        reasons: ['活动已结束'],
        startAt: '2022-01-01T00:00:00+08:00',
        endAt: '2023-01-01T00:00:00+08:00',
      }),
      'payGiveFeeLcReception',
    );
    await mount('/lclyh');
    setEn();
    expect(screen.getByRole('heading', { name: 'This activity has ended' })).toBeTruthy();
    expect(screen.getByText('It ended on 2022-12-31. Thank you for your interest.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: '2022 loyal customer deposit reward' })).toBeTruthy();
  });
});

describe('the agreement must be ticked', () => {
  it('cfsf: "自己存" without the tick says so; ticked in the sheet, it goes to index2 with the tier', async () => {
    stubReception(reception());
    const { history } = await mount('/cfsf');
    fireEvent.click(screen.getByRole('radio', { name: /存¥130\.00/ }));
    fireEvent.click(button('自己存'));
    expect(screen.getByRole('alert').textContent).toBe('请先阅读并勾选同意活动协议');
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(history.location.pathname).toBe('/sms2/cfsf');

    fireEvent.click(button('《存费最低6.5折活动协议》'));
    await settle();
    const sheet = screen.getByRole('dialog', { name: '存费最低6.5折活动协议' });
    expect(within(sheet).getByText('2025-07-01')).toBeTruthy();
    fireEvent.click(within(sheet).getByRole('button', { name: '已阅读并同意' }));
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', true);
    fireEvent.click(button('自己存'));
    expect(history.location.pathname + history.location.search).toBe('/sms2/cfsf/index2?tier=2');
    // The checkout it went to, settled: the test ends on a quiet page.
    expect(await screen.findByRole('button', { name: '确认支付' })).toBeTruthy();
    await settle();
  });

  it('cfsf: "找好友代付" gives the index3 link with my open id and the money, and counts the share', async () => {
    stubReception(reception());
    await mount('/cfsf');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(button('找好友代付'));
    await settle();
    const sheet = screen.getByRole('dialog', { name: '邀请好友代付' });
    expect(
      within(sheet).getByText('http://localhost/sms2/cfsf/index3?shareOpenId=o_sim_001&money=65&source=share_cfsf'),
    ).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: '复制链接' })).toBeTruthy();
    expect(activityApi.shareRecordInsert).toHaveBeenCalledWith({
      actId: 'cfsf',
      channel: 'friend',
      link: expect.stringContaining('/cfsf/index3?'),
    });
    expect(activityApi.addOsActOperateInfo).toHaveBeenCalledWith({ actId: 'cfsf', operateType: 'share' });
  });

  it('inline (pay100 seen as a new customer): ticked, "立即办理" pays the activity order at the cashier', async () => {
    stubReception(reception({ actId: 'pay200', tiers: ONE, actOrderId: 'ACT1' }));
    const byId = jest
      .spyOn(billApi, 'orderWechatGetById')
      .mockResolvedValue({ orderId: 'P1', status: 'unpaid' } as PayOrder);
    const page = jest.spyOn(billApi, 'orderWechatPage').mockResolvedValue({
      orderId: 'P1',
      appId: 'a',
      timeStamp: '1',
      nonceStr: 'n',
      package: 'p',
      signType: 'RSA',
      paySign: 's',
      cashierUrl: '/sms2-api/__sim/cashier?orderId=P1',
    });
    const leave = jest.spyOn(wechat, 'leaveFor').mockImplementation(() => undefined);
    await mount('/payGift/pay200');
    fireEvent.click(button('立即办理'));
    await settle();
    expect(page).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(button('立即办理'));
    await settle();
    expect(byId).toHaveBeenCalledWith({ orderId: 'ACT1' });
    expect(page).toHaveBeenCalledWith(
      { orderId: 'P1', returnUrl: 'http://localhost/sms2/payGift/pay200?actOrderId=ACT1' },
      expect.anything(),
    );
    expect(leave).toHaveBeenCalledWith('/sms2-api/__sim/cashier?orderId=P1');
    // The activity's operation log: the view as the offer loaded, and each tap of pay.
    expect(jest.mocked(activityApi.addOsActOperateInfo).mock.calls.map(([req]) => req)).toEqual([
      { actId: 'pay200', operateType: 'view' },
      { actId: 'pay200', operateType: 'pay' },
      { actId: 'pay200', operateType: 'pay' },
    ]);
  });

  it('coming back paid signs the agreement and shows the result page', async () => {
    stubReception(reception({ actId: 'pay100', tiers: ONE }));
    const sign = jest.spyOn(activityApi, 'handleProductXy').mockResolvedValue(agreement({ signed: true }));
    jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue({
      orderId: 'P1',
      status: 'credited',
      msisdn: WANG,
      payFen: 10000,
      faceFen: 16000,
      title: '存100送60（支付100元）',
      type: 'depositGift',
      createdAt: '',
      expiresAt: '',
      paidAt: '2025-06-15T10:01:00+08:00',
    });
    const { history } = await mount('/payGift/pay100?actOrderId=ACT1&orderId=P1&payResult=success');
    await settle();
    expect(sign).toHaveBeenCalledWith({ actOrderId: 'ACT1', orderId: 'P1' });
    expect(history.location.pathname + history.location.search).toBe(
      '/sms2/payGift/success100?orderId=P1&actOrderId=ACT1',
    );
  });
});

describe("a friend's link (index3)", () => {
  it("shows the sharer's masked number and the tier of the money, and pays for them", async () => {
    const r = stubReception(reception({ phone: '186****0001' }));
    const submit = jest
      .spyOn(configApi, 'cfshdSubmit')
      .mockRejectedValue(new RequestError('business', '分享链接无效或已失效', { code: 'E_SHARE_INVALID' }));
    await mount('/cfsf/index3?shareOpenId=o_sim_001&money=130', {
      openid: 'o_sim_002',
      userPhone: '15508750002',
      subscribe: true,
    });
    expect(r).toHaveBeenCalledWith({ actId: 'cfsf', shareOpenId: 'o_sim_001', money: 130 });
    expect(screen.getByText('186****0001')).toBeTruthy();
    expect(screen.getByText('存¥130.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(button('为好友支付'));
    await settle();
    expect(submit).toHaveBeenCalledWith(
      expect.objectContaining({ payer: 'friend', phone: '186****0001', shareOpenId: 'o_sim_001', money: 130, tier: 2 }),
      expect.anything(),
    );
    expect(screen.getByRole('alert').textContent).toBe('分享链接无效或已失效');
  });

  it('a link without its parameters is invalid before anything is asked', async () => {
    const r = stubReception(reception());
    await mount('/cfsf/index3?shareOpenId=o_sim_001');
    expect(r).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: '分享链接无效或已失效' })).toBeTruthy();
  });
});

describe('the result pages', () => {
  it('/cfsf/success: the order, then the credit schedule of its agreement', async () => {
    jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue({
      orderId: 'P9',
      status: 'credited',
      msisdn: WANG,
      payFen: 6500,
      faceFen: 10000,
      title: '存费最低6.5折（支付65元）',
      type: 'depositGift',
      createdAt: '',
      expiresAt: '',
      paidAt: '2025-06-15T10:01:00+08:00',
    });
    const q = jest.spyOn(activityApi, 'queryhandleProductXy').mockResolvedValue(
      agreement({
        actOrderId: 'ACT9',
        signed: true,
        schedule: [
          { month: '202507', fen: 1000, status: 'credited' },
          { month: '202508', fen: 1000, status: 'pending' },
        ],
      }),
    );
    await mount('/cfsf/success?orderId=P9&actOrderId=ACT9');
    await settle();
    expect(q).toHaveBeenCalledWith({ actId: 'cfsf', actOrderId: 'ACT9' });
    expect(screen.getByRole('heading', { name: '存费成功' })).toBeTruthy();
    expect(screen.getByText('¥65.00')).toBeTruthy();
    expect(screen.getByText('186****0001')).toBeTruthy();
    expect(screen.getByText('已到账1/2期')).toBeTruthy();
    expect(screen.getByText('2025-08-01')).toBeTruthy();
  });

  it('/payGift/success200 without an order and without a record: an empty state leading to the offer', async () => {
    jest.spyOn(activityApi, 'queryhandleProductXy').mockResolvedValue(agreement({ actId: 'pay200', schedule: [] }));
    const { history } = await mount('/payGift/success200');
    expect(screen.getByText('暂无本活动的办理记录')).toBeTruthy();
    const r = stubReception(reception({ actId: 'pay200', tiers: ONE }));
    fireEvent.click(button('去参加活动'));
    expect(history.location.pathname).toBe('/sms2/payGift/pay200');
    // The offer it leads to asks for its reception (before the test ends).
    await settle();
    expect(r).toHaveBeenCalled();
  });
});

describe('lyh2 and the login pages', () => {
  it('lyh2 whose who-am-I answer cannot be read shows its message and a retry, not an endless skeleton', async () => {
    const r = stubReception(reception());
    const { app } = await mount('/lyh2', null);
    await act(async () => {
      app.dispatch(session.actions.failed('抱歉，发生错误，请稍后重试'));
    });
    await settle();
    expect(r).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('抱歉，发生错误，请稍后重试');
    // The retry asks again: the number is there, the offer follows.
    jest.spyOn(shellApi, 'getUserInfoBtm').mockResolvedValue(wang);
    fireEvent.click(button('重试'));
    await settle();
    expect(app.getState().session.status).toBe('identified');
    expect(r).toHaveBeenCalled();
  });

  it('lyh2 asks a visitor for a number and an SMS code in the page, before any reception', async () => {
    const r = stubReception(reception());
    await mount('/lyh2', null);
    expect(r).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: '验证号码参加活动' })).toBeTruthy();
    expect(screen.getByLabelText('手机号码')).toBeTruthy();
    expect(button('获取验证码')).toBeTruthy();
  });

  it("/cfsf2/login: the family's headline, the login form, and the offer as the default way back", async () => {
    const { history } = await mount('/cfsf2/login', null);
    expect(screen.getByRole('heading', { level: 1, name: '充值低至6.5折' })).toBeTruthy();
    expect(screen.getByLabelText('短信验证码')).toBeTruthy();
    expect(history.location.search).toBe('?redirect=%2Fcfsf2');
  });
});
