// The wireless broadband order's form (wirelessModel.ts): the routes' plans and devices, the draft and its checks,
// the request and the intent an order is sent under, the result's path. Pure: no saga, no store.
import type { AreaDict, ProductItem, ProductOrderReq } from '../../../services/api/types';
import { IDLE, type Load } from '../../shared/load';
import type { Problem } from '../../shared/phone';
import { DEFAULT_CITY } from '../homeArea';
import { personProblem, type Delivery, type Person, type PersonField } from '../person';
import { cleanCert } from '../realName';

export type WbbRoute = 'open' | 'open2i';

export interface WbbPlan {
  code: string;
  monthlyFen: number;
  dataGb: number;
  /** The device that goes with the plan by default. */
  device: string;
}

export interface WbbConfig {
  channel: string;
  plans: WbbPlan[];
}

export const WBB: Record<WbbRoute, WbbConfig> = {
  open: {
    channel: 'wechat',
    plans: [
      { code: 'WBB_4G_49', monthlyFen: 4900, dataGb: 100, device: 'CPE_4G' },
      { code: 'WBB_5G_99', monthlyFen: 9900, dataGb: 300, device: 'CPE_5G' },
    ],
  },
  open2i: { channel: '2I', plans: [{ code: 'WBB_2I_39', monthlyFen: 3900, dataGb: 60, device: 'CPE_4G' }] },
};

export interface WbbDraft extends Person, Delivery {
  id: string;
  route: WbbRoute;
  planCode: string;
  deviceCode: string;
  agreed: boolean;
}

export type WbbField = 'plan' | 'device' | PersonField;
export type WbbErrors = Partial<Record<WbbField, Problem>>;
export const WBB_FIELDS: WbbField[] = [
  'plan',
  'device',
  'name',
  'certNo',
  'contactPhone',
  'areaCode',
  'detail',
  'smsCode',
  'agreed',
];

export interface WbbState {
  draft: WbbDraft;
  devices: Load<ProductItem[]>;
  cities: Load<AreaDict[]>;
  districts: Load<AreaDict[]>;
  errors: WbbErrors;
  smsCode: string;
  sms: { sending: boolean; sentAt: number | null; sentTo?: string };
  refusal?: Problem;
}

export const draftName = (route: WbbRoute) => `orderingWbb_${route}`;
export const newWbb = (route: WbbRoute, id = '', city = DEFAULT_CITY): WbbDraft => {
  const plan = WBB[route].plans[0];
  return {
    id,
    route,
    planCode: plan.code,
    deviceCode: plan.device,
    name: '',
    certNo: '',
    contactPhone: '',
    deliveryCity: city,
    areaCode: '',
    detail: '',
    agreed: false,
  };
};

export const initialWbb: WbbState = {
  draft: newWbb('open'),
  devices: IDLE,
  cities: IDLE,
  districts: IDLE,
  errors: {},
  smsCode: '',
  sms: { sending: false, sentAt: null },
};

export const isWbb = (v: Record<string, unknown>): v is Record<string, unknown> & WbbDraft =>
  [
    'id',
    'route',
    'planCode',
    'deviceCode',
    'name',
    'certNo',
    'contactPhone',
    'deliveryCity',
    'areaCode',
    'detail',
  ].every((k) => typeof v[k] === 'string') && typeof v.agreed === 'boolean';

/** Who orders what: the contact, the route, the plan and the device (the same key the same day, any tab). */
export const wbbIntent = (d: WbbDraft): string => `wbb:${d.contactPhone}:${d.route}:${d.planCode}:${d.deviceCode}`;

/** The CPEs with their stock (the catalogue's wireless floor). */
export const cpesOf = (items: ProductItem[]): ProductItem[] =>
  items.filter((i) => i.kind === 'device' && i.code.startsWith('CPE_'));
export const inStock = (d: ProductItem): boolean => d.status !== 'soldOut' && (d.stockLeft ?? 1) > 0;

export function wbbProblems(s: Pick<WbbState, 'draft' | 'smsCode' | 'devices'>, fields: WbbField[], now: number) {
  const errors: WbbErrors = {};
  const { draft } = s;
  for (const f of fields) {
    if (f === 'plan') {
      if (!WBB[draft.route].plans.some((p) => p.code === draft.planCode))
        errors.plan = { key: 'ordering.wbb.pickPlan' };
    } else if (f === 'device') {
      const devices = s.devices.status === 'ready' ? cpesOf(s.devices.data) : [];
      const d = devices.find((x) => x.code === draft.deviceCode);
      if (!d) errors.device = { key: 'ordering.wbb.pickDevice' };
      else if (!inStock(d)) errors.device = { key: 'ordering.wbb.soldOut' };
    } else {
      const p = personProblem(f, { ...draft, smsCode: s.smsCode }, now);
      if (p) errors[f] = p;
    }
  }
  return errors;
}

export const wbbRequest = (draft: WbbDraft, smsCode: string): ProductOrderReq => ({
  productCode: draft.planCode,
  deviceCode: draft.deviceCode,
  customer: { name: draft.name.trim(), certNo: cleanCert(draft.certNo), contactPhone: draft.contactPhone },
  address: { areaCode: draft.areaCode, detail: draft.detail.trim() },
  smsCode,
  channel: WBB[draft.route].channel,
});

/** Where the customer lands after the order: the result of the route. */
export const resultPath = (route: WbbRoute, orderNo: string, pay: boolean): string =>
  route === 'open2i'
    ? `/open2i/result?orderNo=${encodeURIComponent(orderNo)}`
    : `/orderPage/success?orderNo=${encodeURIComponent(orderNo)}&kind=wireless${pay ? '&pay=1' : ''}`;
