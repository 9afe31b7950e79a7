import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter, type HistoryRouterProps } from 'react-router';
import { createMemoryHistory } from 'history';
import { createSms2App } from '../../src/app';
import { AppContext } from '../../src/models/hooks';
import { AppRoutes, pageFor } from '../../src/layouts/AppRoutes';
import { routes, type RouteConfig } from '../../config/routes';
import { pageLoader, plannedPage } from '../../src/pages/loaders';

jest.mock('../../src/pages/loaders', () =>
  jest.requireActual('../support/stubPages').stubLoaders({
    'general/TestHome': 'home page',
    'general/TestAgreements': 'agreement list',
    'sale/TestVote': 'vote page',
    'general/TestNotFound': 'not found',
  }),
);

const table: RouteConfig[] = [
  { path: '/', title: [], guard: 'G0', page: 'general/TestHome' },
  { path: '/agreement', guard: 'G0', page: 'general/TestAgreements' },
  { path: '/vote', exact: false, guard: 'G0', children: [{ path: '/vote', guard: 'G0', page: 'sale/TestVote' }] },
  { path: '/planned', guard: 'G0' },
  { path: '/plannedForCustomers', guard: 'G2' },
  { path: '*', title: ['title.notFound'], guard: 'G0', page: 'general/TestNotFound' },
];

function renderAt(path: string) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const app = createSms2App(history);
  render(
    <Provider store={app.store}>
      <AppContext.Provider value={app}>
        <HistoryRouter history={history as unknown as HistoryRouterProps['history']}>
          <AppRoutes routes={table} />
        </HistoryRouter>
      </AppContext.Provider>
    </Provider>,
  );
  return history;
}

describe('the routes', () => {
  it('moving from one loaded page to another shows the new page', async () => {
    const history = renderAt('/no/such');
    expect(await screen.findByText('not found')).toBeTruthy();
    act(() => history.push('/'));
    expect(await screen.findByText('home page')).toBeTruthy();
    act(() => history.push('/agreement'));
    expect(await screen.findByText('agreement list')).toBeTruthy();
    expect(screen.queryByText('home page')).toBeNull();
  });

  it('sets the document title from the route, and the operator name without one', async () => {
    renderAt('/no/such');
    await screen.findByText('not found');
    expect(document.title).toBe('页面不存在');
  });

  it('a non-exact parent serves its child and unknown paths below it', async () => {
    const history = renderAt('/vote');
    expect(await screen.findByText('vote page')).toBeTruthy();
    act(() => history.push('/vote/anything'));
    expect(await screen.findByText('vote page')).toBeTruthy();
  });

  it('a planned route says so', async () => {
    renderAt('/planned');
    expect(await screen.findByText('功能即将上线')).toBeTruthy();
  });

  it('a planned route of a guarded level says so without asking who the user is', async () => {
    const history = renderAt('/plannedForCustomers');
    expect(await screen.findByText('功能即将上线')).toBeTruthy();
    expect(history.location.pathname).toBe('/plannedForCustomers');
  });
});

describe('pageFor: the page chunk a path needs, as AppRoutes would pick it', () => {
  it('matches exact routes, non-exact parents and the catch-all, under the basename', () => {
    const [home, agreement, vote, , , notFound] = table;
    expect(pageFor('/sms2/', '/sms2', table)).toBe(pageLoader(home.page!));
    expect(pageFor('/sms2/agreement', '/sms2', table)).toBe(pageLoader(agreement.page!));
    expect(pageFor('/sms2/vote/anything', '/sms2', table)).toBe(pageLoader(vote.children![0].page!));
    expect(pageFor('/sms2/no/such', '/sms2', table)).toBe(pageLoader(notFound.page!));
  });

  it('a planned route gets the planned page; a path outside the basename none', () => {
    expect(pageFor('/planned', undefined, table)).toBe(plannedPage);
    expect(pageFor('/elsewhere/', '/sms2', table)).toBeUndefined();
  });

  it('the real table: a deep link to an agreement loads the agreement family', () => {
    const loader = pageFor('/sms2/agreement/a1', '/sms2');
    expect(routes.find((r) => r.path === '/agreement/a1')!.page).toBe('agreement/Agreement');
    expect(loader).toBe(pageLoader('agreement/Agreement'));
  });
});
