// The customer's records as the simulator answers them: the top-up history lists what credited the balance.
import { harness } from './helpers';

describe('bill/userPaymentRecords', () => {
  it('lists the top-ups of the month, each with its kind; an order paid (a card here) is no top-up', async () => {
    const { sim, client } = harness();
    const card = Object.values(sim.db.payOrders).find((o) => o.type === 'card' && o.status === 'unpaid');
    expect(card).toBeDefined();
    await client.data('POST', '__sim/pay', { json: { orderId: card?.orderId } });
    expect(sim.db.payments.some((p) => p.orderId === card?.orderId)).toBe(true);
    await client.loginWechat('o_sim_001');
    const rec = await client.data<{ list: { orderId: string; kind: string }[]; total: number }>(
      'GET',
      'bill/userPaymentRecords',
      { query: { month: '202405' } },
    );
    expect(rec.list.length).toBeGreaterThan(0);
    expect(rec.list.map((r) => r.orderId)).not.toContain(card?.orderId);
    expect(rec.list.every((r) => r.kind === 'topup')).toBe(true);
    expect(rec.total).toBe(rec.list.length);
  });
});
