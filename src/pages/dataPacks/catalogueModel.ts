// Catalogue (PAGES.md template 12): `/flowDetail`, `/flowDetail/fiveG`, `/discounts`. Two sections that load and
// fail alone: the remaining data (querySetMealaAlowance) and the packs of the catalogue's floor (productList by
// actCode). A tap records the click (recordClick, best effort) and opens the pack.
import { call, spawn } from 'typed-redux-saga';
import { defineModel, push } from '../../core';
import * as billApi from '../../services/api/bill';
import * as omowebApi from '../../services/api/omoweb';
import type { Allowance, ProductItem } from '../../services/api/types';
import { IDLE, loadInto, type Load } from '../shared/load';
import { settersOf } from '../shared/setter';

export interface CatalogueState {
  actCode?: string;
  items: Load<ProductItem[]>;
  allowance: Load<Allowance>;
}

const initial: CatalogueState = { items: IDLE, allowance: IDLE };

/** Enough for a floor on one page (the simulator's largest has 27). */
export const PAGE_SIZE = 100;

/** The general, targeted and 5G data left, in KB. */
export const dataLeftKb = (a: Allowance): number =>
  a.buckets.filter((b) => b.unit === 'KB').reduce((n, b) => n + Math.max(0, b.total - b.used), 0);

/** Best effort: a click log that fails is dropped, the customer goes on. */
export function* logClick(productId: string, actCode: string) {
  try {
    yield* call(omowebApi.recordClick, { productId, actCode });
  } catch {
    /* the log is not the customer's business */
  }
}

const dataPacksCatalogue = defineModel({
  namespace: 'dataPacksCatalogue',
  state: initial,
  reducers: {
    ...settersOf<CatalogueState>()('allowance'),
    setItems(state, { payload }: { payload: { actCode: string; items: Load<ProductItem[]> } }) {
      return { ...state, ...payload };
    },
  },
  effects: (own) => ({
    /** takeLatest: the packs of a floor. */
    loadItems: [
      function* ({ payload }: { payload: { actCode: string } }) {
        const { actCode } = payload;
        yield* loadInto(
          (items: Load<ProductItem[]>) => own.setItems({ actCode, items }),
          call(omowebApi.productList, { actCode, pageSize: PAGE_SIZE }),
          (page) => page.list,
        );
      },
      { type: 'takeLatest' },
    ],
    /** takeLatest: the remaining data of the customer's plan and packs. */
    loadAllowance: [
      function* () {
        yield* loadInto(own.setAllowance, call(billApi.querySetMealaAlowance));
      },
      { type: 'takeLatest' },
    ],
    /** A tap on a pack: the click is logged without waiting (a failed log never stops the customer). */
    open: [
      function* ({ payload }: { payload: { item: ProductItem; actCode: string } }, { put }) {
        const { item, actCode } = payload;
        yield* spawn(logClick, item.productId, actCode);
        yield* put(push(item.detailPath));
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default dataPacksCatalogue;
