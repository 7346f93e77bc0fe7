import { UPSTREAM_PROTOCOLS, type UpstreamProtocol } from '../../shared/contract/protocols.js';
import { readProviders } from '../config/providers-setting.js';

/** One upstream to check: a URL given on the command line, or a provider of PROVIDERS. */
export interface CheckTarget {
  /** the provider's name; null for a URL given on the command line */
  name: string | null;
  url: string;
  protocol: UpstreamProtocol;
  apiKey: string | null;
}

/**
 * What to check: the URL on the command line (with --protocol or UPSTREAM_PROTOCOL, the key from
 * UPSTREAM_API_KEY), or without one every provider PROVIDERS names, each with its own protocol and
 * PROVIDER_<NAME>_API_KEY. Throws with what is wrong.
 */
export function checkTargets(
  url: string | undefined,
  protocolOption: string | undefined,
  env: Record<string, string | undefined>,
): CheckTarget[] {
  if (url === undefined) {
    const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
    if (!set.PROVIDERS) throw new Error('give the upstream base URL, or set PROVIDERS');
    // the single-upstream settings may sit in the same shell: they are not checked here
    const { providers, problems } = readProviders({
      ...set,
      PRICE_SERVICE_URL: undefined,
      UPSTREAM_PROTOCOL: undefined,
      UPSTREAM_API_KEY: undefined,
    });
    if (problems.length > 0 || !providers) throw new Error(problems.join('\n'));
    return providers.map(({ name, url: base, protocol, apiKey }) => ({
      name,
      url: base,
      protocol,
      apiKey,
    }));
  }
  if (!URL.canParse(url) || !/^https?:/.test(url)) {
    throw new Error('give the upstream base URL (http:// or https://) once');
  }
  const asked = protocolOption ?? env.UPSTREAM_PROTOCOL ?? 'price-service';
  const protocol = UPSTREAM_PROTOCOLS.find((name) => name === asked);
  if (!protocol) throw new Error(`--protocol must be one of ${UPSTREAM_PROTOCOLS.join(', ')}`);
  const apiKey = env.UPSTREAM_API_KEY?.trim() || null;
  if (protocol === 'changenow' && !apiKey) {
    throw new Error('set UPSTREAM_API_KEY to the provider key (the changenow protocol needs it)');
  }
  return [{ name: null, url, protocol, apiKey }];
}
