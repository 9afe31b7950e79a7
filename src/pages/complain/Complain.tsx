import { useEffect } from 'react';
import { Field } from '../../components/Field';
import { SmsCodeField } from '../../components/SmsCodeField';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectBoundPhone } from '../../models/session';
import { cleanCode, say, sentKey } from '../shared/phone';
import complain, { IMAGES, problemsOf } from './complainModel';
import type { FieldName } from './complainForm';
import complainImages, { fileIds, imagesOf } from './imagesModel';
import { CATEGORIES, needsSms } from './tickets';
import { ChipCard, Chips, Description, fieldsOf, FormFoot, FormLinks, PhoneField } from './FormParts';
import { PlainForm } from '../shared/PlainForm';
import * as styles from './Complain.module.css';

export { messages } from './messages';

export const models = [complain, complainImages];

/** Today in China time, as the date input takes it. */
const todayCn = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

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
  const s = usePageSelector(complain.select);
  const submitting = usePageSelector(complain.loading('submit'));
  const sending = usePageSelector(complain.loading('sendSms'));
  const images = imagesOf(usePageSelector(complainImages.select), IMAGES);
  const { form, errors } = s;
  const root = CATEGORIES.find((c) => c.root === form.root);
  const sms = needsSms([form.root, form.sub]);

  useEffect(() => {
    void dispatch(complain.actions.open({ boundPhone: bound }));
  }, [dispatch, bound]);

  const edit = (patch: Parameters<typeof complain.actions.edit>[0]) => void dispatch(complain.actions.edit(patch));
  const field = fieldsOf(form, (name) => say(errors[name as FieldName]), edit);
  const send = () => {
    const problems = problemsOf({ form, smsCode: s.smsCode, images });
    if (Object.keys(problems).length > 0) dispatch(complain.actions.setErrors(problems));
    else void dispatch(complain.actions.submit({ root: form.root, sub: form.sub, images: fileIds(images) }));
  };

  return (
    <main className={styles.page}>
      <PlainForm onSubmit={send}>
        <ChipCard
          title={t('complain.form.category')}
          label={t('complain.form.category')}
          items={CATEGORIES.map((c) => ({ value: c.root, text: t(`complain.cat.${c.key}` as MessageKey) }))}
          on={(v) => v === form.root}
          onPick={(v) => edit({ root: v })}
          error={errors.category && say(errors.category)}
        >
          {root && (
            <>
              <h3 className={styles.subTitle}>{t('complain.form.subcategory')}</h3>
              <Chips
                label={t('complain.form.subcategory')}
                items={root.subs.map(([name, key]) => ({
                  value: name,
                  text: t(`complain.cat.${root.key}.${key}` as MessageKey),
                }))}
                on={(v) => v === form.sub}
                onPick={(v) => edit({ sub: v })}
              />
            </>
          )}
        </ChipCard>

        <section className={styles.card}>
          <PhoneField {...field('phone', 'complain.form.phone', 'complain.form.phonePlaceholder')} />
          <PhoneField {...field('contactPhone', 'complain.form.contactPhone', 'complain.form.contactPlaceholder')} />
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
              sending={sending}
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

        <Description
          id="complain-text"
          {...field('text', 'complain.form.text', 'complain.form.textPlaceholder')}
          images={IMAGES}
          imagesError={errors.images && say(errors.images)}
        />

        <section className={styles.card}>
          <Field {...field('relatedOrder', 'complain.form.order', 'complain.form.orderPlaceholder')} maxLength={32} />
        </section>

        <FormFoot
          refusal={s.refusal?.text}
          ticketNo={s.refusal?.ticketNo}
          busy={submitting}
          label={t('complain.form.submit')}
        />
      </PlainForm>
      <FormLinks
        links={[
          ['/complain/orderTracking', 'complain.link.records'],
          ['/complain/appeal', 'complain.link.appeal'],
          ['/suggest', 'complain.link.suggest'],
        ]}
      />
    </main>
  );
}
