import type zh from './zh-CN';

// The account page (/bindAccount) in English; the keys follow zh-CN.
const messages: Record<keyof typeof zh, string> = {
  'account.title.bind': 'Your numbers',
  'account.title.login': 'Log in with your mobile number',
  'account.intro.bind':
    'Link up to {max} numbers to this WeChat account. The default number is used for queries and services.',
  'account.intro.login': 'Log in with your mobile number and an SMS code.',
  'account.current': 'You are logged in as {phone}. You can log in with another number.',
  'account.list.header': 'Linked numbers ({n}/{max})',
  'account.list.default': 'Default',
  'account.list.boundAt': 'Linked on {date}',
  'account.list.setDefault': 'Make default',
  'account.list.setDefaultLabel': 'Make {phone} the default number',
  'account.list.unbind': 'Unlink',
  'account.list.unbindLabel': 'Unlink {phone}',
  'account.list.empty': 'No numbers linked yet. Link one to check your balance and manage services.',
  'account.list.full': 'You have linked {max} numbers, the most allowed. Unlink one to add another.',
  'account.form.addTitle': 'Link a new number',
  'account.form.bind': 'Link number',
  'account.form.login': 'Log in',
  'account.done.default': '{phone} is now your default number',
  'account.done.unbind': '{phone} unlinked',
  'account.unbind.title': 'Unlink number',
  'account.unbind.desc':
    'We will text a code to {phone}. Once verified, the number is unlinked from this WeChat account.',
  'account.unbind.defaultNote': 'This is your default number; one of your other numbers will become the default.',
  'account.unbind.lastNote':
    'This is your only number: after unbinding, bind a number again to see your balance and use the services.',
  'account.unbind.confirm': 'Unlink',
  'account.reset.entry': 'Reset service password',
  'account.reset.entryDesc': 'Forgot it? A new one is sent by SMS',
  'account.reset.title': 'Reset service password',
  'account.reset.desc':
    'A new 6-digit service password will be texted to the chosen number; the old one stops working.',
  'account.reset.pick': 'Number',
  'account.reset.confirm': 'Send new password',
  'account.reset.done': 'Your new service password has been texted to {phone}',
};

export default messages;
