// The home hub: the customer's number, balance and data; banners, notices and hot products.
// Each card loads and fails on its own, so one slow or broken call never blanks the page.
import { call, put } from 'typed-redux-saga';
import { defineModel, type PayloadCreator } from '../../core';
import * as billApi from '../../services/api/bill';
import * as configApi from '../../services/api/config';
import * as omowebApi from '../../services/api/omoweb';
import type { Allowance, Balance, ConfigItem, ProductItem } from '../../services/api/types';
import { clockOffset } from '../shared/activityState';
import { IDLE, loadInto, type Load } from '../shared/load';
import { takePrefetched } from '../../models/prefetch';

export interface HomeState {
  config: Load<ConfigItem[]>;
  balance: Load<Balance>;
  allowance: Load<Allowance>;
  products: Load<ProductItem[]>;
  /**
   * The server's clock less the phone's, from the last answer that told it (the balance's or the allowance's
   * `queryTime`; `config/list` tells none); 0 until one does, the phone's clock. Banners end by it.
   */
  offsetMs: number;
}

type Card = Exclude<keyof HomeState, 'offsetMs'>;

const initial: HomeState = { config: IDLE, balance: IDLE, allowance: IDLE, products: IDLE, offsetMs: 0 };

// A card shows its own error (loadInto), so nothing is toasted.
const fetchers: Record<Card, () => Promise<unknown>> = {
  // Home's own banners, tiles and notices (the starter asks the same, src/layouts/earlyStarter.ts HOME_CONFIG).
  config: () => configApi.list({ page: 'home' }),
  products: () => omowebApi.productList({ actCode: 'home', pageSize: 6 }).then((p) => p.list),
  balance: () => billApi.queryUserBalance(),
  allowance: () => billApi.querySetMealaAlowance(),
};

/**
 * A first load takes the call the entry started ahead, if any (src/layouts/firstData.ts, the same calls), its
 * answer checked here with the endpoint's schema.
 */
const aheads: Record<Card, () => Promise<unknown> | undefined> = {
  config: () => takePrefetched('home/config', configApi.list),
  products: () => takePrefetched('home/products', omowebApi.productList)?.then((p) => p.list),
  balance: () => takePrefetched('home/balance', billApi.queryUserBalance),
  allowance: () => takePrefetched('home/allowance', billApi.querySetMealaAlowance),
};
const ahead = (card: Card): Promise<unknown> | undefined => aheads[card]();

type SetCard = PayloadCreator<{ card: Card; value: Load<unknown> }>;

/** The server's time an answer tells (the account cards' `queryTime`), if any. */
function toldAt(data: unknown): string | undefined {
  const at = (data as { queryTime?: unknown } | undefined)?.queryTime;
  return typeof at === 'string' && at ? at : undefined;
}

/**
 * Loads one card through `setCard` (the model's): marks it loading, then ready or error. The error stays on the card.
 * `again`: a retry, which asks the server anew (never the answer of a call started ahead). An answer that tells the
 * server's time sets the clock's offset through `setOffset`.
 */
export function* loadCard(setCard: SetCard, card: Card, again = false, setOffset?: PayloadCreator<number>) {
  const data = yield* loadInto(
    (value: Load<unknown>) => setCard({ card, value }),
    call(() => (again ? undefined : ahead(card)) ?? fetchers[card]()),
  );
  const at = toldAt(data);
  if (at && setOffset) yield* put(setOffset(clockOffset(at, yield* call(Date.now))));
}

/** The cards of a visitor, and of a customer with a bound number. */
export const CARDS_GUEST: readonly Card[] = ['config', 'products'];
export const CARDS_BOUND: readonly Card[] = ['config', 'products', 'balance', 'allowance'];

const home = defineModel({
  namespace: 'home',
  state: initial,
  reducers: {
    setCard(state, { payload }: { payload: { card: Card; value: Load<unknown> } }) {
      return { ...state, [payload.card]: payload.value };
    },
    setOffset(state, { payload }: { payload: number }) {
      return { ...state, offsetMs: payload };
    },
  },
  effects: (own) => ({
    /** takeLatest: reads; coming back to home refreshes them. Account cards only for a bound number. */
    load: [
      function* ({ payload }: { payload: { bound: boolean } }, { all, call }) {
        const cards = payload.bound ? CARDS_BOUND : CARDS_GUEST;
        yield* all(cards.map((card) => call(loadCard, own.setCard, card, false, own.setOffset)));
      },
      { type: 'takeLatest' },
    ],
    /** One card again, after its "tap to retry". */
    retry: function* ({ payload }: { payload: Card }, { call }) {
      yield* call(loadCard, own.setCard, payload, true, own.setOffset);
    },
    /** takeEvery: each tap is counted; background work: a failed count is told to nobody (config/failures.ts). */
    recordClick: [
      function* ({ payload }: { payload: { productId: string } }, { call }) {
        yield* call(omowebApi.recordClick, { productId: payload.productId, actCode: 'home' });
      },
      { type: 'takeEvery', role: 'background' },
    ],
  }),
});

export default home;
