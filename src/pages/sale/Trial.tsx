import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/Button';
import { LOADING } from '../shared/load';
import { Section } from '../shared/Section';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { date, dateTime } from '../../utils/format';
import { serverNow } from '../shared/activityState';
import { ResultPage } from '../shared/ResultPage';
import { Hero, Rules, ShareBar, shareCard } from './parts';
import { TrialBadge } from './Trials';
import saleTrial, { trialOfPath, trialView, TRIALS, TRIALS_ACT, TRIALS_PATH } from './trialModel';
import * as styles from './Sale.module.css';

export { messages } from './messages';

export const models = [saleTrial];

/**
 * `/experience/first|second|third` (PAGES.md §2.4, PackDetail (trial)): one free trial: what it gives and for how
 * long, the customer's standing (可申请, 体验中 with the days left, 已体验, 无需体验 for a customer already on 5G),
 * and "免费体验" (ep/add, once per number). Started: the page's own result (the trial and its dates).
 */
export default function Trial() {
  useLang();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const trial = trialOfPath(pathname) ?? TRIALS[0];
  const s = usePageSelector(saleTrial.select);
  const applying = useAppSelector(saleTrial.loading('apply'));
  const info = s.byCode[trial.code];

  useEffect(() => {
    void dispatch(saleTrial.actions.load({ codes: [trial.code] }));
  }, [dispatch, trial.code]);

  const name = t(trial.name);
  const desc = t(trial.desc);
  const card =
    info?.status === 'ready'
      ? shareCard({ path: trial.path, actId: TRIALS_ACT, title: name, desc, img: info.data.shareImg })
      : undefined;

  if (s.started && s.started.trialCode === trial.code)
    return (
      <ResultPage
        kind="success"
        title={t('sale.trial.startedTitle')}
        description={t('sale.trial.startedCopy', { name })}
        rows={[
          { label: t('sale.trial.item'), value: name },
          { label: t('sale.trial.startAt'), value: dateTime(s.started.startAt) },
          { label: t('sale.trial.endAt'), value: dateTime(s.started.endAt) },
        ]}
        actions={[
          { label: 'sale.trial.more', to: TRIALS_PATH },
          { label: 'sale.trial.margin', to: '/mobileBusiness/PackageMargin' },
        ]}
      />
    );

  const body = (
    <Section
      load={info ?? LOADING}
      onRetry={() => void dispatch(saleTrial.actions.reload({ code: trial.code }))}
      rows={3}
      skeletonTitle
    >
      {(data) => {
        const view = trialView(data, serverNow(data.offsetMs));
        return (
          <section className={styles.section}>
            <p className={styles.muted}>
              <TrialBadge view={view} />
            </p>
            {view.kind === 'trying' && (
              <p className={styles.notice}>
                {t('sale.trial.tryingUntil', { days: view.daysLeft, date: date(view.until) })}
              </p>
            )}
            {view.kind === 'tried' && <p className={styles.notice}>{t('sale.trial.triedCopy')}</p>}
            {view.kind === 'ineligible' && (
              <p className={styles.warn} role="note">
                {view.reason || t('sale.trial.ineligible')}
              </p>
            )}
            {view.kind === 'ended' && <p className={styles.warn}>{t('sale.trial.endedCopy')}</p>}
            {s.refusal?.code === trial.code && (
              <p className={styles.refusal} role="alert">
                {s.refusal.text}
              </p>
            )}
            <Button
              block
              loading={applying && s.target === trial.code}
              disabled={view.kind !== 'open'}
              onClick={() => void dispatch(saleTrial.actions.apply({ code: trial.code }))}
            >
              {t(view.kind === 'open' ? 'sale.trial.apply' : 'sale.trial.unavailable')}
            </Button>
          </section>
        );
      }}
    </Section>
  );

  return (
    <main className={styles.page}>
      <Hero title={name} desc={desc} />
      {body}
      <Rules
        title={t('sale.trial.rulesTitle')}
        lines={[t('sale.trial.rule1', { days: trial.days }), t('sale.trial.rule2'), t(trial.note)]}
      />
      <ShareBar
        to={{ path: TRIALS_PATH, label: t('sale.trial.more') }}
        card={card}
        onShared={(channel, link) => void dispatch(saleTrial.actions.logShare({ channel, link }))}
      />
    </main>
  );
}
