import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { DialogButtons } from '../../components/DialogButtons';
import { Empty } from '../../components/Empty';
import { cx } from '../../components/i18n';
import { t, type MessageKey } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import type { TicketDetail } from '../../services/api/types';
import { maskPhone } from '../../utils/format';
import { Page, TicketLink, ticketBody, TitledCard } from './FormParts';
import { ImageField } from './ImageField';
import complainImages, { allUploaded, fileIds, imagesOf } from './imagesModel';
import complainTicket from './ticketModel';
import { categoryText, isOpen, statusText, timeText, type TicketAction } from './tickets';
import { useDraftState } from './useDraftState';
import { useTicket } from './useTicket';
import { TextBox } from './TextBox';
import * as styles from './Complain.module.css';

export { messages } from './messages';

export const models = [complainTicket, complainImages];

export const SUPPLEMENT_MAX = 500;

interface ActionRow {
  key: 'urge' | 'supplement' | 'cancel' | 'rate' | 'appeal';
  /** Allowed now; else `why` says why and when. */
  allowed: boolean;
  why?: string;
  /** A submission on this page, or a form to open. */
  send?: TicketAction;
  to?: string;
}

/** Why a ticket cannot be withdrawn: withdrawn already, finished, or its handling has started. */
const cancelWhy = (status: TicketDetail['status']): MessageKey =>
  status === 'cancelled'
    ? 'complain.cancel.already'
    : isOpen(status)
      ? 'complain.cancel.why'
      : 'complain.cancel.closed';

/** Every action of the ticket, each allowed or disabled with its reason (PAGES.md §2.3). */
export function actionRows(d: TicketDetail): ActionRow[] {
  const q = `?ticketNo=${encodeURIComponent(d.ticketNo)}`;
  const open = isOpen(d.status);
  const urgeWhy = !open
    ? t('complain.urge.closed')
    : d.nextUrgeAt && d.urgesLeft > 0
      ? t('complain.urge.nextAt', { time: timeText(d.nextUrgeAt) })
      : t('complain.urge.limit');
  return [
    {
      key: 'urge',
      allowed: d.canUrge,
      why: d.canUrge ? t('complain.urge.left', { n: d.urgesLeft }) : urgeWhy,
      send: 'urge',
    },
    {
      key: 'supplement',
      allowed: d.canSupplement,
      why: t(d.canSupplement ? 'complain.supplement.asked' : 'complain.supplement.why'),
    },
    { key: 'cancel', allowed: d.canCancel, why: d.canCancel ? undefined : t(cancelWhy(d.status)), send: 'cancel' },
    {
      key: 'rate',
      allowed: d.canRate,
      why: d.rating !== undefined ? t('complain.rate.rated') : d.canRate ? undefined : t('complain.rate.why'),
      to: `/complain/evaluation${q}`,
    },
    {
      key: 'appeal',
      allowed: d.canAppeal,
      why: d.canAppeal ? undefined : t('complain.appeal.why'),
      to: `/complain/appeal${q}`,
    },
  ];
}

/**
 * `/complain/processDetails?ticketNo=` (PAGES.md §2.3, RecordDetail): the ticket (number, category, number
 * concerned, times, description, images), its timeline (受理, 派单, 处理, 回复, 办结), replies and notes, and the
 * actions 催单, 补充材料, 撤销, 评价, 申诉, each disabled with its reason when the server does not allow it now.
 * `/complain/appealDetails?ticketNo=` is the same page for an appeal (read by its path): its decision time (5
 * working days), mediation (up to 30 days) and the link to the original ticket.
 */
export default function ProcessDetails() {
  const appeal = useLocation().pathname.endsWith('/appealDetails');
  useLang();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { ticketNo, detail, acting, notice, reload } = useTicket();
  const [confirming, setConfirming] = useState(false);
  const [supplementing, setSupplementing] = useState(false);
  const imagesSet = `supplement:${ticketNo}`;
  const supplementDraft = `complain:supplement:${ticketNo}`;
  const [material, setMaterial] = useDraftState(supplementDraft, { text: '' });
  const images = imagesOf(usePageSelector(complainImages.select), imagesSet);
  const materialN = material.text.trim().length;
  const sendMaterial = () =>
    void dispatch(
      complainTicket.actions.supplement({
        ticketNo,
        text: material.text.trim(),
        images: fileIds(images),
        draft: supplementDraft,
        imagesSet,
      }),
    );
  const [query] = useSearchParams();
  const rated = Number(query.get('rated') ?? 0);

  const act = (action: TicketAction) => void dispatch(complainTicket.actions.act({ action, ticketNo }));

  const body = ticketBody(
    ticketNo,
    detail,
    reload,
    6,
    (d) => (
      <>
        <section className={styles.card}>
          <div className={styles.rowHead}>
            <h1 className={styles.cardTitle}>{categoryText(d.category)}</h1>
            <span className={cx(styles.status, styles[`status_${d.status}`])}>{statusText(d.status)}</span>
          </div>
          {appeal && <p className={cx(styles.hint, styles.left)}>{t('complain.appealDetails.rule')}</p>}
          <dl className={styles.fields}>
            <dt>{t('complain.detail.ticketNo')}</dt>
            <dd>{d.ticketNo}</dd>
            <dt>{t('complain.detail.phone')}</dt>
            <dd>{maskPhone(d.phone)}</dd>
            <dt>{t('complain.detail.created')}</dt>
            <dd>{timeText(d.createdAt)}</dd>
            {d.dueAt && isOpen(d.status) && (
              <>
                <dt>{t('complain.detail.due')}</dt>
                <dd className={cx(d.overdue && styles.warn)}>
                  {d.overdue ? t('complain.orderTracking.overdue') : timeText(d.dueAt)}
                </dd>
              </>
            )}
            {d.rating !== undefined && (
              <>
                <dt>{t('complain.detail.rating')}</dt>
                <dd>{t('complain.stars', { n: d.rating })}</dd>
              </>
            )}
            {d.relatedTicket && (
              <>
                <dt>{t('complain.detail.related')}</dt>
                <dd>
                  <TicketLink page="processDetails" ticketNo={d.relatedTicket} text={d.relatedTicket} />
                </dd>
              </>
            )}
          </dl>
        </section>
        <TitledCard title={t('complain.detail.text')}>
          <p className={styles.text}>{d.text}</p>
          {d.images.length > 0 && (
            <div className={styles.images} aria-label={t('complain.detail.images')}>
              {d.images.map((src) => (
                <img key={src} src={src} alt="" />
              ))}
            </div>
          )}
        </TitledCard>
        {rated > 0 && (
          <p role="status" className={cx(styles.card, styles.ok)}>
            {t(rated <= 2 && d.canAppeal ? 'complain.rate.thanks' : 'complain.rate.already')}
          </p>
        )}
        <section className={styles.card} aria-label={t('complain.detail.actions')}>
          <h2 className={styles.cardTitle}>{t('complain.detail.actions')}</h2>
          <ul className={styles.actionList}>
            {actionRows(d).map((a) => (
              <li key={a.key} className={styles.actionItem} data-action={a.key}>
                <span className={styles.why}>{a.why}</span>
                <Button
                  size="sm"
                  variant={a.allowed ? 'ghost' : 'plain'}
                  disabled={!a.allowed || (acting !== undefined && acting !== a.send)}
                  loading={a.send !== undefined && acting === a.send}
                  onClick={() => {
                    if (a.key === 'supplement') setSupplementing(true);
                    else if (a.send === 'cancel') setConfirming(true);
                    else if (a.send) act(a.send);
                    else if (a.to) void navigate(a.to);
                  }}
                >
                  {t(`complain.action.${a.key}` as MessageKey)}
                </Button>
              </li>
            ))}
          </ul>
          {d.canSupplement && (supplementing || materialN > 0 || images.length > 0) && (
            <form
              noValidate
              className={styles.supplement}
              aria-label={t('complain.action.supplement')}
              onSubmit={(e) => {
                e.preventDefault();
                if (materialN > 0 && allUploaded(images)) sendMaterial();
              }}
            >
              <TextBox
                id="supplement-text"
                sub
                label={t('complain.supplement.text')}
                rows={4}
                max={SUPPLEMENT_MAX}
                placeholder={t('complain.supplement.placeholder')}
                value={material.text}
                onChange={(text) => setMaterial({ text })}
              />
              <ImageField set={imagesSet} />
              <Button
                type="submit"
                block
                loading={acting === 'supplement'}
                disabled={materialN === 0 || !allUploaded(images) || (acting !== undefined && acting !== 'supplement')}
              >
                {t('complain.supplement.submit')}
              </Button>
            </form>
          )}
          {notice && (
            <p role="status" className={cx(styles.notice, notice.ok ? styles.ok : styles.fail)}>
              {notice.ok
                ? t(
                    notice.action === 'urge'
                      ? 'complain.urge.done'
                      : notice.action === 'supplement'
                        ? 'complain.supplement.done'
                        : 'complain.cancel.done',
                  )
                : notice.text}
            </p>
          )}
          <div className={styles.bar}>
            <TicketLink page="urgencyRecords" ticketNo={d.ticketNo} text={t('complain.action.urgeRecords')} />
          </div>
        </section>
        <TitledCard title={t('complain.detail.timeline')}>
          <ol className={styles.timeline}>
            {d.history.map((h, i) => (
              <li key={`${h.at}-${i}`} className={styles.event}>
                <div>
                  {statusText(h.status)} · {h.text}
                </div>
                <div className={styles.eventTime}>
                  {timeText(h.at)}
                  {h.by ? ` · ${h.by}` : ''}
                </div>
              </li>
            ))}
          </ol>
        </TitledCard>
        <TitledCard title={t('complain.detail.notes')}>
          {d.notes.length === 0 ? (
            <p className={styles.why}>{t('complain.detail.noNotes')}</p>
          ) : (
            <ol className={styles.timeline}>
              {d.notes.map((n, i) => (
                <li key={`${n.at}-${i}`} className={styles.event}>
                  <div>
                    {t(n.author === 'agent' ? 'complain.note.agent' : 'complain.note.customer')}（
                    {t(`complain.note.${n.kind}`)}）：{n.text}
                  </div>
                  {n.images.length > 0 && (
                    <div className={styles.images} aria-label={t('complain.detail.noteImages')}>
                      {n.images.map((src) => (
                        <img key={src} src={src} alt="" />
                      ))}
                    </div>
                  )}
                  <div className={styles.eventTime}>{timeText(n.at)}</div>
                </li>
              ))}
            </ol>
          )}
        </TitledCard>
      </>
    ),
    <Empty
      text={t('complain.detail.noTicket')}
      action={{ text: t('complain.detail.toList'), onClick: () => void navigate('/complain/orderTracking') }}
    />,
  );

  return (
    <Page load={detail}>
      {body}
      <Dialog
        open={confirming}
        title={t('complain.action.cancel')}
        onCancel={() => setConfirming(false)}
        backdropCloses
        actions={
          <DialogButtons
            dismiss="cancel"
            onDismiss={() => setConfirming(false)}
            block
            onClick={() => {
              setConfirming(false);
              act('cancel');
            }}
          >
            {t('common.confirm')}
          </DialogButtons>
        }
      >
        {t('complain.cancel.confirm')}
      </Dialog>
    </Page>
  );
}
