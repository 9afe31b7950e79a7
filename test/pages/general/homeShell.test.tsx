// Home takes over index.html's account card (src/layouts/earlyStarter.ts paints it from the first answers while the
// entry downloads; src/layouts/useShell.ts): the card is taken into the hero's place until home's own card has what
// it will keep showing, then home's card replaces it in one commit. The number and the balance are never on the
// page twice, and the card never outstays a failure or a visitor.
import { act, screen } from '@testing-library/react';
import { addMessages } from '../../../src/locales';
import session from '../../../src/models/session';
import Home, { messages, models } from '../../../src/pages/general/Home';
import * as billApi from '../../../src/services/api/bill';
import * as configApi from '../../../src/services/api/config';
import * as omowebApi from '../../../src/services/api/omoweb';
import type { Balance, UserInfoBtm } from '../../../src/services/api/types';
import { SHELL_ID, SHELL_TAPPED_ATTR } from '../../../src/layouts/earlyStarter';
import * as hooks from '../../../src/models/hooks';
import { dropShell } from '../../../src/layouts/shell';
import { RequestError } from '../../../src/services/request';
import { mountPage } from '../../support/page';

addMessages(messages);

const wang: UserInfoBtm = { openid: 'o_sim_001', userPhone: '18687120001', subscribe: true };
const BALANCE: Balance = {
  phone: '18687120001',
  balanceFen: 3650,
  realtimeFeeFen: 0,
  queryTime: '2026-11-26T12:00:00+08:00',
};

/** index.html's card as the starter paints it (its words and figures). */
function paintCard() {
  const card = document.createElement('div');
  card.id = SHELL_ID;
  card.className = 'shell';
  card.innerHTML =
    '<header class="shell-hero"><h1>网上营业厅</h1><div class="shell-panel"><p class="shell-phone">186****0001</p>' +
    '<dl class="shell-figures"><div><dt>话费余额</dt><dd>¥36.50</dd></div><div><dt>剩余流量</dt><dd>--</dd></div></dl></div></header>';
  document.body.appendChild(card);
  return card;
}

/** The balance's answer, given when the test says. */
function balanceLater() {
  let answer!: (b: Balance) => void;
  let fail!: (e: unknown) => void;
  jest.spyOn(billApi, 'queryUserBalance').mockReturnValue(
    new Promise<Balance>((resolve, reject) => {
      answer = resolve;
      fail = reject;
    }),
  );
  return { answer: (b: Balance) => act(async () => answer(b)), fail: (e: unknown) => act(async () => fail(e)) };
}

const mount = (user: UserInfoBtm | undefined) =>
  mountPage(Home, models, '/', { before: (app) => app.dispatch(session.actions.saveUser(user)) });

beforeEach(() => {
  jest.restoreAllMocks();
  jest.spyOn(configApi, 'list').mockResolvedValue([]);
  jest.spyOn(omowebApi, 'productList').mockResolvedValue({ list: [], total: 0, page: 1, pageSize: 6 });
  jest.spyOn(billApi, 'querySetMealaAlowance').mockReturnValue(new Promise(() => undefined));
});
afterEach(() => dropShell());

it("holds the card in the hero's place until the balance has come, then shows home's own: never both", async () => {
  const card = paintCard();
  const balance = balanceLater();
  await mount(wang);
  // Taken into the page, in the hero's place: the page's own hero is not there yet.
  expect(card.isConnected).toBe(true);
  expect(card.className).toBe('shell-in-page');
  expect(card.parentElement?.closest('main')).not.toBeNull();
  expect(screen.getAllByRole('heading', { name: '网上营业厅' })).toHaveLength(1);
  expect(screen.getAllByText('186****0001')).toHaveLength(1);
  expect(screen.getByRole('navigation', { name: '业务入口' })).toBeTruthy(); // the rest of home under it
  await balance.answer(BALANCE);
  expect(document.getElementById(SHELL_ID)).toBeNull();
  expect(screen.getAllByText('¥36.50')).toHaveLength(1);
  expect(screen.getAllByText('186****0001')).toHaveLength(1);
  expect(screen.getByRole('button', { name: '退出登录' })).toBeTruthy(); // home's own card
});

it("a balance that fails: home's card with its retry, the picture gone", async () => {
  paintCard();
  const balance = balanceLater();
  await mount(wang);
  await balance.fail(new RequestError('network', '网络异常'));
  expect(document.getElementById(SHELL_ID)).toBeNull();
  expect(screen.getByRole('button', { name: '点击重试' })).toBeTruthy();
});

it('a visitor (logged out since): the picture goes at once, the login shows', async () => {
  const login = jest.fn();
  jest.spyOn(hooks, 'useLogin').mockReturnValue(login);
  paintCard();
  await mount(undefined);
  expect(document.getElementById(SHELL_ID)).toBeNull();
  expect(screen.getByText('登录后查看话费余额和剩余流量')).toBeTruthy();
  expect(login).not.toHaveBeenCalled();
});

it("a tap on the painted login before home took over is home's own tap: it logs in, back to home", async () => {
  const login = jest.fn();
  jest.spyOn(hooks, 'useLogin').mockReturnValue(login);
  paintCard().setAttribute(SHELL_TAPPED_ATTR, 'login');
  await mount(undefined);
  expect(document.getElementById(SHELL_ID)).toBeNull();
  expect(login).toHaveBeenCalledTimes(1);
  expect(login).toHaveBeenCalledWith('/');
});

it('a tap kept on the card does not log in a customer the session knows', async () => {
  const login = jest.fn();
  jest.spyOn(hooks, 'useLogin').mockReturnValue(login);
  paintCard().setAttribute(SHELL_TAPPED_ATTR, 'login');
  const balance = balanceLater();
  await mount(wang);
  await balance.answer(BALANCE);
  expect(document.getElementById(SHELL_ID)).toBeNull();
  expect(login).not.toHaveBeenCalled();
});

it("taken away meanwhile (its time is up, an error elsewhere): home's own card, waiting for the balance", async () => {
  paintCard();
  balanceLater();
  await mount(wang);
  act(() => dropShell());
  expect(document.getElementById(SHELL_ID)).toBeNull();
  expect(screen.getByRole('heading', { name: '网上营业厅' })).toBeTruthy();
  expect(screen.getAllByText('--')).toHaveLength(2);
});
