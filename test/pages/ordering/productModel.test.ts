// `/productPage`: 立即办理 leads into the first step of the product's type; the tap is counted as background work,
// whose failure is told to nobody and never holds the customer back.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { CALL_HISTORY_METHOD, push } from '../../../src/core';
import * as omoweb from '../../../src/services/api/omoweb';
import type { ProductItem } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';
import orderingProduct from '../../../src/pages/ordering/productModel';

const reducer = combineReducers({ orderingProduct: orderingProduct.reducer });
const card: ProductItem = {
  productId: 'pd_card_99',
  code: 'CARD99',
  name: '99元畅享卡',
  kind: 'card',
  priceFen: 9900,
  detailPath: '/productPage?id=pd_card_99',
  status: 'active',
};

describe('orderingProduct', () => {
  it('立即办理 on a card opens the number step; the count that fails is background work', async () => {
    await expectSaga(orderingProduct.saga)
      .withReducer(reducer)
      .provide([[matchers.call.fn(omoweb.recordClick), throwError(new RequestError('http', '系统繁忙'))]])
      .dispatch(orderingProduct.actions.recordClick({ productId: card.productId }))
      .dispatch(orderingProduct.actions.order(card))
      .call(omoweb.recordClick, { productId: 'pd_card_99' })
      .put(push('/orderPage/selectNumber?productCode=CARD99'))
      .silentRun(30);
    expect(orderingProduct.failures.recordClick).toEqual({ role: 'background' });
  });

  it('a sold-out product leads nowhere', async () => {
    await expectSaga(orderingProduct.saga)
      .withReducer(reducer)
      .dispatch(orderingProduct.actions.order({ ...card, stockLeft: 0 }))
      .not.put.like({ action: { type: CALL_HISTORY_METHOD } })
      .silentRun(30);
  });
});
