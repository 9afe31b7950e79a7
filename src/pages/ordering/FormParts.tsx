// The frame every ordering form is built of, on no model: the page with its hero (and the skeleton until the form
// opens), a titled card, a message under a field, a list of choices to tap, the devices with their stock, and the
// bar at the end (the refusal of the whole order above it, the total and the button). The form itself is the shared
// PlainForm (pages/shared/PlainForm.tsx).
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { Skeleton } from '../../components/Skeleton';
import { t } from '../../locales';
import { yuan } from '../../utils/format';
import { say, type Problem } from '../shared/phone';
import { PersonFields, RefusalLine, type PersonProps } from './PersonFields';
import type { Person } from './person';
import * as styles from './Ordering.module.css';

/** A page of the family: the hero, then the form once it is open (a skeleton before). */
export function OrderPage({
  title,
  note,
  opened = true,
  children,
}: {
  title: string;
  note: string;
  opened?: boolean;
  children: ReactNode;
}) {
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{title}</h1>
        <p className={styles.heroNote}>{note}</p>
      </header>
      {opened ? (
        children
      ) : (
        <div className={styles.card} aria-busy="true">
          <Skeleton rows={4} />
        </div>
      )}
    </main>
  );
}

/** A card of a form, labelled by its title. */
export function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const ALL_PERSON: (keyof Person)[] = ['name', 'certNo', 'contactPhone'];

/**
 * The card of the person fields under its hint (by default all three, under the common hint), then what the form
 * adds.
 */
export function PersonCard({
  id,
  hint = t('ordering.info.hint'),
  fields = ALL_PERSON,
  children,
  ...person
}: Omit<PersonProps<keyof Person>, 'fields'> & {
  id: string;
  hint?: string;
  fields?: (keyof Person)[];
  children?: ReactNode;
}) {
  return (
    <Card id={id} title={t('ordering.info.title')}>
      <p className={styles.hint}>{hint}</p>
      <PersonFields {...person} fields={fields} />
      {children}
    </Card>
  );
}

/** The message of a choice (a plan, a device, a tier…) under it, when there is one. */
export function ErrorLine({ problem }: { problem?: Problem }) {
  return problem ? <p className={styles.error}>{say(problem)}</p> : null;
}

/** Choices to tap, one button each (pressed when chosen, when the form marks it). */
export function Choices<T>({
  items,
  keyOf,
  label,
  pressed,
  disabled,
  onPick,
  wide = true,
  children,
}: {
  items: readonly T[];
  keyOf: (item: T) => string | number;
  label?: string;
  pressed?: (item: T) => boolean;
  disabled?: (item: T) => boolean;
  onPick: (item: T) => void;
  /** Rows as wide as the card (the offers' layout); false: chips. */
  wide?: boolean;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul className={wide ? styles.offers : styles.choices} aria-label={label}>
      {items.map((item) => (
        <li key={keyOf(item)}>
          <button
            type="button"
            className={styles.choice}
            aria-pressed={pressed?.(item)}
            disabled={disabled?.(item)}
            onClick={() => onPick(item)}
          >
            {children(item)}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A choice's text: its name with the terms under it, and its price. */
export function ChoiceText({ name, terms, price }: { name: ReactNode; terms?: ReactNode; price: ReactNode }) {
  return (
    <>
      <span>
        {name}
        {terms !== undefined && <small>{terms}</small>}
      </span>
      <strong>{price}</strong>
    </>
  );
}

/** The devices of an order with their stock: one sold out cannot be chosen. */
export function DeviceChoices<D extends { code: string; name: string }>({
  devices,
  value,
  label,
  available,
  left,
  priceFen,
  onPick,
}: {
  devices: D[];
  value: string;
  label: string;
  available: (d: D) => boolean;
  left: (d: D) => number;
  priceFen: (d: D) => number;
  onPick: (code: string) => void;
}) {
  return (
    <Choices
      items={devices}
      keyOf={(d) => d.code}
      label={label}
      pressed={(d) => value === d.code}
      disabled={(d) => !available(d)}
      onPick={(d) => onPick(d.code)}
    >
      {(d) => (
        <ChoiceText
          name={d.name}
          terms={available(d) ? t('ordering.product.stock', { n: left(d) }) : t('ordering.product.soldOut')}
          price={yuan(priceFen(d))}
        />
      )}
    </Choices>
  );
}

/**
 * The end of a form: the refusal of the whole order, then the bar with the total (when it has one) and the button,
 * which submits the form (or, with `onClick`, does that instead).
 */
export function SubmitBar({
  refusal,
  total,
  label,
  busy,
  onClick,
}: {
  refusal?: Problem;
  total?: ReactNode;
  label: string;
  busy?: boolean;
  onClick?: () => void;
}) {
  return (
    <>
      <RefusalLine refusal={refusal} />
      <div className={styles.bar}>
        {total !== undefined && (
          <span className={styles.total}>
            {t('ordering.card.total')}
            <strong>{total}</strong>
          </span>
        )}
        <Button type={onClick ? 'button' : 'submit'} block loading={busy} onClick={onClick}>
          {label}
        </Button>
      </div>
    </>
  );
}

/** A search by name in a row: the field (its words kept by the page) and its button; Enter searches too. */
export function SearchRow({
  label,
  placeholder,
  button,
  ghost,
  keyword,
  onKeyword,
  onSearch,
}: {
  label: string;
  placeholder: string;
  button: string;
  ghost?: boolean;
  keyword: string;
  onKeyword: (v: string) => void;
  onSearch: (keyword: string) => void;
}) {
  return (
    <form
      className={styles.row}
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(keyword);
      }}
    >
      <Field
        label={label}
        name="estate"
        value={keyword}
        maxLength={20}
        placeholder={placeholder}
        onChange={onKeyword}
      />
      <Button type="submit" size="sm" variant={ghost ? 'ghost' : undefined} style={{ flex: '0 0 auto' }}>
        {button}
      </Button>
    </form>
  );
}
