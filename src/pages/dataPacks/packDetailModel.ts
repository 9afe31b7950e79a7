// PackDetail (PAGES.md template 13): one pack, or a few tiers of one pack (`/flowDetail/refuel`), to order. The
// pack's facts (price, volume, validity, window, stackable) come from the catalogue (productList by code) and the
// customer's standing (window state, eligibility with its reasons, already ordered) from queryActiveInfo, both on
// load. Ordering: the page's confirm sheet, then busi/handle without smsCode, which opens the request layer's
// combined phone + captcha + SMS dialog; the answer goes to the result page. A refusal stays on the pack with the
// server's reason, the chosen tier kept; a double tap orders once (takeLeading, one idempotency key per pack).
// A claim-only pack (`/flowDetail/follow`) reads the activity's standing and whether the customer follows the
// official account (getUserInfoBtm), and is claimed with dealReward: no fee, so no SMS gate.
// A pre-rendered pack page (config/routes.ts `prerender`) starts from the build's snapshot of its catalogue entries
// (`snapshot`): shown, never ordered. The server's entries replace it as they come; a price that changed since is said
// at the pack (`repriced`), and an order goes only at the price the server gives and the customer confirmed.
import { all, call } from 'typed-redux-saga';
import { defineModel, push, submit } from '../../core';
import * as handlebusiApi from '../../services/api/handlebusi';
import * as omowebApi from '../../services/api/omoweb';
import * as shellApi from '../../services/api/shell';
import type { ActiveInfo, Fen, HandleResult, Page, ProductItem, RewardRecord } from '../../services/api/types';
import { refusalOf, RequestError } from '../../services/request';
import { codeOf } from '../shared/errors';
import { handledSince } from '../shared/outcome';
import { IDLE, loadInto, ready, type Load } from '../shared/load';
import { t } from '../../locales';
import type { PackClaim } from './routeConfig';
import { setterOf } from '../shared/setter';

/** One tier of the page: the catalogue's entry and the customer's standing for it. */
export interface Pack {
  item: ProductItem;
  info: ActiveInfo;
  /** A claim-only pack: whether the customer follows the official account (absent for packs to order). */
  following?: boolean;
}

/** What the customer can do with a tier now. */
export type PackState =
  | { kind: 'open' }
  | { kind: 'notStarted'; startAt: string }
  | { kind: 'ended' }
  | { kind: 'soldOut' }
  | { kind: 'ordered' }
  | { kind: 'notFollowing' }
  | { kind: 'claimed' }
  | { kind: 'ineligible'; reason: string; upgrade: boolean; topup: boolean };

/** What the result page shows of a handled order: codes and ids in its address, the texts in the store. */
export interface OrderOutcome {
  code: string;
  name: string;
  result: HandleResult;
  /** A claimed free pack (the result says claimed, the number is the claim's). */
  claimed?: boolean;
}

export interface PackDetailState {
  codes: string[];
  packs: Load<Pack[]>;
  /** The tier the customer picked (the first open one by default); kept when an order fails. */
  chosen?: string;
  /** The confirm sheet is open. */
  confirming: boolean;
  /** The server's reason of the last refused order, shown on the pack. */
  orderError?: string;
  /** The server's code of that refusal (E_BALANCE: the pack offers 去充值). */
  orderErrorCode?: string;
  /** The last order's texts for its result page (the pack's name, the server's note); never in the address. */
  outcome?: { orderNo: string; name: string; reason?: string };
  /** The build's snapshot of the route's catalogue entries (a pre-rendered page): shown until the server answers. */
  snapshot?: PackSnapshot;
  /** By code, the price the page showed before the server's replaced it (said at the pack). */
  repriced?: Record<string, Fen>;
}

/** The catalogue entries of a route's codes as the build read them (productList by code). */
export interface PackSnapshot {
  codes: string[];
  items: ProductItem[];
}

const initial: PackDetailState = { codes: [], packs: IDLE, confirming: false };

export const DRAFT = 'dataPacks:pack';
/** One idempotency key per pack and number of a submission: a retry after a failure sends the same. */
export const draftKey = (code: string) => `pack:${code}`;

/** The snapshot's entries of `codes`, in their order, if the snapshot holds every one. */
export function snapshotOf(state: PackDetailState, codes: readonly string[]): ProductItem[] | undefined {
  const items = codes.map((code) => state.snapshot?.items.find((i) => i.code === code));
  return codes.length > 0 && items.every((i) => i !== undefined) ? items : undefined;
}

/** The prices shown before that the server's entries change: the snapshot's, then any said already. */
function repricedBy(state: PackDetailState, packs: Pack[]): Record<string, Fen> | undefined {
  let repriced = state.repriced;
  for (const { item } of packs) {
    const shown = state.snapshot?.items.find((i) => i.code === item.code)?.priceFen;
    if (shown !== undefined && shown !== item.priceFen) repriced = { ...repriced, [item.code]: shown };
  }
  return repriced;
}

/** The state of a tier, from the window and the server's reasons (the first wins). */
export function stateOf(p: Pack): PackState {
  const { item, info } = p;
  if (info.status === 'notStarted') return { kind: 'notStarted', startAt: info.startAt };
  if (info.status === 'ended') return { kind: 'ended' };
  if (info.status === 'soldOut' || (item.stockLeft !== undefined && item.stockLeft <= 0)) return { kind: 'soldOut' };
  if (p.following !== undefined) {
    if (info.joined) return { kind: 'claimed' };
    if (!p.following) return { kind: 'notFollowing' };
  }
  if (info.eligible) return { kind: 'open' };
  if (info.joined && item.stackable === false) return { kind: 'ordered' };
  const reason = info.reasons[0] ?? '';
  // Arrears or a balance below the price (the server's reason codes): a top-up resolves it.
  const topup = ['arrears', 'balance'].includes(info.reasonCodes?.[0] ?? '');
  return { kind: 'ineligible', reason, upgrade: !!item.needs5G && /5G/.test(reason), topup };
}

/**
 * The path of the result page for an order: the product code, the order's number, status and dates, which a reload
 * shows again; never a text (the name is read by the code, the server's note stays in the store), so a link to the
 * result page cannot put someone else's words on the operator's domain.
 */
export function resultPath(resultRoute: string, { code, result, claimed }: OrderOutcome): string {
  const q = new URLSearchParams({ code, orderNo: result.orderNo, status: result.status });
  if (claimed) q.set('kind', 'claim');
  if (result.effectiveAt) q.set('effectiveAt', result.effectiveAt);
  if (result.expiresAt) q.set('expiresAt', result.expiresAt);
  return `${resultRoute}?${q.toString()}`;
}

/** The texts the result page shows of an order. */
const outcomeOf = ({ name, result }: OrderOutcome) => ({
  orderNo: result.orderNo,
  name,
  ...(result.reason ? { reason: result.reason } : {}),
});

/** A tier from the catalogue's answer and the standing of its code; a code the catalogue lacks fails the page. */
export function packOf(code: string, list: Page<ProductItem>, info: ActiveInfo, following?: boolean): Pack {
  const item = list.list.find((i) => i.code === code) ?? list.list[0];
  if (!item) throw new RequestError('business', t('dataPacks.pack.missing'));
  return following === undefined ? { item, info } : { item, info, following };
}

/** The result page's answer for a claimed benefit: the claim's record stands for the order. */
export const claimResult = (r: RewardRecord): HandleResult => ({
  orderNo: r.recordId,
  status: 'success',
  ...(r.expiresAt ? { expiresAt: r.expiresAt } : {}),
});

/** The tiers of a route, facts and standing, in parallel; for a claim-only pack, whether the customer follows. */
function* readPacks(codes: string[], claim: PackClaim | undefined) {
  const { answers, user } = yield* all({
    answers: all(
      codes.map((code) =>
        all({
          list: call(omowebApi.productList, { productId: code }),
          info: call(handlebusiApi.queryActiveInfo, { actId: claim?.actId ?? code }),
        }),
      ),
    ),
    user: claim ? call(shellApi.getUserInfoBtm) : call(() => undefined),
  });
  return answers.map(({ list, info }, i) => packOf(codes[i], list, info, user?.subscribe));
}

/** After a refusal, the standing read again; when that read fails too, the page keeps what it shows. */
function* rereadStanding(codes: string[], claim: PackClaim) {
  try {
    return yield* readPacks(codes, claim);
  } catch {
    return undefined;
  }
}

const set = setterOf<PackDetailState>();

const dataPacksPackDetail = defineModel({
  namespace: 'dataPacksPackDetail',
  state: initial,
  reducers: {
    /** `setOrderErrorCode`: the code of the refusal about to be shown (its text follows through `setOrderError`). */
    setConfirming: set('confirming'),
    setOutcome: set('outcome'),
    setOrderErrorCode: set('orderErrorCode'),
    setRepriced: set('repriced'),
    setPacks(state, { payload }: { payload: { codes: string[]; packs: Load<Pack[]>; prefer?: string } }) {
      const packs = payload.packs;
      let chosen = payload.prefer && payload.codes.includes(payload.prefer) ? payload.prefer : state.chosen;
      if (packs.status === 'ready' && !packs.data.some((p) => p.item.code === chosen)) {
        const open = packs.data.find((p) => stateOf(p).kind === 'open');
        chosen = (open ?? packs.data[0])?.item.code;
      }
      const same = payload.codes.join() === state.codes.join();
      const repriced = packs.status === 'ready' ? repricedBy(state, packs.data) : state.repriced;
      return {
        ...state,
        codes: payload.codes,
        packs,
        chosen,
        repriced,
        orderError: same ? state.orderError : undefined,
      };
    },
    /** The build's snapshot of the route's entries (src/server.tsx, the page's `prerender`). */
    setSnapshot(state, { payload }: { payload: PackSnapshot }) {
      return { ...state, snapshot: payload };
    },
    choose(state, { payload }: { payload: string }) {
      return { ...state, chosen: payload, orderError: undefined };
    },
    /** The server's refusal of the last order, shown on the pack (undefined when an order starts). */
    setOrderError(state, { payload }: { payload?: string }) {
      return {
        ...state,
        orderError: payload,
        orderErrorCode: payload === undefined ? undefined : state.orderErrorCode,
      };
    },
  },
  effects: (own) => ({
    /**
     * takeLatest: the tiers of the route, in parallel; coming back reads again (the window may have moved, the
     * balance been topped up) and drops the last refusal, which the standing read now replaces. A
     * claim-only pack reads its activity's standing (window, claimed) and whether the customer follows.
     */
    load: [
      function* ({ payload }: { payload: { codes: string[]; prefer?: string; claim?: PackClaim } }, { put }) {
        const { claim } = payload;
        // A refusal of an earlier visit (余额不足 before a top-up) is not today's: the standing read now says.
        yield* put(own.setOrderError(undefined));
        yield* loadInto(
          (packs: Load<Pack[]>) => own.setPacks({ codes: payload.codes, packs, prefer: payload.prefer }),
          readPacks(payload.codes, claim),
        );
      },
      { type: 'takeLatest' },
    ],

    /**
     * submit: orders the chosen tier (the confirm sheet said yes) at `priceFen`, the price the sheet showed: only
     * when it is the server's price of that tier now. busi/handle charges the server's price of the code; a sheet
     * that showed another (the build's snapshot, or a price the server has changed since) orders nothing and the
     * page says the price at the pack. busi/handle without smsCode: the request layer asks for phone, captcha and
     * SMS code. Cancelled → nothing changes; refused → the server's reason on the pack;
     * a lost answer is confirmed in the records first; done → the result page. The runtime keeps the intent's key
     * for every retry, the chosen tier as the draft, and one order at a time (`model.loading('order')`).
     */
    order: submit(
      function* (
        { payload }: { payload: { code: string; priceFen: Fen; resultRoute: string; phone?: string } },
        { put },
        { send },
      ) {
        const { code, priceFen, resultRoute, phone } = payload;
        const packs = (yield* own.select()).packs;
        const server = packs.status === 'ready' ? packs.data.find((p) => p.item.code === code) : undefined;
        yield* put(own.setConfirming(false));
        if (!server || server.item.priceFen !== priceFen) {
          if (server) yield* put(own.setRepriced({ ...(yield* own.select()).repriced, [code]: priceFen }));
          return false;
        }
        const name = server.item.name || code;
        let result: HandleResult;
        try {
          const req = phone ? { productCode: code, phone } : { productCode: code };
          result = yield* send(
            req,
            function* (idempotencyKey) {
              return yield* call(handlebusiApi.handle, req, { idempotencyKey });
            },
            { confirm: handledSince(code, phone) },
          );
        } catch (e) {
          if (refusalOf(e) !== undefined) yield* put(own.setOrderErrorCode(codeOf(e)));
          throw e;
        }
        yield* put(own.setOutcome(outcomeOf({ code, name, result })));
        yield* put(push(resultPath(resultRoute, { code, name, result })));
        return true;
      },
      { intent: ({ code }) => draftKey(code), refused: own.setOrderError, draft: DRAFT },
    ),

    /**
     * submit: claims a claim-only pack (free, once) with dealReward; no fee, so no SMS gate. Refused (not following
     * yet, claimed already, ended) → the server's reason on the pack and the standing read again; done → the result
     * page with the claim's record.
     */
    claim: submit(
      function* (
        { payload }: { payload: { code: string; resultRoute: string; claim: PackClaim } },
        { put },
        { keyFor },
      ) {
        const { code, resultRoute, claim } = payload;
        const state = yield* own.select();
        const packs = state.packs;
        const name = (packs.status === 'ready' && packs.data.find((p) => p.item.code === code)?.item.name) || code;
        yield* put(own.setConfirming(false));
        let record: RewardRecord;
        try {
          const req = { actId: claim.actId, benefitId: claim.benefitId };
          record = yield* call(omowebApi.dealReward, req, { idempotencyKey: yield* keyFor(req) });
        } catch (e) {
          // Refused: the standing is read again (the reason may be the window or a claim made elsewhere).
          const fresh = refusalOf(e) !== undefined ? yield* rereadStanding(state.codes, claim) : undefined;
          if (fresh) yield* put(own.setPacks({ codes: state.codes, packs: ready(fresh) }));
          throw e;
        }
        const outcome = { code, name, result: claimResult(record), claimed: true };
        yield* put(own.setOutcome(outcomeOf(outcome)));
        yield* put(push(resultPath(resultRoute, outcome)));
        return true;
      },
      { intent: ({ code }) => draftKey(code), refused: own.setOrderError },
    ),
  }),
});

export default dataPacksPackDetail;
