import * as styles from './CaptchaImage.module.css';
import { useT } from './i18n';
import './messages';

/** SPEC §5 / §9: picture-captcha codes are at most 6 characters. */
export const CAPTCHA_MAX_LENGTH = 6;

/** The attributes of every captcha input: the code is typed as shown, never corrected, capitalised or filled in. */
export const CAPTCHA_INPUT = {
  maxLength: CAPTCHA_MAX_LENGTH,
  autoComplete: 'off',
  autoCapitalize: 'off',
  autoCorrect: 'off',
  spellCheck: false,
} as const;

/** The captcha picture as a button: a tap asks the caller for a new one (a new random id in the URL). */
export function CaptchaImage({ src, onRefresh }: { src: string; onRefresh: () => void }) {
  const t = useT();
  return (
    <button type="button" className={styles.image} onClick={onRefresh} aria-label={t('components.captcha.refresh')}>
      <img src={src} alt="" width={96} height={36} />
    </button>
  );
}
