// A pre-rendered landing in jsdom: built as src/server.tsx builds it, then taken over by the app as src/index.tsx
// does. Apart from app.tsx, so that the tests of the other pages do not load the server's renderer.
import { createMemoryHistory } from 'history';
import { createSms2App } from '../../src/app';
import { loaderOf, routeAt } from '../../src/layouts/AppRoutes';
import { preparePage } from '../../src/layouts/LazyPage';
import { render as serverRender, type Prerendered, type SnapshotAsk } from '../../src/server';
import { hydrateLanding } from './app';

/**
 * A pre-rendered landing at `path` as the build writes it (src/server.tsx, its configuration read from `ask`), taken
 * over by a browser at `address` (the landing's own by default), as src/index.tsx does: the app started from the
 * HTML's state, the page's chunk ready, then hydrated. `between` runs after the build and before the browser, with
 * what the build wrote (the clock moves on, a customer logs in, the server changes a price); `started` once the app
 * has started (the session being asked for); `tab`, the tab of the page's whose HTML the build wrote (`prerenderTabs`).
 * `hydration()`: the mismatches React reported and its warnings about hydrating, which a take-over must not have.
 */
export async function takeOverLanding(
  path: string,
  ask: SnapshotAsk,
  {
    address = path,
    tab = '',
    between,
    started,
  }: {
    address?: string;
    tab?: string;
    between?: (built: Prerendered) => unknown;
    started?: (app: ReturnType<typeof createSms2App>) => void;
  } = {},
) {
  const built = await serverRender(path, 'zh-CN', ask, tab);
  await between?.(built);
  const container = document.createElement('div');
  container.innerHTML = built.html;
  document.body.appendChild(container);
  const first = container.firstElementChild;
  const app = createSms2App(createMemoryHistory({ initialEntries: [`/sms2${address}`] }), built.snapshot.state);
  app.start();
  started?.(app);
  await preparePage(app, loaderOf(routeAt(path)!));
  const { root, mismatches, errors } = await hydrateLanding(container, app, path);
  const hydration = () => [...mismatches, ...errors.mock.calls.filter((c) => /hydrat/i.test(String(c[0])))];
  return { ...built, app, container, first, root, errors, hydration };
}
