import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/Button';
import { PageWait } from '../../components/PageWait';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectBoundPhone } from '../../models/session';
import { dataSize } from '../../utils/format';
import dataPacksCap, { usageOf, type CapMode } from './capModel';
import { LOADING } from '../shared/load';
import { Refusal } from './Refusal';
import { CAP_MODES, routeOf } from './routeConfig';
import * as styles from './DataPacks.module.css';

export { messages } from './messages';

export const models = [dataPacksCap];

/**
 * `/flowCaps` and `/flowCaps2` (PAGES.md §2.5, CapRelease): this month's general data against the plan's cap (or
 * the throttle threshold), the state (capped, throttled, normal), the rule, and the one action.
 */
export default function CapRelease() {
  useLang();
  const mode: CapMode = CAP_MODES[routeOf(useLocation().pathname)] ?? 'liftCap';
  const dispatch = useAppDispatch();
  const phone = useAppSelector(selectBoundPhone);
  const { view, orderError, mode: loaded } = usePageSelector(dataPacksCap.select);
  const ordering = usePageSelector(dataPacksCap.loading('order'));
  const load = () => void dispatch(dataPacksCap.actions.load({ mode }));

  useEffect(() => {
    void dispatch(dataPacksCap.actions.load({ mode }));
  }, [dispatch, mode]);

  // The other mode's state (its failure too) is not this page's: the skeleton, until this mode's read is there.
  if (view.status !== 'ready' || loaded !== mode)
    return (
      <PageWait load={loaded === mode ? view : LOADING} onRetry={load} page={styles.page} card={styles.card} rows={5} />
    );

  const { allowance, info } = view.data;
  const { usedKb, limitKb } = usageOf(allowance);
  const lift = mode === 'liftCap';
  // Over the cap and not stopped: the cap was lifted this month.
  const lifted = !allowance.capped && limitKb !== undefined && usedKb >= limitKb;
  const status = lift
    ? allowance.capped
      ? t('dataPacks.cap.capped')
      : t(lifted ? 'dataPacks.cap.lifted' : 'dataPacks.cap.normal')
    : allowance.throttled
      ? t('dataPacks.cap.throttled')
      : t('dataPacks.cap.fullSpeed');
  const alert = lift ? allowance.capped : allowance.throttled;
  const percent = limitKb ? Math.min(100, Math.round((usedKb / limitKb) * 100)) : 0;
  const order = () => void dispatch(dataPacksCap.actions.order({ mode, phone }));

  return (
    <main className={styles.page + ' ' + styles.withBar}>
      <section className={styles.hero}>
        <h1 className={styles.heroTitle}>{t(lift ? 'dataPacks.cap.liftTitle' : 'dataPacks.cap.restoreTitle')}</h1>
        <p className={styles.heroDesc}>{allowance.planName}</p>
        <p className={styles.heroDesc}>
          {t(
            limitKb === undefined
              ? 'dataPacks.cap.used'
              : lift
                ? 'dataPacks.cap.usedOfCap'
                : 'dataPacks.cap.usedOfThreshold',
          )}
        </p>
        <p className={styles.usage}>
          <span className={styles.priceFigure}>{dataSize(usedKb)}</span>
          {limitKb !== undefined && <span> / {dataSize(limitKb)}</span>}
        </p>
        {limitKb !== undefined && (
          <div
            className={styles.meter}
            role="progressbar"
            aria-label={t(lift ? 'dataPacks.cap.usedOfCap' : 'dataPacks.cap.usedOfThreshold')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
          >
            <span style={{ width: `${percent}%` }} />
          </div>
        )}
        <p className={styles.chip} data-alert={alert || undefined}>
          {status}
        </p>
      </section>

      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t('dataPacks.cap.rule')}</h2>
        <p className={styles.ruleText}>{t(lift ? 'dataPacks.cap.liftRule' : 'dataPacks.cap.restoreRule')}</p>
      </section>

      {!info.eligible && (
        <section className={styles.notice} role="status">
          <p>{info.reasons[0] ?? t('dataPacks.state.ineligibleShort')}</p>
        </section>
      )}

      <Refusal text={orderError} />

      <div className={styles.bar}>
        <Button block loading={ordering} disabled={!info.eligible} onClick={order}>
          {t(lift ? 'dataPacks.cap.liftAction' : 'dataPacks.cap.restoreAction')}
        </Button>
      </div>
    </main>
  );
}
