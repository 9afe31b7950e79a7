import type zh from '../zh-CN/request';

const messages: Record<keyof typeof zh, string> = {
  'request.timeout': 'Request timed out, retry later',
  'request.network': 'Network error, check your connection and retry',
  'request.unauthorized': 'No permission, please log in or refresh the page and retry',
  'request.notFound': 'Request failed, resource not found',
  'request.unauthenticated': 'No permission, please authenticate or refresh the page and retry',
  'request.generic': 'Sorry, an error occurred, try again later',
  'request.operationFailed': 'Operation failed',
  'request.cancelled': 'Request cancelled',
  'request.captchaRequired': 'Please enter the image captcha',
  'request.noData': 'No data yet',
  'request.smsSent': 'Sent successfully',
  'request.outcomeConfirming': 'Confirming the result…',
  'request.outcomeUnknown': 'Confirming the result: check your records later, or try again',
};

export default messages;
