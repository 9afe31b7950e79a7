import { useLocation, useSearchParams } from 'react-router';
import { t } from '../../locales';
import { ResultPage } from '../shared/ResultPage';
import { timeText } from './tickets';

export { messages } from './messages';

const TICKET_RE = /^[A-Z]{2}\d{6,24}$/;

/**
 * `/complain/success?ticketNo=&dueAt=[&type=appeal]` (PAGES.md §2.3, ResultPage success): the ticket number and the time limit,
 * with the way to its progress; without a ticket number, the generic copy. `/suggest/success?ticketNo=` (the same
 * page by its path): the thanks for a suggestion with its reference number, and the way home.
 */
export default function Success() {
  const [query] = useSearchParams();
  const suggestion = useLocation().pathname.startsWith('/suggest');
  const ticketNo = query.get('ticketNo') ?? '';
  const dueAt = query.get('dueAt') ?? '';
  const known = TICKET_RE.test(ticketNo);
  if (suggestion)
    return (
      <ResultPage
        kind="success"
        title={t('complain.suggest.doneTitle')}
        description={t('complain.suggest.doneDesc')}
        rows={known ? [{ label: t('complain.suggest.reference'), value: ticketNo }] : undefined}
        // Suggestions are not among 我的投诉 (its list is of complaints): the way on is this suggestion's own page.
        actions={[
          ...(known
            ? [{ label: 'complain.suggest.track' as const, to: `/complain/processDetails?ticketNo=${ticketNo}` }]
            : []),
          { label: 'common.home', to: '/' },
        ]}
      />
    );
  const appeal = query.get('type') === 'appeal';
  const rows = known
    ? [
        { label: t('complain.success.ticketNo'), value: ticketNo },
        ...(/^\d{4}-\d{2}-\d{2}T/.test(dueAt) ? [{ label: t('complain.success.due'), value: timeText(dueAt) }] : []),
      ]
    : undefined;
  return (
    <ResultPage
      kind="success"
      title={t(appeal ? 'complain.success.appealTitle' : 'complain.success.title')}
      description={t(appeal ? 'complain.success.appealDesc' : 'complain.success.desc')}
      rows={rows}
      actions={[
        known
          ? {
              label: 'complain.success.track',
              to: `/complain/${appeal ? 'appealDetails' : 'processDetails'}?ticketNo=${ticketNo}`,
            }
          : { label: 'complain.link.records', to: '/complain/orderTracking' },
        { label: 'common.home', to: '/' },
      ]}
    />
  );
}
