// A returning customer's account cards on home start beside the session call (src/layouts/firstData.ts), in the
// real app against the simulator (in-process through msw): taken by home when the session is still there, quiet
// when it is gone.
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { createSms2App, Root, startSession } from '../../src/app';
import { startFirstData } from '../../src/layouts/firstData';
import { clearPrefetched } from '../../src/models/prefetch';
import { SESSION_HINT_KEY } from '../../src/models/session';
import { PHONE_STORAGE_KEY } from '../../src/services/api/shell';
import type { HomeState } from '../../src/pages/general/homeModel';
import { logInAs } from '../support/app';
import { setupSimulatorServer } from '../../mocks/msw';

const { server, reset } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  clearPrefetched();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

/** Every call's path, in the order the requests started and their answers came. */
function record() {
  const events: string[] = [];
  const short = (url: string) => new URL(url).pathname.split('/').pop() ?? '';
  server.events.on('request:start', ({ request }) => events.push(`start ${short(request.url)}`));
  server.events.on('response:mocked', ({ request }) => events.push(`end ${short(request.url)}`));
  return events;
}

/** As the entry boots at home: the session asked, the first data started, then React. */
function boot() {
  const app = createSms2App(createMemoryHistory({ initialEntries: ['/sms2/'] }));
  app.start();
  const known = startSession(app);
  startFirstData('/', { session: known });
  render(<Root app={app} />);
  return { app };
}

describe('home for a returning customer', () => {
  it('asks for the balance and the allowance beside the session, and shows the balance from that call', async () => {
    await logInAs('o_sim_001');
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    window.localStorage.setItem(PHONE_STORAGE_KEY, '18687120001');
    const events = record();
    boot();
    expect(await screen.findByText('¥36.50')).toBeTruthy();
    // Both started before the session answered, and once each: home took them.
    const sessionEnd = events.indexOf('end getUserInfoBtm');
    expect(events.indexOf('start queryUserBalance')).toBeLessThan(sessionEnd);
    expect(events.indexOf('start querySetMealaAlowance')).toBeLessThan(sessionEnd);
    expect(events.filter((e) => e === 'start queryUserBalance')).toHaveLength(1);
    expect(events.filter((e) => e === 'start querySetMealaAlowance')).toHaveLength(1);
  });

  it('logged out since: their 401s toast nothing, start no login, and home shows a visitor', async () => {
    // The browser remembers a session the server no longer has (no cookie).
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    window.localStorage.setItem(PHONE_STORAGE_KEY, '18687120001');
    const events = record();
    const { app } = boot();
    const toasts = jest.fn();
    app.store.subscribe(() => {
      if (app.store.getState().ui.toast) toasts(app.store.getState().ui.toast);
    });
    expect(await screen.findAllByText('登录/绑定号码')).not.toHaveLength(0);
    await waitFor(() => expect(events.filter((e) => e.startsWith('end ')).length).toBeGreaterThanOrEqual(5));
    expect(events.indexOf('start queryUserBalance')).toBeLessThan(events.indexOf('end getUserInfoBtm'));
    await new Promise((r) => setTimeout(r, 50));
    expect(toasts).not.toHaveBeenCalled();
    expect(app.store.getState().session.status).toBe('anonymous');
    const home = (app.store.getState() as { home?: HomeState }).home;
    expect(home?.balance.status ?? 'idle').toBe('idle');
    // No login started (the auth chunk's calls), each card asked once, the number forgotten.
    expect(events.filter((e) => /oauth|getSnsUserByCode/.test(e))).toEqual([]);
    expect(events.filter((e) => e === 'start queryUserBalance')).toHaveLength(1);
    expect(window.localStorage.getItem(PHONE_STORAGE_KEY)).toBeNull();
  });
});
