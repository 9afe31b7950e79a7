// Catalogue's model: the floor's packs and the remaining data load and fail alone; a tap logs the click (a failed
// log never stops the customer) and opens the pack.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { push } from '../../../src/core';
import * as billApi from '../../../src/services/api/bill';
import * as omowebApi from '../../../src/services/api/omoweb';
import type { ProductItem } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';
import dataPacksCatalogue, { PAGE_SIZE, type CatalogueState } from '../../../src/pages/dataPacks/catalogueModel';

const reducer = combineReducers({ dataPacksCatalogue: dataPacksCatalogue.reducer });
const run = () => expectSaga(dataPacksCatalogue.saga).withReducer(reducer);
const slice = (storeState: ReturnType<typeof reducer>): CatalogueState => dataPacksCatalogue.select(storeState);

const item: ProductItem = {
  productId: 'pd_fiveg_p1',
  code: 'FIVEG_P1',
  name: '5G日包',
  kind: 'pack',
  category: '5G',
  priceFen: 300,
  detailPath: '/flowDetail/fiveG/product1',
  status: 'active',
};

describe('dataPacksCatalogue', () => {
  it("loads the floor's packs", async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(omowebApi.productList), { list: [item], total: 1 }]])
      .dispatch(dataPacksCatalogue.actions.loadItems({ actCode: 'flow' }))
      .call(omowebApi.productList, { actCode: 'flow', pageSize: PAGE_SIZE })
      .silentRun(30);
    expect(slice(storeState)).toMatchObject({ actCode: 'flow', items: { status: 'ready', data: [item] } });
  });

  it('keeps a failed section with its message, the other untouched', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(billApi.querySetMealaAlowance), throwError(new RequestError('http', '系统繁忙'))]])
      .dispatch(dataPacksCatalogue.actions.loadAllowance())
      .silentRun(30);
    expect(slice(storeState)).toMatchObject({
      allowance: { status: 'error', message: '系统繁忙' },
      items: { status: 'idle' },
    });
  });

  it('opens the pack, and counts the tap as background work (a failed count is told to nobody)', async () => {
    await run()
      .provide([[matchers.call.fn(omowebApi.recordClick), throwError(new RequestError('http', '系统繁忙'))]])
      .dispatch(dataPacksCatalogue.actions.recordClick({ productId: 'pd_fiveg_p1', actCode: 'fiveG' }))
      .dispatch(dataPacksCatalogue.actions.open({ item }))
      .call(omowebApi.recordClick, { productId: 'pd_fiveg_p1', actCode: 'fiveG' })
      .put(push('/flowDetail/fiveG/product1'))
      .silentRun(30);
    expect(dataPacksCatalogue.failures.recordClick).toEqual({ role: 'background' });
  });

  it("a pre-rendered floor: a price the server changed since the build replaces the snapshot's and is kept to be said", async () => {
    const other = { ...item, productId: 'pd_bingjiling', code: 'BINGJILING', priceFen: 1000 };
    const { storeState } = await expectSaga(dataPacksCatalogue.saga)
      .withReducer(reducer, {
        dataPacksCatalogue: {
          ...reducer(undefined, { type: '@@init' }).dataPacksCatalogue,
          snapshot: { actCode: 'flow', items: [item, other], tab: '' },
        },
      })
      .provide([[matchers.call.fn(omowebApi.productList), { list: [item, { ...other, priceFen: 1200 }], total: 2 }]])
      .dispatch(dataPacksCatalogue.actions.loadItems({ actCode: 'flow' }))
      .silentRun(30);
    const s = slice(storeState);
    expect(s.items.status === 'ready' && s.items.data.map((i) => i.priceFen)).toEqual([300, 1200]);
    expect(s.repriced).toEqual({ pd_bingjiling: 1000 });
  });

  it("another floor's packs are not held against the snapshot", () => {
    const state = dataPacksCatalogue.reducer(
      dataPacksCatalogue.reducer(
        undefined,
        dataPacksCatalogue.actions.setSnapshot({ actCode: 'flow', items: [item], tab: '' }),
      ),
      dataPacksCatalogue.actions.setItems({
        actCode: 'fiveG',
        items: { status: 'ready', data: [{ ...item, priceFen: 1 }] },
      }),
    );
    expect(state.repriced).toBeUndefined();
  });
});
