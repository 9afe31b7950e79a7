import { Empty } from '../../components/Empty';
import { Button } from '../../components/Button';
import { cx } from '../../components/i18n';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch } from '../../models/hooks';
import type { TicketDetail, TicketNote } from '../../services/api/types';
import { RecordHead } from '../shared/RecordHead';
import complainTicket from './ticketModel';
import { isOpen, timeText } from './tickets';
import { useTicket } from './useTicket';
import { Page, ticketBody } from './FormParts';
import * as styles from './Complain.module.css';

export { messages } from './messages';

export const models = [complainTicket];

/** Each reminder with the first agent reply that came after it (before the next reminder). */
export function reminders(d: Pick<TicketDetail, 'notes'>): { urge: TicketNote; reply?: TicketNote }[] {
  const notes = [...d.notes].sort((a, b) => a.at.localeCompare(b.at));
  const out: { urge: TicketNote; reply?: TicketNote }[] = [];
  for (const n of notes) {
    if (n.kind === 'urge' && n.author === 'customer') out.push({ urge: n });
    else if (n.author === 'agent' && out.length > 0) {
      const last = out[out.length - 1];
      if (!last.reply) last.reply = n;
    }
  }
  return out.reverse();
}

/**
 * `/complain/urgencyRecords?ticketNo=` (PAGES.md §2.3, RecordList): a ticket's reminders (time, text, reply), newest
 * first; 催单 when the server allows it, else when it will (or why not).
 */
export default function UrgencyRecords() {
  useLang();
  const dispatch = useAppDispatch();
  const { ticketNo, detail, acting, notice, reload } = useTicket();

  const body = ticketBody(ticketNo, detail, reload, 4, (d) => {
    const list = reminders(d);
    const why = !isOpen(d.status)
      ? t('complain.urge.closed')
      : d.canUrge
        ? t('complain.urge.left', { n: d.urgesLeft })
        : d.nextUrgeAt && d.urgesLeft > 0
          ? t('complain.urge.nextAt', { time: timeText(d.nextUrgeAt) })
          : t('complain.urge.limit');
    return (
      <>
        <section className={styles.card}>
          <RecordHead title={d.ticketNo}>
            <Button
              size="sm"
              variant={d.canUrge ? 'ghost' : 'plain'}
              disabled={!d.canUrge}
              loading={acting === 'urge'}
              onClick={() => void dispatch(complainTicket.actions.act({ action: 'urge', ticketNo }))}
            >
              {t('complain.action.urge')}
            </Button>
          </RecordHead>
          <p className={styles.hint}>{why}</p>
          {notice?.action === 'urge' && (
            <p role="status" className={cx(styles.notice, notice.ok ? styles.ok : styles.fail)}>
              {notice.ok ? t('complain.urge.done') : notice.text}
            </p>
          )}
        </section>
        {list.length === 0 ? (
          <Empty text={t('complain.urgencyRecords.empty')} />
        ) : (
          <ul className={styles.rows}>
            {list.map(({ urge, reply }) => (
              <li key={urge.at} className={styles.row}>
                <div className={styles.rowHead}>
                  <span>{urge.text}</span>
                  <span className={styles.eventTime}>{timeText(urge.at)}</span>
                </div>
                <div className={styles.meta}>
                  {reply
                    ? t('complain.urgencyRecords.reply', { text: reply.text })
                    : t('complain.urgencyRecords.noReply')}
                </div>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  });

  return <Page load={detail}>{body}</Page>;
}
