// The SIM-card order's form (the `orderingCard` model): the draft and the number held, the wizard's steps, the checks at the
// fields, where a refusal shows, the request and the intent an order is sent under. Pure: no saga, no store.
import type { MessageKey } from '../../../locales';
import type { CardOrderReq, AreaDict, EcsProduct, NumberItem } from '../../../services/api/types';
import { randomId } from '../../../services/request';
import { dataOf, IDLE, type Load } from '../../shared/load';
import { CODE_RE, PHONE_RE, type Problem } from '../../shared/phone';
import { DEFAULT_CITY } from '../homeArea';
import type { Delivery, Person } from '../person';
import type { OpenOrder } from '../sagas';
import { certProblem, cleanCert, detailProblem, nameProblem } from '../realName';

export const DRAFT = 'orderingCard';
export const HOLD_MS = 30 * 60_000;
export const BATCH = 10;
export const KEYWORD_MIN = 3;

export interface HeldNumber {
  msisdn: string;
  pretty: boolean;
  prepayFen: number;
  minSpendFen: number;
  /** Epoch ms when the server lets the number go. */
  until: number;
}

/** What the customer chose and typed: the draft (no SMS code). */
export interface CardDraft extends Person, Delivery {
  /** The draft's id (this tab's order; the key of an order is its intent, `cardIntent`). */
  id: string;
  productCode: string;
  cityCode: string;
  held?: HeldNumber;
  recommender: string;
  agreed: boolean;
}

export type Field =
  'number' | 'name' | 'certNo' | 'contactPhone' | 'areaCode' | 'detail' | 'recommender' | 'smsCode' | 'agreed';
export type Errors = Partial<Record<Field, Problem>>;
/** The wizard's steps, in order; the one-page order checks them all at once. */
export type Step = 'number' | 'info' | 'confirm';
export const STEP_FIELDS: Record<Step, Field[]> = {
  number: ['number'],
  info: ['name', 'certNo', 'contactPhone', 'areaCode', 'detail', 'recommender'],
  confirm: ['smsCode', 'agreed'],
};
export const STEP_ORDER: Step[] = ['number', 'info', 'confirm'];
export const STEP_PATH: Record<Step, string> = {
  number: '/orderPage/selectNumber',
  info: '/orderPage/purchaseInformation',
  confirm: '/orderPage/confirm',
};

export interface NumberQuery {
  keyword: string;
  pretty: boolean;
  batch: number;
}

export interface CardState {
  draft: CardDraft;
  products: Load<EcsProduct[]>;
  cities: Load<AreaDict[]>;
  districts: Load<AreaDict[]>;
  numbers: Load<NumberItem[]>;
  query: NumberQuery;
  /** The number being held right now (its row shows a spinner). */
  holding?: string;
  /** Why the last tap did not hold, at the number section. */
  holdProblem?: Problem;
  /** The hold ran out (or the server said so): the number section says so until another is chosen. */
  expired: boolean;
  errors: Errors;
  smsCode: string;
  sms: { sending: boolean; sentAt: number | null; sentTo?: string };
  /** A refusal of the whole order (real name, one ID five numbers, blacklist, a failure), above the button. */
  refusal?: Problem;
  /**
   * The draft came back from storage (a reload) without what is never stored on the phone: the ID number, and a
   * contact phone that is not the customer's own bound number. The form says so until they are typed again.
   */
  retype?: ('certNo' | 'contactPhone')[];
  /**
   * The customer's open order of this card (still to pay, or just placed), found before the SMS step or named by the
   * server's refusal: offered back instead of a second order.
   */
  open?: OpenOrder;
}

export const newDraft = (productCode = '', cityCode = DEFAULT_CITY, id = randomId()): CardDraft => ({
  id,
  productCode,
  cityCode,
  name: '',
  certNo: '',
  contactPhone: '',
  deliveryCity: cityCode,
  areaCode: '',
  detail: '',
  recommender: '',
  agreed: false,
});

export const initialCard: CardState = {
  draft: newDraft('', DEFAULT_CITY, ''),
  products: IDLE,
  cities: IDLE,
  districts: IDLE,
  numbers: IDLE,
  query: { keyword: '', pretty: false, batch: 0 },
  expired: false,
  errors: {},
  smsCode: '',
  sms: { sending: false, sentAt: null },
};

export const isDraft = (v: Record<string, unknown>): v is Record<string, unknown> & CardDraft =>
  typeof v.id === 'string' &&
  typeof v.productCode === 'string' &&
  typeof v.cityCode === 'string' &&
  ['name', 'certNo', 'contactPhone', 'deliveryCity', 'areaCode', 'detail', 'recommender'].every(
    (k) => typeof v[k] === 'string',
  ) &&
  typeof v.agreed === 'boolean' &&
  (v.held === undefined || (typeof v.held === 'object' && v.held !== null));

/** The product of the draft, once the catalogue is there. */
export const productOf = (s: CardState): EcsProduct | undefined =>
  s.products.status === 'ready' ? s.products.data.find((p) => p.code === s.draft.productCode) : undefined;

/** What the order costs now: the card's prepay plus a pretty number's. */
const HAN = /[\u3400-\u9fff]/;

/**
 * The delivery address as the review says it: the city, the district (as their lists name them), then the detail;
 * Chinese names run together ("昆明市官渡区…"), others are spaced ("Kunming Guandu …").
 */
export function deliveryTextOf(s: Pick<CardState, 'draft' | 'cities' | 'districts'>): string {
  const name = (list: Load<AreaDict[]>, code: string) => dataOf(list)?.find((a) => a.code === code)?.name ?? '';
  const parts = [name(s.cities, s.draft.deliveryCity), name(s.districts, s.draft.areaCode), s.draft.detail.trim()];
  return parts
    .filter(Boolean)
    .reduce(
      (text, part) =>
        text && !(HAN.test(text.slice(-1)) && HAN.test(part[0] ?? '')) ? `${text} ${part}` : text + part,
      '',
    );
}

export const payFenOf = (s: CardState): number => (productOf(s)?.prepayFen ?? 0) + (s.draft.held?.prepayFen ?? 0);

const say = (key: MessageKey): Problem => ({ key });

/** What is wrong with these fields on `now`; empty when they can be sent. */
export function problemsOf(s: Pick<CardState, 'draft' | 'smsCode'>, fields: Field[], now: number): Errors {
  const { draft } = s;
  const errors: Errors = {};
  const want = new Set(fields);
  if (want.has('number') && (!draft.held || draft.held.until <= now)) errors.number = say('ordering.card.pickNumber');
  if (want.has('name')) {
    const p = nameProblem(draft.name);
    if (p) errors.name = say(p === 'required' ? 'ordering.field.required' : 'ordering.field.name');
  }
  if (want.has('certNo')) {
    const p = certProblem(draft.certNo, now);
    if (p) errors.certNo = say(p === 'required' ? 'ordering.field.required' : `ordering.cert.${p}`);
  }
  if (want.has('contactPhone') && !PHONE_RE.test(draft.contactPhone))
    errors.contactPhone = say(draft.contactPhone ? 'ordering.field.phone' : 'ordering.field.required');
  if (want.has('areaCode') && !/^\d{6}$/.test(draft.areaCode)) errors.areaCode = say('ordering.field.district');
  if (want.has('detail')) {
    const p = detailProblem(draft.detail);
    if (p) errors.detail = say(p === 'required' ? 'ordering.field.required' : `ordering.field.${p}`);
  }
  if (want.has('recommender') && draft.recommender && !/^\d{8}$/.test(draft.recommender))
    errors.recommender = say('ordering.field.recommender');
  if (want.has('smsCode') && !CODE_RE.test(s.smsCode)) errors.smsCode = say('ordering.field.code');
  if (want.has('agreed') && !draft.agreed) errors.agreed = say('ordering.field.agree');
  return errors;
}

/** The first step of the wizard that is not complete (confirm when all are). */
export function firstOpenStep(s: Pick<CardState, 'draft' | 'smsCode'>, now: number): Step {
  if (Object.keys(problemsOf(s, STEP_FIELDS.number, now)).length) return 'number';
  if (Object.keys(problemsOf(s, STEP_FIELDS.info, now)).length) return 'info';
  return 'confirm';
}

/** Where a refusal of the server shows: at a field, at the number, or above the button. */
export function placeRefusal(code: string): Field | 'hold' | 'refusal' {
  if (code.startsWith('E_SMS')) return 'smsCode';
  if (code === 'E_HOLD_EXPIRED' || code === 'E_NUMBER_TAKEN') return 'hold';
  if (code === 'E_NAME') return 'name';
  if (code === 'E_CERT' || code === 'E_AGE') return 'certNo';
  if (code === 'E_ADDRESS' || code === 'E_ADDRESS_SCOPE') return 'detail';
  return 'refusal';
}

/**
 * The hold's end from the server's `reservedUntil`: 30 minutes from now when it cannot be read or lies outside
 * (0, 30 min] of this device's clock (a phone's clock may be off; the server's refusal is what counts).
 */
export function untilOf(reservedUntil: string, now: number): number {
  const at = Date.parse(reservedUntil);
  return Number.isFinite(at) && at > now && at <= now + HOLD_MS ? at : now + HOLD_MS;
}

export const requestOf = (draft: CardDraft, smsCode: string): CardOrderReq => ({
  productCode: draft.productCode,
  msisdn: draft.held?.msisdn ?? '',
  customer: { name: draft.name.trim(), certNo: cleanCert(draft.certNo), contactPhone: draft.contactPhone },
  address: { areaCode: draft.areaCode, detail: draft.detail.trim() },
  smsCode,
  ...(draft.recommender ? { recommender: draft.recommender } : {}),
});

export const SUCCESS_PATH = '/orderPage/success';

/**
 * Who orders what: the contact (the customer, with or without a session) and the product, not the number held. A
 * reload or a re-login ordering the same card with the same request finds the same key, so the server orders once.
 * A new tab whose first order's answer was lost holds another number: another request, so another key (a key goes
 * with one request); the server refuses that order as the card still open (E_CARD_PENDING) and the page goes to the
 * first order. A refusal releases the key, so a corrected order (another number) is a new one.
 */
export const cardIntent = (d: CardDraft): string => `card:${d.contactPhone}:${d.productCode}`;
