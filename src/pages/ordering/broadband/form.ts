// The broadband order's form (broadbandModel.ts): the draft and its checks, the address chosen and what the door
// offers, and the intent an order is sent under. Pure: no saga, no store.
import type { AddressNode, BroadbandOffer, BroadbandSlot, Coverage } from '../../../services/api/types';
import { IDLE, type Load } from '../../shared/load';
import type { Problem } from '../../shared/phone';
import { personProblem, type PersonField } from '../person';

export const BB_DRAFT = 'orderingBroadband';
export const BB_PATH = '/orderPage/broadbandProcessing';
export const BB_INFO = `${BB_PATH}?step=info`;
export const SUCCESS_PATH = '/orderPage/success';

export interface BbDraft {
  id: string;
  /** The tier asked for (from the product page); the customer may take another the address supports. */
  offerCode: string;
  /** District first, then each level chosen, down to the door. */
  path: AddressNode[];
  slot?: BroadbandSlot;
  name: string;
  certNo: string;
  contactPhone: string;
  agreed: boolean;
}

export type BbField = 'door' | 'offer' | 'slot' | PersonField;
export type BbErrors = Partial<Record<BbField, Problem>>;
export type BbStep = 'address' | 'info';
export const BB_STEP_FIELDS: Record<BbStep, BbField[]> = {
  address: ['door', 'offer', 'slot'],
  info: ['name', 'certNo', 'contactPhone', 'smsCode', 'agreed'],
};

export interface BbState {
  draft: BbDraft;
  districts: Load<AddressNode[]>;
  /** The next level under the last node of the path, or an estate search's results. */
  options: Load<AddressNode[]>;
  /** The estate search that gave `options` (empty: the children of the path). */
  keyword: string;
  coverage: Load<Coverage>;
  offers: Load<BroadbandOffer[]>;
  errors: BbErrors;
  smsCode: string;
  sms: { sending: boolean; sentAt: number | null; sentTo?: string };
  refusal?: Problem;
  /** The intent left at an address without coverage. */
  lead?: { id: string };
  /** The customer's open order of this door, still to pay, which the server named when it refused a second one. */
  pending?: { orderNo: string; payFen: number };
}

export const newBbDraft = (offerCode = '', id = ''): BbDraft => ({
  id,
  offerCode,
  path: [],
  name: '',
  certNo: '',
  contactPhone: '',
  agreed: false,
});

export const initialBb: BbState = {
  draft: newBbDraft(),
  districts: IDLE,
  options: IDLE,
  keyword: '',
  coverage: IDLE,
  offers: IDLE,
  errors: {},
  smsCode: '',
  sms: { sending: false, sentAt: null },
};

const isNode = (n: unknown): n is AddressNode =>
  !!n &&
  typeof n === 'object' &&
  typeof (n as AddressNode).code === 'string' &&
  typeof (n as AddressNode).name === 'string' &&
  typeof (n as AddressNode).level === 'string';

export const isBbDraft = (v: Record<string, unknown>): v is Record<string, unknown> & BbDraft =>
  typeof v.id === 'string' &&
  typeof v.offerCode === 'string' &&
  Array.isArray(v.path) &&
  v.path.every(isNode) &&
  ['name', 'certNo', 'contactPhone'].every((k) => typeof v[k] === 'string') &&
  typeof v.agreed === 'boolean';

/** The door chosen, when the path reaches one. */
export const doorOf = (d: BbDraft): AddressNode | undefined => {
  const last = d.path[d.path.length - 1];
  return last?.leaf ? last : undefined;
};
/** "官渡区 世纪城 1栋 1单元 301室": the address as the customer chose it. */
export const addressTextOf = (d: BbDraft): string => d.path.map((n) => n.name).join('');
export const offerOf = (s: BbState): BroadbandOffer | undefined =>
  s.offers.status === 'ready' ? s.offers.data.find((o) => o.offerCode === s.draft.offerCode) : undefined;
export const coveredOf = (s: BbState): boolean | undefined =>
  s.coverage.status === 'ready' ? s.coverage.data.covered : undefined;

/** What is wrong with these fields on `now`; empty when they can be sent. */
export function bbProblems(s: Pick<BbState, 'draft' | 'smsCode' | 'offers'>, fields: BbField[], now: number): BbErrors {
  const errors: BbErrors = {};
  const { draft } = s;
  for (const f of fields) {
    if (f === 'door') {
      if (!doorOf(draft)) errors.door = { key: 'ordering.bb.pickDoor' };
    } else if (f === 'offer') {
      const offers = s.offers.status === 'ready' ? s.offers.data : [];
      if (!offers.some((o) => o.offerCode === draft.offerCode)) errors.offer = { key: 'ordering.bb.pickOffer' };
    } else if (f === 'slot') {
      if (!draft.slot) errors.slot = { key: 'ordering.bb.pickSlot' };
    } else {
      const p = personProblem(f, { ...draft, smsCode: s.smsCode }, now);
      if (p) errors[f] = p;
    }
  }
  return errors;
}

/**
 * Who orders what: the contact (the customer, with or without a session), the tier and the door. A new tab, a
 * reload or a re-login ordering the same the same day finds the same key, so the server orders once.
 */
export const bbIntent = (d: BbDraft): string => `bb:${d.contactPhone}:${d.offerCode}:${doorOf(d)?.code ?? ''}`;

/** The intent left at a door without coverage: the contact and the door. */
export const bbLeadIntent = (d: BbDraft): string => `bblead:${d.contactPhone}:${doorOf(d)?.code ?? ''}`;
