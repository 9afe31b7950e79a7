import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import type { EcsProduct } from '../../services/api/types';
import { dataSize, yuan } from '../../utils/format';
import { plainText } from '../../utils/query';
import { hasPage } from '../shared/routeReady';
import { Block } from './Block';
import changePlan, { direction } from './planModel';
import * as styles from './Change.module.css';

export { messages } from './messages';

export const models = [changePlan];

/** Where a refusal is resolved (only routes that are built); the code comes from the server with its reason. */
const RESOLVE: Record<string, { to: string; label: MessageKey }> = {
  arrears: { to: '/newRecharge/index2', label: 'change.resolve.topup' },
  contract: { to: '/mobileBusiness/queryAccountInfo', label: 'change.resolve.contract' },
  pending: { to: '/modifyPackage', label: 'change.resolve.pending' },
};

const ROWS: { key: MessageKey; of: (p: EcsProduct) => string }[] = [
  { key: 'change.compare.fee', of: (p) => yuan(p.monthlyFen) },
  { key: 'change.compare.network', of: (p) => (p.is5G ? '5G' : '4G') },
  { key: 'change.compare.data', of: (p) => dataSize(p.dataKb) },
  { key: 'change.compare.targeted', of: (p) => (p.targetedDataKb ? dataSize(p.targetedDataKb) : '—') },
  { key: 'change.compare.voice', of: (p) => t('change.plan.voice', { n: String(p.voiceMinutes) }) },
];

/**
 * `/modifyPackage/detail?plan=` (PAGES.md §2.6, PlanChange): the target side by side with the current plan, the
 * server's standing (each refusal with a link to what resolves it, where that page is built), and the change,
 * SMS-confirmed through the request layer's gate, effective on the 1st of next month.
 */
export default function PlanDetail() {
  useLang();
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  // `plan`, not `code`: a WeChat login's return strips `code` from the address (an old link's `code` still works).
  const code = plainText(query.get('plan') ?? query.get('code'), 32) ?? '';
  const valid = /^[A-Z0-9_]+$/.test(code);
  const { current, plans, standing, changeError } = usePageSelector(changePlan.select);
  const changing = usePageSelector(changePlan.loading('change'));
  const load = () => void dispatch(changePlan.actions.loadDetail({ code }));

  useEffect(() => {
    if (valid) void dispatch(changePlan.actions.loadDetail({ code }));
  }, [dispatch, code, valid]);

  if (!valid)
    return (
      <main className={styles.page}>
        <Empty text={t('change.plan.missing')} />
        <p className={styles.title}>
          <Link to="/modifyPackage">{t('change.plan.back')}</Link>
        </p>
      </main>
    );

  const list = plans.status === 'ready' ? plans.data : [];
  const target = list.find((p) => p.code === code);
  const mine = current.status === 'ready' ? list.find((p) => p.code === current.data.planCode) : undefined;
  const move = target ? direction(mine, target) : 'same';

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{target?.name ?? t('change.plan.detail')}</h1>

      <Block
        title={t('change.compare.title')}
        load={plans.status === 'ready' && current.status !== 'ready' ? current : plans}
        retry={load}
      >
        {() =>
          !target ? (
            <Empty text={t('change.plan.missing')} />
          ) : (
            <table className={styles.compare}>
              <thead>
                <tr>
                  <th scope="col" />
                  <th scope="col">{t('change.compare.current')}</th>
                  <th scope="col">{t('change.compare.target')}</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <th scope="row">{t('change.compare.name')}</th>
                  <td>{current.status === 'ready' ? current.data.planName : '—'}</td>
                  <td>{target.name}</td>
                </tr>
                {ROWS.map((r) => (
                  <tr key={r.key}>
                    <th scope="row">{t(r.key)}</th>
                    <td>{mine ? r.of(mine) : '—'}</td>
                    <td>{r.of(target)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Block>

      <Block title={t('change.standing.title')} load={standing} retry={load}>
        {(info) =>
          info.eligible ? (
            <p className={styles.muted} data-state="eligible">
              {t(move === 'down' ? 'change.standing.down' : 'change.standing.ok')}
            </p>
          ) : (
            <ul className={styles.reasons} data-state="ineligible">
              {info.reasons.map((reason, i) => {
                const fix = RESOLVE[info.reasonCodes?.[i] ?? ''];
                return (
                  <li key={reason}>
                    {reason}
                    {fix && hasPage(fix.to) && <Link to={fix.to}>{t(fix.label)}</Link>}
                  </li>
                );
              })}
            </ul>
          )
        }
      </Block>

      {changeError && (
        <div className={styles.card}>
          <ErrorBlock message={changeError} />
        </div>
      )}
      <div className={styles.actions}>
        <p className={styles.muted}>{t('change.plan.effective')}</p>
        <Button
          block
          loading={changing}
          disabled={standing.status !== 'ready' || !standing.data.eligible || !target}
          onClick={() => void dispatch(changePlan.actions.change({ code }))}
        >
          {t('change.plan.submit')}
        </Button>
      </div>
    </main>
  );
}
