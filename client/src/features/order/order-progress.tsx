import { useT, type MessageId } from '../../lib/i18n/i18n.js';
import { useSaysAnonymizing } from '../../lib/says-anonymizing.js';
import {
  PROGRESS_STEP_LABELS,
  progressSteps,
  statusName,
  type StepState,
} from '../../../../shared/order-status.js';

const STATE_TEXT: Record<StepState, MessageId> = {
  pending: 'order.statePending',
  active: 'order.stateActive',
  complete: 'order.stateComplete',
  done: 'order.stateComplete',
  inactive: 'order.stateInactive',
  held: 'order.stateHeld',
  refunded: 'order.stateRefunded',
  withheld: 'order.stateWithheld',
};

const STEP_TEXT: readonly MessageId[] = [
  'order.step0',
  'order.step1',
  'order.step2',
  'order.step3',
];
/** step 1 where status 1 is named 'confirming' (statusName): a deposit being confirmed */
const CONFIRMING_STEP: MessageId = 'order.step1Confirming';

/**
 * The 4-step bar: one step animates while it runs; all green when done; all grey when stopped.
 * Each step's state is in words too (text browsers and screen readers read no colour).
 */
export function OrderProgress({ status, mismatch }: { status: number; mismatch: boolean }) {
  const states = progressSteps(status, mismatch);
  const t = useT();
  const anonymizing = useSaysAnonymizing();
  return (
    <ol className="order-progress" aria-label={t('order.progress')}>
      {PROGRESS_STEP_LABELS.map((label, index) => {
        const state = states[index] ?? 'pending';
        return (
          <li
            key={label}
            className={`order-progress__step order-progress__step--${state}`}
            data-state={state}
            aria-current={state === 'active' ? 'step' : undefined}
          >
            <span className="order-progress__marker" aria-hidden="true" />
            <span className="order-progress__label">
              {t(
                // step N is status N's
                statusName(index, anonymizing) === 'confirming'
                  ? CONFIRMING_STEP
                  : (STEP_TEXT[index] ?? 'order.step0'),
              )}
            </span>{' '}
            <span className="visually-hidden">{t(STATE_TEXT[state])}</span>
          </li>
        );
      })}
    </ol>
  );
}
