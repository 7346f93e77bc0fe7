import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  amountLimitWarning,
  formatRate,
  plainAmount,
  toApiAmount,
} from '../../../../shared/amount.js';
import { COINS, getCoin, isSelectableSymbol, type CoinSymbol } from '../../../../shared/coins.js';
import { TYPICAL_SWAP_MINUTES } from '../../../../shared/constants.js';
import type { Offer } from '../../../../shared/contract/api.js';
import { quotedFor, SHOWN_QUOTE_FIELDS } from '../../../../shared/contract/render.js';
import { memoKind, receiveMemoProblem } from '../../../../shared/receive-memo.js';
import { InlineNotice } from '../../components/inline-notice.js';
import { LineIcon } from '../../components/line-icon.js';
import { notifyFixed } from '../../components/notify.js';
import { Spinner } from '../../components/spinner.js';
import { XrpTagNote } from '../../components/xrp-tag-note.js';
import { useFirstPageData, useHydrated } from '../../lib/page-data.js';
import {
  amountRefusalText,
  limitWarningText,
  type AmountRefusal,
} from '../../lib/i18n/amount-text.js';
import { useLang, useLocalePath, useT } from '../../lib/i18n/i18n.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { latinDigits, localizeDecimal } from '../../../../shared/i18n/numbers.js';
import { CoinSelect, CoinSelectDrawing } from './coin-select.js';
import {
  amountRefusalOf,
  extraFieldOf,
  addressNoticeOf,
  noticeForFormProblem,
} from './form-problem.js';
import { loadAddressCheck } from './load-address-check.js';
import { formatEstimate, nextAmountText } from './swap-amount.js';
import { OfferList } from './offer-list.js';
import { QuoteStatus } from './quote-status.js';
import { RefundAndTagFields, type ExtraField } from './refund-and-tag-fields.js';
import { useCreateOrder } from './use-create-order.js';
import { usePriceQuote } from './use-price-quote.js';
import { useQuoteRefresh } from './use-quote-refresh.js';
import { useTypedBeforeHydration } from './use-typed-before-hydration.js';
import './swap-form.css';
import './swap-form-plain.css';

type Side = 'send' | 'receive';

/** The offer of the provider picked, else the best (the first); undefined without offers. */
const pickedOffer = (offers: Offer[], provider: string | null): Offer | undefined =>
  offers.find((each) => each.provider === provider) ?? offers[0];

const DIRECTION_ICON = 'M7 4v14m0 0-4-4m4 4 4-4M17 20V6m0 0-4 4m4-4 4 4';

const PICKERS = {
  send: { id: 'send-coin', label: 'swap.sendCurrency', name: 'from' },
  receive: { id: 'receive-coin', label: 'swap.receiveCurrency', name: 'to' },
} as const;

const coinOr = (value: string | undefined, fallback: CoinSymbol): CoinSymbol =>
  value !== undefined && isSelectableSymbol(value) ? value : fallback;

/** Without script the pickers are plain selects of the coins that can be chosen. */
function NoScriptCoinSelect(props: { name: string; label: string; value: CoinSymbol }) {
  return (
    <noscript>
      <select
        name={props.name}
        aria-label={props.label}
        className="swap-form__coin-select"
        defaultValue={props.value}
      >
        {COINS.filter((coin) => coin.selectable).map((coin) => (
          <option key={coin.symbol} value={coin.symbol}>
            {coin.label}
          </option>
        ))}
      </select>
    </noscript>
  );
}

/** The swap form of spec sections 2, 4, 5 and 8. */
export function SwapForm() {
  // a script-free submit that the server turned back comes back with the visitor's values
  const served = useFirstPageData();
  // until the script runs, the pickers and the direction button are drawn, not offered
  const hydrated = useHydrated();
  const t = useT();
  const lang = useLang();
  const lp = useLocalePath();
  const number = (text: string) => localizeDecimal(text, lang);
  const initial = served?.swapForm;
  const [from, setFrom] = useState<CoinSymbol>(() => coinOr(initial?.from, 'BNB'));
  const [to, setTo] = useState<CoinSymbol>(() => coinOr(initial?.to, 'ETH'));
  // a script-free visitor's text stays as typed, even one the page would have refused ('1e3')
  const [amountText, setAmountText] = useState(() => {
    const typed = initial?.amount ?? '';
    return nextAmountText(typed) ?? typed;
  });
  const [address, setAddress] = useState(initial?.address ?? '');
  // offered only where the upstream protocol takes them
  const { refundAndMemo } = useRuntimeConfig();
  const [refund, setRefund] = useState(initial?.refundAddress ?? '');
  const [tag, setTag] = useState(initial?.receiveMemo ?? '');
  const [extraProblem, setExtraProblem] = useState<ExtraField | null>(() =>
    extraFieldOf(initial?.problem ?? null),
  );
  const [serverProblem, setServerProblem] = useState(initial?.problem ?? null);
  // with several providers, the offer picked (the best one until another is)
  const [picked, setPicked] = useState<string | null>(initial?.provider ?? null);
  const [openPicker, setOpenPicker] = useState<Side | null>(null);
  const addressRef = useRef<HTMLInputElement>(null);
  const amountRef = useRef<HTMLInputElement>(null);
  const refundRef = useRef<HTMLInputElement>(null);
  const tagRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(amountRef, amountText, (typed) =>
    setAmountText(nextAmountText(latinDigits(typed)) ?? ''),
  );
  useTypedBeforeHydration(addressRef, address, setAddress);
  useTypedBeforeHydration(refundRef, refund, setRefund);
  useTypedBeforeHydration(tagRef, tag, setTag);
  // The server's refusal of the amount and coin it was sent (422 AMOUNT_OUT_OF_RANGE, or a text
  // the script-free form could not read), said by its reason; it stops applying once either changes.
  const [refused, setRefused] = useState<{
    amount: string;
    from: CoinSymbol;
    refusal: AmountRefusal;
  } | null>(() => {
    const refusal = amountRefusalOf(initial?.problem ?? null);
    return refusal === null ? null : { amount: amountText, from, refusal };
  });
  const price = usePriceQuote(
    from,
    to,
    amountText,
    initial?.quote ? { from, to, ...initial.quote } : null,
  );
  const problemNotice = serverProblem ? noticeForFormProblem(serverProblem) : null;
  const addressNotice = addressNoticeOf(serverProblem);
  const addressProblem = addressNotice !== null;
  const fresh = useQuoteRefresh(
    price,
    initial?.problem?.kind === 'estimate-moved' ? initial.problem.previous : undefined,
  );

  const focusAddress = () => addressRef.current?.focus();
  const { submitting, submit: createOrder } = useCreateOrder({
    onAmountRefused: (refusal) => {
      setRefused({ amount: amountText, from, refusal });
      amountRef.current?.focus();
    },
    onAddressRefused: focusAddress,
    onEstimateMoved: fresh.showMoved,
  });

  const fromCoin = getCoin(from);
  const toCoin = getCoin(to);
  const tagOffered = refundAndMemo && memoKind(to) === 'destination-tag';
  // Without script no price request is coming: a served page without a quote (same coin) offers
  // SWAP NOW, not 'Fetching Price'.
  const busy = submitting || (hydrated && price.pending);
  const shown = price.shown;
  const offers = shown?.quote.offers ?? [];
  const offer = offers.length > 1 ? (pickedOffer(offers, picked) ?? null) : null;
  const estimate = offer?.estimate ?? shown?.quote.estimate ?? null;
  const quotedAmount = shown ? Number(shown.amount) : null;
  const apiAmount = toApiAmount(amountText);
  const limitWarning =
    shown && apiAmount !== null && !busy
      ? amountLimitWarning(
          Number(apiAmount),
          (offer ?? shown.quote).min,
          (offer ?? shown.quote).max,
        )
      : null;
  const limitText = limitWarning
    ? limitWarningText(t, lang, limitWarning, fromCoin.label)
    : refused?.amount === amountText && refused.from === from
      ? amountRefusalText(t, lang, refused.refusal)
      : '';

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

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setServerProblem(null);
    setExtraProblem(null);
    // Nothing to send without an amount, and nothing sensible outside the quote's limits.
    if (busy || apiAmount === null || limitWarning) return;
    const receiver = address.trim();
    if (receiver === '') {
      notifyFixed('missingAddress');
      focusAddress();
      return;
    }
    const refundTo = refundAndMemo ? refund.trim() : '';
    const receiveMemo = tagOffered ? latinDigits(tag.trim()) : '';
    const refuse = (field: ExtraField) => {
      setExtraProblem(field);
      (field === 'tag' ? tagRef : refundRef).current?.focus();
      return null;
    };
    if (receiveMemo !== '' && receiveMemoProblem(to, receiveMemo) !== null) {
      refuse('tag');
      return;
    }
    await createOrder(async () => {
      const { isValidAddress } = await loadAddressCheck();
      if (!isValidAddress(to, receiver)) {
        notifyFixed('invalidAddress');
        focusAddress();
        return null;
      }
      // a refund comes back in the coin sent, so the send coin's rule applies
      if (refundTo !== '' && !isValidAddress(from, refundTo)) return refuse('refund');
      // the order keeps to the estimate on screen: the server checks it against a fresh quote
      // and, if it moved too far, sends the new one back for a second click
      let quote = fresh.current ?? (await price.requestNow());
      // A fixed rate past its end is asked for afresh first; the order carries the new rate but
      // still the estimate the visitor saw, so the moved-estimate rule decides as for any order.
      const until = quote?.quote.validUntil;
      if (quote && until !== undefined && Date.now() >= until * 1000) {
        const renewed = await price.requestNow();
        const estimate = quote.quote.estimate;
        quote = renewed && { ...renewed, quote: { ...renewed.quote, estimate } };
      }
      if (!quote) return null;
      // the offer picked among several: its own terms, held to its own estimate
      const chosen = pickedOffer(quote.quote.offers ?? [], offer?.provider ?? null);
      if (chosen && (quote.quote.offers?.length ?? 0) > 1) {
        const { estimate, route, rateId, validUntil } = chosen;
        quote = {
          ...quote,
          quote: { estimate, min: chosen.min, max: chosen.max, route, rateId, validUntil },
        };
      }
      if (quote.quote.estimate === null) {
        notifyFixed('priceFailed');
        return null;
      }
      return {
        quote,
        ...(chosen && offers.length > 1 ? { provider: chosen.provider } : {}),
        address: receiver,
        ...(refundTo === '' ? {} : { refundAddress: refundTo }),
        ...(receiveMemo === '' ? {} : { receiveMemo }),
      };
    });
  };

  const busyLabel = submitting ? t('swap.anonymizing') : t('swap.fetchingPrice');

  /** One side's coin picker: a listbox with script, a plain select (named for the server) without. */
  const picker = (side: Side) => {
    const { id, name } = PICKERS[side];
    const label = t(PICKERS[side].label);
    const value = side === 'send' ? from : to;
    return (
      <>
        <div className="swap-form__picker js-only">
          {hydrated ? (
            <CoinSelect
              id={id}
              label={label}
              value={value}
              open={openPicker === side}
              onOpenChange={(open) => setOpenPicker(open ? side : null)}
              onChoose={(symbol) => choose(side, symbol)}
            />
          ) : (
            <CoinSelectDrawing value={value} />
          )}
        </div>
        {/* the coin for a submit before the script takes over; without script the select after
            it sends the visitor's choice, and the server takes the last value of a name */}
        <input type="hidden" name={name} value={value} />
        <NoScriptCoinSelect name={name} label={label} value={value} />
      </>
    );
  };

  return (
    <form
      className="swap-form"
      aria-label={t('swap.form')}
      method="post"
      action={lp('/')}
      noValidate
      aria-busy={busy}
      onSubmit={(event) => void submit(event)}
    >
      <AmountField
        inputId="send-amount"
        label={t('swap.youSend')}
        picker={picker('send')}
        below={
          <p id="send-limit" className="swap-form__warning" aria-live="polite">
            {limitText}
          </p>
        }
      >
        <input
          ref={amountRef}
          id="send-amount"
          name="amount"
          className="swap-form__amount"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder={number('0.0')}
          value={amountText}
          aria-describedby="send-limit"
          onChange={(event) => {
            const next = nextAmountText(latinDigits(event.target.value));
            // a text the server sent back as refused can still be edited away
            if (next !== null) setAmountText(next);
            else if (nextAmountText(amountText) === null) setAmountText(event.target.value);
          }}
        />
      </AmountField>

      {hydrated ? (
        <button
          type="button"
          aria-label={t('swap.direction')}
          className="swap-form__direction js-only"
          onClick={swapDirection}
        >
          <LineIcon d={DIRECTION_ICON} />
        </button>
      ) : (
        // drawn, not offered, until the script runs: no button that does nothing
        <span className="swap-form__direction js-only" aria-hidden="true">
          <LineIcon d={DIRECTION_ICON} />
        </span>
      )}

      <AmountField inputId="receive-amount" label={t('swap.youReceive')} picker={picker('receive')}>
        <input
          id="receive-amount"
          className="swap-form__amount"
          type="text"
          readOnly
          value={number(formatEstimate(estimate))}
        />
      </AmountField>

      <div className="swap-form__rates">
        <p dir="ltr">
          {number('1')} {fromCoin.label} = {number(formatRate(estimate, quotedAmount))}{' '}
          {toCoin.label}
        </p>
        <p dir="ltr">
          {number('1')} {toCoin.label} = {number(formatRate(quotedAmount, estimate))}{' '}
          {fromCoin.label}
        </p>
        <QuoteStatus quote={fresh.current} moved={fresh.moved} movedId="quote-moved" />
      </div>

      {offer && (
        <OfferList offers={offers} picked={offer.provider} onPick={setPicked} coin={toCoin.label} />
      )}

      <div className="swap-form__field">
        <label className="swap-form__label" htmlFor="receive-address">
          {t('swap.address')}
        </label>
        <input
          ref={addressRef}
          id="receive-address"
          name="address"
          className="swap-form__address"
          type="text"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('swap.addressPlaceholder', { coin: toCoin.label })}
          value={address}
          aria-describedby={addressProblem ? 'address-problem swap-note' : 'swap-note'}
          aria-invalid={addressProblem || undefined}
          onChange={(event) => setAddress(event.target.value)}
        />
        {addressNotice && <InlineNotice id="address-problem" notice={addressNotice} />}
      </div>

      {refundAndMemo && (
        <RefundAndTagFields
          from={from}
          to={to}
          tagOffered={tagOffered}
          refund={refund}
          onRefund={(value) => {
            setRefund(value);
            if (extraProblem === 'refund') setExtraProblem(null);
          }}
          tag={tag}
          onTag={(value) => {
            setTag(value);
            if (extraProblem === 'tag') setExtraProblem(null);
          }}
          problem={extraProblem}
          refundField={refundRef}
          tagField={tagRef}
        />
      )}

      {to === 'XRP' && !tagOffered && <XrpTagNote />}

      <p id="swap-note" className="swap-form__note">
        {t('swap.note', { coin: toCoin.label, minutes: TYPICAL_SWAP_MINUTES })}
      </p>

      {problemNotice && problemNotice !== addressNotice && <InlineNotice notice={problemNotice} />}

      <input type="hidden" name="idempotencyKey" value={served?.formKey ?? ''} />
      {/* which quote the visitor saw: without script the server orders only at that estimate */}
      <input
        type="hidden"
        name={SHOWN_QUOTE_FIELDS.estimate}
        value={shown && estimate !== null ? plainAmount(estimate) : ''}
      />
      <input
        type="hidden"
        name={SHOWN_QUOTE_FIELDS.quotedFor}
        value={shown ? quotedFor(shown.from, shown.to, shown.amount) : ''}
      />
      {/* the shown quote's fixed rate, when the provider gave one */}
      {shown?.quote.rateId !== undefined && (
        <input type="hidden" name={SHOWN_QUOTE_FIELDS.rateId} value={shown.quote.rateId} />
      )}
      {shown?.quote.validUntil !== undefined && (
        <input type="hidden" name={SHOWN_QUOTE_FIELDS.validUntil} value={shown.quote.validUntil} />
      )}
      <noscript>
        {/* the form's first submit button: Enter in a field asks for a quote */}
        <button type="submit" name="intent" value="quote" className="swap-form__quote">
          {t('swap.getQuote')}
        </button>
      </noscript>
      <button
        type="submit"
        name="intent"
        value="swap"
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
          t('swap.submit')
        )}
      </button>
    </form>
  );
}

/** One amount (the children) with its coin picker beside it, under its label. */
function AmountField({
  inputId,
  label,
  picker,
  below,
  children,
}: {
  inputId: string;
  label: string;
  picker: ReactNode;
  /** under the row: what the amount is checked against */
  below?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="swap-form__field">
      <label className="swap-form__label" htmlFor={inputId}>
        {label}
      </label>
      <div className="swap-form__row">
        {children}
        {picker}
      </div>
      {below}
    </div>
  );
}
