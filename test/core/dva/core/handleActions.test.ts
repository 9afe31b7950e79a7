// dva-core/test/handleActions.test.js. dva's handleActions (reducers keyed by type) is internal; ours is the
// model's `reducer`, keyed by `ns/name` (a name has no `/`, so `user/login/start` is `user/loginStart`).
import { defineModel } from '../../../../src/core';

describe('handleActions', () => {
  const LOGIN_START = 'user/loginStart';

  const LOGIN_END = 'user/loginEnd';

  const LOGIN_SAVE = 'user/loginSave';

  const initialState = {
    isLoading: false,
  };

  const { reducer: reducers } = defineModel({
    namespace: 'user',
    state: initialState,
    reducers: {
      loginStart(state) {
        return { ...state, isLoading: true };
      },
      loginEnd(state) {
        return { ...state, isLoading: false };
      },
      loginSave: undefined as never,
    },
  });

  it('LOGIN_START', () => {
    expect(reducers(initialState, { type: LOGIN_START })).toEqual({
      isLoading: true,
    });
  });

  it('LOGIN_END', () => {
    expect(reducers(initialState, { type: LOGIN_END })).toEqual({
      isLoading: false,
    });
  });

  it('uses the identity if the specified reducer is undefined', () => {
    expect(reducers(initialState, { type: LOGIN_SAVE })).toBe(initialState);
  });

  it('dispatch not valid action (deviation: a reducer passes any other action by; dispatch refuses a non-string type)', () => {
    expect(reducers(initialState, { type: '' })).toBe(initialState);
  });
});
