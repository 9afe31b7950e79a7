// Records: bills, payments, orders, handling records, tickets, broadband, papers, agreements, the number pool.
import type { BillCategory } from '../../../src/services/api/types';
import { createRng, hashSeed, type Rng } from '../../core/rng';
import {
  addMonths,
  cnParts,
  DAY,
  HOUR,
  MINUTE,
  dateCn,
  fromCn,
  monthBefore,
  monthKey,
  monthStart,
  startOfDay,
} from '../../core/time';
import type {
  AgreementRow,
  BillRow,
  BroadbandAccountRow,
  BroadbandOrderRow,
  MixAccountRow,
  NumberRow,
  PaperRow,
  PaymentRow,
  PayOrderRow,
  ProductOrderRow,
  ProductRecordRow,
  RewardRow,
  Subscriber,
  TicketRow,
} from '../types';
import { usageCharges } from '../../services/usage';
import { PLANS } from './catalogue';
import { PERSONA } from './people';

const pad = (n: number, w = 2): string => String(n).padStart(w, '0');

/** yyyyMMddHHmmss + 6 digits. */
export function orderNoAt(ms: number, rng: Rng): string {
  const p = cnParts(ms);
  return `${p.y}${pad(p.mo)}${pad(p.d)}${pad(p.h)}${pad(p.mi)}${pad(p.s)}${rng.digits(6)}`;
}

/** 'GD' + yyyyMMddHHmm: a ticket number's filing time (China). */
function ticketStamp(ms: number): string {
  const p = cnParts(ms);
  return `GD${p.y}${pad(p.mo)}${pad(p.d)}${pad(p.h)}${pad(p.mi)}`;
}

/** 'GD' + yyyyMMddHHmm (the filing time) + 4 random digits. */
export function ticketNoAt(ms: number, rng: Rng): string {
  return `${ticketStamp(ms)}${rng.digits(4)}`;
}

/** How long before the seed 王强 filed the complaint still in progress (open over 24 hours: it can be reminded). */
const IN_PROGRESS_AGE = 30 * HOUR;

/**
 * The number of 王强's complaint in progress, of a state seeded at `seededAt` (`SimState.seededAt`): like every
 * ticket's, it carries its filing time, 30 hours before the seed, and the serial 0001. The tests, the route's
 * example and the README name it through this function.
 */
export function inProgressTicketNo(seededAt: number): string {
  return `${ticketStamp(seededAt - IN_PROGRESS_AGE)}0001`;
}

const AGENCY_LINE = '代收费（应用商店）';
/** The app-store charge 王强 disputed (his resolved complaint), on last month's bill with its refund. */
const AGENCY_DISPUTED_FEN = 600;
const AGENCY_REFUND_LINE = '代收费退还（投诉处理）';

/**
 * Bill lines of a number for a month, stable for a given (phone, month); the voice, data and SMS lines are the sums
 * of the usage ledger's charges (`now`: this month's ledger runs to today). What was charged once is on the bill of
 * its month at its full price: a pack (any pack bought that month, used up or ended since) and the first month of a
 * monthly service, both taken from the balance the day they were ordered. The recurring fees (the plan, a monthly
 * service of earlier months) scale by `ratio`, the part of this month gone by (1 for an issued bill).
 */
export function billLines(sub: Subscriber, month: string, now: number, ratio = 1): BillRow['lines'] {
  const rng = createRng(hashSeed('bill', sub.phone, month));
  const plan = PLANS.find((p) => p.code === sub.planCode);
  const usage = usageCharges(sub, month, now);
  const lines: BillRow['lines'] = [];
  const line = (category: BillCategory, name: string, fen: number, scale = ratio): void => {
    if (fen !== 0) lines.push({ category, name, fen: Math.round(fen * scale) });
  };
  // The draws the usage lines once took, kept so the other lines stay as they were.
  const drawn = (p: number, max: number): void => void (rng.chance(p) && rng.int(1, max));
  drawn(0.35, 40);
  drawn(0.25, 10);
  drawn(0.5, 12);
  line('plan', `${plan?.name ?? '套餐'}月费`, plan?.monthlyFen ?? 2900);
  line('voice', '国内语音超出套餐', usage.voiceFen, 1);
  line('data', '国内流量超出套餐', usage.dataFen, 1);
  line('sms', '短彩信费', usage.smsFen, 1);
  const from = monthStart(month);
  const to = monthStart(monthBefore(from, -1));
  for (const s of sub.subscriptions) {
    if (s.feeFen <= 0 || s.startAt >= to) continue;
    const firstMonth = s.startAt >= from;
    if (!s.monthly) {
      if (firstMonth) line('valueAdded', s.name, s.feeFen, 1);
    } else if (s.status === 'active' || s.status === 'pendingCancel' || firstMonth) {
      line('valueAdded', s.name, s.feeFen, firstMonth ? 1 : ratio);
    }
  }
  line('agency', AGENCY_LINE, rng.chance(0.15) ? rng.int(1, 3) * 600 : 0);
  line('other', '其他费用', rng.chance(0.1) ? 100 : 0);
  if (sub.star === '4' || sub.star === '5S' || sub.star === '5G' || sub.star === '5D')
    line('discount', '星级客户优惠', -500);
  if (sub.paymentMode === 'postpaid') line('discount', '融合优惠减免', -1000);
  return lines;
}

export function buildBills(subs: Record<string, Subscriber>, now: number): BillRow[] {
  const rows: BillRow[] = [];
  for (const s of Object.values(subs)) {
    for (let back = 1; back <= 5; back++) {
      const month = monthBefore(now, back);
      // No bill before the number existed.
      if (s.activatedAt > fromCn(Number(month.slice(0, 4)), Number(month.slice(4)), 28)) continue;
      // 赵刚 has not paid the last two months (arrears).
      const paid = !(s.phone === PERSONA.zhao && back <= 2);
      let lines = billLines(s, month, now);
      // 王强's complaint (buildTickets): last month's bill charged ¥6 of app-store collection he did not order,
      // refunded on that bill since (the complaint's answer).
      if (s.phone === PERSONA.wang && back === 1)
        lines = [
          ...lines.filter((l) => l.category !== 'agency'),
          { category: 'agency', name: AGENCY_LINE, fen: AGENCY_DISPUTED_FEN },
          { category: 'discount', name: AGENCY_REFUND_LINE, fen: -AGENCY_DISPUTED_FEN },
        ];
      rows.push({ phone: s.phone, month, lines, paid });
    }
  }
  return rows;
}

function payOrder(
  p: Omit<PayOrderRow, 'channel' | 'logs' | 'prepayId' | 'effect'> & Partial<Pick<PayOrderRow, 'effect' | 'channel'>>,
  rng: Rng,
): PayOrderRow {
  return { channel: 'wechat', logs: [], prepayId: `wx${rng.token(24)}`, effect: { kind: 'topup' }, ...p };
}

export function buildPayments(
  now: number,
  rng: Rng,
): { payOrders: Record<string, PayOrderRow>; payments: PaymentRow[] } {
  const orders: PayOrderRow[] = [];
  const topup = (
    agoMs: number,
    fen: number,
    status: PayOrderRow['status'],
    phone: string = PERSONA.wang,
    failReason?: string,
    creditDelayMs?: number,
  ): void => {
    const createdAt = now - agoMs;
    orders.push(
      payOrder(
        {
          orderId: orderNoAt(createdAt, rng),
          type: 'topup',
          msisdn: phone,
          faceFen: fen,
          payFen: fen,
          status,
          title: `话费充值${fen / 100}元`,
          createdAt,
          expiresAt: createdAt + 30 * MINUTE,
          paidAt: status === 'unpaid' ? undefined : createdAt + 2 * MINUTE,
          settledAt: status === 'credited' || status === 'refunded' ? createdAt + 3 * MINUTE : undefined,
          failReason,
          ownerPhone: phone,
          creditDelayMs,
        },
        rng,
      ),
    );
  };
  topup(20 * DAY, 5000, 'credited');
  topup(45 * DAY, 10000, 'credited');
  topup(70 * DAY, 3000, 'refunded', PERSONA.wang, '充值失败，款项已原路退回');
  topup(100 * DAY, 2000, 'credited');
  // 充值中: paid a minute ago, credited ten minutes after payment.
  topup(3 * MINUTE, 5000, 'crediting', PERSONA.wang, undefined, 10 * MINUTE + 2 * MINUTE);
  topup(12 * DAY, 10000, 'credited', PERSONA.liu);
  topup(35 * DAY, 5000, 'credited', PERSONA.zhao);
  topup(8 * DAY, 3000, 'credited', PERSONA.zhang);
  const payOrders = Object.fromEntries(orders.map((o) => [o.orderId, o]));
  const payments: PaymentRow[] = orders.map((o) => ({
    orderId: o.orderId,
    msisdn: o.msisdn,
    fen: o.faceFen,
    channel: o.channel,
    status: o.status,
    at: o.paidAt ?? o.createdAt,
  }));
  // Older payments made in the hall or by bank, no online order behind them.
  for (let i = 1; i <= 4; i++) {
    const at = now - (130 + i * 30) * DAY;
    payments.push({
      orderId: orderNoAt(at, rng),
      msisdn: PERSONA.wang,
      fen: 5000,
      channel: i % 2 ? 'hall' : 'bank',
      status: 'credited',
      at,
    });
  }
  return { payOrders, payments };
}

export function buildProductOrders(
  now: number,
  rng: Rng,
  payOrders: Record<string, PayOrderRow>,
): { orders: Record<string, ProductOrderRow>; records: ProductRecordRow[] } {
  const orders: ProductOrderRow[] = [];
  const addr = { areaCode: '530111', detail: '关上街道世纪城1栋2单元502室' };
  const customer = { name: '王强', certNo: '530102199003071238', contactPhone: PERSONA.wang };
  const make = (
    ago: number,
    o: Omit<ProductOrderRow, 'orderNo' | 'createdAt' | 'timeline' | 'phone' | 'channel'> & {
      timeline?: [number, string][];
    },
  ): ProductOrderRow => {
    const createdAt = now - ago;
    const row: ProductOrderRow = {
      ...o,
      orderNo: orderNoAt(createdAt, rng),
      createdAt,
      phone: PERSONA.wang,
      channel: 'wechat',
      timeline: [
        { at: createdAt, text: '订单已提交' },
        ...(o.timeline ?? []).map(([d, text]) => ({ at: createdAt + d, text })),
      ],
    };
    orders.push(row);
    return row;
  };
  // 1 待支付: a 5G card for his father, prepay 50 yuan, 25 minutes left.
  const pending = make(5 * MINUTE, {
    kind: 'card',
    productCode: 'CARD5G',
    name: '5G卡',
    msisdn: '18687123456',
    items: [{ name: '5G卡（预存话费50元）', quantity: 1, fen: 5000 }],
    totalFen: 5000,
    stateCode: 1,
    customer: { name: '王建国', certNo: '530102196201010053', contactPhone: PERSONA.wang },
    address: addr,
    payBy: now + 25 * MINUTE,
  });
  const po = payOrder(
    {
      orderId: orderNoAt(pending.createdAt, rng),
      type: 'card',
      msisdn: PERSONA.wang,
      faceFen: 5000,
      payFen: 5000,
      status: 'unpaid',
      title: '5G卡预存话费',
      createdAt: pending.createdAt,
      expiresAt: pending.createdAt + 30 * MINUTE,
      ownerPhone: PERSONA.wang,
      effect: { kind: 'productOrder', orderNo: pending.orderNo },
    },
    rng,
  );
  payOrders[po.orderId] = po;
  pending.payOrderId = po.orderId;
  // 6 待发货.
  make(1 * DAY, {
    kind: 'card',
    productCode: 'CARD30',
    name: '30元卡',
    msisdn: '18687120577',
    items: [{ name: '30元卡', quantity: 1, fen: 0 }],
    totalFen: 0,
    stateCode: 6,
    customer,
    address: addr,
    timeline: [
      [10 * MINUTE, '实名核验通过'],
      [HOUR, '等待发货'],
    ],
  });
  // 7 待收货, with logistics.
  const shipped = make(3 * DAY, {
    kind: 'card',
    productCode: 'CARD40',
    name: '40元卡',
    msisdn: '18687120612',
    items: [{ name: '40元卡', quantity: 1, fen: 0 }],
    totalFen: 0,
    stateCode: 7,
    customer,
    address: addr,
    timeline: [[HOUR, '已发货']],
  });
  shipped.logistics = {
    company: '顺丰速运',
    trackingNo: `SF${rng.digits(12)}`,
    steps: [
      { at: shipped.createdAt + HOUR, text: '【昆明市】快件已由联通云南仓揽收' },
      { at: shipped.createdAt + DAY, text: '【昆明市】快件到达 昆明官渡集散中心' },
      { at: shipped.createdAt + 2 * DAY, text: '【昆明市】快件派送中，派件员 李师傅 131****2233' },
    ],
  };
  // 8 待评价: a 4G CPE delivered.
  make(12 * DAY, {
    kind: 'device',
    productCode: 'CPE_4G',
    name: '4G CPE',
    items: [{ name: '4G CPE', quantity: 1, fen: 39900 }],
    totalFen: 39900,
    stateCode: 8,
    customer,
    address: addr,
    timeline: [
      [HOUR, '已支付'],
      [DAY, '已发货'],
      [3 * DAY, '已签收'],
    ],
  });
  // 12 已归档.
  make(200 * DAY, {
    kind: 'card',
    productCode: 'CARD20',
    name: '20元卡',
    msisdn: '18687120345',
    items: [{ name: '20元卡', quantity: 1, fen: 0 }],
    totalFen: 0,
    stateCode: 12,
    customer,
    address: addr,
    timeline: [
      [DAY, '已发货'],
      [3 * DAY, '已签收'],
      [4 * DAY, '已激活'],
      [10 * DAY, '已归档'],
    ],
  });
  // 18 已取消: unpaid for 30 minutes.
  make(40 * DAY, {
    kind: 'card',
    productCode: 'CARD5G',
    name: '5G卡',
    msisdn: '18687129012',
    items: [{ name: '5G卡（预存话费50元）', quantity: 1, fen: 5000 }],
    totalFen: 5000,
    stateCode: 18,
    customer,
    address: addr,
    timeline: [[30 * MINUTE, '超时未支付，订单已取消，号码已释放']],
  });

  const records: ProductRecordRow[] = orders.map((o, i) => ({
    recordId: `rec_o_${i + 1}`,
    phone: o.phone,
    orderNo: o.orderNo,
    productCode: o.productCode,
    name: o.name,
    source: 'order',
    status:
      o.stateCode === 18
        ? 'cancelled'
        : o.stateCode === 1
          ? 'pending'
          : o.stateCode === 12 || o.stateCode === 8
            ? 'done'
            : 'active',
    stateCode: o.stateCode,
    feeFen: o.totalFen,
    createdAt: o.createdAt,
    cancellable: o.stateCode === 1,
    payBy: o.payBy,
  }));
  const monthStart = startOfDay(fromCn(cnParts(now).y, cnParts(now).mo, 1));
  records.push(
    {
      recordId: 'rec_s_1',
      phone: PERSONA.wang,
      productCode: 'REFUEL_10',
      name: '5G加油包10元',
      source: 'handle',
      status: 'active',
      feeFen: 1000,
      createdAt: monthStart + 3 * DAY,
      effectiveAt: monthStart + 3 * DAY,
      expiresAt: addMonths(monthStart, 1),
      cancellable: false,
      subscriptionId: 'sub_wang_1',
    },
    {
      recordId: 'rec_s_2',
      phone: PERSONA.wang,
      productCode: 'VIDEO_RING',
      name: '视频彩铃',
      source: 'subscription',
      status: 'active',
      feeFen: 500,
      createdAt: fromCn(2021, 3, 2),
      effectiveAt: fromCn(2021, 3, 2),
      cancellable: true,
      subscriptionId: 'sub_wang_2',
    },
    {
      recordId: 'rec_s_3',
      phone: PERSONA.wang,
      productCode: 'P5G59',
      name: '5G畅爽冰激凌59元套餐',
      source: 'subscription',
      status: 'active',
      feeFen: 5900,
      createdAt: fromCn(2021, 1, 1),
      effectiveAt: fromCn(2021, 1, 1),
      cancellable: false,
    },
    {
      recordId: 'rec_f_1',
      phone: PERSONA.wang,
      productCode: 'FIVEG_P6',
      name: '5G畅享包',
      source: 'handle',
      status: 'failed',
      feeFen: 5000,
      createdAt: now - 9 * DAY,
      cancellable: false,
      failReason: '余额不足',
      refund: 'none',
    },
    {
      recordId: 'rec_f_2',
      phone: PERSONA.wang,
      productCode: 'DOUYIN_9',
      name: '抖音定向流量包',
      source: 'handle',
      status: 'failed',
      feeFen: 900,
      createdAt: now - 26 * DAY,
      cancellable: false,
      failReason: '与已订购的定向业务互斥',
      refund: 'refunded',
    },
    {
      recordId: 'rec_k_1',
      phone: PERSONA.wang,
      productCode: 'SK_5G7D',
      name: '5GB通用流量7天包（秒杀）',
      source: 'seckill',
      status: 'done',
      feeFen: 100,
      createdAt: now - 15 * DAY,
      cancellable: false,
    },
  );
  return { orders: Object.fromEntries(orders.map((o) => [o.orderNo, o])), records };
}

export function buildTickets(now: number, rng: Rng): Record<string, TicketRow> {
  const t: TicketRow[] = [];
  const created1 = now - IN_PROGRESS_AGE;
  t.push({
    ticketNo: inProgressTicketNo(now),
    formType: 'complaint',
    category: ['网络质量', '信号差'],
    phone: PERSONA.wang,
    contactPhone: PERSONA.wang,
    text: '家里（官渡区世纪城1栋）室内5G信号很差，经常掉到4G，视频通话卡顿，已持续一周。',
    images: [],
    status: 'inProgress',
    createdAt: created1,
    dueAt: created1 + 48 * HOUR,
    history: [
      { at: created1, status: 'acknowledged', text: '工单已受理', by: '微信营业厅' },
      { at: created1 + 2 * HOUR, status: 'inProgress', text: '已派单至网络优化中心', by: '昆明客服中心' },
    ],
    notes: [
      {
        at: created1 + 3 * HOUR,
        author: 'agent',
        kind: 'reply',
        text: '您好，已安排工程师于近期上站核查，请保持电话畅通。',
      },
    ],
    urges: [],
  });
  const created2 = now - 5 * DAY;
  t.push({
    ticketNo: ticketNoAt(created2, rng),
    formType: 'complaint',
    category: ['资费争议', '不明扣费'],
    phone: PERSONA.wang,
    contactPhone: PERSONA.wang,
    text: '上月账单出现一笔6元代收费，本人未订购任何应用。',
    images: [],
    status: 'resolved',
    createdAt: created2,
    dueAt: created2 + 48 * HOUR,
    resolvedAt: now - 2 * DAY,
    history: [
      { at: created2, status: 'acknowledged', text: '工单已受理', by: '微信营业厅' },
      { at: created2 + HOUR, status: 'inProgress', text: '已转计费中心核查', by: '昆明客服中心' },
      {
        at: now - 2 * DAY,
        status: 'resolved',
        text: '经核查为应用商店代收费，已为您退还6元并关闭代收功能。',
        by: '计费中心',
      },
    ],
    notes: [],
    urges: [],
    occurredOn: dateCn(addMonths(now, -1)),
  });
  const created3 = now - 40 * DAY;
  t.push({
    ticketNo: ticketNoAt(created3, rng),
    formType: 'complaint',
    category: ['服务质量', '处理时限'],
    phone: PERSONA.wang,
    contactPhone: PERSONA.wang,
    text: '宽带报修后三天无人上门。',
    images: [],
    status: 'closed',
    createdAt: created3,
    dueAt: created3 + 48 * HOUR,
    resolvedAt: created3 + 4 * DAY,
    history: [
      { at: created3, status: 'acknowledged', text: '工单已受理', by: '微信营业厅' },
      { at: created3 + HOUR, status: 'inProgress', text: '已派单至装维中心', by: '昆明客服中心' },
      { at: created3 + 4 * DAY, status: 'resolved', text: '已安排上门修复。', by: '装维中心' },
      { at: created3 + 5 * DAY, status: 'closed', text: '用户评价：2星', by: '系统' },
    ],
    notes: [],
    urges: [created3 + 26 * HOUR],
    rating: 2,
    ratingTags: ['处理慢'],
  });
  const created4 = now - 20 * DAY;
  t.push({
    ticketNo: ticketNoAt(created4, rng),
    formType: 'suggestion',
    category: ['App体验'],
    phone: PERSONA.wang,
    text: '建议在首页增加流量使用趋势图。',
    images: [],
    status: 'closed',
    createdAt: created4,
    resolvedAt: created4 + 3 * DAY,
    history: [
      { at: created4, status: 'acknowledged', text: '感谢您的建议', by: '微信营业厅' },
      { at: created4 + 3 * DAY, status: 'closed', text: '建议已转产品团队评估', by: '产品运营' },
    ],
    notes: [],
    urges: [],
  });
  return Object.fromEntries(t.map((x) => [x.ticketNo, x]));
}

export function buildBroadband(
  now: number,
  rng: Rng,
  subs: Record<string, Subscriber>,
): { accounts: BroadbandAccountRow[]; orders: Record<string, BroadbandOrderRow>; mix: MixAccountRow[] } {
  const accounts: BroadbandAccountRow[] = [
    {
      account: 'kd87120001',
      phone: PERSONA.wang,
      certNo: '530102199003071238',
      addressText: '昆明市官渡区关上街道世纪城1栋2单元502室',
      mbps: 300,
      status: 'active',
      fused: true,
      expiresOn: dateCn(addMonths(now, 5)),
      areaCode: '530111',
      openedOn: dateCn(now - 400 * DAY),
    },
    {
      account: 'kd87115020',
      phone: PERSONA.wang,
      certNo: '530102199003071238',
      addressText: '昆明市五华区华山街道翠湖小区2栋1单元301室',
      mbps: 20,
      status: 'closed',
      fused: false,
      expiresOn: '2019-04-30',
      areaCode: '530102',
      openedOn: '2015-05-01',
    },
    {
      account: 'kd87120088',
      phone: PERSONA.liu,
      certNo: subs[PERSONA.liu]?.certNo ?? '',
      addressText: '昆明市五华区华山街道翠湖小区1栋2单元802室',
      mbps: 1000,
      status: 'active',
      fused: true,
      expiresOn: dateCn(addMonths(now, 9)),
      areaCode: '530102',
      openedOn: '2020-05-01',
    },
  ];
  const slotDay = startOfDay(now + 3 * DAY);
  const created = now - 2 * DAY;
  const created2 = now - 400 * DAY;
  const cust = { name: '王强', certNo: '530102199003071238', contactPhone: PERSONA.wang };
  const o1: BroadbandOrderRow = {
    orderNo: orderNoAt(created, rng),
    phone: PERSONA.wang,
    offerCode: 'BB500',
    offerName: '500M光纤宽带包年（提速）',
    addressCode: '53011101010120502',
    addressText: '昆明市官渡区关上街道世纪城1栋2单元502室',
    status: 'dispatched',
    createdAt: created,
    slot: { date: dateCn(slotDay), time: '14:00' },
    installer: '刘师傅',
    installerPhone: '13187160001',
    customer: cust,
    urges: [],
    steps: [
      { name: '订单受理', at: created, done: true, operator: '系统' },
      { name: '资源核查', at: created + 2 * HOUR, done: true, operator: '资源中心' },
      { name: '已派单', at: created + 5 * HOUR, done: true, operator: '官渡装维班组' },
      { name: '上门安装', done: false },
      { name: '系统完工', done: false },
    ],
  };
  const o2: BroadbandOrderRow = {
    orderNo: orderNoAt(created2, rng),
    phone: PERSONA.wang,
    offerCode: 'BB300',
    offerName: '300M光纤宽带包年',
    addressCode: '53011101010120502',
    addressText: '昆明市官渡区关上街道世纪城1栋2单元502室',
    status: 'completed',
    createdAt: created2,
    slot: { date: dateCn(created2 + 2 * DAY), time: '08:00' },
    installer: '赵师傅',
    installerPhone: '13187160002',
    customer: cust,
    urges: [],
    steps: [
      { name: '订单受理', at: created2, done: true, operator: '系统' },
      { name: '资源核查', at: created2 + HOUR, done: true, operator: '资源中心' },
      { name: '已派单', at: created2 + 4 * HOUR, done: true, operator: '官渡装维班组' },
      { name: '上门安装', at: created2 + 2 * DAY, done: true, operator: '赵师傅' },
      { name: '系统完工', at: created2 + 2 * DAY + 3 * HOUR, done: true, operator: '系统' },
    ],
  };
  const mix: MixAccountRow[] = [
    {
      accountId: 'YN8710000001',
      name: '王强的融合账户',
      ownerPhone: PERSONA.wang,
      members: [
        { id: 'm1', kind: 'mobile', ref: PERSONA.wang },
        { id: 'm2', kind: 'broadband', ref: 'kd87120001' },
      ],
    },
    {
      accountId: 'YN8710000088',
      name: '刘洋家庭融合账户',
      ownerPhone: PERSONA.liu,
      members: [
        { id: 'm1', kind: 'mobile', ref: PERSONA.liu },
        { id: 'm2', kind: 'mobile', ref: PERSONA.he },
        { id: 'm3', kind: 'broadband', ref: 'kd87120088' },
        { id: 'm4', kind: 'tv', ref: 'iptv87120088' },
      ],
    },
    // A one-member account: the customised bill says it is the number's own bill.
    {
      accountId: 'YN8750000002',
      name: '李明的个人账户',
      ownerPhone: PERSONA.li,
      members: [{ id: 'm1', kind: 'mobile', ref: PERSONA.li }],
    },
  ];
  return { accounts, orders: { [o1.orderNo]: o1, [o2.orderNo]: o2 }, mix };
}

export function buildPapers(now: number, payOrders: Record<string, PayOrderRow>): PaperRow[] {
  const lastTopup = Object.values(payOrders)
    .filter((o) => o.msisdn === PERSONA.wang && o.status === 'credited')
    .sort((a, b) => b.createdAt - a.createdAt)[0];
  return [
    {
      paperId: 'pp_agree_1',
      phone: PERSONA.wang,
      name: '客户入网服务协议.pdf',
      type: 'agreement',
      mime: 'application/pdf',
      size: 182_344,
      createdAt: fromCn(2016, 5, 18, 10, 30),
    },
    {
      paperId: 'pp_accept_1',
      phone: PERSONA.wang,
      name: '业务受理单-5G畅爽冰激凌59元套餐.pdf',
      type: 'acceptance',
      mime: 'application/pdf',
      size: 96_120,
      createdAt: fromCn(2021, 1, 1, 9, 0),
    },
    {
      paperId: 'pp_invoice_1',
      phone: PERSONA.wang,
      orderId: lastTopup?.orderId,
      name: '电子发票-话费充值.pdf',
      type: 'invoice',
      mime: 'application/pdf',
      size: 64_002,
      createdAt: lastTopup?.settledAt ?? now - 20 * DAY,
    },
    {
      paperId: 'pp_agree_pay100',
      phone: PERSONA.wang,
      name: '存100送60活动协议.pdf',
      type: 'agreement',
      mime: 'application/pdf',
      size: 48_880,
      createdAt: addMonths(now, -3),
    },
  ];
}

export function buildAgreements(now: number): Record<string, AgreementRow> {
  const created = addMonths(now, -3) - 2 * DAY;
  const schedule: AgreementRow['schedule'] = [];
  for (let i = 1; i <= 12; i++) {
    const month = monthKey(addMonths(created, i));
    // Months whose 1st has passed are credited (the balance already holds them).
    const first = monthStart(month);
    schedule.push(
      first <= now
        ? { month, fen: 500, status: 'credited', creditedAt: first }
        : { month, fen: 500, status: 'pending' },
    );
  }
  const a: AgreementRow = {
    actOrderId: 'ACT_PAY100_0001',
    actId: 'pay100',
    phone: PERSONA.wang,
    payer: 'self',
    tier: 1,
    createdAt: created,
    paid: true,
    signed: true,
    schedule,
  };
  return { [a.actOrderId]: a };
}

/** 300 numbers: Kunming 18687, Baoshan 15508750, Dali 13211880, Qujing 18587126; pretty ones need prepay and a minimum spend. */
export function buildNumbers(now: number, rng: Rng, taken: Set<string>): Record<string, NumberRow> {
  const rows: Record<string, NumberRow> = {};
  /** Numbers per city so far: the pools below fill each city to its count. */
  const perCity = new Map<string, number>();
  const pretty = (n: string): boolean =>
    /(\d)\1\1/.test(n.slice(7)) || /(8888|6666|1688|5678|1234)$/.test(n) || /(\d)\1(\d)\2$/.test(n);
  const add = (msisdn: string, cityCode: string): void => {
    if (rows[msisdn] || taken.has(msisdn)) return;
    perCity.set(cityCode, (perCity.get(cityCode) ?? 0) + 1);
    const p = pretty(msisdn);
    const r = rng.next();
    const status: NumberRow['status'] = r < 0.82 ? 'available' : r < 0.9 ? 'reserved' : 'sold';
    rows[msisdn] = {
      msisdn,
      cityCode,
      pretty: p,
      prepayFen: p ? (/(8888|6666)$/.test(msisdn) ? 50000 : 20000) : 0,
      minSpendFen: p ? (/(8888|6666)$/.test(msisdn) ? 9900 : 5900) : 0,
      status,
      reservedUntil: status === 'reserved' ? now + rng.int(5, 29) * MINUTE : undefined,
      reservedBy: status === 'reserved' ? 'other' : undefined,
    };
  };
  add('18687128888', '530100');
  add('18687126666', '530100');
  add('18687121688', '530100');
  add('18687125678', '530100');
  add('18687123456', '530100');
  rows['18687123456'] = {
    ...rows['18687123456'],
    status: 'reserved',
    reservedUntil: now + 25 * MINUTE,
    reservedBy: 'o_sim_001',
  };
  const pools: [string, number, string, number][] = [
    ['18687', 6, '530100', 180],
    ['15508750', 3, '530500', 60],
    ['13211880', 3, '532900', 30],
    ['18587126', 3, '530300', 30],
  ];
  for (const [prefix, free, city, count] of pools) {
    let guard = 0;
    while ((perCity.get(city) ?? 0) < count && guard++ < 5000) add(prefix + rng.digits(free), city);
  }
  return rows;
}

/** Midnight of the last Friday before the day of `now` (a week back on a Friday). */
function lastFriday(now: number): number {
  const back = (cnParts(now).dow + 7 - 5) % 7 || 7;
  return startOfDay(now) - back * DAY;
}

export function buildRewards(now: number, rng: Rng): RewardRow[] {
  return [
    {
      // Claimed on the member day (a Friday, 10:30) of last week; a day pack, over at that day's end.
      recordId: 'rw_1',
      actId: 'friday',
      benefitId: 'fr_2g',
      phone: PERSONA.wang,
      name: '2GB通用流量日包',
      type: 'pack',
      status: 'used',
      claimedAt: lastFriday(now) + 10 * HOUR + 30 * MINUTE,
      expiresAt: lastFriday(now) + DAY,
    },
    {
      recordId: 'rw_2',
      actId: 'bingdundun',
      benefitId: 'bdd_1g',
      phone: PERSONA.wang,
      name: '1GB流量包',
      type: 'pack',
      status: 'issued',
      claimedAt: now - 3 * DAY,
      expiresAt: now + 4 * DAY,
    },
    {
      recordId: 'rw_3',
      actId: 'limitedWelfare',
      benefitId: 'lw_coupon3',
      phone: PERSONA.wang,
      name: '3元话费券',
      type: 'coupon',
      status: 'issued',
      claimedAt: now - 2 * DAY,
      expiresAt: now + 28 * DAY,
      code: `QJ${rng.digits(10)}`,
      valueFen: 300,
    },
  ];
}
