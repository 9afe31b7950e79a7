// `/hire` (recruitment sign-up, FormPage): position, name, phone + SMS code (user/sendMessage behind the captcha
// gate), district (config/custAreaDict/list), age 18–45, experience ≤ 200 characters. Each field is checked where
// it is typed (hireRules.ts); the page keeps the draft in sessionStorage (never the code) and checks a field left
// (useHireField.ts); the submit (activity/hire/add) is a submit with an idempotency key kept across retries.
// Refusals in words: a field's at the field, a duplicate (once per phone and position) above the button, a closed
// recruitment instead of the form.
import { call } from 'typed-redux-saga';
import { defineModel, replace, submit } from '../../core';
import { t, type MessageKey } from '../../locales';
import ui from '../../models/ui';
import * as activityApi from '../../services/api/activity';
import * as configApi from '../../services/api/config';
import * as handlebusiApi from '../../services/api/handlebusi';
import * as userApi from '../../services/api/user';
import type { AreaDict, HirePosition } from '../../services/api/types';
import { refusalOf, RequestError } from '../../services/request';
import { maskPhone } from '../../utils/format';
import { activityState } from '../shared/activityState';
import { clearDraft, readDraft } from '../shared/draft';
import { codeOf } from '../shared/errors';
import { IDLE, loadInto, LOADING, messageOf, type Load } from '../shared/load';
import { cleanCode, cleanPhone, RESEND_S } from '../shared/phone';
import {
  EMPTY_FORM,
  EXPERIENCE_MAX,
  fieldOfCode,
  fieldProblem,
  formProblems,
  isHireDraft,
  type HireField,
  type HireForm,
} from './hireRules';
import { setterOf } from '../shared/setter';

export const HIRE_ACT = 'hire';
export const HIRE_DRAFT = 'hire';
export const HIRE_SUCCESS = '/tip/success?type=hire&next=%2FonlineActivities';

/** A message at a field: ours (a key, said again on a language switch) or the server's words. */
export type FieldMessage = { key: MessageKey } | { text: string };

export interface HireState {
  form: HireForm;
  errors: Partial<Record<HireField, FieldMessage>>;
  sentAt: number | null;
  sentTo?: string;
  cities: Load<AreaDict[]>;
  districts: Load<AreaDict[]>;
  /** Closed (not open yet or over): said instead of the form. */
  closed?: string;
  /** The window could not be read: the form stays, the server judges at submit. */
  submitError?: string;
}

const initial: HireState = { form: EMPTY_FORM, errors: {}, sentAt: null, cities: IDLE, districts: IDLE };

/** The slice, for the model's own sagas (the model's `select` cannot be typed inside its own definition). */
const slice = (s: { venuesHire: HireState }) => s.venuesHire;

/** The idempotency draft of a sign-up: one per phone and position. */
export const submitDraft = (form: Pick<HireForm, 'phone' | 'position'>) => `hire:${form.phone}:${form.position}`;

function clean(field: HireField, value: string): string {
  if (field === 'phone') return cleanPhone(value);
  if (field === 'code') return cleanCode(value);
  if (field === 'age') return value.replace(/\D/g, '').slice(0, 3);
  if (field === 'name') return value.slice(0, 16);
  if (field === 'experience') return value.slice(0, EXPERIENCE_MAX + 20);
  return value;
}

const set = setterOf<HireState>();

const venuesHire = defineModel({
  namespace: 'venuesHire',
  state: initial,
  reducers: {
    /** An edit of the page (useHireField.ts): cleaned into the form, the field's message gone. */
    set(state, { payload }: { payload: { field: HireField; value: string } }) {
      const value = clean(payload.field, payload.value);
      const form: HireForm = { ...state.form, [payload.field]: value };
      if (payload.field === 'cityCode') form.areaCode = '';
      const errors = { ...state.errors };
      delete errors[payload.field];
      if (payload.field === 'cityCode') delete errors.areaCode;
      // The experience counts as it is typed: over the limit is said at once.
      if (payload.field === 'experience' && value.length > EXPERIENCE_MAX)
        errors.experience = { key: 'venues.hire.error.experience' };
      return { ...state, form, errors, submitError: undefined };
    },
    restore(state, { payload }: { payload: Partial<HireForm> }) {
      return { ...state, form: { ...state.form, ...payload, code: '' } };
    },
    setErrors(state, { payload }: { payload: Partial<Record<HireField, FieldMessage>> }) {
      return { ...state, errors: { ...state.errors, ...payload } };
    },
    patch(state, { payload }: { payload: Partial<Omit<HireState, 'form' | 'errors'>> }) {
      return { ...state, ...payload };
    },
    /** The server's refusal of the sign-up that is about no field, above the button (undefined as one starts). */
    setSubmitError: set('submitError'),
  },
  effects: (own) => {
    /** The districts of a city. */
    function* readDistricts(cityCode: string) {
      yield* loadInto(
        (districts: Load<AreaDict[]>) => own.patch({ districts }),
        call(configApi.custAreaDictList, { parentCode: cityCode }),
      );
    }
    return {
      /** takeLatest: the draft back, the cities, the recruitment's window (closed → said instead of the form). */
      init: [
        function* (_: unknown, { all, call, put, select }) {
          const draft = yield* call(readDraft<Partial<HireForm>>, HIRE_DRAFT, isHireDraft);
          if (draft) yield* put(own.restore(draft));
          yield* put(own.patch({ cities: LOADING }));
          yield* all([call(loadCities), call(loadWindow)]);
          const { form } = yield* select(slice);
          if (form.cityCode) yield* call(readDistricts, form.cityCode);
          function* loadCities() {
            yield* loadInto((cities: Load<AreaDict[]>) => own.patch({ cities }), call(configApi.custAreaDictList));
          }
          function* loadWindow() {
            try {
              const info = yield* call(handlebusiApi.queryActiveInfo, { actId: HIRE_ACT });
              const state = activityState({ ...info, eligible: true, joined: false });
              yield* put(
                own.patch({
                  closed:
                    state === 'ended'
                      ? t('venues.hire.closed')
                      : state === 'notStarted'
                        ? t('venues.hire.notOpen')
                        : undefined,
                }),
              );
            } catch {
              /* the server judges at submit */
            }
          }
        },
        { type: 'takeLatest' },
      ],
      /** takeLatest: the districts of a city. */
      loadDistricts: [
        function* ({ payload }: { payload: { cityCode: string } }) {
          yield* call(readDistricts, payload.cityCode);
        },
        { type: 'takeLatest' },
      ],
      /** takeLeading: the SMS code (user/sendMessage, behind the picture-captcha gate). */
      send: [
        function* (_: unknown, { call, put, select }) {
          const { form } = yield* select(slice);
          const key = fieldProblem(form, 'phone');
          if (key) {
            yield* put(own.setErrors({ phone: { key } }));
            return false;
          }
          try {
            yield* call(userApi.sendMessage, { phone: form.phone });
          } catch (e) {
            const wait =
              e instanceof RequestError ? (e.data as { resendAfter?: number } | undefined)?.resendAfter : undefined;
            if (wait && wait > 0 && wait <= RESEND_S)
              yield* put(own.patch({ sentAt: (yield* call(Date.now)) - (RESEND_S - wait) * 1000, sentTo: form.phone }));
            yield* put(
              own.setErrors({ [fieldOfCode(codeOf(e)) === 'phone' ? 'phone' : 'code']: { text: messageOf(e) } }),
            );
            return false;
          }
          yield* put(own.patch({ sentAt: yield* call(Date.now), sentTo: form.phone }));
          void (yield* put(
            ui.actions.toast({ text: t('venues.hire.sent', { phone: maskPhone(form.phone) }), kind: 'success' }),
          ));
          return true;
        },
        { type: 'takeLeading' },
      ],
      /**
       * submit: every field checked first (nothing unchecked reaches the server); then hire/add with the key of this
       * phone and position, kept across retries. Success → the draft goes, /tip/success. Refused: at the field it is
       * about, closed instead of the form, a duplicate or anything else above the button (the key released); what
       * was typed stays. A failure that is no refusal reaches onError. The draft is saved as the customer types.
       */
      submit: submit(
        function* ({ payload: form }: { payload: HireForm }, { call, put }, { keyFor }) {
          const problems = formProblems(form);
          if (Object.keys(problems).length) {
            const errors: Partial<Record<HireField, FieldMessage>> = {};
            for (const [f, key] of Object.entries(problems)) errors[f as HireField] = { key };
            yield* put(own.setErrors(errors));
            return false;
          }
          // The key goes with the request, not the form (whose SMS code is nested in it): the code is left out.
          const req = {
            position: form.position as HirePosition,
            name: form.name.trim(),
            phone: form.phone,
            smsCode: form.code,
            areaCode: form.areaCode,
            age: Number(form.age),
            ...(form.experience.trim() ? { experience: form.experience.trim() } : {}),
          };
          try {
            yield* call(activityApi.hireAdd, req, { idempotencyKey: yield* keyFor(req) });
          } catch (e) {
            // A refusal that is about the window or a field is said there; any other refusal above the button.
            const refusal = refusalOf(e);
            const code = codeOf(e);
            const field = fieldOfCode(code);
            if (refusal === undefined) throw e;
            if (code === 'E_ACT_ENDED' || code === 'E_ACT_NOTSTARTED') yield* put(own.patch({ closed: refusal }));
            else if (field) yield* put(own.setErrors({ [field]: { text: refusal } }));
            else throw e;
            return false;
          }
          yield* call(clearDraft, HIRE_DRAFT);
          yield* put(replace(HIRE_SUCCESS));
          return true;
        },
        { intent: submitDraft, refused: own.setSubmitError },
      ),
    };
  },
});

export default venuesHire;
