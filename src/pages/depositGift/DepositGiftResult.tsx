import { useEffect, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { dateTime, maskPhone, yuan } from '../../utils/format';
import type { AgreementInfo, PayOrder } from '../../services/api/types';
import { ResultPage, type ResultAction } from '../shared/ResultPage';
import { hasPage } from '../shared/routeReady';
import { useOutcomeTitle, verdictOf } from '../shared/verdict';
import { payOrderCopy } from '../shared/payOrderCopy';
import { creditDay } from './dates';
import { usePayOrder } from '../shared/usePayOrder';
import type { ResultConfig } from './config';
import depositGift from './depositGift';
import { Schedule } from './parts';
import { useWxShare } from '../shared/share';
import * as styles from './DepositGift.module.css';

/** The order as the customer checks it: item, paid, credited, number (the friend's when paying for one), order, time. */
function depositRows(order: PayOrder, friend: boolean): { label: string; value: string }[] {
  return [
    { label: t('depositGift.order.item'), value: order.title },
    { label: t('depositGift.order.paid'), value: yuan(order.payFen) },
    { label: t('depositGift.order.credit'), value: yuan(order.faceFen) },
    { label: t(friend ? 'depositGift.friend.number' : 'depositGift.order.phone'), value: maskPhone(order.msisdn) },
    { label: t('depositGift.order.orderId'), value: order.orderId },
    ...(order.paidAt ? [{ label: t('depositGift.order.paidAt'), value: dateTime(order.paidAt) }] : []),
  ];
}

/**
 * What a credited order brought, from the order and the agreement's schedule (never a fixed sentence): the part
 * credited at once (the order's credit less the monthly returns), then the monthly plan and its next credit.
 */
export function creditText(order: PayOrder, schedule: AgreementInfo['schedule'] | undefined): string {
  const monthlyFen = (schedule ?? []).reduce((n, s) => n + s.fen, 0);
  const parts: string[] = [];
  const atOnce = order.faceFen - monthlyFen;
  if (atOnce > 0) parts.push(t('depositGift.result.atOnce', { amount: yuan(atOnce) }));
  if (schedule && schedule.length > 0 && monthlyFen > 0) {
    parts.push(t('depositGift.result.plan', { total: yuan(monthlyFen), months: schedule.length }));
    const next = schedule.find((s) => s.status === 'pending');
    parts.push(
      next
        ? t('depositGift.result.next', { date: creditDay(next.month), amount: yuan(next.fen) })
        : t('depositGift.result.allCredited'),
    );
  }
  return parts.join(t('depositGift.result.sep'));
}

/** Links to a page that is not built yet are left out (查看话费明细 before /mobileBusiness/phoneAllowance exists). */
const built = (actions: ResultAction[]) => actions.filter((a) => hasPage(a.to));

/** The agreement and its credit schedule (or the new balance), each with its own loading and error. */
function Extras({ config, friend, onRetry }: { config: ResultConfig; friend: boolean; onRetry: () => void }) {
  const { result } = usePageSelector(depositGift.select);
  const [open, setOpen] = useState(false);
  const a = result.agreement;
  const b = result.balance;
  return (
    <div className={styles.extras}>
      {config.schedule &&
        a.status === 'ready' &&
        (a.data.schedule.length > 0 ? (
          <Schedule
            schedule={a.data.schedule}
            title={t(friend ? 'depositGift.schedule.friendTitle' : 'depositGift.schedule.title')}
          />
        ) : (
          <p className={styles.muted}>{t('depositGift.schedule.none')}</p>
        ))}
      {(config.schedule || config.agreement) && a.status === 'loading' && <Skeleton rows={3} title={false} />}
      {(config.schedule || config.agreement) && a.status === 'error' && (
        <ErrorBlock message={a.message} onRetry={onRetry} />
      )}
      {config.balance && b.status === 'ready' && (
        <p className={styles.balance}>{t('depositGift.result.balance', { amount: yuan(b.data.balanceFen) })}</p>
      )}
      {config.balance && b.status === 'error' && <ErrorBlock message={b.message} onRetry={onRetry} />}
      {config.agreement && a.status === 'ready' && (
        <>
          <Button variant="plain" size="sm" onClick={() => setOpen(true)}>
            {t('depositGift.result.agreement')}
          </Button>
          <Dialog
            open={open}
            title={a.data.title}
            onCancel={() => setOpen(false)}
            backdropCloses
            actions={<Button onClick={() => setOpen(false)}>{t('common.close')}</Button>}
          >
            <p className={`${styles.rulesText} ${styles.sheetBody}`}>{a.data.text}</p>
          </Dialog>
        </>
      )}
    </div>
  );
}

/** The page with one card in it, where the result cannot be shown (yet): its skeleton, its error, or why. */
function OneCard({ busy, children }: { busy?: boolean; children: ReactNode }) {
  return (
    <main className={styles.page} aria-busy={busy ? 'true' : undefined}>
      <div className={styles.section}>{children}</div>
    </main>
  );
}

/**
 * The family's results (PAGES.md template 2, configured by data): /cfsf/success, /cfsf2/success,
 * /payGift/success100 and /payGift/success200. The order from `?orderId=` (payOrder, polled while it is being
 * credited): amount, number, order number, time; then the credit schedule (or the new balance for cfsf2) and,
 * for payGift, the agreement. Without an order: the customer's latest agreement of the activity, or an empty state.
 */
export default function DepositGiftResult({ config }: { config: ResultConfig }) {
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? undefined;
  const actOrderId = query.get('actOrderId') ?? undefined;
  const friend = query.get('payer') === 'friend';
  const { status, order, timedOut, message, retry } = usePayOrder(orderId);
  const { result } = usePageSelector(depositGift.select);
  useWxShare(null); // an order with a number on it is not for sharing

  const wantsAgreement = config.schedule || config.agreement;
  const wantsBalance = config.balance && !friend && !!orderId;
  const credited = order?.status === 'credited';
  const loadExtras = () => {
    void dispatch(
      depositGift.actions.loadResult({
        actId: config.actId,
        actOrderId,
        agreement: wantsAgreement,
        balance: wantsBalance,
      }),
    );
  };
  // Again once the order is credited: the balance and the schedule have moved.
  useEffect(loadExtras, [dispatch, config.actId, actOrderId, wantsAgreement, wantsBalance, credited]);

  const actions = config.actions;
  const verdict = orderId ? (order && order.orderId === orderId ? verdictOf(order.status) : undefined) : undefined;
  useOutcomeTitle(verdict, config.title);
  if (!orderId) {
    const a = result.agreement;
    if (wantsAgreement && (a.status === 'loading' || a.status === 'idle'))
      return (
        <OneCard>
          <Skeleton rows={5} />
        </OneCard>
      );
    if (wantsAgreement && a.status === 'error')
      return (
        <OneCard>
          <ErrorBlock message={a.message} onRetry={loadExtras} />
        </OneCard>
      );
    if (wantsAgreement && a.status === 'ready' && a.data.signed) {
      return (
        <ResultPage
          kind="success"
          title={t('depositGift.result.details')}
          description={t('depositGift.result.latest')}
          actions={built(actions)}
        >
          <Extras config={config} friend={false} onRetry={loadExtras} />
        </ResultPage>
      );
    }
    return (
      <OneCard>
        <Empty
          text={t('depositGift.result.empty')}
          action={{ text: t('depositGift.result.toOffer'), onClick: () => void navigate(config.offerPath) }}
        />
      </OneCard>
    );
  }

  if (status === 'error')
    return (
      <OneCard>
        <ErrorBlock message={message} onRetry={retry} />
      </OneCard>
    );
  if (!order)
    return (
      <OneCard busy>
        <Skeleton rows={5} />
      </OneCard>
    );

  const copy = payOrderCopy(order, timedOut, {
    status: (st) => t(`depositGift.status.${st}`),
    wait: t('depositGift.result.wait'),
    later: t('depositGift.result.later'),
    done: () => {
      const schedule = result.agreement.status === 'ready' ? result.agreement.data.schedule : undefined;
      const credit = creditText(order, config.schedule ? schedule : []);
      return {
        title: t(config.title),
        description: [friend ? t('depositGift.result.friendDesc') : '', credit]
          .filter(Boolean)
          .join(t('depositGift.result.sep')),
      };
    },
  });
  // Paid: the activity's actions and extras; otherwise back to the offer.
  const paid = copy.verdict === 'done' || copy.verdict === 'pending';
  const toOffer =
    copy.verdict === 'failed' || copy.verdict === 'closed' ? 'depositGift.result.again' : 'depositGift.result.toOffer';
  return (
    <ResultPage
      kind={copy.kind}
      title={copy.title}
      description={copy.description}
      rows={depositRows(order, friend)}
      actions={
        paid
          ? built(actions)
          : [
              { label: toOffer, to: config.offerPath },
              { label: 'common.home', to: '/' },
            ]
      }
    >
      {paid && <Extras config={config} friend={friend} onRetry={loadExtras} />}
    </ResultPage>
  );
}
