import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderView } from '../../../shared/contract/api.js';
import { seedPageData } from './seed-page-data.js';
import { makeServerStore, releaseServerStore } from './server-store.js';

const order: OrderView = {
  orderId: 'AbCdEfGhIjKlMnOpQrStUv',
  status: 0,
  createdAt: 1_700_000_000,
  firstReceivedAt: null,
  send: { symbol: 'BNB', amount: 1, address: 'bnb1deposit' },
  receive: { symbol: 'ETH', amount: 0.2, address: '0x52908400098527886E0F7030069857D2E4169EE7' },
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('the store of a server render', () => {
  it('leaves nothing scheduled once released, so nothing keeps it alive', async () => {
    vi.useFakeTimers();
    const store = makeServerStore();
    await seedPageData(store, {
      renderedAt: 1_700_000_000,
      formKey: 'k',
      order: { orderId: order.orderId, result: { kind: 'ready', order } },
    });
    releaseServerStore(store);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs no development checks, whatever NODE_ENV says', () => {
    vi.stubEnv('NODE_ENV', 'development');
    const printed = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')].map((spy) =>
      spy.mockImplementation(() => undefined),
    );
    const store = makeServerStore();
    // the serializable check would print about this payload
    store.dispatch({ type: 'test/not-serializable', payload: new Map([['a', () => 1]]) });
    for (const spy of printed) expect(spy).not.toHaveBeenCalled();
  });
});
