import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFileOrderMap } from './order-map.js';

const DAY_MS = 86_400_000;
const retention = { afterEndMs: 14 * DAY_MS, unendedMs: 90 * DAY_MS };

/** A map file of its own, on a clock the test moves; `open` opens it, and again after a close. */
async function freshMap() {
  const file = join(await mkdtemp(join(tmpdir(), 'swap-intents-')), 'order-map.jsonl');
  const clock = { now: Date.UTC(2026, 10, 1) };
  const open = () => openFileOrderMap(file, retention, () => clock.now);
  return { file, clock, open };
}

/** A BNB>ETH order intent made at `at`, with the visitor's Idempotency-Key when it had one. */
const intentAt = (at: number, orderId: string, amount: string, key?: string) => ({
  orderId,
  ...(key === undefined ? {} : { key }),
  pair: 'BNB>ETH',
  amount,
  at,
});

describe('the file order map’s intents past retention', () => {
  it('keeps nothing of a settled intent once its order is swept, and never alerts it as an orphan', async () => {
    const { file, clock, open } = await freshMap();
    const map = await open();
    const intent = intentAt(clock.now, 'ORDER-SETTLED-0001', '1.2345', 'visitor-key-0001');
    await map.intend(intent);
    await map.put(intent.orderId, 'provider-0001');
    await map.ended(intent.orderId, clock.now + 3_600_000);

    clock.now += retention.afterEndMs + 2 * DAY_MS;
    await map.sweep();
    expect(await map.providerIdOf(intent.orderId)).toBeNull();
    const intents = await readFile(`${file}.intents`, 'utf8');
    for (const kept of [intent.orderId, intent.key, intent.amount])
      expect(intents).not.toContain(kept);
    await map.close();

    // the next start: the map line is gone, and its settled intent is no orphan
    const reopened = await open();
    expect(await reopened.takeOrphans(clock.now)).toEqual([]);
    await reopened.close();
  });

  it('still alerts an intent the provider may hold but the map never got', async () => {
    const { clock, open } = await freshMap();
    const map = await open();
    const intent = intentAt(clock.now, 'ORDER-ORPHAN-0001', '1');
    await map.intend(intent);
    clock.now += 10 * 60_000;
    await map.sweep();
    await map.close();
    const reopened = await open();
    expect(await reopened.takeOrphans(clock.now - 5 * 60_000)).toEqual([intent]);
    await reopened.close();
  });

  it('shows the orphans to look for without marking them: a stop while looking leaves them to the next start', async () => {
    const { clock, open } = await freshMap();
    const map = await open();
    const intent = intentAt(clock.now, 'ORDER-ORPHAN-0003', '1', 'k-0003');
    await map.intend(intent);
    expect(await map.openOrphans(clock.now + 1)).toEqual([intent]);
    await map.close();
    const reopened = await open();
    expect(await reopened.openOrphans(clock.now + 1)).toEqual([intent]);
    expect(await reopened.takeOrphans(clock.now + 1)).toEqual([intent]);
    expect(await reopened.openOrphans(clock.now + 1)).toEqual([]);
    await reopened.close();
  });

  it('finds which order of ours a provider order is, once mapped', async () => {
    const { clock, open } = await freshMap();
    const map = await open();
    await map.put('ORDER-MAPPED-0001', 'provider-0001');
    expect(await map.orderIdOf('provider-0001')).toBe('ORDER-MAPPED-0001');
    expect(await map.orderIdOf('provider-0002')).toBeNull();
    // gone with the map line, past the retention after its end
    await map.ended('ORDER-MAPPED-0001', clock.now);
    clock.now += retention.afterEndMs + 1;
    expect(await map.orderIdOf('provider-0001')).toBeNull();
    await map.close();
  });

  it('keeps an alerted intent, and its key, across a restart until the retention period ends', async () => {
    const { file, clock, open } = await freshMap();
    const map = await open();
    const intent = intentAt(clock.now, 'ORDER-ORPHAN-0002', '1', 'k-0002');
    await map.intend(intent);
    expect(await map.takeOrphans(clock.now + 1)).toEqual([intent]);
    await map.close();

    clock.now += 5 * DAY_MS;
    const reopened = await open();
    // alerted once: not again, and its key still stands for it
    expect(await reopened.takeOrphans(clock.now)).toEqual([]);
    expect(await reopened.intentFor('k-0002')).toEqual({ ...intent, alerted: true });
    clock.now += retention.afterEndMs;
    await reopened.sweep();
    expect(await reopened.intentFor('k-0002')).toBeNull();
    await reopened.close();
    expect(await readFile(`${file}.intents`, 'utf8')).not.toContain(intent.orderId);
  });
});
