import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test-support/harness.js';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';

// The headers every reply carries, on the pages production serves as well as the API.

const site = useSiteOverSandbox(() => ({
  env: { SENTRY_DSN: 'https://key@o1.ingest.sentry.example/42' },
}));

function csp(header: string | undefined) {
  return Object.fromEntries(
    (header ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;
}

describe('security headers', () => {
  it.each([
    '/',
    '/order/AAAAAAAAAAAAAAAAAAAAAA',
    '/no/such/page',
    '/favicon.svg',
    '/api/price?from=BNB&to=ETH&amount=1',
  ])('sends a strict CSP and the rest on %s', async (path) => {
    const res = await request(site.app.url).get(path);
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    // no inline style but the entry's stylesheet the pages carry, by its hash
    expect(policy['style-src']).toEqual([
      "'self'",
      expect.stringMatching(/^'sha256-[\w+/]{43}='$/),
    ]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    // The older header says the same thing: no framing at all, not even by this site.
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(policy['base-uri']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://o1.ingest.sentry.example']);
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // HSTS only in production.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('adds HSTS in production', async () => {
    await withTestApp(site.sandbox.url, { env: { NODE_ENV: 'production' } }, async (prod) => {
      const res = await request(prod.url).get('/').expect(200);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(csp(res.headers['content-security-policy'])['connect-src']).toEqual(["'self'"]);
    });
  });
});
