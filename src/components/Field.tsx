import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './Field.module.css';
import { cx } from './i18n';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'size'> {
  label: ReactNode;
  value: string;
  /** The new value, already cut to maxLength (a paste can be longer than the browser lets through). */
  onChange: (value: string) => void;
  /** Shown at the field, sets aria-invalid and is announced with it (aria-describedby). */
  error?: string;
  hint?: ReactNode;
  /** Right of the input: a captcha image, an SMS button, a unit. */
  extra?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Field({
  label,
  value,
  onChange,
  error,
  hint,
  extra,
  maxLength,
  id,
  className,
  ref,
  ...rest
}: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = cx(errorId, hintId) || undefined;

  return (
    <div className={cx(styles.field, className)}>
      <div className={cx(styles.row, error && styles.invalid)}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        <input
          {...rest}
          ref={ref}
          id={inputId}
          className={styles.input}
          value={value}
          maxLength={maxLength}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => onChange(maxLength ? e.target.value.slice(0, maxLength) : e.target.value)}
        />
        {extra}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** The attributes of every mobile-number input: the phone keypad and the browser's own number autofill. */
export const PHONE_INPUT = { name: 'phone', type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national' } as const;
