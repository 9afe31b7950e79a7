// The list readers of the tolerant reader (schema.ts re-exports them; see there): a module of their own, so the
// entry, whose schemas read no list, does not carry them.
import * as v from 'valibot';
import { num } from './schemaFields';
import { issueTexts, leaveRow } from './schemaRows';

/** A list read row by row: a row that does not read is left out (and reported with the answer, schema.ts's
 *  parse), the others are kept. */
function readRows<S extends v.GenericSchema>(item: S, rows: unknown[]): v.InferOutput<S>[] {
  const out: v.InferOutput<S>[] = [];
  rows.forEach((row, i) => {
    const r = v.safeParse(item, row);
    if (r.success) out.push(r.output);
    else {
      const why = r.issues.flatMap((x) => issueTexts(x)).join('; ');
      leaveRow({ rows, index: i, why });
    }
  });
  return out;
}

/** A list: absent (or null) is empty; a row that does not read is left out, never the whole list. `rows` names the
 *  item's schema for the contract (scripts/contract.ts). */
/*@__NO_SIDE_EFFECTS__*/ export function list<S extends v.GenericSchema>(item: S) {
  const schema = v.pipe(
    v.nullish(v.array(v.unknown()), []),
    v.transform((rows: unknown[]) => readRows(item, rows)),
  );
  return Object.assign(schema, { rows: item });
}
/** A list the answer always names (an empty one when there is nothing), read row by row as list() reads it: what
 *  tells one answer from another in a union (a usage detail's `records`). */
/*@__NO_SIDE_EFFECTS__*/ export function rows<S extends v.GenericSchema>(item: S) {
  const schema = v.pipe(
    v.array(v.unknown()),
    v.transform((found: unknown[]) => readRows(item, found)),
  );
  return Object.assign(schema, { rows: item, named: true as const });
}
/** One page of a list (`Page<T>`): an absent list is empty, absent counters are the first page of 20. */
/*@__NO_SIDE_EFFECTS__*/ export function page<S extends v.GenericSchema>(item: S) {
  return v.object({
    list: list(item),
    total: v.optional(num(), 0),
    page: v.optional(num(), 1),
    pageSize: v.optional(num(), 20),
  });
}
