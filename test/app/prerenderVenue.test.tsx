// The pre-rendered venue landing (/yearMainVenue): the build renders the venue's window, its halls and its product
// floors from its snapshot of the API (scripts/snapshot.ts: the simulator, as the build asks it), the clock as the
// end's date and without the server's images (checked against the page's own address, which the build has not); the
// browser, started from that state, hydrates the HTML without a mismatch, then the countdown runs, the images and the
// share button come, and the server's answers replace the snapshot.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { Root as ReactRoot } from 'react-dom/client';
import { render } from '../../src/server';
import type { ProductItem } from '../../src/services/api/types';
import type { LandingState } from '../../src/pages/venues/landingModel';
import { simulatorSnapshot } from '../../scripts/snapshot';
import { setupSimulatorServer } from '../../mocks/msw';
import { takeOverLanding } from '../support/landing';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

const VENUE = '/yearMainVenue';
/** The build's snapshot: a simulator of its own, at the seed the served one starts from. */
const ask = simulatorSnapshot();

describe('the pre-render of the venue landing', () => {
  it('holds the title, the end date, the halls, the floors with their products and the rules; no image', async () => {
    const zh = await render(VENUE, 'zh-CN', ask);
    expect(zh.html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(zh.html).toMatch(/活动截止<strong[^>]*>\d{4}-\d{2}-\d{2} \d{2}:\d{2}<\/strong>/);
    expect(zh.html).not.toContain('距活动结束');
    expect(zh.html).toContain('活动规则');
    expect(zh.html).toMatch(/¥\d+\.\d{2}/);
    expect(zh.html).not.toContain('<img');
    const state = zh.snapshot.state.venuesLanding as LandingState;
    expect(state.snapshot?.actId).toBe('yearMainVenue');
    expect(Object.values(state.snapshot!.floors).every((f) => f.length > 0)).toBe(true);
    expect(Object.keys(state.snapshot!.floors).length).toBeGreaterThan(0);
    const en = await render(VENUE, 'en-US', ask);
    expect(en.html).toMatch(/Ends<strong[^>]*>\d{4}-\d{2}-\d{2} \d{2}:\d{2}<\/strong>/);
    expect(en.html).toContain('Rules');
  });

  it('fails the build when the snapshot cannot be read', async () => {
    await expect(render(VENUE, 'zh-CN')).rejects.toThrow(/no snapshot/);
  });
});

describe('the browser takes the venue landing over', () => {
  let root: ReactRoot | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('hydrated without a mismatch, the nodes kept; then the countdown, the images and the server’s products', async () => {
    // A product of the first floor has a new price on the server since the build.
    let changed!: ProductItem;
    const landing = await takeOverLanding(VENUE, ask, {
      between: (built) => {
        const state = built.snapshot.state.venuesLanding as LandingState;
        changed = Object.values(state.snapshot!.floors)[0][0];
        const offering = sim.db.catalogue.offerings.find((o) => o.productId === changed.productId);
        expect(offering).toBeDefined();
        offering!.priceFen = changed.priceFen + 100;
      },
    });
    root = landing.root;
    const { container, first, hydration, errors } = landing;

    await screen.findByText('距活动结束');
    expect(screen.getByRole('timer').textContent).toMatch(/\d{2}:\d{2}:\d{2}/);
    await waitFor(() => expect(container.querySelector('img')).not.toBeNull());
    const price = `¥${((changed.priceFen + 100) / 100).toFixed(2)}`;
    const link = await screen.findByRole('link', { name: new RegExp(`${changed.name}.*${price.replace('.', '\\.')}`) });
    expect(within(link).getByText(price, { exact: false })).toBeTruthy();
    expect(hydration()).toEqual([]);
    errors.mockRestore();
    expect(container.firstElementChild).toBe(first);
  });
});
