import { describe, expect, it } from 'vitest';
import { SAMPLE_ORDER_ID as ORDER_ID } from '../test-support/order-ids.js';
import { itRejects } from '../test-support/table-tests.js';
import {
  INVALID_ADDRESS_REPLY,
  exchangeStatusFormSchema,
  exchangeStatusReplySchema,
  tokenExchangeFormSchema,
  tokenExchangeReplySchema,
  tokenPriceFormSchema,
  tokenPriceReplySchema,
  upstreamOrderInfoSchema,
} from './upstream.js';

describe('tokenPriceFormSchema (POST /api/token_price)', () => {
  const form = { TokenA_amount: '1.5', TokenA_symbol: 'BNB', TokenB_symbol: 'ETH' };

  it('accepts the three fields', () => {
    expect(tokenPriceFormSchema.parse(form)).toEqual(form);
  });

  itRejects(tokenPriceFormSchema, [
    ['an unknown field', { ...form, TokenB_address: 'x' }],
    ['a missing field', { TokenA_amount: '1.5', TokenA_symbol: 'BNB' }],
    ['a number instead of text', { ...form, TokenA_amount: 1.5 }],
  ]);
});

describe('tokenPriceReplySchema', () => {
  it.each<[string, unknown]>([
    ['a quote', { exchangeFlow_list: [[0.0512, 0.01, 100, 'BNB-XMR-ETH']] }],
    ['an unavailable quote', { exchangeFlow_list: [[-1, 0.5, 0]] }],
  ])('accepts %s', (_title, reply) => {
    expect(tokenPriceReplySchema.parse(reply)).toEqual(reply);
  });

  it('ignores fields it does not read', () => {
    expect(
      tokenPriceReplySchema.parse({ exchangeFlow_list: [[1, 0, 0]], message: 'success' }),
    ).toEqual({ exchangeFlow_list: [[1, 0, 0]] });
  });

  itRejects(tokenPriceReplySchema, [
    ['no list', {}],
    ['an empty list', { exchangeFlow_list: [] }],
    ['a list of the wrong shape', { exchangeFlow_list: [['a', 'b', 'c']] }],
    ['a list that is text', { exchangeFlow_list: '1,0,0' }],
    ['an error reply', { message: 'error', data: 'boom' }],
    ['null', null],
  ]);
});

describe('tokenExchangeFormSchema (POST /api/token_exchange)', () => {
  const form = {
    TokenA_amount: '1.5',
    TokenA_symbol: 'BNB',
    TokenB_symbol: 'ETH',
    TokenB_address: '0x80dc9ebdce828b9ef230e55cc19c231526b1d601',
    exchangeFlow_list: '0.98,0.01,100,BNB-XMR-ETH',
  };

  it('accepts the five fields', () => {
    expect(tokenExchangeFormSchema.parse(form)).toEqual(form);
  });

  itRejects(tokenExchangeFormSchema, [
    ['an unknown field', { ...form, email: 'x' }],
    ['the list as an array instead of its String() form', { ...form, exchangeFlow_list: [[1]] }],
    ['a missing address', { ...form, TokenB_address: undefined }],
  ]);
});

describe('tokenExchangeReplySchema', () => {
  it('reads a success reply as the order id', () => {
    expect(
      tokenExchangeReplySchema.parse({ message: 'success', orderInfo: ORDER_ID, data: '' }),
    ).toEqual({ message: 'success', orderInfo: ORDER_ID });
  });

  it.each([INVALID_ADDRESS_REPLY, 'Monero network congested', ''])(
    'reads an error reply with data %j as an error',
    (data) => {
      expect(tokenExchangeReplySchema.parse({ message: 'error', orderInfo: '', data })).toEqual({
        message: 'error',
        data,
      });
    },
  );

  it('knows the invalid-address text of the spec', () => {
    expect(INVALID_ADDRESS_REPLY).toBe('Invalid address (301)');
  });

  it('reads an error without a reason as an error with empty data', () => {
    expect(tokenExchangeReplySchema.parse({ message: 'error' })).toEqual({
      message: 'error',
      data: '',
    });
  });

  itRejects(tokenExchangeReplySchema, [
    ['a reply without message', { orderInfo: ORDER_ID }],
    ['an unknown message', { message: 'pending', orderInfo: ORDER_ID }],
    ['a message in other case', { message: 'Success', orderInfo: ORDER_ID }],
    ['a success without order id', { message: 'success' }],
    [
      'a success with a 21-character order id',
      { message: 'success', orderInfo: ORDER_ID.slice(1) },
    ],
    [
      'a success with an order id holding a slash',
      { message: 'success', orderInfo: `${ORDER_ID.slice(1)}/` },
    ],
    ['an error with non-text data', { message: 'error', data: { code: 301 } }],
    ['an empty body', {}],
    ['a list', []],
    ['text', 'success'],
  ]);
});

describe('exchangeStatusFormSchema (POST /api/exchange_status)', () => {
  it('accepts the order id field', () => {
    expect(exchangeStatusFormSchema.parse({ orderID: ORDER_ID })).toEqual({ orderID: ORDER_ID });
  });

  itRejects(exchangeStatusFormSchema, [
    ['the field spelled orderId', { orderId: ORDER_ID }],
    ['an extra field', { orderID: ORDER_ID, extra: '1' }],
  ]);
});

describe('exchangeStatusReplySchema', () => {
  const orderInfo = {
    status: 1,
    first_tx_receivedTime: 1_700_000_300,
    creation_time: 1_700_000_000,
    tokenA_amount: 1.5,
    tokenB_amount: 0.07,
    paying_address: 'bnb-deposit-address',
    tokenB_address: '0x80dc9ebdce828b9ef230e55cc19c231526b1d601',
    tokenA_symbol: 'bnb',
    tokenB_symbol: 'eth',
  };

  it.each([0, 1, 2, 3, 4, 5, 6])('accepts an order at status %d', (status) => {
    expect(
      exchangeStatusReplySchema.parse({ message: 'success', orderInfo: { ...orderInfo, status } }),
    ).toEqual({ message: 'success', orderInfo: { ...orderInfo, status } });
  });

  it('accepts an order with nothing received yet (time 0)', () => {
    const info = { ...orderInfo, status: 0, first_tx_receivedTime: 0 };
    expect(exchangeStatusReplySchema.parse({ message: 'success', orderInfo: info })).toEqual({
      message: 'success',
      orderInfo: info,
    });
  });

  it('reads amounts sent as numeric text as numbers', () => {
    const reply = exchangeStatusReplySchema.parse({
      message: 'success',
      orderInfo: { ...orderInfo, tokenA_amount: '1.5', tokenB_amount: '70' },
    });
    expect(reply).toMatchObject({ orderInfo: { tokenA_amount: 1.5, tokenB_amount: 70 } });
  });

  it.each(['error', 'Order not found', 'fail', ''])(
    'reads the non-success message %j as an order the upstream does not know',
    (message) => {
      const reply = exchangeStatusReplySchema.parse({ message, orderInfo: null });
      expect(reply).toEqual({ message });
      expect('orderInfo' in reply).toBe(false);
    },
  );

  it.each<[string, Record<string, unknown>]>([
    ['status 7', { status: 7 }],
    ['status -1', { status: -1 }],
    ['a fractional status', { status: 2.5 }],
    ['a status as text', { status: '2' }],
    ['a negative first-deposit time', { first_tx_receivedTime: -1 }],
    ['a creation time of 0', { creation_time: 0 }],
    ['a fractional creation time', { creation_time: 1_700_000_000.5 }],
    ['a negative amount', { tokenA_amount: -1 }],
    ['an amount as non-numeric text', { tokenB_amount: 'abc' }],
    ['an amount in exponent notation', { tokenB_amount: '1e5' }],
    ['a null amount', { tokenA_amount: null }],
    ['an empty deposit address', { paying_address: '' }],
    ['an over-long receiving address', { tokenB_address: 'a'.repeat(257) }],
    ['an empty symbol', { tokenA_symbol: '' }],
    ['an over-long symbol', { tokenB_symbol: 'x'.repeat(33) }],
    ['a missing receiving address', { tokenB_address: undefined }],
  ])('rejects a success reply whose order has %s', (_title, change) => {
    const reply = { message: 'success', orderInfo: { ...orderInfo, ...change } };
    expect(exchangeStatusReplySchema.safeParse(reply).success).toBe(false);
  });

  itRejects(exchangeStatusReplySchema, [
    ['a success without order info', { message: 'success' }],
    ['a reply without message', { orderInfo }],
    ['a numeric message', { message: 1, orderInfo }],
    ['null', null],
  ]);

  it('accepts the upper limits of each field', () => {
    const info = {
      ...orderInfo,
      paying_address: 'a'.repeat(256),
      tokenB_address: 'b'.repeat(256),
      tokenA_symbol: 'x'.repeat(32),
    };
    expect(upstreamOrderInfoSchema.safeParse(info).success).toBe(true);
  });
});
