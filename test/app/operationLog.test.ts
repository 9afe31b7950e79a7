// The operation log loads after the first screen: every address visited until then is logged once it comes, and
// the navigations after it through the model's own watcher, each once.
import { createBrowserHistory, createMemoryHistory } from 'history';
import { createSms2App, startOperationLog } from '../../src/app';
import * as configApi from '../../src/services/api/config';

const flush = () => new Promise((r) => setTimeout(r, 50));

describe('startOperationLog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs the first page and the early navigations once loaded, then each navigation once', async () => {
    const sent = jest.spyOn(configApi, 'operationLog').mockResolvedValue({ logId: 'L' });
    const history = createMemoryHistory({ initialEntries: ['/sms2/?source=wx'] });
    const app = createSms2App(history);
    app.start();
    let start: () => void = () => undefined;
    startOperationLog(app, (s) => (start = s));
    history.push('/sms2/cfsf?source=menu');
    await flush();
    expect(sent).not.toHaveBeenCalled(); // not loaded yet: nothing on the first screen's way

    start();
    await flush();
    await flush();
    const sources = () => sent.mock.calls.map(([entry]) => entry.logParams.source);
    expect(sources()).toEqual(['wx', 'menu']);

    history.push('/sms2/complain?source=later');
    await new Promise((r) => setTimeout(r, 3_200)); // the watcher logs when idle (jsdom: the fallback timer)
    expect(sources()).toEqual(['wx', 'menu', 'later']);
  });

  it('a return from the authorize page is one navigation: the replace that drops code and state is not another', async () => {
    const sent = jest.spyOn(configApi, 'operationLog').mockResolvedValue({ logId: 'L' });
    window.history.replaceState(null, '', '/sms2/discounts?source=wx.menu&code=c1&state=s1#wechat_redirect');
    const history = createBrowserHistory();
    const app = createSms2App(history);
    app.start();
    let start: () => void = () => undefined;
    startOperationLog(app, (s) => (start = s));
    history.replace('/sms2/discounts?source=wx.menu');
    history.push('/sms2/complain');
    start();
    await flush();
    await flush();
    expect(sent.mock.calls.map(([entry]) => [entry.accessUrl, entry.logParams.source])).toEqual([
      ['http://localhost/sms2/discounts?source=wx.menu', 'wx.menu'],
      ['http://localhost/sms2/complain', undefined],
    ]);
    window.history.replaceState(null, '', '/');
  });
});
