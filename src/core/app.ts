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
import { CORE, EFFECT, EffectCancelledError, RUN, type CoreContext, type Report, type Run } from './model';
import { createRouter } from './router';
import type { AnyModel, AppDispatch, CoreState, EffectFailure, OnEffect } from './types';

export interface ErrorContext {
  namespace: string;
  /** The effect's name; for an error a subscription reported through `done`, the subscription's. */
  effect: string;
  /** The effect's action; `{ type: namespace }` for an error a subscription reported. */
  action: Action<string>;
  dispatch: AppDispatch;
  /**
   * What the effect is to the customer, and how it declared its failure shown (`[fn, { type, shown }]`): the app's
   * failure table reads them. A subscription's error is `background`.
   */
  failure: EffectFailure;
}

/** dva's hooks the runtime honours, through `createApp(options)` or `app.use(plugin)`; each adds to the others. */
export interface Plugin<S = Record<string, unknown>> {
  /** Errors that escape an effect and that no caller handled; never EffectCancelledError. Default: console.error. */
  onError?: (error: unknown, context: ErrorContext) => void;
  /** Wraps the root reducer (undo, save and load). */
  onReducer?: (reducer: Reducer) => Reducer;
  /** Called with the state after every dispatch. */
  onStateChange?: (state: S & CoreState) => void;
  /** Wraps every run of every effect (tracing, timing): see OnEffect. */
  onEffect?: OnEffect;
  /** More root slices; `loading`, `router` and the models' namespaces stay the core's. */
  extraReducers?: Record<string, Reducer>;
}

export interface AppOptions<S = Record<string, unknown>> extends Plugin<S> {
  history: History;
  /**
   * dva's onAction: redux middleware after the saga middleware (dva's place), which sees every action before the
   * reducers. Here only, not in app.use: the store exists once createApp returns.
   */
  onAction?: Middleware | Middleware[];
  /** Preloaded state; a model's slice is used when that model registers (once). */
  initialState?: Record<string, unknown>;
  /** Compose with the Redux DevTools extension when it is there (development builds only). */
  devtools?: boolean;
  /** Store enhancers: here only (the store exists once createApp returns). */
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
  /**
   * Hot reload: a new version of a model takes the place of the registered one (its effects cancelled, its
   * subscriptions unlistened), keeping its state; the new subscriptions run if the app has started. Registers it when
   * it is not there.
   */
  replaceModel(model: AnyModel): void;
  /** Adds dva's hooks (Plugin); an unknown key throws. */
  use(plugin: Plugin<S>): void;
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
 * The effect promise handed to the caller: a real Promise that marks its run handled as soon as a rejection handler
 * is attached anywhere along its chain (`await` included: it calls `then` on a Promise subclass), and that never
 * raises an unhandled rejection of its own.
 */
class EffectPromise<V> extends Promise<V> {
  /** Marks the run handled (short names: property names stay in the minified build). */
  h?: () => void;
  /** A rejection handler that neither marks the run handled nor lets the promise raise an unhandled rejection. */
  s(onRejected: (e: unknown) => void = () => undefined) {
    void super.then(undefined, onRejected);
  }
  override then<A = V, B = never>(
    onFulfilled?: ((value: V) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    if (onRejected && this.h) this.h();
    const next = super.then(onFulfilled, onRejected) as EffectPromise<A | B>;
    next.h = this.h;
    next.s();
    return next;
  }
  /** `finally` passes a rejection on: it is no handler (the built-in one calls `then` with one). */
  override finally(onFinally?: (() => void) | null): Promise<V> {
    const mark = this.h;
    this.h = undefined;
    const next = super.finally(onFinally) as EffectPromise<V>;
    this.h = next.h = mark;
    return next;
  }
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

const hookKeys = ['onError', 'onReducer', 'onStateChange', 'onEffect', 'extraReducers'];

export function createApp<S extends object = Record<string, unknown>>(options: AppOptions<S>): App<S> {
  const { history, initialState = {}, extraEnhancers = [], basename } = options;
  const hooks: { [K in 'onError' | 'onReducer' | 'onStateChange' | 'onEffect']-?: NonNullable<Plugin<S>[K]>[] } = {
    onError: [],
    onReducer: [],
    onStateChange: [],
    onEffect: [],
  };
  const registered = new Map<string, Registered>();
  const reported = new WeakSet<object>();
  /** Each model's effects' roles and declared failures (set before its saga runs: a watcher may fail at once). */
  const failuresOf = new Map<string, AnyModel['failures']>();
  const pendingState: Record<string, unknown> = { ...initialState };
  const reducers: Record<string, Reducer<unknown>> = {};
  let started = false;

  const report: Report = (error, namespace, effect, action) => {
    if (error instanceof EffectCancelledError || isHandled(error)) return;
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const declared = failuresOf.get(namespace);
    const failure: EffectFailure = (declared && declared[effect]) || {
      role: action.type === namespace ? 'background' : 'read',
    };
    const context = { namespace, effect, action, dispatch, failure };
    if (hooks.onError.length) hooks.onError.forEach((hook) => hook(error, context));
    else console.error(error);
  };

  const isEffect = (a: Action<string>, namespace: string) => {
    const r = registered.get(namespace);
    return r ? r.model.effectTypes.includes(a.type) : (a as { [EFFECT]?: true })[EFFECT];
  };
  const promiseMiddleware: Middleware = () => (next) => (action) => {
    const a = action as Action<string>;
    const [namespace] = String(a.type).split('/');
    if (!isEffect(a, namespace)) return next(action);
    let handled = false;
    let run!: Run;
    const settled = new EffectPromise<unknown>((resolve, reject) => (run = { resolve, reject }));
    settled.h = () => (handled = true);
    settled.s((error) =>
      // After a macrotask, so a caller that attaches its handler right after dispatch counts as handling it.
      setTimeout(() => handled || report(error, namespace, a.type.slice(namespace.length + 1), a), 0),
    );
    next({ ...a, [RUN]: run });
    if (!registered.has(namespace)) run.reject(new Error(`[core] model "${namespace}" is not registered`));
    return settled;
  };
  const router = createRouter(history, basename);
  const context: CoreContext = { report, hooks: hooks.onEffect };
  const sagaMiddleware = createSagaMiddleware({ context: { [CORE]: context } });
  // `dev` first: a production build drops the DevTools wiring entirely (nothing is connected there anyway).
  const devtoolsCompose =
    dev && options.devtools && typeof window !== 'undefined'
      ? (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: DevtoolsCompose }).__REDUX_DEVTOOLS_EXTENSION_COMPOSE__
      : undefined;
  // The promise hangs on a symbol key, which the serialiser skips; errors (in @@error actions) are shown.
  const composeEnhancers =
    devtoolsCompose?.({ name: 'sms2', serialize: { options: { error: true, symbol: false } } }) ?? compose;

  const core: Record<string, Reducer> = { loading: loadingReducer, router: router.reducer };
  const rootReducer = () =>
    hooks.onReducer.reduce<Reducer>((r, hook) => hook(r), combineReducers({ ...core, ...reducers }));
  const preloaded: Record<string, unknown> = {};
  for (const k of Object.keys(core)) {
    if (k in pendingState) preloaded[k] = pendingState[k];
    delete pendingState[k];
  }
  /** A root slice: a preloaded value is its initial state, once. */
  const slice = (key: string, reduce: Reducer<unknown>): Reducer<unknown> => {
    const initial = pendingState[key];
    delete pendingState[key];
    return initial === undefined ? reduce : (s = initial, a) => reduce(s, a);
  };
  let base: Store | undefined = undefined;
  const reserve = (k: string) => {
    if (k in core || k in reducers) throw new Error(`[core] "${k}" is a reserved namespace`);
    return k;
  };

  const addHooks = (plugin: Plugin<S>, all?: boolean) => {
    if (dev && !all) {
      const unknown = Object.keys(plugin).filter((k) => !hookKeys.includes(k));
      if (unknown.length) throw new Error(`[core] app.use: unknown hook ${unknown.join(', ')}`);
    }
    for (const k of Object.keys(hooks) as (keyof typeof hooks)[]) if (plugin[k]) hooks[k].push(plugin[k] as never);
    const extra = plugin.extraReducers || {};
    for (const k of Object.keys(extra)) core[reserve(k)] = slice(k, extra[k]);
    if (base) base.replaceReducer(rootReducer());
  };
  addHooks(options, true);

  base = legacy_createStore(
    rootReducer(),
    preloaded,
    composeEnhancers(
      applyMiddleware(promiseMiddleware, router.middleware, sagaMiddleware, ...[options.onAction || []].flat()),
      ...extraEnhancers,
    ) as StoreEnhancer,
  );
  const store = base as Store<S & CoreState>;
  const dispatch = store.dispatch as AppDispatch;
  store.subscribe(() => hooks.onStateChange.forEach((hook) => hook(store.getState())));

  const subscribe = (r: Registered) => {
    const { namespace: ns, prefixType, subscriptions } = r.model;
    for (const key of Object.keys(subscriptions)) {
      const api = {
        history,
        dispatch: ((a: Action) => {
          // Development builds only: what the compiler let through (an action built from `any`).
          if (dev && (typeof a?.type !== 'string' || !a.type)) {
            throw new Error(`dispatch: action should be a plain Object with type (${ns}/${key}: ${JSON.stringify(a)})`);
          }
          return dispatch({ ...a, type: prefixType(a.type) });
        }) as AppDispatch,
      };
      const done = (error: unknown) =>
        report(typeof error === 'string' ? new Error(error) : error, ns, key, { type: ns });
      const unlisten = subscriptions[key](api, done);
      if (typeof unlisten === 'function') r.unlisten.push(unlisten);
    }
  };
  /**
   * Cancels a model's effects (their `finally` runs while its reducer is still in the store) and unlistens it; the
   * caller replaces the root reducer (without the model, or with its new version, which keeps the state).
   */
  const drop = (ns: string) => {
    const r = registered.get(ns);
    if (!r) return false;
    registered.delete(ns);
    r.task.cancel();
    r.unlisten.forEach((f) => f());
    delete reducers[ns];
    return true;
  };

  const app: App<S> = {
    store,
    dispatch,
    getState: () => store.getState(),
    history,
    use: addHooks,
    hasModel: (ns) => registered.has(ns),
    runSaga: (saga, ...args) => sagaMiddleware.run(saga, ...args),
    model(model) {
      const ns = model.namespace;
      if (registered.has(ns)) {
        if (dev) console.warn(`[core] model "${ns}" is already registered`);
        return;
      }
      reducers[reserve(ns)] = slice(ns, model.reducer as Reducer<unknown>);
      store.replaceReducer(rootReducer());
      failuresOf.set(ns, model.failures);
      const r: Registered = { model, task: sagaMiddleware.run(model.saga), unlisten: [] };
      registered.set(ns, r);
      if (started) subscribe(r);
    },
    unmodel(ns) {
      if (drop(ns)) store.replaceReducer(rootReducer());
    },
    replaceModel(model) {
      drop(model.namespace);
      app.model(model);
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
