import { isValidAddress } from '../../shared/address.js';
import { COINS, type CoinSymbol } from '../../shared/coins.js';
import { DEFAULT_PROTOCOL, type UpstreamProtocol } from '../../shared/contract/protocols.js';
import type { Route } from '../../shared/contract/route.js';
import type { AskedOrder } from '../upstream/reply-checks.js';
import { isInsideLimits, prober as protocolProber, unreachable } from './probe.js';

// An operator's conformance check of an upstream of any protocol, in named steps: reach it, price
// every pair, ask an unknown id, create one order when asked, then the report (format-report.ts
// prints it). Every reply goes through the site's own codec and the site's own reply checks
// (probe.ts), so it is judged as the site judges it. It only reads, unless asked to create one
// order. An upstream that cannot be reached at all is said so once, not per reply.

/**
 * Without --amounts each pair is first asked at this amount; its reply names the pair's limits,
 * and the pair is then asked just inside them, so every served pair gets a real quote.
 */
export const PROBE_AMOUNT = '0.01';
/**
 * How far inside the limits the small and large amounts sit: the site refuses an amount at or
 * below the min or at or above the max (shared amountLimitWarning), so those are never asked.
 */
const INSIDE_MARGIN = 0.01;
/** with no maximum (max 0), the large amount asked is the min times this */
const NO_MAX_FACTOR = 1000;
/** 22 characters of the order-id alphabet that no real service should know. */
const UNKNOWN_ORDER_ID = 'checkUpstreamUnknownId';

export interface CheckOptions {
  /** the upstream's base URL, as PRICE_SERVICE_URL or a PROVIDERS entry names it */
  url: string;
  /** fixed send amounts asked for every pair; without them, each pair's own min and max */
  amounts?: readonly string[];
  /** the most one reply may take before it counts as broken */
  timeoutMs?: number;
  /** calls in flight at once */
  concurrency?: number;
  /** create one order to this receiving address (never without it) */
  createOrderAddress?: string | null;
  /** which upstream speaks at `url` (UPSTREAM_PROTOCOL); the price service unless given */
  protocol?: UpstreamProtocol;
  /** the provider's key, for a protocol that has one */
  apiKey?: string | null;
}

export type Verdict = 'ok' | 'no quote' | 'broken';

export interface ReplyCheck {
  what: string;
  amount: string;
  ms: number;
  estimate: number | null;
  min: number | null;
  max: number | null;
  verdict: Verdict;
  /** why the reply broke the contract, or a note on a good one */
  detail: string;
}

export interface CheckReport {
  url: string;
  /** the protocol the replies were checked against */
  protocol?: UpstreamProtocol;
  prices: ReplyCheck[];
  unknownStatus: ReplyCheck;
  order: { create: ReplyCheck; status: ReplyCheck | null } | null;
  /** why the upstream could not be reached at all (nothing else was asked); null: it answered */
  unreachable: string | null;
  /** replies that broke the contract (1 for an upstream that could not be reached) */
  broken: number;
}

const SELECTABLE = COINS.filter((coin) => coin.selectable).map((coin) => coin.symbol);

/** Every ordered pair of two different selectable coins: what a visitor can pick. */
export function selectablePairs(): [CoinSymbol, CoinSymbol][] {
  return SELECTABLE.flatMap((from) =>
    SELECTABLE.filter((to) => to !== from).map((to): [CoinSymbol, CoinSymbol] => [from, to]),
  );
}

/** A reply with no estimate to show: a status, an order, or one that broke the contract. */
const plainCheck = (
  what: string,
  amount: string,
  ms: number,
  detail: string,
  verdict: Verdict = 'broken',
): ReplyCheck => ({ what, amount, ms, estimate: null, min: null, max: null, verdict, detail });

/** Every reply the report holds, in the order the table shows them. */
export const allChecks = (report: Omit<CheckReport, 'broken'>): ReplyCheck[] => [
  ...report.prices,
  report.unknownStatus,
  ...(report.order
    ? [report.order.create, ...(report.order.status ? [report.order.status] : [])]
    : []),
];

/** Runs `work` over `items` with at most `limit` in flight; results keep the items' order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, limit) }, worker));
  return results;
}

/** A plain decimal for a form field (no exponent, no float noise): 2.121e-7 -> '0.0000002121'. */
function decimal(value: number): string {
  const fixed = Number(value.toPrecision(6)).toFixed(12);
  let end = fixed.length;
  while (fixed[end - 1] === '0') end -= 1;
  if (fixed[end - 1] === '.') end -= 1;
  return fixed.slice(0, end);
}

/** A small and a large amount a visitor could order on this pair, from the probe's limits. */
function amountsInside(probe: ReplyCheck): string[] {
  const { min, max } = probe;
  if (probe.verdict === 'broken' || min === null || max === null) return [];
  const small = min > 0 ? min * (1 + INSIDE_MARGIN) : null;
  const large = max > 0 ? max * (1 - INSIDE_MARGIN) : small && small * NO_MAX_FACTOR;
  const amounts = [small, large].flatMap((value) => (value === null ? [] : [decimal(value)]));
  return [...new Set(amounts)].filter(
    (amount) => amount !== probe.amount && isInsideLimits(Number(amount), min, max),
  );
}

/** One protocol's three probes, each answered as rows of the report. */
interface Prober {
  price(pair: [CoinSymbol, CoinSymbol], amount: string): Promise<PriceCheck>;
  /** `asked`: the order the check made, held to what it asked; null: an id nobody made */
  status(orderId: string, asked: AskedOrder | null): Promise<ReplyCheck>;
  create(
    quote: PriceCheck & { pair: [CoinSymbol, CoinSymbol]; route: Route },
    address: string,
  ): Promise<NonNullable<CheckReport['order']>>;
  close(): Promise<void>;
}

interface PriceCheck {
  check: ReplyCheck;
  route: Route | null;
  /** a provider's fixed-rate id, for the one order */
  rateId?: string;
}

type Priced = PriceCheck & { pair: [CoinSymbol, CoinSymbol] };

/** Every reply for one pair: at the fixed amounts, or the probe and then the pair's own limits. */
async function pricePair(
  prober: Prober,
  pair: [CoinSymbol, CoinSymbol],
  amounts: readonly string[] | undefined,
): Promise<Priced[]> {
  const ask = async (amount: string) => ({ ...(await prober.price(pair, amount)), pair });
  const results: Priced[] = [];
  for (const amount of amounts ?? [PROBE_AMOUNT]) results.push(await ask(amount));
  if (amounts) return results;
  for (const amount of amountsInside(results[0]!.check)) results.push(await ask(amount));
  return results;
}

export async function checkUpstream(options: CheckOptions): Promise<CheckReport> {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const protocol = options.protocol ?? DEFAULT_PROTOCOL;
  const down = await unreachable(options.url, timeoutMs);
  if (down !== null) return unreachableReport(options.url, protocol, down);
  const prober: Prober = protocolProber(
    { url: options.url, protocol, apiKey: options.apiKey ?? null },
    timeoutMs,
  );
  try {
    const priced = await priceEveryPair(prober, options);
    const unknownStatus = await prober.status(UNKNOWN_ORDER_ID, null);
    const address = options.createOrderAddress;
    const order = address ? await createOneOrder(prober, priced, address) : null;
    return finish(options.url, protocol, priced, unknownStatus, order);
  } finally {
    await prober.close();
  }
}

/** Step 0: an upstream nothing answers at is one line, and nothing else is asked. */
function unreachableReport(url: string, protocol: UpstreamProtocol, why: string): CheckReport {
  const notAsked = plainCheck('status of an unknown id', '-', 0, 'not asked', 'no quote');
  return {
    url,
    protocol,
    prices: [],
    unknownStatus: notAsked,
    order: null,
    unreachable: why,
    broken: 1,
  };
}

/** Step 1: every pair a visitor can pick, a few at a time. */
async function priceEveryPair(prober: Prober, options: CheckOptions): Promise<Priced[]> {
  const pairs = await mapLimited(selectablePairs(), options.concurrency ?? 8, (pair) =>
    pricePair(prober, pair, options.amounts),
  );
  return pairs.flat();
}

/** Step 3 (only when asked): one order on the first quoted pair whose receive coin takes it. */
async function createOneOrder(
  prober: Prober,
  priced: Priced[],
  address: string,
): Promise<NonNullable<CheckReport['order']>> {
  const quote = priced.find(({ pair, route }) => route && isValidAddress(pair[1], address));
  if (quote?.route) return prober.create({ ...quote, route: quote.route }, address);
  const why = 'no quoted pair receives a coin this address belongs to: nothing was created';
  return { create: plainCheck('create an order', '-', 0, why), status: null };
}

/** Step 4: the report, with how many replies broke the contract. */
function finish(
  url: string,
  protocol: UpstreamProtocol,
  priced: Priced[],
  unknownStatus: ReplyCheck,
  order: CheckReport['order'],
): CheckReport {
  const report = {
    url,
    protocol,
    prices: priced.map(({ check }) => check),
    unknownStatus,
    order,
    unreachable: null,
  };
  return {
    ...report,
    broken: allChecks(report).filter((check) => check.verdict === 'broken').length,
  };
}
