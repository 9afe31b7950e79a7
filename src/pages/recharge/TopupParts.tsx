import type { ReactNode } from 'react';
import type { Action } from 'redux';
import { t } from '../../locales';
import { Button } from '../../components/Button';
import { useAppDispatch } from '../../models/hooks';
import type { Fen } from '../../services/api/types';
import { yuan } from '../../utils/format';
import { say, type Problem } from '../shared/phone';
import type { PhoneStatus } from './phoneCheck';
import { PhoneField } from './PhoneField';
import * as styles from './Recharge.module.css';

// The pieces both top-up forms (the standard one and tooth) are made of: the number's card, a choice of amounts or
// bundles, and the bar that pays.

/** A form model's events of the number: typed, left, and the "重新查询" of a failed pre-check. */
export interface PhoneActions {
  editPhone: (phone: string) => Action<string>;
  blurPhone: () => Action<string>;
  recheck: () => Action<string>;
}

export interface PhoneCardProps {
  actions: PhoneActions;
  phone: string;
  error?: Problem;
  status: PhoneStatus;
  /** What else the form asks with the number (tooth's SMS code). */
  children?: ReactNode;
}

/** The number's card: the field, checked as typed through the form model, then the verify hint. */
export function PhoneCard({ actions, phone, error, status, children }: PhoneCardProps) {
  const dispatch = useAppDispatch();
  return (
    <section className={styles.card}>
      <PhoneField
        value={phone}
        error={say(error)}
        status={status}
        onChange={(value) => {
          void dispatch(actions.editPhone(value));
        }}
        onBlur={() => dispatch(actions.blurPhone())}
        onRetry={() => {
          void dispatch(actions.recheck());
        }}
      />
      {children}
      <p className={styles.hint}>{t('recharge.form.verify')}</p>
    </section>
  );
}

export interface ChoicesProps {
  /** The heading that names the group. */
  labelledBy: string;
  error?: Problem;
  errorId: string;
  className: string;
  /** The options: buttons with role="radio". */
  children: ReactNode;
}

/** A radio group of amounts or bundles, with the message it gets on submit under it. */
export function Choices({ labelledBy, error, errorId, className, children }: ChoicesProps) {
  return (
    <>
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={className}
      >
        {children}
      </div>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {say(error)}
        </p>
      )}
    </>
  );
}

export interface PayBarProps {
  /** The server's refusal of the last order that belongs to no field. */
  refusal?: string;
  /** What the choice costs, when one is made. */
  payFen?: Fen;
  busy: boolean;
  disabled: boolean;
  /** The button's words. */
  children: ReactNode;
}

/** The refusal above the button, then the bar: what it costs and the submit button. */
export function PayBar({ refusal, payFen, busy, disabled, children }: PayBarProps) {
  return (
    <>
      {refusal && (
        <p className={styles.fieldError} role="alert">
          {refusal}
        </p>
      )}
      <div className={styles.bar}>
        <p className={styles.barTotal} aria-live="polite">
          {t('recharge.form.payLabel')}
          <strong>{payFen === undefined ? '--' : yuan(payFen)}</strong>
        </p>
        <Button type="submit" className={styles.barButton} loading={busy} disabled={disabled}>
          {children}
        </Button>
      </div>
    </>
  );
}
