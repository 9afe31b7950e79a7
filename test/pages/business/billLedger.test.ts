// The bill, the itemised detail and the allowance read one usage ledger (mocks/services/usage.ts): for each month
// the app shows, each usage line of the bill is the sum of its detail's charges, and this month's data used is what
// the allowance says; a reload gives the same detail (the same times).
import { setupSimulatorServer } from '../../../mocks/msw';
import { monthBefore, monthKey } from '../../../mocks/core/time';
import * as billApi from '../../../src/services/api/bill';
import * as broadbandApi from '../../../src/services/api/broadband';
import type { UsageDetail, UserBill } from '../../../src/services/api/types';
import { logInAs } from '../../support/app';

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

const WANG = '18687120001';

/** The second verification passed once (a busi code in the simulator's store, as getBusiSms would have sent it). */
async function verified(month: string) {
  sim.db.smsCodes[WANG] = {
    phone: WANG,
    code: '246810',
    purpose: 'busi',
    sentAt: sim.now(),
    expiresAt: sim.now() + 300_000,
    used: false,
  };
  await broadbandApi.queryUserBill({ month, detail: 'usage', smsCode: '246810' });
}

const detail = async (month: string) => (await broadbandApi.queryUserBill({ month, detail: 'usage' })) as UsageDetail;

describe('one usage ledger', () => {
  it('each usage line of every month the app shows is the sum of its detail', async () => {
    await logInAs('o_sim_001');
    const now = sim.now();
    await verified(monthKey(now));
    for (const month of [monthKey(now), ...[1, 2, 3, 4, 5].map((n) => monthBefore(now, n))]) {
      const bill = (await broadbandApi.queryUserBill({ month })) as UserBill;
      const rows = (await detail(month)).records;
      for (const kind of ['voice', 'data', 'sms'] as const) {
        const line = bill.lines.filter((l) => l.category === kind).reduce((s, l) => s + l.fen, 0);
        const sum = rows.filter((r) => r.kind === kind).reduce((s, r) => s + r.fen, 0);
        expect({ month, kind, fen: line }).toEqual({ month, kind, fen: sum });
      }
    }
  });

  it("this month's data used is the allowance's, and a reload gives the same detail", async () => {
    await logInAs('o_sim_001');
    const month = monthKey(sim.now());
    await verified(month);
    const first = await detail(month);
    const again = await detail(month);
    expect(again.records.map((r) => r.at)).toEqual(first.records.map((r) => r.at));
    const allowance = await billApi.querySetMealaAlowance();
    const usedKb = allowance.buckets.filter((b) => b.unit === 'KB').reduce((s, b) => s + b.used, 0);
    const detailKb = first.records.filter((r) => r.kind === 'data').reduce((s, r) => s + (r.volumeKb ?? 0), 0);
    expect(Math.round(detailKb)).toBe(Math.round(usedKb));
  });
});
