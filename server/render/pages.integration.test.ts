import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { shortenAddress } from '../../shared/order-id.js';
import { decodeQrPng } from './test-support/decode-qr-png.js';
import { startTestApp } from '../test-support/harness.js';
import { createOrder, quotedOrder } from '../test-support/order-requests.js';
import { control } from '../test-support/sandbox-control.js';
import { useSiteOverSandbox } from '../test-support/site-over-sandbox.js';

// The first HTML of every page, fetched without a browser: the server entry has rendered the
// page's heading and main content into it, with the data the browser needs beside it.

const site = useSiteOverSandbox(() => ({ rendered: true }));

const get = (path: string) => fetch(`${site.app.url}${path}`, { redirect: 'manual' });

function pageDataOf(html: string): Record<string, unknown> {
  const block = /<script type="application\/json" id="page-data">(.*?)<\/script>/.exec(html)?.[1];
  return JSON.parse(block!) as Record<string, unknown>;
}

/** The markup inside #root, where React rendered the page. */
const appHtml = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '';

describe('server-rendered pages', () => {
  it.each([
    ['/', 'Swap Without a Trace', ['SWAP NOW', 'Receiving wallet address']],
    [
      '/How-it-works',
      'How it works',
      ['Swap in six steps', 'What happens under the hood', 'Testimonials'],
    ],
    ['/stake', 'Stake', ['Approve', 'Redeem']],
  ])('renders %s with its heading and main content', async (path, heading, texts) => {
    const res = await get(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = appHtml(await res.text());
    expect(html).toMatch(new RegExp(`<h1[^>]*>[^<]*${heading}`));
    for (const text of texts) expect(html).toContain(text);
  });

  it('links the page CSS in <head> and preloads its chunks', async () => {
    const html = await (await get('/How-it-works')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(
      /<link rel="stylesheet" crossorigin href="\/assets\/how-it-works-page-[\w-]+\.css">/,
    );
    expect(head).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/how-it-works-page-[\w-]+\.js">/,
    );
    expect(head).toContain('<noscript><link rel="stylesheet" href="/no-js.css" /></noscript>');
    // the site's icon inside the page: no connection of its own over an onion service's HTTP/1.1
    expect(head).toMatch(/<link\s+rel="icon"\s+href="data:image\/svg\+xml,%3Csvg%20/);
  });

  it("loads the information pages' words with those pages only, never with the swap page", async () => {
    // a language's words come in two chunks, both named after it: the first-load one, and the one
    // How it works, Stake and Verify add (client/src/lib/i18n/load-catalogue.ts)
    const germanChunks = async (path: string) => {
      const html = await (await get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      return new Set(head.match(/\/assets\/de-[\w-]+\.js/g) ?? []);
    };
    const home = await germanChunks('/de/');
    expect(home.size).toBe(1);
    for (const path of ['/de/How-it-works', '/de/stake', '/de/verify']) {
      const page = await germanChunks(path);
      expect(page.size, path).toBe(2);
      expect([...page], path).toEqual(expect.arrayContaining([...home]));
    }
  });

  it('names each language version by its path in the Link header, never by the Host the visitor sent', async () => {
    const linkOf = async (host: string) => {
      const { headers, body } = await request(`${site.app.url}/stake`, { headers: { host } });
      const html = await body.text();
      // no <link rel="alternate"> in the page, which lynx and w3m list before it
      expect(html).not.toContain('rel="alternate"');
      return String(headers.link);
    };
    const link = await linkOf('attacker.example:8443');
    expect(link).toContain('</stake>; rel="alternate"; hreflang="x-default"');
    expect(link).toContain('</zh/stake>; rel="alternate"; hreflang="zh-Hans"');
    expect(link).not.toContain('attacker.example');
    expect(link.split(', ')).toHaveLength(10);
    const odd = await linkOf('x"onload="alert(1)');
    expect(odd).toContain('</fa/stake>; rel="alternate"; hreflang="fa"');
    expect(odd).not.toContain('alert');
    // a page that is not there names no versions
    const missing = await request(`${site.app.url}/no/such/page`);
    await missing.body.text();
    expect(missing.headers.link).toBeUndefined();
  });

  it('names them by full URLs on PUBLIC_ORIGIN when it is set, whatever Host was sent', async () => {
    const configured = await startTestApp(site.sandbox.url, {
      env: { PUBLIC_ORIGIN: 'https://swap.example/' },
    });
    try {
      const { headers, body } = await request(`${configured.url}/stake`, {
        headers: { host: 'attacker.example' },
      });
      await body.text();
      const link = String(headers.link);
      expect(link).toContain('<https://swap.example/de/stake>; rel="alternate"; hreflang="de"');
      expect(link).not.toContain('attacker.example');
    } finally {
      await configured.close();
    }
  });

  // The old host pattern never returned on 45 such characters: the replica froze for good.
  it.each(['/order/x', '/no/such/page', '/es/'])(
    'answers %s at once when the Host header is crafted to backtrack',
    async (path) => {
      const host = `${'a'.repeat(44)}_`;
      const { statusCode, body } = await request(`${site.app.url}${path}`, { headers: { host } });
      const html = await body.text();
      expect(statusCode).toBeLessThan(500);
      expect(html).not.toContain(host);
      const health = await fetch(`${site.app.url}/healthz`);
      expect(health.status).toBe(200);
    },
  );

  it.each([
    ['/', 'Swap Without a Trace'],
    ['/How-it-works', 'How it works – Swap Without a Trace'],
    ['/stake', 'Stake – Swap Without a Trace'],
    ['/verify', 'Check this site – Swap Without a Trace'],
    ['/no/such/page', 'Page not found – Swap Without a Trace'],
    ['/de/stake', 'Staking – Tauschen ohne Spuren'],
    ['/es/', 'Intercambia sin dejar rastro'],
    ['/fa/How-it-works', 'چگونه کار می‌کند | تبادل بدون ردپا'],
    ['/zh/no/such/page', '页面不存在 - 无痕兑换'],
  ])('titles %s in its language: %s', async (path, title) => {
    const html = await (await get(path)).text();
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual([`<title>${title}</title>`]);
  });

  it('answers an unknown path with the not-found page and a 404', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(appHtml(await res.text())).toContain('Page not found');
  });

  it('answers // as the home page (its root with a trailing slash, to the router), never as a host', async () => {
    const res = await get('//');
    expect(res.status).toBe(200);
    expect(appHtml(await res.text())).toContain('SWAP NOW');
  });

  it.each(['//stake', '//x/stake', '///order/AbCdEfGhIjKlMnOpQrStUv'])(
    'answers %s, a path that starts with two slashes, with the not-found page, never as a host',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(appHtml(html)).toContain('Page not found');
      // the head links the not-found page's own modules, not another page's
      expect(html).not.toMatch(/stake-page|order-page/);
    },
  );

  it('sends a language prefix in another case to its lower-case path', async () => {
    const res = await get('/FA/stake?x=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/fa/stake?x=1');
    // English has no prefix: /EN/ is a page like any other unknown one
    expect((await get('/EN/')).status).toBe(404);
  });

  it("answers a prefixed path holding a control character with its language's 404 page", async () => {
    const res = await get('/es/%0aorden');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<html lang="es"');
  });

  it('redirects the lower-case spelling of How it works', async () => {
    const res = await get('/how-it-works');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/How-it-works');
  });

  it("renders a sandbox order's page with its deposit address, a render time and a refresh once the deposit is seen", async () => {
    const orderBody = await quotedOrder(site.app.url);
    const created = await createOrder(site.app.url, orderBody);
    const { orderId } = (await created.json()) as { orderId: string };
    const order = (await (await fetch(`${site.app.url}/api/orders/${orderId}`)).json()) as {
      send: { address: string };
    };
    const before = Math.floor(Date.now() / 1000);
    const html = await (await get(`/order/${orderId}`)).text();
    expect(appHtml(html)).toContain('Order Page');
    // the tab names the order by the start of its id, never the whole of it, and its state
    expect(html).toContain(
      `<title>Order ${orderId.slice(0, 6)}… – Waiting for deposit – Swap Without a Trace</title>`,
    );
    expect(appHtml(html)).toContain(order.send.address);
    const data = pageDataOf(html);
    expect(data.renderedAt).toBeGreaterThanOrEqual(before - 1);
    expect(data.order).toMatchObject({ orderId, result: { kind: 'ready' } });
    // waiting for the deposit, it does not reload by itself (the visitor may be
    // selecting the address); a link checks, another turns the reload on
    expect(html).not.toContain('http-equiv="refresh"');
    expect(appHtml(html)).toContain(`<a href="/order/${orderId}">Check status</a>`);
    expect(appHtml(html)).toContain(`<a href="/order/${orderId}?refresh=10">`);
    const optedIn = await (await get(`/order/${orderId}?refresh=10`)).text();
    expect(optedIn).toContain('<noscript><meta http-equiv="refresh" content="10"></noscript>');
    expect(appHtml(optedIn)).toContain('Stop reloading');
    // the deposit address's QR code is drawn into the page as a PNG (shown with SVG off too)
    const qr =
      /<img class="qr-code deposit-box__qr" src="data:image\/png;base64,([^"]+)"[^>]*alt="QR code of the BNB deposit address"/.exec(
        appHtml(html),
      );
    expect(decodeQrPng(Buffer.from(qr?.[1] ?? '', 'base64'))).toBe(order.send.address);

    // once the deposit is seen the address is no longer needed: the page reloads by itself
    await control(site.sandbox, 'POST', `/orders/${orderId}/deposit`);
    const received = await (await get(`/order/${orderId}`)).text();
    expect(received).toContain('<noscript><meta http-equiv="refresh" content="10"></noscript>');
    expect(appHtml(received)).not.toContain('Check status');

    // a finished order does not refresh itself
    await control(site.sandbox, 'POST', `/orders/${orderId}/status`, { status: 4 });
    const done = await (await get(`/order/${orderId}`)).text();
    expect(appHtml(done)).toContain('Order Completed');
    expect(done).toContain(`<title>Order ${orderId.slice(0, 6)}… – Completed – Swap`);
    expect(done).not.toContain('http-equiv="refresh"');
  });

  it('renders an expired order without its deposit address anywhere, for script-free visitors', async () => {
    const created = await createOrder(site.app.url, await quotedOrder(site.app.url));
    const { orderId } = (await created.json()) as { orderId: string };
    const order = (await (await fetch(`${site.app.url}/api/orders/${orderId}`)).json()) as {
      send: { address: string };
    };
    await control(site.sandbox, 'POST', `/orders/${orderId}/status`, { status: 5 });
    const html = appHtml(await (await get(`/order/${orderId}`)).text());
    expect(html).toContain('This order expired before a deposit arrived');
    expect(html).toContain('Deposit window closed: do not send');
    expect(html).not.toContain(order.send.address);
    expect(html).not.toContain(shortenAddress(order.send.address));
    expect(html).not.toContain('QR code of the');
  });

  it('renders an unknown order as not found, without a refresh', async () => {
    const html = await (await get('/order/AAAAAAAAAAAAAAAAAAAAAA')).text();
    expect(appHtml(html)).toContain('Order not found');
    expect(html).not.toContain('http-equiv="refresh"');
  });

  it('renders at its own bound with the order loading, not an outage, when the upstream is slow', async () => {
    // an upstream wait longer than the test: only the page's bound (300 ms) can end this one
    const patient = await startTestApp(site.sandbox.url, {
      env: { UPSTREAM_HEADERS_TIMEOUT_MS: '600000' },
    });
    try {
      const created = await createOrder(patient.url, await quotedOrder(patient.url));
      const { orderId } = (await created.json()) as { orderId: string };
      for (const fault of [{ fault: 'late', delayMs: 1000 }, { fault: 'hang' }]) {
        await control(site.sandbox, 'POST', '/faults', { endpoint: 'exchange_status', ...fault });
        const html = await (await fetch(`${patient.url}/order/${orderId}`)).text();
        // a provider slower than the bound is no outage: the page says it is still asking
        expect(appHtml(html)).not.toContain('Order status unavailable');
        expect(appHtml(html)).not.toContain('cannot reach');
        expect(appHtml(html)).toContain('Loading your order…');
        expect(appHtml(html)).toContain(
          'The exchange service is slow to answer. This page asks again every 10 seconds.',
        );
        expect(appHtml(html)).toContain(`<a href="/order/${orderId}">Check status</a>`);
        expect(html).toContain('<noscript><meta http-equiv="refresh" content="10"></noscript>');
        expect(pageDataOf(html).order).toMatchObject({ result: { kind: 'pending' } });
        await control(site.sandbox, 'DELETE', '/faults');
      }
    } finally {
      await control(site.sandbox, 'DELETE', '/faults');
      await patient.close();
    }
  });

  it('says an upstream that fails cannot be reached, and how often the script-free page retries', async () => {
    await control(site.sandbox, 'POST', '/faults', {
      endpoint: 'exchange_status',
      fault: 'http500',
      count: 10,
    });
    try {
      const html = await (await get('/order/BBBBBBBBBBBBBBBBBBBBBB')).text();
      expect(appHtml(html)).toContain('Order status unavailable');
      // it reloads itself every 10 s: it said 'every 5 seconds', the script's poll
      expect(appHtml(html)).toContain('This page keeps trying every 10 seconds.');
      expect(html).toContain('<noscript><meta http-equiv="refresh" content="10"></noscript>');
    } finally {
      await control(site.sandbox, 'DELETE', '/faults');
    }
  });

  it('writes data blocks that cannot close their script element', async () => {
    const html = await (await get('/?orderId=%3C/script%3E%3Cscript%3Ealert(1)')).text();
    expect(html).not.toContain('</script><script>alert(1)');
    expect(pageDataOf(html).invalidLookup).toBe('</script><script>alert(1)');
  });

  it('sends a lookup of an order id to its order page', async () => {
    const good = await get('/?orderId=%20AAAAAAAAAAAAAAAAAAAAAA%20');
    expect(good.status).toBe(303);
    expect(good.headers.get('location')).toBe('/order/AAAAAAAAAAAAAAAAAAAAAA');
  });

  it('sends a lookup on a language’s home page to the order page in that language', async () => {
    for (const home of ['/de', '/de/']) {
      const good = await get(`${home}?orderId=AAAAAAAAAAAAAAAAAAAAAA`);
      expect(good.status).toBe(303);
      expect(good.headers.get('location')).toBe('/de/order/AAAAAAAAAAAAAAAAAAAAAA');
    }
    const bad = await get('/de/?orderId=short');
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('<html lang="de"');
  });

  it.each([
    ['a short id', 'short'],
    ['a 22-character id with a character an order id never has', 'AbCdEfGhIjKlMnOpQrSt%21v'],
  ])('shows Invalid ID for %s', async (_title, orderId) => {
    const bad = await get(`/?orderId=${orderId}`);
    expect(bad.status).toBe(400);
    const html = appHtml(await bad.text());
    expect(html).toContain('Invalid ID');
    expect(html).toContain('Contact support');
  });
});
