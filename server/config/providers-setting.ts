import { FLAGGED_DEPOSIT_RATINGS, type FlaggedDepositRating } from '../../shared/contract/api.js';
import {
  descriptorOf,
  UPSTREAM_PROTOCOLS,
  type UpstreamProtocol,
} from '../../shared/contract/protocols.js';
import { isPlainLine } from '../../shared/plain-line.js';

/** One provider of several, as PROVIDERS and its PROVIDER_<NAME>_* settings state it. */
export interface ProviderSettings {
  /** lower case, from PROVIDERS: how the API, the order map, metrics and alerts name it */
  name: string;
  protocol: UpstreamProtocol;
  /** its API's base URL; null: the embedded sandbox's dialect of `protocol`, known once it listens */
  url: string | null;
  /** PROVIDER_<NAME>_API_KEY; never logged */
  apiKey: string | null;
  /** PROVIDER_<NAME>_LABEL: the name visitors read (the name itself unless set) */
  label: string;
  /** PROVIDER_<NAME>_RATING: what it does with a flagged deposit, A (best) to D */
  rating: FlaggedDepositRating | null;
  /** PROVIDER_<NAME>_REFUND_KYC: 1 when a refund needs the visitor's identity */
  refundNeedsKyc: boolean | null;
}

/** A provider whose URL is known: named in PROVIDERS, or the embedded sandbox's once it listens. */
export type LocatedProvider = ProviderSettings & { url: string };

/**
 * PROVIDERS=sandbox, and a first run: the embedded sandbox plays several providers, each one of its
 * dialects as that protocol's descriptor states it (sandboxProvider: ChangeNOW's and StealthEX's),
 * so that quotes carry private offers through Monero (decision 030) and a private order runs to
 * its end inside the one sandbox (leg one's payout arrives as leg two's deposit).
 */
export const SANDBOX_PROVIDERS: readonly ProviderSettings[] = UPSTREAM_PROTOCOLS.flatMap(
  (protocol) => {
    const played = descriptorOf(protocol).sandboxProvider;
    return played ? [{ ...played, protocol, url: null, apiKey: null }] : [];
  },
);

/** The PROVIDERS value that names the embedded sandbox's two providers. */
const SANDBOX_PROVIDERS_VALUE = 'sandbox';

/** Settings that name where the one upstream is: none may be set beside PROVIDERS. */
const SINGLE_UPSTREAM_SETTINGS = ['PRICE_SERVICE_URL', 'UPSTREAM_PROTOCOL', 'UPSTREAM_API_KEY'];

const singleUpstreamProblems = (set: Record<string, string | undefined>) =>
  SINGLE_UPSTREAM_SETTINGS.filter((name) => set[name] !== undefined).map(
    (name) => `${name}: leave it unset with PROVIDERS (each provider has its own)`,
  );

/**
 * A first run: development (NODE_ENV unset, as `npm start` runs) and nothing naming an upstream.
 * Tests (NODE_ENV=test), production (SANDBOX=1 included) and UPSTREAM_PROTOCOL alone keep the one
 * sandbox in one protocol.
 */
const isFirstRun = (set: Record<string, string | undefined>) =>
  (set.NODE_ENV ?? 'development') === 'development' &&
  [...SINGLE_UPSTREAM_SETTINGS, 'PROVIDERS'].every((name) => set[name] === undefined);

const NAME = /^[a-z][a-z0-9-]{0,23}$/;
const MAX_PROVIDERS = 8;
const YES = new Set(['1', 'true', 'yes']);
const NO = new Set(['0', 'false', 'no']);

/** PROVIDER_ALPHA_API_KEY for `alpha`, PROVIDER_FAST_SWAP_LABEL for `fast-swap`. */
const providerSettingName = (name: string, what: string) =>
  `PROVIDER_${name.toUpperCase().replaceAll('-', '_')}_${what}`;

/**
 * PROVIDERS=alpha=changenow:https://api.example.com/v2/,beta=price-service:https://prices.example
 * with each provider's PROVIDER_<NAME>_* settings; PROVIDERS=sandbox or a first run: the embedded
 * sandbox's two (SANDBOX_PROVIDERS). null otherwise (one upstream, from PRICE_SERVICE_URL as
 * before); every problem is listed, none stops the reading early.
 */
export function readProviders(set: Record<string, string | undefined>): {
  providers: ProviderSettings[] | null;
  problems: string[];
} {
  const list = set.PROVIDERS;
  if (list === undefined) {
    return { providers: isFirstRun(set) ? [...SANDBOX_PROVIDERS] : null, problems: [] };
  }
  if (list.trim() === SANDBOX_PROVIDERS_VALUE) {
    return { providers: [...SANDBOX_PROVIDERS], problems: singleUpstreamProblems(set) };
  }
  const problems: string[] = [];
  const providers: ProviderSettings[] = [];
  const named = new Set<string>();
  const entries = list.split(',').map((entry) => entry.trim());
  if (entries.length > MAX_PROVIDERS) {
    problems.push(`PROVIDERS: at most ${MAX_PROVIDERS} providers`);
  }
  for (const entry of entries) {
    const equals = entry.indexOf('=');
    const colon = entry.indexOf(':', equals + 1);
    const name = entry.slice(0, Math.max(0, equals));
    const protocol = entry.slice(equals + 1, colon === -1 ? undefined : colon);
    const url = colon === -1 ? '' : entry.slice(colon + 1);
    const wrong = (what: string) => problems.push(`PROVIDERS: "${entry.slice(0, 80)}": ${what}`);
    if (equals === -1 || colon === -1) {
      wrong('write each provider as name=protocol:url');
      continue;
    }
    if (!NAME.test(name)) {
      wrong('the name must be lower-case letters, digits or -, starting with a letter');
      continue;
    }
    if (named.has(name)) {
      wrong(`${name} is named twice`);
      continue;
    }
    named.add(name);
    const known = UPSTREAM_PROTOCOLS.find((each) => each === protocol);
    if (!known) wrong(`the protocol must be one of ${UPSTREAM_PROTOCOLS.join(', ')}`);
    if (!URL.canParse(url) || !/^https?:\/\//.test(url)) wrong('the URL must be http(s)://');
    const apiKey = set[providerSettingName(name, 'API_KEY')] ?? null;
    if (known && descriptorOf(known).needsKey && apiKey === null) {
      problems.push(`${providerSettingName(name, 'API_KEY')}: is required for a ${known} provider`);
    }
    const ratingText = set[providerSettingName(name, 'RATING')];
    const rating = FLAGGED_DEPOSIT_RATINGS.find((each) => each === ratingText?.toUpperCase());
    if (ratingText !== undefined && !rating) {
      problems.push(`${providerSettingName(name, 'RATING')}: must be A, B, C or D`);
    }
    const kycText = set[providerSettingName(name, 'REFUND_KYC')]?.toLowerCase();
    const refundNeedsKyc =
      kycText === undefined ? null : YES.has(kycText) ? true : NO.has(kycText) ? false : null;
    if (kycText !== undefined && refundNeedsKyc === null) {
      problems.push(`${providerSettingName(name, 'REFUND_KYC')}: must be 1 or 0`);
    }
    const label = set[providerSettingName(name, 'LABEL')]?.trim().slice(0, 40) ?? name;
    // the label reaches every page and every signed document: one plain line, as a reply must be
    if (!isPlainLine(label, 40)) {
      problems.push(
        `${providerSettingName(name, 'LABEL')}: must be one line of visible text, without control, bidirectional, zero-width or line-separator characters`,
      );
    }
    if (known) {
      providers.push({
        name,
        protocol: known,
        url,
        apiKey,
        label,
        rating: rating ?? null,
        refundNeedsKyc,
      });
    }
  }
  problems.push(...singleUpstreamProblems(set));
  return { providers, problems };
}
