import type zh from './outcome.zh-CN';

export default {
  'shared.outcome.confirming': 'Confirming the result…',
  'shared.outcome.unknown': 'Confirming the result: check your records later, or try again',
} satisfies Record<keyof typeof zh, string>;
