import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Result } from '../../components/Result';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import payment from '../../models/payment';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import orderingCard from './cardModel';
import { CARD_ROUTES, cardPath } from './cards';
import {
  AddressSection,
  CardForm,
  CatalogueGate,
  ConfirmSection,
  HoldBar,
  InfoSection,
  NumberSection,
  ProductHero,
} from './Sections';

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

  useEffect(() => {
    void dispatch(orderingCard.actions.open({ productCode }));
  }, [dispatch, productCode]);

  return (
    <CatalogueGate
      opened={s.draft.productCode === productCode}
      missing={<Result kind="notice" title={t('ordering.card.missing')} />}
    >
      {(product) => (
        <>
          <HoldBar />
          <ProductHero product={product} />
          <CardForm>
            <NumberSection />
            <InfoSection />
            <AddressSection />
            <ConfirmSection />
          </CardForm>
        </>
      )}
    </CatalogueGate>
  );
}
