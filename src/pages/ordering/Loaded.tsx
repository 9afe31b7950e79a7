// The pieces every ordering form shares and that carry no model: a section that loads on its own (skeleton, its
// error with a retry, or its content), a labelled select of areas (and one whose list loads on its own), the
// delivery address built of them, and the places of an address to tap.
import type { ReactNode } from 'react';
import { Field } from '../../components/Field';
import { t } from '../../locales';
import type { AreaDict } from '../../services/api/types';
import type { Load } from '../shared/load';
import { Section as SharedSection } from '../shared/Section';
import { say, type Problem } from '../shared/phone';
import { Card, Choices } from './FormParts';
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

interface SelectProps {
  label: string;
  value: string;
  options: Pick<AreaDict, 'code' | 'name'>[];
  onChange: (code: string) => void;
  error?: string;
  name: string;
}

export function Select({ label, value, options, onChange, error, name }: SelectProps) {
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

/** A select of areas whose list loads on its own: its skeleton, its error with the retry, or the select (`row`: in a row). */
export function AreaSelect({
  load,
  retry,
  row,
  ...select
}: Omit<SelectProps, 'options'> & AreaLoad & { row?: boolean }) {
  return (
    <Section load={load} retry={retry}>
      {(options) =>
        row ? (
          <div className={styles.row}>
            <Select {...select} options={options} />
          </div>
        ) : (
          <Select {...select} options={options} />
        )
      }
    </Section>
  );
}

/** The district an address search starts from (broadband's, the leads'), in a row. */
export function DistrictSelect(props: Omit<SelectProps, 'options' | 'label'> & AreaLoad) {
  return <AreaSelect row label={t('ordering.address.district')} {...props} />;
}

interface AreaLoad {
  load: Load<SelectProps['options']>;
  retry: () => void;
}

/** What an order keeps of its delivery address: the two lists, the draft's fields and their messages. */
export interface DeliveryForm {
  cities: Load<AreaDict[]>;
  districts: Load<AreaDict[]>;
  draft: Delivery;
  errors: { areaCode?: Problem; detail?: Problem };
}

/**
 * The delivery address of an order, on whichever model holds it (`form`): city and district (each list loads on its
 * own, with its retry: `retryDistricts`, or `retry` for both) and the detail, each error at its field.
 */
export function AddressFields({
  id,
  form,
  onEdit,
  retry,
  retryDistricts = retry,
  onBlurDetail,
}: {
  /** The id of the section's heading. */
  id: string;
  form: DeliveryForm;
  onEdit: (patch: Partial<Delivery>) => void;
  retry: () => void;
  retryDistricts?: () => void;
  onBlurDetail?: () => void;
}) {
  const { draft, errors } = form;
  const levels: (AreaLoad & { name: 'deliveryCity' | 'areaCode'; label: string })[] = [
    { name: 'deliveryCity', label: t('ordering.address.city'), load: form.cities, retry },
    { name: 'areaCode', label: t('ordering.address.district'), load: form.districts, retry: retryDistricts },
  ];
  return (
    <Card id={id} title={t('ordering.address.title')}>
      <div className={styles.row}>
        {levels.map(({ name, ...level }) => (
          <AreaSelect
            key={name}
            {...level}
            name={name}
            value={draft[name]}
            error={name === 'areaCode' ? say(errors.areaCode) : undefined}
            onChange={(code) => onEdit({ [name]: code })}
          />
        ))}
      </div>
      <DetailField value={draft.detail} error={errors.detail} onEdit={onEdit} onBlur={onBlurDetail} />
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

/** The places of an address to tap as chips (estates, the next level of a path), once they load; `empty` for none. */
export function PlaceChoices<N extends { code: string; name: string }>({
  load,
  retry,
  label,
  empty,
  onPick,
}: {
  load: Load<N[]>;
  retry: () => void;
  label: string;
  empty: ReactNode;
  onPick: (place: N) => void;
}) {
  return (
    <Section load={load} retry={retry}>
      {(places) =>
        places.length === 0 ? (
          empty
        ) : (
          <Choices items={places} keyOf={(n) => n.code} label={label} onPick={onPick} wide={false}>
            {(n) => n.name}
          </Choices>
        )
      }
    </Section>
  );
}
