// One page on a real store (ui, session and the page's models) under the /sms2 basename, the API stubbed or the
// simulator answering: the harness of the page suites, written once.
import { act, render } from '@testing-library/react';
import { createMemoryHistory, type MemoryHistory } from 'history';
import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { unstable_HistoryRouter as HistoryRouter, type HistoryRouterProps } from 'react-router';
import { createApp, type AnyModel, type App as CoreApp } from '../../src/core';
import { AppContext, type RootState } from '../../src/models/hooks';
import session from '../../src/models/session';
import ui from '../../src/models/ui';

/** Lets the sagas and the promises they wait on run, inside act. */
export const settle = (turns = 8) =>
  act(async () => {
    for (let i = 0; i < turns; i += 1) await Promise.resolve();
  });

type App = CoreApp<RootState>;

export interface MountOptions {
  /** The app's error hook (a fresh jest.fn() when not given). */
  onError?: jest.Mock;
  /** Runs once the app has started, before the page renders (a known user, a listener on the history). */
  before?: (app: App, history: MemoryHistory) => void;
}

/** Renders `Page` at the app path `path` with ui, session and `models`, and lets its first effects run. */
export async function mountPage(
  Page: ComponentType,
  models: readonly AnyModel[],
  path: string,
  { onError = jest.fn(), before }: MountOptions = {},
) {
  const history = createMemoryHistory({ initialEntries: [`/sms2${path}`] });
  const app = createApp<RootState>({ history, basename: '/sms2', onError });
  [ui, session, ...models].forEach((m) => app.hasModel(m.namespace) || app.model(m));
  app.start();
  before?.(app, history);
  render(
    <Provider store={app.store}>
      <AppContext.Provider value={app}>
        <HistoryRouter history={history as unknown as HistoryRouterProps['history']} basename="/sms2">
          <Page />
        </HistoryRouter>
      </AppContext.Provider>
    </Provider>,
  );
  await settle();
  return { app, history, onError };
}
