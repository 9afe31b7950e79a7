import { useEffect, useState } from 'react';
import * as styles from './SmsButton.module.css';
import { useT, cx } from './i18n';
import { rememberSmsSent, smsSentAt } from '../utils/smsSent';
import './messages';

export const SMS_COUNTDOWN_S = 60;

export interface SmsButtonProps {
  /**
   * Date.now() of the last successful send; null before the first. The countdown is derived from it, so it
   * survives re-renders and remounts: the caller sets it when its send resolves.
   */
  countingSince: number | null;
  /**
   * Keeps the send time in sessionStorage under this key (`smsSentKey(purpose, phone)`), so the countdown survives a
   * reload of the page: the later of `countingSince` and the stored time counts.
   */
  rememberAs?: string;
  /** Countdown length in seconds (SPEC §9: 60). */
  seconds?: number;
  /** Asked to send: not called while counting or sending. */
  onClick: () => void;
  /** The send request is in flight. */
  sending?: boolean;
  /** Prerequisites missing (e.g. phone or captcha empty). */
  disabled?: boolean;
  className?: string;
}

/** Idle: "获取验证码" the first time, "重新发送" after; counting: "{n}秒后重发", clicks ignored. */
export function SmsButton({
  countingSince: given,
  rememberAs,
  seconds = SMS_COUNTDOWN_S,
  onClick,
  sending,
  disabled,
  className,
}: SmsButtonProps) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  const stored = rememberAs ? smsSentAt(rememberAs) : null;
  const countingSince = stored !== null && (given === null || stored > given) ? stored : given;
  useEffect(() => {
    if (rememberAs && given !== null) rememberSmsSent(rememberAs, given);
  }, [rememberAs, given]);
  const end = countingSince === null ? 0 : countingSince + seconds * 1000;
  // `now` may be older than a fresh countingSince until the first tick: never show more than `seconds`.
  const left = Math.min(seconds, Math.max(0, Math.ceil((end - now) / 1000)));

  useEffect(() => {
    if (!end || Date.now() >= end) return undefined;
    const timer = setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= end) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [end]);

  const busy = left > 0 || !!sending;
  let label = t(countingSince === null ? 'components.smsButton.send' : 'components.smsButton.resend');
  if (sending) label = t('components.smsButton.sending');
  else if (left > 0) label = t('components.smsButton.counting', { n: left });

  return (
    <button
      type="button"
      className={cx(styles.button, className)}
      disabled={disabled}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      {label}
    </button>
  );
}
