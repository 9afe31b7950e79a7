import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { LOCATION_CHANGE } from '../../src/core';
import oplog, { accessUrlOf, logPage, operationLogEntry } from '../../src/models/oplog';
import { locationHref, userAgent } from '../../src/utils/browser';
import { api } from '../../src/services/api';
import { RequestError } from '../../src/services/request';

const navigation = (search: string) => ({
  type: LOCATION_CHANGE,
  payload: { location: { pathname: '/newRecharge', search, hash: '', state: null, key: 'abc123' }, action: 'PUSH' },
});

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
});

describe('what the log stores', () => {
  it('drops a source that is not a channel tag', () => {
    expect(operationLogEntry('http://x/sms2/', '?source=wx_menu-2', 'UA').logParams).toEqual({
      operationId: 1,
      source: 'wx_menu-2',
    });
    for (const bad of ['<script>alert(1)</script>', 'a b', 'x'.repeat(65), 'a/b', '"x"'])
      expect(operationLogEntry('http://x/sms2/', `?source=${encodeURIComponent(bad)}`, 'UA').logParams).toEqual({
        operationId: 1,
      });
  });

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
    const { effects } = await expectSaga(oplog.saga)
      .provide([[matchers.call.fn(api.config.operationLog), { logId: 'L1' }]])
      .dispatch(navigation('?source=sms'))
      .dispatch(navigation(''))
      .call(logPage, '?source=sms')
      .call(logPage, '')
      .not.put.like({ action: { type: 'oplog/log' } })
      .silentRun(30);
    const posts = (effects.call ?? [])
      .filter((c: any) => c.payload.fn === api.config.operationLog)
      .map((c: any) => c.payload.args[0]);
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({ userType: 1, title: '', logParams: { operationId: 1, source: 'sms' } });
    expect(posts[1].logParams).toEqual({ operationId: 1 });
  });

  it('swallows a failure: nothing escapes to the error hook', async () => {
    const result = await expectSaga(oplog.saga)
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
      .provide([
        [matchers.call.fn(locationHref), 'http://h/sms2/cfsf?code=c1&source=wx'],
        [matchers.call.fn(userAgent), 'MicroMessenger/8.0'],
        [matchers.call.fn(api.config.operationLog), { logId: 'L1' }],
      ])
      .dispatch(navigation('?source=wx'))
      .silentRun(30);
    const post = (effects.call ?? []).map((c: any) => c.payload).find((p: any) => p.fn === api.config.operationLog);
    expect(post.args[0]).toEqual({
      accessUrl: 'http://h/sms2/cfsf?source=wx',
      endingType: 'MicroMessenger/8.0',
      userType: 1,
      title: '',
      logParams: { operationId: 1, source: 'wx' },
    });
  });

  it('the log effect posts the same entry and resolves with the answer', async () => {
    const { returnValue } = await expectSaga(logPage, '')
      .provide([[matchers.call.fn(api.config.operationLog), { logId: 'L9' }]])
      .run();
    expect(returnValue).toEqual({ logId: 'L9' });
    await expectSaga(oplog.saga)
      .provide([[matchers.call.fn(api.config.operationLog), { logId: 'L9' }]])
      .dispatch(oplog.actions.log({ search: '?source=a' }))
      .call(logPage, '?source=a', undefined)
      .silentRun(30);
  });

  it('an entry kept from before the log loaded carries the address it was visited at', async () => {
    const { effects } = await expectSaga(logPage, '?source=a', 'http://x/sms2/cfsf?source=a&code=c1')
      .provide([[matchers.call.fn(api.config.operationLog), { logId: 'L1' }]])
      .run();
    const sent = effects.call.find((c: { payload: { fn: unknown } }) => c.payload.fn === api.config.operationLog);
    expect(sent?.payload.args[0].accessUrl).toBe('http://x/sms2/cfsf?source=a');
  });
});
