// dva-loading's cases, run once per dva test file (dva-loading/test/core.test.js on dva-core, index.test.js on dva
// with its router). Ours: loading is built in (no `app.use(createLoading())`), and the state carries `counts`, the run
// counters behind the flags (concurrent and nested runs); createLoading's options are not ours.
import * as core from '../../../../src/core';
import { defineModel } from '../../../../src/core';
import { create, delay, send } from '../support';

const idle = { global: false, models: {}, effects: {}, counts: {} };

export function loadingCases() {
  const countModel = (kind?: 'takeLatest') =>
    defineModel({
      namespace: 'count',
      state: 0,
      reducers: {
        add(state) {
          return state + 1;
        },
      },
      effects: {
        addRemote: [
          function* (_: unknown, { put }) {
            yield delay(100);
            yield* put({ type: 'add' });
          },
          { type: kind ?? 'takeEvery' },
        ],
      },
    });
  const normal = (done: () => void) => {
    const app = create();
    app.model(countModel());
    app.start();

    expect(app.getState().loading).toEqual(idle);
    send(app, { type: 'count/addRemote' });
    expect(app.getState().loading).toEqual({
      global: true,
      models: { count: true },
      effects: { 'count/addRemote': true },
      counts: { 'count/addRemote': 1 },
    });
    setTimeout(() => {
      expect(app.getState().loading).toEqual({
        global: false,
        models: { count: false },
        effects: { 'count/addRemote': false },
        counts: {},
      });
      done();
    }, 200);
  };

  it('normal (deviation: built in, and `counts`)', normal);

  it('opts.effects (absent: effects are always tracked; as normal)', normal);

  it('opts.namespace (absent: the slice is always `loading`)', () => {
    const app = create();
    app.model(defineModel({ namespace: 'count', state: 0 }));
    app.start();
    expect(app.getState().fooLoading).toBeUndefined();
    expect(app.getState().loading).toEqual(idle);
  });

  // dva's opts.only and opts.except cases never wait for their timers (no `done`): their assertions run after the
  // test has ended and assert nothing. Ours track every effect.
  it('opts.only (absent: every effect is tracked)', (done) => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        effects: {
          *a(_: unknown, { call }) {
            yield* call(delay, 100);
          },
          *b(_: unknown, { call }) {
            yield* call(delay, 100);
          },
        },
      }),
    );
    app.start();
    send(app, { type: 'count/b' });
    expect(app.getState().loading.effects).toEqual({ 'count/b': true });
    setTimeout(() => {
      expect(app.getState().loading.global).toBe(false);
      done();
    }, 150);
  });

  it('opts.except (absent: every effect is tracked)', () => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        effects: {
          *a(_: unknown, { call }) {
            yield* call(delay, 10);
          },
        },
      }),
    );
    app.start();
    send(app, { type: 'count/a' });
    expect(app.getState().loading.effects).toEqual({ 'count/a': true });
  });

  it('opts.only and opts.except ambiguous (absent: no createLoading, no options to be ambiguous)', () => {
    expect(core).not.toHaveProperty('createLoading');
  });

  it('takeLatest (deviation: `counts`)', (done) => {
    const app = create();
    app.model(countModel('takeLatest'));
    app.start();

    expect(app.getState().loading).toEqual(idle);
    send(app, { type: 'count/addRemote' });
    send(app, { type: 'count/addRemote' });
    expect(app.getState().loading).toEqual({
      global: true,
      models: { count: true },
      effects: { 'count/addRemote': true },
      counts: { 'count/addRemote': 1 },
    });
    setTimeout(() => {
      expect(app.getState().loading).toEqual({
        global: false,
        models: { count: false },
        effects: { 'count/addRemote': false },
        counts: {},
      });
      done();
    }, 200);
  });

  it('multiple effects', (done) => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        effects: {
          *a(_: unknown, { call }) {
            yield* call(delay, 100);
          },
          *b(_: unknown, { call }) {
            yield* call(delay, 500);
          },
        },
      }),
    );
    app.start();
    send(app, { type: 'count/a' });
    send(app, { type: 'count/b' });
    setTimeout(() => {
      expect(app.getState().loading.models.count).toEqual(true);
    }, 200);
    setTimeout(() => {
      expect(app.getState().loading.models.count).toEqual(false);
      done();
    }, 800);
  });

  it('error catch (deviation: no preventDefault; onError is told, loading ends)', (done) => {
    const onError = jest.fn();
    const app = create({ onError });
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        effects: {
          *throwError(_: unknown, { call }) {
            yield* call(delay, 100);
            throw new Error('haha');
          },
        },
      }),
    );
    app.start();

    send(app, { type: 'count/throwError' });
    expect(app.getState().loading.global).toEqual(true);
    setTimeout(() => {
      expect(app.getState().loading.global).toEqual(false);
      expect(onError).toHaveBeenCalledWith(new Error('haha'), expect.objectContaining({ effect: 'throwError' }));
      done();
    }, 200);
  });
}
