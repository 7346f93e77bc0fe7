import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DEFAULT_PROTOCOL } from '../../shared/contract/protocols.js';

// Every label below takes values from a fixed set (route templates, call names, failure kinds,
// limiter names, error codes, alert kinds): never an IP, an address or an order id.

export type BreakerState = 'closed' | 'half-open' | 'open';

/** The numbers the breaker gauge takes, documented in docs/operating.md (Metrics). */
const BREAKER_STATE_VALUE: Record<BreakerState, number> = {
  closed: 0,
  'half-open': 1,
  open: 2,
};

export interface HttpMetrics {
  request(labels: { route: string; method: string; statusClass: string }, seconds: number): void;
}

export interface UpstreamMetrics {
  /** one finished call to the price service: `outcome` is 'ok' or the failure kind */
  call(call: string, outcome: string, seconds: number): void;
  /** a price request answered by an identical call already in flight */
  coalesced(): void;
  breakerState(state: BreakerState): void;
  /** the provider answers its calls (true), or stopped answering (false: timeouts, no connection) */
  answering(isAnswering: boolean): void;
}

export interface OrderMetrics {
  created(): void;
  idempotentReplay(): void;
  /** the upstream answered 'error': the API code the visitor got (INVALID_ADDRESS, SWAPS_PAUSED) */
  upstreamRefusal(code: string): void;
  /** an offer far above every other provider's, listed last and never the best (quote.service.ts) */
  offerOutOfLine(provider: string): void;
  /** a provider's reply that failed the site's checks (reply-checks.ts), by the call it answered */
  providerMismatch(provider: string, call: 'quote' | 'create' | 'status'): void;
  /** an offer refused for paying more than the market reference allows (reply-checks.ts) */
  offerAboveMarket(provider: string): void;
  /** a fetch of the market reference that failed: quotes go without the market check meanwhile */
  marketReferenceUnavailable(): void;
}

export interface RateLimitMetrics {
  rejected(limiter: string): void;
}

export interface AlertMetrics {
  raised(kind: string): void;
  mailed(): void;
  spooled(): void;
  /** an outbox file that could not be read, set aside as .bad */
  setAside(): void;
  /** how the outbox gauge learns its depth when scraped */
  outboxDepthFrom(read: () => Promise<number>): void;
}

export interface SharedStoreMetrics {
  /** the shared store (Redis) answers again (true) or went away (false) */
  up: (isUp: boolean) => void;
  /** one store call's time, event-loop delay included, and whether it came within the bound */
  call: (seconds: number, answered: boolean) => void;
}

export interface Metrics {
  http: HttpMetrics;
  sharedStore: SharedStoreMetrics;
  upstream: UpstreamMetrics;
  orders: OrderMetrics;
  rateLimits: RateLimitMetrics;
  alerts: AlertMetrics;
}

export interface AppMetrics extends Metrics {
  /** this app's own registry (never prom-client's global one, so tests can run several apps) */
  registry: Registry;
  /** one provider's calls, coalescing and breaker (PROVIDERS: labelled by its configured name) */
  upstreamFor: (provider: string, protocol: string) => UpstreamMetrics;
  /** a market reference's gauge, by its name (health/reference-probe.ts): 1 answering, 0 not */
  referenceAnswering: (reference: string) => (isAnswering: boolean) => void;
}

const nothing = () => undefined;

/** For code paths that run without metrics (tools, tests that do not look at them). */
export const noMetrics: Metrics = {
  http: { request: nothing },
  upstream: { call: nothing, coalesced: nothing, breakerState: nothing, answering: nothing },
  orders: {
    created: nothing,
    idempotentReplay: nothing,
    upstreamRefusal: nothing,
    offerOutOfLine: nothing,
    providerMismatch: nothing,
    offerAboveMarket: nothing,
    marketReferenceUnavailable: nothing,
  },
  rateLimits: { rejected: nothing },
  sharedStore: { up: nothing, call: nothing },
  alerts: {
    raised: nothing,
    mailed: nothing,
    spooled: nothing,
    setAside: nothing,
    outboxDepthFrom: nothing,
  },
};

const NON_COUNTERS_NAMED_TOTAL = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

/**
 * `protocol` labels the upstream's calls (UPSTREAM_PROTOCOL, any of PROTOCOLS), so a dashboard
 * tells them apart; the call names are the site's three steps in every protocol. `provider`
 * is 'upstream' for the one upstream, else each configured provider's name (PROVIDERS): fixed
 * names from the configuration only.
 */
export function createMetrics(
  protocol: string = DEFAULT_PROTOCOL,
  provider = 'upstream',
): AppMetrics {
  const registry = new Registry();
  // the default process and Node.js metrics: CPU, memory, event loop lag, GC, handles
  collectDefaultMetrics({ register: registry });
  // Gauges named like counters break Prometheus's naming rule (`promtool check metrics` fails);
  // each is the sum of its labelled gauge beside it (nodejs_active_handles by type, ...).
  for (const name of NON_COUNTERS_NAMED_TOTAL) registry.removeSingleMetric(name);
  const registers = [registry];
  const counter = <L extends string = never>(name: string, help: string, labelNames: L[] = []) =>
    new Counter<L>({ name, help, labelNames, registers });

  const httpDuration = new Histogram({
    name: 'swap_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route template, method and status class',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const upstreamDuration = new Histogram({
    name: 'swap_upstream_call_duration_seconds',
    help: 'Time of one call to the upstream, by call, outcome and protocol',
    labelNames: ['call', 'outcome', 'protocol', 'provider'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const coalesced = counter(
    'swap_upstream_price_calls_coalesced_total',
    'Price requests answered by an identical call already in flight (calls saved), by provider',
    ['provider'],
  );
  const breaker = new Gauge({
    name: 'swap_upstream_breaker_state',
    help: 'Circuit breaker in front of each provider: 0 closed, 1 half-open, 2 open',
    labelNames: ['provider'] as const,
    registers,
  });
  const answering = new Gauge({
    name: 'swap_provider_answering',
    help: 'Each provider answers its calls: 1, or 0 while it does not (timeouts, no connection, breaker open) and its offers are left out',
    labelNames: ['provider'] as const,
    registers,
  });
  const referenceAnswering = new Gauge({
    name: 'swap_market_reference_answering',
    help: 'Each market reference (REFERENCE_PRICES_URL) answers the background probe: 1, or 0 while it does not and offers are not checked against the market',
    labelNames: ['reference'] as const,
    registers,
  });
  let single: UpstreamMetrics | undefined;
  const upstreamFor = (name: string, spoken: string): UpstreamMetrics => {
    breaker.set({ provider: name }, BREAKER_STATE_VALUE.closed);
    answering.set({ provider: name }, 1);
    return {
      answering: (isAnswering) => answering.set({ provider: name }, isAnswering ? 1 : 0),
      call: (call, outcome, seconds) =>
        upstreamDuration.observe({ call, outcome, protocol: spoken, provider: name }, seconds),
      coalesced: () => coalesced.inc({ provider: name }),
      breakerState: (state) => breaker.set({ provider: name }, BREAKER_STATE_VALUE[state]),
    };
  };
  const ordersCreated = counter('swap_orders_created_total', 'Orders the price service created');
  const replays = counter(
    'swap_orders_idempotent_replays_total',
    'Order requests answered with the stored reply of an earlier one with the same Idempotency-Key',
  );
  const refusals = counter(
    'swap_orders_upstream_refusals_total',
    'Orders the price service refused, by the API error code the visitor got',
    ['code'],
  );
  const outOfLine = counter(
    'swap_offers_out_of_line_total',
    'Offers listed last and never picked by default: more than the allowed margin above the runner-up, by provider',
    ['provider'],
  );
  const aboveMarket = counter(
    'swap_offers_above_market_total',
    'Offers refused for paying more than the market reference allows (ABOVE_MARKET_LIMIT_PERCENT), by provider',
    ['provider'],
  );
  const referenceDown = counter(
    'swap_market_reference_unavailable_total',
    'Fetches of the market reference (REFERENCE_PRICES_URL) that failed: offers meanwhile only compared with each other',
  );
  const mismatches = counter(
    'swap_provider_replies_refused_total',
    "Provider replies that failed the site's checks (wrong coins or addresses, unsafe text, bad figures), by provider and call",
    ['provider', 'call'],
  );
  const rateLimited = counter(
    'swap_rate_limit_rejections_total',
    'Requests refused with 429, by limiter',
    ['limiter'],
  );
  const alertsRaised = counter(
    'swap_alerts_raised_total',
    'Support alerts raised (before throttling), by kind',
    ['kind'],
  );
  const alertsMailed = counter(
    'swap_alerts_mailed_total',
    'Support alert mails handed to SMTP (first sends and outbox retries)',
  );
  const alertsSpooled = counter(
    'swap_alerts_spooled_total',
    'Support alert mails written to the outbox because SMTP was unset or failed',
  );
  const alertsSetAside = counter(
    'swap_alerts_outbox_unreadable_total',
    'Outbox files that could not be read as a mail, renamed to .bad and skipped',
  );
  const sharedStoreUp = new Gauge({
    name: 'swap_shared_store_up',
    help: 'The shared store (Redis) answers: 1, or 0 while it is away and limits count per process (1 without Redis)',
    registers,
  });
  sharedStoreUp.set(1);
  // buckets around the call bound (STORE_CALL_BOUND_MS): how close a busy replica comes to it
  const storeCalls = new Histogram({
    name: 'swap_shared_store_call_seconds',
    help: 'One call to the shared store (Redis), event-loop delay included, by outcome: answered within the bound, or not (called away)',
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 4],
    registers,
  });
  let readOutbox: (() => Promise<number>) | null = null;
  new Gauge({
    name: 'swap_alerts_outbox_depth',
    help: 'Support alert mails waiting in the outbox directory',
    registers,
    async collect() {
      this.set(readOutbox ? await readOutbox() : 0);
    },
  });

  return {
    registry,
    http: {
      request: ({ route, method, statusClass }, seconds) =>
        httpDuration.observe({ route, method, status_class: statusClass }, seconds),
    },
    // made at first use: with PROVIDERS only upstreamFor is, and no 'upstream' series appears
    get upstream() {
      return (single ??= upstreamFor(provider, protocol));
    },
    upstreamFor,
    referenceAnswering: (reference) => {
      referenceAnswering.set({ reference }, 1);
      return (isAnswering) => referenceAnswering.set({ reference }, isAnswering ? 1 : 0);
    },
    orders: {
      created: () => ordersCreated.inc(),
      idempotentReplay: () => replays.inc(),
      upstreamRefusal: (code) => refusals.inc({ code }),
      offerOutOfLine: (name) => outOfLine.inc({ provider: name }),
      providerMismatch: (name, call) => mismatches.inc({ provider: name, call }),
      offerAboveMarket: (name) => aboveMarket.inc({ provider: name }),
      marketReferenceUnavailable: () => referenceDown.inc(),
    },
    rateLimits: { rejected: (limiter) => rateLimited.inc({ limiter }) },
    sharedStore: {
      up: (isUp) => sharedStoreUp.set(isUp ? 1 : 0),
      call: (seconds, answered) =>
        storeCalls.observe({ outcome: answered ? 'answered' : 'failed' }, seconds),
    },
    alerts: {
      raised: (kind) => alertsRaised.inc({ kind }),
      mailed: () => alertsMailed.inc(),
      spooled: () => alertsSpooled.inc(),
      setAside: () => alertsSetAside.inc(),
      outboxDepthFrom: (read) => {
        readOutbox = read;
      },
    },
  };
}
