import { useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { receiveMemoProblem } from '../../../../shared/receive-memo.js';
import { NOTICES, notify, notifyFixed } from '../../components/notify.js';
import { api } from '../../lib/api/api.js';
import { useAppDispatch } from '../../lib/api/store.js';
import { useLocalePath } from '../../lib/i18n/i18n.js';
import { limitWarningOf } from './amount-limit.js';
import { loadPlaceOrder } from './load-place-order.js';
import type { SwapSubmitInputs, Unsettled } from './place-order.js';

/**
 * SWAP NOW with script: the checks that need no server (an address given, a tag that is a tag),
 * then place-order.ts (loaded on the first press) checks the addresses, sends the order with the
 * estimate shown through RTK Query's `createOrder` mutation and remembers a made order on this
 * device; its page opens. The server orders only if its own fresh estimate is within the
 * limit of the one shown; otherwise its reply carries the new quote, shown for a second click. A
 * failure shows the spec's toast, except the server's Min/Max refusal, shown under the amount.
 *
 * `busy` holds while the price for the current inputs is on its way (without script none is
 * coming, so a served page without a quote offers SWAP NOW), from the checks to the answer, and
 * after an order is made for as long as the form is still on screen at the same place: the order
 * page's code may still be loading, and a second press then would make a second order.
 */
export function useSwapSubmit(inputs: SwapSubmitInputs) {
  const { to, apiAmount, price, offer, refuseExtra } = inputs;
  const navigate = useNavigate();
  const lp = useLocalePath();
  const [createOrder] = api.useCreateOrderMutation();
  const dispatch = useAppDispatch();
  const [submitting, setSubmitting] = useState(false);
  // the history entry an order was made on; a move elsewhere that left the form up (a later
  // click won over the order page) frees SWAP NOW again
  const here = useLocation().key;
  const [orderedOn, setOrderedOn] = useState<string | null>(null);
  const unsettled = useRef<Unsettled | null>(null);
  const sending = submitting || orderedOn === here;
  const busy = sending || (inputs.hydrated && price.pending);
  const focusAddress = () => inputs.addressField.current?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    inputs.clearProblems();
    // Nothing to send without an amount, and nothing sensible outside the quote's limits.
    if (busy || apiAmount === null || limitWarningOf(price.shown, offer, apiAmount)) return;
    const address = inputs.address.trim();
    if (address === '') {
      notifyFixed('missingAddress');
      focusAddress();
    } else if (inputs.receiveMemo !== '' && receiveMemoProblem(to, inputs.receiveMemo) !== null) {
      refuseExtra('tag');
    } else {
      setSubmitting(true);
      const onOrdered = (orderId: string) => {
        setOrderedOn(here);
        void navigate(lp(`/order/${encodeURIComponent(orderId)}`));
      };
      await loadPlaceOrder()
        .then(({ placeOrder }) =>
          placeOrder(inputs, address, { create: createOrder, dispatch, unsettled, onOrdered }),
        )
        // place-order's chunk that did not load sent nothing
        .catch(() => notify(NOTICES.contactSupport));
      setSubmitting(false);
    }
  };

  return { submitting: sending, busy, submit };
}
