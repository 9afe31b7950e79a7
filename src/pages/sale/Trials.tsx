import { useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { LOADING } from '../shared/load';
import { Section } from '../shared/Section';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { date } from '../../utils/format';
import { serverNow } from '../shared/activityState';
import { Hero, ShareBar, shareCard } from './parts';
import saleTrial, { trialView, TRIALS, TRIALS_ACT, TRIALS_PATH, type TrialView } from './trialModel';
import * as styles from './Sale.module.css';

export { messages } from './messages';

export const models = [saleTrial];

/** A trial's badge: 可申请, 体验中 (days left), 已体验, 无需体验 / not eligible, not open, ended. */
export function TrialBadge({ view }: { view: TrialView }) {
  switch (view.kind) {
    case 'open':
      return <span className={styles.badge}>{t('sale.trial.open')}</span>;
    case 'trying':
      return <span className={styles.badgeDone}>{t('sale.trial.trying', { days: view.daysLeft })}</span>;
    case 'tried':
      return <span className={styles.badgeOff}>{t('sale.trial.tried')}</span>;
    case 'ineligible':
      return <span className={styles.badgeWarn}>{t('sale.trial.ineligible')}</span>;
    case 'notStarted':
      return <span className={styles.badgeOff}>{t('sale.trial.notStarted', { date: date(view.startAt) })}</span>;
    default:
      return <span className={styles.badgeOff}>{t('sale.trial.ended')}</span>;
  }
}

/**
 * `/experience` (PAGES.md §2.4, Catalogue (trials)): the three free trials with the customer's standing in each
 * (可申请, 体验中 with the days left, 已体验, or why not); each opens its page. Each card loads and fails alone.
 */
export default function Trials() {
  useLang();
  const dispatch = useAppDispatch();
  const s = usePageSelector(saleTrial.select);

  useEffect(() => {
    void dispatch(saleTrial.actions.load({ codes: TRIALS.map((x) => x.code) }));
  }, [dispatch]);

  const title = t('sale.trials.title');
  const desc = t('sale.trials.tagline');
  const first = s.byCode[TRIALS[0].code];
  const card =
    first?.status === 'ready'
      ? shareCard({ path: TRIALS_PATH, actId: TRIALS_ACT, title, desc, img: first.data.shareImg })
      : undefined;

  return (
    <main className={styles.page}>
      <Hero title={title} desc={desc} />
      <ul className={styles.items} aria-label={title}>
        {TRIALS.map((trial) => {
          const info = s.byCode[trial.code];
          const status = (
            <Section
              load={info ?? LOADING}
              onRetry={() => void dispatch(saleTrial.actions.reload({ code: trial.code }))}
              rows={1}
            >
              {(data) => {
                const view = trialView(data, serverNow(data.offsetMs));
                return (
                  <p className={styles.muted}>
                    <TrialBadge view={view} />
                    {view.kind === 'ineligible' && view.reason ? ` ${view.reason}` : ''}
                  </p>
                );
              }}
            </Section>
          );
          return (
            <li key={trial.code} className={styles.item}>
              <div className={styles.itemMain}>
                <p className={styles.itemName}>{t(trial.name)}</p>
                <p className={styles.muted}>{t(trial.desc)}</p>
                {status}
              </div>
              <div className={styles.itemAction}>
                <Link to={trial.path} aria-label={`${t('sale.trials.view')} ${t(trial.name)}`}>
                  <Button size="sm" block tabIndex={-1}>
                    {t('sale.trials.view')}
                  </Button>
                </Link>
              </div>
            </li>
          );
        })}
      </ul>
      <ShareBar
        card={card}
        onShared={(channel, link) => void dispatch(saleTrial.actions.logShare({ channel, link }))}
      />
    </main>
  );
}
