import { useState } from 'react';
import type { CoinSymbol } from '../../../../shared/coins.js';
import type { SwapFormProblem } from '../../../../shared/contract/render.js';
import type { AmountRefusal } from '../../lib/i18n/amount-text.js';
import { amountRefusalOf } from './form-problem.js';

interface Refused {
  amount: string;
  from: CoinSymbol;
  refusal: AmountRefusal;
}

/**
 * The server's refusal of the amount and coin it was sent (422 AMOUNT_OUT_OF_RANGE, or a text the
 * script-free form could not read). It is kept with what was refused, so it stops applying once
 * the amount or the send coin changes; `refusal` is null then.
 */
export function useAmountRefusal(
  problem: SwapFormProblem | null,
  amountText: string,
  from: CoinSymbol,
) {
  const [refused, setRefused] = useState<Refused | null>(() => {
    const refusal = amountRefusalOf(problem);
    return refusal === null ? null : { amount: amountText, from, refusal };
  });
  const refuse = (refusal: AmountRefusal) => setRefused({ amount: amountText, from, refusal });
  const refusal = refused?.amount === amountText && refused.from === from ? refused.refusal : null;
  return { refusal, refuse };
}
