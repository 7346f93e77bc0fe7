import type { RefObject } from 'react';
import { isValidAddress } from '../../../../shared/address.js';
import { plainAmount } from '../../../../shared/amount.js';
import { PRIVATE_ROUTE_COIN } from '../../../../shared/private-route.js';
import type { CoinSymbol } from '../../../../shared/coins.js';
import type {
  CreateOrderRequest,
  ErrorCode,
  EstimateMovedBody,
  Offer,
  PriceQuote,
} from '../../../../shared/contract/api.js';
import { NOTICES, notify, notifyFixed } from '../../components/notify.js';
import { api, type QuoteFor } from '../../lib/api/api.js';
import { apiFailureOf, type ApiFailure } from '../../lib/api/api-failure.js';
import type { AppDispatch } from '../../lib/api/store.js';
import type { AmountRefusal } from '../../lib/i18n/amount-text.js';
import { newIdempotencyKey } from './idempotency-key.js';
import { amountRefusalOfFailure, noticeForFailure } from './order-error.js';
import { pickedOffer } from './picked-offer.js';
import type { ExtraField } from './refund-and-tag-fields.js';
import { rememberCreatedOrder } from './remember-created-order.js';
import type { PriceQuoteState } from './use-price-quote.js';

// SWAP NOW's last checks and the call that places the order, loaded on first use with the address
// rule (load-place-order.ts): none of it is needed before the visitor presses.

/** The form as SWAP NOW reads it. */
export interface SwapSubmitInputs {
  from: CoinSymbol;
  to: CoinSymbol;
  /** the amount as sent to the API; null when the text is not one */
  apiAmount: string | null;
  /** the receiving address as typed */
  address: string;
  addressField: RefObject<HTMLInputElement | null>;
  amountField: RefObject<HTMLInputElement | null>;
  /** the optional fields as the order carries them ('' when not given) */
  refundTo: string;
  receiveMemo: string;
  refuseExtra: (field: ExtraField) => void;
  /** a private route's Monero refund address as the order carries it ('' when not given) */
  xmrRefundTo: string;
  refuseXmrRefund: () => void;
  /** the offer picked among several on screen; null with one offer or none */
  offer: Offer | null;
  price: PriceQuoteState;
  /** the script has taken over: only then is a price request coming */
  hydrated: boolean;
  /** a new submit starts without the last one's refusals */
  clearProblems: () => void;
  onAmountRefused: (refusal: AmountRefusal) => void;
}

/** What placing an order needs beside the form: the mutation, the form's memory, the way on. */
export interface Placing {
  /** RTK Query's createOrder mutation */
  create: ReturnType<typeof api.useCreateOrderMutation>[0];
  /** the store's: a moved estimate's new quote goes into RTK Query's cache */
  dispatch: AppDispatch;
  /** the last submission without a definite answer, kept by the form between presses */
  unsettled: { current: Unsettled | null };
  /** made, and being remembered on this device: its page opens */
  onOrdered: (orderId: string) => void;
}

/** A submission that got no definite answer, with the key a retry of the same choice reuses. */
export interface Unsettled {
  choice: string;
  key: string;
}

/** Replies that settle a submission: sending the same order again would get the same answer. */
const DEFINITE: ReadonlySet<ErrorCode> = new Set([
  'INVALID_ADDRESS',
  'AMOUNT_OUT_OF_RANGE',
  'SWAPS_PAUSED',
  // the site made no order: it could not have recorded one
  'TEMPORARILY_UNAVAILABLE',
  // the provider's reply failed the checks: the key keeps this answer, and no order is shown
  'PROVIDER_MISMATCH',
  'BAD_REQUEST',
  'RATE_LIMITED',
  'IDEMPOTENCY_CONFLICT',
  'ESTIMATE_MOVED',
]);

/** The new quote of a 409 ESTIMATE_MOVED reply, or null for any other outcome. */
export function movedQuoteOf(failure: ApiFailure | undefined): PriceQuote | null {
  if (failure?.code !== 'ESTIMATE_MOVED') return null;
  const quote = (failure.body as Partial<EstimateMovedBody>).quote;
  return quote && Array.isArray(quote.route) ? quote : null;
}

/**
 * The quote the order keeps to: the estimate on screen. The server checks it against a fresh
 * quote and, if it moved too far, sends the new one back for a second click.
 */
async function quoteToKeep(
  price: PriceQuoteState,
  offer: Offer | null,
): Promise<{ quote: QuoteFor; chosen: Offer | undefined } | null> {
  // asked for at once: a failed ask gives none (the price's own toast said so)
  const requestNow = async () =>
    (await price
      .refetch?.()
      .unwrap()
      .catch(() => null)) ?? null;
  let quote = price.current ?? (await requestNow());
  // A fixed rate past its end is asked for afresh first; the order carries the new rate but
  // still the estimate the visitor saw, so the moved-estimate rule decides as for any order.
  const until = quote?.quote.validUntil;
  if (quote && until !== undefined && Date.now() >= until * 1000) {
    const renewed = await requestNow();
    const estimate = quote.quote.estimate;
    quote = renewed && { ...renewed, quote: { ...renewed.quote, estimate } };
  }
  if (!quote) return null;
  // the offer picked among several: its own terms, held to its own estimate. A pick missing from
  // a newer quote stays the visitor's pick (the server quotes that provider afresh): never another
  // a private route's pick is looked for among the private routes
  const listed = offer?.legs ? quote.quote.privateOffers : quote.quote.offers;
  const chosen =
    offer === null
      ? pickedOffer(quote.quote.offers ?? [], null)
      : ((listed ?? []).find((each) => each.provider === offer.provider) ?? offer);
  if (chosen && ((quote.quote.offers?.length ?? 0) > 1 || chosen.legs)) {
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
 * quote to keep to, in the offer picked, sent with the estimate shown (and its fixed rate) through
 * RTK Query's createOrder mutation. A submission without a definite answer (a timeout, a lost
 * connection) may have made the order upstream: the same choice again is sent under the same
 * key, so the server answers with that order. 409 ESTIMATE_MOVED shows the new quote for a second
 * click; a failure shows the spec's toast, except the server's Min/Max refusal, shown under the
 * amount.
 */
export async function placeOrder(
  form: SwapSubmitInputs,
  address: string,
  { create, dispatch, unsettled, onOrdered }: Placing,
): Promise<void> {
  const { from, to, refundTo, receiveMemo, xmrRefundTo, offer } = form;
  const focusAddress = () => form.addressField.current?.focus();
  if (!isValidAddress(to, address)) {
    notifyFixed('invalidAddress');
    focusAddress();
    return;
  }
  if (refundTo !== '' && !isValidAddress(from, refundTo)) return form.refuseExtra('refund');
  if (xmrRefundTo !== '' && !isValidAddress(PRIVATE_ROUTE_COIN, xmrRefundTo)) {
    return form.refuseXmrRefund();
  }
  // no quote to be had: the price's own toast said so
  const kept = await quoteToKeep(form.price, offer);
  if (!kept) return;
  const { quote, chosen } = kept;
  const { estimate, route, rateId, validUntil } = quote.quote;
  if (estimate === null) return notifyFixed('priceFailed');
  // the provider is named only where several offers were on screen
  const provider = chosen && offer !== null ? chosen.provider : undefined;
  const order: CreateOrderRequest = {
    from,
    to,
    amount: quote.amount,
    address,
    route,
    estimate: plainAmount(estimate),
    ...(refundTo === '' ? {} : { refundAddress: refundTo }),
    ...(receiveMemo === '' ? {} : { receiveMemo }),
    ...(provider === undefined ? {} : { provider }),
    ...(xmrRefundTo === '' ? {} : { xmrRefundAddress: xmrRefundTo }),
    // the provider's fixed rate for this estimate, when it gave one
    ...(rateId === undefined ? {} : { rateId }),
    ...(validUntil === undefined ? {} : { validUntil }),
  };
  // the key stands for the visitor's choice, not for the quote it came with
  const choice = JSON.stringify([
    from,
    to,
    quote.amount,
    address,
    refundTo,
    receiveMemo,
    provider,
    xmrRefundTo,
  ]);
  const key = unsettled.current?.choice === choice ? unsettled.current.key : newIdempotencyKey();
  unsettled.current = { choice, key };
  const result = await create({ order, idempotencyKey: key });
  if (result.data) {
    unsettled.current = null;
    void rememberCreatedOrder(result.data.orderId, quote);
    return onOrdered(result.data.orderId);
  }
  const failure = apiFailureOf(result.error);
  if (failure?.code && DEFINITE.has(failure.code)) unsettled.current = null;
  const moved = movedQuoteOf(failure);
  if (moved) {
    const inputs = { from: quote.from, to: quote.to, amount: quote.amount };
    const fresh = { ...inputs, quote: moved, receivedAt: Date.now() };
    // the page's newest quote for these inputs: the cache holds it, the poll goes on
    dispatch(api.util.upsertQueryEntries([{ endpointName: 'price', arg: inputs, value: fresh }]));
    return form.price.setMoved({ quote: fresh, previous: estimate });
  }
  if (failure?.code === 'AMOUNT_OUT_OF_RANGE') {
    form.onAmountRefused(amountRefusalOfFailure(failure));
    form.amountField.current?.focus();
    return;
  }
  // leg two's provider refused the Monero refund address: said under that field
  if (failure?.code === 'INVALID_ADDRESS' && failure.params.field === 'xmrRefundAddress') {
    return form.refuseXmrRefund();
  }
  const notice = noticeForFailure(failure ?? { code: null });
  notify(notice);
  if (notice === NOTICES.exchangeInvalidAddress) focusAddress();
}
