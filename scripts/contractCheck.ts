// `npm run contract:check -- --base URL --cookie '...'`: calls the read-only GETs of a running backend (a staging
// server) and reports each answer as compatible with the contract (scripts/contract.ts) or not, field by field: a
// required field missing, a field of the wrong type or value; fields the app does not read are ignored (counted).
// An answer is compatible when the app's own reader takes it (the endpoint's check) and it fits the contract's JSON
// Schema of `data`.
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
import { buildContract, type Described, type JsonSchema } from './contract';
import { ROUTES } from '../mocks/routes';
import { env } from '../config/env';
import { toQuery } from '../src/services/request/client';

type Json = Record<string, unknown>;

/** One finding about one field of an answer. */
export interface FieldIssue {
  /** 'data.list[].fen' (items of a list are one path; `count` says how many were wrong). */
  at: string;
  problem: 'missing' | 'type' | 'value';
  expected: string;
  got?: string;
  count?: number;
}

export interface Fit {
  issues: FieldIssue[];
  /** Fields the answer has and the contract does not name: the app ignores them. */
  ignored: string[];
}

const kindOf = (x: unknown): string =>
  x === null
    ? 'null'
    : Array.isArray(x)
      ? 'array'
      : typeof x === 'number' && Number.isInteger(x)
        ? 'integer'
        : typeof x;

const matchesType = (t: string, x: unknown): boolean => {
  const k = kindOf(x);
  return t === k || (t === 'number' && k === 'integer');
};

const show = (x: unknown): string => {
  const s = JSON.stringify(x) ?? String(x);
  return `${kindOf(x)} ${s.length > 40 ? `${s.slice(0, 37)}...` : s}`;
};

/**
 * How a value fits a JSON Schema of the contract: the keywords @valibot/to-json-schema writes (type, properties,
 * required, items, anyOf/oneOf/allOf, enum, const, lengths, bounds, pattern, $ref into `root`). Unknown keywords are
 * no constraint; additional properties are never an error (the app ignores them).
 */
export function fit(schema: JsonSchema | undefined, value: unknown, root: Json = {}, at = 'data'): Fit {
  const issues: FieldIssue[] = [];
  const ignored = new Set<string>();
  const walk = (s: JsonSchema | undefined, x: unknown, where: string): void => {
    if (!s || typeof s !== 'object') return;
    const js = s as Json & {
      $ref?: string;
      type?: string | string[];
      properties?: Record<string, JsonSchema>;
      required?: string[];
      items?: JsonSchema;
      anyOf?: JsonSchema[];
      oneOf?: JsonSchema[];
      allOf?: JsonSchema[];
      enum?: unknown[];
      const?: unknown;
    };
    if (js.$ref) {
      const target = js.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((o, k) => (o as Json | undefined)?.[k], root);
      walk(target as JsonSchema, x, where);
    }
    for (const part of js.allOf ?? []) walk(part, x, where);
    const branches = js.anyOf ?? js.oneOf;
    if (branches) {
      const fits = branches.map((b) => fit(b, x, root, where));
      const ok = fits.find((f) => f.issues.length === 0);
      if (ok) ok.ignored.forEach((k) => ignored.add(k));
      else {
        // The branch of the right type says what is wrong inside; otherwise the value is of none of the types.
        const typed = branches.findIndex((b) => {
          const t = (b as { type?: string | string[] }).type;
          return t !== undefined && [t].flat().some((tt) => matchesType(tt, x));
        });
        if (typed >= 0) issues.push(...fits[typed].issues);
        else
          issues.push({
            at: where,
            problem: 'type',
            expected: branches.map((b) => [(b as { type?: string }).type ?? 'other'].flat().join('|')).join(' or '),
            got: show(x),
          });
      }
    }
    if (js.type !== undefined) {
      const types = [js.type].flat();
      if (!types.some((t) => matchesType(t, x))) {
        issues.push({ at: where, problem: 'type', expected: types.join(' or '), got: show(x) });
        return;
      }
    }
    if (js.enum && !js.enum.some((e) => e === x))
      issues.push({ at: where, problem: 'value', expected: `one of ${JSON.stringify(js.enum)}`, got: show(x) });
    if ('const' in js && js.const !== x)
      issues.push({ at: where, problem: 'value', expected: JSON.stringify(js.const), got: show(x) });
    if (typeof x === 'string') {
      if (typeof js.minLength === 'number' && x.length < js.minLength)
        issues.push({ at: where, problem: 'value', expected: `at least ${js.minLength} characters`, got: show(x) });
      if (typeof js.maxLength === 'number' && x.length > js.maxLength)
        issues.push({ at: where, problem: 'value', expected: `at most ${js.maxLength} characters`, got: show(x) });
      if (typeof js.pattern === 'string' && !new RegExp(js.pattern, 'u').test(x))
        issues.push({ at: where, problem: 'value', expected: `matching /${js.pattern}/`, got: show(x) });
    }
    if (typeof x === 'number') {
      if (typeof js.minimum === 'number' && x < js.minimum)
        issues.push({ at: where, problem: 'value', expected: `>= ${js.minimum}`, got: show(x) });
      if (typeof js.maximum === 'number' && x > js.maximum)
        issues.push({ at: where, problem: 'value', expected: `<= ${js.maximum}`, got: show(x) });
    }
    if (x !== null && typeof x === 'object' && !Array.isArray(x) && (js.properties || js.required)) {
      const o = x as Json;
      for (const k of js.required ?? [])
        if (o[k] === undefined)
          issues.push({ at: `${where}.${k}`, problem: 'missing', expected: typeName(js.properties?.[k]) });
      for (const [k, sub] of Object.entries(js.properties ?? {}))
        if (o[k] !== undefined) walk(sub, o[k], `${where}.${k}`);
      if (js.properties) for (const k of Object.keys(o)) if (!(k in js.properties)) ignored.add(`${where}.${k}`);
    }
    if (Array.isArray(x) && js.items) x.forEach((item) => walk(js.items, item, `${where}[]`));
  };
  walk(schema, value, at);
  return { issues: collapse(issues), ignored: [...ignored] };
}

/** The same finding on many items of a list, once with its count. */
function collapse(issues: FieldIssue[]): FieldIssue[] {
  const by = new Map<string, FieldIssue>();
  for (const i of issues) {
    const key = `${i.at}|${i.problem}|${i.expected}`;
    const seen = by.get(key);
    if (seen) seen.count = (seen.count ?? 1) + 1;
    else by.set(key, { ...i });
  }
  return [...by.values()];
}

const typeName = (s: JsonSchema | undefined): string => {
  const t = (s as { type?: string | string[]; anyOf?: { type?: string }[] } | undefined) ?? {};
  if (t.type) return [t.type].flat().join(' or ');
  if (t.anyOf) return t.anyOf.map((b) => b.type ?? 'other').join(' or ');
  return 'a value';
};

export const formatIssue = (i: FieldIssue): string =>
  i.problem === 'missing'
    ? `${i.at}: missing (required, ${i.expected})`
    : `${i.at}: expected ${i.expected}, got ${i.got ?? '?'}${i.count ? ` (${i.count} items)` : ''}`;

/** The app's reader on an answer: undefined when it takes it, else what it refused. */
export function appReads(d: Described, data: unknown): string[] | undefined {
  if (!d.check) return undefined;
  const error = console.error;
  console.error = () => undefined; // the reader logs a refusal; here it is the report
  try {
    d.check(data);
    return undefined;
  } catch (e) {
    const detail = (e as { data?: unknown }).data;
    return Array.isArray(detail) ? detail.map(String) : [(e as Error).message];
  } finally {
    console.error = error;
  }
}

/** An answer judged: the contract's fields and the app's reader. */
export function judgeAnswer(d: Described, data: unknown, root: Json): Fit & { refused?: string[] } {
  return { ...fit(d.response, data, root), refused: appReads(d, data) };
}

// ---------------------------------------------------------------------------------------------------------------
// The run against a backend

export interface Verdict {
  path: string;
  verdict: 'compatible' | 'incompatible' | 'not judged' | 'skipped';
  /** Why not judged or skipped: HTTP status, a business failure, what the query lacks. */
  reason?: string;
  issues?: string[];
  ignored?: number;
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
    const j = judgeAnswer(d, envelope.data, document);
    const issues = [...j.issues.map(formatIssue), ...(j.refused ?? []).map((r) => `the app's reader: ${r}`)];
    out.push({
      path: d.path,
      verdict: issues.length ? 'incompatible' : 'compatible',
      ...(issues.length ? { issues } : {}),
      ignored: j.ignored.length,
    });
  }
  return out;
}

export function formatReport(verdicts: Verdict[]): string {
  const mark = { compatible: 'ok  ', incompatible: 'FAIL', 'not judged': '--  ', skipped: 'skip' } as const;
  const lines = verdicts.map((v) => {
    const head = `${mark[v.verdict]} ${v.path}`;
    const tail = v.reason
      ? `: ${v.reason}`
      : v.ignored
        ? ` (${v.ignored} field${v.ignored > 1 ? 's' : ''} the app does not read, ignored)`
        : '';
    return [head + tail, ...(v.issues ?? []).map((i) => `       ${i}`)].join('\n');
  });
  const count = (k: Verdict['verdict']) => verdicts.filter((v) => v.verdict === k).length;
  lines.push(
    '',
    `${verdicts.length} read-only GETs: ${count('compatible')} compatible, ${count('incompatible')} incompatible, ` +
      `${count('not judged')} not judged (HTTP or failure answers), ${count('skipped')} skipped (a query nobody gave)`,
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
