// The complain family's chunk: loaders.ts registers it, and the layouts pick a page by the name the route table gives (config/routes.ts).
import * as Appeal from './Appeal';
import * as Complain from './Complain';
import * as Evaluation from './Evaluation';
import * as OrderTracking from './OrderTracking';
import * as ProcessDetails from './ProcessDetails';
import * as Success from './Success';
import * as Suggest from './Suggest';
import * as UrgencyRecords from './UrgencyRecords';

export const pages = { Appeal, Complain, Evaluation, OrderTracking, ProcessDetails, Success, Suggest, UrgencyRecords };
