import {
  applyMiddleware,
  combineReducers,
  compose,
  legacy_createStore,
  type Action,
  type Middleware,
  type Reducer,
  type Store,
  type StoreEnhancer,
} from 'redux';
import createSagaMiddleware, { type Saga, type Task } from 'redux-saga';
import type { History } from 'history';
import { loadingReducer } from './loading';
import { definedEffects, EffectCancelledError, prefixType, REPORT, RUN, type Report, type Run } from './model';
import { createRouter } from './router';
import type { AnyModel, AppDispatch, CoreState } from './types';

export interface ErrorContext {
  namespace: string;
  effect: string;
  action: Action<string>;
  dispatch: AppDispatch;
}

export interface AppOptions {
  history: History;
  /** Errors that escape an effect and that no caller handled; never EffectCancelledError. Default: console.error. */
  onError?: (error: unknown, context: ErrorContext) => void;
  /** Preloaded state; a model's slice is used when that model registers (once). */
  initialState?: Record<string, unknown>;
  /** Compose with the Redux DevTools extension when it is there (development builds only). */
  devtools?: boolean;
  extraReducers?: Record<string, Reducer>;
  extraEnhancers?: StoreEnhancer[];
  /** Where the app is served (e.g. '/sms2'): stripped from `router.location`, added to push/replace. */
  basename?: string;
}

export interface App<S> {
  store: Store<S & CoreState>;
  dispatch: AppDispatch;
  getState(): S & CoreState;
  /** Registers a model: its reducer and effects at once, its subscriptions at start (at once if started). */
  model(model: AnyModel): void;
  /** Cancels the model's effects (pending promises reject with EffectCancelledError), unlistens, drops its state. */
  unmodel(namespace: string): void;
  hasModel(namespace: string): boolean;
  runSaga<Args extends unknown[]>(saga: Saga<Args>, ...args: Args): Task;
  history: History;
  /** Dispatches the initial location and runs the subscriptions of the models registered so far. Idempotent. */
  start(): void;
}

interface Registered {
  model: AnyModel;
  task: Task;
  unlisten: (() => void)[];
}

type DevtoolsCompose = (options: object) => typeof compose;

const dev = process.env.NODE_ENV !== 'production';

/**
 * The effect promise handed to the caller: a thenable that marks its run handled as soon as a rejection handler is
 * attached anywhere along its chain, and that never raises an unhandled rejection of its own.
 */
function tracked<V>(p: Promise<V>, markHandled: () => void): Promise<V> {
  p.catch(() => undefined);
  const q: Promise<V> = {
    then: (onFulfilled, onRejected) => {
      if (onRejected) markHandled();
      return tracked(p.then(onFulfilled, onRejected), markHandled);
    },
    catch: (onRejected) => q.then(undefined, onRejected),
    finally: (onFinally) => tracked(p.finally(onFinally), markHandled),
    [Symbol.toStringTag]: 'Promise',
  };
  return q;
}

/**
 * The one way to start an effect whose failure the caller deals with itself (a section that shows its own error, the
 * error hook's own toast): it attaches a rejection handler, so the run counts as handled and `onError` stays silent.
 * Fire and forget; a caller that needs the value or the error awaits the dispatch instead. Where the hook's toast is
 * wanted, `void dispatch(action)` is enough: an effect promise never raises an unhandled rejection.
 */
export function quiet(result: PromiseLike<unknown>): void {
  result.then(undefined, () => undefined);
}

const isHandled = (e: unknown) => typeof e === 'object' && e !== null && (e as { handled?: unknown }).handled === true;

export function createApp<S extends object = Record<string, unknown>>(options: AppOptions): App<S> {
  const { history, initialState = {}, extraReducers = {}, extraEnhancers = [], basename } = options;
  const onError = options.onError ?? ((e: unknown) => console.error(e));
  const registered = new Map<string, Registered>();
  const reported = new WeakSet<object>();
  const pendingState: Record<string, unknown> = { ...initialState };
  const reducers: Record<string, Reducer<unknown>> = {};
  let started = false;

  const report: Report = (error, namespace, effect, action) => {
    if (error instanceof EffectCancelledError || isHandled(error)) return;
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    onError(error, { namespace, effect, action, dispatch });
  };

  const promiseMiddleware: Middleware = () => (next) => (action) => {
    const a = action as Action<string>;
    if (typeof a.type !== 'string' || !definedEffects.has(a.type)) return next(action);
    const slash = a.type.indexOf('/');
    const namespace = a.type.slice(0, slash);
    let handled = false;
    let run!: Run;
    const settled = new Promise<unknown>((resolve, reject) => (run = { resolve, reject }));
    settled.catch((error: unknown) =>
      // After a macrotask, so a caller that attaches its handler right after dispatch counts as handling it.
      setTimeout(() => handled || report(error, namespace, a.type.slice(slash + 1), a), 0),
    );
    next({ ...a, [RUN]: run });
    if (!registered.has(namespace)) run.reject(new Error(`[core] model "${namespace}" is not registered`));
    return tracked(settled, () => (handled = true));
  };

  const router = createRouter(history, basename);
  const sagaMiddleware = createSagaMiddleware({ context: { [REPORT]: report } });
  // `dev` first: a production build drops the DevTools wiring entirely (nothing is connected there anyway).
  const devtoolsCompose =
    dev && options.devtools && typeof window !== 'undefined'
      ? (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: DevtoolsCompose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
      : undefined;
  // The promise hangs on a symbol key, which the serialiser skips; errors (in @@error actions) are shown.
  const composeEnhancers =
    devtoolsCompose?.({ name: 'sms2', serialize: { options: { error: true, symbol: false } } }) ?? compose;

  const core: Record<string, Reducer> = { ...extraReducers, loading: loadingReducer, router: router.reducer };
  const rootReducer = () => combineReducers({ ...core, ...reducers });
  const preloaded: Record<string, unknown> = {};
  for (const k of Object.keys(core)) {
    if (k in pendingState) preloaded[k] = pendingState[k];
    delete pendingState[k];
  }
  const base = legacy_createStore(
    rootReducer(),
    preloaded,
    composeEnhancers(
      applyMiddleware(promiseMiddleware, router.middleware, sagaMiddleware),
      ...extraEnhancers,
    ) as StoreEnhancer,
  );
  const store = base as unknown as Store<S & CoreState>;
  const dispatch = store.dispatch as AppDispatch;

  const subscribe = (r: Registered) => {
    const ns = r.model.namespace;
    const api = {
      history,
      dispatch: ((a: Action<string>) => dispatch({ ...a, type: prefixType(ns, a.type) })) as AppDispatch,
    };
    for (const sub of Object.values(r.model.subscriptions)) {
      const unlisten = sub(api);
      if (typeof unlisten === 'function') r.unlisten.push(unlisten);
    }
  };

  const app: App<S> = {
    store,
    dispatch,
    getState: () => store.getState(),
    history,
    hasModel: (ns) => registered.has(ns),
    runSaga: (saga, ...args) => sagaMiddleware.run(saga, ...args),
    model(model) {
      const ns = model.namespace;
      if (registered.has(ns)) {
        if (dev) console.warn(`[core] model "${ns}" is already registered`);
        return;
      }
      if (ns in core) throw new Error(`[core] "${ns}" is a reserved namespace`);
      const initial = pendingState[ns];
      delete pendingState[ns];
      const reduce = model.reducer as Reducer<unknown>;
      reducers[ns] = initial === undefined ? reduce : (s = initial, a) => reduce(s, a);
      base.replaceReducer(rootReducer());
      const r: Registered = { model, task: sagaMiddleware.run(model.saga), unlisten: [] };
      registered.set(ns, r);
      if (started) subscribe(r);
    },
    unmodel(ns) {
      const r = registered.get(ns);
      if (!r) return;
      registered.delete(ns);
      // First the effects, so their `finally` (loading @@end, promise rejection) runs while the model is still there.
      r.task.cancel();
      r.unlisten.forEach((f) => f());
      delete reducers[ns];
      base.replaceReducer(rootReducer());
    },
    start() {
      if (started) return;
      started = true;
      history.listen(({ location, action }) => dispatch(router.locationChange(location, action)));
      dispatch(router.locationChange(history.location, history.action));
      registered.forEach(subscribe);
    },
  };
  return app;
}
