// RecordDetail (PAGES.md template 11) of one record, picked by path: `/mobileBusiness/seeDetail?recordId=` a
// subscribed product (fee, dates, how it ends, 退订 with SMS where allowed, else why not) and
// `/mobileBusiness/recordDetail?recordId=` a failed handling record (reason, refund progress, 重新办理).
// Personal data: no sharing (§3.3).
import { useEffect } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Empty } from '../../components/Empty';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import type { UserProductRecord } from '../../services/api/types';
import { yuan } from '../../utils/format';
import { useWxShare } from '../shared/share';
import {
  failureState,
  Notice,
  orderDetailsPath,
  refundText,
  retriedText,
  RetryButton,
  UnsubscribeButton,
  unsubscribedText,
  useRecordsNow,
} from './Records';
import businessRecords, { redoneBy } from './recordsModel';
import { hasEnded, statusText, when } from './recordText';
import { Row, Section } from './Section';
import * as base from './Business.module.css';
import * as styles from './Records.module.css';

export { recordsMessages as messages } from './recordsMessages';

export const models = [businessRecords];

const SOURCE_KEYS = {
  order: 'business.rec.source.order',
  seckill: 'business.rec.source.seckill',
  subscription: 'business.rec.source.subscription',
  handle: 'business.rec.source.handle',
} as const;

function Product({ r }: { r: UserProductRecord }) {
  const now = useRecordsNow();
  const active = r.status === 'active' && !hasEnded(r, now);
  return (
    <>
      <h2 className={base.cardTitle}>{r.name}</h2>
      <Row label={t('business.rec.kind')} value={t(SOURCE_KEYS[r.source])} />
      <Row label={t('business.rec.state')} value={statusText(r, now)} />
      <Row label={t('business.rec.feeLabel')} value={yuan(r.feeFen)} />
      <Row label={t('business.rec.ordered')} value={when(r.createdAt)} />
      {r.effectiveAt && <Row label={t('business.rec.effective')} value={when(r.effectiveAt)} />}
      {r.expiresAt && <Row label={t('business.rec.expires')} value={when(r.expiresAt)} />}
      <p className={styles.hint}>
        {!active
          ? t('business.rec.rule.ended')
          : r.cancellable
            ? t('business.rec.rule.cancellable')
            : (r.cancelReason ?? t('business.rec.notCancellable'))}
      </p>
      {active && r.cancellable && (
        <div className={styles.actions}>
          <UnsubscribeButton record={r} />
        </div>
      )}
      <Notice recordId={r.recordId} done={unsubscribedText} />
    </>
  );
}

function Failure({ r, redone }: { r: UserProductRecord; redone?: UserProductRecord }) {
  const refund = r.refund ?? 'none';
  const steps = [
    { text: t('business.rec.step.failed'), at: r.createdAt, done: true },
    ...(refund === 'none' ? [] : [{ text: t('business.rec.refund.refunding'), done: true }]),
    ...(refund === 'none' ? [] : [{ text: t('business.rec.refund.refunded'), done: refund === 'refunded' }]),
  ];
  return (
    <>
      <h2 className={base.cardTitle}>{r.name}</h2>
      <Row label={t('business.rec.state')} value={failureState(redone)} />
      <Row label={t('business.rec.reasonLabel')} value={r.failReason ?? t('business.rec.noReason')} />
      <Row label={t('business.rec.feeLabel')} value={yuan(r.feeFen)} />
      <Row label={t('business.rec.ordered')} value={when(r.createdAt)} />
      {r.orderNo && <Row label={t('business.rec.orderNoLabel')} value={r.orderNo} />}
      <h3 className={styles.group}>{t('business.rec.refundLabel')}</h3>
      <ol className={styles.timeline}>
        {steps.map((s) => (
          <li key={s.text} className={s.done ? `${styles.event} ${styles.done}` : styles.event}>
            {s.text}
            {s.at && <span className={styles.when}>{when(s.at)}</span>}
          </li>
        ))}
      </ol>
      <p className={styles.hint}>{refundText(r)}</p>
      {redone && <p className={styles.hint}>{retriedText(redone.orderNo ?? redone.recordId)}</p>}
      <div className={styles.actions}>
        <RetryButton record={r} redone={redone} />
      </div>
      {!redone && <Notice recordId={r.recordId} done={retriedText} />}
    </>
  );
}

export default function RecordView() {
  useLang();
  useWxShare(null);
  const failed = useLocation().pathname.replace(/\/$/, '') === '/mobileBusiness/recordDetail';
  const [params] = useSearchParams();
  const recordId = params.get('recordId') ?? '';
  const dispatch = useAppDispatch();
  const { records } = usePageSelector(businessRecords.select);

  useEffect(() => {
    void dispatch(businessRecords.actions.load({ name: 'records' }));
  }, [dispatch]);

  const back = failed ? '/mobileBusiness/ErrorRecords' : '/mobileBusiness/businessQuery';
  return (
    <main className={base.page} aria-busy={records.status === 'loading' || undefined}>
      <h1 className={base.title}>
        {t(failed ? 'title.mobileBusiness.recordDetail' : 'title.mobileBusiness.viewDetails')}
      </h1>
      <Section
        load={records}
        onRetry={() => void dispatch(businessRecords.actions.load({ name: 'records' }))}
        rows={6}
        empty={(list) => (list.some((r) => r.recordId === recordId) ? undefined : t('business.rec.notFound'))}
      >
        {(list) => {
          const r = list.find((x) => x.recordId === recordId);
          if (!r) return <Empty text={t('business.rec.notFound')} />;
          return (
            <>
              {failed ? <Failure r={r} redone={redoneBy(list, r)} /> : <Product r={r} />}
              {r.orderNo && r.source === 'order' && (
                <p className={base.links}>
                  <Link to={orderDetailsPath(r.orderNo)}>{t('business.rec.details')}</Link>
                </p>
              )}
            </>
          );
        }}
      </Section>
      <p className={base.links}>
        <Link to={back}>{t(failed ? 'title.mobileBusiness.ErrorRecords' : 'title.mobileBusiness.businessQuery')}</Link>
      </p>
    </main>
  );
}
