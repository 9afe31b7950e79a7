import { PageWait } from '../../components/PageWait';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import orderingCard from './orderingCard';
import * as styles from './Ordering.module.css';

/** The card flow's page before the catalogue is there: its failure with the retry, or the skeleton. */
export function CatalogueWait() {
  const dispatch = useAppDispatch();
  const { products } = usePageSelector(orderingCard.select);
  const retry = () => void dispatch(orderingCard.actions.retryProducts());
  return <PageWait load={products} onRetry={retry} page={styles.page} card={styles.card} rows={5} />;
}
