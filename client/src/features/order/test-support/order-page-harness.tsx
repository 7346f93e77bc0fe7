import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import type { OrderView } from '../../../../../shared/contract/api.js';
import type { RuntimeConfig } from '../../../../../shared/contract/api.js';
import type { PageData, ServerOrder } from '../../../../../shared/contract/render.js';
import { qrCodeDataUrl } from '../../../../../shared/qr-code.js';
import { Toaster } from '../../../components/toaster.js';
import { renderWithProviders } from '../../../test/render-with-providers.js';
import { OrderPage } from '../order-page.js';
import { setDocumentHidden } from '../../../test-support/browser-stubs.js';
import { advance, useFakeClock } from '../../../test-support/fake-clock.js';

// Helpers for the order page's component tests: a fixed clock, a scripted /api, one render call.

export { advance };

export const NOW_S = Date.UTC(2025, 2, 1, 12, 0, 0) / 1000;
export const ORDER_ID = 'AbCdEfGhIjKlMnOpQrStUv';
export const DEPOSIT_ADDRESS = '0x1111111111111111111111111111111111111111';
export const RECEIVE_ADDRESS = '0x2222222222222222222222222222222222222222';
/** a refund address (BNB, the default send coin) and an XRP address */
export const REFUND_ADDRESS = '0x3333333333333333333333333333333333333333';
export const XRP_ADDRESS = 'rH9rWGUrSX2Gqtotxha5NW98NBPBDK79Bt';

export function makeOrder(overrides: Partial<OrderView> = {}): OrderView {
  return {
    orderId: ORDER_ID,
    status: 0,
    createdAt: NOW_S - 10,
    firstReceivedAt: null,
    send: { symbol: 'BNB', amount: 1.5, address: DEPOSIT_ADDRESS },
    receive: { symbol: 'ETH', amount: 0.25, address: RECEIVE_ADDRESS },
    ...overrides,
  };
}

/** Page data as the server writes it beside the order page it rendered with this result. */
export const servedOrder = (result: ServerOrder, orderId: string = ORDER_ID): PageData => ({
  renderedAt: NOW_S,
  formKey: 'k'.repeat(22),
  order: { orderId, result },
});

export type Reply = { status: number; body: unknown } | 'network-error' | 'hang';

export const ok = (order: OrderView): Reply => ({ status: 200, body: order });
export const failure = (status: number, code: string): Reply => ({
  status,
  body: { error: { code, message: code, requestId: 'req-1' } },
});

/**
 * Replaces fetch: call n (0-based) gets `script(n)`, or the n-th reply of a list (the last one
 * repeats). Returns the URLs requested so far.
 */
export function scriptApi(script: Reply[] | ((call: number) => Reply)): string[] {
  const urls: string[] = [];
  const replyFor = (call: number): Reply =>
    typeof script === 'function' ? script(call) : script[Math.min(call, script.length - 1)]!;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = input instanceof Request ? input.url : String(input);
      const reply = replyFor(urls.length);
      urls.push(url);
      if (reply === 'hang') return new Promise<Response>(() => undefined);
      if (reply === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(
        new Response(JSON.stringify(reply.body), {
          status: reply.status,
          headers: { 'content-type': 'application/json' },
        }),
      );
    }),
  );
  return urls;
}

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
