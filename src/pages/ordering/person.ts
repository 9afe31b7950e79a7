// The person fields every ordering form beyond the card shares (broadband, wireless broadband, leads): the same
// rules as the card order (realName.ts, the phone and code rules), as problems with the family's words.
import type { MessageKey } from '../../locales';
import { CODE_RE, PHONE_RE, type Problem } from '../shared/phone';
import { certProblem, detailProblem, nameProblem } from './realName';

export interface Person {
  name: string;
  certNo: string;
  contactPhone: string;
}

/** Where an order is delivered: the city, the district and the detail. */
export interface Delivery {
  deliveryCity: string;
  areaCode: string;
  detail: string;
}

export type PersonField = 'name' | 'certNo' | 'contactPhone' | 'smsCode' | 'agreed' | 'areaCode' | 'detail';

const say = (key: MessageKey): Problem => ({ key });

/** What is wrong with one person field on `now`, or undefined. */
export function personProblem(
  field: PersonField,
  v: Partial<Person> & { smsCode?: string; agreed?: boolean; areaCode?: string; detail?: string },
  now: number,
): Problem | undefined {
  switch (field) {
    case 'name': {
      const p = nameProblem(v.name ?? '');
      return p ? say(p === 'required' ? 'ordering.field.required' : 'ordering.field.name') : undefined;
    }
    case 'certNo': {
      const p = certProblem(v.certNo ?? '', now);
      return p ? say(p === 'required' ? 'ordering.field.required' : `ordering.cert.${p}`) : undefined;
    }
    case 'contactPhone':
      return PHONE_RE.test(v.contactPhone ?? '')
        ? undefined
        : say(v.contactPhone ? 'ordering.field.phone' : 'ordering.field.required');
    case 'smsCode':
      return CODE_RE.test(v.smsCode ?? '') ? undefined : say('ordering.field.code');
    case 'agreed':
      return v.agreed ? undefined : say('ordering.field.agree');
    case 'areaCode':
      return /^\d{6}$/.test(v.areaCode ?? '') ? undefined : say('ordering.field.district');
    case 'detail': {
      const p = detailProblem(v.detail ?? '');
      return p ? say(p === 'required' ? 'ordering.field.required' : `ordering.field.${p}`) : undefined;
    }
  }
}

/** Where a refusal of the server shows: at a person field, or undefined (the caller decides). */
export function personFieldOf(code: string): PersonField | undefined {
  if (code.startsWith('E_SMS')) return 'smsCode';
  if (code === 'E_NAME') return 'name';
  if (code === 'E_CERT' || code === 'E_AGE') return 'certNo';
  if (code === 'E_ADDRESS_SCOPE') return 'detail';
  return undefined;
}
