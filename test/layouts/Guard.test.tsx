// The shared guard, in the real app against the simulator (in-process through msw).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory } from 'history';
import { createSms2App, resumeLogin, Root } from '../../src/app';
import { leavesForLogin } from '../../src/layouts/Guard';
import { logInAs, openApp as open } from '../support/app';
import { setupSimulatorServer } from '../../mocks/msw';
import { api } from '../../src/services/api';
import type * as RoutesModule from '../../config/routes';
import type { RouteConfig } from '../../config/routes';
import { simFault } from '../support/sim';
import * as browser from '../../src/utils/browser';

const { server, reset } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

jest.mock('../../config/routes', () => {
  const actual = jest.requireActual<typeof RoutesModule>('../../config/routes');
  const table: RouteConfig[] = [
    { path: '/needsNumber', title: [], guard: 'G2', page: 'general/TestCustomer' },
    { path: '/staff', title: [], guard: 'G3', page: 'general/TestStaff' },
    { path: '/bindAccount', title: [], guard: 'G0', page: 'account/TestBind' },
    ...actual.routes.filter((r) => r.path === '/tip/error' || r.path === '*'),
  ];
  return { ...actual, routes: table, default: table };
});
jest.mock('../../src/pages/loaders', () =>
  jest.requireActual('../support/stubPages').stubLoaders({
    'general/TestCustomer': 'customer page',
    'general/TestStaff': 'staff page',
    'account/TestBind': 'bind page',
  }),
);

describe('the guard', () => {
  it('a failed session lookup shows its message and a retry, which lets the customer in once the backend is back', async () => {
    await logInAs('o_sim_001');
    await simFault({ path: 'user/getUserInfoBtm', kind: 'http', status: 500, times: 1 });
    open('/needsNumber?x=1');
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText('customer page')).toBeNull();
    expect(screen.queryByText('加载中...')).toBeNull();
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('customer page')).toBeTruthy();
  });

  it('a malformed session answer is an error with a retry too, not an endless wait', async () => {
    await logInAs('o_sim_001');
    await simFault({ path: 'user/getUserInfoBtm', kind: 'shape', data: 'array', times: 1 });
    // A development build tells the developer which field did not read (the operator's tracker in production).
    const reported = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    open('/needsNumber');
    const alert = await screen.findByRole('alert');
    expect(reported).toHaveBeenCalledWith('[sms2] shape', '/api/user/getUserInfoBtm', expect.any(Array));
    reported.mockRestore();
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('customer page')).toBeTruthy();
  });

  it('a 401 that the caller handles itself still ends the session, so the guard runs again', async () => {
    const leave = jest.spyOn(browser, 'replaceLocation').mockImplementation(() => undefined);
    await logInAs('o_sim_001');
    const { app } = open('/needsNumber');
    expect(await screen.findByText('customer page')).toBeTruthy();
    await simFault({ path: 'bill/queryUserBalance', kind: 'http', status: 401, times: 1 });
    window.localStorage.setItem('wechatUser_phone', '18687120001');
    // The session's end shows its message (the ui host renders): inside act, as the page's own call would be.
    await act(async () => {
      await api.bill.queryUserBalance(undefined, { onFail: () => undefined }).catch((e: unknown) => e);
    });
    await waitFor(() => expect(app.store.getState().session.status).not.toBe('identified'));
    expect(window.localStorage.getItem('wechatUser_phone')).toBeNull();
    // The guard runs again: it leaves for WeChat's authorize page.
    await waitFor(() => expect(leave).toHaveBeenCalledWith(expect.stringContaining('oauth')), { timeout: 3000 });
    leave.mockRestore();
  });

  it('G2 lets a customer with a bound number in', async () => {
    await logInAs('o_sim_001');
    open('/needsNumber?x=1');
    expect(await screen.findByText('customer page')).toBeTruthy();
  });

  it('G2 sends a WeChat user without a number to /bindAccount and back here after', async () => {
    await logInAs('o_sim_new');
    const { history } = open('/needsNumber?x=1');
    expect(await screen.findByText('bind page')).toBeTruthy();
    expect(history.location.pathname).toBe('/sms2/bindAccount');
    expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/needsNumber?x=1');
  });

  it('G3 without a staff token ends on the staff-only notice', async () => {
    const { history } = open('/staff');
    await waitFor(() => expect(history.location.search).toBe('?code=staffOnly'));
    expect(await screen.findByText('请从店员工作台进入')).toBeTruthy();
  });

  it('G3 reached by a mall entry (?token=) shows the page once its login has settled, not while it is on its way', async () => {
    // A slow login: the token is stored at once, but the staff session exists only when thirdAuthLogin answers.
    await simFault({ path: 'user/thirdAuthLogin', kind: 'timeout', delayMs: 400, times: 1 });
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      seen.push(new URL(request.url).pathname);
    });
    // As the entry does: the login resumes before React renders.
    window.history.pushState({}, '', '/sms2/staff?token=st_sim_staff');
    const app = createSms2App(createMemoryHistory({ initialEntries: ['/sms2/staff?token=st_sim_staff'] }));
    app.start();
    resumeLogin(app);
    render(<Root app={app} />);
    await waitFor(() => expect(window.localStorage.getItem('mall_token')).toBe('st_sim_staff'));
    // The guard renders again with the token stored (the browser renders after the saga's first steps).
    act(() => app.history.replace('/sms2/staff'));
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByText('staff page')).toBeNull();
    expect(await screen.findByText('staff page')).toBeTruthy();
    expect(seen.some((p) => p.endsWith('/user/thirdAuthLogin'))).toBe(true);
    server.events.removeAllListeners();
  });

  it('G3 with a staff token shows the page', async () => {
    window.localStorage.setItem('mall_token', 'st_sim_staff');
    open('/staff');
    expect(await screen.findByText('staff page')).toBeTruthy();
  });
});

describe('leavesForLogin (the entry loads nothing of a page the guard leaves at once)', () => {
  it('is true only for a login-guarded page when the session says logged out and OAuth can run', () => {
    const anonymous = { status: 'anonymous' as const };
    expect(leavesForLogin('G1', anonymous, true)).toBe(true);
    expect(leavesForLogin('G2', anonymous, true)).toBe(true);
    // Public and staff pages, a browser where OAuth cannot run, a snapshot user: the page is shown.
    expect(leavesForLogin('G0', anonymous, true)).toBe(false);
    expect(leavesForLogin('G3', anonymous, true)).toBe(false);
    expect(leavesForLogin('G1', anonymous, false)).toBe(false);
    expect(leavesForLogin('G1', { ...anonymous, snapshot: true }, true)).toBe(false);
    // Not yet known, or a login under way: the page chunk loads beside the session call.
    for (const status of ['unknown', 'authorizing', 'identified', 'error'] as const)
      expect(leavesForLogin('G1', { status }, true)).toBe(false);
  });
});
