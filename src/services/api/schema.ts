// The shape of every answer, checked where it enters: each API function names the schema of its `data`, and its
// TypeScript type is inferred from that schema (types/<domain>.ts keep both). The simulator only guesses the
// operator's shapes, so a mismatch is a RequestError of kind 'shape' (the generic message, the path and the
// issues on the console), never a TypeError in a page.
//
// Library: valibot, chosen by measuring the production entry (gzip -9) with the shell's schemas (profile,
// WeChat user, phone pre-check, log result: object, string, number, boolean, array, picklist, optional with
// defaults, fallback, safeParse and the issue path): valibot 1.5.0 +1,778 B, zod 4.6.7's `zod/mini` +6,020 B
// (baseline 127,896 B). Both infer types, take defaults and give issue paths; valibot is the smaller.
//
// Policy: what a page cannot do without is required (ids, amounts, statuses); an absent list is an empty list,
// an absent text is '' (or undefined where the type says optional), an absent flag is false.
import * as v from 'valibot';
import { shapeError } from '../request/errors';

export { v };

/** A schema whose output is `T`. */
export type Schema<T> = v.GenericSchema<unknown, T>;
/** The type a schema factory's schema gives. */
export type Infer<F extends () => v.GenericSchema> = v.InferOutput<ReturnType<F>>;

// The helpers are marked free of side effects, so an unused schema built with them is dropped from the bundle.

/** A text a page can show blank: absent is ''. */
/*@__NO_SIDE_EFFECTS__*/ export function text() {
  return v.optional(v.string(), '');
}
/** A flag whose absence means no: absent is false. */
/*@__NO_SIDE_EFFECTS__*/ export function flag() {
  return v.optional(v.boolean(), false);
}
/** A list: absent (or null) is empty. */
/*@__NO_SIDE_EFFECTS__*/ export function list<S extends v.GenericSchema>(item: S) {
  return v.nullish(v.array(item), []);
}
/** One page of a list (`Page<T>`): an absent list is empty, absent counters are the first page of 20. */
/*@__NO_SIDE_EFFECTS__*/ export function page<S extends v.GenericSchema>(item: S) {
  return v.object({
    list: list(item),
    total: v.optional(v.number(), 0),
    page: v.optional(v.number(), 1),
    pageSize: v.optional(v.number(), 20),
  });
}
/** A call whose success carries nothing worth reading: any data is taken as null. */
export const EmptySchema = () =>
  v.pipe(
    v.unknown(),
    v.transform((): null => null),
  );

/** `data` as the schema says, or a RequestError of kind 'shape' naming the call and each wrong field. */
export function parse<T>(schema: Schema<T>, data: unknown, path: string): T {
  const r = v.safeParse(schema, data);
  if (r.success) return r.output;
  throw shapeError(
    path,
    r.issues.map((i) => `${v.getDotPath(i) ?? '(data)'}: ${i.message}`),
  );
}
