// The session hint: a browser that never had a session is anonymous at boot without asking (a call sure to fail);
// one that had asks once, and the answer keeps or drops the hint.
import { createMemoryHistory } from 'history';
import { http, HttpResponse } from 'msw';
import { createSms2App, startSession } from '../../src/app';
import { SESSION_HINT_KEY } from '../../src/models/session';
import { installServer, server } from '../services/server';

installServer();

/** Answers getUserInfoBtm with `reply` (an HTTP status for a failure) and counts the calls. */
function whoAmI(reply: object | number): { calls: number } {
  const seen = { calls: 0 };
  server.use(
    http.get('*/user/getUserInfoBtm', () => {
      seen.calls += 1;
      return typeof reply === 'number'
        ? HttpResponse.json({ status: 0, msg: '未登录' }, { status: reply })
        : HttpResponse.json({ status: 1, code: '0000', data: reply });
    }),
  );
  return seen;
}

const user = { openid: 'o_sim_001', nickname: '王强', userPhone: '18687120001', phones: ['18687120001'] };

describe('the session hint at boot', () => {
  beforeEach(() => {
    window.localStorage.clear();
    // The app logs the page load at once (models/oplog.ts): answered, so that only the session's calls are at stake.
    server.use(http.post('*/config/operationLog', () => HttpResponse.json({ status: 1, code: '0000', data: null })));
  });

  it('without a hint, the session is anonymous at once and nobody is asked', async () => {
    const seen = whoAmI(user);
    const app = createSms2App(createMemoryHistory());
    app.start();
    const state = await startSession(app);
    expect(state?.status).toBe('anonymous');
    expect(seen.calls).toBe(0);
  });

  it('with a hint, the server is asked once and a user keeps the hint', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const seen = whoAmI(user);
    const app = createSms2App(createMemoryHistory());
    app.start();
    const known = startSession(app);
    expect(app.getState().session.status).toBe('authorizing');
    expect((await known)?.status).toBe('identified');
    expect(seen.calls).toBe(1);
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
  });

  it('with a hint the server no longer honours (401), the session is anonymous and the hint goes', async () => {
    window.localStorage.setItem(SESSION_HINT_KEY, '1');
    const seen = whoAmI(401);
    const app = createSms2App(createMemoryHistory());
    app.start();
    const state = await startSession(app);
    expect(state?.status).toBe('anonymous');
    expect(seen.calls).toBe(1);
    await new Promise((r) => setTimeout(r, 20)); // the lookup's own handling of the 401 follows the session's end
    expect(window.localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });
});
