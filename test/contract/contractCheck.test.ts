// `npm run contract:check` (scripts/contractCheck.ts): an answer judged field by field by Ajv over the contract's own
// schemas and by the app's reader, and the run against a backend over HTTP (the simulator, with one path answering
// in another shape).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSimulatorMiddleware } from '../../mocks/node';
import { createSimulator } from '../../mocks/simulator';
import { buildContract, type Described } from '../../scripts/contract';
import { appReads, checkBackend, contractJudge, formatReport, readOnly } from '../../scripts/contractCheck';
import { T0 } from '../mocks/helpers';

describe('the judge (Ajv over the contract’s schemas)', () => {
  const contract = buildContract();
  const judge = contractJudge(contract.document);
  const endpoint = (p: string): Described => contract.endpoints.find((d) => d.path === p)!;
  const balance = endpoint('bill/queryUserBalance');

  it('takes an answer with the fields the app reads, and ignores the others', () => {
    const ok = judge(balance, { status: 1, data: { phone: '18687120001', balanceFen: '12.50', extra: { deep: 1 } } });
    expect(ok).toEqual([]);
  });

  it('names each missing required field and each wrong type or value, field by field', () => {
    expect(judge(balance, { status: 1 })).toEqual([expect.stringMatching(/^data: missing \(required, object\)$/)]);
    const lines = judge(balance, { status: 1, data: { balanceFen: 'labore eiusmod' } });
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^data\.phone: missing \(required, /),
        // a text: the branch of its type says which texts
        expect.stringMatching(/^data\.balanceFen: expected string matching \/.*\/, got string "labore eiusmod"$/),
      ]),
    );
  });

  it('says which values an enum takes, and counts the same finding on many rows once', () => {
    const records = endpoint('handlebusi/businessAcceptanceRecord/queryUserProductInfo');
    const row = { recordId: 'r', source: 'bundle', status: 'active' };
    const lines = judge(records, { status: 1, data: { list: [row, row, { ...row, source: 'order' }] } });
    expect(lines).toEqual([expect.stringMatching(/^data\.list\[\]\.source: expected one of \["order",.*\(2 items\)$/)]);
  });

  it('refuses an answer of another kind altogether', () => {
    expect(judge(balance, { status: 1, data: 'ok' })).toEqual([
      expect.stringMatching(/^data: expected object, got string "ok"$/),
    ]);
  });
});

describe("the app's reader in the check", () => {
  const contract = buildContract();
  const records = contract.endpoints.find(
    (d) => d.path === 'handlebusi/businessAcceptanceRecord/queryUserProductInfo',
  )!;

  it('reads an answer whole, or says which rows it left out', () => {
    const row = { recordId: 'r', source: 'order', status: 'active' };
    expect(appReads(records, { list: [row] })).toBeUndefined();
    expect(appReads(records, { list: [row, { ...row, source: 'bundle' }] })).toEqual([
      expect.stringMatching(/^list\[1\] left out: source: /),
    ]);
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
  }, 60_000);
});
