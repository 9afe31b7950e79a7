import type zh from '../zh-CN/components';

const messages: Record<keyof typeof zh, string> = {
  'components.captcha.title': 'Security check',
  'components.captcha.label': 'Captcha',
  'components.captcha.required': 'Please enter the picture captcha',
  'components.captcha.refresh': 'Hard to read? Tap for a new one',
  'components.sms.title': 'SMS verification',
  'components.sms.phone': 'Mobile number',
  'components.sms.phoneRequired': 'Please enter the phone number',
  'components.sms.phoneInvalid': 'Please enter a valid mobile number',
  'components.sms.kaptcha': 'Captcha',
  'components.sms.kaptchaRequired': 'Please enter the graphic captcha',
  'components.sms.code': 'SMS code',
  'components.sms.codeRequired': 'Please enter the SMS code',
  'components.smsButton.send': 'Get code',
  'components.smsButton.resend': 'Resend',
  'components.smsButton.counting': 'Resend in {n}s',
  'components.smsButton.sending': 'Sending...',
  'components.copy.title': 'Open in a browser',
  'components.copy.hint': "Copy the address below and paste it into your phone's browser",
  'components.copy.button': 'Copy',
  'components.copy.ok': 'Copied. Please open it in a browser',
  'components.copy.fail': 'Copy failed',
};

export default messages;
