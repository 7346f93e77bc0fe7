import { describe, expect, it } from 'vitest';
import type { CreateOrderResponse } from '../../shared/contract/api.js';
import { ApiError } from '../http/api-error.js';
import { recordingAlerts } from '../test-support/recording-alerts.js';
import { VALID_ETH_ADDRESS } from '../test-support/order-requests.js';
import { gate } from '../upstream/gate.js';
import type { Provider } from '../upstream/providers.js';
import type { Upstream } from '../upstream/upstream-port.js';
import { ProviderMismatchError } from './creation-errors.js';
import type { OrderKeys } from './order-keys.js';
import { createPlaceOrder } from './place-order.js';
import { createQuoteService } from './quote.service.js';

// Support hears of a failed creation once, from the answer the visitor got: a reply that comes
// after the visitor stopped waiting adds no second mail, and one that comes before is the mail.

const REPLY_BOUND_MS = 50;

const provider: Provider = {
  name: 'upstream',
  label: 'price-service',
  rating: null,
  refundNeedsKyc: null,
  upstream: gate({
    fixesRates: false,
    mintsOrderIds: false,
    takesRefundAndMemo: false,
    quote: () =>
      Promise.resolve({ estimate: 0.19, min: 0.01, max: 0, route: [[0.19, 0.03, 81, 'BNB>ETH']] }),
  } as unknown as Upstream),
};

/** The flow over a creation the test settles by hand; no key, so nothing is kept. */
function flowOverHandCreation() {
  const alerts = recordingAlerts();
  let settle: { resolve: (reply: CreateOrderResponse) => void; reject: (error: unknown) => void };
  const placeOrder = createPlaceOrder({
    prices: createQuoteService([provider]),
    creation: {
      create: () =>
        new Promise<CreateOrderResponse>((resolve, reject) => (settle = { resolve, reject })),
    },
    keys: {} as OrderKeys,
    alerts,
    replyBoundMs: REPLY_BOUND_MS,
    track: (work) => work,
  });
  const placed = placeOrder({
    fields: { from: 'BNB', to: 'ETH', amount: '1', address: VALID_ETH_ADDRESS },
    key: undefined,
    requestId: 'req-1',
    chargeNewOrder: () => Promise.resolve(null),
  });
  const created = async () => {
    while (!settle) await new Promise((resolve) => setTimeout(resolve, 1));
    return settle;
  };
  return { alerts, placed, created };
}

const mismatch = () =>
  new ProviderMismatchError(
    ['receive-address'],
    { ours: 'ours-order-id', provider: 'theirs-1' },
    'liar',
  );

describe('a failed creation', () => {
  it('is one alert when the visitor stopped waiting, whatever the late reply says', async () => {
    const { alerts, placed, created } = flowOverHandCreation();
    const settle = await created();
    const outcome = await placed;
    expect(outcome).toMatchObject({ kind: 'failed', stage: 'create' });
    settle.reject(mismatch());
    await new Promise(setImmediate);
    expect(alerts.raised.map(({ kind }) => kind)).toEqual(['create-exchange:timeout']);
    expect(alerts.raised[0]).toMatchObject({ requestId: 'req-1', pair: 'BNB>ETH' });
  });

  it('is the mismatch, with both ids, when the reply came while the visitor waited', async () => {
    const { alerts, placed, created } = flowOverHandCreation();
    (await created()).reject(mismatch());
    expect(await placed).toMatchObject({ kind: 'failed', stage: 'create' });
    expect(alerts.raised).toEqual([
      expect.objectContaining({
        kind: 'provider-mismatch:create',
        orders: { ours: 'ours-order-id', provider: 'theirs-1' },
        summary: expect.stringMatching(/^Provider liar: .*\(receive-address\)/),
      }),
    ]);
  });

  it('is no alert when the provider refused the order: the refusal is the answer', async () => {
    const { alerts, placed, created } = flowOverHandCreation();
    (await created()).reject(new ApiError(422, 'INVALID_ADDRESS', 'Invalid address'));
    expect(await placed).toMatchObject({ kind: 'refused', problem: { status: 422 } });
    expect(alerts.raised).toEqual([]);
  });
});
