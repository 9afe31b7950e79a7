import type zh from '../zh-CN/common';

const messages: Record<keyof typeof zh, string> = {
  'common.loading': 'Loading...',
  'common.openInFull': 'This is a preview. Tap “Use full service” at the bottom of the screen to open the full page.',
  'common.logout': 'Log out',
  'common.retry': 'Retry',
  'common.confirm': 'OK',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.back': 'Back',
  'common.home': 'Back to home',
  'common.empty': 'Nothing here yet',
  'common.operationFailed': 'Operation failed',
  'shell.chunkError.title': 'The page failed to load',
  'shell.chunkError.desc': 'The network is unstable or the app was updated. Tap retry.',
  'shell.pageError.title': 'Something went wrong',
  'shell.pageError.desc': 'Sorry, this page cannot be shown right now. Please try again later.',
};

export default messages;
