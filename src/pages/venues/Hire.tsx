import { useEffect, useId } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Empty } from '../../components/Empty';
import { Field, PHONE_INPUT } from '../../components/Field';
import { SmsCodeField } from '../../components/SmsCodeField';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { countingSince, sentKey } from '../shared/phone';
import venuesHire, { HIRE_ACT, type FieldMessage } from './hireModel';
import { EXPERIENCE_MAX, POSITIONS } from './hireRules';
import { VenueHero } from './parts';
import { useHireField } from './useHireField';
import venuesShare from './shareModel';
import * as styles from './Venues.module.css';

export { messages } from './messages';

export const models = [venuesHire, venuesShare];

const say = (m: FieldMessage | undefined): string | undefined => m && ('key' in m ? t(m.key) : m.text);

/** `/hire` (FormPage): the recruitment sign-up; success → `/tip/success`. */
export default function Hire() {
  useLang();
  const dispatch = useAppDispatch();
  const s = usePageSelector(venuesHire.select);
  const sending = useAppSelector(venuesHire.loading('send'));
  const submitting = useAppSelector(venuesHire.loading('submit'));
  const ids = useId();
  useEffect(() => {
    void dispatch(venuesHire.actions.init());
  }, [dispatch]);

  const { edit, blur } = useHireField();
  const { form, errors } = s;
  const cities = s.cities.status === 'ready' ? s.cities.data : [];
  const districts = s.districts.status === 'ready' ? s.districts.data : [];

  /** A field typed into: its name, words, value and problem; each keystroke and leaving it go to useHireField. */
  const typed = (field: 'name' | 'phone' | 'age') => ({
    name: field,
    label: t(`venues.hire.${field}`),
    placeholder: t(`venues.hire.${field}Placeholder`),
    value: form[field],
    error: say(errors[field]),
    onChange: edit(field),
    onBlur: blur(field),
  });

  const select = (
    field: 'position' | 'cityCode' | 'areaCode',
    label: string,
    options: { value: string; label: string }[],
    extra?: string,
  ) => {
    const id = `${ids}-${field}`;
    const error = say(errors[field]);
    return (
      <label className={styles.fieldBlock} htmlFor={id}>
        {label}
        <select
          id={id}
          name={field}
          className={styles.select}
          value={form[field]}
          aria-invalid={error ? true : undefined}
          onChange={(e) => edit(field)(e.target.value)}
          onBlur={blur(field)}
        >
          <option value="">{t('venues.hire.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        {extra && <span className={styles.rowSub}>{extra}</span>}
        {error && (
          <span className={styles.fieldError} role="alert">
            {error}
          </span>
        )}
      </label>
    );
  };

  return (
    <main className={styles.page}>
      <VenueHero
        actId={HIRE_ACT}
        path="/hire"
        title={t('venues.hire.title')}
        tagline={t('venues.hire.tagline')}
        shared={!s.closed}
      />
      {s.closed ? (
        <Empty text={s.closed} />
      ) : (
        <Card title={t('venues.hire.formTitle')}>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void dispatch(venuesHire.actions.submit(form));
            }}
          >
            {select(
              'position',
              t('venues.hire.position'),
              POSITIONS.map((p) => ({ value: p, label: t(`venues.hire.position.${p}`) })),
            )}
            <Field autoComplete="name" {...typed('name')} />
            <Field {...PHONE_INPUT} {...typed('phone')} />
            <SmsCodeField
              label={t('venues.hire.code')}
              placeholder={t('venues.hire.codePlaceholder')}
              value={form.code}
              error={say(errors.code)}
              countingSince={countingSince({ phone: form.phone, sentAt: s.sentAt, sentTo: s.sentTo })}
              rememberAs={sentKey('hire', form.phone)}
              sending={sending}
              onChange={edit('code')}
              onSend={() => dispatch(venuesHire.actions.send())}
            />
            {select(
              'cityCode',
              t('venues.hire.city'),
              cities.map((c) => ({ value: c.code, label: c.name })),
              s.cities.status === 'error' ? s.cities.message : undefined,
            )}
            {form.cityCode &&
              select(
                'areaCode',
                t('venues.hire.district'),
                districts.map((c) => ({ value: c.code, label: c.name })),
                s.districts.status === 'error' ? s.districts.message : undefined,
              )}
            <Field inputMode="numeric" {...typed('age')} />
            <label className={styles.fieldBlock} htmlFor={`${ids}-experience`}>
              {t('venues.hire.experience')}
              <textarea
                id={`${ids}-experience`}
                name="experience"
                className={styles.textarea}
                placeholder={t('venues.hire.experiencePlaceholder')}
                value={form.experience}
                aria-invalid={errors.experience ? true : undefined}
                onChange={(e) => edit('experience')(e.target.value)}
                onBlur={blur('experience')}
              />
              <span className={styles.counter}>
                {form.experience.length}/{EXPERIENCE_MAX}
              </span>
              {errors.experience && (
                <span className={styles.fieldError} role="alert">
                  {say(errors.experience)}
                </span>
              )}
            </label>
            {s.submitError && (
              <p className={styles.fieldError} role="alert">
                {s.submitError}
              </p>
            )}
            <Button type="submit" block loading={submitting}>
              {t('venues.hire.submit')}
            </Button>
          </form>
        </Card>
      )}
    </main>
  );
}
