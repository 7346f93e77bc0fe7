import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../sandbox/sandbox.js';
import {
  startTestApp,
  startTestSandbox,
  type TestApp,
  withTestApp,
} from '../test-support/harness.js';
import { withRuntimeConfig } from '../render/page-template.js';

let sandbox: RunningSandbox;
let app: TestApp;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  app = await startTestApp(sandbox.url, {
    env: {
      SUPPORT_URL: 'https://support.example/bot',
      SENTRY_DSN: 'https://key@o1.ingest.sentry.example/42',
    },
  });
});
afterAll(async () => {
  await app.close();
  await sandbox.close();
});

function csp(header: string | undefined) {
  return Object.fromEntries(
    (header ?? '').split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  ) as Record<string, string[]>;
}

describe('security headers', () => {
  it.each(['/', '/api/price?from=BNB&to=ETH&amount=1'])(
    'sends a strict CSP and the rest on %s',
    async (path) => {
      const res = await request(app.url).get(path);
      const policy = csp(res.headers['content-security-policy']);
      for (const directive of ['script-src', 'style-src']) {
        expect(policy[directive]).toEqual(["'self'"]);
      }
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
    },
  );

  it('adds HSTS in production', async () => {
    await withTestApp(sandbox.url, { env: { NODE_ENV: 'production' } }, async (prod) => {
      const res = await request(prod.url).get('/');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
      expect(csp(res.headers['content-security-policy'])['connect-src']).toEqual(["'self'"]);
    });
  });
});

describe('serving the client', () => {
  it.each(['/', '/order/AAAAAAAAAAAAAAAAAAAAAA', '/stake', '/How-it-works', '/how-it-works'])(
    'serves the app at %s, uncached, with the runtime config injected',
    async (path) => {
      const res = await request(app.url).get(path).expect(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const block = /<script type="application\/json" id="runtime-config">(.*?)<\/script>/.exec(
        res.text,
      )?.[1];
      expect(JSON.parse(block!)).toEqual({
        supportUrl: 'https://support.example/bot',
        socialUrl: 'https://twitter.com/SwapWithoutTrace',
        sandbox: false,
        sentryDsn: 'https://key@o1.ingest.sentry.example/42',
      });
    },
  );

  it('never serves the raw index.html template with the placeholder config of the build', async () => {
    const res = await request(app.url).get('/index.html').expect(200);
    expect(res.text).toContain('https://support.example/bot');
  });

  it('serves unknown pages as the app with a 404 status', async () => {
    const res = await request(app.url).get('/no/such/page').expect(404);
    expect(res.text).toContain('id="root"');
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await request(app.url)
      .get('/assets/index-abc123.js')
      .set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    await request(app.url).get('/assets/missing-123.js').expect(404);
  });

  it('writes the config so that it cannot close the script element', () => {
    const html = withRuntimeConfig(
      '<script type="application/json" id="runtime-config">{}</script>',
      {
        supportUrl: 'https://x/</script><script>alert(1)</script>',
        socialUrl: '',
        sandbox: true,
        sentryDsn: null,
      },
    );
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });
});

describe('request ids', () => {
  it('mints its own id instead of taking one from a visitor when no proxy is trusted', async () => {
    const res = await request(app.url)
      .get('/api/nope')
      .set('X-Request-Id', '0x52908400098527886E0F7030069857D2E4169EE7');
    expect(res.headers['x-request-id']).not.toContain('0x5290');
    expect(res.body.error.requestId).toBe(res.headers['x-request-id']);
  });
});

describe('health', () => {
  it('answers liveness and readiness with the upstream reachable', async () => {
    await request(app.url).get('/healthz').expect(200, { status: 'ok' });
    const ready = await request(app.url).get('/readyz').expect(200);
    expect(ready.body.checks.upstream).toBe(true);
  });

  it('is not ready when the upstream is down', async () => {
    await withTestApp('http://127.0.0.1:9', {}, async (down) => {
      const res = await request(down.url).get('/readyz').expect(503);
      expect(res.body.checks.upstream).toBe(false);
    });
  });
});
