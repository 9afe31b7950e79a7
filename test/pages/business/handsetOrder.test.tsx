// A handset on contract as the customer reads it: the order lists the phone at its price and names what was paid
// its down payment (never ¥800 as the phone's price or as a "total"); the success page says 首付款 too.
import { screen } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import OrderDetails, { messages, models } from '../../../src/pages/business/OrderDetails';
import Success, { messages as successMessages, models as successModels } from '../../../src/pages/ordering/Success';
import * as billApi from '../../../src/services/api/bill';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import type { PayOrder, TradeInfo } from '../../../src/services/api/types';
import { mountPage } from '../../support/page';

addMessages(messages);
addMessages(successMessages);

const ORDER_NO = '20261126120000777001';
const trade = (over: Partial<TradeInfo> = {}): TradeInfo => ({
  orderNo: ORDER_NO,
  stateCode: 6,
  items: [{ name: '华为Mate 60 雅川青 256GB', quantity: 1, fen: 549900 }],
  totalFen: 80000,
  downPaymentFen: 80000,
  timeline: [{ at: '2026-11-26T12:00:00+08:00', text: '订单已提交' }],
  createdAt: '2026-11-26T12:00:00+08:00',
  ...over,
});
const text = () => document.body.textContent ?? '';

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(handlebusiApi, 'queryUserProductInfo').mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 100 });
});
afterEach(() => window.sessionStorage.clear());

describe('/mobileBusiness/orderDetails of a handset on contract', () => {
  it('shows the phone at its price and ¥800 as the down payment, no total', async () => {
    jest.spyOn(billApi, 'getTradebhInfoCbss').mockResolvedValue(trade());
    await mountPage(OrderDetails, models, `/mobileBusiness/orderDetails?orderNo=${ORDER_NO}`);
    await screen.findByText('订单进度');
    expect(text()).toContain('华为Mate 60 雅川青 256GB（手机价格）¥5499.00');
    expect(text()).toContain('首付款¥800.00');
    expect(text()).not.toContain('合计');
  });

  it('an order without a down payment keeps its items and total as they are', async () => {
    jest
      .spyOn(billApi, 'getTradebhInfoCbss')
      .mockResolvedValue(
        trade({ downPaymentFen: undefined, items: [{ name: '30元卡', quantity: 1, fen: 5000 }], totalFen: 5000 }),
      );
    await mountPage(OrderDetails, models, `/mobileBusiness/orderDetails?orderNo=${ORDER_NO}`);
    await screen.findByText('订单进度');
    expect(text()).toContain('30元卡 ×1¥50.00');
    expect(text()).toContain('合计¥50.00');
    expect(text()).not.toContain('首付款');
  });
});

describe('/mobileBusiness/orderDetails of a broadband order', () => {
  it('reads as an installation: 待安装, 安装信息 with 联系人 and 安装地址, and the visit booked', async () => {
    jest.spyOn(billApi, 'getTradebhInfoCbss').mockResolvedValue(
      trade({
        downPaymentFen: undefined,
        kind: 'broadband',
        items: [
          { name: '融合宽带300M', quantity: 1, fen: 96000 },
          { name: '安装调试费', quantity: 1, fen: 0 },
        ],
        totalFen: 96000,
        receiver: { name: '李明', phone: '15508750002', address: '昆明市官渡区关上街道世纪城2栋1单元301室' },
        slot: { date: '2026-11-28', time: '14:00' },
      }),
    );
    await mountPage(OrderDetails, models, `/mobileBusiness/orderDetails?orderNo=${ORDER_NO}`);
    await screen.findByText('订单进度');
    expect(text()).toContain('待安装');
    expect(text()).toContain('安装信息');
    expect(text()).toContain('联系人李*');
    expect(text()).toContain('安装地址昆明市官渡区关上街道世纪城2栋1单元301室');
    expect(text()).toContain('预约上门时间2026-11-28 14:00');
    expect(text()).not.toMatch(/待发货|收货/);
  });
});

describe('/orderPage/success of a handset with a down payment', () => {
  it('names the payment 首付款, not 实付', async () => {
    const paid: PayOrder = {
      orderId: ORDER_NO,
      type: 'device',
      msisdn: '18687120001',
      faceFen: 80000,
      payFen: 80000,
      status: 'credited',
      title: '华为Mate 60首付款',
      createdAt: new Date(Date.now() - 60_000).toISOString(),
      expiresAt: new Date(Date.now() + 29 * 60_000).toISOString(),
    };
    jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue(paid);
    await mountPage(Success, successModels, `/orderPage/success?orderNo=${ORDER_NO}&pay=1&kind=handset`);
    await screen.findByText('下单成功');
    expect(text()).toContain('首付款¥800.00');
    expect(text()).not.toContain('实付');
  });
});
