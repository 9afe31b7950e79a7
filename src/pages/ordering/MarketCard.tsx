import { Link } from 'react-router';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { usePageSelector } from '../../models/hooks';
import { useOpenLoad } from '../shared/useOpenLoad';
import { dataSize, yuan } from '../../utils/format';
import { routeOfCard } from './cards';
import orderingMarket from './marketModel';
import * as styles from './Ordering.module.css';

export { messages } from './messages';

export const models = [orderingMarket];

/** `/marketCard` (PAGES.md §2.6, Catalogue): the cards with fee, data, minutes, first-month rule and badge. */
export default function MarketCard() {
  useLang();
  const { cards } = usePageSelector(orderingMarket.select);
  const load = useOpenLoad(orderingMarket.actions.load);

  return (
    <main className={`${styles.page} ${styles.plain}`}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('ordering.market.title')}</h1>
      </header>
      {cards.status === 'error' && <ErrorBlock message={cards.message} onRetry={load} />}
      {(cards.status === 'loading' || cards.status === 'idle') && (
        <div className={styles.card}>
          <Skeleton rows={4} />
        </div>
      )}
      {cards.status === 'ready' &&
        (cards.data.filter((c) => routeOfCard(c.code)).length === 0 ? (
          <Empty text={t('ordering.market.empty')} />
        ) : (
          <ul className={styles.grid}>
            {cards.data
              .filter((c) => routeOfCard(c.code))
              .map((c) => (
                <li key={c.code}>
                  <Link className={styles.tile} to={routeOfCard(c.code)}>
                    <div className={styles.tileHead}>
                      <strong>{c.name}</strong>
                      {c.badge && <span className={styles.badge}>{c.badge}</span>}
                    </div>
                    <p className={styles.heroPrice} style={{ color: 'var(--color-brand)', fontSize: 'var(--font-lg)' }}>
                      {t('ordering.card.monthly', { fee: yuan(c.monthlyFen) })}
                    </p>
                    <ul className={styles.tags}>
                      <li>
                        {t('ordering.card.data')} {dataSize(c.dataKb)}
                      </li>
                      {c.targetedDataKb ? (
                        <li>
                          {t('ordering.card.targeted')} {dataSize(c.targetedDataKb)}
                        </li>
                      ) : null}
                      <li>{t('ordering.card.minutes', { n: c.voiceMinutes })}</li>
                      <li>{t(`ordering.card.first.${c.firstMonthRule ?? 'full'}`)}</li>
                      {c.prepayFen > 0 && (
                        <li>
                          {t('ordering.card.prepay')} {yuan(c.prepayFen)}
                        </li>
                      )}
                    </ul>
                  </Link>
                </li>
              ))}
          </ul>
        ))}
    </main>
  );
}
