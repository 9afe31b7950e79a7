// dva-core/test/subscriptions.test.js
import { defineModel } from '../../../../src/core';
import { create } from '../support';

const add = (state: number, { payload }: { payload?: number }) => state + (payload as number) || 1;

describe('subscriptions', () => {
  it('dispatch action', () => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        reducers: { add },
        subscriptions: {
          setup({ dispatch }) {
            dispatch({ type: 'add', payload: 2 });
          },
        },
      }),
    );
    app.start();
    expect(app.getState().count).toEqual(2);
  });

  it('dispatch action with namespace will get a warn', () => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        reducers: { add },
        subscriptions: {
          setup({ dispatch }) {
            dispatch({ type: 'add', payload: 2 });
          },
        },
      }),
    );
    app.start();
    expect(app.getState().count).toEqual(2);
  });

  it('dispatch not valid action', () => {
    const app = create();
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        subscriptions: {
          setup({ dispatch }) {
            dispatch('add' as never);
          },
        },
      }),
    );
    expect(() => {
      app.start();
    }).toThrow(/dispatch: action should be a plain Object with type/);
    // and it names the model, the subscription and the action
    expect(() =>
      app.model(
        defineModel({
          namespace: 'late',
          state: 0,
          subscriptions: { setup: ({ dispatch }) => void dispatch('add' as never) },
        }),
      ),
    ).toThrow('(late/setup: "add")');
  });

  it('dispatch action for other models (deviation: `loading` is the core slice, the other model is `overlay`)', () => {
    const app = create();
    app.model(defineModel({ namespace: 'overlay', state: false, reducers: { show: () => true } }));
    app.model(
      defineModel({
        namespace: 'count',
        state: 0,
        subscriptions: {
          setup({ dispatch }) {
            dispatch({ type: 'overlay/show' });
          },
        },
      }),
    );
    app.start();
    expect(app.getState().overlay).toEqual(true);
  });

  it('onError', () => {
    const errors: string[] = [];
    const app = create({
      onError: (error) => {
        errors.push((error as Error).message);
      },
    });
    app.model(
      defineModel({
        namespace: '-',
        state: {},
        subscriptions: {
          setup(_obj, done) {
            done('subscription error');
          },
        },
      }),
    );
    app.start();
    expect(errors).toEqual(['subscription error']);
  });

  it('onError async', (done) => {
    const errors: string[] = [];
    const app = create({
      onError: (error) => {
        errors.push((error as Error).message);
      },
    });
    app.model(
      defineModel({
        namespace: '-',
        state: {},
        subscriptions: {
          setup(_obj, done) {
            setTimeout(() => {
              done('subscription error');
            }, 100);
          },
        },
      }),
    );
    app.start();
    expect(errors).toEqual([]);
    setTimeout(() => {
      expect(errors).toEqual(['subscription error']);
      done();
    }, 200);
  });
});
