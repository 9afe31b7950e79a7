// dva-core/test/checkModel.test.js. dva checks a model in app.model; ours are checked by the compiler first and by
// defineModel in development builds (a model built from `any`), with `[core] defineModel:` before dva's words.
import { defineModel } from '../../../../src/core';
import { create } from '../support';

/** A model as dva's tests write it, past the compiler. */
const model = (config: object) => defineModel(config as never);

it('state should be defined (ours: a slice is never undefined, redux refuses it; dva lets it be omitted)', () => {
  expect(() => model({ namespace: 'none' })).toThrow(
    '[core] defineModel: state should be defined, null when the model keeps none (model "none")',
  );
});

describe('checkModel', () => {
  it('namespace should be defined (deviation: thrown by defineModel)', () => {
    expect(() => {
      model({});
    }).toThrow(/\[core\] defineModel: namespace should be defined/);
  });

  it('namespace should be unique (deviation: a second registration is a no-op with a warning; `state` given)', () => {
    const app = create();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => {
      app.model(model({ namespace: 'repeat', state: 0 }));
      app.model(model({ namespace: 'repeat', state: 0 }));
    }).not.toThrow();
    expect(warn).toHaveBeenCalledWith('[core] model "repeat" is already registered');
    warn.mockRestore();
  });

  it('reducers can be specified array (absent: no reducer enhancer array; onReducer wraps the root reducer)', () => {
    expect(() => {
      model({ namespace: '_array', state: 0, reducers: [{}, () => {}] });
    }).toThrow(/reducers should be plain object/);
  });

  it('reducers can be object (`state` given)', () => {
    const app = create();
    expect(() => {
      app.model(model({ namespace: '_object', state: 0, reducers: {} }));
    }).not.toThrow();
  });

  it('reducers can not be string (deviation: thrown by defineModel)', () => {
    expect(() => {
      model({ namespace: '_neither', state: 0, reducers: '_' });
    }).toThrow(/\[core\] defineModel: reducers should be plain object/);
  });

  it('reducers in array should be [Object, Function] (absent: no reducer enhancer array)', () => {
    expect(() => {
      model({ namespace: '_none', state: 0, reducers: [] });
    }).toThrow(/reducers should be plain object/);
  });

  it('subscriptions should be plain object (deviation: thrown by defineModel)', () => {
    expect(() => {
      model({ namespace: '_', state: 0, subscriptions: [] });
    }).toThrow(/\[core\] defineModel: subscriptions should be plain object/);
    expect(() => {
      model({ namespace: '_', state: 0, subscriptions: '_' });
    }).toThrow(/\[core\] defineModel: subscriptions should be plain object/);
  });

  it('subscriptions can be undefined (`state` given)', () => {
    const app = create();
    expect(() => {
      app.model(model({ namespace: '_', state: 0 }));
    }).not.toThrow();
  });

  it('effects should be plain object (deviation: thrown by defineModel; a function of the own creators too)', () => {
    expect(() => {
      model({ namespace: '_', state: 0, effects: [] });
    }).toThrow(/\[core\] defineModel: effects should be plain object/);
    expect(() => {
      model({ namespace: '_', state: 0, effects: '_' });
    }).toThrow(/\[core\] defineModel: effects should be plain object/);
    expect(() => {
      model({ namespace: '_', state: 0, effects: {} });
    }).not.toThrow();
    expect(() => {
      model({ namespace: '_', state: 0, effects: () => ({}) });
    }).not.toThrow();
  });
});
