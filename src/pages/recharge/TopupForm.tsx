import { useEffect, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { yuan } from '../../utils/format';
import recharge from './recharge';
import { keepTopupReturn } from '../shared/topupReturn';
import { Choices, PayBar, PhoneCard } from './TopupParts';
import { MaintenanceBanner } from './Maintenance';
import * as styles from './Recharge.module.css';

export { messages } from './messages';

export const models = [recharge];

/**
 * `/newRecharge/index2` (PAGES.md §2.7, TopupForm): the number (prefilled, checked as typed, then pre-checked) and
 * an amount with today's price; submit orders and goes to the checkout. Errors stay at their field; nothing typed is lost.
 */
export default function TopupForm() {
  useLang();
  const dispatch = useAppDispatch();
  const { form } = usePageSelector(recharge.select);
  const table = usePageSelector(recharge.select.priceTable);
  const chosen = usePageSelector(recharge.select.chosen);
  const status = usePageSelector(recharge.select.phoneStatus);
  const maintenance = usePageSelector(recharge.select.maintenance);
  const submitting = usePageSelector(recharge.loading('submit'));
  const amountsId = useId();
  const amountErrorId = useId();
  const offers = table.filter((r) => r.offer);

  const { search } = useLocation();
  useEffect(() => {
    void dispatch(recharge.actions.open());
  }, [dispatch]);
  // Sent here by a page that needed the top-up (a pack): its result offers the way back.
  useEffect(() => keepTopupReturn(search), [search]);

  return (
    <main className={`${styles.page} ${styles.withBar}`}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void dispatch(recharge.actions.submit({ phone: form.phone, faceFen: form.faceFen }));
        }}
      >
        <MaintenanceBanner on={maintenance} />
        <PhoneCard actions={recharge.actions} phone={form.phone} error={form.phoneError} status={status} />

        <section className={styles.card} aria-labelledby={amountsId}>
          <h2 id={amountsId} className={styles.cardTitle}>
            {t('recharge.form.amount')}
          </h2>
          <Choices labelledBy={amountsId} error={form.amountError} errorId={amountErrorId} className={styles.amounts}>
            {table.map((row) => {
              const checked = form.faceFen === row.faceFen;
              return (
                <button
                  key={row.faceFen}
                  type="button"
                  role="radio"
                  aria-checked={checked}
                  className={styles.amount}
                  onClick={() => {
                    void dispatch(recharge.actions.chooseAmount(row.faceFen));
                  }}
                >
                  {row.offer && <span className={styles.badge}>{t('recharge.form.offer')}</span>}
                  <span className={styles.amountFace}>{t('recharge.form.face', { n: row.faceFen / 100 })}</span>
                  <span className={styles.amountPrice}>
                    {t('recharge.form.price', { price: yuan(row.payFen) })}
                    {row.payFen < row.faceFen && <s>{yuan(row.faceFen)}</s>}
                  </span>
                </button>
              );
            })}
          </Choices>
          {offers.map(
            (r) =>
              r.offer && (
                <p key={r.faceFen} className={styles.offerNote}>
                  {t(r.offer.note)}
                </p>
              ),
          )}
        </section>

        <nav className={styles.links} aria-label={t('recharge.form.links')}>
          <Link to="/newRecharge/history">{t('recharge.tile.history')}</Link>
          <Link to="/newRecharge/prompt">{t('recharge.tile.prompt')}</Link>
        </nav>

        <PayBar refusal={form.refusal} payFen={chosen?.payFen} busy={submitting} disabled={maintenance}>
          {t('recharge.form.submit')}
        </PayBar>
      </form>
    </main>
  );
}
