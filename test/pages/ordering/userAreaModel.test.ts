// `/userArea`: the cities and districts load (each with its own failure), the choice is kept on the device and the
// page goes back to `redirect`; nothing is kept without a district.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import { runToEnd } from '../../support/saga';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import { replace } from '../../../src/core';
import * as configApi from '../../../src/services/api/config';
import type { AreaDict } from '../../../src/services/api/types';
import { RequestError } from '../../../src/services/request';
import { readHomeArea } from '../../../src/pages/ordering/homeArea';
import orderingUserArea, { type UserAreaState } from '../../../src/pages/ordering/userAreaModel';

const reducer = combineReducers({ orderingUserArea: orderingUserArea.reducer });
const slice = (s: ReturnType<typeof reducer>): UserAreaState => orderingUserArea.select(s);
const city = (code: string, name: string): AreaDict => ({ code, name, parentCode: '530000', level: 'city' });
const district = (code: string, name: string, parentCode: string): AreaDict => ({
  code,
  name,
  parentCode,
  level: 'district',
});
const CITIES = [city('530100', '昆明市'), city('530500', '保山市')];
const areas = (req: { parentCode?: string }) =>
  req.parentCode === '530000'
    ? CITIES
    : req.parentCode === '530500'
      ? [district('530502', '隆阳区', '530500')]
      : [district('530102', '五华区', '530100')];

beforeEach(() => window.localStorage.clear());

describe('orderingUserArea', () => {
  it('opens on Kunming, chooses Baoshan and 隆阳区, keeps it and goes back', async () => {
    const { storeState } = await runToEnd(
      expectSaga(orderingUserArea.saga)
        .withReducer(reducer)
        .provide({
          call: (e, next) =>
            e.fn === configApi.custAreaDictList ? areas(e.args[0] as { parentCode?: string }) : next(),
        })
        .put(replace('/marketCard/card30'))
        .dispatch(orderingUserArea.actions.open())
        .dispatch(orderingUserArea.actions.chooseCity('530500'))
        .dispatch(orderingUserArea.actions.chooseDistrict('530502'))
        .dispatch(orderingUserArea.actions.save({ redirect: '/marketCard/card30' })),
      250,
    );
    expect(slice(storeState as ReturnType<typeof reducer>).saved?.districtName).toBe('隆阳区');
    expect(readHomeArea()).toEqual({
      cityCode: '530500',
      cityName: '保山市',
      districtCode: '530502',
      districtName: '隆阳区',
    });
  });

  it('keeps nothing without a district, and a failed district list shows with its retry', async () => {
    const { storeState } = await runToEnd(
      expectSaga(orderingUserArea.saga)
        .withReducer(reducer)
        .provide([[matchers.call.fn(configApi.custAreaDictList), throwError(new RequestError('http', '网络异常'))]])
        .dispatch(orderingUserArea.actions.open())
        .dispatch(orderingUserArea.actions.save({})),
      250,
    );
    const s = slice(storeState as ReturnType<typeof reducer>);
    expect(s.problem).toBe(true);
    expect(s.districts).toEqual({ status: 'error', message: '网络异常' });
    expect(readHomeArea()).toBeUndefined();
  });
});
