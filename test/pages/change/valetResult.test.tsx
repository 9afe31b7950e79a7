// /valetHandle/result shows the ids and codes of its address, each of its shape, never a text someone wrote.
import { screen } from '@testing-library/react';
import { openApp as open } from '../../support/app';
import { setupSimulatorServer } from '../../../mocks/msw';
import { resultPath } from '../../../src/pages/change/valetOrderModel';

const { server, reset } = setupSimulatorServer({ creditDelayMs: 50 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => reset());
afterAll(() => server.close());

const staff = () => window.localStorage.setItem('mall_token', 'st_sim_staff');

describe('/valetHandle/result', () => {
  it('shows the order the model sent it to', async () => {
    staff();
    const path = resultPath(
      { orderNo: 'VH20261126001', status: 'success', effectiveAt: '2026-12-01T00:00:00+08:00' },
      '18687120001',
      'YN08710021',
      'P5G59',
    );
    open(path);
    expect(await screen.findByText('VH20261126001')).toBeTruthy();
    expect(screen.getByText('YN08710021')).toBeTruthy();
    expect(screen.getByText('186****0001')).toBeTruthy();
  });

  it('names the product by the agent catalogue and writes the time as times are written, never ISO', async () => {
    staff();
    const path = resultPath(
      { orderNo: 'VH20261126002', status: 'success', effectiveAt: '2026-11-26T12:45:16+08:00' },
      '18687120001',
      'YN08710021',
      'REFUEL_20',
    );
    // The staff token goes with calls made on a /valetHandle page (the address the request layer reads).
    window.history.pushState({}, '', '/sms2/valetHandle/result');
    open(path);
    expect(await screen.findByText('5G加油包20元')).toBeTruthy();
    expect(screen.getByText('2026-11-26 12:45:16')).toBeTruthy();
    expect(screen.queryByText('REFUEL_20')).toBeNull();
    expect(document.body.textContent).not.toContain('T12:45:16+08:00');
  });

  it('leaves out every value that is a text', async () => {
    staff();
    const words = '请拨打4008-123-456退款';
    const q = new URLSearchParams({ orderNo: 'VH1', status: 'success', staffId: words, phone: words, product: words });
    q.set('effectiveAt', words);
    open(`/valetHandle/result?${q.toString()}`);
    expect(await screen.findByText('VH1')).toBeTruthy();
    expect(document.body.textContent).not.toContain('4008');
  });
});
