// date(), a helper of the tolerant reader (schema.ts re-exports it): a module of its own, so the entry, whose
// schemas read no date, does not carry it (a module's used exports are counted over every chunk).
import * as v from 'valibot';

const CHINA_MS = 8 * 3600 * 1000;

/** A date-time, read from 'yyyy-MM-dd HH:mm:ss' (China time), ISO-8601 or epoch (s or ms, also as text), as
 *  ISO-8601 with +08:00; a calendar date ('yyyy-MM-dd') stays as it is. */
/*@__NO_SIDE_EFFECTS__*/ export function date() {
  return v.pipe(v.unknown(), v.transform(isoDate), v.string());
}

/** See date(). */
export function isoDate(d: unknown): unknown {
  if (typeof d === 'number' || (typeof d === 'string' && /^\d{10,13}$/.test(d))) {
    const n = Number(d);
    return new Date((n < 1e12 ? n * 1000 : n) + CHINA_MS).toISOString().slice(0, 19) + '+08:00';
  }
  return typeof d === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d/.test(d) ? `${d.replace(' ', 'T')}+08:00` : d;
}
