// `/broadOrder` (PAGES.md §2.8, RecordList broadband): my broadband orders with their state, address, slot and
// installer; a row opens its installation steps. 催单 when the server allows it (24 hours after the order, one
// per 12 hours; else when it will be), 改约 to another slot while the slot is 48 hours or more away (else why
// not), 评价 with stars once installed. My broadband accounts below. Personal data: no sharing (§3.3).
import { useEffect, useState } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import type { BroadbandOrder } from '../../services/api/types';
import { maskPhone } from '../../utils/format';
import { useWxShare } from '../shared/share';
import businessBroadband, { type BroadbandAction, type Slot } from './broadbandModel';
import { broadbandText, when } from './recordText';
import { Row, Section } from './Section';
import * as base from './Business.module.css';
import * as styles from './Records.module.css';

export { recordsMessages as messages } from './recordsMessages';

export const models = [businessBroadband];

const TIMES = ['08:00', '12:00', '14:00', '18:00'] as const;
const DAY = 86_400_000;

/** The days a new slot may be chosen on: from the day after tomorrow, a week long (China dates). */
export function slotDays(now: number): string[] {
  return Array.from({ length: 7 }, (_, i) => new Date(now + 8 * 3600_000 + (i + 2) * DAY).toISOString().slice(0, 10));
}

const isOpen = (o: BroadbandOrder) => o.status !== 'completed' && o.status !== 'cancelled';

function Track({ orderNo }: { orderNo: string }) {
  const dispatch = useAppDispatch();
  const track = usePageSelector(businessBroadband.select).tracks[orderNo] ?? { status: 'idle' as const };
  return (
    <Section load={track} onRetry={() => void dispatch(businessBroadband.actions.track(orderNo))} rows={4}>
      {(tr) => (
        <ol className={styles.timeline}>
          {tr.steps.map((s) => (
            <li key={s.name} className={s.done ? `${styles.event} ${styles.done}` : styles.event}>
              {s.name}
              {s.operator && ` · ${s.operator}`}
              {s.at && <span className={styles.when}>{when(s.at)}</span>}
            </li>
          ))}
        </ol>
      )}
    </Section>
  );
}

function RescheduleDialog({ order, onClose }: { order: BroadbandOrder; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [days] = useState(() => slotDays(Date.now()));
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [error, setError] = useState('');
  const submit = () => {
    if (!date || !time) {
      setError(t('business.bb.pickSlot'));
      return;
    }
    onClose();
    const slot: Slot = { date, time };
    void dispatch(businessBroadband.actions.act({ orderNo: order.orderNo, action: 'reschedule', slot }));
  };
  return (
    <Dialog
      open
      title={t('business.bb.reschedule')}
      onCancel={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button type="button" variant="plain" onClick={onClose}>
            {t('business.rec.keep')}
          </Button>
          <Button type="submit">{t('business.bb.confirmSlot')}</Button>
        </>
      }
    >
      <p className={styles.group}>{t('business.bb.day')}</p>
      <div className={styles.picker}>
        {days.map((d) => (
          <button key={d} type="button" className={styles.chip} aria-pressed={date === d} onClick={() => setDate(d)}>
            {d.slice(5)}
          </button>
        ))}
      </div>
      <p className={styles.group}>{t('business.bb.time')}</p>
      <div className={styles.picker}>
        {TIMES.map((x) => (
          <button key={x} type="button" className={styles.chip} aria-pressed={time === x} onClick={() => setTime(x)}>
            {x}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className={base.alert}>
          {error}
        </p>
      )}
    </Dialog>
  );
}

function RateDialog({ order, onClose }: { order: BroadbandOrder; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [stars, setStars] = useState(0);
  const [error, setError] = useState('');
  const submit = () => {
    if (stars < 1 || stars > 5) {
      setError(t('business.bb.pickStars'));
      return;
    }
    onClose();
    void dispatch(
      businessBroadband.actions.act({ orderNo: order.orderNo, action: 'rate', rating: stars as 1 | 2 | 3 | 4 | 5 }),
    );
  };
  return (
    <Dialog
      open
      title={t('business.bb.rate')}
      onCancel={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button type="button" variant="plain" onClick={onClose}>
            {t('business.rec.keep')}
          </Button>
          <Button type="submit">{t('business.bb.submitRating')}</Button>
        </>
      }
    >
      <div className={styles.picker} role="group" aria-label={t('business.bb.rate')}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button key={n} type="button" className={styles.chip} aria-pressed={stars === n} onClick={() => setStars(n)}>
            {t('business.bb.stars', { n })}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className={base.alert}>
          {error}
        </p>
      )}
    </Dialog>
  );
}

const DONE_KEYS: Record<BroadbandAction, 'business.bb.urged' | 'business.bb.rescheduled' | 'business.bb.rated'> = {
  urge: 'business.bb.urged',
  reschedule: 'business.bb.rescheduled',
  rate: 'business.bb.rated',
};

function OrderRow({ o }: { o: BroadbandOrder }) {
  const dispatch = useAppDispatch();
  const { open, target, notice } = usePageSelector(businessBroadband.select);
  const acting = usePageSelector(businessBroadband.loading('act')) && target?.orderNo === o.orderNo;
  const [dialog, setDialog] = useState<'reschedule' | 'rate' | undefined>();
  const expanded = open === o.orderNo;
  const mine = notice?.orderNo === o.orderNo ? notice : undefined;
  const toggle = () => {
    dispatch(businessBroadband.actions.setOpen(expanded ? undefined : o.orderNo));
    if (!expanded) void dispatch(businessBroadband.actions.track(o.orderNo));
  };
  return (
    <li className={styles.item} data-broadband={o.orderNo}>
      <div className={styles.head}>
        <span className={styles.name}>{o.offerName}</span>
        <span className={o.status === 'completed' ? styles.ok : o.status === 'cancelled' ? styles.off : styles.state}>
          {broadbandText(o.status)}
        </span>
      </div>
      <p className={styles.meta}>{t('business.rec.orderNo', { no: o.orderNo })}</p>
      <p className={styles.meta}>{o.addressText}</p>
      {o.slot && <p className={styles.meta}>{t('business.bb.slot', { date: o.slot.date, time: o.slot.time })}</p>}
      {o.installer && (
        <p className={styles.meta}>
          {t('business.bb.installer', { name: o.installer })}
          {o.installerPhone && (
            <>
              {' · '}
              <a href={`tel:${o.installerPhone}`}>{maskPhone(o.installerPhone)}</a>
            </>
          )}
        </p>
      )}
      <p className={styles.meta}>{t('business.bb.created', { time: when(o.createdAt) })}</p>
      {isOpen(o) && !o.canUrge && (
        <p className={styles.hint} data-hint="urge">
          {o.nextUrgeAt ? t('business.bb.urgeAt', { time: when(o.nextUrgeAt) }) : t('business.bb.urgeRule')}
        </p>
      )}
      {isOpen(o) && o.slot && !o.canReschedule && (
        <p className={styles.hint} data-hint="reschedule">
          {t('business.bb.rescheduleClosed')}
        </p>
      )}
      <div className={styles.actions}>
        <Button size="sm" variant="plain" aria-expanded={expanded} onClick={toggle}>
          {t(expanded ? 'business.bb.hideSteps' : 'business.bb.steps')}
        </Button>
        {o.canUrge && (
          <Button
            size="sm"
            variant="ghost"
            loading={acting}
            onClick={() => void dispatch(businessBroadband.actions.act({ orderNo: o.orderNo, action: 'urge' }))}
          >
            {t('business.bb.urge')}
          </Button>
        )}
        {o.canReschedule && (
          <Button size="sm" variant="ghost" disabled={acting} onClick={() => setDialog('reschedule')}>
            {t('business.bb.reschedule')}
          </Button>
        )}
        {o.canRate && (
          <Button size="sm" disabled={acting} onClick={() => setDialog('rate')}>
            {t('business.bb.rate')}
          </Button>
        )}
      </div>
      {mine && (
        <p role="status" className={mine.ok ? styles.noticeOk : styles.noticeFail}>
          {mine.ok ? t(DONE_KEYS[mine.action]) : mine.text}
        </p>
      )}
      {expanded && <Track orderNo={o.orderNo} />}
      {dialog === 'reschedule' && <RescheduleDialog order={o} onClose={() => setDialog(undefined)} />}
      {dialog === 'rate' && <RateDialog order={o} onClose={() => setDialog(undefined)} />}
    </li>
  );
}

export default function BroadOrder() {
  useLang();
  useWxShare(null);
  const dispatch = useAppDispatch();
  const { orders, accounts } = usePageSelector(businessBroadband.select);

  useEffect(() => {
    void dispatch(businessBroadband.actions.load());
    void dispatch(businessBroadband.actions.loadAccounts());
  }, [dispatch]);

  return (
    <main className={base.page} aria-busy={orders.status === 'loading' || undefined}>
      <h1 className={base.title}>{t('title.broadOrder')}</h1>
      {orders.status === 'ready' && orders.data.length > 0 ? (
        <ul className={styles.rows}>
          {orders.data.map((o) => (
            <OrderRow key={o.orderNo} o={o} />
          ))}
        </ul>
      ) : (
        <Section
          load={orders}
          onRetry={() => void dispatch(businessBroadband.actions.load())}
          rows={4}
          empty={(list) => (list.length ? undefined : t('business.bb.none'))}
        >
          {() => null}
        </Section>
      )}
      <Section
        load={accounts}
        onRetry={() => void dispatch(businessBroadband.actions.loadAccounts())}
        rows={3}
        title={t('business.bb.accounts')}
        empty={(list) => (list.length ? undefined : t('business.bb.noAccounts'))}
      >
        {(list) => (
          <>
            {list.map((a) => (
              <Row
                key={a.account}
                label={
                  <>
                    {a.account}
                    <br />
                    <small>{a.addressText}</small>
                  </>
                }
                value={
                  <>
                    {a.mbps ? `${a.mbps}M` : ''} {t(`business.bb.account.${a.status}`)}
                    {a.fused && a.mainPhone && (
                      <>
                        <br />
                        <small className={styles.nowrap}>
                          {t('business.bb.fused', { phone: maskPhone(a.mainPhone) })}
                        </small>
                      </>
                    )}
                    {a.expiresOn && (
                      <>
                        <br />
                        <small className={styles.nowrap}>{t('business.bb.expires', { date: a.expiresOn })}</small>
                      </>
                    )}
                  </>
                }
              />
            ))}
          </>
        )}
      </Section>
    </main>
  );
}
