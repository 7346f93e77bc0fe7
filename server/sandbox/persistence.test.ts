import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_PRESETS } from '../config/config.js';
import { SandboxDataFileError } from './order-file.js';
import { startSandbox } from './sandbox.js';
import {
  control,
  createOrder,
  orderStatus,
  startTestSandbox,
  TestClock,
} from './test-support/sandbox-client.js';

let folder: string;
let dataFile: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sandbox-orders-'));
  dataFile = join(folder, 'nested', 'orders.json');
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('order persistence', () => {
  it('keeps every order, deposit and forced status across a restart on the same file', async () => {
    const first = await startTestSandbox({ dataFile });
    const ids = [];
    for (let i = 0; i < 5; i++) ids.push(await createOrder(first.url));
    await control(first.url, 'POST', `/control/orders/${ids[1]}/deposit`);
    await control(first.url, 'POST', `/control/orders/${ids[2]}/status`, { status: 6 });
    const before = await Promise.all(
      ids.map(async (id) => (await orderStatus(first.url, id)).json),
    );
    await first.sandbox.close();

    const clock = new TestClock();
    clock.ms = first.clock.ms;
    const second = await startSandbox(
      {
        host: '127.0.0.1',
        port: 0,
        dataFile,
        lifecycle: SANDBOX_PRESETS.normal,
        autoDepositAfterS: 0,
      },
      { now: clock.now },
    );
    try {
      const after = await Promise.all(
        ids.map(async (id) => (await orderStatus(second.url, id)).json),
      );
      expect(after).toEqual(before);
      expect(
        after.map((reply) => (reply as { orderInfo: { status: number } }).orderInfo.status),
      ).toEqual([0, 1, 6, 0, 0]);
    } finally {
      await second.close();
    }
  });

  it('has each order on disk before its id is returned', async () => {
    const running = await startTestSandbox({ dataFile });
    try {
      const id = await createOrder(running.url);
      const saved = JSON.parse(await readFile(dataFile, 'utf8')) as { orders: { id: string }[] };
      expect(saved.orders.map((order) => order.id)).toContain(id);
    } finally {
      await running.sandbox.close();
    }
  });

  it('writes through a temporary file and leaves none behind', async () => {
    const running = await startTestSandbox({ dataFile });
    await Promise.all(Array.from({ length: 25 }, () => createOrder(running.url)));
    await running.sandbox.close();
    const saved = JSON.parse(await readFile(dataFile, 'utf8')) as { orders: unknown[] };
    expect(saved.orders).toHaveLength(25);
    expect(await readdir(join(folder, 'nested'))).toEqual(['orders.json']);
  });

  it('stops start-up with an error naming a file that is not JSON, and leaves the file alone', async () => {
    await writeFile(join(folder, 'broken.json'), '{"version":1,"orders":[');
    const start = startTestSandbox({ dataFile: join(folder, 'broken.json') });
    await expect(start).rejects.toThrow(SandboxDataFileError);
    await expect(start).rejects.toThrow(/broken\.json.*not valid JSON/);
    expect(await readFile(join(folder, 'broken.json'), 'utf8')).toBe('{"version":1,"orders":[');
  });

  it('stops start-up when the file holds something other than orders', async () => {
    const file = join(folder, 'other.json');
    await writeFile(file, JSON.stringify({ version: 1, orders: [{ id: 'short' }] }));
    await expect(startTestSandbox({ dataFile: file })).rejects.toThrow(/other\.json.*orders\.0/);
    await writeFile(file, JSON.stringify([1, 2, 3]));
    await expect(startTestSandbox({ dataFile: file })).rejects.toThrow(/other\.json/);
  });

  it('starts empty when the file does not exist yet', async () => {
    const running = await startTestSandbox({ dataFile });
    try {
      const reply = await orderStatus(running.url, 'C'.repeat(22));
      expect((reply.json as { message: string }).message).toBe('error');
    } finally {
      await running.sandbox.close();
    }
  });
});
