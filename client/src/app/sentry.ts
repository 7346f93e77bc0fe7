import { init, type Breadcrumb } from '@sentry/browser';
import { SENTRY_TRACES_SAMPLE_RATE } from '../../../shared/constants.js';
import { redactPath } from '../../../shared/order-id.js';

/** Order ids in URLs open the order page: no report may carry one, nor what a visitor typed. */
export function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb | null {
  if (breadcrumb.category === 'ui.input') return null;
  const data = breadcrumb.data;
  if (data) {
    for (const key of ['url', 'from', 'to']) {
      if (typeof data[key] === 'string') data[key] = redactPath(data[key]);
    }
  }
  return breadcrumb;
}

export function startSentry(dsn: string): void {
  init({
    dsn,
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    beforeBreadcrumb: scrubBreadcrumb,
    beforeSend(event) {
      delete event.request;
      delete event.user;
      if (event.transaction) event.transaction = redactPath(event.transaction);
      return event;
    },
    beforeSendTransaction(event) {
      delete event.request;
      if (event.transaction) event.transaction = redactPath(event.transaction);
      for (const span of event.spans ?? []) {
        if (span.description) span.description = redactPath(span.description);
      }
      return event;
    },
  });
}
