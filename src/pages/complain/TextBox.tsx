// The free text of a complaints form (the complaint, a suggestion, an appeal's reason, a rating's comment, the
// material asked for): its label, the box, the error at the field and the count of what is typed against the limit.
import type { ReactNode } from 'react';
import { cx } from '../../components/i18n';
import * as styles from './Complain.module.css';

export interface TextBoxProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  max: number;
  rows?: number;
  placeholder?: string;
  /** The message at the field, already in words. */
  error?: string;
  /** A label under the card's title (a second box of the card) rather than the card's title. */
  sub?: boolean;
  name?: string;
}

export function TextBox({ id, label, value, onChange, max, rows = 5, placeholder, error, sub, name }: TextBoxProps) {
  return (
    <>
      <label className={cx(styles.cardTitle, sub && styles.subTitle)} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        className={styles.textarea}
        rows={rows}
        maxLength={max}
        placeholder={placeholder}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      <div className={styles.counter}>
        {error ? <span className={styles.fail}>{error}</span> : <span />}
        <span>{`${value.trim().length}/${max}`}</span>
      </div>
    </>
  );
}
