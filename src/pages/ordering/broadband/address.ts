// The broadband order's address step (broadbandModel.ts): the districts, the tree down to the door or an estate
// found by name, and the coverage and the tiers with their slots at the door, each its own section with its retry.
// The sagas write through the model's own creators, so they land in its slice; the effects are spread into it.
import { all, call, put, select } from 'typed-redux-saga';
import type { PayloadCreator } from '../../../core';
import * as broadband from '../../../services/api/broadband';
import type { AddressNode, BroadbandOffer, Coverage } from '../../../services/api/types';
import { randomId } from '../../../services/request';
import { readDraft, saveDraft } from '../../shared/draft';
import { dataOf, IDLE, LOADING, loadInto, type Load } from '../../shared/load';
import { BB_DRAFT, doorOf, isBbDraft, newBbDraft, type BbDraft, type BbErrors, type BbState } from './form';

/** The creators the address step writes through. */
export interface AddressCreators {
  setDraft: PayloadCreator<BbDraft>;
  patch: PayloadCreator<Partial<BbDraft>>;
  setErrors: PayloadCreator<BbErrors>;
  setDistricts: PayloadCreator<Load<AddressNode[]>>;
  setOptions: PayloadCreator<{ options: Load<AddressNode[]>; keyword?: string }>;
  setCoverage: PayloadCreator<{ coverage: Load<Coverage>; offers: Load<BroadbandOffer[]> }>;
  setCoverageOnly: PayloadCreator<Load<Coverage>>;
  setOffers: PayloadCreator<Load<BroadbandOffer[]>>;
  setLead: PayloadCreator<{ id: string } | undefined>;
}

const selectBb = (s: { orderingBroadband: BbState }) => s.orderingBroadband;

/** The address step's reads and the draft's keeping, through the model's creators. */
export function addressSagas(own: AddressCreators) {
  function* keep() {
    const { draft } = yield* select(selectBb);
    yield* call(saveDraft, BB_DRAFT, draft);
  }
  function* loadDistricts() {
    yield* loadInto(own.setDistricts, call(broadband.getAreas));
  }
  const setOptions = (options: Load<AddressNode[]>) => own.setOptions({ options });
  /** The next level under `parent` (the door's level has none). */
  function* loadChildren(parent: AddressNode | undefined) {
    if (!parent || parent.leaf) {
      yield* put(own.setOptions({ options: IDLE, keyword: '' }));
      return;
    }
    yield* put(own.setOptions({ options: IDLE, keyword: '' }));
    yield* loadInto(setOptions, call(broadband.getAreas, { parentCode: parent.code }));
  }
  function* readCoverage(addressCode: string) {
    return yield* loadInto(own.setCoverageOnly, call(broadband.querySpeedLimit, { addressCode }));
  }
  function* readOffers(addressCode: string) {
    return yield* loadInto(own.setOffers, call(broadband.queryBroadBandList, { addressCode }));
  }
  /** Coverage and the offers with their slots at the door; the chosen tier stays when the address supports it. */
  function* loadCoverage(door: AddressNode | undefined) {
    if (!door) {
      yield* put(own.setCoverage({ coverage: IDLE, offers: IDLE }));
      return;
    }
    yield* put(own.setCoverage({ coverage: LOADING, offers: LOADING }));
    // Each read is its own section: a failed one shows its error and retry beside the other's answer.
    yield* all([call(readCoverage, door.code), call(readOffers, door.code)]);
    const s = yield* select(selectBb);
    const offers = dataOf(s.offers);
    if (offers) {
      const patch: Partial<BbDraft> = {};
      const offer = offers.find((o) => o.offerCode === s.draft.offerCode);
      if (!offer && s.draft.offerCode && offers.length) patch.offerCode = '';
      const slot = s.draft.slot;
      const free = offer?.slots.some((x) => slot && x.date === slot.date && x.time === slot.time && x.left > 0);
      if (slot && !free) patch.slot = undefined;
      if (Object.keys(patch).length) {
        yield* put(own.patch(patch));
        yield* call(keep);
      }
    }
  }
  return { keep, loadDistricts, loadChildren, loadCoverage };
}

/** The address step's effects (each takeLatest: a newer choice supersedes the older read). */
export function addressEffects(own: AddressCreators) {
  const { keep, loadDistricts, loadChildren, loadCoverage } = addressSagas(own);
  const setOptions = (options: Load<AddressNode[]>) => own.setOptions({ options });
  /** The address is now `path`: the slot and a lead left go, the draft is kept. */
  function* walk(path: AddressNode[]) {
    yield* put(own.patch({ path, slot: undefined }));
    yield* put(own.setLead(undefined));
    yield* call(keep);
  }
  /** The address is now `path`, short of its door: no coverage yet, the level under `last` is offered. */
  function* walkTo(path: AddressNode[], last: AddressNode | undefined) {
    yield* call(walk, path);
    yield* call(loadCoverage, undefined);
    yield* call(loadChildren, last);
  }
  return {
    /**
     * takeLatest: opens the order (`offerCode` from the product page): this tab's draft comes back (another tier
     * asked for is taken, the address and the person kept), the districts load, and the level under the path or
     * the coverage at its door.
     */
    open: [
      function* ({ payload }: { payload: { offerCode?: string } }) {
        const saved = yield* call(readDraft<BbDraft>, BB_DRAFT, isBbDraft);
        let draft: BbDraft;
        if (saved) draft = payload.offerCode ? { ...saved, offerCode: payload.offerCode } : saved;
        else draft = newBbDraft(payload.offerCode ?? '', yield* call(randomId));
        yield* put(own.setDraft(draft));
        yield* put(own.setLead(undefined));
        yield* call(saveDraft, BB_DRAFT, draft);
        const door = doorOf(draft);
        yield* all([
          call(loadDistricts),
          call(loadChildren, door ? undefined : draft.path[draft.path.length - 1]),
          call(loadCoverage, door),
        ]);
        return draft.id;
      },
      { type: 'takeLatest' },
    ] as const,
    retryDistricts: [
      function* () {
        yield* call(loadDistricts);
      },
      { type: 'takeLatest' },
    ] as const,
    /** takeLatest: the level under the path again (its section's retry). */
    retryOptions: [
      function* () {
        const { draft } = yield* select(selectBb);
        yield* call(loadChildren, draft.path[draft.path.length - 1]);
      },
      { type: 'takeLatest' },
    ] as const,
    retryCoverage: [
      function* () {
        const { draft } = yield* select(selectBb);
        yield* call(loadCoverage, doorOf(draft));
      },
      { type: 'takeLatest' },
    ] as const,
    /** takeLatest: a district starts the address over (its streets are offered, the estate search looks in it). */
    chooseDistrict: [
      function* ({ payload }: { payload: string }) {
        const s = yield* select(selectBb);
        const district = s.districts.status === 'ready' ? s.districts.data.find((d) => d.code === payload) : undefined;
        yield* call(walkTo, district ? [district] : [], district);
      },
      { type: 'takeLatest' },
    ] as const,
    /** takeLatest: estates of the district by name (小区或周边标志性建筑); empty: back to the tree. */
    searchEstates: [
      function* ({ payload }: { payload: string }) {
        const { draft } = yield* select(selectBb);
        const keyword = payload.trim();
        const district = draft.path[0];
        if (!district) {
          yield* put(own.setErrors({ door: { key: 'ordering.field.district' } }));
          return false;
        }
        if (!keyword) {
          yield* call(loadChildren, draft.path[draft.path.length - 1]);
          return true;
        }
        yield* put(own.setOptions({ options: IDLE, keyword }));
        yield* loadInto(setOptions, call(broadband.getAreas, { parentCode: district.code, keyword }));
        return true;
      },
      { type: 'takeLatest' },
    ] as const,
    /** takeLatest: a node of the offered level (or an estate found) joins the path; a door asks for coverage. */
    pick: [
      function* ({ payload }: { payload: AddressNode }) {
        const { draft } = yield* select(selectBb);
        const district = draft.path[0];
        const path = payload.level === 'estate' && district ? [district, payload] : [...draft.path, payload];
        if (!payload.leaf) {
          yield* call(walkTo, path, payload);
          return;
        }
        yield* call(walk, path);
        yield* put(own.setOptions({ options: IDLE, keyword: '' }));
        yield* call(loadCoverage, payload);
      },
      { type: 'takeLatest' },
    ] as const,
    /** takeLatest: back to a level of the path (its crumb): what was below goes. */
    back: [
      function* ({ payload }: { payload: number }) {
        const { draft } = yield* select(selectBb);
        const path = draft.path.slice(0, Math.max(1, payload + 1));
        yield* call(walkTo, path, path[path.length - 1]);
      },
      { type: 'takeLatest' },
    ] as const,
  };
}
