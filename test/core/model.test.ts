import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as T from 'typed-redux-saga';
import { defineModel, defineSlice, push } from '../../src/core';

const api = {
  fetchCount: (_city: string) => Promise.resolve(0),
  log: (_msg: string) => undefined,
};

const counter = defineModel({
  namespace: 'counter',
  state: { count: 0, log: [] as string[] },
  reducers: {
    save(state, { payload }: { payload: number }) {
      return { ...state, count: payload };
    },
    note(state, { payload }: { payload: string }) {
      return { ...state, log: [...state.log, payload] };
    },
  },
  effects: {
    *fetch({ payload }: { payload: string }, { call, put }) {
      const n = yield* call(api.fetchCount, payload);
      yield* put({ type: 'save', payload: n });
      return n;
    },
    *cross(_, { put }) {
      yield* put({ type: 'other/thing' });
      yield* put(push('/next'));
    },
    *waitForNote(_, { take, put }) {
      const a = yield* take<{ type: string; payload: string }>('note');
      yield* put({ type: 'save', payload: a.payload.length });
    },
    *waitForAny(_, { take, put }) {
      yield* take(['note', 'other/ping']);
      yield* put({ type: 'save', payload: 99 });
    },
  },
});

const selectCount = (s: { count: number }) => s.count;
/** Records the type of every action that reaches the store. */
const recorder = (s: string[] = [], a: { type: string }) => (a.type.startsWith('@@redux') ? s : [...s, a.type]);

describe('defineModel: reducer and action creators', () => {
  it('creates prefixed actions, with a payload only when there is one', () => {
    expect(counter.actions.save(3)).toEqual({ type: 'counter/save', payload: 3 });
    expect(counter.actions.fetch('wuhan')).toEqual({ type: 'counter/fetch', payload: 'wuhan' });
    const noPayload = defineModel({ namespace: 'np', state: 0, reducers: { inc: (s: number) => s + 1 } });
    expect(noPayload.actions.inc()).toStrictEqual({ type: 'np/inc' });
    expect(counter.actions.save.type).toBe('counter/save');
    expect(String(counter.actions.save)).toBe('counter/save');
  });

  it('reduces its own prefixed actions and ignores the others', () => {
    const s0 = counter.reducer(undefined, { type: '@@INIT' });
    expect(s0).toEqual({ count: 0, log: [] });
    expect(counter.reducer(s0, counter.actions.save(5)).count).toBe(5);
    expect(counter.reducer(s0, { type: 'save', payload: 5 })).toBe(s0);
    expect(counter.reducer(s0, { type: 'other/save', payload: 5 })).toBe(s0);
  });

  it('lists its effect types (not its reducers, not its watchers)', () => {
    const m = defineModel({
      namespace: 'kinds',
      state: null,
      reducers: { r: (s: null) => s },
      effects: {
        *a() {},
        w: [function* () {}, { type: 'watcher' }],
      },
    });
    expect(m.effectTypes).toEqual(['kinds/a']);
    expect(Object.keys(m.actions).sort()).toEqual(['a', 'r']);
  });
});

describe('model.saga with expectSaga', () => {
  it('runs an effect: call, prefixed put, final state', async () => {
    const { storeState } = await expectSaga(counter.saga)
      .withReducer(counter.reducer)
      .provide([[matchers.call.fn(api.fetchCount), 3]])
      .dispatch(counter.actions.fetch('wuhan'))
      .call(api.fetchCount, 'wuhan')
      .put({ type: 'counter/save', payload: 3 })
      .silentRun(50);
    expect(selectCount(storeState)).toBe(3);
  });

  it('dispatches lifecycle actions around a run', async () => {
    const { storeState } = await expectSaga(counter.saga)
      .withReducer(recorder)
      .provide([[matchers.call.fn(api.fetchCount), 1]])
      .dispatch(counter.actions.fetch('x'))
      .silentRun(50);
    expect(storeState).toEqual(['counter/fetch', 'counter/fetch/@@start', 'counter/save', 'counter/fetch/@@end']);
  });

  it('dispatches @@error with the error, and the watcher survives to run the next dispatch', async () => {
    const boom = new Error('boom');
    let calls = 0;
    const { storeState } = await expectSaga(counter.saga)
      .withReducer(counter.reducer)
      .provide({
        call(effect, next) {
          if (effect.fn !== api.fetchCount) return next();
          calls += 1;
          if (calls === 1) throw boom;
          return 7;
        },
      })
      .dispatch(counter.actions.fetch('a'))
      .dispatch(counter.actions.fetch('b'))
      .put({ type: 'counter/fetch/@@error', payload: boom, error: true })
      .put({ type: 'counter/save', payload: 7 })
      .silentRun(50);
    expect(calls).toBe(2);
    expect(storeState.count).toBe(7);
  });

  it('ends the run (@@end) after a failure too', async () => {
    const { storeState } = await expectSaga(counter.saga)
      .withReducer(recorder)
      .provide([[matchers.call.fn(api.fetchCount), throwError(new Error('x'))]])
      .dispatch(counter.actions.fetch('a'))
      .silentRun(50);
    expect(storeState).toEqual([
      'counter/fetch',
      'counter/fetch/@@start',
      'counter/fetch/@@error',
      'counter/fetch/@@end',
    ]);
  });

  it('leaves types of other models and of the router un-prefixed', async () => {
    await expectSaga(counter.saga)
      .dispatch(counter.actions.cross())
      .put({ type: 'other/thing' })
      .put(push('/next'))
      .silentRun(50);
  });

  it('takes un-prefixed types from its own model only', async () => {
    const { storeState } = await expectSaga(counter.saga)
      .withReducer(counter.reducer)
      .dispatch(counter.actions.waitForNote())
      .dispatch({ type: 'note', payload: 'not mine' })
      .dispatch({ type: 'other/note', payload: 'not mine either' })
      .dispatch(counter.actions.note('mine!'))
      .put({ type: 'counter/save', payload: 5 })
      .silentRun(50);
    expect(storeState.count).toBe(5);
  });

  it('prefixes take patterns given as arrays', async () => {
    await expectSaga(counter.saga)
      .dispatch(counter.actions.waitForAny())
      .dispatch({ type: 'other/ping' })
      .put({ type: 'counter/save', payload: 99 })
      .silentRun(50);
    await expectSaga(counter.saga)
      .dispatch(counter.actions.waitForAny())
      .dispatch({ type: 'note' })
      .not.put({ type: 'counter/save', payload: 99 })
      .silentRun(50);
  });
});

describe('effect kinds', () => {
  const slow = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const kinds = defineModel({
    namespace: 'k',
    state: { runs: [] as string[] },
    reducers: {
      ran(state, { payload }: { payload: string }) {
        return { runs: [...state.runs, payload] };
      },
    },
    effects: {
      *every({ payload }: { payload: string }, { call, put }) {
        yield* call(slow, 20);
        yield* put({ type: 'ran', payload });
      },
      latest: [
        function* ({ payload }: { payload: string }, { call, put }) {
          yield* call(slow, 20);
          yield* put({ type: 'ran', payload });
        },
        { type: 'takeLatest' },
      ],
      leading: [
        function* ({ payload }: { payload: string }, { call, put }) {
          yield* call(slow, 20);
          yield* put({ type: 'ran', payload });
        },
        { type: 'takeLeading' },
      ],
      throttled: [
        function* ({ payload }: { payload: string }, { put }) {
          yield* put({ type: 'ran', payload });
        },
        { type: 'throttle', ms: 30 },
      ],
      debounced: [
        function* ({ payload }: { payload: string }, { put }) {
          yield* put({ type: 'ran', payload });
        },
        { type: 'debounce', ms: 20 },
      ],
      loop: [
        function* (_, { take, put }) {
          for (;;) {
            // A watcher's own name is prefixed like any own type.
            const a = yield* take<{ type: string; payload: string }>('loop');
            yield* put({ type: 'ran', payload: `loop:${a.payload}` });
          }
        },
        { type: 'watcher' },
      ],
    },
  });
  const runs = async (...actions: { type: string }[]) => {
    let saga = expectSaga(kinds.saga).withReducer(kinds.reducer);
    for (const a of actions) saga = saga.dispatch(a);
    const { storeState } = await saga.silentRun(120);
    return storeState.runs as string[];
  };

  it('takeEvery (default) runs every dispatch', async () => {
    expect(await runs(kinds.actions.every('a'), kinds.actions.every('b'))).toEqual(['a', 'b']);
  });

  it('takeLatest cancels the run in progress', async () => {
    expect(await runs(kinds.actions.latest('a'), kinds.actions.latest('b'))).toEqual(['b']);
  });

  it('takeLeading drops dispatches while a run is in progress', async () => {
    expect(await runs(kinds.actions.leading('a'), kinds.actions.leading('b'))).toEqual(['a']);
  });

  it('throttle runs the first and the latest of the window', async () => {
    const a = kinds.actions.throttled;
    expect(await runs(a('a'), a('b'), a('c'))).toEqual(['a', 'c']);
  });

  it('debounce runs only the last of a burst', async () => {
    const a = kinds.actions.debounced;
    expect(await runs(a('a'), a('b'), a('c'))).toEqual(['c']);
  });

  it('a watcher is the loop itself, with prefixed take', async () => {
    expect(await runs({ type: 'k/loop', payload: '1' } as never, { type: 'loop', payload: 'x' } as never)).toEqual([
      'loop:1',
    ]);
  });

  it('a crashed watcher reports @@error', async () => {
    const boom = new Error('watcher down');
    const m = defineModel({
      namespace: 'w',
      state: null,
      effects: {
        crash: [
          function* (_, { call }) {
            yield* call(() => {
              throw boom;
            });
          },
          { type: 'watcher' },
        ],
      },
    });
    await expectSaga(m.saga).put({ type: 'w/crash/@@error', payload: boom, error: true }).silentRun(20);
  });
});

describe('prefixed putResolve', () => {
  it('puts the prefixed action', async () => {
    const m = defineModel({
      namespace: 'pr',
      state: 0,
      reducers: { set: (_s: number, { payload }: { payload: number }) => payload },
      effects: {
        *go(_, { putResolve }) {
          yield* putResolve({ type: 'set', payload: 2 });
        },
      },
    });
    const { storeState } = await expectSaga(m.saga)
      .withReducer(m.reducer)
      .dispatch(m.actions.go())
      .putResolve({ type: 'pr/set', payload: 2 })
      .silentRun(20);
    expect(storeState).toBe(2);
  });
});

describe('own.select: a model reads its own slice through its definition', () => {
  const tally = defineModel({
    namespace: 'tally',
    state: { n: 1 },
    reducers: {
      set(state, { payload }: { payload: number }) {
        return { ...state, n: payload };
      },
    },
    effects: (own) => ({
      *double(_: unknown, { put }) {
        const { n } = yield* own.select();
        yield* put(own.set(n * 2));
        return n * 2;
      },
    }),
  });

  it('is a SELECT of the slice, which expectSaga sees and withState answers', async () => {
    const { storeState } = await expectSaga(tally.saga)
      .withReducer(combineReducers({ tally: tally.reducer }))
      .withState({ tally: { n: 21 } })
      .dispatch(tally.actions.double())
      .put(tally.actions.set(42))
      .silentRun(20);
    expect(storeState).toEqual({ tally: { n: 42 } });
  });

  it('is no reducer name (development builds say so)', () => {
    expect(() =>
      defineModel({
        namespace: 'clash',
        state: {},
        reducers: {
          select: (s: object) => s,
        },
      }),
    ).toThrow('"select" is own.select');
  });
});

describe('defineSlice: a model that spans files, its effects in modules of their own', () => {
  // The slice: what an effect module imports (its own creators and own.select), no parameter passed by hand.
  const slice = defineSlice({
    namespace: 'cart',
    state: { items: [] as string[] },
    reducers: {
      add(state, { payload }: { payload: string }) {
        return { ...state, items: [...state.items, payload] };
      },
    },
  });
  // An effect module's saga, written against the slice alone.
  function* addTwice(item: string) {
    yield* T.put(slice.own.add(item));
    yield* T.put(slice.own.add(item));
    return (yield* slice.own.select()).items.length;
  }
  const cart = defineModel({
    ...slice,
    effects: {
      *addTwice({ payload }: { payload: string }) {
        return yield* T.call(addTwice, payload);
      },
    },
  });

  it("its creators are the model's: the same types, the same actions", () => {
    expect(slice.own.add('x')).toEqual(cart.actions.add('x'));
    expect(slice.own.add.type).toBe('cart/add');
  });

  it("the model's effect runs the module's saga on the model's slice", async () => {
    const { storeState, returnValue } = await expectSaga(addTwice, 'tea')
      .withReducer(combineReducers({ cart: cart.reducer }))
      .put(cart.actions.add('tea'))
      .run();
    expect(storeState).toEqual({ cart: { items: ['tea', 'tea'] } });
    expect(returnValue).toBe(2);
    await expectSaga(cart.saga)
      .withReducer(combineReducers({ cart: cart.reducer }))
      .dispatch(cart.actions.addTwice('milk'))
      .put(slice.own.add('milk'))
      .silentRun(20);
  });
});
