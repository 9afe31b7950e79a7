import { noticePage } from './tipPage';

export { messages } from './messages';

/** `/404` and every unknown address. */
export default noticePage('result.notFound.title', 'result.notFound.desc');
