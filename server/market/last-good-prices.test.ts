import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileLastGoodPrices } from './last-good-prices.js';

// The last good market prices in a file of the data folder: what a restart without Redis reads.

describe('the last good prices in a file', () => {
  it('are read back by the next process, each coin as last kept', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'swap-prices-')), 'market-prices.json');
    await fileLastGoodPrices(path).save({
      BNB: { usd: 620, at: 1000 },
      ETH: { usd: 3200, at: 1000 },
    });
    await fileLastGoodPrices(path).save({ ETH: { usd: 3300, at: 2000 } });
    expect(await fileLastGoodPrices(path).load()).toEqual({
      BNB: { usd: 620, at: 1000 },
      ETH: { usd: 3300, at: 2000 },
    });
  });

  it('read a torn or foreign file as nothing kept, and drop entries that are no prices', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'swap-prices-'));
    await writeFile(join(dir, 'torn.json'), '{"BNB": {"usd": 6');
    expect(await fileLastGoodPrices(join(dir, 'torn.json')).load()).toEqual({});
    await writeFile(
      join(dir, 'odd.json'),
      JSON.stringify({
        BNB: { usd: -1, at: 5 },
        NOPE: { usd: 1, at: 5 },
        ETH: { usd: 3200, at: 5 },
      }),
    );
    expect(await fileLastGoodPrices(join(dir, 'odd.json')).load()).toEqual({
      ETH: { usd: 3200, at: 5 },
    });
    expect(await fileLastGoodPrices(join(dir, 'missing.json')).load()).toEqual({});
  });
});
