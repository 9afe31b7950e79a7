// omoweb/*: the product catalogue (packs, cards, broadband, plans, devices), click and share logs. Papers are in
// business/records.ts, rewards (claim, draw, points exchange, prize address, invites) in benefits/rewards.ts.
import type { ProductEventReq, ProductItem, ProductListReq } from '../../src/services/api/types';
import type { Ctx, RouteDef } from '../core/context';
import { biz } from '../core/errors';
import { isoCn } from '../core/time';
import { page, route } from './common';

export function productItems(ctx: Ctx): (ProductItem & { actCodes: string[] })[] {
  const { state, now } = ctx;
  const items: (ProductItem & { actCodes: string[] })[] = [];
  for (const o of state.catalogue.offerings) {
    const status =
      o.startAt !== undefined && now < o.startAt
        ? 'notStarted'
        : o.endAt !== undefined && now >= o.endAt
          ? 'ended'
          : o.stock !== undefined && o.sold >= o.stock
            ? 'soldOut'
            : 'active';
    items.push({
      productId: o.productId,
      code: o.code,
      name: o.name,
      kind: 'pack',
      ...(o.category ? { category: o.category } : {}),
      priceFen: o.priceFen,
      ...(o.origFen ? { origFen: o.origFen } : {}),
      volumeKb: o.volumeKb,
      validity: o.validity,
      imageUrl: o.imageUrl,
      detailPath: o.detailPath,
      status,
      ...(o.stock !== undefined ? { stockLeft: Math.max(0, o.stock - o.sold) } : {}),
      ...(o.startAt !== undefined ? { startAt: isoCn(o.startAt) } : {}),
      ...(o.endAt !== undefined ? { endAt: isoCn(o.endAt) } : {}),
      ...(o.needs5G ? { needs5G: true } : {}),
      stackable: o.stackable,
      ...(o.limit ? { limit: o.limit } : {}),
      desc: o.desc,
      actCodes: o.actCodes,
    });
  }
  for (const c of state.catalogue.cards) {
    items.push({
      productId: `pd_${c.code.toLowerCase()}`,
      code: c.code,
      name: c.name,
      kind: 'card',
      priceFen: c.monthlyFen,
      volumeKb: c.dataKb,
      validity: '月租',
      imageUrl: `/sms2-api/__sim/img/${c.code.toLowerCase()}.svg`,
      detailPath: `/marketCard/${c.code === 'CARD5GNEW' ? 'card5GNew' : c.code === 'CARD5G' ? 'card5G' : c.code.toLowerCase()}`,
      status: 'active',
      ...(c.is5G ? { needs5G: false } : {}),
      actCodes: ['marketCard', ...(c.is5G ? ['venue5G', 'doubleEleven'] : ['doubleEleven'])],
    });
  }
  for (const b of state.catalogue.broadbandOffers) {
    items.push({
      productId: `pd_${b.offerCode.toLowerCase()}`,
      code: b.offerCode,
      name: b.name,
      kind: 'broadband',
      priceFen: b.yearlyFen,
      validity: `${b.months}个月`,
      imageUrl: `/sms2-api/__sim/img/${b.offerCode.toLowerCase()}.svg`,
      detailPath: `/productPage?productId=pd_${b.offerCode.toLowerCase()}`,
      status: 'active',
      actCodes: ['broadband', 'doubleEleven'],
    });
  }
  for (const p of state.catalogue.plans) {
    items.push({
      productId: `pd_${p.code.toLowerCase()}`,
      code: p.code,
      name: p.name,
      kind: 'plan',
      priceFen: p.monthlyFen,
      volumeKb: p.dataKb,
      validity: '月租',
      imageUrl: `/sms2-api/__sim/img/${p.code.toLowerCase()}.svg`,
      detailPath: `/modifyPackage/detail?code=${p.code}`,
      status: 'active',
      actCodes: ['plan'],
    });
  }
  for (const d of state.catalogue.devices) {
    items.push({
      productId: `pd_${d.code.toLowerCase()}`,
      code: d.code,
      name: d.name,
      kind: 'device',
      priceFen: d.priceFen,
      imageUrl: `/sms2-api/__sim/img/${d.code.toLowerCase()}.svg`,
      detailPath: d.kind === 'cpe' ? '/open' : '/stockGetPhone',
      status: d.stock > 0 ? 'active' : 'soldOut',
      stockLeft: d.stock,
      actCodes: d.kind === 'handset' ? ['venue5G'] : ['wireless'],
    });
  }
  return items;
}

export const omowebRoutes: RouteDef[] = [
  route(
    'omoweb/productList/list',
    'G0',
    'Catalogue entries by activity floor (actCode), category or productId; 20 a page.',
    (ctx) => {
      const p = ctx.params.as<ProductListReq>();
      const actCode = p.optStr('actCode');
      const category = p.optStr('category');
      const productId = p.optStr('productId');
      const rows = productItems(ctx)
        .filter(
          (i) =>
            (!actCode || i.actCodes.includes(actCode)) &&
            (!category || i.category === category) &&
            (!productId || i.productId === productId || i.code === productId),
        )
        .map(({ actCodes: _a, ...item }) => item);
      if (productId && rows.length === 0) throw biz('E_PRODUCT_NOT_FOUND', '商品不存在或已下架');
      return page(ctx, rows);
    },
    { as: 'anon', method: 'GET', params: { actCode: 'flow' } },
  ),
  route(
    'omoweb/productList/recordClick',
    'G0',
    'Logs a tap on a product.',
    (ctx) => {
      const p = ctx.params.as<ProductEventReq>();
      ctx.state.clicks.push({
        at: ctx.now,
        productId: p.str('productId'),
        actCode: p.optStr('actCode'),
        phone: ctx.who.phone,
      });
      return null;
    },
    { as: 'anon', method: 'POST', params: { productId: 'pd_fiveg_p1', actCode: 'flow' } },
  ),
  route(
    'omoweb/productList/recordShare',
    'G0',
    'Logs a product share.',
    (ctx) => {
      const p = ctx.params.as<ProductEventReq>();
      ctx.state.shares.push({
        id: ctx.nextId('sh_'),
        at: ctx.now,
        actId: p.optStr('actCode') ?? '',
        channel: 'product',
        link: p.str('productId'),
        kind: 'product',
        phone: ctx.who.phone,
      });
      return null;
    },
    { as: 'anon', method: 'POST', params: { productId: 'pd_fiveg_p1' } },
  ),
];
