import type { PriceQuote } from '../../shared/contract/api.js';
import type { CoinSymbol } from '../../shared/coins.js';
import type { UpstreamClient } from '../upstream/upstream-client.js';

export interface PriceRequest {
  from: CoinSymbol;
  to: CoinSymbol;
  amount: string;
}

export function createPriceService(upstream: UpstreamClient) {
  return {
    async quote({ from, to, amount }: PriceRequest): Promise<PriceQuote> {
      const reply = await upstream.price({
        TokenA_amount: amount,
        TokenA_symbol: from,
        TokenB_symbol: to,
      });
      // The schema guarantees at least one entry of at least three numbers.
      const [estimate, min, max] = reply.exchangeFlow_list[0];
      return { estimate: estimate < 0 ? null : estimate, min, max, route: reply.exchangeFlow_list };
    },
  };
}

export type PriceService = ReturnType<typeof createPriceService>;
