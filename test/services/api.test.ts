import { File as NodeFile } from 'node:buffer';
import { api, captchaImageUrl, RequestError, setGateProvider, setShapeReporter } from '../../src/services';
import { API, INTERNAL, USERINFO, only, record, installServer, type Seen } from './server';

installServer();

// Every path of SPEC §7 (stripped of /api/) plus the three proposed in PAGES §3.6, with its host.
// user/kaptcha/ is an image address, checked below through captchaImageUrl.
const INTERNAL_PATHS = [
  'bill/queryUserBalance',
  'bill/queryUserBalanceAndSum',
  'bill/querySetMealaAlowance',
  'bill/getTradebhInfoCbss',
  'bill/orderWechatPage',
  'bill/orderWechatGetById',
  'bill/userPaymentRecords',
  'bill/logtransactive',
  'bill/getOrderWechatPageCode',
  'broadband/queryBroadUserInfo',
  'broadband/queryMoreHistoryAccount',
  'broadband/queryHistoryAccount',
  'broadband/mixMember/queryAccountUser',
  'broadband/mixMember/queryUserBill',
  'broadband/mixMember/queryCurrentUserBill',
  'broadband/mixMember/queryAccountBillAndMixMembers',
  'broadband/mixMember/queryMoreAccountBill',
  'user/getUserInfo',
  'user/userInfo/qryScoreInfo',
  'user/queryInternetService',
];
const USERINFO_PATHS = ['user/queryUserInfo'];
const API_PATHS = [
  'handlebusi/busi/getBusiSms',
  'unifiedinteraction/jssdk/getWxConfig',
  'config/operationLog',
  'user/getUserInfoBtm',
  'user/thirdAuthLogin',
  'user/getNewOnLine',
  'handlebusi/preCheck/preCheckToPhone',
  'config/pay/anon/orderSubmitBlack',
  'handlebusi/wxOrderRecord/messageSend',
  'activity/complaint/refund/smsCode',
  'user/sendMessage',
  'user/sendResetPwdMessage',
  'broadband/getSmsCode',
  'user/userMoreBinding/sendMessage',
  'handlebusi/busi/handle',
  'handlebusi/businessAcceptance/reception',
  'user/defaultLogin',
  'user/loginCaptcha',
  'user/userMoreBinding/getUserGroups',
  'user/getJfSign',
  'unifiedinteraction/sns/getSnsUserByCode',
  'config/operationLog/insertOperationLog',
  'config/vitals', // proposed: the field measurement (issue 39)
  'config/custAreaDict/list',
  'config/ecsProduct/getProductList',
  'config/cfshd/submit',
  'config/list',
  'omoweb/productList/list',
  'omoweb/productList/recordClick',
  'omoweb/productList/recordShare',
  'omoweb/showPapers/getPapers',
  'handlebusi/wxOrderRecord/selectNum',
  'handlebusi/wxOrderRecord/keepNum',
  'handlebusi/wxOrderRecord/submit',
  'handlebusi/submitOrder/submit',
  'handlebusi/submitOrder/newBroadband',
  'handlebusi/businessAcceptance/getBlPhone',
  'handlebusi/businessAcceptance/getBlSign',
  'handlebusi/businessAcceptance/multuserqry',
  'handlebusi/businessAcceptanceRecord/queryUserProductInfo',
  'handlebusi/businessAcceptanceRecord/cancelUserProductInfo',
  'handlebusi/busi/dkhandle',
  'handlebusi/busi/getBusiSmsNotLogin',
  'handlebusi/saleInfo/querySaleInfo',
  'handlebusi/saleInfo/queryActiveInfo',
  'broadband/getAreas',
  'broadband/queryNewOrderList',
  'broadband/queryBroadBandList',
  'broadband/queryOrderTrackInfo',
  'broadband/querySpeedLimit',
  'activity/shareRecord/insert',
  'activity/kdyxd/add',
  'activity/formMain/add',
  'activity/hire/add',
  'activity/ep/add',
  'activity/payGiveFeeAct/reception',
  'activity/payGiveFeeAct/lcReception',
  'activity/payGiveFeeAct/receptionNotLogin',
  'activity/payGiveFeeAct/queryhandleProductXy',
  'activity/payGiveFeeAct/handleProductXy',
  'activity/payGiveFeeAct/addOsActOperateInfo',
  'activity/payGiveFeeActMany/reception',
  'activity/schoolRechargeJM/attendAct',
  'activity/schoolRechargeJM/listRecord',
  'activity/schoolRechargeJM/completePay',
  'activity/wxcmsMerchantInfo/get',
  'activity/newSignin/pageInit',
  'activity/read/getUrl',
  'activity/gkux/getCode',
  'omoweb/rewardRecord/bindInfo',
  'omoweb/rewardRecord/queryRecord',
  'omoweb/rewardRecord/dealReward',
  'activity/formMain/list',
  'activity/formMain/detail',
  'activity/formMain/upload',
  'user/logout', // proposed: the spec has no logout
  'activity/payGiveFeeAct/queryAgreementList', // proposed: the allowance page's list of agreements
  'activity/yjq/checkPartner', // proposed: the pair pack's partner, checked before any gate
];
// SPEC §7 gives these methods; for the rest, reads are GET and writes (these) POST.
const KNOWN_METHODS: Record<string, string> = {
  'handlebusi/busi/getBusiSms': 'POST',
  'unifiedinteraction/jssdk/getWxConfig': 'GET',
  'config/operationLog': 'POST',
  'user/getUserInfoBtm': 'GET',
  'user/thirdAuthLogin': 'POST',
  'user/getUserInfo': 'GET',
  'user/getNewOnLine': 'POST',
  'handlebusi/preCheck/preCheckToPhone': 'POST',
  'config/pay/anon/orderSubmitBlack': 'POST',
};
const WRITES = new Set([
  ...Object.keys(KNOWN_METHODS).filter((p) => KNOWN_METHODS[p] === 'POST'),
  'handlebusi/wxOrderRecord/messageSend',
  'activity/complaint/refund/smsCode',
  'user/sendMessage',
  'user/sendResetPwdMessage',
  'broadband/getSmsCode',
  'user/userMoreBinding/sendMessage',
  'bill/getOrderWechatPageCode',
  'handlebusi/busi/getBusiSmsNotLogin',
  'handlebusi/busi/handle',
  'handlebusi/businessAcceptance/reception',
  'handlebusi/busi/dkhandle',
  'user/defaultLogin',
  'user/loginCaptcha',
  'config/operationLog/insertOperationLog',
  'config/vitals',
  'config/cfshd/submit',
  'omoweb/productList/recordClick',
  'omoweb/productList/recordShare',
  'omoweb/rewardRecord/bindInfo',
  'omoweb/rewardRecord/dealReward',
  'handlebusi/wxOrderRecord/keepNum',
  'handlebusi/wxOrderRecord/submit',
  'handlebusi/submitOrder/submit',
  'handlebusi/submitOrder/newBroadband',
  'handlebusi/businessAcceptance/getBlSign',
  'handlebusi/businessAcceptanceRecord/cancelUserProductInfo',
  'bill/orderWechatPage',
  'bill/logtransactive',
  'activity/shareRecord/insert',
  'activity/kdyxd/add',
  'activity/formMain/add',
  'activity/formMain/upload',
  'user/logout',
  'activity/hire/add',
  'activity/ep/add',
  'activity/payGiveFeeAct/reception',
  'activity/payGiveFeeAct/lcReception',
  'activity/payGiveFeeAct/receptionNotLogin',
  'activity/payGiveFeeAct/handleProductXy',
  'activity/payGiveFeeAct/addOsActOperateInfo',
  'activity/payGiveFeeActMany/reception',
  'activity/schoolRechargeJM/attendAct',
  'activity/schoolRechargeJM/completePay',
  'activity/gkux/getCode',
]);

type AnyEndpoint = (payload?: unknown, opts?: unknown) => Promise<unknown>;

/** The recorder answers `{ ok: true }` to everything: what was sent is the point here, not the answer's shape. */
const sentAnyway = (e: unknown) => {
  if (!(e instanceof RequestError && e.kind === 'shape')) throw e;
};

/** Calls every endpoint function once, gates answered, and returns what reached the server. */
async function callEverything(): Promise<Map<string, Seen>> {
  // `{ ok: true }` reads as no endpoint's answer, on purpose: its shape reports (the console in development) are
  // not this test's subject.
  setShapeReporter(() => undefined);
  setGateProvider({
    captcha: async () => ({ kaptcha: 'ab12', kaptchaId: 'k-1' }),
    sms: async () => ({ smsCode: '123456', kaptchaId: 'k-2', phone: '18687120001' }),
  });
  const seen = record('http://localhost/');
  for (const domain of Object.values(api)) {
    for (const [name, fn] of Object.entries(domain)) {
      if (typeof fn !== 'function' || name === 'captchaImageUrl') continue;
      if (name === 'formMainUpload')
        await (fn as (f: Blob) => Promise<unknown>)(new NodeFile(['x'], 'a.png') as unknown as Blob).catch(sentAnyway);
      else await (fn as AnyEndpoint)({ phone: '18687120001' }).catch(sentAnyway);
    }
  }
  const byPath = new Map<string, Seen>();
  for (const s of seen) {
    const [, base, path] =
      /^(http:\/\/localhost\/sms2-api\/(?:internal\/|userinfo\/)?)(.*)$/.exec(s.url.origin + s.url.pathname) ?? [];
    expect(byPath.has(path)).toBe(false); // one function per path
    byPath.set(path, { ...s, url: new URL(base, 'http://x') });
  }
  return byPath;
}

describe('the api object', () => {
  let calls: Map<string, Seen>;
  beforeAll(async () => {
    calls = await callEverything();
  });

  it('has exactly one function for every path of SPEC §7 and the proposed ones', () => {
    expect([...calls.keys()].sort()).toEqual([...INTERNAL_PATHS, ...USERINFO_PATHS, ...API_PATHS].sort());
  });

  it('sends each path to its host', () => {
    const hostOf = (path: string) => calls.get(path)?.url.pathname;
    for (const p of INTERNAL_PATHS) expect([p, hostOf(p)]).toEqual([p, new URL(INTERNAL).pathname]);
    for (const p of USERINFO_PATHS) expect([p, hostOf(p)]).toEqual([p, new URL(USERINFO).pathname]);
    for (const p of API_PATHS) expect([p, hostOf(p)]).toEqual([p, new URL(API).pathname]);
  });

  it('uses the methods SPEC §7 gives, GET for reads and POST for the rest', () => {
    for (const [path, method] of Object.entries(KNOWN_METHODS))
      expect([path, calls.get(path)?.method]).toEqual([path, method]);
    for (const [path, s] of calls) expect([path, s.method]).toEqual([path, WRITES.has(path) ? 'POST' : 'GET']);
  });

  it('sends getNewOnLine as a form and formMain/upload as multipart', () => {
    expect(calls.get('user/getNewOnLine')?.contentType).toContain('application/x-www-form-urlencoded');
    expect(calls.get('activity/formMain/upload')?.contentType).toContain('multipart/form-data');
  });

  it('sends the school-platform calls with wxPublicAccountId 5 and the others with 3', () => {
    for (const [path, s] of calls) {
      expect([path, s.headers.get('wxPublicAccountId')]).toEqual([
        path,
        path.startsWith('activity/schoolRechargeJM/') ? '5' : '3',
      ]);
    }
  });
});

describe('single endpoints', () => {
  it('config.list sends isShow=0 unless told otherwise', async () => {
    const seen = record(API, { status: 1, data: [] });
    await api.config.list();
    await api.config.list({ isShow: 1, kind: 'banner' });
    expect(seen[0].url.search).toBe('?isShow=0');
    expect(seen[1].url.search).toBe('?isShow=1&kind=banner');
  });

  it('getUserInfoBtm saves userPhone as wechatUser_phone', async () => {
    record(API, { status: 1, data: { openid: 'o_sim_001', nickname: 'w', subscribe: true, userPhone: '18687120001' } });
    await expect(api.user.getUserInfoBtm()).resolves.toMatchObject({ userPhone: '18687120001' });
    expect(window.localStorage.getItem('wechatUser_phone')).toBe('18687120001');
  });

  it('getUserInfoBtm leaves storage alone without userPhone', async () => {
    record(API, { status: 1, data: { openid: 'o_sim_new', nickname: 'n', subscribe: false } });
    await api.user.getUserInfoBtm();
    expect(window.localStorage.getItem('wechatUser_phone')).toBeNull();
  });

  it('getWxConfig passes the url and returns the wxConfig object', async () => {
    const seen = record(API, {
      status: 1,
      data: { wxConfig: { appId: 'wx8a2b3c4d5e6f7a02', timestamp: 1, nonceStr: 'n', signature: 's' } },
    });
    const res = await api.unifiedinteraction.getWxConfig({ url: 'http://localhost/sms2/lyh?a=1' });
    expect(res.wxConfig.appId).toBe('wx8a2b3c4d5e6f7a02');
    expect(only(seen).url.searchParams.get('url')).toBe('http://localhost/sms2/lyh?a=1');
  });

  it('getBusiSms goes through the gate and sends a query string', async () => {
    setGateProvider({
      captcha: async () => ({ kaptcha: 'ab12', kaptchaId: 'k-1' }),
      sms: () => Promise.reject(new Error('no')),
    });
    const seen = record();
    await api.handlebusi.getBusiSms({ phone: '18687120001' });
    expect(Object.fromEntries(only(seen).url.searchParams)).toEqual({
      phone: '18687120001',
      kaptcha: 'ab12',
      kaptchaId: 'k-1',
    });
  });

  it('captchaImageUrl builds the image address on the api host', () => {
    expect(captchaImageUrl('c0ffee')).toBe('/sms2-api/user/kaptcha/c0ffee');
  });
});
