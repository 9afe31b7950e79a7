// The pieces every ordering form shares and that carry no model: a section that loads on its own (skeleton, its
// error with a retry, or its content), a labelled select of areas, and the delivery address built of both.
import type { ReactNode } from 'react';
import { Field } from '../../components/Field';
import { t } from '../../locales';
import type { AreaDict } from '../../services/api/types';
import type { Load } from '../shared/load';
import { Section as SharedSection } from '../shared/Section';
import { say, type Problem } from '../shared/phone';
import { Card } from './FormParts';
import type { Delivery } from './person';
import * as styles from './Ordering.module.css';

/** A section that loads on its own: the shared Section (skeleton, its error with a retry, or its content), unframed. */
export function Section<T>({
  load,
  retry,
  children,
}: {
  load: Load<T>;
  retry: () => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <SharedSection load={load} onRetry={retry}>
      {children}
    </SharedSection>
  );
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

/**
 * The delivery address of an order, on whichever model holds it: city and district (each list loads on its own,
 * with its retry) and the detail, each error at its field.
 */
export function AddressFields({
  id,
  cities,
  districts,
  value,
  errors,
  onEdit,
  retryCities,
  retryDistricts,
  onBlurDetail,
}: {
  /** The id of the section's heading. */
  id: string;
  cities: Load<AreaDict[]>;
  districts: Load<AreaDict[]>;
  value: Delivery;
  errors: { areaCode?: Problem; detail?: Problem };
  onEdit: (patch: Partial<Delivery>) => void;
  retryCities: () => void;
  retryDistricts: () => void;
  onBlurDetail?: () => void;
}) {
  return (
    <Card id={id} title={t('ordering.address.title')}>
      <div className={styles.row}>
        <Section load={cities} retry={retryCities}>
          {(options) => (
            <Select
              name="deliveryCity"
              label={t('ordering.address.city')}
              value={value.deliveryCity}
              options={options}
              onChange={(deliveryCity) => onEdit({ deliveryCity })}
            />
          )}
        </Section>
        <Section load={districts} retry={retryDistricts}>
          {(options) => (
            <Select
              name="areaCode"
              label={t('ordering.address.district')}
              value={value.areaCode}
              options={options}
              error={say(errors.areaCode)}
              onChange={(areaCode) => onEdit({ areaCode })}
            />
          )}
        </Section>
      </div>
      <DetailField value={value.detail} error={errors.detail} onEdit={onEdit} onBlur={onBlurDetail} />
    </Card>
  );
}

/** The address's detail (street, building, door), checked when left. */
export function DetailField({
  value,
  error,
  onEdit,
  onBlur,
}: {
  value: string;
  error?: Problem;
  onEdit: (patch: { detail: string }) => void;
  onBlur?: () => void;
}) {
  return (
    <Field
      label={t('ordering.address.detail')}
      name="detail"
      autoComplete="street-address"
      maxLength={60}
      value={value}
      placeholder={t('ordering.address.detailPlaceholder')}
      error={say(error)}
      onChange={(detail) => onEdit({ detail })}
      onBlur={onBlur}
    />
  );
}
