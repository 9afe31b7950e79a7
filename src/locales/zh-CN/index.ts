// The zh-CN catalogue: the union of every area's part. Add a part here and in en-US/index.ts.
import common from './common';
import request from './request';

const messages = {
  ...common,
  ...request,
};

export default messages;
