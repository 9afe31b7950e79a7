import { serverUrl } from '../../src/utils/serverUrl';
import { safeLink } from '../../src/utils/safeLink';

const prod = { base: 'https://m.example.cn/sms2/pay', allowHttp: false };

describe('serverUrl', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('refuses script, data and other schemes, and logs the refusal', () => {
    for (const raw of ['javascript:alert(document.domain)', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x'])
      expect(serverUrl(raw, 'link', prod)).toBeUndefined();
    expect(serverUrl('javascript:alert(1)', 'cashier', prod)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[sms2] refused server url', 'cashier', 'javascript:', '');
  });

  it('follows https links anywhere, http only in a development build', () => {
    expect(serverUrl('https://mall.example.com/x?sign=1', 'link', prod)).toBe('https://mall.example.com/x?sign=1');
    expect(serverUrl('http://mall.example.com/x', 'link', prod)).toBeUndefined();
    expect(serverUrl('http://localhost:8000/x', 'link', { ...prod, allowHttp: true })).toBe('http://localhost:8000/x');
    expect(serverUrl('https://user:pw@mall.example.com/', 'link', prod)).toBeUndefined();
    expect(serverUrl(undefined, 'link', prod)).toBeUndefined();
  });

  it('leaves for the cashier only on a configured cashier host or our own origin', () => {
    expect(serverUrl('https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?p=1', 'cashier', prod)).toBe(
      'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?p=1',
    );
    expect(serverUrl('/sms2-api/__sim/cashier?orderId=R1', 'cashier', prod)).toBe(
      'https://m.example.cn/sms2-api/__sim/cashier?orderId=R1',
    );
    expect(serverUrl('https://evil.example.com/pay', 'cashier', prod)).toBeUndefined();
    expect(serverUrl('https://wx.tenpay.com.evil.example/pay', 'cashier', prod)).toBeUndefined();
    expect(warn).toHaveBeenLastCalledWith('[sms2] refused server url', 'cashier', 'host', 'wx.tenpay.com.evil.example');
  });
});

describe('safeLink', () => {
  it('keeps app paths inside the app and refuses what is not an https (dev: http) address', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(safeLink('/sms2/newRecharge')).toEqual({ href: '/newRecharge', internal: true });
    expect(safeLink('https://x.example.com/a')).toEqual({ href: 'https://x.example.com/a', internal: false });
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink('//evil.example.com')).toBeUndefined();
    expect(safeLink('/\\evil.example.com')).toBeUndefined();
    expect(safeLink('evil')).toBeUndefined();
  });
});
