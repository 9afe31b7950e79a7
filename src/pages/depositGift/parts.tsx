// The pieces the deposit-gift pages share: hero, tiers, state notice, rules, agreement line and sheet, credit
// schedule, share sheet, the bottom bar, and two hooks (the stay path and the return from paying).
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { getLang, t, type MessageKey } from '../../locales';
import { Button } from '../../components/Button';
import { DialogButtons } from '../../components/DialogButtons';
import { Dialog } from '../../components/Dialog';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Icon } from '../../components/Icon';
import { Loading } from '../../components/Loading';
import { ShareDialog } from '../../components/ShareDialog';
import { Skeleton } from '../../components/Skeleton';
import { copyText } from '../../components/copyText';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import ui from '../../models/ui';
import type { PayOutcome } from '../../models/payment';
import type { AgreementInfo, CfsfPayer, CreditStatus } from '../../services/api/types';
import { isWeChat } from '../../services/wechat';
import { dataSize, yuan } from '../../utils/format';
import type { ActivityState } from '../shared/activityState';
import { cnDate, creditDay, daysUntil, lastDay } from './dates';
import depositGift from './depositGift';
import { STATE_TEXT, withParams, type Offer, type TierView } from './offer';
import type { Load } from '../shared/load';
import { hasPage } from '../shared/routeReady';
import { useWxShare } from '../shared/share';
import { ALLOWANCE_PATH } from './config';
import * as styles from './DepositGift.module.css';

// ---------------------------------------------------------------- hooks

/**
 * What an offer page and a checkout start from: the address (its query, its path, the path with its query `here`,
 * and `stayPath`, where a payment comes back to), and what they read of the model: the slice, the offer, its tiers,
 * the chosen one, the state, and whether a payment is under way or being confirmed.
 */
export function useOfferPage() {
  const [query] = useSearchParams();
  const { pathname, search } = useLocation();
  return {
    query,
    pathname,
    here: pathname + search,
    stayPath: useStayPath(),
    state: usePageSelector(depositGift.select),
    offer: usePageSelector(depositGift.select.offer),
    tiers: usePageSelector(depositGift.select.tiers),
    chosen: usePageSelector(depositGift.select.chosenTier),
    machine: usePageSelector(depositGift.select.activityState),
    paying: usePageSelector(depositGift.loading('submit')),
    confirming: usePageSelector(depositGift.loading('afterPay')),
  };
}

/** The app path of this page without the payment's parameters. */
function useStayPath(): string {
  const { pathname, search } = useLocation();
  return withParams(pathname + search, { orderId: undefined, payResult: undefined, actOrderId: undefined });
}

export interface PayReturnInput {
  actId: string;
  sign: boolean;
  successPath: string;
  payer?: CfsfPayer;
}

/**
 * The payment came back (`?orderId=..&payResult=success|fail|cancel`, from the cashier or WeChat Pay): hands it
 * to the model once. Returns the outcome being handled, so the page waits instead of loading the offer again.
 */
export function usePayReturn(input: PayReturnInput): PayOutcome | undefined {
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const stayPath = useStayPath();
  const orderId = query.get('orderId');
  const raw = query.get('payResult');
  const outcome = raw === 'success' || raw === 'fail' || raw === 'cancel' ? raw : undefined;
  const actOrderId = query.get('actOrderId') ?? undefined;
  const handled = useRef<string | undefined>(undefined);
  const { actId, sign, successPath, payer } = input;
  useEffect(() => {
    if (!orderId || !outcome) return;
    const key = `${orderId}:${outcome}`;
    if (handled.current === key) return;
    handled.current = key;
    void dispatch(
      depositGift.actions.afterPay({ actId, orderId, outcome, actOrderId, sign, successPath, stayPath, payer }),
    );
  }, [dispatch, orderId, outcome, actOrderId, actId, sign, successPath, stayPath, payer]);
  return orderId ? outcome : undefined;
}

/**
 * Back from a payment that succeeded (usePayReturn's 'success'): "confirming" while the agreement is signed, or
 * the signature's error with a retry and the way to the order (the money is safe).
 */
export function PaidConfirm({ actId, sign, successPath, payer }: PayReturnInput) {
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const stayPath = useStayPath();
  const { signError } = usePageSelector(depositGift.select);
  const orderId = query.get('orderId') ?? undefined;
  const actOrderId = query.get('actOrderId') ?? undefined;
  if (!signError) return <Loading inline text={t('depositGift.pay.confirming')} />;
  const retry = () => {
    void dispatch(
      depositGift.actions.afterPay({
        actId,
        orderId: orderId ?? '',
        outcome: 'success',
        actOrderId,
        sign,
        successPath,
        stayPath,
        ...(payer ? { payer } : {}),
      }),
    );
  };
  return <SignError message={signError} orderPath={withParams(successPath, { orderId, actOrderId })} onRetry={retry} />;
}

// ---------------------------------------------------------------- hero and tiers

export function Hero({
  headline,
  tagline,
  offer,
  preview,
  region,
}: {
  headline: string;
  tagline: string;
  offer?: Offer;
  preview?: boolean;
  region?: boolean;
}) {
  return (
    <header className={styles.hero}>
      {preview && <span className={styles.ribbon}>{t('depositGift.preview')}</span>}
      <h1 className={styles.headline}>{headline}</h1>
      <p className={styles.tagline}>{tagline}</p>
      <div className={styles.badges}>
        {region && <span className={styles.badge}>{t('depositGift.region.baoshan')}</span>}
        {offer && (
          <span className={styles.badge}>
            {t('depositGift.window', { start: cnDate(offer.startAt), end: lastDay(offer.endAt) })}
          </span>
        )}
      </div>
    </header>
  );
}

/** What a tier gives, line by line: at once, then monthly (money or data). */
export function tierFacts(tier: TierView): string[] {
  const facts: string[] = [];
  if (tier.creditFen > 0) facts.push(t('depositGift.tier.atOnce', { amount: yuan(tier.creditFen) }));
  if (tier.months > 0 && tier.monthlyFen > 0)
    facts.push(t('depositGift.tier.monthly', { amount: yuan(tier.monthlyFen), months: tier.months }));
  if (tier.months > 0 && tier.monthlyKb)
    facts.push(t('depositGift.tier.monthlyData', { size: dataSize(tier.monthlyKb), months: tier.months }));
  return facts;
}

/** The headline of a tier: what is paid and what it brings in total. */
export function tierGets(tier: TierView): string {
  if (tier.monthlyKb && tier.months > 0)
    return t('depositGift.tier.getsData', {
      amount: yuan(tier.totalFen),
      size: dataSize(tier.monthlyKb * tier.months),
    });
  return t('depositGift.tier.gets', { amount: yuan(tier.totalFen) });
}

/** "6.5折" in Chinese; English reads a discount as the part saved ("35% off"), never "Pay 6.5 for 10". */
export const discountText = (d: number) =>
  getLang() === 'en-US'
    ? t('depositGift.tier.off', { off: Math.round((10 - d) * 10) })
    : t('depositGift.tier.discount', { d });

/** The tiers as radio cards, the one chosen checked; one tier is shown as the offer itself. */
export function TierPicker({
  tiers,
  chosen,
  topup,
}: {
  tiers: TierView[];
  chosen?: number | undefined;
  /** A top-up offer (cfsf2): "充¥80.00", not the deposit's "存". */
  topup?: boolean;
}) {
  const dispatch = useAppDispatch();
  const name = useId();
  if (tiers.length === 0) return <p className={styles.muted}>{t('depositGift.tier.none')}</p>;
  return (
    <fieldset className={styles.tiers}>
      <legend className={styles.sectionTitle}>
        {t(tiers.length > 1 ? 'depositGift.tier.choose' : 'depositGift.tier.one')}
      </legend>
      {tiers.map((tier) => (
        <label key={tier.tier} className={`${styles.tier} ${tier.tier === chosen ? styles.tierChosen : ''}`}>
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={tier.tier}
            checked={tier.tier === chosen}
            onChange={() => dispatch(depositGift.actions.selectTier(tier.tier))}
          />
          <TierBody tier={tier} topup={topup} />
        </label>
      ))}
    </fieldset>
  );
}

/** What a tier says: what it costs (and its discount), what it gives, its facts. */
function TierBody({ tier, topup }: { tier: TierView; topup?: boolean }) {
  return (
    <>
      <span className={styles.tierHead}>
        <span className={styles.tierPay}>
          {t(topup ? 'depositGift.tier.payTopup' : 'depositGift.tier.pay', { amount: yuan(tier.payFen) })}
        </span>
        {tier.discount !== undefined && <span className={styles.discount}>{discountText(tier.discount)}</span>}
      </span>
      <span className={styles.tierGets}>{tierGets(tier)}</span>
      {tierFacts(tier).map((f) => (
        <span key={f} className={styles.tierFact}>
          {f}
        </span>
      ))}
    </>
  );
}

/** One chosen tier, read-only (a friend pays the shared one). */
export function TierSummary({ tier, topup }: { tier: TierView; topup?: boolean }) {
  return (
    <div className={`${styles.tier} ${styles.tierChosen}`}>
      <TierBody tier={tier} topup={topup} />
    </div>
  );
}

// ---------------------------------------------------------------- states

/** What stands in the way, in the customer's words: not started, ended, sold out, joined, or not eligible (why). */
export function StateNotice({
  state,
  offer,
  joinedText,
  joinedTitle,
}: {
  state: Exclude<ActivityState, 'active'>;
  offer: Offer;
  joinedText?: string;
  /** Whose number joined, when it is not the reader's (the friend who pays for a sharer). */
  joinedTitle?: string;
}) {
  const [clock] = useState(() => Date.now());
  const now = clock + offer.offsetMs;
  let body: ReactNode;
  let action: ReactNode;
  switch (state) {
    case 'notStarted':
      body = t('depositGift.state.notStartedDesc', {
        date: cnDate(offer.startAt),
        days: daysUntil(offer.startAt, now),
      });
      break;
    case 'ended':
      body = t('depositGift.state.endedDesc', { date: lastDay(offer.endAt) });
      action = <Link to="/onlineActivities">{t('depositGift.state.more')}</Link>;
      break;
    case 'soldOut':
      body = t('depositGift.state.soldOutDesc');
      break;
    case 'joined':
      body = joinedText ?? offer.reasons[0] ?? t('depositGift.state.joinedDesc');
      // The sharer's credits are not the friend's to see; and only a built page is linked.
      action = !joinedTitle && hasPage(ALLOWANCE_PATH) && (
        <Link to={ALLOWANCE_PATH}>{t('depositGift.state.allowance')}</Link>
      );
      break;
    default:
      body =
        offer.reasons.length > 1 ? (
          <ul className={styles.reasons}>
            {offer.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        ) : (
          (offer.reasons[0] ?? t('depositGift.state.ineligibleDesc'))
        );
  }
  return (
    <section className={`${styles.notice} ${styles[`notice_${state}`] ?? ''}`} role="status" aria-live="polite">
      <Icon kind={state === 'notStarted' || state === 'soldOut' ? 'pending' : 'notice'} className={styles.noticeIcon} />
      <div className={styles.noticeMain}>
        <h2 className={styles.noticeTitle}>{(state === 'joined' && joinedTitle) || t(STATE_TEXT[state].title)}</h2>
        <div className={styles.noticeText}>{body}</div>
        {action && <p className={styles.noticeAction}>{action}</p>}
      </div>
    </section>
  );
}

/** The offer's skeleton: hero, tiers, rules. */
export function OfferSkeleton() {
  return (
    <main className={styles.page}>
      <div aria-busy="true">
        <div className={styles.heroSkeleton} aria-hidden="true" />
        <div className={styles.section}>
          <Skeleton rows={4} />
        </div>
        <div className={styles.section}>
          <Skeleton rows={3} />
        </div>
      </div>
    </main>
  );
}

// ---------------------------------------------------------------- rules, agreement, schedule

/** The activity's rules: the window, then the server's text (plain text, never HTML). */
export function RulesCard({
  rules,
  onRetry,
  fallback,
  fallbackText = 'depositGift.rules.family',
}: {
  rules: Load<AgreementInfo>;
  onRetry?: () => void;
  fallback?: boolean;
  /** The family's rules in the offer's own terms (credit at once, by month, or data) while the server's are not here. */
  fallbackText?: MessageKey;
}) {
  const titleId = useId();
  let body: ReactNode;
  if (rules.status === 'ready') body = <p className={styles.rulesText}>{rules.data.text}</p>;
  else if (rules.status === 'error') body = <ErrorBlock message={rules.message} onRetry={onRetry} />;
  else if (fallback || rules.status === 'idle') body = <p className={styles.rulesText}>{t(fallbackText)}</p>;
  else body = <Skeleton rows={4} title={false} />;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('depositGift.rules.title')}
      </h2>
      {body}
    </section>
  );
}

/** "已阅读并同意《…》": the tick, and the link that opens the agreement sheet. */
export function AgreementLine({ actId, title, onOpen }: { actId: string; title?: string; onOpen: () => void }) {
  const dispatch = useAppDispatch();
  const { accepted, agreementError } = usePageSelector(depositGift.select);
  const checked = !!accepted[actId];
  const errorId = useId();
  return (
    <div className={styles.agreement}>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={checked}
          aria-invalid={agreementError && !checked ? true : undefined}
          aria-describedby={agreementError && !checked ? errorId : undefined}
          onChange={(e) => dispatch(depositGift.actions.accept({ actId, value: e.target.checked }))}
        />
        <span>{t('depositGift.agreement.read')}</span>
      </label>
      <button type="button" className={styles.linkButton} onClick={onOpen}>
        {t('depositGift.agreement.link', { title: title ?? t('depositGift.agreement.title') })}
      </button>
      {agreementError && !checked && (
        <p id={errorId} className={styles.fieldError} role="alert">
          {t('depositGift.agreement.required')}
        </p>
      )}
    </div>
  );
}

const STATUS_KEY: Record<CreditStatus, MessageKey> = {
  pending: 'depositGift.schedule.pending',
  credited: 'depositGift.schedule.credited',
  failed: 'depositGift.schedule.failed',
};

/** The credits month by month: the day, the amount (or data), and whether it arrived. */
export function Schedule({
  schedule,
  monthlyKb,
  title,
}: {
  schedule: AgreementInfo['schedule'];
  monthlyKb?: number;
  title?: string;
}) {
  const titleId = useId();
  if (schedule.length === 0) return null;
  const done = schedule.filter((s) => s.status === 'credited').length;
  return (
    <section className={styles.schedule} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.scheduleTitle}>
        {title ?? t('depositGift.schedule.title')}
        <span className={styles.scheduleCount}>
          {t('depositGift.schedule.count', { done, total: schedule.length })}
        </span>
      </h3>
      <ol className={styles.scheduleList}>
        {schedule.map((s) => (
          <li key={s.month} className={styles.scheduleRow}>
            <span>{creditDay(s.month)}</span>
            <span className={styles.scheduleAmount}>{monthlyKb ? dataSize(monthlyKb) : yuan(s.fen)}</span>
            <span className={`${styles.tag} ${styles[`tag_${s.status}`]}`}>{t(STATUS_KEY[s.status])}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The agreement sheet: its text and schedule; "已阅读并同意" ticks it. */
export function AgreementSheet({
  actId,
  monthlyKb,
  onRetry,
}: {
  actId: string;
  monthlyKb?: number;
  onRetry: () => void;
}) {
  const dispatch = useAppDispatch();
  const { sheet } = usePageSelector(depositGift.select);
  const close = () => dispatch(depositGift.actions.closeSheet());
  const a = sheet.agreement;
  return (
    <Dialog
      open={sheet.open}
      title={a.status === 'ready' ? a.data.title : t('depositGift.agreement.title')}
      onCancel={close}
      backdropCloses
      actions={
        <DialogButtons
          dismiss="close"
          onDismiss={close}
          disabled={a.status !== 'ready'}
          onClick={() => {
            dispatch(depositGift.actions.accept({ actId, value: true }));
            close();
          }}
        >
          {t('depositGift.agreement.accept')}
        </DialogButtons>
      }
    >
      <div className={styles.sheetBody}>
        {a.status === 'ready' && (
          <>
            <p className={styles.rulesText}>{a.data.text}</p>
            <Schedule schedule={a.data.schedule} monthlyKb={monthlyKb} />
          </>
        )}
        {a.status === 'error' && <ErrorBlock message={a.message} onRetry={onRetry} />}
        {(a.status === 'loading' || a.status === 'idle') && <Skeleton rows={5} />}
      </div>
    </Dialog>
  );
}

// ---------------------------------------------------------------- share

/**
 * The friend-pays link. Inside WeChat the card is set to it and the customer shares from the menu; elsewhere the
 * link is shown with a copy button ("复制链接", PAGES.md §3.3).
 */
export function ShareSheet({
  actId,
  title,
  desc,
  link,
  onClose,
}: {
  actId: string;
  title: string;
  desc: string;
  /** The link the sheet shares; none: the sheet is closed. The page holds it (no effect reads it). */
  link: string | undefined;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const inWeChat = isWeChat();
  useWxShare(link && inWeChat ? { title, desc, imgUrl: '', link } : undefined);
  if (!link) return null;
  const copy = (box: HTMLElement | undefined) => {
    void copyText(link, box).then((ok) => {
      if (ok) void dispatch(depositGift.actions.logShare({ actId, link, channel: 'copyLink' }));
      void dispatch(
        ui.actions.toast({
          text: t(ok ? 'depositGift.share.copied' : 'depositGift.share.copyFailed'),
          kind: ok ? 'success' : 'fail',
        }),
      );
    });
  };
  return (
    <ShareDialog
      open
      link={link}
      inWeChat={inWeChat}
      title={t('depositGift.share.title')}
      hint={t(inWeChat ? 'depositGift.share.wechatHint' : 'depositGift.share.hint')}
      doneLabel={t('depositGift.share.done')}
      copyLabel={t('depositGift.share.copy')}
      onClose={onClose}
      onCopy={copy}
    />
  );
}

// ---------------------------------------------------------------- layout

/**
 * The bottom bar: while the offer is on, the agreement tick (its text opens in the sheet, which goes with the bar) and
 * the price of the tier chosen; the last error; then the page's action(s).
 */
export function PayBar({
  actId,
  active,
  tier,
  agreementTitle,
  onOpenAgreement,
  error,
  children,
}: {
  actId: string;
  active: boolean;
  tier: TierView | undefined;
  agreementTitle?: string | undefined;
  onOpenAgreement: () => void;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <div className={styles.bar}>
        {active && <AgreementLine actId={actId} title={agreementTitle} onOpen={onOpenAgreement} />}
        {error && (
          <p className={styles.payError} role="alert">
            {error}
          </p>
        )}
        <div className={styles.barMain}>
          {active && tier && (
            <p className={styles.barPrice}>
              <span className={styles.barLabel}>{t('depositGift.bar.pay')}</span>
              <strong>{yuan(tier.payFen)}</strong>
            </p>
          )}
          <div className={styles.barActions}>{children}</div>
        </div>
      </div>
      <AgreementSheet actId={actId} monthlyKb={tier?.monthlyKb} onRetry={onOpenAgreement} />
    </>
  );
}

/** A paid order whose agreement could not be signed: retry, or see the order anyway. */
export function SignError({
  message,
  onRetry,
  orderPath,
}: {
  message: string;
  onRetry: () => void;
  orderPath: string;
}) {
  return (
    <section className={styles.section} role="alert">
      <h2 className={styles.sectionTitle}>{t('depositGift.sign.title')}</h2>
      <p className={styles.muted}>{t('depositGift.sign.desc', { message })}</p>
      <div className={styles.inlineActions}>
        <Button size="sm" onClick={onRetry}>
          {t('common.retry')}
        </Button>
        <Link to={orderPath}>{t('depositGift.sign.order')}</Link>
      </div>
    </section>
  );
}
