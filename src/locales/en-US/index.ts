// The en-US catalogue: every key of zh-CN, checked by the compiler (Record<MessageKey, string>).
import type { MessageKey } from '../index';
import common from './common';
import titles from './titles';
import general from './general';
import components from './components';
import request from './request';

const messages: Record<MessageKey, string> = {
  ...common,
  ...titles,
  ...general,
  ...components,
  ...request,
};

export default messages;
