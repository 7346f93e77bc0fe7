import crypto from 'node:crypto';
import busboy from 'busboy';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formBody } from './form-body.js';

/** What an independent multipart parser (busboy, as the sandbox uses) reads from the body. */
function parse({ body, contentType }: ReturnType<typeof formBody>) {
  return new Promise<Record<string, string>>((resolve, reject) => {
    const fields: Record<string, string> = {};
    const parser = busboy({ headers: { 'content-type': contentType } });
    parser.on('field', (name, value) => (fields[name] = value));
    parser.on('close', () => resolve(fields));
    parser.on('error', reject);
    parser.end(body);
  });
}

const boundaryOf = (contentType: string) => /boundary=(.+)$/.exec(contentType)?.[1] ?? '';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a multipart body of text fields', () => {
  it('reads back as the fields it was made of, in order', async () => {
    const fields = {
      TokenA_amount: '0.015',
      TokenA_symbol: 'BNB',
      TokenB_symbol: 'ETH',
      exchangeFlow_list: '1,2,3,BNB>ETH',
      memo: 'ünïcødé "quoted"',
    };
    const built = formBody(fields);
    expect(Buffer.isBuffer(built.body)).toBe(true);
    const parsed = await parse(built);
    expect(parsed).toEqual(fields);
    expect(Object.keys(parsed)).toEqual(Object.keys(fields));
  });

  it('gives every body its own random boundary', () => {
    const first = boundaryOf(formBody({ a: '1' }).contentType);
    const second = boundaryOf(formBody({ a: '1' }).contentType);
    expect(first.length).toBeGreaterThanOrEqual(24);
    expect(second).not.toBe(first);
  });

  it('takes a new boundary when a value contains the one drawn', async () => {
    // form-data draws its boundary from crypto.randomBytes: the first draw is made to repeat one
    // a value already holds, as a visitor would need to guess it
    const drawn = Buffer.alloc(12, 0xab);
    const tricky = { a: `x\r\n--${'-'.repeat(26)}${drawn.toString('hex')}--\r\n`, b: '2' };
    const real = crypto.randomBytes.bind(crypto);
    const randomBytes = vi
      .spyOn(crypto, 'randomBytes')
      .mockImplementationOnce(() => drawn)
      .mockImplementation((size: number) => real(size));
    const built = formBody(tricky);
    expect(randomBytes).toHaveBeenCalledTimes(2);
    expect(built.contentType).not.toContain(drawn.toString('hex'));
    expect(await parse(built)).toEqual(tricky);
  });

  it('keeps quotes and line breaks in a field name from ending the name early', async () => {
    const parsed = await parse(formBody({ 'a"b\r\nc': 'v' }));
    expect(parsed).toEqual({ 'a%22b%0D%0Ac': 'v' });
  });
});
