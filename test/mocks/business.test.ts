// The simulator's rules for the business hall's records: the proposed agreement list (guarded, the number's own,
// in step with a new deposit-gift agreement and its credits), why a service cannot be unsubscribed (in both
// languages), an unpaid order cancelled without a code and a service unsubscribed only with one, and 刘洋's fresh
// broadband order whose reminder waits 24 hours.
import type { AgreementSummary, UserProductPage } from '../../src/services/api/types';
import { harness } from './helpers';

const AGREEMENTS = 'activity/payGiveFeeAct/queryAgreementList';
const RECORDS = 'handlebusi/businessAcceptanceRecord/queryUserProductInfo';

describe('queryAgreementList (proposed)', () => {
  it('asks for a session', async () => {
    const { client } = harness();
    expect((await client.get(AGREEMENTS)).status).toBe(401);
  });

  it("answers the number's paid agreements only, with the schedule the crediting moves", async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    const list = await client.data<AgreementSummary[]>('GET', AGREEMENTS);
    expect(list.map((a) => a.actOrderId)).toEqual(['ACT_PAY100_0001']);
    const credited = (a?: AgreementSummary) => a?.schedule.filter((s) => s.status === 'credited').length ?? 0;
    const before = credited(list[0]);
    sim.setClock({ advanceMs: 32 * 86_400_000 });
    expect(credited((await client.data<AgreementSummary[]>('GET', AGREEMENTS))[0])).toBe(before + 1);
    // An agreement not paid yet is not a credit return.
    const a = sim.db.agreements.ACT_PAY100_0001;
    if (a) a.paid = false;
    expect(await client.data<AgreementSummary[]>('GET', AGREEMENTS)).toEqual([]);
  });
});

describe('queryUserProductInfo cancelReason', () => {
  it('says why the plan and a one-off pack cannot be unsubscribed, in the asked language', async () => {
    const { client } = harness();
    await client.loginWechat('o_sim_001');
    const page = await client.data<UserProductPage>('GET', RECORDS);
    const byId = (id: string) => page.list.find((r) => r.recordId === id);
    expect(byId('rec_s_3')?.cancelReason).toBe('套餐不支持退订，如需更换请办理套餐变更');
    expect(byId('rec_s_1')?.cancelReason).toBe('该流量包到期自动失效，无需退订');
    expect(byId('rec_s_2')?.cancelReason).toBeUndefined();
    const en = await client.get<UserProductPage>(RECORDS, undefined, { headers: { 'accept-language': 'en' } });
    expect(en.body?.data?.list.find((r) => r.recordId === 'rec_s_3')?.cancelReason).toBe(
      'A plan cannot be unsubscribed. Change your plan instead.',
    );
  });
});

describe('cancelUserProductInfo', () => {
  it('cancels an unpaid order without a code, but unsubscribes a service only with one', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_001');
    await client.get('config/list', { isShow: 0 });
    const unpaid = sim.db.productRecords.find((r) => r.phone === '18687120001' && r.stateCode === 1);
    const done = await client.post('handlebusi/businessAcceptanceRecord/cancelUserProductInfo', {
      recordId: unpaid?.recordId,
    });
    expect(done.body?.code).toBe('0000');
    const refused = await client.post('handlebusi/businessAcceptanceRecord/cancelUserProductInfo', {
      recordId: 'rec_s_2',
    });
    expect(refused.body?.status).toBe(0);
    expect(sim.db.productRecords.find((r) => r.recordId === 'rec_s_2')?.status).toBe('active');
  });
});

describe("刘洋's fresh broadband order", () => {
  it('refuses a reminder for 24 hours, then takes one', async () => {
    const { sim, client } = harness();
    await client.loginWechat('o_sim_008');
    await client.get('config/list', { isShow: 0 });
    const o = Object.values(sim.db.broadbandOrders).find((x) => x.phone === '18687120088');
    expect(o?.status).toBe('accepted');
    const urge = () => client.post('activity/formMain/add', { formType: 'bbUrge', relatedOrder: o?.orderNo });
    expect((await urge()).body?.code).toBe('E_URGE_NOT_ALLOWED');
    sim.setClock({ advanceMs: 24 * 3600_000 });
    expect((await urge()).body?.code).toBe('0000');
  });
});
