// The pre-rendered data-pack landings (/flowDetail and its pack pages): the build renders each first screen with the
// catalogue's packs read from its snapshot of the API (scripts/snapshot.ts: the simulator, as the build asks it),
// nothing of a customer; the browser, started from that state with the session still unknown, hydrates the HTML
// without a mismatch, then the customer's data fill in and the server's packs replace the snapshot's (a price changed
// since the build is said at the pack, and the order button carries the server's price).
import { act, screen, waitFor } from '@testing-library/react';
import type { Root as ReactRoot } from 'react-dom/client';
import { render, tabsOf } from '../../src/server';
import { flattenRoutes, routes } from '../../config/routes';
import { PACK_ROUTES } from '../../src/pages/dataPacks/routeConfig';
import session from '../../src/models/session';
import { simulatorSnapshot } from '../../scripts/snapshot';
import { setupSimulatorServer } from '../../mocks/msw';
import { logInAs } from '../support/app';
import { takeOverLanding } from '../support/landing';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

const OWN = '18687120001';
const CATALOGUE = '/flowDetail';
const PACK = '/flowDetail/bingjiling';
/** The build's snapshot: a simulator of its own, at the seed the served one starts from. */
const ask = simulatorSnapshot();

/** A customer's traces on the machine that builds: none of them may reach the HTML. */
function customerOnThisMachine() {
  window.localStorage.setItem('sms2_session', '1');
  window.localStorage.setItem('wechatUser_phone', OWN);
}

describe('the pre-render of the data-pack landings', () => {
  it('the catalogue holds the packs of the floor with their prices, in zh-CN and en-US, and nothing of a customer', async () => {
    customerOnThisMachine();
    const zh = await render(CATALOGUE, 'zh-CN', ask);
    expect(zh.title).toBe('流量专区');
    for (const text of ['冰激凌夏日包', '¥10.00', '通用', '正在查询剩余流量...']) expect(zh.html).toContain(text);
    expect(zh.html).not.toMatch(/1\d{10}|186\*{4}/);
    const state = zh.snapshot.state.dataPacksCatalogue as { snapshot: { actCode: string; items: unknown[] } };
    expect(state.snapshot.actCode).toBe('flow');
    expect(state.snapshot.items.length).toBeGreaterThan(5);
    const en = await render(CATALOGUE, 'en-US', ask);
    expect(en.html).toContain('General');
    expect(en.html).not.toContain('冰激凌夏日包');
  });

  it('a pack page holds the pack, its facts and its price, nothing to order yet', async () => {
    const { html, title } = await render(PACK, 'zh-CN', ask);
    expect(title).toBe('冰激凌流量包');
    for (const text of ['冰激凌夏日包', '¥10.00', '10 GB', '7天', '立即订购 ¥10.00']) expect(html).toContain(text);
    // The standing is the customer's: the button waits for it.
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"/);
    const en = await render(PACK, 'en-US', ask);
    expect(en.html).toContain('Order now ¥10.00');
  });

  it('every pre-rendered pack route shows its pack from the snapshot, not a loader', async () => {
    const packs = flattenRoutes(routes).filter((r) => r.prerender && r.page === 'dataPacks/PackDetail');
    expect(packs.length).toBeGreaterThan(15);
    for (const route of packs) {
      expect(PACK_ROUTES[route.path]?.codes).toBeDefined();
      const { html } = await render(route.path, 'zh-CN', ask);
      expect([route.path, /<h1[^>]*>[^<]+<\/h1>/.test(html)]).toEqual([route.path, true]);
    }
  });

  it('fails the build when the snapshot cannot be read', async () => {
    await expect(render(PACK, 'zh-CN')).rejects.toThrow(/no snapshot/);
  });
});

describe('the browser takes a data-pack landing over', () => {
  let root: ReactRoot | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /** The landing at `path` (at `tab`) as the build wrote it, taken over at `address` by 王强's browser, the session
   *  unknown. */
  async function takeOver(path: string, address = path, tab = '') {
    const landing = await takeOverLanding(path, ask, {
      address,
      tab,
      between: async () => {
        await logInAs('o_sim_001');
        customerOnThisMachine();
      },
      started: (app) => void app.dispatch(session.actions.authorizing()),
    });
    root = landing.root;
    return landing;
  }

  it('the catalogue: hydrated without a mismatch, then the remaining data fills in once the session is known', async () => {
    const { app, container, first, hydration, errors } = await takeOver(CATALOGUE);
    expect(screen.getByText('正在查询剩余流量...')).toBeTruthy();
    void app.dispatch(session.actions.load());
    await screen.findByText('剩余流量');
    expect(hydration()).toEqual([]);
    errors.mockRestore();
    expect(container.firstElementChild).toBe(first);
    expect(screen.getByRole('button', { name: /冰激凌夏日包/ })).toBeTruthy();
  });

  it('the catalogue at a tab of its address: that tab’s own HTML shows it, and is taken over as it is', async () => {
    const { html, hydration, errors, container, first } = await takeOver(CATALOGUE, `${CATALOGUE}?tab=5G`, '5G');
    // The HTML the address is sent (flowDetail.tab-5G.html) already shows the 5G tab and its packs: no second paint.
    const selected = (markup: string) => /aria-selected="true"[^>]*>([^<]+)</.exec(markup)?.[1];
    expect(selected(html)).toBe('5G');
    expect(html).toContain('5G畅享包');
    expect(html).not.toContain('冰激凌夏日包');
    expect(screen.getByRole('tab', { name: '5G' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('5G畅享包');
    expect(hydration()).toEqual([]);
    errors.mockRestore();
    expect(container.firstElementChild).toBe(first);
  });

  it('writes a file for each tab beside the first, and no other', async () => {
    expect(await tabsOf(CATALOGUE)).toEqual(['5G', 'targeted', 'festival', 'travel']);
    expect(await tabsOf(PACK)).toEqual([]);
    await expect(render(CATALOGUE, 'zh-CN', ask, 'nope')).rejects.toThrow('has no tab nope');
  });

  it('the catalogue at another tab of its address: the HTML’s tab first, then the asked one', async () => {
    const { hydration, errors } = await takeOver(CATALOGUE, `${CATALOGUE}?tab=5G`);
    await waitFor(() => expect(screen.getByRole('tab', { name: '5G' }).getAttribute('aria-selected')).toBe('true'));
    expect(hydration()).toEqual([]);
    errors.mockRestore();
  });

  it('a price changed since the build: the server’s replaces it on the card, said there', async () => {
    sim.db.catalogue.offerings.find((o) => o.code === 'BINGJILING')!.priceFen = 1200;
    const { app, hydration, errors } = await takeOver(CATALOGUE);
    void app.dispatch(session.actions.load());
    const card = await screen.findByRole('button', { name: /冰激凌夏日包.*¥12\.00/ });
    expect(card.textContent).toContain('已调价，原¥10.00');
    expect(hydration()).toEqual([]);
    errors.mockRestore();
  });

  it('a pack page: hydrated without a mismatch, then ordered at the server’s price, a change said at the pack', async () => {
    sim.db.catalogue.offerings.find((o) => o.code === 'BINGJILING')!.priceFen = 1200;
    const { app, container, first, hydration, errors } = await takeOver(PACK);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '立即订购 ¥10.00' }).disabled).toBe(true);
    void app.dispatch(session.actions.load());
    const order = await screen.findByRole<HTMLButtonElement>('button', { name: '立即订购 ¥12.00' });
    expect(order.disabled).toBe(false);
    expect(screen.getByText('价格已更新为¥12.00（此前显示¥10.00），按此价格订购').getAttribute('role')).toBe('status');
    expect(hydration()).toEqual([]);
    errors.mockRestore();
    expect(container.firstElementChild).toBe(first);
  });
});
