// Termination (PAGES.md template 21): `/mobileBusiness/termination` reads the balance (queryUserBalance: what is
// refunded) and the pre-check (queryActiveInfo `termination`: each blocker with its code), each section alone; when
// nothing blocks, the halls (wxcmsMerchantInfo, stores) for an appointment: hall, day, slot, submitted once
// (formMain/add formType termination, a `submit`: one idempotency key reused across retries). The appointment as
// chosen is kept in sessionStorage, so a failure or a re-login keeps it. The server checks the blockers again.
import { call } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import * as activityApi from '../../services/api/activity';
import * as billApi from '../../services/api/bill';
import * as handlebusiApi from '../../services/api/handlebusi';
import type { ActiveInfo, Balance, FormMainAdded, Merchant } from '../../services/api/types';
import { clearDraft, readDraft, saveDraft } from '../shared/draft';
import { IDLE, LOADING, loadInto, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';

export interface Appointment {
  hallId: string;
  date: string;
  time: string;
}
export type AppointmentProblems = Partial<
  Record<keyof Appointment, 'change.book.pickHall' | 'change.book.pickDay' | 'change.book.pickTime'>
>;

export interface TerminationState {
  balance: Load<Balance>;
  check: Load<ActiveInfo>;
  halls: Load<Merchant[]>;
  form: Appointment;
  problems: AppointmentProblems;
  /** The server's refusal of the last booking, shown at the form. */
  bookError?: string;
  booked?: FormMainAdded & Appointment;
}

export const EMPTY: Appointment = { hallId: '', date: '', time: '' };
const initial: TerminationState = {
  balance: IDLE,
  check: IDLE,
  halls: IDLE,
  form: EMPTY,
  problems: {},
};

export const DRAFT = 'change:termination';
export const BOOK_KEY = 'termination:book';
/** The times a hall offers (the simulator's HALL_SLOTS). */
export const SLOTS = ['09:30', '11:00', '14:30', '16:00'];

const isForm = (v: Record<string, unknown>): v is Record<string, unknown> & Appointment =>
  typeof v.hallId === 'string' && typeof v.date === 'string' && typeof v.time === 'string';

/** The days offered: tomorrow to 7 days out, as yyyy-MM-dd in China time, from the server's time. */
export function daysFrom(serverTime: string): string[] {
  const base = Date.parse(serverTime);
  const start = Number.isNaN(base) ? Date.now() : base;
  return Array.from({ length: 7 }, (_, i) => {
    const d = new Date(start + (i + 1) * 86_400_000 + 8 * 3_600_000);
    return d.toISOString().slice(0, 10);
  });
}

export function problemsOf(form: Appointment): AppointmentProblems {
  const p: AppointmentProblems = {};
  if (!form.hallId) p.hallId = 'change.book.pickHall';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(form.date)) p.date = 'change.book.pickDay';
  if (!SLOTS.includes(form.time)) p.time = 'change.book.pickTime';
  return p;
}

const set = setterOf<TerminationState>();

const changeTermination = defineModel({
  namespace: 'changeTermination',
  state: initial,
  reducers: {
    setBalance: set('balance'),
    setCheck: set('check'),
    setHalls: set('halls'),
    setProblems: set('problems'),
    setBookError: set('bookError'),
    setBooked: set('booked'),
    setForm(state, { payload }: { payload: Partial<Appointment> }) {
      const problems = { ...state.problems };
      for (const k of Object.keys(payload)) delete problems[k as keyof Appointment];
      return { ...state, form: { ...state.form, ...payload }, problems, bookError: undefined };
    },
  },
  effects: (own) => ({
    /** takeLatest: the balance and the pre-check, each alone; when nothing blocks, the halls; the draft comes back. */
    load: [
      function* (_: unknown, { put }) {
        const draft = yield* call(readDraft, DRAFT, isForm);
        if (draft) yield* put(own.setForm(draft));
        yield* put(own.setCheck(LOADING));
        yield* loadInto(own.setBalance, call(billApi.queryUserBalance));
        const info = yield* loadInto(own.setCheck, call(handlebusiApi.queryActiveInfo, { actId: 'termination' }));
        if (!info?.eligible) return;
        yield* loadInto(own.setHalls, call(activityApi.merchantInfo, { kind: 'store' as const }));
      },
      { type: 'takeLatest' },
    ],

    /** takeEvery: each choice is kept at once (sessionStorage). */
    *choose({ payload }: { payload: Partial<Appointment> }, { put }) {
      yield* put(own.setForm(payload));
      yield* call(saveDraft, DRAFT, (yield* own.select()).form);
    },

    /**
     * submit: books the appointment once. Checked at the fields first; refused (a blocker found by the server,
     * already booked, a day out of range) → the server's words at the form, the choice kept; booked → the ticket
     * shows. Any other failure is the failure toast, the key kept for the retry.
     */
    book: submit(
      function* (_: unknown, { put }, { keyFor }) {
        const { form } = yield* own.select();
        const problems = problemsOf(form);
        if (Object.keys(problems).length) {
          yield* put(own.setProblems(problems));
          return false;
        }
        const req = {
          formType: 'termination' as const,
          hallId: form.hallId,
          slot: { date: form.date, time: form.time },
        };
        // Another hall or slot after a lost answer is another request: another key.
        const added = yield* call(activityApi.formMainAdd, req, { idempotencyKey: yield* keyFor(req) });
        yield* call(clearDraft, DRAFT);
        yield* put(own.setBooked({ ...added, ...form }));
        return true;
      },
      { intent: () => BOOK_KEY, refused: own.setBookError },
    ),
  }),
});

export default changeTermination;
