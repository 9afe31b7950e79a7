import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Empty } from '../../components/Empty';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import type { NewOnlineInfo } from '../../services/api/types';
import { hasPage } from '../shared/routeReady';
import venuesOnline, { ONLINE_ACT } from './onlineModel';
import venuesShare from './shareModel';
import { Section } from '../shared/Section';
import { useOpenLoad } from '../shared/useOpenLoad';
import { VenueHero } from './parts';
import * as styles from './Venues.module.css';

export { messages } from './messages';

export const models = [venuesOnline, venuesShare];

/** Where each task is done (a built route only). */
const TASK_ROUTES: Record<string, string> = {
  online_topup: '/newRecharge/index2',
  online_follow: '/flowDetail/follow',
  online_pwd: '/online/guide#password',
};

/** `/online` (新入网有礼): tasks for numbers activated ≤ 90 days, their states, claims; not new → "仅限新入网用户". */
export default function Online() {
  useLang();
  const { info } = usePageSelector(venuesOnline.select);
  const load = useOpenLoad(venuesOnline.actions.load);

  return (
    <main className={styles.page} aria-busy={info.status === 'loading' || undefined}>
      <VenueHero
        actId={ONLINE_ACT}
        path="/online"
        title={t('venues.online.title')}
        tagline={t('venues.online.tagline')}
      />
      <Section load={info} onRetry={load} rows={3}>
        {(data) => <Tasks data={data} />}
      </Section>
      <p className={styles.actions}>
        <Link to="/online/guide">{t('venues.online.guide')}</Link>
      </p>
    </main>
  );
}

function Tasks({ data }: { data: NewOnlineInfo }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const online = usePageSelector(venuesOnline.select);
  const claiming = useAppSelector(venuesOnline.loading('claim'));
  if (!data.eligible)
    return (
      <Empty
        text={t('venues.online.notNew', { date: data.activatedOn })}
        action={{ text: t('venues.landing.moreActivities'), onClick: () => void navigate('/onlineActivities') }}
      />
    );
  if (data.tasks.length === 0) return <Empty text={t('venues.online.noTasks')} />;
  return (
    <Card title={t('venues.online.tasks', { days: Math.max(0, 90 - data.activeDays) })}>
      <ul className={styles.rows}>
        {data.tasks.map((task) => {
          const to = TASK_ROUTES[task.taskId];
          const error = online.task === task.taskId ? online.refusal : undefined;
          return (
            <li key={task.taskId} className={styles.row}>
              <span className={styles.rowMain}>
                <span className={styles.rowTitle}>{task.title}</span>
                <span className={styles.rowSub}>{task.rewardText}</span>
                {error && (
                  <span className={styles.fieldError} role="alert">
                    {error}
                  </span>
                )}
              </span>
              {task.status === 'claimed' ? (
                <span className={styles.badge}>{t('venues.online.status.claimed')}</span>
              ) : task.status === 'done' ? (
                <Button
                  size="sm"
                  loading={claiming}
                  onClick={() => void dispatch(venuesOnline.actions.claim({ phone: data.phone, taskId: task.taskId }))}
                >
                  {t('venues.online.claim')}
                </Button>
              ) : to && hasPage(to) ? (
                <Button size="sm" variant="ghost" onClick={() => void navigate(to)}>
                  {t(`venues.online.go.${task.taskId}` as MessageKey)}
                </Button>
              ) : (
                <span className={styles.badge}>{t('venues.online.status.todo')}</span>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
