import { useRef, useState } from 'react';
import type { SwapFormState } from '../../../../shared/contract/render.js';
import { useT } from '../../lib/i18n/i18n.js';
import type { PrivateOfferProps } from './private-offer.js';
import { useTypedBeforeHydration } from './use-typed-before-hydration.js';

/**
 * The private route's optional Monero refund address: its text, whether it was refused (by the
 * page's check or the server's, cleared once edited), and what an order on the private route
 * carries of it ('' when left empty).
 */
export function useXmrRefund(served: SwapFormState | undefined) {
  const t = useT();
  const [value, setValue] = useState(served?.xmrRefundAddress ?? '');
  const [refused, setRefused] = useState(
    () => served?.problem?.kind === 'invalid-xmr-refund-address',
  );
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, value, setValue);
  const props: PrivateOfferProps['xmrRefund'] = {
    value,
    onChange: (typed) => {
      setValue(typed);
      setRefused(false);
    },
    field,
    problem: refused ? t('swap.xmrRefundInvalid') : null,
  };
  return {
    props,
    xmrRefundTo: value.trim(),
    /** Shows the refusal and puts the visitor in the field. */
    refuse: () => {
      setRefused(true);
      field.current?.focus();
    },
    clearProblem: () => setRefused(false),
  };
}
