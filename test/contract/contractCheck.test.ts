// `npm run contract:check` (scripts/contractCheck.ts): the field-by-field fit of an answer to the contract, and the
// run against a backend over HTTP (the simulator, with one path answering in another shape).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimulatorMiddleware } from '../../mocks/node';
import { createSimulator } from '../../mocks/simulator';
import { buildContract, type JsonSchema } from '../../scripts/contract';
import { checkBackend, fit, formatIssue, formatReport, readOnly } from '../../scripts/contractCheck';
import { T0 } from '../mocks/helpers';

describe('fit', () => {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      phone: { type: 'string' },
      fen: { type: 'number' },
      status: { type: 'string', enum: ['paid', 'unpaid'] },
      loose: { anyOf: [{ type: 'number' }, { type: 'string' }] },
      list: { anyOf: [{ type: 'array', items: { $ref: '#/components/schemas/Item' } }, { type: 'null' }] },
    },
    required: ['phone', 'fen'],
  };
  const root = {
    components: { schemas: { Item: { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] } } },
  };

  it('takes an answer with the fields the app reads, and ignores the others', () => {
    const r = fit(schema, { phone: '186', fen: 1, loose: '12.50', list: null, extra: 1, more: {} }, root);
    expect(r.issues).toEqual([]);
    expect(r.ignored).toEqual(['data.extra', 'data.more']);
  });

  it('names each missing required field and each wrong type or value, field by field', () => {
    const r = fit(
      schema,
      { fen: '1', status: 'gone', loose: true, list: [{ n: 1 }, { n: 'x' }, {}, { n: 1.5 }] },
      root,
    );
    expect(r.issues.map(formatIssue)).toEqual([
      'data.phone: missing (required, string)',
      'data.fen: expected number, got string "1"',
      'data.status: expected one of ["paid","unpaid"], got string "gone"',
      'data.loose: expected number or string, got boolean true',
      'data.list[].n: expected integer, got string "x" (2 items)',
      'data.list[].n: missing (required, integer)',
    ]);
  });

  it('counts the same finding on many items once', () => {
    const r = fit(schema, { phone: '1', fen: 1, list: [{ n: 'a' }, { n: 'b' }, { n: 'c' }] }, root);
    expect(r.issues).toEqual([expect.objectContaining({ at: 'data.list[].n', problem: 'type', count: 3 })]);
    expect(formatIssue(r.issues[0])).toMatch(/\(3 items\)$/);
  });

  it('refuses an answer of another kind altogether', () => {
    expect(fit(schema, 'ok', root).issues.map(formatIssue)).toEqual(['data: expected object, got string "ok"']);
  });
});

describe('checkBackend', () => {
  const sim = createSimulator({ now: () => T0 });
  const middleware = createSimulatorMiddleware({}, sim);
  const server = http.createServer((req, res) => middleware(req, res));
  let base = '';
  const contract = buildContract();

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}/sms2-api/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** A customer's session cookie, as the simulator's test endpoints give one. */
  async function login(openid: string): Promise<string> {
    const issued = await fetch(`${base}__sim/oauth/code`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ openid }),
    });
    const r = (await issued.json()) as { data: { code: string; state: string } };
    // The state is bound to the browser that was given it: its SMS2OAUTH cookie goes with the exchange.
    const browser = /SMS2OAUTH=[^;]+/.exec(issued.headers.getSetCookie().join('\n'))?.[0] ?? '';
    const res = await fetch(
      `${base}unifiedinteraction/sns/getSnsUserByCode?code=${r.data.code}&state=${r.data.state}`,
      {
        headers: { cookie: browser },
      },
    );
    return /SMS2SESSION=[^;]+/.exec(res.headers.getSetCookie().join('\n'))?.[0] ?? '';
  }

  it('calls only the read-only GETs', () => {
    const paths = readOnly(contract.endpoints).map((d) => d.path);
    expect(paths).toContain('bill/queryUserBalance');
    expect(paths).not.toContain('unifiedinteraction/sns/getSnsUserByCode'); // spends a single-use code
    expect(paths).not.toContain('bill/orderWechatPage');
    expect(paths).not.toContain('user/kaptcha/{id}');
  });

  it('reports each answer compatible or not, with the fields, what it could not judge and what it skipped', async () => {
    const cookie = await login('o_sim_001');
    sim.faults.add({ path: 'bill/queryUserBalanceAndSum', kind: 'shape', data: 'wrong' });
    const verdicts = await checkBackend(
      {
        base,
        cookie,
        only: ['bill/queryUserBalance', 'bill/orderWechatGetById', 'businessAcceptance/getBlPhone'],
      },
      contract,
    );
    expect(verdicts).toHaveLength(4);
    expect(verdicts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'bill/queryUserBalance', verdict: 'compatible' }),
        expect.objectContaining({
          path: 'bill/queryUserBalanceAndSum',
          verdict: 'incompatible',
          issues: expect.arrayContaining([expect.stringMatching(/^data: expected object, got string/)]),
        }),
        expect.objectContaining({
          path: 'handlebusi/businessAcceptance/getBlPhone',
          verdict: 'not judged',
          reason: 'HTTP 666',
        }),
        expect.objectContaining({
          path: 'bill/orderWechatGetById',
          verdict: 'skipped',
          reason: expect.stringMatching(/orderId/),
        }),
      ]),
    );
    const report = formatReport(verdicts);
    expect(report).toMatch(/4 read-only GETs: 1 compatible, 1 incompatible, 1 not judged .*, 1 skipped/);
  });
});
