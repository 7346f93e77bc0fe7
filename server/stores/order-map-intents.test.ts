import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFileOrderMap } from './order-map.js';

const DAY_MS = 86_400_000;
const retention = { afterEndMs: 14 * DAY_MS, unendedMs: 90 * DAY_MS };

describe('the file order map’s intents past retention', () => {
  it('keeps nothing of a settled intent once its order is swept, and never alerts it as an orphan', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'swap-intents-')), 'order-map.jsonl');
    let now = Date.UTC(2026, 10, 1);
    const map = await openFileOrderMap(file, retention, () => now);
    const intent = {
      orderId: 'ORDER-SETTLED-0001',
      key: 'visitor-key-0001',
      pair: 'BNB>ETH',
      amount: '1.2345',
      at: now,
    };
    await map.intend(intent);
    await map.put(intent.orderId, 'provider-0001');
    await map.ended(intent.orderId, now + 3_600_000);

    now += retention.afterEndMs + 2 * DAY_MS;
    await map.sweep();
    expect(await map.providerIdOf(intent.orderId)).toBeNull();
    const intents = await readFile(`${file}.intents`, 'utf8');
    for (const kept of [intent.orderId, intent.key, intent.amount])
      expect(intents).not.toContain(kept);
    await map.close();

    // the next start: the map line is gone, and its settled intent is no orphan
    const reopened = await openFileOrderMap(file, retention, () => now);
    expect(await reopened.takeOrphans(now)).toEqual([]);
    await reopened.close();
  });

  it('still alerts an intent the provider may hold but the map never got', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'swap-intents-')), 'order-map.jsonl');
    let now = Date.UTC(2026, 10, 1);
    const map = await openFileOrderMap(file, retention, () => now);
    const intent = { orderId: 'ORDER-ORPHAN-0001', pair: 'BNB>ETH', amount: '1', at: now };
    await map.intend(intent);
    now += 10 * 60_000;
    await map.sweep();
    await map.close();
    const reopened = await openFileOrderMap(file, retention, () => now);
    expect(await reopened.takeOrphans(now - 5 * 60_000)).toEqual([intent]);
    await reopened.close();
  });

  it('keeps an alerted intent, and its key, across a restart until the retention period ends', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'swap-intents-')), 'order-map.jsonl');
    let now = Date.UTC(2026, 10, 1);
    const map = await openFileOrderMap(file, retention, () => now);
    const intent = {
      orderId: 'ORDER-ORPHAN-0002',
      key: 'k-0002',
      pair: 'BNB>ETH',
      amount: '1',
      at: now,
    };
    await map.intend(intent);
    expect(await map.takeOrphans(now + 1)).toEqual([intent]);
    await map.close();

    now += 5 * DAY_MS;
    const reopened = await openFileOrderMap(file, retention, () => now);
    // alerted once: not again, and its key still stands for it
    expect(await reopened.takeOrphans(now)).toEqual([]);
    expect(await reopened.intentFor('k-0002')).toEqual({ ...intent, alerted: true });
    now += retention.afterEndMs;
    await reopened.sweep();
    expect(await reopened.intentFor('k-0002')).toBeNull();
    await reopened.close();
    expect(await readFile(`${file}.intents`, 'utf8')).not.toContain(intent.orderId);
  });
});
