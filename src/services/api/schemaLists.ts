// The list readers of the tolerant reader (schema.ts re-exports them; see there): a module of their own, so the
// entry, whose schemas read no list, does not carry them.
import * as v from 'valibot';
import { num } from './schemaFields';

/** A list: absent (or null) is empty. */
/*@__NO_SIDE_EFFECTS__*/ export function list<S extends v.GenericSchema>(item: S) {
  return v.nullish(v.array(item), []);
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
