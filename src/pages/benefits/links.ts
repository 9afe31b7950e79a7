// The benefits pages' links and shares: a partner's signed address and the points mall (single sign-on), each
// checked before it is followed; /friday/app's configured link; a claim's own address; the share counter. Effects of
// the `benefits` model (its namespace), kept apart so the model fits on a screen.
import type { Effect } from 'redux-saga/effects';
import { call, put, spawn, type SagaGenerator } from 'typed-redux-saga';
import type { PayloadCreator } from '../../core';
import * as activityApi from '../../services/api/activity';
import * as configApi from '../../services/api/config';
import * as userApi from '../../services/api/user';
import type { ConfigItem, ShareChannel, SignedUrl } from '../../services/api/types';
import { isLoggedOut } from '../shared/errors';
import { loadInto, messageOf, type Load } from '../shared/load';
import { follow, logAction, toast } from './steps';

/**
 * Follows an address once the server signed it (`id` is the one being opened meanwhile: its button spins), after
 * its check; a failure is said as a toast (a session that ended is the login's to say).
 */
function* openSigned(
  setOpening: PayloadCreator<string | undefined>,
  id: string,
  sign: Generator<unknown, SignedUrl, unknown> | SagaGenerator<SignedUrl, Effect>,
) {
  yield* put(setOpening(id));
  try {
    const signed = yield* sign;
    return yield* follow(signed.url, signed.browserOnly);
  } catch (e) {
    if (!isLoggedOut(e)) yield* toast(messageOf(e), 'fail');
    return false;
  } finally {
    yield* put(setOpening(undefined));
  }
}

/** Reads the activity's standing again (the model's own section read). */
export type ReadStanding = (actId: string, inviteId?: string) => Generator<unknown, void, unknown>;

export const linkEffects = (
  own: { setOpening: PayloadCreator<string | undefined>; setAppLinks: PayloadCreator<Load<ConfigItem[]>> },
  readStanding: ReadStanding,
) => ({
  /** takeLeading: a partner's signed address (read/getUrl), checked, then followed or copied (WeChat). */
  openPartner: [
    function* ({ payload }: { payload: { partnerId: string } }) {
      yield* spawn(logAction, 2 as const, 'moreBenefits', payload.partnerId);
      return yield* openSigned(
        own.setOpening,
        payload.partnerId,
        call(activityApi.readGetUrl, { partnerId: payload.partnerId }),
      );
    },
    { type: 'takeLeading' },
  ] as const,

  /** takeLeading: the points mall by single sign-on (getJfSign), checked before it is followed. */
  openMall: [
    function* () {
      return yield* openSigned(own.setOpening, 'mall', call(userApi.getJfSign, { target: 'home' as const }));
    },
    { type: 'takeLeading' },
  ] as const,

  /** takeLatest: /friday/app's configured app link (config/list of the page). */
  loadAppLinks: [
    function* () {
      yield* loadInto(own.setAppLinks, call(configApi.list, { page: 'friday/app' }));
    },
    { type: 'takeLatest' },
  ] as const,

  /** takeLeading: an address that came with a claim (gkux partner): checked, and in WeChat copied. */
  openLink: [
    function* ({ payload }: { payload: { url: string } }) {
      return yield* follow(payload.url, true);
    },
    { type: 'takeLeading' },
  ] as const,

  /** takeEvery: each share is counted (shareRecord/insert and the action log), best effort; a share may give a draw chance. */
  logShare: function* ({ payload }: { payload: { actId: string; link: string; channel: ShareChannel } }) {
    yield* spawn(logAction, 3 as const, payload.actId, payload.channel);
    try {
      yield* call(activityApi.shareRecordInsert, payload);
    } catch {
      return; // counting is best effort
    }
    if (payload.actId === 'bingdundun') yield* call(readStanding, payload.actId);
  },
});
