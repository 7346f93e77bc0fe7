import type { CoinSymbol } from '../../../../shared/coins.js';
import type { Offer } from '../../../../shared/contract/api.js';
import { loadAddressCheck } from './load-address-check.js';
import { pickedOffer } from './picked-offer.js';
import type { OrderToCreate } from './use-create-order.js';
import type { PriceQuoteState, QuoteFor } from './use-price-quote.js';

/** The visitor's choice as the form holds it, already trimmed. */
export interface OrderChoice {
  from: CoinSymbol;
  to: CoinSymbol;
  address: string;
  /** '' when not given or not offered */
  refundTo: string;
  receiveMemo: string;
  /** the offer picked among several on screen; null with one offer or none */
  offer: Offer | null;
}

/** Why no order can be sent; the form says so (a toast, a field's refusal) or, for no quote, nothing. */
export type Unorderable = 'invalid-address' | 'invalid-refund' | 'no-quote' | 'no-estimate';

/**
 * The quote the order keeps to: the estimate on screen. The server checks it against a fresh
 * quote and, if it moved too far, sends the new one back for a second click.
 */
async function quoteToKeep(
  fresh: QuoteFor | null,
  price: PriceQuoteState,
  offer: Offer | null,
): Promise<{ quote: QuoteFor; chosen: Offer | undefined } | null> {
  let quote = fresh ?? (await price.requestNow());
  // A fixed rate past its end is asked for afresh first; the order carries the new rate but
  // still the estimate the visitor saw, so the moved-estimate rule decides as for any order.
  const until = quote?.quote.validUntil;
  if (quote && until !== undefined && Date.now() >= until * 1000) {
    const renewed = await price.requestNow();
    const estimate = quote.quote.estimate;
    quote = renewed && { ...renewed, quote: { ...renewed.quote, estimate } };
  }
  if (!quote) return null;
  // the offer picked among several: its own terms, held to its own estimate. A pick missing from
  // a newer quote stays the visitor's pick (the server quotes that provider afresh): never another
  const chosen =
    offer === null
      ? pickedOffer(quote.quote.offers ?? [], null)
      : ((quote.quote.offers ?? []).find((each) => each.provider === offer.provider) ?? offer);
  if (chosen && (quote.quote.offers?.length ?? 0) > 1) {
    const { estimate, route, rateId, validUntil } = chosen;
    quote = {
      ...quote,
      quote: { estimate, min: chosen.min, max: chosen.max, route, rateId, validUntil },
    };
  }
  return { quote, chosen };
}

/**
 * SWAP NOW's last checks and the order they give: the receiving address by the receive coin's
 * rule, the refund address by the send coin's (a refund comes back in the coin sent), then the
 * quote to keep to, in the offer picked.
 */
export async function prepareOrder(
  choice: OrderChoice,
  fresh: QuoteFor | null,
  price: PriceQuoteState,
): Promise<OrderToCreate | Unorderable> {
  const { from, to, address, refundTo, receiveMemo, offer } = choice;
  const { isValidAddress } = await loadAddressCheck();
  if (!isValidAddress(to, address)) return 'invalid-address';
  if (refundTo !== '' && !isValidAddress(from, refundTo)) return 'invalid-refund';
  const kept = await quoteToKeep(fresh, price, offer);
  if (!kept) return 'no-quote';
  const { quote, chosen } = kept;
  if (quote.quote.estimate === null) return 'no-estimate';
  return {
    quote,
    // the provider is named only where several offers were on screen
    ...(chosen && offer !== null ? { provider: chosen.provider } : {}),
    address,
    ...(refundTo === '' ? {} : { refundAddress: refundTo }),
    ...(receiveMemo === '' ? {} : { receiveMemo }),
  };
}
