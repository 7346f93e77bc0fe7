import { describe, expect, it } from 'vitest';
import type { Route } from '../../shared/contract/route.js';
import { createQuoteLedger } from './quote-ledger.js';

const BNB_ETH = { from: 'BNB', to: 'ETH', amount: '1' } as const;
const route = (estimate: number, flow = 'BNB>XMR>ETH'): Route => [[estimate, 0.032, 81, flow]];
/** as an order brings it back: through JSON */
const back = (given: Route): Route => JSON.parse(JSON.stringify(given)) as Route;

function ledgerAt(start = Date.UTC(2026, 10, 29, 6, 0, 0)) {
  const clock = { now: start };
  return { ledger: createQuoteLedger(() => clock.now), clock };
}

describe('the quotes this process gave out', () => {
  it('knows a route and rate it gave, as an order brings them back, for that provider and amount', () => {
    const { ledger } = ledgerAt();
    ledger.gave('upstream', BNB_ETH, route(0.28771875), undefined);
    ledger.gave('fixer', BNB_ETH, route(0.3), 'rate-1');
    expect(ledger.given('upstream', BNB_ETH, back(route(0.28771875)), undefined)).toBe(true);
    // '1', '1.0' and '01' are one amount
    expect(
      ledger.given('upstream', { ...BNB_ETH, amount: '1.0' }, route(0.28771875), undefined),
    ).toBe(true);
    expect(
      ledger.given('upstream', { ...BNB_ETH, amount: '01' }, route(0.28771875), undefined),
    ).toBe(true);
    expect(ledger.given('fixer', BNB_ETH, back(route(0.3)), 'rate-1')).toBe(true);
  });

  it('does not know a figure, a word, a rate, a provider, a pair or an amount it did not give', () => {
    const { ledger } = ledgerAt();
    ledger.gave('upstream', BNB_ETH, route(0.28771875), undefined);
    ledger.gave('fixer', BNB_ETH, route(0.3), 'rate-1');
    expect(ledger.given('upstream', BNB_ETH, route(0.28771876), undefined)).toBe(false);
    expect(ledger.given('upstream', BNB_ETH, route(0.28771875, 'BNB>ETH'), undefined)).toBe(false);
    expect(ledger.given('upstream', BNB_ETH, [[0.28771875, 0.032, 81]], undefined)).toBe(false);
    expect(
      ledger.given('upstream', BNB_ETH, [[0.28771875, 0.032, 81, 'BNB>XMR>ETH', 1]], undefined),
    ).toBe(false);
    expect(ledger.given('upstream', BNB_ETH, [[0.28771875, 0.032, 81, 81]], undefined)).toBe(false);
    expect(ledger.given('fixer', BNB_ETH, route(0.3), 'rate-2')).toBe(false);
    expect(ledger.given('fixer', BNB_ETH, route(0.3), undefined)).toBe(false);
    expect(ledger.given('upstream', BNB_ETH, route(0.28771875), 'rate-1')).toBe(false);
    expect(ledger.given('other', BNB_ETH, route(0.28771875), undefined)).toBe(false);
    expect(ledger.given('upstream', { ...BNB_ETH, to: 'BTC' }, route(0.28771875), undefined)).toBe(
      false,
    );
    expect(
      ledger.given('upstream', { ...BNB_ETH, amount: '2' }, route(0.28771875), undefined),
    ).toBe(false);
  });

  it('holds every route given for one amount while it stands, and none for longer', () => {
    const { ledger, clock } = ledgerAt();
    ledger.gave('upstream', BNB_ETH, route(0.28), undefined);
    clock.now += 60_000;
    ledger.gave('upstream', BNB_ETH, route(0.29), undefined);
    expect(ledger.given('upstream', BNB_ETH, route(0.28), undefined)).toBe(true);
    expect(ledger.given('upstream', BNB_ETH, route(0.29), undefined)).toBe(true);
    clock.now += 4 * 60_000;
    expect(ledger.given('upstream', BNB_ETH, route(0.28), undefined)).toBe(false);
    expect(ledger.given('upstream', BNB_ETH, route(0.29), undefined)).toBe(true);
    // given again: it stands five minutes from now
    ledger.gave('upstream', BNB_ETH, route(0.29), undefined);
    clock.now += 4 * 60_000;
    expect(ledger.given('upstream', BNB_ETH, route(0.29), undefined)).toBe(true);
  });

  it('does not keep a route it was handed after giving it: what was given is what counts', () => {
    const { ledger } = ledgerAt();
    const given = route(0.28);
    ledger.gave('upstream', BNB_ETH, given, undefined);
    given[0][0] = 0.5;
    expect(ledger.given('upstream', BNB_ETH, route(0.28), undefined)).toBe(true);
    expect(ledger.given('upstream', BNB_ETH, route(0.5), undefined)).toBe(false);
  });

  it('lets the oldest go past its bounds: 64 quotes of one amount, 20,000 in all', () => {
    const { ledger } = ledgerAt();
    for (let i = 0; i < 65; i += 1) ledger.gave('upstream', BNB_ETH, route(1 + i), undefined);
    expect(ledger.given('upstream', BNB_ETH, route(1), undefined)).toBe(false);
    for (let i = 2; i <= 65; i += 1) {
      expect(ledger.given('upstream', BNB_ETH, route(i), undefined)).toBe(true);
    }
    // given again, the oldest moves last: the next to go is the one after it
    ledger.gave('upstream', BNB_ETH, route(2), undefined);
    ledger.gave('upstream', BNB_ETH, route(66), undefined);
    expect(ledger.given('upstream', BNB_ETH, route(2), undefined)).toBe(true);
    expect(ledger.given('upstream', BNB_ETH, route(3), undefined)).toBe(false);
    const amount = (i: number) => ({ ...BNB_ETH, amount: String(2 + i) });
    for (let i = 0; i < 20_000; i += 1) ledger.gave('upstream', amount(i), route(1), undefined);
    // the first amount's quotes went first, then as few others as the bound asked
    expect(ledger.given('upstream', BNB_ETH, route(66), undefined)).toBe(false);
    expect(ledger.given('upstream', amount(0), route(1), undefined)).toBe(true);
    expect(ledger.given('upstream', amount(19_999), route(1), undefined)).toBe(true);
    ledger.gave('upstream', amount(20_000), route(1), undefined);
    expect(ledger.given('upstream', amount(0), route(1), undefined)).toBe(false);
    expect(ledger.given('upstream', amount(1), route(1), undefined)).toBe(true);
  });
});
