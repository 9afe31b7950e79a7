import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { Button } from '../../components/Button';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Loading } from '../../components/Loading';
import { useAppDispatch, useAppSelector } from '../../models/hooks';
import { selectSession } from '../../models/session';
import { maskPhone } from '../../utils/format';
import type { CfsfPayer } from '../../services/api/types';
import { ResultPage } from '../shared/ResultPage';
import { type FamilyConfig } from './config';
import depositGift from './depositGift';
import { inNightlyPause } from '../shared/nightlyPause';
import { STATE_TEXT, withParams, type ShareParams } from './offer';
import {
  OfferSkeleton,
  PaidConfirm,
  PayBar,
  StateNotice,
  TierPicker,
  TierSummary,
  usePayReturn,
  useOfferPage,
} from './parts';
import { useWxShare } from '../shared/share';
import * as styles from './DepositGift.module.css';

/** A shared link's parameters, when both are there and make sense. */
function shareOf(query: URLSearchParams): ShareParams | undefined {
  const shareOpenId = query.get('shareOpenId')?.trim();
  const money = Number(query.get('money'));
  if (!shareOpenId || !/^[\w-]{1,64}$/.test(shareOpenId) || !Number.isFinite(money) || money <= 0) return undefined;
  return { shareOpenId, money };
}

const positive = (v: string | null): number | undefined => {
  const n = Number(v);
  return v && Number.isFinite(n) && n > 0 ? n : undefined;
};

/**
 * The cfsf checkout (PAGES.md template 7). Self (index2): my number, the tier (from `?tier=`, or `?money=` when
 * I opened my own shared link), the agreement, cfshd/submit and the payment; once paid the agreement is signed.
 * Friend (index3): the sharer's masked number and the tier of the link (`shareOpenId`, `money`; the request layer
 * sends 5_not_myself), the agreement, and the payment for them. A bad or expired link says so; the sharer
 * opening their own link goes to index2.
 */
export default function DepositGiftPay({ family, payer }: { family: FamilyConfig; payer: CfsfPayer }) {
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [openedAt] = useState(() => Date.now());
  const { user } = useAppSelector(selectSession);
  const { query, here, stayPath, state, offer, tiers, chosen, machine, paying, confirming } = useOfferPage();

  const { actId } = family;
  const friend = payer === 'friend';
  const share = friend ? shareOf(query) : undefined;
  const shareKey = share ? `${share.shareOpenId}:${share.money}` : '';
  const tierParam = positive(query.get('tier'));
  const moneyParam = positive(query.get('money'));
  const loginPath = withParams(family.loginPath, { redirect: here });

  const [attempt, setAttempt] = useState(0);
  const returning = usePayReturn({ actId, sign: !friend, successPath: family.successPath, payer });
  useWxShare(null); // a checkout with a number on it is not for sharing

  useEffect(() => {
    if (returning || (friend && !shareKey)) return;
    const [shareOpenId, money] = shareKey.split(':');
    void dispatch(depositGift.actions.logOperation({ actId, operateType: 'view' }));
    void dispatch(
      depositGift.actions.load({
        actId,
        api: 'reception',
        loginPath,
        ...(friend
          ? { share: { shareOpenId, money: Number(money) }, selfPath: family.selfPath }
          : { tier: tierParam, money: tierParam ? undefined : moneyParam }),
      }),
    );
    // loginPath follows the address; the load is keyed on what is being paid.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, returning, friend, shareKey, tierParam, moneyParam, actId, family.selfPath, attempt]);

  const back = [{ label: 'depositGift.pay.toOffer' as const, to: family.offerPath }];
  /** A friend's link that cannot be paid, with the server's reason when it gives one of its own. */
  const invalidLink = (reason?: string) => {
    const title = t('depositGift.friend.invalid');
    return (
      <ResultPage
        kind="fail"
        title={title}
        description={reason && reason !== title ? reason : t('depositGift.friend.invalidDesc')}
        actions={back}
      />
    );
  };

  if (friend && !share) return invalidLink();
  if (returning === 'success') {
    return (
      <main className={styles.page}>
        <PaidConfirm actId={actId} sign={!friend} successPath={family.successPath} payer={payer} />
      </main>
    );
  }
  if (returning || confirming)
    return (
      <main className={styles.page}>
        <Loading inline text={t('depositGift.pay.confirming')} />
      </main>
    );

  const o = state.offer;
  if (o.status === 'idle' || o.status === 'loading') return <OfferSkeleton />;
  if (o.status === 'error') {
    if (o.problem === 'invalidLink') return invalidLink(o.message);
    if (o.problem === 'notFound')
      return <ResultPage kind="notice" title={t('depositGift.notFound')} description={o.message} actions={back} />;
    return (
      <main className={styles.page}>
        <section className={styles.section}>
          {o.problem === 'login' ? (
            <>
              <p className={styles.muted}>{t('depositGift.login.needed')}</p>
              <Button block onClick={() => void navigate(loginPath)}>
                {t('depositGift.login.go')}
              </Button>
            </>
          ) : (
            <ErrorBlock message={o.message} onRetry={() => setAttempt((n) => n + 1)} />
          )}
        </section>
      </main>
    );
  }

  const active = machine === 'active';
  const number = offer?.phone ?? user?.userPhone ?? '';
  const openSheet = () => {
    void dispatch(depositGift.actions.openSheet({ actId, api: 'reception', withOrder: true, share }));
  };
  // The nightly pause of deposits (the top-up form's rule and words), judged when the page draws, by the server's
  // time (the reception's clock), whatever the phone's clock says.
  const paused = family.family === 'cfsf2' && inNightlyPause(openedAt + (offer?.offsetMs ?? 0));
  const pay = () => {
    void dispatch(depositGift.actions.logOperation({ actId, operateType: 'pay' }));
    void dispatch(
      depositGift.actions.submit({
        actId,
        tier: chosen?.tier,
        deposit: family.family === 'cfsf2',
        api: 'reception',
        returnPath: stayPath,
        share,
        checkout: {
          kind: 'cfshd',
          payer,
          phone: number,
          ...(share ? { shareOpenId: share.shareOpenId, money: share.money } : {}),
        },
      }),
    );
  };

  return (
    <main className={`${styles.page} ${styles.withBar}`}>
      <header className={styles.checkoutHead}>
        <h1 className={styles.checkoutTitle}>
          {t(
            friend
              ? 'depositGift.friend.title'
              : family.family === 'cfsf2'
                ? 'depositGift.self.titleTopup'
                : 'depositGift.self.title',
          )}
        </h1>
        <p className={styles.muted}>{t(friend ? 'depositGift.friend.intro' : 'depositGift.self.intro')}</p>
      </header>
      {machine && machine !== 'active' && offer && (
        <StateNotice
          state={machine}
          offer={offer}
          joinedText={friend ? t('depositGift.friend.joined') : undefined}
          joinedTitle={friend ? t('depositGift.friend.joinedTitle') : undefined}
        />
      )}
      <section className={styles.section}>
        <dl className={styles.facts}>
          <div>
            <dt>{t(friend ? 'depositGift.friend.number' : 'depositGift.self.number')}</dt>
            <dd className={styles.number}>{maskPhone(number)}</dd>
          </div>
        </dl>
        {friend && <p className={styles.muted}>{t('depositGift.friend.note')}</p>}
      </section>
      <section className={styles.section}>
        {friend ? (
          chosen && (
            <>
              <h2 className={styles.sectionTitle}>{t('depositGift.tier.one')}</h2>
              <TierSummary tier={chosen} topup={family.family === 'cfsf2'} />
            </>
          )
        ) : (
          <TierPicker topup={family.family === 'cfsf2'} tiers={tiers} chosen={chosen?.tier} />
        )}
      </section>
      <PayBar
        actId={actId}
        active={active}
        tier={chosen}
        onOpenAgreement={openSheet}
        error={state.payError || (paused ? t('depositGift.pay.paused') : undefined)}
      >
        {active ? (
          <Button block loading={paying} disabled={!chosen || !number || paused} onClick={pay}>
            {t(friend ? 'depositGift.friend.pay' : 'depositGift.pay.confirm')}
          </Button>
        ) : (
          <Button block disabled>
            {t(STATE_TEXT[machine ?? 'ended'].button)}
          </Button>
        )}
      </PayBar>
    </main>
  );
}
