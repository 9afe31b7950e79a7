import { noticePage } from './tipPage';

export { messages } from './messages';

/** `/down`: the page or activity has been taken offline. */
export default noticePage('result.down.title', 'result.down.desc', [
  { label: 'result.down.more', to: '/onlineActivities' },
]);
