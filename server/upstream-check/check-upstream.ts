import type { UpstreamProtocol } from '../../shared/contract/protocols.js';
import FormData from 'form-data';
import { request } from 'undici';
import { changenowProber } from './changenow-probe.js';
import type { z } from 'zod';
import { isValidAddress } from '../../shared/address.js';
import { amountLimitWarning } from '../../shared/amount.js';
import { COINS, type CoinSymbol } from '../../shared/coins.js';
import { routeToFormValue, type Route } from '../../shared/contract/route.js';
import {
  exchangeStatusReplySchema,
  tokenExchangeReplySchema,
  tokenPriceReplySchema,
} from '../../shared/contract/upstream.js';

// An operator's conformance check of an upstream, with the same schemas the BFF parses replies
// with: a price service against Contract 2, or a ChangeNOW-compatible provider through
// the site's own adapter. It only reads, unless asked to create one order.

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
  /** the price service's base URL, as PRICE_SERVICE_URL */
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
  /** the provider's key (UPSTREAM_API_KEY), for the changenow protocol */
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
  protocol?: string;
  prices: ReplyCheck[];
  unknownStatus: ReplyCheck;
  order: { create: ReplyCheck; status: ReplyCheck | null } | null;
  /** replies that broke the contract */
  broken: number;
}

type Raw = { ok: true; body: unknown; ms: number } | { ok: false; problem: string; ms: number };

const SELECTABLE = COINS.filter((coin) => coin.selectable).map((coin) => coin.symbol);

/** Every ordered pair of two different selectable coins: what a visitor can pick. */
export function selectablePairs(): [CoinSymbol, CoinSymbol][] {
  return SELECTABLE.flatMap((from) =>
    SELECTABLE.filter((to) => to !== from).map((to): [CoinSymbol, CoinSymbol] => [from, to]),
  );
}

function withSlash(url: URL): URL {
  return url.pathname.endsWith('/') ? url : new URL(`${url.pathname}/`, url);
}

async function post(
  base: URL,
  endpoint: string,
  fields: Record<string, string>,
  timeoutMs: number,
): Promise<Raw> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const { statusCode, body } = await request(new URL(`api/${endpoint}`, withSlash(base)), {
      method: 'POST',
      headers: form.getHeaders(),
      body: form.getBuffer(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await body.text();
    if (statusCode < 200 || statusCode >= 300) {
      return { ok: false, problem: `HTTP ${statusCode}`, ms: elapsed() };
    }
    try {
      return { ok: true, body: JSON.parse(text) as unknown, ms: elapsed() };
    } catch {
      return { ok: false, problem: 'not JSON', ms: elapsed() };
    }
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const message = error instanceof Error ? error.message : String(error);
    return {
      ok: false,
      problem: timedOut ? `no reply within ${timeoutMs} ms` : `network: ${message}`,
      ms: elapsed(),
    };
  }
}

/** The first schema problem, named by its path: 'exchangeFlow_list: Invalid input'. */
function schemaProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  const path = issue?.path.join('.') ?? '';
  return `contract: ${path ? `${path}: ` : ''}${issue?.message ?? 'does not match'}`;
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
const allChecks = (report: Omit<CheckReport, 'broken'>): ReplyCheck[] => [
  ...report.prices,
  report.unknownStatus,
  ...(report.order
    ? [report.order.create, ...(report.order.status ? [report.order.status] : [])]
    : []),
];

async function checkPrice(
  base: URL,
  [from, to]: [CoinSymbol, CoinSymbol],
  amount: string,
  timeoutMs: number,
): Promise<{ check: ReplyCheck; route: Route | null }> {
  const what = `${from}>${to}`;
  const raw = await post(
    base,
    'token_price',
    { TokenA_amount: amount, TokenA_symbol: from, TokenB_symbol: to },
    timeoutMs,
  );
  if (!raw.ok) return { check: plainCheck(what, amount, raw.ms, raw.problem), route: null };
  const parsed = tokenPriceReplySchema.safeParse(raw.body);
  if (!parsed.success) {
    return { check: plainCheck(what, amount, raw.ms, schemaProblem(parsed.error)), route: null };
  }
  const [estimate, min, max] = parsed.data.exchangeFlow_list[0];
  const quoted = estimate >= 0;
  const inside = isInsideLimits(Number(amount), min, max);
  return {
    check: {
      what,
      amount,
      ms: raw.ms,
      estimate,
      min,
      max,
      verdict: quoted ? 'ok' : 'no quote',
      detail: quoted
        ? ''
        : inside
          ? 'estimate -1 although a visitor could order this amount within its own limits'
          : 'estimate -1, pair or amount not served',
    },
    route: quoted ? parsed.data.exchangeFlow_list : null,
  };
}

async function checkStatus(
  base: URL,
  orderId: string,
  expectKnown: boolean,
  timeoutMs: number,
): Promise<ReplyCheck> {
  const what = expectKnown ? 'status of the new order' : 'status of an unknown id';
  const raw = await post(base, 'exchange_status', { orderID: orderId }, timeoutMs);
  if (!raw.ok) return plainCheck(what, '-', raw.ms, raw.problem);
  const parsed = exchangeStatusReplySchema.safeParse(raw.body);
  if (!parsed.success) return plainCheck(what, '-', raw.ms, schemaProblem(parsed.error));
  const reply = parsed.data;
  const known = 'orderInfo' in reply;
  if (known !== expectKnown) {
    return plainCheck(
      what,
      '-',
      raw.ms,
      known ? 'an id nobody created is reported as an order' : 'the new order is not found',
    );
  }
  const detail =
    'orderInfo' in reply ? `status ${reply.orderInfo.status}` : `message '${reply.message}'`;
  return plainCheck(what, '-', raw.ms, detail, 'ok');
}

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

/** An amount a visitor could order with these limits: the site's own rule. */
const isInsideLimits = (amount: number, min: number, max: number) =>
  amount > 0 && amountLimitWarning(amount, min, max) === null;

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
  status(orderId: string, expectKnown: boolean): Promise<ReplyCheck>;
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

/** Contract 2 over multipart form-data, parsed with its schemas. */
function priceServiceProber(base: URL, timeoutMs: number): Prober {
  return {
    price: (pair, amount) => checkPrice(base, pair, amount, timeoutMs),
    status: (orderId, expectKnown) => checkStatus(base, orderId, expectKnown, timeoutMs),
    create: (quote, address) => createOneOrder(base, address, quote, timeoutMs),
    close: () => Promise.resolve(),
  };
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
  const base = new URL(options.url);
  const timeoutMs = options.timeoutMs ?? 10_000;
  const protocol = options.protocol ?? 'price-service';
  const prober =
    protocol === 'changenow'
      ? changenowProber(options.url, options.apiKey ?? '', timeoutMs)
      : priceServiceProber(base, timeoutMs);
  try {
    const priced = (
      await mapLimited(selectablePairs(), options.concurrency ?? 8, (pair) =>
        pricePair(prober, pair, options.amounts),
      )
    ).flat();
    const unknownStatus = await prober.status(UNKNOWN_ORDER_ID, false);
    let order: CheckReport['order'] = null;
    const address = options.createOrderAddress;
    if (address) {
      // one order on the first quoted pair whose receive coin takes this address
      const quote = priced.find(({ pair, route }) => route && isValidAddress(pair[1], address));
      order = quote?.route
        ? await prober.create({ ...quote, route: quote.route }, address)
        : {
            create: plainCheck(
              'create an order',
              '-',
              0,
              'no quoted pair receives a coin this address belongs to: nothing was created',
            ),
            status: null,
          };
    }
    return finish(options.url, protocol, priced, unknownStatus, order);
  } finally {
    await prober.close();
  }
}

function finish(
  url: string,
  protocol: string,
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
  };
  return {
    ...report,
    broken: allChecks(report).filter((check) => check.verdict === 'broken').length,
  };
}

/** One order on a quoted pair, then its status. */
async function createOneOrder(
  base: URL,
  address: string,
  quote: Priced & { route: Route },
  timeoutMs: number,
): Promise<NonNullable<CheckReport['order']>> {
  const [from, to] = quote.pair;
  const what = `create ${from}>${to}`;
  const raw = await post(
    base,
    'token_exchange',
    {
      TokenA_amount: quote.check.amount,
      TokenA_symbol: from,
      TokenB_symbol: to,
      TokenB_address: address,
      exchangeFlow_list: routeToFormValue(quote.route),
    },
    timeoutMs,
  );
  if (!raw.ok)
    return { create: plainCheck(what, quote.check.amount, raw.ms, raw.problem), status: null };
  const parsed = tokenExchangeReplySchema.safeParse(raw.body);
  if (!parsed.success) {
    return {
      create: plainCheck(what, quote.check.amount, raw.ms, schemaProblem(parsed.error)),
      status: null,
    };
  }
  if (parsed.data.message === 'error') {
    // A refusal fits the contract; the operator reads why.
    const create = plainCheck(
      what,
      quote.check.amount,
      raw.ms,
      `refused: ${parsed.data.data}`,
      'ok',
    );
    return { create, status: null };
  }
  const orderId = parsed.data.orderInfo;
  const create = plainCheck(what, quote.check.amount, raw.ms, `order ${orderId}`, 'ok');
  return { create, status: await checkStatus(base, orderId, true, timeoutMs) };
}

const contractName = (report: CheckReport) =>
  report.protocol === 'changenow' ? "ChangeNOW's API v2" : 'Contract 2';

const cell = (value: number | null) => (value === null ? '-' : String(value));

/** The table an operator reads, then a summary; the last line says whether the contract holds. */
export function formatReport(report: CheckReport): string {
  const rows = allChecks(report);
  const table = [
    ['pair', 'amount', 'reply ms', 'estimate', 'min', 'max', 'verdict'],
    ...rows.map((row) => [
      row.what,
      row.amount,
      String(row.ms),
      cell(row.estimate),
      cell(row.min),
      cell(row.max),
      row.detail ? `${row.verdict}: ${row.detail}` : row.verdict,
    ]),
  ];
  const widths = table[0]!.map((_, column) =>
    Math.max(...table.map((line) => line[column]!.length)),
  );
  const lines = table.map((line) =>
    line
      .map((text, column) => (column === line.length - 1 ? text : text.padEnd(widths[column]!)))
      .join('  '),
  );
  const times = report.prices.map((row) => row.ms).sort((a, b) => a - b);
  const count = (verdict: Verdict) => report.prices.filter((row) => row.verdict === verdict).length;
  const pairs = (rows: ReplyCheck[]) => new Set(rows.map((row) => row.what)).size;
  const quotedPairs = pairs(report.prices.filter((row) => row.verdict === 'ok'));
  const summary = [
    '',
    `Upstream: ${report.url} (${report.protocol ?? 'price-service'})`,
    `Price replies: ${report.prices.length} (${count('ok')} quoted, ${count('no quote')} no quote, ${count('broken')} broken); ` +
      `reply time median ${times[Math.floor(times.length / 2)] ?? 0} ms, slowest ${times.at(-1) ?? 0} ms`,
    `Pairs quoted at least once: ${quotedPairs} of ${pairs(report.prices)}`,
    `Status of an unknown id: ${report.unknownStatus.verdict}`,
    report.order
      ? `Order created on request: ${report.order.create.verdict}${report.order.status ? `, its status: ${report.order.status.verdict}` : ''}`
      : 'No order was created (pass --create-order <address> to try one).',
    report.broken === 0
      ? `${contractName(report)}: every reply fits.`
      : `${contractName(report)}: BROKEN by ${report.broken} repl${report.broken === 1 ? 'y' : 'ies'}.`,
  ];
  return [...lines, ...summary].join('\n');
}
