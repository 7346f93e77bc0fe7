import { COINS, type CoinSymbol } from '../../../../shared/coins.js';
import { useT } from '../../lib/i18n/i18n.js';
import { CoinSelect, CoinSelectDrawing, type CoinSelectProps } from './coin-select.js';
import type { Side } from './use-coin-pair.js';

// named as the server reads them, so the script-free form posts the pair as it is
const PICKERS = {
  send: { id: 'send-coin', label: 'swap.sendCurrency', name: 'from' },
  receive: { id: 'receive-coin', label: 'swap.receiveCurrency', name: 'to' },
} as const;

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

/** What the picker hands its listbox as it is, and the side and drawing it decides itself. */
interface CoinPickerProps extends Pick<
  CoinSelectProps,
  'value' | 'open' | 'onOpenChange' | 'onChoose'
> {
  side: Side;
  /** until the script runs the picker is drawn, not offered */
  hydrated: boolean;
}

/** One side's coin picker: a listbox with script, a plain select (named for the server) without. */
export function CoinPicker({
  side,
  value,
  hydrated,
  open,
  onOpenChange,
  onChoose,
}: CoinPickerProps) {
  const t = useT();
  const { id, name } = PICKERS[side];
  const label = t(PICKERS[side].label);
  return (
    <>
      <div className="swap-form__picker js-only">
        {hydrated ? (
          <CoinSelect
            id={id}
            label={label}
            value={value}
            open={open}
            onOpenChange={onOpenChange}
            onChoose={onChoose}
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
}
