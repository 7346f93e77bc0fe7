import { SENTRY_TRACES_SAMPLE_RATE } from '../../shared/constants.js';
import { redactPath } from '../../shared/order-id.js';

export type ReportError = (error: unknown, context: { requestId: string; code: string }) => void;

interface ReportedEvent {
  transaction?: string;
  request?: unknown;
  user?: unknown;
  spans?: Array<{ description?: string; data?: Record<string, unknown> }>;
}

/** Drops what could identify a visitor or an order: request data, and ids in names and spans. */
export function scrubEvent<E extends ReportedEvent>(event: E): E {
  delete event.request;
  delete event.user;
  if (event.transaction) event.transaction = redactPath(event.transaction);
  for (const span of event.spans ?? []) {
    if (span.description) span.description = redactPath(span.description);
    for (const key of Object.keys(span.data ?? {})) {
      if (/url|target|path|query|address/i.test(key)) delete span.data![key];
    }
  }
  return event;
}

/**
 * Optional Sentry: loaded only when a DSN is set, so a deployment without it carries none of its
 * weight. Events carry no request data (no IP, no body, no headers) and no order ids.
 */
export async function createErrorReporter(dsn: string | null): Promise<ReportError | null> {
  if (!dsn) return null;
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    beforeSend: (event) => scrubEvent(event),
    beforeSendTransaction: (event) => scrubEvent(event),
  });
  return (error, context) => {
    Sentry.captureException(error, { tags: context });
  };
}
