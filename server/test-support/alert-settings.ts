import type { Config } from '../config/config.js';

/**
 * Support alerts' settings for a test: mail from and to the test domain through `smtpUrl` (none:
 * the outbox only), one alert per kind a minute and a retry a minute later unless overridden.
 */
export const testAlertSettings = (
  outboxDir: string,
  smtpUrl: string | null,
  overrides: Partial<Config['alerts']> = {},
): Config['alerts'] => ({
  smtpUrl,
  from: 'alerts@swap.test',
  to: 'support@swap.test',
  outboxDir,
  windowMs: 60_000,
  retryMs: 60_000,
  ...overrides,
});
