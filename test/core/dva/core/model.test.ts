// dva-core/test/model.test.js
import { EventEmitter } from 'events';
import { defineModel, type WatcherEffects } from '../../../../src/core';
import { create, send } from '../support';

const list = {
  add(state: string[], { payload }: { payload: string }) {
    return [...state, payload];
  },
};
const plusOne = {
  add(state: number) {
    return state + 1;
  },
};

describe('app.model', () => {
  it('dynamic model', () => {
    let count = 0;

    const app = create();
    app.model(defineModel({ namespace: 'users', state: [] as string[], reducers: list }));
    app.start();

    // inject model
    app.model(
      defineModel({
        namespace: 'tasks',
        state: [] as string[],
        reducers: list,
        effects: {},
        subscriptions: {
          setup() {
            count += 1;
          },
        },
      }),
    );

    // subscriptions
    expect(count).toEqual(1);

    // reducers
    send(app, { type: 'tasks/add', payload: 'foo' });
    send(app, { type: 'users/add', payload: 'foo' });
    const state = app.getState();
    expect(state.users).toEqual(['foo']);
    expect(state.tasks).toEqual(['foo']);
  });

  it("don't inject if exists (deviation: a second registration is a no-op with a warning, not an error)", () => {
    const app = create();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const setup = jest.fn();
    const model = defineModel({ namespace: 'count', state: 0, subscriptions: { setup } });

    app.model(model);
    app.start();
    expect(() => app.model(model)).not.toThrow();
    expect(warn).toHaveBeenCalledWith('[core] model "count" is already registered');
    expect(setup).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('unmodel', () => {
    const emitter = new EventEmitter();
    let emitterCount = 0;

    const app = create({ onError: jest.fn() });
    app.model(defineModel({ namespace: 'a', state: 0, reducers: plusOne }));
    app.model(
      defineModel({
        namespace: 'b',
        state: 0,
        reducers: plusOne,
        effects: {
          *addBoth(_: unknown, { put }) {
            yield* put({ type: 'a/add' });
            yield* put({ type: 'add' });
          },
        },
        subscriptions: {
          setup() {
            emitter.on('event', () => {
              emitterCount += 1;
            });
            return () => {
              emitter.removeAllListeners();
            };
          },
        },
      }),
    );
    app.start();

    emitter.emit('event');
    app.unmodel('b');
    emitter.emit('event');

    send(app, { type: 'b/addBoth' });

    const { a, b } = app.getState();
    expect(emitterCount).toEqual(1);
    expect({ a, b }).toEqual({ a: 0, b: undefined });
  });

  it("don't run saga when effects is not provided", () => {
    let count = 0;

    const app = create();
    app.model(defineModel({ namespace: 'users', state: [] as string[], reducers: list }));
    app.start();

    // inject model
    app.model(
      defineModel({
        namespace: 'tasks',
        state: [] as string[],
        reducers: list,
        effects: null as never,
        subscriptions: {
          setup() {
            count += 1;
          },
        },
      }),
    );

    // subscriptions
    expect(count).toEqual(1);

    // reducers
    send(app, { type: 'tasks/add', payload: 'foo' });
    send(app, { type: 'users/add', payload: 'foo' });
    const state = app.getState();
    expect(state.users).toEqual(['foo']);
    expect(state.tasks).toEqual(['foo']);

    // effects is not taken
    expect(count).toEqual(1);
  });

  it('unmodel with asyncReducers', () => {
    const app = create({ onError: jest.fn() });
    app.model(defineModel({ namespace: 'a', state: 0, reducers: plusOne }));
    app.start();

    app.model(
      defineModel({
        namespace: 'b',
        state: 0,
        reducers: plusOne,
        effects: {
          *addBoth(_: unknown, { put }) {
            yield* put({ type: 'a/add' });
            yield* put({ type: 'add' });
          },
        },
      }),
    );

    send(app, { type: 'b/addBoth' });
    app.unmodel('b');
    send(app, { type: 'b/addBoth' });
    const { a, b } = app.getState();
    expect({ a, b }).toEqual({ a: 1, b: undefined });
  });

  it("unmodel, warn user if subscription don't return function (deviation: no warning, nothing to unlisten)", () => {
    const app = create();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    app.model(defineModel({ namespace: 'a', state: 0, subscriptions: { a() {} } }));
    app.start();
    app.unmodel('a');
    expect(app.hasModel('a')).toBe(false);
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('unmodel with other type of effects', () => {
    const app = create({ onError: jest.fn() });
    let countA = 0;
    let countB = 0;
    let countC = 0;
    let countD = 0;

    app.model(
      defineModel({
        namespace: 'a',
        state: 0,
        effects: {
          a: [
            function* () {
              yield (countA += 1);
            },
            { type: 'throttle', ms: 100 },
          ],
          b: [
            function* () {
              yield (countB += 1);
            },
            { type: 'takeEvery' },
          ],
          c: [
            function* () {
              yield (countC += 1);
            },
            { type: 'takeLatest' },
          ],
          d: [
            function* ({ take }: WatcherEffects) {
              for (;;) {
                yield* take('a/d');
                countD += 1;
              }
            },
            { type: 'watcher' },
          ],
        },
      }),
    );

    app.start();

    send(app, { type: 'a/a' });
    send(app, { type: 'a/b' });
    send(app, { type: 'a/c' });
    send(app, { type: 'a/d' });

    expect([countA, countB, countC, countD]).toEqual([1, 1, 1, 1]);

    app.unmodel('a');

    send(app, { type: 'a/b' });
    send(app, { type: 'a/c' });
    send(app, { type: 'a/d' });

    expect([countA, countB, countC, countD]).toEqual([1, 1, 1, 1]);
  });

  it('register the model without affecting itself', () => {
    const countModel = {
      namespace: 'count',
      state: 0,
      reducers: {
        add: (state: number) => state,
      },
    };
    const app = create();
    app.model(defineModel(countModel));
    app.start();
    expect(Object.keys(countModel.reducers)).toEqual(['add']);
  });
});
