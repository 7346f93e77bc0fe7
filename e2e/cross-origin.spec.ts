import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
// Deliberately not ./support/fixtures.js: its context.route interception would answer CORS
// preflights itself, and this spec is about what the real server answers.
import { expect, test, type Page } from '@playwright/test';
import { E2E } from './support/env.js';
import { quoteRoute } from './support/orders.js';
import { clearFaults, pendingFaults, queueFault } from './support/sandbox.js';
import { ETH_ADDRESS } from './support/swap-page.js';

// A page of another origin (this loopback host, another port) tries the site's API the way a
// hostile page would: a JSON order with its preflight, a price read, and a "simple" text/plain
// post that needs no preflight. None may create an order or let the page read a reply.

let otherOrigin: Server;
let otherUrl = '';

test.beforeAll(async () => {
  otherOrigin = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<!doctype html><title>another site</title><h1>another site</h1>');
  });
  await new Promise<void>((resolve) => otherOrigin.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(otherOrigin.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => otherOrigin.close(() => resolve()));
});

test.afterEach(async () => {
  await clearFaults();
});

/** One request as it went over the wire to the site, and the site's answer. */
interface Exchange {
  request: Record<string, string>;
  status?: number;
  response?: Record<string, string>;
}

/** DevTools keeps header names as sent; one value per name, lower-case names. */
const lowerCase = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

/**
 * Records, through the DevTools protocol, every request Chromium really sends to the site,
 * preflights included, with the status and headers the site answered: what the browser saw,
 * which the page's script never gets to see.
 */
async function watchSiteTraffic(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const byId = new Map<string, Exchange>();
  const siteHost = new URL(E2E.siteUrl).host;
  cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
    const request = lowerCase(event.headers);
    if (request.host === siteHost) byId.set(event.requestId, { request });
  });
  cdp.on('Network.responseReceivedExtraInfo', (event) => {
    const exchange = byId.get(event.requestId);
    if (!exchange) return;
    exchange.status = event.statusCode;
    exchange.response = lowerCase(event.headers);
  });
  let seen = 0;
  /** the exchanges since the last call, once each has its answer */
  return async () => {
    await expect.poll(() => [...byId.values()].slice(seen).every((x) => x.status)).toBe(true);
    const fresh = [...byId.values()].slice(seen);
    seen += fresh.length;
    return fresh;
  };
}

/** Runs `fetch` in the page; what its script could see of the reply, or the error it caught. */
async function fetchInPage(page: Page, url: string, init: RequestInit): Promise<string> {
  return page.evaluate(
    async ([target, options]) => {
      try {
        const reply = await fetch(target, options);
        return `${reply.type} ${reply.status} ${await reply.text()}`;
      } catch (error) {
        return (error as Error).name;
      }
    },
    [url, init] as const,
  );
}

test('the API refuses a page of another origin: no order, no reply it can read', async ({
  page,
  request,
}) => {
  // A real quote, so that the order below would be created if the server let it through.
  const order = JSON.stringify({
    from: 'BNB',
    to: 'ETH',
    amount: '1',
    address: ETH_ADDRESS,
    route: await quoteRoute(request, '1'),
  });
  // Were an order creation relayed upstream, it would use up this fault.
  await queueFault('token_exchange', 'error');

  const nextExchanges = await watchSiteTraffic(page);
  await page.goto(otherUrl);
  await expect(page.getByRole('heading', { name: 'another site' })).toBeVisible();

  // A JSON order: Chromium asks first, the site refuses the preflight, the order is never sent.
  const jsonOrder = await fetchInPage(page, `${E2E.siteUrl}/api/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': 'cross-origin-0001' },
    body: order,
  });
  expect(jsonOrder).toBe('TypeError');
  const [preflight, ...sent] = await nextExchanges();
  expect(sent).toEqual([]);
  expect(preflight!.request['access-control-request-method']).toBe('POST');
  expect(preflight!.request.origin).toBe(otherUrl);
  expect(preflight!.status).toBe(403);
  expect(preflight!.response!['access-control-allow-origin']).toBeUndefined();
  expect(preflight!.response!['access-control-allow-methods']).toBeUndefined();

  // A plain read of a price: answered 403 without CORS headers, so the script gets an error.
  const price = await fetchInPage(page, `${E2E.siteUrl}/api/price?from=BNB&to=ETH&amount=1`, {});
  expect(price).toBe('TypeError');
  const [priceRead, ...more] = await nextExchanges();
  expect(more).toEqual([]);
  expect(priceRead!.request['sec-fetch-site']).toBe('same-site');
  expect(priceRead!.status).toBe(403);
  expect(priceRead!.response!['access-control-allow-origin']).toBeUndefined();

  // A "simple" post, as a form would send it (no preflight): refused before any work, and with
  // Cross-Origin-Resource-Policy: same-origin not even an opaque reply reaches the script.
  const simple = await fetchInPage(page, `${E2E.siteUrl}/api/orders`, {
    method: 'POST',
    mode: 'no-cors',
    headers: { 'content-type': 'text/plain' },
    body: order,
  });
  expect(simple).toBe('TypeError');
  const [simplePost, ...others] = await nextExchanges();
  expect(others).toEqual([]);
  expect(simplePost!.request['content-type']).toMatch(/^text\/plain/);
  expect(simplePost!.status).toBe(403);
  expect(simplePost!.response!['cross-origin-resource-policy']).toBe('same-origin');

  // No order creation reached the upstream.
  expect(await pendingFaults('token_exchange')).toBe(1);

  // The same call from the site's own page works: the refusal is about the origin, not the call.
  await page.goto('/');
  const own = await fetchInPage(page, '/api/price?from=BNB&to=ETH&amount=1', {});
  expect(own).toMatch(/^basic 200 \{"estimate"/);
});
