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
  /**
   * Confirm, with the trimmed code: the caller closes the dialog (SPEC §4). An empty code is the caller's to reject
   * with t('components.captcha.required'), as a cancel.
   */
  onConfirm: (value: string) => void;
  /** Cancel button or Escape. The caller rejects its call with t('components.captcha.required'). */
  onCancel: () => void;
  title?: string;
}

/** The picture-captcha prompt (SPEC §2 Dialogs, §4, §5). Its input starts empty each time it opens. */
export function CaptchaDialog(props: CaptchaDialogProps) {
  return props.open ? <CaptchaForm {...props} /> : null;
}

function CaptchaForm({ imageUrl, onRefresh, onConfirm, onCancel, title }: CaptchaDialogProps) {
  const t = useT();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);

  const refresh = () => {
    onRefresh();
    // The old code is now useless: selected, so typing the new one replaces it.
    input.current?.focus();
    input.current?.select();
  };

  return (
    <FormDialog
      title={title ?? t('components.captcha.title')}
      onCancel={onCancel}
      onSubmit={() => onConfirm(value.trim())}
    >
      <Field
        ref={input}
        label={t('components.captcha.label')}
        placeholder={t('components.captcha.required')}
        value={value}
        onChange={setValue}
        required
        {...CAPTCHA_INPUT}
        inputMode="text"
        enterKeyHint="done"
        extra={<CaptchaImage src={imageUrl} onRefresh={refresh} />}
      />
    </FormDialog>
  );
}
