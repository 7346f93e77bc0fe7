import { describe, expect, it } from 'vitest';
import { isValidAddress } from '../../shared/address.js';
import { COINS } from '../../shared/coins.js';
import {
  exchangeStatusReplySchema,
  INVALID_ADDRESS_REPLY,
  tokenExchangeReplySchema,
} from '../../shared/contract/upstream.js';
import { VECTORS_BY_COIN } from '../../shared/test-support/address-vectors.js';
import { sendLimits } from './quote.js';
import {
  createOrder,
  EXCHANGE,
  GOOD_ADDRESS,
  orderStatus,
  postForm,
  PRICE,
  useTestSandbox,
} from './test-support/sandbox-client.js';

const sandbox = useTestSandbox();

const ROUTE = '0.18,0.032,81,BNB>XMR>ETH';
const order = (overrides: Record<string, string> = {}) => ({
  TokenA_amount: '1',
  TokenA_symbol: 'BNB',
  TokenB_symbol: 'ETH',
  TokenB_address: GOOD_ADDRESS.ETH,
  exchangeFlow_list: ROUTE,
  ...overrides,
});

async function exchange(fields: Record<string, string>) {
  const reply = await postForm(sandbox.url + EXCHANGE, fields);
  expect(reply.status).toBe(200);
  return tokenExchangeReplySchema.parse(reply.json);
}

describe('POST /api/token_exchange', () => {
  it('creates an order from the route token_price gave, as String(list)', async () => {
    const price = await postForm(sandbox.url + PRICE, {
      TokenA_amount: '2',
      TokenA_symbol: 'BNB',
      TokenB_symbol: 'ETH',
    });
    const route = (price.json as { exchangeFlow_list: (number | string)[][] }).exchangeFlow_list;
    const reply = await exchange(order({ TokenA_amount: '2', exchangeFlow_list: String(route) }));
    expect(reply.message).toBe('success');
    const id = (reply as { orderInfo: string }).orderInfo;
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const status = exchangeStatusReplySchema.parse((await orderStatus(sandbox.url, id)).json);
    expect(status).toMatchObject({
      message: 'success',
      orderInfo: {
        status: 0,
        first_tx_receivedTime: 0,
        creation_time: sandbox.clock.seconds,
        tokenA_amount: 2,
        tokenB_amount: route[0]![0],
        tokenB_address: GOOD_ADDRESS.ETH,
        tokenA_symbol: 'bnb',
        tokenB_symbol: 'eth',
      },
    });
  });

  it('gives every order a different id', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => createOrder(sandbox.url)));
    expect(new Set(ids).size).toBe(20);
  });

  it('gives a deposit address in the send coin format for every selectable coin', async () => {
    for (const coin of COINS.filter((entry) => entry.selectable)) {
      const to = coin.symbol === 'ETH' ? 'BTC' : 'ETH';
      const id = await createOrder(sandbox.url, {
        from: coin.symbol,
        to,
        amount: String(sendLimits(coin.symbol).min * 10),
        address: GOOD_ADDRESS[to],
      });
      const reply = exchangeStatusReplySchema.parse((await orderStatus(sandbox.url, id)).json);
      const info = (reply as { orderInfo: { paying_address: string } }).orderInfo;
      expect(isValidAddress(coin.symbol, info.paying_address), coin.symbol).toBe(true);
    }
  });

  it('accepts a valid receiving address for every selectable coin', async () => {
    for (const coin of COINS.filter((entry) => entry.selectable)) {
      const from = coin.symbol === 'BNB' ? 'ETH' : 'BNB';
      // the first of the coin's valid vectors: an address the shared validator accepts
      const address = Object.values(VECTORS_BY_COIN[coin.symbol].valid)[0]!;
      const reply = await exchange(
        order({ TokenA_symbol: from, TokenB_symbol: coin.symbol, TokenB_address: address }),
      );
      expect(reply, coin.symbol).toMatchObject({ message: 'success' });
    }
  });

  it.each([
    ['a BTC address for ETH', { TokenB_address: GOOD_ADDRESS.BTC }],
    [
      'a mis-checksummed ETH address',
      { TokenB_address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD' },
    ],
    ['an ETH address for BTC', { TokenB_symbol: 'BTC', TokenB_address: GOOD_ADDRESS.ETH }],
    ['a 43-character non-Solana text', { TokenB_symbol: 'SOL', TokenB_address: '0OIl'.repeat(11) }],
    ['an empty address', { TokenB_address: '' }],
    ['an address with spaces', { TokenB_address: ` ${GOOD_ADDRESS.ETH}` }],
  ])('replies Invalid address (301) for %s', async (_name, overrides) => {
    expect(await exchange(order(overrides))).toEqual({
      message: 'error',
      data: INVALID_ADDRESS_REPLY,
    });
  });

  it.each([
    ['a missing route', { exchangeFlow_list: undefined }, /Missing field: exchangeFlow_list/],
    ['a missing address', { TokenB_address: undefined }, /Missing field: TokenB_address/],
    [
      'a route that is not String(list)',
      { exchangeFlow_list: '[object Object]' },
      /exchangeFlow_list/,
    ],
    ['an unknown symbol', { TokenA_symbol: 'DOGE' }, /TokenA_symbol "DOGE" is not a known symbol/],
    ['the same coin on both sides', { TokenB_symbol: 'BNB' }, /itself/],
    ['AVAX', { TokenB_symbol: 'AVAX' }, /AVAX is not available/],
    ['CRO', { TokenA_symbol: 'CRO' }, /CRO is not available/],
    ['a zero amount', { TokenA_amount: '0' }, /positive decimal/],
    ['a negative amount', { TokenA_amount: '-2' }, /positive decimal/],
    ['a non-numeric amount', { TokenA_amount: '1,5' }, /positive decimal/],
    ['an amount below the minimum', { TokenA_amount: '0.001' }, /Amount must be between/],
    ['an amount above the maximum', { TokenA_amount: '100000' }, /Amount must be between/],
    ['an unexpected field', { note: 'hi' }, /Unexpected field: note/],
  ])('replies a plain error for %s, creating nothing', async (_name, overrides, reason) => {
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(order(overrides as Record<string, string>))) {
      if (value !== undefined) fields[name] = value;
    }
    const reply = await exchange(fields);
    expect(reply.message).toBe('error');
    expect((reply as { data: string }).data).toMatch(reason);
    expect((reply as { data: string }).data).not.toBe(INVALID_ADDRESS_REPLY);
  });
});

describe('POST /api/exchange_status', () => {
  it('replies a non-success message for an unknown id', async () => {
    const reply = await orderStatus(sandbox.url, 'A'.repeat(22));
    expect(reply.status).toBe(200);
    const body = exchangeStatusReplySchema.parse(reply.json);
    expect(body.message).not.toBe('success');
  });

  it('answers a missing or extra field with an error', async () => {
    const missing = await postForm(sandbox.url + '/api/exchange_status', { orderId: 'x' });
    expect(missing.json).toEqual({ message: 'error', data: 'Missing field: orderID' });
  });
});
