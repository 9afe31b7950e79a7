import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import ui, { selectUi, type UiState } from '../../src/models/ui';

// The model's selectors read the root state, so its reducer runs under its namespace.
const state = (s: unknown) => selectUi(s as { ui: UiState });
const run = () => expectSaga(ui.saga).withReducer(combineReducers({ ui: ui.reducer as never }));

describe('toast', () => {
  it('shows a toast, then hides it after its duration', async () => {
    const { storeState } = await run()
      .dispatch(ui.actions.toast({ text: '发送成功', kind: 'success', duration: 20 }))
      .put.like({
        action: { type: ui.actions.showToast.type, payload: { kind: 'success', text: '发送成功', duration: 20 } },
      })
      .put.like({ action: { type: ui.actions.hideToast.type } })
      .silentRun(80);
    expect(state(storeState).toast).toBeUndefined();
  });

  it('a new toast replaces the old one, whose timer then cannot hide the new one', async () => {
    const { storeState } = await run()
      .dispatch(ui.actions.toast({ text: 'first', duration: 30 }))
      .delay(10)
      .dispatch(ui.actions.toast({ text: 'second', duration: 500 }))
      .silentRun(80);
    expect(state(storeState).toast?.text).toBe('second');
  });
});
