// The lazy page: a page's models are registered outside React's render (registering replaces the store's reducer,
// which updates every component reading the store), and the dev server's hot reload swaps an edited model with
// replaceModel, keeping the store.
import { act, render, screen } from '@testing-library/react';
import { Provider, useSelector } from 'react-redux';
import { createMemoryHistory } from 'history';
import { createSms2App } from '../../src/app';
import { defineModel } from '../../src/core';
import { AppContext, useApp, type RootState } from '../../src/models/hooks';
import { LazyPage } from '../../src/layouts/LazyPage';
import { pagesChanged, type PageLoader, type PageModule } from '../../src/pages/loaders';

/** A page chunk with a counting model; `step` is what its `add` adds (an "edit" of the model is another step). */
function chunkOf(step: number, label: string): PageModule {
  const model = defineModel({
    namespace: 'lazyProbe',
    state: { n: 0 },
    reducers: { add: (state: { n: number }) => ({ n: state.n + step }) },
  });
  function Page() {
    const app = useApp();
    const n = useSelector((s: RootState & { lazyProbe?: { n: number } }) => s.lazyProbe?.n);
    return (
      <button type="button" onClick={() => void app.dispatch(model.actions.add())}>
        {label} {n}
      </button>
    );
  }
  return { default: Page, models: [model] };
}

/** Something else on the screen that reads the store, as the guard does around a page. */
function Reader() {
  const keys = useSelector((s: object) => Object.keys(s).length);
  return <i>{keys}</i>;
}

/** The page mounted beside a reader that is on the screen already, as a page is mounted inside the guard. */
function mount(loader: PageLoader) {
  const app = createSms2App(createMemoryHistory());
  const tree = (page: boolean) => (
    <Provider store={app.store}>
      <AppContext.Provider value={app}>
        <Reader />
        {page && <LazyPage loader={loader} />}
      </AppContext.Provider>
    </Provider>
  );
  const { rerender } = render(tree(false));
  rerender(tree(true));
  return app;
}

afterEach(() => jest.restoreAllMocks());

describe('the lazy page', () => {
  it('registers a page loaded before in another store after the render, with no update during it', async () => {
    const error = jest.spyOn(console, 'error');
    const first = chunkOf(1, 'count');
    const loader = jest.fn(() => Promise.resolve(first));
    const one = mount(loader);
    expect(await screen.findByText('count 0')).toBeTruthy();
    expect(one.hasModel('lazyProbe')).toBe(true);

    // The module is known now: a second app (a new customer's store, a test's) renders it without loading it again.
    const two = mount(loader);
    await screen.findAllByText('count 0');
    expect(two.hasModel('lazyProbe')).toBe(true);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([]);
  });

  it('swaps an edited model with replaceModel on a hot reload, and keeps its state', async () => {
    let current = chunkOf(1, 'before');
    const app = mount(() => Promise.resolve(current));
    const button = await screen.findByText('before 0');
    act(() => button.click());
    act(() => screen.getByText('before 1').click());
    expect(await screen.findByText('before 2')).toBeTruthy();
    const replace = jest.spyOn(app, 'replaceModel');

    current = chunkOf(10, 'after');
    act(() => pagesChanged());
    expect(await screen.findByText('after 2')).toBeTruthy();
    expect(replace).toHaveBeenCalledTimes(1);
    act(() => screen.getByText('after 2').click());
    expect(await screen.findByText('after 12')).toBeTruthy();
  });
});
