import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { letsexchangeInfoSchema } from '../../../shared/contract/letsexchange.js';
import { ORDER_STATUS } from '../../../shared/order-status.js';
import { refusalError } from '../../http/api-error.js';
import type { Ask, UpstreamCall, UpstreamReply } from './codec.js';
import { letsexchangeCodec as codec } from './letsexchange.codec.js';

// The LetsExchange codec on the replies its real API sent (captured by a public wallet's fixture
// tool, kept byte for byte in fixtures/letsexchange/): what it asks, and what the site makes of
// each answer. The HTTP around it (the Bearer key, the sandbox's dialect) is tested end to end in
// server/api/three-providers.integration.test.ts.

const captured = (name: string) =>
  readFileSync(new URL(`../fixtures/letsexchange/${name}.json`, import.meta.url), 'utf8');
const body = (name: string) => JSON.parse(captured(name)) as Record<string, unknown>;

/** An ask that answers every call with one reply and keeps what was asked. */
function answering(status: number, reply: unknown) {
  const calls: UpstreamCall[] = [];
  const ask: Ask = (call) => {
    calls.push(call);
    return Promise.resolve({ status, body: reply } satisfies UpstreamReply);
  };
  return { ask, calls };
}

const DEPOSIT = '0x7f4C2496B5306F558E5fF5247c132517a7a70F62';
const WITHDRAWAL = '0x00D283fFCb70F7b9A1d844e54A1AdE61E5443B6C';

describe('a quote', () => {
  it('is the captured estimate and limits, asked as a floating info', async () => {
    const { ask, calls } = answering(200, body('info'));
    const quote = await codec.quote({ from: 'BTC', to: 'XMR', amount: '1' }, ask);
    expect(quote).toEqual({
      estimate: 178.908,
      min: 0.001,
      max: 37.4,
      route: [[178.908, 0.001, 37.4, 'BTC>XMR']],
    });
    expect(calls).toEqual([
      {
        method: 'POST',
        path: 'info',
        json: {
          from: 'BTC',
          to: 'XMR',
          network_from: 'BTC',
          network_to: 'XMR',
          amount: '1',
          float: true,
        },
      },
    ]);
  });

  it('is no offer when the provider refuses the request by its validation', async () => {
    const { ask } = answering(422, body('info_bad_request'));
    const quote = await codec.quote({ from: 'BTC', to: 'XMR', amount: '1' }, ask);
    expect(quote.estimate).toBeNull();
    expect(codec.isAnswer({ status: 422, body: body('info_bad_request') })).toBe(true);
  });

  it('is a failure, not a missing offer, when the key is refused', async () => {
    const refused = { error: 'Wrong number of segments' };
    const { ask } = answering(403, refused);
    expect(codec.isAnswer({ status: 403, body: refused })).toBe(false);
    await expect(codec.quote({ from: 'BTC', to: 'XMR', amount: '1' }, ask)).rejects.toThrow(
      /HTTP 403 \(Wrong number of segments\)/,
    );
  });

  it('reads the fixed-rate reply (info-revert) in the same shape, with its rate id', () => {
    const revert = letsexchangeInfoSchema.parse(body('info_revert'));
    expect(revert).toMatchObject({
      amount: '0.00561822',
      rate_id: 'fae43fa3-eaf4-4bf2-a6d4-6389914b4462',
    });
  });
});

describe('an order', () => {
  it('is created with the captured id and deposit, and the visitor’s fields in its body', async () => {
    const { ask, calls } = answering(200, body('create_transaction'));
    const created = await codec.create(
      {
        from: 'USDT',
        to: 'DAI',
        amount: '150',
        address: WITHDRAWAL,
        refundAddress: WITHDRAWAL,
        route: [[145.46, 1, 0, 'USDT>DAI']],
      },
      ask,
    );
    expect(created).toEqual({
      kind: 'created',
      providerOrderId: 'c6a6a086fc476c',
      depositAddress: DEPOSIT,
      depositMemo: null,
      // what the transaction repeats of the order: held to the visitor's by the gate
      payout: { address: WITHDRAWAL, memo: null },
      refundAddress: WITHDRAWAL,
      amounts: { send: 150, receive: 145.467368 },
      coins: { send: 'USDT', receive: 'USDC' },
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: 'transaction',
      json: {
        coin_from: 'USDT',
        network_from: 'ERC20',
        coin_to: 'DAI',
        network_to: 'ERC20',
        deposit_amount: '150',
        withdrawal: WITHDRAWAL,
        return: WITHDRAWAL,
        float: true,
      },
    });
  });

  it.each([
    ['withdrawal', 'invalid-address'],
    ['return', 'invalid-refund-address'],
    ['withdrawal_extra_id', 'bad-memo'],
    ['deposit_amount', 'out-of-range'],
  ])('refused for its %s is the visitor’s %s', async (field, reason) => {
    const { ask } = answering(422, { success: false, error: { validation: { [field]: ['no'] } } });
    const result = await codec.create(
      { from: 'ETH', to: 'BTC', amount: '1', address: 'x', route: [[1, 0, 0, 'ETH>BTC']] },
      ask,
    );
    expect(result).toEqual({ kind: 'refused', reason });
    expect(refusalError(reason as never).status).toBeGreaterThanOrEqual(400);
  });
});

describe('an order by id', () => {
  it('is the captured transaction: waiting, its addresses and amounts, no hashes yet', async () => {
    const { ask, calls } = answering(200, body('transaction'));
    const order = await codec.status('c6a6a086fc476c', ask);
    expect(calls[0]).toEqual({ method: 'GET', path: 'transaction/c6a6a086fc476c' });
    // the captured pair is USDT to USDC, a coin the site does not list: kept in the provider's words
    expect(order).toEqual({
      status: ORDER_STATUS.waiting,
      createdAt: Date.parse('2026-07-29T17:04:31Z') / 1000,
      firstReceivedAt: null,
      send: { symbol: 'USDT', amount: 150, address: DEPOSIT, memo: null },
      receive: { symbol: 'USDC', amount: 145.467368, address: WITHDRAWAL, memo: null },
      refundAddress: WITHDRAWAL,
      depositHash: null,
      payoutHash: null,
      refundHash: null,
    });
  });

  const HASH_IN = `0x${'1f'.repeat(32)}`;
  const HASH_OUT = `0x${'2e'.repeat(32)}`;
  // the captured transaction later on: only its status and hash fields changed, the shape kept
  const later = (changes: Record<string, unknown>) =>
    answering(200, { ...body('transaction'), ...changes }).ask;

  it.each([
    ['confirmation', ORDER_STATUS.anonymizing],
    ['exchanging', ORDER_STATUS.swapping],
    ['sending_confirmation', ORDER_STATUS.finishing],
    ['success', ORDER_STATUS.completed],
    ['overdue', ORDER_STATUS.expired],
    ['error', ORDER_STATUS.failed],
    ['refund', ORDER_STATUS.refunded],
  ])('reads the status word %s as the site’s %i', async (word, status) => {
    expect((await codec.status('c6a6a086fc476c', later({ status: word })))?.status).toBe(status);
  });

  it('gives hash_in and hash_out as the deposit and payout hashes once finished', async () => {
    const order = await codec.status(
      'c6a6a086fc476c',
      later({ status: 'success', hash_in: HASH_IN, hash_out: HASH_OUT }),
    );
    expect(order).toMatchObject({ depositHash: HASH_IN, payoutHash: HASH_OUT });
  });

  it('reads a deposit flagged by its AML check or asked for identity as on hold, in its words', async () => {
    const order = await codec.status(
      'c6a6a086fc476c',
      later({
        status: 'confirmed',
        hash_in: HASH_IN,
        aml_error_signals: [{ signal: 'Mixer', signalId: 3, signalPercent: 45.2, level: 2 }],
        kyc_url: 'https://letsexchange.io/kyc/abc',
      }),
    );
    expect(order?.status).toBe(ORDER_STATUS.verifying);
    expect(order?.holdReason).toBe(
      'AML check: Mixer 45.2%; identity asked at https://letsexchange.io/kyc/abc',
    );
  });

  it('keeps a final status final even with findings beside it', async () => {
    const order = await codec.status(
      'c6a6a086fc476c',
      later({ status: 'refund', aml_error_signals: [{ signal: 'Mixer', signalPercent: 90 }] }),
    );
    expect(order?.status).toBe(ORDER_STATUS.refunded);
    expect(order?.holdReason).toBeUndefined();
  });

  it('is null for an id it does not know, and reads an undocumented word or figure for the gate', async () => {
    expect(await codec.status('nope', answering(404, { error: 'Not found' }).ask)).toBeNull();
    // read, not failed: the gate calls it a mismatch the page shows, as on the other protocols
    const odd = await codec.status('c6a6a086fc476c', later({ status: 'maybe' }));
    expect(odd?.status).toBe(-1);
    const nan = await codec.status(
      'c6a6a086fc476c',
      later({ deposit_amount: 'NaN', real_deposit_amount: 'NaN' }),
    );
    expect(nan?.send.amount).toBeNaN();
  });
});
