// The pieces every ordering form shares and that carry no model: a section that loads on its own (skeleton, its
// error with a retry, or its content) and a labelled select of areas.
import type { ReactNode } from 'react';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { t } from '../../locales';
import type { AreaDict } from '../../services/api/types';
import type { Load } from '../shared/load';
import * as styles from './Ordering.module.css';

/** A section that loads on its own: skeleton, its error with a retry, or its content. */
export function Section<T>({
  load,
  retry,
  children,
}: {
  load: Load<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  if (load.status === 'ready') return <>{children(load.data)}</>;
  if (load.status === 'error') return <ErrorBlock message={load.message} onRetry={retry} />;
  return <Skeleton rows={2} title={false} />;
}

export function Select({
  label,
  value,
  options,
  onChange,
  error,
  name,
}: {
  label: string;
  value: string;
  options: Pick<AreaDict, 'code' | 'name'>[];
  onChange: (code: string) => void;
  error?: string;
  name: string;
}) {
  const id = `sel-${name}`;
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={styles.select}
        value={value}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {!value && <option value="">{t('ordering.address.choose')}</option>}
        {options.map((o) => (
          <option key={o.code} value={o.code}>
            {o.name}
          </option>
        ))}
      </select>
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}
