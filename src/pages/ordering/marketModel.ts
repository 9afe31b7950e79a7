// `/marketCard` (PAGES.md §2.6, Catalogue): the SIM cards on sale (ecsProduct/getProductList type=card), each
// opening its own order route.
import { defineModel } from '../../core';
import * as configApi from '../../services/api/config';
import type { EcsProduct } from '../../services/api/types';
import { failed, IDLE, LOADING, ready, type Load } from '../shared/load';
import { settersOf } from '../shared/setter';

export interface MarketState {
  cards: Load<EcsProduct[]>;
}

const initial: MarketState = { cards: IDLE };

const orderingMarket = defineModel({
  namespace: 'orderingMarket',
  state: initial,
  reducers: {
    ...settersOf<MarketState>()('cards'),
  },
  effects: (own) => ({
    /** takeLatest: the cards (also the retry). */
    load: [
      function* (_, { call, put }) {
        yield* put(own.setCards(LOADING));
        try {
          const cards = yield* call(configApi.getProductList, { type: 'card' as const });
          yield* put(own.setCards(ready(cards.filter((c) => c.type === 'card'))));
        } catch (e) {
          yield* put(own.setCards(failed(e)));
        }
      },
      { type: 'takeLatest' },
    ],
  }),
});

export default orderingMarket;
