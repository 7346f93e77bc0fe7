import type { Config } from '../config/config.js';

/** What one upstream's transport needs: where it is, its key, its timeouts and its breaker. */
export type UpstreamSettings = Pick<
  Config['upstream'],
  'connectTimeoutMs' | 'headersTimeoutMs' | 'bodyTimeoutMs' | 'breaker'
> & {
  /** the upstream's base URL: the price service's, or the provider API's (…/v2/) */
  url: string;
  /** the provider's key; null for the price service or the embedded sandbox */
  apiKey: string | null;
  /** how long an exchange creation is kept open for a late reply; CREATE_LATE_REPLY_MS unless set */
  createLateReplyMs?: number;
};
