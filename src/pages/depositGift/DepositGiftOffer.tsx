import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { Button } from '../../components/Button';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Field, PHONE_INPUT } from '../../components/Field';
import { Loading } from '../../components/Loading';
import { SmsCodeField } from '../../components/SmsCodeField';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import session, { selectSession } from '../../models/session';
import { plainText } from '../../utils/query';
import { maskPhone } from '../../utils/format';
import { countingSince, say, sentKey } from '../shared/phone';
import { appUrl } from '../../utils/appUrl';
import { ResultPage } from '../shared/ResultPage';
import { TitledForm } from '../shared/TitledForm';
import { FAMILIES, type OfferConfig, type OfferKey } from './config';
import depositGift from './depositGift';
import { moneyOf, STATE_TEXT, withParams } from './offer';
import {
  Hero,
  OfferSkeleton,
  PaidConfirm,
  PayBar,
  RulesCard,
  ShareSheet,
  StateNotice,
  TierPicker,
  usePayReturn,
  useOfferPage,
} from './parts';
import { useWxShare } from '../shared/share';
import * as styles from './DepositGift.module.css';

/** lyh2: a visitor verifies a number by SMS in the page, which also logs them in. */
function VisitorForm({ actId, only }: { actId: string; only?: number[] }) {
  const dispatch = useAppDispatch();
  const { visitor } = usePageSelector(depositGift.select);
  const sending = usePageSelector(depositGift.loading('visitorSend'));
  const verifying = usePageSelector(depositGift.loading('visitorVerify'));
  return (
    <TitledForm
      className={styles.section}
      title={t('depositGift.visitor.title')}
      titleClass={styles.sectionTitle}
      onSubmit={() => void dispatch(depositGift.actions.visitorVerify({ actId, only }))}
    >
      <p className={styles.muted}>{t('depositGift.visitor.intro')}</p>
      <Field
        label={t('login.form.phone')}
        {...PHONE_INPUT}
        placeholder={t('login.form.phonePlaceholder')}
        value={visitor.phone}
        error={say(visitor.phoneError)}
        onChange={(value) => dispatch(depositGift.actions.editVisitor({ field: 'phone', value }))}
      />
      <SmsCodeField
        label={t('login.form.code')}
        placeholder={t('login.form.codePlaceholder')}
        value={visitor.code}
        error={say(visitor.codeError)}
        countingSince={countingSince(visitor)}
        rememberAs={sentKey('cfsfVisitor', visitor.phone)}
        sending={sending}
        onChange={(value) => dispatch(depositGift.actions.editVisitor({ field: 'code', value }))}
        onSend={() => dispatch(depositGift.actions.visitorSend())}
      />
      <Button type="submit" block loading={verifying} className={styles.formSubmit}>
        {t('depositGift.visitor.submit')}
      </Button>
    </TitledForm>
  );
}

/**
 * The deposit-gift offer (PAGES.md template 6), configured by data (config.ts): headline, tiers, the window and
 * the state (not started, active, sold out, joined, ineligible with the reasons, ended), the rules, the agreement
 * that must be ticked, and then either the payment here (inline) or the cfsf steps: pay for myself on index2, or
 * share the friend-pays link (index3).
 */
/** The family's rules in this offer's terms, while the server's text is not there. */
export function rulesFallback(key: OfferKey): MessageKey {
  if (key === 'cfsf') return 'depositGift.rules.cfsf';
  if (key === 'cfsf2') return 'depositGift.rules.topup';
  if (key === 'lyh2') return 'depositGift.rules.data';
  return 'depositGift.rules.family';
}

export default function DepositGiftOffer({ config }: { config: OfferConfig }) {
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status: who, user, error: whoError } = useAppSelector(selectSession);
  const { query, pathname, here, stayPath, state, offer, tiers, chosen, machine, paying, confirming } = useOfferPage();
  // The friend-pays sheet's link while it is open: the page's own (no effect reads it).
  const [shareLink, setShareLink] = useState<string>();

  const actId = config.preview ? (plainText(query.get('actId'), 40) ?? config.actId) : config.actId;
  const family = config.flow === 'inline' ? undefined : FAMILIES[config.flow];
  const phone = user?.userPhone;
  const known = who === 'identified' || who === 'anonymous';
  // lyh2: whoever has no number yet (a visitor, or a WeChat user without one) verifies it in the page.
  const visitor = config.receptionApi === 'notLogin' && known && !phone;
  const loginPath = family ? withParams(family.loginPath, { redirect: here }) : undefined;
  const api = config.receptionApi;

  const returning = usePayReturn({ actId, sign: true, successPath: config.successRoute });

  useEffect(() => {
    if (who === 'unknown') void dispatch(session.actions.load());
  }, [dispatch, who]);

  useEffect(() => {
    if (!known || returning) return;
    if (visitor) return;
    void dispatch(depositGift.actions.logOperation({ actId, operateType: 'view' }));
    void dispatch(
      depositGift.actions.load({
        actId,
        api,
        only: config.tiers,
        rules: true,
        loginPath,
        notFoundPath: config.preview ? '/down' : undefined,
      }),
    );
    // loginPath follows `here`, which changes with the query only; the reload is keyed on what the offer is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, known, returning, visitor, actId, api, config.tiers, config.preview]);

  useWxShare(
    config.share && offer
      ? {
          title: t(config.headline),
          desc: t(config.tagline),
          imgUrl: '',
          link: appUrl(
            withParams(pathname, {
              source: `share_${actId}`,
              wxPublicAccountId: query.get('wxPublicAccountId') ?? undefined,
            }),
          ),
        }
      : config.share
        ? undefined
        : null,
  );

  const headline = t(config.headline);
  const tagline = t(config.tagline);
  const hero = (
    <Hero headline={headline} tagline={tagline} offer={offer} preview={config.preview} region={!!config.regionLock} />
  );

  if (returning === 'success') {
    return (
      <main className={styles.page}>
        {hero}
        <PaidConfirm actId={actId} sign successPath={config.successRoute} />
      </main>
    );
  }
  if (returning || confirming)
    return (
      <main className={styles.page}>
        {hero}
        <Loading inline text={t('depositGift.pay.confirming')} />
      </main>
    );

  if (visitor) {
    return (
      <main className={styles.page}>
        {hero}
        <VisitorForm actId={actId} only={config.tiers} />
        <RulesCard rules={{ status: 'idle' }} fallback fallbackText={rulesFallback(config.key)} />
      </main>
    );
  }

  // Who the customer is could not be found out (an answer the app cannot read): the guard's retry, not a skeleton.
  if (who === 'error')
    return (
      <main className={styles.page}>
        {hero}
        <ErrorBlock message={whoError} onRetry={() => void dispatch(session.actions.load())} />
      </main>
    );
  const o = state.offer;
  if (!known || o.status === 'idle' || o.status === 'loading') return <OfferSkeleton />;
  if (o.status === 'error') {
    if (o.problem === 'notFound') {
      return (
        <ResultPage
          kind="notice"
          title={t('depositGift.notFound')}
          description={o.message === t('depositGift.notFound') ? undefined : o.message}
          actions={[
            { label: 'depositGift.state.more', to: '/onlineActivities' },
            { label: 'common.home', to: '/' },
          ]}
        />
      );
    }
    if (o.problem === 'login' && loginPath) {
      return (
        <main className={styles.page}>
          {hero}
          <section className={styles.section}>
            <p className={styles.muted}>{t('depositGift.login.needed')}</p>
            <Button block onClick={() => void navigate(loginPath)}>
              {t('depositGift.login.go')}
            </Button>
          </section>
        </main>
      );
    }
    return (
      <main className={styles.page}>
        {hero}
        <section className={styles.section}>
          <ErrorBlock
            message={o.message}
            onRetry={() => {
              void dispatch(depositGift.actions.load({ actId, api, only: config.tiers, rules: true, loginPath }));
            }}
          />
        </section>
      </main>
    );
  }

  const active = machine === 'active';
  const needsNumber = !phone;
  const reloadRules = () => {
    void dispatch(depositGift.actions.reloadRules(actId));
  };
  const openSheet = () => {
    void dispatch(depositGift.actions.openSheet({ actId, api, withOrder: config.flow === 'inline' && !needsNumber }));
  };
  const agreementTitle = state.rules.status === 'ready' ? state.rules.data.title : undefined;

  const requireTick = (): boolean => {
    if (state.accepted[actId]) return true;
    dispatch(depositGift.actions.setAgreementError(true));
    return false;
  };

  let actions;
  if (!active && machine) {
    actions = (
      <Button block disabled>
        {t(STATE_TEXT[machine].button)}
      </Button>
    );
  } else if (family) {
    actions = (
      <>
        <Button
          variant="ghost"
          onClick={() => {
            if (needsNumber && loginPath) {
              void navigate(loginPath);
              return;
            }
            if (!chosen || !requireTick()) return;
            if (!user?.openid) {
              dispatch(depositGift.actions.setPayError(t('depositGift.share.needWeChat')));
              return;
            }
            const link = appUrl(
              withParams(family.friendPath, {
                shareOpenId: user.openid,
                money: moneyOf(chosen),
                source: `share_${actId}`,
              }),
            );
            setShareLink(link);
            void dispatch(depositGift.actions.logShare({ actId, link, channel: 'friend' }));
          }}
        >
          {t('depositGift.cfsf.friend')}
        </Button>
        <Button
          onClick={() => {
            if (needsNumber && loginPath) {
              void navigate(
                withParams(family.loginPath, { redirect: withParams(family.selfPath, { tier: chosen?.tier }) }),
              );
              return;
            }
            if (!chosen || !requireTick()) return;
            void navigate(
              withParams(family.selfPath, {
                tier: chosen.tier,
                wxPublicAccountId: query.get('wxPublicAccountId') ?? undefined,
              }),
            );
          }}
        >
          {t(config.key === 'cfsf2' ? 'depositGift.cfsf2.self' : 'depositGift.cfsf.self')}
        </Button>
      </>
    );
  } else {
    actions = (
      <Button
        block
        loading={paying}
        disabled={!chosen}
        onClick={() => {
          void dispatch(depositGift.actions.logOperation({ actId, operateType: 'pay' }));
          void dispatch(
            depositGift.actions.submit({
              actId,
              tier: chosen?.tier,
              api,
              returnPath: stayPath,
              checkout: { kind: 'order' },
            }),
          );
        }}
      >
        {t('depositGift.pay.now')}
      </Button>
    );
  }

  return (
    <main className={`${styles.page} ${styles.withBar}`}>
      {hero}
      {machine && machine !== 'active' && offer && <StateNotice state={machine} offer={offer} />}
      {phone && offer && (
        <p className={styles.who}>{t('depositGift.who', { phone: maskPhone(offer.phone ?? phone) })}</p>
      )}
      <section className={styles.section}>
        <TierPicker topup={config.key === 'cfsf2'} tiers={tiers} chosen={chosen?.tier} />
      </section>
      <RulesCard rules={state.rules} onRetry={reloadRules} fallbackText={rulesFallback(config.key)} />
      <PayBar
        actId={actId}
        active={active}
        tier={chosen}
        agreementTitle={agreementTitle}
        onOpenAgreement={openSheet}
        error={state.payError}
      >
        {actions}
      </PayBar>
      {family && (
        <ShareSheet
          actId={actId}
          title={t('depositGift.share.cardTitle', { amount: chosen ? moneyOf(chosen) : '' })}
          desc={tagline}
          link={shareLink}
          onClose={() => setShareLink(undefined)}
        />
      )}
    </main>
  );
}
