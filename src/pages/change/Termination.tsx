import { Link, useLocation } from 'react-router';
import { Button } from '../../components/Button';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { yuan } from '../../utils/format';
import { hasPage } from '../shared/routeReady';
import { Block, FormFoot, Choice, Rows } from './Block';
import changeTermination, { daysFrom, SLOTS, type Appointment } from './terminationModel';
import { PlainForm } from '../shared/PlainForm';
import { useOpenLoad } from '../shared/useOpenLoad';
import * as styles from './Change.module.css';

export { messages } from './messages';

export const models = [changeTermination];

/** Where each blocker is resolved; a link shows only when that page is built. */
const RESOLVE: Record<string, { to: string; label: MessageKey }> = {
  arrears: { to: '/newRecharge/index2', label: 'change.resolve.topup' },
  contract: { to: '/mobileBusiness/queryAccountInfo', label: 'change.resolve.contract' },
  broadband: { to: '/broadOrder', label: 'change.resolve.broadband' },
  secondary: { to: '/mobileBusiness/customerBill', label: 'change.resolve.secondary' },
};

/** The appointment's choices, in their order, each under its legend. */
const APPOINTMENT: readonly [field: keyof Appointment, legend: MessageKey][] = [
  ['hallId', 'change.book.hall'],
  ['date', 'change.book.day'],
  ['time', 'change.book.time'],
];

function Guide() {
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('change.guide.title')}</h1>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('change.guide.conditions')}</h2>
        <ol className={styles.steps}>
          <li>{t('change.guide.c1')}</li>
          <li>{t('change.guide.c2')}</li>
          <li>{t('change.guide.c3')}</li>
          <li>{t('change.guide.c4')}</li>
        </ol>
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('change.guide.documents')}</h2>
        <ol className={styles.steps}>
          <li>{t('change.guide.d1')}</li>
          <li>{t('change.guide.d2')}</li>
        </ol>
        <p className={styles.muted}>{t('change.guide.inStore')}</p>
      </section>
      <div className={styles.actions}>
        <Link to="/mobileBusiness/termination" className={styles.plan} style={{ justifyContent: 'center' }}>
          {t('change.guide.start')}
        </Link>
      </div>
    </main>
  );
}

/**
 * `/mobileBusiness/terminationGuide` (guide) and `/mobileBusiness/termination` (check), PAGES.md §2.9: the guide,
 * then the pre-check listing each blocker with a link to resolve it, the balance to be refunded, and when nothing
 * blocks, a hall appointment (hall, day, slot) booked once.
 */
export default function Termination() {
  useLang();
  if (useLocation().pathname.endsWith('/terminationGuide')) return <Guide />;
  return <Check />;
}

function Check() {
  const dispatch = useAppDispatch();
  const { balance, check, halls, form, problems, bookError, booked } = usePageSelector(changeTermination.select);
  const booking = usePageSelector(changeTermination.loading('book'));
  const load = useOpenLoad(changeTermination.actions.load);

  if (booked)
    return (
      <main className={styles.page}>
        <h1 className={styles.title}>{t('change.book.done')}</h1>
        <section className={styles.card} data-state="booked">
          <Rows
            rows={[
              [t('change.book.ticket'), booked.ticketNo],
              [
                t('change.book.hall'),
                halls.status === 'ready' ? (halls.data.find((h) => h.merchantId === booked.hallId)?.name ?? '') : '',
              ],
              [t('change.book.when'), `${booked.date} ${booked.time}`],
            ]}
          />
          <p className={styles.muted}>{t('change.book.bring')}</p>
        </section>
      </main>
    );

  const days = check.status === 'ready' ? daysFrom(check.data.serverTime) : [];

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('change.check.title')}</h1>
      <Block title={t('change.check.balance')} load={balance} retry={load}>
        {(b) => (
          <p className={styles.muted}>
            {b.balanceFen > 0
              ? t('change.check.refund', { fee: yuan(b.balanceFen) })
              : t('change.check.noRefund', { fee: yuan(b.balanceFen) })}
          </p>
        )}
      </Block>
      <Block title={t('change.check.blockers')} load={check} retry={load}>
        {(info) =>
          info.eligible ? (
            <p className={`${styles.banner} ${styles.good}`} data-state="clear">
              {t('change.check.clear')}
            </p>
          ) : (
            <>
              <ul className={styles.reasons} data-state="blocked">
                {info.reasons.map((reason, i) => {
                  const fix = RESOLVE[info.reasonCodes?.[i] ?? ''];
                  return (
                    <li key={reason} data-blocker={info.reasonCodes?.[i]}>
                      {reason}
                      {fix && hasPage(fix.to) && <Link to={fix.to}>{t(fix.label)}</Link>}
                    </li>
                  );
                })}
              </ul>
              <p className={styles.muted}>{t('change.check.blocked')}</p>
              <Button variant="ghost" size="sm" onClick={load}>
                {t('change.check.again')}
              </Button>
            </>
          )
        }
      </Block>
      {check.status === 'ready' && check.data.eligible && (
        <Block title={t('change.book.title')} load={halls} retry={load}>
          {(list) => (
            <PlainForm className={styles.form} onSubmit={() => void dispatch(changeTermination.actions.book())}>
              {APPOINTMENT.map(([field, legend]) => (
                <fieldset key={field} style={{ border: 0, padding: 0, margin: 0 }}>
                  <legend className={styles.label}>{t(legend)}</legend>
                  <Choice
                    options={
                      {
                        hallId: list.map((h) => [h.merchantId, h.name] as const),
                        date: days.map((d) => [d, d.slice(5)] as const),
                        time: SLOTS.map((x) => [x, x] as const),
                      }[field]
                    }
                    value={form[field]}
                    onPick={(v) => void dispatch(changeTermination.actions.choose({ [field]: v }))}
                    problem={problems[field]}
                  />
                </fieldset>
              ))}
              <FormFoot error={bookError} busy={booking} label={t('change.book.submit')} />
            </PlainForm>
          )}
        </Block>
      )}
    </main>
  );
}
