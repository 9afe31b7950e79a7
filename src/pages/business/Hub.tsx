// `/mobileBusiness` (PAGES.md template 1, Hub): balance, the month's spend and the allowance meters of the bound
// number, each failing alone with its retry; a grid that reaches every page of the business hall (a page not yet
// built is marked, not linked).
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectBoundPhone } from '../../models/session';
import type { BalanceAndSum } from '../../services/api/types';
import { maskPhone, yuan } from '../../utils/format';
import { pageTiles, Tiles, type Tile } from '../shared/Tiles';
import businessAccount from './accountModel';
import { Meters } from './meters';
import { Section } from './Section';
import * as styles from './Business.module.css';

export { messages } from './messages';

export const models = [businessAccount];

/** Every child of the hall (the complaints' and the flash sale's included) and the two business pages beside it. */
export const HUB_TILES: readonly Tile[] = pageTiles([
  ['mobileBusiness.billQuery', 'bill', 'blue'],
  ['mobileBusiness.costDetail', 'list', 'green'],
  ['mobileBusiness.customerBill', 'account', 'orange'],
  ['mobileBusiness.PackageMargin', 'meter', 'purple'],
  ['mobileBusiness.phoneAllowance', 'refund', 'red'],
  ['mobileBusiness.vipQuery', 'points', 'orange'],
  ['mobileBusiness.queryAccountInfo', 'user', 'blue'],
  ['mobileBusiness.orderTracking', 'track', 'green'],
  ['mobileBusiness.businessQuery', 'order', 'purple'],
  ['mobileBusiness.ErrorRecords', 'alert', 'red'],
  ['mobileBusiness.viewFile', 'file', 'blue'],
  ['mobileBusiness.ComplaintRecords', 'complain', 'green'],
  ['mobileBusiness.SeckillComponents', 'flash', 'red'],
  ['modifyPackage', 'plan', 'purple'],
  ['broadOrder', 'broadband', 'orange'],
  ['mobileBusiness.terminationGuide', 'exit', 'blue'],
]);

export default function Hub() {
  useLang();
  const dispatch = useAppDispatch();
  const phone = useAppSelector(selectBoundPhone);
  const { balance, allowance } = usePageSelector(businessAccount.select);

  useEffect(() => {
    void dispatch(businessAccount.actions.load({ name: 'balance' }));
    void dispatch(businessAccount.actions.load({ name: 'allowance' }));
  }, [dispatch]);

  const retry = (name: 'balance' | 'allowance') => () =>
    void dispatch(businessAccount.actions.load({ name, retry: true }));
  const money = (fen: (b: BalanceAndSum) => number) => (balance.status === 'ready' ? yuan(fen(balance.data)) : '--');
  /** The hero's figures: the balance, this month's spend, and the way to top up. */
  const figures: [MessageKey, ReactNode][] = [
    ['business.hub.balance', money((b) => b.balanceFen)],
    ['business.hub.spend', money((b) => b.monthSpendFen)],
    [
      'business.hub.recharge',
      <Link key="topUp" to="/newRecharge/index2" className={styles.retry}>
        {t('business.bill.topUp')}
      </Link>,
    ],
  ];

  return (
    <main className={styles.page}>
      <section className={styles.hero} aria-busy={balance.status === 'loading' || undefined}>
        <p className={styles.muted}>{phone ? maskPhone(phone) : ''}</p>
        {balance.status === 'error' ? (
          <p>
            {t('business.card.failed')}{' '}
            <button type="button" className={styles.retry} onClick={retry('balance')}>
              {t('business.card.retry')}
            </button>
          </p>
        ) : (
          <dl className={styles.figures}>
            {figures.map(([label, value]) => (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <Section
        load={allowance}
        onRetry={retry('allowance')}
        title={t('title.mobileBusiness.PackageMargin')}
        empty={(a) => (a.buckets.length ? undefined : t('business.allowance.empty'))}
      >
        {(a) => (
          <>
            <Meters allowance={a} limit={3} />
            <p className={styles.links}>
              <Link to="/mobileBusiness/PackageMargin">{t('business.hub.allMeters')}</Link>
            </p>
          </>
        )}
      </Section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('business.hub.services')}</h2>
        <Tiles tiles={HUB_TILES} label={t('business.hub.services')} className={styles.grid} />
      </section>
    </main>
  );
}
