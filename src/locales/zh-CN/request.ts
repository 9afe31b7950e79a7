// Messages of the request layer (src/services/request): the error catalogue of SPEC §8.
export default {
  'request.timeout': '请求超时，请稍后重试',
  'request.network': '网络异常，请检查网络后重试',
  'request.unauthorized': '暂无权限，请登录或刷新页面后重试',
  'request.notFound': '请求失败，资源不存在',
  'request.unauthenticated': '暂无权限，请认证或刷新页面后重试',
  'request.generic': '抱歉，发生错误，请稍后重试',
  'request.operationFailed': '操作失败',
  'request.cancelled': '请求已取消',
  'request.captchaRequired': '请输入图片验证码',
  'request.noData': '暂无数据',
  'request.smsSent': '发送成功',
  'request.outcomeConfirming': '结果确认中…',
  'request.outcomeUnknown': '结果确认中，请稍后在办理记录中查看，或重试',
};
