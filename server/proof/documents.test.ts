import { describe, expect, it } from 'vitest';
import type { OrderView } from '../../shared/contract/api.js';
import {
  guaranteeText,
  keyIdNamedIn,
  receiptText,
  UnsignableValueError,
  type OrderTerms,
} from './documents.js';

// The documents' exact bytes: what a visitor saves and checks with openssl. A change here
// changes every document signed from then on, so it is made on purpose or not at all.

const KEY_ID = 'ab'.repeat(32);
const site = { onionAddress: null, commit: 'c0ffee'.padEnd(40, '0'), keyId: KEY_ID };
const terms: OrderTerms = {
  provider: 'Honest Swap',
  providerOrderId: 'b7c1e09a4f2d36',
  from: 'BNB',
  to: 'ETH',
  sendAmount: '1.5',
  estimateShown: '0.2875',
  providerEstimate: '0.2861',
  fixedRate: true,
  address: '0x52908400098527886E0F7030069857D2E4169EE7',
  receiveMemo: null,
  refundAddress: null,
  createdAt: 1_795_000_000,
};

describe('the guarantee', () => {
  it('is exactly these bytes', () => {
    expect(
      guaranteeText(site, 'AAAAAAAAAAAAAAAAAAAAAA', terms, {
        address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
        memo: null,
      }),
    ).toMatchInlineSnapshot(`
      "Swap Without a Trace: guarantee

      Document:                   guarantee
      Site:                       Swap Without a Trace
      Order id:                   AAAAAAAAAAAAAAAAAAAAAA
      Provider:                   Honest Swap
      Provider order id:          b7c1e09a4f2d36
      Pair:                       BNB to ETH
      Amount to send:             1.5 BNB
      Estimate shown:             0.2875 ETH
      Provider estimate at order: 0.2861 ETH
      Rate:                       fixed: the estimate holds for exactly this amount sent before the deadline
      Receiving address:          0x52908400098527886E0F7030069857D2E4169EE7
      Refund address:             none
      Deposit address:            0x8ba1f109551bD432803012645Ac136ddd64DBA72
      Deposit deadline:           2026-11-18T11:36:40.000Z
      Created:                    2026-11-18T11:06:40.000Z
      Build commit:               c0ffee0000000000000000000000000000000000
      Signing key id:             abababababababababababababababababababababababababababababababab

      Check this text with the public key at /signing-key/abababababababababababababababababababababababababababababababab.pem (saved as signing-key.pem) and the signature beside it:
        openssl pkeyutl -verify -pubin -inkey signing-key.pem -rawin -in guarantee.txt -sigfile guarantee.sig
      "
    `);
  });

  it('names no second estimate when the provider’s is the one shown', () => {
    const text = guaranteeText(
      site,
      'AAAAAAAAAAAAAAAAAAAAAA',
      { ...terms, providerEstimate: '0.2875' },
      {
        address: 'x',
        memo: null,
      },
    );
    expect(text).not.toContain('Provider estimate at order');
    expect(keyIdNamedIn(text)).toBe(KEY_ID);
  });
});

describe('the receipt', () => {
  it('is exactly these bytes', () => {
    const view: OrderView = {
      orderId: 'AAAAAAAAAAAAAAAAAAAAAA',
      status: 4,
      createdAt: 1_795_000_000,
      firstReceivedAt: 1_795_000_600,
      send: { symbol: 'BNB', amount: 1.5, address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72' },
      receive: { symbol: 'ETH', amount: 0.2861, address: terms.address },
      refundAddress: null,
      depositHash: `0x${'1'.repeat(64)}`,
      payoutHash: `0x${'2'.repeat(64)}`,
      refundHash: null,
    };
    expect(
      receiptText(
        site,
        { view, provider: 'Honest Swap', providerOrderId: 'b7c1e09a4f2d36' },
        1_795_003_600,
      ),
    ).toMatchInlineSnapshot(`
      "Swap Without a Trace: receipt

      Document:            receipt
      Site:                Swap Without a Trace
      Order id:            AAAAAAAAAAAAAAAAAAAAAA
      Provider:            Honest Swap
      Provider order id:   b7c1e09a4f2d36
      Pair:                BNB to ETH
      Final status:        Order Completed (4)
      Final as of:         2026-11-18T12:06:40.000Z
      Deposit seen:        2026-11-18T11:16:40.000Z
      Amount sent:         1.5 BNB (provider's figure)
      Amount received:     0.2861 ETH (provider's figure)
      Receiving address:   0x52908400098527886E0F7030069857D2E4169EE7
      Refund address:      none
      Deposit transaction: 0x1111111111111111111111111111111111111111111111111111111111111111
      Payout transaction:  0x2222222222222222222222222222222222222222222222222222222222222222
      Refund transaction:  not reported
      Guarantee:           /order/AAAAAAAAAAAAAAAAAAAAAA/guarantee.txt
      Build commit:        c0ffee0000000000000000000000000000000000
      Signing key id:      abababababababababababababababababababababababababababababababab

      Check this text with the public key at /signing-key/abababababababababababababababababababababababababababababababab.pem (saved as signing-key.pem) and the signature beside it:
        openssl pkeyutl -verify -pubin -inkey signing-key.pem -rawin -in receipt.txt -sigfile receipt.sig
      "
    `);
  });
});

describe('a sandbox site’s documents', () => {
  it('say SANDBOX first, inside the signed text, in the guarantee and the receipt', () => {
    const sandboxSite = { ...site, sandbox: true };
    const guarantee = guaranteeText(sandboxSite, 'AAAAAAAAAAAAAAAAAAAAAA', terms, {
      address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72',
      memo: null,
    });
    const [title, blank, first] = guarantee.split('\n');
    expect([title, blank]).toEqual(['Swap Without a Trace: guarantee', '']);
    expect(first).toMatch(/^SANDBOX:\s+a simulated order on a test service: no real funds move/);
    expect(
      guaranteeText(site, 'AAAAAAAAAAAAAAAAAAAAAA', terms, { address: 'x', memo: null }),
    ).not.toContain('SANDBOX');
  });
});

describe('what a signed document carries', () => {
  const deposit = { address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', memo: null };

  it.each([
    ['a line break', 'b7c1e09a4f2d36\nProvider: Somebody Else'],
    ['a right-to-left override', 'b7c1e09a\u202e4f2d36'],
    ['a line separator', 'b7c1e09a\u20284f2d36'],
    ['a zero-width space', 'b7c1e09a\u200b4f2d36'],
  ])('refuses a value with %s rather than signing it escaped', (_what, providerOrderId) => {
    expect(() =>
      guaranteeText(site, 'AAAAAAAAAAAAAAAAAAAAAA', { ...terms, providerOrderId }, deposit),
    ).toThrow(UnsignableValueError);
  });

  it('states a payout under the estimate as a shortfall, and the warning the provider earned', () => {
    const paidShort: OrderView = {
      orderId: 'AAAAAAAAAAAAAAAAAAAAAA',
      status: 4,
      createdAt: 1_795_000_000,
      firstReceivedAt: 1_795_000_600,
      send: { symbol: 'BNB', amount: 1.5, address: deposit.address },
      receive: { symbol: 'ETH', amount: 0.25, address: terms.address },
      refundAddress: null,
      amountWarnings: ['payout-low'],
    };
    const text = receiptText(
      site,
      { view: paidShort, provider: 'Honest Swap', providerOrderId: 'b7c1e09a4f2d36' },
      1_795_003_600,
      '0.2861',
    );
    expect(text).toMatch(/^Estimate at order: +0\.2861 ETH$/m);
    expect(text).toMatch(/^Shortfall: +0\.0361 ETH under the estimate$/m);
    expect(text).toMatch(
      /^Warning: +the provider reports a payout more than 10% under the estimate$/m,
    );
    // paid in full: no shortfall line
    const paidInFull = { ...paidShort, receive: { ...paidShort.receive, amount: 0.2861 } };
    const full = receiptText(
      site,
      {
        view: { ...paidInFull, amountWarnings: undefined },
        provider: 'Honest Swap',
        providerOrderId: null,
      },
      1_795_003_600,
      '0.2861',
    );
    expect(full).not.toMatch(/Shortfall|Warning/);
  });
});

describe('a private route’s documents (decision 030)', () => {
  const legTwoDeposit =
    '44AFFq5kSiGBoZ4NMDwYtN18obc8AemS33DBLWs3H7otXft3XjrpDtQGv7SqSsaBYBb98uNbr2VBBEt7f2wfn3RVGQBEP3A';
  const privateTerms: OrderTerms = {
    ...terms,
    provider: 'Honest Swap',
    providerOrderId: 'legone0001',
    fixedRate: false,
    refundAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
    secondLeg: {
      provider: 'Other Swap',
      providerName: 'other',
      providerOrderId: 'legtwo0002',
      amount: '2.125',
      depositAddress: legTwoDeposit,
      refundAddress: null,
    },
  };
  const deposit = { address: '0x8ba1f109551bD432803012645Ac136ddd64DBA72', memo: null };

  it('names both providers and ids, where leg one pays out and what leg two swaps', () => {
    const text = guaranteeText(site, 'AAAAAAAAAAAAAAAAAAAAAA', privateTerms, deposit);
    const line = (label: string) => new RegExp(`^${label}:\\s+(.+)$`, 'm').exec(text)?.[1];
    expect(line('Route')).toBe('private, through XMR at two providers');
    expect([line('Leg one provider'), line('Leg one order id')]).toEqual([
      'Honest Swap',
      'legone0001',
    ]);
    expect([line('Leg two provider'), line('Leg two order id')]).toEqual([
      'Other Swap',
      'legtwo0002',
    ]);
    expect(line('Deposit address')).toBe(deposit.address);
    expect(line('Leg one pays out to')).toBe(`${legTwoDeposit} (leg two's deposit address)`);
    expect(line('Leg two amount')).toBe("2.125 XMR (leg one's estimate)");
    expect(line('Receiving address')).toBe(terms.address);
    expect(line('Refund address')).toBe(privateTerms.refundAddress);
    expect(text).not.toMatch(/^Provider:/m);
  });

  it('gives each leg’s transactions on the receipt', () => {
    const hashOf = (digit: string) => `0x${digit.repeat(64)}`;
    const leg = {
      refundAddress: null,
      refundHash: null,
      holdReason: undefined,
    };
    const view: OrderView = {
      orderId: 'AAAAAAAAAAAAAAAAAAAAAA',
      status: 4,
      createdAt: terms.createdAt,
      firstReceivedAt: terms.createdAt + 600,
      send: { symbol: 'BNB', amount: 1.5, address: deposit.address },
      receive: { symbol: 'ETH', amount: 0.28, address: terms.address },
      refundAddress: privateTerms.refundAddress,
      legs: [
        {
          ...leg,
          provider: 'Honest Swap',
          status: 4,
          send: { symbol: 'BNB', amount: 1.5, address: deposit.address },
          receive: { symbol: 'XMR', amount: 2.1, address: legTwoDeposit },
          refundAddress: privateTerms.refundAddress!,
          depositHash: hashOf('1'),
          payoutHash: hashOf('2'),
        },
        {
          ...leg,
          provider: 'Other Swap',
          status: 4,
          send: { symbol: 'XMR', amount: 2.1, address: legTwoDeposit },
          receive: { symbol: 'ETH', amount: 0.28, address: terms.address },
          depositHash: hashOf('3'),
          payoutHash: hashOf('4'),
        },
      ],
    };
    const text = receiptText(
      site,
      {
        view,
        provider: 'Honest Swap',
        providerOrderId: 'legone0001',
        secondLeg: { provider: 'Other Swap', providerOrderId: 'legtwo0002' },
      },
      terms.createdAt + 3600,
    );
    const line = (label: string) => new RegExp(`^${label}:\\s+(.+)$`, 'm').exec(text)?.[1];
    expect(line('Leg two order id')).toBe('legtwo0002');
    expect(line('Leg one paid out to')).toBe(`${legTwoDeposit} (leg two's deposit address)`);
    expect(line('Leg one deposit transaction')).toBe(hashOf('1'));
    expect(line('Leg one payout transaction')).toBe(hashOf('2'));
    expect(line('Leg two deposit transaction')).toBe(hashOf('3'));
    expect(line('Leg two payout transaction')).toBe(hashOf('4'));
    expect(line('Leg two refund transaction')).toBe('not reported');
    expect(text).not.toMatch(/^Deposit transaction:/m);
  });
});
