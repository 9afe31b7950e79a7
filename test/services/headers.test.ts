// Accept-Language follows the app's language (not the phone's), and goes to our own hosts only.
import { detectLang, setMessages, switchLang } from '../../src/locales';
import enUS from '../../src/locales/en-US';
import zhCN from '../../src/locales/zh-CN';
import { get } from '../../src/services/request';
import { appHeaders } from '../../src/services/request/headers';
import { only, record, installServer } from './server';

installServer();

describe('Accept-Language', () => {
  it('is the current language of the app', () => {
    expect(appHeaders('bill/queryUserBalance', {})['Accept-Language']).toBe('zh-CN');
    setMessages('en-US', enUS);
    expect(appHeaders('bill/queryUserBalance', {})['Accept-Language']).toBe('en-US');
    setMessages('zh-CN', zhCN);
    expect(appHeaders('bill/queryUserBalance', {})['Accept-Language']).toBe('zh-CN');
  });

  it('is the language chosen while its catalogue is still loading (?lang=en, then a switch back)', async () => {
    setMessages('zh-CN', zhCN);
    expect(detectLang('?lang=en')).toBe('en-US');
    expect(appHeaders('bill/queryUserBalance', {})['Accept-Language']).toBe('en-US');
    const switching = switchLang('zh-CN');
    expect(appHeaders('bill/queryUserBalance', {})['Accept-Language']).toBe('zh-CN');
    await switching;
    window.localStorage.clear();
  });

  it('goes with a call to our API after a language switch', async () => {
    setMessages('en-US', enUS);
    const seen = record('http://localhost/');
    await get('/api/bill/queryUserBalance');
    expect(only(seen).headers.get('Accept-Language')).toBe('en-US');
  });

  it('is not set by the app on a call to a third party', async () => {
    setMessages('en-US', enUS);
    const seen = record('https://partner.example.com/');
    await get('https://partner.example.com/y');
    expect(only(seen).headers.get('Accept-Language')).not.toBe('en-US');
  });
});
