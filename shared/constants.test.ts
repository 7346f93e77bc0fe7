import { describe, expect, it } from 'vitest';
import { isOrderId } from './order-id.js';
import { depositCountdown, displayStatus, progressSteps, sendByState } from './order-status.js';

// Spec section 9's numbers as a visitor meets them, in the spec's own units. The client's own
// numbers are checked where they show: polling every 5 s and 'about 20 minutes' in
// order-page.test.tsx, the toasts' 6/4/2 s in notify.test.tsx, the guide's 10 s in
// step-guide.test.tsx, the quote's 1 s of quiet in swap-form.test.tsx and e2e/swap.spec.ts.

const CREATED = 1_700_000_000;
const MINUTE = 60;

describe('spec section 9, as the order page shows it', () => {
  it('gives 30 minutes to send the deposit, to the second', () => {
    expect(depositCountdown(CREATED, CREATED).text).toBe('30:00');
    expect(depositCountdown(CREATED, CREATED + 30 * MINUTE - 1).text).toBe('00:01');
    expect(sendByState(0, null, CREATED, CREATED + 30 * MINUTE - 1).ticking).toBe(true);
    expect(sendByState(0, null, CREATED, CREATED + 30 * MINUTE)).toMatchObject({
      outcome: 'notReceived',
    });
  });

  it('shows a deposit as Anonymizing for 4 minutes, then as Swapping', () => {
    const deposit = CREATED + 100;
    const barAt = (nowS: number) => progressSteps(displayStatus(1, deposit, nowS));
    expect(barAt(deposit + 4 * MINUTE - 1)).toEqual(['complete', 'active', 'pending', 'pending']);
    expect(barAt(deposit + 4 * MINUTE)).toEqual(['complete', 'complete', 'active', 'pending']);
  });

  it('opens an order by an id of exactly 22 characters', () => {
    expect(isOrderId('a'.repeat(21))).toBe(false);
    expect(isOrderId('a'.repeat(22))).toBe(true);
    expect(isOrderId('a'.repeat(23))).toBe(false);
  });
});
