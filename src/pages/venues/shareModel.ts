// The share of an activity page of this family (PAGES.md §3.3): a tap on share (inside WeChat) or a copied link
// (outside it) is recorded with activity/shareRecord/insert, best effort: counted or not, the share goes on.
import { defineModel } from '../../core';
import * as activityApi from '../../services/api/activity';
import type { ShareChannel } from '../../services/api/types';

const venuesShare = defineModel({
  namespace: 'venuesShare',
  state: {},
  reducers: {},
  effects: {
    record: function* ({ payload }: { payload: { actId: string; channel: ShareChannel; link: string } }, { call }) {
      try {
        yield* call(activityApi.shareRecordInsert, payload);
        return true;
      } catch {
        return false;
      }
    },
  },
});

export default venuesShare;
