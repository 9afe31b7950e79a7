// The business hall's records chunk (issue 12): orders, subscriptions, failed records, attachments, credit returns
// and broadband orders. Its own chunk beside the family's (hub, bills, account views), so that neither passes the
// chunk budget; loaders.ts registers it as businessRecords, the route table names its pages
// (config/routes.ts: 'businessRecords/<Page>').
import * as BroadOrder from './BroadOrder';
import * as OrderDetails from './OrderDetails';
import * as PhoneAllowance from './PhoneAllowance';
import * as Records from './Records';
import * as RecordView from './RecordView';
import * as ViewFile from './ViewFile';

export const pages = { BroadOrder, OrderDetails, PhoneAllowance, Records, RecordView, ViewFile };
