// `/open` and `/open2i` (PAGES.md §2.8, OnePageOrder wireless broadband): plan, device with stock, the person,
// contact + SMS, delivery address, agreements, submit and pay. The route picks its plans and channel (wirelessModel).
import { useLocation } from 'react-router';
import { t } from '../../locales';
import { useLang } from '../../locales/useLang';
import payment from '../../models/payment';
import { yuan } from '../../utils/format';
import { messages } from './messagesBb';
import { useFormPage } from './useFormPage';
import { Agree, FlowSmsField } from './PersonFields';
import { Card, ChoiceText, Choices, DeviceChoices, ErrorLine, OrderPage, PersonCard, SubmitBar } from './FormParts';
import { PlainForm } from '../shared/PlainForm';
import { AddressFields, Section } from './Loaded';
import orderingWireless from './wirelessModel';
import { inStock, WBB, wbbIntent, wbbProblems, type WbbRoute } from './wireless/form';

export { messages };
export const models = [orderingWireless, payment];

export default function Wireless() {
  useLang();
  const { pathname } = useLocation();
  const route: WbbRoute = pathname.startsWith('/open2i') ? 'open2i' : 'open';
  const { dispatch, s, draft, errors, sending, edit, blur } = useFormPage(orderingWireless, wbbProblems, 'submit', {
    with: orderingWireless.actions.open,
    payload: route,
  });
  const device = s.devices.status === 'ready' ? s.devices.data.find((d) => d.code === draft.deviceCode) : undefined;
  const fee = device?.priceFen ?? 0;
  return (
    <OrderPage
      title={t(route === 'open2i' ? 'ordering.wbb.title2i' : 'ordering.wbb.title')}
      note={t('ordering.wbb.intro')}
      opened={draft.route === route && !!draft.id}
    >
      <PlainForm onSubmit={() => void dispatch(orderingWireless.actions.submit({ intent: wbbIntent(s.draft) }))}>
        <Card id="wbb-plan" title={t('ordering.wbb.plan')}>
          <Choices
            items={WBB[route].plans}
            keyOf={(p) => p.code}
            pressed={(p) => draft.planCode === p.code}
            onPick={(p) => edit({ planCode: p.code })}
          >
            {(p) => (
              <ChoiceText
                name={t('ordering.wbb.planName', { gb: p.dataGb })}
                terms={t('ordering.wbb.planTerms', { gb: p.dataGb })}
                price={t('ordering.card.monthly', { fee: yuan(p.monthlyFen) })}
              />
            )}
          </Choices>
          <ErrorLine problem={errors.plan} />
        </Card>
        <Card id="wbb-device" title={t('ordering.wbb.device')}>
          <Section load={s.devices} retry={() => void dispatch(orderingWireless.actions.retryDevices())}>
            {(devices) => (
              <DeviceChoices
                devices={devices}
                value={draft.deviceCode}
                label={t('ordering.wbb.device')}
                available={inStock}
                left={(d) => d.stockLeft ?? 0}
                priceFen={(d) => d.priceFen}
                onPick={(deviceCode) => edit({ deviceCode })}
              />
            )}
          </Section>
          <ErrorLine problem={errors.device} />
        </Card>
        <PersonCard id="wbb-person" state={s} edit={orderingWireless.actions.edit} onBlur={blur} />
        <AddressFields
          id="wbb-address"
          form={s}
          onEdit={edit}
          retry={() => void dispatch(orderingWireless.actions.retryAreas())}
          onBlurDetail={() => blur('detail')}
        />
        <Card id="wbb-confirm" title={t('ordering.confirm.title')}>
          <FlowSmsField phone={draft.contactPhone} state={s} actions={orderingWireless.actions} />
          <Agree checked={draft.agreed} error={errors.agreed} onChange={(agreed) => edit({ agreed })} />
        </Card>
        <SubmitBar
          refusal={s.refusal}
          total={yuan(fee)}
          busy={sending}
          label={fee > 0 ? t('ordering.card.submitPay', { fee: yuan(fee) }) : t('ordering.card.submit')}
        />
      </PlainForm>
    </OrderPage>
  );
}
