import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFileIdempotencyStore } from '../stores/idempotency-file.js';
import { openFileOrderMap } from '../stores/order-map.js';
import { createOrderKeys, orderPrint } from './order-keys.js';

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
    const firstKeys = await openFileIdempotencyStore(keysFile);
    const firstMap = await openFileOrderMap(mapFile);
    const claim = await createOrderKeys(firstKeys, 0, undefined, firstMap).claim('key-0001', print);
    expect(claim.kind).toBe('held');
    await firstMap.intend({
      orderId: 'ORDER-KILLED-0001',
      key: 'key-0001',
      pair: 'BNB>ETH',
      amount: '1',
      at: Date.now(),
    });
    await firstKeys.close();
    await firstMap.close();

    // the restarted process
    const keys = await openFileIdempotencyStore(keysFile);
    const map = await openFileOrderMap(mapFile);
    try {
      const orderKeys = createOrderKeys(keys, 0, undefined, map);
      expect((await orderKeys.claim('key-0001', print)).kind).toBe('in-flight');
      expect((await orderKeys.claim('key-0002', print)).kind).toBe('held');
      // the intent settled (here: its map line), the key is free again
      await map.put('ORDER-KILLED-0001', 'provider-0001');
      expect(await map.keyInUse('key-0001')).toBe(false);
    } finally {
      await keys.close();
      await map.close();
    }
  });
});
