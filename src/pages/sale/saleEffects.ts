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

/** takeEvery: a share of the activity `actId` is counted (shareRecord/insert), best effort. */
export function shareCount(actId: string) {
  return function* ({ payload }: { payload: { link: string; channel: 'friend' | 'timeline' | 'copyLink' } }) {
    try {
      yield* call(activityApi.shareRecordInsert, { actId, ...payload });
    } catch {
      /* counting is best effort */
    }
  };
}
