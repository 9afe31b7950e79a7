// The card flow as the OrderWizard (PAGES.md §2.8): `/orderPage` (summary) → selectNumber → purchaseInformation →
// confirm, on the same draft as the one-page order (the orderingCard model). Each step shows the hold's countdown; a step whose
// earlier steps are not done sends the customer back to the first open one.
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Result, Rows as LabelRows, rowsOf } from '../../components/Result';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { maskPhone, yuan } from '../../utils/format';
import orderingCard from './orderingCard';
import { deliveryTextOf, payFenOf, productOf, STEP_PATH, type Step } from './orderingCard/form';
import { routeOfCard } from './cards';
import { AddressSection, CardForm, ConfirmSection, HoldBar, InfoSection, NumberSection, spaced } from './Sections';
import { CatalogueWait } from './CatalogueWait';
import * as styles from './Ordering.module.css';

const STEP_N: Record<Step, number> = { number: 1, info: 2, confirm: 3 };

/** Opens the draft (of `?productCode=` when given); the page waits for the catalogue. */
function useWizard() {
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const productCode = query.get('productCode') ?? undefined;
  const s = usePageSelector(orderingCard.select);
  useEffect(() => {
    void dispatch(orderingCard.actions.open(productCode ? { productCode } : {}));
  }, [dispatch, productCode]);
  return { dispatch, s, product: productOf(s) };
}

function Frame({ step, children }: { step?: Step; children: ReactNode }) {
  const { s, product } = useWizard();
  if (s.products.status !== 'ready' || !s.draft.id) return <CatalogueWait />;
  if (!product)
    return (
      <main className={styles.page}>
        <Result kind="notice" title={t('ordering.wizard.none')} />
        <nav className={styles.links}>
          <Link to="/marketCard">{t('ordering.wizard.browse')}</Link>
        </nav>
      </main>
    );
  return (
    <main className={styles.page}>
      <HoldBar />
      {step && (
        // Each step names the card it orders.
        <p className={styles.steps}>
          {t('ordering.wizard.step', { n: STEP_N[step] })} · {product.name}
        </p>
      )}
      {step && step !== 'number' && <Retype />}
      {children}
    </main>
  );
}

function NextBar({ step }: { step: Step }) {
  const dispatch = useAppDispatch();
  return (
    <div className={styles.bar}>
      <Button block onClick={() => void dispatch(orderingCard.actions.next(step))}>
        {t('ordering.wizard.next')}
      </Button>
    </div>
  );
}

/** Sends a step opened too early back to the first open step, once the draft is there. */
function useGuard(step: Step) {
  const dispatch = useAppDispatch();
  const s = usePageSelector(orderingCard.select);
  const ready = s.products.status === 'ready' && !!s.draft.id;
  useEffect(() => {
    if (ready) void dispatch(orderingCard.actions.guard({ step }));
  }, [dispatch, ready, step]);
}

/** The order under review: its card, headed 核对订单信息, with the label/value rows, then what the step adds. */
function Review({ id, rows, children }: { id: string; rows: [string, ReactNode][]; children?: ReactNode }) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h1 id={id} className={styles.cardTitle}>
        {t('ordering.confirm.review')}
      </h1>
      <LabelRows rows={rowsOf(rows)} className={styles.rows} />
      {children}
    </section>
  );
}

/** `/orderPage`: the chosen options and the price breakdown, then the first step still open. */
export function OrderSummary() {
  useLang();
  const s = usePageSelector(orderingCard.select);
  const product = productOf(s);
  const held = s.draft.held;
  const dispatch = useAppDispatch();
  return (
    <Frame>
      {product && (
        <Review
          id="sec-summary"
          rows={[
            [t('ordering.wizard.product'), product.name],
            [t('ordering.wizard.monthly'), t('ordering.card.monthly', { fee: yuan(product.monthlyFen) })],
            [t('ordering.wizard.prepay'), yuan(product.prepayFen)],
            ...(held?.pretty ? [[t('ordering.wizard.prettyPrepay'), yuan(held.prepayFen)] as [string, ReactNode]] : []),
            [t('ordering.card.firstMonth'), t(`ordering.card.first.${product.firstMonthRule ?? 'full'}`)],
            ...(held ? [[t('ordering.wizard.number'), spaced(held.msisdn)] as [string, ReactNode]] : []),
            [t('ordering.card.total'), payFenOf(s) > 0 ? yuan(payFenOf(s)) : t('ordering.card.free')],
          ]}
        >
          <nav className={styles.links}>
            <Link to={routeOfCard(product.code) || '/marketCard'}>{t('ordering.card.order')}</Link>
          </nav>
        </Review>
      )}
      <div className={styles.bar}>
        <Button block onClick={() => void dispatch(orderingCard.actions.guard({ step: 'number', resume: true }))}>
          {t('ordering.wizard.continue')}
        </Button>
      </div>
    </Frame>
  );
}

/** `/orderPage/selectNumber`: step 1. */
export function SelectNumber() {
  useLang();
  return (
    <Frame step="number">
      <NumberSection />
      <NextBar step="number" />
    </Frame>
  );
}

/**
 * After a reload, what the phone does not keep (the ID number, a contact phone not the customer's own) is asked
 * again: said above the form, and why, until it is typed again (a step 3 reloaded lands on step 2 with it).
 */
function Retype() {
  // Reads the draft only: opening it again (useWizard) would reload the catalogue, which unmounts this notice and
  // mounts it again, for ever.
  const s = usePageSelector(orderingCard.select);
  const missing = (s.retype ?? []).filter((k) => !s.draft[k]);
  if (!missing.length) return null;
  return (
    <p className={styles.notice} role="status">
      {t('ordering.wizard.retype', {
        fields: missing
          .map((k) => t(k === 'certNo' ? 'ordering.wizard.retypeCert' : 'ordering.wizard.retypePhone'))
          .join(t('ordering.wizard.retypeAnd')),
      })}
    </p>
  );
}

/** `/orderPage/purchaseInformation`: step 2 (name, ID, contact, address, recommender). */
export function PurchaseInformation() {
  useLang();
  useGuard('info');
  return (
    <Frame step="info">
      <InfoSection />
      <AddressSection />
      <NextBar step="info" />
    </Frame>
  );
}

/** `/orderPage/confirm`: step 3, the review (masked) with the hold's countdown, the SMS code, the agreements. */
export function Confirm() {
  useLang();
  useGuard('confirm');
  const s = usePageSelector(orderingCard.select);
  const { draft } = s;
  const edit = (to: string) => (
    <Link to={to} className={styles.hint}>
      {t('ordering.wizard.edit')}
    </Link>
  );
  return (
    <Frame step="confirm">
      <Review
        id="sec-review"
        rows={[
          [t('ordering.wizard.product'), productOf(s)?.name ?? ''],
          [
            t('ordering.wizard.number'),
            <>
              {draft.held ? spaced(draft.held.msisdn) : ''} {edit(STEP_PATH.number)}
            </>,
          ],
          [
            t('ordering.wizard.name'),
            draft.name ? `${draft.name.slice(0, 1)}${'*'.repeat(draft.name.length - 1)}` : '',
          ],
          [
            t('ordering.wizard.certNo'),
            draft.certNo ? `${draft.certNo.slice(0, 4)}**********${draft.certNo.slice(-4)}` : '',
          ],
          [t('ordering.wizard.contact'), maskPhone(draft.contactPhone)],
          [
            t('ordering.wizard.address'),
            <>
              {deliveryTextOf(s)} {edit(STEP_PATH.info)}
            </>,
          ],
        ]}
      />
      <CardForm wizard>
        <ConfirmSection />
      </CardForm>
    </Frame>
  );
}
