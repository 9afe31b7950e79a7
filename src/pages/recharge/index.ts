// The top-up family's chunk (the promotional top-up is a chunk of its own, tooth.ts): loaders.ts
// registers both, and the layouts pick a page by the name the route table gives (config/routes.ts).
import * as Hub from './Hub';
import * as TopupForm from './TopupForm';
import * as Checkout from './Checkout';
import * as PaySuccess from './PaySuccess';
import * as Success from './Success';
import * as Fail from './Fail';
import * as History from './History';
import * as Prompt from './Prompt';

export const pages = { Hub, TopupForm, Checkout, PaySuccess, Success, Fail, History, Prompt };
