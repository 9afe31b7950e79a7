// Real-name rules checked at the field before anything reaches the server (which checks them again): a Chinese
// name, an 18-digit ID number (GB 11643: region, a real birth date, the check character), the age 16 to 60 on the
// order date, a delivery address of a district and a detail of more than 5 characters that is not only digits.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export const NAME_RE = /^[\u4e00-\u9fa5·]{2,16}$/;
export const AGE_MIN = 16;
export const AGE_MAX = 60;
export const DETAIL_MIN = 6;

export type NameProblem = 'required' | 'name';
export type CertProblem = 'required' | 'format' | 'birth' | 'checksum' | 'age';
export type DetailProblem = 'required' | 'detail' | 'chars';

/** What a detail address may hold, as the server (mocks/services/realname.ts): Chinese, Latin letters, digits,
 *  spaces ("Jinma Road 8") and -#()（）·,，/ */
export const ADDRESS_CHARS = /^[\u4e00-\u9fa5A-Za-z0-9 \-#()（）·,，/]+$/;

/** The check character of the first 17 digits. */
export function checkChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK[sum % 11] ?? '?';
}

export const cleanCert = (raw: string): string => raw.replace(/\s/g, '').toUpperCase().slice(0, 18);

/** Age in whole years on `now` (China time) of someone born on y-m-d. */
export function ageOn(y: number, m: number, d: number, now: number): number {
  const cn = new Date(now + 8 * 3600_000);
  const ny = cn.getUTCFullYear();
  const nm = cn.getUTCMonth() + 1;
  const nd = cn.getUTCDate();
  return ny - y - (nm < m || (nm === m && nd < d) ? 1 : 0);
}

export function nameProblem(raw: string): NameProblem | undefined {
  const name = raw.trim();
  if (!name) return 'required';
  return NAME_RE.test(name) ? undefined : 'name';
}

/** Why an ID number cannot be used on `now`, or undefined. */
export function certProblem(raw: string, now: number): CertProblem | undefined {
  const id = cleanCert(raw);
  if (!id) return 'required';
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const birth = new Date(Date.UTC(y, m - 1, d));
  if (
    y < 1900 ||
    birth.getUTCFullYear() !== y ||
    birth.getUTCMonth() !== m - 1 ||
    birth.getUTCDate() !== d ||
    birth.getTime() > now
  )
    return 'birth';
  if (checkChar(id.slice(0, 17)) !== id[17]) return 'checksum';
  const age = ageOn(y, m, d, now);
  if (age < AGE_MIN || age > AGE_MAX) return 'age';
  return undefined;
}

export function detailProblem(raw: string): DetailProblem | undefined {
  const d = raw.trim().replace(/\s+/g, ' ');
  if (!d) return 'required';
  if (d.length < DETAIL_MIN || /^\d+$/.test(d.replace(/ /g, ''))) return 'detail';
  return ADDRESS_CHARS.test(d) ? undefined : 'chars';
}
