// /yjq/collect (PAGES.md §2.4, BenefitClaim invite mode): the partner opens the invite (`inviteId`), logs in, and
// accepts or declines (bindInfo). An expired or used invite says so; an invite for another number asks to switch.
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Skeleton } from '../../components/Skeleton';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import type { Invite } from '../../services/api/types';
import { plainText } from '../../utils/query';
import { useWxShare } from '../shared/share';
import benefits from './benefitsModel';
import { PAIR_ACT } from './config';
import { useServerNow } from '../shared/useServerNow';
import { countdownText, Hero } from './parts';
import * as styles from './Benefits.module.css';

export { messages } from './messages';
export const models = [benefits];

const DONE: Record<Exclude<Invite['status'], 'pending'>, MessageKey> = {
  accepted: 'benefits.collect.acceptedState',
  declined: 'benefits.collect.declinedState',
  expired: 'benefits.collect.expired',
};

export default function YjqCollect() {
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const inviteId = useMemo(() => plainText(query.get('inviteId'), 40), [query]);
  const { standing, answerError } = usePageSelector(benefits.select);
  const answering = useAppSelector(benefits.loading('answer'));
  const now = useServerNow(standing.status === 'ready' ? standing.data.offsetMs : 0);
  useEffect(() => {
    if (inviteId) void dispatch(benefits.actions.load({ actId: PAIR_ACT, inviteId }));
  }, [dispatch, inviteId]);
  // An invite is personal: the menu shares nothing.
  useWxShare(null);

  let body;
  if (!inviteId) body = <ErrorBlock message={t('benefits.collect.noInvite')} />;
  else if (standing.status === 'error')
    body = (
      <ErrorBlock
        message={standing.message}
        onRetry={() => void dispatch(benefits.actions.reloadSection({ section: 'standing', inviteId }))}
      />
    );
  else if (standing.status !== 'ready') body = <Skeleton rows={3} />;
  else {
    const invite = standing.data.invite;
    if (!invite) body = <ErrorBlock message={t('benefits.collect.expired')} />;
    else if (invite.status !== 'pending')
      body = (
        <Card title={t(DONE[invite.status])}>
          <p className={styles.note}>{t('benefits.collect.from', { phone: invite.fromPhone })}</p>
          {invite.status === 'accepted' && invite.forMe ? (
            // The partner has the pack now: where it is listed (with its fee and how to end it), not a second one.
            <Button block variant="ghost" onClick={() => void navigate('/mobileBusiness/businessQuery')}>
              {t('benefits.collect.mine')}
            </Button>
          ) : (
            <Button block variant="ghost" onClick={() => void navigate('/yjq')}>
              {t('benefits.collect.own')}
            </Button>
          )}
        </Card>
      );
    else if (!invite.forMe)
      body = (
        <Card title={t('benefits.collect.wrongTitle')}>
          <p className={styles.error}>{t('benefits.collect.wrong', { phone: invite.toPhone })}</p>
        </Card>
      );
    else
      body = (
        <Card title={t('benefits.collect.title', { phone: invite.fromPhone })}>
          <p className={styles.note}>{t('benefits.pair.rules')}</p>
          <p className={styles.countdown} role="timer">
            {t('benefits.pair.expiresIn', { time: countdownText(invite.expiresAt, now) })}
          </p>
          {answerError ? (
            <p className={styles.error} role="alert">
              {answerError}
            </p>
          ) : null}
          <div className={styles.row}>
            <Button
              loading={answering}
              onClick={() => void dispatch(benefits.actions.answer({ inviteId: invite.inviteId, accept: true }))}
            >
              {t('benefits.collect.accept')}
            </Button>
            <Button
              variant="ghost"
              disabled={answering}
              onClick={() => void dispatch(benefits.actions.answer({ inviteId: invite.inviteId, accept: false }))}
            >
              {t('benefits.collect.decline')}
            </Button>
          </div>
        </Card>
      );
  }
  return (
    <main className={styles.page} aria-busy={standing.status === 'loading' || undefined}>
      <Hero headline={t('benefits.collect.headline')} tagline={t('benefits.pair.tagline')} />
      <div className={styles.body}>{body}</div>
    </main>
  );
}
