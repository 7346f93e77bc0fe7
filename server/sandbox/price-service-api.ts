import type { z } from 'zod';
import { isValidAddress } from '../../shared/address.js';
import { isCoinSymbol, type CoinSymbol } from '../../shared/coins.js';
import {
  exchangeStatusFormSchema,
  INVALID_ADDRESS_REPLY,
  tokenExchangeFormSchema,
  tokenPriceFormSchema,
  type ExchangeStatusReply,
  type TokenExchangeReply,
  type TokenPriceReply,
} from '../../shared/contract/upstream.js';
import type { DialectDeps, SandboxDialect } from './dialect.js';
import { faultReply, type FaultEndpoint } from './faults.js';
import type { Market } from './market.js';
import { readMultipartForm } from './multipart-form.js';
import type { OrderBook } from './order-book.js';
import { isWithinLimits, pairProblem, quote } from './quote.js';

// Contract 2's three calls, from parsed form fields to the JSON the upstream would send. Bad input
// gets the upstream's own error shape, {message:'error', data:<reason>}, with HTTP 200.

const CALLS: Record<string, FaultEndpoint> = {
  'api/token_price': 'token_price',
  'api/token_exchange': 'token_exchange',
  'api/exchange_status': 'exchange_status',
};

export interface ErrorReply {
  message: 'error';
  data: string;
}

const error = (data: string): ErrorReply => ({ message: 'error', data });

/** Caps what is echoed back from the request, so a reply never mirrors a long input. */
const shown = (value: string) =>
  JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);

/** One line naming the first field that is missing or not expected. */
function formProblem(issues: z.core.$ZodIssue[]): string {
  const issue = issues[0];
  if (issue?.code === 'unrecognized_keys') return `Unexpected field: ${issue.keys.join(', ')}`;
  if (issue?.path.length) return `Missing field: ${issue.path.join('.')}`;
  return 'The form does not match this call';
}

function parseSymbol(field: string, value: string): CoinSymbol | ErrorReply {
  return isCoinSymbol(value) ? value : error(`${field} ${shown(value)} is not a known symbol`);
}

/** A plain decimal such as 1, 0.5 or 12.75; no sign, exponent, comma or spaces. */
function parseAmount(value: string, allowZero: boolean): number | ErrorReply {
  const amount = /^\d+(?:\.\d+)?$/.test(value) ? Number(value) : NaN;
  if (!Number.isFinite(amount) || (!allowZero && amount <= 0)) {
    return error(
      `TokenA_amount ${shown(value)} must be a ${allowZero ? 'non-negative' : 'positive'} decimal number`,
    );
  }
  return amount;
}

const isError = (value: unknown): value is ErrorReply =>
  typeof value === 'object' && value !== null && 'message' in value;

function tokenPrice(fields: Record<string, string>, market: Market): TokenPriceReply | ErrorReply {
  const form = tokenPriceFormSchema.safeParse(fields);
  if (!form.success) return error(formProblem(form.error.issues));
  const from = parseSymbol('TokenA_symbol', form.data.TokenA_symbol);
  if (isError(from)) return from;
  const to = parseSymbol('TokenB_symbol', form.data.TokenB_symbol);
  if (isError(to)) return to;
  const amount = parseAmount(form.data.TokenA_amount, true);
  if (isError(amount)) return amount;
  const { estimate, limits, flow } = quote(from, to, amount, market.movePercent);
  return { exchangeFlow_list: [[estimate, limits.min, limits.max, flow]] };
}

/** The route as String(list) made it: numbers and words joined by commas, numbers first. */
function isRouteText(text: string): boolean {
  const items = text.split(',');
  return (
    items.length >= 4 &&
    items.slice(0, 3).every((item) => /^-?\d+(?:\.\d+)?(?:e[-+]?\d+)?$/i.test(item.trim()))
  );
}

async function tokenExchange(
  fields: Record<string, string>,
  orders: OrderBook,
  market: Market,
): Promise<TokenExchangeReply> {
  const form = tokenExchangeFormSchema.safeParse(fields);
  if (!form.success) return error(formProblem(form.error.issues));
  const { TokenA_amount, TokenA_symbol, TokenB_symbol, TokenB_address, exchangeFlow_list } =
    form.data;
  const from = parseSymbol('TokenA_symbol', TokenA_symbol);
  if (isError(from)) return from;
  const to = parseSymbol('TokenB_symbol', TokenB_symbol);
  if (isError(to)) return to;
  const unavailable = pairProblem(from, to);
  if (unavailable) return error(unavailable);
  const amount = parseAmount(TokenA_amount, false);
  if (isError(amount)) return amount;
  if (!isRouteText(exchangeFlow_list)) {
    return error('exchangeFlow_list must be the route from token_price, as String(list)');
  }
  if (!isValidAddress(to, TokenB_address)) return error(INVALID_ADDRESS_REPLY);
  const { estimate, limits } = quote(from, to, amount, market.movePercent);
  if (estimate < 0 || !isWithinLimits(amount, limits)) {
    return error(`Amount must be between ${limits.min} and ${limits.max} ${from}`);
  }
  const id = await orders.create({
    sendSymbol: from,
    sendAmount: amount,
    receiveSymbol: to,
    receiveAmount: estimate,
    receiveAddress: TokenB_address,
    route: exchangeFlow_list,
  });
  return { message: 'success', orderInfo: id };
}

function exchangeStatus(
  fields: Record<string, string>,
  orders: OrderBook,
): ExchangeStatusReply | ErrorReply {
  const form = exchangeStatusFormSchema.safeParse(fields);
  if (!form.success) return error(formProblem(form.error.issues));
  const info = orders.info(form.data.orderID);
  return info ? { message: 'success', orderInfo: info } : error('Order not found');
}

/** The spec's price service as a dialect of the sandbox: multipart forms in, JSON out. */
export function createPriceServiceApi({ orders, market }: DialectDeps): SandboxDialect {
  return {
    // its statuses are the site's own numbers: no words
    statusWords: {},
    faultEndpoint: (method, rest) => (method === 'POST' ? (CALLS[rest] ?? null) : null),
    faultReply,
    async handle(request, rest) {
      const call = Object.hasOwn(CALLS, rest) ? CALLS[rest] : undefined;
      if (!call) {
        request.resume();
        return { status: 404, body: error(`Nothing at ${request.method} /${rest}`) };
      }
      if (request.method !== 'POST') {
        request.resume();
        return { status: 405, body: error('Use POST'), headers: { Allow: 'POST' } };
      }
      const form = await readMultipartForm(request);
      if (!form.ok) return { status: 400, body: error(form.reason) };
      const reply =
        call === 'token_price'
          ? tokenPrice(form.fields, market)
          : call === 'token_exchange'
            ? await tokenExchange(form.fields, orders, market)
            : exchangeStatus(form.fields, orders);
      return { status: 200, body: reply };
    },
  };
}
