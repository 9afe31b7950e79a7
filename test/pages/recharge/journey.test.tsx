// The top-up end to end in the real app against the operator simulator (in-process through msw): number, amount,
// order, checkout, the cashier's answer, the wait for the credit and the success; and the promotional link checks.
import { act, fireEvent, screen } from '@testing-library/react';
import { logInAs, openApp as open } from '../../support/app';
import { setupSimulatorServer } from '../../../mocks/msw';
import { api } from '../../../src/services/api';
import * as wechat from '../../../src/services/wechat';
import { clockFrom } from '../../support/clock';

const { server, reset, sim } = setupSimulatorServer({ creditDelayMs: 50 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

// Both clocks at 10:00 Beijing time: outside the maintenance window, inside the order's payment window.
const TEN_AM = Date.parse('2026-11-22T10:00:00+08:00');
beforeEach(() => {
  clockFrom(TEN_AM);
  sim.setClock({ at: '2026-11-22T10:00:00+08:00' });
});
afterEach(() => jest.restoreAllMocks());

it('tops up ¥50: pre-check, order, cashier, polling, "¥50.00 已到账" with the new balance', async () => {
  await logInAs('o_sim_001');
  window.localStorage.setItem('wechatUser_phone', '18687120001');
  const leave = jest.spyOn(wechat, 'leaveFor').mockImplementation(() => undefined);
  const { history } = open('/newRecharge/index2');

  expect(await screen.findByText('云南 昆明 联通')).toBeTruthy();
  fireEvent.click(screen.getByRole('radio', { name: /^50元/ }));
  fireEvent.click(screen.getByRole('button', { name: '立即充值' }));

  expect(await screen.findByText('186****0001')).toBeTruthy();
  const orderId = new URLSearchParams(history.location.search).get('orderId') ?? '';
  expect(orderId).toMatch(/^\d{20}$/);
  fireEvent.click(screen.getByRole('button', { name: '微信支付 ¥50.00' }));
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  const cashier = String(leave.mock.calls[0]?.[0] ?? '');
  expect(new URL(cashier, 'http://localhost').searchParams.get('returnUrl')).toBe('/sms2/newRecharge/recharge');

  // The customer pays at the cashier, which comes back with the outcome.
  await fetch('http://localhost/sms2-api/__sim/pay', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ orderId }),
  });
  act(() => {
    history.push(`/sms2/newRecharge/recharge?orderId=${orderId}&payResult=success`);
  });

  expect(await screen.findByText(/支付成功，充值中|¥50.00 已到账/)).toBeTruthy();
  expect(await screen.findByText('¥50.00 已到账')).toBeTruthy();
  expect(history.location.pathname).toBe('/sms2/newRecharge/success');
  // The new balance, as the operator has it now (a seeded pending top-up may have been credited too).
  const { balanceFen } = await api.bill.queryUserBalance();
  expect(balanceFen).toBeGreaterThanOrEqual(3650 + 5000);
  expect(await screen.findByText(`¥${(balanceFen / 100).toFixed(2)}`)).toBeTruthy();
});

it('the blacklisted number is refused before any order', async () => {
  await logInAs('o_sim_001');
  const { history } = open('/newRecharge/index2');
  const input = await screen.findByLabelText<HTMLInputElement>('充值号码');
  fireEvent.change(input, { target: { value: '18587126666' } });
  expect(await screen.findByText(/该号码暂不支持在线充值/)).toBeTruthy();
  fireEvent.click(screen.getByRole('radio', { name: /^50元/ }));
  fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
  expect(await screen.findByText('该号码暂不支持在线充值，请到营业厅办理', { selector: 'p' })).toBeTruthy();
  expect(history.location.pathname).toBe('/sms2/newRecharge/index2');
});

it('an expired campaign link goes to the token error; a valid one shows the bundles and clinics', async () => {
  await logInAs('o_sim_001');
  const bad = open('/newRecharge/tooth/tk_old');
  expect(await screen.findByText('链接已失效或不正确，请重新获取')).toBeTruthy();
  expect(bad.history.location.pathname + bad.history.location.search).toBe('/sms2/tip/error?code=tokenInvalid');
  document.body.innerHTML = '';

  open('/newRecharge/tooth/tk_dental_01');
  expect(await screen.findByRole('radio', { name: /充218元/ })).toBeTruthy();
  expect(await screen.findByText('昆明雅致口腔（翠湖店）')).toBeTruthy();
});
