// /yjq (PAGES.md §2.4, PackDetail pair): the pair pack ¥10/month with a partner number of this operator in another
// city. The number is checked at the field, then by preCheckToPhone (operator, province), then the pair's
// eligibility (checkPartner: same city, the pack's rules) before any gate, then ordered (busi/handle with the
// partner; the SMS gate asks the code). The invite then awaits the partner (48 h): its link
// (/yjq/collect, only `inviteId` and `source`) is shared; accepted, declined or expired shows so.
import { useEffect } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { DialogButtons } from '../../components/DialogButtons';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Field, PHONE_INPUT } from '../../components/Field';
import { Skeleton } from '../../components/Skeleton';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, useAppSelector, usePageSelector } from '../../models/hooks';
import { selectBoundPhone } from '../../models/session';
import type { Invite } from '../../services/api/types';
import { dateTime } from '../../utils/format';
import { shareLink, useWxShare } from '../shared/share';
import benefits from './benefitsModel';
import { inviteDeadline } from './rules';
import { PAIR_ACT } from './config';
import { useServerNow } from '../shared/useServerNow';
import { countdownText, Hero, ShareBar } from './parts';
import * as styles from './Benefits.module.css';

export { messages } from './messages';
export const models = [benefits];

const INVITE: Record<Invite['status'], MessageKey> = {
  pending: 'benefits.pair.pending',
  accepted: 'benefits.pair.accepted',
  declined: 'benefits.pair.declinedState',
  expired: 'benefits.pair.expired',
};

export default function Yjq() {
  useLang();
  const dispatch = useAppDispatch();
  const own = useAppSelector(selectBoundPhone);
  const { standing, partner } = usePageSelector(benefits.select);
  const sending = useAppSelector(benefits.loading('invite'));
  const now = useServerNow(standing.status === 'ready' ? standing.data.offsetMs : 0);
  useEffect(() => {
    void dispatch(benefits.actions.load({ actId: PAIR_ACT }));
  }, [dispatch]);
  const invite = standing.status === 'ready' ? standing.data.invite : undefined;
  const pending = invite?.status === 'pending' && invite.mine ? invite : undefined;
  const inviteLink = pending ? shareLink('/yjq/collect', PAIR_ACT, { inviteId: pending.inviteId }) : undefined;
  useWxShare(
    standing.status === 'ready'
      ? {
          title: t('benefits.pair.shareTitle'),
          desc: t('benefits.pair.shareDesc'),
          imgUrl: '',
          link: inviteLink ?? shareLink('/yjq', PAIR_ACT),
        }
      : undefined,
  );

  let body;
  if (standing.status === 'error')
    body = (
      <ErrorBlock
        message={standing.message}
        onRetry={() => void dispatch(benefits.actions.reloadSection({ section: 'standing' }))}
      />
    );
  else if (standing.status !== 'ready') body = <Skeleton rows={3} />;
  else if (standing.data.status === 'ended' || standing.data.status === 'notStarted')
    body = <ErrorBlock message={t(standing.data.status === 'ended' ? 'benefits.state.ended' : 'benefits.opens')} />;
  else if (pending)
    body = (
      <>
        <Card title={t('benefits.pair.pending')}>
          <p className={styles.note}>{t('benefits.pair.to', { phone: pending.toPhone })}</p>
          <p className={styles.countdown} role="timer">
            {t('benefits.pair.expiresIn', { time: countdownText(pending.expiresAt, now) })}
          </p>
        </Card>
        <ShareBar actId={PAIR_ACT} link={inviteLink ?? ''} hint={t('benefits.pair.shareHint')} />
      </>
    );
  else
    body = (
      <>
        {invite && invite.mine ? (
          <Card title={t(INVITE[invite.status])}>
            <p className={styles.note}>
              {t('benefits.pair.to', { phone: invite.toPhone })}
              {inviteDeadline(invite) ? ` · ${dateTime(invite.expiresAt)}` : null}
            </p>
          </Card>
        ) : null}
        {invite?.status === 'accepted' && invite.mine ? null : (
          <Card title={t('benefits.pair.invite')}>
            <form
              className={styles.form}
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void dispatch(benefits.actions.invite({ phone: partner.phone, own }));
              }}
            >
              <Field
                label={t('benefits.pair.phone')}
                {...PHONE_INPUT}
                value={partner.phone}
                maxLength={11}
                placeholder={t('benefits.pair.phoneHint')}
                onChange={(phone) =>
                  dispatch(benefits.actions.setPartner({ phone: phone.replace(/\D/g, ''), error: undefined }))
                }
                error={partner.error}
              />
              <Button type="submit" block loading={sending}>
                {t('benefits.pair.send')}
              </Button>
            </form>
          </Card>
        )}
        <Dialog
          open={!!partner.confirming}
          title={t('benefits.pair.confirmTitle')}
          onCancel={() => dispatch(benefits.actions.setPartner({ confirming: false }))}
          actions={
            <DialogButtons
              dismiss="cancel"
              onDismiss={() => dispatch(benefits.actions.setPartner({ confirming: false }))}
              onClick={() => void dispatch(benefits.actions.invite({ phone: partner.phone, own, confirmed: true }))}
            >
              {t('benefits.pair.confirmOk')}
            </DialogButtons>
          }
        >
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('benefits.pair.confirmName')}</dt>
              <dd>{t('benefits.pair.headline')}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('benefits.pair.confirmFee')}</dt>
              <dd>{t('benefits.pair.fee')}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('benefits.pair.phone')}</dt>
              <dd>{partner.phone}</dd>
            </div>
          </dl>
          <p className={styles.note}>{t('benefits.pair.confirmHint')}</p>
        </Dialog>
      </>
    );

  return (
    <main className={styles.page} aria-busy={standing.status === 'loading' || undefined}>
      <Hero headline={t('benefits.pair.headline')} tagline={t('benefits.pair.tagline')} />
      <div className={styles.body}>
        <Card title={t('benefits.pair.what')}>
          <p className={styles.note}>{t('benefits.pair.rules')}</p>
        </Card>
        {body}
      </div>
    </main>
  );
}
