// The SIM-card order's number (cardModel.ts): a batch of the city's pool for a query (search, 靓号, 换一批), the
// 30-minute hold a tap asks for (keepNum), and the hold running out. The sagas write through the model's own
// creators, so they land in its slice; the effects are spread into it.
import { call, put, select } from 'typed-redux-saga';
import type { PayloadCreator } from '../../../core';
import * as handlebusi from '../../../services/api/handlebusi';
import type { NumberItem } from '../../../services/api/types';
import { saveDraft } from '../../shared/draft';
import { codeOf, isLoggedOut } from '../../shared/errors';
import { IDLE, loadInto, messageOf, type Load } from '../../shared/load';
import type { Problem } from '../../shared/phone';
import {
  BATCH,
  DRAFT,
  KEYWORD_MIN,
  untilOf,
  type CardDraft,
  type CardState,
  type HeldNumber,
  type NumberQuery,
} from './form';

/** The creators the number section writes through. */
export interface NumberCreators {
  patch: PayloadCreator<Partial<CardDraft>>;
  setNumbers: PayloadCreator<{ numbers: Load<NumberItem[]>; query?: NumberQuery }>;
  setHolding: PayloadCreator<{ msisdn?: string; problem?: Problem }>;
  dropHold: PayloadCreator<{ problem?: Problem }>;
  held: PayloadCreator<HeldNumber>;
}

const selectCard = (s: { orderingCard: CardState }) => s.orderingCard;

/** The draft's keeping, a batch of the pool and the hold's end, through the model's creators. */
export function numberSagas(own: NumberCreators) {
  function* keep() {
    const { draft } = yield* select(selectCard);
    yield* call(saveDraft, DRAFT, draft);
  }
  /** takeLatest body: a batch of the pool. */
  function* loadNumbers(cityCode: string, query: NumberQuery) {
    yield* put(own.setNumbers({ numbers: IDLE, query }));
    const keyword = query.keyword.trim();
    yield* loadInto(
      (numbers: Load<NumberItem[]>) => own.setNumbers({ numbers }),
      call(handlebusi.selectNum, {
        cityCode,
        pretty: query.pretty,
        batch: query.batch,
        ...(keyword ? { keyword } : {}),
      }),
      (numbers) => numbers.slice(0, BATCH),
    );
  }
  /** The hold is over on `now`: drop it. Returns whether it was dropped. */
  function* expireIfDue(now: number) {
    const { draft } = yield* select(selectCard);
    if (!draft.held || draft.held.until > now) return false;
    yield* put(own.dropHold({ problem: { key: 'ordering.hold.expired' } }));
    yield* call(keep);
    return true;
  }
  return { keep, loadNumbers, expireIfDue };
}

/** The number section's effects. */
export function numberEffects(own: NumberCreators) {
  const { keep, loadNumbers, expireIfDue } = numberSagas(own);
  return {
    /** takeLatest: a batch of numbers of the draft's city for this query (also 换一批 and the retry). */
    findNumbers: [
      function* ({ payload }: { payload: Partial<NumberQuery> & { cityCode?: string } }) {
        const s = yield* select(selectCard);
        const { cityCode, ...rest } = payload;
        if (cityCode && cityCode !== s.draft.cityCode) {
          yield* put(own.patch({ cityCode }));
          yield* call(keep);
        }
        const query = { ...s.query, ...rest };
        const keyword = query.keyword.trim();
        if (keyword && (!/^\d+$/.test(keyword) || keyword.length < KEYWORD_MIN)) {
          yield* put(own.setNumbers({ numbers: IDLE, query }));
          yield* put(own.setHolding({ problem: { key: 'ordering.number.keywordShort' } }));
          return false;
        }
        yield* put(own.setHolding({}));
        yield* call(loadNumbers, cityCode ?? s.draft.cityCode, query);
        return true;
      },
      { type: 'takeLatest' },
    ] as const,
    /**
     * takeLeading: a tap holds the number for 30 minutes (keepNum). Taken meanwhile: said at the numbers, and a
     * fresh batch comes. The hold is kept in the draft with its end, so every step counts it down.
     */
    hold: [
      function* ({ payload }: { payload: NumberItem }) {
        yield* put(own.setHolding({ msisdn: payload.msisdn }));
        try {
          const kept = yield* call(handlebusi.keepNum, { msisdn: payload.msisdn });
          const now = yield* call(Date.now);
          yield* put(
            own.held({
              msisdn: kept.msisdn || payload.msisdn,
              pretty: payload.pretty,
              prepayFen: payload.prepayFen,
              minSpendFen: payload.minSpendFen,
              until: untilOf(kept.reservedUntil, now),
            }),
          );
          yield* call(keep);
          return true;
        } catch (e) {
          yield* put(own.setHolding({ problem: { text: messageOf(e) } }));
          if (isLoggedOut(e)) throw e;
          if (codeOf(e) === 'E_NUMBER_TAKEN') {
            const s = yield* select(selectCard);
            yield* call(loadNumbers, s.draft.cityCode, { ...s.query, batch: s.query.batch + 1 });
          }
          return false;
        }
      },
      { type: 'takeLeading' },
    ] as const,
    /** takeLatest: the countdown reached 0 (or a page opened late): the number goes, the rest stays. */
    checkHold: [
      function* () {
        const now = yield* call(Date.now);
        return yield* call(expireIfDue, now);
      },
      { type: 'takeLatest' },
    ] as const,
  };
}
