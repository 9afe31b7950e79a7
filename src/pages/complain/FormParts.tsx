// What the complaints family's forms share: the description with its images, a phone number field,
// the server's refusal above the submit button (with the open ticket it points to), the family's links below the
// form, a chip group (one choice or several) and its titled card, a page busy while it reads, and its body before
// what it shows is there (no ticket number, the read's error with a retry, its skeleton).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Field, PHONE_INPUT } from '../../components/Field';
import { Skeleton } from '../../components/Skeleton';
import { cx } from '../../components/i18n';
import { t, type MessageKey } from '../../locales';
import type { Load } from '../shared/load';
import { cleanPhone } from '../shared/phone';
import { TEXT_MAX } from './complainForm';
import { ImageField } from './ImageField';
import { TextBox, type TextBoxProps } from './TextBox';
import * as styles from './Complain.module.css';

/** The names of a form's text values. */
type TextName<F> = { [K in keyof F]-?: F[K] extends string ? K : never }[keyof F] & string;

/**
 * A form's fields from one place: `const field = fieldsOf(form, problem, edit)`, then
 * `<PhoneField {...field('phone', 'complain.form.phone', 'complain.form.phonePlaceholder')} />` gives the field its
 * name, its words, its value, its problem and its edit.
 */
export function fieldsOf<F>(
  form: F,
  problem: (name: TextName<F>) => string | undefined,
  edit: (patch: Partial<F>) => void,
) {
  return (name: TextName<F>, label: MessageKey, placeholder: MessageKey) => ({
    name,
    label: t(label),
    placeholder: t(placeholder),
    value: form[name] as string,
    error: problem(name),
    onChange: (value: string) => edit({ [name]: value } as Partial<F>),
  });
}

/** A phone number field (11 digits at the most; what is not a digit is dropped as it is typed). */
export function PhoneField({
  name = PHONE_INPUT.name,
  label,
  placeholder,
  value,
  error,
  onChange,
}: {
  name?: string;
  label: string;
  placeholder: string;
  value: string;
  error: string | undefined;
  onChange: (phone: string) => void;
}) {
  return (
    <Field
      {...PHONE_INPUT}
      name={name}
      label={label}
      placeholder={placeholder}
      value={value}
      maxLength={11}
      error={error}
      onChange={(v) => onChange(cleanPhone(v))}
    />
  );
}

/** A link to a page of a ticket: its details, or its reminders. */
export function TicketLink({
  page,
  ticketNo,
  text,
}: {
  page: 'processDetails' | 'urgencyRecords';
  ticketNo: string;
  text: string;
}) {
  return (
    <Link className={styles.link} to={`/complain/${page}?ticketNo=${encodeURIComponent(ticketNo)}`}>
      {text}
    </Link>
  );
}

/** The server's refusal (and the ticket it points to), then the submit button, busy while the effect runs. */
export function FormFoot({
  refusal,
  ticketNo,
  busy,
  disabled,
  label,
}: {
  refusal?: string;
  ticketNo?: string;
  busy: boolean;
  disabled?: boolean;
  label: string;
}) {
  return (
    <>
      {refusal && (
        <p role="alert" className={cx(styles.card, styles.fail)}>
          {refusal}
          {ticketNo && ' '}
          {ticketNo && <TicketLink page="processDetails" ticketNo={ticketNo} text={t('complain.form.duplicate')} />}
        </p>
      )}
      <Button type="submit" block loading={busy} {...(disabled === undefined ? {} : { disabled })}>
        {label}
      </Button>
    </>
  );
}

/** The family's links below a form. */
export function FormLinks({ links }: { links: readonly [to: string, text: MessageKey][] }) {
  return (
    <nav className={styles.links} aria-label={t('complain.form.links')}>
      {links.map(([to, text]) => (
        <Link key={to} className={styles.link} to={to}>
          {t(text)}
        </Link>
      ))}
    </nav>
  );
}

/** A group of chips: one choice (`radio`, a radio group) or toggles (`pressed`). */
export function Chips({
  label,
  items,
  on,
  onPick,
  radio,
}: {
  label: string;
  items: readonly { value: string; text: string }[];
  on: (value: string) => boolean;
  onPick: (value: string) => void;
  radio?: boolean;
}) {
  return (
    <div role={radio ? 'radiogroup' : 'group'} aria-label={label} className={styles.chips}>
      {items.map((i) => (
        <button
          key={i.value}
          type="button"
          {...(radio ? { role: 'radio', 'aria-checked': on(i.value) } : { 'aria-pressed': on(i.value) })}
          className={cx(styles.chip, on(i.value) && styles.chipOn)}
          onClick={() => onPick(i.value)}
        >
          {i.text}
        </button>
      ))}
    </div>
  );
}

/** A card of the family's pages under its title. */
export function TitledCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{title}</h2>
      {children}
    </section>
  );
}

/** A card of chips under its title (`children` below them), then the choice's problem. */
export function ChipCard({
  title,
  error,
  children,
  ...chips
}: Parameters<typeof Chips>[0] & { title: string; error: string | undefined; children?: ReactNode }) {
  return (
    <TitledCard title={title}>
      <Chips {...chips} />
      {children}
      {error && <p className={cx(styles.notice, styles.fail)}>{error}</p>}
    </TitledCard>
  );
}

/**
 * A page's body as its read goes: the read failed → its error and retry; not there yet → a skeleton of `rows`;
 * else what `ready` renders of the data.
 */
export function loadBody<T>(load: Load<T>, reload: () => void, rows: number, ready: (data: T) => ReactNode): ReactNode {
  if (load.status === 'error') return <ErrorBlock message={load.message} onRetry={reload} />;
  if (load.status !== 'ready')
    return (
      <div className={styles.card}>
        <Skeleton rows={rows} />
      </div>
    );
  return ready(load.data);
}

/** A ticket page's body: no number → said so (`noTicket`); else its body as the ticket's read goes (loadBody). */
export function ticketBody<T>(
  ticketNo: string,
  detail: Load<T>,
  reload: () => void,
  rows: number,
  ready: (data: T) => ReactNode,
  noTicket: ReactNode = <Empty text={t('complain.detail.noTicket')} />,
): ReactNode {
  return ticketNo ? loadBody(detail, reload, rows, ready) : noTicket;
}

/** A page of the family, busy while what it shows is read. */
export function Page({ load, children }: { load: Load<unknown>; children: ReactNode }) {
  return (
    <main className={styles.page} aria-busy={load.status === 'loading' || undefined}>
      {children}
    </main>
  );
}

/** A form's description (10–500 characters) and its images (`images`: their set), each with its problem. */
export function Description({
  images,
  imagesError,
  ...text
}: Omit<TextBoxProps, 'max'> & { images: string; imagesError?: string }) {
  return (
    <section className={styles.card}>
      <TextBox {...text} max={TEXT_MAX} />
      <ImageField set={images} />
      {imagesError && <p className={cx(styles.hint, styles.left, styles.fail)}>{imagesError}</p>}
    </section>
  );
}
