// The sections of a card order, on the orderingCard model: the one-page order shows them all, each wizard step
// some. Each section loads and fails on its own (its retry beside it).
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { Empty } from '../../components/Empty';
import { Field } from '../../components/Field';
import { Tabs } from '../../components/Tabs';
import { t } from '../../locales';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import type { EcsProduct } from '../../services/api/types';
import { dataSize, yuan } from '../../utils/format';
import { say } from '../shared/phone';
import { useLeft } from '../shared/useLeft';
import orderingCard from './orderingCard';
import {
  cardIntent,
  HOLD_MS,
  KEYWORD_MIN,
  payFenOf,
  problemsOf,
  SUCCESS_PATH,
  type CardDraft,
  type Field as FieldName,
} from './orderingCard/form';
import { Card, PersonCard, SubmitBar } from './FormParts';
import { PlainForm } from '../shared/PlainForm';
import { AddressFields, AreaSelect, Section } from './Loaded';
import { Agree, FlowSmsField, PersonFields } from './PersonFields';
import { useFieldCheck } from './useFieldCheck';
import * as styles from './Ordering.module.css';

/** "mm:ss" of a duration. */
export function clockText(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** "186 8712 0001": a number to choose is read in groups. */
export const spaced = (msisdn: string): string => msisdn.replace(/^(\d{3})(\d{4})(\d{4})$/, '$1 $2 $3');

/** The hold's countdown, on every step; at 0 the model drops the number (and the page says so). */
export function HoldBar() {
  const dispatch = useAppDispatch();
  const { draft } = usePageSelector(orderingCard.select);
  const left = useLeft(draft.held?.until, HOLD_MS);
  useEffect(() => {
    if (left === 0) void dispatch(orderingCard.actions.checkHold());
  }, [dispatch, left]);
  if (!draft.held || left === undefined || left <= 0) return null;
  return (
    <p className={styles.holdBar} role="timer" aria-live="off">
      {t('ordering.hold.left', { time: clockText(left) })} · {spaced(draft.held.msisdn)}
    </p>
  );
}

const firstMonthKey = (p: EcsProduct) => `ordering.card.first.${p.firstMonthRule ?? 'full'}` as const;

/** The plan's facts: fee, data, minutes, first-month rule, prepay, delivery scope. */
export function ProductHero({ product }: { product: EcsProduct }) {
  return (
    <header className={styles.hero}>
      <h1 className={styles.heroTitle}>{product.name}</h1>
      <p className={styles.heroPrice}>{t('ordering.card.monthly', { fee: yuan(product.monthlyFen) })}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('ordering.card.data')}</dt>
          <dd>{dataSize(product.dataKb)}</dd>
        </div>
        {product.targetedDataKb ? (
          <div>
            <dt>{t('ordering.card.targeted')}</dt>
            <dd>{dataSize(product.targetedDataKb)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('ordering.card.voice')}</dt>
          <dd>{t('ordering.card.minutes', { n: product.voiceMinutes })}</dd>
        </div>
        {product.prepayFen > 0 && (
          <div>
            <dt>{t('ordering.card.prepay')}</dt>
            <dd>{yuan(product.prepayFen)}</dd>
          </div>
        )}
      </dl>
      <p className={styles.heroNote}>
        {t(firstMonthKey(product))} · {t('ordering.card.delivery')}:{' '}
        {t(product.code === 'CARD5GNEW' ? 'ordering.card.delivery.nationwide' : 'ordering.card.delivery.province')}
      </p>
    </header>
  );
}

/** Number: city, 普通/靓号, search ≥3 digits, 10 per batch with 换一批; a tap holds it 30 minutes. */
export function NumberSection() {
  const dispatch = useAppDispatch();
  const s = usePageSelector(orderingCard.select);
  const { draft, query, numbers, holding, holdProblem, expired, errors } = s;
  const [keyword, setKeyword] = useState(query.keyword);
  const find = (q: Parameters<typeof orderingCard.actions.findNumbers>[0]) =>
    void dispatch(orderingCard.actions.findNumbers(q));
  useEffect(() => {
    if (!draft.held && numbers.status === 'idle' && draft.id) void dispatch(orderingCard.actions.findNumbers({}));
  }, [dispatch, draft.held, numbers.status, draft.id]);

  return (
    <Card id="sec-number" title={t('ordering.number.title')}>
      {expired && holdProblem && <p className={styles.notice}>{say(holdProblem)}</p>}
      {draft.held ? (
        <div className={styles.held}>
          <span>
            <span className={styles.label}>{t('ordering.number.chosen')}</span>
            <span data-testid="held-number">{spaced(draft.held.msisdn)}</span>
          </span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void dispatch(orderingCard.actions.edit({ held: undefined }))}
          >
            {t('ordering.number.change')}
          </Button>
        </div>
      ) : (
        <>
          <AreaSelect
            row
            load={s.cities}
            retry={() => void dispatch(orderingCard.actions.open({}))}
            name="numberCity"
            label={t('ordering.number.city')}
            value={draft.cityCode}
            onChange={(cityCode) => find({ cityCode, batch: 0 })}
          />
          <Tabs
            items={[
              { key: 'normal', title: t('ordering.number.normal') },
              { key: 'pretty', title: t('ordering.number.pretty') },
            ]}
            active={query.pretty ? 'pretty' : 'normal'}
            onChange={(k) => find({ pretty: k === 'pretty', batch: 0 })}
          />
          <div className={styles.row} role="search">
            <Field
              label={t('ordering.number.search')}
              value={keyword}
              inputMode="numeric"
              maxLength={8}
              placeholder={t('ordering.number.searchPlaceholder')}
              onChange={(v) => setKeyword(v.replace(/\D/g, ''))}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                find({ keyword, batch: 0 });
              }}
            />
            <Button
              type="button"
              size="sm"
              onClick={() => find({ keyword, batch: 0 })}
              style={{ flex: '0 0 auto' }}
              disabled={keyword.length > 0 && keyword.length < KEYWORD_MIN}
            >
              {t('ordering.number.searchButton')}
            </Button>
          </div>
          {!expired && holdProblem && <p className={styles.error}>{say(holdProblem)}</p>}
          {errors.number && <p className={styles.error}>{say(errors.number)}</p>}
          <Section load={numbers} retry={() => find({})}>
            {(items) =>
              items.length === 0 ? (
                <Empty text={t('ordering.number.empty')} />
              ) : (
                <>
                  <ul className={styles.numbers} aria-label={t('ordering.number.title')}>
                    {items.map((n) => (
                      <li key={n.msisdn}>
                        <button
                          type="button"
                          className={styles.number}
                          aria-pressed={holding === n.msisdn}
                          aria-busy={holding === n.msisdn}
                          disabled={!!holding}
                          onClick={() => void dispatch(orderingCard.actions.hold(n))}
                        >
                          {spaced(n.msisdn)}
                          {n.pretty && (
                            <small>
                              {t('ordering.number.prettyTerms', {
                                prepay: yuan(n.prepayFen),
                                min: yuan(n.minSpendFen),
                              })}
                            </small>
                          )}
                        </button>
                      </li>
                    ))}
                  </ul>
                  <div className={styles.more}>
                    <Button variant="plain" size="sm" onClick={() => find({ batch: query.batch + 1 })}>
                      {t('ordering.number.another')}
                    </Button>
                  </div>
                </>
              )
            }
          </Section>
        </>
      )}
    </Card>
  );
}

function useFields() {
  const dispatch = useAppDispatch();
  const s = usePageSelector(orderingCard.select);
  const { draft, errors } = s;
  const edit = (patch: Partial<CardDraft>) => void dispatch(orderingCard.actions.edit(patch));
  const check = useFieldCheck(orderingCard.select, orderingCard.actions.setErrors, problemsOf);
  const blur = (f: FieldName) => () => check(f);
  return { dispatch, s, draft, errors, edit, blur, check };
}

/** Name, ID number, contact number, recommender: checked when a field is left. */
export function InfoSection() {
  const { s, check } = useFields();
  return (
    <PersonCard id="sec-info" state={s} edit={orderingCard.actions.edit} onBlur={check}>
      <PersonFields state={s} edit={orderingCard.actions.edit} fields={['recommender']} onBlur={check} />
    </PersonCard>
  );
}

/** Delivery address: city and district (the home area by default), and the detail. */
export function AddressSection() {
  const { dispatch, s, draft, edit, blur } = useFields();
  return (
    <AddressFields
      id="sec-address"
      form={s}
      onEdit={edit}
      retry={() => void dispatch(orderingCard.actions.open({}))}
      retryDistricts={() => void dispatch(orderingCard.actions.loadDistricts(draft.deliveryCity))}
      onBlurDetail={blur('detail')}
    />
  );
}

/**
 * The customer's open order of this card, found before the code was sent: its payment (the result page asks the
 * server what is still to pay), or the order itself when nothing is.
 */
function OpenOrderLink() {
  const open = usePageSelector(orderingCard.select).open;
  if (!open) return null;
  const orderNo = encodeURIComponent(open.orderNo);
  return open.payFen > 0 ? (
    <Link
      className={styles.payPending}
      to={`${SUCCESS_PATH}?orderNo=${orderNo}&pay=1${open.msisdn ? `&msisdn=${open.msisdn}` : ''}`}
    >
      {t('ordering.card.payOpen', { fee: yuan(open.payFen) })}
    </Link>
  ) : (
    <Link className={styles.payPending} to={`/mobileBusiness/orderDetails?orderNo=${orderNo}`}>
      {t('ordering.card.viewOpen')}
    </Link>
  );
}

/** Contact SMS code (captcha gate) and the agreements a1 + a3. */
export function ConfirmSection() {
  const { s, draft, errors, edit } = useFields();
  return (
    <Card id="sec-confirm" title={t('ordering.confirm.title')}>
      <FlowSmsField phone={draft.contactPhone} state={s} actions={orderingCard.actions} />
      <OpenOrderLink />
      <Agree checked={draft.agreed} error={errors.agreed} onChange={(agreed) => edit({ agreed })} />
    </Card>
  );
}

/**
 * The card order's form (the one-page order's, the wizard's confirm step): its sections, then the refusal of the
 * whole order, the total (the prepay, or free) and the button; it submits under the draft's intent.
 */
export function CardForm({ wizard, children }: { wizard?: boolean; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const s = usePageSelector(orderingCard.select);
  const sending = usePageSelector(orderingCard.loading('submit'));
  const fee = payFenOf(s);
  return (
    <PlainForm
      onSubmit={() =>
        void dispatch(
          orderingCard.actions.submit(
            wizard ? { intent: cardIntent(s.draft), wizard } : { intent: cardIntent(s.draft) },
          ),
        )
      }
    >
      {children}
      <SubmitBar
        refusal={s.refusal}
        total={fee > 0 ? yuan(fee) : t('ordering.card.free')}
        busy={sending}
        label={fee > 0 ? t('ordering.card.submitPay', { fee: yuan(fee) }) : t('ordering.card.submit')}
      />
    </PlainForm>
  );
}
