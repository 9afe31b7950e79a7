import { useRef, useState } from 'react';
import { FormDialog } from './DialogButtons';
import { CAPTCHA_INPUT, CAPTCHA_MAX_LENGTH, CaptchaImage } from './CaptchaImage';
import { Field } from './Field';
import { useT } from './i18n';
import './messages';

export { CAPTCHA_MAX_LENGTH };

export interface CaptchaDialogProps {
  open: boolean;
  /** The captcha picture's URL, built by the caller (user/kaptcha/{random id}). */
  imageUrl: string;
  /** The picture was tapped: give it a new random id. */
  onRefresh: () => void;
  /** Only ever called with a non-empty, trimmed code; an empty confirm shows the message at the field. */
  onConfirm: (value: string) => void;
  /** Cancel button or Escape. The caller rejects its call with t('components.captcha.required'). */
  onCancel: () => void;
  title?: string;
  /** The server refused the previous code (wrong, expired): its message at the field, the input empty. */
  refused?: string;
  /** The code was confirmed and the call it is for is under way: the confirm button is busy. */
  verifying?: boolean;
}

/** The picture-captcha prompt (SPEC §2 Dialogs, §4, §5). Its input starts empty each time it opens. */
export function CaptchaDialog(props: CaptchaDialogProps) {
  return props.open ? <CaptchaForm {...props} /> : null;
}

function CaptchaForm({ imageUrl, onRefresh, onConfirm, onCancel, title, refused, verifying }: CaptchaDialogProps) {
  const t = useT();
  const [value, setValue] = useState('');
  const [error, setError] = useState(refused ?? '');
  const input = useRef<HTMLInputElement>(null);

  const confirm = () => {
    if (verifying) return;
    const code = value.trim();
    if (!code) {
      setError(t('components.captcha.required'));
      input.current?.focus();
      return;
    }
    onConfirm(code);
  };

  const refresh = () => {
    onRefresh();
    // The old code is now useless: selected, so typing the new one replaces it.
    input.current?.focus();
    input.current?.select();
  };

  return (
    <FormDialog title={title ?? t('components.captcha.title')} onCancel={onCancel} onSubmit={confirm} busy={verifying}>
      <Field
        ref={input}
        label={t('components.captcha.label')}
        placeholder={t('components.captcha.required')}
        value={value}
        onChange={(v) => {
          setValue(v);
          setError('');
        }}
        error={error}
        required
        {...CAPTCHA_INPUT}
        inputMode="text"
        enterKeyHint="done"
        extra={<CaptchaImage src={imageUrl} onRefresh={refresh} />}
      />
    </FormDialog>
  );
}
