// dva-core/test/reducers.test.js
import { defineModel } from '../../../../src/core';
import { create, send } from '../support';

describe('reducers', () => {
  it('enhancer (absent: no reducer enhancer array; app-wide, onReducer does it)', () => {
    const app = create({
      onReducer: (reducer) => (state, action) =>
        action.type === 'square' ? { ...state, count: state.count * state.count } : reducer(state, action),
    });
    expect(() =>
      defineModel({
        namespace: 'count',
        state: 3,
        reducers: [{ add: (s: number) => s + 1 }, (r: unknown) => r] as never,
      }),
    ).toThrow(/reducers should be plain object/);
    app.model(
      defineModel({
        namespace: 'count',
        state: 3,
        reducers: {
          add(state, { payload }: { payload?: number }) {
            return state + (payload || 1);
          },
        },
      }),
    );
    app.start();

    send(app, { type: 'square' });
    send(app, { type: 'count/add' });
    expect(app.getState().count).toEqual(10);
  });

  it('extraReducers', () => {
    const reducers = {
      count: (state: number, { type }: { type: string }) => {
        if (type === 'add') {
          return state + 1;
        }
        // default state
        return 0;
      },
    };
    const app = create({
      extraReducers: reducers,
    });
    app.start();

    expect(app.getState().count).toEqual(0);
    send(app, { type: 'add' });
    expect(app.getState().count).toEqual(1);
  });

  it('extraReducers: throw error if conflicts (dva skips it; ours: `loading`, `router` and models are refused)', () => {
    expect(() => create({ extraReducers: { router: (s: unknown = null) => s } })).toThrow(
      '[core] "router" is a reserved namespace',
    );
    const app = create({ extraReducers: { count: (s: unknown = null) => s } });
    expect(() => app.model(defineModel({ namespace: 'count', state: 0 }))).toThrow(
      '[core] "count" is a reserved namespace',
    );
  });

  it('onReducer with saveAndLoad', () => {
    let savedState: unknown = null;
    const app = create({
      onReducer: (r) => (state, action) => {
        const newState = r(state, action);
        if (action.type === 'save') {
          savedState = newState;
        }
        if (action.type === 'load') {
          return savedState;
        }
        return newState;
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
    expect(app.getState().count).toEqual(1);
    send(app, { type: 'save' });
    expect(app.getState().count).toEqual(1);
    send(app, { type: 'count/add' });
    send(app, { type: 'count/add' });
    expect(app.getState().count).toEqual(3);
    send(app, { type: 'load' });
    expect(app.getState().count).toEqual(1);
  });

  it('onReducer', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = create({
      onReducer: (r) => (state, action) => {
        const newState = r(state, action);
        return { present: newState, routing: newState.routing };
      },
    });
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        reducers: {
          update(state) {
            return state + 1;
          },
        },
      }),
    );
    app.start();

    expect(app.getState().present.count).toEqual(0);
    error.mockRestore(); // redux's warning about the unexpected key `present`
  });

  it('effects put reducers when reducers is array (absent: no reducer enhancer array)', () => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        effects: {
          *putSetState(_: unknown, { put }) {
            yield* put({ type: 'setState' });
          },
        },
        reducers: {
          setState(state) {
            return state + 1;
          },
        },
      }),
    );
    app.start();

    send(app, { type: 'count/putSetState' });
    expect(app.getState().count).toEqual(1);
  });
});
