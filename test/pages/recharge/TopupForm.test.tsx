// The top-up form (/newRecharge/index2) and the checkout, on a real store (ui, session, global and the family's
// models) with the API stubbed: messages at the fields, the amount choice, and nothing lost on an error.
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { call } from 'typed-redux-saga';
import { defineModel, type AnyModel } from '../../../src/core';
import { addMessages, setMessages } from '../../../src/locales';
import enUS from '../../../src/locales/en-US';
import * as billApi from '../../../src/services/api/bill';
import * as configApi from '../../../src/services/api/config';
import type { PayOrder, PreCheckInfo } from '../../../src/services/api/types';
import { noteServerDate, RequestError } from '../../../src/services/request';
import TopupForm, { messages, models as formModels } from '../../../src/pages/recharge/TopupForm';
import Checkout, { models as checkoutModels } from '../../../src/pages/recharge/Checkout';
import { mountPage, settle } from '../../support/page';
import { clockFrom } from '../../support/clock';
import { precheckOf } from '../../support/precheck';

addMessages(messages);

const WANG = '18687120001';
const ORDER_ID = '20261122083000123456';
const info = precheckOf;

// The pre-check goes through the `global` model; a stand-in of its effect answers it here, wherever the app keeps the call.
const precheck = jest.fn<Promise<PreCheckInfo>, [{ phone: string }]>();
const global = defineModel({
  namespace: 'global',
  state: {},
  effects: {
    preCheckToPhone: [
      function* ({ payload }: { payload: { phone: string } }) {
        return yield* call(precheck, payload);
      },
      { type: 'takeLatest' },
    ],
  },
});

const mount = (Page: ComponentType, models: readonly AnyModel[], path: string) =>
  mountPage(Page, [global, ...models], path);
const openForm = () => mount(TopupForm, formModels, '/newRecharge/index2');

const phoneInput = () => screen.getByLabelText<HTMLInputElement>('充值号码');
const type = (value: string) =>
  act(async () => {
    fireEvent.change(phoneInput(), { target: { value } });
    await Promise.resolve();
  });
const errorOf = (el: HTMLElement) => document.getElementById(`${el.id}-error`)?.textContent ?? null;
const amount = (name: RegExp) => screen.getByRole('radio', { name });
const submit = async () => {
  fireEvent.click(screen.getByRole('button', { name: '立即充值' }));
  await settle();
};

let order: jest.SpyInstance;

// The form's day and the maintenance window follow the clock: run at 10:00 Beijing time, on a day without offers.
const TEN_AM = Date.parse('2026-11-22T10:00:00+08:00');

beforeEach(() => {
  jest.restoreAllMocks();
  clockFrom(TEN_AM);
  precheck.mockReset().mockImplementation(async ({ phone }) => info(phone));
  order = jest
    .spyOn(configApi, 'orderSubmitBlack')
    .mockResolvedValue({ orderId: ORDER_ID, payFen: 5000, expiresAt: '2026-11-22T10:30:00+08:00' });
});

describe('the number', () => {
  it('is prefilled from wechatUser_phone and pre-checked: "云南 昆明 联通"', async () => {
    window.localStorage.setItem('wechatUser_phone', WANG);
    await openForm();
    expect(phoneInput().value).toBe(WANG);
    expect(await screen.findByText('云南 昆明 联通')).toBeTruthy();
    expect(precheck).toHaveBeenCalledWith({ phone: WANG });
  });

  it('says nothing mid-number; leaving it short says so at the field', async () => {
    await openForm();
    await type('1868712');
    expect(errorOf(phoneInput())).toBeNull();
    fireEvent.blur(phoneInput());
    expect(errorOf(phoneInput())).toBe('请输入11位手机号码');
    expect(phoneInput().getAttribute('aria-invalid')).toBe('true');
    expect(precheck).not.toHaveBeenCalled();
  });

  it('an impossible number is refused as soon as it is complete, and never pre-checked; typing clears it', async () => {
    await openForm();
    await type('12345678901');
    await settle();
    expect(errorOf(phoneInput())).toBe('手机号码格式不正确，请核对后重新输入');
    expect(precheck).not.toHaveBeenCalled();
    await type('1234567890');
    expect(errorOf(phoneInput())).toBeNull();
  });

  it("another operator's number shows why it cannot be topped up, and is not ordered", async () => {
    precheck.mockResolvedValueOnce(
      info('13800138000', {
        operator: 'mobile',
        isLocal: false,
        provinceName: '广东',
        cityName: '广州',
        canRecharge: false,
        reason: '非本网号码（移动），暂不支持该号码充值',
      }),
    );
    await openForm();
    await type('13800138000');
    await settle();
    expect(screen.getByText(/非本网号码（移动）/)).toBeTruthy();
    fireEvent.click(amount(/^50元/));
    await submit();
    expect(errorOf(phoneInput())).toBe('非本网号码（移动），暂不支持该号码充值');
    expect(order).not.toHaveBeenCalled();
  });

  it('a failed pre-check offers "重新查询", which asks again', async () => {
    precheck.mockRejectedValueOnce(new RequestError('network', '网络异常，请检查网络后重试'));
    await openForm();
    await type(WANG);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: '重新查询' }));
    await settle();
    expect(screen.getByText('云南 昆明 联通')).toBeTruthy();
    expect(precheck).toHaveBeenCalledTimes(2);
  });
});

describe('the amount', () => {
  it('one of eight; the choice shows what is paid', async () => {
    await openForm();
    expect(screen.getAllByRole('radio')).toHaveLength(8);
    fireEvent.click(amount(/^50元/));
    await settle();
    expect(amount(/^50元/).getAttribute('aria-checked')).toBe('true');
    expect(amount(/^100元/).getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText('实付金额').parentElement?.textContent).toContain('¥50.00');
  });

  it('is asked for at its field when missing, with the number', async () => {
    await openForm();
    await submit();
    expect(errorOf(phoneInput())).toBe('请输入手机号码');
    expect(screen.getByText('请选择充值金额')).toBeTruthy();
    expect(screen.getByRole('radiogroup').getAttribute('aria-invalid')).toBe('true');
    expect(order).not.toHaveBeenCalled();
  });
});

describe('submitting', () => {
  it('orders and goes to the checkout', async () => {
    const { history } = await openForm();
    await type(WANG);
    fireEvent.click(amount(/^50元/));
    await settle();
    await submit();
    expect(order).toHaveBeenCalledWith(
      { phone: WANG, faceFen: 5000, type: 'standard' },
      { idempotencyKey: expect.any(String) },
    );
    expect(history.location.pathname + history.location.search).toBe(`/sms2/newRecharge/recharge?orderId=${ORDER_ID}`);
  });

  it('the daily cap shows at the amount; nothing typed is lost', async () => {
    order.mockRejectedValueOnce(
      new RequestError('business', '单个号码每日充值金额不能超过5000元，今日还可充值0元', { code: 'E_DAILY_CAP' }),
    );
    const { history } = await openForm();
    await type(WANG);
    fireEvent.click(amount(/^500元/));
    await settle();
    await submit();
    expect(screen.getByText('单个号码每日充值金额不能超过5000元，今日还可充值0元')).toBeTruthy();
    expect(phoneInput().value).toBe(WANG);
    expect(amount(/^500元/).getAttribute('aria-checked')).toBe('true');
    expect(history.location.pathname).toBe('/sms2/newRecharge/index2');
  });

  it('a network failure may have placed the order: it is being confirmed; the number and amount stay, and the retry (same key) goes through', async () => {
    order.mockRejectedValueOnce(new RequestError('network', '网络异常，请检查网络后重试'));
    const { history, onError } = await openForm();
    await type(WANG);
    fireEvent.click(amount(/^20元/));
    await settle();
    await submit();
    // Being confirmed, then unknown: the app's failure path says so (never "网络异常" as the outcome).
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(onError).toHaveBeenCalledTimes(1);
    expect((onError.mock.calls[0][0] as Error).message).toBe('结果确认中，请稍后在办理记录中查看，或重试');
    expect(phoneInput().value).toBe(WANG);
    expect(amount(/^20元/).getAttribute('aria-checked')).toBe('true');
    await submit();
    expect(order).toHaveBeenCalledTimes(2);
    expect(order.mock.calls[0][1]).toEqual(order.mock.calls[1][1]); // the same idempotency key
    expect(history.location.search).toBe(`?orderId=${ORDER_ID}`);
  });

  it('the maintenance window: the banner, and the button disabled', async () => {
    order.mockRejectedValueOnce(
      new RequestError('business', '22:50-00:50系统维护，暂不能充值，请稍后再试', { code: 'E_MAINTENANCE' }),
    );
    await openForm();
    await type(WANG);
    fireEvent.click(amount(/^50元/));
    await settle();
    await submit();
    expect(screen.getByRole('alert').textContent).toBe('22:50–00:50系统维护，暂不能充值，请稍后再试');
    expect(screen.getByRole('button', { name: '立即充值' }).hasAttribute('disabled')).toBe(true);
  });

  it('in English too', async () => {
    setMessages('en-US', enUS);
    await openForm();
    expect(screen.getByLabelText('Number')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Top up now' }));
    await settle();
    expect(screen.getByText('Choose an amount')).toBeTruthy();
    expect(screen.getByText('Enter a mobile number')).toBeTruthy();
  });
});

describe('the checkout', () => {
  const unpaid = (over: Partial<PayOrder> = {}): PayOrder => ({
    orderId: ORDER_ID,
    type: 'topup',
    msisdn: WANG,
    faceFen: 10000,
    payFen: 9800,
    status: 'unpaid',
    title: '话费充值100元',
    createdAt: new Date(Date.now()).toISOString(),
    expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
    ...over,
  });

  it('number, face value, discount, amount and the countdown', async () => {
    jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue(unpaid());
    await mount(Checkout, checkoutModels, `/newRecharge/recharge?orderId=${ORDER_ID}`);
    await settle();
    expect(screen.getByText('186****0001')).toBeTruthy();
    expect(screen.getByText('-¥2.00')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toMatch(/请在 (30:00|29:5\d) 内完成支付/);
    expect(screen.getByRole('button', { name: '微信支付 ¥98.00' })).toBeTruthy();
  });

  it('a phone 40 minutes fast: the order just placed has its 30 minutes, counted on the server’s clock', async () => {
    const serverNow = Date.now() - 40 * 60_000;
    noteServerDate(new Date(serverNow).toUTCString());
    try {
      jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue(
        unpaid({
          createdAt: new Date(serverNow).toISOString(),
          expiresAt: new Date(serverNow + 30 * 60_000).toISOString(),
        }),
      );
      await mount(Checkout, checkoutModels, `/newRecharge/recharge?orderId=${ORDER_ID}`);
      await settle();
      expect(screen.queryByRole('heading', { name: '订单已超时' })).toBeNull();
      expect(screen.getByRole('timer').textContent).toMatch(/请在 (30:00|29:5\d) 内完成支付/);
      expect(screen.getByRole('button', { name: '微信支付 ¥98.00' })).toBeTruthy();
    } finally {
      noteServerDate(new Date(Date.now()).toUTCString());
    }
  });

  it('back from a cancelled payment: "支付已取消", the order still payable', async () => {
    jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue(unpaid());
    jest.spyOn(billApi, 'logtransactive').mockResolvedValue(null);
    const { history } = await mount(
      Checkout,
      checkoutModels,
      `/newRecharge/recharge?orderId=${ORDER_ID}&payResult=cancel`,
    );
    await settle();
    expect(history.location.search).toBe(`?orderId=${ORDER_ID}`);
    expect(screen.getByRole('status').textContent).toBe('支付已取消，订单仍为您保留，可重新支付');
    expect(screen.getByRole('button', { name: '微信支付 ¥98.00' })).toBeTruthy();
    expect(billApi.logtransactive).toHaveBeenCalledWith({ orderId: ORDER_ID, action: 'cancel' });
  });

  it('an expired order says so, and "重新下单" goes back to the form with the number kept', async () => {
    jest.spyOn(billApi, 'orderWechatGetById').mockResolvedValue(unpaid({ status: 'expired' }));
    const { history } = await mount(Checkout, checkoutModels, `/newRecharge/recharge?orderId=${ORDER_ID}`);
    await settle();
    expect(screen.getByRole('heading', { name: '订单已超时' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重新下单' }));
    await settle();
    expect(history.location.pathname).toBe('/sms2/newRecharge/index2');
    expect(history.location.search).toBe(''); // the number never goes into the address
    expect(JSON.parse(window.sessionStorage.getItem('sms2_draft_recharge') ?? '{}')).toEqual({
      owner: '',
      at: expect.any(Number) as number,
      value: { phone: '186****0001', faceFen: 10000 },
    });
  });

  it('a failed read offers a retry', async () => {
    jest
      .spyOn(billApi, 'orderWechatGetById')
      .mockRejectedValueOnce(new RequestError('timeout', '请求超时，请稍后重试'))
      .mockResolvedValue(unpaid());
    await mount(Checkout, checkoutModels, `/newRecharge/recharge?orderId=${ORDER_ID}`);
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('请求超时，请稍后重试');
    fireEvent.click(within(alert).getByRole('button', { name: '重试' }));
    await settle();
    expect(screen.getByText('186****0001')).toBeTruthy();
  });
});
