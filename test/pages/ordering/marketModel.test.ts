// `/marketCard`: the cards on sale (getProductList type=card, anything else the server sends left out), or the
// list's own failure with its retry.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import * as configApi from '../../../src/services/api/config';
import type { EcsProduct } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';
import orderingMarket from '../../../src/pages/ordering/marketModel';

const reducer = combineReducers({ orderingMarket: orderingMarket.reducer });
const product = (code: string, type: string) => ({ code, type, name: code }) as unknown as EcsProduct;

describe('orderingMarket.load', () => {
  it('reads the cards and keeps only the cards', async () => {
    const { storeState } = await expectSaga(orderingMarket.saga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(configApi.getProductList), [product('card30', 'card'), product('p1', 'plan')]]])
      .dispatch(orderingMarket.actions.load())
      .call(configApi.getProductList, { type: 'card' })
      .silentRun(20);
    expect(orderingMarket.select(storeState).cards).toEqual({ status: 'ready', data: [product('card30', 'card')] });
  });

  it('a failed read is the list’s own error, never a toast', async () => {
    const { storeState } = await expectSaga(orderingMarket.saga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(configApi.getProductList), throwError(new RequestError('timeout', '网络超时'))]])
      .dispatch(orderingMarket.actions.load())
      .not.put.actionType('orderingMarket/load/@@error')
      .silentRun(20);
    expect(orderingMarket.select(storeState).cards.status).toBe('error');
  });
});
