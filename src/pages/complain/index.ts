// The complain family's chunk: the route table imports it once and picks a page by name (config/routes.ts).
import * as Appeal from './Appeal';
import * as Complain from './Complain';
import * as Evaluation from './Evaluation';
import * as OrderTracking from './OrderTracking';
import * as ProcessDetails from './ProcessDetails';
import * as Success from './Success';
import * as Suggest from './Suggest';
import * as UrgencyRecords from './UrgencyRecords';

export const pages = { Appeal, Complain, Evaluation, OrderTracking, ProcessDetails, Success, Suggest, UrgencyRecords };
