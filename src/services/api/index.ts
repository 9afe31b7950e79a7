// One typed function per endpoint, by domain. Page chunks and entry models may import a domain module
// directly (`import * as bill from '.../api/bill'`) to keep the others out of their chunk.
import * as user from './user';
import * as unifiedinteraction from './unifiedinteraction';
import * as config from './config';
import * as omoweb from './omoweb';
import * as handlebusi from './handlebusi';
import * as broadband from './broadband';
import * as bill from './bill';
import * as activity from './activity';

export const api = { user, unifiedinteraction, config, omoweb, handlebusi, broadband, bill, activity };
export { captchaImageUrl, PHONE_STORAGE_KEY } from './user';
export type { Endpoint } from './define';
export type * from './types';
