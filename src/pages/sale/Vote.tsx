import { useEffect } from 'react';
import { Button } from '../../components/Button';
import { Empty } from '../../components/Empty';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, useLogin, usePageSelector } from '../../models/hooks';
import { selectSession } from '../../models/session';
import { serverUrl } from '../../utils/serverUrl';
import { secondsUntil } from '../shared/activityState';
import { useServerNow } from '../shared/useServerNow';
import { countdownText, Hero, Rules, ShareBar, shareCard } from './parts';
import saleVote, { chinaDay, ranking, VOTE_ACT, VOTE_PATH, voteState, type VotePage } from './voteModel';
import * as styles from './Sale.module.css';

export { messages } from './messages';

export const models = [saleVote];

/** While the vote is open the counts are read again this often. */
const LIVE_REFRESH_MS = 10_000;

function Results({ page }: { page: VotePage }) {
  const ranked = ranking(page);
  const winner = ranked[0];
  return (
    <section className={styles.section} aria-labelledby="vote-results">
      <h2 className={styles.sectionTitle} id="vote-results">
        {t('sale.vote.results')}
      </h2>
      {winner && (
        <p className={styles.notice}>{t('sale.vote.winner', { name: winner.label, count: winner.count ?? 0 })}</p>
      )}
      <ol className={styles.ranking}>
        {ranked.map((o) => (
          <li key={o.id}>
            {o.label} · {t('sale.vote.count', { count: o.count ?? 0 })}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * `/vote` (PAGES.md §2.4, Vote): six tool-icon designs; three votes a day per number, one per design a day; live
 * counts, the rules and sharing; before the start a countdown, after the end the ranking and the winner.
 */
export default function Vote() {
  useLang();
  const dispatch = useAppDispatch();
  const login = useLogin();
  const { status, user } = useAppSelector(selectSession);
  const loggedIn = status === 'identified' && !!user?.userPhone;
  const s = usePageSelector(saleVote.select);
  const voting = useAppSelector(saleVote.loading('vote'));
  const page = s.page.status === 'ready' ? s.page.data : undefined;
  const now = useServerNow(page?.offsetMs ?? 0, !!page);
  const state = page ? voteState(page, now, loggedIn) : undefined;

  useEffect(() => {
    void dispatch(saleVote.actions.load({}));
  }, [dispatch]);
  // Logging in (or out) changes the votes left today: read them again.
  useEffect(() => {
    if (status === 'identified') void dispatch(saleVote.actions.load({ silent: true }));
  }, [dispatch, status, user?.userPhone]);
  const open = state === 'active' || state === 'joined';
  useEffect(() => {
    if (!open) return undefined;
    const id = window.setInterval(() => void dispatch(saleVote.actions.load({ silent: true })), LIVE_REFRESH_MS);
    return () => window.clearInterval(id);
  }, [dispatch, open]);

  const title = t('sale.vote.title');
  const desc = t('sale.vote.tagline');
  const lead = page ? ranking(page)[0] : undefined;
  const card = page ? shareCard({ path: VOTE_PATH, actId: VOTE_ACT, title, desc, img: lead?.imageUrl }) : undefined;

  const vote = (optionId: string) =>
    void dispatch(saleVote.actions.vote({ optionId, day: chinaDay(now) })).then((outcome) => {
      if (outcome === 'login') login(VOTE_PATH);
    });

  let body;
  if (s.page.status === 'error')
    body = <ErrorBlock message={s.page.message} onRetry={() => void dispatch(saleVote.actions.load({}))} />;
  else if (!page || !state) body = <Skeleton rows={6} />;
  else if (page.options.length === 0) body = <Empty text={t('sale.vote.empty')} />;
  else {
    const left = Math.max(0, page.dailyQuota - page.usedToday);
    body = (
      <>
        {state === 'notStarted' && (
          <p className={styles.notice} role="timer">
            {page.startAt
              ? t('sale.vote.startsIn', { time: countdownText(secondsUntil(page.startAt, now)) })
              : t('sale.vote.notStarted')}
          </p>
        )}
        {state === 'active' && loggedIn && <p className={styles.notice}>{t('sale.vote.left', { left })}</p>}
        {state === 'active' && !loggedIn && <p className={styles.notice}>{t('sale.vote.loginHint')}</p>}
        {state === 'joined' && (
          <p className={styles.warn} role="status">
            {t('sale.vote.comeBack')}
          </p>
        )}
        {state === 'ended' && <p className={styles.warn}>{t('sale.vote.ended')}</p>}
        {state === 'ended' && <Results page={page} />}
        <ul className={styles.options} aria-label={t('sale.vote.designs')}>
          {page.options.map((o) => {
            const img = o.imageUrl ? serverUrl(o.imageUrl, 'link') : undefined;
            const voted = page.votedToday.includes(o.id);
            const winner = state === 'ended' && lead?.id === o.id;
            return (
              <li key={o.id} className={winner ? styles.winner : styles.option}>
                {img && <img src={img} alt="" />}
                <p className={styles.optionLabel}>{o.label}</p>
                {state !== 'notStarted' && (
                  <p className={styles.count}>{t('sale.vote.count', { count: o.count ?? 0 })}</p>
                )}
                {(state === 'active' || state === 'joined') && (
                  <Button
                    size="sm"
                    block
                    variant={voted ? 'ghost' : 'primary'}
                    loading={voting && s.target === o.id}
                    disabled={voted || state === 'joined'}
                    aria-label={`${t(voted ? 'sale.vote.voted' : 'sale.vote.vote')} ${o.label}`}
                    onClick={() => vote(o.id)}
                  >
                    {t(voted ? 'sale.vote.voted' : 'sale.vote.vote')}
                  </Button>
                )}
                {s.refusal?.optionId === o.id && (
                  <p className={styles.refusal} role="alert">
                    {s.refusal.text}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </>
    );
  }

  return (
    <main className={styles.page} aria-busy={s.page.status === 'loading' || undefined}>
      <Hero title={title} desc={desc}>
        {page?.endAt && state !== 'ended' && state !== 'notStarted' && (
          <p className={styles.countdown} role="timer">
            {t('sale.vote.endsIn', { time: countdownText(secondsUntil(page.endAt, now)) })}
          </p>
        )}
      </Hero>
      {body}
      <Rules
        title={t('sale.vote.rulesTitle')}
        lines={[t('sale.vote.rule1'), t('sale.vote.rule2'), t('sale.vote.rule3')]}
      >
        <ShareBar
          card={card}
          onShared={(channel, link) => void dispatch(saleVote.actions.logShare({ channel, link }))}
        />
      </Rules>
    </main>
  );
}
