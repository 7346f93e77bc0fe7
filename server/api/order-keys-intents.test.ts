import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openFileIdempotencyStore } from '../stores/idempotency-file.js';
import {
  createMemoryIdempotencyStore,
  type IdempotencyStore,
} from '../stores/idempotency-store.js';
import { StoreUnavailableError } from '../stores/shared-store.js';
import { createMemoryOrderMap, openFileOrderMap } from '../stores/order-map.js';
import { createOrderKeys, orderPrint } from './order-keys.js';
import { ORPHAN_AFTER_MS } from './orphan-intents.js';

// kill -9 between the provider's create and the order map's write: the key's reservation lived
// in memory and died with the process, the intent (written, synced, before the provider was
// asked) did not. A retry with the same key after the restart made a second provider order.

describe('a retry after the site was killed mid-order', () => {
  it('never orders again for a key whose intent is still open, and orders for a new key', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-keys-'));
    const mapFile = join(dir, 'order-map.jsonl');
    const keysFile = join(dir, 'idempotency.jsonl');
    const print = orderPrint({ from: 'BNB', to: 'ETH', amount: '1' });

    // the first process: the key held, the intent written, the provider asked ... and killed
    const askedAt = Date.now();
    let now = askedAt;
    const firstKeys = await openFileIdempotencyStore(keysFile);
    const firstMap = await openFileOrderMap(mapFile);
    const claim = await createOrderKeys(firstKeys, 0, undefined, firstMap).claim('key-0001', print);
    expect(claim.kind).toBe('held');
    await firstMap.intend({
      orderId: 'ORDER-KILLED-0001',
      key: 'key-0001',
      pair: 'BNB>ETH',
      amount: '1',
      at: askedAt,
    });
    await firstKeys.close();
    await firstMap.close();

    // the restarted process
    const keys = await openFileIdempotencyStore(keysFile);
    const map = await openFileOrderMap(mapFile);
    try {
      const orderKeys = createOrderKeys(keys, 0, undefined, map, () => now);
      // while the creation could still be running somewhere: in flight
      expect((await orderKeys.claim('key-0001', print)).kind).toBe('in-flight');
      expect((await orderKeys.claim('key-0002', print)).kind).toBe('held');
      // past any creation: unconfirmed, with our order id for support, never a second order
      now = askedAt + ORPHAN_AFTER_MS;
      expect(await orderKeys.claim('key-0001', print)).toEqual({
        kind: 'unconfirmed',
        reference: 'ORDER-KILLED-0001',
      });
      // support alerted (the intent kept, marked): still never a second order, days later too
      expect(await map.takeOrphans(now)).toHaveLength(1);
      now = askedAt + 3 * 86_400_000;
      expect(await orderKeys.claim('key-0001', print)).toEqual({
        kind: 'unconfirmed',
        reference: 'ORDER-KILLED-0001',
      });
      // the intent settled (here: its map line, support having found the order), the key is free
      await map.put('ORDER-KILLED-0001', 'provider-0001');
      expect(await map.intentFor('key-0001')).toBeNull();
    } finally {
      await keys.close();
      await map.close();
    }
  });
});

describe('a store that flaps while a key is claimed (a failover)', () => {
  const print = orderPrint({ from: 'BNB', to: 'ETH', amount: '1' });
  const away = () => Promise.reject(new StoreUnavailableError('timed out'));

  it('lets go of the reservation when the store takes it but not the intent look-up after it', async () => {
    const store = createMemoryIdempotencyStore();
    let flapping = true;
    const intents = { intentFor: () => (flapping ? away() : Promise.resolve(null)) };
    const keys = createOrderKeys(store, 0, undefined, intents);
    await expect(keys.claim('key-flap-0001', print)).rejects.toThrow(StoreUnavailableError);

    flapping = false;
    // the visitor's retry orders, instead of 'still being processed' for the key's 10 minutes
    await vi.waitFor(async () => expect(await store.peek('key-flap-0001')).toBeNull());
    expect((await keys.claim('key-flap-0001', print)).kind).toBe('held');
  });

  it('lets go of a reservation the store made though its answer never came', async () => {
    const store = createMemoryIdempotencyStore();
    // the write lands, its answer is lost (past the call bound, or the master fell after it)
    const lostAnswer: IdempotencyStore = {
      ...store,
      reserve: async (...args) => {
        await store.reserve(...args);
        return away();
      },
    };
    await expect(
      createOrderKeys(lostAnswer, 0, undefined, { intentFor: () => Promise.resolve(null) }).claim(
        'key-flap-0002',
        print,
      ),
    ).rejects.toThrow(StoreUnavailableError);
    await vi.waitFor(async () => expect(await store.peek('key-flap-0002')).toBeNull());
  });
});

describe('a retry while the order is found at the provider after a stop', () => {
  it('gets the order found, not a new one, when the key is settled between its two reads', async () => {
    const print = orderPrint({ from: 'BNB', to: 'ETH', amount: '1' });
    const store = createMemoryIdempotencyStore();
    // the recovery settles the key, then ends the intent, just as the retry looks for it
    const intents = {
      intentFor: async () => {
        await createOrderKeys(store, 0).settle('key-found-0001', print, {
          status: 201,
          body: { orderId: 'ORDER-FOUND-0001' },
        });
        return null;
      },
    };
    expect(
      await createOrderKeys(store, 0, undefined, intents).claim('key-found-0001', print),
    ).toEqual({
      kind: 'answered',
      reply: { status: 201, body: { orderId: 'ORDER-FOUND-0001' } },
    });
  });
});

describe('a retry for an order a provider can still find', () => {
  it('is asked to try again, not sent to support, until the sweep has looked for it', async () => {
    const print = orderPrint({ from: 'BNB', to: 'ETH', amount: '1' });
    const askedAt = Date.now();
    const map = createMemoryOrderMap();
    await map.intend({
      orderId: 'ORDER-FINDABLE-0001',
      key: 'key-findable-0001',
      pair: 'BNB>ETH',
      amount: '1',
      at: askedAt,
      lookup: { provider: 'upstream', print, terms: {} },
    });
    const keys = createOrderKeys(
      createMemoryIdempotencyStore(),
      0,
      undefined,
      map,
      () => askedAt + ORPHAN_AFTER_MS + 60_000,
    );
    expect((await keys.claim('key-findable-0001', print)).kind).toBe('in-flight');
    // the sweep looked and could not find it: support has it, and so does the visitor
    expect(await map.takeOrphans(askedAt + 1)).toHaveLength(1);
    expect(await keys.claim('key-findable-0001', print)).toEqual({
      kind: 'unconfirmed',
      reference: 'ORDER-FINDABLE-0001',
    });
  });
});
