import { describe, expect, it } from 'vitest';
import { itAnswers } from '../../shared/test-support/table-tests.js';
import {
  ABOVE_MARKET_LIMIT_PERCENT,
  amountWarnings,
  belowMarketPercent,
  DEPOSIT_OVER_FACTOR,
  FIGURE_MAX,
  PAYOUT_OVER_FACTOR,
  PAYOUT_UNDER_PERCENT,
  createdProblems,
  isPlainLine,
  quoteProblems,
  statusProblems,
  type AskedOrder,
} from './reply-checks.js';
import type { PriceQuote } from '../../shared/contract/api.js';
import { UNSAID, type CreateRequest, type UpstreamOrder } from './upstream-port.js';

/** What a protocol that repeats nothing of the order says beside its id and deposit. */
const unsaid = { payout: UNSAID, refundAddress: UNSAID, amounts: UNSAID, coins: UNSAID } as const;

// the visitor's ETH address, the provider's BNB deposit address, and one of another chain
const [ETH_ADDRESS, BNB_DEPOSIT, XRP_DEPOSIT] = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
  'rHHAoMAmBBPRGDv22MXntqsrBK5suBTPFg',
] as const;

/** The visitor's order: 1 BNB to ETH at their address. */
const BNB_TO_ETH: CreateRequest = {
  from: 'BNB',
  to: 'ETH',
  amount: '1',
  address: ETH_ADDRESS,
  route: [[0.19, 0.01, 100, 'BNB>ETH']],
};

const asked: AskedOrder = {
  from: 'BNB',
  to: 'ETH',
  address: ETH_ADDRESS,
  receiveMemo: null,
  refundAddress: BNB_DEPOSIT,
};

const honest: UpstreamOrder = {
  status: 0,
  createdAt: 1_700_000_000,
  firstReceivedAt: null,
  send: { symbol: 'BNB', amount: 1, address: BNB_DEPOSIT, memo: null },
  receive: { symbol: 'ETH', amount: 0.19, address: ETH_ADDRESS, memo: null },
  refundAddress: BNB_DEPOSIT,
};

describe('a status reply', () => {
  it('that repeats what the visitor asked for passes', () => {
    expect(statusProblems(asked, honest)).toEqual([]);
  });

  it.each<[string, UpstreamOrder, string]>([
    [
      'another payout address',
      {
        ...honest,
        receive: { ...honest.receive, address: '0x000000000000000000000000000000000000dEaD' },
      },
      'receive-address',
    ],
    [
      'a memo the visitor never gave',
      { ...honest, receive: { ...honest.receive, memo: '123' } },
      'receive-memo',
    ],
    [
      'another refund address',
      { ...honest, refundAddress: '0x000000000000000000000000000000000000dEaD' },
      'refund-address',
    ],
    ['other coins', { ...honest, receive: { ...honest.receive, symbol: 'BTC' } }, 'coins'],
    [
      'a line break in the deposit address',
      { ...honest, send: { ...honest.send, address: `${BNB_DEPOSIT}\nRate: fixed` } },
      'deposit-address',
    ],
    [
      'an HTML deposit address',
      { ...honest, send: { ...honest.send, address: '<b>x</b>' } },
      'deposit-address',
    ],
    [
      'a deposit address of another chain',
      { ...honest, send: { ...honest.send, address: XRP_DEPOSIT } },
      'deposit-address',
    ],
    [
      'a right-to-left mark in the deposit memo',
      { ...honest, send: { ...honest.send, memo: '12\u202e34' } },
      'deposit-memo',
    ],
    [
      'an amount that is not a number',
      { ...honest, receive: { ...honest.receive, amount: Number.NaN } },
      'amounts',
    ],
    ['a negative amount', { ...honest, send: { ...honest.send, amount: -1 } }, 'amounts'],
    ['a status the site does not know', { ...honest, status: 42 }, 'status'],
    [
      'a hold reason that adds a line',
      { ...honest, status: 8, holdReason: 'KYC asked\nRate: fixed' },
      'status',
    ],
  ])('with %s fails', (_what, reply, problem) => {
    expect(statusProblems(asked, reply)).toContain(problem);
  });

  it("on hold with the provider's reason in one line passes", () => {
    const held = { ...honest, status: 8, holdReason: 'AML check: Mixer 45%' };
    expect(statusProblems(asked, held)).toEqual([]);
  });

  it('from a provider that reports no refund address says nothing against it', () => {
    expect(statusProblems(asked, { ...honest, refundAddress: undefined })).toEqual([]);
  });
});

describe('a create reply', () => {
  const request = BNB_TO_ETH;
  it('with a fit id and a deposit address for the send coin passes', () => {
    expect(
      createdProblems(request, {
        providerOrderId: 'b7c1e09a4f2d36',
        depositAddress: BNB_DEPOSIT,
        depositMemo: null,
        ...unsaid,
      }),
    ).toEqual([]);
  });
  it('without a deposit address leaves it to the first status reply', () => {
    expect(
      createdProblems(request, {
        providerOrderId: 'abc',
        depositAddress: null,
        depositMemo: null,
        ...unsaid,
      }),
    ).toEqual([]);
  });
  it.each<
    [
      string,
      { providerOrderId: string; depositAddress: string | null; depositMemo: string | null },
      string,
    ]
  >([
    [
      'an id with a line break',
      { providerOrderId: 'abc\nProvider: x', depositAddress: BNB_DEPOSIT, depositMemo: null },
      'order-id',
    ],
    [
      'a deposit address for another coin',
      { providerOrderId: 'abc', depositAddress: XRP_DEPOSIT, depositMemo: null },
      'deposit-address',
    ],
    [
      'a memo with a control character',
      { providerOrderId: 'abc', depositAddress: BNB_DEPOSIT, depositMemo: '1\u00072' },
      'deposit-memo',
    ],
  ])('with %s fails', (_what, reply, problem) => {
    expect(createdProblems(request, { ...reply, ...unsaid })).toContain(problem);
  });

  it.each<[string, { send: number; receive: number | null }]>([
    ['another amount to send', { send: 2, receive: 0.19 }],
    ['1e308 to send', { send: 1e308, receive: 0.19 }],
    ['a negative amount to receive', { send: 1, receive: -0.19 }],
    ['NaN to receive', { send: 1, receive: Number.NaN }],
    ['twice and more the estimate to receive', { send: 1, receive: 0.39 }],
    ['under half the estimate to receive', { send: 1, receive: 0.09 }],
  ])('stating %s fails on its amounts', (_what, amounts) => {
    const reply = { providerOrderId: 'abc', depositAddress: BNB_DEPOSIT, depositMemo: null };
    expect(createdProblems(request, { ...reply, ...unsaid, amounts })).toEqual(['amounts']);
  });

  it('stating the amount asked and a receive near the estimate passes', () => {
    const reply = { providerOrderId: 'abc', depositAddress: BNB_DEPOSIT, depositMemo: null };
    const amounts = { send: 1.0, receive: 0.185 };
    expect(createdProblems(request, { ...reply, ...unsaid, amounts })).toEqual([]);
  });

  it('is held to the pair asked, where it repeats it', () => {
    const reply = { providerOrderId: 'abc', depositAddress: BNB_DEPOSIT, depositMemo: null };
    const said = (send: string, receive: string) =>
      createdProblems(request, { ...reply, ...unsaid, coins: { send, receive } });
    expect(said('BNB', 'ETH')).toEqual([]);
    expect(said('BNB', 'BNB')).toEqual(['coins']);
    expect(said('ETH', 'ETH')).toEqual(['coins']);
    // a coin the codec could not name is not the one asked
    expect(said('BNB', 'WETH-ARB')).toEqual(['coins']);
  });
});

describe('a quote', () => {
  const quote = {
    estimate: 0.19,
    min: 0.01,
    max: 0,
    route: [[0.19, 0.01, 0, 'BNB>ETH']] as PriceQuote['route'],
  };
  it('with positive figures passes, and so does one without a price', () => {
    expect(quoteProblems(quote)).toEqual([]);
    expect(quoteProblems({ ...quote, estimate: null, route: [[-1, 0.01, 0, 'BNB>ETH']] })).toEqual(
      [],
    );
  });
  it.each([
    ['a zero estimate', { ...quote, estimate: 0 }, 'estimate'],
    ['an infinite estimate', { ...quote, estimate: Number.POSITIVE_INFINITY }, 'estimate'],
    ['a negative minimum', { ...quote, min: -5 }, 'min'],
    [
      'a route of NaN',
      { ...quote, route: [[Number.NaN, 0, 0, 'x']] as PriceQuote['route'] },
      'route',
    ],
  ])('with %s fails', (_what, reply, problem) => {
    expect(quoteProblems(reply)).toContain(problem);
  });
});

describe('plain text', () => {
  itAnswers('accepts %j', (text: string) => isPlainLine(text, 128), true, [BNB_DEPOSIT, 'memo 12']);
  itAnswers('refuses %j', (text: string) => isPlainLine(text, 128), false, [
    '',
    'a\nb',
    'a\rb',
    'a\u0000b',
    'a\u0085b',
    'a\u200fb',
    'a\u2066b',
    'x'.repeat(129),
  ]);
});

describe('what the order was promised (issue 46)', () => {
  const promised: AskedOrder = {
    ...asked,
    deposit: { address: BNB_DEPOSIT, memo: null },
    sendAmount: 1,
    estimate: 0.19,
    shownStatus: 2,
  };
  const at = (change: Partial<UpstreamOrder>) =>
    statusProblems(promised, { ...honest, status: 2, ...change });

  it('keeps the deposit the guarantee names: another valid one is a mismatch', () => {
    expect(at({})).toEqual([]);
    expect(
      at({ send: { ...honest.send, address: '0x1111111111111111111111111111111111111111' } }),
    ).toEqual(['deposit-address']);
  });

  it('lets a status move only forward, and "finished" only after a reported deposit', () => {
    expect(at({ status: 0 })).toEqual(['status']);
    expect(at({ status: 4 })).toEqual(['status']);
    expect(at({ status: 4, depositHash: 'ab'.repeat(32) })).toEqual([]);
    expect(at({ status: -1 })).toEqual(['status']);
  });

  it('refuses figures that are not amounts a coin can hold', () => {
    expect(at({ receive: { ...honest.receive, amount: Number.NaN } })).toEqual(['amounts']);
    expect(at({ send: { ...honest.send, amount: FIGURE_MAX * 10 } })).toEqual(['amounts']);
    expect(at({ send: { ...honest.send, amount: -1 } })).toEqual(['amounts']);
  });

  it("before the deposit, refuses any amount to send but the visitor's own", () => {
    const waiting = (amount: number) =>
      statusProblems(
        { ...promised, shownStatus: 0 },
        { ...honest, send: { ...honest.send, amount } },
      );
    expect(waiting(111)).toEqual(['amounts']);
    expect(waiting(1.01)).toEqual(['amounts']);
    expect(waiting(1)).toEqual([]);
  });

  it('after the deposit, takes the amount the provider saw arrive', () => {
    const deposited = { status: 2, firstReceivedAt: 1_700_000_100 };
    expect(at({ ...deposited, send: { ...honest.send, amount: 0.9 } })).toEqual([]);
  });

  it('refuses a hash that is no hash', () => {
    expect(at({ payoutHash: '<b>x</b>' })).toEqual(['hashes']);
  });
});

describe('figures after the deposit', () => {
  const order: AskedOrder = { ...asked, sendAmount: 1, estimate: 0.19 };
  const finished = { ...honest, status: 4, depositHash: 'ab'.repeat(32) };
  const paid = (amount: number) => ({ ...finished, receive: { ...finished.receive, amount } });

  it(`warn of a payout more than ${PAYOUT_UNDER_PERCENT}% under the estimate or over ${PAYOUT_OVER_FACTOR} times it`, () => {
    expect(amountWarnings(order, paid(0.18))).toEqual([]);
    expect(amountWarnings(order, paid(0.17))).toEqual(['payout-low']);
    expect(amountWarnings(order, paid(0.39))).toEqual(['payout-high']);
  });

  it(`warn of a deposit over ${DEPOSIT_OVER_FACTOR} times the amount agreed, and say nothing before one`, () => {
    const big = { ...finished, status: 2, send: { ...finished.send, amount: 2.5 } };
    expect(amountWarnings(order, big)).toEqual(['deposit-high']);
    expect(
      amountWarnings(order, { ...honest, receive: { ...honest.receive, amount: 0.01 } }),
    ).toEqual([]);
  });
});

describe('a create reply (issue 46)', () => {
  const order = BNB_TO_ETH;
  const reply = {
    providerOrderId: 'abc123',
    depositAddress: BNB_DEPOSIT,
    depositMemo: null,
    ...unsaid,
  };

  it('is held to the payout and refund address the visitor gave, where it repeats them', () => {
    expect(
      createdProblems(order, { ...reply, payout: { address: ETH_ADDRESS, memo: null } }),
    ).toEqual([]);
    expect(
      createdProblems(order, { ...reply, payout: { address: BNB_DEPOSIT, memo: null } }),
    ).toEqual(['receive-address']);
    expect(createdProblems(order, { ...reply, refundAddress: BNB_DEPOSIT })).toEqual([
      'refund-address',
    ]);
  });

  it('gives a deposit memo only to a coin that takes one, in its format', () => {
    expect(createdProblems(order, { ...reply, depositMemo: '12345' })).toEqual(['deposit-memo']);
    const xrp = { ...order, from: 'XRP' as const };
    const onXrp = { ...reply, depositAddress: XRP_DEPOSIT };
    expect(createdProblems(xrp, { ...onXrp, depositMemo: '12345' })).toEqual([]);
    expect(createdProblems(xrp, { ...onXrp, depositMemo: '4294967296' })).toEqual(['deposit-memo']);
  });
});

describe('an offer against the market', () => {
  it(`is placed below it, and refused past ${ABOVE_MARKET_LIMIT_PERCENT}% above`, () => {
    expect(belowMarketPercent(0.99, 1)).toBe(1);
    expect(belowMarketPercent(1.03, 1)).toBe(-3);
    expect(belowMarketPercent(1.031, 1)).toBeNull();
    expect(belowMarketPercent(1000, 1)).toBeNull();
  });
});
