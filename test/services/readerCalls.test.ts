// Through the request layer (SPEC §8): a success is the envelope's alone. A write answered `{status:1}` with no data
// resolves with what it knows, an SMS send answered with data null allows the next send after 60 s, and a list read
// answered {} is the empty list, none of them a failure.
import { api } from '../../src/services';
import { setGateProvider } from '../../src/services/request';
import { API, INTERNAL, installServer, record } from './server';

installServer();

beforeEach(() => {
  setGateProvider({
    captcha: async () => ({ kaptcha: 'ab12', kaptchaId: 'k-1' }),
    sms: async () => ({ smsCode: '123456', kaptchaId: 'k-2', phone: '18687120001' }),
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

it('a write answered {status:1} without data succeeds with what it knows', async () => {
  record(API, { status: 1 });
  await expect(api.config.orderSubmitBlack({ phone: '18687120001', faceFen: 5000, type: 'standard' })).resolves.toEqual(
    { orderId: '', payFen: 0, expiresAt: '' },
  );
  await expect(api.handlebusi.handle({ productCode: 'PK_OUTDOOR' })).resolves.toEqual({
    orderNo: '',
    status: 'accepted',
  });
  await expect(api.activity.formMainAdd({ formType: 'complaint' } as never)).resolves.toEqual({ ticketNo: '' });
  await expect(api.omoweb.dealReward({ actId: 'friday' } as never)).resolves.toMatchObject({ status: 'claimed' });
  await expect(api.user.loginCaptcha({ phone: '18687120001', smsCode: '123456' })).resolves.toEqual({ userPhone: '' });
});

it('an SMS send answered with data null, text or nothing allows the next send after 60 s', async () => {
  for (const data of [null, 'sent', undefined]) {
    record(API, { status: 1, msg: 'ok', data });
    await expect(api.user.sendMessage({ phone: '18687120001' })).resolves.toEqual({ resendAfter: 60 });
    await expect(api.handlebusi.getBusiSms({ phone: '18687120001' })).resolves.toEqual({ resendAfter: 60 });
  }
});

it('a list or records read answered {}, [] or null is empty, not a failure', async () => {
  for (const data of [{}, [], null]) {
    record(API, { status: 1, data });
    record(INTERNAL, { status: 1, data });
    await expect(api.omoweb.productList({})).resolves.toEqual({ list: [], total: 0, page: 1, pageSize: 20 });
    await expect(api.user.queryInternetService()).resolves.toEqual([]);
  }
});

it('numbers, flags and ids sent as text are read as the page needs them', async () => {
  record(INTERNAL, {
    status: '1',
    data: { phone: 18687120001, balanceFen: '3650', is5G: 'true', realNameVerified: '1', star: null },
  });
  await expect(api.user.getUserInfo()).resolves.toMatchObject({
    phone: '18687120001',
    balanceFen: 3650,
    is5G: true,
    realNameVerified: true,
    star: '0',
  });
});
