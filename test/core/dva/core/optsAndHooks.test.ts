// dva-core/test/optsAndHooks.test.js
import type { Middleware, StoreEnhancer } from 'redux';
import { defineModel } from '../../../../src/core';
import { create, delay, flush, send } from '../support';

describe('opts and hooks', () => {
  it('basic (deviation: `loading` is the core slice, the model is `overlay`)', (done) => {
    const app = create();

    app.model(
      defineModel({
        namespace: 'overlay',
        state: false,
        reducers: {
          show() {
            return true;
          },
          hide() {
            return false;
          },
        },
      }),
    );

    const nsAction = (namespace: string) => (action: string) => `${namespace}/${action}`;

    const ADD = 'add';
    const ADD_DELAY = 'addDelay';
    const countAction = nsAction('count');
    const loadingAction = nsAction('overlay');

    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        subscriptions: {
          setup({ dispatch }) {
            dispatch({ type: ADD });
          },
        },
        reducers: {
          [ADD](state: number, { payload }: { payload?: number }) {
            return state + (payload as number) || 1;
          },
        },
        effects: {
          *[ADD_DELAY]({ payload }: { payload: number }, { call, put }) {
            yield* put({ type: loadingAction('show') });
            yield* call(delay, 100);
            yield* put({ type: ADD, payload });
            yield* put({ type: loadingAction('hide') });
          },
        },
      }),
    );
    app.start();

    expect(app.getState().count).toEqual(1);
    expect(app.getState().overlay).toEqual(false);
    send(app, { type: countAction(ADD_DELAY), payload: 2 });
    expect(app.getState().overlay).toEqual(true);

    setTimeout(() => {
      expect(app.getState().count).toEqual(3);
      expect(app.getState().overlay).toEqual(false);
      done();
    }, 500);
  });

  it('opts.onError prevent reject error (deviation: no preventDefault; the caller that catches handles it, onError stays silent)', async () => {
    let rejectCount = 0;
    const onError = jest.fn();
    const app = create({ onError });
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        effects: {
          // eslint-disable-next-line require-yield
          *add() {
            throw new Error('add failed');
          },
        },
      }),
    );
    app.start();
    await send(app, { type: 'count/add' }).catch(() => {
      rejectCount += 1;
    });
    await flush();
    expect(rejectCount).toEqual(1);
    expect(onError).not.toHaveBeenCalled();
  });

  it('opts.initialState', () => {
    const app = create({
      initialState: { count: 1 },
    });
    app.model(defineModel({ namespace: 'count', state: 0 }));
    app.start();
    expect(app.getState().count).toEqual(1);
  });

  it('opts.onAction', () => {
    let count = 0;
    const countMiddleware: Middleware = () => () => () => {
      count += 1;
    };

    const app = create({
      onAction: countMiddleware,
    });
    app.start();

    count = 0;
    send(app, { type: 'test' });
    expect(count).toEqual(1);
  });

  it('opts.onAction with array', () => {
    let count = 0;
    const countMiddleware: Middleware = () => (next) => (action) => {
      count += 1;
      next(action);
    };
    const count2Middleware: Middleware = () => (next) => (action) => {
      count += 2;
      next(action);
    };

    const app = create({
      onAction: [countMiddleware, count2Middleware],
    });
    app.start();

    count = 0;
    send(app, { type: 'test' });
    expect(count).toEqual(3);
  });

  it('opts.extraEnhancers (deviation: start dispatches the first @@router/LOCATION_CHANGE, counted too)', () => {
    let count = 0;
    const countEnhancer: StoreEnhancer = (storeCreator) => (reducer, preloadedState) => {
      const store = storeCreator(reducer, preloadedState);
      const oldDispatch = store.dispatch;
      store.dispatch = ((action) => {
        count += 1;
        return oldDispatch(action);
      }) as typeof store.dispatch;
      return store;
    };
    const app = create({
      extraEnhancers: [countEnhancer],
    });
    app.start();
    expect(count).toEqual(1);

    send(app, { type: 'abc' });
    expect(count).toEqual(2);
  });

  it('opts.onStateChange', () => {
    let savedState: any = null;

    const app = create({
      onStateChange(state) {
        savedState = state;
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
      }),
    );
    app.start();

    send(app, { type: 'count/add' });
    expect(savedState.count).toEqual(1);
  });
});
