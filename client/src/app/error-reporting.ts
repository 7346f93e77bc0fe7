import type { RuntimeConfig } from '../../../shared/contract/api.js';

type Loader = () => Promise<{ startSentry(dsn: string): void }>;

const loadSentry: Loader = () => import('./sentry.js');

/**
 * Error reporting is off unless the deployment sets SENTRY_DSN; only then is the SDK fetched, so
 * the page carries none of its weight and makes no request to another host otherwise.
 */
export async function startErrorReporting(
  config: RuntimeConfig,
  load: Loader = loadSentry,
): Promise<boolean> {
  if (!config.sentryDsn) return false;
  (await load()).startSentry(config.sentryDsn);
  return true;
}
