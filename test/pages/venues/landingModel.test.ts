// The landings' model: the window with the server clock's offset, the configuration kept unchecked for the page to
// check item by item, each product floor on its own; a failing part leaves the others standing.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import venuesLanding from '../../../src/pages/venues/landingModel';
import venuesShare from '../../../src/pages/venues/shareModel';
import * as activityApi from '../../../src/services/api/activity';
import * as configApi from '../../../src/services/api/config';
import * as handlebusiApi from '../../../src/services/api/handlebusi';
import * as omowebApi from '../../../src/services/api/omoweb';
import type { ActiveInfo } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';

const reducer = combineReducers({ venuesLanding: venuesLanding.reducer });
const run = () => expectSaga(venuesLanding.saga).withReducer(reducer);

const info: ActiveInfo = {
  actId: 'doubleEleven',
  status: 'active',
  serverTime: '2026-11-05T10:00:00+08:00',
  startAt: '2026-11-01T00:00:00+08:00',
  endAt: '2026-11-12T00:00:00+08:00',
  eligible: true,
  reasons: [],
  joined: false,
  quotaLeft: 1,
};

describe('venuesLanding', () => {
  it('keeps the window and the server clock offset', async () => {
    const phoneNow = Date.parse('2026-11-05T09:59:00+08:00');
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(handlebusiApi.queryActiveInfo), info],
        [matchers.call.fn(Date.now), phoneNow],
      ])
      .dispatch(venuesLanding.actions.loadInfo({ actId: 'doubleEleven' }))
      .silentRun(30);
    const s = venuesLanding.select(storeState);
    expect(s.actId).toBe('doubleEleven');
    expect(s.info).toEqual({ status: 'ready', data: info });
    expect(s.offsetMs).toBe(60_000);
  });

  it('keeps the configuration, and a failing window does not take it down', async () => {
    const items = [{ id: 'a', kind: 'banner' as const, title: 'x', sort: 1 }];
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(handlebusiApi.queryActiveInfo), throwError(new RequestError('http', '服务繁忙'))],
        [matchers.call.fn(configApi.list), items],
      ])
      .dispatch(venuesLanding.actions.loadInfo({ actId: 'doubleEleven' }))
      .dispatch(venuesLanding.actions.loadConfig({ actId: 'doubleEleven' }))
      .call.like({ fn: configApi.list, args: [{ page: 'doubleEleven' }] })
      .silentRun(30);
    const s = venuesLanding.select(storeState);
    expect(s.info).toEqual({ status: 'error', message: '服务繁忙' });
    expect(s.config).toEqual({ status: 'ready', data: items });
  });

  it('a configuration of another shape fails alone: the window stands, the sections show their retry', async () => {
    const shape = new RequestError('shape', '数据格式有误');
    const { storeState } = await run()
      .provide([
        [matchers.call.fn(handlebusiApi.queryActiveInfo), info],
        [matchers.call.fn(configApi.list), throwError(shape)],
      ])
      .dispatch(venuesLanding.actions.loadInfo({ actId: 'doubleEleven' }))
      .dispatch(venuesLanding.actions.loadConfig({ actId: 'doubleEleven' }))
      .silentRun(30);
    const s = venuesLanding.select(storeState);
    expect(s.info.status).toBe('ready');
    expect(s.config).toEqual({ status: 'error', message: '数据格式有误' });
  });

  it('loads each floor on its own: one fails, the other shows', async () => {
    const { storeState } = await run()
      .provide({
        call(effect, next) {
          if (effect.fn !== omowebApi.productList) return next();
          const [q] = effect.args as [{ actCode: string }];
          if (q.actCode === 'bad') throw new RequestError('http', '服务繁忙');
          return { list: [{ productId: 'p1' }], total: 1, page: 1, pageSize: 20 };
        },
      })
      .dispatch(venuesLanding.actions.loadFloor({ actCode: 'bad' }))
      .dispatch(venuesLanding.actions.loadFloor({ actCode: 'home' }))
      .silentRun(30);
    const { floors } = venuesLanding.select(storeState);
    expect(floors.bad).toEqual({ status: 'error', message: '服务繁忙' });
    expect(floors.home).toEqual({ status: 'ready', data: [{ productId: 'p1' }] });
  });

  it('records a product tap, best effort', async () => {
    await run()
      .provide([[matchers.call.fn(omowebApi.recordClick), throwError(new RequestError('http', 'x'))]])
      .dispatch(venuesLanding.actions.click({ productId: 'p1', actCode: 'home' }))
      .call.like({ fn: omowebApi.recordClick, args: [{ productId: 'p1', actCode: 'home' }] })
      .silentRun(30);
    expect(venuesLanding.failures.click).toEqual({ role: 'background' });
  });
});

describe('venuesShare.record', () => {
  it('records the share of an activity (shareRecord/insert), and a failure stays quiet', async () => {
    await expectSaga(venuesShare.saga)
      .provide([[matchers.call.fn(activityApi.shareRecordInsert), throwError(new RequestError('http', 'x'))]])
      .dispatch(venuesShare.actions.record({ actId: 'doubleEleven', channel: 'copyLink', link: 'https://a/b' }))
      .call.like({
        fn: activityApi.shareRecordInsert,
        args: [{ actId: 'doubleEleven', channel: 'copyLink', link: 'https://a/b' }],
      })
      .silentRun(30);
  });
});
