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
import { EFFECT, EffectCancelledError, ON_EFFECT, REPORT, RUN, type Report, type Run } from './model';
import { createRouter } from './router';
import type { AnyModel, AppDispatch, CoreState, OnEffect } from './types';

export interface ErrorContext {
  namespace: string;
  /** The effect's name; '' for an error a subscription reported through `done`. */
  effect: string;
  action: Action<string>;
  dispatch: AppDispatch;
  /** The subscription's name, for an error it reported through `done`. */
  subscription?: string;
}

/** dva's hooks the runtime honours, through `createApp(options)` or `app.use(plugin)`; each adds to the others. */
export interface Plugin<S = Record<string, unknown>> {
  /** Errors that escape an effect and that no caller handled; never EffectCancelledError. Default: console.error. */
  onError?: (error: unknown, context: ErrorContext) => void;
  /** Redux middleware, after the saga middleware (dva's place): it sees every action before the reducers. */
  onAction?: Middleware | Middleware[];
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

const noop = () => undefined;
/** A handler that neither marks a run handled nor lets the promise raise an unhandled rejection. */
const silence = (p: Promise<unknown>, onRejected: (e: unknown) => void = noop) =>
  void Promise.prototype.then.call(p, undefined, onRejected);

/**
 * The effect promise handed to the caller: a real Promise that marks its run handled as soon as a rejection handler
 * is attached anywhere along its chain (`await` included: it calls `then` on a Promise subclass), and that never
 * raises an unhandled rejection of its own.
 */
class EffectPromise<V> extends Promise<V> {
  markHandled?: () => void;
  override then<A = V, B = never>(
    onFulfilled?: ((value: V) => A | PromiseLike<A>) | null,
    onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    if (onRejected) this.markHandled?.();
    const next = super.then(onFulfilled, onRejected) as EffectPromise<A | B>;
    next.markHandled = this.markHandled;
    silence(next);
    return next;
  }
  /** `finally` passes a rejection on: it is no handler (the built-in one calls `then` with one). */
  override finally(onFinally?: (() => void) | null): Promise<V> {
    const mark = this.markHandled;
    this.markHandled = undefined;
    try {
      const next = super.finally(onFinally) as EffectPromise<V>;
      next.markHandled = mark;
      return next;
    } finally {
      this.markHandled = mark;
    }
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

const hookKeys = ['onError', 'onAction', 'onReducer', 'onStateChange', 'onEffect', 'extraReducers'];
const isAction = (a: unknown): a is Action<string> =>
  typeof a === 'object' && a !== null && typeof (a as Action).type === 'string' && (a as Action).type !== '';

export function createApp<S extends object = Record<string, unknown>>(options: AppOptions<S>): App<S> {
  const { history, initialState = {}, extraReducers = {}, extraEnhancers = [], basename } = options;
  const errorHooks: NonNullable<Plugin['onError']>[] = [];
  const reducerHooks: NonNullable<Plugin['onReducer']>[] = [];
  const stateHooks: NonNullable<Plugin<S>['onStateChange']>[] = [];
  const effectHooks: OnEffect[] = [];
  let actionHooks: Middleware[] = [];
  const registered = new Map<string, Registered>();
  /** Effect types of the models this app registered at some time: a dispatch to a removed one still settles. */
  const seenEffects = new Set<string>();
  const reported = new WeakSet<object>();
  const pendingState: Record<string, unknown> = { ...initialState };
  const reducers: Record<string, Reducer<unknown>> = {};
  let started = false;

  const report: Report = (error, namespace, effect, action, subscription?: string) => {
    if (error instanceof EffectCancelledError || isHandled(error)) return;
    if (typeof error === 'object' && error !== null) {
      if (reported.has(error)) return;
      reported.add(error);
    }
    const context: ErrorContext = { namespace, effect, action, dispatch };
    if (subscription) context.subscription = subscription;
    if (errorHooks.length) errorHooks.forEach((hook) => hook(error, context));
    else console.error(error);
  };

  const isEffect = (a: Action<string>, namespace: string) => {
    const r = registered.get(namespace);
    return r ? r.model.effectTypes.includes(a.type) : seenEffects.has(a.type) || EFFECT in a;
  };
  const promiseMiddleware: Middleware = () => (next) => (action) => {
    const a = action as Action<string>;
    const slash = typeof a.type === 'string' ? a.type.indexOf('/') : -1;
    const namespace = slash > 0 ? a.type.slice(0, slash) : '';
    if (!namespace || !isEffect(a, namespace)) return next(action);
    let handled = false;
    let run!: Run;
    const settled = new EffectPromise<unknown>((resolve, reject) => (run = { resolve, reject }));
    settled.markHandled = () => (handled = true);
    silence(settled, (error) =>
      // After a macrotask, so a caller that attaches its handler right after dispatch counts as handling it.
      setTimeout(() => handled || report(error, namespace, a.type.slice(slash + 1), a), 0),
    );
    next({ ...a, [RUN]: run });
    if (!registered.has(namespace)) run.reject(new Error(`[core] model "${namespace}" is not registered`));
    return settled;
  };
  // dva's onAction: the hooks' middleware after the saga middleware, composed again when a hook is added.
  const actionMiddleware: Middleware = (api) => (next) => {
    let chain: Middleware[] = [];
    let through = next;
    return (action) => {
      if (chain !== actionHooks) {
        chain = actionHooks;
        through = compose<typeof next>(...chain.map((m) => m(api)))(next);
      }
      return through(action);
    };
  };

  const router = createRouter(history, basename);
  const sagaMiddleware = createSagaMiddleware({ context: { [REPORT]: report, [ON_EFFECT]: effectHooks } });
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
    reducerHooks.reduce<Reducer>((r, hook) => hook(r), combineReducers({ ...core, ...reducers }));
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

  const addHooks = (plugin: Plugin<S>) => {
    const unknown = Object.keys(plugin).filter((k) => !hookKeys.includes(k));
    if (unknown.length) throw new Error(`[core] app.use: unknown hook ${unknown.join(', ')}`);
    const { onError, onAction, onReducer, onStateChange, onEffect, extraReducers: extra = {} } = plugin;
    if (onError) errorHooks.push(onError);
    if (onAction) actionHooks = actionHooks.concat(onAction);
    if (onReducer) reducerHooks.push(onReducer);
    if (onStateChange) stateHooks.push(onStateChange);
    if (onEffect) effectHooks.push(onEffect);
    for (const k of Object.keys(extra)) {
      if (k in core || k in reducers) throw new Error(`[core] "${k}" is a reserved namespace`);
      core[k] = slice(k, extra[k]);
    }
    if (base && (onReducer || Object.keys(extra).length)) base.replaceReducer(rootReducer());
  };
  const { onError, onAction, onReducer, onStateChange, onEffect } = options;
  addHooks({ onError, onAction, onReducer, onStateChange, onEffect, extraReducers });

  base = legacy_createStore(
    rootReducer(),
    preloaded,
    composeEnhancers(
      applyMiddleware(promiseMiddleware, router.middleware, sagaMiddleware, actionMiddleware),
      ...extraEnhancers,
    ) as StoreEnhancer,
  );
  const store = base as Store<S & CoreState>;
  const dispatch = store.dispatch as AppDispatch;
  store.subscribe(() => stateHooks.forEach((hook) => hook(store.getState())));

  const subscribe = (r: Registered) => {
    const { namespace: ns, prefixType, subscriptions } = r.model;
    for (const key of Object.keys(subscriptions)) {
      const api = {
        history,
        dispatch: ((a: unknown) => {
          if (!isAction(a)) {
            throw new Error(
              `[core] dispatch: action should be a plain Object with type (model "${ns}", subscription "${key}": ${String(JSON.stringify(a))})`,
            );
          }
          return dispatch({ ...a, type: prefixType(a.type) });
        }) as AppDispatch,
      };
      const done = (error: unknown) =>
        report(typeof error === 'string' ? new Error(error) : error, ns, '', { type: `${ns}/@@subscription` }, key);
      const unlisten = subscriptions[key](api, done);
      if (typeof unlisten === 'function') r.unlisten.push(unlisten);
    }
  };
  /** Cancels a model's effects (their `finally` runs while it is still there) and unlistens it; its state stays. */
  const drop = (ns: string) => {
    const r = registered.get(ns);
    if (!r) return false;
    registered.delete(ns);
    r.task.cancel();
    r.unlisten.forEach((f) => f());
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
      if (ns in core) throw new Error(`[core] "${ns}" is a reserved namespace`);
      reducers[ns] = slice(ns, model.reducer as Reducer<unknown>);
      store.replaceReducer(rootReducer());
      model.effectTypes.forEach((t) => seenEffects.add(t));
      const r: Registered = { model, task: sagaMiddleware.run(model.saga), unlisten: [] };
      registered.set(ns, r);
      if (started) subscribe(r);
    },
    unmodel(ns) {
      if (!drop(ns)) return;
      delete reducers[ns];
      store.replaceReducer(rootReducer());
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
