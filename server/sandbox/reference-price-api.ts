import type { ServerResponse } from 'node:http';
import { COIN_SYMBOLS } from '../../shared/coins.js';
import { MARKET_IDS, SIMPLE_PRICE_PATH } from '../../shared/market-ids.js';
import { sendJson } from './http-io.js';
import { REFERENCE_PRICES } from './reference-prices.js';

// The sandbox as a market reference (REFERENCE_PRICES_URL): its fixed reference table in the
// shape of a CoinGecko-compatible simple-price API, so a site over sandboxes checks offers
// against the same table the sandbox quotes from (before its fee and any market move).

export { SIMPLE_PRICE_PATH as REFERENCE_PRICE_PATH };

/** GET /api/v3/simple/price?ids=bitcoin,ethereum&vs_currencies=usd -> {"bitcoin":{"usd":95000}} */
export function referencePriceReply(response: ServerResponse, query: URLSearchParams): void {
  if (query.get('vs_currencies')?.split(',').includes('usd') !== true) {
    return sendJson(response, 400, { error: 'vs_currencies must include usd' });
  }
  const asked = new Set((query.get('ids') ?? '').split(',').filter(Boolean));
  const reply: Record<string, { usd: number }> = {};
  for (const symbol of COIN_SYMBOLS) {
    const usd = REFERENCE_PRICES.usd[symbol];
    // like the real API, an id it has no price for is left out
    if (usd !== undefined && asked.has(MARKET_IDS[symbol])) reply[MARKET_IDS[symbol]] = { usd };
  }
  sendJson(response, 200, reply);
}
