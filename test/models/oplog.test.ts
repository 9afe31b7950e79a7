// The operation log's saga (models/oplog.ts): every route change is queued at once with its address; nothing is sent
// before the first screen is done, then the queue goes, and each later change goes once the browser is idle.
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { dynamic } from 'redux-saga-test-plan/providers';
import { combineReducers } from 'redux';
import { LOCATION_CHANGE, type LocationChangeAction } from '../../src/core';
import oplog, { LOG_IDLE_MS, selectOplogStarted, sendWhenIdle, visitOf, whenIdle } from '../../src/models/oplog';
import { flushOplog, noteVisit, resetOplog, startVisit } from '../../src/services/oplog';
import { locationHref } from '../../src/utils/browser';

const change = (pathname: string, search: string, action: 'POP' | 'PUSH' | 'REPLACE'): LocationChangeAction => ({
  type: LOCATION_CHANGE,
  payload: { location: { pathname, search, hash: '', state: null, key: 'k' }, action },
});

const reducer = combineReducers({ oplog: oplog.reducer as never });

beforeEach(() => resetOplog());

describe('oplog saga', () => {
  it('sends the page load at once and queues later changes, each with the address read then', async () => {
    const hrefs = ['http://localhost/sms2/discounts?source=wx', 'http://localhost/sms2/complain'];
    await expectSaga(oplog.saga)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(locationHref), dynamic(() => hrefs.shift())],
        [matchers.call.fn(flushOplog), undefined],
      ])
      .dispatch(change('/discounts', '?source=wx', 'POP'))
      .dispatch(change('/complain', '', 'PUSH'))
      .call(startVisit, { search: '?source=wx', href: 'http://localhost/sms2/discounts?source=wx', replace: false })
      .call(flushOplog) // the page load's entry, at once with keepalive (a tab closed at once is logged)
      .call(noteVisit, { search: '', href: 'http://localhost/sms2/complain', replace: false })
      .not.call(flushOplog, false) // nothing else before the first screen is done
      .not.fork(sendWhenIdle)
      .silentRun(30);
  });

  it('sends the queue at start, and after it each change once the browser is idle, as a plain fetch', async () => {
    const { storeState } = await expectSaga(oplog.saga)
      .withReducer(reducer)
      .provide([
        [matchers.call.fn(locationHref), 'http://localhost/sms2/complain?source=menu'],
        [matchers.call.fn(whenIdle), undefined],
        [matchers.call.fn(flushOplog), undefined],
      ])
      .dispatch(change('/', '', 'POP'))
      .dispatch(oplog.actions.start())
      .dispatch(change('/complain', '?source=menu', 'PUSH'))
      .call(noteVisit, { search: '?source=menu', href: 'http://localhost/sms2/complain?source=menu', replace: false })
      .fork(sendWhenIdle)
      .call(whenIdle, LOG_IDLE_MS)
      .call(flushOplog, false)
      .silentRun(30);
    expect(selectOplogStarted(storeState as { oplog: { started: boolean } })).toBe(true);
  });

  it('a replace is marked as one (the OAuth answer dropped from the address is the same navigation)', () => {
    expect(visitOf(change('/discounts', '?source=wx', 'REPLACE'), 'http://x/sms2/discounts?source=wx')).toEqual({
      search: '?source=wx',
      href: 'http://x/sms2/discounts?source=wx',
      replace: true,
    });
  });
});
