// `/marketCard` (PAGES.md §2.6, Catalogue): the SIM cards on sale (ecsProduct/getProductList type=card), each
// opening its own order route.
import { call } from 'typed-redux-saga';
import { defineModel } from '../../core';
import * as configApi from '../../services/api/config';
import type { EcsProduct } from '../../services/api/types';
import { IDLE, loadInto, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';

export interface MarketState {
  cards: Load<EcsProduct[]>;
}

const initial: MarketState = { cards: IDLE };

const set = setterOf<MarketState>();

const orderingMarket = defineModel({
  namespace: 'orderingMarket',
  state: initial,
  reducers: {
    setCards: set('cards'),
  },
  effects: (own) => ({
    /** takeLatest: the cards (also the retry). */
    load: [
      function* () {
        yield* loadInto(own.setCards, call(configApi.getProductList, { type: 'card' as const }), (cards) =>
          cards.filter((c) => c.type === 'card'),
        );
      },
      { type: 'takeLatest' },
    ],
  }),
});

export default orderingMarket;
