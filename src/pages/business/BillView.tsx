// BillView (PAGES.md template 19), one page for four routes, each with its level by path (LEVELS):
// user (`/mobileBusiness/billQuery`), usage (`costDetail`), account (`customerBill`), accountDetail
// (`customerBillDetail`). The month list is the server's month and the five before it.
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Field } from '../../components/Field';
import { SmsCodeField } from '../../components/SmsCodeField';
import { Tabs } from '../../components/Tabs';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectBoundPhone } from '../../models/session';
import type { AccountBill, BillCategory, BillLine, MixMember, UsageKind, UsageRecord } from '../../services/api/types';
import { dataSize, dateTime, maskPhone, yuan } from '../../utils/format';
import { oneOf, plainText } from '../../utils/query';
import { smsSentKey } from '../../utils/smsSent';
import businessBill, { isVerified, monthsFrom, type BillState } from './billModel';
import { Row, Section } from './Section';
import { LOADING } from '../shared/load';
import * as styles from './Business.module.css';

export { messages } from './messages';

export const models = [businessBill];

type Level = 'user' | 'usage' | 'account' | 'accountDetail';
/** Each route's level, by path (config/routes.ts). */
export const LEVELS: Readonly<Record<string, Level>> = {
  '/mobileBusiness/billQuery': 'user',
  '/mobileBusiness/costDetail': 'usage',
  '/mobileBusiness/customerBill': 'account',
  '/mobileBusiness/customerBillDetail': 'accountDetail',
};

/** The spec's categories in their order; discounts last. */
const CATEGORIES: BillCategory[] = ['plan', 'voice', 'data', 'sms', 'valueAdded', 'agency', 'other', 'discount'];

/** The lines summed per category, in the spec's order, empty categories left out. */
export function byCategory(lines: readonly BillLine[]): { category: BillCategory; fen: number }[] {
  return CATEGORIES.map((category) => ({
    category,
    fen: lines.filter((l) => l.category === category).reduce((n, l) => n + l.fen, 0),
  })).filter((c) => c.fen !== 0 || lines.some((l) => l.category === c.category));
}

/** A member of an account: a mobile's masked number says its kind; the other labels already do ('宽带 kd87****01'). */
export const memberName = (m: { kind: MixMember['kind']; label: string }): string =>
  m.kind === 'mobile' ? `${t('business.member.mobile')} ${m.label}` : m.label || t(`business.member.${m.kind}`);

/** '202611' -> '2026-11' (both languages read it). */
export const monthLabel = (m: string): string => `${m.slice(0, 4)}-${m.slice(4, 6)}`;

function MonthPicker({ months, active, onPick }: { months: string[]; active?: string; onPick: (m: string) => void }) {
  return (
    <div className={styles.months} role="group" aria-label={t('business.bill.month')}>
      {months.map((m, i) => (
        <button key={m} type="button" className={styles.month} aria-pressed={m === active} onClick={() => onPick(m)}>
          {i === 0 && months.length === 6 ? t('business.bill.thisMonth') : monthLabel(m)}
        </button>
      ))}
    </div>
  );
}

function Lines({ lines }: { lines: readonly BillLine[] }) {
  if (!lines.length) return <p className={styles.muted}>{t('business.bill.noLines')}</p>;
  return (
    <>
      {byCategory(lines).map((c) => (
        <Row
          key={c.category}
          label={t(`business.cat.${c.category}`)}
          value={yuan(c.fen)}
          className={c.fen < 0 ? styles.neg : undefined}
        />
      ))}
    </>
  );
}

/** `/mobileBusiness/billQuery`: the number's bill of a month, this month live. */
function UserBill() {
  const dispatch = useAppDispatch();
  const [query, setQuery] = useSearchParams();
  const { current, month, bill } = usePageSelector(businessBill.select);
  const asked = plainText(query.get('month'), 6);
  const months = current ? monthsFrom(current) : [];
  const want = asked && months.includes(asked) ? asked : undefined;

  useEffect(() => {
    void dispatch(businessBill.actions.loadBill({ month: want }));
  }, [dispatch, want]);

  return (
    <>
      <MonthPicker
        months={months}
        active={month ?? current}
        onPick={(m) => setQuery(m === current ? {} : { month: m }, { replace: true })}
      />
      <Section load={bill} onRetry={() => void dispatch(businessBill.actions.loadBill({ month: want }))} rows={5}>
        {(b) =>
          b.kind === 'notIssued' ? (
            <p className={styles.notice} role="status">
              {b.message || t('business.bill.notIssued')}
            </p>
          ) : (
            <>
              <p className={styles.muted}>
                {t('business.bill.of', { month: monthLabel(b.bill.month), phone: maskPhone(b.bill.phone) })}
              </p>
              <p className={styles.big}>{yuan(b.bill.totalFen)}</p>
              <p>
                <span className={b.bill.paid ? styles.tagOk : styles.tag}>
                  {!b.bill.issued
                    ? t('business.bill.live')
                    : b.bill.paid
                      ? t('business.bill.paid')
                      : t('business.bill.unpaid')}
                </span>
              </p>
              <Lines lines={b.bill.lines} />
              <p className={styles.links}>
                <Link to="/mobileBusiness/costDetail">{t('title.mobileBusiness.costDetail')}</Link>
                <Link to="/newRecharge/index2">{t('business.bill.topUp')}</Link>
                <Link to="/mobileBusiness/customerBill">{t('title.mobileBusiness.customerBill')}</Link>
              </p>
            </>
          )
        }
      </Section>
    </>
  );
}

const KINDS: UsageKind[] = ['voice', 'data', 'sms'];

function usageText(r: UsageRecord): string {
  if (r.kind === 'voice') return t('business.usage.seconds', { n: Math.round(r.seconds ?? 0) });
  if (r.kind === 'data') return dataSize(r.volumeKb ?? 0);
  return t('business.usage.oneSms');
}

/** The SMS step of the second verification: the code to the bound number, kept on a refusal. */
function Verify({ state, phone, month, kind }: { state: BillState; phone?: string; month: string; kind: UsageKind }) {
  const dispatch = useAppDispatch();
  const [code, setCode] = useState('');
  const verifying = usePageSelector(businessBill.loading('verify'));
  const submit = () => {
    if (!/^\d{6}$/.test(code)) return;
    void dispatch(businessBill.actions.verify({ month, kind, smsCode: code }));
  };
  return (
    <section className={styles.card}>
      <h2 className={styles.cardTitle}>{t('business.verify.title')}</h2>
      <p className={styles.muted}>{t('business.verify.why')}</p>
      <form
        className={styles.form}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field label={t('business.verify.phone')} value={phone ? maskPhone(phone) : ''} disabled onChange={() => {}} />
        <SmsCodeField
          label={t('business.verify.code')}
          placeholder={t('business.verify.codePlaceholder')}
          value={code}
          error={state.verifyError}
          countingSince={state.sentAt}
          rememberAs={phone ? smsSentKey('busi', phone) : undefined}
          disabled={!phone}
          onChange={(v) => setCode(v.replace(/\D/g, ''))}
          onSend={() => (phone ? dispatch(businessBill.actions.sendCode({ phone })) : Promise.resolve(false))}
        />
        <Button type="submit" block loading={verifying} disabled={!/^\d{6}$/.test(code)}>
          {t('business.verify.submit')}
        </Button>
      </form>
    </section>
  );
}

/** `/mobileBusiness/costDetail`: the usage detail by month and kind, behind the second verification, paged. */
function UsageDetail() {
  const dispatch = useAppDispatch();
  const phone = useAppSelector(selectBoundPhone);
  const state = usePageSelector(businessBill.select);
  const months = state.current ? monthsFrom(state.current) : [];
  const month = state.usageMonth ?? months[0];
  const kind = state.usageKind;
  const verified = isVerified(state);

  useEffect(() => {
    dispatch(businessBill.actions.restoreVerified());
    // The month list follows the server's month: this month's bill tells it.
    void dispatch(businessBill.actions.loadBill({}));
  }, [dispatch]);
  useEffect(() => {
    if (verified && state.usage.status === 'idle') void dispatch(businessBill.actions.loadUsage({ month, kind }));
  }, [dispatch, verified, state.usage.status, month, kind]);

  if (!month)
    return state.bill.status === 'error' ? (
      <Section load={state.bill} onRetry={() => void dispatch(businessBill.actions.loadBill({}))}>
        {() => null}
      </Section>
    ) : (
      <Section load={LOADING} onRetry={() => undefined}>
        {() => null}
      </Section>
    );
  if (!verified) return <Verify state={state} phone={phone} month={month} kind={kind} />;
  const pick = (m: string, k: UsageKind) => void dispatch(businessBill.actions.loadUsage({ month: m, kind: k }));
  return (
    <>
      <MonthPicker months={months} active={month} onPick={(m) => pick(m, kind)} />
      <Tabs
        items={KINDS.map((k) => ({ key: k, title: t(`business.usage.${k}`) }))}
        active={kind}
        onChange={(k) => pick(month, oneOf(k, ['voice', 'data', 'sms']))}
      >
        <Section
          load={state.usage}
          onRetry={() => pick(month, kind)}
          rows={6}
          empty={(u) => (u.records.length ? undefined : t(`business.usage.empty.${kind}`))}
        >
          {(u) => (
            <>
              <p className={styles.muted}>{t('business.usage.count', { n: u.records.length })}</p>
              {u.records.slice(0, state.shown).map((r, i) => (
                <Row
                  key={`${r.at}:${i}`}
                  label={
                    <>
                      {dateTime(r.at) || r.at}
                      <br />
                      <small>{[r.peer, r.place].filter(Boolean).join(' · ')}</small>
                    </>
                  }
                  value={`${usageText(r)} · ${yuan(r.fen)}`}
                />
              ))}
              {u.records.length > state.shown && (
                <button type="button" className={styles.more} onClick={() => dispatch(businessBill.actions.showMore())}>
                  {t('business.usage.more')}
                </button>
              )}
            </>
          )}
        </Section>
      </Tabs>
    </>
  );
}

function MemberLines({ bill }: { bill: AccountBill }) {
  return (
    <>
      {bill.members.map((m) => (
        <div key={m.id} className={styles.card}>
          <h3 className={styles.cardTitle}>
            {memberName(m)} <small>{yuan(m.totalFen)}</small>
          </h3>
          <Lines lines={m.lines} />
        </div>
      ))}
    </>
  );
}

/** `/mobileBusiness/customerBill` and `customerBillDetail`: an account's bill, per member. */
function Account({ detail }: { detail: boolean }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const { current, accounts, accountId, accountBill, month, more } = usePageSelector(businessBill.select);
  const askedAccount = plainText(query.get('accountId'), 32);
  const askedMonth = plainText(query.get('month'), 6);
  const months = (current ? monthsFrom(current) : []).slice(1);

  useEffect(() => {
    void dispatch(
      businessBill.actions.loadAccounts({
        accountId: askedAccount,
        month: askedMonth && /^\d{6}$/.test(askedMonth) ? askedMonth : undefined,
      }),
    );
  }, [dispatch, askedAccount, askedMonth]);
  useEffect(() => {
    if (detail && accountId) void dispatch(businessBill.actions.loadMore({ accountId }));
  }, [dispatch, detail, accountId]);

  const list = accounts.status === 'ready' ? accounts.data : [];
  const account = list.find((a) => a.accountId === accountId);
  const pickMonth = (m: string) =>
    accountId && void dispatch(businessBill.actions.loadAccountBill({ accountId, month: m }));

  return (
    <>
      <Section
        load={accounts}
        onRetry={() => void dispatch(businessBill.actions.loadAccounts({ accountId: askedAccount }))}
        empty={(a) => (a.length ? undefined : t('business.account.none'))}
        rows={2}
      >
        {(a) => (
          <>
            {a.length > 1 ? (
              <div className={styles.months} role="group" aria-label={t('business.account.pick')}>
                {a.map((x) => (
                  <button
                    key={x.accountId}
                    type="button"
                    className={styles.month}
                    aria-pressed={x.accountId === accountId}
                    onClick={() => void dispatch(businessBill.actions.loadAccounts({ accountId: x.accountId, month }))}
                  >
                    {x.name || x.accountId}
                  </button>
                ))}
              </div>
            ) : null}
            {account && (
              <>
                <Row label={t('business.account.name')} value={account.name || account.accountId} />
                <Row label={t('business.account.id')} value={account.accountId} />
                <Row
                  label={t('business.account.members')}
                  value={account.members.map(memberName).join(t('business.account.and'))}
                />
                {account.members.length === 1 && (
                  <p className={styles.muted} role="note">
                    {t('business.account.single')}
                  </p>
                )}
              </>
            )}
          </>
        )}
      </Section>
      {accountId && (
        <>
          <MonthPicker months={months} active={month} onPick={pickMonth} />
          <Section load={accountBill} onRetry={() => month && pickMonth(month)} rows={5}>
            {(b) => (
              <>
                <p className={styles.muted}>{t('business.account.billOf', { month: monthLabel(b.month) })}</p>
                <p className={styles.big}>{yuan(b.totalFen)}</p>
                <p>
                  <span className={b.paid ? styles.tagOk : styles.tag}>
                    {b.paid ? t('business.bill.paid') : t('business.bill.unpaid')}
                  </span>
                </p>
                {detail ? (
                  <MemberLines bill={b} />
                ) : (
                  <>
                    {b.members.map((m) => (
                      <Row key={m.id} label={memberName(m)} value={yuan(m.totalFen)} />
                    ))}
                    <Button
                      block
                      variant="ghost"
                      onClick={() =>
                        void navigate(
                          `/mobileBusiness/customerBillDetail?accountId=${encodeURIComponent(b.accountId)}&month=${b.month}`,
                        )
                      }
                    >
                      {t('business.account.detail')}
                    </Button>
                  </>
                )}
              </>
            )}
          </Section>
          {detail && (
            <Section
              load={more}
              onRetry={() => void dispatch(businessBill.actions.loadMore({ accountId }))}
              title={t('business.account.earlier')}
              empty={(m) => (m.length ? undefined : t('business.account.noEarlier'))}
            >
              {(m) => (
                <>
                  {m.map((b) => (
                    <button key={b.month} type="button" className={styles.more} onClick={() => pickMonth(b.month)}>
                      <Row
                        label={monthLabel(b.month)}
                        value={`${yuan(b.totalFen)} · ${b.paid ? t('business.bill.paid') : t('business.bill.unpaid')}`}
                      />
                    </button>
                  ))}
                </>
              )}
            </Section>
          )}
        </>
      )}
    </>
  );
}

export default function BillView() {
  useLang();
  const level = LEVELS[useLocation().pathname.replace(/\/$/, '')] ?? 'user';
  const title = t(
    level === 'user'
      ? 'title.mobileBusiness.billQuery'
      : level === 'usage'
        ? 'title.mobileBusiness.costDetail'
        : 'title.mobileBusiness.customerBill',
  );
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {level === 'user' && <UserBill />}
      {level === 'usage' && <UsageDetail />}
      {(level === 'account' || level === 'accountDetail') && <Account detail={level === 'accountDetail'} />}
    </main>
  );
}
