import { describe, expect, it } from 'vitest';
import { SAMPLE_ORDER_ID as ORDER_ID } from '../test-support/order-ids.js';
import { itRejects } from '../test-support/table-tests.js';
import { z } from 'zod';
import {
  ERROR_CODES,
  addressTextSchema,
  createOrderRequestSchema,
  createOrderResponseSchema,
  describeIssues,
  errorBodySchema,
  idempotencyKeySchema,
  orderViewSchema,
  priceQuerySchema,
  priceQuoteSchema,
  runtimeConfigSchema,
} from './api.js';

const ROUTE = [[0.98, 0.01, 100, 'BNB-XMR-ETH']];

describe('priceQuerySchema (GET /api/price)', () => {
  const query = { from: 'BNB', to: 'ETH', amount: '1.5' };

  it.each<[string, Record<string, unknown>]>([
    ['the default pair', query],
    ['a whole amount', { ...query, amount: '2' }],
    ['a tiny amount', { ...query, amount: '0.000000000000000001' }],
    ['the last selectable coins', { from: 'USDTBSC', to: 'DAIBSC', amount: '10' }],
  ])('accepts %s', (_title, value) => {
    expect(priceQuerySchema.parse(value)).toEqual(value);
  });

  itRejects(priceQuerySchema, [
    ['an unknown field', { ...query, extra: '1' }],
    ['a coin that cannot be picked (AVAX)', { ...query, from: 'AVAX' }],
    ['a coin that cannot be picked (CRO)', { ...query, to: 'CRO' }],
    ['a lower-case symbol', { ...query, from: 'bnb' }],
    ['an unknown symbol', { ...query, to: 'DOGE' }],
    ['an amount of 0', { ...query, amount: '0' }],
    ['an amount of 0.0', { ...query, amount: '0.0' }],
    ['a negative amount', { ...query, amount: '-1' }],
    ['an amount with a comma', { ...query, amount: '1,5' }],
    ['an amount in exponent notation', { ...query, amount: '1e5' }],
    ['an amount with a leading zero', { ...query, amount: '01' }],
    ['an amount with 19 decimals', { ...query, amount: `0.${'1'.repeat(19)}` }],
    ['an empty amount', { ...query, amount: '' }],
    ['a numeric amount', { ...query, amount: 1.5 }],
    ['a missing amount', { from: 'BNB', to: 'ETH' }],
  ]);
});

describe('priceQuoteSchema', () => {
  it.each([
    ['an estimate', { estimate: 0.0512, min: 0.01, max: 100, route: ROUTE }],
    ['no estimate (null)', { estimate: null, min: 0.5, max: 0, route: [[-1, 0.5, 0]] }],
  ])('accepts a quote with %s', (_title, value) => {
    expect(priceQuoteSchema.parse(value)).toEqual(value);
  });

  itRejects(
    priceQuoteSchema,
    [
      ['a missing route', { estimate: 1, min: 0, max: 0 }],
      ['an empty route', { estimate: 1, min: 0, max: 0, route: [] }],
      ['an estimate as text', { estimate: '1', min: 0, max: 0, route: ROUTE }],
      ['a missing estimate', { min: 0, max: 0, route: ROUTE }],
    ],
    'rejects a quote with %s',
  );
});

describe('createOrderRequestSchema (POST /api/orders)', () => {
  const body = {
    from: 'BNB',
    to: 'ETH',
    amount: '1.5',
    address: '0x80dc9ebdce828b9ef230e55cc19c231526b1d601',
    route: ROUTE,
  };

  it('accepts a complete order', () => {
    expect(createOrderRequestSchema.parse(body)).toEqual(body);
  });

  it('accepts the estimate the visitor was shown, and an order without a route', () => {
    const shown = { ...body, estimate: '0.1918125' };
    expect(createOrderRequestSchema.parse(shown)).toEqual(shown);
    const withoutRoute = { ...shown, route: undefined };
    expect(createOrderRequestSchema.parse(withoutRoute)).toEqual({ ...withoutRoute });
  });

  itRejects(createOrderRequestSchema, [
    ['an unknown field', { ...body, email: 'a@b.c' }],
    ['an estimate as a number', { ...body, estimate: 0.19 }],
    ['an estimate in exponent form', { ...body, estimate: '1e3' }],
    ['a malformed route', { ...body, route: [[1, 0]] }],
    ['a missing address', { ...body, address: undefined }],
    ['an empty address', { ...body, address: '' }],
    ['an address with a space', { ...body, address: '0x80dc 9ebd' }],
    ['an address with a newline', { ...body, address: '0x80dc9ebd\n' }],
    ['an address with a non-ASCII letter', { ...body, address: '0x80dcé' }],
    ['an address over 128 characters', { ...body, address: 'a'.repeat(129) }],
    ['a zero amount', { ...body, amount: '0' }],
    ['a coin that cannot be picked', { ...body, to: 'AVAX' }],
  ]);

  it('accepts an address of exactly 128 printable characters', () => {
    expect(addressTextSchema.safeParse('a'.repeat(128)).success).toBe(true);
  });
});

describe('createOrderResponseSchema', () => {
  it('accepts a 22-character order id', () => {
    expect(createOrderResponseSchema.parse({ orderId: ORDER_ID })).toEqual({ orderId: ORDER_ID });
  });

  it.each([ORDER_ID.slice(1), `${ORDER_ID}x`, `${ORDER_ID.slice(1)}.`])(
    'rejects the order id %j',
    (orderId) => {
      expect(createOrderResponseSchema.safeParse({ orderId }).success).toBe(false);
    },
  );
});

describe('idempotencyKeySchema', () => {
  it.each(['abcdefgh', '123e4567-e89b-12d3-a456-426614174000', 'a'.repeat(64), 'A_b-C_d-'])(
    'accepts %j',
    (key) => {
      expect(idempotencyKeySchema.safeParse(key).success).toBe(true);
    },
  );

  it.each(['abcdefg', 'a'.repeat(65), 'abcd efgh', 'abcd.efgh', ''])('rejects %j', (key) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(false);
  });
});

describe('orderViewSchema (GET /api/orders/:orderId)', () => {
  const view = {
    orderId: ORDER_ID,
    status: 1,
    createdAt: 1_700_000_000,
    firstReceivedAt: 1_700_000_300,
    send: { symbol: 'BNB', amount: 1.5, address: 'bnb-deposit' },
    receive: { symbol: 'ETH', amount: 0.07, address: '0x80dc9ebdce828b9ef230e55cc19c231526b1d601' },
  };

  it.each([
    ['a deposited order', view],
    ['an order without a deposit', { ...view, status: 0, firstReceivedAt: null }],
    ['a failed order', { ...view, status: 6 }],
  ])('accepts %s', (_title, value) => {
    expect(orderViewSchema.parse(value)).toEqual(value);
  });

  itRejects(orderViewSchema, [
    ['status 9', { ...view, status: 9 }],
    ['status -1', { ...view, status: -1 }],
    ['a fractional status', { ...view, status: 1.5 }],
    ['a bad order id', { ...view, orderId: 'short' }],
    ['a missing receive side', { ...view, receive: undefined }],
    ['an amount as text', { ...view, send: { ...view.send, amount: '1.5' } }],
  ]);
});

describe('errorBodySchema', () => {
  it.each(ERROR_CODES)('accepts the error code %s', (code) => {
    const body = { error: { code, message: 'human text', requestId: 'req-1' } };
    expect(errorBodySchema.parse(body)).toEqual(body);
  });

  itRejects(errorBodySchema, [
    ['an unknown code', { error: { code: 'TEAPOT', message: 'x', requestId: 'r' } }],
    ['no request id', { error: { code: 'INTERNAL', message: 'x' } }],
    ['a bare message', { message: 'x' }],
  ]);
});

describe('runtimeConfigSchema', () => {
  const config = {
    supportUrl: 'https://t.me/support_bot',
    socialUrl: 'https://x.com/example',
    sandbox: true,
    sentryDsn: null,
    refundAndMemo: false,
    privacyRoute: 'private',
  };

  it('accepts the injected config', () => {
    expect(runtimeConfigSchema.parse(config)).toEqual(config);
  });

  itRejects(runtimeConfigSchema, [
    ['a sandbox flag as text', { ...config, sandbox: 'true' }],
    ['a missing support link', { ...config, supportUrl: undefined }],
    ['an unknown privacy route', { ...config, privacyRoute: 'tor' }],
  ]);
});

describe('describeIssues', () => {
  it('names the field of each problem', () => {
    const result = priceQuerySchema.safeParse({ from: 'AVAX', to: 'ETH', amount: '0' });
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!)).toBe(
      'from: is not a coin you can swap; amount: must be more than 0',
    );
  });

  it('names nested fields with dots', () => {
    const result = errorBodySchema.safeParse({
      error: { code: 'INTERNAL', message: 'x', requestId: 1 },
    });
    expect(describeIssues(result.error!)).toMatch(/^error\.requestId: /);
  });

  it('gives the bare message when the whole value is wrong', () => {
    const result = z.string().min(3, { message: 'too short' }).safeParse('ab');
    expect(describeIssues(result.error!)).toBe('too short');
  });
});
