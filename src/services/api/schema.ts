// The shape of every answer, read where it enters: each API function names the schema of its `data`, and its
// TypeScript type is inferred from that schema (types/<domain>.ts keep both).
//
// Library: valibot, chosen by measuring the production entry (gzip -9) with the shell's schemas (profile,
// WeChat user, phone pre-check, log result: object, string, number, boolean, array, picklist, optional with
// defaults, fallback, safeParse and the issue path): valibot 1.5.0 +1,778 B, zod 4.6.7's `zod/mini` +6,020 B
// (baseline 127,896 B). Both infer types, take defaults and give issue paths; valibot is the smaller.
//
// A tolerant reader (SPEC §8: success is the envelope's alone). The simulator only guesses the operator's shapes,
// so a schema names only the fields a page reads (anything else is ignored) and takes what real backends send
// loosely: numbers and flags as text ('12.50', '1', 'true': num(), bool(), flag()), ids as numbers (str()),
// dates as 'yyyy-MM-dd HH:mm:ss', ISO or epoch (date()), `null` as absent (every null field and list item is
// dropped before the schema reads the answer), a missing or null list as empty (list()).
// An answer that does not read (an empty one: {}, [], null, absent; or of another shape) is read as nothing where
// the schema takes nothing: a list is empty, a record takes its defaults. What a page cannot do without is required
// (ids, amounts, statuses); when it is missing, the call is a RequestError of kind 'shape' that degrades its
// section (its retry), is reported once per path (request/errors.ts reportShape) and is never toasted.
// A write never fails on its answer: the server did the work, so a write's schema takes nothing ({}), and its page
// shows its success with what it knows and where to see the result (test/services/reader.test.ts holds every write
// to it).
import * as v from 'valibot';
import { reportShape, shapeError } from '../request/errors';
import { describeLeftRows, issueTexts, takeLeftRows } from './schemaRows';

export { v };

/** A schema whose output is `T`. */
export type Schema<T> = v.GenericSchema<unknown, T>;
/** The type a schema factory's schema gives. */
export type Infer<F extends () => v.GenericSchema> = v.InferOutput<ReturnType<F>>;

// The helpers (named exports here, each in a module of its own kind: a module's used exports are counted over every
// chunk, so the entry carries only the field readers its schemas use, not the lists' and dates' helpers).
export { loose, num, numberOf, bool, str, text, flag } from './schemaFields';
export { list, rows, page } from './schemaLists';
export { date, isoDate } from './schemaDate';

/** A call whose success carries nothing worth reading: any data is taken as null. */
export const EmptySchema = () =>
  v.pipe(
    v.unknown(),
    v.transform((): null => null),
  );

/** `null` as absent: null fields and list items dropped (a JSON.parse reviver). */
const dropNull = (_: string, x: unknown): unknown =>
  x === null ? undefined : Array.isArray(x) ? x.filter((y) => y !== undefined) : x;

/**
 * `data` as the schema reads it, `null` read as absent. A list leaves out the rows that do not read and keeps the
 * others (list()). An answer that does not read is read as nothing (absent or {}) where the schema takes nothing: an
 * empty list, a record of defaults, a write's success. Otherwise a RequestError of kind 'shape' naming the call and
 * each wrong field. Rows left out and an answer that does not read are reported once per path, never toasted.
 */
export function parse<T>(schema: Schema<T>, data: unknown, path: string): T {
  const json = JSON.stringify(data) as string | undefined;
  const d: unknown = json && JSON.parse(json, dropNull);
  takeLeftRows();
  const r = v.safeParse(schema, d);
  const left = takeLeftRows();
  if (r.success) {
    if (left.length) reportShape(path, describeLeftRows(left, d));
    return r.output;
  }
  const issues = r.issues.flatMap((i) => issueTexts(i));
  for (const nothing of [undefined, {}]) {
    const e = v.safeParse(schema, nothing);
    if (e.success) {
      if (d !== undefined && json!.length > 2) reportShape(path, issues); // not for {}, [], ''
      return e.output;
    }
  }
  throw shapeError(path, issues, d === undefined || JSON.stringify(d) === '{}');
}
