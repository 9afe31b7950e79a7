import type zh from './zh-CN';

export default {
  'shared.result.noOrder': 'No order to show',
  'shared.result.noOrderDesc': 'This link carries no order number. See the result in your top-up history or orders.',
  'shared.result.unknown': 'Order status unknown',
  'shared.result.unknownDesc': 'We cannot confirm this order right now. Please check your records later.',
  'shared.result.unpaid': 'Not paid yet',
  'shared.result.unpaidDesc': 'This order has not been paid; nothing was charged.',
  'shared.result.closedDesc': 'This order was not paid and nothing was charged. You can start again.',
  'shared.result.refunded': 'The money will be refunded to where it came from ({days}).',
  'shared.result.workdays': '1–3 working days',
  'shared.title.done': 'Done',
  'shared.title.pending': 'Processing',
  'shared.title.unpaid': 'Awaiting payment',
  'shared.title.failed': 'Failed',
  'shared.title.closed': 'Order closed',
  'shared.title.none': 'No result',
  'shared.soon': 'Coming soon',
} satisfies Record<keyof typeof zh, string>;
