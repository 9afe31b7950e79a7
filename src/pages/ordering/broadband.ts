// The ordering family's second chunk: broadband, the broadband leads, wireless broadband and the handset on contract, picked by name from the
// route table (config/routes.ts `'ordering-bb/<Page>'`, loaders.ts). Apart from the cards so that neither chunk passes its budget.
import * as BroadbandProcessing from './Broadband';
import * as StockGetPhone from './StockGetPhone';
import * as Wireless from './Wireless';
import * as Ycg from './Ycg';

export const pages = { BroadbandProcessing, StockGetPhone, Wireless, Ycg };
