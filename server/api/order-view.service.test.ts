import { describe, expect, it } from 'vitest';
import type { OrderTerms } from '../proof/documents.js';
import { createMemoryOrderMap } from '../stores/order-map.js';
import { recordingAlerts } from '../test-support/recording-alerts.js';
import type { GatedUpstream } from '../upstream/gate.js';
import type { Provider } from '../upstream/providers.js';
import { UpstreamError } from '../upstream/upstream-error.js';
import { orderLocations } from './order-location.js';
import { createOrderViewService } from './order-view.service.js';
import { STATUS_FAILING_ALERT_MS } from './status-alerts.js';

// An order whose status cannot be read: the visitor sees an outage each poll, so support hears
// of it once it has lasted a few minutes, once per order, on a clock the test moves.

const ORDER_ID = 'AAAAAAAAAAAAAAAAAAAAAA';
const terms: OrderTerms = {
  provider: 'Flaky',
  providerOrderId: 'flaky-1',
  from: 'BNB',
  to: 'ETH',
  sendAmount: '1',
  estimateShown: '0.19',
  providerEstimate: '0.19',
  fixedRate: false,
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  receiveMemo: null,
  refundAddress: null,
  createdAt: 1_795_000_000,
};

/** A provider whose status calls `status` answers. */
const providerOf = (name: string, status: () => Promise<unknown>): Provider => ({
  name,
  label: name,
  rating: null,
  refundNeedsKyc: null,
  upstream: { mintsOrderIds: true, status } as unknown as GatedUpstream,
});

/** `steadyLegTwo`: a private route's order whose leg two is at a provider that answers. */
const secondLeg = {
  provider: 'steady',
  providerName: 'steady',
  providerOrderId: 'steady-1',
  amount: '2.5',
  depositAddress:
    '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A',
  refundAddress: null,
};

async function flakyOrder(steadyLegTwo = false) {
  let answering = false;
  const provider = providerOf('flaky', () =>
    answering
      ? Promise.resolve(null)
      : Promise.reject(
          new UpstreamError(
            'bad-json',
            'exchange_status replied with malformed JSON',
            'exchange_status',
          ),
        ),
  );
  const steady = providerOf('steady', () => Promise.resolve(null));
  const alerts = recordingAlerts();
  const orderMap = createMemoryOrderMap();
  await orderMap.put(ORDER_ID, steadyLegTwo ? 'flaky:flaky-1+steady:steady-1' : 'flaky-1');
  const clock = { now: 1_795_000_000_000 };
  const proof = {
    termsOf: () => Promise.resolve(steadyLegTwo ? { ...terms, secondLeg } : terms),
    pinnedDeposit: () => Promise.resolve(null),
    observed: () => Promise.resolve({}),
    firstNotice: () => Promise.resolve(true),
  };
  const orders = createOrderViewService({
    locations: orderLocations(steadyLegTwo ? [provider, steady] : [provider], orderMap),
    proof,
    alerts,
    now: () => clock.now,
  });
  const poll = () => orders.get(ORDER_ID).catch((error: unknown) => error);
  return { alerts, clock, poll, answers: (now: boolean) => (answering = now) };
}

describe('an order whose status keeps failing', () => {
  it(`tells support once it has failed for ${STATUS_FAILING_ALERT_MS / 60_000} minutes, once`, async () => {
    const { alerts, clock, poll } = await flakyOrder();
    expect(await poll()).toBeInstanceOf(UpstreamError);
    clock.now += STATUS_FAILING_ALERT_MS - 1;
    await poll();
    expect(alerts.raised).toEqual([]);
    clock.now += 1;
    await poll();
    clock.now += 60_000;
    await poll();
    expect(alerts.raised).toHaveLength(1);
    expect(alerts.raised[0]).toMatchObject({
      kind: 'provider-status-failing:flaky',
      orders: { ours: ORDER_ID, provider: 'flaky-1' },
    });
    expect(alerts.raised[0]!.summary).toContain('not been readable for 5 minutes');
  });

  it('starts counting again once an answer came between failures', async () => {
    const { alerts, clock, poll, answers } = await flakyOrder();
    await poll();
    clock.now += STATUS_FAILING_ALERT_MS - 1000;
    answers(true);
    await poll();
    answers(false);
    clock.now += 2000;
    // five minutes since the first failure, but not since the answer
    await poll();
    expect(alerts.raised).toEqual([]);
    clock.now += STATUS_FAILING_ALERT_MS;
    await poll();
    expect(alerts.raised).toHaveLength(1);
  });
});

describe('a private route’s order whose leg one’s status keeps failing', () => {
  it('tells support though leg two answers every time', async () => {
    const { alerts, clock, poll } = await flakyOrder(true);
    expect(await poll()).toBeInstanceOf(UpstreamError);
    clock.now += STATUS_FAILING_ALERT_MS;
    await poll();
    expect(alerts.raised).toHaveLength(1);
    expect(alerts.raised[0]).toMatchObject({
      kind: 'provider-status-failing:flaky',
      orders: { ours: ORDER_ID, provider: 'flaky-1' },
    });
  });
});
