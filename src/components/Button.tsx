import type { ButtonHTMLAttributes } from 'react';
import * as styles from './Button.module.css';
import { Spinner } from './Spinner';
import { cx } from './i18n';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** primary: brand fill (default); ghost: brand outline; plain: grey outline. */
  variant?: 'primary' | 'ghost' | 'plain';
  /** Full width. */
  block?: boolean;
  /** Shows a spinner and stays disabled, so a pending submission cannot be sent twice. */
  loading?: boolean;
  size?: 'md' | 'sm';
}

export function Button({
  variant = 'primary',
  block,
  loading,
  size = 'md',
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cx(styles.button, styles[variant], block && styles.block, size === 'sm' && styles.sm, className)}
    >
      {loading && <Spinner />}
      {children}
    </button>
  );
}
