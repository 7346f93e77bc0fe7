import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deposit, OrderTerms } from '../proof/documents.js';
import { createMemoryIdempotencyStore } from '../stores/idempotency-store.js';
import { createMemoryOrderMap, type OrderIntent } from '../stores/order-map.js';
import { changenowCodec } from '../upstream/codecs/changenow.codec.js';
import { stealthexCodec } from '../upstream/codecs/stealthex.codec.js';
import { singleProvider } from '../upstream/providers.js';
import { createUpstreamFromCodec } from '../upstream/transport.js';
import type { Upstream } from '../upstream/upstream-port.js';
import { TEST_API_KEY } from '../test-support/harness.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { testUpstreamSettings } from '../test-support/upstream-settings.js';
import { createIntentRecovery } from './intent-recovery.service.js';
import { orderLocations } from './order-location.js';
import { createOrderKeys, orderPrint } from './order-keys.js';

// An order the site asked for and never recorded (it stopped between the provider's reply and its
// map line), looked for at the provider: the sandbox's ChangeNOW dialect, which lists its
// exchanges as the real API's partner list does. The exchanges are made through the real codec,
// as the site makes them.

const sandbox = useTestSandbox();
let changenow: Upstream;
beforeAll(() => {
  changenow = createUpstreamFromCodec(
    changenowCodec,
    testUpstreamSettings(`${sandbox.url}/v2/`, { apiKey: TEST_API_KEY }),
  );
});
afterAll(() => changenow.close());

/** A payout address no other test uses (lower-case hex: a valid Ethereum address). */
const freshAddress = () => `0x${randomBytes(20).toString('hex')}`;

/** The provider makes a fixed-rate exchange of `amount` BNB to ETH paid to `address`. */
async function providerMakes(address: string, amount = '1') {
  const quote = await changenow.quote({ from: 'BNB', to: 'ETH', amount });
  const made = await changenow.create({
    from: 'BNB',
    to: 'ETH',
    amount,
    address,
    route: quote.route,
    ...(quote.rateId ? { rateId: quote.rateId } : {}),
  });
  if (made.kind !== 'created') throw new Error('the sandbox refused the exchange');
  return made;
}

/** The terms the visitor was promised, as the intent keeps them before the provider is asked. */
const termsFor = (address: string, changed: Partial<OrderTerms> = {}): OrderTerms => ({
  provider: 'changenow',
  providerOrderId: null,
  from: 'BNB',
  to: 'ETH',
  sendAmount: '1',
  estimateShown: null,
  providerEstimate: null,
  fixedRate: true,
  address,
  receiveMemo: null,
  refundAddress: null,
  createdAt: Math.floor(Date.now() / 1000),
  ...changed,
});

let intents = 0;
/** An intent left open by a stop, with what finds it again. */
const intentFor = (terms: OrderTerms): OrderIntent => {
  intents += 1;
  return {
    orderId: `ORDER-RECOVER-${String(intents).padStart(9, '0')}`,
    key: `recover-key-${intents}`,
    pair: `${terms.from}>${terms.to}`,
    amount: terms.sendAmount,
    at: Date.now(),
    alerted: true,
    lookup: { provider: 'upstream', print: orderPrint({ intent: intents }), terms },
  };
};

/** Recovery over memory stores, with what it kept. */
function recovering(upstream: Upstream = changenow) {
  const orderMap = createMemoryOrderMap();
  const idempotency = createMemoryIdempotencyStore();
  const keys = createOrderKeys(idempotency, 0, undefined, orderMap);
  const kept: { orderId: string; terms: OrderTerms; deposit: Deposit | null }[] = [];
  const proof = {
    recordTerms: (orderId: string, terms: OrderTerms, deposit: Deposit | null) => {
      kept.push({ orderId, terms, deposit });
      return Promise.resolve();
    },
  };
  const providers = [singleProvider(upstream)];
  const recover = createIntentRecovery({
    providers,
    locations: orderLocations(providers, orderMap),
    orderMap,
    proof,
    keys,
  });
  return { recover, orderMap, keys, kept };
}

describe('an order a stop left unrecorded, at a provider that lists its orders', () => {
  it('is found by what the site sent and recorded: its map line, its terms and deposit, its key’s answer', async () => {
    const address = freshAddress();
    const made = await providerMakes(address);
    const { recover, orderMap, keys, kept } = recovering();
    const intent = intentFor(termsFor(address));
    await orderMap.intend(intent);

    expect(await recover(intent)).toEqual({
      kind: 'recorded',
      providerOrderId: made.providerOrderId,
    });
    expect(await orderMap.providerIdOf(intent.orderId)).toBe(made.providerOrderId);
    expect(await orderMap.intentFor(intent.key!)).toBeNull();
    expect(kept).toEqual([
      {
        orderId: intent.orderId,
        terms: { ...intent.lookup!.terms, providerOrderId: made.providerOrderId },
        deposit: { address: made.depositAddress, memo: null },
      },
    ]);
    // the visitor's retry with the key gets the order, never a second one
    expect(await keys.claim(intent.key!, intent.lookup!.print)).toEqual({
      kind: 'answered',
      reply: { status: 201, body: { orderId: intent.orderId } },
    });
  });

  it('is left for support when two of the provider’s orders match it: the site never guesses', async () => {
    const address = freshAddress();
    await providerMakes(address);
    await providerMakes(address);
    const { recover, orderMap, kept } = recovering();
    const intent = intentFor(termsFor(address));
    await orderMap.intend(intent);

    expect(await recover(intent)).toEqual({
      kind: 'not-found',
      why: "2 orders in the provider's list match it",
    });
    expect(await orderMap.providerIdOf(intent.orderId)).toBeNull();
    expect(await orderMap.intentFor(intent.key!)).toEqual(intent);
    expect(kept).toEqual([]);
  });

  it('is left for support when the provider lists none of another amount, or none at all', async () => {
    const address = freshAddress();
    await providerMakes(address, '2');
    const { recover } = recovering();
    expect(await recover(intentFor(termsFor(address)))).toEqual({
      kind: 'not-found',
      why: "it is not in the provider's list",
    });
    expect(await recover(intentFor(termsFor(freshAddress())))).toEqual({
      kind: 'not-found',
      why: "it is not in the provider's list",
    });
  });

  it('is never tied to an order recorded already: the visitor’s next order with a new key is not this one', async () => {
    const address = freshAddress();
    // this intent's call never reached the provider; the visitor then ordered again, recorded
    const again = await providerMakes(address);
    const { recover, orderMap, kept } = recovering();
    await orderMap.put('ORDER-NEXT-KEY-000000001', again.providerOrderId);
    const intent = intentFor(termsFor(address));
    await orderMap.intend(intent);
    expect(await recover(intent)).toEqual({
      kind: 'not-found',
      why: "the provider's list names only orders recorded as others",
    });
    expect(kept).toEqual([]);
    expect(await orderMap.providerIdOf(intent.orderId)).toBeNull();
  });

  it('is found beside the visitor’s next order: the one not recorded yet is this one', async () => {
    const address = freshAddress();
    const lost = await providerMakes(address);
    const again = await providerMakes(address);
    const { recover, orderMap } = recovering();
    await orderMap.put('ORDER-NEXT-KEY-000000002', again.providerOrderId);
    const intent = intentFor(termsFor(address));
    expect(await recover(intent)).toEqual({
      kind: 'recorded',
      providerOrderId: lost.providerOrderId,
    });
    expect(await orderMap.providerIdOf(intent.orderId)).toBe(lost.providerOrderId);
  });

  it('is left for support when the order the list names says another refund address than the one promised', async () => {
    const address = freshAddress();
    await providerMakes(address);
    const { recover, kept } = recovering();
    const intent = intentFor(termsFor(address, { refundAddress: freshAddress() }));
    expect(await recover(intent)).toEqual({
      kind: 'not-found',
      why: "the provider's list is not believed: a listed order does not match it (refund-address)",
    });
    expect(kept).toEqual([]);
  });

  it('is left for support at a provider whose protocol has no list to look in', async () => {
    const stealthex = createUpstreamFromCodec(
      stealthexCodec,
      testUpstreamSettings(`${sandbox.url}/stealthex/v4/`, { apiKey: TEST_API_KEY }),
    );
    try {
      const { recover } = recovering(stealthex);
      expect(await recover(intentFor(termsFor(freshAddress())))).toEqual({
        kind: 'not-found',
        why: 'its provider cannot look orders up',
      });
    } finally {
      await stealthex.close();
    }
  });
});
