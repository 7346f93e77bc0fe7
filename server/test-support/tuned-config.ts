import type { Config } from '../config/config.js';

/**
 * Values a test needs other than the fixed ones (a shorter request limit, a breaker that opens
 * sooner): no longer settings (docs/decisions/018), so given to the app as its Config.
 */
export interface ConfigTuning {
  requestTimeoutMs?: number;
  upstream?: Partial<Pick<Config['upstream'], 'headersTimeoutMs' | 'bodyTimeoutMs'>>;
  breaker?: Partial<Config['upstream']['breaker']>;
}

export const tuneConfig = (config: Config, tuning: ConfigTuning = {}): Config => ({
  ...config,
  requestTimeoutMs: tuning.requestTimeoutMs ?? config.requestTimeoutMs,
  upstream: {
    ...config.upstream,
    ...tuning.upstream,
    breaker: { ...config.upstream.breaker, ...tuning.breaker },
  },
});
