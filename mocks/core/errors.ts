// Errors a handler throws. The simulator turns them into the §8 envelope or an HTTP status.

/** A business failure: HTTP 200 with `{ status: 0, code, msg }` (and `data` when given). */
export class BizError extends Error {
  constructor(
    readonly code: string,
    msg: string,
    readonly data?: unknown,
  ) {
    super(msg);
    this.name = 'BizError';
  }
}

/** A transport-level failure: the HTTP status (401, 403, 404, 405, 417, 666 ...) and an envelope body. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    msg: string,
  ) {
    super(msg);
    this.name = 'HttpError';
  }
}

export const biz = (code: string, msg: string, data?: unknown): BizError => new BizError(code, msg, data);

/** Messages shared by several handlers (Chinese, as the operator's backend answers). */
export const MSG = {
  unauthorized: '登录已失效，请重新登录',
  notBound: '请先绑定手机号码',
  staffOnly: '请从店员工作台进入',
  forbiddenNumber: '无权操作该号码',
  xsrf: '请求校验失败，请刷新页面后重试',
  notFound: '请求的资源不存在',
  method: '不支持的请求方式',
  phone: '请输入正确的手机号码',
  notCustomer: '该号码不是本网用户',
  busy: '系统繁忙，请稍后再试',
} as const;
