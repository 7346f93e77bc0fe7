import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOnionSite, type OnionSite } from '../onion/test-support/onion-site.js';
import { exchange, get, proxyLine, responsesIn } from '../onion/test-support/tor-client.js';
import { startTestApp } from '../test-support/harness.js';
import { useTestSandbox } from '../test-support/site-over-sandbox.js';

const sandbox = useTestSandbox();
const ONION = 'xpjzab2ecde7glx3bnpvsawq366h5nayvxjvqmsgnkdrtkvxjnv34wad.onion';

/** The headers of one reply from `port`, for a request written as the visitor's browser would. */
async function headersOf(port: number, path: string, host: string, circuit?: number) {
  const chunks = [get(path, { Host: host })];
  if (circuit !== undefined) chunks.unshift(proxyLine(circuit));
  const [response] = responsesIn((await exchange(port, chunks)).received);
  if (!response) throw new Error(`no reply for ${path}`);
  return response.headers;
}

const portOfUrl = (url: string) => Number(new URL(url).port);

describe('headers on the normal site and on the onion host', () => {
  let site: OnionSite;
  beforeAll(async () => {
    site = await startOnionSite(sandbox.url, {
      rendered: true,
      env: { NODE_ENV: 'production', ONION_ADDRESS: ONION },
    });
  });
  afterAll(() => site?.close());

  it('point Tor Browser from the normal site to the same page on the onion address', async () => {
    const port = portOfUrl(site.app.url);
    const page = await headersOf(port, '/How-it-works?from=BNB&to=ETH', 'swap.example.com');
    expect(page['onion-location']).toBe(`http://${ONION}/How-it-works?from=BNB&to=ETH`);
    expect(page['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(page['content-security-policy']).toContain('upgrade-insecure-requests');
    const api = await headersOf(port, '/api/nope', 'swap.example.com');
    expect(api['onion-location']).toBe(`http://${ONION}/api/nope`);
  });

  it('build Onion-Location from the onion address and the path alone', async () => {
    const port = portOfUrl(site.app.url);
    // an absolute-form request target names a host of the client's choosing
    const page = await headersOf(port, 'http://evil.example/How-it-works?x=1', 'swap.example.com');
    expect(page['onion-location']).toBe(`http://${ONION}/How-it-works?x=1`);
  });

  it('keep the onion host on http: no HSTS, no upgrade, no Onion-Location', async () => {
    for (const host of [ONION, ONION.toUpperCase(), `${ONION}:80`]) {
      const page = await headersOf(portOfUrl(site.app.url), '/How-it-works', host);
      expect(page['strict-transport-security'], host).toBeUndefined();
      expect(page['onion-location'], host).toBeUndefined();
      expect(page['content-security-policy'], host).not.toContain('upgrade-insecure-requests');
      // The rest of the policy stays as strict.
      expect(page['content-security-policy'], host).toContain("script-src 'self'");
      expect(page['x-frame-options'], host).toBe('DENY');
    }
  });

  it('treat everything that came through tor as the onion host, whatever Host it names', async () => {
    for (const host of [ONION, 'swap.example.com']) {
      const page = await headersOf(site.port, '/How-it-works', host, 42);
      expect(page['strict-transport-security'], host).toBeUndefined();
      expect(page['onion-location'], host).toBeUndefined();
      expect(page['content-security-policy'], host).not.toContain('upgrade-insecure-requests');
      expect(page['content-security-policy'], host).toContain("default-src 'self'");
    }
  });
});

describe('without ONION_ADDRESS', () => {
  it('sends no Onion-Location, and still HSTS on the normal site', async () => {
    const app = await startTestApp(sandbox.url, {
      rendered: true,
      env: { NODE_ENV: 'production' },
    });
    try {
      const page = await headersOf(portOfUrl(app.url), '/', 'swap.example.com');
      expect(page['onion-location']).toBeUndefined();
      expect(page['strict-transport-security']).toMatch(/max-age/);
    } finally {
      await app.close();
    }
  });
});
