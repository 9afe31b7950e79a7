// The pre-rendered activity list (/onlineActivities): the build renders the list from its snapshot of the API
// (scripts/snapshot.ts: the simulator, as the build asks it), each activity under the chip of its window as judged when
// the snapshot was read, in each language; the browser, started from that state, hydrates the HTML without a mismatch
// (its chips still the snapshot's while it does, whatever the clock says since), then the server's list replaces it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Root as ReactRoot } from 'react-dom/client';
import { render } from '../../src/server';
import type { ActivitiesState } from '../../src/pages/venues/activitiesModel';
import { simulatorSnapshot } from '../../scripts/snapshot';
import { setupSimulatorServer } from '../../mocks/msw';
import { takeOverLanding } from '../support/landing';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

const LIST = '/onlineActivities';
/** The build's snapshot: a simulator of its own, at the seed the served one starts from. */
const ask = simulatorSnapshot();

const liveTitles = (html: string) =>
  [...html.matchAll(/<span class="[^"]*rowTitle[^"]*">([^<]+)<\/span>/g)].map((m) => m[1]);

describe('the pre-render of the activity list', () => {
  it('holds the live activities with their end dates, in zh-CN and en-US, and their snapshot with its time', async () => {
    const before = Date.now();
    const zh = await render(LIST, 'zh-CN', ask);
    expect(zh.html).toMatch(/\d{4}-\d{2}-\d{2}\s*结束/);
    expect(liveTitles(zh.html).length).toBeGreaterThan(0);
    expect(zh.html).toMatch(/aria-pressed="true"[^>]*>进行中</);
    const state = zh.snapshot.state.venuesActivities as ActivitiesState;
    expect(state.list.status).toBe('idle');
    expect(state.snapshot!.items.length).toBeGreaterThan(liveTitles(zh.html).length - 1);
    expect(state.snapshot!.at).toBeGreaterThanOrEqual(before);
    // The server's images are checked against the page's address, which the build does not have: none in the HTML.
    expect(zh.html).not.toContain('<img');
    const en = await render(LIST, 'en-US', ask);
    expect(en.html).toMatch(/aria-pressed="true"[^>]*>Running</);
  });

  it('fails the build when the snapshot cannot be read', async () => {
    await expect(render(LIST, 'zh-CN')).rejects.toThrow(/no snapshot/);
  });
});

describe('the browser takes the activity list over', () => {
  let root: ReactRoot | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  /** The HTML as the build wrote it, taken over by a visitor's browser (no session: the page needs none). */
  async function takeOver(between?: () => void) {
    const landing = await takeOverLanding(LIST, ask, { between });
    root = landing.root;
    return landing;
  }

  it('hydrated without a mismatch, the nodes kept; then the server’s list replaces the snapshot', async () => {
    const live = sim.db.configItems.find((c) => c.page === 'activities' && c.title && liveTitlesOf(c));
    expect(live).toBeDefined();
    live!.title = '服务器上的新标题';
    const { container, first, hydration, errors, html } = await takeOver();
    expect(html).not.toContain('服务器上的新标题');
    const list = await screen.findByRole('list');
    await within(list).findByText('服务器上的新标题');
    expect(hydration()).toEqual([]);
    errors.mockRestore();
    expect(container.firstElementChild).toBe(first);
  });

  it('an activity ended since the build: the HTML is taken over as it is, then the activity leaves 进行中', async () => {
    const live = sim.db.configItems
      .filter((c) => c.page === 'activities' && c.endAt && liveTitlesOf(c))
      .sort((a, b) => a.endAt! - b.endAt!)[0];
    expect(live).toBeDefined();
    // The customer opens the page a minute after the activity's end.
    let now: jest.SpyInstance | undefined;
    try {
      const { html, hydration, errors } = await takeOver(() => {
        now = jest.spyOn(Date, 'now').mockReturnValue(live.endAt! + 60_000);
      });
      expect(html).toContain(live.title);
      expect(hydration()).toEqual([]);
      errors.mockRestore();
      await waitFor(() => expect(screen.queryByText(live.title)).toBeNull());
      fireEvent.click(screen.getByRole('button', { name: '已结束' }));
      expect(await screen.findByText(live.title)).toBeTruthy();
    } finally {
      now?.mockRestore();
    }
  });
});

/** A configured activity that is live now (no end, or an end ahead). */
function liveTitlesOf(c: { startAt?: number; endAt?: number }): boolean {
  const now = Date.now();
  return (!c.startAt || c.startAt <= now) && (!c.endAt || c.endAt > now);
}
