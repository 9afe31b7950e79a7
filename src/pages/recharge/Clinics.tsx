import { useId } from 'react';
import { t } from '../../locales';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import tooth from './tooth';
import * as styles from './Recharge.module.css';

/** The campaign's partner clinics (wxcmsMerchantInfo): name, address, hours and a number to call to book. */
export function Clinics({ intro }: { intro?: string }) {
  const dispatch = useAppDispatch();
  const { merchants } = usePageSelector(tooth.select);
  const titleId = useId();
  let body;
  if (merchants.status === 'error')
    body = (
      <ErrorBlock
        message={t('recharge.tooth.clinicsFailed')}
        onRetry={() => {
          void dispatch(tooth.actions.loadMerchants());
        }}
      />
    );
  else if (merchants.status !== 'ready') body = <Skeleton rows={3} title={false} />;
  else if (!merchants.data.length) body = <Empty text={t('recharge.tooth.clinicsEmpty')} />;
  else {
    body = (
      <ul className={styles.clinics}>
        {merchants.data.map((m) => (
          <li key={m.merchantId} className={styles.clinic}>
            <div className={styles.clinicName}>{m.name}</div>
            <div className={styles.clinicLine}>{m.address}</div>
            <div className={styles.clinicLine}>
              {t('recharge.tooth.hours', { hours: m.hours })}
              {m.phone && (
                <>
                  {' '}
                  · <a href={`tel:${m.phone.replace(/[^\d-]/g, '')}`}>{m.phone}</a>
                </>
              )}
            </div>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={titleId} aria-busy={merchants.status === 'loading' || undefined}>
      <h2 id={titleId} className={styles.cardTitle}>
        {t('recharge.tooth.clinics')}
      </h2>
      {intro && <p className={styles.hint}>{intro}</p>}
      {body}
    </section>
  );
}
