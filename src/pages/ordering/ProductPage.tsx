// `/productPage?productId=` (PAGES.md §2.8, OrderWizard product step): the product's picture, price, terms, rules
// and questions; share inside WeChat; 立即办理 into the first step of its type. Not found or offline → `/down`.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import type { ProductItem } from '../../services/api/types';
import { dataSize, yuan } from '../../utils/format';
import { serverUrl } from '../../utils/serverUrl';
import { shareLink, useWxShare } from '../shared/share';
import { messages } from './messages';
import orderingProduct, { firstStepOf, orderable } from './productModel';
import { Card } from './FormParts';
import * as styles from './Ordering.module.css';

export { messages };
export const models = [orderingProduct];

const FAQ = ['1', '2', '3'] as const;

function Detail({ product }: { product: ProductItem }) {
  const dispatch = useAppDispatch();
  const img = product.imageUrl ? serverUrl(product.imageUrl, 'link') : undefined;
  const can = orderable(product) && !!firstStepOf(product);
  const unit = product.kind === 'broadband' ? 'ordering.product.perYear' : 'ordering.product.perMonth';
  return (
    <>
      <header className={styles.hero}>
        {img && <img src={img} alt="" width={72} style={{ float: 'right', height: 'auto', borderRadius: 8 }} />}
        <h1 className={styles.heroTitle}>{product.name}</h1>
        <p className={styles.heroPrice}>
          {product.kind === 'device' || product.kind === 'pack' || product.kind === 'benefit'
            ? yuan(product.priceFen)
            : t(unit, { fee: yuan(product.priceFen) })}
        </p>
        <p className={styles.heroNote}>
          {[
            t(`ordering.product.kind.${product.kind}`),
            product.volumeKb ? dataSize(product.volumeKb) : '',
            product.validity ?? '',
            product.stockLeft !== undefined && product.stockLeft > 0
              ? t('ordering.product.stock', { n: product.stockLeft })
              : '',
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>
      {product.desc && (
        <section className={styles.card}>
          <p className={styles.hint}>{product.desc}</p>
        </section>
      )}
      <Card id="pp-rules" title={t('ordering.product.rules')}>
        <p className={styles.hint}>{t(`ordering.product.rules.${product.kind}`)}</p>
      </Card>
      <Card id="pp-faq" title={t('ordering.product.faq')}>
        <dl className={styles.rows}>
          {FAQ.map((n) => (
            <div key={n} style={{ display: 'block' }}>
              <dt>{t(`ordering.product.q${n}`)}</dt>
              <dd style={{ textAlign: 'left' }}>{t(`ordering.product.a${n}`)}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <div className={styles.bar}>
        <Button
          block
          disabled={!can}
          onClick={() => {
            void dispatch(orderingProduct.actions.recordClick({ productId: product.productId }));
            void dispatch(orderingProduct.actions.order(product));
          }}
        >
          {can
            ? t('ordering.card.order')
            : product.status === 'notStarted'
              ? t('ordering.product.notStarted')
              : t('ordering.product.soldOut')}
        </Button>
      </div>
    </>
  );
}

export default function ProductPage() {
  useLang();
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const id = query.get('productId') ?? query.get('code') ?? '';
  const s = usePageSelector(orderingProduct.select);
  const product = s.id === id && s.product.status === 'ready' ? s.product.data : undefined;
  useWxShare(
    product
      ? {
          title: product.name,
          desc: t('ordering.product.shareDesc'),
          imgUrl: '',
          link: shareLink('/productPage', 'product', { productId: product.productId }),
        }
      : undefined,
  );
  useEffect(() => {
    void dispatch(orderingProduct.actions.open(id));
  }, [dispatch, id]);
  return (
    <main className={styles.page}>
      {product ? (
        <Detail product={product} />
      ) : s.product.status === 'error' ? (
        <ErrorBlock message={s.product.message} onRetry={() => void dispatch(orderingProduct.actions.open(id))} />
      ) : (
        <div className={styles.card} aria-busy="true">
          <Skeleton rows={5} />
        </div>
      )}
    </main>
  );
}
