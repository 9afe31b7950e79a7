import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import {
  defineModel,
  loadingReducer,
  selectEffectLoading,
  selectGlobalLoading,
  selectModelLoading,
  type LoadingState,
  type StateOf,
} from '../../src/core';
import { deferred, flush, outcome, setup, type Deferred } from './support';

const reduce = (...types: string[]) =>
  types.reduce<LoadingState>((s, type) => loadingReducer(s, { type }), loadingReducer(undefined, { type: '@@INIT' }));
const view = (loading: LoadingState) => ({ loading });

describe('loading reducer', () => {
  it('starts with nothing loading', () => {
    expect(reduce()).toEqual({ global: false, models: {}, effects: {}, counts: {} });
  });

  it('sets the effect, model and global flags on @@start and clears them on @@end', () => {
    const s = reduce('a/fetch/@@start');
    expect(s).toMatchObject({ global: true, models: { a: true }, effects: { 'a/fetch': true } });
    expect(reduce('a/fetch/@@start', 'a/fetch/@@end')).toMatchObject({
      global: false,
      models: { a: false },
      effects: { 'a/fetch': false },
    });
  });

  it('counts concurrent runs of one effect', () => {
    const s = reduce('a/fetch/@@start', 'a/fetch/@@start', 'a/fetch/@@end');
    expect(s).toMatchObject({ global: true, models: { a: true }, effects: { 'a/fetch': true } });
    expect(loadingReducer(s, { type: 'a/fetch/@@end' })).toMatchObject({
      global: false,
      effects: { 'a/fetch': false },
    });
  });

  it('keeps a model loading while any of its effects runs, and global while any model does', () => {
    const s = reduce('a/one/@@start', 'a/two/@@start', 'b/x/@@start', 'a/one/@@end');
    expect(s).toMatchObject({ global: true, models: { a: true, b: true }, effects: { 'a/one': false, 'a/two': true } });
    const t = loadingReducer(loadingReducer(s, { type: 'a/two/@@end' }), { type: 'b/x/@@end' });
    expect(t).toMatchObject({ global: false, models: { a: false, b: false } });
  });

  it('does not go below zero on a stray @@end, and ignores other actions', () => {
    const s = reduce('a/x/@@end', 'a/x/@@start');
    expect(s.global).toBe(true);
    const same = reduce('a/x/@@start');
    expect(loadingReducer(same, { type: 'a/x' })).toBe(same);
    expect(loadingReducer(same, { type: 'a/x/@@error' })).toBe(same);
    expect(loadingReducer(same, { type: '@@router/LOCATION_CHANGE' })).toBe(same);
  });

  it('exposes selectors', () => {
    const s = view(reduce('a/fetch/@@start'));
    expect(selectGlobalLoading(s)).toBe(true);
    expect(selectModelLoading('a')(s)).toBe(true);
    expect(selectModelLoading('b')(s)).toBe(false);
    expect(selectEffectLoading('a/fetch')(s)).toBe(true);
    expect(selectEffectLoading('a/other')(s)).toBe(false);
    expect(selectEffectLoading({ type: 'a/fetch' })(s)).toBe(true);
  });
});

let gates: Deferred<string>[] = [];
const wait = () => {
  const d = deferred<string>();
  gates.push(d);
  return d.promise;
};
beforeEach(() => {
  gates = [];
});

const page = defineModel({
  namespace: 'page',
  state: {},
  effects: {
    *load(_, { call }) {
      return yield* call(wait);
    },
    *outer(_, { putResolve }) {
      return yield* putResolve({ type: 'load' });
    },
    latest: [
      function* (_, { call }) {
        return yield* call(wait);
      },
      { type: 'takeLatest' },
    ],
  },
});
type State = StateOf<[typeof page]>;

describe('loading with the running app', () => {
  const start = () => {
    const s = setup<State>();
    s.app.model(page);
    s.app.start();
    return s;
  };

  it('is true while an effect runs and false after it succeeds', async () => {
    const { app } = start();
    const p = app.dispatch(page.actions.load());
    expect(selectEffectLoading(page.actions.load)(app.getState())).toBe(true);
    expect(selectModelLoading('page')(app.getState())).toBe(true);
    expect(selectGlobalLoading(app.getState())).toBe(true);
    gates[0].resolve('ok');
    await p;
    expect(app.getState().loading).toMatchObject({
      global: false,
      models: { page: false },
      effects: { 'page/load': false },
    });
  });

  it('is already false when the caller sees the result', async () => {
    const { app } = start();
    const p = app.dispatch(page.actions.load()).then(() => selectGlobalLoading(app.getState()));
    gates[0].resolve('ok');
    await expect(p).resolves.toBe(false);
  });

  it('stays true until the last of concurrent runs ends', async () => {
    const { app } = start();
    const p1 = app.dispatch(page.actions.load());
    const p2 = app.dispatch(page.actions.load());
    gates[0].resolve('1');
    await p1;
    expect(selectEffectLoading('page/load')(app.getState())).toBe(true);
    gates[1].resolve('2');
    await p2;
    expect(selectEffectLoading('page/load')(app.getState())).toBe(false);
  });

  it('handles nested runs (an effect waiting on another)', async () => {
    const { app } = start();
    const p = app.dispatch(page.actions.outer());
    expect(app.getState().loading.effects).toEqual({ 'page/outer': true, 'page/load': true });
    gates[0].resolve('x');
    await expect(p).resolves.toBe('x');
    expect(app.getState().loading).toMatchObject({
      global: false,
      effects: { 'page/outer': false, 'page/load': false },
    });
  });

  it('is cleared when the effect fails', async () => {
    const { app } = start();
    const p = outcome(app.dispatch(page.actions.load()));
    gates[0].reject(new Error('down'));
    await p;
    expect(selectGlobalLoading(app.getState())).toBe(false);
    await flush();
  });

  it('is cleared when a run is cancelled (takeLatest) and the last run ends', async () => {
    const { app } = start();
    const p1 = outcome(app.dispatch(page.actions.latest()));
    const p2 = app.dispatch(page.actions.latest());
    await p1;
    expect(app.getState().loading.counts['page/latest']).toBe(1);
    gates[1].resolve('b');
    await p2;
    expect(selectGlobalLoading(app.getState())).toBe(false);
  });
});

describe('loading under expectSaga', () => {
  it('is cleared when the saga is cancelled mid-run (silentRun cancels it at the timeout)', async () => {
    const { storeState } = await expectSaga(page.saga)
      .withReducer(combineReducers({ loading: loadingReducer }))
      .provide({ call: (effect, next) => (effect.fn === wait ? new Promise(() => undefined) : next()) })
      .dispatch(page.actions.load())
      .put({ type: 'page/load/@@start' })
      .put({ type: 'page/load/@@end' })
      .silentRun(20);
    expect(selectEffectLoading('page/load')(storeState)).toBe(false);
    expect(selectGlobalLoading(storeState)).toBe(false);
  });
});
