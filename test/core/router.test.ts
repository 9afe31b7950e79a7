import { expectSaga } from 'redux-saga-test-plan';
import { createMemoryHistory } from 'history';
import {
  CALL_HISTORY_METHOD,
  LOCATION_CHANGE,
  createApp,
  defineModel,
  go,
  goBack,
  goForward,
  push,
  replace,
  selectLocation,
} from '../../src/core';
import { setup } from './support';

describe('router binding', () => {
  it('starts with the history location in state', () => {
    const { app } = setup();
    expect(app.getState().router).toEqual({
      location: { pathname: '/home', search: '', hash: '', state: null, key: expect.any(String) },
      action: 'POP',
    });
    expect(selectLocation(app.getState()).pathname).toBe('/home');
  });

  it('dispatches LOCATION_CHANGE once at start and on every history change', () => {
    const { app, history } = setup();
    const seen: unknown[] = [];
    app.store.subscribe(() => seen.push(app.getState().router));
    app.start();
    expect(seen).toHaveLength(1);
    history.push('/bill?month=5#top', { from: 'home' });
    expect(app.getState().router).toEqual({
      location: {
        pathname: '/bill',
        search: '?month=5',
        hash: '#top',
        state: { from: 'home' },
        key: expect.any(String),
      },
      action: 'PUSH',
    });
    history.back();
    expect(app.getState().router).toMatchObject({ location: { pathname: '/home' }, action: 'POP' });
    expect(seen).toHaveLength(3);
  });

  it('navigates with push, replace, go, goBack and goForward', () => {
    const { app, history } = setup();
    app.start();
    app.dispatch(push('/a'));
    app.dispatch(push({ pathname: '/b', search: '?x=1' }, { s: 1 }));
    expect(history.location).toMatchObject({ pathname: '/b', search: '?x=1', state: { s: 1 } });
    expect(history.action).toBe('PUSH');
    app.dispatch(replace('/c'));
    expect(history.action).toBe('REPLACE');
    expect(history.index).toBe(2);
    app.dispatch(goBack());
    expect(history.location.pathname).toBe('/a');
    app.dispatch(goForward());
    expect(history.location.pathname).toBe('/c');
    app.dispatch(go(-2));
    expect(history.location.pathname).toBe('/home');
    expect(selectLocation(app.getState()).pathname).toBe('/home');
  });

  it('passes navigation actions on to the store (DevTools, sagas)', () => {
    const { app } = setup();
    const seen: string[] = [];
    app.model(
      defineModel({
        namespace: 'spy',
        state: null,
        effects: {
          watch: [
            function* (_, { take }) {
              for (;;) seen.push((yield* take([CALL_HISTORY_METHOD, LOCATION_CHANGE])).type);
            },
            { type: 'watcher' },
          ],
        },
      }),
    );
    app.start();
    app.dispatch(push('/x'));
    expect(seen).toEqual([LOCATION_CHANGE, CALL_HISTORY_METHOD, LOCATION_CHANGE]);
  });

  it('creates plain actions that sagas can put and tests can match', async () => {
    expect(push('/x')).toEqual({ type: CALL_HISTORY_METHOD, payload: { method: 'push', args: ['/x', undefined] } });
    const m = defineModel({
      namespace: 'nav',
      state: null,
      effects: {
        *done(_, { put }) {
          yield* put(push('/result?ok=1'));
        },
      },
    });
    await expectSaga(m.saga).dispatch(m.actions.done()).put(push('/result?ok=1')).silentRun(20);
  });

  it('strips the basename from locations and adds it to navigations', () => {
    const history = createMemoryHistory({ initialEntries: ['/sms2/home'] });
    const app = createApp({ history, basename: '/sms2' });
    app.start();
    expect(selectLocation(app.getState()).pathname).toBe('/home');
    app.dispatch(push('/bill'));
    expect(history.location.pathname).toBe('/sms2/bill');
    expect(selectLocation(app.getState()).pathname).toBe('/bill');
    app.dispatch(replace({ pathname: '/pay', search: '?id=1' }));
    expect(history.location).toMatchObject({ pathname: '/sms2/pay', search: '?id=1' });
    app.dispatch(push('?tab=2'));
    expect(history.location).toMatchObject({ pathname: '/sms2/pay', search: '?tab=2' });
    history.push('/sms2');
    expect(selectLocation(app.getState()).pathname).toBe('/');
    history.push('/sms2x/other');
    expect(selectLocation(app.getState()).pathname).toBe('/sms2x/other');
  });
});
