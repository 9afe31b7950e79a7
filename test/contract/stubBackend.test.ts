// A backend built from the contract alone: a stub that answers every read-only GET with a sample the contract
// allows (samples.ts, seeded: every optional field, none, a data-less success where allowed), judged by
// contract:check over HTTP as a staging server would be. It meets no answer that the app refuses and the contract
// allows: every answer is compatible.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildContract, type Described } from '../../scripts/contract';
import { checkBackend, formatReport, readOnly, type Verdict } from '../../scripts/contractCheck';
import { dataOptional, readerSchemaOf, sample } from './samples';

type Json = Record<string, unknown>;

/** Round r of the stub: what each path answers. */
function answerOf(document: Json, d: Described, round: number): Json {
  if (round >= 2 && dataOptional(document, d))
    return [{ status: 1 }, { status: 1, data: null }, { status: 1, data: {} }][round - 2];
  return { status: 1, data: sample(readerSchemaOf(document, d), round % 2 ? 'none' : 'every', 100 + round) };
}

describe('a stub backend serving the contract’s own samples', () => {
  const contract = buildContract();
  const { document, endpoints } = contract;
  const reads = readOnly(endpoints);
  const byPath = new Map(reads.map((d) => [d.path, d]));
  let round = 0;
  const server = http.createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://stub').pathname.replace(/^\/api\//, ''));
    const d = byPath.get(path);
    res.writeHead(d ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify(d ? answerOf(document, d, round) : { status: 0, msg: 'not in the contract' }));
  });
  let base = '';
  // Every query a path needs, so that none is skipped.
  const params = Object.fromEntries(
    reads.map((d) => [d.path, Object.fromEntries((d.request?.required ?? []).map((k) => [k, '1']))]),
  );

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, resolve));
    base = `http://localhost:${(server.address() as AddressInfo).port}/api/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([0, 1, 2, 3, 4])(
    'round %i: every answer compatible, none the app refuses and the contract allows',
    async (r) => {
      round = r;
      const verdicts: Verdict[] = await checkBackend({ base, params }, contract);
      const refusedByReaderAlone = verdicts.filter((v) => v.reader && !v.contract);
      console.info(`stub round ${r}: ${formatReport(verdicts).split('\n').slice(-2).join(' ')}`);
      expect(verdicts.length).toBe(reads.length);
      expect(refusedByReaderAlone).toEqual([]);
      expect(verdicts.filter((v) => v.verdict !== 'compatible')).toEqual([]);
    },
    120_000,
  );
});
