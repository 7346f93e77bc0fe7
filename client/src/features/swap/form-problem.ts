import type { SwapFormProblem } from '../../../../shared/contract/render.js';
import { FAILURE_TITLE, NOTICES, type Notice } from '../../components/notify.js';
import { noticeForFailure } from './order-error.js';

/** Not in the spec (with script the button just does nothing): what a script-free submit shows. */
const MISSING_AMOUNT: Notice = {
  type: 'warning',
  title: FAILURE_TITLE,
  message: 'notice.missingAmount',
  durationMs: NOTICES.priceFailed.durationMs,
};

/** The Min/Max text of a script-free submit the server refused for its amount (422). */
export const amountRefusalOf = (problem: SwapFormProblem | null): string | null =>
  problem?.kind === 'order-failed' && problem.code === 'AMOUNT_OUT_OF_RANGE'
    ? problem.message
    : null;

/**
 * The same words the toasts use, for a problem the server found in a script-free submit; none for
 * an amount out of range, which the form shows on its Min/Max line instead.
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
    case 'order-failed':
      return noticeForFailure(problem);
  }
}

export const isAddressProblem = (problem: SwapFormProblem | null): boolean =>
  problem?.kind === 'missing-address' || problem?.kind === 'invalid-address';
