// `/stockGetPhone` (PAGES.md §2.1, OnePageOrder): a handset on contract for an existing customer: eligibility
// first (ineligible with the reasons, sold out, ended), then model, colour, storage and tier, the delivery address,
// the contract's terms and its agreement (opened before the pad is offered), the e-signature and the acceptance
// behind the SMS gate.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Result } from '../../components/Result';
import { Skeleton } from '../../components/Skeleton';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import { useAppDispatch, usePageSelector } from '../../models/hooks';
import payment from '../../models/payment';
import { yuan } from '../../utils/format';
import orderingHandset, { deviceOf, handsetIntent, leftOf, TIERS } from './handsetModel';
import { AddressFields, Section } from './Loaded';
import { messages } from './messagesBb';
import { Card, ChoiceText, Choices, DeviceChoices, ErrorLine, OrderPage, SubmitBar } from './FormParts';
import { PlainForm } from '../shared/PlainForm';
import { SignaturePad } from '../shared/SignaturePad';
import * as styles from './Ordering.module.css';

export { messages };
export const models = [orderingHandset, payment];

function Order() {
  const dispatch = useAppDispatch();
  const s = usePageSelector(orderingHandset.select);
  const sending = usePageSelector(orderingHandset.loading('submit'));
  const { draft, errors } = s;
  const device = deviceOf(s);
  const tier = TIERS.find((x) => x.code === draft.tier) ?? TIERS[0];
  // The agreement is opened (and closed with 我已阅读) before the signature pad is offered.
  const [reading, setReading] = useState(false);
  const [read, setRead] = useState(false);
  const model = [device?.name ?? '', draft.colour, draft.storage].filter(Boolean).join(' ');
  const words = { model: model || '—', fee: yuan(tier.monthlyFen), down: yuan(tier.downFen) };
  const terms: [string, string][] = [
    [t('ordering.hs.termModel'), words.model],
    [t('ordering.hs.termMonths'), t('ordering.hs.termMonthsValue')],
    [t('ordering.hs.termFee'), t('ordering.hs.termFeeValue', { fee: words.fee })],
    [t('ordering.hs.termDown'), words.down],
  ];
  const agreement = [
    t('ordering.hs.agreement1', words),
    t('ordering.hs.agreement2', words),
    t('ordering.hs.agreement3'),
    t('ordering.hs.agreement4'),
  ];
  const edit = (p: Parameters<typeof orderingHandset.actions.edit>[0]) =>
    void dispatch(orderingHandset.actions.edit(p));
  const chips = (field: 'colour' | 'storage', items: string[] | undefined) =>
    items?.length ? (
      <>
        <p className={styles.label}>{t(`ordering.hs.${field}`)}</p>
        <Choices
          items={items}
          keyOf={(x) => x}
          label={t(`ordering.hs.${field}`)}
          pressed={(x) => draft[field] === x}
          onPick={(x) => edit({ [field]: x })}
          wide={false}
        >
          {(x) => x}
        </Choices>
        <ErrorLine problem={errors[field]} />
      </>
    ) : null;
  return (
    <PlainForm onSubmit={() => void dispatch(orderingHandset.actions.submit({ intent: handsetIntent(s.draft) }))}>
      <Card id="hs-model" title={t('ordering.hs.model')}>
        <Section load={s.devices} retry={() => void dispatch(orderingHandset.actions.retryInfo())}>
          {(devices) => (
            <DeviceChoices
              devices={devices}
              value={draft.deviceCode}
              label={t('ordering.hs.model')}
              available={(d) => leftOf(d) > 0}
              left={leftOf}
              priceFen={(d) => d.prepayFen}
              onPick={(deviceCode) => edit({ deviceCode })}
            />
          )}
        </Section>
        <ErrorLine problem={errors.device} />
        {chips('colour', device?.colours)}
        {chips('storage', device?.storage)}
      </Card>
      <Card id="hs-tier" title={t('ordering.hs.tier')}>
        <Choices
          items={TIERS}
          keyOf={(x) => x.code}
          pressed={(x) => draft.tier === x.code}
          onPick={(x) => edit({ tier: x.code })}
        >
          {(x) => (
            <ChoiceText
              name={t('ordering.lead.tier', { fee: yuan(x.monthlyFen) })}
              price={x.downFen ? t('ordering.hs.down', { fee: yuan(x.downFen) }) : t('ordering.hs.free')}
            />
          )}
        </Choices>
      </Card>
      <AddressFields
        id="hs-address"
        form={s}
        onEdit={edit}
        retry={() => void dispatch(orderingHandset.actions.retryAreas())}
      />
      <Card id="hs-sign" title={t('ordering.hs.sign')}>
        {/* The contract's terms, and the agreement itself, before the signature that accepts them. */}
        <dl className={styles.rows}>
          {terms.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.links}>
          <Button variant="ghost" size="sm" onClick={() => setReading(true)}>
            {t('ordering.hs.readAgreement')}
          </Button>
        </p>
        {read || s.signature ? (
          <>
            <p className={styles.hint}>{t('ordering.hs.signHint')}</p>
            <SignaturePad
              label={t(s.signature ? 'ordering.hs.signed' : 'ordering.hs.signHere')}
              clearLabel={t('ordering.hs.clear')}
              onChange={(png) => void dispatch(orderingHandset.actions.sign(png ?? ''))}
            />
          </>
        ) : (
          <p className={styles.hint}>{t('ordering.hs.readFirst')}</p>
        )}
        <ErrorLine problem={errors.sign} />
      </Card>
      <Dialog
        open={reading}
        title={t('ordering.hs.agreementTitle')}
        onCancel={() => setReading(false)}
        actions={
          <Button
            block
            onClick={() => {
              setRead(true);
              setReading(false);
            }}
          >
            {t('ordering.hs.agreementRead')}
          </Button>
        }
      >
        {agreement.map((line) => (
          <p key={line} className={styles.hint}>
            {line}
          </p>
        ))}
      </Dialog>
      <SubmitBar refusal={s.refusal} total={yuan(tier.downFen)} busy={sending} label={t('ordering.hs.submit')} />
    </PlainForm>
  );
}

export default function StockGetPhone() {
  useLang();
  const dispatch = useAppDispatch();
  const s = usePageSelector(orderingHandset.select);
  useEffect(() => {
    void dispatch(orderingHandset.actions.open());
  }, [dispatch]);
  const info = s.info;
  return (
    <OrderPage title={t('ordering.hs.title')} note={t('ordering.hs.intro')}>
      <Section load={info} retry={() => void dispatch(orderingHandset.actions.retryInfo())}>
        {(i) =>
          i.status === 'ended' || i.status === 'notStarted' ? (
            <Result kind="notice" title={t(i.status === 'ended' ? 'ordering.hs.ended' : 'ordering.product.notStarted')}>
              <nav className={styles.links}>
                <Link to="/">{t('ordering.success.home')}</Link>
              </nav>
            </Result>
          ) : i.status === 'soldOut' ? (
            <Result kind="notice" title={t('ordering.hs.soldOut')} />
          ) : !i.eligible ? (
            <Result kind="notice" title={t('ordering.hs.ineligible')} description={i.reasons.join('；')}>
              <nav className={styles.links}>
                <Link to="/marketCard">{t('ordering.wizard.browse')}</Link>
              </nav>
            </Result>
          ) : s.draft.id ? (
            <Order />
          ) : (
            <Skeleton rows={4} />
          )
        }
      </Section>
    </OrderPage>
  );
}
