import { SENTRY_TRACES_SAMPLE_RATE } from '../../shared/constants.js';

export type ReportError = (error: unknown, context: { requestId: string; code: string }) => void;

/**
 * Optional Sentry: loaded only when a DSN is set, so a deployment without it carries none of its
 * weight. Events carry no request data (no IP, no body, no headers).
 */
export async function createErrorReporter(dsn: string | null): Promise<ReportError | null> {
  if (!dsn) return null;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    beforeSend(event) {
      delete event.request;
      delete event.user;
      return event;
    },
  });
  return (error, context) => {
    Sentry.captureException(error, { tags: context });
  };
}
