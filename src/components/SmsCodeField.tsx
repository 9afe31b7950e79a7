import { useRef } from 'react';
import { Field } from './Field';
import { SmsButton } from './SmsButton';

export const SMS_CODE_LENGTH = 6;

export interface SmsCodeFieldProps {
  label: string;
  placeholder?: string;
  value: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
  /** When the last code was sent (the 60 s countdown runs from it), or null. */
  countingSince: number | null;
  /** `smsSentKey(purpose, phone)`: the countdown survives a reload (see SmsButton). */
  rememberAs?: string;
  sending?: boolean;
  onChange: (value: string) => void;
  /** Sends the code; resolves true when it was sent, and the field then takes the focus. */
  onSend: () => Promise<boolean>;
}

/**
 * The SMS-code field with its send button (spec §4, §5): 6 digits, one-time-code autofill, the 60 s countdown,
 * and the focus on the code once it is sent.
 */
export function SmsCodeField({
  label,
  placeholder,
  value,
  error,
  hint,
  disabled,
  countingSince,
  rememberAs,
  sending,
  onChange,
  onSend,
}: SmsCodeFieldProps) {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <Field
      ref={ref}
      label={label}
      name="smsCode"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={SMS_CODE_LENGTH}
      placeholder={placeholder}
      value={value}
      disabled={disabled}
      error={error}
      hint={hint}
      onChange={onChange}
      extra={
        <SmsButton
          countingSince={countingSince}
          rememberAs={rememberAs}
          sending={sending}
          disabled={disabled}
          onClick={() => {
            void onSend().then((ok) => {
              if (ok) ref.current?.focus();
            });
          }}
        />
      }
    />
  );
}
