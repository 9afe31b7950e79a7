import { compose, type StoreEnhancer } from 'redux';
import { EffectCancelledError, defineModel, quiet, type App, type StateOf } from '../../src/core';
import { deferred, flush, outcome, setup, tick, type Deferred } from './support';

/** Each call to api.get waits for the test to settle it: gates[payload]. */
let gates: Record<string, Deferred<string>> = {};
const api = {
  get: (key: string) => {
    gates[key] = deferred<string>();
    return gates[key].promise;
  },
};
beforeEach(() => {
  gates = {};
});
const shared = new Error('shared');

const shop = defineModel({
  namespace: 'shop',
  state: { items: [] as string[] },
  reducers: {
    add(state, { payload }: { payload: string }) {
      return { items: [...state.items, payload] };
    },
  },
  effects: {
    *load({ payload }: { payload: string }, { call, put }) {
      const item = yield* call(api.get, payload);
      yield* put({ type: 'add', payload: item });
      return item.toUpperCase();
    },
    *fail({ payload }: { payload: Error }) {
      yield* [];
      throw payload;
    },
    *failShared() {
      yield* [];
      throw shared;
    },
    *outer({ payload }: { payload: Error }, { putResolve }) {
      yield* putResolve({ type: 'fail', payload });
    },
    *outerCaught({ payload }: { payload: Error }, { putResolve }) {
      try {
        yield* putResolve({ type: 'fail', payload });
      } catch {
        return 'recovered';
      }
    },
    *fireAndForget({ payload }: { payload: Error }, { put }) {
      yield* put({ type: 'fail', payload });
      return 'done';
    },
    latest: [
      function* ({ payload }: { payload: string }, { call }) {
        return yield* call(api.get, payload);
      },
      { type: 'takeLatest' },
    ],
    leading: [
      function* ({ payload }: { payload: string }, { call }) {
        return yield* call(api.get, payload);
      },
      { type: 'takeLeading' },
    ],
    debounced: [
      function* ({ payload }: { payload: string }) {
        yield* [];
        return payload;
      },
      { type: 'debounce', ms: 10 },
    ],
    throttled: [
      function* ({ payload }: { payload: string }) {
        yield* [];
        return payload;
      },
      { type: 'throttle', ms: 20 },
    ],
  },
});
type State = StateOf<[typeof shop]>;

const start = (options = {}) => {
  const s = setup<State>(options);
  s.app.model(shop);
  s.app.start();
  return s;
};

describe('effect promises', () => {
  it('resolves with the return value of the effect', async () => {
    const { app } = start();
    const p = app.dispatch(shop.actions.load('a'));
    gates.a.resolve('apple');
    await expect(p).resolves.toBe('APPLE');
    expect(app.getState().shop.items).toEqual(['apple']);
  });

  it('gives each concurrent caller its own result', async () => {
    const { app } = start();
    const pa = app.dispatch(shop.actions.load('a'));
    const pb = app.dispatch(shop.actions.load('b'));
    gates.b.resolve('banana');
    gates.a.resolve('apple');
    await expect(Promise.all([pa, pb])).resolves.toEqual(['APPLE', 'BANANA']);
  });

  it('returns the action for a reducer action', () => {
    const { app } = start();
    const a = shop.actions.add('x');
    expect(app.dispatch(a)).toEqual(a);
    expect(app.getState().shop.items).toEqual(['x']);
  });

  it('rejects with the error of the effect, and the watcher still runs the next dispatch', async () => {
    const { app } = start();
    const boom = new Error('boom');
    await expect(app.dispatch(shop.actions.fail(boom))).rejects.toBe(boom);
    const p = app.dispatch(shop.actions.load('a'));
    gates.a.resolve('apple');
    await expect(p).resolves.toBe('APPLE');
  });

  it('is a real Promise; a finally alone is no handler: onError is told, without an unhandled rejection', async () => {
    const { app, onError } = start();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const boom = new Error('boom');
    const p = app.dispatch(shop.actions.fail(boom));
    expect(p).toBeInstanceOf(Promise);
    const onFinally = jest.fn();
    void p.finally(onFinally);
    await tick(10);
    process.off('unhandledRejection', unhandled);
    expect(onFinally).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(boom, expect.anything());
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('an effect of one app is no effect in another: a reducer of the same type returns its action', async () => {
    const other = defineModel({
      namespace: 'shop',
      state: { items: [] as string[] },
      reducers: {
        load(state, { payload }: { payload: string }) {
          return { items: [...state.items, payload] };
        },
      },
    });
    const { app } = setup<StateOf<[typeof other]>>();
    app.model(other);
    app.start();
    // `shop/load` is an effect of `shop` above, defined in this process; here it is a reducer.
    expect(app.dispatch({ type: 'shop/load', payload: 'x' })).toEqual({ type: 'shop/load', payload: 'x' });
    expect(app.getState().shop.items).toEqual(['x']);
    // and the effect's creator, dispatched to an app that never registered its model, settles
    const { app: bare } = setup();
    await expect(bare.dispatch(shop.actions.load('a'))).rejects.toThrow('model "shop" is not registered');
  });

  it('works with await: the promise is a thenable that settles like a promise', async () => {
    const { app } = start();
    const p = app.dispatch(shop.actions.load('a'));
    gates.a.resolve('apple');
    const seen: string[] = [];
    await p.finally(() => seen.push('finally'));
    expect(await p).toBe('APPLE');
    expect(seen).toEqual(['finally']);
  });

  it('keeps the action serialisable: the promise hangs on a symbol key', () => {
    const seen: unknown[] = [];
    const spy: StoreEnhancer = (next) => (reducer, pre) => {
      const store = next(reducer, pre);
      return { ...store, dispatch: store.dispatch };
    };
    const { app } = start({
      extraEnhancers: [spy],
      extraReducers: { seen: (s: unknown[] = [], a: unknown) => (seen.push(a), s) },
    });
    void app.dispatch(shop.actions.load('a')).catch(() => undefined);
    const a = seen.find((x) => (x as { type: string }).type === 'shop/load');
    expect(JSON.parse(JSON.stringify(a))).toEqual({ type: 'shop/load', payload: 'a' });
    expect(Object.getOwnPropertySymbols(a)).toHaveLength(1);
  });
});

describe('error order: the caller first, then onError', () => {
  it('calls onError after a macrotask when nobody handles the rejection', async () => {
    const { app, onError } = start();
    const boom = new Error('boom');
    const action = shop.actions.fail(boom);
    void app.dispatch(action);
    await Promise.resolve();
    expect(onError).not.toHaveBeenCalled();
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(boom, {
      namespace: 'shop',
      effect: 'fail',
      action: expect.objectContaining({ type: 'shop/fail' }),
      dispatch: app.dispatch,
      failure: { role: 'read' },
    });
  });

  it('does not call onError when the caller catches', async () => {
    const { app, onError } = start();
    const caught = jest.fn();
    app.dispatch(shop.actions.fail(new Error('x'))).catch(caught);
    await flush();
    expect(caught).toHaveBeenCalled();
    expect(onError).not.toHaveBeenCalled();
  });

  it('does not call onError when the caller passes onRejected to then, anywhere along the chain', async () => {
    const { app, onError } = start();
    const onRejected = jest.fn();
    app.dispatch(shop.actions.fail(new Error('x'))).then(undefined, onRejected);
    app
      .dispatch(shop.actions.fail(new Error('y')))
      .then(() => 1)
      .finally(() => undefined)
      .catch(onRejected);
    await flush();
    expect(onRejected).toHaveBeenCalledTimes(2);
    expect(onError).not.toHaveBeenCalled();
  });

  it('calls onError when the caller attached only a fulfilment handler, without an unhandled rejection', async () => {
    const { app, onError } = start();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const boom = new Error('boom');
    const onFulfilled = jest.fn();
    void app.dispatch(shop.actions.fail(boom)).then(onFulfilled);
    await tick(10);
    process.off('unhandledRejection', unhandled);
    expect(onFulfilled).not.toHaveBeenCalled();
    expect(onError).toHaveBeenCalledWith(boom, expect.anything());
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('reports a failure started with `void dispatch(...)` to onError, without an unhandled rejection', async () => {
    const { app, onError } = start();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const boom = new Error('boom');
    void app.dispatch(shop.actions.fail(boom));
    await tick(10);
    process.off('unhandledRejection', unhandled);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(boom, expect.objectContaining({ effect: 'fail' }));
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('keeps a failure started with quiet(...) from onError, without an unhandled rejection', async () => {
    const { app, onError } = start();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    quiet(app.dispatch(shop.actions.fail(new Error('shown by the page'))));
    await tick(10);
    process.off('unhandledRejection', unhandled);
    expect(onError).not.toHaveBeenCalled();
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('does not call onError for an error already flagged handled (e.g. by a per-call failure handler)', async () => {
    const { app, onError } = start();
    const err = Object.assign(new Error('handled by the request layer'), { handled: true });
    void app.dispatch(shop.actions.fail(err));
    await flush();
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports an error escaping through nested effects once, with the outer effect', async () => {
    const { app, onError } = start();
    const boom = new Error('inner');
    const p = app.dispatch(shop.actions.outer(boom));
    await flush();
    await expect(p).rejects.toBe(boom);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(boom, expect.objectContaining({ effect: 'outer' }));
  });

  it('does not report an inner error the outer effect caught', async () => {
    const { app, onError } = start();
    await expect(app.dispatch(shop.actions.outerCaught(new Error('inner')))).resolves.toBe('recovered');
    await flush();
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports the error of an effect put without waiting (nobody can handle it)', async () => {
    const { app, onError } = start();
    const boom = new Error('inner');
    await expect(app.dispatch(shop.actions.fireAndForget(boom))).resolves.toBe('done');
    await flush();
    expect(onError).toHaveBeenCalledWith(boom, expect.objectContaining({ effect: 'fail' }));
  });

  it('reports the same error object once even when several runs let it escape', async () => {
    const { app, onError } = start();
    void app.dispatch(shop.actions.failShared());
    void app.dispatch(shop.actions.failShared());
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('reports non-object errors too', async () => {
    const { app, onError } = start();
    void app.dispatch(shop.actions.fail('plain string' as unknown as Error));
    await flush();
    expect(onError).toHaveBeenCalledWith('plain string', expect.anything());
  });

  it('logs to the console when no onError is given', async () => {
    const { app } = start({ onError: undefined });
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const boom = new Error('boom');
    void app.dispatch(shop.actions.fail(boom));
    await flush();
    expect(log).toHaveBeenCalledWith(boom);
    log.mockRestore();
  });
});

describe('cancelled and skipped runs', () => {
  it('takeLatest: the superseded run rejects with EffectCancelledError, never sent to onError', async () => {
    const { app, onError } = start();
    const p1 = outcome(app.dispatch(shop.actions.latest('a')));
    const p2 = app.dispatch(shop.actions.latest('b'));
    gates.b.resolve('second');
    const r1 = await p1;
    expect(r1).toEqual({ error: expect.any(EffectCancelledError) });
    expect((r1 as { error: EffectCancelledError }).error.reason).toBe('cancelled');
    await expect(p2).resolves.toBe('second');
    void app.dispatch(shop.actions.latest('c'));
    void app.dispatch(shop.actions.latest('d'));
    await flush();
    expect(onError).not.toHaveBeenCalled();
  });

  it('takeLeading: a dispatch during a run is skipped (rejects with reason "skipped"); the next one after it runs', async () => {
    const { app, onError } = start();
    const p1 = app.dispatch(shop.actions.leading('a'));
    const r2 = await outcome(app.dispatch(shop.actions.leading('b')));
    expect(r2).toEqual({ error: expect.any(EffectCancelledError) });
    expect((r2 as { error: EffectCancelledError }).error.reason).toBe('skipped');
    expect(gates.b).toBeUndefined();
    gates.a.resolve('first');
    await expect(p1).resolves.toBe('first');
    const p3 = app.dispatch(shop.actions.leading('c'));
    gates.c.resolve('third');
    await expect(p3).resolves.toBe('third');
    await flush();
    expect(onError).not.toHaveBeenCalled();
  });

  it('debounce: the calls of a burst before the last are skipped', async () => {
    const { app } = start();
    const r = await Promise.all(['a', 'b', 'c'].map((k) => outcome(app.dispatch(shop.actions.debounced(k)))));
    expect(r).toEqual([
      { error: expect.objectContaining({ reason: 'skipped' }) },
      { error: expect.objectContaining({ reason: 'skipped' }) },
      { value: 'c' },
    ]);
  });

  it('throttle: the first runs, the latest of the window runs after it, the ones between are skipped', async () => {
    const { app } = start();
    const r = await Promise.all(['a', 'b', 'c'].map((k) => outcome(app.dispatch(shop.actions.throttled(k)))));
    expect(r).toEqual([{ value: 'a' }, { error: expect.objectContaining({ reason: 'skipped' }) }, { value: 'c' }]);
  });
});

describe('models added and removed', () => {
  it('registers a model after start and runs its subscriptions at once', () => {
    const { app } = setup();
    app.start();
    const setupSub = jest.fn();
    const m = defineModel({ namespace: 'late', state: { n: 1 }, subscriptions: { setup: setupSub } });
    app.model(m);
    expect(app.hasModel('late')).toBe(true);
    expect(app.getState().late).toEqual({ n: 1 });
    expect(setupSub).toHaveBeenCalledTimes(1);
  });

  it('runs the subscriptions of models registered before start only at start, with a prefixing dispatch and the history', () => {
    const { app, history } = setup();
    let api: unknown;
    const m = defineModel({
      namespace: 'sub',
      state: { seen: [] as string[] },
      reducers: {
        saw(state, { payload }: { payload: string }) {
          return { seen: [...state.seen, payload] };
        },
      },
      subscriptions: {
        setup(a) {
          api = a;
          a.dispatch({ type: 'saw', payload: a.history.location.pathname });
        },
      },
    });
    app.model(m);
    expect(api).toBeUndefined();
    app.start();
    app.start();
    expect(api).toEqual({ dispatch: expect.any(Function), history });
    expect(app.getState().sub).toEqual({ seen: ['/home'] });
  });

  it('ignores a second registration of a namespace, with a warning', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { app } = start();
    app.model(shop);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"shop" is already registered'));
    const p = app.dispatch(shop.actions.load('a'));
    gates.a.resolve('apple');
    await p;
    expect(app.getState().shop.items).toEqual(['apple']); // one watcher, not two
    warn.mockRestore();
  });

  it('refuses the namespaces of the core', () => {
    const { app } = setup();
    expect(() => app.model(defineModel({ namespace: 'loading', state: 0 }))).toThrow(/reserved/);
    expect(() => app.model(defineModel({ namespace: 'router', state: 0 }))).toThrow(/reserved/);
  });

  it('unmodel cancels pending effects, runs unlisteners, drops state; adding it again works', async () => {
    const unlisten = jest.fn();
    const m = defineModel({
      namespace: 'page',
      state: { items: [] as string[] },
      reducers: {
        add(state, { payload }: { payload: string }) {
          return { items: [...state.items, payload] };
        },
      },
      effects: {
        *load({ payload }: { payload: string }, { call, put }) {
          yield* put({ type: 'add', payload: yield* call(api.get, payload) });
        },
        slow: [
          function* ({ payload }: { payload: string }) {
            yield* [];
            return payload;
          },
          { type: 'debounce', ms: 50 },
        ],
      },
      subscriptions: { setup: () => unlisten },
    });
    const { app: base, onError } = start();
    const app = base as unknown as App<StateOf<[typeof shop, typeof m]>>;
    app.model(m);
    app.dispatch(m.actions.add('kept until removal'));
    const pending = outcome(app.dispatch(m.actions.load('a')));
    const debounced = outcome(app.dispatch(m.actions.slow('x')));
    expect(app.getState().loading.global).toBe(true);

    app.unmodel('page');
    expect(await pending).toEqual({ error: expect.objectContaining({ reason: 'cancelled' }) });
    expect(await debounced).toEqual({ error: expect.objectContaining({ reason: 'cancelled' }) });
    expect(unlisten).toHaveBeenCalledTimes(1);
    expect(app.hasModel('page')).toBe(false);
    expect('page' in app.getState()).toBe(false);
    expect(app.getState().loading.global).toBe(false);
    expect(app.getState().loading.models.page).toBe(false);

    // A dispatch to a removed model still settles.
    await expect(app.dispatch(m.actions.load('b'))).rejects.toThrow('model "page" is not registered');

    app.model(m);
    expect(app.getState().page).toEqual({ items: [] });
    const p = app.dispatch(m.actions.load('c'));
    gates.c.resolve('cherry');
    await p;
    expect(app.getState().page).toEqual({ items: ['cherry'] });
    app.unmodel('nope');
    await flush();
    expect(onError).not.toHaveBeenCalled();
  });

  it('takes a preloaded slice for a model when it registers, once', () => {
    const { app } = setup<State>({
      initialState: { shop: { items: ['from server'] }, extra: 5 },
      extraReducers: { extra: (s: number = 0) => s },
    });
    expect(app.getState()).not.toHaveProperty('shop');
    expect((app.getState() as unknown as { extra: number }).extra).toBe(5);
    app.model(shop);
    expect(app.getState().shop.items).toEqual(['from server']);
    app.unmodel('shop');
    app.model(shop);
    expect(app.getState().shop.items).toEqual([]);
  });

  it('reports a crashed watcher to onError', async () => {
    const boom = new Error('watcher down');
    const m = defineModel({
      namespace: 'w',
      state: null,
      effects: {
        loop: [
          function* (_, { take }) {
            yield* take('loop');
            throw boom;
          },
          { type: 'watcher' },
        ],
      },
    });
    const { app, onError } = start();
    app.model(m);
    app.dispatch({ type: 'w/loop' });
    await flush();
    expect(onError).toHaveBeenCalledWith(
      boom,
      expect.objectContaining({ namespace: 'w', effect: 'loop', action: { type: 'w/loop' } }),
    );
  });
});

describe('createApp options', () => {
  it('adds extra reducers and enhancers, and runs sagas', () => {
    const enhancer = jest.fn<ReturnType<StoreEnhancer>, Parameters<StoreEnhancer>>((next) => next);
    const { app } = setup({
      extraReducers: { flag: (s: boolean = true) => s },
      extraEnhancers: [enhancer as StoreEnhancer],
    });
    expect(enhancer).toHaveBeenCalled();
    expect(app.getState()).toMatchObject({
      flag: true,
      loading: { global: false },
      router: { location: { pathname: '/home' } },
    });
    const seen: string[] = [];
    const task = app.runSaga(function* (prefix: string) {
      seen.push(prefix);
      yield* [];
    }, 'ran');
    expect(seen).toEqual(['ran']);
    expect(task.isRunning()).toBe(false);
  });

  describe('devtools', () => {
    const w = window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown };
    afterEach(() => delete w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__);

    it('composes with the extension when asked and present, named sms2', () => {
      const ext = jest.fn(() => compose);
      w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = ext;
      const { app } = setup({ devtools: true });
      expect(ext).toHaveBeenCalledWith(expect.objectContaining({ name: 'sms2', serialize: expect.any(Object) }));
      expect(app.getState().loading.global).toBe(false);
    });

    it('does not when devtools is false, and works without the extension', () => {
      const ext = jest.fn(() => compose);
      w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = ext;
      setup({ devtools: false });
      expect(ext).not.toHaveBeenCalled();
      delete w.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
      expect(() => setup({ devtools: true })).not.toThrow();
    });
  });
});

describe('what an effect is to the customer, and how its failure is shown (the failure table reads it)', () => {
  const fail = (what: string) =>
    function* () {
      yield* [];
      throw new Error(what);
    };
  const roles = defineModel({
    namespace: 'roles',
    state: null,
    reducers: {},
    effects: {
      read: fail('read'),
      latest: [fail('latest'), { type: 'takeLatest' }],
      leading: [fail('leading'), { type: 'takeLeading' }],
      order: [fail('order'), { type: 'submit' }],
      section: [fail('section'), { type: 'takeLatest', shown: 'inline' }],
      count: [fail('count'), { type: 'takeEvery', role: 'background' }],
      watch: [fail('watch'), { type: 'watcher' }],
    },
    subscriptions: {
      setup(_, done) {
        done('subscription');
      },
    },
  });

  it('takes the role from the kind and the declaration beside it', () => {
    expect(roles.failures).toStrictEqual({
      read: { role: 'read' },
      latest: { role: 'read' },
      leading: { role: 'submit' },
      order: { role: 'submit' },
      section: { role: 'read', shown: 'inline' },
      count: { role: 'background' },
      watch: { role: 'background' },
    });
  });

  it("gives the error hook the effect's role and declaration; a subscription's failure is background", async () => {
    const { app, onError } = setup();
    app.model(roles);
    app.start();
    for (const name of ['read', 'leading', 'section', 'count'] as const) void app.dispatch(roles.actions[name]());
    await flush();
    const told = Object.fromEntries(
      onError.mock.calls.map(([e, c]: [Error, { failure: unknown }]) => [e.message, c.failure]),
    );
    expect(told).toStrictEqual({
      subscription: { role: 'background' },
      watch: { role: 'background' },
      read: { role: 'read' },
      leading: { role: 'submit' },
      section: { role: 'read', shown: 'inline' },
      count: { role: 'background' },
    });
  });
});
