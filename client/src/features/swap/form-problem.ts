import type { SwapFormProblem } from '../../../../shared/contract/render.js';
import { FAILURE_TITLE, NOTICES, type Notice } from '../../components/notify.js';
import type { AmountRefusal } from '../../lib/i18n/amount-text.js';
import { amountRefusalOfFailure, noticeForFailure } from './order-error.js';
import type { ExtraField } from './refund-and-tag-fields.js';

/** Not in the spec (with script the button just does nothing): what a script-free submit shows. */
const MISSING_AMOUNT: Notice = {
  type: 'warning',
  title: FAILURE_TITLE,
  message: 'notice.missingAmount',
  durationMs: NOTICES.priceFailed.durationMs,
};

const SAME_COIN: Notice = {
  type: 'warning',
  title: FAILURE_TITLE,
  message: 'swap.sameCoin',
  durationMs: NOTICES.priceFailed.durationMs,
};

const STALE_QUOTE: Notice = {
  type: 'info',
  title: 'notice.newQuoteTitle',
  message: 'swap.staleQuote',
  durationMs: NOTICES.priceFailed.durationMs,
};

/**
 * What a script-free submit the server refused for its amount says under the amount: the Min/Max
 * (422), or that the text is not an amount (a script-free form cannot refuse the keystroke as the
 * page does).
 */
export function amountRefusalOf(problem: SwapFormProblem | null): AmountRefusal | null {
  if (problem?.kind === 'invalid-amount') return { kind: 'not-a-number' };
  return problem?.kind === 'order-failed' && problem.code === 'AMOUNT_OUT_OF_RANGE'
    ? amountRefusalOfFailure(problem)
    : null;
}

/**
 * The same words the toasts use, for a problem the server found in a script-free submit; none for
 * an amount the form shows on its Min/Max line instead, nor for a moved estimate, which shows
 * under the rates as it does with script.
 */
export function noticeForFormProblem(problem: SwapFormProblem): Notice | null {
  if (amountRefusalOf(problem) !== null) return null;
  switch (problem.kind) {
    case 'missing-amount':
      return MISSING_AMOUNT;
    case 'missing-address':
      return NOTICES.missingAddress;
    case 'invalid-address':
      return NOTICES.invalidAddress;
    case 'price-failed':
      return NOTICES.priceFailed;
    case 'same-coin':
      return SAME_COIN;
    case 'stale-quote':
      return STALE_QUOTE;
    case 'invalid-amount':
    case 'invalid-refund-address':
    case 'invalid-xmr-refund-address':
    case 'invalid-receive-memo':
    case 'estimate-moved':
      // shown where the script page shows them: under the amount or the field, under the rates
      return null;
    case 'order-failed':
      return noticeForFailure(problem);
  }
}

/**
 * What a script-free submit found wrong with the receiving address, shown under the field: alone,
 * or beside the new quote of a press that also changed the coins or the amount.
 */
export function addressNoticeOf(problem: SwapFormProblem | null): Notice | null {
  const kind = problem?.kind === 'stale-quote' ? problem.address : problem?.kind;
  if (kind === 'missing-address') return NOTICES.missingAddress;
  return kind === 'invalid-address' ? NOTICES.invalidAddress : null;
}

/** The optional field a script-free submit was refused for, shown under that field. */
export function extraFieldOf(problem: SwapFormProblem | null): ExtraField | null {
  if (problem?.kind === 'invalid-refund-address') return 'refund';
  return problem?.kind === 'invalid-receive-memo' ? 'tag' : null;
}
