// Catalogue (PAGES.md template 12): `/flowDetail`, `/flowDetail/fiveG`, `/discounts`. Two sections that load and
// fail alone: the remaining data (querySetMealaAlowance) and the packs of the catalogue's floor (productList by
// actCode). A tap records the click (recordClick, best effort) and opens the pack. A pre-rendered catalogue
// (config/routes.ts `prerender`) starts from the build's snapshot of its floor (`snapshot`), shown until the server's
// packs come; a pack whose price the server has changed since is marked (`repriced`).
import { call } from 'typed-redux-saga';
import { defineModel, push } from '../../core';
import * as billApi from '../../services/api/bill';
import * as omowebApi from '../../services/api/omoweb';
import type { Allowance, Fen, ProductItem } from '../../services/api/types';
import { IDLE, loadInto, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';

export interface CatalogueState {
  actCode?: string;
  items: Load<ProductItem[]>;
  allowance: Load<Allowance>;
  /** The build's snapshot of a floor's packs (a pre-rendered page): shown until the server answers for that floor;
   *  `tab`, the tab its HTML shows ('' the first). */
  snapshot?: { actCode: string; items: ProductItem[]; tab: string };
  /** By productId, the price the snapshot showed where the server's differs (said at the pack). */
  repriced?: Record<string, Fen>;
}

/** The snapshot's prices that the server's packs of the same floor change. */
function repricedBy(state: CatalogueState, actCode: string, items: ProductItem[]): Record<string, Fen> | undefined {
  if (state.snapshot?.actCode !== actCode) return state.repriced;
  let repriced = state.repriced;
  for (const item of items) {
    const shown = state.snapshot.items.find((i) => i.productId === item.productId)?.priceFen;
    if (shown !== undefined && shown !== item.priceFen) repriced = { ...repriced, [item.productId]: shown };
  }
  return repriced;
}

const initial: CatalogueState = { items: IDLE, allowance: IDLE };

/** Enough for a floor on one page (the simulator's largest has 27). */
export const PAGE_SIZE = 100;

/** The general, targeted and 5G data left, in KB. */
export const dataLeftKb = (a: Allowance): number =>
  a.buckets.filter((b) => b.unit === 'KB').reduce((n, b) => n + Math.max(0, b.total - b.used), 0);

const set = setterOf<CatalogueState>();

const dataPacksCatalogue = defineModel({
  namespace: 'dataPacksCatalogue',
  state: initial,
  reducers: {
    setAllowance: set('allowance'),
    setItems(state, { payload }: { payload: { actCode: string; items: Load<ProductItem[]> } }) {
      const { actCode, items } = payload;
      const repriced = items.status === 'ready' ? repricedBy(state, actCode, items.data) : state.repriced;
      return { ...state, actCode, items, repriced };
    },
    /** The build's snapshot of a floor (src/server.tsx, the page's `prerender`). */
    setSnapshot(state, { payload }: { payload: { actCode: string; items: ProductItem[]; tab: string } }) {
      return { ...state, snapshot: payload };
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
    /** takeLeading: a tap on a pack opens it (the page counts the tap beside it, recordClick). */
    open: [
      function* ({ payload }: { payload: { item: ProductItem } }, { put }) {
        yield* put(push(payload.item.detailPath));
      },
      { type: 'takeLeading' },
    ],
    /** takeEvery: a tap on a pack is counted; background work: a failed count is told to nobody. */
    recordClick: [
      function* ({ payload }: { payload: { productId: string; actCode: string } }, { call }) {
        yield* call(omowebApi.recordClick, payload);
      },
      { type: 'takeEvery', role: 'background' },
    ],
  }),
});

export default dataPacksCatalogue;
