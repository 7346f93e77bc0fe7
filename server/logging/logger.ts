import { createHash } from 'node:crypto';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** pino's number for 'error'; 'fatal' is above it. */
const ERROR_LEVEL = 50;

/** The fallback `code` and `kind` of an error line whose call named none. */
function codeAndKindOf(fields: object): { code: string; kind: string } {
  const err = (fields as { err?: unknown }).err;
  const code = (err as { code?: unknown } | undefined)?.code;
  return {
    code: typeof code === 'string' ? code : err instanceof Error ? err.name : 'unclassified',
    kind: 'unclassified',
  };
}

/**
 * JSON lines on stdout. Nothing we log carries an IP, a wallet or deposit address, an order id or a
 * request body: request logs are built from a fixed list of fields (see http/request-logger.ts).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'swap-bff' },
      timestamp: isoTimeEachMs(),
      formatters: { level: (label) => ({ level: label }) },
      // Every error and fatal line carries `code` and `kind`, for an alert rule or a log search
      // to group by: the call's own when it gives them, else its error's code (or name).
      mixin: (fields, level) => (level >= ERROR_LEVEL ? codeAndKindOf(fields) : {}),
      // Belt and braces in case a future call logs a whole object that holds these.
      redact: {
        paths: [
          'address',
          '*.address',
          'orderId',
          '*.orderId',
          'ip',
          '*.ip',
          'body',
          '*.body',
          'headers',
          '*.headers',
        ],
        censor: '[redacted]',
      },
    },
    // Without a destination, stdout written synchronously: one write per line from the event
    // loop, where the asynchronous default handed every line to the thread pool and back (a
    // tenth of a price call's CPU, decision 013), and a crash loses no buffered line.
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
}

/**
 * pino's ISO timestamp, made once per millisecond: formatting a date was a visible share of
 * every access line at a few thousand lines a second (decision 013, fourth round). The same text
 * as pino.stdTimeFunctions.isoTime.
 */
export function isoTimeEachMs(clock: () => number = Date.now): () => string {
  let madeAt = Number.NaN;
  let made = '';
  return () => {
    const ms = clock();
    if (ms !== madeAt) {
      madeAt = ms;
      made = `,"time":"${new Date(ms).toISOString()}"`;
    }
    return made;
  };
}

/** A short stable hash for correlating log lines about one value without revealing it. */
export function shortHash(value: string): string {
  return createHash('sha256').update(value).digest('base64url').slice(0, 10);
}
