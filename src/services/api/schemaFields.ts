// The field readers of the tolerant reader (schema.ts re-exports them; see there): a number, a flag, a text as a
// backend may send them loosely. The shell's schemas use them, so they are in the entry: keep them small.
import * as v from 'valibot';

// The helpers are marked free of side effects, so an unused schema built with them is dropped from the bundle.
// Each is a named export built of plain valibot schemas and actions, so a JSON Schema converter can name it.

/** `schema`, after `read` turned what a backend sends loosely into what it checks. */
/*@__NO_SIDE_EFFECTS__*/ export function loose<S extends v.GenericSchema>(read: (x: unknown) => unknown, schema: S) {
  return v.pipe(v.unknown(), v.transform(read), schema);
}
/** The texts a number may be sent as ('12.50', '-3', '.5'); the contract publishes the same pattern. */
export const NUMBER_TEXT = /^[+-]?(\d*\.)?\d+$/;
/** A number sent as text, as the number; anything else as it is. */
export const numberOf = (x: unknown): unknown => (typeof x === 'string' && NUMBER_TEXT.test(x) ? Number(x) : x);
/** A number, or one sent as text ('12.50', '-3'). */
/*@__NO_SIDE_EFFECTS__*/ export function num() {
  return loose(numberOf, v.number());
}
/** What a flag may be sent as besides true and false: these texts and numbers (the contract publishes them). */
export const FLAGS: Readonly<Record<string, boolean>> = { true: true, 1: true, false: false, 0: false };
/** A flag: true or false, also sent as 'true'/'false', '1'/'0' or 1/0. */
/*@__NO_SIDE_EFFECTS__*/ export function bool() {
  return loose((x) => ((x as string) in FLAGS ? FLAGS[x as string] : x), v.boolean());
}
/** A text, also sent as a number (an id, a code). */
/*@__NO_SIDE_EFFECTS__*/ export function str() {
  return loose((x) => (typeof x === 'number' ? `${x}` : x), v.string());
}
/** A text a page can show blank: absent is ''. */
/*@__NO_SIDE_EFFECTS__*/ export function text() {
  return v.optional(str(), '');
}
/** A flag whose absence means no: absent is false. */
/*@__NO_SIDE_EFFECTS__*/ export function flag() {
  return v.optional(bool(), false);
}
