import type { RefObject } from 'react';
import { COINS, getCoin, type CoinSymbol } from '../../../../shared/coins.js';
import { useT } from '../../lib/i18n/i18n.js';
import { Chevron, CoinSelect, type CoinSelectProps } from './coin-select.js';
import type { Side } from './use-coin-pair.js';

// named as the server reads them, so the script-free form posts the pair as it is
const PICKERS = {
  send: { id: 'send-coin', label: 'swap.sendCurrency', name: 'from' },
  receive: { id: 'receive-coin', label: 'swap.receiveCurrency', name: 'to' },
} as const;

/**
 * The picker as the server sends it: a plain select of the coins that can be chosen, usable at
 * once, with script or without (never in <noscript>: a click before the script had arrived was
 * lost there). Uncontrolled, so the choice a visitor makes before hydration stays in the page
 * for the form to take over (useChosenBeforeHydration). It sits in a box as wide as the listbox
 * button that replaces it (an unseen copy of the button's contents sizes it: a select is as wide
 * as its longest coin, and the wider box pushed the row under it down at hydration).
 */
function PlainCoinSelect({
  name,
  label,
  value,
  plainRef,
}: {
  name: string;
  label: string;
  value: CoinSymbol;
  plainRef: RefObject<HTMLSelectElement | null>;
}) {
  return (
    <span className="coin-plain">
      {/* no text of its own: text browsers read the select alone */}
      <span className="coin-select__button coin-plain__sizer" aria-hidden="true">
        <span className="coin-plain__icon" />
        <span className="coin-select__value" data-label={getCoin(value).label} />
        <Chevron />
      </span>
      <select
        ref={plainRef}
        name={name}
        aria-label={label}
        className="swap-form__coin-select"
        defaultValue={value}
      >
        {COINS.filter((coin) => coin.selectable).map((coin) => (
          <option key={coin.symbol} value={coin.symbol}>
            {coin.label}
          </option>
        ))}
      </select>
    </span>
  );
}

/** What the picker hands its listbox as it is, and the side and form it decides itself. */
interface CoinPickerProps extends Pick<
  CoinSelectProps,
  'value' | 'open' | 'onOpenChange' | 'onChoose'
> {
  side: Side;
  /** until the script runs the picker is the plain select */
  hydrated: boolean;
  /** the plain select, read once when the script takes over */
  plainRef: RefObject<HTMLSelectElement | null>;
}

/** One side's coin picker: a plain select (named for the server) until the script runs, a listbox after. */
export function CoinPicker({
  side,
  value,
  hydrated,
  plainRef,
  open,
  onOpenChange,
  onChoose,
}: CoinPickerProps) {
  const t = useT();
  const { id, name } = PICKERS[side];
  const label = t(PICKERS[side].label);
  if (!hydrated)
    return <PlainCoinSelect name={name} label={label} value={value} plainRef={plainRef} />;
  return (
    <>
      <div className="swap-form__picker">
        <CoinSelect
          id={id}
          label={label}
          value={value}
          open={open}
          onOpenChange={onOpenChange}
          onChoose={onChoose}
        />
      </div>
      {/* the listbox is no form control: the coin goes with the form by this field */}
      <input type="hidden" name={name} value={value} />
    </>
  );
}
