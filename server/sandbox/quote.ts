import type { CoinSymbol } from '../../shared/coins.js';
import { REFERENCE_PRICES } from './reference-prices.js';

export interface SendLimits {
  min: number;
  /** 0 = no maximum (Contract 2) */
  max: number;
}

export interface Quote {
  /** -1 when the pair or the amount cannot be served */
  estimate: number;
  limits: SendLimits;
  flow: string;
}

const RECEIVE_DECIMALS = 8;

function usdPrice(symbol: CoinSymbol): number | null {
  return REFERENCE_PRICES.usd[symbol] ?? null;
}

/** Two significant figures, so limits read like a person chose them (0.00021 BTC, 81 XRP). */
function twoFigures(value: number): number {
  return Number(value.toPrecision(2));
}

/** Min and max send amounts in coin units; 0 and 0 for a coin the service does not trade. */
export function sendLimits(symbol: CoinSymbol): SendLimits {
  const usd = usdPrice(symbol);
  if (usd === null) return { min: 0, max: 0 };
  return {
    min: twoFigures(REFERENCE_PRICES.minSendUsd / usd),
    max: twoFigures(REFERENCE_PRICES.maxSendUsd / usd),
  };
}

/** The route names the hop through Monero: 'BNB>XMR>ETH', or 'XMR>ETH' when one side is XMR. */
export function flowOf(from: CoinSymbol, to: CoinSymbol): string {
  const hops: string[] = [from];
  if (from !== 'XMR' && to !== 'XMR') hops.push('XMR');
  hops.push(to);
  return hops.join('>');
}

/** Why a pair cannot be traded at all, or null when it can. */
export function pairProblem(from: CoinSymbol, to: CoinSymbol): string | null {
  if (from === to) return 'Cannot swap a coin for itself';
  for (const symbol of [from, to]) {
    if (usdPrice(symbol) === null) return `${symbol} is not available for swapping`;
  }
  return null;
}

export function isWithinLimits(amount: number, limits: SendLimits): boolean {
  return amount >= limits.min && (limits.max === 0 || amount <= limits.max);
}

/** `movePercent` shifts the estimate off the reference table (see Market). */
export function quote(from: CoinSymbol, to: CoinSymbol, amount: number, movePercent = 0): Quote {
  const limits = sendLimits(from);
  const flow = flowOf(from, to);
  const fromUsd = usdPrice(from);
  const toUsd = usdPrice(to);
  if (pairProblem(from, to) || fromUsd === null || toUsd === null) {
    return { estimate: -1, limits, flow };
  }
  if (!(amount > 0) || !isWithinLimits(amount, limits)) return { estimate: -1, limits, flow };
  const gross = (amount * fromUsd) / toUsd;
  const net = gross * (1 - REFERENCE_PRICES.feePercent / 100) * (1 + movePercent / 100);
  // Rounded down: the service never promises more than it would pay. toPrecision first, so binary
  // noise (1.98 * 1e8 = 197999999.99999997) does not cost the last unit.
  const scale = 10 ** RECEIVE_DECIMALS;
  const units = Math.floor(Number((net * scale).toPrecision(12)));
  const estimate = Number((units / scale).toFixed(RECEIVE_DECIMALS));
  return { estimate, limits, flow };
}
