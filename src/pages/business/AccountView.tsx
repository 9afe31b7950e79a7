// AccountView (PAGES.md template 20), one page for the hall's read-only summaries, picked by route (VIEWS): the allowance meters (`/mobileBusiness/PackageMargin`), the points and star level (`vipQuery`), the member
// profile (`queryAccountInfo`). Each section loads and fails alone.
import { useEffect } from 'react';
import { Link } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import type { AllowancePack, StarLevel } from '../../services/api/types';
import { date, dateTime, maskPhone, yuan } from '../../utils/format';
import businessAccount, { type SectionName } from './accountModel';
import { amount, Meters } from './meters';
import { usePathView, type ViewRow } from './pathView';
import { Row, Section } from './Section';
import * as styles from './Business.module.css';

export { messages } from './messages';

export const models = [businessAccount];

type View = 'allowance' | 'points' | 'profile';
/** Each view: its route, the sections it loads and its title. */
const VIEWS: Record<View, ViewRow<SectionName>> = {
  allowance: {
    path: '/mobileBusiness/PackageMargin',
    sections: ['allowance'],
    title: 'title.mobileBusiness.PackageMargin',
  },
  points: { path: '/mobileBusiness/vipQuery', sections: ['score'], title: 'title.mobileBusiness.vipQuery' },
  profile: {
    path: '/mobileBusiness/queryAccountInfo',
    sections: ['profile', 'operator'],
    title: 'title.mobileBusiness.queryAccountInfo',
  },
};

/** '5G' -> 5★金; '4' -> 4★. */
export const starText = (star: StarLevel): string =>
  star === '0' ? t('business.star.none') : t(`business.star.${star}`);

/** The kinds of what makes up the allowance, in the order shown; another kind is grouped under 其他. */
const PACK_KINDS = ['plan', 'day', 'month', 'period', 'valet'] as const;
type PackKind = (typeof PACK_KINDS)[number] | 'other';
const kindOf = (p: AllowancePack): PackKind => PACK_KINDS.find((k) => k === p.kind) ?? 'other';

/**
 * What the allowance is made of, grouped by kind (the plan's month, day packs, month packs, packs of some days,
 * packs ordered in store), each pack with what is left and when it ends; where the meters lump them into one bucket.
 */
export function Packs({ packs }: { packs: readonly AllowancePack[] }) {
  const groups = [...PACK_KINDS, 'other' as const]
    .map((kind) => ({ kind, list: packs.filter((p) => kindOf(p) === kind) }))
    .filter((g) => g.list.length > 0);
  return (
    <section className={styles.card} aria-labelledby="allowance-packs">
      <h2 id="allowance-packs" className={styles.cardTitle}>
        {t('business.packs.title')}
      </h2>
      {groups.map(({ kind, list }) => (
        <div key={kind} role="group" aria-label={t(`business.packs.kind.${kind}`)} data-kind={kind}>
          <h3 className={styles.muted}>{t(`business.packs.kind.${kind}`)}</h3>
          {list.map((p, n) => (
            <div key={`${p.name}:${n}`} className={styles.meter}>
              <div className={styles.meterHead}>
                <span>{p.name}</span>
                <strong>{t('business.meter.left', { n: amount(p, p.total - p.used) })}</strong>
              </div>
              <p className={styles.muted}>
                {t('business.meter.used', { used: amount(p, p.used), total: amount(p, p.total) })}
                {p.expiresAt && ` · ${t('business.packs.until', { time: dateTime(p.expiresAt).slice(0, 16) })}`}
              </p>
            </div>
          ))}
        </div>
      ))}
    </section>
  );
}

export default function AccountView() {
  useLang();
  const [view, { sections, title }] = usePathView(VIEWS, 'allowance');
  const dispatch = useAppDispatch();
  const state = usePageSelector(businessAccount.select);

  useEffect(() => {
    for (const name of sections) void dispatch(businessAccount.actions.load({ name }));
  }, [dispatch, sections]);
  const retry = (name: SectionName) => () => void dispatch(businessAccount.actions.load({ name, retry: true }));

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t(title)}</h1>

      {view === 'allowance' && (
        <Section
          load={state.allowance}
          onRetry={retry('allowance')}
          rows={6}
          empty={(a) => (a.buckets.length ? undefined : t('business.allowance.empty'))}
        >
          {(a) => (
            <>
              <Meters allowance={a} />
              <p className={styles.links}>
                <Link to="/flowDetail">{t('business.allowance.buy')}</Link>
              </p>
            </>
          )}
        </Section>
      )}
      {view === 'allowance' && state.allowance.status === 'ready' && !!state.allowance.data.packs?.length && (
        <Packs packs={state.allowance.data.packs} />
      )}

      {view === 'points' && (
        <>
          <Section load={state.score} onRetry={retry('score')} rows={3}>
            {(s) => (
              <>
                <p className={styles.muted}>{t('business.points.total')}</p>
                <p className={styles.big}>{s.points.toLocaleString('en-US')}</p>
                <Row label={t('business.points.star')} value={starText(s.star)} />
                <Row label={t('business.points.multiplier')} value={`${s.multiplier}×`} />
                {s.expiringPoints > 0 && (
                  <Row
                    label={t('business.points.expiring', { on: s.expiresOn })}
                    value={s.expiringPoints.toLocaleString('en-US')}
                  />
                )}
                <p className={styles.links}>
                  <Link to="/moreBenefits/jf">{t('business.points.spend')}</Link>
                </p>
              </>
            )}
          </Section>
          {state.score.status === 'ready' && (
            <Section
              load={state.score}
              onRetry={retry('score')}
              title={t('business.points.log')}
              empty={(s) => (s.records.length ? undefined : t('business.points.noLog'))}
            >
              {(s) => (
                <>
                  {s.records.map((r, i) => (
                    <Row
                      key={`${r.at}:${i}`}
                      label={
                        <>
                          {r.title}
                          <br />
                          <small>{date(r.at) || r.at}</small>
                        </>
                      }
                      value={`${r.kind === 'earn' ? '+' : '-'}${Math.abs(r.points)}`}
                      className={r.kind === 'earn' ? styles.neg : undefined}
                    />
                  ))}
                </>
              )}
            </Section>
          )}
        </>
      )}

      {view === 'profile' && (
        <>
          <Section load={state.profile} onRetry={retry('profile')} rows={8} title={t('business.profile.member')}>
            {(p) => (
              <>
                <Row label={t('business.profile.name')} value={p.name} />
                <Row label={t('business.profile.certNo')} value={p.certNo} />
                <Row label={t('business.profile.phone')} value={maskPhone(p.phone)} />
                <Row label={t('business.profile.plan')} value={p.planName} />
                <Row label={t('business.profile.activated')} value={date(p.activatedOn) || p.activatedOn} />
                <Row label={t('business.points.star')} value={starText(p.star)} />
                <Row label={t('business.profile.status')} value={t(`business.status.${p.status}`)} />
                <Row
                  label={t('business.profile.realName')}
                  value={p.realNameVerified ? t('business.profile.verified') : t('business.profile.unverified')}
                />
                <Row label={t('business.hub.balance')} value={yuan(p.balanceFen)} />
                <p className={styles.links}>
                  <Link to="/mobileBusiness/vipQuery">{t('title.mobileBusiness.vipQuery')}</Link>
                </p>
              </>
            )}
          </Section>
          <Section load={state.operator} onRetry={retry('operator')} rows={4} title={t('business.profile.line')}>
            {(o) => (
              <>
                <Row label={t('business.profile.city')} value={o.cityName} />
                <Row label={t('business.profile.brand')} value={o.brand} />
                <Row label={t('business.profile.payment')} value={t(`business.payment.${o.paymentMode}`)} />
                <Row label={t('business.profile.tenure')} value={t('business.profile.months', { n: o.tenureMonths })} />
                {o.contractEndsOn && (
                  <Row label={t('business.profile.contract')} value={date(o.contractEndsOn) || o.contractEndsOn} />
                )}
              </>
            )}
          </Section>
        </>
      )}
    </main>
  );
}
