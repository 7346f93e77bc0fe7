import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, vi } from 'vitest';
import { Toaster } from '../../../components/toaster.js';
import { PageDataContext } from '../../../lib/page-data.js';
import { renderWithProviders, TEST_RUNTIME_CONFIG } from '../../../test/render-with-providers.js';
import { SwapForm } from '../swap-form.js';

/**
 * For a test file that walks the swap form: fake timers that still run on their own (a user's
 * typing waits on them), from `nowMs`; real timers and fetch again after each test.
 */
export function setUpRunningClock(nowMs: number): void {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: nowMs });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });
}

/** The swap form as the script renders it with no served page, an order page to land on. */
export function renderSwapForm() {
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  renderWithProviders(
    <PageDataContext.Provider value={null}>
      <SwapForm />
      <Toaster />
    </PageDataContext.Provider>,
    {
      config: TEST_RUNTIME_CONFIG,
      routes: [{ path: '/order/:orderId', Component: () => <h1>Order page</h1> }],
    },
  );
  return user;
}
