// BenefitClaim (PAGES.md §1 T23): /friday, /limitedWelfare, /limitedWelfare12, /moreBenefits/jf, /gkux, /gcy and
// /bingdundun, one page configured by path (config.ts). Each benefit shows the state the activity machine gives it
// (not started with a countdown on the server's clock, live, sold out, claimed, not eligible with the reason,
// ended); claims go through the model (takeLeading, idempotency key, draft kept through a re-login); my prizes;
// a physical prize asks its address; sharing sets the WeChat card or offers "复制链接".
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import type { BenefitItem } from '../../services/api/types';
import { yuan } from '../../utils/format';
import type { ActivityState } from '../shared/activityState';
import { shareLink, useWxShare } from '../shared/share';
import benefits, { benefitState, pageState, type Standing } from './benefitsModel';
import { routeOf, type BenefitRoute } from './config';
import { Section } from '../shared/Section';
import { useServerNow } from '../shared/useServerNow';
import { useCopyToast } from '../shared/useCopyToast';
import { AddressDialog, countdownText, ExchangeConfirm, Hero, Line, noneIn, Prizes, ShareBar } from './parts';
import * as styles from './Benefits.module.css';

export { messages } from './messages';
export const models = [benefits];

const BUTTON: Record<ActivityState, MessageKey> = {
  notStarted: 'benefits.state.notStarted',
  active: 'benefits.action.claim',
  soldOut: 'benefits.state.soldOut',
  joined: 'benefits.state.joined',
  ineligible: 'benefits.state.ineligible',
  ended: 'benefits.state.ended',
};

const QUOTA: Record<NonNullable<BenefitItem['quota']>, MessageKey> = {
  once: 'benefits.quota.once',
  day: 'benefits.quota.day',
  week: 'benefits.quota.week',
  month: 'benefits.quota.month',
};

/** What the hero says about the window: a countdown to the next opening, or to the end. */
function WindowLine({ s, config, now }: { s: Standing; config: BenefitRoute; now: number }) {
  const state = pageState(s, now, config.mode);
  if (state === 'ended') return <p className={styles.countdown}>{t('benefits.state.ended')}</p>;
  if (state === 'notStarted' && s.startAt) {
    const opens: MessageKey = config.memberDay
      ? 'benefits.friday.opens'
      : config.daily
        ? 'benefits.welfare.opens'
        : 'benefits.opens';
    return (
      <>
        <span className={styles.badge}>{t(opens)}</span>
        <p className={styles.countdown} role="timer">
          {t('benefits.countdown.to', { time: countdownText(s.startAt, now) })}
        </p>
      </>
    );
  }
  if (s.endAt) {
    return (
      <>
        <span className={styles.badge}>{t(config.memberDay ? 'benefits.friday.live' : 'benefits.live')}</span>
        <p className={styles.countdown} role="timer">
          {t('benefits.countdown.ends', { time: countdownText(s.endAt, now) })}
        </p>
      </>
    );
  }
  return null;
}

function benefitMeta(b: BenefitItem, config: BenefitRoute): string {
  const parts: string[] = [];
  if (b.points !== undefined && config.mode === 'points') parts.push(t('benefits.points.cost', { points: b.points }));
  if (b.valueFen) parts.push(yuan(b.valueFen));
  if (b.quota) parts.push(t(QUOTA[b.quota]));
  if (b.left !== undefined) parts.push(t('benefits.left', { n: Math.max(0, b.left) }));
  if (b.minStar !== undefined) parts.push(t('benefits.star', { star: b.minStar }));
  return parts.join(' · ');
}

function ItemRow({
  b,
  s,
  config,
  now,
  points,
}: {
  b: BenefitItem;
  s: Standing;
  config: BenefitRoute;
  now: number;
  points?: number;
}) {
  const dispatch = useAppDispatch();
  const copyCode = useCopyToast('benefits.copy.ok', 'benefits.share.copyFailed');
  const { claimTarget, claimError, resume } = usePageSelector(benefits.select);
  const busy = useAppSelector(benefits.loading('claim'));
  const claiming = busy ? claimTarget : undefined;
  const state = benefitState(s, b, now);
  const short = config.mode === 'points' && points !== undefined && b.points !== undefined && points < b.points;
  const error = claimError?.id === b.id ? claimError.message : undefined;
  const reason = state === 'ineligible' ? b.reason : undefined;
  const claim = () =>
    void dispatch(benefits.actions.claim({ actId: config.actId, benefitId: b.id, mode: config.mode }));
  // Spending points asks once, naming the cost, before the exchange is sent (short of points: the model says so).
  const [asking, setAsking] = useState(false);
  const cost = config.mode === 'points' && !short ? b.points : undefined;
  const tap = () => (cost !== undefined ? setAsking(true) : claim());
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.itemName}>{b.name}</p>
        <p className={styles.itemMeta}>{benefitMeta(b, config)}</p>
        {reason ? <p className={styles.error}>{reason}</p> : null}
        {short && state === 'active' && !error ? (
          <p className={styles.note}>{t('benefits.points.short', { n: (b.points ?? 0) - (points ?? 0) })}</p>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        {resume === b.id && state === 'active' ? <p className={styles.note}>{t('benefits.resume')}</p> : null}
        {b.code && b.type === 'code' ? (
          <>
            <p className={styles.code} aria-label={t('benefits.gkux.code')}>
              {b.code}
            </p>
            <Button size="sm" variant="ghost" onClick={() => void copyCode(b.code ?? '')}>
              {t('benefits.copy.code')}
            </Button>
          </>
        ) : null}
      </div>
      {state === 'active' ? (
        <Button size="sm" loading={claiming === b.id} disabled={!!claiming && claiming !== b.id} onClick={tap}>
          {t(config.mode === 'points' ? 'benefits.action.exchange' : 'benefits.action.claim')}
        </Button>
      ) : (
        <Button size="sm" variant="plain" disabled>
          {t(BUTTON[state])}
        </Button>
      )}
      <ExchangeConfirm
        item={asking && cost !== undefined ? { name: b.name, points: cost } : undefined}
        onConfirm={() => {
          setAsking(false);
          claim();
        }}
        onCancel={() => setAsking(false)}
      />
    </li>
  );
}

/** The e-card claimed (gcy): the card number, the PIN only on a tap. */
function ECard({ code }: { code: string }) {
  const [shown, setShown] = useState(false);
  const [number, pin] = code.split('-PIN');
  return (
    <Card title={t('benefits.gcy.card')}>
      <p className={styles.code}>{number}</p>
      {shown ? (
        <p className={styles.code} aria-label={t('benefits.gcy.pin')}>
          {t('benefits.gcy.pin')}: {pin}
        </p>
      ) : (
        <Button variant="ghost" block onClick={() => setShown(true)}>
          {t('benefits.gcy.show')}
        </Button>
      )}
    </Card>
  );
}

function Draw({ s, config, now }: { s: Standing; config: BenefitRoute; now: number }) {
  const dispatch = useAppDispatch();
  const { claimTarget, claimError } = usePageSelector(benefits.select);
  const busy = useAppSelector(benefits.loading('claim'));
  const claiming = busy ? claimTarget : undefined;
  const state = pageState(s, now, 'draw');
  const left = Math.max(0, s.dailyQuota - s.usedToday);
  return (
    <Card title={t('benefits.bdd.draw')}>
      <div className={styles.form}>
        <p className={styles.note}>{t('benefits.bdd.chances', { n: left })}</p>
        {state === 'joined' ? <p className={styles.error}>{t('benefits.bdd.noChance')}</p> : null}
        {claimError ? (
          <p className={styles.error} role="alert">
            {claimError.message}
          </p>
        ) : null}
        <Button
          block
          disabled={state !== 'active'}
          loading={claiming === 'draw'}
          onClick={() =>
            void dispatch(benefits.actions.claim({ actId: config.actId, benefitId: 'draw', mode: 'draw' }))
          }
        >
          {state === 'active' ? t('benefits.bdd.go') : t(state === 'joined' ? 'benefits.bdd.used' : BUTTON[state])}
        </Button>
        <p className={styles.note}>{t('benefits.bdd.how')}</p>
      </div>
      <ul className={styles.items}>
        {(s.benefits ?? []).map((b) => (
          <Line
            key={b.id}
            name={b.name}
            meta={(b.left ?? 1) > 0 ? t('benefits.left', { n: b.left ?? 0 }) : t('benefits.state.soldOut')}
          />
        ))}
      </ul>
    </Card>
  );
}

/** `/friday` and the other benefits routes (PAGES.md §2.4). */
export default function BenefitClaim() {
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const config = routeOf(pathname);
  const state = usePageSelector(benefits.select);
  const { standing, prizes, score, merchants, won, address } = state;
  const offset = standing.status === 'ready' ? standing.data.offsetMs : 0;
  const now = useServerNow(offset);
  const actId = config?.actId ?? '';

  useEffect(() => {
    if (!config) return;
    void dispatch(
      benefits.actions.load({
        actId: config.actId,
        prizes: config.mode !== 'code',
        score: config.score,
        merchants: config.merchants,
      }),
    );
  }, [dispatch, config]);

  const link = shareLink(pathname, actId);
  useWxShare(
    config && standing.status === 'ready'
      ? { title: t(config.headline), desc: t(config.tagline), imgUrl: '', link }
      : undefined,
  );

  if (!config) return <ErrorBlock message={t('benefits.unknown')} />;
  const retry = (section: 'standing' | 'prizes' | 'score' | 'merchants') =>
    void dispatch(benefits.actions.reloadSection({ section }));
  const points = score.status === 'ready' ? score.data.points : undefined;

  let main;
  if (standing.status === 'error') main = <ErrorBlock message={standing.message} onRetry={() => retry('standing')} />;
  else if (standing.status !== 'ready') main = <Skeleton rows={4} />;
  else {
    const s = standing.data;
    const ecard = (s.benefits ?? []).find((b) => b.type === 'eCard' && b.claimed);
    const ecardCode =
      ecard && prizes.status === 'ready' ? prizes.data.find((r) => r.benefitId === ecard.id)?.code : undefined;
    const gkuxCode = (s.benefits ?? []).find((b) => b.type === 'code' && b.code && b.url);
    main = (
      <>
        {config.memberDay ? (
          <Card title={t('benefits.friday.checkin')}>
            <p className={styles.note}>
              {s.streak > 0 ? t('benefits.friday.streak', { n: s.streak }) : t('benefits.friday.noStreak')}
            </p>
          </Card>
        ) : null}
        {s.eligible === false ? (
          <Card title={t('benefits.ineligible.title')}>
            {(s.reasons ?? []).map((r) => (
              <p key={r} className={styles.error}>
                {r}
              </p>
            ))}
            {config.actId === 'gcy' ? <p className={styles.note}>{t('benefits.gcy.how')}</p> : null}
          </Card>
        ) : null}
        {config.mode === 'points' ? (
          <Section title={t('benefits.points.balance')} load={score} onRetry={() => retry('score')}>
            {(info) => (
              <>
                <p className={styles.strong}>{info.points.toLocaleString('en-US')}</p>
                <Button
                  variant="ghost"
                  size="sm"
                  loading={state.opening === 'mall'}
                  onClick={() => void dispatch(benefits.actions.openMall())}
                >
                  {t('benefits.jf.mall')}
                </Button>
              </>
            )}
          </Section>
        ) : null}
        {config.mode === 'draw' ? (
          <Draw s={s} config={config} now={now} />
        ) : (
          <Card title={t(config.mode === 'points' ? 'benefits.points.items' : 'benefits.items')}>
            {(s.benefits ?? []).length === 0 ? (
              <p className={styles.note}>{t('benefits.empty')}</p>
            ) : (
              <ul className={styles.items}>
                {(s.benefits ?? []).map((b) => (
                  <ItemRow key={b.id} b={b} s={s} config={config} now={now} points={points} />
                ))}
              </ul>
            )}
          </Card>
        )}
        {ecardCode ? <ECard code={ecardCode} /> : null}
        {config.partnerLink && gkuxCode ? (
          <Card title={t('benefits.gkux.partner')}>
            <p className={styles.note}>{t('benefits.gkux.partnerHint')}</p>
            <Button
              block
              variant="ghost"
              onClick={() => void dispatch(benefits.actions.openLink({ url: gkuxCode.url ?? '' }))}
            >
              {t('benefits.gkux.open')}
            </Button>
          </Card>
        ) : null}
      </>
    );
  }

  return (
    <main className={styles.page} aria-busy={standing.status === 'loading' || undefined}>
      <Hero headline={t(config.headline)} tagline={t(config.tagline)}>
        {standing.status === 'ready' ? <WindowLine s={standing.data} config={config} now={now} /> : null}
      </Hero>
      <div className={styles.body}>
        {main}
        {config.merchants ? (
          <Section title={t('benefits.gcy.stores')} load={merchants} onRetry={() => retry('merchants')} empty={noneIn}>
            {(rows) => (
              <ul className={styles.items}>
                {rows.map((m) => (
                  <Line key={m.merchantId} name={m.name} meta={`${m.address} · ${m.hours}`} />
                ))}
              </ul>
            )}
          </Section>
        ) : null}
        {config.mode !== 'code' ? <Prizes load={prizes} onRetry={() => retry('prizes')} /> : null}
        <ShareBar actId={actId} link={link} hint={config.mode === 'draw' ? t('benefits.bdd.shareHint') : undefined} />
        {config.next ? (
          <Button block variant="plain" onClick={() => void navigate(config.next?.to ?? '/')}>
            {t(config.next.label)}
          </Button>
        ) : null}
      </div>
      <Dialog
        open={!!won && !address}
        title={t(config.mode === 'draw' ? 'benefits.won.drawTitle' : 'benefits.won.title')}
        onCancel={() => dispatch(benefits.actions.setWon(undefined))}
        actions={<Button onClick={() => dispatch(benefits.actions.setWon(undefined))}>{t('benefits.won.ok')}</Button>}
      >
        <p className={styles.itemName}>{won?.name}</p>
        {won?.code && won.type === 'code' ? <p className={styles.code}>{won.code}</p> : null}
        {won?.type === 'pack' && won.benefitId === 'bdd_thanks' ? (
          <p className={styles.note}>{t('benefits.bdd.consolation')}</p>
        ) : null}
      </Dialog>
      <AddressDialog form={address} />
    </main>
  );
}
