// The sale family's chunk: loaders.ts registers it, and the layouts pick a page by the name the route table gives (config/routes.ts).
import * as Seckill from './Seckill';
import * as SeckillOrders from './SeckillOrders';
import * as Vote from './Vote';
import * as Trials from './Trials';
import * as Trial from './Trial';

export const pages = { Seckill, SeckillOrders, Vote, Trials, Trial };
