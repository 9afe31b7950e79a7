// Who may grab or vote: a customer with a number. A visitor logs in first ('login': the page starts it); a WeChat
// user without a number binds one and comes back to the page ('bind'). The server may say either of a call that was
// sent (the session gone, no number bound): the same two answers.
import { put, select } from 'typed-redux-saga';
import { push } from '../../core';
import { selectSession } from '../../models/session';
import { codeOf, isLoggedOut } from '../shared/errors';

/** What the customer has to do first: log in, or bind a number (on the way there). */
export type NotYet = 'login' | 'bind';

function* bindFirst(path: string): Generator<unknown, NotYet, unknown> {
  yield* put(push(`/bindAccount?redirect=${encodeURIComponent(path)}`));
  return 'bind';
}

/** Before the call: 'login' or 'bind' (the binding opened, back to `path`), or undefined when the customer may go on. */
export function* customerFirst(path: string): Generator<unknown, NotYet | undefined, unknown> {
  const session = yield* select(selectSession);
  if (session.status === 'anonymous') return 'login';
  if (session.status === 'identified' && !session.user?.userPhone) return yield* bindFirst(path);
  return undefined;
}

/** A failed call the server refused for the customer: the session gone ('login') or no number bound ('bind'). */
export function* notYetOf(e: unknown, path: string): Generator<unknown, NotYet | undefined, unknown> {
  if (isLoggedOut(e)) return 'login';
  if (codeOf(e) === 'E_NOT_BOUND') return yield* bindFirst(path);
  return undefined;
}
