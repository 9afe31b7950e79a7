// Texts of pages/shared (result pages of any family): each family's messages.ts merges them into its chunk.
export default {
  'shared.result.noOrder': '没有可显示的订单',
  'shared.result.noOrderDesc': '链接中没有订单号，请从充值记录或订单中查看办理结果',
  'shared.result.unknown': '订单状态未知',
  'shared.result.unknownDesc': '暂时无法确认该订单的状态，请稍后在记录中查看',
  'shared.result.unpaid': '订单尚未支付',
  'shared.result.unpaidDesc': '该订单还没有完成支付，未扣款',
  'shared.result.closedDesc': '该订单未支付，未扣款，可重新办理',
  'shared.result.refunded': '款项将原路退回（{days}）',
  'shared.result.workdays': '1–3个工作日',
  'shared.title.done': '办理成功',
  'shared.title.pending': '处理中',
  'shared.title.unpaid': '待支付',
  'shared.title.failed': '办理失败',
  'shared.title.closed': '订单已关闭',
  'shared.title.none': '暂无结果',
  'shared.soon': '即将上线',
};
