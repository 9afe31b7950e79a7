// The benefits family's model (PAGES.md §2.4, BenefitClaim and the benefits zone): the activity's standing
// (pageInit: window, claimables with stock and the customer's quota, eligibility), "my prizes" (queryRecord), the
// points balance, partner stores; claims, draws and points exchanges (submit effects: one idempotency key per
// benefit reused across retries, the draft kept through a re-login), the prize's address, partner links checked
// before they are followed, shares, and the pair pack's invite and its answer. The pure rules are in rules.ts.
import { all, call, put, select, spawn } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import { t } from '../../locales';
import * as activityApi from '../../services/api/activity';
import * as omowebApi from '../../services/api/omoweb';
import * as userApi from '../../services/api/user';
import type { RewardRecord } from '../../services/api/types';
import { refusalOf } from '../../services/request';
import { clockOffset } from '../shared/activityState';
import { readDraft } from '../shared/draft';
import { loadInto } from '../shared/load';
import { PAIR_ACT, type BenefitMode } from './config';
import type { AddressErrors, Standing } from './rules';
import {
  ADDRESS_DRAFT,
  CLAIM_DRAFT,
  claimKey,
  initialState,
  isAddressDraft,
  isClaimDraft,
  isPairDraft,
  slice,
  type AddressDraft,
  type AddressForm,
  type BenefitsState,
  type ClaimDraft,
  type PairDraft,
} from './state';
import { addressEffects } from './address';
import { claimRecord, toldByPrizes } from './claim';
import { linkEffects } from './links';
import { PAIR_DRAFT, pairEffects } from './pair';
import { logAction } from './steps';
import { setterOf } from '../shared/setter';

export { addressProblems, benefitState, pageState, partnerProblem, type Standing } from './rules';
export { inviteKey, PAIR_DRAFT } from './pair';

export * from './state';

const set = setterOf<BenefitsState>();

const benefits = defineModel({
  namespace: 'benefits',
  state: initialState,
  reducers: {
    reset(_state, { payload }: { payload: string }) {
      return { ...initialState, actId: payload };
    },
    setStanding: set('standing'),
    setPrizes: set('prizes'),
    setScore: set('score'),
    setMerchants: set('merchants'),
    setClaimTarget: set('claimTarget'),
    setResume: set('resume'),
    setWon: set('won'),
    setOpening: set('opening'),
    setAppLinks: set('appLinks'),
    /** The refusal of the last claim, at its benefit (undefined as a claim starts). */
    setClaimError(state, { payload }: { payload?: string }) {
      const id = state.claimTarget;
      return { ...state, claimError: payload && id ? { id, message: payload } : undefined };
    },
    openAddress(state, { payload }: { payload: Omit<AddressForm, 'errors'> | undefined }) {
      return { ...state, address: payload ? { ...payload, errors: {} } : undefined };
    },
    editAddress(state, { payload }: { payload: Partial<Pick<AddressForm, 'name' | 'phone' | 'areaCode' | 'detail'>> }) {
      if (!state.address) return state;
      const errors = { ...state.address.errors };
      for (const k of Object.keys(payload) as (keyof typeof payload)[]) delete errors[k];
      return { ...state, address: { ...state.address, ...payload, errors, error: undefined } };
    },
    addressErrors(state, { payload }: { payload: AddressErrors }) {
      return state.address ? { ...state, address: { ...state.address, errors: payload } } : state;
    },
    /** The server's refusal of the address, in the dialog (undefined as a save starts). */
    setAddressError(state, { payload }: { payload?: string }) {
      return state.address ? { ...state, address: { ...state.address, error: payload } } : state;
    },
    setPartner(state, { payload }: { payload: Partial<BenefitsState['partner']> }) {
      return { ...state, partner: { ...state.partner, ...payload } };
    },
    /** The partner number's refusal, at its field (undefined as an invite starts). */
    setPartnerError(state, { payload }: { payload?: string }) {
      return { ...state, partner: { ...state.partner, error: payload } };
    },
    /** The server's refusal of the answer to the invite (undefined as one starts). */
    setAnswerError: set('answerError'),
  },
  effects: (own) => {
    function* readStanding(actId: string, inviteId?: string) {
      const phoneNow = yield* call(Date.now);
      yield* loadInto(
        own.setStanding,
        call(activityApi.newSigninPageInit, inviteId ? { actId, inviteId } : { actId }),
        (page): Standing => ({ ...page, offsetMs: clockOffset(page.serverTime, phoneNow) }),
      );
    }
    function* readPrizes(actId: string) {
      yield* loadInto(own.setPrizes, call(omowebApi.queryRecord, { actId }));
    }
    function* readScore() {
      yield* loadInto(own.setScore, call(userApi.qryScoreInfo));
    }
    function* readMerchants(actId: string) {
      yield* loadInto(own.setMerchants, call(activityApi.merchantInfo, { actId, kind: 'store' as const }));
    }

    return {
      /**
       * takeLatest: the standing, my prizes and, as the route asks, the points balance and the partner stores, in
       * parallel, each its own section. A claim a re-login interrupted is offered again (its draft), and an
       * address being typed comes back.
       */
      load: [
        function* ({
          payload,
        }: {
          payload: { actId: string; prizes?: boolean; score?: boolean; merchants?: boolean; inviteId?: string };
        }) {
          const { actId } = payload;
          const current = yield* select(slice);
          if (current.actId !== actId) yield* put(own.reset(actId));
          yield* all([
            call(readStanding, actId, payload.inviteId),
            ...(payload.prizes ? [call(readPrizes, actId)] : []),
            ...(payload.score ? [call(readScore)] : []),
            ...(payload.merchants ? [call(readMerchants, actId)] : []),
          ]);
          if (actId === PAIR_ACT) {
            const pair = yield* call(readDraft<PairDraft>, PAIR_DRAFT, isPairDraft);
            const { partner } = yield* select(slice);
            if (pair && !partner.phone)
              yield* put(own.setPartner({ phone: pair.phone.replace(/\D/g, '').slice(0, 11) }));
          }
          const draft = yield* call(readDraft<ClaimDraft>, CLAIM_DRAFT, isClaimDraft);
          if (draft && draft.actId === actId) yield* put(own.setResume(draft.benefitId));
          const address = yield* call(readDraft<AddressDraft>, ADDRESS_DRAFT, isAddressDraft);
          const state = yield* select(slice);
          if (address && !state.address && state.prizes.status === 'ready') {
            if (state.prizes.data.some((r) => r.recordId === address.recordId && r.status === 'claimed'))
              yield* put(
                own.openAddress({
                  recordId: address.recordId,
                  name: address.name,
                  phone: address.phone,
                  areaCode: address.areaCode,
                  detail: address.detail,
                }),
              );
          }
        },
        { type: 'takeLatest' },
      ],

      /** takeLatest: one section again (its retry). */
      reloadSection: [
        function* ({
          payload,
        }: {
          payload: { section: 'standing' | 'prizes' | 'score' | 'merchants'; inviteId?: string };
        }) {
          const { actId } = yield* select(slice);
          if (!actId) return;
          if (payload.section === 'standing') yield* call(readStanding, actId, payload.inviteId);
          else if (payload.section === 'prizes') yield* call(readPrizes, actId);
          else if (payload.section === 'score') yield* call(readScore);
          else yield* call(readMerchants, actId);
        },
        { type: 'takeLatest' },
      ],

      /**
       * submit: claims a benefit (claim, points), draws (draw) or takes a code (code). A double tap claims once; the
       * key of (activity, benefit) goes with every retry and is freed on an answer; the claim is the draft, kept
       * through a re-login. Points are checked against the balance first. Refused → the server's words on the
       * benefit and the standing read again; a failure that is no refusal → onError; done → the prize (with its
       * address form when physical).
       */
      claim: submit(
        function* ({ payload }: { payload: { actId: string; benefitId: string; mode: BenefitMode } }, _fx, submission) {
          const { actId, benefitId, mode } = payload;
          const state = yield* select(slice);
          yield* put(own.setClaimTarget(benefitId));
          if (mode === 'points') {
            const item =
              state.standing.status === 'ready'
                ? state.standing.data.benefits?.find((b) => b.id === benefitId)
                : undefined;
            const balance = state.score.status === 'ready' ? state.score.data.points : undefined;
            if (item?.points !== undefined && balance !== undefined && balance < item.points) {
              yield* put(own.setClaimError(t('benefits.points.notEnough', { need: item.points, have: balance })));
              return false;
            }
          }
          yield* put(own.setResume(undefined));
          yield* spawn(logAction, 4 as const, actId, benefitId);
          let record: RewardRecord;
          try {
            record = yield* claimRecord(actId, benefitId, mode, submission);
          } catch (e) {
            if (refusalOf(e) !== undefined) yield* call(readStanding, actId);
            throw e;
          }
          // A success that said nothing of what it gave (no record): the prizes, read again, tell it.
          if (!record.recordId) {
            yield* call(readPrizes, actId);
            record = toldByPrizes(record, yield* select(slice), actId, mode === 'draw' ? 'draw' : benefitId);
          }
          yield* put(own.setWon(record));
          if (record.type === 'physical' && record.status === 'claimed')
            yield* put(own.openAddress({ recordId: record.recordId, name: '', phone: '', areaCode: '', detail: '' }));
          yield* all([
            call(readStanding, actId),
            call(readPrizes, actId),
            ...(mode === 'points' ? [call(readScore)] : []),
          ]);
          return true;
        },
        {
          intent: ({ actId, benefitId }) => claimKey(actId, benefitId),
          refused: own.setClaimError,
          draft: CLAIM_DRAFT,
        },
      ),

      ...addressEffects(own, readPrizes),
      ...linkEffects(own, readStanding),
      ...pairEffects(own, readStanding),
    };
  },
});

export default benefits;
