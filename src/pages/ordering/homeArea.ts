// The customer's home city and district (`/userArea`): the default of number pools, broadband areas and regional
// offers. Kept on the device (localStorage): it is a preference, not a secret. Reached from sagas through `call`.

export interface HomeArea {
  cityCode: string;
  cityName: string;
  districtCode: string;
  districtName: string;
}

const KEY = 'sms2_home_area';
/** Kunming: where the operator's pools start when nothing was chosen. */
export const DEFAULT_CITY = '530100';

const isArea = (v: unknown): v is HomeArea =>
  !!v &&
  typeof v === 'object' &&
  ['cityCode', 'cityName', 'districtCode', 'districtName'].every(
    (k) => typeof (v as Record<string, unknown>)[k] === 'string',
  ) &&
  /^\d{6}$/.test((v as HomeArea).cityCode) &&
  /^\d{6}$/.test((v as HomeArea).districtCode);

export function readHomeArea(): HomeArea | undefined {
  try {
    const raw = window.localStorage.getItem(KEY);
    const value: unknown = raw ? JSON.parse(raw) : undefined;
    return isArea(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function saveHomeArea(area: HomeArea): void {
  try {
    window.localStorage.setItem(KEY, JSON.stringify(area));
  } catch {
    /* storage may be off */
  }
}
