// `npm run contract:check -- --base URL --cookie '...'`: calls the read-only GETs of a running backend (a staging
// server) and reports each answer as compatible with the contract (scripts/contract.ts) or not, field by field. An
// answer is compatible when it validates against the contract's own JSON Schema of the answer (Ajv, JSON Schema
// 2020-12) and the app's own reader (the endpoint's check) reads it whole: nothing refused, no row of a list left out.
// Fields the app does not read are ignored. The tests judge answers the same way (test/contract/).
//   --base URL          the main host (SMS2_API_BASE of the build), e.g. https://staging.example.cn/api/
//   --internal URL      the internal host (default: --base); --userinfo URL: the user-info host (default: --base)
//   --cookie 'a=b; c=d' the session of a logged-in customer (sent to every host)
//   --header 'k: v'     one more header (repeatable)
//   --params FILE       JSON { "<path>": { query } }: the query of the paths that need one (an order id ...);
//                       without it a path takes its sample query from the simulator's table (mocks/routes.ts),
//                       or is skipped when it needs fields nobody gave
//   --only WORDS        the paths that contain one of the comma-separated words
//   --json              the report as JSON
// Exits 1 when an answer is incompatible.
import fs from 'node:fs';
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { buildContract, type Described, type JsonSchema } from './contract';
import { ROUTES } from '../mocks/routes';
import { env } from '../config/env';
import { toQuery } from '../src/services/request/client';
import { resetShapeReports, setShapeReporter } from '../src/services/request/errors';

type Json = Record<string, unknown>;

const kindOf = (x: unknown): string =>
  x === null
    ? 'null'
    : Array.isArray(x)
      ? 'array'
      : typeof x === 'number' && Number.isInteger(x)
        ? 'integer'
        : typeof x;

const show = (x: unknown): string => {
  const s = JSON.stringify(x) ?? String(x);
  return `${kindOf(x)} ${s.length > 40 ? `${s.slice(0, 37)}...` : s}`;
};

/** The JSON Schema of an operation's answer of success (the envelope with its data). */
export function answerSchemaOf(document: Json, d: Described): JsonSchema | undefined {
  const paths = document.paths as Record<string, Record<string, Json>>;
  const op = paths[`/${d.path}`]?.[d.method] as
    { responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }> } | undefined;
  return op?.responses?.['200']?.content?.['application/json']?.schema;
}

/** 'data.list[].fen' of Ajv's '/data/list/3/fen' (items of a list are one path). */
const dotted = (pointer: string): string =>
  pointer
    .split('/')
    .slice(1)
    .map((k) => k.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((at, k) => (/^\d+$/.test(k) ? `${at}[]` : at ? `${at}.${k}` : k), '');

/** What a schema takes, in words: 'number or string matching /^\d+$/', 'one of ["a","b"]'. */
function expected(s: JsonSchema | undefined, root: Json, depth = 0): string {
  const x = resolve(s, root) as Json | undefined;
  if (!x || depth > 3) return 'a value';
  if (Array.isArray(x.anyOf)) return (x.anyOf as JsonSchema[]).map((b) => expected(b, root, depth + 1)).join(' or ');
  if (Array.isArray(x.enum)) return `one of ${JSON.stringify(x.enum)}`;
  if ('const' in x) return JSON.stringify(x.const);
  const type = [(x.type as string | string[] | undefined) ?? 'a value'].flat().join(' or ');
  if (typeof x.pattern === 'string') return `${type} matching /${x.pattern}/`;
  if (x.type === 'object' && x.maxProperties === 0) return 'an empty object';
  return type;
}

/** A schema with its $ref followed (within the contract's components). */
function resolve(s: JsonSchema | undefined, root: Json): JsonSchema | undefined {
  let x = s as Json | undefined;
  for (let i = 0; i < 8 && typeof x?.$ref === 'string'; i++)
    x = x.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((o, k) => (o as Json | undefined)?.[k], root) as Json | undefined;
  return x;
}

/** Whether a value is of a schema's type (the branch of an anyOf that says what is wrong inside). */
function ofType(s: JsonSchema | undefined, x: unknown, root: Json): boolean {
  const t = (resolve(s, root) as Json | undefined)?.type;
  if (t === undefined) return false;
  const k = kindOf(x);
  return [t].flat().some((tt) => tt === k || (tt === 'number' && k === 'integer'));
}

/**
 * Ajv's errors, as a backend team reads them, one line a field: an anyOf that failed says what is wrong inside the
 * branch of the value's type (a field of an object), or, of none of them, which types it takes.
 */
export function describeErrors(errors: ErrorObject[], root: Json): string[] {
  let kept = errors;
  for (const e of errors.filter((x) => x.keyword === 'anyOf')) {
    const branches = (e.parentSchema?.anyOf ?? []) as JsonSchema[];
    // An answer with fields is not meant as the empty answer ({}) a branch may allow beside the real one.
    const filled = e.data !== null && typeof e.data === 'object' && Object.keys(e.data).length > 0;
    const typed = branches
      .map((b, i) =>
        ofType(b, e.data, root) && !(filled && (resolve(b, root) as Json | undefined)?.maxProperties === 0) ? i : -1,
      )
      .filter((i) => i >= 0);
    const inside = (x: ErrorObject) => x.schemaPath.startsWith(`${e.schemaPath}/`);
    const keep = typed.length === 1 ? `${e.schemaPath}/${typed[0]}/` : undefined;
    kept = kept.filter((x) =>
      x === e ? keep === undefined : !inside(x) || (keep !== undefined && x.schemaPath.startsWith(keep)),
    );
  }
  const lines = kept.map((e) => {
    const at = dotted(e.instancePath);
    if (e.keyword === 'required') {
      const field = (e.params as { missingProperty: string }).missingProperty;
      const of = (e.parentSchema as { properties?: Record<string, JsonSchema> } | undefined)?.properties?.[field];
      return `${at ? `${at}.` : ''}${field}: missing (required, ${expected(of, root)})`;
    }
    const want =
      e.keyword === 'anyOf' || e.keyword === 'type' || e.keyword === 'enum' || e.keyword === 'pattern'
        ? `expected ${expected(e.parentSchema, root)}`
        : (e.message ?? e.keyword);
    return `${at || '(answer)'}: ${want}, got ${show(e.data)}`;
  });
  // The same finding on many items of a list, once with its count.
  const counts = new Map<string, number>();
  for (const l of lines) counts.set(l.replace(/, got .*$/, ''), (counts.get(l.replace(/, got .*$/, '')) ?? 0) + 1);
  const seen = new Set<string>();
  return lines.flatMap((l) => {
    const key = l.replace(/, got .*$/, '');
    if (seen.has(key)) return [];
    seen.add(key);
    const n = counts.get(key) ?? 1;
    return [n > 1 ? `${l} (${n} items)` : l];
  });
}

/** The judge of answers: Ajv (JSON Schema 2020-12) over the contract's own schemas, one validator per path, made
 *  when first asked. */
export function contractJudge(document: Json): (d: Described, body: unknown) => string[] {
  const ajv = new Ajv2020({ strict: false, allErrors: true, verbose: true, validateFormats: true });
  addFormats(ajv);
  const components = document.components;
  const compiled = new Map<string, ValidateFunction>();
  return (d, body) => {
    let validate = compiled.get(d.path);
    if (!validate) {
      const schema = answerSchemaOf(document, d) ?? {};
      // The answer's schema with the components its $refs name ('#/components/schemas/Envelope'), as one root.
      validate = ajv.compile({ ...(schema as object), components });
      compiled.set(d.path, validate);
    }
    return validate(body) ? [] : describeErrors(validate.errors ?? [], document);
  };
}

/** The app's reader on an answer's data: undefined when it reads it whole; else what it refused, or the rows of a
 *  list it left out (the shape reporter's issues). */
export function appReads(d: Described, data: unknown): string[] | undefined {
  if (!d.check) return undefined;
  const reported: string[] = [];
  resetShapeReports();
  const before = setShapeReporter((_, issues) => reported.push(...issues));
  try {
    d.check(data);
    return reported.length ? reported : undefined;
  } catch (e) {
    const detail = (e as { data?: unknown }).data;
    return Array.isArray(detail) ? detail.map(String) : [(e as Error).message];
  } finally {
    setShapeReporter(before);
    resetShapeReports();
  }
}

/** An answer of success judged: the contract's fields (Ajv) and the app's reader. */
export function judgeAnswer(
  d: Described,
  body: unknown,
  judge: (d: Described, body: unknown) => string[],
): { issues: string[]; refused?: string[] } {
  return { issues: judge(d, body), refused: appReads(d, (body as Json | null)?.data) };
}

// ---------------------------------------------------------------------------------------------------------------
// The run against a backend

export interface Verdict {
  path: string;
  verdict: 'compatible' | 'incompatible' | 'not judged' | 'skipped';
  /** Why not judged or skipped: HTTP status, a business failure, what the query lacks. */
  reason?: string;
  issues?: string[];
  /** Who refused an incompatible answer: the contract's schema, the app's reader, or both. */
  contract?: 'refuses';
  reader?: 'refuses';
}

/** The read-only GETs of the contract: every GET but the single-use code exchange and the captcha picture. */
export const readOnly = (endpoints: Described[]): Described[] =>
  endpoints.filter((d) => d.method === 'get' && d.payload === 'query' && !d.unsafe);

/** The simulator's sample query of a path, when it is fixed (not made from its seeded state). */
function sampleQuery(path: string): Json | undefined {
  const params = ROUTES.find((r) => r.path === path)?.example.params;
  return params && typeof params === 'object' ? params : undefined;
}

/** SPEC §8: status 1, or success true, or respCode '0000'. */
const succeeded = (b: Json): boolean => String(b.status) === '1' || b.success === true || b.respCode === '0000';

export interface CheckOptions {
  base: string;
  internal?: string;
  userinfo?: string;
  cookie?: string;
  headers?: Record<string, string>;
  params?: Record<string, Json>;
  only?: string[];
}

export async function checkBackend(o: CheckOptions, contract = buildContract()): Promise<Verdict[]> {
  const { document, endpoints } = contract;
  const judge = contractJudge(document);
  const slash = (u: string) => (u.endsWith('/') ? u : `${u}/`);
  const bases = { api: slash(o.base), internal: slash(o.internal ?? o.base), userInfo: slash(o.userinfo ?? o.base) };
  const out: Verdict[] = [];
  for (const d of readOnly(endpoints)) {
    if (o.only && !o.only.some((w) => d.path.includes(w))) continue;
    const query = { ...(o.params?.[d.path] ?? sampleQuery(d.path) ?? {}) };
    const needs = (d.request?.required ?? []).filter((k) => query[k] === undefined);
    if (needs.length) {
      out.push({ path: d.path, verdict: 'skipped', reason: `needs ${needs.join(', ')} (--params)` });
      continue;
    }
    const url = new URL(d.path, bases[d.host]);
    url.search = toQuery(query); // as the app writes a query string
    const headers: Record<string, string> = {
      accept: 'application/json',
      'Accept-Language': 'zh-CN',
      wxPublicAccountId: String(d.school ? env.schoolWxPublicAccountId : env.wxPublicAccountId),
      ...(o.cookie ? { cookie: o.cookie } : {}),
      ...o.headers,
    };
    let body: unknown;
    try {
      const res = await fetch(url, { headers });
      const text = await res.text();
      if (res.status !== 200) {
        out.push({ path: d.path, verdict: 'not judged', reason: `HTTP ${res.status}` });
        continue;
      }
      body = JSON.parse(text);
    } catch (e) {
      out.push({ path: d.path, verdict: 'not judged', reason: (e as Error).message });
      continue;
    }
    const envelope = (body !== null && typeof body === 'object' ? body : {}) as Json;
    if (!succeeded(envelope)) {
      const why = [envelope.code, envelope.msg].filter((x) => x !== undefined && x !== '').join(' ');
      out.push({ path: d.path, verdict: 'not judged', reason: `a failure answer: ${why || JSON.stringify(body)}` });
      continue;
    }
    const j = judgeAnswer(d, envelope, judge);
    const issues = [...j.issues, ...(j.refused ?? []).map((r) => `the app's reader: ${r}`)];
    out.push({
      path: d.path,
      verdict: issues.length ? 'incompatible' : 'compatible',
      ...(issues.length ? { issues } : {}),
      ...(j.issues.length ? { contract: 'refuses' as const } : {}),
      ...(j.refused ? { reader: 'refuses' as const } : {}),
    });
  }
  return out;
}

export function formatReport(verdicts: Verdict[]): string {
  const mark = { compatible: 'ok  ', incompatible: 'FAIL', 'not judged': '--  ', skipped: 'skip' } as const;
  const lines = verdicts.map((v) => {
    const head = `${mark[v.verdict]} ${v.path}`;
    const tail = v.reason ? `: ${v.reason}` : '';
    return [head + tail, ...(v.issues ?? []).map((i) => `       ${i}`)].join('\n');
  });
  const count = (k: Verdict['verdict']) => verdicts.filter((v) => v.verdict === k).length;
  lines.push(
    '',
    `${verdicts.length} read-only GETs: ${count('compatible')} compatible, ${count('incompatible')} incompatible, ` +
      `${count('not judged')} not judged (HTTP or failure answers), ${count('skipped')} skipped (a query nobody gave)`,
  );
  const readerOnly = verdicts.filter((v) => v.reader && !v.contract).length;
  const contractOnly = verdicts.filter((v) => v.contract && !v.reader).length;
  if (readerOnly || contractOnly)
    lines.push(
      `of the incompatible: ${readerOnly} the contract allows and the app refuses, ` +
        `${contractOnly} the contract refuses and the app reads`,
    );
  return lines.join('\n');
}

function parseArgs(argv: string[]): CheckOptions & { json: boolean } {
  const value = (name: string): string | undefined => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const base = value('--base');
  if (!base) {
    console.error("usage: npm run contract:check -- --base URL [--cookie 'a=b'] [--params file.json] (see the script)");
    process.exit(2);
  }
  const headers: Record<string, string> = {};
  argv.forEach((a, i) => {
    if (a !== '--header') return;
    const [k, ...rest] = (argv[i + 1] ?? '').split(':');
    if (k && rest.length) headers[k.trim()] = rest.join(':').trim();
  });
  const paramsFile = value('--params');
  return {
    base,
    internal: value('--internal'),
    userinfo: value('--userinfo'),
    cookie: value('--cookie'),
    headers,
    params: paramsFile ? (JSON.parse(fs.readFileSync(paramsFile, 'utf8')) as Record<string, Json>) : undefined,
    only: value('--only')?.split(','),
    json: argv.includes('--json'),
  };
}

if (require.main === module) {
  const opts = parseArgs(process.argv.slice(2));
  checkBackend(opts).then(
    (verdicts) => {
      console.log(opts.json ? JSON.stringify(verdicts, null, 2) : formatReport(verdicts));
      process.exit(verdicts.some((v) => v.verdict === 'incompatible') ? 1 : 0);
    },
    (e: unknown) => {
      console.error(e);
      process.exit(2);
    },
  );
}
