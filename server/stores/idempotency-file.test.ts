import { appendFile, mkdtemp, readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openFileIdempotencyStore } from './idempotency-file.js';

const reply = (orderId: string) => ({
  status: 201,
  body: { orderId },
  fingerprint: `print-${orderId}`,
});

async function tempFile() {
  return join(await mkdtemp(join(tmpdir(), 'swap-idem-')), 'nested', 'idempotency.jsonl');
}

describe('the file-backed Idempotency-Key store', () => {
  it('gives a restarted process the reply the first one kept', async () => {
    const file = await tempFile();
    const first = await openFileIdempotencyStore(file);
    expect(await first.reserve('key-a', 'print-A1', 60_000)).toEqual({ state: 'reserved' });
    await first.complete('key-a', reply('A1'), 60_000);
    await first.close();

    const second = await openFileIdempotencyStore(file);
    expect(await second.reserve('key-a', 'print-A1', 60_000)).toEqual({
      state: 'done',
      reply: reply('A1'),
    });
    expect(await second.peek('key-a')).toEqual({ state: 'done', reply: reply('A1') });
    await second.close();
    // Only this process's user may read what visitors were answered.
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('forgets replies past their time and skips a line torn by a crash', async () => {
    const file = await tempFile();
    let clock = 1_000_000;
    const first = await openFileIdempotencyStore(file, () => clock);
    await first.complete('short', reply('S1'), 1000);
    await first.complete('long', reply('L1'), 60_000);
    await first.close();
    await appendFile(file, '{"key":"torn","expiresAt":99999999999,"reply":{"sta');

    clock += 1000;
    const second = await openFileIdempotencyStore(file, () => clock);
    expect(await second.peek('short')).toBeNull();
    expect(await second.peek('torn')).toBeNull();
    expect(await second.peek('long')).toEqual({ state: 'done', reply: reply('L1') });
    // A new reservation for the expired key is a fresh order.
    expect(await second.reserve('short', 'print-S2', 60_000)).toEqual({ state: 'reserved' });
    await second.close();
    // Opening rewrote the file with live replies only.
    const lines = (await readFile(file, 'utf8')).trim().split('\n');
    expect(lines.map((line) => (JSON.parse(line) as { key: string }).key)).toEqual(['long']);
  });

  it('keeps the file bounded while replies expire, without a restart', async () => {
    const file = await tempFile();
    let clock = 1_000_000;
    const store = await openFileIdempotencyStore(file, () => clock, 10);
    const longest = { lines: 0 };
    for (let round = 0; round < 5; round += 1) {
      for (let n = 0; n < 10; n += 1) {
        await store.complete(`key-${round}-${n}`, reply(`R${round}-${n}`), 1000);
        const lines = (await readFile(file, 'utf8')).trim().split('\n').length;
        longest.lines = Math.max(longest.lines, lines);
      }
      clock += 2000; // this round's replies have expired
    }
    await store.close();
    // 50 replies written, never more than two rounds' worth on disk
    expect(longest.lines).toBeLessThanOrEqual(20);

    clock -= 2000; // the last round is still live for a restarted process
    const reopened = await openFileIdempotencyStore(file, () => clock);
    expect(await reopened.peek('key-4-9')).toEqual({ state: 'done', reply: reply('R4-9') });
    expect(await reopened.peek('key-0-0')).toBeNull();
    await reopened.close();
  });

  it('writes concurrent replies as whole lines', async () => {
    const file = await tempFile();
    const store = await openFileIdempotencyStore(file);
    await Promise.all(
      Array.from({ length: 50 }, (_, i) => store.complete(`key-${i}`, reply(`O${i}`), 60_000)),
    );
    await store.close();
    const reopened = await openFileIdempotencyStore(file);
    for (let i = 0; i < 50; i++) {
      expect(await reopened.peek(`key-${i}`)).toEqual({ state: 'done', reply: reply(`O${i}`) });
    }
    await reopened.close();
  });
});
