import { captchaImageUrl } from '../services/api/user';
import { t } from '../locales';
import { useLang } from '../locales/useLang';
import { TOAST_FAIL_MS } from '../components/Toast';
import { CaptchaDialog } from '../components/CaptchaDialog';
import { SmsDialog } from '../components/SmsDialog';
import { CopyLinkDialog, COPY_FAIL_KEY, COPY_OK_KEY } from '../components/CopyLinkDialog';
import ui, { selectUi } from '../models/ui';
import { useAppDispatch, useAppSelector } from '../models/hooks';

/**
 * The picture-captcha, SMS and copy-link dialogs, drawn from the `ui` model. A chunk of its own: no page needs
 * them before a gate opens, so they stay out of the entry and are prefetched while the phone is idle.
 */
export default function GateDialogs() {
  useLang();
  const dispatch = useAppDispatch();
  const { captcha, sms, copyLink } = useAppSelector(selectUi);
  return (
    <>
      <CaptchaDialog
        open={!!captcha}
        imageUrl={captcha ? captchaImageUrl(captcha.kaptchaId) : ''}
        onRefresh={() => dispatch(ui.actions.refreshCaptcha())}
        onConfirm={(value) => dispatch(ui.actions.captchaAnswered(value))}
        onCancel={() => dispatch(ui.actions.captchaCancelled())}
      />
      <SmsDialog
        open={!!sms}
        phone={sms?.phone}
        imageUrl={sms ? captchaImageUrl(sms.kaptchaId) : ''}
        onRefresh={() => dispatch(ui.actions.refreshSmsCaptcha())}
        onSend={(input) => dispatch(ui.actions.sendSms(input))}
        onConfirm={(input) => dispatch(ui.actions.smsAnswered(input))}
        onCancel={() => dispatch(ui.actions.smsCancelled())}
      />
      <CopyLinkDialog
        open={!!copyLink}
        url={copyLink?.url ?? ''}
        onCopied={(ok) => {
          void dispatch(ui.actions.toast({ text: t(ok ? COPY_OK_KEY : COPY_FAIL_KEY), kind: ok ? 'success' : 'fail', duration: TOAST_FAIL_MS }));
          if (ok) dispatch(ui.actions.closeCopyLink());
        }}
        onClose={() => dispatch(ui.actions.closeCopyLink())}
      />
    </>
  );
}
