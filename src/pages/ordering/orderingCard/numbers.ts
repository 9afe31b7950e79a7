// The SIM-card order's number (the `orderingCard` model): a batch of the city's pool for a query (search, 靓号,
// 换一批), the 30-minute hold a tap asks for (keepNum), and the hold running out. The sagas write through the slice's
// `own`; the effects are spread into the model (index.ts).
import { call, put } from 'typed-redux-saga';
import * as handlebusi from '../../../services/api/handlebusi';
import type { NumberItem } from '../../../services/api/types';
import { saveDraft } from '../../shared/draft';
import { codeOf, isLoggedOut } from '../../shared/errors';
import { IDLE, loadInto, messageOf, type Load } from '../../shared/load';
import { BATCH, DRAFT, KEYWORD_MIN, untilOf, type NumberQuery } from './form';
import { own } from './slice';

/** The draft kept in the tab. */
export function* keep() {
  const { draft } = yield* own.select();
  yield* call(saveDraft, DRAFT, draft);
}

/** takeLatest body: a batch of the pool. */
export function* loadNumbers(cityCode: string, query: NumberQuery) {
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
export function* expireIfDue(now: number) {
  const { draft } = yield* own.select();
  if (!draft.held || draft.held.until > now) return false;
  yield* put(own.dropHold({ problem: { key: 'ordering.hold.expired' } }));
  yield* call(keep);
  return true;
}

/** The number section's effects, spread into the model. */
export const numberEffects = {
  /** takeLatest: a batch of numbers of the draft's city for this query (also 换一批 and the retry). */
  findNumbers: [
    function* ({ payload }: { payload: Partial<NumberQuery> & { cityCode?: string } }) {
      const s = yield* own.select();
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
          const s = yield* own.select();
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
