// Steps the benefits model's effects share: a toast, the activity's action log (best effort) and following a
// partner's signed address after its check.
import { call, put } from 'typed-redux-saga';
import { t } from '../../locales';
import ui from '../../models/ui';
import * as configApi from '../../services/api/config';
import { isWeChat } from '../../services/wechat';
import { locationHref } from '../../utils/browser';
import { serverUrl } from '../../utils/serverUrl';
import { openExternal } from './browser';

export function* toast(text: string, kind: 'success' | 'fail' | 'info') {
  yield* put(ui.actions.toast({ text, kind }));
}

/**
 * An activity action log (PAGES §3.2: click 2, share 3, submit 4), best effort and never waited for. The address
 * is the page's without its query: no number, token or code travels with it.
 */
export function* logAction(operationId: 2 | 3 | 4, actId: string, target?: string) {
  try {
    const here = new URL(yield* call(locationHref));
    yield* call(configApi.insertOperationLog, {
      operationId,
      actId,
      ...(target ? { target } : {}),
      accessUrl: `${here.origin}${here.pathname}`,
    });
  } catch {
    /* counted or not, the page goes on */
  }
}

/** Follows a signed address after its check: in WeChat a browser-only one goes to the copy dialog. */
export function* follow(raw: string, browserOnly: boolean) {
  const url = serverUrl(raw, 'link');
  if (!url) {
    yield* toast(t('benefits.link.refused'), 'fail');
    return false;
  }
  if (browserOnly && (yield* call(isWeChat))) {
    yield* put(ui.actions.openCopyLink(url));
    return true;
  }
  yield* call(openExternal, url);
  return true;
}
