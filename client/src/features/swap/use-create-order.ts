import { useLocalePath } from '../../lib/i18n/i18n.js';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { CreateOrderRequest, PriceQuote } from '../../../../shared/contract/api.js';
import { plainAmount } from '../../../../shared/amount.js';
import { NOTICES, notify } from '../../components/notify.js';
import type { AmountRefusal } from '../../lib/i18n/amount-text.js';
import {
  amountRefusalOfFailure,
  apiFailureOf,
  isUnsettled,
  movedQuoteOf,
  noticeForFailure,
} from './order-error.js';
import { rememberCreatedOrder } from './remember-created-order.js';
import { api } from '../../lib/api/api.js';
import { newIdempotencyKey } from './idempotency-key.js';
import type { QuoteFor } from './use-price-quote.js';

/** What SWAP NOW orders: the quote shown (its estimate is the one to keep to) and the address. */
export interface OrderToCreate {
  quote: QuoteFor;
  address: string;
  /** only where the protocol takes them and the visitor gave them */
  refundAddress?: string;
  receiveMemo?: string;
  /** the provider whose offer was picked; `quote` then holds that offer's terms */
  provider?: string;
}

export interface CreateOrderHandlers {
  /** the server refused the amount (422 AMOUNT_OUT_OF_RANGE): its Min/Max, or none */
  onAmountRefused: (refusal: AmountRefusal) => void;
  /** the exchange refused the receiving address */
  onAddressRefused: () => void;
  /** the estimate moved past the limit (409 ESTIMATE_MOVED): no order; this is the new quote */
  onEstimateMoved: (quote: PriceQuote, previous: number | null) => void;
}

/**
 * Creating an order from SWAP NOW: `submit` runs the form's last checks (`prepare`, which answers
 * null to stop), sends the order with the estimate shown, remembers it on this device and opens
 * its page. The server orders only if its own fresh estimate is within the limit of the one
 * shown; otherwise its reply carries the new quote, shown for a second click. A failure anywhere
 * shows the spec's toast for it, except the server's Min/Max refusal, which the form shows under
 * the amount. `submitting` holds from the checks to the answer, and after an order is made for
 * as long as the form is still on screen at the same place: the order page's code may still be
 * loading, and a second press then would make a second order.
 */
export function useCreateOrder(handlers: CreateOrderHandlers) {
  const navigate = useNavigate();
  const lp = useLocalePath();
  const [submitting, setSubmitting] = useState(false);
  const [createOrder] = api.useCreateOrderMutation();
  // the history entry an order was made on; a move elsewhere that left the form up (a later
  // click won over the order page) frees SWAP NOW again
  const here = useLocation().key;
  const [orderedOn, setOrderedOn] = useState<string | null>(null);
  // A submission that got no definite answer (timeout, lost connection) may have created the order
  // upstream: sending the same choice again reuses its key, so the server answers with that
  // order (the key stands for the choice, not for the quote it came with).
  const unsettled = useRef<{ choice: string; key: string } | null>(null);

  const send = async ({ quote, address, ...extra }: OrderToCreate): Promise<string> => {
    const { from, to, amount } = quote;
    const choice = JSON.stringify([
      from,
      to,
      amount,
      address,
      extra.refundAddress,
      extra.receiveMemo,
      extra.provider,
    ]);
    const { estimate: shown, route, rateId, validUntil } = quote.quote;
    const order: CreateOrderRequest = {
      from,
      to,
      amount,
      address,
      route,
      ...(shown === null ? {} : { estimate: plainAmount(shown) }),
      ...extra,
      // the provider's fixed rate for this estimate, when it gave one
      ...(rateId === undefined ? {} : { rateId }),
      ...(validUntil === undefined ? {} : { validUntil }),
    };
    const idempotencyKey =
      unsettled.current?.choice === choice ? unsettled.current.key : newIdempotencyKey();
    unsettled.current = { choice, key: idempotencyKey };
    try {
      const { orderId } = await createOrder({ order, idempotencyKey }).unwrap();
      unsettled.current = null;
      return orderId;
    } catch (error) {
      if (!isUnsettled(error)) unsettled.current = null;
      throw error;
    }
  };

  const submit = async (prepare: () => Promise<OrderToCreate | null>): Promise<void> => {
    setSubmitting(true);
    let request: OrderToCreate | null = null;
    try {
      request = await prepare();
      if (!request) return;
      const orderId = await send(request);
      setOrderedOn(here);
      void rememberCreatedOrder(orderId, request.quote);
      void navigate(lp(`/order/${encodeURIComponent(orderId)}`));
    } catch (error) {
      const moved = movedQuoteOf(error);
      if (moved) {
        handlers.onEstimateMoved(moved, request?.quote.quote.estimate ?? null);
        return;
      }
      const failure = apiFailureOf(error);
      if (failure.code === 'AMOUNT_OUT_OF_RANGE') {
        handlers.onAmountRefused(amountRefusalOfFailure(failure));
        return;
      }
      const notice = noticeForFailure(failure);
      notify(notice);
      if (notice === NOTICES.exchangeInvalidAddress) handlers.onAddressRefused();
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting: submitting || orderedOn === here, submit };
}
