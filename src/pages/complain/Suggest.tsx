import { useEffect, useState } from 'react';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { randomId } from '../../services/request';
import { PHONE_RE } from '../shared/phone';
import { TEXT_MAX, TEXT_MIN } from './complainForm';
import complainImages, { allUploaded, fileIds, imagesOf } from './imagesModel';
import complainTicketForm from './ticketFormModel';
import { SUGGESTION_TOPICS } from './tickets';
import { useDraftState } from './useDraftState';
import { ChipCard, Description, fieldsOf, FormFoot, FormLinks, PhoneField } from './FormParts';
import { PlainForm } from '../shared/PlainForm';
import * as styles from './Complain.module.css';

export { messages } from './messages';

export const models = [complainTicketForm, complainImages];

export const DRAFT = 'complain:suggest';
/** The suggestion's images (imagesModel). */
export const IMAGES = 'suggest';

export type SuggestionForm = {
  id: string;
  topic: string;
  text: string;
  contactPhone: string;
};

/** What keeps a suggestion from going: by field. */
export function suggestionProblems(
  v: SuggestionForm,
  imagesReady: boolean,
): Partial<Record<'topic' | 'text' | 'contactPhone' | 'images', MessageKey>> {
  const n = v.text.trim().length;
  return {
    ...(SUGGESTION_TOPICS.some(([name]) => name === v.topic) ? {} : { topic: 'complain.suggest.topicRequired' }),
    ...(n < TEXT_MIN || n > TEXT_MAX ? { text: 'complain.form.textLength' } : {}),
    ...(v.contactPhone && !PHONE_RE.test(v.contactPhone) ? { contactPhone: 'complain.form.phoneInvalid' } : {}),
    ...(imagesReady ? {} : { images: 'complain.form.imagesPending' }),
  } as const;
}

/**
 * `/suggest` (PAGES.md §2.3, FormPage): a suggestion: its topic (产品, 资费, 服务, 营业厅, App体验, 其他), 10–500
 * characters, up to 3 images and an optional contact number. The draft (and its uploaded images) survives a
 * failure, a reload and a re-login; the submission (one at a time) has one idempotency key per draft. Next:
 * `/suggest/success` with the reference number.
 */
export default function Suggest() {
  useLang();
  const dispatch = useAppDispatch();
  const { refusal } = usePageSelector(complainTicketForm.select);
  const submitting = usePageSelector(complainTicketForm.loading('submit'));
  const images = imagesOf(usePageSelector(complainImages.select), IMAGES);
  const [v, set] = useDraftState<SuggestionForm>(DRAFT, { id: '', topic: '', text: '', contactPhone: '' });
  const [tried, setTried] = useState(false);
  const problems = suggestionProblems(v, allUploaded(images));
  const shown = tried ? problems : {};
  const field = fieldsOf(
    v,
    (name) => {
      const problem = shown[name as keyof typeof shown];
      return problem && t(problem);
    },
    set,
  );

  useEffect(() => {
    if (!v.id) set({ id: randomId() });
  }, [v.id, set]);

  return (
    <main className={styles.page}>
      <PlainForm
        onSubmit={() => {
          setTried(true);
          if (Object.keys(problems).length > 0 || !v.id) return;
          void dispatch(
            complainTicketForm.actions.submit({
              req: {
                formType: 'suggestion',
                category: [v.topic],
                text: v.text.trim(),
                images: fileIds(images),
                ...(v.contactPhone ? { contactPhone: v.contactPhone } : {}),
              },
              draft: DRAFT,
              id: v.id,
              images: IMAGES,
              next: '/suggest/success?ticketNo={ticketNo}',
            }),
          );
        }}
      >
        <ChipCard
          radio
          title={t('complain.suggest.topic')}
          label={t('complain.suggest.topic')}
          items={SUGGESTION_TOPICS.map(([name, key]) => ({
            value: name,
            text: t(`complain.topic.${key}` as MessageKey),
          }))}
          on={(x) => v.topic === x}
          onPick={(topic) => set({ topic })}
          error={shown.topic && t(shown.topic)}
        />

        <Description
          id="suggest-text"
          {...field('text', 'complain.suggest.text', 'complain.suggest.placeholder')}
          images={IMAGES}
          imagesError={shown.images && t(shown.images)}
        />

        <section className={styles.card}>
          <PhoneField {...field('contactPhone', 'complain.suggest.contact', 'complain.suggest.contactPlaceholder')} />
        </section>

        <FormFoot refusal={refusal} busy={submitting} label={t('complain.suggest.submit')} />
      </PlainForm>
      <FormLinks
        links={[
          ['/complain', 'complain.suggest.toComplain'],
          ['/complain/orderTracking', 'complain.link.records'],
        ]}
      />
    </main>
  );
}
