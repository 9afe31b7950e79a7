// The path table: every path the simulator serves (without prefix; each is served under /sms2-api/,
// /sms2-api/internal/ and /sms2-api/userinfo/). test/mocks/coverage.test.ts checks it against SPEC.md §7
// and calls each path with its example.
import type { Access, RouteDef } from './core/context';
import { billsRoutes } from './handlers/business/bills';
import { benefitsPageRoutes } from './handlers/benefits/page';
import { pairRoutes } from './handlers/benefits/pair';
import { pointsRoutes } from './handlers/benefits/points';
import { rewardsRoutes } from './handlers/benefits/rewards';
import { billRoutes } from './handlers/bill';
import { businessRoutes } from './handlers/business/agreements';
import { broadbandRecordsRoutes } from './handlers/business/broadband';
import { recordsRoutes } from './handlers/business/records';
import { changeRoutes } from './handlers/change';
import { complainRoutes } from './handlers/complain/forms';
import { configRoutes } from './handlers/config';
import { dataPacksRoutes } from './handlers/dataPacks';
import { depositGiftRoutes } from './handlers/depositGift';
import { handlebusiRoutes } from './handlers/handlebusi';
import { omowebRoutes } from './handlers/omoweb';
import { broadbandOrderRoutes } from './handlers/ordering/broadband';
import { cardRoutes } from './handlers/ordering/card';
import { productRoutes } from './handlers/ordering/product';
import { rechargeRoutes } from './handlers/recharge';
import { saleRoutes } from './handlers/sale';
import { userRoutes } from './handlers/user';
import { venuesRoutes } from './handlers/venues';
import { wxRoutes } from './handlers/wx';

/**
 * The writes, in one place: every path the app sends with POST (src/services/api). A write refuses GET and HEAD
 * with HTTP 405 and `Allow: POST` before anything runs, so a link or an image on another site cannot spend
 * points, order, pay, send an SMS or log out; its POST carries the XSRF token (simulator.ts). Every other path
 * is a read. Three reads change something, each what opening its page does: `user/kaptcha/{id}` (a new
 * picture), `unifiedinteraction/sns/getSnsUserByCode` (the OAuth login, bound to the browser that authorized)
 * and `activity/newSignin/pageInit` (the member day's check-in of the day).
 */
export const WRITE_PATHS: readonly string[] = [
  'user/sendMessage',
  'user/sendResetPwdMessage',
  'user/userMoreBinding/sendMessage',
  'user/logout',
  'user/loginCaptcha',
  'user/defaultLogin',
  'user/thirdAuthLogin',
  'user/getNewOnLine',
  'config/operationLog',
  'config/operationLog/insertOperationLog',
  'config/vitals',
  'config/cfshd/submit',
  'config/pay/anon/orderSubmitBlack',
  'omoweb/productList/recordClick',
  'omoweb/productList/recordShare',
  'omoweb/rewardRecord/bindInfo',
  'omoweb/rewardRecord/dealReward',
  'handlebusi/preCheck/preCheckToPhone',
  'handlebusi/wxOrderRecord/keepNum',
  'handlebusi/wxOrderRecord/messageSend',
  'handlebusi/wxOrderRecord/submit',
  'handlebusi/submitOrder/submit',
  'handlebusi/submitOrder/newBroadband',
  'handlebusi/businessAcceptance/getBlSign',
  'handlebusi/businessAcceptance/reception',
  'handlebusi/businessAcceptanceRecord/cancelUserProductInfo',
  'handlebusi/busi/dkhandle',
  'handlebusi/busi/getBusiSmsNotLogin',
  'handlebusi/busi/getBusiSms',
  'handlebusi/busi/handle',
  'broadband/getSmsCode',
  'bill/orderWechatPage',
  'bill/logtransactive',
  'bill/getOrderWechatPageCode',
  'activity/shareRecord/insert',
  'activity/kdyxd/add',
  'activity/formMain/add',
  'activity/formMain/upload',
  'activity/hire/add',
  'activity/ep/add',
  'activity/payGiveFeeAct/reception',
  'activity/payGiveFeeAct/lcReception',
  'activity/payGiveFeeAct/receptionNotLogin',
  'activity/payGiveFeeAct/handleProductXy',
  'activity/payGiveFeeAct/addOsActOperateInfo',
  'activity/payGiveFeeActMany/reception',
  'activity/schoolRechargeJM/attendAct',
  'activity/schoolRechargeJM/completePay',
  'activity/gkux/getCode',
  'activity/complaint/refund/smsCode',
];

/** The methods a write answers (the `Allow` header of its 405). */
export const WRITE_METHODS = 'POST';

// The shared paths (session, configuration, catalogue, activity info, business SMS, payments) first, then the
// families' (mocks/handlers/<family>). Only a pattern path (`user/kaptcha/{id}`) is matched in order.
const ALL: readonly RouteDef[] = [
  ...userRoutes,
  ...wxRoutes,
  ...configRoutes,
  ...omowebRoutes,
  ...handlebusiRoutes,
  ...billRoutes,
  ...rechargeRoutes,
  ...cardRoutes,
  ...productRoutes,
  ...broadbandOrderRoutes,
  ...changeRoutes,
  ...dataPacksRoutes,
  ...recordsRoutes,
  ...broadbandRecordsRoutes,
  ...billsRoutes,
  ...businessRoutes,
  ...complainRoutes,
  ...depositGiftRoutes,
  ...saleRoutes,
  ...venuesRoutes,
  ...benefitsPageRoutes,
  ...rewardsRoutes,
  ...pointsRoutes,
  ...pairRoutes,
];

/**
 * The writes taken without the XSRF token: the telemetry of a page (the operation log, the field measurement). They
 * change nothing of a customer, so a forged one gains nothing a visitor could not send from their own browser, while
 * the token would lose the log of every visit left before its first answer: a page served as a file (nginx, a CDN)
 * carries no cookie, and a landing that leaves for the authorize page at once, or a tab closed at once, sends its
 * log on the leave, with no second chance after a 403 (spec §3 logs every navigation). Still POST only.
 */
export const XSRF_FREE_PATHS: readonly string[] = [
  'config/operationLog',
  'config/operationLog/insertOperationLog',
  'config/vitals',
];

const unknown = [...WRITE_PATHS, ...XSRF_FREE_PATHS].filter(
  (p) => !ALL.some((r) => r.path === p) || (XSRF_FREE_PATHS.includes(p) && !WRITE_PATHS.includes(p)),
);
if (unknown.length) throw new Error(`WRITE_PATHS names paths the simulator does not serve: ${unknown.join(', ')}`);

const accessOf = (path: string): Access => (WRITE_PATHS.includes(path) ? 'write' : 'read');

export const ROUTES: readonly RouteDef[] = ALL.map((r) => ({ ...r, access: accessOf(r.path) }));
