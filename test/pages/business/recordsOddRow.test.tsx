// One odd row never hides the others: the records' answer goes through the endpoint's own reader (its check), as a
// backend would send it, with one record of a kind the app does not know and state codes sent as text. The orders
// and the subscriptions the customer has are all on the page; only the odd record is left out.
import { screen } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import Records, { messages, models } from '../../../src/pages/business/Records';
import * as broadbandApi from '../../../src/services/api/broadband';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import * as userApi from '../../../src/services/api/user';
import { setShapeReporter } from '../../../src/services/request/errors';
import session from '../../../src/models/session';
import type { UserInfoBtm } from '../../../src/services/api/types';
import { mountPage } from '../../support/page';

/** 王强, who has bound his number. */
const boundUser = (): UserInfoBtm => ({ openid: 'o_sim_001', userPhone: '18687120001', subscribe: true });

addMessages(messages);

/** A record as a backend sends it: numbers and codes as text where it likes. */
const row = (i: number, extra: Record<string, unknown>) => ({
  recordId: `rec_${i}`,
  productCode: `P${i}`,
  name: `产品${i}`,
  status: 'active',
  feeFen: '300',
  createdAt: '2026-11-20 09:00:00',
  cancellable: 'false',
  ...extra,
});

/** The endpoint's own reader, taken before the call is replaced. */
const { check } = handlebusiApi.queryUserProductInfo;

function answer(list: unknown[]) {
  jest
    .spyOn(handlebusiApi, 'queryUserProductInfo')
    .mockImplementation(() => Promise.resolve(check({ list, total: list.length, page: 1, pageSize: 100 })));
}

describe('the records with one odd row', () => {
  beforeEach(() => {
    jest.restoreAllMocks();
    setShapeReporter(() => undefined);
    jest.spyOn(userApi, 'queryInternetService').mockResolvedValue([]);
    jest.spyOn(broadbandApi, 'queryNewOrderList').mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 100 });
  });

  it('/mobileBusiness/orderTracking shows 19 of 20 orders when one is of an unknown kind', async () => {
    answer([
      ...Array.from({ length: 19 }, (_, i) => row(i, { source: 'order', stateCode: i % 2 ? 6 : '8' })),
      row(19, { source: 'bundle', stateCode: 6 }),
    ]);
    await mountPage(Records, models, '/mobileBusiness/orderTracking', {
      // a customer with a bound number: the orders of the number, not the lookup by contact phone
      before: (app) => app.dispatch(session.actions.saveUser(boundUser())),
    });
    await screen.findByText('产品0');
    expect(document.querySelectorAll('li[data-record]')).toHaveLength(19);
    expect(screen.queryByText('产品19')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('/mobileBusiness/businessQuery shows all 12 subscriptions when one state code comes as text', async () => {
    answer(
      Array.from({ length: 12 }, (_, i) => row(i, { source: 'subscription', ...(i === 5 ? { stateCode: '12' } : {}) })),
    );
    await mountPage(Records, models, '/mobileBusiness/businessQuery');
    await screen.findByText('产品0');
    for (let i = 0; i < 12; i++) expect(screen.getByText(`产品${i}`)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
