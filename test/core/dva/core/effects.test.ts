// dva-core/test/effects.test.js
import { defineModel, type OnEffect, type WatcherEffects } from '../../../../src/core';
import { create, delay, flush, send } from '../support';

type Count = { payload?: number };
const add = (state: number, { payload }: Count) => state + (payload as number) || 1;

describe('effects', () => {
  it('put action', (done) => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        reducers: { add },
        effects: {
          *addDelay({ payload }: Count, { put, call }) {
            yield* call(delay, 100);
            yield* put({ type: 'add', payload });
          },
        },
      }),
    );
    app.start();
    send(app, { type: 'count/addDelay', payload: 2 });
    expect(app.getState().count).toEqual(0);
    setTimeout(() => {
      expect(app.getState().count).toEqual(2);
      done();
    }, 200);
  });

  function testAppCreator() {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        reducers: { add },
        effects: {
          *putWithNamespace({ payload }: Count, { put }) {
            yield* put({ type: 'count/add', payload });
          },
          *putWithoutNamespace({ payload }: Count, { put }) {
            yield* put({ type: 'add', payload });
          },
        },
      }),
    );
    return app;
  }

  it('put action with namespace will get a warning (deviation: no warning, `ns/type` is what creators put)', () => {
    const app = testAppCreator();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    app.start();
    expect(app.getState().count).toEqual(0);
    send(app, { type: 'count/putWithNamespace', payload: 2 });
    send(app, { type: 'count/putWithoutNamespace', payload: 2 });
    expect(error).not.toHaveBeenCalled();
    expect(app.getState().count).toEqual(4);
    error.mockRestore();
  });

  it('test disable namespacePrefixWarning (deviation: no option, there is no warning to disable)', () => {
    const app = testAppCreator();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    app.start();
    expect(app.getState().count).toEqual(0);
    send(app, { type: 'count/putWithNamespace', payload: 2 });
    send(app, { type: 'count/putWithoutNamespace', payload: 2 });
    expect(error).not.toHaveBeenCalled();
    expect(app.getState().count).toEqual(4);
    error.mockRestore();
  });

  it('put multi effects in order', (done) => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'counter',
        state: { count: 0, resolveCount: 0 },
        reducers: {
          dump(state, { payload }: { payload: Partial<{ count: number; resolveCount: number }> }) {
            return { ...state, ...payload };
          },
        },
        effects: {
          *changeCountDelay({ payload }: { payload: number }, { put, call }) {
            yield* call(delay, 200);
            yield* put({ type: 'dump', payload: { count: payload } });
          },
          // dva's `put.resolve` is `putResolve`.
          *process({ payload }: { payload: number }, { putResolve, put, select }) {
            yield* putResolve({ type: 'changeCountDelay', payload });
            const count = yield* select((state: any) => state.counter.count as number);
            yield* put({ type: 'dump', payload: { resolveCount: count } });
          },
        },
      }),
    );
    app.start();
    void send(app, { type: 'counter/process', payload: 1 }).then(() => {
      expect(app.getState().counter.resolveCount).toEqual(1);
      done();
    });
    expect(app.getState().counter.resolveCount).toEqual(0);
  });

  it('take', (done) => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        reducers: { add },
        effects: {
          *addDelay({ payload }: { payload: { delay?: number; amount: number } }, { put, call }) {
            yield* call(delay, payload.delay || 100);
            yield* put({ type: 'add', payload: payload.amount });
          },
          *test(_: unknown, { put, select, take }) {
            yield* put({ type: 'addDelay', payload: { amount: 2 } });
            yield* take('addDelay/@@end');
            const count = yield* select((state: any) => state.count as number);
            yield* put({ type: 'addDelay', payload: { amount: count, delay: 0 } });
          },
        },
      }),
    );
    app.start();
    send(app, { type: 'count/test' });
    // When the second addDelay (put by test after its take) has ended, not after a wall-clock wait that a busy
    // machine outlasts.
    let running = false;
    let ended = 0;
    const unsubscribe = app.store.subscribe(() => {
      const now = app.getState().loading.effects['count/addDelay'] === true;
      if (running && !now) ended += 1;
      running = now;
      if (ended < 2) return;
      unsubscribe();
      expect(app.getState().count).toEqual(4);
      done();
    });
  });

  it('take with array of actions', () => {
    const app = create();
    let takenCount = 0;
    app.model(
      defineModel({
        namespace: 'count',
        state: null as number | null,
        reducers: {
          addRequest: () => 1,
          addFailure: () => -1,
          addSuccess: () => 0,
        },
        effects: {
          *add(action: { amount: number }, { put }) {
            yield* put({ type: 'addRequest' });
            if (action.amount > 0.5) {
              yield* put({ type: 'addSuccess' });
            } else {
              yield* put({ type: 'addFailure' });
            }
          },
          *test(action: { amount: number }, { put, take }) {
            yield* put({ type: 'add', amount: action.amount });
            yield* take(['addSuccess', 'addFailure']);
            takenCount += 1;
          },
        },
      }),
    );
    app.start();
    send(app, { type: 'count/test', amount: 0 });
    expect(app.getState().count).toEqual(-1);
    send(app, { type: 'count/test', amount: 1 });
    expect(app.getState().count).toEqual(0);
    expect(takenCount).toEqual(2);
  });

  it('dispatch action for other models (deviation: `loading` is the core slice, the other model is `overlay`)', () => {
    const app = create();
    expect(() => app.model(defineModel({ namespace: 'loading', state: false }))).toThrow(/reserved/);
    app.model(defineModel({ namespace: 'overlay', state: false, reducers: { show: () => true } }));
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        effects: {
          *addDelay(_: unknown, { put }) {
            yield* put({ type: 'overlay/show' });
          },
        },
      }),
    );
    app.start();
    send(app, { type: 'count/addDelay' });
    expect(app.getState().overlay).toEqual(true);
  });

  it('onError (deviation: onError(error, { dispatch }) after a macrotask, when no caller handled it; no preventDefault)', async () => {
    const errors: string[] = [];
    const app = create({
      onError: (error, { dispatch }) => {
        errors.push((error as Error).message);
        dispatch({ type: 'count/add' });
      },
    });
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        reducers: { add },
        effects: {
          *addDelay({ payload }: Count, { put }) {
            if (!payload) {
              throw new Error('effect error');
            } else {
              yield* put({ type: 'add', payload });
            }
          },
        },
      }),
    );
    app.start();
    send(app, { type: 'count/addDelay' });
    expect(errors).toEqual([]);
    await flush();
    expect(errors).toEqual(['effect error']);
    expect(app.getState().count).toEqual(1);
    send(app, { type: 'count/addDelay', payload: 2 });
    expect(app.getState().count).toEqual(3);
  });

  it('onError: extension (deviation: the context is { namespace, effect, action }, not { key, effectArgs })', async () => {
    const app = create({
      onError(_, context) {
        const { namespace, effect, action } = context;
        context.dispatch({ type: 'err/append', payload: { namespace, effect, action } });
      },
    });
    app.model(
      defineModel({
        namespace: 'err',
        state: [] as unknown[],
        reducers: {
          append(state, action: { payload: unknown }) {
            return [...state, action.payload];
          },
        },
        effects: {
          // eslint-disable-next-line require-yield
          *generate(_: { payload: string }) {
            throw new Error('Effect error');
          },
        },
      }),
    );
    app.start();
    send(app, { type: 'err/generate', payload: 'err.payload' });
    await flush();
    expect(app.getState().err.length).toEqual(1);
    expect(`${app.getState().err[0].namespace}/${app.getState().err[0].effect}`).toEqual('err/generate');
    expect(app.getState().err[0].action.type).toEqual('err/generate');
    expect(app.getState().err[0].action.payload).toEqual('err.payload');
  });

  it('type: takeLatest', (done) => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        reducers: { add },
        effects: {
          addDelay: [
            function* ({ payload }: Count, { call, put }) {
              yield* call(delay, 100);
              yield* put({ type: 'add', payload });
            },
            { type: 'takeLatest' },
          ],
        },
      }),
    );
    app.start();

    // Only catch the last one.
    send(app, { type: 'count/addDelay', payload: 2 });
    send(app, { type: 'count/addDelay', payload: 3 });

    setTimeout(() => {
      expect(app.getState().count).toEqual(3);
      done();
    }, 200);
  });

  it('type: throttle throw error if no ms (dva skips it; ours: a compile error, and defineModel throws)', () => {
    expect(() =>
      defineModel({
        namespace: 'count',
        state: 0,
        effects: {
          addDelay: [
            function* () {
              yield* [];
            },
            // @ts-expect-error throttle needs ms
            { type: 'throttle' },
          ],
        },
      }),
    ).toThrow(/ms should be defined if type is throttle/);
  });

  // Fake timers: dva's margin is 20 ms (the second run ends at 220 ms), which a busy machine can miss.
  it('type: throttle', async () => {
    jest.useFakeTimers();
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        reducers: { add },
        effects: {
          addDelay: [
            function* ({ payload }: Count, { call, put }) {
              yield* call(delay, 120);
              yield* put({ type: 'add', payload });
            },
            { type: 'throttle', ms: 100 },
          ],
        },
      }),
    );
    app.start();

    send(app, { type: 'count/addDelay', payload: 2 });
    send(app, { type: 'count/addDelay', payload: 3 });

    await jest.advanceTimersByTimeAsync(200);
    expect(app.getState().count).toEqual(2);
    await jest.advanceTimersByTimeAsync(40);
    expect(app.getState().count).toEqual(5);
    jest.useRealTimers();
  });

  it('type: watcher', (done) => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        reducers: { add },
        effects: {
          addWatcher: [
            function* ({ take, put, call }: WatcherEffects) {
              for (;;) {
                const { payload } = yield* take<{ type: string; payload: number }>('addWatcher');
                yield* call(delay, 100);
                yield* put({ type: 'add', payload });
              }
            },
            { type: 'watcher' },
          ],
        },
      }),
    );
    app.start();

    // Only catch the first one.
    send(app, { type: 'count/addWatcher', payload: 2 });
    send(app, { type: 'count/addWatcher', payload: 3 });

    setTimeout(() => {
      expect(app.getState().count).toEqual(2);
      done();
    }, 200);
  });

  // dva's `poll` kind: `${key}-start` runs the effect every `delay` ms until `${key}-stop`. Not ours: a compile
  // error, and defineModel throws in development (a loop in a `watcher` does the same).
  it.each([
    'type: poll',
    'type: poll and stop',
    'type: poll with payload',
    'type: poll, start many time',
    'type: poll, start many time 2',
    'type: poll, start and stop many time',
  ])('%s (absent: no poll kind, a watcher loops instead)', () => {
    expect(() =>
      defineModel({
        namespace: 'count',
        state: 0,
        effects: {
          pollAdd: [
            function* () {
              yield* [];
            },
            // @ts-expect-error no poll kind
            { type: 'poll', delay: 1000 },
          ],
        },
      }),
    ).toThrow(/effect type should be takeEvery, takeLatest, takeLeading, throttle, debounce, watcher/);
  });

  it('nonvalid type (dva skips it; ours: a compile error, and defineModel throws)', () => {
    expect(() =>
      defineModel({
        namespace: 'count',
        state: 0,
        effects: {
          addDelay: [
            function* () {
              yield* [];
            },
            // @ts-expect-error not a kind
            { type: 'nonvalid' },
          ],
        },
      }),
    ).toThrow(/effect type should be takeEvery, takeLatest, takeLeading, throttle, debounce, watcher/);
  });

  it('onEffect (deviation: the plugin reducer is `spinner`, `loading` is the core slice)', (done) => {
    const SHOW = '@@LOADING/SHOW';
    const HIDE = '@@LOADING/HIDE';

    const app = create();

    // Test model should be accessible
    let modelNamespace: string | null = null;
    // Test onEffect should be run orderly
    let count = 0;
    let expectedKey: string | null = null;

    const first: OnEffect = (effect, { put }, model, key) => {
      expectedKey = key;
      modelNamespace = model.namespace;
      return function* (...args) {
        count *= 2;
        yield put({ type: SHOW });
        yield effect(...args);
        yield put({ type: HIDE });
      };
    };
    app.use({
      extraReducers: {
        spinner(state = false, action) {
          switch (action.type) {
            case SHOW:
              return true;
            case HIDE:
              return false;
            default:
              return state;
          }
        },
      },
      onEffect: first,
    });

    app.use({
      onEffect(effect) {
        return function* (...args) {
          count += 2;
          yield effect(...args);
          count += 1;
        };
      },
    });

    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        reducers: {
          add(state) {
            return state + 1;
          },
        },
        effects: {
          *addRemote(_: unknown, { put }) {
            yield delay(100);
            yield* put({ type: 'add' });
          },
        },
      }),
    );

    app.start();

    expect(app.getState().spinner).toEqual(false);

    send(app, { type: 'count/addRemote' });
    expect(app.getState().spinner).toEqual(true);
    expect(modelNamespace).toEqual('count');
    expect(expectedKey).toEqual('count/addRemote');

    setTimeout(() => {
      expect(app.getState().spinner).toEqual(false);
      expect(app.getState().count).toEqual(1);
      expect(count).toEqual(5);
      done();
    }, 200);
  });

  it('return Promise', (done) => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        reducers: { add },
        effects: {
          *addDelay({ payload }: { payload: { delay?: number; amount: number } }, { put, call, select }) {
            yield* call(delay, payload.delay || 100);
            yield* put({ type: 'add', payload: payload.amount });
            return yield* select((state: any) => state.count as number);
          },
        },
      }),
    );
    app.start();
    const p1 = send(app, { type: 'count/addDelay', payload: { amount: 2 } });
    const p2 = send(app, { type: 'count/add', payload: 2 });
    expect(p1 instanceof Promise).toEqual(true);
    expect(p2).toEqual({ type: 'count/add', payload: 2 });
    expect(app.getState().count).toEqual(2);
    void p1.then((count: number) => {
      expect(count).toEqual(4);
      expect(app.getState().count).toEqual(4);
      done();
    });
  });

  it('return Promises when trigger the same effect multiple times', (done) => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        reducers: { add },
        effects: {
          *addDelay({ payload }: { payload: { delay?: number; amount: number } }, { put, call, select }) {
            yield* call(delay, payload.delay || 100);
            yield* put({ type: 'add', payload: payload.amount });
            return yield* select((state: any) => state.count as number);
          },
        },
      }),
    );
    app.start();

    const p1 = send(app, { type: 'count/addDelay', payload: { delay: 100, amount: 1 } });
    const p2 = send(app, { type: 'count/add', payload: 2 });
    const p3 = send(app, { type: 'count/addDelay', payload: { delay: 200, amount: 3 } });
    expect(p1 instanceof Promise).toEqual(true);
    expect(p2).toEqual({ type: 'count/add', payload: 2 });
    expect(app.getState().count).toEqual(2);
    void p1.then((count: number) => {
      expect(count).toEqual(3);
      expect(app.getState().count).toEqual(3);
      void p3.then((count3: number) => {
        expect(count3).toEqual(6);
        expect(app.getState().count).toEqual(6);
        done();
      });
    });
  });
});
