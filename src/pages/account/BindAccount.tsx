import { useEffect, useId, useRef, useState } from 'react';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { Button } from '../../components/Button';
import { FormDialog, type FormDialogProps } from '../../components/DialogButtons';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Field } from '../../components/Field';
import { Skeleton } from '../../components/Skeleton';
import { SmsButton } from '../../components/SmsButton';
import { useAppDispatch, useAppSelector, useLogout, usePageSelector } from '../../models/hooks';
import { maskPhone } from '../../utils/format';
import login, { selectMode } from '../../models/login';
import bind, { type NumbersView } from './bindModel';
import { CODE_LENGTH, codeProblem, countingSince, say } from '../shared/phone';
import { PhoneCodeFields } from '../shared/PhoneCodeFields';
import { AgreementNote } from '../shared/AgreementNote';
import { LOADING, ready, type Load } from '../shared/load';
import { Section } from '../shared/Section';
import { TitledForm } from '../shared/TitledForm';
import { useLoginSession } from '../shared/useLoginSession';
import * as styles from './BindAccount.module.css';

export { messages } from './messages';

export const models = [login, bind];

/** Phone + SMS code: adds a number in bind mode, logs in in login mode. */
function PhoneForm({ mode, full, max = 5 }: { mode: 'bind' | 'login'; full: boolean; max?: number }) {
  const dispatch = useAppDispatch();
  const submitting = useAppSelector(login.loading('submit'));

  return (
    <TitledForm
      className={styles.card}
      title={mode === 'bind' ? t('account.form.addTitle') : undefined}
      titleClass={styles.cardTitle}
      label={t('account.title.login')}
      onSubmit={() => void dispatch(login.actions.submit({ full }))}
    >
      {full && (
        <p className={styles.notice} role="note">
          {t('account.list.full', { max })}
        </p>
      )}
      <PhoneCodeFields full={full} />
      <Button type="submit" block loading={submitting} disabled={full} className={styles.submit}>
        {t(mode === 'bind' ? 'account.form.bind' : 'account.form.login')}
      </Button>
    </TitledForm>
  );
}

/** The numbers of this WeChat user: default first, set default, unlink. */
function BoundNumbers({ numbers }: { numbers: NumbersView | undefined }) {
  const dispatch = useAppDispatch();
  const { groups } = usePageSelector(bind.select);
  const [pending, setPending] = useState<string>();
  const titleId = useId();

  // The numbers are there once the groups are read; until then the skeleton, or the read's error with its retry.
  const load: Load<NumbersView> =
    groups.status === 'error' ? { status: 'error', message: groups.message } : numbers ? ready(numbers) : LOADING;

  return (
    <Section
      load={load}
      onRetry={() => {
        void dispatch(bind.actions.loadGroups());
      }}
      empty={(view) => (view.list.length === 0 ? t('account.list.empty') : undefined)}
      frame={(body) => (
        <section className={styles.card} aria-labelledby={titleId} aria-busy={groups.status === 'loading' || undefined}>
          <h2 id={titleId} className={styles.cardTitle}>
            {t('account.list.header', { n: numbers?.list.length ?? 0, max: numbers?.max ?? 5 })}
          </h2>
          {body}
        </section>
      )}
    >
      {(view) => (
        <ul className={styles.numbers}>
          {view.list.map((n) => {
            const masked = maskPhone(n.phone);
            return (
              <li key={n.phone} className={styles.number}>
                <div className={styles.numberMain}>
                  <span className={styles.phone}>
                    {masked}
                    {n.isDefault && <span className={styles.tag}>{t('account.list.default')}</span>}
                  </span>
                  <span className={styles.boundAt}>{t('account.list.boundAt', { date: n.boundAt.slice(0, 10) })}</span>
                </div>
                <div className={styles.rowActions}>
                  {!n.isDefault && (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('account.list.setDefaultLabel', { phone: masked })}
                      loading={pending === n.phone}
                      disabled={!!pending}
                      onClick={() => {
                        setPending(n.phone);
                        void dispatch(bind.actions.setDefault(n.phone)).finally(() => setPending(undefined));
                      }}
                    >
                      {t('account.list.setDefault')}
                    </Button>
                  )}
                  <Button
                    size="sm"
                    variant="plain"
                    aria-label={t('account.list.unbindLabel', { phone: masked })}
                    onClick={() => dispatch(bind.actions.openUnbind(n.phone))}
                  >
                    {t('account.list.unbind')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
  );
}

/** A dialog of the page: its title, its description (which the dialog is described by), then its fields. */
function AccountDialog({ desc, children, ...dialog }: Omit<FormDialogProps, 'describedBy'> & { desc: string }) {
  const descId = useId();
  return (
    <FormDialog {...dialog} describedBy={descId}>
      <p id={descId} className={styles.dialogText}>
        {desc}
      </p>
      {children}
    </FormDialog>
  );
}

/** Unlinking asks for a code sent to the number being removed. */
function UnbindDialog({ defaultPhone, count }: { defaultPhone?: string; count: number }) {
  const dispatch = useAppDispatch();
  const { unbind } = usePageSelector(bind.select);
  const sending = useAppSelector(bind.loading('sendUnbind'));
  const confirming = useAppSelector(bind.loading('confirmUnbind'));
  const codeRef = useRef<HTMLInputElement>(null);
  if (!unbind) return null;
  const close = () => dispatch(bind.actions.closeUnbind());
  const since = countingSince(unbind);

  return (
    <AccountDialog
      title={t('account.unbind.title')}
      desc={t('account.unbind.desc', { phone: maskPhone(unbind.phone) })}
      onCancel={close}
      onSubmit={() => {
        const codeError = codeProblem(unbind.code);
        if (codeError) dispatch(bind.actions.setUnbind({ codeError }));
        else void dispatch(bind.actions.confirmUnbind({ phone: unbind.phone, code: unbind.code }));
      }}
      submit={t('account.unbind.confirm')}
      busy={confirming}
    >
      {unbind.phone === defaultPhone && (
        <p className={styles.dialogNote}>{t(count > 1 ? 'account.unbind.defaultNote' : 'account.unbind.lastNote')}</p>
      )}
      <Field
        ref={codeRef}
        label={t('login.form.code')}
        name="unbindCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={CODE_LENGTH}
        placeholder={t('login.form.codePlaceholder')}
        value={unbind.code}
        error={say(unbind.codeError)}
        onChange={(value) => dispatch(bind.actions.editUnbind(value))}
        extra={
          <SmsButton
            countingSince={since}
            sending={sending}
            onClick={() => {
              void dispatch(bind.actions.sendUnbind()).then((ok) => {
                if (ok) codeRef.current?.focus();
              });
            }}
          />
        }
      />
    </AccountDialog>
  );
}

/** A new service password by SMS, to one of the bound numbers. */
function ResetDialog({ numbers }: { numbers: NumbersView }) {
  const dispatch = useAppDispatch();
  const { reset } = usePageSelector(bind.select);
  const resetting = useAppSelector(bind.loading('resetPassword'));
  if (!reset) return null;
  const close = () => dispatch(bind.actions.closeReset());

  return (
    <AccountDialog
      title={t('account.reset.title')}
      desc={t('account.reset.desc')}
      onCancel={close}
      onSubmit={() => {
        void dispatch(bind.actions.resetPassword());
      }}
      submit={t('account.reset.confirm')}
      busy={resetting}
    >
      <fieldset className={styles.pick}>
        <legend className={styles.pickLegend}>{t('account.reset.pick')}</legend>
        {numbers.list.map((n) => (
          <label key={n.phone} className={styles.radio}>
            <input
              type="radio"
              name="resetPhone"
              value={n.phone}
              checked={reset.phone === n.phone}
              onChange={() => dispatch(bind.actions.openReset(n.phone))}
            />
            <span>{maskPhone(n.phone)}</span>
            {n.isDefault && <span className={styles.tag}>{t('account.list.default')}</span>}
          </label>
        ))}
      </fieldset>
    </AccountDialog>
  );
}

/**
 * /bindAccount (PAGES.md §2.1, PhoneVerify). Bind mode for an identified WeChat user: the bound numbers (max 5),
 * default, unlink, add one, reset the service password. Login mode without WeChat: phone + SMS code log in.
 */
export default function BindAccount() {
  useLang();
  const dispatch = useAppDispatch();
  const logout = useLogout();
  const mode = useAppSelector(selectMode);
  const { user, sessionError } = useLoginSession();
  const numbers = usePageSelector(bind.select.numbers);
  const openid = user?.openid;

  useEffect(() => {
    if (mode === 'bind') void dispatch(bind.actions.loadGroups());
  }, [dispatch, mode, openid]);

  let title = t('title.bindAccount');
  let intro: string | undefined;
  let body;
  if (mode === 'bind') {
    title = t('account.title.bind');
    intro = t('account.intro.bind', { max: numbers?.max ?? 5 });
    body = (
      <>
        <BoundNumbers numbers={numbers} />
        <PhoneForm mode="bind" full={!!numbers?.full} max={numbers?.max} />
        {numbers && numbers.list.length > 0 && (
          <button
            type="button"
            className={styles.entry}
            onClick={() => dispatch(bind.actions.openReset(numbers.defaultPhone ?? numbers.list[0].phone))}
          >
            <span className={styles.entryMain}>
              <span className={styles.entryTitle}>{t('account.reset.entry')}</span>
              <span className={styles.entryDesc}>{t('account.reset.entryDesc')}</span>
            </span>
            <span className={styles.arrow} aria-hidden="true" />
          </button>
        )}
        <UnbindDialog defaultPhone={numbers?.defaultPhone} count={numbers?.list.length ?? 0} />
        {numbers && <ResetDialog numbers={numbers} />}
      </>
    );
  } else if (mode === 'login') {
    title = t('account.title.login');
    intro = t('account.intro.login');
    body = (
      <>
        {user?.userPhone && (
          <p className={styles.current}>{t('account.current', { phone: maskPhone(user.userPhone) })}</p>
        )}
        <PhoneForm mode="login" full={false} />
      </>
    );
  } else if (sessionError) {
    body = (
      <div className={styles.card}>
        <ErrorBlock
          message={sessionError}
          onRetry={() => {
            void dispatch(login.actions.loadSession());
          }}
        />
      </div>
    );
  } else {
    body = (
      <div className={styles.card}>
        <Skeleton rows={4} />
      </div>
    );
  }

  return (
    <main className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        {intro && <p className={styles.intro}>{intro}</p>}
      </header>
      {body}
      {user && (
        <Button variant="plain" block className={styles.logout} onClick={logout}>
          {t('common.logout')}
        </Button>
      )}
      {mode !== 'loading' && <AgreementNote className={styles.agreement} />}
    </main>
  );
}
