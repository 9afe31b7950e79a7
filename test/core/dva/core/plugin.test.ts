// dva-core/test/plugin.test.js. dva's Plugin class (use, apply, get) is internal; ours is `app.use(plugin)`, whose
// hooks add up the same way: every onError is called, extraReducers merge, onReducer wraps in the order added (the
// last added outermost). dva's onHmr is not ours (hot reload calls app.replaceModel).
import type { Reducer } from 'redux';
import { defineModel } from '../../../../src/core';
import { create, flush, send } from '../support';

describe('plugin', () => {
  it('basic (deviation: through app.use; no onHmr, no Plugin class)', async () => {
    let errorMessage = '';
    const errors: string[] = [];
    const order: string[] = [];
    const onReducer = (name: string) => (r: Reducer) => (state: any, action: any) => {
      if (action.type === 'probe') order.push(name);
      return r(state, action);
    };

    const app = create({
      onError(err) {
        errorMessage = (err as Error).message;
      },
    });
    app.use({
      onError: (err) => errors.push((err as Error).message),
      extraReducers: { form: (s: number = 1) => s },
      onReducer: onReducer('one'),
    });
    app.use({
      extraReducers: { user: (s: number = 2) => s },
      onReducer: onReducer('two'),
    });
    expect(() => app.use({ onHmr: () => undefined } as never)).toThrow('[core] app.use: unknown hook onHmr');

    app.model(
      defineModel({
        namespace: 'hello',
        state: 0,
        effects: {
          // eslint-disable-next-line require-yield
          *fail() {
            throw new Error('hello dva');
          },
        },
      }),
    );
    send(app, { type: 'hello/fail' });
    await flush();
    expect(errorMessage).toEqual('hello dva');
    expect(errors).toEqual(['hello dva']);

    const { form, user } = app.getState();
    expect({ form, user }).toEqual({ form: 1, user: 2 });
    send(app, { type: 'probe' });
    expect(order).toEqual(['two', 'one']);
  });
});
