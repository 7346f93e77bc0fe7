import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createAlerts } from '../alerts/alerts.js';
import { createLogger } from '../logging/logger.js';
import { createMemoryOrderMap, openFileOrderMap, type OrderIntent } from '../stores/order-map.js';
import { connectRedis } from '../stores/redis.js';
import { createRedisOrderMap } from '../stores/redis-order-map.js';
import { StoreUnavailableError } from '../stores/shared-store.js';
import { startChangenowTestApp } from '../test-support/harness.js';
import { onQuote, quote, VALID_ETH_ADDRESS, createOrder } from '../test-support/order-requests.js';
import { control } from '../test-support/sandbox-control.js';
import { useRedisServer } from '../test-support/redis-server.js';
import { readableMail, startSmtp } from '../test-support/smtp.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';
import { ORPHAN_AFTER_MS, sweepOrphanIntents, type RecoverIntent } from './orphan-intents.js';

// Kill -9 between the provider's reply and the order map's write left an order at the
// provider that nobody could find. An intent is written before the provider is asked; one left
// without its map line becomes a support alert naming what finds the order in its dashboard.

const logger = createLogger('silent');
/** An hour ago, to the second: well within the retention an open intent is kept for. */
const ASKED_AT = Math.floor(Date.now() / 1000) * 1000 - 3_600_000;
const LATER = () => ASKED_AT + ORPHAN_AFTER_MS + 1;

const intent = (orderId: string, overrides: Partial<OrderIntent> = {}): OrderIntent => ({
  orderId,
  key: 'key-abcdefgh',
  pair: 'BNB>ETH',
  amount: '1.25',
  at: ASKED_AT,
  ...overrides,
});

const ORPHAN = 'orphanAAAAAAAAAAAAAAAA';
const RECORDED = 'recordedBBBBBBBBBBBBBB';

async function mailingAlerts() {
  const smtp = await startSmtp();
  const outboxDir = await mkdtemp(join(tmpdir(), 'swap-orphan-outbox-'));
  const alerts = createAlerts(
    {
      smtpUrl: smtp.url,
      from: 'a@swap.test',
      to: 's@swap.test',
      outboxDir,
      windowMs: 60_000,
      retryMs: 60_000,
    },
    logger,
  );
  return {
    smtp,
    alerts,
    async close() {
      await alerts.close();
      await smtp.close();
    },
  };
}

describe('an order asked of the provider and never recorded', () => {
  it('becomes one support alert after a restart, naming time, pair, amount and our id', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'order-map-')), 'order-map.jsonl');
    const before = await openFileOrderMap(file);
    await before.intend(intent(ORPHAN));
    await before.intend(intent(RECORDED));
    await before.put(RECORDED, 'provider-recorded');
    // the process dies here: the orphan's reply never reached the map
    await before.close();

    const mail = await mailingAlerts();
    try {
      const after = await openFileOrderMap(file);
      expect(await sweepOrphanIntents(after, mail.alerts, LATER)).toEqual({
        recorded: 0,
        alerted: 1,
      });
      await expect.poll(() => mail.smtp.mails.length).toBe(1);
      const text = readableMail(mail.smtp.mails[0]!.raw);
      expect(text).toContain('order-map:orphan-intent');
      expect(text).toContain(new Date(ASKED_AT).toISOString());
      expect(text).toContain('1.25 BNB to ETH');
      expect(text).toContain('orphan…AAAAAA');
      expect(text).not.toContain(ORPHAN);
      expect(text).not.toContain('record…BBBBBB');
      // once: neither this sweep again nor the next start names it again
      expect(await sweepOrphanIntents(after, mail.alerts, LATER)).toEqual({
        recorded: 0,
        alerted: 0,
      });
      await after.close();
      const again = await openFileOrderMap(file);
      expect(await sweepOrphanIntents(again, mail.alerts, LATER)).toEqual({
        recorded: 0,
        alerted: 0,
      });
      await again.close();
    } finally {
      await mail.close();
    }
  });

  it('is recorded where its provider finds it; support hears only of the rest, and why each was not found', async () => {
    const FOUND = 'foundCCCCCCCCCCCCCCCCC';
    const map = createMemoryOrderMap();
    const looked = { provider: 'upstream', print: 'print', terms: {} };
    await map.intend(intent(FOUND, { key: 'key-found001', lookup: looked }));
    await map.intend(intent(ORPHAN, { key: 'key-orphan01', lookup: looked }));
    await map.intend(intent(RECORDED, { key: 'key-nolook01' }));
    const asked: string[] = [];
    // the provider finds one of the two it can look up; recording it ends its intent
    const recover: RecoverIntent = async (orphan) => {
      asked.push(orphan.orderId);
      if (orphan.orderId !== FOUND)
        return { kind: 'not-found', why: "2 orders in the provider's list match it" };
      await map.put(FOUND, 'provider-found');
      return { kind: 'recorded', providerOrderId: 'provider-found' };
    };
    const mail = await mailingAlerts();
    try {
      expect(await sweepOrphanIntents(map, mail.alerts, LATER, undefined, recover)).toEqual({
        recorded: 1,
        alerted: 2,
      });
      // only those a provider can look up are looked for
      expect(asked.sort()).toEqual([FOUND, ORPHAN].sort());
      await expect.poll(() => mail.smtp.mails.length).toBe(1);
      const text = readableMail(mail.smtp.mails[0]!.raw);
      expect(text).toContain('asked for 2 order(s)');
      expect(text).not.toContain('foundC…CCCCCC');
      expect(text).toContain(
        "orphan…AAAAAA (looked for at the provider: 2 orders in the provider's list match it)",
      );
      // a provider with no list: nothing to say beyond what finds it in the dashboard
      expect(text).toMatch(/record…BBBBBB(?! \()/);
      // each is handed out once: the next sweep neither looks again nor mails again
      expect(await sweepOrphanIntents(map, mail.alerts, LATER, undefined, recover)).toEqual({
        recorded: 0,
        alerted: 0,
      });
      expect(asked).toHaveLength(2);
    } finally {
      await mail.close();
    }
  });

  it('is looked for again at the next sweep when the store went away while looking, and alerted when the look-up itself broke', async () => {
    const map = createMemoryOrderMap();
    const looked = { provider: 'upstream', print: 'print', terms: {} };
    await map.intend(intent(ORPHAN, { key: 'key-orphan02', lookup: looked }));
    const mail = await mailingAlerts();
    try {
      const storeAway: RecoverIntent = () => Promise.reject(new StoreUnavailableError());
      await expect(
        sweepOrphanIntents(map, mail.alerts, LATER, undefined, storeAway),
      ).rejects.toThrow(StoreUnavailableError);
      // nothing marked, nothing mailed: the next sweep looks again
      expect(await map.openOrphans(LATER())).toHaveLength(1);
      const broken: RecoverIntent = () => Promise.reject(new TypeError('a bug'));
      expect(await sweepOrphanIntents(map, mail.alerts, LATER, undefined, broken)).toEqual({
        recorded: 0,
        alerted: 1,
      });
      await expect.poll(() => mail.smtp.mails.length).toBe(1);
      expect(readableMail(mail.smtp.mails[0]!.raw)).toContain(
        'looked for at the provider: the look-up failed (TypeError)',
      );
    } finally {
      await mail.close();
    }
  });

  it('is left alone while its creation may still be running', async () => {
    const map = createMemoryOrderMap();
    await map.intend(intent(ORPHAN, { at: Date.now() }));
    expect(await map.takeOrphans(Date.now() - ORPHAN_AFTER_MS)).toEqual([]);
  });

  describe('with Redis', () => {
    const redis = useRedisServer();

    it('is alerted once however many replicas look at the same time', async () => {
      const replicas = await Promise.all([1, 2, 3].map(() => connectRedis(redis.url, logger)));
      const maps = replicas.map((shared) => createRedisOrderMap(shared));
      // with what finds it at a provider that lists its orders: kept whole through the marking
      const orphan = intent(ORPHAN, {
        key: 'key-orphan01',
        lookup: { provider: 'upstream', print: 'print-01', terms: { address: 'kept' } },
      });
      await maps[0]!.intend(orphan);
      await maps[1]!.intend(intent(RECORDED));
      await maps[2]!.put(RECORDED, 'provider-recorded');
      // looked at first, it stays unmarked: a replica stopped while looking leaves it to another
      expect(await maps[2]!.openOrphans(LATER())).toEqual([orphan]);
      const found = await Promise.all(maps.map((map) => map.takeOrphans(LATER())));
      expect(found.flat()).toEqual([orphan]);
      // kept, marked: its key never orders again, and no replica alerts it a second time
      expect(await maps[1]!.intentFor('key-orphan01')).toEqual({ ...orphan, alerted: true });
      expect((await Promise.all(maps.map((map) => map.takeOrphans(LATER())))).flat()).toEqual([]);
      expect(await maps[0]!.openOrphans(LATER())).toEqual([]);
      expect(await replicas[0]!.client.keys('intent:*')).toEqual([`intent:${ORPHAN}`]);
      await Promise.all(replicas.map((shared) => shared.client.quit()));
    });
  });
});

describe('the intents of orders made through the site', () => {
  const sandbox = useTestSandbox();

  it('are cleared by the map line or a refusal, and kept when the map cannot be written', async () => {
    const orderMap = createMemoryOrderMap();
    let failPut = false;
    const map = {
      ...orderMap,
      put: (orderId: string, providerOrderId: string) =>
        failPut ? Promise.reject(new Error('killed')) : orderMap.put(orderId, providerOrderId),
    };
    const site = await startChangenowTestApp(sandbox, { orderMap: map });
    const order = async (key?: string) => {
      const quoted = await quote(site.url);
      return createOrder(
        site.url,
        { from: 'BNB', to: 'ETH', amount: '1', address: VALID_ETH_ADDRESS, ...onQuote(quoted) },
        key,
      );
    };
    const left = () => map.takeOrphans(Number.MAX_SAFE_INTEGER);
    try {
      expect((await order()).status).toBe(201);
      expect(await left()).toEqual([]);
      await control(sandbox, 'POST', '/faults', { endpoint: 'token_exchange', fault: 'error' });
      expect((await order()).status).toBe(503);
      expect(await left()).toEqual([]);
      // the map away for a moment (a failover): the order is made, its record goes on until it
      // lands; the visitor hears 503 at once, never 500
      failPut = true;
      const pending = await order('failover-key-0001');
      expect(pending.status).toBe(503);
      expect(pending.headers.get('retry-after')).toBe('5');
      const kept = await map.intentFor('failover-key-0001');
      expect(kept).toEqual(
        expect.objectContaining({ pair: 'BNB>ETH', amount: '1', at: expect.any(Number) }),
      );
      // ChangeNOW lists its orders: the intent keeps what finds this one there after a stop
      expect(kept?.lookup).toEqual({
        provider: 'upstream',
        print: expect.any(String),
        terms: expect.objectContaining({
          from: 'BNB',
          to: 'ETH',
          sendAmount: '1',
          address: VALID_ETH_ADDRESS,
          providerOrderId: null,
        }),
      });
      // the store back: the record lands, and the same key gets that order, not a second one
      failPut = false;
      const again = async () => {
        const res = await order('failover-key-0001');
        return res.status === 201 ? ((await res.json()) as { orderId: string }).orderId : null;
      };
      await expect.poll(again, { timeout: 10_000, interval: 200 }).not.toBeNull();
      const recorded = await again();
      expect(await map.providerIdOf(recorded!)).not.toBeNull();
      expect(await map.intentFor('failover-key-0001')).toBeNull();
    } finally {
      await site.close();
    }
  });
});
