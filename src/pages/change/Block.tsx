// A section of a change page that loads on its own: "加载中..." while it loads, its error with a retry, else its body;
// and what the family's forms share: a choice among options, a field's problem, the refusal and the submit button.
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Rows as LabelRows, rowsOf } from '../../components/Result';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { t, type MessageKey } from '../../locales';
import type { Load } from '../shared/load';
import * as styles from './Change.module.css';

export function Block<T>({
  title,
  load,
  retry,
  children,
  label,
}: {
  title?: string;
  load: Load<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
  label?: string;
}) {
  return (
    <section className={styles.card} aria-label={label ?? title}>
      {title && <h2 className={styles.cardTitle}>{title}</h2>}
      {load.status === 'ready' ? (
        children(load.data)
      ) : load.status === 'error' ? (
        <ErrorBlock message={load.message} onRetry={retry} />
      ) : (
        <Skeleton rows={3} title={false} />
      )}
    </section>
  );
}

/** Label/value rows. */
export function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return <LabelRows rows={rowsOf(rows)} className={styles.rows} />;
}

/** The foot of a form: the server's refusal, then the submit button, busy while it goes. */
export function FormFoot({ error, busy, label }: { error: string | undefined; busy: boolean; label: string }) {
  return (
    <>
      {error && <ErrorBlock message={error} />}
      <Button type="submit" block loading={busy}>
        {label}
      </Button>
    </>
  );
}

/** A field's problem, said as an alert. */
export function Problem({ text }: { text: MessageKey | undefined }) {
  return text ? (
    <p className={styles.muted} role="alert">
      {t(text)}
    </p>
  ) : null;
}

/** One of `options` (`[value, text]`, a radio group, `value` checked), then its problem. */
export function Choice({
  label,
  options,
  value,
  onPick,
  problem,
}: {
  label?: string;
  options: readonly (readonly [value: string, text: string])[];
  value: string;
  onPick: (value: string) => void;
  problem: MessageKey | undefined;
}) {
  return (
    <>
      <div className={styles.options} role="radiogroup" aria-label={label}>
        {options.map(([v, text]) => (
          <button
            key={v}
            type="button"
            role="radio"
            aria-checked={value === v}
            className={styles.option}
            onClick={() => onPick(v)}
          >
            {text}
          </button>
        ))}
      </div>
      <Problem text={problem} />
    </>
  );
}
