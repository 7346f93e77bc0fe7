import { useLocalePath } from '../../lib/i18n/i18n.js';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { NOTICES, notify } from '../../components/notify.js';
import { apiFailureOf, isUnsettled, noticeForFailure } from './order-error.js';
import { rememberCreatedOrder } from './remember-created-order.js';
import { useCreateOrderMutation } from './swap.api.js';
import { newIdempotencyKey } from './idempotency-key.js';
import type { CreateOrderRequest } from '../../../../shared/contract/api.js';
import type { QuoteFor } from './use-price-quote.js';

/** What SWAP NOW orders: the quote it orders from and the receiving address. */
export interface OrderToCreate {
  quote: QuoteFor;
  address: string;
}

export interface CreateOrderHandlers {
  /** the server refused the amount (422 AMOUNT_OUT_OF_RANGE) with this Min/Max text */
  onAmountRefused: (text: string) => void;
  /** the exchange refused the receiving address */
  onAddressRefused: () => void;
}

/**
 * Creating an order from SWAP NOW: `submit` runs the form's last checks (`prepare`, which answers
 * null to stop), sends the order, remembers it on this device and opens its page. A failure
 * anywhere shows the spec's toast for it, except the server's Min/Max refusal, which the form
 * shows under the amount. `submitting` holds from the checks to the answer.
 */
export function useCreateOrder(handlers: CreateOrderHandlers) {
  const navigate = useNavigate();
  const lp = useLocalePath();
  const [submitting, setSubmitting] = useState(false);
  // A submission that got no definite answer (timeout, lost connection) may have created the order
  // upstream: sending the same choice again resends that very body under its key, first route
  // included, so the server answers with the first reply. A fresh quote's route would make it
  // another order to the server, and a new key a second one upstream.
  const unsettled = useRef<{ choice: string; key: string; order: CreateOrderRequest } | null>(null);
  const [createOrder] = useCreateOrderMutation();

  const send = async ({ quote, address }: OrderToCreate): Promise<string> => {
    const choice = JSON.stringify([quote.from, quote.to, quote.amount, address]);
    const again = unsettled.current?.choice === choice ? unsettled.current : null;
    const order: CreateOrderRequest = again?.order ?? {
      from: quote.from,
      to: quote.to,
      amount: quote.amount,
      address,
      route: quote.quote.route,
    };
    const idempotencyKey = again?.key ?? newIdempotencyKey();
    unsettled.current = { choice, key: idempotencyKey, order };
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
    try {
      const request = await prepare();
      if (!request) return;
      const orderId = await send(request);
      void rememberCreatedOrder(orderId, request.quote);
      void navigate(lp(`/order/${encodeURIComponent(orderId)}`));
    } catch (error) {
      const failure = apiFailureOf(error);
      if (failure.code === 'AMOUNT_OUT_OF_RANGE' && failure.message) {
        handlers.onAmountRefused(failure.message);
        return;
      }
      const notice = noticeForFailure(failure);
      notify(notice);
      if (notice === NOTICES.exchangeInvalidAddress) handlers.onAddressRefused();
    } finally {
      setSubmitting(false);
    }
  };

  return { submitting, submit };
}
