// The card order's review (/orderPage/confirm) in the real page against the operator simulator (in-process through
// msw), and an order's details: the delivery address is said whole, the city and the district before the detail.
import { act, screen } from '@testing-library/react';
import { setupSimulatorServer } from '../../../mocks/msw';
import { addMessages, setMessages } from '../../../src/locales';
import enUS from '../../../src/locales/en-US';
import zhCN from '../../../src/locales/zh-CN';
import { DRAFT, newDraft, type CardDraft } from '../../../src/pages/ordering/orderingCard/form';
import { messages, models } from '../../../src/pages/ordering/CardOrder';
import { Confirm } from '../../../src/pages/ordering/Wizard';
import { saveDraft } from '../../../src/pages/shared/draft';
import { logInAs, openApp } from '../../support/app';
import { mountPage } from '../../support/page';

addMessages(messages);

const simulator = setupSimulatorServer();
const { server, reset } = simulator;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

/** A draft done up to the review: a held number, the person and the address in 昆明市官渡区. */
const done = (): CardDraft => ({
  ...newDraft('CARD20', '530100', 'd1'),
  held: { msisdn: '18608712345', pretty: false, prepayFen: 0, minSpendFen: 0, until: Date.now() + 20 * 60_000 },
  name: '李明',
  certNo: '530502199708152013',
  contactPhone: '15508750002',
  deliveryCity: '530100',
  areaCode: '530111',
  detail: '关上街道世纪城1栋2单元502室',
  agreed: true,
});

async function openReview() {
  saveDraft(DRAFT, done());
  await mountPage(Confirm, models, '/orderPage/confirm');
}

const row = async (label: string) => (await screen.findByText(label)).parentElement?.textContent ?? '';

it('the review names the city and the district of the delivery address before its detail', async () => {
  await openReview();
  expect(await screen.findByText(/昆明市官渡区关上街道世纪城1栋2单元502室/)).toBeTruthy();
  expect(await row('收货地址')).toContain('昆明市官渡区关上街道世纪城1栋2单元502室');
});

it('in English too', async () => {
  setMessages('en-US', enUS);
  try {
    await openReview();
    // the simulator names the areas in the request's language
    expect(await row('Address')).toContain('Kunming Guandu 关上街道世纪城1栋2单元502室');
  } finally {
    act(() => setMessages('zh-CN', zhCN));
  }
});

describe("an order's details (the customer's orders: /mobileBusiness/orderDetails)", () => {
  it('give the delivery address with its city and district', async () => {
    await logInAs('o_sim_001');
    const order = Object.values(simulator.sim.db.productOrders).find(
      (o) => o.phone === '18687120001' && o.address && o.customer,
    );
    expect(order?.address).toMatchObject({ areaCode: '530111', detail: '关上街道世纪城1栋2单元502室' });
    openApp(`/mobileBusiness/orderDetails?orderNo=${order?.orderNo ?? ''}`);
    expect(await screen.findByText('昆明市官渡区关上街道世纪城1栋2单元502室')).toBeTruthy();
  });
});
