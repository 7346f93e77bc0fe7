import { useRef, useState } from 'react';
import { latinDigits } from '../../../../shared/i18n/numbers.js';
import { nextAmountText } from './swap-amount.js';
import { useTypedBeforeHydration } from './use-typed-before-hydration.js';

/**
 * The send amount as typed, kept to what can become an amount. A script-free visitor's text
 * the server sent back stays as typed, even one the page would have refused ('1e3'), so the
 * refusal under it still makes sense; it can be edited away like any other.
 */
export function useAmountText(served: string | undefined) {
  const [amountText, setAmountText] = useState(() => {
    const typed = served ?? '';
    return nextAmountText(typed) ?? typed;
  });
  const amountRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(amountRef, amountText, (typed) =>
    setAmountText(nextAmountText(latinDigits(typed)) ?? ''),
  );

  const change = (typed: string) => {
    const next = nextAmountText(latinDigits(typed));
    if (next !== null) setAmountText(next);
    else if (nextAmountText(amountText) === null) setAmountText(typed);
  };

  return { amountText, setAmountText, amountRef, change };
}
