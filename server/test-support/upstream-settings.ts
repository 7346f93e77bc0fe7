import type { UpstreamSettings } from '../upstream/upstream-settings.js';

/**
 * A transport's settings for a test upstream at `url`: no key, one-second deadlines and a breaker
 * that opens only after many failures; `overrides` set what a test is about.
 */
export const testUpstreamSettings = (
  url: string,
  overrides: Partial<UpstreamSettings> = {},
): UpstreamSettings => ({
  url,
  apiKey: null,
  connectTimeoutMs: 1000,
  headersTimeoutMs: 1000,
  bodyTimeoutMs: 1000,
  breaker: { errorPercent: 50, volume: 100, resetMs: 1000 },
  ...overrides,
});
