import busboy from 'busboy';
import { describe, expect, it } from 'vitest';
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

  it('takes a new boundary when a value contains the current one', async () => {
    const first = formBody({ a: '1' });
    const boundary = boundaryOf(first.contentType);
    expect(boundary.length).toBeGreaterThanOrEqual(24);
    const tricky = { a: `x\r\n--${boundary}--\r\n`, b: '2' };
    const second = formBody(tricky);
    expect(second.contentType).not.toContain(boundary);
    expect(await parse(second)).toEqual(tricky);
  });

  it('keeps quotes and line breaks in a field name from ending the name early', async () => {
    const parsed = await parse(formBody({ 'a"b\r\nc': 'v' }));
    expect(parsed).toEqual({ 'a%22b%0D%0Ac': 'v' });
  });
});
