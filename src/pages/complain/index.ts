// The complain family's chunk: the route table imports it once and picks a page by name (config/routes.ts).
import * as OrderTracking from './OrderTracking';
import * as ProcessDetails from './ProcessDetails';
import * as UrgencyRecords from './UrgencyRecords';

export const pages = { OrderTracking, ProcessDetails, UrgencyRecords };
