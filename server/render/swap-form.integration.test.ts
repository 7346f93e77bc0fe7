import { describe, expect, it } from 'vitest';
import { control, queueFault } from '../test-support/sandbox-control.js';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';
import { postForm, SAME_SITE, swapFields } from '../test-support/swap-form-post.js';

// POST /: the swap form without script. Same rules, limits and error mapping as /api/orders,
// only from our own pages, only small urlencoded bodies, and never a 5xx from bad input.

const site = useSiteOverSandbox(() => ({ rendered: true }));

/** POSTs the form to the site under test. */
const post = (
  fields: Record<string, string> | [string, string][],
  headers?: Record<string, string>,
  path?: string,
) => postForm(site.app.url, fields, headers, path);

describe('POST / (the script-free swap form)', () => {
  it('creates the order and answers 303 to its page', async () => {
    const res = await post(swapFields());
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/order\/[A-Za-z0-9_-]{22}$/);
  });

  it.each(['/FA/', '/Es', '/eS/'])(
    'makes no order through %s, a language prefix in the wrong case, and answers 404',
    async (path) => {
      const before = (await control(site.sandbox, 'GET', '/orders')) as { orders: number };
      const res = await post(swapFields(), SAME_SITE, path);
      expect(res.status).toBe(404);
      expect(res.headers.get('location')).toBeNull();
      const after = (await control(site.sandbox, 'GET', '/orders')) as { orders: number };
      expect(after.orders).toBe(before.orders);
    },
  );

  it('makes no second order when the same form is sent again', async () => {
    const fields = swapFields();
    const first = await post(fields);
    const second = await post(fields);
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
  });

  it("takes a coin's last value: the select a visitor without script used, after the hidden field", async () => {
    const res = await post([
      ...Object.entries(swapFields({ intent: 'quote' })),
      ['from', 'ETH'],
      ['to', 'BNB'],
    ]);
    expect(res.status).toBe(200);
    expect((await res.text()).replace(/<!-- -->/g, '')).toMatch(
      /1 ETH = \d+\.\d{6} BNB \(BEP-20\)/,
    );
  });

  it('re-renders a quote with the estimate, the values and a 200', async () => {
    const res = await post(swapFields({ intent: 'quote', amount: '1,5' }));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('value="1,5"');
    expect(html).toMatch(/id="receive-amount"[^>]*value="\d+\.\d+"/);
    expect(html.replace(/<!-- -->/g, '')).toMatch(/1 BNB \(BEP-20\) = \d+\.\d{6} ETH/);
  });

  it.each([
    ['an empty address', { address: '' }, 400, 'Please input receiver address.'],
    [
      'an address of another coin',
      { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      422,
      'Please input correct receiver address.',
    ],
    ['no amount', { amount: '' }, 400, 'Enter the amount you want to send.'],
    ['an amount over the maximum', { amount: '100000' }, 422, 'Max: '],
  ])('turns back %s with the spec text inline', async (_name, overrides, status, text) => {
    const res = await post(swapFields(overrides));
    expect(res.status).toBe(status);
    expect(await res.text()).toContain(text);
  });

  it('shows an amount below the minimum on the Min line alone, without a failure notice', async () => {
    const res = await post(swapFields({ amount: '0.00000001' }));
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toMatch(/Min: [\d.]+ BNB \(BEP-20\)/);
    expect(html).not.toContain('Something went wrong.');
  });

  it("maps the upstream's refusals as /api/orders does", async () => {
    await queueFault(site.sandbox, 'token_exchange', 'error301');
    const invalid = await post(swapFields());
    expect(invalid.status).toBe(422);
    expect(await invalid.text()).toContain('Invalid address');
    await queueFault(site.sandbox, 'token_exchange', 'http500');
    const broken = await post(swapFields());
    expect(broken.status).toBe(502);
    expect(await broken.text()).toContain('Please contact support team.');
  });

  it.each([
    ['a cross-site Sec-Fetch-Site', { 'sec-fetch-site': 'cross-site' }],
    ['another Origin', { origin: 'https://evil.example' }],
    ['a null Origin without Sec-Fetch-Site', { origin: 'null' }],
  ])('refuses %s with 403', async (_name, headers) => {
    const res = await post(swapFields(), headers);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('only be sent from this site');
  });

  it('accepts its own Origin', async () => {
    const res = await post(swapFields(), { origin: site.app.url });
    expect(res.status).toBe(303);
  });

  it('refuses other body types with 415 and bodies over 16 kB with 413', async () => {
    const json = await fetch(`${site.app.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SAME_SITE },
      body: JSON.stringify(swapFields()),
    });
    expect(json.status).toBe(415);
    const big = await post(swapFields({ address: 'a'.repeat(17_000) }));
    expect(big.status).toBe(413);
  });

  it('never answers bad input with a 5xx', async () => {
    const nasty = [
      '',
      ' ',
      '-1',
      '1e308',
      'NaN',
      '9'.repeat(400),
      '<script>',
      '\u0000',
      'ЕТН',
      '🙂',
      'BNB',
      'XMR',
      'CRO',
      '0.',
    ];
    let seed = 7;
    const pick = () => {
      seed = (seed * 1664525 + 1013904223) >>> 0;
      return nasty[seed % nasty.length]!;
    };
    for (let round = 0; round < 60; round += 1) {
      const fields: Record<string, string> = {
        intent: round % 3 === 0 ? pick() : round % 2 ? 'quote' : 'swap',
        from: pick(),
        to: pick(),
        amount: pick(),
        address: pick(),
        idempotencyKey: pick(),
      };
      if (round % 7 === 0) fields.extra = pick();
      const res = await post(fields);
      expect(res.status, JSON.stringify(fields)).toBeLessThan(500);
    }
    // repeated fields and a body that is not urlencoded at all
    const repeated = await fetch(`${site.app.url}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_SITE },
      body: 'intent=swap&intent=quote&amount=1&amount=2&from=BNB&to=ETH',
    });
    expect(repeated.status).toBeLessThan(500);
    const garbage = await fetch(`${site.app.url}/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded; charset=latin9',
        ...SAME_SITE,
      },
      body: '%%%&&&===',
    });
    expect(garbage.status).toBeLessThan(500);
  });
});
