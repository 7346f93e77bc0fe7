import { init } from '@sentry/browser';
import { SENTRY_TRACES_SAMPLE_RATE } from '../../../shared/constants.js';

export function startSentry(dsn: string): void {
  init({
    dsn,
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    // The page holds wallet addresses and order ids: drop request data and typed-input breadcrumbs.
    beforeSend(event) {
      delete event.request;
      delete event.user;
      return event;
    },
    beforeBreadcrumb: (breadcrumb) => (breadcrumb.category === 'ui.input' ? null : breadcrumb),
  });
}
