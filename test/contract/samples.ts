// Answers made from the contract's own schemas (json-schema-faker, seeded): what the round trip reads with each
// endpoint's reader (roundTrip.test.ts) and what the stub backend serves to contract:check (stubBackend.test.ts).
import type { Described, JsonSchema } from '../../scripts/contract';
import { answerSchemaOf } from '../../scripts/contractCheck';

type Json = Record<string, unknown>;

interface Faker {
  option(o: Json): void;
  generate(schema: JsonSchema): unknown;
}
// eslint-disable-next-line @typescript-eslint/no-require-imports -- json-schema-faker is CommonJS
const { JSONSchemaFaker } = require('json-schema-faker') as { JSONSchemaFaker: Faker };

/** A seeded random in [0, 1) (mulberry32): the same seed, the same samples. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A schema with every $ref of the contract inlined (the faker is given one schema that stands alone). */
function inline(s: unknown, document: Json, depth = 0): unknown {
  if (Array.isArray(s)) return s.map((x) => inline(x, document, depth));
  if (!s || typeof s !== 'object') return s;
  const o = s as Json;
  if (typeof o.$ref === 'string' && depth < 6) {
    const target = o.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((x, k) => (x as Json | undefined)?.[k], document);
    return inline(target, document, depth + 1);
  }
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, inline(v, document, depth)]));
}

/** The contract's schema of `data` on a success of the path (the answer's second part, allOf[1]). */
export function dataSchemaOf(document: Json, d: Described): JsonSchema {
  const answer = answerSchemaOf(document, d) as { allOf?: { properties?: { data?: JsonSchema } }[] } | undefined;
  return inline(answer?.allOf?.[1]?.properties?.data ?? {}, document) as JsonSchema;
}

/** Whether the contract lets `data` be absent (not required). */
export const dataOptional = (document: Json, d: Described): boolean =>
  !(answerSchemaOf(document, d) as { allOf?: { required?: string[] }[] } | undefined)?.allOf?.[1]?.required?.includes(
    'data',
  );

/** The contract's own schema of the reader's data, without the wrapper that also takes absent, null or {}. */
export function readerSchemaOf(document: Json, d: Described): JsonSchema {
  return inline(d.response ?? {}, document) as JsonSchema;
}

export type Fill = 'every' | 'none';

/** One sample of a schema: with every optional field (lists of 1 to 3 rows) or with none. */
export function sample(schema: JsonSchema, fill: Fill, seed: number): unknown {
  JSONSchemaFaker.option({
    random: seeded(seed),
    alwaysFakeOptionals: fill === 'every',
    requiredOnly: fill === 'none',
    fillProperties: false,
    useDefaultValue: false,
    useExamplesValue: false,
    minItems: fill === 'every' ? 1 : 0,
    maxItems: 3,
    maxLength: 12,
    failOnInvalidTypes: false,
    failOnInvalidFormat: false,
  });
  return JSONSchemaFaker.generate(schema);
}

/** The answers of success the contract allows for one path: its data with every optional field and with none
 *  (a few seeds each), and data absent, null and {} where it allows them. */
export function allowedAnswers(document: Json, d: Described, seeds: number[]): { name: string; body: Json }[] {
  const schema = readerSchemaOf(document, d);
  const out: { name: string; body: Json }[] = [];
  for (const seed of seeds)
    for (const fill of ['every', 'none'] as const)
      out.push({ name: `${fill} optional field, seed ${seed}`, body: { status: 1, data: sample(schema, fill, seed) } });
  if (dataOptional(document, d))
    out.push(
      { name: 'data absent', body: { status: 1 } },
      { name: 'data null', body: { status: 1, data: null } },
      { name: 'data {}', body: { status: 1, data: {} } },
    );
  return out;
}

/** Values of another type than a field's: one of them the contract refuses wherever it names a field. */
const ODD: readonly unknown[] = [{ odd: true }, 'odd text', ['odd'], true, 12345];

/**
 * Answers altered one field at a time from a sample with every optional field: a field the contract requires left
 * out, and a field given a value of another type. Each names the field it altered ('list[0].fen'); which of them the
 * contract refuses is the judge's to say.
 */
export function alteredAnswers(data: unknown): { field: string; key: string; data: unknown }[] {
  const out: { field: string; key: string; data: unknown }[] = [];
  const walk = (at: (string | number)[], x: unknown, depth: number): void => {
    if (depth > 3 || !x || typeof x !== 'object') return;
    const entries: [string | number, unknown][] = Array.isArray(x)
      ? x.length
        ? [[0, x[0]]]
        : []
      : Object.entries(x as Json);
    for (const [k, v] of entries) {
      const where = [...at, k];
      const field = where.reduce<string>((s, p) => (typeof p === 'number' ? `${s}[${p}]` : s ? `${s}.${p}` : p), '');
      if (typeof k === 'string') out.push({ field, key: k, data: alter(data, where, undefined) });
      // Not a list for an object (or a null that may be one): the reader (valibot's object()) reads a list's own keys
      // as an object's; the contract says object. That leniency is left to it.
      for (const odd of ODD)
        if (kindOf(odd) !== kindOf(v) && !(Array.isArray(odd) && (kindOf(v) === 'object' || v === null)))
          out.push({ field, key: String(k), data: alter(data, where, odd) });
      walk(where, v, depth + 1);
    }
  };
  walk([], data, 0);
  return out;
}

const kindOf = (x: unknown): string => (Array.isArray(x) ? 'array' : x === null ? 'null' : typeof x);

/** A copy of `data` with the value at `where` replaced (undefined: left out). */
function alter(data: unknown, where: (string | number)[], value: unknown): unknown {
  const copy = JSON.parse(JSON.stringify(data)) as unknown;
  let x = copy as Json;
  for (const k of where.slice(0, -1)) x = (x as Record<string | number, unknown>)[k] as Json;
  const last = where[where.length - 1];
  if (value === undefined && !Array.isArray(x)) delete x[last];
  else (x as Record<string | number, unknown>)[last] = value;
  return copy;
}
