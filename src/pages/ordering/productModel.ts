// The product page (PAGES.md §2.8 `/productPage`, OrderWizard product step): a product by its id or code
// (productList by id), with its detail; 立即办理 records the tap (best effort) and leads into the first step of its
// type: a card into the number step, broadband into the address step, the others into their own order page.
import { defineModel, push, replace } from '../../core';
import * as omoweb from '../../services/api/omoweb';
import type { ProductItem } from '../../services/api/types';
import { safePath } from '../../utils/query';
import { codeOf, isLoggedOut } from '../shared/errors';
import { failed, IDLE, LOADING, ready, type Load } from '../shared/load';

export interface ProductState {
  id: string;
  product: Load<ProductItem>;
}

const initial: ProductState = { id: '', product: IDLE };

/** Ids and codes the page accepts from its address. */
export const PRODUCT_ID_RE = /^[\w-]{2,40}$/;

/** Where 立即办理 leads for this product; undefined when its detail path cannot be followed. */
export function firstStepOf(p: ProductItem): string | undefined {
  if (p.kind === 'card') return `/orderPage/selectNumber?productCode=${encodeURIComponent(p.code)}`;
  if (p.kind === 'broadband') return `/orderPage/broadbandProcessing?offerCode=${encodeURIComponent(p.code)}`;
  return safePath(p.detailPath);
}

/** Whether the product can be ordered now (not sold out, not ended). */
export const orderable = (p: ProductItem): boolean => p.status === 'active' && p.stockLeft !== 0;

const orderingProduct = defineModel({
  namespace: 'orderingProduct',
  state: initial,
  reducers: {
    set(state, { payload }: { payload: ProductState }) {
      return payload;
    },
  },
  effects: (own) => ({
    /** takeLatest: the product of `id`; none (or offline) → `/down`. */
    open: [
      function* ({ payload }: { payload: string }, { call, put }) {
        if (!PRODUCT_ID_RE.test(payload)) {
          yield* put(replace('/down'));
          return false;
        }
        yield* put(own.set({ id: payload, product: LOADING }));
        try {
          const page = yield* call(omoweb.productList, { productId: payload });
          const found = page.list.find((p) => p.productId === payload || p.code === payload) ?? page.list[0];
          if (!found || found.status === 'ended') {
            yield* put(replace('/down'));
            return false;
          }
          yield* put(own.set({ id: payload, product: ready(found) }));
          return true;
        } catch (e) {
          if (isLoggedOut(e)) throw e;
          if (codeOf(e) === 'E_PRODUCT_NOT_FOUND') {
            yield* put(replace('/down'));
            return false;
          }
          yield* put(own.set({ id: payload, product: failed(e) }));
          return false;
        }
      },
      { type: 'takeLatest' },
    ],
    /** takeLeading: 立即办理 opens the first step (the page counts the tap beside it, recordClick). */
    order: [
      function* ({ payload }: { payload: ProductItem }, { put }) {
        const to = firstStepOf(payload);
        if (!to || !orderable(payload)) return false;
        yield* put(push(to));
        return true;
      },
      { type: 'takeLeading' },
    ],
    /** takeEvery: a tap on 立即办理 is counted; background work: a failed count is told to nobody. */
    recordClick: [
      function* ({ payload }: { payload: { productId: string } }, { call }) {
        yield* call(omoweb.recordClick, payload);
      },
      { type: 'takeEvery', role: 'background' },
    ],
  }),
});

export default orderingProduct;
