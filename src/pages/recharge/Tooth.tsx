import { useEffect, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { ErrorBlock } from '../../components/ErrorBlock';
import { SmsCodeField } from '../../components/SmsCodeField';
import payment from '../../models/payment';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { date, maskPhone, yuan } from '../../utils/format';
import tooth, { selectAvailability, selectNeedsSms } from './tooth';
import { BUNDLE_IDS, TOOTH_BUNDLES, countingSince, toothPath } from './toothRules';
import { Clinics } from './Clinics';
import { MaintenanceBanner } from './Maintenance';
import { Choices, PayBar, PhoneCard } from './TopupParts';
import { say, sentKey } from '../shared/phone';
import * as styles from './Recharge.module.css';
import { PageSkeleton } from '../../components/Skeleton';

export { messages } from './messages';

export const models = [tooth, payment];

/**
 * `/newRecharge/tooth` and `/newRecharge/tooth/:token` (PAGES.md §2.7, TopupForm promo): pay 88 or 218 for the same
 * credit and a dental voucher. Eligibility first (a bad or expired link goes to /tip/error); a number other than the
 * customer's own is verified by SMS; partner clinics below. Coming back from the cashier, the model routes the outcome.
 * `token`: the path's `:token`, handed over by the route (src/layouts/AppRoutes.tsx).
 */
export default function Tooth(props: { token?: string }) {
  useLang();
  const dispatch = useAppDispatch();
  const { token } = props;
  const [query] = useSearchParams();
  const orderId = query.get('orderId') ?? undefined;
  const payResult = query.get('payResult') ?? undefined;
  const state = usePageSelector(tooth.select);
  const availability = usePageSelector(selectAvailability);
  const status = usePageSelector(tooth.select.phoneStatus);
  const needsSms = usePageSelector(selectNeedsSms);
  const submitting = usePageSelector(tooth.loading('submit'));
  const sending = usePageSelector(tooth.loading('sendCode'));
  const bundlesId = useId();
  const bundleErrorId = useId();
  const { form, activity } = state;
  const chosen = form.bundle ? TOOTH_BUNDLES[form.bundle] : undefined;
  const maintenance = usePageSelector(tooth.select.maintenance);
  const open = availability.kind === 'open' && !maintenance;

  useEffect(() => {
    void dispatch(tooth.actions.open({ token, orderId, payResult }));
  }, [dispatch, token, orderId, payResult]);

  if (payResult) return <PageSkeleton page={styles.page} card={styles.card} rows={5} />;

  return (
    <main className={`${styles.page} ${styles.withBar}`}>
      <header className={styles.promoHero}>
        <h1 className={styles.promoTitle}>{t('recharge.tooth.title')}</h1>
        <p className={styles.promoSub}>{t('recharge.tooth.subtitle')}</p>
        {activity.status === 'ready' && (
          <p className={styles.promoWindow}>
            {t('recharge.tooth.window', {
              start: date(activity.data.startAt),
              end: date(activity.data.endAt),
            })}
          </p>
        )}
      </header>

      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void dispatch(tooth.actions.submit({ phone: form.phone, bundle: form.bundle }));
        }}
      >
        <section
          className={`${styles.card} ${styles.lift}`}
          aria-labelledby={bundlesId}
          aria-busy={availability.kind === 'loading' || undefined}
        >
          {state.cancelled && (
            <p className={styles.info} role="status">
              {t('recharge.tooth.cancelled')}
            </p>
          )}
          <MaintenanceBanner on={maintenance} />
          {availability.kind === 'error' && (
            <ErrorBlock
              message={availability.message}
              onRetry={() => {
                void dispatch(tooth.actions.retryActivity());
              }}
            />
          )}
          {availability.kind === 'closed' && (
            <p className={styles.closed} role="alert">
              {say(availability.reason)}
              {availability.bind && (
                <Link to={`/bindAccount?redirect=${encodeURIComponent(toothPath(token))}`}>
                  {t('recharge.tooth.bindToJoin')}
                </Link>
              )}
            </p>
          )}
          <h2 id={bundlesId} className={styles.cardTitle}>
            {t('recharge.tooth.bundles')}
          </h2>
          <Choices labelledBy={bundlesId} error={form.bundleError} errorId={bundleErrorId} className={styles.bundles}>
            {BUNDLE_IDS.map((id) => {
              const b = TOOTH_BUNDLES[id];
              return (
                <button
                  key={id}
                  type="button"
                  role="radio"
                  aria-checked={form.bundle === id}
                  className={styles.bundle}
                  onClick={() => {
                    void dispatch(tooth.actions.chooseBundle(id));
                  }}
                >
                  <span className={styles.bundlePrice}>{t('recharge.tooth.bundle', { n: b.payFen / 100 })}</span>
                  <span className={styles.bundleLine}>{t('recharge.tooth.credit', { amount: yuan(b.creditFen) })}</span>
                  <span className={styles.bundlePerk}>+ {t(b.voucher)}</span>
                </button>
              );
            })}
          </Choices>
        </section>

        <PhoneCard actions={tooth.actions} phone={form.phone} error={form.phoneError} status={status}>
          {needsSms && (
            <SmsCodeField
              label={t('recharge.tooth.code')}
              placeholder={t('recharge.tooth.codePlaceholder')}
              value={form.code}
              error={say(form.codeError)}
              hint={
                form.codeError
                  ? undefined
                  : countingSince(form) !== null
                    ? t('recharge.tooth.sent', { phone: maskPhone(form.phone) })
                    : t('recharge.tooth.verifyHint')
              }
              countingSince={countingSince(form)}
              rememberAs={sentKey('tooth', form.phone)}
              sending={sending}
              onChange={(value) => dispatch(tooth.actions.editCode(value))}
              onSend={() => dispatch(tooth.actions.sendCode())}
            />
          )}
        </PhoneCard>

        <section className={styles.card} aria-labelledby="tooth-rules">
          <h2 id="tooth-rules" className={styles.cardTitle}>
            {t('recharge.tooth.rules')}
          </h2>
          <ol className={styles.rules}>
            <li>{t('recharge.tooth.rule1')}</li>
            <li>{t('recharge.tooth.rule2')}</li>
            <li>{t('recharge.tooth.rule3')}</li>
          </ol>
        </section>

        <Clinics />

        <PayBar refusal={state.refusal} payFen={chosen?.payFen} busy={submitting} disabled={!open}>
          {chosen ? t('recharge.tooth.submit', { amount: yuan(chosen.payFen) }) : t('recharge.form.submit')}
        </PayBar>
      </form>
    </main>
  );
}
