// The benefits family's model (PAGES.md §2.4, BenefitClaim and the benefits zone): the activity's standing
// (pageInit: window, claimables with stock and the customer's quota, eligibility), "my prizes" (queryRecord), the
// points balance, partner stores; claims, draws and points exchanges (submit effects: one idempotency key per
// benefit reused across retries, the draft kept through a re-login), the prize's address, partner links checked
// before they are followed, shares, and the pair pack's invite and its answer. The pure rules are in rules.ts.
import { all, call, put, select, spawn } from 'typed-redux-saga';
import { defineModel, submit } from '../../core';
import { t } from '../../locales';
import global from '../../models/global';
import * as activityApi from '../../services/api/activity';
import * as handlebusiApi from '../../services/api/handlebusi';
import * as omowebApi from '../../services/api/omoweb';
import * as userApi from '../../services/api/user';
import * as configApi from '../../services/api/config';
import type { ConfigItem, Merchant, RewardRecord, ScoreInfo, ShareChannel } from '../../services/api/types';
import { refusalOf } from '../../services/request';
import { clockOffset } from '../shared/activityState';
import { clearDraft, readDraft, saveDraft } from '../shared/draft';
import { codeOf, isLoggedOut } from '../shared/errors';
import { IDLE, loadInto, messageOf, type Load } from '../shared/load';
import { sendConfirmed, serverTime } from '../shared/outcome';
import { PAIR_ACT, PAIR_CODE, type BenefitMode } from './config';
import { addressProblems, partnerProblem, type AddressErrors, type AddressFields, type Standing } from './rules';
import { follow, logAction, toast } from './steps';

export { addressProblems, benefitState, pageState, partnerProblem, type Standing } from './rules';

export interface AddressForm extends AddressFields {
  recordId: string;
  errors: AddressErrors;
  /** The server's refusal of the address. */
  error?: string;
}

export interface BenefitsState {
  actId?: string;
  standing: Load<Standing>;
  prizes: Load<RewardRecord[]>;
  score: Load<ScoreInfo>;
  merchants: Load<Merchant[]>;
  /** The benefit of the last claim (its button spins while the claim runs; a refusal is said at it). */
  claimTarget?: string;
  /** Why the last claim was refused, on its benefit. */
  claimError?: { id: string; message: string };
  /** A benefit whose claim a re-login interrupted: offered again. */
  resume?: string;
  /** What the last claim or draw gave (the result dialog). */
  won?: RewardRecord;
  address?: AddressForm;
  /** Pair pack: the partner's number and its problem. */
  partner: { phone: string; error?: string };
  /** The server's refusal of the partner's answer to the invite. */
  answerError?: string;
  /** A partner link is being signed. */
  opening?: string;
  /** /friday/app: the configured app link (config/list). */
  appLinks: Load<ConfigItem[]>;
}

export const initialState: BenefitsState = {
  standing: IDLE,
  prizes: IDLE,
  score: IDLE,
  merchants: IDLE,
  partner: { phone: '' },
  appLinks: IDLE,
};

/** The slice, for the model's own sagas (the model's `select` cannot be typed inside its own definition). */
const slice = (s: { benefits: BenefitsState }) => s.benefits;

export const CLAIM_DRAFT = 'benefits:claim';
export const ADDRESS_DRAFT = 'benefits:address';
export const PAIR_DRAFT = 'benefits:pair';
/** One key per activity and benefit: a retry after a failure sends the same; a success frees it. */
export const claimKey = (actId: string, benefitId: string) => `benefit:${actId}:${benefitId}`;
export const inviteKey = (partner: string) => `pair:${partner}`;

type ClaimDraft = { actId: string; benefitId: string };
type PairDraft = { phone: string };
const isPairDraft = (v: Record<string, unknown>): v is Record<string, unknown> & PairDraft =>
  typeof v.phone === 'string';
type AddressDraft = { recordId: string; name: string; phone: string; areaCode: string; detail: string };
const isClaimDraft = (v: Record<string, unknown>): v is Record<string, unknown> & ClaimDraft =>
  typeof v.actId === 'string' && typeof v.benefitId === 'string';
const isAddressDraft = (v: Record<string, unknown>): v is Record<string, unknown> & AddressDraft =>
  ['recordId', 'name', 'phone', 'areaCode', 'detail'].every((k) => typeof v[k] === 'string');

const benefits = defineModel({
  namespace: 'benefits',
  state: initialState,
  reducers: {
    reset(_state, { payload }: { payload: string }) {
      return { ...initialState, actId: payload };
    },
    setStanding(state, { payload }: { payload: Load<Standing> }) {
      return { ...state, standing: payload };
    },
    setPrizes(state, { payload }: { payload: Load<RewardRecord[]> }) {
      return { ...state, prizes: payload };
    },
    setScore(state, { payload }: { payload: Load<ScoreInfo> }) {
      return { ...state, score: payload };
    },
    setMerchants(state, { payload }: { payload: Load<Merchant[]> }) {
      return { ...state, merchants: payload };
    },
    setClaimTarget(state, { payload }: { payload: string }) {
      return { ...state, claimTarget: payload };
    },
    /** The refusal of the last claim, at its benefit (undefined as a claim starts). */
    setClaimError(state, { payload }: { payload?: string }) {
      const id = state.claimTarget;
      return { ...state, claimError: payload && id ? { id, message: payload } : undefined };
    },
    setResume(state, { payload }: { payload: string | undefined }) {
      return { ...state, resume: payload };
    },
    setWon(state, { payload }: { payload: RewardRecord | undefined }) {
      return { ...state, won: payload };
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
    setAnswerError(state, { payload }: { payload?: string }) {
      return { ...state, answerError: payload };
    },
    setOpening(state, { payload }: { payload: string | undefined }) {
      return { ...state, opening: payload };
    },
    setAppLinks(state, { payload }: { payload: Load<ConfigItem[]> }) {
      return { ...state, appLinks: payload };
    },
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
        function* ({ payload }: { payload: { actId: string; benefitId: string; mode: BenefitMode } }, _fx, { key }) {
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
            record = yield* claimRecord(actId, benefitId, mode, key);
          } catch (e) {
            if (refusalOf(e) !== undefined) yield* call(readStanding, actId);
            throw e;
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

      /** takeEvery: what the customer types in the address form is kept in the tab (never a code). */
      typeAddress: function* ({
        payload,
      }: {
        payload: Partial<Pick<AddressForm, 'name' | 'phone' | 'areaCode' | 'detail'>>;
      }) {
        yield* put(own.editAddress(payload));
        const { address } = yield* select(slice);
        if (address) {
          const { recordId, name, phone, areaCode, detail } = address;
          yield* call(saveDraft, ADDRESS_DRAFT, { recordId, name, phone, areaCode, detail });
        }
      },

      /** submit: the prize's address, checked at the fields first (the server checks the same). */
      saveAddress: submit(
        function* ({ payload }: { payload: { recordId: string } }, _fx, { key }) {
          const { address, actId } = yield* select(slice);
          if (!address || !actId || address.recordId !== payload.recordId) return false;
          const errors = addressProblems(address);
          if (Object.keys(errors).length) {
            yield* put(own.addressErrors(errors));
            return false;
          }
          const { name, phone, areaCode, detail } = address;
          yield* call(
            omowebApi.bindInfo,
            {
              actId,
              recordId: address.recordId,
              address: { name: name.trim(), phone, areaCode, detail: detail.trim() },
            },
            { idempotencyKey: key },
          );
          yield* call(clearDraft, ADDRESS_DRAFT);
          yield* put(own.openAddress(undefined));
          yield* toast(t('benefits.address.saved'), 'success');
          yield* call(readPrizes, actId);
          return true;
        },
        { intent: ({ recordId }) => `address:${recordId}`, refused: own.setAddressError },
      ),

      /** takeLeading: a partner's signed address (read/getUrl), checked, then followed or copied (WeChat). */
      openPartner: [
        function* ({ payload }: { payload: { partnerId: string } }) {
          yield* put(own.setOpening(payload.partnerId));
          yield* spawn(logAction, 2 as const, 'moreBenefits', payload.partnerId);
          try {
            const signed = yield* call(activityApi.readGetUrl, { partnerId: payload.partnerId });
            return yield* follow(signed.url, signed.browserOnly);
          } catch (e) {
            if (!isLoggedOut(e)) yield* toast(messageOf(e), 'fail');
            return false;
          } finally {
            yield* put(own.setOpening(undefined));
          }
        },
        { type: 'takeLeading' },
      ],

      /** takeLeading: the points mall by single sign-on (getJfSign), checked before it is followed. */
      openMall: [
        function* () {
          yield* put(own.setOpening('mall'));
          try {
            const signed = yield* call(userApi.getJfSign, { target: 'home' as const });
            return yield* follow(signed.url, signed.browserOnly);
          } catch (e) {
            if (!isLoggedOut(e)) yield* toast(messageOf(e), 'fail');
            return false;
          } finally {
            yield* put(own.setOpening(undefined));
          }
        },
        { type: 'takeLeading' },
      ],

      /** takeLatest: /friday/app's configured app link (config/list of the page). */
      loadAppLinks: [
        function* () {
          yield* loadInto(own.setAppLinks, call(configApi.list, { page: 'friday/app' }));
        },
        { type: 'takeLatest' },
      ],

      /** takeLeading: an address that came with a claim (gkux partner): checked, and in WeChat copied. */
      openLink: [
        function* ({ payload }: { payload: { url: string } }) {
          return yield* follow(payload.url, true);
        },
        { type: 'takeLeading' },
      ],

      /** takeEvery: each share is counted (shareRecord/insert and the action log), best effort; a share may give a draw chance. */
      logShare: function* ({ payload }: { payload: { actId: string; link: string; channel: ShareChannel } }) {
        yield* spawn(logAction, 3 as const, payload.actId, payload.channel);
        try {
          yield* call(activityApi.shareRecordInsert, payload);
        } catch {
          return; // counting is best effort
        }
        if (payload.actId === 'bingdundun') yield* call(readStanding, payload.actId);
      },

      /**
       * submit: the pair pack. The partner's number is checked (mobile number, not one's own), then its operator and
       * province (preCheckToPhone), then ordered (busi/handle with the partner: the SMS gate asks the code), one at a
       * time with the partner's key. The invite is then awaiting the partner; one already awaiting is shown. A
       * refusal is said at the number; a failure that is no refusal reaches onError.
       */
      invite: submit(
        function* ({ payload }: { payload: { phone: string; own?: string } }, { putResolve }, { key }) {
          const { phone } = payload;
          const problem = partnerProblem(phone, payload.own);
          if (problem) {
            yield* put(own.setPartnerError(problem));
            return false;
          }
          yield* call(saveDraft, PAIR_DRAFT, { phone });
          // Through the global model, which keeps it as preCheckInfo (spec §3); its refusal is said at the field.
          const info = yield* putResolve(global.actions.preCheckToPhone({ phone }));
          if (info.operator !== 'unicom' || !info.isLocal) {
            yield* put(own.setPartnerError(t('benefits.pair.notOurs')));
            return false;
          }
          try {
            yield* call(
              handlebusiApi.handle,
              { productCode: PAIR_CODE, actId: PAIR_ACT, partnerPhone: phone },
              { idempotencyKey: key },
            );
          } catch (e) {
            if (codeOf(e) !== 'E_INVITE_PENDING') throw e;
            yield* call(readStanding, PAIR_ACT); // the invite already awaiting is shown
            return false;
          }
          yield* call(clearDraft, PAIR_DRAFT);
          yield* put(own.setPartner({ phone: '' }));
          yield* call(readStanding, PAIR_ACT);
          return true;
        },
        { intent: ({ phone }) => inviteKey(phone), refused: own.setPartnerError },
      ),

      /**
       * submit: the partner accepts or declines the invite (bindInfo); the invite is read again either way. A refusal
       * is said under the invite; a failure that is no refusal reaches onError.
       */
      answer: submit(
        function* ({ payload }: { payload: { inviteId: string; accept: boolean } }, _fx, { key }) {
          try {
            yield* call(
              omowebApi.bindInfo,
              { actId: PAIR_ACT, inviteId: payload.inviteId, accept: payload.accept },
              { idempotencyKey: key },
            );
          } catch (e) {
            yield* call(readStanding, PAIR_ACT, payload.inviteId);
            throw e;
          }
          yield* toast(t(payload.accept ? 'benefits.collect.accepted' : 'benefits.collect.declined'), 'success');
          yield* call(readStanding, PAIR_ACT, payload.inviteId);
          return true;
        },
        {
          intent: ({ inviteId, accept }) => `invite:${inviteId}:${accept ? 'yes' : 'no'}`,
          refused: own.setAnswerError,
        },
      ),
    };
  },
});

export default benefits;

/**
 * The claim itself: a code of the gkux partner, or a benefit (or a draw) through dealReward, whose lost answer is
 * confirmed in the customer's prizes (this benefit claimed since the intent began).
 */
function* claimRecord(actId: string, benefitId: string, mode: BenefitMode, key: string) {
  if (mode === 'code') {
    const got = yield* call(activityApi.gkuxGetCode, { actId }, { idempotencyKey: key });
    const record: RewardRecord = {
      recordId: got.code,
      actId,
      benefitId,
      name: t('benefits.gkux.codeName'),
      type: 'code',
      status: 'issued',
      claimedAt: got.claimedAt,
      code: got.code,
    };
    return record;
  }
  const asked = mode === 'draw' ? 'draw' : benefitId;
  return yield* sendConfirmed<RewardRecord>({
    draft: claimKey(actId, benefitId),
    *send(idem) {
      return yield* call(omowebApi.dealReward, { actId, benefitId: asked }, { idempotencyKey: idem });
    },
    *confirm(since) {
      const prizes = yield* call(omowebApi.queryRecord, { actId });
      return (prizes ?? []).find(
        (r) => (asked === 'draw' || r.benefitId === asked) && r.status !== 'failed' && serverTime(r.claimedAt) >= since,
      );
    },
  });
}
