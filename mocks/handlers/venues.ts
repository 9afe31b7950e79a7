// Venues and campaigns: recruitment (hire), the school top-up (summer) and the new-subscriber tasks.
import type {
  CompletePayReq,
  Created,
  HireAddReq,
  NewOnlineInfo,
  NewOnlineReq,
  OrderCreated,
  SchoolAttendReq,
  SchoolRecord,
} from '../../src/services/api/types';
import type { Ctx, RouteDef } from '../core/context';
import { biz } from '../core/errors';
import { dateCn, DAY, dayKey, isoCn } from '../core/time';
import { GB } from '../db/seed/catalogue';
import { PERSONA } from '../db/seed/people';
import type { Subscriber } from '../db/types';
import { createPayOrder } from '../services/payments';
import { NAME_RE } from '../services/realname';
import { assertPhone } from '../services/verify';
import {
  activityStatus,
  BUSI_CODES,
  checkSms,
  findActivity,
  inMaintenance,
  MAINTENANCE_MSG,
  route,
  statusMessage,
} from './common';

function schoolView(r: {
  orderId: string;
  faceFen: number;
  giftKb: number;
  status: SchoolRecord['status'];
  at: number;
}): SchoolRecord {
  return { orderId: r.orderId, faceFen: r.faceFen, giftKb: r.giftKb, status: r.status, at: isoCn(r.at) };
}

function onlineInfo(ctx: Ctx, sub: Subscriber): NewOnlineInfo {
  const activeDays = Math.floor((ctx.now - sub.activatedAt) / DAY);
  const claimed = (benefitId: string): boolean =>
    ctx.state.rewards.some((r) => r.phone === sub.phone && r.benefitId === benefitId);
  const toppedUp = Object.values(ctx.state.payOrders).some(
    (o) => o.msisdn === sub.phone && o.status === 'credited' && o.faceFen >= 5000 && o.createdAt >= sub.activatedAt,
  );
  const wx = Object.values(ctx.state.wxUsers).find((w) => w.bound.some((b) => b.phone === sub.phone));
  const status = (done: boolean, benefitId: string): 'todo' | 'done' | 'claimed' =>
    claimed(benefitId) ? 'claimed' : done ? 'done' : 'todo';
  return {
    phone: sub.phone,
    activatedOn: dateCn(sub.activatedAt),
    activeDays,
    eligible: activeDays <= 90,
    tasks: [
      {
        taskId: 'online_topup',
        title: '首次充值满50元',
        rewardText: '送10元话费',
        status: status(toppedUp, 'online_topup'),
      },
      {
        taskId: 'online_follow',
        title: '关注官方公众号',
        rewardText: '领1GB流量',
        status: status(wx?.subscribe ?? false, 'online_follow'),
      },
      {
        taskId: 'online_pwd',
        title: '设置服务密码',
        rewardText: '得200积分',
        status: status(sub.servicePasswordSet, 'online_pwd'),
      },
    ],
  };
}

export const venuesRoutes: RouteDef[] = [
  route(
    'activity/hire/add',
    'G0',
    'Recruitment sign-up: SMS-verified phone, age 18-45, once per phone and position.',
    (ctx): Created => {
      const p = ctx.params.as<HireAddReq>();
      // Closed first: nothing is checked (and no code is spent) for a recruitment that is not open.
      const status = activityStatus(findActivity(ctx.state, 'hire'), ctx.now, dayKey(ctx.now));
      if (status === 'notStarted') throw biz('E_ACT_NOTSTARTED', '招聘尚未开始，敬请期待');
      if (status === 'ended') throw biz('E_ACT_ENDED', '本期招聘已结束，感谢您的关注');
      const position = p.oneOf('position', ['installer', 'clerk', 'campusAgent'] as const);
      const name = p.str('name', '姓名');
      if (!NAME_RE.test(name)) throw biz('E_NAME', '请输入正确的中文姓名');
      const phone = assertPhone(p.optStr('phone'));
      const areaCode = p.str('areaCode', '区县');
      if (!ctx.state.catalogue.areas.some((a) => a.code === areaCode && a.level === 'district'))
        throw biz('E_AREA', '请选择所在区县');
      const age = p.int('age', '年龄');
      if (age < 18 || age > 45) throw biz('E_AGE', '应聘年龄须在18-45周岁之间');
      const experience = p.optStr('experience');
      if (experience && experience.length > 200) throw biz('E_PARAM', '工作经历不超过200字');
      // The form's code comes from user/sendMessage (PAGES §2.1); a business code is taken too.
      checkSms(ctx, phone, p.str('smsCode', '短信验证码'), ['login', ...BUSI_CODES]);
      if (ctx.state.hires.some((h) => h.phone === phone && h.position === position))
        throw biz('E_DUPLICATE', '您已报名该岗位，请耐心等待通知');
      const id = ctx.nextId('hire_');
      ctx.state.hires.push({
        id,
        position,
        name,
        phone,
        areaCode,
        age,
        experience,
        at: ctx.now,
      });
      return { id };
    },
    {
      as: 'anon',
      method: 'POST',
      sms: PERSONA.li,
      params: {
        position: 'installer',
        name: '李明',
        phone: PERSONA.li,
        areaCode: '530502',
        age: 27,
        experience: '两年宽带安装经验',
      },
    },
  ),
  route(
    'activity/schoolRechargeJM/attendAct',
    'G2',
    'School top-up (students of the school platform): ¥50 → +10 GB, ¥100 → +30 GB, once.',
    (ctx): OrderCreated => {
      const p = ctx.params.as<SchoolAttendReq>();
      const sub = ctx.me(p.optStr('phone'));
      const account = ctx.header('wxpublicaccountid');
      if (!sub.student || (account !== undefined && account !== '5'))
        throw biz('E_NOT_SCHOOL', '仅限校园平台学生用户参与');
      const act = findActivity(ctx.state, 'summer');
      const status = activityStatus(act, ctx.now, dayKey(ctx.now));
      if (status !== 'active') throw biz(`E_ACT_${status.toUpperCase()}`, statusMessage(status));
      // A deposit onto the balance: none in the nightly pause, as every top-up.
      if (inMaintenance(ctx.now)) throw biz('E_MAINTENANCE', MAINTENANCE_MSG);
      const faceFen = p.int('faceFen', '充值金额');
      const giftKb = faceFen === 5000 ? 10 * GB : faceFen === 10000 ? 30 * GB : 0;
      if (!giftKb) throw biz('E_AMOUNT', '请选择50元或100元');
      if (ctx.state.schoolRecords.some((r) => r.phone === sub.phone && (r.status === 'paid' || r.status === 'gifted')))
        throw biz('E_JOINED', '您已参加过本活动');
      const recordId = ctx.nextId('sch_');
      const o = createPayOrder(
        ctx.state,
        {
          type: 'school',
          msisdn: sub.phone,
          faceFen,
          payFen: faceFen,
          title: `暑期充值${faceFen / 100}元送${giftKb / GB}GB`,
          effect: { kind: 'school', recordId },
          ownerPhone: sub.phone,
          ownerOpenid: ctx.who.openid,
        },
        ctx.now,
        ctx.rng,
      );
      ctx.state.schoolRecords.push({
        recordId,
        phone: sub.phone,
        orderId: o.orderId,
        faceFen,
        giftKb,
        status: 'unpaid',
        at: ctx.now,
      });
      return { orderId: o.orderId, payFen: o.payFen, expiresAt: isoCn(o.expiresAt) };
    },
    { as: 'chen', method: 'POST', params: { phone: PERSONA.chen, faceFen: 5000 } },
  ),
  route(
    'activity/schoolRechargeJM/listRecord',
    'G2',
    'My school top-ups (students of the school platform, wxPublicAccountId 5).',
    (ctx): SchoolRecord[] => {
      const sub = ctx.me();
      const account = ctx.header('wxpublicaccountid');
      if (!sub.student || (account !== undefined && account !== '5'))
        throw biz('E_NOT_SCHOOL', '仅限校园平台学生用户参与');
      return ctx.state.schoolRecords
        .filter((r) => r.phone === sub.phone)
        .sort((a, b) => b.at - a.at)
        .map(schoolView);
    },
    { as: 'chen', method: 'GET' },
  ),
  route(
    'activity/schoolRechargeJM/completePay',
    'G2',
    'Confirms a school top-up was paid; the data gift arrives once credited.',
    (ctx): SchoolRecord => {
      const orderId = ctx.params.as<CompletePayReq>().str('orderId');
      const r = ctx.state.schoolRecords.find((x) => x.orderId === orderId && ctx.who.phones.includes(x.phone));
      if (!r) throw biz('E_ORDER_NOT_FOUND', '订单不存在');
      const o = ctx.state.payOrders[orderId];
      if (!o || o.status === 'unpaid') throw biz('E_NOT_PAID', '订单尚未支付');
      if (o.status === 'expired' || o.status === 'cancelled' || o.status === 'failed' || o.status === 'refunded')
        r.status = 'failed';
      else if (o.status === 'credited' && r.status !== 'gifted') r.status = 'gifted';
      else if (r.status === 'unpaid') r.status = 'paid';
      if (r.status === 'gifted') {
        const sub = ctx.state.subscribers[r.phone];
        if (sub && !sub.subscriptions.some((s) => s.id === `gift_${r.recordId}`)) {
          sub.subscriptions.push({
            id: `gift_${r.recordId}`,
            code: 'SCHOOL_GIFT',
            name: `暑期赠送${r.giftKb / GB}GB`,
            kind: 'pack',
            feeFen: 0,
            volumeKb: r.giftKb,
            usedKb: 0,
            startAt: ctx.now,
            endAt: ctx.now + 60 * DAY,
            monthly: false,
            status: 'active',
            cancellable: false,
          });
        }
      }
      return schoolView(r);
    },
    {
      as: 'wang',
      method: 'POST',
      params: (state) => {
        const o = Object.values(state.payOrders).find((x) => x.msisdn === PERSONA.wang && x.status === 'credited');
        if (o)
          state.schoolRecords.push({
            recordId: 'sch_cov',
            phone: PERSONA.wang,
            orderId: o.orderId,
            faceFen: o.faceFen,
            giftKb: 10 * GB,
            status: 'paid',
            at: o.createdAt,
          });
        return { orderId: o?.orderId ?? '' };
      },
    },
  ),
  route(
    'user/getNewOnLine',
    'G2',
    'New-subscriber tasks (activated ≤ 90 days), form POST.',
    (ctx): NewOnlineInfo => {
      const p = ctx.params.as<NewOnlineReq>();
      return onlineInfo(ctx, ctx.me(p.optStr('phone')));
    },
    { as: 'wang', method: 'POST' },
  ),
];
