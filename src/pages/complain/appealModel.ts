// `/complain/appeal` (PAGES.md §2.3): the complaints that can be appealed now (formMain/list, the server's
// `canAppeal`: resolved and rated 2 stars or less, or unanswered for 15 days; once per ticket).
import { call } from 'typed-redux-saga';
import { defineModel } from '../../core';
import * as activityApi from '../../services/api/activity';
import type { Ticket } from '../../services/api/types';
import { IDLE, loadInto, type Load } from '../shared/load';
import { LIST_QUERY } from './orderTrackingModel';
import { setterOf } from '../shared/setter';

export interface AppealState {
  eligible: Load<Ticket[]>;
}

const initial: AppealState = { eligible: IDLE };

const set = setterOf<AppealState>();

const complainAppeal = defineModel({
  namespace: 'complainAppeal',
  state: initial,
  reducers: {
    setEligible: set('eligible'),
  },
  effects: (own) => ({
    /** takeLatest: my complaints that can be appealed; a failure stays on the page with its retry. */
    load: [
      function* () {
        yield* loadInto(own.setEligible, call(activityApi.formMainList, LIST_QUERY), (page) =>
          page.list.filter((x) => x.canAppeal),
        );
      },
      { type: 'takeLatest' },
    ],
  }),
});

export default complainAppeal;
