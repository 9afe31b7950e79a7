// dva-core/test/repalceModel.test.js (dva's spelling of the file). dva's `app._models.length` is `app.hasModel`.
import { EventEmitter } from 'events';
import { defineModel } from '../../../../src/core';
import { create, flush, send } from '../support';

const setter = {
  setter(state: string[], { payload }: { payload: string }) {
    return [...state, payload];
  },
};

describe('app.replaceModel', () => {
  it('should not be available before app.start() get called (deviation: it is; before start it registers like app.model)', () => {
    const app = create();
    expect('replaceModel' in app).toEqual(true);
    app.replaceModel(defineModel({ namespace: 'users', state: ['early'] }));
    expect(app.hasModel('users')).toBe(true);
    app.start();
    expect(app.getState().users).toEqual(['early']);
  });

  it("should add model if it doesn't exist", () => {
    const app = create();
    app.start();

    expect(app.hasModel('users')).toBe(false);

    app.replaceModel(
      defineModel({
        namespace: 'users',
        state: [] as string[],
        reducers: {
          add(state, { payload }: { payload: string }) {
            return [...state, payload];
          },
        },
      }),
    );

    expect(app.hasModel('users')).toBe(true);

    send(app, { type: 'users/add', payload: 'jack' });
    const state = app.getState();
    expect(state.users).toEqual(['jack']);
  });

  it('should run new reducers if model exists', () => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'users',
        state: ['foo'],
        reducers: {
          add(state, { payload }: { payload: string }) {
            return [...state, payload];
          },
        },
      }),
    );
    app.start();

    app.replaceModel(
      defineModel({
        namespace: 'users',
        state: ['bar'],
        reducers: {
          add(state, { payload }: { payload: string }) {
            return [...state, 'world', payload];
          },
          clear() {
            return [];
          },
        },
      }),
    );

    expect(app.hasModel('users')).toBe(true);
    let state = app.getState();
    expect(state.users).toEqual(['foo']);

    send(app, { type: 'users/add', payload: 'jack' });
    state = app.getState();
    expect(state.users).toEqual(['foo', 'world', 'jack']);

    // test new added action
    send(app, { type: 'users/clear' });

    state = app.getState();
    expect(state.users).toEqual([]);
  });

  it('should run new effects if model exists', () => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'users',
        state: [] as string[],
        reducers: setter,
        effects: {
          *add({ payload }: { payload: string }, { put }) {
            yield* put({ type: 'setter', payload });
          },
        },
      }),
    );
    app.start();

    app.replaceModel(
      defineModel({
        namespace: 'users',
        state: [] as string[],
        reducers: setter,
        effects: {
          *add(_: { payload: string }, { put }) {
            yield* put({ type: 'setter', payload: 'mock' });
          },
        },
      }),
    );

    send(app, { type: 'users/add', payload: 'jack' });
    const state = app.getState();
    expect(state.users).toEqual(['mock']);
  });

  it('should run subscriptions after replaceModel', () => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'users',
        state: [] as number[],
        reducers: {
          add(state, { payload }: { payload: number }) {
            return [...state, payload];
          },
        },
        subscriptions: {
          setup({ dispatch }) {
            // should return unlistener but omitted here
            dispatch({ type: 'add', payload: 1 });
          },
        },
      }),
    );
    app.start();

    app.replaceModel(
      defineModel({
        namespace: 'users',
        state: [] as number[],
        reducers: {
          add(state, { payload }: { payload: number }) {
            return [...state, payload];
          },
        },
        subscriptions: {
          setup({ dispatch }) {
            // should return unlistener but omitted here
            dispatch({ type: 'add', payload: 2 });
          },
        },
      }),
    );

    const state = app.getState();
    // This should be an issue but can't be avoided with dva
    // To avoid, in client code, setup method should be idempotent when running multiple times
    expect(state.users).toEqual([1, 2]);
  });

  it('should remove old subscription listeners after replaceModel', () => {
    const app = create();
    const emitter = new EventEmitter();
    let emitterCount = 0;

    app.model(
      defineModel({
        namespace: 'users',
        state: [],
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

    app.replaceModel(defineModel({ namespace: 'users', state: [] }));

    emitter.emit('event');

    expect(emitterCount).toEqual(1);
  });

  it('should trigger onError if error is thown after replaceModel (deviation: onError after a macrotask)', async () => {
    let triggeredError = false;
    const app = create({
      onError() {
        triggeredError = true;
      },
    });
    app.model(defineModel({ namespace: 'users', state: [] }));
    app.start();

    app.replaceModel(
      defineModel({
        namespace: 'users',
        state: [],
        effects: {
          *add() {
            yield 'fake';

            throw new Error('fake error');
          },
        },
      }),
    );

    send(app, { type: 'users/add' });

    await flush();
    expect(triggeredError).toEqual(true);
  });

  it('cancels the effects of the version it replaces (their promises reject with EffectCancelledError)', async () => {
    const app = create();
    const slow = defineModel({
      namespace: 'users',
      state: 0,
      effects: {
        *wait(_: unknown, { call }) {
          yield* call(() => new Promise(() => undefined));
        },
      },
    });
    app.model(slow);
    const pending = send(app, { type: 'users/wait' });
    expect(app.getState().loading.global).toBe(true);
    app.replaceModel(defineModel({ namespace: 'users', state: 0 }));
    await expect(pending).rejects.toMatchObject({ name: 'EffectCancelledError', reason: 'cancelled' });
    expect(app.getState().loading.global).toBe(false);
    // the new version has no effect `wait`: the action passes as a plain action
    expect(send(app, { type: 'users/wait' })).toEqual({ type: 'users/wait' });
  });
});
