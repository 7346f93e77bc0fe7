import { useT } from '../../lib/i18n/i18n.js';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { COINS, getCoin, type CoinSymbol } from '../../../../shared/coins.js';
import { CoinIcon } from '../../components/coin-icon.js';
import { useDismissablePopup } from '../../components/use-dismiss.js';
import './coin-select.css';

export interface CoinSelectProps {
  /** prefix for element ids; unique on the page */
  id: string;
  /** accessible name of the picker, e.g. 'Send currency' */
  label: string;
  value: CoinSymbol;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (symbol: CoinSymbol) => void;
}

const indexOf = (symbol: CoinSymbol): number => COINS.findIndex((coin) => coin.symbol === symbol);

/**
 * A coin picker following the WAI-ARIA listbox pattern: the button opens a list that keeps
 * focus and moves an active option with the arrow keys, Home and End; Enter or Space chooses;
 * Escape closes and returns to the button; a press outside closes it. Coins past the first 14
 * are listed faded and cannot be chosen (spec section 3).
 */
export function CoinSelect({ id, label, value, open, onOpenChange, onChoose }: CoinSelectProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(() => indexOf(value));
  const labelId = `${id}-label`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const coin = getCoin(value);
  const t = useT();

  const { rootRef, toggleRef: buttonRef } = useDismissablePopup<HTMLDivElement>(open, () =>
    onOpenChange(false),
  );

  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // jsdom has no scrollIntoView
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from id only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, active, id]);

  const openList = () => {
    setActive(indexOf(value));
    onOpenChange(true);
  };

  const choose = (index: number) => {
    const picked = COINS[index];
    if (!picked?.selectable) return;
    onChoose(picked.symbol);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openList();
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = COINS.length - 1;
    const moveTo = (index: number) => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return moveTo(active + 1);
      case 'ArrowUp':
        return moveTo(active - 1);
      case 'Home':
        return moveTo(0);
      case 'End':
        return moveTo(last);
      case 'Enter':
      case ' ':
        event.preventDefault();
        return choose(active);
      case 'Tab':
        return onOpenChange(false);
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          // type-ahead: the next coin whose label starts with the letter typed
          const letter = event.key.toLowerCase();
          const order = [...COINS.keys()].map((offset) => (active + 1 + offset) % COINS.length);
          const match = order.find((index) => COINS[index]?.label.toLowerCase().startsWith(letter));
          if (match !== undefined) moveTo(match);
        }
    }
  };

  return (
    <div className="coin-select" ref={rootRef}>
      <span id={labelId} className="visually-hidden">
        {label}
      </span>
      <button
        ref={buttonRef}
        id={`${id}-button`}
        type="button"
        className="coin-select__button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={listId}
        aria-labelledby={`${labelId} ${id}-button`}
        onClick={() => (open ? onOpenChange(false) : openList())}
        onKeyDown={onButtonKeyDown}
      >
        <CoinIcon symbol={coin.symbol} size={22} decorative />
        <span className="coin-select__value">{coin.label}</span>
        <Chevron />
      </button>
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        tabIndex={0}
        hidden={!open}
        className="popup-list coin-select__list"
        aria-labelledby={labelId}
        aria-activedescendant={open ? optionId(active) : undefined}
        onKeyDown={onListKeyDown}
      >
        {/* options exist only while open, so their icons load on first use */}
        {open &&
          COINS.map((option, index) => (
            <li
              key={option.symbol}
              id={optionId(index)}
              role="option"
              aria-selected={option.symbol === value}
              aria-disabled={!option.selectable || undefined}
              className={[
                'coin-select__option',
                index === active ? 'is-active' : '',
                option.selectable ? '' : 'is-disabled',
              ].join(' ')}
              onClick={() => choose(index)}
              onPointerMove={() => setActive(index)}
            >
              <CoinIcon symbol={option.symbol} size={20} decorative />
              <span>{option.label}</span>
              {!option.selectable && <span className="coin-select__soon">{t('swap.soon')}</span>}
            </li>
          ))}
      </ul>
    </div>
  );
}

export const Chevron = () => (
  <svg className="coin-select__chevron" viewBox="0 0 12 8" aria-hidden="true">
    <path d="M1 1.5 6 6.5 11 1.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
  </svg>
);
