// The zh-CN catalogue: the union of every area's part. Add a part here and in en-US/index.ts.
import common from './common';
import titles from './titles';
import request from './request';

const messages = {
  ...common,
  ...titles,
  ...request,
};

export default messages;
