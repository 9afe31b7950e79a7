// The recruitment form's rules (`/hire`, PAGES.md §2.1): each field checked where it is typed, the same rules the
// simulator enforces. Pure functions: the model and the page use them, tests call them directly.
import type { MessageKey } from '../../locales';
import type { HirePosition } from '../../services/api/types';
import { fieldRules } from '../shared/phone';

export const POSITIONS: readonly HirePosition[] = ['installer', 'clerk', 'campusAgent'];
export const NAME_RE = /^[\u4e00-\u9fa5·]{2,16}$/;
export const AGE_MIN = 18;
export const AGE_MAX = 45;
export const EXPERIENCE_MAX = 200;

export interface HireForm {
  position: HirePosition | '';
  name: string;
  phone: string;
  code: string;
  cityCode: string;
  areaCode: string;
  age: string;
  experience: string;
}

export type HireField = keyof HireForm;

export const EMPTY_FORM: HireForm = {
  position: '',
  name: '',
  phone: '',
  code: '',
  cityCode: '',
  areaCode: '',
  age: '',
  experience: '',
};

const { phoneProblem, codeProblem } = fieldRules({
  phoneRequired: 'venues.hire.error.phoneRequired',
  phoneInvalid: 'venues.hire.error.phoneInvalid',
  codeRequired: 'venues.hire.error.codeRequired',
  codeInvalid: 'venues.hire.error.codeInvalid',
});
export { phoneProblem };

/** What is wrong with one field (a message key), or undefined. */
export function fieldProblem(form: HireForm, field: HireField): MessageKey | undefined {
  switch (field) {
    case 'position':
      return POSITIONS.includes(form.position as HirePosition) ? undefined : 'venues.hire.error.position';
    case 'name':
      if (!form.name.trim()) return 'venues.hire.error.nameRequired';
      return NAME_RE.test(form.name.trim()) ? undefined : 'venues.hire.error.name';
    case 'phone': {
      const p = phoneProblem(form.phone);
      return p && 'key' in p ? p.key : undefined;
    }
    case 'code': {
      const p = codeProblem(form.code);
      return p && 'key' in p ? p.key : undefined;
    }
    case 'cityCode':
      return form.cityCode ? undefined : 'venues.hire.error.area';
    case 'areaCode':
      return form.areaCode ? undefined : 'venues.hire.error.area';
    case 'age': {
      if (!form.age.trim()) return 'venues.hire.error.ageRequired';
      if (!/^\d{1,3}$/.test(form.age.trim())) return 'venues.hire.error.age';
      const age = Number(form.age);
      return age < AGE_MIN || age > AGE_MAX ? 'venues.hire.error.age' : undefined;
    }
    case 'experience':
      return form.experience.length > EXPERIENCE_MAX ? 'venues.hire.error.experience' : undefined;
  }
}

const CHECKED: readonly HireField[] = [
  'position',
  'name',
  'phone',
  'code',
  'cityCode',
  'areaCode',
  'age',
  'experience',
];

/** Every field's problem; empty when the form may be sent. */
export function formProblems(form: HireForm): Partial<Record<HireField, MessageKey>> {
  const out: Partial<Record<HireField, MessageKey>> = {};
  for (const f of CHECKED) {
    const p = fieldProblem(form, f);
    if (p && !(f === 'areaCode' && out.cityCode)) out[f] = p;
  }
  return out;
}

/** Where a refusal of the server shows: at a field, or above the button. */
export function fieldOfCode(code: string): HireField | undefined {
  if (code === 'E_NAME') return 'name';
  if (code === 'E_AGE') return 'age';
  if (code === 'E_AREA') return 'areaCode';
  if (code === 'E_PHONE' || code === 'E_NOT_LOCAL') return 'phone';
  if (code.startsWith('E_SMS') || code === 'E_CODE') return 'code';
  return undefined;
}

/** A draft read back from sessionStorage: the typed fields only, never the code. */
export function isHireDraft(value: Record<string, unknown>): value is Record<string, unknown> & Partial<HireForm> {
  return Object.entries(value).every(([k, v]) => k !== 'code' && k in EMPTY_FORM && typeof v === 'string');
}
