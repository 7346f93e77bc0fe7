import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { amountLimitWarning, formatLimitWarning, formatRate } from '../../../../shared/amount.js';
import { getCoin, type CoinSymbol } from '../../../../shared/coins.js';
import { TYPICAL_SWAP_MINUTES } from '../../../../shared/constants.js';
import { NOTICES, notify, notifyFixed } from '../../components/notify.js';
import { Spinner } from '../../components/spinner.js';
import { XrpTagNote } from '../../components/xrp-tag-note.js';
import { CoinSelect } from './coin-select.js';
import { newIdempotencyKey } from './idempotency-key.js';
import { loadAddressCheck } from './load-address-check.js';
import { isUnsettled, noticeForOrderError } from './order-error.js';
import { rememberCreatedOrder } from './remember-created-order.js';
import { useCreateOrderMutation } from './swap.api.js';
import { formatEstimate, nextAmountText, toApiAmount } from './swap-amount.js';
import { QuoteStatus } from './quote-status.js';
import { usePriceQuote } from './use-price-quote.js';
import { useQuoteRefresh } from './use-quote-refresh.js';
import './swap-form.css';

type Side = 'send' | 'receive';

/** The swap form of spec sections 2, 4, 5 and 8. */
export function SwapForm() {
  const navigate = useNavigate();
  const [from, setFrom] = useState<CoinSymbol>('BNB');
  const [to, setTo] = useState<CoinSymbol>('ETH');
  const [amountText, setAmountText] = useState('');
  const [address, setAddress] = useState('');
  const [openPicker, setOpenPicker] = useState<Side | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const addressRef = useRef<HTMLInputElement>(null);
  // The key of a submission that got no definite answer (timeout, lost connection): sending the
  // same order again reuses it, so the server can answer with the first reply, not a second order.
  const unsettled = useRef<{ order: string; key: string } | null>(null);
  const [createOrder] = useCreateOrderMutation();
  const price = usePriceQuote(from, to, amountText);
  const fresh = useQuoteRefresh(price);

  const fromCoin = getCoin(from);
  const toCoin = getCoin(to);
  const busy = submitting || price.pending;
  const shown = price.shown;
  const estimate = shown?.quote.estimate ?? null;
  const quotedAmount = shown ? Number(shown.amount) : null;
  const apiAmount = toApiAmount(amountText);
  const limitWarning =
    shown && apiAmount !== null && !busy
      ? amountLimitWarning(Number(apiAmount), shown.quote.min, shown.quote.max)
      : null;

  const choose = (side: Side, symbol: CoinSymbol) => {
    setOpenPicker(null);
    const other = side === 'send' ? to : from;
    // picking the other side's coin turns the pair around rather than pairing a coin with itself
    if (symbol === other) {
      setFrom(to);
      setTo(from);
    } else if (side === 'send') {
      setFrom(symbol);
    } else {
      setTo(symbol);
    }
    // choosing clears that side's value; the receive estimate clears with the new pair
    if (side === 'send') setAmountText('');
  };

  const swapDirection = () => {
    if (submitting || price.inFlight) return;
    setOpenPicker(null);
    setFrom(to);
    setTo(from);
  };

  const focusAddress = () => addressRef.current?.focus();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Nothing to send without an amount, and nothing sensible outside the quote's limits.
    if (busy || apiAmount === null || limitWarning) return;
    const receiver = address.trim();
    if (receiver === '') {
      notifyFixed('missingAddress');
      focusAddress();
      return;
    }
    setSubmitting(true);
    try {
      const { isValidAddress } = await loadAddressCheck();
      if (!isValidAddress(to, receiver)) {
        notifyFixed('invalidAddress');
        focusAddress();
        return;
      }
      // a failed or old quote is asked for again; a moved estimate waits for a second click
      const quote = await fresh.quoteForOrder();
      if (!quote) return;
      if (quote.quote.estimate === null) {
        notifyFixed('priceFailed');
        return;
      }
      const order = {
        from: quote.from,
        to: quote.to,
        amount: quote.amount,
        address: receiver,
        route: quote.quote.route,
      };
      const signature = JSON.stringify(order);
      const idempotencyKey =
        unsettled.current?.order === signature ? unsettled.current.key : newIdempotencyKey();
      unsettled.current = { order: signature, key: idempotencyKey };
      try {
        const { orderId } = await createOrder({ order, idempotencyKey }).unwrap();
        unsettled.current = null;
        void rememberCreatedOrder(orderId, quote);
        void navigate(`/order/${encodeURIComponent(orderId)}`);
      } catch (error) {
        if (!isUnsettled(error)) unsettled.current = null;
        throw error;
      }
    } catch (error) {
      const notice = noticeForOrderError(error);
      notify(notice);
      if (notice === NOTICES.exchangeInvalidAddress) focusAddress();
    } finally {
      setSubmitting(false);
    }
  };

  const busyLabel = submitting ? 'Anonymizing' : 'Fetching Price';

  return (
    <form
      className="swap-form"
      aria-label="Swap"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      <div className="swap-form__field">
        <label className="swap-form__label" htmlFor="send-amount">
          You send
        </label>
        <div className="swap-form__row">
          <input
            id="send-amount"
            className="swap-form__amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={amountText}
            aria-describedby="send-limit"
            onChange={(event) => {
              const next = nextAmountText(event.target.value);
              if (next !== null) setAmountText(next);
            }}
          />
          <CoinSelect
            id="send-coin"
            label="Send currency"
            value={from}
            open={openPicker === 'send'}
            onOpenChange={(open) => setOpenPicker(open ? 'send' : null)}
            onChoose={(symbol) => choose('send', symbol)}
          />
        </div>
        <p id="send-limit" className="swap-form__warning" aria-live="polite">
          {limitWarning ? formatLimitWarning(limitWarning, fromCoin.label) : ''}
        </p>
      </div>

      <button
        type="button"
        className="swap-form__direction"
        aria-label="Swap send and receive currencies"
        onClick={swapDirection}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M7 4v14m0 0-4-4m4 4 4-4M17 20V6m0 0-4 4m4-4 4 4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </button>

      <div className="swap-form__field">
        <label className="swap-form__label" htmlFor="receive-amount">
          You receive (estimate)
        </label>
        <div className="swap-form__row">
          <input
            id="receive-amount"
            className="swap-form__amount"
            type="text"
            readOnly
            value={formatEstimate(estimate)}
          />
          <CoinSelect
            id="receive-coin"
            label="Receive currency"
            value={to}
            open={openPicker === 'receive'}
            onOpenChange={(open) => setOpenPicker(open ? 'receive' : null)}
            onChoose={(symbol) => choose('receive', symbol)}
          />
        </div>
      </div>

      <div className="swap-form__rates">
        <p>
          1 {fromCoin.label} = {formatRate(estimate, quotedAmount)} {toCoin.label}
        </p>
        <p>
          1 {toCoin.label} = {formatRate(quotedAmount, estimate)} {fromCoin.label}
        </p>
        <QuoteStatus quote={fresh.current} moved={fresh.moved} movedId="quote-moved" />
      </div>

      <div className="swap-form__field">
        <label className="swap-form__label" htmlFor="receive-address">
          Receiving wallet address
        </label>
        <input
          ref={addressRef}
          id="receive-address"
          className="swap-form__address"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={`Your ${toCoin.label} address`}
          value={address}
          aria-describedby="swap-note"
          onChange={(event) => setAddress(event.target.value)}
        />
      </div>

      {to === 'XRP' && <XrpTagNote />}

      <p id="swap-note" className="swap-form__note">
        Note: enter your own {toCoin.label} wallet address. A swap takes about{' '}
        {TYPICAL_SWAP_MINUTES} minutes on average.
      </p>

      <button
        type="submit"
        className="swap-form__submit"
        aria-disabled={busy}
        aria-describedby={fresh.moved ? 'quote-moved' : undefined}
      >
        {busy ? (
          <>
            <Spinner size={18} />
            <span>{busyLabel}</span>
          </>
        ) : (
          'SWAP NOW'
        )}
      </button>
    </form>
  );
}
