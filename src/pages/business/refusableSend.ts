// A business SMS code sent where the server's refusal (too frequent, locked, no such order) is the page's to show:
// the bill's second verification and the order lookup of a customer without a bound number.
import type { Action } from 'redux';
import type { Effect } from 'redux-saga/effects';
import { put, type SagaGenerator } from 'typed-redux-saga';
import { t } from '../../locales';
import ui from '../../models/ui';
import { refusalOf } from '../../services/request';

/**
 * `yield* sendRefusable(call(handlebusiApi.getBusiSms, { phone }), own.setRefusal, own.setSent(Date.now()))`: the
 * refusal shown is cleared, the code sent (the request layer asks the picture captcha first); sent, `sent` is put
 * and the success toast shown, true; refused, the server's message goes to `refused`, false; any other failure
 * throws to the failure toast.
 */
export function* sendRefusable(
  send: SagaGenerator<unknown, Effect>,
  refused: (message: string | undefined) => Action<string>,
  sent: () => Action<string>,
): Generator<unknown, boolean, unknown> {
  yield* put(refused(undefined));
  try {
    yield* send;
  } catch (e) {
    const refusal = refusalOf(e);
    if (refusal === undefined) throw e;
    yield* put(refused(refusal));
    return false;
  }
  yield* put(sent());
  void (yield* put(ui.actions.toast({ text: t('request.smsSent'), kind: 'success' })));
  return true;
}
