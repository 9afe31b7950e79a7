import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Result } from '../../components/Result';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import payment from '../../models/payment';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import orderingCard from './orderingCard';
import { productOf } from './orderingCard/form';
import { CARD_ROUTES, cardPath } from './cards';
import { AddressSection, CardForm, ConfirmSection, HoldBar, InfoSection, NumberSection, ProductHero } from './Sections';
import { CatalogueWait } from './CatalogueWait';
import * as styles from './Ordering.module.css';

export { messages } from './messages';

export const models = [orderingCard, payment];

/**
 * `/marketCard/card20` … `card5GNew` (PAGES.md §2.6, OnePageOrder): the plan's facts, then every section of the
 * card flow on one page (number with its 30-minute hold, real name, contact + SMS, address, agreements) and one
 * submit. The product comes from the path (cards.ts).
 */
export default function CardOrder() {
  useLang();
  const dispatch = useAppDispatch();
  const productCode = CARD_ROUTES[cardPath(useLocation().pathname)] ?? '';
  const s = usePageSelector(orderingCard.select);
  const product = productOf(s);

  useEffect(() => {
    void dispatch(orderingCard.actions.open({ productCode }));
  }, [dispatch, productCode]);

  if (s.products.status !== 'ready' || s.draft.productCode !== productCode) return <CatalogueWait />;
  if (!product)
    return (
      <main className={styles.page}>
        <Result kind="notice" title={t('ordering.card.missing')} />
      </main>
    );

  return (
    <main className={styles.page}>
      <HoldBar />
      <ProductHero product={product} />
      <CardForm>
        <NumberSection />
        <InfoSection />
        <AddressSection />
        <ConfirmSection />
      </CardForm>
    </main>
  );
}
