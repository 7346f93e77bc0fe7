import { describe, expect, it } from 'vitest';
import { orderViewSchema } from '../../../../shared/contract/api.js';
import { isOrderView } from './order-api.js';

// isOrderView hand-writes orderViewSchema without zod (zod stays off the first page's script).
// These generated replies hold it to the schema: whatever one accepts, so does the other.

const GOOD = {
  orderId: 'AbCdEfGhIjKlMnOpQrStU_',
  status: 1,
  createdAt: 1_700_000_000,
  firstReceivedAt: null as number | null,
  send: { symbol: 'BNB', amount: 1.5, address: 'bnb1deposit' },
  receive: { symbol: 'ETH', amount: 0.04, address: '0xreceiver' },
};

/** Values of every JSON kind, and the numbers a JSON reply can hold at the edges. */
const ODD_VALUES: unknown[] = [
  undefined,
  null,
  true,
  0,
  -1,
  0.5,
  6,
  7,
  1e21,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  '',
  '1',
  'AbCdEfGhIjKlMnOpQrStU',
  'AbCdEfGhIjKlMnOpQrStU!',
  'AbCdEfGhIjKlMnOpQrStUv',
  [],
  {},
  { symbol: 'ETH', amount: 1, address: 'x' },
];

/** The good reply with one field, at any depth, replaced by each odd value (or removed). */
function* variants(): Generator<[string, unknown]> {
  yield ['the good reply', GOOD];
  for (const key of Object.keys(GOOD) as (keyof typeof GOOD)[]) {
    for (const value of ODD_VALUES) {
      yield [`${key} = ${String(JSON.stringify(value))}`, { ...GOOD, [key]: value }];
    }
  }
  for (const side of ['send', 'receive'] as const) {
    for (const key of Object.keys(GOOD[side])) {
      for (const value of ODD_VALUES) {
        const changed = { ...GOOD[side], [key]: value };
        yield [`${side}.${key} = ${String(JSON.stringify(value))}`, { ...GOOD, [side]: changed }];
      }
    }
  }
  for (const status of [0, 2, 3, 4, 5, 6]) yield [`status ${status}`, { ...GOOD, status }];
  yield ['a deposit time', { ...GOOD, firstReceivedAt: 1_700_000_100 }];
  yield ['an extra field', { ...GOOD, note: 'ignored' }];
  for (const value of ODD_VALUES)
    yield [`the whole reply = ${String(JSON.stringify(value))}`, value];
}

describe('isOrderView', () => {
  const cases = [...variants()];

  it.each(cases)('agrees with orderViewSchema on %s', (_name, reply) => {
    expect(isOrderView(reply)).toBe(orderViewSchema.safeParse(reply).success);
  });

  it('is tried on replies both accept and replies both refuse', () => {
    const accepted = cases.filter(([, reply]) => isOrderView(reply)).length;
    expect(accepted).toBeGreaterThan(5);
    expect(cases.length - accepted).toBeGreaterThan(100);
  });
});
