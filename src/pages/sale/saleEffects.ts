// The effects the sale models share, each the same on every model that has it: the read of a live page (the flash
// sale's sessions and stock, the vote's counts), which a refresh while it runs keeps shown until the answer comes,
// and the count of a share of the page.
import { call } from 'typed-redux-saga';
import * as activityApi from '../../services/api/activity';

/** takeLatest: the model's `read`; `silent` (a live refresh, a session's start) keeps what is shown on a failure. */
export function liveRead(read: (silent: boolean) => Generator) {
  return [
    function* ({ payload }: { payload: { silent?: boolean } }) {
      yield* call(read, !!payload.silent);
    },
    { type: 'takeLatest' as const },
  ] as [(action: { payload: { silent?: boolean } }) => Generator, { type: 'takeLatest' }];
}

type Share = { link: string; channel: 'friend' | 'timeline' | 'copyLink' };

/** takeEvery: a share of the activity `actId` is counted (shareRecord/insert); background work, told to nobody. */
export function shareCount(actId: string) {
  return [
    function* ({ payload }: { payload: Share }) {
      yield* call(activityApi.shareRecordInsert, { actId, ...payload });
    },
    { type: 'takeEvery' as const, role: 'background' as const },
  ] as [(action: { payload: Share }) => Generator, { type: 'takeEvery'; role: 'background' }];
}
