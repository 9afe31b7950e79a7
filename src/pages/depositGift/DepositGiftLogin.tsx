import { useEffect, useId, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { selectEffectLoading } from '../../core';
import { Button } from '../../components/Button';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Field } from '../../components/Field';
import { Skeleton } from '../../components/Skeleton';
import { SmsButton } from '../../components/SmsButton';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectSession } from '../../models/session';
import { maskPhone } from '../../utils/format';
import { safePath } from '../../utils/query';
// The PhoneVerify login of /bindAccount: its model (form, sends, submission, redirect) as it is.
import bind, { CODE_LENGTH, countingSince, selectBind, selectMode, type Problem } from '../account/bindModel';
import type { FamilyConfig } from './config';
import { noop, useWxShare } from './parts';
import * as styles from './DepositGift.module.css';

const isSending = selectEffectLoading('bind/send');
const isSubmitting = selectEffectLoading('bind/submit');
const say = (p: Problem | undefined) => p && ('key' in p ? t(p.key) : p.text);

/**
 * /cfsf/login and /cfsf2/login (PAGES.md template 4, PhoneVerify in login mode): phone + picture captcha + SMS
 * code, with the family's headline. The bind model does the work; its redirect is `?redirect=`, which this page
 * sets to the family's offer when the address has none (a WeChat user without a number binds it the same way).
 */
export default function DepositGiftLogin({ family }: { family: FamilyConfig }) {
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const mode = useAppSelector(selectMode);
  const { status, user } = useAppSelector(selectSession);
  const { form, sessionError } = usePageSelector(selectBind);
  const sending = useAppSelector(isSending);
  const submitting = useAppSelector(isSubmitting);
  const codeRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const redirect = safePath(query.get('redirect'));
  const since = countingSince(form);
  useWxShare(null);

  // The bind model goes to `?redirect=` (home without it): this family's default is its offer.
  useEffect(() => {
    if (redirect) return;
    const next = new URLSearchParams(query);
    next.set('redirect', family.offerPath);
    void navigate({ search: `?${next.toString()}` }, { replace: true });
  }, [redirect, query, family.offerPath, navigate]);

  useEffect(() => {
    if (status === 'unknown') dispatch(bind.actions.loadSession()).catch(noop);
  }, [dispatch, status]);

  let body;
  if (mode === 'loading') {
    body = sessionError
      ? <ErrorBlock message={sessionError} onRetry={() => { dispatch(bind.actions.loadSession()).catch(noop); }} />
      : <Skeleton rows={4} />;
  } else {
    body = (
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(e) => { e.preventDefault(); dispatch(bind.actions.submit()).catch(noop); }}
      >
        <h2 id={titleId} className={styles.sectionTitle}>{t('depositGift.login.formTitle')}</h2>
        <Field
          label={t('account.form.phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t('account.form.phonePlaceholder')}
          value={form.phone}
          error={say(form.phoneError)}
          onChange={(value) => dispatch(bind.actions.edit({ field: 'phone', value }))}
          onBlur={() => dispatch(bind.actions.blurPhone())}
        />
        <Field
          ref={codeRef}
          label={t('account.form.code')}
          name="smsCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={CODE_LENGTH}
          placeholder={t('account.form.codePlaceholder')}
          value={form.code}
          error={say(form.codeError)}
          hint={since !== null && !form.codeError ? t('account.form.sentHint', { phone: maskPhone(form.phone) }) : undefined}
          onChange={(value) => dispatch(bind.actions.edit({ field: 'code', value }))}
          extra={
            <SmsButton
              countingSince={since}
              sending={sending}
              onClick={() => { dispatch(bind.actions.send()).then((ok) => { if (ok) codeRef.current?.focus(); }, noop); }}
            />
          }
        />
        <Button type="submit" block loading={submitting} className={styles.formSubmit}>
          {t(mode === 'bind' ? 'depositGift.login.bind' : 'depositGift.login.submit')}
        </Button>
      </form>
    );
  }

  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.headline}>{t(family.loginHeadline)}</h1>
        <p className={styles.tagline}>{t(mode === 'bind' ? 'depositGift.login.introBind' : 'depositGift.login.intro')}</p>
      </header>
      {user?.userPhone && (
        <p className={styles.who}>
          {t('depositGift.login.current', { phone: maskPhone(user.userPhone) })}{' '}
          <Link to={redirect ?? family.offerPath}>{t('depositGift.login.continue')}</Link>
        </p>
      )}
      <section className={styles.section}>{body}</section>
      <p className={styles.footnote}>
        {t('account.agreement.prefix')}
        <Link to="/agreement/a1">{t('account.agreement.a1')}</Link>
        {t('account.agreement.and')}
        <Link to="/agreement/a2">{t('account.agreement.a2')}</Link>
      </p>
    </main>
  );
}
