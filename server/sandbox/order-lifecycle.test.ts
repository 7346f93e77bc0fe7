import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_PRESETS } from '../config/config.js';
import { exchangeStatusReplySchema } from '../../shared/contract/upstream.js';
import { DEPOSIT_WINDOW_S } from '../../shared/constants.js';
import { startSandbox } from './sandbox.js';
import {
  control,
  createOrder,
  orderStatus,
  startTestSandbox,
  type TestSandbox,
} from './test-support/sandbox-client.js';

const lifecycle = SANDBOX_PRESETS.normal;
let running: TestSandbox | null = null;
afterEach(async () => {
  await running?.sandbox.close();
  running = null;
});

async function start(autoDepositAfterS = 0): Promise<TestSandbox> {
  running = await startTestSandbox({ lifecycle, autoDepositAfterS });
  return running;
}

async function info(sandbox: TestSandbox, id: string) {
  const reply = exchangeStatusReplySchema.parse((await orderStatus(sandbox.url, id)).json);
  if (reply.message !== 'success' || !('orderInfo' in reply)) throw new Error('order not found');
  return reply.orderInfo;
}

describe('the order lifecycle', () => {
  it('moves 0 -> 1 -> 2 -> 3 -> 4 on the clock once a deposit is marked', async () => {
    const sandbox = await start();
    const id = await createOrder(sandbox.url);
    sandbox.clock.advance(60);
    expect((await info(sandbox, id)).status).toBe(0);

    const marked = await control(sandbox.url, 'POST', `/control/orders/${id}/deposit`);
    expect(marked.status).toBe(200);
    const depositAt = sandbox.clock.seconds;
    expect(marked.json).toMatchObject({ status: 1, first_tx_receivedTime: depositAt });

    const seen: number[] = [];
    const checkpoints = [
      lifecycle.anonymizingS - 1,
      1,
      lifecycle.swappingS - 1,
      1,
      lifecycle.finishingS - 1,
      1,
    ];
    for (const step of checkpoints) {
      sandbox.clock.advance(step);
      seen.push((await info(sandbox, id)).status);
    }
    expect(seen).toEqual([1, 2, 2, 3, 3, 4]);

    sandbox.clock.advance(DEPOSIT_WINDOW_S * 10);
    const done = await info(sandbox, id);
    expect(done.status).toBe(4);
    expect(done.first_tx_receivedTime).toBe(depositAt);
  });

  it('expires an unpaid order 1800 s after creation', async () => {
    const sandbox = await start();
    const id = await createOrder(sandbox.url);
    const created = (await info(sandbox, id)).creation_time;
    sandbox.clock.advance(DEPOSIT_WINDOW_S - 1);
    expect((await info(sandbox, id)).status).toBe(0);
    sandbox.clock.advance(1);
    expect(await info(sandbox, id)).toMatchObject({
      status: 5,
      first_tx_receivedTime: 0,
      creation_time: created,
    });
  });

  it('refuses a deposit on an expired order and keeps it expired', async () => {
    const sandbox = await start();
    const id = await createOrder(sandbox.url);
    sandbox.clock.advance(DEPOSIT_WINDOW_S);
    const reply = await control(sandbox.url, 'POST', `/control/orders/${id}/deposit`);
    expect(reply.status).toBe(409);
    expect((reply.json as { error: string }).error).toMatch(/expired/);
    expect((await info(sandbox, id)).status).toBe(5);
  });

  it('keeps the first deposit time when a deposit is marked twice', async () => {
    const sandbox = await start();
    const id = await createOrder(sandbox.url);
    await control(sandbox.url, 'POST', `/control/orders/${id}/deposit`);
    const first = sandbox.clock.seconds;
    sandbox.clock.advance(30);
    const again = await control(sandbox.url, 'POST', `/control/orders/${id}/deposit`);
    expect(again.json).toMatchObject({ first_tx_receivedTime: first });
  });

  it('auto-deposits after the configured seconds', async () => {
    const sandbox = await start(90);
    const id = await createOrder(sandbox.url);
    const created = sandbox.clock.seconds;
    sandbox.clock.advance(89);
    expect(await info(sandbox, id)).toMatchObject({ status: 0, first_tx_receivedTime: 0 });
    sandbox.clock.advance(1);
    expect(await info(sandbox, id)).toMatchObject({
      status: 1,
      first_tx_receivedTime: created + 90,
    });
    sandbox.clock.advance(lifecycle.anonymizingS + lifecycle.swappingS + lifecycle.finishingS);
    expect((await info(sandbox, id)).status).toBe(4);
  });

  it('pins a forced status: the clock no longer moves it', async () => {
    const sandbox = await start();
    const id = await createOrder(sandbox.url);
    const forced = await control(sandbox.url, 'POST', `/control/orders/${id}/status`, {
      status: 2,
    });
    expect(forced.status).toBe(200);
    // A status past waiting implies money arrived, so the deposit time is filled in.
    expect(forced.json).toMatchObject({ status: 2, first_tx_receivedTime: sandbox.clock.seconds });
    sandbox.clock.advance(DEPOSIT_WINDOW_S * 10);
    expect((await info(sandbox, id)).status).toBe(2);
  });

  it('can force the failed status, which the clock never produces', async () => {
    const sandbox = await start();
    const id = await createOrder(sandbox.url);
    await control(sandbox.url, 'POST', `/control/orders/${id}/deposit`);
    await control(sandbox.url, 'POST', `/control/orders/${id}/status`, { status: 6 });
    expect((await info(sandbox, id)).status).toBe(6);
    const deposit = await control(sandbox.url, 'POST', `/control/orders/${id}/deposit`);
    expect(deposit.status).toBe(409);
  });

  it('reports timestamps in real epoch seconds by default', async () => {
    const live = await startSandbox({
      host: '127.0.0.1',
      port: 0,
      dataFile: null,
      lifecycle,
      autoDepositAfterS: 0,
    });
    try {
      const before = Math.floor(Date.now() / 1000);
      const id = await createOrder(live.url);
      const reply = exchangeStatusReplySchema.parse((await orderStatus(live.url, id)).json);
      const created = (reply as { orderInfo: { creation_time: number } }).orderInfo.creation_time;
      expect(created).toBeGreaterThanOrEqual(before);
      expect(created).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    } finally {
      await live.close();
    }
  });
});
