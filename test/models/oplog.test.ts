import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic, throwError, type StaticProvider } from 'redux-saga-test-plan/providers';
import { LOCATION_CHANGE } from '../../src/core';
import oplog, { accessUrlOf, operationLogEntry, postEntry, sourceOf, whenIdle } from '../../src/models/oplog';
import { locationHref, userAgent } from '../../src/utils/browser';
import { api } from '../../src/services/api';
import type { OperationLogReq } from '../../src/services/api/types';
import { RequestError } from '../../src/services/request';

const navigation = (search: string, action: 'PUSH' | 'REPLACE' | 'POP' = 'PUSH') => ({
  type: LOCATION_CHANGE,
  payload: { location: { pathname: '/newRecharge', search, hash: '', state: null, key: 'abc123' }, action },
});

const reducer = combineReducers({ oplog: oplog.reducer });
/** The model's saga with its state, the address (`href()` each time it is read) and the user agent given, the post
 *  answered. */
const run = (href: () => string, more: StaticProvider[] = []) =>
  expectSaga(oplog.saga)
    .withReducer(reducer as never)
    .provide([
      [matchers.call.fn(locationHref), dynamic(href)],
      [matchers.call.fn(userAgent), 'UA'],
      [matchers.call.fn(api.config.operationLog), { logId: 'L1' }],
      ...more,
    ]);
type Effects = Awaited<ReturnType<ReturnType<typeof run>['silentRun']>>['effects'];
/** The entries posted. */
const posted = (effects: Effects): OperationLogReq[] =>
  ((effects.call ?? []) as { payload: { fn: unknown; args: unknown[] } }[])
    .filter((c) => c.payload.fn === api.config.operationLog)
    .map((c) => c.payload.args[0] as OperationLogReq);
const addresses = (effects: Effects) => posted(effects).map((e) => e.accessUrl);
/** The addresses of the navigations, one read each, in turn (the last one stays). */
const inTurn =
  (...hrefs: string[]) =>
  () =>
    hrefs.length > 1 ? hrefs.shift()! : hrefs[0];

describe('operation log entry', () => {
  it('carries the spec fields: accessUrl, endingType, userType 1, empty title, operationId 1', () => {
    expect(operationLogEntry('http://localhost/sms2/newRecharge', '', 'UA/1.0')).toEqual({
      accessUrl: 'http://localhost/sms2/newRecharge',
      endingType: 'UA/1.0',
      userType: 1,
      title: '',
      logParams: { operationId: 1 },
    });
  });

  it('includes source only when the query has a non-empty one', () => {
    expect(operationLogEntry('http://x/sms2/?source=wx_menu', '?source=wx_menu', 'UA').logParams).toEqual({
      operationId: 1,
      source: 'wx_menu',
    });
    expect(operationLogEntry('http://x/sms2/?source=', '?source=', 'UA').logParams).toEqual({ operationId: 1 });
    expect(operationLogEntry('http://x/sms2/', '', 'UA').logParams).toEqual({ operationId: 1 });
  });

  it('never logs a login code, a token or a captcha', () => {
    const url = accessUrlOf('http://x/sms2/cfsf?code=sim_code_1&state=s1&token=st_1&source=a&mall_token=m&kaptcha=ab');
    expect(url).toBe('http://x/sms2/cfsf?source=a');
  });

  it("leaves out the fragment WeChat's authorize page leaves on the address (#wechat_redirect)", () => {
    expect(accessUrlOf('http://x/sms2/discounts?source=a&code=c&state=s#wechat_redirect')).toBe(
      'http://x/sms2/discounts?source=a',
    );
  });
});

describe('the source logged', () => {
  it('is sent as given: any printable text, URL-decoded', () => {
    for (const given of ['wx_menu-2', 'wx.menu', '公众号菜单', 'a b', 'a/b', '"x"', '<b>x</b>', '100%'])
      expect(operationLogEntry('http://x/sms2/', `?source=${encodeURIComponent(given)}`, 'UA').logParams).toEqual({
        operationId: 1,
        source: given,
      });
    expect(sourceOf('?source=%E5%85%AC%E4%BC%97%E5%8F%B7%E8%8F%9C%E5%8D%95')).toBe('公众号菜单');
    expect(sourceOf('?source=wx+menu')).toBe('wx menu');
  });

  it('without control characters, at most 64 characters', () => {
    expect(sourceOf(`?source=${encodeURIComponent('wx\u0000.menu\n\t\u007f\u0085\u200b\u202e')}`)).toBe('wx.menu');
    expect(sourceOf(`?source=${'x'.repeat(65)}`)).toBe('x'.repeat(64));
    expect(sourceOf(`?source=${encodeURIComponent('菜'.repeat(70))}`)).toBe('菜'.repeat(64));
    // A character outside the BMP counts once and is never cut in half.
    expect(sourceOf(`?source=${encodeURIComponent('😀'.repeat(70))}`)).toBe('😀'.repeat(64));
  });

  it('nothing printable left is no source', () => {
    for (const search of ['', '?source=', `?source=${encodeURIComponent('\u0000\n ')}`, '?other=1'])
      expect(operationLogEntry('http://x/sms2/', search, 'UA').logParams).toEqual({ operationId: 1 });
  });
});

describe('what the log stores', () => {
  it('redacts a token in the path, and the token, code and state of the query', () => {
    expect(accessUrlOf('http://x/sms2/newRecharge/tooth/st_secret123?source=a&token=t&code=c&state=s')).toBe(
      'http://x/sms2/newRecharge/tooth/:token?source=a',
    );
    expect(accessUrlOf('http://x/sms2/newRecharge/tooth')).toBe('http://x/sms2/newRecharge/tooth');
    expect(accessUrlOf('http://x/sms2/newRecharge/tooth/abc/more')).toBe('http://x/sms2/newRecharge/tooth/:token/more');
  });
});

describe('operation log saga', () => {
  it('posts one entry for each navigation, with source when present', async () => {
    const { effects } = await run(inTurn('http://x/sms2/newRecharge?source=sms', 'http://x/sms2/newRecharge'))
      .dispatch(navigation('?source=sms'))
      .dispatch(navigation(''))
      .not.put.like({ action: { type: 'oplog/log' } })
      .silentRun(30);
    const posts = posted(effects);
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({ userType: 1, title: '', logParams: { operationId: 1, source: 'sms' } });
    expect(posts[1].logParams).toEqual({ operationId: 1 });
  });

  it('the address is the one at the navigation itself, not the one after the idle wait (a quick redirect)', async () => {
    let href = 'http://x/sms2/discounts?source=wx';
    const { effects } = await run(
      () => href,
      [
        // While the browser is busy, the guard sends the visitor on.
        [
          matchers.call.fn(whenIdle),
          dynamic(() => {
            href = 'http://x/sms2/bindAccount?redirect=%2Fdiscounts';
            return undefined;
          }),
        ],
      ],
    )
      .dispatch(navigation('?source=wx'))
      .silentRun(30);
    expect(addresses(effects)).toEqual(['http://x/sms2/discounts?source=wx']);
  });

  it('a replace that only drops the OAuth answer or the fragment is the same navigation: logged once', async () => {
    const { effects } = await run(
      inTurn('http://x/sms2/discounts?source=wx&code=c1&state=s1#wechat_redirect', 'http://x/sms2/discounts?source=wx'),
    )
      .dispatch(navigation('?source=wx&code=c1&state=s1', 'POP'))
      .dispatch(navigation('?source=wx', 'REPLACE'))
      .silentRun(30);
    expect(addresses(effects)).toEqual(['http://x/sms2/discounts?source=wx']);
  });

  it('a replace to another address, and a push to the same one, are navigations of their own', async () => {
    const { effects } = await run(inTurn('http://x/sms2/discounts', 'http://x/sms2/bindAccount'))
      .dispatch(navigation(''))
      .dispatch(navigation('', 'REPLACE'))
      .dispatch(navigation('', 'PUSH'))
      .silentRun(30);
    expect(addresses(effects)).toEqual([
      'http://x/sms2/discounts',
      'http://x/sms2/bindAccount',
      'http://x/sms2/bindAccount',
    ]);
  });

  it('swallows a failure: nothing escapes to the error hook', async () => {
    const result = await expectSaga(oplog.saga)
      .withReducer(reducer as never)
      .provide([
        [matchers.call.fn(api.config.operationLog), throwError(new RequestError('http', 'boom', { status: 500 }))],
      ])
      .dispatch(navigation(''))
      .not.put.like({ action: { type: 'oplog/log/@@error' } })
      .silentRun(30);
    expect(result.effects.call?.length).toBeGreaterThan(0);
  });

  it('reads the address and the user agent through call, so the entry is what the browser says', async () => {
    const { effects } = await expectSaga(oplog.saga)
      .withReducer(reducer as never)
      .provide([
        [matchers.call.fn(locationHref), 'http://h/sms2/cfsf?code=c1&source=wx'],
        [matchers.call.fn(userAgent), 'MicroMessenger/8.0'],
        [matchers.call.fn(api.config.operationLog), { logId: 'L1' }],
      ])
      .dispatch(navigation('?source=wx'))
      .silentRun(30);
    expect(posted(effects)).toEqual([
      {
        accessUrl: 'http://h/sms2/cfsf?source=wx',
        endingType: 'MicroMessenger/8.0',
        userType: 1,
        title: '',
        logParams: { operationId: 1, source: 'wx' },
      },
    ]);
  });

  it('the log effect posts the entry of a visit and resolves with the answer', async () => {
    const entry = operationLogEntry('http://x/sms2/', '', 'UA');
    const { returnValue } = await expectSaga(postEntry, entry)
      .provide([[matchers.call.fn(api.config.operationLog), { logId: 'L9' }]])
      .run();
    expect(returnValue).toEqual({ logId: 'L9' });
    const { effects } = await run(() => 'http://x/sms2/?source=a')
      .dispatch(oplog.actions.log({ search: '?source=a' }))
      .silentRun(30);
    expect(posted(effects)).toMatchObject([{ accessUrl: 'http://x/sms2/?source=a', logParams: { source: 'a' } }]);
  });

  it('visits kept from before the log loaded carry their addresses; the replace of an OAuth return is not one', async () => {
    const { effects } = await run(() => 'http://x/sms2/elsewhere')
      .dispatch(
        oplog.actions.log({
          search: '?source=a&code=c1&state=s1',
          href: 'http://x/sms2/cfsf?source=a&code=c1&state=s1#wechat_redirect',
        }),
      )
      .dispatch(oplog.actions.log({ search: '?source=a', href: 'http://x/sms2/cfsf?source=a', replace: true }))
      .dispatch(oplog.actions.log({ search: '', href: 'http://x/sms2/complain' }))
      .silentRun(30);
    expect(addresses(effects)).toEqual(['http://x/sms2/cfsf?source=a', 'http://x/sms2/complain']);
  });
});
