// Real-name checks of a card, broadband or device order: name, ID number (GB 11643), age 16-60,
// blacklist, name/ID consistency, one ID for at most five numbers of this operator.
import type { Customer } from '../../src/services/api/types';
import { biz } from '../core/errors';
import { certAge, certProblem, normalizeCert } from '../db/idcard';
import type { SimState } from '../db/types';

export const NAME_RE = /^[\u4e00-\u9fa5·]{2,16}$/;
export const ONE_ID_LIMIT = 5;

/** Numbers held under an ID: subscribers plus card orders not cancelled. */
export function numbersUnderCert(state: SimState, certNo: string): number {
  const subs = Object.values(state.subscribers).filter((s) => s.certNo === certNo && s.status !== 'terminated').length;
  const pending = Object.values(state.productOrders).filter(
    (o) => o.kind === 'card' && o.customer?.certNo === certNo && [1, 6, 7].includes(o.stateCode),
  ).length;
  return subs + pending;
}

export function checkCustomer(state: SimState, c: Customer, now: number, opts: { newNumber: boolean }): Customer {
  const name = c.name.trim();
  if (!NAME_RE.test(name)) throw biz('E_NAME', '请输入正确的中文姓名');
  const certNo = normalizeCert(c.certNo);
  const problem = certProblem(certNo, now);
  if (problem) throw biz('E_CERT', problem === 'checksum' ? '身份证号码校验位错误，请核对' : '请输入正确的身份证号码');
  const age = certAge(certNo, now);
  if (age < 16 || age > 60) throw biz('E_AGE', '16周岁以下/60周岁以上请到营业厅办理');
  if (state.blacklistCerts.includes(certNo)) throw biz('E_BLACKLIST', '您的证件暂不能在线办理该业务，请到营业厅咨询');
  const sameCert = Object.values(state.subscribers).find((s) => s.certNo === certNo);
  if (sameCert && sameCert.name !== name) throw biz('E_REALNAME', '实名制或一证五号校验未通过');
  if (opts.newNumber && numbersUnderCert(state, certNo) >= ONE_ID_LIMIT)
    throw biz('E_ONE_ID_FIVE', `已购买${ONE_ID_LIMIT}个号码，不能再继续购买`);
  return { name, certNo, contactPhone: c.contactPhone };
}

/** What a detail address may hold: Chinese, Latin letters, digits, spaces ("Jinma Road 8") and -#()（）·,，/ */
export const ADDRESS_CHARS = /^[\u4e00-\u9fa5A-Za-z0-9 \-#()（）·,，/]+$/;

/** District code + a detail of more than 5 characters that is not only digits, in the characters above. Each
 *  refusal says what is wrong, the same as the order forms' field check (src/pages/ordering/realName.ts). */
export function checkAddress(areaCode: string, detail: string, scope: 'province' | 'nationwide'): void {
  if (!/^\d{6}$/.test(areaCode)) throw biz('E_ADDRESS', '请选择所在区县');
  const d = detail.trim().replace(/\s+/g, ' ');
  if (d.length <= 5 || /^\d+$/.test(d.replace(/ /g, '')))
    throw biz('E_ADDRESS', '请填写详细地址（5个字以上，不能只有数字）');
  if (!ADDRESS_CHARS.test(d)) throw biz('E_ADDRESS', '详细地址只能包含汉字、字母、数字、空格和 - # ( ) · , /');
  if (scope === 'province' && !areaCode.startsWith('53')) throw biz('E_ADDRESS_SCOPE', '该商品仅限云南省内配送');
  if (scope === 'nationwide' && ['54', '65', '71', '81', '82'].includes(areaCode.slice(0, 2)))
    throw biz('E_ADDRESS_SCOPE', '该商品暂不支持配送至港澳台、新疆、西藏');
}
