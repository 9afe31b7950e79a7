// `/mobileBusiness/phoneAllowance` (PAGES.md template 20, AccountView schedule): the credit returns of my
// deposit-gift agreements, as the top-up family created them: what was paid, the gift, each month credited or
// pending (credited on the 1st), the next return and the end. Personal data: no sharing (§3.3).
import { Link } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { usePageSelector } from '../../models/hooks';
import type { AgreementSummary } from '../../services/api/types';
import { dataSize, yuan } from '../../utils/format';
import { useWxShare } from '../shared/share';
import { useOpenLoad } from '../shared/useOpenLoad';
import businessDocs from './docsModel';
import { monthText, when } from './recordText';
import { Row, Section } from './Section';
import * as base from './Business.module.css';
import * as styles from './Records.module.css';

export { recordsMessages as messages } from './recordsMessages';

export const models = [businessDocs];

/** 'yyyyMM' → its first day, 'yyyy-MM-01', as every date of the page is written; what cannot be read as sent. */
const firstOf = (month: string): string =>
  /^\d{6}$/.test(month) ? `${month.slice(0, 4)}-${month.slice(4)}-01` : month;

const STATUS_CLASS = { credited: styles.ok, pending: styles.state, failed: styles.off } as const;

function Agreement({ a }: { a: AgreementSummary }) {
  const credited = a.schedule.filter((s) => s.status === 'credited');
  const creditedFen = credited.reduce((sum, s) => sum + s.fen, 0);
  const next = a.schedule.find((s) => s.status === 'pending');
  const last = a.schedule[a.schedule.length - 1];
  const share = a.schedule.length ? Math.round((credited.length / a.schedule.length) * 100) : 0;
  return (
    <section className={base.card} data-agreement={a.actOrderId}>
      <h2 className={base.cardTitle}>{a.title}</h2>
      <Row label={t('business.allow.orderNo')} value={a.actOrderId} />
      <Row label={t('business.allow.joined')} value={when(a.createdAt)} />
      {a.payFen > 0 && <Row label={t('business.allow.paid')} value={yuan(a.payFen)} />}
      <Row
        label={t('business.allow.returned')}
        value={t('business.allow.progress', {
          done: yuan(creditedFen),
          total: yuan(a.giftFen),
          n: credited.length,
          m: a.schedule.length,
        })}
      />
      <div className={styles.progress} role="progressbar" aria-valuenow={share} aria-valuemin={0} aria-valuemax={100}>
        <span style={{ width: `${share}%` }} />
      </div>
      {next ? (
        <p className={base.muted}>{t('business.allow.next', { date: firstOf(next.month), fee: yuan(next.fen) })}</p>
      ) : (
        <p className={base.muted}>{t('business.allow.finished')}</p>
      )}
      {last && <p className={base.muted}>{t('business.allow.ends', { month: monthText(last.month) })}</p>}
      {a.monthlyKb ? <p className={base.muted}>{t('business.allow.data', { size: dataSize(a.monthlyKb) })}</p> : null}
      <h3 className={styles.group}>{t('business.allow.schedule')}</h3>
      {a.schedule.map((s) => (
        <Row
          key={s.month}
          label={monthText(s.month)}
          value={
            <>
              {yuan(s.fen)} <span className={STATUS_CLASS[s.status]}>{t(`business.allow.status.${s.status}`)}</span>
            </>
          }
        />
      ))}
    </section>
  );
}

export default function PhoneAllowance() {
  useLang();
  useWxShare(null);
  const { agreements } = usePageSelector(businessDocs.select);
  const load = useOpenLoad(businessDocs.actions.loadAgreements);

  return (
    <main className={base.page} aria-busy={agreements.status === 'loading' || undefined}>
      <h1 className={base.title}>{t('title.mobileBusiness.phoneAllowance')}</h1>
      {agreements.status === 'ready' && agreements.data.length > 0 ? (
        agreements.data.map((a) => <Agreement key={a.actOrderId} a={a} />)
      ) : (
        <Section
          load={agreements}
          onRetry={load}
          rows={5}
          empty={(list) => (list.length ? undefined : t('business.allow.none'))}
        >
          {() => null}
        </Section>
      )}
      <p className={base.links}>
        <Link to="/payGift/pay100">{t('business.allow.join')}</Link>
        <Link to="/mobileBusiness/billQuery">{t('title.mobileBusiness.billQuery')}</Link>
      </p>
    </main>
  );
}
