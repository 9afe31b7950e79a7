import { lazy, Suspense } from 'react';
import { PageBoundary } from './PageBoundary';
import { t } from '../locales';
import { useLang } from '../locales/useLang';
import { Toast, TOAST_FAIL_MS } from '../components/Toast';
import { Loading } from '../components/Loading';
import ui, { selectUi } from '../models/ui';
import type { GatesState } from '../models/gates';
import { useAppDispatch, useAppSelector, usePageSelector } from '../models/hooks';

const GateDialogs = lazy(() => import(/* webpackChunkName: "dialogs" */ './GateDialogs'));

/** The toast and, once a gate opens, its dialog: all drawn from the `ui` model. */
export function UiHost() {
  useLang();
  const dispatch = useAppDispatch();
  const { toast, copyLink } = useAppSelector(selectUi);
  // The gates' slice exists once their chunk registered the model (type-only import: it stays in that chunk).
  const { captcha, sms } = usePageSelector((s: { gates?: GatesState }) => s.gates) ?? {};
  const dialogOpen = !!(captcha || sms || copyLink);
  return (
    <>
      <Toast toast={toast} onDone={(id) => dispatch(ui.actions.hideToast(Number(id)))} />
      {dialogOpen && (
        // If the dialogs' chunk cannot load (offline), the copy-link dialog closes with a network message.
        <PageBoundary
          resetKey={captcha?.kaptchaId ?? sms?.kaptchaId ?? copyLink?.url ?? ''}
          fallback={null}
          onError={() => {
            dispatch(ui.actions.closeCopyLink());
            void dispatch(ui.actions.toast({ text: t('request.network'), kind: 'fail', duration: TOAST_FAIL_MS }));
          }}
        >
          <Suspense fallback={<Loading />}>
            <GateDialogs />
          </Suspense>
        </PageBoundary>
      )}
    </>
  );
}
