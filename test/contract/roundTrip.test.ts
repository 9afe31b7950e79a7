// The contract and the reader are one thing: for every path of the contract, answers made from its own schemas
// (samples.ts: seeded, with every optional field and with none, data absent, null and {} where it allows them) are
// read by that endpoint's own reader, and answers altered one field at a time are judged by both: what the contract
// allows the reader reads whole, what the contract refuses the reader refuses (or leaves the row out), naming the
// field.
import { buildContract } from '../../scripts/contract';
import { appReads, contractJudge } from '../../scripts/contractCheck';
import { alteredAnswers, allowedAnswers, readerSchemaOf, sample } from './samples';

const SEEDS = [1, 2, 3];

describe('the round trip: the contract samples, the reader reads', () => {
  const { document, endpoints } = buildContract();
  const judge = contractJudge(document);
  const answered = endpoints.filter((d) => d.check);
  const totals = { allowed: 0, altered: 0, refused: 0 };

  afterAll(() => {
    // The figures of the round trip, for the report of a run.
    console.info(
      `round trip: ${answered.length} paths, ${totals.allowed} allowed answers read, ` +
        `${totals.altered} altered answers judged alike, ${totals.refused} of them refused by both`,
    );
  });

  it('covers every path of the contract but the captcha picture', () => {
    expect(endpoints.filter((d) => !d.check).map((d) => d.path)).toEqual(['user/kaptcha/{id}']);
    expect(answered.length).toBeGreaterThan(90);
  });

  it.each(answered.map((d) => [d.path, d] as const))('%s', (_path, d) => {
    for (const { name, body } of allowedAnswers(document, d, SEEDS)) {
      totals.allowed++;
      expect({ name, body, contract: judge(d, body) }).toEqual({ name, body, contract: [] });
      expect({ name, body, reader: appReads(d, body.data) }).toEqual({ name, body, reader: undefined });
    }
    const full = sample(readerSchemaOf(document, d), 'every', 7);
    for (const { field, key, data } of alteredAnswers(full)) {
      totals.altered++;
      const body = { status: 1, data };
      const contract = judge(d, body);
      const reader = appReads(d, data);
      if (!contract.length) {
        expect({ field, data, reader }).toEqual({ field, data, reader: undefined });
        continue;
      }
      totals.refused++;
      expect({ field, data, contract, reader: reader?.some((r) => r.includes(key)) }).toEqual({
        field,
        data,
        contract,
        reader: true,
      });
    }
  });
});
