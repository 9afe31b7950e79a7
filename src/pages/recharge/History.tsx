import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { getLang, t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { Tabs } from '../../components/Tabs';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { dateTime, maskPhone, yuan } from '../../utils/format';
import history, { selectHasMore, selectHistory } from './historyModel';
import * as styles from './Recharge.module.css';

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

/**
 * `/newRecharge/history` (PAGES.md §2.7, RecordList): the last six months as tabs; each month's top-ups with
 * amount, number, time, channel, state and order number, 20 at a time as the list scrolls; an empty month says so.
 */
export default function History() {
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const h = usePageSelector(selectHistory);
  const hasMore = usePageSelector(selectHasMore);
  const loadMore = () => {
    void dispatch(history.actions.loadMore());
  };
  const sentinel = useLoadMore(hasMore && h.more === 'idle', loadMore);

  useEffect(() => {
    void dispatch(history.actions.open());
  }, [dispatch]);

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
              <div className={styles.recordHead}>
                <span className={styles.recordAmount}>{yuan(r.fen)}</span>
                <span className={`${styles.status} ${styles[`status_${r.status}`] ?? ''}`}>
                  {t(`recharge.status.${r.status}`)}
                </span>
              </div>
              <div className={styles.recordMeta}>
                <span>{maskPhone(r.msisdn)}</span>
                <span>{t(`recharge.channel.${r.channel}`)}</span>
                <span>{dateTime(r.at)}</span>
              </div>
              <div className={styles.recordId}>{t('recharge.history.orderId', { id: r.orderId })}</div>
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
      {h.months.length > 0 ? (
        <div className={styles.months}>
          <Tabs
            items={h.months.map((m) => ({ key: m, title: monthLabel(m, thisYear) }))}
            active={h.month ?? h.months[0]}
            onChange={(month) => {
              void dispatch(history.actions.open({ month }));
            }}
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
