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
  url: string;
  /** PROVIDER_<NAME>_API_KEY; never logged */
  apiKey: string | null;
  /** PROVIDER_<NAME>_LABEL: the name visitors read (the name itself unless set) */
  label: string;
  /** PROVIDER_<NAME>_RATING: what it does with a flagged deposit, A (best) to D */
  rating: FlaggedDepositRating | null;
  /** PROVIDER_<NAME>_REFUND_KYC: 1 when a refund needs the visitor's identity */
  refundNeedsKyc: boolean | null;
}

const NAME = /^[a-z][a-z0-9-]{0,23}$/;
const MAX_PROVIDERS = 8;
const YES = new Set(['1', 'true', 'yes']);
const NO = new Set(['0', 'false', 'no']);

/** PROVIDER_ALPHA_API_KEY for `alpha`, PROVIDER_FAST_SWAP_LABEL for `fast-swap`. */
const providerSettingName = (name: string, what: string) =>
  `PROVIDER_${name.toUpperCase().replaceAll('-', '_')}_${what}`;

/**
 * PROVIDERS=alpha=changenow:https://api.example.com/v2/,beta=price-service:https://prices.example
 * with each provider's PROVIDER_<NAME>_* settings. null without PROVIDERS (one upstream, from
 * PRICE_SERVICE_URL as before); every problem is listed, none stops the reading early.
 */
export function readProviders(set: Record<string, string | undefined>): {
  providers: ProviderSettings[] | null;
  problems: string[];
} {
  const list = set.PROVIDERS;
  if (list === undefined) return { providers: null, problems: [] };
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
  for (const single of ['PRICE_SERVICE_URL', 'UPSTREAM_PROTOCOL', 'UPSTREAM_API_KEY']) {
    if (set[single] !== undefined) {
      problems.push(`${single}: leave it unset with PROVIDERS (each provider has its own)`);
    }
  }
  return { providers, problems };
}
