// `/broadOrder` (PAGES.md §2.8, RecordList broadband): my broadband orders with their state, address, slot and
// installer; a row opens its installation steps. 催单 when the server allows it (24 hours after the order, one
// per 12 hours; else when it will be), 改约 to another slot while the slot is 48 hours or more away (else why
// not), 评价 with stars once installed. My broadband accounts below. Personal data: no sharing (§3.3).
import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import type { BroadbandOrder } from '../../services/api/types';
import { maskPhone } from '../../utils/format';
import { RecordHead } from '../shared/RecordHead';
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

/** A row of chips, `value` pressed. */
function Picker<T extends string | number>({
  options,
  value,
  onPick,
  text,
  label,
}: {
  options: readonly T[];
  value: T;
  onPick: (x: T) => void;
  text: (x: T) => string;
  label?: string;
}) {
  return (
    <div className={styles.picker} {...(label ? { role: 'group', 'aria-label': label } : {})}>
      {options.map((x) => (
        <button key={x} type="button" className={styles.chip} aria-pressed={value === x} onClick={() => onPick(x)}>
          {text(x)}
        </button>
      ))}
    </div>
  );
}

/**
 * An order's dialog (改约, 评价): keep, or `confirm`: what `problem` says keeps it open with that alert, else it
 * closes and `act` is sent.
 */
function ActDialog({
  title,
  confirm,
  problem,
  act,
  onClose,
  children,
}: {
  title: string;
  confirm: string;
  problem: () => string | undefined;
  act: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const [error, setError] = useState('');
  const submit = () => {
    const why = problem();
    if (why) {
      setError(why);
      return;
    }
    onClose();
    act();
  };
  return (
    <Dialog
      open
      title={title}
      onCancel={onClose}
      onSubmit={submit}
      actions={
        <>
          <Button type="button" variant="plain" onClick={onClose}>
            {t('business.rec.keep')}
          </Button>
          <Button type="submit">{confirm}</Button>
        </>
      }
    >
      {children}
      {error && (
        <p role="alert" className={base.alert}>
          {error}
        </p>
      )}
    </Dialog>
  );
}

function RescheduleDialog({ order, onClose }: { order: BroadbandOrder; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [days] = useState(() => slotDays(Date.now()));
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  return (
    <ActDialog
      title={t('business.bb.reschedule')}
      confirm={t('business.bb.confirmSlot')}
      problem={() => (date && time ? undefined : t('business.bb.pickSlot'))}
      act={() => {
        const slot: Slot = { date, time };
        void dispatch(businessBroadband.actions.act({ orderNo: order.orderNo, action: 'reschedule', slot }));
      }}
      onClose={onClose}
    >
      <p className={styles.group}>{t('business.bb.day')}</p>
      <Picker options={days} value={date} onPick={setDate} text={(d) => d.slice(5)} />
      <p className={styles.group}>{t('business.bb.time')}</p>
      <Picker<string> options={TIMES} value={time} onPick={setTime} text={(x) => x} />
    </ActDialog>
  );
}

function RateDialog({ order, onClose }: { order: BroadbandOrder; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [stars, setStars] = useState(0);
  return (
    <ActDialog
      title={t('business.bb.rate')}
      confirm={t('business.bb.submitRating')}
      problem={() => (stars >= 1 && stars <= 5 ? undefined : t('business.bb.pickStars'))}
      act={() =>
        void dispatch(
          businessBroadband.actions.act({ orderNo: order.orderNo, action: 'rate', rating: stars as 1 | 2 | 3 | 4 | 5 }),
        )
      }
      onClose={onClose}
    >
      <Picker
        label={t('business.bb.rate')}
        options={[1, 2, 3, 4, 5]}
        value={stars}
        onPick={setStars}
        text={(n) => t('business.bb.stars', { n })}
      />
    </ActDialog>
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
      <RecordHead title={o.offerName}>
        <span className={o.status === 'completed' ? styles.ok : o.status === 'cancelled' ? styles.off : styles.state}>
          {broadbandText(o.status)}
        </span>
      </RecordHead>
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
