import type { Lang } from '../i18n/languages.js';
import type { ErrorCode, ErrorParams, OrderView, PriceQuote, RuntimeConfig } from './api.js';

// What the server hands the React server entry for one page, and what travels to the browser in
// the page-data block so that the first client render equals the server's HTML.

export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** Why a script-free submit of the swap form was turned back; the page shows the spec's text. */
export type SwapFormProblem =
  | {
      kind:
        | 'missing-amount'
        /** an amount that is not a plain decimal ('1e3'): the field keeps it, the reason shows */
        | 'invalid-amount'
        | 'missing-address'
        | 'invalid-address'
        | 'price-failed'
        | 'same-coin'
        /** a refund address the send coin's rule refuses */
        | 'invalid-refund-address'
        /** a private route's Monero refund address that is not a Monero address */
        | 'invalid-xmr-refund-address'
        /** a destination tag that is not digits up to 4294967295 */
        | 'invalid-receive-memo';
    }
  /**
   * SWAP NOW on a quote for other coins or another amount: the new quote shows, no order; with
   * what the same press found wrong with the address, so a visitor without script (a round trip
   * a press over Tor) fixes both at once
   */
  | { kind: 'stale-quote'; address?: 'missing-address' | 'invalid-address' }
  /** 409 ESTIMATE_MOVED: the new quote shows with the same notice as with script */
  | { kind: 'estimate-moved'; previous: number | null }
  /** the reply /api/orders would have given: its code and params pick the text, as for the toasts */
  | { kind: 'order-failed'; code: ErrorCode; params?: ErrorParams };

/** The form's hidden fields that say which quote the visitor was shown, for the server's checks. */
export const SHOWN_QUOTE_FIELDS = {
  estimate: 'estimate',
  quotedFor: 'quotedFor',
  /** the shown quote's fixed-rate id and its end (epoch seconds), when it had them */
  rateId: 'rateId',
  validUntil: 'validUntil',
  /** the offer picked (a radio per offer, named as the API's key) */
  provider: 'provider',
} as const;

/**
 * Each shown offer's estimate, in a hidden field of its own, so an order on the offer
 * picked is held to what the visitor saw of that provider: 'offerEstimate-beta'.
 */
export const offerEstimateField = (provider: string): string => `offerEstimate-${provider}`;

/** The optional fields a provider protocol adds, named as the API's JSON keys. */
export const PROVIDER_ORDER_FIELDS = {
  refundAddress: 'refundAddress',
  receiveMemo: 'receiveMemo',
  /** a private route's Monero refund address (decision 030) */
  xmrRefundAddress: 'xmrRefundAddress',
} as const;

/** What a quote was asked for, as the form's hidden field carries it: 'BNB>ETH:1.5'. */
export const quotedFor = (from: string, to: string, amount: string): string =>
  `${from}>${to}:${amount}`;

/** The swap form as the visitor left it, re-rendered by the server after a script-free submit. */
export interface SwapFormState {
  from: string;
  to: string;
  /** as typed */
  amount: string;
  address: string;
  /** as typed; absent when not offered */
  refundAddress?: string;
  receiveMemo?: string;
  /** a private route's Monero refund address, as typed; absent when not given */
  xmrRefundAddress?: string;
  /** the offer the visitor picked among several */
  provider?: string;
  /** what the server asked for these inputs, with the amount as sent ('1.5'); quote null: failed */
  quote: { amount: string; quote: PriceQuote | null } | null;
  problem: SwapFormProblem | null;
}

/** The order the server fetched in-process for /order/:id, or why it has none. */
/**
 * 'unavailable': the upstream failed; 'pending': it had not answered within the page's bound (a
 * slow provider is not an outage: the page says it is still asking).
 */
export type ServerOrder =
  | { kind: 'ready'; order: OrderView }
  | { kind: 'not-found' | 'invalid-id' | 'unavailable' | 'pending' };

/** What /verify names about the running site, for anyone to check. */
export interface VerifyFacts {
  /** the full commit the build came from ('unknown' for a build that recorded none) */
  commit: string;
  /** SHA-256 of the signing key's DER public key, hex */
  keyFingerprint: string;
  /** the digest of dist/client (find | sort | sha256sum | sha256sum), hex */
  clientDigest: string;
  /** days the site keeps what it holds about an order after the order has ended */
  retentionDays: number;
  /** the public repository the commit is in (SOURCE_URL); null: none is named */
  sourceUrl: string | null;
}

export interface PageData {
  /** epoch seconds: time-dependent text renders from this on the server and while hydrating */
  renderedAt: number;
  /** idempotency key for the script-free swap form's hidden field */
  formKey: string;
  swapForm?: SwapFormState;
  /** a looked-up id that is not 22 characters (the 'Invalid ID' text shows inline) */
  invalidLookup?: string;
  order?: { orderId: string; result: ServerOrder };
  /** on an unprefixed page, a language of ours the browser prefers (a one-line link to it) */
  languageHint?: Lang;
  /** QR codes the server drew (data: URLs), by the text they encode: the deposit address's */
  qrCodes?: Record<string, string>;
  /** on /verify */
  verify?: VerifyFacts;
}

/**
 * A request's path and query read as a URL on this site: `//stake` stays a path. (`new URL(path,
 * base)` would read it as the host `stake`, and the page rendered would not be the one asked for.)
 */
export const urlOfPath = (pathAndQuery: string): URL =>
  new URL(`http://localhost${pathAndQuery.startsWith('/') ? '' : '/'}${pathAndQuery}`);

/**
 * A path on this site as a link's href: `//stake` would be read as the host `stake`, `/.//stake`
 * is the same path (the browser drops the `.` segment). Other paths are their own href.
 */
export const hrefOfPath = (path: string): string => (/^[/\\]{2}/.test(path) ? `/.${path}` : path);

export interface RenderRequest {
  /** path and query, e.g. '/order/abc' (read it with urlOfPath) */
  url: string;
  /**
   * scheme and host the visitor asked for ('https://swap.example', the onion address on the
   * onion host), for the full URLs of the hreflang links; null when the Host is not a host name
   */
  origin: string | null;
  config: RuntimeConfig;
  data: PageData;
}

export type RenderResult =
  | { kind: 'redirect'; status: number; location: string }
  | {
      kind: 'page';
      status: number;
      /** the app's markup, for inside #root */
      html: string;
      /** manifest keys of the lazy page modules this page rendered (their CSS and chunks) */
      modules: string[];
      /** extra markup for <head> (the script-free refresh of an order under way) */
      head: string;
      /** the `Link` header's value (each language's version of the page); '' for none */
      linkHeader: string;
      /** <html lang> and dir, <title> and the description, in the page's language */
      lang: string;
      dir: 'ltr' | 'rtl';
      title: string;
      description: string;
    };

/**
 * What the server fetches for a page before rendering it, named by the client route that needs it
 * (its handle's `serverData`): the order lookup on the home page, the order on its page, the
 * build's and key's facts on /verify.
 */
export type PageDataSource = 'order-lookup' | 'order' | 'verify';

/**
 * A form a page posts to itself, handled by the server (a real `<form method="post">` that works
 * without script), named by the client route it is on (its handle's `form`): the swap form on
 * the home page.
 */
export type PageForm = 'swap';

/** Where a path lands in the client's route table: the server routes pages by this alone. */
export interface PageMatch {
  /** the matched route's whole pattern, e.g. '/order/:orderId' (a metrics label, never the path) */
  pattern: string;
  params: Record<string, string | undefined>;
  /** what the server fetches for it, if anything */
  data: PageDataSource | null;
  /** the form it posts to itself, if any: a POST to its path is that form's */
  form: PageForm | null;
  /** no page but the catch-all matched: a file, or the not-found page */
  notFound: boolean;
}

/** The built server entry (dist/ssr/entry-server.js). */
export interface ServerEntry {
  render(request: RenderRequest): Promise<RenderResult>;
  matchPage(pathname: string): PageMatch;
}
