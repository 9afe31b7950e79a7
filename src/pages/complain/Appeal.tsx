import { useNavigate, useSearchParams } from 'react-router';
import { Empty } from '../../components/Empty';
import { cx } from '../../components/i18n';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import complainAppeal from './appealModel';
import { FormFoot, loadBody, Page, TitledCard } from './FormParts';
import { ImageField } from './ImageField';
import complainImages, { allUploaded, fileIds, imagesOf } from './imagesModel';
import complainTicketForm from './ticketFormModel';
import { categoryText, statusText, timeText } from './tickets';
import { useDraftState } from './useDraftState';
import { TextBox } from './TextBox';

import { PlainForm } from '../shared/PlainForm';
import { useOpenLoad } from '../shared/useOpenLoad';
import * as styles from './Complain.module.css';

export { messages } from './messages';

export const models = [complainAppeal, complainTicketForm, complainImages];

export const OUTCOMES: readonly [string, string][] = [
  ['重新处理', 'redo'],
  ['退还费用', 'refund'],
  ['赔礼道歉', 'apology'],
  ['其他', 'other'],
];
export const TEXT_MIN = 10;
export const TEXT_MAX = 500;
const DRAFT = 'complain:appeal';
/** The appeal's evidence images (imagesModel). */
const IMAGES = 'appeal';

/**
 * `/complain/appeal[?ticketNo=]` (PAGES.md §2.3, FormPage): pick a complaint that can be appealed (resolved and rated
 * 2 stars or less, or unanswered for 15 days; once each), give the reason and the outcome expected. Without one,
 * the rule is explained. Next: `/complain/success?type=appeal`.
 */
export default function Appeal() {
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { eligible } = usePageSelector(complainAppeal.select);
  const { refusal } = usePageSelector(complainTicketForm.select);
  const submitting = usePageSelector(complainTicketForm.loading('submit'));
  const images = imagesOf(usePageSelector(complainImages.select), IMAGES);
  const [v, set] = useDraftState(DRAFT, { ticketNo: query.get('ticketNo') ?? '', outcome: '', text: '' });
  const load = useOpenLoad(complainAppeal.actions.load);

  const list = eligible.status === 'ready' ? eligible.data : [];
  const picked = list.find((x) => x.ticketNo === v.ticketNo) ?? (list.length === 1 ? list[0] : undefined);
  const n = v.text.trim().length;
  const problem: MessageKey | undefined = !picked
    ? 'complain.appeal.pick'
    : n < TEXT_MIN || n > TEXT_MAX
      ? 'complain.form.textLength'
      : !allUploaded(images)
        ? 'complain.form.imagesPending'
        : undefined;

  const body = loadBody(eligible, load, 4, () =>
    list.length === 0 ? (
      <Empty
        text={t('complain.appeal.none')}
        action={{ text: t('complain.link.records'), onClick: () => void navigate('/complain/orderTracking') }}
      />
    ) : (
      <PlainForm
        onSubmit={() => {
          if (problem || !picked) return;
          const outcome = OUTCOMES.find(([name]) => name === v.outcome);
          void dispatch(
            complainTicketForm.actions.submit({
              req: {
                formType: 'appeal',
                relatedTicket: picked.ticketNo,
                text: outcome ? `【期望：${outcome[0]}】${v.text.trim()}` : v.text.trim(),
                images: fileIds(images),
              },
              draft: DRAFT,
              images: IMAGES,
              next: '/complain/success?type=appeal&ticketNo={ticketNo}&dueAt={dueAt}',
            }),
          );
        }}
      >
        <TitledCard title={t('complain.appeal.ticket')}>
          <div role="radiogroup" aria-label={t('complain.appeal.ticket')} className={styles.picker}>
            {list.map((x) => (
              <button
                key={x.ticketNo}
                type="button"
                role="radio"
                aria-checked={picked?.ticketNo === x.ticketNo}
                className={cx(styles.pick, picked?.ticketNo === x.ticketNo && styles.pickOn)}
                onClick={() => set({ ticketNo: x.ticketNo })}
              >
                <span>
                  <strong>{x.ticketNo}</strong>
                  <br />
                  {categoryText(x.category)} · {statusText(x.status)}
                  {x.rating !== undefined ? ` · ${t('complain.stars', { n: x.rating })}` : ''}
                  <br />
                  <span className={styles.why}>{timeText(x.createdAt)}</span>
                </span>
              </button>
            ))}
          </div>
        </TitledCard>
        <TitledCard title={t('complain.appeal.outcome')}>
          <div className={styles.chips}>
            {OUTCOMES.map(([name, key]) => (
              <button
                key={name}
                type="button"
                aria-pressed={v.outcome === name}
                className={cx(styles.chip, v.outcome === name && styles.chipOn)}
                onClick={() => set({ outcome: v.outcome === name ? '' : name })}
              >
                {t(`complain.outcome.${key}` as MessageKey)}
              </button>
            ))}
          </div>
          <TextBox
            id="appeal-text"
            sub
            label={t('complain.appeal.reason')}
            max={TEXT_MAX}
            placeholder={t('complain.appeal.reasonPlaceholder')}
            value={v.text}
            onChange={(text) => set({ text })}
          />
          <ImageField set={IMAGES} title={t('complain.appeal.evidence')} />
        </TitledCard>
        <p className={cx(styles.hint, styles.left)}>{t('complain.appeal.rule')}</p>
        <FormFoot
          refusal={refusal}
          busy={submitting}
          disabled={problem !== undefined}
          label={t('complain.appeal.submit')}
        />
        {problem && n > 0 && <p className={cx(styles.hint, styles.left)}>{t(problem)}</p>}
      </PlainForm>
    ),
  );

  return <Page load={eligible}>{body}</Page>;
}
