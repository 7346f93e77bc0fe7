import type { UpstreamProtocol } from '../../shared/contract/protocols.js';
import { startTestApp, TEST_API_KEY, type TestApp } from './harness.js';
import { useStarted } from './use-started.js';

/** One provider of a site with several, as its operator sets it (docs/operating.md). */
export interface TestProvider {
  protocol: UpstreamProtocol;
  url: string;
  apiKey?: string;
  label?: string;
  /** its rating letter, as the operator writes it */
  rating?: string;
  /** '1': a flagged deposit is refunded only after ID checks; '0': without */
  refundKyc?: '0' | '1';
}

/** A provider with the key test apps send (the sandbox, and a proxy before it, take any key). */
export const keyedProvider = (
  protocol: UpstreamProtocol,
  url: string,
  label?: string,
): TestProvider => ({ protocol, url, apiKey: TEST_API_KEY, ...(label ? { label } : {}) });

/** PROVIDERS and each provider's own PROVIDER_<NAME>_* settings, in the order given. */
export function providersEnv(providers: Record<string, TestProvider>): Record<string, string> {
  const entries = Object.entries(providers);
  const env: Record<string, string> = {
    PROVIDERS: entries.map(([name, { protocol, url }]) => `${name}=${protocol}:${url}`).join(','),
  };
  for (const [name, provider] of entries) {
    const setting = (key: string, value: string | undefined) => {
      if (value !== undefined) env[`PROVIDER_${name.toUpperCase()}_${key}`] = value;
    };
    setting('API_KEY', provider.apiKey);
    setting('LABEL', provider.label);
    setting('RATING', provider.rating);
    setting('REFUND_KYC', provider.refundKyc);
  }
  return env;
}

/**
 * For a test file: a site relaying to several providers, and the upstreams it stands before,
 * started before its tests and all closed after them.
 */
export function useSiteOfProviders<U extends readonly { close(): Promise<unknown> }[]>(
  startUpstreams: () => Promise<U>,
  providersOf: (upstreams: U) => Record<string, TestProvider>,
): () => { site: TestApp; upstreams: U } {
  const closeAll = (upstreams: U) => Promise.all(upstreams.map((upstream) => upstream.close()));
  return useStarted(
    'site of providers',
    async () => {
      const upstreams = await startUpstreams();
      try {
        return {
          site: await startTestApp('', { env: providersEnv(providersOf(upstreams)) }),
          upstreams,
        };
      } catch (error) {
        await closeAll(upstreams);
        throw error;
      }
    },
    async ({ site, upstreams }) => {
      await site.close();
      await closeAll(upstreams);
    },
  );
}
