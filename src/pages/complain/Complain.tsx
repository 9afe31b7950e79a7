import { useEffect, useRef, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { Field, PHONE_INPUT } from '../../components/Field';
import { SmsCodeField } from '../../components/SmsCodeField';
import { cx } from '../../components/i18n';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectBoundPhone } from '../../models/session';
import { cleanCode, cleanPhone, say, sentKey } from '../shared/phone';
import complain, { IMAGE_TYPES, IMAGES_MAX, selectComplain, TEXT_MAX } from './complainModel';
import { CATEGORIES, needsSms } from './tickets';
import { TextBox } from './TextBox';
import * as styles from './Complain.module.css';

export { messages } from './messages';

export const models = [complain];

/** Today in China time, as the date input takes it. */
const todayCn = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/** Chips of one level of the category tree. */
function Chips({
  label,
  items,
  value,
  onPick,
}: {
  label: string;
  items: { value: string; text: string }[];
  value: string;
  onPick: (value: string) => void;
}) {
  return (
    <div role="group" aria-label={label} className={styles.chips}>
      {items.map((i) => (
        <button
          key={i.value}
          type="button"
          aria-pressed={i.value === value}
          className={cx(styles.chip, i.value === value && styles.chipOn)}
          onClick={() => onPick(i.value)}
        >
          {i.text}
        </button>
      ))}
    </div>
  );
}

/**
 * `/complain` (PAGES.md §2.3, FormPage): a two-level category, the number concerned (the bound one by default), a
 * contact number, the date, a description of 10–500 characters, up to 3 images with a retry per failed upload, an
 * optional order or bill; refund categories ask for the SMS code. An open complaint of the same category is
 * pointed to instead of a duplicate. Links to 我的投诉, 申诉 and 建议.
 */
export default function Complain() {
  useLang();
  const dispatch = useAppDispatch();
  const bound = useAppSelector(selectBoundPhone);
  const s = usePageSelector(selectComplain);
  const fileInput = useRef<HTMLInputElement>(null);
  const { form, errors } = s;
  const root = CATEGORIES.find((c) => c.root === form.root);
  const sms = needsSms([form.root, form.sub]);

  useEffect(() => {
    void dispatch(complain.actions.open({ boundPhone: bound }));
  }, [dispatch, bound]);

  const edit = (patch: Parameters<typeof complain.actions.edit>[0]) => void dispatch(complain.actions.edit(patch));
  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    for (const file of Array.from(e.target.files ?? [])) void dispatch(complain.actions.upload({ file }));
    e.target.value = '';
  };

  return (
    <main className={styles.page}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void dispatch(complain.actions.submit());
        }}
      >
        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t('complain.form.category')}</h2>
          <Chips
            label={t('complain.form.category')}
            items={CATEGORIES.map((c) => ({ value: c.root, text: t(`complain.cat.${c.key}` as MessageKey) }))}
            value={form.root}
            onPick={(v) => edit({ root: v })}
          />
          {root && (
            <>
              <h3 className={styles.subTitle}>{t('complain.form.subcategory')}</h3>
              <Chips
                label={t('complain.form.subcategory')}
                items={root.subs.map(([name, key]) => ({
                  value: name,
                  text: t(`complain.cat.${root.key}.${key}` as MessageKey),
                }))}
                value={form.sub}
                onPick={(v) => edit({ sub: v })}
              />
            </>
          )}
          {errors.category && <p className={cx(styles.notice, styles.fail)}>{say(errors.category)}</p>}
        </section>

        <section className={styles.card}>
          <Field
            {...PHONE_INPUT}
            label={t('complain.form.phone')}
            placeholder={t('complain.form.phonePlaceholder')}
            value={form.phone}
            maxLength={11}
            error={say(errors.phone)}
            onChange={(v) => edit({ phone: cleanPhone(v) })}
          />
          <Field
            {...PHONE_INPUT}
            name="contactPhone"
            label={t('complain.form.contactPhone')}
            placeholder={t('complain.form.contactPlaceholder')}
            value={form.contactPhone}
            maxLength={11}
            error={say(errors.contactPhone)}
            onChange={(v) => edit({ contactPhone: cleanPhone(v) })}
          />
          <Field
            type="date"
            name="occurredOn"
            label={t('complain.form.date')}
            value={form.occurredOn}
            max={todayCn()}
            onChange={(v) => edit({ occurredOn: v })}
          />
          {sms && (
            <SmsCodeField
              label={t('complain.form.code')}
              placeholder={t('complain.form.codePlaceholder')}
              hint={t('complain.form.smsHint')}
              value={s.smsCode}
              error={say(errors.smsCode)}
              countingSince={s.sms.sentTo === form.phone ? s.sms.sentAt : null}
              rememberAs={sentKey('complain', form.phone)}
              sending={s.sms.sending}
              onChange={(v) => dispatch(complain.actions.setCode(cleanCode(v)))}
              onSend={() =>
                dispatch(complain.actions.sendSms()).then(
                  (ok) => ok === true,
                  () => false,
                )
              }
            />
          )}
        </section>

        <section className={styles.card}>
          <TextBox
            id="complain-text"
            name="text"
            label={t('complain.form.text')}
            max={TEXT_MAX}
            placeholder={t('complain.form.textPlaceholder')}
            value={form.text}
            error={errors.text && say(errors.text)}
            onChange={(text) => edit({ text })}
          />
        </section>

        <section className={styles.card}>
          <h2 className={styles.cardTitle}>{t('complain.form.images')}</h2>
          <div className={styles.images}>
            {s.images.map((i) => (
              <div key={i.key} className={styles.thumb} data-status={i.status}>
                {i.url ? <img src={i.url} alt={i.name} /> : <span className={styles.thumbName}>{i.name}</span>}
                {i.status === 'uploading' && <span className={styles.thumbState}>{t('complain.form.uploading')}</span>}
                {i.status === 'error' && (
                  <button
                    type="button"
                    className={styles.thumbRetry}
                    title={i.message}
                    onClick={() => void dispatch(complain.actions.upload({ key: i.key }))}
                  >
                    {t('complain.form.uploadFailed')}
                    <br />
                    {t('complain.form.retryUpload')}
                  </button>
                )}
                <button
                  type="button"
                  className={styles.thumbRemove}
                  aria-label={`${t('complain.form.removeImage')} ${i.name}`}
                  onClick={() => void dispatch(complain.actions.removeImage(i.key))}
                >
                  ×
                </button>
              </div>
            ))}
            {s.images.length < IMAGES_MAX && (
              <button type="button" className={styles.addImage} onClick={() => fileInput.current?.click()}>
                +<br />
                {t('complain.form.addImage')}
              </button>
            )}
          </div>
          <input
            ref={fileInput}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            multiple
            hidden
            aria-label={t('complain.form.addImage')}
            onChange={onFiles}
          />
          <p className={cx(styles.hint, styles.left, errors.images && styles.fail)}>
            {errors.images ? say(errors.images) : t('complain.form.imagesHint')}
          </p>
        </section>

        <section className={styles.card}>
          <Field
            name="relatedOrder"
            label={t('complain.form.order')}
            placeholder={t('complain.form.orderPlaceholder')}
            value={form.relatedOrder}
            maxLength={32}
            onChange={(v) => edit({ relatedOrder: v })}
          />
        </section>

        {s.refusal && (
          <p role="alert" className={cx(styles.card, styles.fail)}>
            {s.refusal.text}
            {s.refusal.ticketNo && ' '}
            {s.refusal.ticketNo && (
              <Link
                className={styles.link}
                to={`/complain/processDetails?ticketNo=${encodeURIComponent(s.refusal.ticketNo)}`}
              >
                {t('complain.form.duplicate')}
              </Link>
            )}
          </p>
        )}

        <Button type="submit" block loading={s.submitting}>
          {t('complain.form.submit')}
        </Button>
      </form>
      <nav className={styles.links} aria-label={t('complain.form.links')}>
        <Link className={styles.link} to="/complain/orderTracking">
          {t('complain.link.records')}
        </Link>
        <Link className={styles.link} to="/complain/appeal">
          {t('complain.link.appeal')}
        </Link>
        <Link className={styles.link} to="/suggest">
          {t('complain.link.suggest')}
        </Link>
      </nav>
    </main>
  );
}
