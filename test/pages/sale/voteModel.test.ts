// The vote: its state on the shared machine (window, votes left today), the ranking, and the model's vote as
// expectSaga flows: counted, the third vote then refused ("明天再来"), the same design twice, a visitor asked to
// log in, and a burst of taps sending one vote.
import { combineReducers } from 'redux';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { throwError } from 'redux-saga-test-plan/providers';
import type { SessionState } from '../../../src/models/session';
import * as activityApi from '../../../src/services/api/activity';
import type { SigninPage } from '../../../src/services/api/types';
import { idempotencyKeyFor, releaseIdempotencyKey, RequestError, requestDigest } from '../../../src/services/request';
import saleVote, {
  chinaDay,
  initialState,
  voteKey,
  ranking,
  voteState,
  type VoteState,
} from '../../../src/pages/sale/voteModel';

const page = (over: Partial<SigninPage> = {}): SigninPage => ({
  status: 'active',
  serverTime: '2025-06-15T10:00:00+08:00',
  startAt: '2025-06-08T10:00:00+08:00',
  endAt: '2025-06-29T10:00:00+08:00',
  dailyQuota: 3,
  usedToday: 0,
  streak: 0,
  votedToday: [],
  options: [
    { id: 'A', label: '云岭蓝', count: 1284 },
    { id: 'B', label: '孔雀绿', count: 962 },
    { id: 'C', label: '山茶红', count: 1530 },
  ],
  ...over,
});

const WANG: SessionState = {
  status: 'identified',
  user: { openid: 'o_sim_001', userPhone: '18687120001' } as SessionState['user'],
};
const biz = (code: string, msg: string) => new RequestError('business', msg, { code });
const NOW = Date.parse('2025-06-15T10:00:00+08:00');
const DAY = '2025-06-15';

function run(p: SigninPage = page(), who: SessionState = WANG) {
  const reducer = combineReducers({
    saleVote: saleVote.reducer as never,
    session: ((s: unknown) => s ?? who) as never,
  });
  const state: VoteState = { ...initialState, page: { status: 'ready', data: { ...p, offsetMs: 0 } } };
  return expectSaga(saleVote.saga).withReducer(reducer, { saleVote: state, session: who });
}
const loaded = (s: VoteState) => (s.page.status === 'ready' ? s.page.data : undefined);

describe('the vote on the state machine', () => {
  it('not started, open, out of votes (joined), ended; a visitor may vote', () => {
    expect(voteState(page(), Date.parse('2025-06-08T09:59:59+08:00'), true)).toBe('notStarted');
    expect(voteState(page(), NOW, true)).toBe('active');
    expect(voteState(page({ usedToday: 3 }), NOW, true)).toBe('joined');
    expect(voteState(page({ usedToday: 3 }), NOW, false)).toBe('active');
    expect(voteState(page(), Date.parse('2025-06-29T10:00:00+08:00'), true)).toBe('ended');
    // Without times, the server's status decides.
    expect(voteState(page({ startAt: undefined, endAt: undefined, status: 'ended' }), NOW, true)).toBe('ended');
  });

  it('ranks the designs by votes, the winner first', () => {
    expect(ranking(page()).map((o) => o.id)).toEqual(['C', 'A', 'B']);
  });

  it("keys a vote by the server's China day", () => {
    expect(chinaDay(Date.parse('2025-06-15T23:59:00+08:00'))).toBe('2025-06-15');
    expect(chinaDay(Date.parse('2025-06-16T00:00:00+08:00'))).toBe('2025-06-16');
  });
});

describe('vote', () => {
  afterEach(() => jest.restoreAllMocks());

  it('counted: one request (formType vote, the key), the count and the votes used go up', async () => {
    const { storeState, effects } = await run()
      .provide([
        [matchers.call.fn(activityApi.formMainAdd), { ticketNo: 'VT1' }],
        [matchers.call.fn(Date.now), NOW],
      ])
      .dispatch(saleVote.actions.vote({ optionId: 'A', day: DAY }))
      .silentRun(50);
    const calls = (effects.call ?? []).filter((c: any) => c.payload.fn === activityApi.formMainAdd);
    expect(calls).toHaveLength(1);
    expect(calls[0].payload.args[0]).toEqual({ formType: 'vote', actId: 'vote', optionId: 'A' });
    expect(calls[0].payload.args[1].idempotencyKey).toEqual(expect.any(String));
    const p = loaded(saleVote.select(storeState));
    expect(p?.usedToday).toBe(1);
    expect(p?.votedToday).toEqual(['A']);
    expect(p?.options.find((o) => o.id === 'A')?.count).toBe(1285);
  });

  it('the third vote counts, then the server refuses: out of votes today, "明天再来"', async () => {
    const third = await run(page({ usedToday: 2, votedToday: ['A', 'B'] }))
      .provide([[matchers.call.fn(activityApi.formMainAdd), { ticketNo: 'VT3' }]])
      .dispatch(saleVote.actions.vote({ optionId: 'C', day: DAY }))
      .silentRun(50);
    const after = loaded(saleVote.select(third.storeState));
    expect(after?.usedToday).toBe(3);
    expect(voteState(after!, NOW, true)).toBe('joined');

    const refused = await run(page({ usedToday: 2, votedToday: ['A', 'B'] }))
      .provide([
        [matchers.call.fn(activityApi.formMainAdd), throwError(biz('E_VOTE_LIMIT', '今日3票已投完，明天再来'))],
      ])
      .dispatch(saleVote.actions.vote({ optionId: 'C', day: DAY }))
      .silentRun(50);
    const s = saleVote.select(refused.storeState);
    expect(s.refusal).toEqual({ optionId: 'C', text: '今日3票已投完，明天再来' });
    expect(loaded(s)?.usedToday).toBe(3);
    expect(loaded(s)?.options.find((o) => o.id === 'C')?.count).toBe(1530);
  });

  it('a refusal is said at its design, no failure toast, and the key is released', async () => {
    await run(page({ usedToday: 1 }))
      .provide([[matchers.call.fn(activityApi.formMainAdd), throwError(biz('E_VOTE_SAME', '今天已为该作品投过票'))]])
      .dispatch(saleVote.actions.vote({ optionId: 'A', day: DAY }))
      .call(idempotencyKeyFor, voteKey(DAY, 'A'), requestDigest({ formType: 'vote', actId: 'vote', optionId: 'A' }))
      .call(releaseIdempotencyKey, voteKey(DAY, 'A'))
      .not.put.actionType('saleVote/vote/@@error')
      .not.put.like({ action: { type: 'ui/toast', payload: { kind: 'fail' } } })
      .silentRun(50);
  });

  it('a failure that is no refusal reaches onError, keeps the key and says nothing at the design', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(activityApi.formMainAdd), throwError(new RequestError('timeout', '网络超时'))]])
      .dispatch(saleVote.actions.vote({ optionId: 'A', day: DAY }))
      .put.actionType('saleVote/vote/@@error')
      .not.call.fn(releaseIdempotencyKey)
      .silentRun(50);
    expect(saleVote.select(storeState).refusal).toBeUndefined();
    expect(loaded(saleVote.select(storeState))?.usedToday).toBe(0);
  });

  it('a closed gate says nothing and keeps the key', async () => {
    const { storeState } = await run()
      .provide([[matchers.call.fn(activityApi.formMainAdd), throwError(new RequestError('cancelled', '请完成验证'))]])
      .dispatch(saleVote.actions.vote({ optionId: 'A', day: DAY }))
      .not.put.actionType('saleVote/vote/@@error')
      .not.call.fn(releaseIdempotencyKey)
      .silentRun(50);
    expect(saleVote.select(storeState).refusal).toBeUndefined();
  });

  it('the same design twice a day: refused, the design shows as voted today', async () => {
    const { storeState } = await run(page({ usedToday: 1 }))
      .provide([[matchers.call.fn(activityApi.formMainAdd), throwError(biz('E_VOTE_SAME', '今天已为该作品投过票'))]])
      .dispatch(saleVote.actions.vote({ optionId: 'A', day: DAY }))
      .silentRun(50);
    const s = saleVote.select(storeState);
    expect(s.refusal?.text).toBe('今天已为该作品投过票');
    expect(loaded(s)?.votedToday).toEqual(['A']);
    expect(loaded(s)?.usedToday).toBe(1);
  });

  it('not open any more: said, and the page read again', async () => {
    await run()
      .provide([
        [matchers.call.fn(activityApi.formMainAdd), throwError(biz('E_ACT_ENDED', '活动已结束'))],
        [matchers.call.fn(activityApi.newSigninPageInit), page({ status: 'ended' })],
      ])
      .dispatch(saleVote.actions.vote({ optionId: 'A', day: DAY }))
      .call.fn(activityApi.newSigninPageInit)
      .silentRun(50);
  });

  it('a visitor: no request (the page starts the login)', async () => {
    const { effects } = await run(page(), { status: 'anonymous' })
      .dispatch(saleVote.actions.vote({ optionId: 'A', day: DAY }))
      .silentRun(50);
    expect((effects.call ?? []).some((c: any) => c.payload.fn === activityApi.formMainAdd)).toBe(false);
  });

  it('a burst of taps sends one vote', async () => {
    let resolve: (v: { ticketNo: string }) => void = () => undefined;
    const spy = jest
      .spyOn(activityApi, 'formMainAdd')
      .mockImplementation(() => new Promise((r) => (resolve = r)) as never);
    const running = run()
      .dispatch(saleVote.actions.vote({ optionId: 'A', day: DAY }))
      .dispatch(saleVote.actions.vote({ optionId: 'A', day: DAY }))
      .dispatch(saleVote.actions.vote({ optionId: 'B', day: DAY }))
      .silentRun(80);
    setTimeout(() => resolve({ ticketNo: 'VT1' }), 20);
    const { storeState } = await running;
    expect(spy).toHaveBeenCalledTimes(1);
    expect(loaded(saleVote.select(storeState))?.usedToday).toBe(1);
  });
});

describe('load', () => {
  const opening = (p: VoteState['page']) =>
    expectSaga(saleVote.saga).withReducer(
      combineReducers({ saleVote: saleVote.reducer as never, session: ((s: unknown) => s ?? WANG) as never }),
      { saleVote: { ...initialState, page: p }, session: WANG },
    );

  it('a silent read that supersedes the first (the login known meanwhile) and fails leaves no endless loader', async () => {
    // The answer comes after the second read has started, as on the network.
    const late = () => new Promise((_, reject) => setTimeout(() => reject(new RequestError('http', '服务繁忙')), 5));
    const { storeState } = await opening({ status: 'loading' })
      .provide({
        call: (e: { fn: unknown }, next: () => unknown) => (e.fn === activityApi.newSigninPageInit ? late() : next()),
      })
      .dispatch(saleVote.actions.load({}))
      .dispatch(saleVote.actions.load({ silent: true }))
      .silentRun(50);
    expect(saleVote.select(storeState).page).toMatchObject({ status: 'error', message: '服务繁忙' });
  });

  it('a silent refresh that fails keeps the page shown', async () => {
    const shown = { status: 'ready' as const, data: { ...page(), offsetMs: 0 } };
    const { storeState } = await opening(shown)
      .provide([[matchers.call.fn(activityApi.newSigninPageInit), throwError(new RequestError('network', '网络异常'))]])
      .dispatch(saleVote.actions.load({ silent: true }))
      .silentRun(50);
    expect(saleVote.select(storeState).page).toEqual(shown);
  });
});
