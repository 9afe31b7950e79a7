// Request and response types of every call, by domain. Shared with the simulator (mocks/).
export type * from './common';
export type * from './user';
export type * from './unifiedinteraction';
export type * from './config';
export type * from './omoweb';
export type * from './handlebusi';
export type * from './broadband';
export type * from './bill';
export type * from './activity';
