// The benefits family's model (PAGES.md §2.4, BenefitClaim and the benefits zone): the activity's standing
// (pageInit: window, claimables with stock and the customer's quota, eligibility), "my prizes" (queryRecord), the
// points balance, partner stores; claims, draws and points exchanges (takeLeading, one idempotency key per benefit
// reused across retries, the draft kept through a re-login), the prize's address, partner links checked before
// they are followed, shares, and the pair pack's invite and its answer.
import { all, call, put, select, spawn } from 'typed-redux-saga';
import { defineModel } from '../../core';
import { t } from '../../locales';
import global from '../../models/global';
import ui from '../../models/ui';
import * as activityApi from '../../services/api/activity';
import * as handlebusiApi from '../../services/api/handlebusi';
import * as omowebApi from '../../services/api/omoweb';
import * as userApi from '../../services/api/user';
import * as configApi from '../../services/api/config';
import type {
  BenefitItem,
  ConfigItem,
  Merchant,
  RewardRecord,
  ScoreInfo,
  ShareChannel,
  SigninPage,
} from '../../services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError } from '../../services/request';
import { isWeChat } from '../../services/wechat';
import { locationHref } from '../../utils/browser';
import { openExternal } from './browser';
import { serverUrl } from '../../utils/serverUrl';
import { activityState, clockOffset, type ActivityState } from '../shared/activityState';
import { clearDraft, readDraft, saveDraft } from '../shared/draft';
import { codeOf, isLoggedOut } from '../shared/errors';
import { failed, IDLE, LOADING, messageOf, ready, type Load } from '../shared/load';
import { sendConfirmed, serverTime } from '../shared/outcome';
import { PAIR_ACT, PAIR_CODE, type BenefitMode } from './config';

/** pageInit's answer with the server clock's offset from the phone's (countdowns run on the server's time). */
export interface Standing extends SigninPage {
  offsetMs: number;
}

export interface AddressForm {
  recordId: string;
  name: string;
  phone: string;
  areaCode: string;
  detail: string;
  errors: Partial<Record<'name' | 'phone' | 'areaCode' | 'detail', string>>;
  saving: boolean;
  error?: string;
}

export interface BenefitsState {
  actId?: string;
  standing: Load<Standing>;
  prizes: Load<RewardRecord[]>;
  score: Load<ScoreInfo>;
  merchants: Load<Merchant[]>;
  /** The benefit being claimed (one at a time). */
  claiming?: string;
  /** Why the last claim was refused, on its benefit. */
  claimError?: { id: string; message: string; code?: string };
  /** A benefit whose claim a re-login interrupted: offered again. */
  resume?: string;
  /** What the last claim or draw gave (the result dialog). */
  won?: RewardRecord;
  address?: AddressForm;
  /** Pair pack: the partner's number and its problem. */
  partner: { phone: string; error?: string; sending: boolean };
  /** Pair invite answer in flight / refused. */
  answering: boolean;
  answerError?: { message: string; code?: string };
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
  partner: { phone: '', sending: false },
  answering: false,
  appLinks: IDLE,
};

export const selectBenefits = (s: { benefits: BenefitsState }) => s.benefits;

/** Reads and claims show their failures on the page: nothing is toasted. */
const quiet = { onFail: () => undefined };

export const CLAIM_DRAFT = 'benefits:claim';
export const ADDRESS_DRAFT = 'benefits:address';
export const PAIR_DRAFT = 'benefits:pair';
/** One key per activity and benefit: a retry after a failure sends the same; a success frees it. */
export const claimKey = (actId: string, benefitId: string) => `benefit:${actId}:${benefitId}`;
export const inviteKey = (partner: string) => `pair:${partner}`;

// ---------------------------------------------------------------- pure rules

/** The state of one benefit (PAGES §3.2) from the window, its stock, the customer's quota and reason. */
export function benefitState(s: Standing, b: BenefitItem, now: number, points?: number): ActivityState {
  const base = activityState({
    serverTime: now,
    startAt: s.startAt ?? s.serverTime,
    endAt: s.endAt ?? s.serverTime,
    stockLeft: b.left,
    eligible: !b.reason && (points === undefined || b.points === undefined || points >= b.points),
    joined: b.claimed,
  });
  // The server's own window status decides when the activity is over or sold out as a whole.
  if (s.status === 'ended') return 'ended';
  return base;
}

/** The activity's state as a whole (the hero, a draw): the window, chances left, eligibility. */
export function pageState(s: Standing, now: number, mode: BenefitMode): ActivityState {
  if (s.status === 'ended') return 'ended';
  const benefits = s.benefits ?? [];
  return activityState({
    serverTime: now,
    startAt: s.startAt ?? s.serverTime,
    endAt: s.endAt ?? s.serverTime,
    stockLeft:
      mode === 'draw' || benefits.length === 0 ? undefined : benefits.reduce((n, b) => n + Math.max(0, b.left ?? 1), 0),
    eligible: s.eligible !== false,
    joined: mode !== 'draw' && benefits.length > 0 && benefits.every((b) => b.claimed),
    quotaLeft: mode === 'draw' ? Math.max(0, s.dailyQuota - s.usedToday) : undefined,
  });
}

/** The address rule (PAGES §3.2): a district code, a detail of more than 5 characters and not only digits. */
export function addressProblems(a: Pick<AddressForm, 'name' | 'phone' | 'areaCode' | 'detail'>): AddressForm['errors'] {
  const errors: AddressForm['errors'] = {};
  if (!a.name.trim()) errors.name = t('benefits.address.nameRequired');
  if (!/^1[3-9]\d{9}$/.test(a.phone)) errors.phone = t('benefits.address.phoneInvalid');
  if (!/^\d{6}$/.test(a.areaCode)) errors.areaCode = t('benefits.address.areaRequired');
  const detail = a.detail.trim();
  if (detail.length <= 5 || /^\d+$/.test(detail)) errors.detail = t('benefits.address.detailInvalid');
  return errors;
}

/** The partner number's problem before any call: 11 digits of a mobile number, not the customer's own. */
export function partnerProblem(phone: string, own?: string): string | undefined {
  if (!phone) return t('benefits.pair.phoneRequired');
  if (!/^1[3-9]\d{9}$/.test(phone)) return t('benefits.pair.phoneInvalid');
  if (own && phone === own) return t('benefits.pair.self');
  return undefined;
}

type ClaimDraft = { actId: string; benefitId: string };
type PairDraft = { phone: string };
const isPairDraft = (v: Record<string, unknown>): v is Record<string, unknown> & PairDraft =>
  typeof v.phone === 'string';
type AddressDraft = { recordId: string; name: string; phone: string; areaCode: string; detail: string };
const isClaimDraft = (v: Record<string, unknown>): v is Record<string, unknown> & ClaimDraft =>
  typeof v.actId === 'string' && typeof v.benefitId === 'string';
const isAddressDraft = (v: Record<string, unknown>): v is Record<string, unknown> & AddressDraft =>
  ['recordId', 'name', 'phone', 'areaCode', 'detail'].every((k) => typeof v[k] === 'string');

function* toast(text: string, kind: 'success' | 'fail' | 'info') {
  yield* put(ui.actions.toast({ text, kind }));
}

/**
 * An activity action log (PAGES §3.2: click 2, share 3, submit 4), best effort and never waited for. The address
 * is the page's without its query: no number, token or code travels with it.
 */
function* logAction(operationId: 2 | 3 | 4, actId: string, target?: string) {
  try {
    const here = new URL(yield* call(locationHref));
    yield* call(
      configApi.insertOperationLog,
      { operationId, actId, ...(target ? { target } : {}), accessUrl: `${here.origin}${here.pathname}` },
      quiet,
    );
  } catch {
    /* counted or not, the page goes on */
  }
}

/** Follows a signed address after its check: in WeChat a browser-only one goes to the copy dialog. */
function* follow(raw: string, browserOnly: boolean) {
  const url = serverUrl(raw, 'link');
  if (!url) {
    yield* toast(t('benefits.link.refused'), 'fail');
    return false;
  }
  if (browserOnly && (yield* call(isWeChat))) {
    yield* put(ui.actions.openCopyLink(url));
    return true;
  }
  yield* call(openExternal, url);
  return true;
}

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
    setClaiming(state, { payload }: { payload: string | undefined }) {
      return { ...state, claiming: payload, ...(payload ? { claimError: undefined } : {}) };
    },
    setClaimError(state, { payload }: { payload: BenefitsState['claimError'] }) {
      return { ...state, claimError: payload };
    },
    setResume(state, { payload }: { payload: string | undefined }) {
      return { ...state, resume: payload };
    },
    setWon(state, { payload }: { payload: RewardRecord | undefined }) {
      return { ...state, won: payload };
    },
    openAddress(state, { payload }: { payload: Omit<AddressForm, 'errors' | 'saving'> | undefined }) {
      return { ...state, address: payload ? { ...payload, errors: {}, saving: false } : undefined };
    },
    editAddress(state, { payload }: { payload: Partial<Pick<AddressForm, 'name' | 'phone' | 'areaCode' | 'detail'>> }) {
      if (!state.address) return state;
      const errors = { ...state.address.errors };
      for (const k of Object.keys(payload) as (keyof typeof payload)[]) delete errors[k];
      return { ...state, address: { ...state.address, ...payload, errors, error: undefined } };
    },
    addressStatus(state, { payload }: { payload: Partial<Pick<AddressForm, 'errors' | 'saving' | 'error'>> }) {
      return state.address ? { ...state, address: { ...state.address, ...payload } } : state;
    },
    setPartner(state, { payload }: { payload: Partial<BenefitsState['partner']> }) {
      return { ...state, partner: { ...state.partner, ...payload } };
    },
    setAnswering(state, { payload }: { payload: { answering: boolean; error?: BenefitsState['answerError'] } }) {
      return { ...state, answering: payload.answering, answerError: payload.error };
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
      try {
        const page = yield* call(activityApi.newSigninPageInit, inviteId ? { actId, inviteId } : { actId }, quiet);
        const offsetMs = clockOffset(page.serverTime, yield* call(Date.now));
        yield* put(own.setStanding(ready({ ...page, offsetMs })));
      } catch (e) {
        yield* put(own.setStanding(failed(e)));
      }
    }
    function* readPrizes(actId: string) {
      try {
        yield* put(own.setPrizes(ready(yield* call(omowebApi.queryRecord, { actId }, quiet))));
      } catch (e) {
        yield* put(own.setPrizes(failed(e)));
      }
    }
    function* readScore() {
      try {
        yield* put(own.setScore(ready(yield* call(userApi.qryScoreInfo, undefined, quiet))));
      } catch (e) {
        yield* put(own.setScore(failed(e)));
      }
    }
    function* readMerchants(actId: string) {
      try {
        yield* put(
          own.setMerchants(ready(yield* call(activityApi.merchantInfo, { actId, kind: 'store' as const }, quiet))),
        );
      } catch (e) {
        yield* put(own.setMerchants(failed(e)));
      }
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
          const current = yield* select(selectBenefits);
          if (current.actId !== actId) yield* put(own.reset(actId));
          yield* put(own.setStanding(LOADING));
          if (payload.prizes) yield* put(own.setPrizes(LOADING));
          if (payload.score) yield* put(own.setScore(LOADING));
          if (payload.merchants) yield* put(own.setMerchants(LOADING));
          yield* all([
            call(readStanding, actId, payload.inviteId),
            ...(payload.prizes ? [call(readPrizes, actId)] : []),
            ...(payload.score ? [call(readScore)] : []),
            ...(payload.merchants ? [call(readMerchants, actId)] : []),
          ]);
          if (actId === PAIR_ACT) {
            const pair = yield* call(readDraft<PairDraft>, PAIR_DRAFT, isPairDraft);
            const { partner } = yield* select(selectBenefits);
            if (pair && !partner.phone)
              yield* put(own.setPartner({ phone: pair.phone.replace(/\D/g, '').slice(0, 11) }));
          }
          const draft = yield* call(readDraft<ClaimDraft>, CLAIM_DRAFT, isClaimDraft);
          if (draft && draft.actId === actId) yield* put(own.setResume(draft.benefitId));
          const address = yield* call(readDraft<AddressDraft>, ADDRESS_DRAFT, isAddressDraft);
          const state = yield* select(selectBenefits);
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
          const { actId } = yield* select(selectBenefits);
          if (!actId) return;
          if (payload.section === 'standing') {
            yield* put(own.setStanding(LOADING));
            yield* call(readStanding, actId, payload.inviteId);
          } else if (payload.section === 'prizes') {
            yield* put(own.setPrizes(LOADING));
            yield* call(readPrizes, actId);
          } else if (payload.section === 'score') {
            yield* put(own.setScore(LOADING));
            yield* call(readScore);
          } else {
            yield* put(own.setMerchants(LOADING));
            yield* call(readMerchants, actId);
          }
        },
        { type: 'takeLatest' },
      ],

      /**
       * takeLeading: claims a benefit (claim, points), draws (draw) or takes a code (code). A double tap claims
       * once; the key of (activity, benefit) goes with every retry and is freed on success. Points are checked
       * against the balance first. Refused → the server's words on the benefit and the standing read again;
       * logged out → the draft stays for the re-login; done → the prize (with its address form when physical).
       */
      claim: [
        function* ({ payload }: { payload: { actId: string; benefitId: string; mode: BenefitMode } }) {
          const { actId, benefitId, mode } = payload;
          const state = yield* select(selectBenefits);
          if (mode === 'points') {
            const item =
              state.standing.status === 'ready'
                ? state.standing.data.benefits?.find((b) => b.id === benefitId)
                : undefined;
            const balance = state.score.status === 'ready' ? state.score.data.points : undefined;
            if (item?.points !== undefined && balance !== undefined && balance < item.points) {
              yield* put(
                own.setClaimError({
                  id: benefitId,
                  message: t('benefits.points.notEnough', { need: item.points, have: balance }),
                  code: 'E_POINTS',
                }),
              );
              return false;
            }
          }
          yield* put(own.setClaiming(benefitId));
          yield* put(own.setResume(undefined));
          yield* spawn(logAction, 4 as const, actId, benefitId);
          yield* call(saveDraft, CLAIM_DRAFT, { actId, benefitId });
          const key = claimKey(actId, benefitId);
          let record: RewardRecord;
          try {
            const idempotencyKey = yield* call(idempotencyKeyFor, key);
            if (mode === 'code') {
              const got = yield* call(activityApi.gkuxGetCode, { actId }, { ...quiet, idempotencyKey });
              record = {
                recordId: got.code,
                actId,
                benefitId,
                name: t('benefits.gkux.codeName'),
                type: 'code',
                status: 'issued',
                claimedAt: got.claimedAt,
                code: got.code,
              };
            } else {
              // A lost answer is confirmed in the customer's prizes: this benefit claimed since the intent began.
              const asked = mode === 'draw' ? 'draw' : benefitId;
              record = yield* sendConfirmed<RewardRecord>({
                draft: key,
                *send(idem) {
                  return yield* call(
                    omowebApi.dealReward,
                    { actId, benefitId: asked },
                    { ...quiet, idempotencyKey: idem },
                  );
                },
                *confirm(since) {
                  const prizes = yield* call(omowebApi.queryRecord, { actId }, quiet);
                  return (prizes ?? []).find(
                    (r) =>
                      (asked === 'draw' || r.benefitId === asked) &&
                      r.status !== 'failed' &&
                      serverTime(r.claimedAt) >= since,
                  );
                },
              });
            }
          } catch (e) {
            yield* put(own.setClaiming(undefined));
            if (e instanceof RequestError && e.kind === 'cancelled') return false;
            if (isLoggedOut(e)) return false; // the guard logs in again; the draft brings the claim back
            yield* put(own.setClaimError({ id: benefitId, message: messageOf(e), code: codeOf(e) }));
            yield* call(readStanding, actId);
            return false;
          }
          yield* call(releaseIdempotencyKey, key);
          yield* call(clearDraft, CLAIM_DRAFT);
          yield* put(own.setClaiming(undefined));
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
        { type: 'takeLeading' },
      ],

      /** takeEvery: what the customer types in the address form is kept in the tab (never a code). */
      typeAddress: function* ({
        payload,
      }: {
        payload: Partial<Pick<AddressForm, 'name' | 'phone' | 'areaCode' | 'detail'>>;
      }) {
        yield* put(own.editAddress(payload));
        const { address } = yield* select(selectBenefits);
        if (address) {
          const { recordId, name, phone, areaCode, detail } = address;
          yield* call(saveDraft, ADDRESS_DRAFT, { recordId, name, phone, areaCode, detail });
        }
      },

      /** takeLeading: the prize's address, checked at the fields first (the server checks the same). */
      saveAddress: [
        function* () {
          const { address, actId } = yield* select(selectBenefits);
          if (!address || !actId) return false;
          const errors = addressProblems(address);
          if (Object.keys(errors).length) {
            yield* put(own.addressStatus({ errors }));
            return false;
          }
          yield* put(own.addressStatus({ saving: true, error: undefined }));
          const key = `address:${address.recordId}`;
          try {
            const idempotencyKey = yield* call(idempotencyKeyFor, key);
            yield* call(
              omowebApi.bindInfo,
              {
                actId,
                recordId: address.recordId,
                address: {
                  name: address.name.trim(),
                  phone: address.phone,
                  areaCode: address.areaCode,
                  detail: address.detail.trim(),
                },
              },
              { ...quiet, idempotencyKey },
            );
          } catch (e) {
            yield* put(own.addressStatus({ saving: false, error: isLoggedOut(e) ? undefined : messageOf(e) }));
            return false;
          }
          yield* call(releaseIdempotencyKey, key);
          yield* call(clearDraft, ADDRESS_DRAFT);
          yield* put(own.openAddress(undefined));
          yield* toast(t('benefits.address.saved'), 'success');
          yield* call(readPrizes, actId);
          return true;
        },
        { type: 'takeLeading' },
      ],

      /** takeLeading: a partner's signed address (read/getUrl), checked, then followed or copied (WeChat). */
      openPartner: [
        function* ({ payload }: { payload: { partnerId: string } }) {
          yield* put(own.setOpening(payload.partnerId));
          yield* spawn(logAction, 2 as const, 'moreBenefits', payload.partnerId);
          try {
            const signed = yield* call(activityApi.readGetUrl, { partnerId: payload.partnerId }, quiet);
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
            const signed = yield* call(userApi.getJfSign, { target: 'home' as const }, quiet);
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
          yield* put(own.setAppLinks(LOADING));
          try {
            yield* put(own.setAppLinks(ready(yield* call(configApi.list, { page: 'friday/app' }, quiet))));
          } catch (e) {
            yield* put(own.setAppLinks(failed(e)));
          }
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
          yield* call(activityApi.shareRecordInsert, payload, quiet);
        } catch {
          return; // counting is best effort
        }
        if (payload.actId === 'bingdundun') yield* call(readStanding, payload.actId);
      },

      /**
       * takeLeading: the pair pack. The partner's number is checked (mobile number, not one's own), then its operator
       * and province (preCheckToPhone), then ordered (busi/handle with the partner: the SMS gate asks the code). The
       * invite is then awaiting the partner; one already awaiting is shown.
       */
      invite: [
        function* ({ payload }: { payload: { own?: string } }, { putResolve }) {
          const { partner } = yield* select(selectBenefits);
          const phone = partner.phone;
          const problem = partnerProblem(phone, payload.own);
          if (problem) {
            yield* put(own.setPartner({ error: problem }));
            return false;
          }
          yield* put(own.setPartner({ sending: true, error: undefined }));
          yield* call(saveDraft, PAIR_DRAFT, { phone });
          try {
            // Through the global model, which keeps it as preCheckInfo (spec §3); its failure is said at the field.
            const info = yield* putResolve(global.actions.preCheckToPhone({ phone }));
            if (info.operator !== 'unicom' || !info.isLocal) {
              yield* put(own.setPartner({ sending: false, error: t('benefits.pair.notOurs') }));
              return false;
            }
          } catch (e) {
            yield* put(own.setPartner({ sending: false, error: messageOf(e) }));
            return false;
          }
          const key = inviteKey(phone);
          try {
            const idempotencyKey = yield* call(idempotencyKeyFor, key);
            yield* call(
              handlebusiApi.handle,
              { productCode: PAIR_CODE, actId: PAIR_ACT, partnerPhone: phone },
              {
                ...quiet,
                idempotencyKey,
              },
            );
          } catch (e) {
            const code = codeOf(e);
            if (e instanceof RequestError && e.kind === 'cancelled') {
              yield* put(own.setPartner({ sending: false }));
              return false;
            }
            yield* put(
              own.setPartner({
                sending: false,
                error: code === 'E_INVITE_PENDING' || isLoggedOut(e) ? undefined : messageOf(e),
              }),
            );
            if (code === 'E_INVITE_PENDING') yield* call(readStanding, PAIR_ACT);
            return false;
          }
          yield* call(releaseIdempotencyKey, key);
          yield* call(clearDraft, PAIR_DRAFT);
          yield* put(own.setPartner({ sending: false, phone: '' }));
          yield* call(readStanding, PAIR_ACT);
          return true;
        },
        { type: 'takeLeading' },
      ],

      /** takeLeading: the partner accepts or declines the invite (bindInfo); the invite is read again either way. */
      answer: [
        function* ({ payload }: { payload: { inviteId: string; accept: boolean } }) {
          yield* put(own.setAnswering({ answering: true }));
          const key = `invite:${payload.inviteId}:${payload.accept ? 'yes' : 'no'}`;
          try {
            const idempotencyKey = yield* call(idempotencyKeyFor, key);
            yield* call(
              omowebApi.bindInfo,
              { actId: PAIR_ACT, inviteId: payload.inviteId, accept: payload.accept },
              { ...quiet, idempotencyKey },
            );
          } catch (e) {
            yield* put(
              own.setAnswering({
                answering: false,
                error: isLoggedOut(e) ? undefined : { message: messageOf(e), code: codeOf(e) },
              }),
            );
            yield* call(readStanding, PAIR_ACT, payload.inviteId);
            return false;
          }
          yield* call(releaseIdempotencyKey, key);
          yield* put(own.setAnswering({ answering: false }));
          yield* toast(t(payload.accept ? 'benefits.collect.accepted' : 'benefits.collect.declined'), 'success');
          yield* call(readStanding, PAIR_ACT, payload.inviteId);
          return true;
        },
        { type: 'takeLeading' },
      ],
    };
  },
});

export default benefits;
