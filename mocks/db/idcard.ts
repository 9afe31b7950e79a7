// GB 11643-1999 citizen ID numbers: 6-digit region, yyyyMMdd birth date, 3-digit sequence (odd = male),
// check character from weights 7,9,10,5,8,4,2,1,6,3,7,9,10,5,8,4,2 (sum mod 11 -> "10X98765432").
import { ageOn } from '../core/time';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

/** Province prefixes (GB/T 2260) accepted as a region. */
const PROVINCES = new Set([
  '11',
  '12',
  '13',
  '14',
  '15',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '41',
  '42',
  '43',
  '44',
  '45',
  '46',
  '50',
  '51',
  '52',
  '53',
  '54',
  '61',
  '62',
  '63',
  '64',
  '65',
  '71',
  '81',
  '82',
]);

export function checkChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK[sum % 11] ?? '?';
}

export type CertProblem = 'format' | 'region' | 'birth' | 'checksum';

/** Why an ID number is invalid, or undefined when it is valid (as of `now`). */
export function certProblem(raw: string, now: number): CertProblem | undefined {
  const id = raw.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(id)) return 'format';
  if (!PROVINCES.has(id.slice(0, 2))) return 'region';
  const y = Number(id.slice(6, 10));
  const m = Number(id.slice(10, 12));
  const d = Number(id.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return 'birth';
  if (ageOn(id.slice(6, 14), now) < 0) return 'birth';
  if (checkChar(id.slice(0, 17)) !== id[17]) return 'checksum';
  return undefined;
}

export function normalizeCert(raw: string): string {
  return raw.trim().toUpperCase();
}

export function certAge(certNo: string, now: number): number {
  return ageOn(certNo.slice(6, 14), now);
}

/** Masked as on screens: 5301**********1238. */
export function maskCert(certNo: string): string {
  return certNo.length === 18 ? `${certNo.slice(0, 4)}**********${certNo.slice(14)}` : '******';
}

export function maskName(name: string): string {
  return name ? `${name.slice(0, 1)}${'*'.repeat(Math.max(1, name.length - 1))}` : '';
}

export function maskPhone(phone: string): string {
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
