import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { offerSchema, priceQuoteSchema } from '../../shared/contract/api.js';

// The API table in docs/api.md is what a client author reads: the price reply and each offer must
// list every field the schemas have, and no other (`?` marks one that may be absent).

const page = readFileSync(new URL('../../docs/api.md', import.meta.url), 'utf8');
const priceLine = page.split('\n').find((line) => line.includes('`GET /api/price?'))!;

/** The field names of a `{a, b?, c}` list in docs/api.md's price line, after `after`. */
function fieldsAfter(after: string): string[] {
  const start = priceLine.indexOf(after) + after.length;
  const list = priceLine.slice(priceLine.indexOf('{', start) + 1, priceLine.indexOf('}', start));
  return list.split(',').map((field) => field.trim().replace(/\?$/, ''));
}

describe("docs/api.md's price reply", () => {
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
