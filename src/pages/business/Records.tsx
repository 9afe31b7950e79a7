// RecordList (PAGES.md template 10) for three routes of the business hall, picked by route (VIEWS):
// `/mobileBusiness/orderTracking` my orders under the tabs 全部, 待支付, 处理中, 已完成, 已取消 by the operator's
// state codes (1, 6, 7, 8, 12, 18), with my broadband orders beside them; `businessQuery` my subscribed products
// and value-added services with 退订 (SMS-confirmed) where allowed and the reason where not; `ErrorRecords` my
// failed handling records with reason, refund state and 重新办理. Personal data: no sharing (§3.3).
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Tabs } from '../../components/Tabs';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectBoundPhone } from '../../models/session';
import type { InternetService, UserProductRecord } from '../../services/api/types';
import { yuan } from '../../utils/format';
import { RecordHead } from '../shared/RecordHead';
import { useWxShare } from '../shared/share';
import { useServerNow } from '../shared/useServerNow';
import businessRecords, {
  failuresOf,
  redoneBy,
  ORDER_TABS,
  ordersOf,
  subscriptionsOf,
  tabOfBroadband,
  tabOfCode,
  type Section as SectionName,
} from './recordsModel';
import { broadbandText, hasEnded, statusText, when } from './recordText';
import { ConfirmButton } from './ConfirmButton';
import orderLookup from './lookupModel';
import { OrderLookup } from './OrderLookup';
import businessOrder from './orderModel';
import { usePathView, type ViewRow } from './pathView';
import { Section } from './Section';
import * as base from './Business.module.css';
import * as styles from './Records.module.css';

export { recordsMessages as messages } from './recordsMessages';

export const models = [businessRecords, orderLookup, businessOrder];

type View = 'orders' | 'subscriptions' | 'failed';
/** Each view: its route, the sections it loads and its title. */
const VIEWS: Record<View, ViewRow<SectionName>> = {
  orders: {
    path: '/mobileBusiness/orderTracking',
    sections: ['records', 'broadband'],
    title: 'title.mobileBusiness.orderTracking',
  },
  subscriptions: {
    path: '/mobileBusiness/businessQuery',
    sections: ['records', 'services'],
    title: 'title.mobileBusiness.businessQuery',
  },
  failed: { path: '/mobileBusiness/ErrorRecords', sections: ['records'], title: 'title.mobileBusiness.ErrorRecords' },
};

export const orderDetailsPath = (orderNo: string) =>
  `/mobileBusiness/orderDetails?orderNo=${encodeURIComponent(orderNo)}`;
export const seeDetailPath = (recordId: string) => `/mobileBusiness/seeDetail?recordId=${encodeURIComponent(recordId)}`;
export const recordDetailPath = (recordId: string) =>
  `/mobileBusiness/recordDetail?recordId=${encodeURIComponent(recordId)}`;

/** The outcome of the last action on this record, if any. */
export function Notice({ recordId, done }: { recordId: string; done: (text: string) => string }) {
  const { notice } = usePageSelector(businessRecords.select);
  if (notice?.recordId !== recordId) return null;
  return (
    <p role="status" className={notice.ok ? styles.noticeOk : styles.noticeFail}>
      {notice.ok ? done(notice.text) : notice.text}
    </p>
  );
}

/** 退订 with its confirmation; the SMS gate asks for the code after it. */
export function UnsubscribeButton({ record }: { record: UserProductRecord }) {
  const dispatch = useAppDispatch();
  const { target } = usePageSelector(businessRecords.select);
  const acting = usePageSelector(businessRecords.loading('unsubscribe')) && target === record.recordId;
  const phone = useAppSelector(selectBoundPhone);
  return (
    <ConfirmButton
      size="sm"
      variant="ghost"
      loading={acting}
      title={t('business.rec.unsubscribeTitle')}
      copy={t('business.rec.unsubscribeCopy', { name: record.name })}
      confirm={t('business.rec.unsubscribeConfirm')}
      // The model sends the phone only when there is one.
      onConfirm={() => void dispatch(businessRecords.actions.unsubscribe({ recordId: record.recordId, phone }))}
    >
      {t('business.rec.unsubscribe')}
    </ConfirmButton>
  );
}

export const unsubscribedText = (effectiveAt: string) =>
  effectiveAt ? t('business.rec.unsubscribed', { time: when(effectiveAt) }) : t('business.rec.unsubscribedNow');

function OrderRow({ r }: { r: UserProductRecord }) {
  const navigate = useNavigate();
  const path = r.orderNo ? orderDetailsPath(r.orderNo) : undefined;
  return (
    <li className={styles.item} data-record={r.recordId}>
      <RecordHead title={r.name} to={path}>
        <span className={r.status === 'cancelled' ? styles.off : r.status === 'done' ? styles.ok : styles.state}>
          {statusText(r)}
        </span>
      </RecordHead>
      {r.orderNo && <p className={styles.meta}>{t('business.rec.orderNo', { no: r.orderNo })}</p>}
      <p className={styles.meta}>
        {when(r.createdAt)} · {yuan(r.feeFen)}
      </p>
      {r.stateCode === 1 && r.payBy && (
        <p className={styles.hint}>{t('business.rec.payBy', { time: when(r.payBy) })}</p>
      )}
      {path && (
        <div className={styles.actions}>
          {r.stateCode === 1 && (
            <Button size="sm" onClick={() => void navigate(path)}>
              {t('business.rec.pay')}
            </Button>
          )}
          <Button size="sm" variant="plain" onClick={() => void navigate(path)}>
            {t('business.rec.details')}
          </Button>
        </div>
      )}
    </li>
  );
}

function Orders() {
  const dispatch = useAppDispatch();
  const { records, broadband, tab } = usePageSelector(businessRecords.select);
  const retry = (name: SectionName) => () => void dispatch(businessRecords.actions.load({ name }));
  const bbShown =
    broadband.status === 'ready' ? broadband.data.filter((o) => tab === 'all' || tabOfBroadband(o.status) === tab) : [];
  return (
    <Tabs
      items={ORDER_TABS.map((key) => ({ key, title: t(`business.rec.tab.${key}`) }))}
      active={tab}
      onChange={(key) => {
        const next = ORDER_TABS.find((x) => x === key);
        if (next) dispatch(businessRecords.actions.setTab(next));
      }}
    >
      <Section
        load={records}
        onRetry={retry('records')}
        rows={4}
        empty={(list) =>
          ordersOf(list).some((r) => tab === 'all' || tabOfCode(r.stateCode) === tab) || bbShown.length
            ? undefined
            : t(tab === 'all' ? 'business.rec.noOrders' : 'business.rec.noOrdersTab')
        }
      >
        {(list) => (
          <ul className={styles.rows}>
            {ordersOf(list)
              .filter((r) => tab === 'all' || tabOfCode(r.stateCode) === tab)
              .map((r) => (
                <OrderRow key={r.recordId} r={r} />
              ))}
          </ul>
        )}
      </Section>
      {broadband.status !== 'ready' || bbShown.length ? (
        <Section load={broadband} onRetry={retry('broadband')} rows={2} title={t('business.bb.orders')}>
          {() => (
            <ul className={styles.rows}>
              {bbShown.map((o) => (
                <li key={o.orderNo} className={styles.item} data-broadband={o.orderNo}>
                  <RecordHead title={o.offerName} to="/broadOrder">
                    <span className={o.status === 'completed' ? styles.ok : styles.state}>
                      {broadbandText(o.status)}
                    </span>
                  </RecordHead>
                  <p className={styles.meta}>{t('business.rec.orderNo', { no: o.orderNo })}</p>
                  {o.addressText && <p className={styles.meta}>{o.addressText}</p>}
                  {o.slot && o.status !== 'completed' && o.status !== 'cancelled' && (
                    <p className={styles.meta}>{t('business.bb.slot', { date: o.slot.date, time: o.slot.time })}</p>
                  )}
                  <p className={styles.meta}>{when(o.createdAt)}</p>
                </li>
              ))}
            </ul>
          )}
        </Section>
      ) : null}
    </Tabs>
  );
}

/**
 * The server's time now (the records' answer told its clock), ticking while a record in force has an end to reach:
 * a pack is judged over by it, never by the phone's clock or by a status read before its end.
 */
export function useRecordsNow(): number {
  const { records, offsetMs } = usePageSelector(businessRecords.select);
  const ending = records.status === 'ready' && records.data.some((r) => r.status === 'active' && !!r.expiresAt);
  return useServerNow(offsetMs, ending);
}

function SubscriptionRow({ r, now }: { r: UserProductRecord; now: number }) {
  const active = r.status === 'active' && !hasEnded(r, now);
  return (
    <li className={styles.item} data-record={r.recordId}>
      <RecordHead title={r.name} to={seeDetailPath(r.recordId)}>
        <span className={active ? styles.ok : styles.off}>{statusText(r, now)}</span>
      </RecordHead>
      <p className={styles.meta}>{t('business.rec.fee', { fee: yuan(r.feeFen) })}</p>
      {r.effectiveAt && <p className={styles.meta}>{t('business.rec.since', { time: when(r.effectiveAt) })}</p>}
      {r.expiresAt && <p className={styles.meta}>{t('business.rec.until', { time: when(r.expiresAt) })}</p>}
      {active && !r.cancellable && <p className={styles.hint}>{r.cancelReason ?? t('business.rec.notCancellable')}</p>}
      {active && r.cancellable && (
        <div className={styles.actions}>
          <UnsubscribeButton record={r} />
        </div>
      )}
      <Notice recordId={r.recordId} done={unsubscribedText} />
    </li>
  );
}

function ServiceRow({ s }: { s: InternetService }) {
  return (
    <li className={styles.item} data-service={s.code}>
      <RecordHead title={s.name}>
        <span className={s.status === 'active' ? styles.ok : styles.off}>{t(`business.svc.${s.status}`)}</span>
      </RecordHead>
      <p className={styles.meta}>
        {t('business.rec.fee', { fee: yuan(s.monthlyFen) })} · {t('business.rec.since', { time: s.subscribedOn })}
      </p>
      {s.status === 'active' && (
        <p className={styles.hint}>{t(s.cancellable ? 'business.svc.hall' : 'business.svc.basic')}</p>
      )}
    </li>
  );
}

function Subscriptions() {
  const dispatch = useAppDispatch();
  const { records, services } = usePageSelector(businessRecords.select);
  const now = useRecordsNow();
  const retry = (name: SectionName) => () => void dispatch(businessRecords.actions.load({ name }));
  const recordCodes = new Set(
    records.status === 'ready' ? subscriptionsOf(records.data).map((r) => r.productCode) : [],
  );
  return (
    <>
      <Section
        load={records}
        onRetry={retry('records')}
        rows={4}
        title={t('business.rec.products')}
        empty={(list) => (subscriptionsOf(list).length ? undefined : t('business.rec.noProducts'))}
      >
        {(list) => (
          <ul className={styles.rows}>
            {subscriptionsOf(list).map((r) => (
              <SubscriptionRow key={r.recordId} r={r} now={now} />
            ))}
          </ul>
        )}
      </Section>
      <Section
        load={services}
        onRetry={retry('services')}
        rows={3}
        title={t('business.svc.title')}
        empty={(list) => (list.some((s) => !recordCodes.has(s.code)) ? undefined : t('business.svc.none'))}
      >
        {(list) => (
          <ul className={styles.rows}>
            {/* A service with its record above (active or unsubscribed) is listed there, once. */}
            {list
              .filter((s) => !recordCodes.has(s.code))
              .map((s) => (
                <ServiceRow key={s.code} s={s} />
              ))}
          </ul>
        )}
      </Section>
      <p className={base.links}>
        <Link to="/modifyPackage">{t('title.modifyPackage')}</Link>
        <Link to="/mobileBusiness/ErrorRecords">{t('title.mobileBusiness.ErrorRecords')}</Link>
      </p>
    </>
  );
}

export const refundText = (r: UserProductRecord): string => t(`business.rec.refund.${r.refund ?? 'none'}`);

/**
 * 重新办理 a failed record: a confirmation that names the product and its fee (as a pack's 确认订购), then the same
 * product through the SMS gate. None once the record was redone (`redone`, read from the records, or just now).
 */
export function RetryButton({ record, redone }: { record: UserProductRecord; redone?: UserProductRecord }) {
  const dispatch = useAppDispatch();
  const { target, retried } = usePageSelector(businessRecords.select);
  const acting = usePageSelector(businessRecords.loading('retry')) && target === record.recordId;
  if (redone || retried[record.recordId]) return null;
  return (
    <ConfirmButton
      size="sm"
      loading={acting}
      title={t('business.rec.retryTitle')}
      copy={t('business.rec.retryCopy', { name: record.name, fee: yuan(record.feeFen) })}
      confirm={t('business.rec.retryConfirm')}
      onConfirm={() =>
        void dispatch(businessRecords.actions.retry({ recordId: record.recordId, productCode: record.productCode }))
      }
    >
      {t('business.rec.retry')}
    </ConfirmButton>
  );
}

export const retriedText = (orderNo: string) => t('business.rec.retried', { no: orderNo });

/** A failed record's state: 办理失败, or 已重新办理 once a later record handled the same product with success. */
export const failureState = (redone: UserProductRecord | undefined) =>
  t(redone ? 'business.rec.status.redone' : 'business.rec.status.failed');

function Failures() {
  const dispatch = useAppDispatch();
  const { records } = usePageSelector(businessRecords.select);
  return (
    <Section
      load={records}
      onRetry={() => void dispatch(businessRecords.actions.load({ name: 'records' }))}
      rows={4}
      empty={(list) => (failuresOf(list).length ? undefined : t('business.rec.noFailures'))}
    >
      {(list) => (
        <ul className={styles.rows}>
          {failuresOf(list).map((r) => (
            <FailureRow key={r.recordId} r={r} redone={redoneBy(list, r)} />
          ))}
        </ul>
      )}
    </Section>
  );
}

function FailureRow({ r, redone }: { r: UserProductRecord; redone?: UserProductRecord }) {
  return (
    <li className={styles.item} data-record={r.recordId}>
      <RecordHead title={r.name} to={recordDetailPath(r.recordId)}>
        <span className={redone ? styles.ok : styles.state}>{failureState(redone)}</span>
      </RecordHead>
      <p className={styles.meta}>
        {when(r.createdAt)} · {yuan(r.feeFen)}
      </p>
      <p className={styles.meta}>{t('business.rec.reason', { reason: r.failReason ?? t('business.rec.noReason') })}</p>
      <p className={styles.meta}>{refundText(r)}</p>
      {redone && <p className={styles.meta}>{retriedText(redone.orderNo ?? redone.recordId)}</p>}
      <div className={styles.actions}>
        <RetryButton record={r} redone={redone} />
        <Link className={base.retry} to={recordDetailPath(r.recordId)}>
          {t('business.rec.details')}
        </Link>
      </div>
      {!redone && <Notice recordId={r.recordId} done={retriedText} />}
    </li>
  );
}

export default function Records() {
  useLang();
  useWxShare(null);
  const [view, { sections, title }] = usePathView(VIEWS, 'orders');
  const dispatch = useAppDispatch();
  const { records } = usePageSelector(businessRecords.select);
  // A customer without a bound number (the route lets one in for its orders) finds an order by its contact phone.
  const bound = useAppSelector(selectBoundPhone);
  const lookup = view === 'orders' && !bound;

  useEffect(() => {
    if (lookup) return;
    for (const name of sections) void dispatch(businessRecords.actions.load({ name }));
  }, [dispatch, sections, lookup]);

  return (
    <main className={base.page} aria-busy={(!lookup && records.status === 'loading') || undefined}>
      <h1 className={base.title}>{t(title)}</h1>
      {lookup && <OrderLookup />}
      {view === 'orders' && !lookup && <Orders />}
      {view === 'subscriptions' && <Subscriptions />}
      {view === 'failed' && <Failures />}
    </main>
  );
}
