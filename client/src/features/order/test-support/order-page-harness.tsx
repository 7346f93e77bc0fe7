import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { STATUS_POLL_MS } from '../../../../../shared/constants.js';
import type { OrderView, RuntimeConfig } from '../../../../../shared/contract/api.js';
import { qrCodeDataUrl } from '../../../../../shared/qr-code.js';
import { Toaster } from '../../../components/toaster.js';
import { renderWithProviders } from '../../../test/render-with-providers.js';
import { OrderPage } from '../order-page.js';
import { setDocumentHidden } from '../../../test-support/browser-stubs.js';
import { advance, useFakeClock } from '../../../test-support/fake-clock.js';
import { makeOrder, NOW_S, ORDER_ID } from './order-fixtures.js';
import { ok, scriptApi } from './scripted-api.js';

// The order page's component tests start here: a fixed clock, clean storage, one render call (the
// order they show is in order-fixtures.ts, the /api's replies in scripted-api.ts).

export { advance };

/**
 * For a test file: each test starts with empty storage, in a visible tab, on the fake clock at
 * NOW_S (client/src/test-support/fake-clock.ts); its fetch script and other stubs go after it.
 */
/**
 * The clock, storage and stubs each order-page test starts from. With `qrCodes`, the QR library
 * is loaded first: it loads lazily, and a cold import under load can outlast the settle turns in
 * which a test expects the deposit code drawn.
 */
export function setUpOrderPageTests({ qrCodes = false }: { qrCodes?: boolean } = {}): void {
  if (qrCodes) beforeAll(() => qrCodeDataUrl('warm-up'));
  beforeEach(() => {
    localStorage.clear();
    useFakeClock(NOW_S * 1000);
  });
  afterEach(() => {
    // the page goes first: a tab shown again below would otherwise send it polling on real fetch
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    setDocumentHidden(false);
  });
}

export function renderOrderPage(orderId: string = ORDER_ID, config: Partial<RuntimeConfig> = {}) {
  return renderWithProviders(<p>elsewhere</p>, {
    path: `/order/${orderId}`,
    config,
    routes: [
      {
        path: '/order/:orderId',
        element: (
          <>
            <OrderPage />
            <Toaster />
          </>
        ),
      },
    ],
  });
}

/** The order page for an order the API answers with, once that first reply is on screen. */
export async function openOrder(
  overrides: Partial<OrderView> = {},
  config: Partial<RuntimeConfig> = {},
) {
  scriptApi([ok(makeOrder(overrides))]);
  const view = renderOrderPage(ORDER_ID, config);
  await advance();
  return view;
}

/** The data-state of each progress step, in order. */
export function stepStates(container: HTMLElement): (string | null)[] {
  return Array.from(container.querySelectorAll('.order-progress__step'), (step) =>
    step.getAttribute('data-state'),
  );
}

/**
 * Shows a hidden tab again and checks what following an order does then: it asks at once, not
 * at its next poll, and goes on asking a poll later. `urls` is what scriptApi returned.
 */
export async function expectAskedAtOnceWhenShown(urls: string[]): Promise<void> {
  const before = urls.length;
  setDocumentHidden(false);
  await advance();
  expect(urls).toHaveLength(before + 1);
  await advance(STATUS_POLL_MS);
  expect(urls).toHaveLength(before + 2);
}

/**
 * Checks the poll's timing: `askedSoFar` requests now, none more a moment before STATUS_POLL_MS
 * has passed, one at it.
 */
export async function expectNextAskAfterOnePoll(urls: string[], askedSoFar: number): Promise<void> {
  expect(urls).toHaveLength(askedSoFar);
  const before = askedSoFar;
  await advance(STATUS_POLL_MS - 1);
  expect(urls).toHaveLength(before);
  await advance(1);
  expect(urls).toHaveLength(before + 1);
}
