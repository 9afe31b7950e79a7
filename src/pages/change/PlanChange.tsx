import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { Empty } from '../../components/Empty';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectBoundPhone } from '../../models/session';
import type { EcsProduct } from '../../services/api/types';
import { dataSize, date, yuan } from '../../utils/format';
import { Block, Rows } from './Block';
import changePlan, { changedThisMonth, pendingOf } from './planModel';
import * as styles from './Change.module.css';
import { useOpenLoad } from '../shared/useOpenLoad';

export { messages } from './messages';

export const models = [changePlan];

/** The chips of a plan: fee, data, targeted data, voice, 5G. */
export function chipsOf(p: EcsProduct): string[] {
  return [
    p.is5G ? '5G' : '4G',
    t('change.plan.data', { size: dataSize(p.dataKb) }),
    ...(p.targetedDataKb ? [t('change.plan.targeted', { size: dataSize(p.targetedDataKb) })] : []),
    t('change.plan.voice', { n: String(p.voiceMinutes) }),
  ];
}

/**
 * `/modifyPackage` (PAGES.md §2.6, PlanChange): the current plan and its allowance, the pending change with its
 * cancel (SMS-confirmed), and the target plans with their chips, each opening `/modifyPackage/detail?plan=`.
 * A change made this month makes the list read-only.
 */
export default function PlanChange() {
  useLang();
  const dispatch = useAppDispatch();
  const { current, plans, changes, cancel } = usePageSelector(changePlan.select);
  const cancelling = usePageSelector(changePlan.loading('cancel'));
  const phone = useAppSelector(selectBoundPhone);
  // The cancel's confirmation is open (this page's own state); the gate then asks for the code.
  const [asking, setAsking] = useState(false);
  const load = useOpenLoad(changePlan.actions.loadList);

  const planList = plans.status === 'ready' ? plans.data : [];
  const records = changes.status === 'ready' ? changes.data : [];
  const pending = pendingOf(records, planList);
  const month = current.status === 'ready' ? current.data.queryTime.slice(0, 7) : new Date().toISOString().slice(0, 7);
  const readOnly = changedThisMonth(records, planList, month);
  const currentCode = current.status === 'ready' ? current.data.planCode : undefined;

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t('change.plan.title')}</h1>

      <Block title={t('change.plan.current')} load={current} retry={load}>
        {(a) => (
          <>
            <p className={styles.planName}>{a.planName}</p>
            <Rows
              rows={a.buckets.map((b) => [
                b.name,
                t('change.plan.left', {
                  left:
                    b.unit === 'KB' ? dataSize(Math.max(0, b.total - b.used)) : String(Math.max(0, b.total - b.used)),
                  unit:
                    b.unit === 'minute' ? t('change.plan.minutes') : b.unit === 'item' ? t('change.plan.items') : '',
                }),
              ])}
            />
          </>
        )}
      </Block>

      {changes.status === 'error' && (
        <Block load={changes} retry={load} label={t('change.plan.pendingTitle')}>
          {() => null}
        </Block>
      )}
      {pending && (
        <section className={styles.banner} role="status" data-state="pending">
          <p>
            {t('change.plan.pending', {
              name: planList.find((p) => p.code === pending.productCode)?.name ?? pending.name,
              date: pending.effectiveAt ? date(pending.effectiveAt) : t('change.plan.nextMonth'),
            })}
          </p>
          {asking ? (
            <div className={styles.form}>
              {cancel.error && cancel.recordId === pending.recordId && (
                <p className={styles.muted} role="alert">
                  {cancel.error}
                </p>
              )}
              <Button
                size="sm"
                loading={cancelling}
                // The model sends the phone only when there is one.
                onClick={() => void dispatch(changePlan.actions.cancel({ recordId: pending.recordId, phone }))}
              >
                {t('change.plan.cancelConfirm')}
              </Button>
            </div>
          ) : (
            <Button variant="ghost" size="sm" onClick={() => setAsking(true)}>
              {t('change.plan.cancel')}
            </Button>
          )}
        </section>
      )}
      {readOnly && !pending && (
        <section className={styles.banner} role="status" data-state="readOnly">
          <p>{t('change.plan.readOnly')}</p>
        </section>
      )}

      <Block title={t('change.plan.targets')} load={plans} retry={load}>
        {(list) =>
          list.length === 0 ? (
            <Empty text={t('change.plan.empty')} />
          ) : (
            <ul className={styles.plans}>
              {list.map((p) => (
                <li key={p.code}>
                  <Link
                    className={styles.plan}
                    to={`/modifyPackage/detail?plan=${encodeURIComponent(p.code)}`}
                    aria-disabled={readOnly || p.code === currentCode}
                  >
                    <span>
                      <span className={styles.planName}>{p.name}</span>
                      <span className={styles.chips}>
                        {p.code === currentCode && <span className={styles.chip}>{t('change.plan.mine')}</span>}
                        {chipsOf(p).map((c) => (
                          <span key={c} className={styles.chip}>
                            {c}
                          </span>
                        ))}
                      </span>
                    </span>
                    <span className={styles.fee}>{t('change.plan.perMonth', { fee: yuan(p.monthlyFen) })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )
        }
      </Block>
      <p className={styles.muted} style={{ margin: 'var(--space-3)' }}>
        {t('change.plan.rules')}
      </p>
    </main>
  );
}
