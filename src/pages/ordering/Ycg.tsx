// `/ycg` and `/ycg/collect2` (PAGES.md §2.4, FormPage): 0门槛领宽带, the broadband lead forms. The route says
// which: collect2 adds the own mobile number and the commitment tier.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/Button';
import { Field, PHONE_INPUT } from '../../components/Field';
import { Skeleton } from '../../components/Skeleton';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { yuan } from '../../utils/format';
import { say } from '../shared/phone';
import orderingLead, { COMMIT_TIERS, leadIntent, type LeadSource } from './leadModel';
import { messages } from './messagesBb';
import { RefusalLine, SmsField } from './PersonFields';
import { Section, Select } from './Loaded';
import * as styles from './Ordering.module.css';

export { messages };
export const models = [orderingLead];

function EstatePicker() {
  const dispatch = useAppDispatch();
  const s = usePageSelector(orderingLead.select);
  const [keyword, setKeyword] = useState('');
  const { estate } = s.draft;
  if (estate)
    return (
      <div>
        <div className={styles.held}>
          <span>
            <span className={styles.label}>{t('ordering.lead.estate')}</span>
            <span data-testid="lead-estate">{estate.name}</span>
          </span>
          <Button variant="ghost" size="sm" onClick={() => void dispatch(orderingLead.actions.pickEstate(null))}>
            {t('ordering.lead.changeEstate')}
          </Button>
        </div>
        <Section load={s.coverage} retry={() => void dispatch(orderingLead.actions.retryCoverage())}>
          {(cov) =>
            cov.covered ? (
              <p className={styles.covered} data-testid="lead-coverage">
                {t('ordering.bb.covered', { type: cov.coverType, mbps: cov.maxMbps })}
              </p>
            ) : (
              <p className={styles.notice} data-testid="lead-coverage">
                {t('ordering.lead.building')}
              </p>
            )
          }
        </Section>
      </div>
    );
  return (
    <>
      <form
        className={styles.row}
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          void dispatch(orderingLead.actions.searchEstates(keyword));
        }}
      >
        <Field
          label={t('ordering.lead.coverage')}
          name="estate"
          value={keyword}
          maxLength={20}
          placeholder={t('ordering.bb.searchPlaceholder')}
          onChange={setKeyword}
        />
        <Button type="submit" size="sm" variant="ghost" style={{ flex: '0 0 auto' }}>
          {t('ordering.lead.check')}
        </Button>
      </form>
      {s.estates.status !== 'idle' && (
        <Section load={s.estates} retry={() => void dispatch(orderingLead.actions.searchEstates(keyword))}>
          {(rows) =>
            rows.length === 0 ? (
              <p className={styles.hint}>{t('ordering.bb.noEstate')}</p>
            ) : (
              <ul className={styles.choices} aria-label={t('ordering.lead.estate')}>
                {rows.map((n) => (
                  <li key={n.code}>
                    <button
                      type="button"
                      className={styles.choice}
                      onClick={() => void dispatch(orderingLead.actions.pickEstate(n))}
                    >
                      {n.name}
                    </button>
                  </li>
                ))}
              </ul>
            )
          }
        </Section>
      )}
    </>
  );
}

export default function Ycg() {
  useLang();
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const source: LeadSource = pathname.endsWith('/collect2') ? 'ycg2' : 'ycg';
  const s = usePageSelector(orderingLead.select);
  const sending = usePageSelector(orderingLead.loading('submit'));
  const { draft, errors } = s;
  useEffect(() => {
    void dispatch(orderingLead.actions.open(source));
  }, [dispatch, source]);
  const edit = (p: Parameters<typeof orderingLead.actions.edit>[0]) => void dispatch(orderingLead.actions.edit(p));
  const blur = (f: Parameters<typeof orderingLead.actions.blur>[0]) => () =>
    void dispatch(orderingLead.actions.blur(f));
  const opened = s.source === source && !!draft.id;
  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <h1 className={styles.heroTitle}>{t('ordering.lead.title')}</h1>
        <p className={styles.heroNote}>{t(source === 'ycg2' ? 'ordering.lead.intro2' : 'ordering.lead.intro')}</p>
      </header>
      {!opened ? (
        <div className={styles.card} aria-busy="true">
          <Skeleton rows={4} />
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void dispatch(orderingLead.actions.submit({ intent: leadIntent(source, draft) }));
          }}
        >
          <section className={styles.card} aria-labelledby="lead-you">
            <h2 id="lead-you" className={styles.cardTitle}>
              {t('ordering.lead.you')}
            </h2>
            <Field
              label={t('ordering.info.name')}
              name="name"
              autoComplete="name"
              maxLength={16}
              value={draft.name}
              placeholder={t('ordering.info.namePlaceholder')}
              error={say(errors.name)}
              onChange={(name) => edit({ name })}
              onBlur={blur('name')}
            />
            <Field
              label={t('ordering.lead.phone')}
              {...PHONE_INPUT}
              maxLength={11}
              value={draft.phone}
              placeholder={t('ordering.lead.phonePlaceholder')}
              error={say(errors.phone)}
              onChange={(phone) => edit({ phone })}
              onBlur={blur('phone')}
            />
            <SmsField
              phone={draft.phone}
              code={s.smsCode}
              error={errors.smsCode}
              sms={s.sms}
              onCode={(v) => void dispatch(orderingLead.actions.editCode(v))}
              onSend={() => dispatch(orderingLead.actions.sendSms())}
            />
            {source === 'ycg2' && (
              <Field
                label={t('ordering.lead.mobile')}
                name="mobile"
                type="tel"
                inputMode="numeric"
                maxLength={11}
                value={draft.mobile}
                placeholder={t('ordering.lead.mobilePlaceholder')}
                error={say(errors.mobile)}
                onChange={(mobile) => edit({ mobile })}
                onBlur={blur('mobile')}
              />
            )}
          </section>
          <section className={styles.card} aria-labelledby="lead-where">
            <h2 id="lead-where" className={styles.cardTitle}>
              {t('ordering.bb.address')}
            </h2>
            <Section load={s.districts} retry={() => void dispatch(orderingLead.actions.retryDistricts())}>
              {(districts) => (
                <div className={styles.row}>
                  <Select
                    name="areaCode"
                    label={t('ordering.address.district')}
                    value={draft.areaCode}
                    options={districts}
                    error={say(errors.areaCode)}
                    onChange={(areaCode) => edit({ areaCode })}
                  />
                </div>
              )}
            </Section>
            {/^\d{6}$/.test(draft.areaCode) && <EstatePicker />}
            <Field
              label={t('ordering.address.detail')}
              name="detail"
              autoComplete="street-address"
              maxLength={60}
              value={draft.detail}
              placeholder={t('ordering.address.detailPlaceholder')}
              error={say(errors.detail)}
              onChange={(detail) => edit({ detail })}
              onBlur={blur('detail')}
            />
          </section>
          {source === 'ycg2' && (
            <section className={styles.card} aria-labelledby="lead-commit">
              <h2 id="lead-commit" className={styles.cardTitle}>
                {t('ordering.lead.commit')}
              </h2>
              <ul className={styles.offers}>
                {COMMIT_TIERS.map((c) => (
                  <li key={c.fen}>
                    <button
                      type="button"
                      className={styles.choice}
                      aria-pressed={draft.commitFen === c.fen}
                      onClick={() => edit({ commitFen: c.fen })}
                    >
                      <span>{t('ordering.lead.tier', { fee: yuan(c.fen) })}</span>
                      <strong>{t('ordering.lead.tierGift', { mbps: c.mbps })}</strong>
                    </button>
                  </li>
                ))}
              </ul>
              {errors.commitFen && <p className={styles.error}>{say(errors.commitFen)}</p>}
            </section>
          )}
          <RefusalLine refusal={s.refusal} />
          <div className={styles.bar}>
            <Button type="submit" block loading={sending}>
              {t('ordering.lead.submit')}
            </Button>
          </div>
        </form>
      )}
    </main>
  );
}
