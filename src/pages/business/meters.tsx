// The allowance meters (general, targeted, 5G, voice, SMS): used, total and left, with the time of the reading.
import type { Allowance, Bucket } from '../../services/api/types';
import { t } from '../../locales';
import { dataSize, dateTime } from '../../utils/format';
import * as styles from './Business.module.css';

/** An amount of a bucket in its unit: KB as a size, minutes, messages. */
export function amount(b: Pick<Bucket, 'unit'>, n: number): string {
  if (b.unit === 'KB') return dataSize(Math.max(0, n));
  return t(b.unit === 'minute' ? 'business.unit.minute' : 'business.unit.item', { n: Math.max(0, Math.round(n)) });
}

export const leftOf = (b: Bucket): number => Math.max(0, b.total - b.used);

export function Meter({ bucket }: { bucket: Bucket }) {
  // An allowance of nothing, none used (a plan without SMS): an empty bar, not a full one.
  const share =
    bucket.total > 0 ? Math.min(100, Math.round((bucket.used / bucket.total) * 100)) : bucket.used > 0 ? 100 : 0;
  return (
    <div className={styles.meter}>
      <div className={styles.meterHead}>
        <span>{bucket.name || t(`business.bucket.${bucket.type}`)}</span>
        <strong>{t('business.meter.left', { n: amount(bucket, leftOf(bucket)) })}</strong>
      </div>
      <div className={styles.bar} role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={share}>
        <span style={{ width: `${share}%` }} />
      </div>
      <p className={styles.muted}>
        {t('business.meter.used', { used: amount(bucket, bucket.used), total: amount(bucket, bucket.total) })}
      </p>
    </div>
  );
}

export function Meters({ allowance, limit }: { allowance: Allowance; limit?: number }) {
  const buckets = limit ? allowance.buckets.slice(0, limit) : allowance.buckets;
  return (
    <>
      {allowance.planName && <p className={styles.muted}>{allowance.planName}</p>}
      {buckets.map((b) => (
        <Meter key={`${b.type}:${b.name}`} bucket={b} />
      ))}
      {allowance.queryTime && (
        <p className={styles.muted}>
          {t('business.meter.asOf', { at: dateTime(allowance.queryTime) || allowance.queryTime })}
        </p>
      )}
    </>
  );
}
