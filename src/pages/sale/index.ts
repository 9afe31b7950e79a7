// The sale family's chunk: the route table imports it once and picks a page by name (config/routes.ts).
import * as Seckill from './Seckill';
import * as SeckillOrders from './SeckillOrders';
import * as Vote from './Vote';
import * as Trials from './Trials';
import * as Trial from './Trial';

export const pages = { Seckill, SeckillOrders, Vote, Trials, Trial };
