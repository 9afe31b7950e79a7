// The result of an order with a payment (/orderPage/success?pay=1, /open2i/result), on a real store with the order's
// read stubbed: it says only what the server says of the payment, in the words of an order.
import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { AnyModel } from '../../../src/core';
import { addMessages, setMessages } from '../../../src/locales';
import enUS from '../../../src/locales/en-US';
import zhCN from '../../../src/locales/zh-CN';
import * as billApi from '../../../src/services/api/bill';
import { noteServerDate } from '../../../src/services/request';
import type { PayOrder } from '../../../src/services/api/types';
import Open2iResult, { messages, models } from '../../../src/pages/ordering/Open2iResult';
import { keepPlaced } from '../../../src/pages/ordering/broadband/placed';
import Success, { messages as successMessages } from '../../../src/pages/ordering/Success';
import { mountPage } from '../../support/page';

addMessages(messages);
addMessages(successMessages);

const ORDER_NO = '20261126120000654321';

const order = (over: Partial<PayOrder> = {}): PayOrder => ({
  orderId: ORDER_NO,
  type: 'device',
  msisdn: '18687120001',
  faceFen: 9900,
  payFen: 9900,
  status: 'credited',
  title: '王卡无线宽带',
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  expiresAt: new Date(Date.now() + 29 * 60_000).toISOString(),
  ...over,
});

const mount = (Page: ComponentType, path: string, pageModels: readonly AnyModel[] = models) =>
  mountPage(Page, pageModels, path);

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;

afterEach(() => {
  noteServerDate(new Date(Date.now()).toUTCString());
  window.sessionStorage.clear();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('/open2i/result: a device order whose payment is being confirmed', () => {
  it('says "支付处理中" while the payment is paid or crediting, never 下单成功', async () => {
    const read = jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue(order({ status: 'crediting' }));
    await mount(Open2iResult, `/open2i/result?orderNo=${ORDER_NO}`);
    expect(read).toHaveBeenCalled();
    expect(heading()).toBe('支付处理中');
    expect(screen.queryByText('下单成功')).toBeNull();
  });

  it('once the server confirms the payment, the same page says 下单成功', async () => {
    jest.useFakeTimers();
    jest
      .spyOn(billApi, 'orderWechatGetById')
      .mockResolvedValueOnce(order({ status: 'paid' }))
      .mockResolvedValue(order({ status: 'credited' }));
    await mount(Open2iResult, `/open2i/result?orderNo=${ORDER_NO}`);
    expect(heading()).toBe('支付处理中');
    await act(async () => {
      jest.advanceTimersByTime(2000);
      for (let i = 0; i < 8; i += 1) await Promise.resolve();
    });
    expect(heading()).toBe('下单成功');
  });

  it('a payment the server then fails: the order wording and the refund, never "充值失败"', async () => {
    jest
      .spyOn(billApi, 'orderWechatGetById')
      .mockResolvedValue(order({ status: 'failed', failReason: '充值失败，款项将原路退回（1-3个工作日）' }));
    await mount(Open2iResult, `/open2i/result?orderNo=${ORDER_NO}`);
    expect(heading()).toBe('订单办理失败');
    expect(document.body.textContent).toContain('订单未能办理成功，款项将原路退回（1–3个工作日）');
    expect(document.body.textContent).not.toContain('充值');
  });

  it('a reason of the server that is not the refund is shown', async () => {
    jest
      .spyOn(billApi, 'orderWechatGetById')
      .mockResolvedValue(order({ status: 'refunded', failReason: '设备库存不足' }));
    await mount(Open2iResult, `/open2i/result?orderNo=${ORDER_NO}`);
    expect(heading()).toBe('订单办理失败');
    expect(screen.getByText('设备库存不足')).toBeTruthy();
  });

  it('an order confirmed paid: 下单成功', async () => {
    jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue(order());
    await mount(Open2iResult, `/open2i/result?orderNo=${ORDER_NO}`);
    expect(heading()).toBe('下单成功');
  });

  it('an order in a state the app does not know is no success', async () => {
    jest
      .spyOn(billApi, 'orderWechatGetById')
      .mockResolvedValue(order({ status: 'onHold' as unknown as PayOrder['status'] }));
    await mount(Open2iResult, `/open2i/result?orderNo=${ORDER_NO}`);
    expect(heading()).toBe('订单状态未知');
  });

  it('in English', async () => {
    setMessages('en-US', enUS);
    try {
      jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue(order({ status: 'paid' }));
      await mount(Success, `/orderPage/success?orderNo=${ORDER_NO}&pay=1&kind=handset`);
      expect(heading()).toBe('Payment processing');
    } finally {
      act(() => setMessages('zh-CN', zhCN));
    }
  });
});

describe('/orderPage/success: a paid broadband order', () => {
  const bb = (over: Partial<PayOrder> = {}) => order({ type: 'broadband', payFen: 128000, faceFen: 128000, ...over });
  const path = `/orderPage/success?orderNo=${ORDER_NO}&kind=broadband&pay=1`;
  const row = (label: string) => screen.getByText(label).parentElement?.textContent;

  it('labels the amount 实付 and shows the installation slot and the address', async () => {
    keepPlaced({
      orderNo: ORDER_NO,
      slot: { date: '2026-11-28', time: '14:00' },
      addressText: '官渡区关上街道世纪城1栋1单元301室',
    });
    jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue(bb());
    await mount(Success, path);
    expect(heading()).toBe('下单成功');
    expect(row('实付')).toContain('¥1280.00');
    expect(screen.queryByText('应付')).toBeNull();
    expect(row('上门安装时间')).toContain('11-28 周六 14:00');
    expect(row('安装地址')).toContain('官渡区关上街道世纪城1栋1单元301室');
  });

  it("an unpaid order still says 应付; another order's slot is not shown", async () => {
    keepPlaced({ orderNo: 'ANOTHER123456', slot: { date: '2026-11-28', time: '14:00' }, addressText: '世纪城' });
    jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue(bb({ status: 'unpaid' }));
    await mount(Success, path);
    expect(row('应付')).toContain('¥1280.00');
    expect(screen.queryByText('上门安装时间')).toBeNull();
  });

  it('in English', async () => {
    setMessages('en-US', enUS);
    try {
      keepPlaced({ orderNo: ORDER_NO, slot: { date: '2026-11-28', time: '08:00' }, addressText: '世纪城1栋' });
      jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue(bb());
      await mount(Success, path);
      expect(row('Paid')).toContain('¥1280.00');
      expect(row('Installation time')).toContain('11-28 Sat 08:00');
      expect(row('Install at')).toContain('世纪城1栋');
    } finally {
      act(() => setMessages('zh-CN', zhCN));
    }
  });
});

describe('/orderPage/success: the window to pay is the server’s', () => {
  it('a phone 40 minutes fast: the order just placed is payable for its 30 minutes, not closed', async () => {
    const serverNow = Date.now() - 40 * 60_000;
    noteServerDate(new Date(serverNow).toUTCString());
    jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue(
      order({
        type: 'card',
        status: 'unpaid',
        createdAt: new Date(serverNow).toISOString(),
        expiresAt: new Date(serverNow + 30 * 60_000).toISOString(),
      }),
    );
    await mount(Success, `/orderPage/success?orderNo=${ORDER_NO}&pay=1`);
    expect(heading()).toBe('订单待支付');
    // The Date header's whole seconds may add one.
    expect(document.body.textContent).toMatch(/请在 (30:0[01]|29:5\d) 内完成支付/);
    expect(screen.getByRole('button', { name: /^去支付/ })).toBeTruthy();
  });
});

describe('/orderPage/success: the card number', () => {
  it('the paid card result names the new number, written as the picker wrote it', async () => {
    jest
      .spyOn(billApi, 'orderWechatGetById')
      .mockResolvedValue(order({ type: 'card', msisdn: '18687051898', title: '5G新卡' }));
    await mount(Success, `/orderPage/success?orderNo=${ORDER_NO}&pay=1`);
    expect(heading()).toBe('下单成功');
    expect(screen.getByText('已选号码')).toBeTruthy();
    expect(screen.getByText('186 8705 1898')).toBeTruthy();
  });

  it('the free card result writes the number as the picker did (186 8705 1898), named 已选号码', async () => {
    await mount(Success, `/orderPage/success?orderNo=${ORDER_NO}&msisdn=18687051898`);
    expect(screen.getByText('已选号码')).toBeTruthy();
    expect(screen.getByText('186 8705 1898')).toBeTruthy();
    expect(document.body.textContent).not.toContain('18687051898');
  });
});
