import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { getLang, t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { DialogButtons } from '../../components/DialogButtons';
import { Dialog } from '../../components/Dialog';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { dateTime, maskPhone, yuan } from '../../utils/format';
import type { PaymentRecord } from '../../services/api/types';
import history from './historyModel';
import * as styles from './Recharge.module.css';
import { Rows } from '../../components/Result';

export { messages } from './messages';

export const models = [history];

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "202611" -> "11月" (this year) or "2025年12月"; "Nov" or "Dec 2025" in English. */
function monthLabel(month: string, thisYear: string): string {
  const y = month.slice(0, 4);
  const n = Number(month.slice(4));
  const m = getLang() === 'en-US' ? MON[n - 1] : n;
  return t(y === thisYear ? 'recharge.history.month' : 'recharge.history.yearMonth', { y, m });
}

/** Asks for the next page when the end of the list scrolls into view (where the browser can tell). */
function useLoadMore(active: boolean, onVisible: () => void) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef(onVisible);
  useEffect(() => {
    latest.current = onVisible;
  });
  useEffect(() => {
    const el = sentinel.current;
    if (!active || !el || typeof IntersectionObserver === 'undefined') return undefined;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) latest.current();
      },
      { rootMargin: '200px' },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [active]);
  return sentinel;
}

/** What was paid for a record, when it is not the amount credited (a deposit gift: ¥80 paid, ¥100 credited). */
const paidOther = (r: PaymentRecord): number | undefined =>
  r.payFen !== undefined && r.payFen !== r.fen ? r.payFen : undefined;

/** A top-up's detail sheet: what the row says in full, and what can be done with it (pay it, top up again). */
function RecordSheet({ record, onClose }: { record: PaymentRecord | undefined; onClose: () => void }) {
  const navigate = useNavigate();
  if (!record) return null;
  const rows = [
    { label: t('recharge.history.status'), value: t(`recharge.status.${record.status}`) },
    { label: t('recharge.result.phone'), value: maskPhone(record.msisdn) },
    ...(paidOther(record) !== undefined
      ? [
          { label: t('recharge.result.paid'), value: yuan(record.payFen ?? 0) },
          { label: t('recharge.history.credited'), value: yuan(record.fen) },
        ]
      : []),
    { label: t('recharge.history.channel'), value: t(`recharge.channel.${record.channel}`) },
    { label: t('recharge.history.time'), value: dateTime(record.at) },
    { label: t('recharge.result.orderId'), value: record.orderId },
  ];
  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  return (
    <Dialog
      open
      title={t('recharge.history.detail')}
      onCancel={onClose}
      backdropCloses
      actions={
        record.status === 'unpaid' ? (
          <DialogButtons
            dismiss="close"
            onDismiss={onClose}
            onClick={() => go(`/newRecharge/recharge?orderId=${encodeURIComponent(record.orderId)}`)}
          >
            {t('recharge.result.pay')}
          </DialogButtons>
        ) : (
          <DialogButtons dismiss="close" onDismiss={onClose} onClick={() => go('/newRecharge/index2')}>
            {t('recharge.result.again')}
          </DialogButtons>
        )
      }
    >
      <p className={styles.sheetAmount}>{yuan(record.fen)}</p>
      <Rows rows={rows} className={styles.sheetRows} rowClassName={styles.sheetRow} />
    </Dialog>
  );
}

/**
 * `/newRecharge/history` (PAGES.md §2.7, RecordList): the last six months as tabs, the chosen one kept in the
 * address (`?month=202609`: a reload or a shared link stays on it); each month's top-ups with amount, number, time,
 * channel, state and order number, 20 at a time as the list scrolls; an empty month says so. A row opens its
 * detail sheet.
 */
export default function History() {
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query, setQuery] = useSearchParams();
  const h = usePageSelector(history.select);
  const hasMore = usePageSelector(history.select.hasMore);
  const [open, setOpen] = useState<string | undefined>();
  const loadMore = () => {
    void dispatch(history.actions.loadMore());
  };
  const sentinel = useLoadMore(hasMore && h.more === 'idle', loadMore);
  const asked = query.get('month') ?? undefined;

  useEffect(() => {
    void dispatch(history.actions.open(asked ? { month: asked } : undefined));
  }, [dispatch, asked]);

  const thisYear = h.months[0]?.slice(0, 4) ?? '';
  let body;
  if (h.status === 'error') {
    body = (
      <ErrorBlock
        message={h.message}
        onRetry={() => {
          void dispatch(history.actions.open({ month: h.month }));
        }}
      />
    );
  } else if (h.status !== 'ready') {
    body = (
      <div className={styles.card}>
        <Skeleton rows={6} title={false} />
      </div>
    );
  } else if (h.list.length === 0) {
    body = (
      <Empty
        text={t('recharge.history.empty')}
        action={{ text: t('recharge.history.topup'), onClick: () => void navigate('/newRecharge/index2') }}
      />
    );
  } else {
    body = (
      <>
        <p className={styles.summary}>{t('recharge.history.total', { n: h.total })}</p>
        <ul className={styles.records}>
          {h.list.map((r) => (
            <li key={r.orderId} className={styles.record}>
              <button
                type="button"
                className={styles.recordButton}
                aria-haspopup="dialog"
                onClick={() => setOpen(r.orderId)}
              >
                <span className={styles.recordHead}>
                  <span className={styles.recordAmount}>{yuan(r.fen)}</span>
                  <span className={`${styles.status} ${styles[`status_${r.status}`] ?? ''}`}>
                    {t(`recharge.status.${r.status}`)}
                  </span>
                </span>
                <span className={styles.recordMeta}>
                  {paidOther(r) !== undefined && (
                    <span>{t('recharge.history.paidLine', { amount: yuan(paidOther(r) ?? 0) })}</span>
                  )}
                  <span>{maskPhone(r.msisdn)}</span>
                  <span>{t(`recharge.channel.${r.channel}`)}</span>
                  <span>{dateTime(r.at)}</span>
                </span>
                <span className={styles.recordId}>{t('recharge.history.orderId', { id: r.orderId })}</span>
              </button>
            </li>
          ))}
        </ul>
        <div ref={sentinel} className={styles.more}>
          {h.more === 'loading' && t('recharge.history.loadingMore')}
          {h.more === 'error' && (
            <button type="button" className={styles.textButton} onClick={loadMore}>
              {t('recharge.history.moreFailed')}
            </button>
          )}
          {h.more === 'idle' &&
            (hasMore ? (
              <button type="button" className={styles.textButton} onClick={loadMore}>
                {t('recharge.history.more')}
              </button>
            ) : (
              t('recharge.history.end')
            ))}
        </div>
      </>
    );
  }

  return (
    <main className={styles.page} aria-busy={h.status === 'loading' || undefined}>
      <RecordSheet record={h.list.find((r) => r.orderId === open)} onClose={() => setOpen(undefined)} />
      {h.months.length > 0 ? (
        <div className={styles.months}>
          <Tabs
            items={h.months.map((m) => ({ key: m, title: monthLabel(m, thisYear) }))}
            active={h.month ?? h.months[0]}
            onChange={(month) => setQuery({ month }, { replace: true })}
          >
            {body}
          </Tabs>
        </div>
      ) : (
        body
      )}
    </main>
  );
}
