import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { t } from '../../locales';
import payOrder from '../../models/payOrder';
import { useAppDispatch } from '../../models/hooks';
import { date, yuan } from '../../utils/format';
import { usePayOrder } from '../shared/usePayOrder';
import tooth from './tooth';
import { TOOTH_BUNDLES, isBundleId } from './toothRules';
import { Clinics } from './Clinics';
import { actionsFor } from './Success';
import { verdictCopy } from './verdictCopy';
import { Outcome, type OutcomeAction } from './Outcome';
import { OrderResult } from './OrderResult';
import { orderRows, reasonRows } from './rows';
import * as styles from './Recharge.module.css';

export { messages } from './messages';

export const models = [tooth, payOrder];

const DAY_MS = 86_400_000;
const ACTIONS: OutcomeAction[] = [
  { label: 'common.home', to: '/' },
  { label: 'recharge.result.history', to: '/newRecharge/history' },
];

/** The voucher's last day, yyyy-MM-dd in China time. */
const until = (from: string, days: number) => date(Date.parse(from) + days * DAY_MS);

/**
 * `/newRecharge/toothSuccess88` and `/newRecharge/toothSuccess218` (PAGES.md §2.7, Result success): one template,
 * configured by data: the route names its bundle, whose TOOTH_BUNDLES entry gives the credit, the voucher and its
 * validity; the order gives the code; the clinics come with it. While the order is still being credited it polls
 * (payOrder); without an order, the generic copy.
 */
export default function ToothSuccess() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? undefined;
  const bundle = /toothSuccess(\d+)$/.exec(pathname)?.[1];
  const config = TOOTH_BUNDLES[isBundleId(bundle) ? bundle : '88'];
  const { timedOut, retry, ...read } = usePayOrder(orderId);
  const clinics = <Clinics intro={t('recharge.toothResult.use')} />;

  useEffect(() => {
    void dispatch(tooth.actions.loadMerchants());
  }, [dispatch]);

  return (
    <OrderResult orderId={orderId} read={read} onRetry={retry} doneTitle="recharge.toothResult.title">
      {(order) => {
        const rows = orderRows(order);
        const copy = verdictCopy(order, timedOut);
        if (copy.verdict !== 'done')
          return (
            <Outcome
              kind={copy.kind}
              title={copy.verdict === 'pending' ? t('recharge.toothResult.pending') : copy.title}
              description={copy.description}
              rows={[...rows, ...reasonRows(copy.verdict, order)]}
              actions={actionsFor(copy.verdict, order)}
            />
          );
        return (
          <Outcome
            kind="success"
            title={t('recharge.toothResult.title')}
            description={t('recharge.toothResult.desc', { amount: yuan(order.faceFen) })}
            rows={rows}
            actions={ACTIONS}
            after={clinics}
          >
            <div className={styles.voucher}>
              <p className={styles.voucherName}>
                {t('recharge.toothResult.voucher')} · {t(config.voucher)}
              </p>
              {order.voucher && (
                <p className={styles.voucherCode} aria-label={t('recharge.toothResult.code')}>
                  {order.voucher}
                </p>
              )}
              <p className={styles.voucherValid}>
                {t('recharge.toothResult.valid')}{' '}
                {t('recharge.toothResult.validUntil', {
                  days: config.validDays,
                  date: until(order.paidAt ?? order.createdAt, config.validDays),
                })}
              </p>
            </div>
          </Outcome>
        );
      }}
    </OrderResult>
  );
}
