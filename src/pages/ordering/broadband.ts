// The ordering family's second chunk: broadband, the broadband leads and wireless broadband, picked by name from the
// route table (config/routes.ts `orderingBb`). Apart from the cards so that neither chunk passes its budget.
import * as BroadbandProcessing from './Broadband';
import * as Wireless from './Wireless';
import * as Ycg from './Ycg';

export const pages = { BroadbandProcessing, Wireless, Ycg };
