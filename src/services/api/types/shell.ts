// The schemas of the calls the app shell itself makes (api/shell.ts, the navigation log): a module of their own,
// so the entry carries them without the other schemas of their domains (a module's used exports are counted over
// every chunk). user.ts, handlebusi.ts and config.ts re-export them.
import { v, str, bool, num, text, flag, type Infer } from '../schema';

export const StarLevelSchema = () => v.picklist(['0', '1', '2', '3', '4', '5S', '5G', '5D']);
export type StarLevel = Infer<typeof StarLevelSchema>;

/** GET /api/user/getUserInfoBtm — who is this WeChat user, and which number is bound (the nickname and the picture
 *  that come with it are shown nowhere, so not read). `userPhone`: present when a
 *  number is bound, saved as localStorage wechatUser_phone; `subscribe`: follows the official account. */
export const UserInfoBtmSchema = () =>
  v.object({
    openid: str(),
    unionid: v.optional(str()),
    userPhone: v.optional(str()),
    subscribe: flag(),
  });
export type UserInfoBtm = Infer<typeof UserInfoBtmSchema>;

/** GET /api/user/getUserInfo — the customer profile (masked: name '王*', certNo '5301**********1238'). */
export const CustomerProfileSchema = () =>
  v.object({
    phone: str(),
    name: text(),
    certNo: text(),
    areaCode: text(),
    planCode: text(),
    planName: text(),
    is5G: flag(),
    star: v.optional(StarLevelSchema(), '0'),
    activatedOn: text(),
    status: v.optional(v.picklist(['active', 'suspended', 'arrears', 'terminated']), 'active'),
    realNameVerified: flag(),
    balanceFen: num(),
  });
export type CustomerProfile = Infer<typeof CustomerProfileSchema>;

/**
 * `isLocal`: this operator in this province. `serverTime`: the server's time of the check (the top-up forms judge the
 * nightly pause by it), read as text here so the entry carries no date reader (schemaDate.ts).
 */
export const PreCheckInfoSchema = () =>
  v.object({
    phone: str(),
    operator: v.optional(v.picklist(['unicom', 'mobile', 'telecom', 'broadnet', 'unknown']), 'unknown'),
    isLocal: bool(),
    provinceName: text(),
    cityName: text(),
    cityCode: text(),
    canRecharge: bool(),
    reason: v.optional(str()),
    serverTime: v.optional(str()),
  });
export type PreCheckInfo = Infer<typeof PreCheckInfoSchema>;

/** The log's id; nobody needs it, and some gateways send no data at all. */
export const OperationLogResultSchema = () => v.nullish(v.object({ logId: v.optional(str()) }));
export type OperationLogResult = Infer<typeof OperationLogResultSchema>;
