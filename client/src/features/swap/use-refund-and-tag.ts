import { useRef, useState } from 'react';
import type { CoinSymbol } from '../../../../shared/coins.js';
import type { SwapFormState } from '../../../../shared/contract/render.js';
import { latinDigits } from '../../../../shared/i18n/numbers.js';
import { memoKind } from '../../../../shared/receive-memo.js';
import { useRuntimeConfig } from '../../lib/runtime-config-context.js';
import { extraFieldOf } from './form-problem.js';
import type { ExtraField, RefundAndTagProps } from './refund-and-tag-fields.js';
import { useTypedBeforeHydration } from './use-typed-before-hydration.js';

/**
 * The two optional fields, refund address and destination tag: their text, which one was refused
 * (by the page's check or the server's, cleared once that field is edited) and what the order
 * carries of them. Offered only where the upstream protocol takes them; the tag only for a
 * receive coin that has one.
 */
export function useRefundAndTag(served: SwapFormState | undefined, to: CoinSymbol) {
  const { refundAndMemo } = useRuntimeConfig();
  const [refund, setRefund] = useState(served?.refundAddress ?? '');
  const [tag, setTag] = useState(served?.receiveMemo ?? '');
  const [problem, setProblem] = useState<ExtraField | null>(() =>
    extraFieldOf(served?.problem ?? null),
  );
  const refundField = useRef<HTMLInputElement>(null);
  const tagField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(refundField, refund, setRefund);
  useTypedBeforeHydration(tagField, tag, setTag);
  const tagOffered = refundAndMemo && memoKind(to) === 'destination-tag';

  const fields: Omit<RefundAndTagProps, 'from' | 'to'> = {
    tagOffered,
    refund,
    onRefund: (value) => {
      setRefund(value);
      if (problem === 'refund') setProblem(null);
    },
    tag,
    onTag: (value) => {
      setTag(value);
      if (problem === 'tag') setProblem(null);
    },
    problem,
    refundField,
    tagField,
  };

  /** Shows the field's refusal and puts the visitor in it. */
  const refuse = (field: ExtraField) => {
    setProblem(field);
    (field === 'tag' ? tagField : refundField).current?.focus();
  };

  return {
    offered: refundAndMemo,
    fields,
    refuse,
    clearProblem: () => setProblem(null),
    // what the order carries: '' for a field not offered or left empty
    refundTo: refundAndMemo ? refund.trim() : '',
    receiveMemo: tagOffered ? latinDigits(tag.trim()) : '',
  };
}
