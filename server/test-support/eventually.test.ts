import { describe, expect, it } from 'vitest';
import { eventually } from './eventually.js';

describe('eventually', () => {
  it('resolves to the first value accepted', async () => {
    let reads = 0;
    await expect(
      eventually(
        () => ++reads,
        (n) => n >= 3,
        { intervalMs: 1 },
      ),
    ).resolves.toBe(3);
  });

  it('fails naming the last value it saw', async () => {
    let reads = 0;
    await expect(
      eventually(
        () => ({ reads: ++reads, state: 'open' }),
        ({ state }) => state === 'closed',
        {
          timeoutMs: 30,
          intervalMs: 5,
          what: 'the breaker closing',
        },
      ),
    ).rejects.toThrow(
      /^the breaker closing did not come within 30 ms; last seen: \{"reads":\d+,"state":"open"\}$/,
    );
  });

  it('fails naming the last error when every read threw', async () => {
    await expect(
      eventually(
        () => {
          throw new Error('ECONNREFUSED');
        },
        () => true,
        { timeoutMs: 20, intervalMs: 5 },
      ),
    ).rejects.toThrow(/last seen: an error: ECONNREFUSED$/);
  });
});
