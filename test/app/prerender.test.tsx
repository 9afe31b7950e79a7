// The build's pre-render of a landing (src/server.tsx), and the browser's take-over of its HTML (src/index.tsx):
// the HTML holds the first screen and nothing of a customer, even on a machine whose storage holds one; the app,
// started from the snapshot with the session still unknown, hydrates that HTML without a mismatch and fills in the
// customer's number; a session that turns the page away is not hydrated.
import { act, screen, waitFor } from '@testing-library/react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
import { createMemoryHistory } from 'history';
import { render } from '../../src/server';
import { createSms2App } from '../../src/app';
import { guardShowsPage } from '../../src/layouts/Guard';
import { preparePage } from '../../src/layouts/LazyPage';
import { loaderOf, routeAt } from '../../src/layouts/AppRoutes';
import { Hydrated, readPrerendered, renderedFrom, PRERENDER_STATE_ID } from '../../src/layouts/prerendered';
import recharge from '../../src/pages/recharge/recharge';
import { landingPage } from '../../scripts/landing';
import session from '../../src/models/session';
import { setupSimulatorServer } from '../../mocks/msw';
import { hydrateLanding, logInAs } from '../support/app';

const { server, reset } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

const OWN = '18687120001';
const TOPUP = '/newRecharge/index2';

/** A customer's traces on the machine that builds: none of them may reach the HTML. */
function customerOnThisMachine() {
  window.localStorage.setItem('sms2_session', '1');
  window.localStorage.setItem('wechatUser_phone', OWN);
  window.sessionStorage.setItem('sms2_draft_recharge', JSON.stringify({ phone: OWN, faceFen: 5000 }));
}

describe('the pre-render of the top-up landing', () => {
  it('holds the first screen: the number field, the 8 amounts, the button, in zh-CN and en-US', async () => {
    const zh = await render(TOPUP, 'zh-CN');
    expect(zh.title).toBe('话费充值');
    expect(zh.html.match(/role="radio"/g)).toHaveLength(8);
    for (const text of ['充值号码', '充值金额', '10元', '500元', '立即充值']) expect(zh.html).toContain(text);
    const en = await render(TOPUP, 'en-US');
    expect(en.snapshot.lang).toBe('en-US');
    for (const text of ['Number', 'Amount', '¥500', 'Top up now']) expect(en.html).toContain(text);
  });

  it('holds nothing of a customer, and no day-bound price (the day is the browser’s to know)', async () => {
    customerOnThisMachine();
    const { html, snapshot } = await render(TOPUP, 'zh-CN');
    expect(html).not.toMatch(/1\d{10}|186\*{4}/);
    expect(html).toContain('value=""');
    expect(html).not.toContain('特惠');
    expect(snapshot.state).toEqual({ recharge: expect.objectContaining({ form: { phone: '' }, clock: 0 }) });
    expect(JSON.stringify(snapshot)).not.toContain(OWN);
  });

  it('is written into index.html in place of the splash, with its snapshot as a data block', async () => {
    const template =
      '<!doctype html><html lang=zh-CN><head><title>云南联通</title><script>/*starter*/</script></head><body>' +
      '<div id=root><div class=boot role=status><div><i></i><p id=boot-text>加载中...</div></div></div>' +
      '<script>document.getElementById("boot-text")</script></body></html>';
    const rendered = await render(TOPUP, 'en-US');
    const template2 = template.replace('</title>', '</title><link href=/sms2/css/main.0123abcd.css rel=stylesheet>');
    const css = (href: string) => `/*${href}*/.a{color:red}`;
    const page = landingPage(template2, rendered, ['/sms2/css/page-recharge.0123abcd.chunk.css'], css);
    expect(page).toContain('<html lang="en-US"');
    expect(page).toContain('<title>Phone credit top-up</title>');
    expect(page).toContain('<script>/*starter*/</script>');
    expect(page).not.toContain('boot-text');
    // The stylesheets inline, each named by its address (the chunk loader does not load it again).
    expect(page).toContain(
      '<style data-href="/sms2/css/main.0123abcd.css">/*/sms2/css/main.0123abcd.css*/.a{color:red}',
    );
    expect(page).toContain(
      '<style data-href="/sms2/css/page-recharge.0123abcd.chunk.css">/*/sms2/css/page-recharge.0123abcd.chunk.css*/' +
        '.a{color:red}</style></head><body><div id="root"><main',
    );
    expect(page).not.toContain('<link href=/sms2/css');
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(readPrerendered(doc)).toEqual(rendered.snapshot);
    doc.getElementById(PRERENDER_STATE_ID)!.textContent = '{"path":1}';
    expect(readPrerendered(doc)).toBeUndefined();
    expect(readPrerendered(new DOMParser().parseFromString(template, 'text/html'))).toBeUndefined();
  });
});

describe('the browser takes the pre-rendered HTML over', () => {
  let root: ReactRoot | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('hydrates it without a mismatch, its nodes kept, then fills in the saved number', async () => {
    const { html, snapshot } = await render(TOPUP, 'zh-CN');
    await logInAs('o_sim_001');
    customerOnThisMachine();
    window.sessionStorage.clear();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const form = container.querySelector('form');

    const app = createSms2App(createMemoryHistory({ initialEntries: [`/sms2${TOPUP}`] }), snapshot.state);
    app.start();
    app.dispatch(session.actions.authorizing());
    const route = routeAt(TOPUP)!;
    expect(guardShowsPage(route.guard, app.store.getState().session, true)).toBe(true);
    await preparePage(app, loaderOf(route));
    const hydrated = await hydrateLanding(container, app, TOPUP);
    root = hydrated.root;
    const { mismatches, errors } = hydrated;
    void app.dispatch(session.actions.load());
    const number = await screen.findByDisplayValue(OWN);
    expect(mismatches).toEqual([]);
    expect(errors.mock.calls.filter((c) => /hydrat/i.test(String(c[0])))).toEqual([]);
    errors.mockRestore();
    expect(container.querySelector('form')).toBe(form);
    expect(number).toBe(container.querySelector('input[name=phone]'));
    await waitFor(() => expect(screen.getByText('云南 昆明 联通')).toBeTruthy());
  });

  it('hydrates the state the HTML was rendered from, though the page’s first data answered while its chunk loaded', async () => {
    const { html, snapshot } = await render(TOPUP, 'zh-CN');
    await logInAs('o_sim_001');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const form = container.querySelector('form');
    const app = createSms2App(createMemoryHistory({ initialEntries: [`/sms2${TOPUP}`] }), snapshot.state);
    const made = renderedFrom(app.store.getState(), snapshot);
    app.start();
    app.dispatch(session.actions.authorizing());
    await preparePage(app, loaderOf(routeAt(TOPUP)!));
    // Before React takes over: the saved number is in and its check answered what cannot be read.
    app.dispatch(recharge.actions.setForm({ phone: OWN }));
    app.dispatch(recharge.actions.setCheck({ status: 'error', phone: OWN, message: '号码查询失败' }));
    const hydrated = await hydrateLanding(container, app, TOPUP, made);
    root = hydrated.root;
    const { mismatches, errors } = hydrated;
    void app.dispatch(session.actions.load());
    await screen.findByText('云南 昆明 联通');
    expect(mismatches).toEqual([]);
    expect(errors.mock.calls.filter((c) => /hydrat|did not match/i.test(String(c[0])))).toEqual([]);
    errors.mockRestore();
    expect(container.querySelector('form')).toBe(form);
    expect(screen.getByDisplayValue(OWN)).toBe(container.querySelector('input[name=phone]'));
  });

  it('marks #root once it has taken the HTML over, unless a mismatch marked it first (journeys read it)', () => {
    for (const [before, after] of [
      [undefined, 'done'],
      ['mismatch', 'mismatch'],
    ] as const) {
      document.body.innerHTML = '<div id="root"></div><div id="side"></div>';
      if (before) document.getElementById('root')!.dataset.hydration = before;
      act(() => {
        root = createRoot(document.getElementById('side')!);
        root.render(<Hydrated />);
      });
      expect(document.getElementById('root')!.dataset.hydration).toBe(after);
      act(() => root?.unmount());
      root = undefined;
    }
  });

  it('is not hydrated when the session turns the page away (logged out where the login can run, or failed)', () => {
    const level = routeAt(TOPUP)!.guard;
    expect(guardShowsPage(level, { status: 'anonymous' }, true, true)).toBe(false);
    expect(guardShowsPage(level, { status: 'error', error: 'x' }, true, true)).toBe(false);
    expect(guardShowsPage(level, { status: 'authorizing' }, false, true)).toBe(false);
    expect(guardShowsPage(level, { status: 'authorizing', snapshot: true }, true, true)).toBe(false);
    expect(guardShowsPage(level, { status: 'anonymous' }, true, false)).toBe(true);
    expect(guardShowsPage('G2', { status: 'identified', user: { userPhone: '' } } as never, true)).toBe(false);
  });
});
