import { NOTICES, notify } from '../../components/notify.js';
import { apiFailureOf } from '../../lib/api/api-failure.js';
import { noticeForFailure } from './order-error.js';

/**
 * What a failed price request says, loaded with the first failure (the reading of a failed call
 * is not in the first page's script): a rate limit is named, as the script-free form names it (in
 * the page's language, from the reply's code and params); any other failure is the spec's
 * 'Fetching price failed'. A request the page dropped itself says nothing.
 */
export function notifyPriceFailure(error: Parameters<typeof apiFailureOf>[0]): void {
  const failure = apiFailureOf(error);
  if (!failure) return;
  notify(failure.code === 'RATE_LIMITED' ? noticeForFailure(failure) : NOTICES.priceFailed);
}
