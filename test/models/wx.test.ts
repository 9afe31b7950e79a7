import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError } from 'redux-saga-test-plan/providers';
import { combineReducers } from 'redux';
import { LOCATION_CHANGE } from '../../src/core';
import wx, { configurePage, pageUrl, selectWxConfig, signedUrl } from '../../src/models/wx';
import { userAgent } from '../../src/utils/browser';
import { api } from '../../src/services/api';
import { RequestError, setShapeReporter } from '../../src/services/request';

jest.mock('weixin-js-sdk', () => ({
  __esModule: true,
  default: { config: jest.fn(), ready: jest.fn(), error: jest.fn() },
}));

const signed = { wxConfig: { appId: 'wx8a2b3c4d5e6f7a02', timestamp: 1763700000, nonceStr: 'n1', signature: 'sig' } };

describe('wx.configure', () => {
  beforeEach(() => window.history.replaceState(null, '', '/sms2/cfsf?money=65#top'));

  it('signs the page address without its hash and keeps the result merged with the url', async () => {
    const { storeState } = await expectSaga(wx.saga)
      .withReducer(combineReducers({ wx: wx.reducer as never }))
      .provide([[matchers.call.fn(api.unifiedinteraction.getWxConfig), signed]])
      .dispatch(wx.actions.configure())
      .call.like({ fn: api.unifiedinteraction.getWxConfig, args: [{ url: 'http://localhost/sms2/cfsf?money=65' }] })
      .silentRun(50);
    expect(selectWxConfig(storeState)).toEqual({
      debug: false,
      wxPublicAccountId: 3,
      url: 'http://localhost/sms2/cfsf?money=65',
      appId: 'wx8a2b3c4d5e6f7a02',
      timestamp: 1763700000,
      nonceStr: 'n1',
      signature: 'sig',
    });
    const sdk = (await import('weixin-js-sdk')).default as unknown as { config: jest.Mock };
    expect(sdk.config).toHaveBeenCalledWith(
      expect.objectContaining({ debug: false, appId: 'wx8a2b3c4d5e6f7a02', signature: 'sig' }),
    );
  });

  it('a failed signature is logged as a warning, not shown, and leaves the state as it was', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { storeState } = await expectSaga(wx.saga)
      .withReducer(combineReducers({ wx: wx.reducer as never }))
      .provide([
        [
          matchers.call.fn(api.unifiedinteraction.getWxConfig),
          throwError(new RequestError('http', 'x', { status: 500 })),
        ],
      ])
      .dispatch(wx.actions.configure())
      .not.put.like({ action: { type: 'ui/toast' } })
      .silentRun(50);
    expect(selectWxConfig(storeState)).toEqual({ debug: false, wxPublicAccountId: 3 });
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a success without its config (data absent, null or {}) goes on without share: no toast, nothing kept', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reporter = setShapeReporter(() => undefined);
    const { check } = api.unifiedinteraction.getWxConfig;
    for (const data of [undefined, null, {}]) {
      const { storeState, returnValue } = await expectSaga(configurePage, wx.actions.saveConfig)
        .withReducer(combineReducers({ wx: wx.reducer as never }))
        .provide([[matchers.call.fn(api.unifiedinteraction.getWxConfig), dynamic(() => check(data))]])
        .not.put.like({ action: { type: 'ui/toast' } })
        .run();
      expect(returnValue).toBe(false);
      expect(selectWxConfig(storeState)).toEqual({ debug: false, wxPublicAccountId: 3 });
    }
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
    setShapeReporter(reporter);
  });

  it('each navigation signs the new page again, through the same saga, without an action of its own', async () => {
    const navigation = {
      type: LOCATION_CHANGE,
      payload: {
        location: { pathname: '/cfsf', search: '?money=65', hash: '', state: null, key: 'k' },
        action: 'PUSH',
      },
    };
    const { storeState } = await expectSaga(wx.saga)
      .withReducer(combineReducers({ wx: wx.reducer as never }))
      .provide([[matchers.call.fn(api.unifiedinteraction.getWxConfig), signed]])
      .dispatch(navigation)
      .call(configurePage, wx.actions.saveConfig)
      .put(wx.actions.saveConfig({ ...signed.wxConfig, url: 'http://localhost/sms2/cfsf?money=65' }))
      .not.put.like({ action: { type: 'wx/configure' } })
      .silentRun(50);
    expect(selectWxConfig(storeState)?.signature).toBe('sig');
  });

  it('pageUrl drops the hash only', () => {
    expect(pageUrl('http://h/sms2/a?b=1#c')).toBe('http://h/sms2/a?b=1');
  });

  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.43(0x18002b2c) NetType/WIFI Language/zh_CN';
  const ANDROID =
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 MicroMessenger/8.0.43';

  it('signs the landing address on iOS and the current one on Android (a share after navigating works on both)', () => {
    const landing = 'http://h/sms2/?source=x#y';
    expect(signedUrl('http://h/sms2/doubleTwelve?a=1#b', IPHONE, landing)).toBe('http://h/sms2/?source=x');
    expect(signedUrl('http://h/sms2/doubleTwelve?a=1#b', ANDROID, landing)).toBe('http://h/sms2/doubleTwelve?a=1');
  });

  it.each([
    ['iOS', IPHONE, 'landing'],
    ['Android', ANDROID, 'current'],
  ])('after a navigation, %s WeChat asks to sign the %s address', async (_name, ua, which) => {
    // The landing address is this document's first one (jsdom's, before the test moved it to /sms2/cfsf).
    const { landingHref } = await import('../../src/services/wechat');
    const current = 'http://localhost/sms2/cfsf?money=65';
    expect(pageUrl(landingHref)).not.toBe(current);
    await expectSaga(wx.saga)
      .withReducer(combineReducers({ wx: wx.reducer as never }))
      .provide([
        [matchers.call.fn(api.unifiedinteraction.getWxConfig), signed],
        [matchers.call.fn(userAgent), ua],
      ])
      .dispatch(wx.actions.configure())
      .call.like({
        fn: api.unifiedinteraction.getWxConfig,
        args: [{ url: which === 'landing' ? pageUrl(landingHref) : current }],
      })
      .silentRun(50);
  });
});
