import {
  PROGRESS_STEP_LABELS,
  progressSteps,
  type StepState,
} from '../../../../shared/order-status.js';

const STATE_TEXT: Record<StepState, string> = {
  pending: 'not started',
  active: 'in progress',
  complete: 'complete',
  done: 'complete',
  inactive: 'stopped',
};

/** The 4-step bar: one step animates while it runs; all green when done; all grey when stopped. */
export function OrderProgress({ status }: { status: number }) {
  const states = progressSteps(status);
  return (
    <ol className="order-progress" aria-label="Order progress">
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
            <span className="order-progress__label">{label}</span>{' '}
            <span className="visually-hidden">({STATE_TEXT[state]})</span>
          </li>
        );
      })}
    </ol>
  );
}
