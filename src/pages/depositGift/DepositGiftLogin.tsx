import { useEffect, useId } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { Button } from '../../components/Button';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { useAppDispatch, useAppSelector } from '../../models/hooks';
import { maskPhone } from '../../utils/format';
import { safePath } from '../../utils/query';
import login, { selectMode } from '../../models/login';
import { PhoneCodeFields } from '../shared/PhoneCodeFields';
import { AgreementNote } from '../shared/AgreementNote';
import { useLoginSession } from '../shared/useLoginSession';
import type { FamilyConfig } from './config';
import { useWxShare } from '../shared/share';
import * as styles from './DepositGift.module.css';

/**
 * /cfsf/login and /cfsf2/login (PAGES.md template 4, PhoneVerify in login mode): phone + picture captcha + SMS
 * code, with the family's headline. The login model (models/login.ts) does the work; its redirect is `?redirect=`, which this page
 * sets to the family's offer when the address has none (a WeChat user without a number binds it the same way).
 */
export default function DepositGiftLogin({ family }: { family: FamilyConfig }) {
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const mode = useAppSelector(selectMode);
  const submitting = useAppSelector(login.loading('submit'));
  const titleId = useId();
  const redirect = safePath(query.get('redirect'));
  useWxShare(null);

  // The login model goes to `?redirect=` (home without it): this family's default is its offer.
  useEffect(() => {
    if (redirect) return;
    const next = new URLSearchParams(query);
    next.set('redirect', family.offerPath);
    void navigate({ search: `?${next.toString()}` }, { replace: true });
  }, [redirect, query, family.offerPath, navigate]);

  const { user, sessionError } = useLoginSession();

  let body;
  if (mode === 'loading') {
    body = sessionError ? (
      <ErrorBlock
        message={sessionError}
        onRetry={() => {
          void dispatch(login.actions.loadSession());
        }}
      />
    ) : (
      <Skeleton rows={4} />
    );
  } else {
    body = (
      <form
        noValidate
        aria-labelledby={titleId}
        onSubmit={(e) => {
          e.preventDefault();
          void dispatch(login.actions.submit());
        }}
      >
        <h2 id={titleId} className={styles.sectionTitle}>
          {t('depositGift.login.formTitle')}
        </h2>
        <PhoneCodeFields />
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
        <p className={styles.tagline}>
          {t(mode === 'bind' ? 'depositGift.login.introBind' : 'depositGift.login.intro')}
        </p>
      </header>
      {user?.userPhone && (
        <p className={styles.who}>
          {t('depositGift.login.current', { phone: maskPhone(user.userPhone) })}{' '}
          <Link to={redirect ?? family.offerPath}>{t('depositGift.login.continue')}</Link>
        </p>
      )}
      <section className={styles.section}>{body}</section>
      <AgreementNote className={styles.footnote} />
    </main>
  );
}
