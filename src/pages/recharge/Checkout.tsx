import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { Button } from '../../components/Button';
import { ErrorBlock } from '../../components/ErrorBlock';
import payment from '../../models/payment';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { maskPhone, yuan } from '../../utils/format';
import recharge from './recharge';
import { Outcome } from './Outcome';
import { clockText } from './topup';
import { useRemaining } from './useRemaining';
import * as styles from './Recharge.module.css';
import { PageSkeleton } from '../../components/Skeleton';

export { messages } from './messages';

export const models = [recharge, payment];

/** "18687120001" -> "186 8712 0001": the customer checks the number before paying, so it is shown whole. */

/**
 * `/newRecharge/recharge?orderId=` (PAGES.md §2.7, PayCheckout): number, face value, discount, amount and the
 * 30-minute countdown; 微信支付. Coming back with `payResult`: success → paySuccess, fail → fail, cancel → stays
 * with "支付已取消" and the order payable. An expired order says so, with the way back to the form (number kept).
 */
export default function Checkout() {
  useLang();
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? '';
  const payResult = query.get('payResult') ?? undefined;
  const { checkout } = usePageSelector(recharge.select);
  const paying = usePageSelector(recharge.loading('pay'));
  const order = checkout.orderId === orderId ? checkout.order : undefined;
  const left = useRemaining(order?.status === 'unpaid' ? order.expiresAt : undefined);

  useEffect(() => {
    if (orderId) void dispatch(recharge.actions.openCheckout({ orderId, payResult }));
  }, [dispatch, orderId, payResult]);

  if (!orderId)
    return (
      <Outcome
        kind="fail"
        title={t('recharge.checkout.missing')}
        actions={[{ label: 'recharge.result.again', to: '/newRecharge/index2' }]}
      />
    );
  if (checkout.status === 'error' && checkout.orderId === orderId) {
    return (
      <main className={styles.page}>
        <ErrorBlock
          message={checkout.message}
          onRetry={() => {
            void dispatch(recharge.actions.openCheckout({ orderId }));
          }}
        />
        <nav className={styles.links}>
          <Link to="/newRecharge/index2">{t('recharge.result.again')}</Link>
        </nav>
      </main>
    );
  }
  // Still loading, or on the way to a result page.
  if (
    payResult ||
    !order ||
    (order.status !== 'unpaid' && order.status !== 'expired' && order.status !== 'cancelled')
  ) {
    return <PageSkeleton page={styles.page} card={styles.card} rows={5} />;
  }

  const again = () => {
    void dispatch(recharge.actions.again({ phone: order.msisdn, faceFen: order.faceFen }));
  };
  if (order.status !== 'unpaid' || left === 0) {
    return (
      <Outcome
        kind="fail"
        title={t('recharge.checkout.expired')}
        description={t(order.status === 'cancelled' ? 'recharge.checkout.closedDesc' : 'recharge.checkout.expiredDesc')}
        rows={[
          { label: t('recharge.checkout.phone'), value: maskPhone(order.msisdn) },
          { label: t('recharge.checkout.face'), value: yuan(order.faceFen) },
        ]}
        actions={[
          { label: 'recharge.checkout.again', onClick: again },
          { label: 'common.home', to: '/' },
        ]}
      />
    );
  }

  const discount = order.faceFen - order.payFen;
  return (
    <main className={`${styles.page} ${styles.withBar}`}>
      {checkout.cancelled && (
        <p className={styles.info} role="status">
          {t('recharge.checkout.cancelled')}
        </p>
      )}
      {checkout.refusal && (
        <p className={styles.fieldError} role="alert">
          {checkout.refusal}
        </p>
      )}
      <section className={styles.card} aria-labelledby="checkout-due">
        <div className={styles.due}>
          <p id="checkout-due" className={styles.dueLabel}>
            {t('recharge.checkout.amount')}
          </p>
          <p className={styles.dueFigure}>{yuan(order.payFen)}</p>
          {left !== undefined && (
            <p className={styles.countdown} role="timer" aria-live="off">
              {t('recharge.checkout.countdown', { time: clockText(left) })}
            </p>
          )}
        </div>
      </section>
      <section className={styles.card} aria-labelledby="checkout-order">
        <h2 id="checkout-order" className={styles.cardTitle}>
          {t('recharge.checkout.heading')}
        </h2>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t('recharge.checkout.phone')}</dt>
            <dd className={styles.phoneBig}>{maskPhone(order.msisdn)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('recharge.checkout.face')}</dt>
            <dd>{yuan(order.faceFen)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('recharge.checkout.discount')}</dt>
            <dd>{discount > 0 ? `-${yuan(discount)}` : t('recharge.checkout.none')}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('recharge.checkout.amount')}</dt>
            <dd className={styles.strong}>{yuan(order.payFen)}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('recharge.checkout.orderId')}</dt>
            <dd>{order.orderId}</dd>
          </div>
        </dl>
      </section>
      <div className={`${styles.bar} ${styles.barStack}`}>
        <Button
          block
          loading={paying}
          onClick={() => {
            void dispatch(recharge.actions.pay({ orderId }));
          }}
        >
          {t('recharge.checkout.pay', { amount: yuan(order.payFen) })}
        </Button>
        <Button block variant="plain" size="sm" disabled={paying} onClick={again}>
          {t('recharge.checkout.change')}
        </Button>
      </div>
    </main>
  );
}
