import { describe, expect, it } from 'vitest';
import { withTestApp } from '../test-support/harness.js';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';

const SENTRY_DSN = 'https://key@o1.ingest.sentry.example/42';
const site = useSiteOverSandbox(() => ({ rendered: true, env: { SENTRY_DSN } }));

/** Every security header and its value, as helmet configured in headers.ts sends them. */
const EXPECTED = {
  // style-src: the entry's stylesheet, inline in every page, by its hash
  'content-security-policy': expect.stringMatching(
    new RegExp(
      "^default-src 'self';script-src 'self';style-src 'self' 'sha256-[\\w+/]{43}=';img-src 'self' data:;" +
        "font-src 'self';connect-src 'self' https://o1\\.ingest\\.sentry\\.example;worker-src 'self';" +
        "object-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'self'$",
    ),
  ) as unknown,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'DENY',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const PATHS = [
  '/',
  '/stake',
  '/api/price?from=BNB&to=ETH&amount=1',
  '/api/price?from=BNB&to=ETH&amount=abc',
  '/api/nothing-here',
];

describe('security headers', () => {
  it.each(PATHS)('are all on the reply to %s, pages and API alike, errors too', async (path) => {
    const res = await fetch(`${site.app.url}${path}`);
    await res.arrayBuffer();
    const headers = Object.fromEntries(res.headers);
    expect(headers).toMatchObject(EXPECTED);
    expect(headers).not.toHaveProperty('strict-transport-security');
    expect(headers).not.toHaveProperty('x-powered-by');
  });

  it('add HSTS and upgrade-insecure-requests in production, and no Sentry host unless set', async () => {
    await withTestApp(
      site.sandbox.url,
      { rendered: true, env: { NODE_ENV: 'production' } },
      async (app) => {
        for (const path of ['/', '/api/price?from=BNB&to=ETH&amount=1']) {
          const res = await fetch(`${app.url}${path}`);
          await res.arrayBuffer();
          expect(res.headers.get('strict-transport-security')).toBe(
            'max-age=31536000; includeSubDomains',
          );
          const policy = res.headers.get('content-security-policy') ?? '';
          expect(policy).toContain("connect-src 'self';");
          expect(policy.endsWith(';upgrade-insecure-requests')).toBe(true);
        }
      },
    );
  });
});
