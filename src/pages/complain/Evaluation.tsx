import { Button } from '../../components/Button';
import { cx } from '../../components/i18n';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import type { TicketDetail } from '../../services/api/types';
import complainTicket from './ticketModel';
import complainTicketForm from './ticketFormModel';
import { categoryText, timeText } from './tickets';
import { useDraftState } from './useDraftState';
import { useTicket } from './useTicket';
import { TextBox } from './TextBox';
import { Page, TicketLink, ticketBody, TitledCard } from './FormParts';
import { PlainForm } from '../shared/PlainForm';
import * as styles from './Complain.module.css';

export { messages } from './messages';

export const models = [complainTicket, complainTicketForm];

/** The tags offered (as the server stores them) and their message keys. */
export const TAGS: readonly [string, string][] = [
  ['态度好', 'polite'],
  ['处理快', 'fast'],
  ['专业', 'expert'],
  ['问题未解决', 'unsolved'],
  ['处理慢', 'slow'],
  ['态度差', 'rude'],
];
export const COMMENT_MAX = 200;

/** Why the ticket cannot be rated now, if it cannot. */
export function rateBlock(d: TicketDetail): MessageKey | undefined {
  if (d.canRate) return undefined;
  if (d.rating !== undefined) return 'complain.rate.already';
  if (d.status === 'resolved') return 'complain.rate.expired';
  if (d.status === 'closed') return 'complain.rate.expired';
  return 'complain.rate.unresolved';
}

function Form({ d }: { d: TicketDetail }) {
  const dispatch = useAppDispatch();
  const { refusal } = usePageSelector(complainTicketForm.select);
  const submitting = usePageSelector(complainTicketForm.loading('submit'));
  const draft = `complain:evaluation:${d.ticketNo}`;
  const [v, set] = useDraftState(draft, { rating: 0, tags: '', solved: '', text: '' });
  const tags = v.tags ? v.tags.split(',') : [];
  const missing = v.rating === 0 || v.solved === '';
  const submit = () => {
    if (missing) return;
    const rating = Math.min(5, Math.max(1, v.rating)) as 1 | 2 | 3 | 4 | 5;
    void dispatch(
      complainTicketForm.actions.submit({
        req: {
          formType: 'evaluation',
          relatedTicket: d.ticketNo,
          rating,
          tags,
          solved: v.solved === 'yes',
          ...(v.text.trim() ? { text: v.text.trim() } : {}),
        },
        draft,
        next: `/complain/processDetails?ticketNo=${encodeURIComponent(d.ticketNo)}&rated=${rating}`,
      }),
    );
  };
  return (
    <PlainForm onSubmit={submit}>
      <TitledCard title={t('complain.rate.stars')}>
        <div role="radiogroup" aria-label={t('complain.rate.stars')} className={styles.stars}>
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={v.rating === n}
              aria-label={t('complain.stars', { n })}
              className={cx(styles.star, n <= v.rating && styles.starOn)}
              onClick={() => set({ rating: n })}
            >
              ★
            </button>
          ))}
        </div>
        <h3 className={styles.subTitle}>{t('complain.rate.tags')}</h3>
        <div className={styles.chips}>
          {TAGS.map(([name, key]) => {
            const on = tags.includes(name);
            return (
              <button
                key={name}
                type="button"
                aria-pressed={on}
                className={cx(styles.chip, on && styles.chipOn)}
                onClick={() => set({ tags: (on ? tags.filter((x) => x !== name) : [...tags, name]).join(',') })}
              >
                {t(`complain.tag.${key}` as MessageKey)}
              </button>
            );
          })}
        </div>
        <h3 className={styles.subTitle}>{t('complain.rate.solved')}</h3>
        <div role="radiogroup" aria-label={t('complain.rate.solved')} className={styles.chips}>
          {(['yes', 'no'] as const).map((x) => (
            <button
              key={x}
              type="button"
              role="radio"
              aria-checked={v.solved === x}
              className={cx(styles.chip, v.solved === x && styles.chipOn)}
              onClick={() => set({ solved: x })}
            >
              {t(x === 'yes' ? 'complain.rate.solvedYes' : 'complain.rate.solvedNo')}
            </button>
          ))}
        </div>
      </TitledCard>
      <section className={styles.card}>
        <TextBox
          id="rate-text"
          label={t('complain.rate.comment')}
          rows={3}
          max={COMMENT_MAX}
          value={v.text}
          onChange={(text) => set({ text })}
        />
      </section>
      {refusal && (
        <p role="alert" className={cx(styles.card, styles.fail)}>
          {refusal}
        </p>
      )}
      <Button type="submit" block loading={submitting} disabled={missing}>
        {t('complain.rate.submit')}
      </Button>
      {missing && <p className={cx(styles.hint, styles.left)}>{t('complain.rate.missing')}</p>}
    </PlainForm>
  );
}

/**
 * `/complain/evaluation?ticketNo=` (PAGES.md §2.3, FormPage): rate a resolved complaint once, within 7 days of its
 * resolution: 1–5 stars, tags, solved or not, a comment of up to 200 characters. A ticket already rated, not yet
 * resolved or past the 7 days says so instead; after rating, its details (where 2 stars or less offers 申诉).
 */
export default function Evaluation() {
  useLang();
  const { ticketNo, detail, reload } = useTicket();
  const body = ticketBody(ticketNo, detail, reload, 5, (d) => {
    const block = rateBlock(d);
    return (
      <>
        <section className={styles.card}>
          <div className={styles.rowTitle}>{categoryText(d.category)}</div>
          <div className={styles.meta}>{d.ticketNo}</div>
          <div className={styles.meta}>{t('complain.orderTracking.created', { time: timeText(d.createdAt) })}</div>
        </section>
        {block ? (
          <section className={styles.card} role="status">
            <p className={styles.text}>{t(block)}</p>
            <div className={styles.bar}>
              <TicketLink page="processDetails" ticketNo={d.ticketNo} text={t('complain.action.details')} />
            </div>
          </section>
        ) : (
          <Form d={d} />
        )}
      </>
    );
  });
  return <Page load={detail}>{body}</Page>;
}
