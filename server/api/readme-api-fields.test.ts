import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offerSchema, priceQuoteSchema } from '../../shared/contract/api.js';

// The README's API table is what a client author reads: the price reply and each offer must list
// every field the schemas have, and no other (`?` marks one that may be absent).

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const priceLine = readme.split('\n').find((line) => line.includes('`GET /api/price?'))!;

/** The field names of a `{a, b?, c}` list in the README's price line, after `after`. */
function fieldsAfter(after: string): string[] {
  const start = priceLine.indexOf(after) + after.length;
  const list = priceLine.slice(priceLine.indexOf('{', start) + 1, priceLine.indexOf('}', start));
  return list.split(',').map((field) => field.trim().replace(/\?$/, ''));
}

describe("the README's price reply", () => {
  it('names every field of a quote', () => {
    expect(fieldsAfter('| 200 ').sort()).toEqual(
      Object.keys(priceQuoteSchema.shape)
        .filter((key) => !['belowMarketPercent', 'marketCheck', 'withheld'].includes(key))
        .sort(),
    );
    for (const key of ['belowMarketPercent', 'marketCheck', 'withheld'])
      expect(priceLine).toContain(`\`${key}\``);
  });

  it("names every field of each provider's offer", () => {
    expect(fieldsAfter("each provider's ").sort()).toEqual(Object.keys(offerSchema.shape).sort());
  });
});
