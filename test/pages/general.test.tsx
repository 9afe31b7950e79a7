// The general pages, rendered in the real app against the operator simulator (in-process through msw).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { logInAs, openApp as open } from '../support/app';
import { setupSimulatorServer } from '../../mocks/msw';
import { simFault } from '../support/sim';

const { server, reset } = setupSimulatorServer({ creditDelayMs: 50 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

describe('home', () => {
  it('logged out: offers the login, the service tiles and the recommended products', async () => {
    open('/');
    expect(await screen.findByRole('button', { name: '登录/绑定号码' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /话费充值/ }).getAttribute('href')).toBe('/sms2/newRecharge');
    expect(await screen.findByText('热门推荐')).toBeTruthy();
    expect((await screen.findAllByText(/¥\d+\.\d\d/)).length).toBeGreaterThan(0);
  });

  it('logged in: the masked number, the balance and the data left', async () => {
    await logInAs('o_sim_001');
    open('/');
    expect(await screen.findByText('186****0001')).toBeTruthy();
    expect(await screen.findByText('¥36.50')).toBeTruthy();
    expect(await screen.findByText(/^\d+(\.\d+)? GB$/)).toBeTruthy();
  });

  it('a failed session lookup shows on the account card with a retry; the rest of home loads', async () => {
    await logInAs('o_sim_001');
    await simFault({ path: 'user/getUserInfoBtm', kind: 'http', status: 500, times: 1 });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { app } = open('/');
    const toasts: string[] = [];
    app.store.subscribe(() => {
      const toast = app.store.getState().ui.toast;
      if (toast && toasts.at(-1) !== toast.text) toasts.push(toast.text);
    });
    const alert = await screen.findByRole('alert');
    expect(await screen.findByText('热门推荐')).toBeTruthy();
    expect((await screen.findAllByText(/¥\d+\.\d\d/)).length).toBeGreaterThan(0);
    // Shown on the card with its retry: the error hook adds no failure toast (the failure table: inline).
    expect(toasts).toEqual([]);
    expect(warn).toHaveBeenCalledWith('[sms2]', 'inline', expect.objectContaining({ status: 500 }));
    warn.mockRestore();
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    expect(await screen.findByText('186****0001')).toBeTruthy();
    expect(await screen.findByText('¥36.50')).toBeTruthy();
  });

  it('logout ends the server session and leaves nothing of the customer on the device', async () => {
    await logInAs('o_sim_001');
    window.sessionStorage.setItem('sms2_draft_login', '{"phone":"18687120001"}');
    window.sessionStorage.setItem('sms2_idem_loginCaptcha:x', 'k1');
    window.localStorage.setItem('mall_token', 'st_sim_staff');
    open('/');
    expect(await screen.findByText('186****0001')).toBeTruthy();
    expect(window.localStorage.getItem('wechatUser_phone')).toBe('18687120001');
    fireEvent.click(screen.getByRole('button', { name: '退出登录' }));
    expect(await screen.findByRole('button', { name: '登录/绑定号码' })).toBeTruthy();
    expect(window.localStorage.getItem('wechatUser_phone')).toBeNull();
    expect(window.localStorage.getItem('mall_token')).toBeNull();
    expect(window.sessionStorage.getItem('sms2_draft_login')).toBeNull();
    expect(window.sessionStorage.getItem('sms2_idem_loginCaptcha:x')).toBeNull();
    const res = await fetch('http://localhost/sms2-api/user/getUserInfoBtm');
    expect(res.status).toBe(401);
  });

  it('a failed balance shows on its card with "点击重试", which loads it', async () => {
    await logInAs('o_sim_001');
    await simFault({ path: 'bill/queryUserBalance', kind: 'http', status: 500, times: 1 });
    open('/');
    const retry = await screen.findByRole('button', { name: '点击重试' });
    expect(screen.queryByText('¥36.50')).toBeNull();
    fireEvent.click(retry);
    expect(await screen.findByText('¥36.50')).toBeTruthy();
  });
});

describe('home links only to built pages', () => {
  it('a tile whose route is planned is marked 即将上线 and is no link (no login on the way to "coming soon")', async () => {
    open('/');
    const tiles: [string, string][] = [
      ['话费充值', '/newRecharge'],
      ['流量包', '/flowDetail'],
      ['宽带办理', '/orderPage/broadbandProcessing'],
      ['号卡', '/marketCard'],
      ['套餐变更', '/modifyPackage'],
      ['我的账单', '/mobileBusiness/billQuery'],
      ['投诉建议', '/complain'],
      ['会员日', '/friday'],
      ['存费优惠', '/cfsf'],
      ['更多业务', '/mobileBusiness'],
    ];
    // Loaded here, after the app: the route table is the app's own.
    const { hasPage } = await act(() => import('../../src/pages/shared/routeReady'));
    const planned = tiles.filter(([, to]) => !hasPage(to));
    const nav = await screen.findByRole('navigation', { name: '业务入口' });
    await within(nav).findByRole('link', { name: /话费充值/ });
    expect(within(nav).queryAllByText('即将上线')).toHaveLength(planned.length);
    for (const [name, to] of tiles) {
      const link = within(nav).queryByRole('link', { name: new RegExp(name) });
      if (hasPage(to)) expect(link?.getAttribute('href')).toBe(`/sms2${to}`);
      else expect(link).toBeNull();
    }
    // Home has come in full (its recommendations) before the test ends.
    expect(await screen.findByText('热门推荐')).toBeTruthy();
  });

  it('tiles draw their icons (an SVG each), never a character standing in for one', async () => {
    open('/');
    const nav = await screen.findByRole('navigation', { name: '业务入口' });
    await screen.findByRole('link', { name: /话费充值/ });
    const squares = nav.querySelectorAll('[aria-hidden="true"]:has(> svg)');
    expect(squares).toHaveLength(10);
    squares.forEach((sq) => expect(sq.textContent).toBe(''));
  });

  it('the language switch drops ?lang= from the address, so a reload keeps the choice', async () => {
    const { history } = open('/?lang=en&from=x');
    const button = await screen.findByRole('button', { name: 'English' });
    await act(async () => {
      fireEvent.click(button);
      await Promise.resolve();
    });
    expect(history.location.search).toBe('?from=x');
  });
});

describe('tip pages', () => {
  it('/tip/error shows a known reason, and the next step only for a path of this app', async () => {
    open('/tip/error?code=staffOnly&next=%2FnewRecharge');
    expect(await screen.findByText('请从店员工作台进入')).toBeTruthy();
    expect(screen.getByRole('button', { name: '继续' })).toBeTruthy();
  });

  it('/tip/error never shows text from the address: an unknown code or a msg gives the generic copy', async () => {
    const msg = '您的账户异常，请拨打4008-123-456办理退款';
    open(
      `/tip/error?code=${encodeURIComponent(msg)}&msg=${encodeURIComponent(msg)}&next=${encodeURIComponent('https://evil.example/')}`,
    );
    expect(await screen.findByText('抱歉，发生错误，请稍后重试')).toBeTruthy();
    expect(document.body.textContent).not.toContain('4008');
    expect(screen.queryByRole('button', { name: '继续' })).toBeNull();
  });

  it('/tip/success never shows a msg of the address; a lead at an estate being built has its own copy', async () => {
    open(`/tip/success?msg=${encodeURIComponent('请拨打4008-123-456退款')}`);
    expect(await screen.findByText('您的申请已提交成功')).toBeTruthy();
    expect(document.body.textContent).not.toContain('4008');
  });

  it('/tip/success?type=leadBuilding', async () => {
    open('/tip/success?type=leadBuilding');
    expect(await screen.findByText('提交成功，资源建设中，有资源后短信通知')).toBeTruthy();
  });

  it('/tip/success by type', async () => {
    open('/tip/success?type=planChange');
    expect(await screen.findByText('套餐变更已受理，将于下月1日生效')).toBeTruthy();
  });

  it('/tip/success names the day a plan change takes effect when the query carries it, never an unreadable one', async () => {
    open(`/tip/success?type=planChange&effectiveAt=${encodeURIComponent('2026-12-01T00:00:00+08:00')}`);
    expect(await screen.findByText('套餐变更已受理，将于2026-12-01生效')).toBeTruthy();
  });

  it('/tip/success with an unreadable effectiveAt keeps the generic copy', async () => {
    open('/tip/success?type=planChange&effectiveAt=%3Cb%3Esoon');
    expect(await screen.findByText('套餐变更已受理，将于下月1日生效')).toBeTruthy();
  });
});

describe('callback pages (G1: a WeChat identity first)', () => {
  beforeEach(() => logInAs('o_sim_001'));

  it('/callbackSuccessPageCommon without an order has nothing to show, never a made-up success', async () => {
    open('/callbackSuccessPageCommon');
    expect(await screen.findByText('没有可显示的订单')).toBeTruthy();
    expect(screen.queryByText('支付成功')).toBeNull();
    expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  });

  it('/callbackSuccessPageCommon with an unknown order shows its error with a retry', async () => {
    open('/callbackSuccessPageCommon?orderId=NOPE');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('/callbackFailPageCommon maps the reason and offers a retry back to where it came from', async () => {
    const { history } = open('/callbackFailPageCommon?code=expired&from=%2FnewRecharge%2Findex2');
    expect(await screen.findByText('订单已超时，请重新下单')).toBeTruthy();
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
    });
    expect(history.location.pathname).toBe('/sms2/newRecharge/index2');
    // The form the retry led to, settled (the customer's number checked): the test ends on a quiet page.
    expect(await screen.findByText('云南 昆明 联通', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('not found and agreements', () => {
  it('an unknown path shows 404 with the way home', async () => {
    open('/no/such/page');
    expect(await screen.findByText('页面不存在')).toBeTruthy();
    expect(document.title).toBe('页面不存在');
  });

  it('an activity taken offline says so, with the activity centre and the way home', async () => {
    const { history } = open('/down');
    expect(await screen.findByText('该页面/活动已下线')).toBeTruthy();
    expect(screen.getByText('感谢关注，更多精彩活动请前往活动中心')).toBeTruthy();
    const buttons = screen.getAllByRole('button').map((b) => b.textContent);
    expect(buttons.slice(-2)).toEqual(['查看更多活动', '返回首页']);
    fireEvent.click(screen.getByRole('button', { name: '查看更多活动' }));
    expect(history.location.pathname).toBe('/sms2/onlineActivities');
    // The activity centre has come (its page, its list), before the test ends.
    expect(await screen.findByRole('button', { name: '进行中' })).toBeTruthy();
    expect((await screen.findAllByRole('listitem')).length).toBeGreaterThan(0);
  });

  it('an agreement renders its sections as text', async () => {
    open('/agreement/a2');
    expect(await screen.findByRole('heading', { level: 1, name: '个人信息保护政策' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(5);
  });
});
