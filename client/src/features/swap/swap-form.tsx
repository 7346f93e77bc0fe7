import { useRef, useState } from 'react';
import { toApiAmount } from '../../../../shared/amount.js';
import { getCoin } from '../../../../shared/coins.js';
import { TYPICAL_SWAP_MINUTES } from '../../../../shared/constants.js';
import { InlineNotice } from '../../components/inline-notice.js';
import { XrpTagNote } from '../../components/xrp-tag-note.js';
import { amountRefusalText, limitWarningText } from '../../lib/i18n/amount-text.js';
import { useLang, useLocalePath, useT } from '../../lib/i18n/i18n.js';
import { useFirstPageData, useHydrated } from '../../lib/page-data.js';
import { localizeDecimal } from '../../../../shared/i18n/numbers.js';
import { AddressField } from './address-field.js';
import { AmountField } from './amount-field.js';
import { limitWarningOf } from './amount-limit.js';
import { CoinPicker } from './coin-picker.js';
import { DirectionButton } from './direction-button.js';
import { addressNoticeOf, noticeForFormProblem } from './form-problem.js';
import { OfferList } from './offer-list.js';
import { pickedOffer } from './picked-offer.js';
import { asksXmrRefund, PrivateOffer } from './private-offer.js';
import { QuoteRates } from './quote-rates.js';
import { RefundAndTagFields } from './refund-and-tag-fields.js';
import { ShownQuoteFields } from './shown-quote-fields.js';
import { formatEstimate } from './swap-amount.js';
import { SwapSubmitButtons } from './swap-submit-buttons.js';
import { useAmountRefusal } from './use-amount-refusal.js';
import { useAmountText } from './use-amount-text.js';
import { useCoinPair, type Side } from './use-coin-pair.js';
import { usePriceQuote } from './use-price-quote.js';
import { useRefundAndTag } from './use-refund-and-tag.js';
import { useSwapSubmit } from './use-swap-submit.js';
import { useChosenBeforeHydration } from './use-chosen-before-hydration.js';
import { useTypedBeforeHydration } from './use-typed-before-hydration.js';
import { useXmrRefund } from './use-xmr-refund.js';
import './swap-form.css';
import './swap-form-plain.css';

/** The swap form of spec sections 2, 4, 5 and 8. */
export function SwapForm() {
  // a script-free submit that the server turned back comes back with the visitor's values
  const served = useFirstPageData();
  // until the script runs, the pickers and the direction button are drawn, not offered
  const hydrated = useHydrated();
  const t = useT();
  const lang = useLang();
  const lp = useLocalePath();
  const initial = served?.swapForm;

  // what the visitor chose: the amount, the pair, the address and the optional fields
  const amount = useAmountText(initial?.amount);
  const { amountText, amountRef } = amount;
  const pair = useCoinPair(initial, () => amount.setAmountText(''));
  const { from, to } = pair;
  const sendSelect = useRef<HTMLSelectElement>(null);
  const receiveSelect = useRef<HTMLSelectElement>(null);
  useChosenBeforeHydration(sendSelect, receiveSelect, pair.takeOver);
  const [address, setAddress] = useState(initial?.address ?? '');
  const addressRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(addressRef, address, setAddress);
  const extras = useRefundAndTag(initial, to);
  const xmrRefund = useXmrRefund(initial);
  const [serverProblem, setServerProblem] = useState(initial?.problem ?? null);
  const refused = useAmountRefusal(initial?.problem ?? null, amountText, from);

  // the price on screen, kept fresh; with several providers, the offer picked (the best until another is)
  const price = usePriceQuote(
    from,
    to,
    amountText,
    initial?.problem?.kind === 'estimate-moved' ? initial.problem.previous : undefined,
  );
  const [picked, setPicked] = useState<string | null>(initial?.provider ?? null);
  const shown = price.shown;
  const offers = shown?.quote.offers ?? [];
  // No market price checked them: every offer is listed (one too) and none is picked for the
  // visitor; an order without their pick is refused by the server ('pick-an-offer').
  const pickRequired = shown?.quote.pickRequired === true;
  // the private route (decision 030): the best one, or the one picked while it is still quoted;
  // listed apart, and the order's only when the visitor picks it
  const privateOffers = shown?.quote.privateOffers ?? [];
  const privateOffer =
    privateOffers.find((each) => each.provider === picked) ?? privateOffers[0] ?? null;
  const privatePicked = privateOffer !== null && privateOffer.provider === picked;
  const listed = offers.length > 1 || (pickRequired && offers.length > 0) || privateOffer !== null;
  const offer = !listed
    ? null
    : privatePicked
      ? privateOffer
      : pickRequired
        ? (offers.find((each) => each.provider === picked) ?? null)
        : (pickedOffer(offers, picked) ?? null);
  // with no offer checked and none picked, no figure is the visitor's to read yet
  const estimate = offer?.estimate ?? (pickRequired ? null : (shown?.quote.estimate ?? null));
  const apiAmount = toApiAmount(amountText);

  const { submitting, busy, submit } = useSwapSubmit({
    from,
    to,
    apiAmount,
    address,
    addressField: addressRef,
    amountField: amountRef,
    refundTo: extras.refundTo,
    receiveMemo: extras.receiveMemo,
    refuseExtra: extras.refuse,
    xmrRefundTo: privatePicked && asksXmrRefund(privateOffer) ? xmrRefund.xmrRefundTo : '',
    refuseXmrRefund: xmrRefund.refuse,
    offer,
    price,
    hydrated,
    clearProblems: () => {
      setServerProblem(null);
      extras.clearProblem();
      xmrRefund.clearProblem();
    },
    onAmountRefused: refused.refuse,
  });

  const fromCoin = getCoin(from);
  const toCoin = getCoin(to);
  const problemNotice = serverProblem ? noticeForFormProblem(serverProblem) : null;
  const addressNotice = addressNoticeOf(serverProblem);
  // the page's own limit check first; the server's refusal while what it refused is on screen
  const limitWarning = busy ? null : limitWarningOf(shown, offer, apiAmount);
  const limitText = limitWarning
    ? limitWarningText(t, lang, limitWarning, fromCoin.label)
    : refused.refusal
      ? amountRefusalText(t, lang, refused.refusal)
      : '';

  const picker = (side: Side) => (
    <CoinPicker
      side={side}
      value={side === 'send' ? from : to}
      hydrated={hydrated}
      plainRef={side === 'send' ? sendSelect : receiveSelect}
      open={pair.openPicker === side}
      onOpenChange={(open) => pair.setOpenPicker(open ? side : null)}
      onChoose={(symbol) => pair.choose(side, symbol)}
    />
  );

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
          placeholder={localizeDecimal('0.0', lang)}
          value={amountText}
          aria-describedby="send-limit"
          onChange={(event) => amount.change(event.target.value)}
        />
      </AmountField>

      <DirectionButton
        hydrated={hydrated}
        // the pair stays while an order or a price request is on its way
        onTurn={() => {
          if (!submitting && !price.inFlight) pair.turnAround();
        }}
      />

      <AmountField inputId="receive-amount" label={t('swap.youReceive')} picker={picker('receive')}>
        <input
          id="receive-amount"
          className="swap-form__amount"
          type="text"
          readOnly
          value={localizeDecimal(formatEstimate(estimate), lang)}
        />
      </AmountField>

      <QuoteRates
        fromLabel={fromCoin.label}
        toLabel={toCoin.label}
        estimate={estimate}
        quotedAmount={shown ? Number(shown.amount) : null}
        price={price}
      />

      {listed && offers.length > 0 && (
        <OfferList
          offers={offers}
          picked={offer?.provider ?? null}
          onPick={setPicked}
          coin={toCoin.label}
        />
      )}

      {privateOffer && (
        <PrivateOffer
          offer={privateOffer}
          picked={privatePicked}
          onPick={setPicked}
          coin={toCoin.label}
          xmrRefund={xmrRefund.props}
        />
      )}

      <AddressField
        value={address}
        onChange={setAddress}
        field={addressRef}
        coin={toCoin.label}
        notice={addressNotice}
      />

      {extras.offered && <RefundAndTagFields from={from} to={to} {...extras.fields} />}

      {to === 'XRP' && !extras.fields.tagOffered && <XrpTagNote />}

      <p id="swap-note" className="swap-form__note">
        {t('swap.note', { coin: toCoin.label, minutes: TYPICAL_SWAP_MINUTES })}
      </p>

      {problemNotice && problemNotice !== addressNotice && <InlineNotice notice={problemNotice} />}

      <input type="hidden" name="idempotencyKey" value={served?.formKey ?? ''} />
      <ShownQuoteFields shown={shown} estimate={estimate} />
      <SwapSubmitButtons busy={busy} submitting={submitting} moved={price.moved !== null} />
    </form>
  );
}
