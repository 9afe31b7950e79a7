// The en-US catalogue: every key of zh-CN, checked by the compiler.
import type zh from '../zh-CN';
import common from './common';
import request from './request';

const messages: Record<keyof typeof zh, string> = {
  ...common,
  ...request,
};

export default messages;
