import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Empty } from '../../components/Empty';
import { Tabs } from '../../components/Tabs';
import { cx } from '../../components/i18n';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import type { Ticket } from '../../services/api/types';
import { RecordHead } from '../shared/RecordHead';
import { loadBody, Page } from './FormParts';
import complainOrderTracking from './orderTrackingModel';
import { categoryText, inTab, isOpen, statusText, TABS, timeText } from './tickets';
import * as styles from './Complain.module.css';
import { useOpenLoad } from '../shared/useOpenLoad';

export { messages } from './messages';

export const models = [complainOrderTracking];

const detailPath = (ticketNo: string) => `/complain/processDetails?ticketNo=${encodeURIComponent(ticketNo)}`;

/** Why 催单 is not offered on an open row, and when it will be. */
function urgeHint(ticket: Ticket): string | undefined {
  if (!isOpen(ticket.status) || ticket.canUrge) return undefined;
  return ticket.nextUrgeAt
    ? t('complain.urge.nextAt', { time: timeText(ticket.nextUrgeAt) })
    : t('complain.urge.limit');
}

/** One complaint: GD number, category, time, status, time limit; 催单, 评价, 申诉 when the server allows them. */
function Row({ ticket }: { ticket: Ticket }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { notice } = usePageSelector(complainOrderTracking.select);
  const busy = usePageSelector(complainOrderTracking.loading('urge'));
  const aimed = usePageSelector(complainOrderTracking.select.urging);
  const urging = busy ? aimed : undefined;
  const q = `?ticketNo=${encodeURIComponent(ticket.ticketNo)}`;
  const mine = notice?.ticketNo === ticket.ticketNo && notice.ok !== undefined ? notice : undefined;
  const hint = urgeHint(ticket);
  return (
    <li className={styles.row} data-ticket={ticket.ticketNo}>
      <RecordHead title={ticket.ticketNo} to={detailPath(ticket.ticketNo)}>
        <span className={cx(styles.status, styles[`status_${ticket.status}`])}>{statusText(ticket.status)}</span>
      </RecordHead>
      <div className={styles.meta}>{categoryText(ticket.category)}</div>
      <div className={styles.meta}>{t('complain.orderTracking.created', { time: timeText(ticket.createdAt) })}</div>
      {isOpen(ticket.status) && ticket.dueAt && (
        <div className={cx(styles.meta, ticket.overdue && styles.warn)}>
          {ticket.overdue
            ? t('complain.orderTracking.overdue')
            : t('complain.orderTracking.due', { time: timeText(ticket.dueAt) })}
        </div>
      )}
      {ticket.rating !== undefined && (
        <div className={styles.meta}>{t('complain.orderTracking.rated', { n: ticket.rating })}</div>
      )}
      <div className={styles.actions}>
        {ticket.canUrge && (
          <Button
            size="sm"
            variant="ghost"
            loading={urging === ticket.ticketNo}
            onClick={() => void dispatch(complainOrderTracking.actions.urge(ticket.ticketNo))}
          >
            {t('complain.action.urge')}
          </Button>
        )}
        {ticket.canRate && (
          <Button size="sm" variant="ghost" onClick={() => void navigate(`/complain/evaluation${q}`)}>
            {t('complain.action.rate')}
          </Button>
        )}
        {ticket.canAppeal && (
          <Button size="sm" variant="ghost" onClick={() => void navigate(`/complain/appeal${q}`)}>
            {t('complain.action.appeal')}
          </Button>
        )}
        <Button size="sm" variant="plain" onClick={() => void navigate(detailPath(ticket.ticketNo))}>
          {t('complain.action.details')}
        </Button>
      </div>
      {mine && (
        <p role="status" className={cx(styles.notice, mine.ok ? styles.ok : styles.fail)}>
          {mine.ok ? t('complain.urge.done') : mine.text}
        </p>
      )}
      {hint && <p className={styles.hint}>{hint}</p>}
    </li>
  );
}

/**
 * `/complain/orderTracking` and `/mobileBusiness/ComplaintRecords` (PAGES.md §2.3, RecordList): my complaints under
 * the tabs 全部, 处理中, 已办结, 已归档; each row opens its details; empty says "暂无投诉记录" with a way to file one.
 */
export default function OrderTracking() {
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data, tab } = usePageSelector(complainOrderTracking.select);
  const load = useOpenLoad(complainOrderTracking.actions.load);

  const body = loadBody(data, load, 4, ({ list }) => {
    if (list.length === 0)
      return (
        <Empty
          text={t('complain.orderTracking.empty')}
          action={{ text: t('complain.orderTracking.file'), onClick: () => void navigate('/complain') }}
        />
      );
    const shown = list.filter((x) => inTab(x, tab));
    return shown.length === 0 ? (
      <Empty text={t('complain.orderTracking.emptyTab')} />
    ) : (
      <ul className={styles.rows}>
        {shown.map((x) => (
          <Row key={x.ticketNo} ticket={x} />
        ))}
      </ul>
    );
  });

  return (
    <Page load={data}>
      <Tabs
        items={TABS.map((key) => ({ key, title: t(`complain.tab.${key}`) }))}
        active={tab}
        onChange={(key) => {
          const next = TABS.find((x) => x === key);
          if (next) dispatch(complainOrderTracking.actions.setTab(next));
        }}
      >
        {body}
      </Tabs>
    </Page>
  );
}
