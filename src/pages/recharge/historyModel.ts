// /newRecharge/history (PAGES.md §2.7, RecordList): the payment records of one of the last six months, 20 a page,
// the next page fetched as the list scrolls. Its own model: it shares nothing with the form but the family.
import { defineModel } from '../../core';
import * as billApi from '../../services/api/bill';
import type { Page, PaymentRecord } from '../../services/api/types';
import { lastMonths } from './topup';
import { messageOf } from '../shared/load';

export const PAGE_SIZE = 20;
export const MONTHS = 6;

export interface HistoryState {
  /** yyyyMM, this month first. */
  months: string[];
  month?: string;
  status: 'idle' | 'loading' | 'ready' | 'error';
  list: PaymentRecord[];
  page: number;
  total: number;
  message?: string;
  /** The next page: loading, or failed (its own retry; the rows already shown stay). */
  more: 'idle' | 'loading' | 'error';
  /** Rows of the pages read that are no top-up (an order's payment), left out of the list and the total. */
  skipped: number;
}

const initial: HistoryState = { months: [], status: 'idle', list: [], page: 0, total: 0, more: 'idle', skipped: 0 };

/**
 * What credits the balance. A row that says it paid for something else (a handset, a card order, a flash-sale item)
 * is not shown as credit; a row without a kind is a top-up, as the endpoint lists top-ups.
 */
const CREDIT_KINDS = ['topup', 'depositGift', 'giftReturn'];
export const isTopup = (r: PaymentRecord) => r.kind === undefined || CREDIT_KINDS.includes(r.kind);

/** The slice, for the model's own sagas (pages and tests read `history.select`). */
const slice = (s: { rechargeHistory: HistoryState }) => s.rechargeHistory;

const history = defineModel({
  namespace: 'rechargeHistory',
  state: initial,
  reducers: {
    setMonths(state, { payload }: { payload: string[] }) {
      return { ...state, months: payload };
    },
    start(state, { payload }: { payload: string }) {
      return {
        ...state,
        month: payload,
        status: 'loading' as const,
        list: [],
        page: 0,
        total: 0,
        message: undefined,
        more: 'idle' as const,
        skipped: 0,
      };
    },
    loaded(state, { payload }: { payload: Page<PaymentRecord> }) {
      // A page that overlaps what is shown (a record arrived meanwhile) never shows a row twice.
      const seen = new Set(state.list.map((r) => r.orderId));
      const first = payload.page <= 1;
      const rows = first ? payload.list : payload.list.filter((r) => !seen.has(r.orderId));
      const topups = rows.filter(isTopup);
      const skipped = (first ? 0 : state.skipped) + rows.length - topups.length;
      return {
        ...state,
        status: 'ready' as const,
        list: first ? topups : [...state.list, ...topups],
        page: payload.page,
        total: Math.max(0, payload.total - skipped),
        more: 'idle' as const,
        skipped,
      };
    },
    failed(state, { payload }: { payload: string }) {
      return { ...state, status: 'error' as const, message: payload };
    },
    setMore(state, { payload }: { payload: HistoryState['more'] }) {
      return { ...state, more: payload };
    },
  },
  selectors: {
    /** More rows exist beyond those shown. */
    hasMore: (h: HistoryState) => h.status === 'ready' && h.list.length < h.total,
  },
  effects: (own) => ({
    /** takeLatest: a read. The six months from today; the month asked for (else this one), from its first page. */
    open: [
      function* ({ payload }: { payload?: { month?: string } }, { call, put, select }) {
        const months = lastMonths(yield* call(Date.now), MONTHS);
        yield* put(own.setMonths(months));
        const { month: current } = yield* select(slice);
        const month =
          payload?.month && months.includes(payload.month)
            ? payload.month
            : current && months.includes(current)
              ? current
              : months[0];
        yield* put(own.start(month));
        try {
          const page = yield* call(billApi.userPaymentRecords, { month, page: 1, pageSize: PAGE_SIZE });
          yield* put(own.loaded(page));
        } catch (e) {
          yield* put(own.failed(messageOf(e)));
        }
      },
      { type: 'takeLatest' },
    ],

    /** takeLeading: scrolling fires often; one next page at a time, and none past the end. */
    loadMore: [
      function* (_: unknown, { call, put, select }) {
        const h = yield* select(slice);
        if (h.status !== 'ready' || !h.month || h.list.length >= h.total) return;
        yield* put(own.setMore('loading'));
        try {
          const page = yield* call(billApi.userPaymentRecords, {
            month: h.month,
            page: h.page + 1,
            pageSize: PAGE_SIZE,
          });
          if ((yield* select(slice)).month !== h.month) return; // another month was picked meanwhile
          yield* put(own.loaded(page));
        } catch {
          if ((yield* select(slice)).month === h.month) yield* put(own.setMore('error'));
        }
      },
      { type: 'takeLeading' },
    ],
  }),
});

export default history;
