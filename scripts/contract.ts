// `npm run contract` (ts-node scripts/contract.ts): the API contract, as the app holds a backend to it, written as
// OpenAPI 3.1 to dist/contract/openapi.json. Nothing in it is written by hand: every endpoint the app defines
// (src/services/api/define.ts records each, with its verb and schema factory, outside production builds), the answer
// each reads (its valibot schema, converted with @valibot/to-json-schema on the input side: what a backend may send),
// the request fields (the endpoint's TypeScript request type, read with the compiler), the host (config/hosts.ts),
// the gates (src/services/request/gates.ts), the headers (src/services/request/headers.ts) and whether SPEC.md §7
// names the path (spec) or the app and its simulator added it (proposed).
//   --out FILE   another file than dist/contract/openapi.json
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import { api } from '../src/services/api';
import { defined, type Checked, type Defined } from '../src/services/api/define';
import { parse } from '../src/services/api/schema';
import { FLAGS, NUMBER_TEXT } from '../src/services/api/schemaFields';
import * as v from 'valibot';
import { UploadedSchema } from '../src/services/api/types/activity';
import { stripApi } from '../src/services/request/client';
import { CAPTCHA_PATHS, SMS_PATHS } from '../src/services/request/gates';
import { env } from '../config/env';
import { hostFor, type HostName } from '../config/hosts';
import { ROUTES, XSRF_FREE_PATHS } from '../mocks/routes';

export type { JsonSchema };
type Json = Record<string, unknown>;

const ROOT = path.resolve(__dirname, '..');
const API_DIR = path.join(ROOT, 'src', 'services', 'api');
export const SPEC_FILE = process.env.SPEC_PATH ?? path.join(ROOT, '..', 'shared', 'spec', 'SPEC.md');

/** The path the app sends its payload as a query string although it is a POST (SPEC §7), without verifyKaptcha. */
const BUSI_SMS = 'handlebusi/busi/getBusiSms';
/** The upload is the one call not made by define.ts (a file, not a payload): `upload` in activity.ts. */
const UPLOAD = 'activity/formMain/upload';
/** The captcha picture: an <img> address (captchaImageUrl in user.ts), not a call. */
const CAPTCHA_IMAGE = 'user/kaptcha/{id}';

export type Payload = 'query' | 'json' | 'form' | 'multipart' | 'none';

/** One endpoint as the contract describes it. */
export interface Described {
  /** 'bill/queryUserBalance' (the app's '/api/' stripped, as it is sent). */
  path: string;
  method: 'get' | 'post';
  payload: Payload;
  host: HostName;
  source: 'spec' | 'proposed';
  gates: ('captcha' | 'sms')[];
  /** The app's own check of `data` (undefined for the captcha picture). */
  check?: (data: unknown) => unknown;
  /** The JSON Schema of `data` as the app reads it (input side). */
  response?: JsonSchema;
  /** Whether the page cannot work without `data`: its reader refuses an answer without it (absent, null or {}). */
  needsData?: boolean;
  /** The request's fields from its TypeScript type; undefined when the call has no payload type. */
  request?: JsonSchema;
  doc: string;
  operationId: string;
  /** School platform (its own public-account id); never retried; sent with an Idempotency-Key. */
  school?: boolean;
  unsafe?: boolean;
  idempotent?: boolean;
  /** The SMS gate asked by some callers only (the `smsGate` option), not by the path. */
  smsGateSometimes?: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// SPEC.md §7

/** The paths of SPEC.md §7 (stripped of /api/): every /api/... token of a bullet, with the ", sibling" shorthand
 *  expanded. Empty when the spec is not beside the project. */
export function specPaths(file = SPEC_FILE): string[] {
  if (!fs.existsSync(file)) return [];
  const markdown = fs.readFileSync(file, 'utf8');
  const start = markdown.indexOf('## 7.');
  const section = markdown.slice(start, markdown.indexOf('## 8.', start));
  const out = new Set<string>();
  for (const line of section.split('\n')) {
    if (!/^\s*-/.test(line)) continue;
    for (const m of line.matchAll(/\/api\/([A-Za-z0-9_/]+)/g)) {
      const p = m[1].replace(/\/+$/, '');
      out.add(p);
      const parent = p.split('/').slice(0, -1).join('/');
      for (const part of line
        .slice((m.index ?? 0) + m[0].length)
        .split(',')
        .slice(1)
        .map((s) => s.trim())) {
        if (!/^[A-Za-z]+$/.test(part)) break;
        out.add(`${parent}/${part}`);
      }
    }
    // 'GET user/kaptcha/{random id}' is named without /api/.
    if (/user\/kaptcha\//.test(line)) out.add('user/kaptcha');
  }
  return [...out].sort();
}

// ---------------------------------------------------------------------------------------------------------------
// Answers: valibot -> JSON Schema

/** What a backend may send, not what the app makes of it: a pipe stops before its first transform (its input side),
 *  and a schema or action the converter does not know becomes `{}` with a description, never an exception. */
const CONVERSION: ConversionConfig = {
  target: 'draft-2020-12',
  typeMode: 'input',
  errorMode: 'ignore',
  overrideSchema: ({ valibotSchema, errors }) =>
    errors ? { description: `not described: a valibot ${valibotSchema.type} has no JSON Schema` } : undefined,
  // An action it cannot convert (trim, brand, a check of its own) constrains nothing here: the schema so far stays.
  overrideAction: ({ jsonSchema, errors }) => (errors ? jsonSchema : undefined),
};

/** What each type of the tolerant reader's fields (src/services/api/schemaFields.ts, schemaDate.ts) also takes:
 *  a number its texts (NUMBER_TEXT), a flag its texts and numbers (FLAGS), a text a number. */
const FLAG_TEXTS = Object.keys(FLAGS);
const FLAG_NUMBERS = FLAG_TEXTS.filter((k) => /^\d$/.test(k)).map(Number);
const LOOSELY: Record<string, { also: () => readonly v.GenericSchema[]; description: string }> = {
  number: {
    also: () => [v.pipe(v.string(), v.regex(NUMBER_TEXT))],
    description: 'a number, or one as text ("12.50")',
  },
  boolean: {
    also: () => [v.picklist(FLAG_TEXTS), v.picklist(FLAG_NUMBERS)],
    description: `a flag: true/false, also ${FLAG_TEXTS.map((k) => `"${k}"`).join(', ')} or ${FLAG_NUMBERS.join('/')}`,
  },
  string: {
    also: () => [v.number()],
    description: 'a text, also a number; a date-time as yyyy-MM-dd HH:mm:ss (China time), ISO-8601 or epoch',
  },
};

type Node = v.GenericSchema & {
  pipe?: readonly { type: string; options?: readonly unknown[] }[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  item?: Node;
  options?: readonly Node[];
  rest?: Node;
  /** The item of a tolerant list (list() or rows() of schemaLists.ts); `named`: rows(), never absent. */
  rows?: Node;
  named?: true;
};

/**
 * The schema as a backend team reads it. A field of the tolerant reader is `pipe(unknown(), transform(read), schema)`:
 * its input side is `unknown` (anything), which says nothing; it becomes `schema` or the loose forms `read` accepts
 * (a number or its text...), with a description; a picklist of numbers read so also takes their texts. A tolerant
 * list (its `rows`) is an array of its rows, absent or null when empty. The rest is copied as it is (only the copy is
 * converted).
 */
export function described(schema: Node): Node {
  if (schema.rows)
    return schema.named ? v.array(described(schema.rows)) : v.nullish(v.array(described(schema.rows)), []);
  // A fallback takes anything (a write's answer: the server did the work); its fields are read when they are there.
  if ('fallback' in schema) {
    const { fallback: _, ...wrapped } = schema;
    return v.union([
      described(wrapped as Node) as v.GenericSchema,
      v.pipe(v.any(), v.description('anything else: the page goes on with what it knows')),
    ]);
  }
  const [first, read, target] = schema.pipe ?? [];
  if (first?.type === 'unknown' && read?.type === 'transform' && target) {
    const loose = LOOSELY[target.type];
    if (loose) return v.pipe(v.union([target as v.GenericSchema, ...loose.also()]), v.description(loose.description));
    const options = target.type === 'picklist' ? (target.options ?? []) : [];
    if (options.length && options.every((o) => typeof o === 'number'))
      return v.pipe(
        v.union([target as v.GenericSchema, v.picklist(options.map(String))]),
        v.description('a code, also as text'),
      ) as unknown as Node;
  }
  const copy: Node = { ...schema };
  if (schema.entries)
    copy.entries = Object.fromEntries(Object.entries(schema.entries).map(([k, e]) => [k, described(e)]));
  if (schema.wrapped) copy.wrapped = described(schema.wrapped);
  if (schema.item) copy.item = described(schema.item);
  // The options of a union are schemas; a picklist's are its values, kept as they are.
  if (schema.options && schema.type !== 'picklist') copy.options = schema.options.map(described);
  if (schema.rest) copy.rest = described(schema.rest);
  return copy;
}

type Walked = JsonSchema & {
  properties?: Record<string, Walked>;
  required?: string[];
  items?: Walked;
  anyOf?: Walked[];
  oneOf?: Walked[];
  allOf?: Walked[];
  type?: string | string[];
};

/** Whether a JSON Schema already takes null. */
const takesNull = (s: Walked): boolean =>
  s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null')) || !!s.anyOf?.some(takesNull);

/** `s`, or null: its annotations (description, default) stay outside. */
const orNull = (s: Walked): Walked => {
  if (takesNull(s) || Object.keys(s).every((k) => k === 'description' || k === 'default')) return s;
  const { description, default: byDefault, ...rest } = s;
  return {
    ...(description !== undefined ? { description } : {}),
    ...(byDefault !== undefined ? { default: byDefault } : {}),
    anyOf: [rest, { type: 'null' }],
  };
};

/**
 * The reader reads `null` as absent (schema.ts's parse drops every null field and list item before the schema reads
 * the answer): a field that may be absent may be null, an item of a list may be null. A required field may not.
 */
export function nullAsAbsent(s: Walked): Walked {
  if (!s || typeof s !== 'object') return s;
  const out: Walked = { ...s };
  if (s.properties) {
    const required = new Set(s.required ?? []);
    out.properties = Object.fromEntries(
      Object.entries(s.properties).map(([k, p]) => [k, required.has(k) ? nullAsAbsent(p) : orNull(nullAsAbsent(p))]),
    );
  }
  if (s.items) out.items = orNull(nullAsAbsent(s.items));
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) if (s[k]) out[k] = s[k].map(nullAsAbsent);
  return out;
}

/** The JSON Schema of an answer, its $defs hoisted to the document's components under `prefix` (their $refs
 *  rewritten), so the definitions of two answers never collide. */
export function responseSchema(schema: Defined['schema'], defs: Json = {}, prefix = 'def'): JsonSchema {
  let json: JsonSchema;
  try {
    json = toJsonSchema(described(schema()), CONVERSION);
  } catch (e) {
    return { description: `not described: ${(e as Error).message}` };
  }
  const rename = (text: string) => text.replace(/"#\/\$defs\/([^"]+)"/g, `"#/components/schemas/${prefix}.$1"`);
  const { $schema: _, $defs, ...rest } = json as JsonSchema & { $defs?: Json };
  for (const [k, d] of Object.entries($defs ?? {}))
    defs[`${prefix}.${k}`] = nullAsAbsent(JSON.parse(rename(JSON.stringify(d))) as Walked);
  return nullAsAbsent(JSON.parse(rename(JSON.stringify(rest))) as Walked);
}

// ---------------------------------------------------------------------------------------------------------------
// Requests: TypeScript -> JSON Schema

const VERBS = new Set(['GET', 'POST', 'FORM']);

/** A TypeScript type as JSON Schema, a few levels deep: scalars, literal unions, arrays, objects. */
function typeSchema(checker: ts.TypeChecker, type: ts.Type, at: ts.Node, depth = 0): JsonSchema {
  const parts = (type.isUnion() ? type.types : [type]).filter(
    (t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null | ts.TypeFlags.Void)),
  );
  if (parts.length === 0 || parts.some((t) => t.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown))) return {};
  if (parts.every((t) => t.flags & ts.TypeFlags.BooleanLike)) return { type: 'boolean' };
  if (parts.every((t) => t.flags & ts.TypeFlags.StringLike))
    return parts.every((t) => t.isStringLiteral())
      ? { type: 'string', enum: parts.map((t) => t.value) }
      : { type: 'string' };
  if (parts.every((t) => t.flags & ts.TypeFlags.NumberLike))
    return parts.every((t) => t.isNumberLiteral())
      ? { type: 'number', enum: parts.map((t) => t.value) }
      : { type: 'number' };
  if (parts.length > 1) {
    // number | '1', string | number ...: each part once (true and false are one boolean).
    const seen = new Set<string>();
    const anyOf = parts
      .map((t) => typeSchema(checker, t, at, depth))
      .filter((s) => !seen.has(JSON.stringify(s)) && seen.add(JSON.stringify(s)));
    return anyOf.length === 1 ? anyOf[0] : { anyOf };
  }
  const [t] = parts;
  if (checker.isArrayType(t) || checker.isTupleType(t)) {
    const item = checker.getTypeArguments(t as ts.TypeReference)[0];
    return { type: 'array', items: item && depth < 4 ? typeSchema(checker, item, at, depth + 1) : {} };
  }
  if (t.flags & ts.TypeFlags.Object && depth < 4) return objectSchema(checker, t, at, depth + 1);
  return {};
}

function objectSchema(checker: ts.TypeChecker, type: ts.Type, at: ts.Node, depth = 0): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const sym of checker.getPropertiesOfType(type)) {
    const doc = ts.displayPartsToString(sym.getDocumentationComment(checker)).split('\n')[0].trim();
    const prop = typeSchema(checker, checker.getTypeOfSymbolAtLocation(sym, at), at, depth);
    properties[sym.getName()] = doc ? { ...prop, description: doc } : prop;
    if (!(sym.flags & ts.SymbolFlags.Optional)) required.push(sym.getName());
  }
  // An index signature (Record<string, x>) is a map of any keys.
  if (!Object.keys(properties).length && checker.getIndexInfosOfType(type).length)
    return { type: 'object', additionalProperties: true };
  return { type: 'object', properties, required };
}

interface Source {
  /** The request's fields (the first type argument of GET/POST/FORM), or undefined for none. */
  request?: JsonSchema;
  /** The first line of the doc comment of the exported constant. */
  doc: string;
  /** 'bill.queryUserBalance' */
  operationId: string;
}

/** Reads every `GET<Q, R>('/api/...', ...)` of the domain modules with the compiler: its request type and doc. */
export function readSources(dir = API_DIR): Map<string, Source> {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .map((f) => path.join(dir, f));
  const program = ts.createProgram(files, {
    strict: true,
    target: ts.ScriptTarget.ES2020,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  const out = new Map<string, Source>();
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const domain = path.basename(file, '.ts');
    // The exported constant a doc comment names the path in ('GET /api/config/list?isShow=0 — banners ...'): its
    // name and summary, also where it wraps a local endpoint (config's list, shell's getUserInfoBtm).
    const exported = new Map<string, { name: string; doc: string }>();
    for (const statement of source.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const decl = statement.declarationList.declarations[0];
      const first = docOf(statement);
      const m = /\/api\/([\w/]+)/.exec(first);
      if (m && ts.isIdentifier(decl.name) && statement.modifiers?.some((x) => x.kind === ts.SyntaxKind.ExportKeyword))
        exported.set(m[1], { name: decl.name.text, doc: first.replace(/^.*? — /, '').trim() });
    }
    const visit = (node: ts.Node, statement?: ts.VariableStatement, name?: string): void => {
      if (ts.isVariableStatement(node)) statement = node;
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) name = node.name.text;
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        VERBS.has(node.expression.text) &&
        node.arguments[0] &&
        ts.isStringLiteral(node.arguments[0])
      ) {
        const p = stripApi(node.arguments[0].text);
        const q = node.typeArguments?.[0];
        const qType = q && checker.getTypeFromTypeNode(q);
        const named = exported.get(p);
        out.set(p, {
          request: !qType || qType.flags & ts.TypeFlags.Void ? undefined : objectRequest(checker, qType, source),
          doc: named?.doc ?? '',
          operationId: `${domain}.${named?.name ?? name ?? p}`,
        });
      }
      ts.forEachChild(node, (child) => visit(child, statement, name));
    };
    visit(source);
  }
  return out;
}

/** The first line of a statement's doc comment. */
const docOf = (node: ts.Node): string =>
  ts
    .getJSDocCommentsAndTags(node)
    .map((d) => (typeof d.comment === 'string' ? d.comment : ''))
    .join(' ')
    .split('\n')[0]
    .trim();

/** `Req | void` is the request's fields, all of them optional together (the payload may be left out). */
function objectRequest(checker: ts.TypeChecker, type: ts.Type, at: ts.Node): JsonSchema {
  const parts = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & ts.TypeFlags.Void));
  const s = parts.length === 1 ? objectSchema(checker, parts[0], at) : typeSchema(checker, type, at);
  return parts.length < (type.isUnion() ? type.types.length : 1)
    ? { ...s, description: 'may be left out altogether' }
    : s;
}

/** Where the app's sagas call endpoints. */
const CALLERS = ['pages', 'models'].map((d) => path.join(ROOT, 'src', d));

/**
 * What the app passes an endpoint besides its payload, by the endpoint's name: an idempotency key, the SMS gate.
 * Read from the text of each `call(<module>.<name>, ...)` (or callFx) of the pages and models.
 */
export function callerOptions(dirs = CALLERS): Map<string, Set<'idempotencyKey' | 'smsGate'>> {
  const out = new Map<string, Set<'idempotencyKey' | 'smsGate'>>();
  const scan = (text: string): void => {
    for (const m of text.matchAll(/\bcall\w*\(\s*\w+\.(\w+)\s*,/g)) {
      let i = (m.index ?? 0) + m[0].indexOf('(') + 1;
      for (let depth = 1; i < text.length && depth > 0; i++) depth += text[i] === '(' ? 1 : text[i] === ')' ? -1 : 0;
      const args = text.slice(m.index, i);
      const found = out.get(m[1]) ?? new Set();
      if (/\bidempotencyKey\b/.test(args)) found.add('idempotencyKey');
      if (/\bsmsGate:\s*true\b/.test(args)) found.add('smsGate');
      if (found.size) out.set(m[1], found);
    }
    // The ordering family's sendOnce(key, endpoint, payload) sends with the draft's idempotency key.
    for (const m of text.matchAll(/\bsendOnce\(\s*[\w.]+\s*,\s*\w+\.(\w+)/g))
      out.set(m[1], new Set([...(out.get(m[1]) ?? []), 'idempotencyKey' as const]));
  };
  const walk = (dir: string): void => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true }))
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else if (/\.tsx?$/.test(e.name)) scan(fs.readFileSync(path.join(dir, e.name), 'utf8'));
  };
  dirs.filter((d) => fs.existsSync(d)).forEach(walk);
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// The endpoints

/** Every endpoint the app defines, described: define.ts's records, the upload, the captcha picture. */
export function describeEndpoints(defs: Json = {}): Described[] {
  void api; // importing the aggregate defines every endpoint of every domain module
  const spec = new Set(specPaths());
  const sources = readSources();
  const callers = callerOptions();
  // An endpoint's name, when no other endpoint has it (the callers name it through their own module alias).
  const names = [...sources.values()].map((x) => x.operationId.split('.')[1]);
  const optionsOf = (operationId = ''): Set<string> => {
    const name = operationId.split('.')[1] ?? '';
    return names.filter((n) => n === name).length === 1 ? (callers.get(name) ?? new Set()) : new Set();
  };
  const seen = new Set<string>();
  const out: Described[] = [];
  const sourceOf = (p: string): Described['source'] =>
    spec.has(p) || spec.has(p.replace(/\/\{\w+\}$/, '')) ? 'spec' : 'proposed';
  const gatesOf = (p: string): Described['gates'] => [
    ...(CAPTCHA_PATHS.includes(p) ? (['captcha'] as const) : []),
    ...(SMS_PATHS.includes(p) ? (['sms'] as const) : []),
  ];
  for (const d of defined) {
    const p = stripApi(d.path);
    if (seen.has(p)) continue;
    seen.add(p);
    const src = sources.get(p);
    const opts = optionsOf(src?.operationId);
    out.push({
      path: p,
      method: d.method === 'GET' ? 'get' : 'post',
      payload: d.method === 'GET' || p === BUSI_SMS ? 'query' : d.method === 'FORM' ? 'form' : 'json',
      host: hostFor(p),
      source: sourceOf(p),
      gates: gatesOf(p),
      check: appCheck(d.path, d.schema),
      response: responseSchema(d.schema, defs, src?.operationId ?? p),
      needsData: needsData(d.schema),
      request: src?.request,
      doc: src?.doc ?? '',
      operationId: src?.operationId ?? p,
      school: d.defaults?.school,
      unsafe: d.defaults?.unsafe,
      idempotent: /idempotencyKey/.test(src?.doc ?? '') || opts.has('idempotencyKey'),
      smsGateSometimes: opts.has('smsGate') && !SMS_PATHS.includes(p),
    });
  }
  out.push({
    path: UPLOAD,
    method: 'post',
    payload: 'multipart',
    host: hostFor(UPLOAD),
    source: sourceOf(UPLOAD),
    gates: [],
    check: appCheck(`/api/${UPLOAD}`, UploadedSchema),
    response: responseSchema(UploadedSchema, defs, 'activity.formMainUpload'),
    needsData: needsData(UploadedSchema),
    request: {
      type: 'object',
      properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } },
      required: ['file'],
    },
    doc: 'upload an image, multipart field `file`',
    operationId: 'activity.formMainUpload',
  });
  out.push({
    path: CAPTCHA_IMAGE,
    method: 'get',
    payload: 'none',
    host: hostFor(CAPTCHA_IMAGE),
    source: sourceOf(CAPTCHA_IMAGE),
    gates: [],
    doc: 'the captcha picture (an <img> address; a new random id refreshes it)',
    operationId: 'user.captchaImageUrl',
  });
  return out;
}

/** Whether a reader refuses an answer without data: the reader (schema.ts's parse) takes data absent, null or {}
 *  when its schema reads nothing (undefined or {}). */
export function needsData(schema: Defined['schema']): boolean {
  const s = schema();
  return !v.safeParse(s, undefined).success && !v.safeParse(s, {}).success;
}

/** The app's own check of an answer: the exported endpoint's `check`, else its schema through the same parse. */
function appCheck(p: string, schema: Defined['schema']): (data: unknown) => unknown {
  for (const domain of Object.values(api) as Record<string, unknown>[])
    for (const fn of Object.values(domain)) {
      const ep = fn as Partial<Checked<unknown>> | undefined;
      if (typeof fn === 'function' && ep?.path === p && ep.check) return ep.check;
    }
  let built: ReturnType<Defined['schema']> | undefined;
  return (data) => parse((built ??= schema()), data, p);
}

// ---------------------------------------------------------------------------------------------------------------
// The document

const HOSTS: Record<HostName, { name: string; variable: string; url: string }> = {
  api: { name: 'main', variable: 'SMS2_API_BASE', url: env.apiBase },
  internal: { name: 'internal', variable: 'SMS2_INTERNAL_API_BASE', url: env.internalApiBase },
  userInfo: { name: 'user-info', variable: 'SMS2_USERINFO_API_BASE', url: env.userInfoApiBase },
};
const server = (h: HostName) => ({
  url: HOSTS[h].url,
  description: `${HOSTS[h].name} host (${HOSTS[h].variable} at build time; this URL is the simulator's)`,
});

const header = (name: string, description: string, schema: Json, required = false): Json => ({
  name,
  in: 'header',
  required,
  description,
  schema,
});

/** The headers of src/services/request/headers.ts (and the XSRF pair of client.ts) for one call. */
function headersOf(d: Described): Json[] {
  const school = d.school;
  const out = [
    header(
      'wxPublicAccountId',
      school
        ? `the school platform's public account: ${env.schoolWxPublicAccountId}`
        : `the public account: ${env.wxPublicAccountId}; on a cfsf page 5_myself, or 5_not_myself when its query ` +
            `carries shareOpenId and money; the lyh reception calls take it from the page's wxPublicAccountId query`,
      { type: 'string' },
      true,
    ),
    header('Accept-Language', "the app's language; the server answers its texts in it", {
      type: 'string',
      enum: ['zh-CN', 'en-US'],
    }),
    header('unionId', 'the WeChat union id, once the app knows it', { type: 'string' }),
    header(
      'mall_token',
      "the mall's token from local storage, on the valetHandle, broadOrder, summer and " + 'mobileBusiness pages',
      { type: 'string' },
    ),
    header('tokenType', 'with mall_token', { type: 'string', const: 'stToken' }),
  ];
  if (d.method !== 'get')
    out.push(
      header(
        'X-XSRF-TOKEN',
        XSRF_FREE_PATHS.includes(stripApi(d.path))
          ? "the XSRF-TOKEN cookie echoed when the page has one; not required: a page's telemetry, sent also by a " +
              'page left before its first answer, which has no token (mocks/routes.ts, XSRF_FREE_PATHS)'
          : 'the XSRF-TOKEN cookie echoed; a first write without it is refused (403), the answer ' +
              'sets the cookie and the app sends the write once more',
        { type: 'string' },
      ),
      header(
        'Idempotency-Key',
        d.idempotent
          ? 'one key per submission: the same key replays the first successful answer instead of acting twice'
          : 'sent when the caller gives one (orders and payments)',
        { type: 'string' },
        d.idempotent,
      ),
    );
  return out;
}

/** The fields a gate adds to the payload before the call goes out (src/services/request/gates.ts). */
const GATE_FIELDS: Record<Described['gates'][number], Record<string, JsonSchema>> = {
  captcha: {
    kaptcha: { type: 'string', description: 'the picture captcha as typed (the pre-call captcha gate)' },
    kaptchaId: { type: 'string', description: 'the id the captcha picture was drawn for' },
  },
  sms: {
    smsCode: { type: 'string', description: 'the SMS code (the pre-call SMS gate, when the payload has none)' },
    kaptchaId: { type: 'string', description: "the gate's captcha id" },
    phone: { type: 'string', description: 'the number the code was sent to' },
  },
};

/** The request's fields with what the gates add (and without what getBusiSms drops). */
function requestFields(d: Described): JsonSchema | undefined {
  if (!d.gates.length && !d.smsGateSometimes) return d.request;
  const base = (d.request ?? { type: 'object', properties: {}, required: [] }) as JsonSchema & {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  const properties = { ...base.properties };
  const required = new Set(base.required ?? []);
  for (const g of d.gates)
    for (const [k, s] of Object.entries(GATE_FIELDS[g])) {
      properties[k] = s;
      if (g === 'captcha' || k === 'smsCode') required.add(k);
    }
  if (d.smsGateSometimes) for (const [k, s] of Object.entries(GATE_FIELDS.sms)) properties[k] ??= s;
  if (d.path === BUSI_SMS) delete properties.verifyKaptcha;
  required.delete('verifyKaptcha');
  return { ...base, properties, required: [...required] };
}

/** An object schema's properties as query parameters (a list as repeated keys, an object as JSON). */
function queryParams(schema: JsonSchema | undefined): Json[] {
  const s = schema as { properties?: Record<string, JsonSchema>; required?: string[] } | undefined;
  return Object.entries(s?.properties ?? {}).map(([name, prop]) => ({
    name,
    in: 'query',
    required: s?.required?.includes(name) ?? false,
    ...((prop as Json).description ? { description: (prop as Json).description } : {}),
    schema: prop,
    ...((prop as Json).type === 'array' ? { style: 'form', explode: true } : {}),
  }));
}

const MEDIA: Record<Exclude<Payload, 'query' | 'none'>, string> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

const WHERE: Record<Payload, string> = {
  query: 'the payload in the query string',
  json: 'the payload as a JSON body',
  form: 'the payload as a form-encoded body (fields as text, numbers and booleans as JSON)',
  multipart: 'multipart: the file in field `file`',
  none: 'no payload',
};

/** The answer of success: the envelope, and `data` as the reader takes it (required where the page needs it; else
 *  also absent, null or {}: schema.ts's parse reads them as nothing). */
function answerSchema(d: Described): Json {
  const data = (d.response ?? {}) as Walked;
  const envelope = { $ref: '#/components/schemas/Envelope' };
  if (d.needsData) return { allOf: [envelope, { type: 'object', required: ['data'], properties: { data } }] };
  if (!Object.keys(data).some((k) => k !== 'description' && k !== 'default'))
    return { allOf: [envelope, { type: 'object', properties: { data } }] };
  const options: Walked[] = [data];
  if (!takesNull(data)) options.push({ type: 'null' });
  options.push({ type: 'object', maxProperties: 0, description: 'an empty answer' });
  return { allOf: [envelope, { type: 'object', properties: { data: { anyOf: options } } }] };
}

/** HTTP 666, which a Responses object cannot name (it takes HTTP status codes only): an extension. */
const STAFF_ONLY = {
  description:
    'HTTP 666 (SPEC §8): authenticate again; the staff-only paths (security mallToken, a staff token) answer it to ' +
    'anyone else. The app shows the spec message and logs in again.',
};

/** Who may call a path, by the guard the simulator plays (mocks/routes.ts; PAGES.md §3.1): G0 anyone, G1 a session
 *  (or a mall token), G2 a session with a bound number (or a customer's mall token), G3 a staff token. */
const GUARDS = new Map(ROUTES.map((r) => [r.path, r.guard]));
const SECURITY: Record<string, Json[]> = {
  G0: [],
  G1: [{ session: [] }, { mallToken: [] }],
  G2: [{ session: [] }, { mallToken: [] }],
  G3: [{ mallToken: [] }],
};

function operation(d: Described): Json {
  const request = requestFields(d);
  const described = d.payload === 'multipart' ? 'code' : d.request ? 'typescript' : 'none';
  const notes = [
    `${d.method.toUpperCase()}, ${WHERE[d.payload]}`,
    `host: ${HOSTS[d.host].name}`,
    d.gates.includes('captcha') ? 'behind the picture-captcha gate (kaptcha and kaptchaId are added)' : '',
    d.gates.includes('sms') ? 'behind the SMS gate when the payload has no smsCode' : '',
    d.smsGateSometimes ? 'behind the SMS gate where the caller asks for it (smsCode, kaptchaId, phone added)' : '',
    d.path === BUSI_SMS ? 'verifyKaptcha is dropped (SPEC §7)' : '',
    d.unsafe ? 'never retried: it spends a single-use code' : '',
    described === 'none' && d.payload !== 'none' ? 'no request fields (the call takes no payload)' : '',
  ].filter(Boolean);
  const op: Json = {
    operationId: d.operationId,
    summary: d.doc || d.path,
    description: `${notes.join('; ')}.`,
    tags: [d.path.split('/')[0]],
    'x-source': d.source,
    'x-host': HOSTS[d.host].name,
    'x-payload': d.payload,
    'x-gates': d.smsGateSometimes ? [...d.gates, 'sms (some callers)'] : d.gates,
    'x-request-fields': described,
    parameters: [
      ...headersOf(d),
      ...(d.path === CAPTCHA_IMAGE ? [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }] : []),
      ...(d.payload === 'query' ? queryParams(request) : []),
    ],
  };
  if (d.payload !== 'query' && d.payload !== 'none')
    op.requestBody = {
      required: !!request && ((request as { required?: string[] }).required?.length ?? 0) > 0,
      content: { [MEDIA[d.payload]]: { schema: request ?? { type: 'object', description: 'not described' } } },
    };
  op.responses =
    d.path === CAPTCHA_IMAGE
      ? { '200': { description: 'the picture', content: { 'image/svg+xml': {}, 'image/png': {}, 'image/jpeg': {} } } }
      : {
          '200': {
            description:
              'the envelope (SPEC §8): a success is status 1, or success true, or respCode 0000; data holds the ' +
              'fields the app reads (other fields are ignored). ' +
              (d.needsData
                ? 'data is required: the page cannot work without it'
                : 'data may be absent, null or {}: the page shows its empty state or its defaults'),
            headers: { Date: SERVER_DATE },
            content: { 'application/json': { schema: answerSchema(d) } },
          },
          '401': { $ref: '#/components/responses/NotLoggedIn' },
          '404': { $ref: '#/components/responses/NotFound' },
          '417': { $ref: '#/components/responses/Refused' },
          'x-666': STAFF_ONLY,
        };
  const guard = GUARDS.get(d.path);
  if (guard) op.security = SECURITY[guard];
  return op;
}

/** The answer's Date (src/services/request/serverClock.ts): the server's clock, read on every answer. */
const SERVER_DATE: Json = {
  description:
    "the server's clock (HTTP-date), by which the app counts what the server times (an order's window to pay) " +
    "whatever the phone's clock says; absent or unreadable, the last answer's stands",
  schema: { type: 'string' },
};

/** The whole document. */
export function buildContract(): { document: Json; endpoints: Described[] } {
  const defs: Json = {};
  const endpoints = describeEndpoints(defs);
  const paths: Json = {};
  for (const d of [...endpoints].sort((a, b) => a.path.localeCompare(b.path))) {
    const item = (paths[`/${d.path}`] ??= {}) as Json;
    item[d.method] = operation(d);
    if (d.host !== 'api') item.servers = [server(d.host)];
  }
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
  const spec = endpoints.filter((d) => d.source === 'spec').length;
  const document: Json = {
    openapi: '3.1.0',
    info: {
      title: 'sms2: the operator API as the app reads it',
      version: pkg.version,
      description: [
        'Generated by `npm run contract` from the code (scripts/contract.ts); do not edit.',
        `${endpoints.length} paths: ${spec} named by SPEC.md §7 (x-source: spec), ` +
          `${endpoints.length - spec} added by the app and its simulator (x-source: proposed).`,
        "Paths are the app's /api/... paths with /api/ stripped, sent to one of three hosts (servers; x-host).",
        'Answers: the JSON Schema of `data` is what the app reads, converted from its valibot schemas on the input ' +
          'side (what a backend may send); fields not named are ignored; `default` is what an absent field means. ' +
          'A field the page needs is required; data is required where the page cannot work without it, and may ' +
          'otherwise be absent, null or {}; null stands for absent wherever a field may be absent; numbers and ' +
          'flags may come as the texts their pattern or enum names; a row of a list that does not read is left ' +
          'out, the others are shown.',
        'HTTP 401, 404 and 417 are SPEC §8; HTTP 666 (authenticate again, the staff-only paths) is x-666.',
        'Requests: the fields of the TypeScript request type of each call, read with the compiler ' +
          '(x-request-fields: typescript); none: the call takes no payload; code: the upload, a file in field `file`.',
        'x-gates: captcha = the picture captcha asked before the call (kaptcha, kaptchaId added); sms = the phone, ' +
          'captcha and SMS-code dialog asked when the payload has no smsCode.',
      ].join('\n\n'),
    },
    servers: [server('api')],
    paths,
    components: {
      schemas: {
        Envelope: {
          type: 'object',
          description: 'Every answer (SPEC §8). A failure: msg is shown, or "operation failed" without one.',
          properties: {
            status: { anyOf: [{ type: 'number' }, { type: 'string' }], description: '1 (or "1"): success' },
            success: { type: 'boolean', description: 'true: success' },
            respCode: { type: 'string', description: '"0000": success' },
            code: { anyOf: [{ type: 'string' }, { type: 'number' }] },
            msg: { type: 'string' },
            data: {},
          },
        },
        ...defs,
      },
      responses: {
        NotLoggedIn: { description: 'HTTP 401, no session: the app shows the spec message and logs in again' },
        NotFound: { description: 'HTTP 404: the app shows "request failed, resource not found"' },
        Refused: {
          description: "HTTP 417: the app shows the server's msg",
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } },
        },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'SMS2SESSION',
          description:
            "the customer's session, set by the OAuth exchange (unifiedinteraction/sns/getSnsUserByCode) or a " +
            "login; the name is the simulator's",
        },
        mallToken: {
          type: 'apiKey',
          in: 'header',
          name: 'mall_token',
          description: "the mall's token (with tokenType: stToken): a customer's, or a staff member's",
        },
      },
    },
    security: [{ session: [] }, { mallToken: [] }],
  };
  return { document, endpoints };
}

export function writeContract(out = path.join(ROOT, 'dist', 'contract', 'openapi.json')): string {
  const { document, endpoints } = buildContract();
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify(document, null, 2)}\n`);
  const spec = endpoints.filter((d) => d.source === 'spec').length;
  return `${path.relative(process.cwd(), out)}: ${endpoints.length} paths (${spec} spec, ${endpoints.length - spec} proposed)`;
}

if (require.main === module) {
  const i = process.argv.indexOf('--out');
  console.log(writeContract(i > 0 ? path.resolve(process.argv[i + 1]) : undefined));
}
