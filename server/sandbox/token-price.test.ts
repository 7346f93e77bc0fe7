import { Readable } from 'node:stream';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { COINS } from '../../shared/coins.js';
import { tokenPriceReplySchema } from '../../shared/contract/upstream.js';
import { REFERENCE_PRICES } from './reference-prices.js';
import { buildForm, postForm, PRICE, send, useTestSandbox } from './test-support/sandbox-client.js';

const sandbox = useTestSandbox();

/** The BFF's price form: amount, send symbol, receive symbol. */
const form = (TokenA_amount: string, TokenA_symbol: string, TokenB_symbol: string) => ({
  TokenA_amount,
  TokenA_symbol,
  TokenB_symbol,
});

const price = (amount: string, from: string, to: string) =>
  postForm(sandbox.url + PRICE, form(amount, from, to));

async function firstEntry(amount: string, from: string, to: string) {
  const reply = await price(amount, from, to);
  expect(reply.status).toBe(200);
  const parsed = tokenPriceReplySchema.parse(reply.json);
  const [estimate, min, max, flow] = parsed.exchangeFlow_list[0];
  return { estimate, min, max, flow };
}

describe('POST /api/token_price', () => {
  it('quotes BNB to ETH from the reference table, less the fee, routed through XMR', async () => {
    const { estimate, flow } = await firstEntry('1.5', 'BNB', 'ETH');
    const usd = REFERENCE_PRICES.usd;
    const expected = ((1.5 * usd.BNB!) / usd.ETH!) * (1 - REFERENCE_PRICES.feePercent / 100);
    expect(estimate).toBeLessThanOrEqual(expected);
    expect(estimate).toBeGreaterThan(expected - 1e-8);
    expect(flow).toBe('BNB>XMR>ETH');
  });

  it('scales the estimate with the amount', async () => {
    const one = await firstEntry('1', 'SOL', 'BTC');
    const ten = await firstEntry('10', 'SOL', 'BTC');
    expect(ten.estimate).toBeCloseTo(one.estimate * 10, 6);
  });

  it('names a single hop when one side is XMR', async () => {
    expect((await firstEntry('1', 'XMR', 'ETH')).flow).toBe('XMR>ETH');
    expect((await firstEntry('1', 'ETH', 'XMR')).flow).toBe('ETH>XMR');
  });

  it('gives min and max worth about $20 and $50,000 of every tradable send coin', async () => {
    for (const coin of COINS.filter((entry) => entry.selectable)) {
      const usd = REFERENCE_PRICES.usd[coin.symbol]!;
      const other = coin.symbol === 'ETH' ? 'BTC' : 'ETH';
      const { min, max } = await firstEntry('1', coin.symbol, other);
      expect(min * usd, coin.symbol).toBeGreaterThan(18);
      expect(min * usd, coin.symbol).toBeLessThan(22);
      expect(max * usd, coin.symbol).toBeGreaterThan(45_000);
      expect(max * usd, coin.symbol).toBeLessThan(55_000);
    }
  });

  it.each([
    ['AVAX', 'ETH'],
    ['BNB', 'AVAX'],
    ['CRO', 'BTC'],
    ['ETH', 'CRO'],
    ['ETH', 'ETH'],
  ])('replies -1 for the pair %s to %s', async (from, to) => {
    expect((await firstEntry('1', from, to)).estimate).toBe(-1);
  });

  it('replies -1 below the minimum and above the maximum, but serves the bounds themselves', async () => {
    const { min, max } = await firstEntry('1', 'BNB', 'ETH');
    expect((await firstEntry(String(min / 2), 'BNB', 'ETH')).estimate).toBe(-1);
    expect((await firstEntry(String(max * 2), 'BNB', 'ETH')).estimate).toBe(-1);
    expect((await firstEntry('0', 'BNB', 'ETH')).estimate).toBe(-1);
    expect((await firstEntry(String(min), 'BNB', 'ETH')).estimate).toBeGreaterThan(0);
    expect((await firstEntry(String(max), 'BNB', 'ETH')).estimate).toBeGreaterThan(0);
  });

  it.each([
    ['a negative amount', form('-1', 'BNB', 'ETH'), /TokenA_amount/],
    ['a word for an amount', form('abc', 'BNB', 'ETH'), /TokenA_amount/],
    ['an exponent', form('1e3', 'BNB', 'ETH'), /TokenA_amount/],
    ['an empty amount', form('', 'BNB', 'ETH'), /TokenA_amount/],
    ['an unknown send symbol', form('1', 'DOGE', 'ETH'), /TokenA_symbol "DOGE"/],
    ['an unknown receive symbol', form('1', 'BNB', 'eth'), /TokenB_symbol "eth"/],
    [
      'a missing field',
      { TokenA_amount: '1', TokenA_symbol: 'BNB' },
      /Missing field: TokenB_symbol/,
    ],
    ['an extra field', { ...form('1', 'BNB', 'ETH'), x: '1' }, /Unexpected field: x/],
  ])('answers %s with the upstream error shape', async (_name, fields, reason) => {
    const reply = await postForm(sandbox.url + PRICE, fields);
    expect(reply.status).toBe(200);
    const body = reply.json as { message: string; data: string };
    expect(body.message).toBe('error');
    expect(body.data).toMatch(reason);
  });

  it('refuses a field sent twice', async () => {
    const form = buildForm({ TokenA_amount: '1', TokenA_symbol: 'BNB', TokenB_symbol: 'ETH' });
    form.append('TokenA_amount', '2');
    const reply = await send(sandbox.url + PRICE, {
      method: 'POST',
      headers: form.getHeaders(),
      body: form.getBuffer(),
    });
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({
      message: 'error',
      data: 'Field TokenA_amount is sent more than once',
    });
  });

  it('refuses file uploads', async () => {
    const reply = await postForm(sandbox.url + PRICE, {
      TokenA_amount: '1',
      TokenA_symbol: 'BNB',
      TokenB_symbol: { file: Buffer.from('ETH'), filename: 'coin.txt' },
    });
    expect(reply.status).toBe(400);
    expect(reply.json).toEqual({ message: 'error', data: 'File uploads are not accepted' });
  });

  it('answers JSON and url-encoded bodies with a 400 naming the content type', async () => {
    for (const [type, body] of [
      ['application/json', '{"TokenA_amount":"1","TokenA_symbol":"BNB","TokenB_symbol":"ETH"}'],
      ['application/x-www-form-urlencoded', 'TokenA_amount=1&TokenA_symbol=BNB&TokenB_symbol=ETH'],
    ] as const) {
      const reply = await send(sandbox.url + PRICE, {
        method: 'POST',
        headers: { 'content-type': type },
        body,
      });
      expect(reply.status).toBe(400);
      expect(reply.json).toEqual({
        message: 'error',
        data: 'Content-Type must be multipart/form-data',
      });
    }
    const none = await send(sandbox.url + PRICE, { method: 'POST', body: 'x' });
    expect(none.status).toBe(400);
  });

  it('answers a multipart type without a boundary, and a broken body, with a 400', async () => {
    const noBoundary = await send(sandbox.url + PRICE, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; charset=utf-8' },
      body: 'x',
    });
    expect(noBoundary.status).toBe(400);
    expect((noBoundary.json as { data: string }).data).toMatch(/boundary/);

    const cutOff = await send(sandbox.url + PRICE, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XYZ' },
      body: '--XYZ\r\nContent-Disposition: form-data; name="TokenA_amount"\r\n\r\n1',
    });
    expect(cutOff.status).toBe(400);
    expect(cutOff.json).toEqual({ message: 'error', data: 'Malformed multipart/form-data body' });
  });

  it('answers an oversize body with a 400 and keeps serving', async () => {
    const reply = await postForm(sandbox.url + PRICE, {
      TokenA_amount: '1',
      TokenA_symbol: 'BNB',
      TokenB_symbol: 'ETH',
      padding: 'x'.repeat(200 * 1024),
    });
    expect(reply.status).toBe(400);
    expect((reply.json as { data: string }).data).toMatch(/larger than 64 KB/);

    const longField = await postForm(sandbox.url + PRICE, {
      TokenA_amount: '1'.repeat(20 * 1024),
      TokenA_symbol: 'BNB',
      TokenB_symbol: 'ETH',
    });
    expect(longField.status).toBe(400);
    expect((longField.json as { data: string }).data).toMatch(/TokenA_amount is longer than/);

    expect((await firstEntry('1', 'BNB', 'ETH')).estimate).toBeGreaterThan(0);
  });

  it('answers an oversize body sent without a length (chunked) with a 400', async () => {
    const form = buildForm({
      TokenA_amount: '1',
      TokenA_symbol: 'BNB',
      TokenB_symbol: 'ETH',
      padding: 'x'.repeat(100 * 1024),
    });
    // A stream body goes out with Transfer-Encoding: chunked, so only counting can catch it.
    const response = await request(sandbox.url + PRICE, {
      method: 'POST',
      headers: form.getHeaders() as Record<string, string>,
      body: Readable.from([form.getBuffer()]),
    });
    expect(response.statusCode).toBe(400);
    expect(await response.body.json()).toMatchObject({
      data: expect.stringMatching(/larger than/),
    });
  });

  it('answers too many fields with a 400', async () => {
    const fields: Record<string, string> = {};
    for (let i = 0; i < 12; i++) fields[`f${i}`] = '1';
    const reply = await postForm(sandbox.url + PRICE, fields);
    expect(reply.status).toBe(400);
    expect((reply.json as { data: string }).data).toMatch(/More than 10 fields/);
  });

  it('answers other methods with 405 and unknown paths with 404, as JSON', async () => {
    const get = await send(sandbox.url + PRICE);
    expect(get.status).toBe(405);
    expect(get.json).toEqual({ message: 'error', data: 'Use POST' });
    const unknown = await send(`${sandbox.url}/api/token_prices`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect((unknown.json as { message: string }).message).toBe('error');
  });

  it('says it is a sandbox at its root', async () => {
    const reply = await send(`${sandbox.url}/`);
    expect(reply.status).toBe(200);
    expect(reply.text).toMatch(/SANDBOX/);
    expect(reply.text).toMatch(/no real funds/);
  });
});
