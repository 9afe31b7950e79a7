// `/mobileBusiness` (PAGES.md template 1, Hub): balance, the month's spend and the allowance meters of the bound
// number, each failing alone with its retry; a grid that reaches every page of the business hall (a page not yet
// built is marked, not linked).
import { useEffect } from 'react';
import { Link } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectBoundPhone } from '../../models/session';
import { maskPhone, yuan } from '../../utils/format';
import { Tiles, type Tile } from '../shared/Tiles';
import businessAccount from './accountModel';
import { Meters } from './meters';
import { Section } from './Section';
import * as styles from './Business.module.css';

export { messages } from './messages';

export const models = [businessAccount];

/** Every child of the hall (the complaints' and the flash sale's included) and the two business pages beside it. */
export const HUB_TILES: readonly Tile[] = [
  { to: '/mobileBusiness/billQuery', label: 'title.mobileBusiness.billQuery', icon: 'bill', tone: 'blue' },
  { to: '/mobileBusiness/costDetail', label: 'title.mobileBusiness.costDetail', icon: 'list', tone: 'green' },
  { to: '/mobileBusiness/customerBill', label: 'title.mobileBusiness.customerBill', icon: 'account', tone: 'orange' },
  { to: '/mobileBusiness/PackageMargin', label: 'title.mobileBusiness.PackageMargin', icon: 'meter', tone: 'purple' },
  { to: '/mobileBusiness/phoneAllowance', label: 'title.mobileBusiness.phoneAllowance', icon: 'refund', tone: 'red' },
  { to: '/mobileBusiness/vipQuery', label: 'title.mobileBusiness.vipQuery', icon: 'points', tone: 'orange' },
  {
    to: '/mobileBusiness/queryAccountInfo',
    label: 'title.mobileBusiness.queryAccountInfo',
    icon: 'user',
    tone: 'blue',
  },
  { to: '/mobileBusiness/orderTracking', label: 'title.mobileBusiness.orderTracking', icon: 'track', tone: 'green' },
  { to: '/mobileBusiness/businessQuery', label: 'title.mobileBusiness.businessQuery', icon: 'order', tone: 'purple' },
  { to: '/mobileBusiness/ErrorRecords', label: 'title.mobileBusiness.ErrorRecords', icon: 'alert', tone: 'red' },
  { to: '/mobileBusiness/viewFile', label: 'title.mobileBusiness.viewFile', icon: 'file', tone: 'blue' },
  {
    to: '/mobileBusiness/ComplaintRecords',
    label: 'title.mobileBusiness.ComplaintRecords',
    icon: 'complain',
    tone: 'green',
  },
  {
    to: '/mobileBusiness/SeckillComponents',
    label: 'title.mobileBusiness.SeckillComponents',
    icon: 'flash',
    tone: 'red',
  },
  { to: '/modifyPackage', label: 'title.modifyPackage', icon: 'plan', tone: 'purple' },
  { to: '/broadOrder', label: 'title.broadOrder', icon: 'broadband', tone: 'orange' },
  {
    to: '/mobileBusiness/terminationGuide',
    label: 'title.mobileBusiness.terminationGuide',
    icon: 'exit',
    tone: 'blue',
  },
];

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
            <div>
              <dt>{t('business.hub.balance')}</dt>
              <dd>{balance.status === 'ready' ? yuan(balance.data.balanceFen) : '--'}</dd>
            </div>
            <div>
              <dt>{t('business.hub.spend')}</dt>
              <dd>{balance.status === 'ready' ? yuan(balance.data.monthSpendFen) : '--'}</dd>
            </div>
            <div>
              <dt>{t('business.hub.recharge')}</dt>
              <dd>
                <Link to="/newRecharge/index2" className={styles.retry}>
                  {t('business.bill.topUp')}
                </Link>
              </dd>
            </div>
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
