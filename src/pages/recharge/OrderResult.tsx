import type { ReactNode } from 'react';
import type { MessageKey } from '../../locales';
import { ErrorBlock } from '../../components/ErrorBlock';
import type { PayOrderState } from '../../models/payOrder';
import type { PayOrder } from '../../services/api/types';
import { NoOrder } from '../shared/NoOrder';
import { useOutcomeTitle, verdictOf } from '../shared/verdict';
import * as styles from './Recharge.module.css';
import { PageSkeleton } from '../../components/Skeleton';

export interface OrderResultProps {
  orderId: string | undefined;
  /** The read of the payment order (payOrder's state). */
  read: Pick<PayOrderState, 'status' | 'order' | 'message'>;
  onRetry: () => void;
  /** The tab's title once the order is done. */
  doneTitle: MessageKey;
  /** The result of this very order. */
  children: (order: PayOrder) => ReactNode;
}

/**
 * What every top-up result route shows before its order is there: the way home without an order, the read's failure
 * with its retry, the skeleton while another order (or none) is in the store; then the tab's title by the verdict.
 */
export function OrderResult({
  orderId,
  read: { status, order, message },
  onRetry,
  doneTitle,
  children,
}: OrderResultProps) {
  const mine = !!order && order.orderId === orderId;
  useOutcomeTitle(!orderId ? 'none' : mine ? verdictOf(order.status) : undefined, doneTitle);

  if (!orderId) return <NoOrder />;
  if (status === 'error')
    return (
      <main className={styles.page}>
        <ErrorBlock message={message} onRetry={onRetry} />
      </main>
    );
  if (!order || order.orderId !== orderId) return <PageSkeleton page={styles.page} card={styles.card} rows={5} />;
  return <>{children(order)}</>;
}
