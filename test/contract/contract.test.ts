// The published contract (scripts/contract.ts, `npm run contract`): generated in memory from the code, an OpenAPI
// 3.1 document with every endpoint the app defines, each answer converted from its schema without a crash, whatever
// the schema helpers become.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildContract, responseSchema, specPaths, SPEC_FILE } from '../../scripts/contract';
import { date, flag, list, loose, num, numberOf, str, v } from '../../src/services/api/schema';
import { NUMBER_TEXT } from '../../src/services/api/schemaFields';

type Json = Record<string, unknown>;

const API_DIR = path.join(__dirname, '../../src/services/api');

/** Every '/api/...' path the domain modules name. */
const usedPaths = (): string[] => {
  const out = new Set<string>();
  for (const f of fs.readdirSync(API_DIR).filter((x) => x.endsWith('.ts')))
    for (const m of fs.readFileSync(path.join(API_DIR, f), 'utf8').matchAll(/'\/api\/([\w/]+)/g))
      out.add(m[1].replace(/\/$/, '/{id}'));
  return [...out];
};

type Op = {
  operationId: string;
  'x-source': string;
  'x-host': string;
  'x-payload': string;
  'x-gates': string[];
  parameters: { name: string; in: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, unknown>;
};

describe('the contract', () => {
  const { document, endpoints } = buildContract();
  const paths = document.paths as Record<string, Record<string, Op>>;
  const op = (p: string): Op => {
    const item = paths[`/${p}`];
    return item.get ?? item.post;
  };

  it('is an OpenAPI 3.1 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) });
    expect(Object.keys(paths).length).toBeGreaterThan(90);
    const ids = new Set<string>();
    for (const [p, item] of Object.entries(paths)) {
      expect(p).toMatch(/^\/[\w/{}]+$/);
      for (const [method, o] of Object.entries(item)) {
        if (method === 'servers') continue;
        expect(['get', 'post']).toContain(method);
        expect(ids.has(o.operationId)).toBe(false);
        ids.add(o.operationId);
        expect(['spec', 'proposed']).toContain(o['x-source']);
        expect(['main', 'internal', 'user-info']).toContain(o['x-host']);
        expect(o.responses['200']).toBeDefined();
        for (const param of o.parameters) expect(['header', 'query', 'path']).toContain(param.in);
      }
    }
    // Every $ref resolves in the document.
    const text = JSON.stringify(document);
    for (const [, ref] of text.matchAll(/"\$ref":"#\/([^"]+)"/g)) {
      const target = ref.split('/').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], document);
      expect({ ref, found: target !== undefined }).toEqual({ ref, found: true });
    }
  });

  it('has every endpoint the app defines', () => {
    const have = new Set(endpoints.map((d) => d.path));
    expect(usedPaths().filter((p) => !have.has(p))).toEqual([]);
  });

  (fs.existsSync(SPEC_FILE) ? it : it.skip)('marks the paths of SPEC.md §7 spec, and the others proposed', () => {
    const spec = specPaths();
    expect(spec.length).toBeGreaterThan(90);
    for (const p of spec) expect(op(p === 'user/kaptcha' ? 'user/kaptcha/{id}' : p)['x-source']).toBe('spec');
    expect(op('activity/formMain/list')['x-source']).toBe('proposed');
    expect(op('user/logout')['x-source']).toBe('proposed');
  });

  it('says where the payload goes, the host, the gates and the headers', () => {
    const getBusiSms = op('handlebusi/busi/getBusiSms');
    expect(getBusiSms).toMatchObject({ 'x-payload': 'query', 'x-gates': ['captcha'], 'x-host': 'main' });
    const query = getBusiSms.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    expect(query).toEqual(expect.arrayContaining(['phone', 'kaptcha', 'kaptchaId']));
    expect(query).not.toContain('verifyKaptcha');
    expect(paths['/handlebusi/busi/getBusiSms'].post).toBeDefined();

    expect(op('handlebusi/busi/handle')['x-gates']).toEqual(['sms']);
    expect(op('user/getNewOnLine').requestBody?.content).toHaveProperty(['application/x-www-form-urlencoded']);
    expect(op('activity/formMain/upload').requestBody?.content).toHaveProperty(['multipart/form-data']);
    expect(op('handlebusi/wxOrderRecord/submit').requestBody?.content).toHaveProperty(['application/json']);
    expect(op('bill/userPaymentRecords')).toMatchObject({ 'x-payload': 'query', 'x-host': 'internal' });
    expect(paths['/bill/userPaymentRecords'].servers).toEqual([
      expect.objectContaining({ url: '/sms2-api/internal/' }),
    ]);
    expect(op('user/queryUserInfo')['x-host']).toBe('user-info');

    const headers = (o: Op) => o.parameters.filter((p) => p.in === 'header');
    const names = (o: Op) => headers(o).map((p) => p.name);
    expect(names(op('bill/queryUserBalance'))).toEqual(
      expect.arrayContaining(['wxPublicAccountId', 'unionId', 'mall_token', 'tokenType', 'Accept-Language']),
    );
    expect(names(op('bill/queryUserBalance'))).not.toContain('X-XSRF-TOKEN');
    expect(names(op('user/defaultLogin'))).toEqual(expect.arrayContaining(['X-XSRF-TOKEN', 'Idempotency-Key']));
    const keyOf = (p: string) => headers(op(p)).find((h) => h.name === 'Idempotency-Key')?.required;
    expect(keyOf('handlebusi/wxOrderRecord/submit')).toBe(true); // its doc says so
    expect(keyOf('activity/formMain/add')).toBe(true); // its callers pass one
    expect(keyOf('activity/kdyxd/add')).toBe(true); // through the ordering family's sendOnce
    expect(keyOf('omoweb/productList/recordClick')).toBe(false);
    // unsubscribing asks the SMS gate through the call's option, not by its path
    expect(op('handlebusi/businessAcceptanceRecord/cancelUserProductInfo')['x-gates']).toEqual(['sms (some callers)']);
  });

  it('describes the request fields from the TypeScript request types', () => {
    const body = op('handlebusi/wxOrderRecord/submit').requestBody?.content['application/json'].schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties).length).toBeGreaterThan(3);
    const selectNum = op('handlebusi/wxOrderRecord/selectNum').parameters.filter((p) => p.in === 'query');
    expect(selectNum.length).toBeGreaterThan(0);
  });

  it('describes the answer the app reads, on the input side', () => {
    const balance = op('bill/queryUserBalance').responses['200'] as {
      content: { 'application/json': { schema: { allOf: [unknown, { properties: { data: unknown } }] } } };
    };
    expect(balance.content['application/json'].schema.allOf[1].properties.data).toMatchObject({
      type: 'object',
      properties: {
        balanceFen: expect.objectContaining({
          anyOf: [{ type: 'number' }, { type: 'string', pattern: NUMBER_TEXT.source }],
        }),
      },
    });
  });

  it("names the answer's Date, by which the app counts the server's windows", () => {
    for (const item of Object.values(paths))
      for (const o of ['get', 'post', 'put', 'patch', 'delete'].flatMap((m) => (item[m] ? [item[m]] : []))) {
        const ok = o.responses['200'] as { headers?: Record<string, { description: string }>; content: Json };
        // The captcha's picture is no answer the app reads.
        if ('image/svg+xml' in ok.content) continue;
        expect(ok.headers?.Date?.description).toMatch(/the server's clock/);
      }
  });
});

describe("the tolerant reader's fields", () => {
  it('are described as what they read (the type, or its loose forms), never as anything ({})', () => {
    const fields = () =>
      v.object({ n: num(), b: flag(), s: str(), d: date(), list: list(v.object({ id: str() })), o: v.optional(num()) });
    const json = responseSchema(fields) as {
      properties: Record<string, { anyOf?: unknown[]; default?: unknown }>;
      required: string[];
    };
    expect(json.required).toEqual(['n', 's', 'd']);
    // a number, or its text by the reader's own pattern; a required field is never null
    expect(json.properties.n?.anyOf).toEqual([{ type: 'number' }, { type: 'string', pattern: NUMBER_TEXT.source }]);
    // a flag: true/false or the texts and numbers the reader takes; absent or null is false
    expect(json.properties.b).toMatchObject({
      default: false,
      anyOf: [
        {
          anyOf: [{ type: 'boolean' }, { enum: ['0', '1', 'true', 'false'] }, { enum: [0, 1] }],
        },
        { type: 'null' },
      ],
    });
    expect(json.properties.s?.anyOf).toEqual([{ type: 'string' }, { type: 'number' }]);
    expect(json.properties.d?.anyOf).toEqual([{ type: 'string' }, { type: 'number' }]);
    expect(json.properties.o?.anyOf).toEqual([
      { anyOf: [{ type: 'number' }, { type: 'string', pattern: NUMBER_TEXT.source }] },
      { type: 'null' },
    ]);
    // a list: its rows (a row may be null: left out), absent or null when empty
    expect(json.properties.list).toMatchObject({ default: [] });
    expect(JSON.stringify(json.properties.list)).toContain('{"anyOf":[{"type":"string"},{"type":"number"}]');
    expect(JSON.stringify(json.properties.list)).toContain('"items":{"anyOf":[{"type":"object"');
  });

  it('lists the values of an enum, also a code read from its text', () => {
    const json = responseSchema(() =>
      v.object({ kind: v.picklist(['a', 'b']), code: loose(numberOf, v.picklist([1, 6])) }),
    ) as { properties: Record<string, unknown> };
    expect(json.properties.kind).toEqual({ type: 'string', enum: ['a', 'b'] });
    expect(json.properties.code).toMatchObject({ anyOf: [{ enum: [1, 6] }, { enum: ['1', '6'] }] });
  });
});

describe('the document', () => {
  const { document, endpoints } = buildContract();
  type Answer = { allOf: [unknown, { required?: string[]; properties: { data: { anyOf?: unknown[] } } }] };
  const answer = (p: string): Answer['allOf'][1] => {
    const item = (document.paths as Record<string, Record<string, { responses: Record<string, unknown> }>>)[`/${p}`];
    const r = (item.get ?? item.post).responses['200'] as { content: { 'application/json': { schema: Answer } } };
    return r.content['application/json'].schema.allOf[1];
  };

  it('is valid OpenAPI 3.1 by a maintained validator (@seriousme/openapi-schema-validator)', () => {
    const script = [
      "import { Validator } from '@seriousme/openapi-schema-validator';",
      "let text = '';",
      'for await (const chunk of process.stdin) text += chunk;',
      'const r = await new Validator().validate(JSON.parse(text));',
      'console.log(JSON.stringify({ valid: r.valid, errors: r.valid ? [] : r.errors }));',
    ].join('\n');
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: path.join(__dirname, '../..'),
      input: JSON.stringify(document),
      encoding: 'utf8',
    });
    const result = JSON.parse(out) as { valid: boolean; errors: unknown };
    expect(result).toEqual({ valid: true, errors: [] });
  });

  it('requires data where the reader cannot do without it, and takes it absent, null or {} elsewhere', () => {
    expect(answer('bill/queryUserBalance').required).toEqual(['data']);
    expect(answer('unifiedinteraction/jssdk/getWxConfig').required).toEqual(['data']);
    const records = answer('handlebusi/businessAcceptanceRecord/queryUserProductInfo');
    expect(records.required).toBeUndefined();
    expect(records.properties.data.anyOf).toEqual(expect.arrayContaining([{ type: 'null' }]));
    const needing = endpoints.filter((d) => d.needsData).length;
    expect(needing).toBeGreaterThan(10);
    expect(needing).toBeLessThan(endpoints.length / 2);
  });

  it('describes 401, 404 and 417 of SPEC §8, the staff-only 666 as an extension, and the session', () => {
    const item = (document.paths as Record<string, Record<string, { responses: Json; security?: unknown }>>)[
      '/bill/queryUserBalance'
    ].get;
    expect(Object.keys(item.responses)).toEqual(['200', '401', '404', '417', 'x-666']);
    expect(item.security).toEqual([{ session: [] }, { mallToken: [] }]);
    expect((document.components as Json).securitySchemes).toMatchObject({
      session: { type: 'apiKey', in: 'cookie' },
      mallToken: { type: 'apiKey', in: 'header', name: 'mall_token' },
    });
  });
});

describe('the conversion of a schema', () => {
  it('takes a pipe with a transform as its input side', () => {
    const loose = () =>
      v.object({
        n: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
        flag: v.optional(
          v.pipe(
            v.union([v.boolean(), v.string()]),
            v.transform((x) => x === true || x === 'true'),
          ),
        ),
      });
    expect(responseSchema(loose)).toEqual({
      type: 'object',
      properties: {
        n: { anyOf: [{ type: 'number' }, { type: 'string' }] },
        // absent or null: the reader reads null as absent
        flag: { anyOf: [{ anyOf: [{ type: 'boolean' }, { type: 'string' }] }, { type: 'null' }] },
      },
      required: ['n'],
    });
  });

  it('keeps the schema so far past an action it cannot convert', () => {
    expect(responseSchema(() => v.pipe(v.string(), v.trim(), v.minLength(1)))).toEqual({
      type: 'string',
      minLength: 1,
    });
  });

  it('hoists the definitions of a recursive schema under a prefix of their own', () => {
    const defs = {};
    const node = responseSchema(() => v.object({ name: v.lazy(() => v.string()) }), defs, 'a.b');
    expect(node).toEqual({
      type: 'object',
      properties: { name: { $ref: '#/components/schemas/a.b.0' } },
      required: ['name'],
    });
    expect(defs).toEqual({ 'a.b.0': { type: 'string' } });
  });

  it('never throws on a schema it does not know: {} with a description', () => {
    const odd = () => v.object({ when: v.date(), f: v.custom<string>((x) => typeof x === 'string'), ok: v.string() });
    const json = responseSchema(odd) as { properties: Record<string, { description?: string }> };
    expect(json.properties.when.description).toMatch(/not described/);
    expect(json.properties.f.description).toMatch(/not described/);
    expect(json.properties.ok).toEqual({ type: 'string' });
    expect(
      responseSchema(() =>
        v.pipe(
          v.unknown(),
          v.transform(() => null),
        ),
      ),
    ).toEqual({});
  });
});
