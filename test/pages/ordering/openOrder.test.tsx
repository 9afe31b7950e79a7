// A customer's open order, said before any gate, in the real app against the operator simulator (in-process
// through msw): 李明 left an order of the 5G card unpaid (another tab, another session); the card page opened
// again says so at 获取验证码 and offers that order's payment, with no captcha asked and no code sent, in Chinese
// and in English. So does the broadband page of a new customer (a WeChat user without a number) at the door of
// an unpaid broadband order.
import { act, fireEvent, screen } from '@testing-library/react';
import { createSimClient } from '../../../mocks/client';
import { setupSimulatorServer } from '../../../mocks/msw';
import { addMessages, setMessages } from '../../../src/locales';
import enUS from '../../../src/locales/en-US';
import zhCN from '../../../src/locales/zh-CN';
import { messages } from '../../../src/pages/ordering/CardOrder';
import { messages as bbMessages } from '../../../src/pages/ordering/messagesBb';
import { BB_DRAFT, type BbDraft } from '../../../src/pages/ordering/broadband/form';
import { saveDraft } from '../../../src/pages/shared/draft';
import type { AddressNode } from '../../../src/services/api/types';
import { setGateProvider } from '../../../src/services';
import { logInAs, openApp } from '../../support/app';

addMessages(messages);
addMessages(bbMessages);

const { server, reset, sim } = setupSimulatorServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  reset();
  window.sessionStorage.clear();
});
afterAll(() => server.close());

const LI = '15508750002';

/** 李明's order of the 5G card (¥50 to prepay), placed in a session of its own and left unpaid; its number. */
async function unpaidCard(): Promise<string> {
  const client = createSimClient(sim);
  await client.loginWechat('o_sim_002');
  const n = Object.values(sim.db.numbers).find((x) => x.status === 'available' && x.cityCode === '530100' && !x.pretty);
  if (!n) throw new Error('no number to hold');
  await client.data('POST', 'handlebusi/wxOrderRecord/keepNum', { json: { msisdn: n.msisdn } });
  sim.db.smsCodes[LI] = {
    phone: LI,
    code: '246810',
    purpose: 'order',
    sentAt: sim.now(),
    expiresAt: sim.now() + 300_000,
    used: false,
  };
  const order = await client.data<{ orderNo: string; payFen: number }>('POST', 'handlebusi/wxOrderRecord/submit', {
    json: {
      productCode: 'CARD5G',
      msisdn: n.msisdn,
      customer: { name: '李明', certNo: '530502199708152013', contactPhone: LI },
      address: { areaCode: '530102', detail: '人民中路街道翠湖小区3栋2单元501室' },
      smsCode: '246810',
    },
  });
  expect(order.payFen).toBe(5000);
  return order.orderNo;
}

let captchaAsks = 0;
beforeEach(() => {
  captchaAsks = 0;
  setGateProvider({
    captcha: async () => {
      captchaAsks += 1;
      throw new Error('the captcha gate was asked');
    },
    sms: async () => {
      throw new Error('the SMS gate was asked');
    },
  });
});

async function askForCode(send: RegExp) {
  const phone = await screen.findByRole('textbox', { name: /^(联系电话|Contact no\.)/ });
  fireEvent.change(phone, { target: { value: LI } });
  fireEvent.click(await screen.findByRole('button', { name: send }));
}

describe('card', () => {
  it('the 5G card page opened again says the unpaid order at 获取验证码 and offers its payment; no captcha, no code', async () => {
    const orderNo = await unpaidCard();
    const sent = sim.db.smsOutbox.length;
    await logInAs('o_sim_002');
    openApp('/marketCard/card5G');
    await askForCode(/获取验证码/);
    expect(await screen.findByText('您有一笔待支付的号卡订单，请先完成支付')).toBeTruthy();
    const pay = await screen.findByRole('link', { name: '去支付这笔订单 ¥50.00' });
    expect(pay.getAttribute('href')).toBe(`/sms2/orderPage/success?orderNo=${orderNo}&pay=1`);
    expect(captchaAsks).toBe(0);
    expect(sim.db.smsOutbox).toHaveLength(sent);
    expect(
      Object.values(sim.db.productOrders).filter((o) => o.productCode === 'CARD5G' && o.phone === LI),
    ).toHaveLength(1);
  });

  it('in English too', async () => {
    const orderNo = await unpaidCard();
    setMessages('en-US', enUS);
    try {
      await logInAs('o_sim_002');
      openApp('/marketCard/card5G');
      await askForCode(/Get code|Send code/);
      expect(await screen.findByText('You have a SIM card order awaiting payment. Please pay it first.')).toBeTruthy();
      const pay = await screen.findByRole('link', { name: 'Pay that order ¥50.00' });
      expect(pay.getAttribute('href')).toBe(`/sms2/orderPage/success?orderNo=${orderNo}&pay=1`);
      expect(captchaAsks).toBe(0);
    } finally {
      act(() => setMessages('zh-CN', zhCN));
    }
  });
});

describe('broadband', () => {
  const node = (code: string, level: AddressNode['level'], name: string): AddressNode => ({
    code,
    level,
    name,
    leaf: level === 'door',
  });
  const DOOR = '53011101010210301';
  const CN_DAY = (ms: number) => new Date(ms + 8 * 3600_000).toISOString().slice(0, 10);

  /** 新用户's BB300 at 世纪城2栋1单元301室, placed in a session of its own and left unpaid; its number. */
  async function unpaidBroadband(): Promise<string> {
    const client = createSimClient(sim);
    await client.loginWechat('o_sim_new');
    sim.db.smsCodes[LI] = {
      phone: LI,
      code: '246810',
      purpose: 'order',
      sentAt: sim.now(),
      expiresAt: sim.now() + 300_000,
      used: false,
    };
    const order = await client.data<{ orderNo: string; payFen: number }>(
      'POST',
      'handlebusi/submitOrder/newBroadband',
      {
        json: {
          offerCode: 'BB300',
          addressCode: DOOR,
          addressText: '官渡区世纪城2栋1单元301室',
          customer: { name: '李明', certNo: '530502199708152013', contactPhone: LI },
          slot: { date: CN_DAY(sim.now() + 2 * 86_400_000), time: '14:00' },
          smsCode: '246810',
        },
      },
    );
    expect(order.payFen).toBeGreaterThan(0);
    return order.orderNo;
  }

  /** This tab's draft: the same door, a tier and a slot; the person step next. */
  function sameDoorDraft() {
    const draft: BbDraft = {
      id: 'd2',
      offerCode: 'BB300',
      path: [
        node('530111', 'district', '官渡区'),
        node('5301110101', 'estate', '世纪城'),
        node('530111010102', 'building', '2栋'),
        node('5301110101021', 'unit', '1单元'),
        node(DOOR, 'door', '301室'),
      ],
      slot: { date: CN_DAY(sim.now() + 3 * 86_400_000), time: '08:00' },
      name: '李明',
      certNo: '',
      contactPhone: '',
      agreed: false,
    };
    saveDraft(BB_DRAFT, draft);
  }

  it('the person step at the door of an unpaid order says it at 获取验证码 and offers its payment; no captcha, no code', async () => {
    const orderNo = await unpaidBroadband();
    const sent = sim.db.smsOutbox.length;
    await logInAs('o_sim_new');
    sameDoorDraft();
    openApp('/orderPage/broadbandProcessing?step=info');
    await askForCode(/获取验证码/);
    expect(await screen.findByText('您有一笔待支付的宽带订单，请先完成支付')).toBeTruthy();
    const pay = await screen.findByRole('link', { name: /^去支付这笔订单 ¥/ });
    expect(pay.getAttribute('href')).toBe(`/sms2/orderPage/success?orderNo=${orderNo}&kind=broadband&pay=1`);
    expect(captchaAsks).toBe(0);
    expect(sim.db.smsOutbox).toHaveLength(sent);
  });

  it('in English too', async () => {
    const orderNo = await unpaidBroadband();
    setMessages('en-US', enUS);
    try {
      await logInAs('o_sim_new');
      sameDoorDraft();
      openApp('/orderPage/broadbandProcessing?step=info');
      await askForCode(/Get code/);
      expect(await screen.findByText('You have a broadband order awaiting payment. Please pay it first.')).toBeTruthy();
      const pay = await screen.findByRole('link', { name: /^Pay that order ¥/ });
      expect(pay.getAttribute('href')).toBe(`/sms2/orderPage/success?orderNo=${orderNo}&kind=broadband&pay=1`);
      expect(captchaAsks).toBe(0);
    } finally {
      act(() => setMessages('zh-CN', zhCN));
    }
  });
});
