import { captchaImageUrl } from '../services/api/user';
import { t } from '../locales';
import { useLang } from '../locales/useLang';
import { TOAST_FAIL_MS } from '../components/Toast';
import { CaptchaDialog } from '../components/CaptchaDialog';
import { SmsDialog } from '../components/SmsDialog';
import { Loading } from '../components/Loading';
import { CopyLinkDialog, COPY_FAIL_KEY, COPY_OK_KEY } from '../components/CopyLinkDialog';
import ui, { selectUi } from '../models/ui';
import gates, { selectGates } from '../models/gates';
import { useAppDispatch, useAppSelector, usePageSelector } from '../models/hooks';

/** The gates' model travels with its dialogs; the app registers it when a call first needs a gate. */
export { gates };

/**
 * The picture-captcha, SMS and copy-link dialogs, drawn from the `gates` and `ui` models. A chunk of its own:
 * no page needs them before a gate opens, so they stay out of the entry and are prefetched while the phone is idle.
 */
export default function GateDialogs() {
  useLang();
  const dispatch = useAppDispatch();
  const { copyLink } = useAppSelector(selectUi);
  const { captcha, sms } = usePageSelector(selectGates) ?? {};
  return (
    <>
      <CaptchaDialog
        open={!!captcha && !captcha.verifying}
        key={captcha?.asked}
        imageUrl={captcha ? captchaImageUrl(captcha.kaptchaId) : ''}
        onRefresh={() => dispatch(gates.actions.refreshCaptcha())}
        onConfirm={(value) => dispatch(gates.actions.captchaAnswered(value))}
        onCancel={() => dispatch(gates.actions.captchaCancelled())}
      />
      <SmsDialog
        open={!!sms && !sms.verifying}
        key={`sms${sms?.asked ?? 0}`}
        phone={sms?.phone}
        typed={sms?.typed}
        refusal={sms?.error}
        imageUrl={sms ? captchaImageUrl(sms.kaptchaId) : ''}
        onRefresh={() => dispatch(gates.actions.refreshSmsCaptcha())}
        onSend={(input) => dispatch(gates.actions.sendSms(input))}
        onConfirm={(input) => dispatch(gates.actions.smsAnswered(input))}
        onCancel={() => dispatch(gates.actions.smsCancelled())}
      />
      {/* SPEC §4: confirmed, the dialog closes and a loading indicator shows until the answer returns. */}
      {(captcha?.verifying || sms?.verifying) && <Loading />}
      <CopyLinkDialog
        open={!!copyLink}
        url={copyLink?.url ?? ''}
        onCopied={(ok) => {
          void dispatch(
            ui.actions.toast({
              text: t(ok ? COPY_OK_KEY : COPY_FAIL_KEY),
              kind: ok ? 'success' : 'fail',
              duration: TOAST_FAIL_MS,
            }),
          );
          if (ok) dispatch(ui.actions.closeCopyLink());
        }}
        onClose={() => dispatch(ui.actions.closeCopyLink())}
      />
    </>
  );
}
