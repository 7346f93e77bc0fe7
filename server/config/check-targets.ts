import {
  descriptorOf,
  UPSTREAM_PROTOCOLS,
  type UpstreamProtocol,
  DEFAULT_PROTOCOL,
} from '../../shared/contract/protocols.js';
import { readProviders } from './providers-setting.js';

/** One upstream to check: a URL given on the command line, or a configured upstream. */
export interface CheckTarget {
  /** the provider's name; null for a URL given on the command line or the one upstream */
  name: string | null;
  url: string;
  protocol: UpstreamProtocol;
  apiKey: string | null;
}

const protocolNamed = (asked: string, what: string): UpstreamProtocol => {
  const protocol = UPSTREAM_PROTOCOLS.find((name) => name === asked);
  if (!protocol) throw new Error(`${what} must be one of ${UPSTREAM_PROTOCOLS.join(', ')}`);
  return protocol;
};

/**
 * What `check-upstream` checks, from its command line and the environment (read here, as every
 * setting is): the URL given (its protocol from --protocol or UPSTREAM_PROTOCOL, the key from
 * UPSTREAM_API_KEY, never the command line); without one, every configured upstream of whatever
 * protocol: each provider PROVIDERS names with its PROVIDER_<NAME>_API_KEY, else the one upstream
 * of PRICE_SERVICE_URL (or the protocol's own API with a key). Throws with what is wrong.
 */
export function checkTargets(
  url: string | undefined,
  protocolOption: string | undefined,
  env: Record<string, string | undefined>,
): CheckTarget[] {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  if (url !== undefined) {
    if (!URL.canParse(url) || !/^https?:/.test(url)) {
      throw new Error('give the upstream base URL (http:// or https://) once');
    }
    const protocol = protocolNamed(
      protocolOption ?? set.UPSTREAM_PROTOCOL ?? DEFAULT_PROTOCOL,
      '--protocol',
    );
    const apiKey = set.UPSTREAM_API_KEY?.trim() || null;
    if (descriptorOf(protocol).needsKey && !apiKey) {
      throw new Error(
        `set UPSTREAM_API_KEY to the provider key (the ${protocol} protocol needs it)`,
      );
    }
    return [{ name: null, url, protocol, apiKey }];
  }
  if (set.PROVIDERS) {
    // the single-upstream settings may sit in the same shell: they are not checked here
    const { providers, problems } = readProviders({
      ...set,
      PRICE_SERVICE_URL: undefined,
      UPSTREAM_PROTOCOL: undefined,
      UPSTREAM_API_KEY: undefined,
    });
    if (problems.length > 0 || !providers) throw new Error(problems.join('\n'));
    return providers.map(({ name, url: base, protocol, apiKey }) => {
      if (base === null) {
        throw new Error(
          'PROVIDERS=sandbox names the embedded sandbox, not an upstream: give the URL to check',
        );
      }
      return { name, url: base, protocol, apiKey };
    });
  }
  const protocol = protocolNamed(set.UPSTREAM_PROTOCOL ?? DEFAULT_PROTOCOL, 'UPSTREAM_PROTOCOL');
  const apiKey = set.UPSTREAM_API_KEY?.trim() || null;
  const base = set.PRICE_SERVICE_URL ?? (apiKey ? descriptorOf(protocol).defaultUrl : null);
  if (!base) {
    throw new Error('give the upstream base URL, or set PROVIDERS or PRICE_SERVICE_URL');
  }
  return [{ name: null, url: base, protocol, apiKey }];
}
