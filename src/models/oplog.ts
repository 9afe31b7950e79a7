// The operation log's model (spec §3): a saga on every route change. Each `@@router/LOCATION_CHANGE` queues its visit
// at once, with the address as it is then (a redirect right after must not lend it its address). The page load's
// entry is sent at once, with keepalive (a tab closed at once is logged); once the first screen is done
// (`oplog/start`) the queue is sent, and after that each change is sent when the browser is idle. A page hidden or
// left sends what is queued at once, with keepalive. What an entry holds, the queue and the sends are
// services/oplog.ts's: small and in the entry, nothing of it runs before the first screen but the queueing.
import { call } from 'typed-redux-saga';
import { defineModel, LOCATION_CHANGE, type LocationChangeAction } from '../core';
import { flushOplog, noteVisit, startVisit, type Visit } from '../services/oplog';
import { onPageLeave } from '../services/request/keepalive';
import { locationHref, whenIdle } from '../utils/browser';

export interface OplogState {
  /** Whether the first screen is done: from then on each navigation is sent when the browser is idle. */
  started: boolean;
}

const initial: OplogState = { started: false };

export const selectOplogStarted = (s: { oplog: OplogState }) => s.oplog.started;

/** The log waits for the browser to be idle at most this long after the first screen or a route change. */
export const LOG_IDLE_MS = 3000;
export { whenIdle };

/** The visit of a route change: its query, the address now, and whether it replaced the history's entry. */
export const visitOf = ({ payload }: LocationChangeAction, href: string): Visit => ({
  search: payload.location.search,
  href,
  replace: payload.action === 'REPLACE',
});

/** Sends what is queued once the browser is idle, as a plain fetch (the page stays). */
export function* sendWhenIdle() {
  yield* call(whenIdle, LOG_IDLE_MS);
  yield* call(flushOplog, false);
}

const oplog = defineModel({
  namespace: 'oplog',
  state: initial,
  reducers: {
    started(state) {
      return { ...state, started: true };
    },
  },
  effects: (own) => ({
    /** takeLeading: the first screen is done; what is queued goes now, once. */
    start: [
      function* (_: unknown, { put }) {
        yield* put(own.started());
        yield* call(flushOplog, false);
      },
      { type: 'takeLeading' },
    ],
    /**
     * A watcher of every route change: the first (the page load) is the visit a return from the authorize page may
     * be (startVisit), each later one a visit of its own; sent when idle once the first screen is done.
     */
    watchRoutes: [
      function* (_: unknown, { take, select, fork }) {
        let first = true;
        for (;;) {
          const change = yield* take<LocationChangeAction>(LOCATION_CHANGE);
          const visit = visitOf(change, yield* call(locationHref));
          yield* call(first ? startVisit : noteVisit, visit);
          // The page load's own entry goes at once, with keepalive: a tab closed before the first screen, or before
          // the browser gets to its pagehide, is logged all the same (one small request beside the first calls).
          if (first) yield* call(flushOplog);
          first = false;
          if (yield* select(selectOplogStarted)) yield* fork(sendWhenIdle);
        }
      },
      { type: 'watcher' },
    ],
  }),
  subscriptions: {
    /** The page hidden or left: what is queued goes at once, with keepalive, before the page is gone. */
    leave() {
      onPageLeave(flushOplog);
    },
  },
});

export default oplog;
