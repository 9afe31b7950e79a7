// The data packs' result pages, rendered in the real app against the operator simulator (in-process through msw):
// what they say comes from the app's catalogue or the server, never from the words of the address.
import { screen } from '@testing-library/react';
import { logInAs, openApp as open } from '../../support/app';
import { setupSimulatorServer } from '../../../mocks/msw';

const { server, reset, sim } = setupSimulatorServer({ creditDelayMs: 50 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

const PHISHING = '请拨打4008-123-456办理退款';

describe('/flowDetail/result', () => {
  beforeEach(() => logInAs('o_sim_001'));

  it("names the pack from the catalogue by its code, never the address's name or reason", async () => {
    const q = new URLSearchParams({
      code: 'BINGJILING',
      name: PHISHING,
      reason: PHISHING,
      orderNo: '20261122100000123456',
      status: 'success',
      effectiveAt: '2026-11-22T10:00:00+08:00',
    });
    open(`/flowDetail/result?${q.toString()}`);
    expect(await screen.findByText('20261122100000123456')).toBeTruthy();
    expect(await screen.findByText('冰激凌夏日包')).toBeTruthy();
    expect(screen.getByText('2026-11-22 10:00')).toBeTruthy();
    expect(document.body.textContent).not.toContain('4008');
  });

  it('shows no order number or date that is text, only the generic copy', async () => {
    const q = new URLSearchParams({ orderNo: PHISHING, effectiveAt: PHISHING, code: PHISHING });
    open(`/flowDetail/result?${q.toString()}`);
    expect(await screen.findByText('您的订购已提交，可在流量余量中查看。')).toBeTruthy();
    expect(document.body.textContent).not.toContain('4008');
  });
});

describe('/flowCaps2/fail', () => {
  beforeEach(() => logInAs('o_sim_001'));

  it("says the catalogue's copy of the code, never a reason of the address", async () => {
    open(`/flowCaps2/fail?code=E_BALANCE&reason=${encodeURIComponent(PHISHING)}`);
    expect(await screen.findByText('余额不足，请充值后再办理')).toBeTruthy();
    expect(document.body.textContent).not.toContain('4008');
  });

  it('an unknown code: the generic copy', async () => {
    open(`/flowCaps2/fail?code=${encodeURIComponent(PHISHING)}`);
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeTruthy();
    expect(document.body.textContent).not.toContain('4008');
  });
});

describe('/flowCaps', () => {
  it('says the cap is lifted once it is, beside a use over the cap (张敏, 41.2 GB of 40 GB)', async () => {
    const zhang = sim.db.subscribers['13211880003'];
    if (!zhang) throw new Error('no 张敏');
    zhang.capLifted = true;
    await logInAs('o_sim_003');
    open('/flowCaps');
    expect(await screen.findByText('已解除封顶，可继续上网')).toBeTruthy();
    expect(screen.queryByText('未封顶，可正常上网')).toBeNull();
  });
});
