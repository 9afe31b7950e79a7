// `/ycg` and `/ycg/collect2` (PAGES.md §2.4, FormPage): 0门槛领宽带, the broadband lead forms. The route says
// which: collect2 adds the own mobile number and the commitment tier.
import { useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/Button';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import { yuan } from '../../utils/format';
import { say } from '../shared/phone';
import orderingLead, { COMMIT_TIERS, leadIntent, leadProblems, type LeadSource } from './leadModel';
import { useFormPage } from './useFormPage';
import { messages } from './messagesBb';
import { FlowSmsField, PersonFields } from './PersonFields';
import { Card, ChoiceText, Choices, ErrorLine, OrderPage, SearchRow, SubmitBar } from './FormParts';
import { PlainForm } from '../shared/PlainForm';
import { DetailField, DistrictSelect, PlaceChoices, Section } from './Loaded';
import * as styles from './Ordering.module.css';

export { messages };
export const models = [orderingLead];

function EstatePicker() {
  const dispatch = useAppDispatch();
  const s = usePageSelector(orderingLead.select);
  const [keyword, setKeyword] = useState('');
  const search = (k: string) => void dispatch(orderingLead.actions.searchEstates(k));
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
      <SearchRow
        label={t('ordering.lead.coverage')}
        placeholder={t('ordering.bb.searchPlaceholder')}
        button={t('ordering.lead.check')}
        ghost
        keyword={keyword}
        onKeyword={setKeyword}
        onSearch={search}
      />
      {s.estates.status !== 'idle' && (
        <PlaceChoices
          load={s.estates}
          retry={() => search(keyword)}
          label={t('ordering.lead.estate')}
          empty={<p className={styles.hint}>{t('ordering.bb.noEstate')}</p>}
          onPick={(n) => void dispatch(orderingLead.actions.pickEstate(n))}
        />
      )}
    </>
  );
}

export default function Ycg() {
  useLang();
  const { pathname } = useLocation();
  const source: LeadSource = pathname.endsWith('/collect2') ? 'ycg2' : 'ycg';
  const { dispatch, s, draft, errors, sending, edit, blur } = useFormPage(orderingLead, leadProblems, 'submit', {
    with: orderingLead.actions.open,
    payload: source,
  });
  return (
    <OrderPage
      title={t('ordering.lead.title')}
      note={t(source === 'ycg2' ? 'ordering.lead.intro2' : 'ordering.lead.intro')}
      opened={s.source === source && !!draft.id}
    >
      <PlainForm onSubmit={() => void dispatch(orderingLead.actions.submit({ intent: leadIntent(source, draft) }))}>
        <Card id="lead-you" title={t('ordering.lead.you')}>
          <PersonFields state={s} edit={orderingLead.actions.edit} fields={['name', 'phone']} onBlur={blur} />
          <FlowSmsField phone={draft.phone} state={s} actions={orderingLead.actions} />
          {source === 'ycg2' && (
            <PersonFields state={s} edit={orderingLead.actions.edit} fields={['mobile']} onBlur={blur} />
          )}
        </Card>
        <Card id="lead-where" title={t('ordering.bb.address')}>
          <DistrictSelect
            load={s.districts}
            retry={() => void dispatch(orderingLead.actions.retryDistricts())}
            name="areaCode"
            value={draft.areaCode}
            error={say(errors.areaCode)}
            onChange={(areaCode) => edit({ areaCode })}
          />
          {/^\d{6}$/.test(draft.areaCode) && <EstatePicker />}
          <DetailField value={draft.detail} error={errors.detail} onEdit={edit} onBlur={() => blur('detail')} />
        </Card>
        {source === 'ycg2' && (
          <Card id="lead-commit" title={t('ordering.lead.commit')}>
            <Choices
              items={COMMIT_TIERS}
              keyOf={(c) => c.fen}
              pressed={(c) => draft.commitFen === c.fen}
              onPick={(c) => edit({ commitFen: c.fen })}
            >
              {(c) => (
                <ChoiceText
                  name={t('ordering.lead.tier', { fee: yuan(c.fen) })}
                  price={t('ordering.lead.tierGift', { mbps: c.mbps })}
                />
              )}
            </Choices>
            <ErrorLine problem={errors.commitFen} />
          </Card>
        )}
        <SubmitBar refusal={s.refusal} busy={sending} label={t('ordering.lead.submit')} />
      </PlainForm>
    </OrderPage>
  );
}
