import type { FormEvent, RefObject } from 'react';
import type { CoinSymbol } from '../../../../shared/coins.js';
import type { Offer } from '../../../../shared/contract/api.js';
import { receiveMemoProblem } from '../../../../shared/receive-memo.js';
import { notifyFixed } from '../../components/notify.js';
import type { AmountRefusal } from '../../lib/i18n/amount-text.js';
import { limitWarningOf } from './amount-limit.js';
import { prepareOrder } from './prepare-order.js';
import type { ExtraField } from './refund-and-tag-fields.js';
import { useCreateOrder } from './use-create-order.js';
import type { PriceQuoteState } from './use-price-quote.js';
import type { QuoteRefresh } from './use-quote-refresh.js';

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
  /** the offer picked among several on screen; null with one offer or none */
  offer: Offer | null;
  price: PriceQuoteState;
  fresh: QuoteRefresh;
  /** the script has taken over: only then is a price request coming */
  hydrated: boolean;
  /** a new submit starts without the last one's refusals */
  clearProblems: () => void;
  onAmountRefused: (refusal: AmountRefusal) => void;
}

/**
 * SWAP NOW with script: the checks that need no server (an address given, a tag that is a tag),
 * then the order built and sent. `busy` holds while ordering, and while the price for the current
 * inputs is on its way; the button then says which. Without script a price request is never
 * coming, so a served page without a quote (same coin) offers SWAP NOW, not 'Fetching Price'.
 */
export function useSwapSubmit(inputs: SwapSubmitInputs) {
  const { from, to, apiAmount, addressField, price, fresh, offer, refuseExtra } = inputs;
  const focusAddress = () => addressField.current?.focus();
  const { submitting, submit: createOrder } = useCreateOrder({
    onAmountRefused: (refusal) => {
      inputs.onAmountRefused(refusal);
      inputs.amountField.current?.focus();
    },
    onAddressRefused: focusAddress,
    onEstimateMoved: fresh.showMoved,
  });
  const busy = submitting || (inputs.hydrated && price.pending);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    inputs.clearProblems();
    // Nothing to send without an amount, and nothing sensible outside the quote's limits.
    if (busy || apiAmount === null || limitWarningOf(price.shown, offer, apiAmount)) return;
    const address = inputs.address.trim();
    if (address === '') {
      notifyFixed('missingAddress');
      focusAddress();
      return;
    }
    const { refundTo, receiveMemo } = inputs;
    if (receiveMemo !== '' && receiveMemoProblem(to, receiveMemo) !== null) {
      refuseExtra('tag');
      return;
    }
    await createOrder(async () => {
      const choice = { from, to, address, refundTo, receiveMemo, offer };
      const order = await prepareOrder(choice, fresh.current, price);
      if (typeof order !== 'string') return order;
      if (order === 'invalid-address') {
        notifyFixed('invalidAddress');
        focusAddress();
      } else if (order === 'invalid-refund') {
        refuseExtra('refund');
      } else if (order === 'no-estimate') {
        notifyFixed('priceFailed');
      }
      return null;
    });
  };

  return { submitting, busy, submit };
}
