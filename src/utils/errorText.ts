// What a customer is told of a failure, for the pages' sections and for the error hook's toast alike.
import { t } from '../locales';
import { RequestError } from '../services/request';

/**
 * A request error's own text (the spec's catalogue, or the server's message); anything else is a defect whose text
 * means nothing to a customer, so the generic message.
 */
export const messageOf = (error: unknown): string =>
  error instanceof RequestError && error.message ? error.message : t('common.operationFailed');
