// What a page says when the answer of an order was lost (src/pages/shared/outcome.ts).
export default {
  'shared.outcome.confirming': '结果确认中…',
  'shared.outcome.unknown': '结果确认中，请稍后在办理记录中查看，或重试',
};
