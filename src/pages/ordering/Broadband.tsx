// `/orderPage/broadbandProcessing` (PAGES.md §2.8, OrderWizard broadband step): the address down to the door, the
// coverage there, the tier and the installation slot; then (`?step=info`) the person, the SMS code, the agreements
// and the submit with the payment. No coverage: an intent with the promise to notify.
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Empty } from '../../components/Empty';
import { Result } from '../../components/Result';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import payment from '../../models/payment';
import type { BroadbandOffer } from '../../services/api/types';
import { yuan } from '../../utils/format';
import orderingBroadband from './broadbandModel';
import {
  addressTextOf,
  bbIntent,
  SUCCESS_PATH,
  bbLeadIntent,
  bbProblems,
  coveredOf,
  doorOf,
  offerOf,
  type BbDraft,
} from './broadband/form';
import { dayLabel, slotText } from './broadband/placed';
import { messages } from './messagesBb';
import { useFormPage } from './useFormPage';
import { Agree, FlowSmsField, PersonFields } from './PersonFields';
import { Card, ChoiceText, Choices, ErrorLine, OrderPage, PersonCard, SearchRow, SubmitBar } from './FormParts';
import { PlainForm } from '../shared/PlainForm';
import { DistrictSelect, PlaceChoices, Section } from './Loaded';
import * as styles from './Ordering.module.css';

export { messages };
export const models = [orderingBroadband, payment];

/** District, estate search, the crumbs of the path and the options of the next level. */
function AddressCard() {
  const dispatch = useAppDispatch();
  const s = usePageSelector(orderingBroadband.select);
  const { draft } = s;
  const [keyword, setKeyword] = useState(s.keyword);
  const district = draft.path[0];
  const door = doorOf(draft);
  return (
    <Card id="bb-address" title={t('ordering.bb.address')}>
      <DistrictSelect
        load={s.districts}
        retry={() => void dispatch(orderingBroadband.actions.retryDistricts())}
        name="district"
        value={district?.code ?? ''}
        onChange={(code) => void dispatch(orderingBroadband.actions.chooseDistrict(code))}
      />
      {district && !door && (
        <SearchRow
          label={t('ordering.bb.search')}
          placeholder={t('ordering.bb.searchPlaceholder')}
          button={t('ordering.number.searchButton')}
          keyword={keyword}
          onKeyword={setKeyword}
          onSearch={(k) => void dispatch(orderingBroadband.actions.searchEstates(k))}
        />
      )}
      {draft.path.length > 0 && (
        <ol className={styles.crumbs} aria-label={t('ordering.bb.chosen')}>
          {draft.path.map((n, i) => (
            <li key={n.code}>
              {i < draft.path.length - 1 || n.leaf ? (
                <button type="button" onClick={() => void dispatch(orderingBroadband.actions.back(n.leaf ? i - 1 : i))}>
                  {n.name}
                </button>
              ) : (
                <strong>{n.name}</strong>
              )}
            </li>
          ))}
        </ol>
      )}
      {door && (
        <p className={styles.hint} data-testid="bb-door">
          {addressTextOf(draft)}
        </p>
      )}
      {district && !door && (
        <PlaceChoices
          load={s.options}
          retry={() => void dispatch(orderingBroadband.actions.retryOptions())}
          label={t('ordering.bb.level')}
          empty={<Empty text={t(s.keyword ? 'ordering.bb.noEstate' : 'ordering.bb.noLevel')} />}
          onPick={(n) => void dispatch(orderingBroadband.actions.pick(n))}
        />
      )}
      <ErrorLine problem={s.errors.door} />
    </Card>
  );
}

function OfferList({ offers, draft }: { offers: BroadbandOffer[]; draft: BbDraft }) {
  const dispatch = useAppDispatch();
  return (
    <Choices
      items={offers}
      keyOf={(o) => o.offerCode}
      label={t('ordering.bb.offers')}
      pressed={(o) => draft.offerCode === o.offerCode}
      onPick={(o) => void dispatch(orderingBroadband.actions.edit({ offerCode: o.offerCode }))}
    >
      {(o) => (
        <ChoiceText
          name={o.name}
          terms={t('ordering.bb.offerTerms', { months: o.months, install: yuan(o.installFen) })}
          price={yuan(o.yearlyFen)}
        />
      )}
    </Choices>
  );
}

function SlotGrid({ offer, draft }: { offer: BroadbandOffer; draft: BbDraft }) {
  const dispatch = useAppDispatch();
  const days = [...new Set(offer.slots.map((x) => x.date))];
  const times = ['08:00', '12:00', '14:00', '18:00'] as const;
  return (
    <table className={styles.slots} aria-label={t('ordering.bb.slot')}>
      <tbody>
        {days.map((date) => (
          <tr key={date}>
            <th scope="row">{dayLabel(date)}</th>
            {times.map((time) => {
              const slot = offer.slots.find((x) => x.date === date && x.time === time);
              const full = !slot || slot.left <= 0;
              const on = draft.slot?.date === date && draft.slot.time === time;
              return (
                <td key={time}>
                  <button
                    type="button"
                    className={styles.choice}
                    aria-pressed={on}
                    disabled={full}
                    aria-label={`${date} ${time}${full ? ` ${t('ordering.bb.full')}` : ''}`}
                    onClick={() => void dispatch(orderingBroadband.actions.edit({ slot: { date, time } }))}
                  >
                    {time}
                    {full && <small>{t('ordering.bb.full')}</small>}
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** No coverage: the intent (name, contact + SMS) and then the promise. */
function LeadCard() {
  const { dispatch, s, draft, sending: leaving, blur: check } = useFormPage(orderingBroadband, bbProblems, 'leaveLead');
  if (s.lead)
    return (
      <Result kind="success" title={t('ordering.bb.leadDone')} description={t('ordering.bb.leadDoneCopy')}>
        <nav className={styles.links}>
          <Link to="/">{t('ordering.success.home')}</Link>
        </nav>
      </Result>
    );
  return (
    <PlainForm onSubmit={() => void dispatch(orderingBroadband.actions.leaveLead({ intent: bbLeadIntent(draft) }))}>
      <Card id="bb-lead" title={t('ordering.bb.leadTitle')}>
        <p className={styles.notice}>{t('ordering.bb.none')}</p>
        <PersonFields
          state={s}
          edit={orderingBroadband.actions.edit}
          fields={['name', 'contactPhone']}
          onBlur={check}
        />
        <FlowSmsField phone={draft.contactPhone} state={s} actions={orderingBroadband.actions} />
      </Card>
      <SubmitBar refusal={s.refusal} busy={leaving} label={t('ordering.bb.leadSubmit')} />
    </PlainForm>
  );
}

function AddressStep() {
  const dispatch = useAppDispatch();
  const s = usePageSelector(orderingBroadband.select);
  const { draft } = s;
  const door = doorOf(draft);
  const covered = coveredOf(s);
  const offer = offerOf(s);
  return (
    <>
      <p className={styles.steps}>{t('ordering.bb.step', { n: 1 })}</p>
      <AddressCard />
      {door && (
        <Section load={s.coverage} retry={() => void dispatch(orderingBroadband.actions.retryCoverage())}>
          {(cov) =>
            cov.covered ? (
              <>
                <Card id="bb-offers" title={t('ordering.bb.offers')}>
                  <p className={styles.covered} data-testid="bb-coverage">
                    {t('ordering.bb.covered', { type: cov.coverType, mbps: cov.maxMbps })}
                  </p>
                  <Section load={s.offers} retry={() => void dispatch(orderingBroadband.actions.retryCoverage())}>
                    {(offers) =>
                      offers.length ? (
                        <OfferList offers={offers} draft={draft} />
                      ) : (
                        <Empty text={t('ordering.bb.none')} />
                      )
                    }
                  </Section>
                  <ErrorLine problem={s.errors.offer} />
                </Card>
                {offer && (
                  <Card id="bb-slot" title={t('ordering.bb.slot')}>
                    <p className={styles.hint}>{t('ordering.bb.slotHint')}</p>
                    <SlotGrid offer={offer} draft={draft} />
                    <ErrorLine problem={s.errors.slot} />
                  </Card>
                )}
              </>
            ) : (
              <LeadCard />
            )
          }
        </Section>
      )}
      {covered !== false && (
        <SubmitBar
          total={offer && yuan(offer.yearlyFen + offer.installFen)}
          label={t('ordering.wizard.next')}
          onClick={() => void dispatch(orderingBroadband.actions.next())}
        />
      )}
    </>
  );
}

function InfoStep() {
  const { dispatch, s, draft, sending, blur: check } = useFormPage(orderingBroadband, bbProblems, 'submit');
  const offer = offerOf(s);
  const ready = s.offers.status === 'ready' || s.offers.status === 'error';
  useEffect(() => {
    if (ready) void dispatch(orderingBroadband.actions.guard());
  }, [dispatch, ready]);
  const fee = offer ? offer.yearlyFen + offer.installFen : 0;
  return (
    <PlainForm onSubmit={() => void dispatch(orderingBroadband.actions.submit({ intent: bbIntent(draft) }))}>
      <p className={styles.steps}>{t('ordering.bb.step', { n: 2 })}</p>
      <Card id="bb-review" title={t('ordering.confirm.review')}>
        <dl className={styles.rows}>
          <div>
            <dt>{t('ordering.bb.installAt')}</dt>
            <dd>
              {addressTextOf(draft)}{' '}
              <Link to="/orderPage/broadbandProcessing" className={styles.hint}>
                {t('ordering.wizard.edit')}
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t('ordering.wizard.product')}</dt>
            <dd>{offer?.name ?? ''}</dd>
          </div>
          <div>
            <dt>{t('ordering.bb.slot')}</dt>
            <dd>{draft.slot ? slotText(draft.slot) : ''}</dd>
          </div>
          <div>
            <dt>{t('ordering.wizard.install')}</dt>
            <dd>{yuan(offer?.installFen ?? 0)}</dd>
          </div>
        </dl>
      </Card>
      <PersonCard
        id="bb-person"
        hint={t('ordering.bb.personHint')}
        state={s}
        edit={orderingBroadband.actions.edit}
        onBlur={check}
      >
        <FlowSmsField phone={draft.contactPhone} state={s} actions={orderingBroadband.actions} />
        {/* The door's open order (found before the code, or named by the server's refusal): pay it instead. */}
        {s.pending && (
          <Link
            className={styles.payPending}
            to={`${SUCCESS_PATH}?orderNo=${encodeURIComponent(s.pending.orderNo)}&kind=broadband&pay=1`}
          >
            {t('ordering.bb.payPending', { fee: yuan(s.pending.payFen) })}
          </Link>
        )}
        <Agree
          checked={draft.agreed}
          error={s.errors.agreed}
          onChange={(agreed) => void dispatch(orderingBroadband.actions.edit({ agreed }))}
        />
      </PersonCard>
      <SubmitBar
        refusal={s.refusal}
        total={yuan(fee)}
        busy={sending}
        label={t('ordering.card.submitPay', { fee: yuan(fee) })}
      />
    </PlainForm>
  );
}

export default function BroadbandProcessing() {
  useLang();
  const dispatch = useAppDispatch();
  const [query] = useSearchParams();
  const offerCode = query.get('offerCode') ?? undefined;
  const step = query.get('step') === 'info' ? 'info' : 'address';
  const s = usePageSelector(orderingBroadband.select);
  useEffect(() => {
    void dispatch(orderingBroadband.actions.open(offerCode && /^[\w-]{1,20}$/.test(offerCode) ? { offerCode } : {}));
  }, [dispatch, offerCode]);
  return (
    <OrderPage title={t('ordering.bb.title')} note={t('ordering.bb.intro')} opened={!!s.draft.id}>
      {step === 'info' ? <InfoStep /> : <AddressStep />}
    </OrderPage>
  );
}
