// Two read-only views of the business hall: the attachments of my orders (`/mobileBusiness/viewFile`, PAGES.md
// template 3 DocumentView with source=papers: 电子协议, 业务受理单, 电子发票) and the credit-return schedules of my
// deposit-gift agreements (`/mobileBusiness/phoneAllowance`, template 20 AccountView). Each loads and fails alone.
import { call } from 'typed-redux-saga';
import { defineModel } from '../../core';
import * as activityApi from '../../services/api/activity';
import * as omowebApi from '../../services/api/omoweb';
import type { AgreementSummary, Paper } from '../../services/api/types';
import { IDLE, loadInto, type Load } from '../shared/load';
import { setterOf } from '../shared/setter';

export interface DocsState {
  /** The order the papers are filtered by ('' = all of the number's). */
  orderId: string;
  papers: Load<Paper[]>;
  agreements: Load<AgreementSummary[]>;
}

const initial: DocsState = { orderId: '', papers: IDLE, agreements: IDLE };

const set = setterOf<DocsState>();

const businessDocs = defineModel({
  namespace: 'businessDocs',
  state: initial,
  reducers: {
    setAgreements: set('agreements'),
    setPapers(state, { payload }: { payload: { orderId: string; load: Load<Paper[]> } }) {
      return { ...state, orderId: payload.orderId, papers: payload.load };
    },
  },
  effects: (own) => ({
    /** takeLatest: the papers of the number, or of one order (`?orderId=` from the order's page). */
    loadPapers: [
      function* ({ payload }: { payload: { orderId?: string } }) {
        const orderId = payload.orderId ?? '';
        yield* loadInto(
          (load: Load<Paper[]>) => own.setPapers({ orderId, load }),
          call(omowebApi.getPapers, orderId ? { orderId } : undefined),
        );
      },
      { type: 'takeLatest' },
    ],
    /** takeLatest: my paid deposit-gift agreements with their schedules (the proposed queryAgreementList). */
    loadAgreements: [
      function* (_: { payload?: undefined }) {
        yield* loadInto(own.setAgreements, call(activityApi.queryAgreementList));
      },
      { type: 'takeLatest' },
    ],
  }),
});

export default businessDocs;
