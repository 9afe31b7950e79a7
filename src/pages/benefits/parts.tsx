// Pieces the benefits pages share: the countdown's words, the hero, my prizes, the prize's address dialog and
// the share bar ("复制链接" outside WeChat).
import type { ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { DialogButtons } from '../../components/DialogButtons';
import { Field, PHONE_INPUT } from '../../components/Field';
import { t, type MessageKey } from '../../locales';
import { useAppDispatch, useAppSelector } from '../../models/hooks';
import ui from '../../models/ui';
import type { RewardRecord } from '../../services/api/types';
import { isWeChat } from '../../services/wechat';
import { dateTime, yuan } from '../../utils/format';
import { secondsUntil } from '../shared/activityState';
import type { Load } from '../shared/load';
import { Section } from '../shared/Section';
import { useCopyToast } from '../shared/useCopyToast';
import benefits, { type AddressForm } from './benefitsModel';
import * as styles from './Benefits.module.css';

/** "2天 03:04:05" until `at`. */
export function countdownText(at: string, now: number): string {
  const s = secondsUntil(at, now);
  const d = Math.floor(s / 86400);
  const hms = [Math.floor((s % 86400) / 3600), Math.floor((s % 3600) / 60), s % 60]
    .map((n) => String(n).padStart(2, '0'))
    .join(':');
  return d > 0 ? t('benefits.countdown.days', { d, hms }) : hms;
}

export function Hero({ headline, tagline, children }: { headline: string; tagline: string; children?: ReactNode }) {
  return (
    <header className={styles.hero}>
      <h1 className={styles.headline}>{headline}</h1>
      <p className={styles.tagline}>{tagline}</p>
      {children}
    </header>
  );
}

/** The empty state of a list section: "暂无数据" when it holds nothing. */
export const noneIn = (rows: readonly unknown[]): string | undefined =>
  rows.length === 0 ? t('benefits.empty') : undefined;

const STATUS: Record<RewardRecord['status'], MessageKey> = {
  claimed: 'benefits.prize.claimed',
  issued: 'benefits.prize.issued',
  shipped: 'benefits.prize.shipped',
  used: 'benefits.prize.used',
  expired: 'benefits.prize.expired',
  failed: 'benefits.prize.failed',
};

/** One line of a list (a store, a prize of the draw): its name and what is said of it. */
export function Line({ name, meta }: { name: string; meta: ReactNode }) {
  return (
    <li className={styles.item}>
      <div className={styles.itemMain}>
        <p className={styles.itemName}>{name}</p>
        <p className={styles.itemMeta}>{meta}</p>
      </div>
    </li>
  );
}

/** "我的奖品": each prize with its state; a physical one still without an address asks for it. */
export function Prizes({ load, onRetry }: { load: Load<RewardRecord[]>; onRetry: () => void }) {
  const dispatch = useAppDispatch();
  return (
    <Section title={t('benefits.prizes.title')} load={load} onRetry={onRetry} empty={noneIn}>
      {(rows) => (
        <ul className={styles.items}>
          {rows.map((r) => (
            <li key={r.recordId} className={styles.item}>
              <div className={styles.itemMain}>
                <p className={styles.itemName}>{r.name}</p>
                <p className={styles.itemMeta}>
                  {dateTime(r.claimedAt)} · {t(STATUS[r.status])}
                  {r.valueFen ? ` · ${yuan(r.valueFen)}` : ''}
                </p>
                {r.code && r.type !== 'eCard' ? <p className={styles.itemMeta}>{r.code}</p> : null}
              </div>
              {r.type === 'physical' && r.status === 'claimed' ? (
                <Button
                  size="sm"
                  onClick={() =>
                    dispatch(
                      benefits.actions.openAddress({
                        recordId: r.recordId,
                        name: '',
                        phone: '',
                        areaCode: '',
                        detail: '',
                      }),
                    )
                  }
                >
                  {t('benefits.address.fill')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** Districts a prize ships to (DOMAIN: 云南). */
const DISTRICTS: [string, MessageKey][] = [
  ['530102', 'benefits.district.530102'],
  ['530103', 'benefits.district.530103'],
  ['530111', 'benefits.district.530111'],
  ['530112', 'benefits.district.530112'],
  ['530302', 'benefits.district.530302'],
  ['530502', 'benefits.district.530502'],
  ['532901', 'benefits.district.532901'],
];

/** The physical prize's address: name, phone, district and detail, each checked at its field. */
export function AddressDialog({ form }: { form: AddressForm | undefined }) {
  const dispatch = useAppDispatch();
  const saving = useAppSelector(benefits.loading('saveAddress'));
  const type = (patch: Partial<Pick<AddressForm, 'name' | 'phone' | 'areaCode' | 'detail'>>) =>
    void dispatch(benefits.actions.typeAddress(patch));
  return (
    <Dialog
      open={!!form}
      title={t('benefits.address.title')}
      onCancel={() => dispatch(benefits.actions.openAddress(undefined))}
      onSubmit={() => form && void dispatch(benefits.actions.saveAddress({ recordId: form.recordId }))}
      actions={
        <DialogButtons
          dismiss="cancel"
          dismissText={t('benefits.address.later')}
          onDismiss={() => dispatch(benefits.actions.openAddress(undefined))}
          loading={saving}
        >
          {t('benefits.address.save')}
        </DialogButtons>
      }
    >
      {form ? (
        <div className={styles.form}>
          <Field
            label={t('benefits.address.name')}
            value={form.name}
            maxLength={16}
            onChange={(name) => type({ name })}
            error={form.errors.name}
          />
          <Field
            label={t('benefits.address.phone')}
            {...PHONE_INPUT}
            value={form.phone}
            maxLength={11}
            onChange={(phone) => type({ phone: phone.replace(/\D/g, '') })}
            error={form.errors.phone}
          />
          <label className={styles.field}>
            {t('benefits.address.area')}
            <select
              className={styles.select}
              value={form.areaCode}
              onChange={(e) => type({ areaCode: e.target.value })}
              aria-invalid={!!form.errors.areaCode || undefined}
            >
              <option value="">{t('benefits.address.areaPick')}</option>
              {DISTRICTS.map(([code, key]) => (
                <option key={code} value={code}>
                  {t(key)}
                </option>
              ))}
            </select>
            {form.errors.areaCode ? <span className={styles.fieldError}>{form.errors.areaCode}</span> : null}
          </label>
          <Field
            label={t('benefits.address.detail')}
            value={form.detail}
            maxLength={60}
            onChange={(detail) => type({ detail })}
            error={form.errors.detail}
            placeholder={t('benefits.address.detailHint')}
          />
          {form.error ? <p className={styles.error}>{form.error}</p> : null}
        </div>
      ) : null}
    </Dialog>
  );
}

/** Share: inside WeChat the menu carries the card (useWxShare); outside, "复制链接" copies the link. */
export function ShareBar({ actId, link, hint }: { actId: string; link: string; hint?: string }) {
  const dispatch = useAppDispatch();
  const copyLink = useCopyToast('benefits.share.copied', 'benefits.share.copyFailed');
  const inWeChat = isWeChat();
  return (
    <Card title={t('benefits.share.title')}>
      {hint ? <p className={styles.note}>{hint}</p> : null}
      {inWeChat ? (
        <Button
          block
          variant="ghost"
          onClick={() => {
            void dispatch(ui.actions.toast({ text: t('benefits.share.menu'), kind: 'info' }));
            void dispatch(benefits.actions.logShare({ actId, link, channel: 'friend' }));
          }}
        >
          {t('benefits.share.button')}
        </Button>
      ) : (
        <Button
          block
          variant="ghost"
          onClick={() => {
            void copyLink(link).then((ok) => {
              if (ok) void dispatch(benefits.actions.logShare({ actId, link, channel: 'copyLink' }));
            });
          }}
        >
          {t('benefits.share.copy')}
        </Button>
      )}
    </Card>
  );
}

/**
 * Spending points asks once, naming the cost, before anything is sent: "兑换「…」将消耗1000积分". Confirm sends the
 * exchange; cancel (or Escape) sends nothing.
 */
export function ExchangeConfirm({
  item,
  onConfirm,
  onCancel,
}: {
  /** The item to exchange and its cost; none: closed. */
  item: { name: string; points: number } | undefined;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={!!item}
      title={t('benefits.points.confirmTitle')}
      onCancel={onCancel}
      actions={
        <DialogButtons dismiss="cancel" onDismiss={onCancel} onClick={onConfirm}>
          {t('benefits.points.confirmOk')}
        </DialogButtons>
      }
    >
      {item ? (
        <p className={styles.note}>
          {t('benefits.points.confirm', { name: item.name, points: item.points.toLocaleString('en-US') })}
        </p>
      ) : null}
    </Dialog>
  );
}
