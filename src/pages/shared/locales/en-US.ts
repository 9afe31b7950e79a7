import type zh from './zh-CN';

// The phone + SMS login in English; the keys follow zh-CN.
const messages: Record<keyof typeof zh, string> = {
  'login.form.phone': 'Mobile number',
  'login.form.phonePlaceholder': '11-digit mobile number',
  'login.form.code': 'SMS code',
  'login.form.codePlaceholder': '6-digit code',
  'login.form.phoneRequired': 'Enter your mobile number',
  'login.form.phoneInvalid': 'Enter a valid 11-digit mobile number',
  'login.form.codeRequired': 'Enter the SMS code',
  'login.form.codeInvalid': 'The SMS code has 6 digits',
  'login.form.sent': 'Code sent to {phone}',
  'login.form.sentHint': 'We sent a code to {phone}.',
  'login.done.bind': 'Number linked',
  'login.done.login': 'Logged in',
  'login.agreement.prefix': 'By logging in or linking a number you agree to the ',
  'login.agreement.a1': 'Customer Service Agreement',
  'login.agreement.and': ' and the ',
  'login.agreement.a2': 'Privacy Policy',
};

export default messages;
